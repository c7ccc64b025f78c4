"""Station's command line: the GUI by default, plus `sandbox`, `batch` and a self-test."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

EPILOG = """\
a shop's real account (production):
  1. Generate an API key for the shop in the MyParcel (or SendMyParcel) back office.
  2. Start `station`, open Account (Ctrl+,), choose "Production (API key)": the service addresses
     https://api.myparcel.nl and https://printing.api.myparcel.nl are filled in. Enter the shop's name
     and its API key (kept in the system keyring, never in a file) and Save.
  See docs/production.md for what differs from the sandbox.

try the production format without an account:
  station --sandbox --wire production
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="station",
        description="Label-printing station for parcel shipping.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--sandbox", action="store_true", help="run the GUI against the embedded sandbox service")
    parser.add_argument(
        "--wire",
        choices=("contract", "production"),
        default="contract",
        help="with --sandbox: the sandbox's contract format (default) or the production service's "
        "format, as a real account speaks it",
    )
    parser.add_argument("--self-test", action="store_true", help="check the installation end to end and exit")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    # Each subsystem registers its own command, so this module only lists them.
    from station.sandbox.cli import add_sandbox_command

    add_sandbox_command(commands)
    from station.services.batch_cli import add_batch_command

    add_batch_command(commands)
    from station.services.shared_store_cli import add_shared_store_command

    add_shared_store_command(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "batch":
        from station.console_language import station_language

        end_without_teardown(int(args.func(args, station_language()) or 0))
    if args.command == "shared-store":
        from station.console_language import station_language

        return int(args.func(args, station_language()) or 0)
    if getattr(args, "func", None) is not None:
        return int(args.func(args) or 0)
    if args.self_test:
        from station.selftest import run_self_test

        return run_self_test()
    from station.ui.app import run_gui

    end_without_teardown(run_gui(sandbox=args.sandbox, sandbox_wire=args.wire))


def end_without_teardown(exit_code: int) -> NoReturn:
    """The window's session or the batch is closed (store closed, sandbox stopped, journal written): the process
    ends now rather than spending a second or two tearing down modules and Qt objects (docs/benchmarks.md, quit)."""
    from station.process_exit import end_now

    end_now(exit_code)


if __name__ == "__main__":
    sys.exit(main())
