"""The store: one database and its repositories, opened under paths.data_dir() by default."""

from __future__ import annotations

import getpass
from pathlib import Path

from station.store.database import Database, default_database_path
from station.store.operator_log import OperatorLog
from station.store.orders import OrderRepository
from station.store.outbox import OutboxRepository
from station.store.print_jobs import PrintJobRepository, SheetSlotRepository
from station.store.service_knowledge import ServiceKnowledgeRepository, SqliteServiceKnowledge
from station.store.shipments import ShipmentRepository


def _current_operator() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no user name in the environment (some containers)
        return "operator"


class Store:
    """Orders, shipments, print jobs, sheet slots, outbox, service knowledge and operator log over one SQLite file.

    Use `store.db.transaction()` to change several tables atomically.
    """

    def __init__(self, db: Database, *, operator: str | None = None) -> None:
        self.db = db
        self.shipments = ShipmentRepository(db)
        self.orders = OrderRepository(db, self.shipments)
        self.print_jobs = PrintJobRepository(db)
        self.slots = SheetSlotRepository(db)
        self.outbox = OutboxRepository(db)
        # What the service said about the shop's shipments made elsewhere (services/shipped_elsewhere.py).
        self.knowledge: ServiceKnowledgeRepository = SqliteServiceKnowledge(db)
        self.log = OperatorLog(db, operator or "")
        if not self.log.operator:
            # Whoever was chosen last works on after a restart; a station where nobody was ever chosen logs the
            # computer's login until someone is.
            remembered = self.log.operators(limit=1)
            self.log.operator = remembered[0] if remembered else _current_operator()

    @classmethod
    def open(cls, path: Path | str | None = None, *, operator: str | None = None) -> Store:
        """Opens (creating and migrating as needed) the database at `path`, default `data_dir()/station.sqlite3`."""
        return cls(Database(path if path is not None else default_database_path()), operator=operator)

    def close(self) -> None:
        self.db.close()
