"""`station shared-store`: choose the shop's shared store (PostgreSQL), move this station's queue into it, or go back
to this station's own file (docs/multi-station.md)."""

from __future__ import annotations

import argparse
import getpass
import sys
from pathlib import Path
from typing import Any


def add_shared_store_command(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "shared-store",
        help="several packing tables, one queue: the shop's PostgreSQL store",
        description="Several packing tables on one order queue kept in PostgreSQL (docs/multi-station.md).",
    )
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    use = actions.add_parser(
        "use",
        help="use this PostgreSQL database from the next start (the password is asked for and kept in the keyring)",
    )
    use.add_argument("conninfo", metavar="URL", help="postgresql://ROLE@HOST:PORT/DATABASE?sslmode=verify-full")
    use.add_argument("--password-stdin", action="store_true", help="read the password from standard input")
    move = actions.add_parser("move", help="copy this station's own queue (SQLite) into the shared store")
    move.add_argument(
        "--from", dest="source", type=Path, metavar="FILE", help="the SQLite file (default: this station's)"
    )
    actions.add_parser("off", help="go back to this station's own file from the next start")
    actions.add_parser("show", help="which store this station uses")
    parser.set_defaults(func=run_shared_store_command)


def run_shared_store_command(args: argparse.Namespace) -> int:
    from station.services.account import AccountService
    from station.store.sql import StoreError

    account = AccountService()
    try:
        if args.action == "use":
            return _use(account, args)
        if args.action == "move":
            return _move(account, args.source)
        if args.action == "off":
            account.use_shared_store("")
            print("This station uses its own file from the next start.")
            return 0
        shared = account.settings.shared_store
        print(f"shared store: {shared}" if shared else "this station's own file (no shared store)")
        return 0
    except (ValueError, StoreError) as error:
        print(f"station shared-store: {error}", file=sys.stderr)
        return 2


def _use(account: Any, args: argparse.Namespace) -> int:
    from station.store.postgres import PostgresDatabase

    password = (
        sys.stdin.readline().rstrip("\n")
        if args.password_stdin
        else getpass.getpass("Password of the database role (empty: none, or ~/.pgpass): ")
    )
    # Connect (and migrate) once before saving: a wrong address or password is said now, not at the next start.
    PostgresDatabase(args.conninfo, password=password or None).close()
    account.use_shared_store(args.conninfo, password)
    print(f"From the next start this station uses the shared store {args.conninfo}.")
    return 0


def _move(account: Any, source: Path | None) -> int:
    from station.services.station import open_store
    from station.store.database import default_database_path
    from station.store.moving import JournalNotSettled, move_queue
    from station.store.store import Store

    if not account.settings.shared_store:
        print("station shared-store: choose the shared store first (station shared-store use URL)", file=sys.stderr)
        return 2
    path = source or default_database_path()
    if not path.exists():
        print(f"station shared-store: no queue at {path}", file=sys.stderr)
        return 2
    own, shared = Store.open(path), open_store(account, None)
    try:
        report = move_queue(own, shared)
    except JournalNotSettled as error:
        print(f"station shared-store: {error}", file=sys.stderr)
        return 2
    finally:
        own.close()
        shared.close()
    print(
        f"moved {report.orders} orders ({report.orders_already_there} were there already), "
        f"{report.shipments} shipments, {report.print_jobs} print jobs, {report.log_lines} log lines "
        f"from {path}"
    )
    return 0
