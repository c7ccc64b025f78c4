"""Station's command line: the GUI by default, plus `sandbox`, `batch` and a self-test."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="station", description="Label-printing station for parcel shipping.")
    parser.add_argument("--sandbox", action="store_true", help="run the GUI against the embedded sandbox service")
    parser.add_argument("--self-test", action="store_true", help="check the installation end to end and exit")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    # Each subsystem registers its own command, so this module only lists them.
    from station.sandbox.cli import add_sandbox_command

    add_sandbox_command(commands)
    from station.services.batch_cli import add_batch_command

    add_batch_command(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "func", None) is not None:
        return int(args.func(args) or 0)
    if args.self_test:
        from station.selftest import run_self_test

        return run_self_test()
    from station.ui.app import run_gui

    return run_gui(sandbox=args.sandbox)


if __name__ == "__main__":
    sys.exit(main())
