"""Print jobs (which orders, format, profile, slots, state, time) and the used A4 slots of the sheet per printer."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from station.domain.enums import LabelFormat
from station.domain.sheets import SLOTS_PER_SHEET
from station.store.codec import now_text, parse_time, stored_text, text_from_store
from station.store.records import PrintJobItem, PrintJobRecord, PrintState
from station.store.sql import Row, SqlDatabase


class PrintJobRepository:
    def __init__(self, db: SqlDatabase) -> None:
        self._db = db

    def create(
        self,
        *,
        job_name: str,
        label_format: LabelFormat,
        printer_profile: str,
        printer: str,
        items: Sequence[PrintJobItem],
        reprint: bool = False,
    ) -> PrintJobRecord:
        """Journals a job as `queued` with its items; call before anything reaches the printer."""
        now = now_text()
        with self._db.transaction() as connection:
            cursor = connection.execute(
                """INSERT INTO print_jobs (job_name, label_format, printer_profile, printer, state, reprint,
                       created_at, updated_at) VALUES (?, ?, ?, ?, 'queued', ?, ?, ?) RETURNING id""",
                (job_name, label_format.value, printer_profile, printer, int(reprint), now, now),
            )
            job_id = int(cursor.fetchone()[0])
            connection.executemany(
                "INSERT INTO print_job_items (job_id, order_key, shipment_id, sheet, slot) VALUES (?, ?, ?, ?, ?)",
                [(job_id, item.order_key, item.shipment_id, item.sheet, item.slot) for item in items],
            )
        job = self.get(job_id)
        assert job is not None
        return job

    def set_state(self, job_id: int, state: PrintState, detail: str = "") -> None:
        self._db.execute(
            "UPDATE print_jobs SET state = ?, detail = ?, updated_at = ? WHERE id = ?",
            (state.value, stored_text(detail), now_text(), job_id),  # a Text stays one (translated when shown)
        )

    def get(self, job_id: int) -> PrintJobRecord | None:
        row = self._db.query_one("SELECT * FROM print_jobs WHERE id = ?", (job_id,))
        return self._from_row(row) if row else None

    def for_order(self, order_key: str) -> list[PrintJobRecord]:
        rows = self._db.query(
            """SELECT DISTINCT j.* FROM print_jobs j JOIN print_job_items i ON i.job_id = j.id
               WHERE i.order_key = ? ORDER BY j.id""",
            (order_key,),
        )
        return [self._from_row(row) for row in rows]

    def print_outcome(self, shipment_id: int) -> PrintState | None:
        """Whether a label of this shipment reached a printer: the state of its first job that did (`sent`,
        `sending`) or may have (`unknown`: Station stopped while sending, not yet confirmed); None when none did.

        The one definition of "printed" the services ask (station.services.outbox.already_printed.second_print_refusal).
        """
        row = self._db.query_one(
            """SELECT j.state FROM print_jobs j JOIN print_job_items i ON i.job_id = j.id
               WHERE i.shipment_id = ? AND j.state IN ('sending', 'sent', 'unknown') ORDER BY j.id LIMIT 1""",
            (shipment_id,),
        )
        return PrintState(row["state"]) if row is not None else None

    def printed_shipment(self, shipment_id: int) -> bool:
        """True when a label of this shipment reached a printer, or may have (`print_outcome`)."""
        return self.print_outcome(shipment_id) is not None

    def order_keys_of_job_name(self, job_name: str) -> tuple[str, ...]:
        """The orders of the newest job sent under this name (the OS queue knows a job by its name only)."""
        row = self._db.query_one(
            "SELECT id FROM print_jobs WHERE job_name = ? AND state IN ('sending', 'sent') ORDER BY id DESC LIMIT 1",
            (job_name,),
        )
        if row is None:
            return ()
        items = self._db.query(
            "SELECT DISTINCT order_key FROM print_job_items WHERE job_id = ? ORDER BY order_key", (row["id"],)
        )
        return tuple(item["order_key"] for item in items)

    def in_state(self, *states: PrintState) -> list[PrintJobRecord]:
        marks = ",".join("?" for _ in states)
        rows = self._db.query(
            f"SELECT * FROM print_jobs WHERE state IN ({marks}) ORDER BY id", [s.value for s in states]
        )
        return [self._from_row(row) for row in rows]

    def all(self) -> list[PrintJobRecord]:
        return [self._from_row(row) for row in self._db.query("SELECT * FROM print_jobs ORDER BY id")]

    def _from_row(self, row: Row) -> PrintJobRecord:
        items = self._db.query(
            "SELECT * FROM print_job_items WHERE job_id = ? ORDER BY sheet, slot, shipment_id", (row["id"],)
        )
        return PrintJobRecord(
            id=int(row["id"]),
            job_name=row["job_name"],
            label_format=LabelFormat(row["label_format"]),
            printer_profile=row["printer_profile"],
            printer=row["printer"],
            state=PrintState(row["state"]),
            detail=text_from_store(row["detail"]),
            reprint=bool(row["reprint"]),
            items=tuple(
                PrintJobItem(item["order_key"], int(item["shipment_id"]), int(item["sheet"]), item["slot"])
                for item in items
            ),
            created_at=parse_time(row["created_at"]),
            updated_at=parse_time(row["updated_at"]),
        )


class SheetSlotRepository:
    """Which slots of the A4 sheet now in a printer's tray are used (spec §4: 1 top-left … 4 bottom-right).

    A printer is known by its name at one station (a system queue is a name on one computer): on the shared store
    each station's printers are its own, so two tables with a printer called "A4" each keep their own sheet.
    """

    def __init__(self, db: SqlDatabase, station: str = "") -> None:
        self._db = db
        self.station = station

    def used(self, printer: str) -> frozenset[int]:
        rows = self._db.query("SELECT slot FROM sheet_slots WHERE station = ? AND printer = ?", (self.station, printer))
        return frozenset(int(row["slot"]) for row in rows)

    def occupy(self, printer: str, job_id: int | None, sheets: Sequence[Sequence[int]]) -> None:
        """Records the slots a job prints on, sheet by sheet.

        The sheet left in the tray afterwards is the job's last sheet: the first sheet adds to what was used,
        later sheets are fresh. A sheet with every slot used is gone, so the tray starts empty again.
        """
        if not sheets:
            return
        now = now_text()
        with self._db.transaction() as connection:
            if len(sheets) > 1:
                self._empty(connection, printer)
            connection.executemany(
                "INSERT INTO sheet_slots (station, printer, slot, job_id, used_at) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT DO NOTHING",
                [(self.station, printer, slot, job_id, now) for slot in sorted(set(sheets[-1]))],
            )
            if len(self.used(printer)) >= SLOTS_PER_SHEET:
                self._empty(connection, printer)

    def mark_used(self, printer: str, slots: Sequence[int]) -> None:
        """The operator says these slots of the sheet in the tray are gone (used elsewhere, torn off)."""
        self.occupy(printer, None, [list(slots)])

    def release(self, printer: str, job_id: int) -> None:
        """Frees the slots a job took when the printer said it failed (nothing came out)."""
        self._db.execute(
            "DELETE FROM sheet_slots WHERE station = ? AND printer = ? AND job_id = ?", (self.station, printer, job_id)
        )

    def reset(self, printer: str) -> None:
        """A fresh sheet is in the tray."""
        self._empty(self._db, printer)

    def _empty(self, statements: Any, printer: str) -> None:
        statements.execute("DELETE FROM sheet_slots WHERE station = ? AND printer = ?", (self.station, printer))
