"""The printing API's state in the sandbox's SQLite database: account status, printers, printer groups.

Asynchronous moves (enablement, printer sync; contract §7) are stored as the moment they complete and
worked out when read, so no background task runs and a test clock moves them deterministically.
"""

from __future__ import annotations

import json
import secrets
import sqlite3
import uuid
from dataclasses import dataclass
from enum import Enum

from station.domain.enums import LabelFormat

# Bump when a table below changes; tables of another version are rebuilt (they hold sandbox data only).
SCHEMA_VERSION = 1

_TABLES: dict[str, str] = {
    "printing_schema": "CREATE TABLE IF NOT EXISTS printing_schema (version INTEGER NOT NULL)",
    # One row: the sandbox has one printing account (contract §7: printing state is per sandbox).
    "printing_account": """
        CREATE TABLE IF NOT EXISTS printing_account (
            id INTEGER PRIMARY KEY CHECK (id = 1), ready_at REAL, email TEXT, password TEXT)""",
    # `available_at` NULL: there from the start; otherwise listed once the sandbox clock reaches it.
    "printing_printers": """
        CREATE TABLE IF NOT EXISTS printing_printers (
            id TEXT PRIMARY KEY, name TEXT NOT NULL, formats TEXT NOT NULL, seq INTEGER NOT NULL,
            available_at REAL)""",
    "printing_groups": """
        CREATE TABLE IF NOT EXISTS printing_groups (
            id TEXT PRIMARY KEY, name TEXT NOT NULL, shop_ids TEXT NOT NULL, created REAL NOT NULL,
            seq INTEGER NOT NULL)""",
    # contract §7: one printer per format per group.
    "printing_assignments": """
        CREATE TABLE IF NOT EXISTS printing_assignments (
            group_id TEXT NOT NULL REFERENCES printing_groups (id) ON DELETE CASCADE,
            format TEXT NOT NULL, printer_id TEXT NOT NULL, PRIMARY KEY (group_id, format))""",
}


class AccountStatus(str, Enum):
    """contract §7: INITIALIZATION_REQUIRED → INITIALIZING (read at once after enabling) → READY."""

    INITIALIZATION_REQUIRED = "INITIALIZATION_REQUIRED"
    INITIALIZING = "INITIALIZING"
    READY = "READY"


@dataclass(frozen=True)
class Printer:
    id: str
    name: str
    formats: tuple[LabelFormat, ...]


@dataclass(frozen=True)
class PrinterGroup:
    id: str
    name: str
    shop_ids: tuple[str, ...]
    created: float  # epoch seconds
    assignments: tuple[tuple[LabelFormat, str], ...]  # (format, printer id), by format


def _stable_id(name: str) -> str:
    # Fixed ids across resets and runs, so a client's saved printer choice stays valid in the sandbox.
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"station-sandbox:printer:{name}"))


# contract §7: the sandbox starts with an A6-only label printer and an A4-only office printer.
START_PRINTERS: tuple[Printer, ...] = (
    Printer(_stable_id("label"), "Label printer (A6)", (LabelFormat.A6,)),
    Printer(_stable_id("office"), "Office printer (A4)", (LabelFormat.A4,)),
)
# contract §7: /sync-printers makes a third printer appear, listing both A4 and A6.
SYNCED_PRINTER = Printer(_stable_id("packing"), "Packing station printer (A4, A6)", (LabelFormat.A4, LabelFormat.A6))


def init_schema(db: sqlite3.Connection) -> None:
    """Creates the printing tables (rebuilt when their version differs) in the start state when empty."""
    with db:
        db.execute(_TABLES["printing_schema"])
        row = db.execute("SELECT version FROM printing_schema").fetchone()
        if row is not None and row[0] != SCHEMA_VERSION:
            for table in reversed(list(_TABLES)):
                if table != "printing_schema":
                    db.execute(f"DROP TABLE IF EXISTS {table}")
        for statement in _TABLES.values():
            db.execute(statement)
        db.execute("DELETE FROM printing_schema")
        db.execute("INSERT INTO printing_schema (version) VALUES (?)", (SCHEMA_VERSION,))
        if db.execute("SELECT COUNT(*) FROM printing_account").fetchone()[0] == 0:
            _insert_start_state(db)


def reset(db: sqlite3.Connection) -> None:
    """contract §9 reset: no groups, the two start printers, status INITIALIZATION_REQUIRED."""
    with db:
        for table in ("printing_assignments", "printing_groups", "printing_printers", "printing_account"):
            db.execute(f"DELETE FROM {table}")
        _insert_start_state(db)


def _insert_start_state(db: sqlite3.Connection) -> None:
    db.execute("INSERT INTO printing_account (id, ready_at, email, password) VALUES (1, NULL, NULL, NULL)")
    for seq, printer in enumerate(START_PRINTERS):
        db.execute(
            "INSERT OR REPLACE INTO printing_printers (id, name, formats, seq, available_at) VALUES (?, ?, ?, ?, NULL)",
            (printer.id, printer.name, _formats_text(printer.formats), seq),
        )


def _formats_text(formats: tuple[LabelFormat, ...]) -> str:
    return ",".join(label_format.value for label_format in formats)


class PrintingStore:
    """Reads and writes of the printing API at one moment (`now`, epoch seconds of the sandbox clock)."""

    def __init__(self, db: sqlite3.Connection, now: float, delay_s: float) -> None:
        self.db = db
        self.now = now
        self.delay_s = delay_s

    # --- account --------------------------------------------------------------------------------------------

    def status(self) -> AccountStatus:
        row = self.db.execute("SELECT ready_at FROM printing_account WHERE id = 1").fetchone()
        if row is None or row[0] is None:
            return AccountStatus.INITIALIZATION_REQUIRED
        return AccountStatus.READY if self.now >= row[0] else AccountStatus.INITIALIZING

    def enable(self) -> tuple[str, str]:
        """(email, password) of the direct-printing account; enabling again keeps the first credentials and
        the first completion time, so repeating the call never delays READY."""
        with self.db:
            row = self.db.execute("SELECT ready_at, email, password FROM printing_account WHERE id = 1").fetchone()
            if row[0] is not None:
                return row[1], row[2]
            email = f"printing-{secrets.token_hex(4)}@sandbox.invalid"
            password = secrets.token_urlsafe(18)
            self.db.execute(
                "UPDATE printing_account SET ready_at = ?, email = ?, password = ? WHERE id = 1",
                (self.now + self.delay_s, email, password),
            )
            return email, password

    # --- printers -------------------------------------------------------------------------------------------

    def printers(self) -> list[Printer]:
        """The printers listed now: a synced printer shows up once its time has come."""
        rows = self.db.execute(
            "SELECT id, name, formats FROM printing_printers WHERE available_at IS NULL OR available_at <= ? "
            "ORDER BY seq",
            (self.now,),
        ).fetchall()
        return [Printer(row[0], row[1], tuple(LabelFormat(f) for f in row[2].split(","))) for row in rows]

    def printer(self, printer_id: str) -> Printer | None:
        return next((printer for printer in self.printers() if printer.id == printer_id), None)

    def sync(self) -> None:
        """Starts a printer sync; the synced printer is listed `delay_s` later. Syncing again changes nothing."""
        with self.db:
            next_seq = self.db.execute("SELECT COALESCE(MAX(seq), -1) + 1 FROM printing_printers").fetchone()[0]
            self.db.execute(
                "INSERT OR IGNORE INTO printing_printers (id, name, formats, seq, available_at) VALUES (?, ?, ?, ?, ?)",
                (
                    SYNCED_PRINTER.id,
                    SYNCED_PRINTER.name,
                    _formats_text(SYNCED_PRINTER.formats),
                    next_seq,
                    self.now + self.delay_s,
                ),
            )

    # --- printer groups -------------------------------------------------------------------------------------

    def groups(self) -> list[PrinterGroup]:
        rows = self.db.execute("SELECT id, name, shop_ids, created FROM printing_groups ORDER BY seq").fetchall()
        assignments: dict[str, list[tuple[LabelFormat, str]]] = {}
        for group_id, label_format, printer_id in self.db.execute(
            "SELECT group_id, format, printer_id FROM printing_assignments ORDER BY format"
        ):
            assignments.setdefault(group_id, []).append((LabelFormat(label_format), printer_id))
        return [
            PrinterGroup(row[0], row[1], tuple(json.loads(row[2])), row[3], tuple(assignments.get(row[0], ())))
            for row in rows
        ]

    def group(self, group_id: str) -> PrinterGroup | None:
        return next((group for group in self.groups() if group.id == group_id), None)

    def create_group(self, name: str, shop_ids: list[str]) -> PrinterGroup:
        group_id = str(uuid.uuid4())
        unique_shop_ids = list(dict.fromkeys(shop_ids))
        with self.db:
            next_seq = self.db.execute("SELECT COALESCE(MAX(seq), -1) + 1 FROM printing_groups").fetchone()[0]
            self.db.execute(
                "INSERT INTO printing_groups (id, name, shop_ids, created, seq) VALUES (?, ?, ?, ?, ?)",
                (group_id, name, json.dumps(unique_shop_ids), self.now, next_seq),
            )
        return PrinterGroup(group_id, name, tuple(unique_shop_ids), self.now, ())

    def rename_group(self, group_id: str, name: str) -> None:
        with self.db:
            self.db.execute("UPDATE printing_groups SET name = ? WHERE id = ?", (name, group_id))

    def remove_group(self, group_id: str) -> None:
        with self.db:
            self.db.execute("DELETE FROM printing_assignments WHERE group_id = ?", (group_id,))
            self.db.execute("DELETE FROM printing_groups WHERE id = ?", (group_id,))

    def allow_shops(self, group: PrinterGroup, shop_ids: list[str]) -> None:
        """Adds shops to the group's list (shops already allowed stay, each listed once)."""
        merged = list(dict.fromkeys([*group.shop_ids, *shop_ids]))
        with self.db:
            self.db.execute("UPDATE printing_groups SET shop_ids = ? WHERE id = ?", (json.dumps(merged), group.id))

    def assign(self, group_id: str, label_format: LabelFormat, printer_id: str) -> None:
        """The group prints `label_format` on this printer, replacing the format's previous printer."""
        with self.db:
            self.db.execute(
                "INSERT OR REPLACE INTO printing_assignments (group_id, format, printer_id) VALUES (?, ?, ?)",
                (group_id, label_format.value, printer_id),
            )

    def unassign(self, group_id: str, label_format: LabelFormat) -> None:
        with self.db:
            self.db.execute(
                "DELETE FROM printing_assignments WHERE group_id = ? AND format = ?", (group_id, label_format.value)
            )
