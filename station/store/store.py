"""The store: one database and its repositories, opened under paths.data_dir() by default."""

from __future__ import annotations

import getpass
from pathlib import Path

from station.store.claims import ClaimRepository, StationIdentity
from station.store.database import Database, default_database_path
from station.store.operator_log import OperatorLog
from station.store.orders import OrderRepository
from station.store.outbox import OutboxRepository
from station.store.print_jobs import PrintJobRepository, SheetSlotRepository
from station.store.service_knowledge import ServiceKnowledgeRepository, SqlServiceKnowledge
from station.store.shipments import ShipmentRepository
from station.store.sql import SqlDatabase


def _current_operator() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no user name in the environment (some containers)
        return "operator"


class Store:
    """Orders, shipments, print jobs, sheet slots, outbox, service knowledge and operator log over one database:
    an SQLite file (one packing table, the default) or a shared PostgreSQL database (several).

    Use `store.db.transaction()` to change several tables atomically.
    """

    def __init__(self, db: SqlDatabase, *, operator: str | None = None, station: StationIdentity | None = None) -> None:
        self.db = db
        # On the shared store: this packing table; its outbox entries are its own and it claims what it works on.
        self.station = station
        if station is not None:
            db.identify(station.id)
        self.claims = ClaimRepository(db)
        self.shipments = ShipmentRepository(db)
        self.orders = OrderRepository(db, self.shipments)
        self.print_jobs = PrintJobRepository(db)
        self.slots = SheetSlotRepository(db, station.id if station is not None else "")
        self.outbox = OutboxRepository(db, station.id if station is not None else "")
        # What the service said about the shop's shipments made elsewhere (services/shipped_elsewhere.py).
        self.knowledge: ServiceKnowledgeRepository = SqlServiceKnowledge(db)
        self.log = OperatorLog(db, operator or "", station.id if station is not None else "")
        if not self.log.operator:
            # Whoever was chosen last at this table works on after a restart; a table where nobody was ever chosen
            # logs the computer's login until someone is.
            self.log.operator = self.log.chosen_here() or _current_operator()

    @classmethod
    def open(
        cls,
        location: Path | str | None = None,
        *,
        operator: str | None = None,
        password: str | None = None,
        station: StationIdentity | None = None,
    ) -> Store:
        """Opens (creating and migrating as needed) the database at `location`: an SQLite file (default
        `data_dir()/station.sqlite3`), or a PostgreSQL connection string (`postgresql://...`, its password apart)."""
        from station.store.postgres import PostgresDatabase, is_connection_string

        if is_connection_string(location):
            assert isinstance(location, str)
            return cls(
                PostgresDatabase(location, password=password),
                operator=operator,
                station=station or StationIdentity.of_this_computer(),
            )
        # One table's own file: no station unless one is given (two stations on one file, in tests).
        return cls(
            Database(location if location is not None else default_database_path()), operator=operator, station=station
        )

    @property
    def shared(self) -> bool:
        """Several packing tables work on this store (PostgreSQL): orders are claimed, the journal is per station."""
        return self.station is not None

    def close(self) -> None:
        self.db.close()
