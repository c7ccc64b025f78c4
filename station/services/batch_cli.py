"""`station batch FILE --print-to DIR`: import, create and print without the GUI, resumable after a crash."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

from station.api.auth import ApiKeyAuth, OAuthClientCredentials
from station.api.printing import PrintingClient
from station.api.session import ClientSettings
from station.api.shipping import ShippingClient
from station.api.wire import printing_base_url_beside
from station.domain.enums import LabelFormat
from station.domain.text import QT_TRANSLATE_NOOP
from station.printers.base import PrinterProfile
from station.printers.directory import DirectoryLabelPrinter, job_file_name
from station.process_exit import end_within
from station.services import batch_cli_texts as texts
from station.services.account import SANDBOX_API_KEY, AccountService, ServiceClients
from station.services.batch import BatchProgress, BatchSummary
from station.services.claims import DEFAULT_LEASE
from station.services.outbox import PrinterBinding
from station.services.station import StationServices
from station.store.claims import StationIdentity
from station.store.records import PrintJobRecord
from station.store.store import Store

log = logging.getLogger("station.services.batch_cli")

# The sandbox's fixed, public test credentials (contract §9): not secrets, and never written anywhere.
SANDBOX_OAUTH_CLIENT = ("sandbox-client", "sandbox-secret")
QUIT_DEADLINE_S = 10.0  # from the closed services to the end of the process

Say = Callable[[str], str]  # a line in the operator's language (str: English, as written)

EXIT_COMPLETE, EXIT_FAILURES, EXIT_USAGE, EXIT_QUEUED = 0, 1, 2, 3


def add_batch_command(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "batch",
        help="import an order file, create the shipments and print the labels (no GUI)",
        description="Import orders (CSV or JSON, docs/order-import.md), create each shipment once and print each "
        "label once, as PDF files in a folder. Run it again after a crash or Ctrl-C: it continues where it stopped.",
    )
    parser.add_argument("orders", type=Path, help="the order file (.csv or .json)")
    parser.add_argument("--print-to", type=Path, required=True, metavar="DIR", help="folder for the label PDFs")
    parser.add_argument("--format", choices=["A6", "A4"], default="A6", help="label format (default A6)")
    target = parser.add_mutually_exclusive_group()
    target.add_argument(
        "--sandbox",
        nargs="?",
        const="embedded",
        metavar="URL",
        help="use a sandbox: the one at URL (as `station sandbox` prints it), or an embedded one without URL",
    )
    target.add_argument("--account", action="store_true", help="use the configured account (default)")
    parser.add_argument(
        "--sandbox-auth",
        choices=["api-key", "oauth"],
        default="api-key",
        help="how to sign in to the sandbox (its public test credentials)",
    )
    parser.add_argument("--concurrency", type=int, default=4, help="requests and prints at once (default 4)")
    parser.add_argument(
        "--settle-timeout",
        type=float,
        default=300.0,
        metavar="S",
        help="how long to keep retrying work queued while the service is unreachable",
    )
    parser.add_argument("--quiet", action="store_true", help="print only the summary")
    shared = parser.add_argument_group("several packing tables on one shared store (docs/multi-station.md)")
    shared.add_argument(
        "--store",
        metavar="URL",
        help="this run's store: a PostgreSQL connection string (its "
        "password from ~/.pgpass or PGPASSWORD) instead of the configured one",
    )
    shared.add_argument(
        "--station-name",
        default="",
        metavar="NAME",
        help="what the other tables call this one (default: the computer's name)",
    )
    shared.add_argument(
        "--lease",
        type=float,
        default=DEFAULT_LEASE.total_seconds(),
        metavar="S",
        help="how long this table's claims outlive its last heartbeat (default 60)",
    )
    shared.add_argument(
        "--until-done",
        action="store_true",
        help="wait for orders other tables hold and take them once they are free (a table that "
        "stopped: its claims expire); end when every order is done somewhere",
    )
    parser.set_defaults(func=run_batch_command)


def run_batch_command(args: argparse.Namespace, say: Say = str) -> int:
    """The command; `say` puts its lines in the station's language (station.console_language)."""
    if args.concurrency < 1:
        print(say(QT_TRANSLATE_NOOP("BatchCommand", "--concurrency must be at least 1")), file=sys.stderr)
        return EXIT_USAGE
    if not args.orders.is_file():
        print(
            say(QT_TRANSLATE_NOOP("BatchCommand", "No such order file: {file}").format(file=str(args.orders))),
            file=sys.stderr,
        )
        return EXIT_USAGE
    from station.logs import configure_logging

    configure_logging()
    logging.getLogger().handlers[-1].setLevel(logging.WARNING)  # stderr: warnings only; the file has everything
    args.print_to.mkdir(parents=True, exist_ok=True)
    exit_code = asyncio.run(_run(args, args.print_to.resolve(), say))
    # The services are closed; a printing thread still stuck in a driver does not keep the process alive.
    end_within(QUIT_DEADLINE_S, exit_code)
    return exit_code


def _sandbox_clients(base_url: str, auth_mode: str) -> ServiceClients:
    base_url = base_url.rstrip("/")
    auth: Any
    if auth_mode == "oauth":
        client_id, client_secret = SANDBOX_OAUTH_CLIENT
        auth = OAuthClientCredentials(base_url, client_id, client_secret)
    else:
        auth = ApiKeyAuth(SANDBOX_API_KEY, shop="sandbox")
    settings = ClientSettings(integration_name="station-batch", integration_version="1")
    return ServiceClients(
        ShippingClient(base_url, auth, settings),
        PrintingClient(printing_base_url_beside(base_url), auth, settings),
        auth,
    )


async def _run(args: argparse.Namespace, resolved: Path, say: Say) -> int:
    folder: Path = args.print_to
    label_format = LabelFormat(args.format)
    printer = DirectoryLabelPrinter(folder)
    printers = {
        fmt: PrinterBinding(PrinterProfile(f"folder {folder}", fmt, printer_name=f"dir:{resolved}"), printer)
        for fmt in LabelFormat
    }
    embedded = None
    clients: ServiceClients | None = None
    if args.sandbox == "embedded":
        from station.services.embedded_sandbox import EmbeddedSandbox

        embedded = EmbeddedSandbox().start()
        clients = _sandbox_clients(embedded.base_url, args.sandbox_auth)
    elif args.sandbox:
        clients = _sandbox_clients(args.sandbox, args.sandbox_auth)
    if args.store:
        store = Store.open(args.store, station=StationIdentity.of_this_computer(args.station_name))
        services = StationServices(AccountService(), store, printers, clients=clients)
    else:
        services = StationServices.open(account=AccountService(), printers=printers, clients=clients)
    services.claims.lease = timedelta(seconds=args.lease)
    cancel = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signal_number in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(signal_number, cancel.set)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl-C raises KeyboardInterrupt instead
            pass

    async def label_file_exists(job: PrintJobRecord) -> bool:
        # The folder printer writes atomically: the file exists exactly when the job came out. The job's own
        # printer is asked: a print taken over from another table went to that table's folder.
        printed_to = Path(job.printer.removeprefix("dir:")) if job.printer.startswith("dir:") else folder
        return (printed_to / job_file_name(job.job_name)).exists()

    try:
        await services.start(resolve_unknown_print=label_file_exists)
        report = services.orders.import_file(args.orders)
        print(say(texts.imported(report.imported, report.skipped_duplicates, len(report.errors))))
        for error in report.errors:
            print("  " + say(texts.row_error(error.line, error.field, error.message)))

        def show(progress: BatchProgress) -> None:
            if not args.quiet and progress.stage in (
                "printed",
                "failed",
                "queued",
                "shipped elsewhere",
                "cancelled elsewhere",
            ):
                print(say(texts.progress_line(progress)), flush=True)

        summary = await services.batch.run(
            report.order_keys,
            label_format,
            concurrency=args.concurrency,
            on_progress=show,
            cancel_event=cancel,
            settle_timeout_s=args.settle_timeout,
        )
        print_summary(summary, services, say)
        failures = len(summary.failed)
        while args.until_done and not cancel.is_set():
            elsewhere = [skip.order_key for skip in summary.skipped if skip.at_another_table]
            if not elsewhere:
                break
            # Another table holds these: wait one heartbeat (it may finish them, or be gone and they free up).
            try:
                await asyncio.wait_for(cancel.wait(), services.claims.lease.total_seconds() / 3)
            except TimeoutError:
                pass
            await services.claims.take_over_gone()
            summary = await services.batch.run(
                elsewhere,
                label_format,
                concurrency=args.concurrency,
                on_progress=show,
                cancel_event=cancel,
                settle_timeout_s=args.settle_timeout,
            )
            print_summary(summary, services, say)
            failures += len(summary.failed)
    finally:
        await services.aclose()
        if embedded is not None:
            embedded.stop()
    if failures or report.errors:
        return EXIT_FAILURES
    if summary.queued or summary.cancelled:
        return EXIT_QUEUED
    return EXIT_COMPLETE


def print_summary(summary: BatchSummary, services: StationServices, say: Say = str) -> None:
    for number, line in enumerate(texts.summary_lines(summary, len(services.printing.prints_to_confirm()))):
        print(("  " if number else "") + say(line), flush=True)
