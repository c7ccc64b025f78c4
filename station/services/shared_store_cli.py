"""`station shared-store`: choose the shop's shared store (PostgreSQL), move this station's queue into it, or go back
to this station's own file (docs/multi-station.md)."""

from __future__ import annotations

import argparse
import getpass
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from station.domain.text import QT_TRANSLATE_NOOP, message_of


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


Say = Callable[[str], str]  # a line in the operator's language (str: English, as written)


def run_shared_store_command(args: argparse.Namespace, say: Say = str) -> int:
    """The command; `say` puts its lines in the station's language (station.console_language), as `station batch`."""
    from station.services.account import AccountService
    from station.store.sql import StoreError

    account = AccountService()
    try:
        if args.action == "use":
            return _use(account, args, say)
        if args.action == "move":
            return _move(account, args.source, say)
        if args.action == "off":
            account.use_shared_store("")
            print(say(QT_TRANSLATE_NOOP("SharedStoreCommand", "This station uses its own file from the next start.")))
            return 0
        shared = account.settings.shared_store
        print(
            say(
                QT_TRANSLATE_NOOP("SharedStoreCommand", "shared store: {store}").format(store=shared)
                if shared
                else QT_TRANSLATE_NOOP("SharedStoreCommand", "this station's own file (no shared store)")
            )
        )
        return 0
    except (ValueError, StoreError) as error:
        _refused(say, message_of(error))
        return 2


def _refused(say: Say, problem: str) -> None:
    print(
        say(QT_TRANSLATE_NOOP("SharedStoreCommand", "station shared-store: {problem}").format(problem=problem)),
        file=sys.stderr,
    )


def _use(account: Any, args: argparse.Namespace, say: Say) -> int:
    from station.store.postgres import PostgresDatabase
    from station.store.settings import shared_store_problem

    problem = shared_store_problem(args.conninfo)
    if problem:  # said before the password is asked for
        raise ValueError(problem)
    password = (
        sys.stdin.readline().rstrip("\n")
        if args.password_stdin
        else getpass.getpass(
            say(QT_TRANSLATE_NOOP("SharedStoreCommand", "Password of the database role (empty: none, or ~/.pgpass): "))
        )
    )
    # Connect (and migrate) once before saving: a wrong address or password is said now, not at the next start.
    PostgresDatabase(args.conninfo, password=password or None).close()
    account.use_shared_store(args.conninfo, password)
    print(
        say(
            QT_TRANSLATE_NOOP(
                "SharedStoreCommand", "From the next start this station uses the shared store {store}."
            ).format(store=args.conninfo)
        )
    )
    return 0


def _move(account: Any, source: Path | None, say: Say) -> int:
    from station.services.station import open_store
    from station.store.database import default_database_path
    from station.store.moving import JournalNotSettled, move_queue
    from station.store.store import Store

    if not account.settings.shared_store:
        _refused(
            say, QT_TRANSLATE_NOOP("SharedStoreCommand", "choose the shared store first (station shared-store use URL)")
        )
        return 2
    path = source or default_database_path()
    if not path.exists():
        _refused(say, QT_TRANSLATE_NOOP("SharedStoreCommand", "no queue at {file}").format(file=str(path)))
        return 2
    own, shared = Store.open(path), open_store(account, None)
    try:
        report = move_queue(own, shared)
    except JournalNotSettled as error:
        _refused(say, message_of(error))
        return 2
    finally:
        own.close()
        shared.close()
    # One sentence per kind of thing moved, each with its own plural (never "1 orders").
    moved = [
        QT_TRANSLATE_NOOP("SharedStoreCommand", "%n orders (already there: {already})", "", report.orders).format(
            already=report.orders_already_there
        ),
        QT_TRANSLATE_NOOP("SharedStoreCommand", "%n shipments", "", report.shipments),
        QT_TRANSLATE_NOOP("SharedStoreCommand", "%n print jobs", "", report.print_jobs),
        QT_TRANSLATE_NOOP("SharedStoreCommand", "%n log lines", "", report.log_lines),
    ]
    print(
        say(
            QT_TRANSLATE_NOOP(
                "SharedStoreCommand", "moved {orders}, {shipments}, {print_jobs}, {log_lines} from {file}"
            ).format(orders=moved[0], shipments=moved[1], print_jobs=moved[2], log_lines=moved[3], file=str(path))
        )
    )
    return 0
