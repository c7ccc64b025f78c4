"""`station sandbox`: serve the sandbox from the command line until Ctrl-C (contract §9)."""

from __future__ import annotations

import argparse
import logging
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any, Protocol

from station.sandbox import accounts, outbox
from station.sandbox.state import SandboxConfig


class SandboxServerUrls(Protocol):
    base_url: str
    printing_base_url: str
    production_base_url: str
    production_printing_base_url: str


def parse_rate_limit(text: str) -> tuple[int, float]:
    """`N/S`: N requests per S seconds, e.g. `10/1` or `100/60`."""
    count, _, seconds = text.partition("/")
    try:
        limit = (int(count), float(seconds))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected N/S such as 10/1, not {text!r}") from None
    if limit[0] < 1 or limit[1] <= 0:
        raise argparse.ArgumentTypeError("N must be at least 1 and S positive")
    return limit


def _share(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a share between 0 and 1 such as 0.1, not {text!r}") from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError("a share between 0 and 1, such as 0.1")
    return value


def _whole(minimum: int, maximum: int | None = None) -> Any:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
        if value < minimum or (maximum is not None and value > maximum):
            upper = f" and at most {maximum}" if maximum is not None else ""
            raise argparse.ArgumentTypeError(f"expected at least {minimum}{upper}, not {value}")
        return value

    return parse


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected seconds such as 3 or 0.5, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("seconds cannot be negative")
    return value


def _carriers(account: accounts.ShopAccount) -> str:
    return ", ".join(sorted(carrier.slug for carrier in account.carriers))


def _shop(account: accounts.ShopAccount) -> str:
    return f"shop {account.name} ({account.shop_id}): {_carriers(account)}"


WIRE_CONTRACT = "contract"
WIRE_PRODUCTION = "production"

DESCRIPTION = """\
Serve the sandbox, a stand-in for the real service on this machine. It speaks
two wire formats over one state (a shipment created in one is seen in the
other): Station's contract format, main API at http://HOST:PORT and printing
API at http://HOST:PORT/printing, and the production service's format, main
API at http://HOST:PORT/production and printing API at
http://HOST:PORT/production/printing. The first line of output holds the two
base URLs of the format chosen with --wire; the next line the other's.
Stop with Ctrl-C.
"""

EPILOG = f"""\
accounts (fixed, never reset):
  API key {accounts.API_KEY_NL}       {_shop(accounts.DEMO_NL)}
  API key {accounts.API_KEY_BE}       {_shop(accounts.DEMO_BE)}
  API key {accounts.API_KEY_PAUSED}   a paused shop: every call answers 403 code 3716
  API key {accounts.API_KEY_PREPAID}  production format: a pre-paid shop, labels answer 402 until paid
  API key {accounts.API_KEY_NEW}      production format: a shop not activated yet, two
                           shipments (to NL or BE) only, then 422 code 3762
  OAuth client {accounts.OAUTH_CLIENT_ID} / {accounts.OAUTH_CLIENT_SECRET} on {accounts.DEMO_NL.name}
  Send a key as: Authorization: basic $(printf %s {accounts.API_KEY_NL} | base64)
  (the production format takes "bearer" or "basic" before the same base64 key;
  it has no OAuth)

control endpoints (no credentials; never delayed, failed, dropped or limited):
  POST /__sandbox__/reset     empty shipments, orders, webhooks and printing state
  POST /__sandbox__/advance   {{"shipment_id": N, "status": "handed_over|delivered|returned"}}
  POST /__sandbox__/production/advance  {{"shipment_id": N, "status": 2..19}} (production statuses)
  POST /__sandbox__/production/pay/ID   pay a pre-paid shop's payment instruction (its payment_url)

Return e-mails (POST /return_shipments with send_email) are printed on the
console (logger station.sandbox.outbox) instead of being sent.
See docs/sandbox.md for examples.
"""


def add_sandbox_command(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "sandbox",
        help="serve the sandbox service (main API and printing API) on this machine",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1, this machine only)")
    parser.add_argument(
        "--port", type=_whole(0, 65535), default=0, metavar="N", help="port to bind (default 0: any free port)"
    )
    parser.add_argument(
        "--latency-ms",
        type=_whole(0),
        default=0,
        metavar="N",
        help="wait N milliseconds before answering each request (default 0)",
    )
    parser.add_argument(
        "--jitter-ms",
        type=_whole(0),
        default=0,
        metavar="N",
        help="wait up to N milliseconds more per request, at random, so answers overtake each "
        "other as on a real network (default 0)",
    )
    parser.add_argument(
        "--fail-rate",
        type=_share,
        default=0.0,
        metavar="F",
        help="answer this share (0-1) of requests with 502 code 3900 without doing anything (default 0)",
    )
    parser.add_argument(
        "--drop-rate",
        type=_share,
        default=0.0,
        metavar="F",
        help="commit this share (0-1) of successful writes, then close the connection without an answer (default 0)",
    )
    parser.add_argument(
        "--token-ttl", type=_whole(1), default=3600, metavar="S", help="access token lifetime in seconds (default 3600)"
    )
    parser.add_argument(
        "--rate-limit",
        type=parse_rate_limit,
        default=None,
        metavar="N/S",
        help="at most N requests per S seconds per API key or token; more answer 429 code 3200 "
        "with Retry-After (default: no limit)",
    )
    parser.add_argument(
        "--db",
        default=None,
        metavar="PATH",
        help="keep all state in this SQLite file across restarts (default: in memory)",
    )
    parser.add_argument(
        "--printing-delay",
        type=_seconds,
        default=3.0,
        metavar="S",
        help="seconds until direct printing turns READY and synced printers appear (default 3)",
    )
    parser.add_argument(
        "--label-delay",
        type=_seconds,
        default=0.0,
        metavar="S",
        help="production format: a label link answers 404 for S seconds before its PDF is ready, "
        "as production's links do (default 0: ready at once)",
    )
    parser.add_argument(
        "--wire",
        choices=(WIRE_CONTRACT, WIRE_PRODUCTION),
        default=WIRE_CONTRACT,
        help="whose base URLs the first line of output holds: Station's contract format or the "
        "production service's format (default contract; both are always served)",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        metavar="N",
        help="seed for --fail-rate, --drop-rate and --jitter-ms, so a run can be replayed (default: random)",
    )
    parser.set_defaults(func=run_sandbox_command)


def config_from_args(args: argparse.Namespace) -> SandboxConfig:
    return SandboxConfig(
        host=args.host,
        port=args.port,
        latency_ms=args.latency_ms,
        latency_jitter_ms=args.jitter_ms,
        fail_rate=args.fail_rate,
        drop_rate=args.drop_rate,
        token_ttl=args.token_ttl,
        rate_limit=args.rate_limit,
        db_path=args.db,
        printing_delay_s=args.printing_delay,
        label_ready_delay_s=args.label_delay,
        seed=args.seed,
    )


def url_lines(server: SandboxServerUrls, wire_format: str) -> list[str]:
    """The chosen format's two base URLs on the first line (contract §9), the other format's on the second."""
    contract = f"Sandbox main API {server.base_url} printing API {server.printing_base_url} (contract format)"
    production = (
        f"Sandbox main API {server.production_base_url} printing API "
        f"{server.production_printing_base_url} (production format)"
    )
    return [production, contract] if wire_format == WIRE_PRODUCTION else [contract, production]


def banner(server: SandboxServerUrls, wire_format: str = WIRE_CONTRACT) -> str:
    """Both base URLs of the chosen format on the first line, the other format's next, then the fixed accounts."""
    return "\n".join(
        [
            *url_lines(server, wire_format),
            "Accounts:",
            f"  API key {accounts.API_KEY_NL!r}: shop {accounts.DEMO_NL.name!r} ({accounts.DEMO_NL.shop_id}), "
            f"carriers {_carriers(accounts.DEMO_NL)}",
            f"  API key {accounts.API_KEY_BE!r}: shop {accounts.DEMO_BE.name!r} ({accounts.DEMO_BE.shop_id}), "
            f"carriers {_carriers(accounts.DEMO_BE)}",
            f"  API key {accounts.API_KEY_PAUSED!r}: a paused shop (every call answers 403 code 3716)",
            f"  API key {accounts.API_KEY_PREPAID!r}: production format, a pre-paid shop (labels answer 402 until paid)",
            f"  API key {accounts.API_KEY_NEW!r}: production format, a shop not activated yet (two shipments to NL or "
            "BE, then 3762)",
            f"  OAuth client {accounts.OAUTH_CLIENT_ID!r} / secret {accounts.OAUTH_CLIENT_SECRET!r} on "
            f"{accounts.DEMO_NL.name!r}",
            "  Basic auth sends base64 of the key: Authorization: basic $(printf %s sandbox-nl | base64)",
            'Control: POST /__sandbox__/reset, POST /__sandbox__/advance {"shipment_id", "status"}',
            "Press Ctrl-C to stop.",
        ]
    )


# From Ctrl-C to the end of the process, at most this long (the server's own stop takes at most 2.5 s).
QUIT_DEADLINE_S = 4.0
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM") if hasattr(signal, name))


def _stop_requested(signal_number: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


@contextmanager
def _stopped_by_ctrl_c_and_sigterm() -> Iterator[None]:
    """Ctrl-C (SIGINT) and SIGTERM raise KeyboardInterrupt in the main thread, wherever this process came from.

    A shell starts a background job (`station sandbox &`, a CI script run with `&`) with SIGINT ignored, and Python
    then never turns Ctrl-C into KeyboardInterrupt: the sandbox would ignore it for ever. Like any server, it takes
    its stop signals itself. The server's threads block them, so they always reach the main thread, which is the
    one waiting for them.
    """
    previous = {number: signal.signal(number, _stop_requested) for number in STOP_SIGNALS}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


@contextmanager
def _threads_started_here_block(signals: tuple[int, ...]) -> Iterator[None]:
    """Threads started inside the block inherit a mask that blocks `signals` (POSIX; elsewhere nothing to do)."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, signals)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def run_sandbox_command(args: argparse.Namespace) -> int:
    from station.process_exit import end_within
    from station.sandbox.server import SandboxServer

    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s %(levelname)s: %(message)s")
    # The outbox is what a shop developer watches for: the e-mails the real service would have sent.
    logging.getLogger(outbox.log.name).setLevel(logging.INFO)
    server = SandboxServer(config_from_args(args))
    with _stopped_by_ctrl_c_and_sigterm():
        try:
            with _threads_started_here_block(STOP_SIGNALS):
                server.start()
            print(banner(server, args.wire), flush=True)
            threading.Event().wait()  # the server runs on its own thread until Ctrl-C
        except KeyboardInterrupt:
            # Whatever is still in flight, the process is gone within the deadline (and says what it gave up on);
            # a second Ctrl-C would only interrupt the stop halfway, with a traceback.
            for number in STOP_SIGNALS:
                signal.signal(number, signal.SIG_IGN)
            end_within(QUIT_DEADLINE_S, exit_code=0)
        finally:
            server.stop()
    return 0
