"""Moving one station's SQLite queue into the shared store: orders, shipments, print history, sheet slots, the
operator log and what the service said, in one transaction of the shared store (all of it or nothing).

The journal must be settled first (nothing pending or in flight): an unfinished create or print is finished where
it was asked for, never half-moved. Orders already in the shared store (the same key: another station moved or
imported them) are kept as they are there; print jobs and log lines get new numbers. Moving the same file again
adds nothing: a print job or log line moved before is recognised and left as it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from station.domain.text import QT_TRANSLATE_NOOP
from station.store.orders import shop_import_key
from station.store.store import Store

_KEYS_PER_STATEMENT = 250  # each key and reference is a parameter: two per order


class JournalNotSettled(Exception):
    """The station's journal still holds unfinished work: let it settle (start Station once online) first."""


@dataclass(frozen=True)
class MoveReport:
    orders: int
    orders_already_there: int
    shipments: int
    print_jobs: int
    log_lines: int


# Tables copied as they are (their keys are the service's or the orders'), in the order their references need.
_AS_THEY_ARE = ("orders", "shipments", "parcels", "service_shipments", "service_sweeps", "service_checks")


def move_queue(source: Store, target: Store) -> MoveReport:
    """Copies `source`'s queue into `target` (the shared store); raises JournalNotSettled when work waits."""
    waiting = source.db.query_one(
        "SELECT COUNT(*) FROM outbox WHERE state IN ('pending', 'in_flight', 'needs_confirmation')"
    )
    if waiting and int(waiting[0]):
        raise JournalNotSettled(
            QT_TRANSLATE_NOOP(
                "SharedStore",
                "%n labels or shipments asked for at this station are not settled yet: start Station here once with "
                "the service reachable (and answer any 'did the label come out?'), then move again.",
                "",
                int(waiting[0]),
            )
        )
    counts: dict[str, int] = {}
    before = target.orders.count()
    keys = _keys_in_target(source, target)
    with target.db.transaction() as statements:
        for table in _AS_THEY_ARE:
            columns, rows = _rekeyed(*_rows(source, table), keys)
            if rows:
                statements.executemany(
                    f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})"
                    " ON CONFLICT DO NOTHING",
                    rows,
                )
            counts[table] = len(rows)
        jobs = _move_print_jobs(source, target, statements, target.slots.station, keys)
        log_columns, log_rows = _rekeyed(*_rows(source, "operator_log", leave_out="id"), keys)
        log_rows = _not_there_yet(target, "operator_log", log_columns, log_rows, since="at")
        if log_rows:
            statements.executemany(
                f"INSERT INTO operator_log ({', '.join(log_columns)}) VALUES ({', '.join('?' for _ in log_columns)})",
                log_rows,
            )
    added = target.orders.count() - before
    return MoveReport(added, counts["orders"] - added, counts["shipments"], jobs, len(log_rows))


def _keys_in_target(source: Store, target: Store) -> dict[str, str]:
    """The source's order keys that stand for another key in the target: its order is there already under another
    key (the same shop and reference), or its key is another shop's order there (each shop numbers its own orders,
    so two shops' #1001 may both have been `import:1001` at two tables): that one moves under its shop's key."""
    orders = [
        (str(key), str(shop), str(reference))
        for key, shop, reference in source.db.query_values("SELECT key, shop, reference FROM orders")
    ]
    there: dict[tuple[str, str], str] = {}
    taken: set[str] = set()
    for start in range(0, len(orders), _KEYS_PER_STATEMENT):
        chunk = orders[start : start + _KEYS_PER_STATEMENT]
        marks = ", ".join("?" for _ in chunk)
        for key, shop, reference in target.db.query_values(
            f"SELECT key, shop, reference FROM orders WHERE reference IN ({marks}) OR key IN ({marks})",
            [reference for _, _, reference in chunk] + [key for key, _, _ in chunk],
        ):
            there[(str(shop), str(reference))] = str(key)
            taken.add(str(key))
    keys: dict[str, str] = {}
    for key, shop, reference in orders:
        same = there.get((shop, reference))
        if same is not None:
            if same != key:
                keys[key] = same
        elif key in taken:
            keys[key] = shop_import_key(shop, reference)
    return keys


def _rekeyed(
    columns: list[str], rows: list[tuple[Any, ...]], keys: dict[str, str]
) -> tuple[list[str], list[tuple[Any, ...]]]:
    """The rows with their order key (`key` of an order, `order_key` of what belongs to one) as the target knows it."""
    at = next((columns.index(name) for name in ("key", "order_key") if name in columns), -1)
    if at < 0 or not keys:
        return columns, rows
    return columns, [
        tuple(keys.get(value, value) if position == at else value for position, value in enumerate(row)) for row in rows
    ]


def _not_there_yet(
    target: Store, table: str, columns: list[str], rows: list[tuple[Any, ...]], *, since: str
) -> list[tuple[Any, ...]]:
    """The rows the target does not hold yet, judged on every column copied (the same file moved a second time,
    or a move cut off and run again, adds nothing). Only the target's rows from the source's first `since` on are
    read: a shared store's older history cannot match."""
    if not rows:
        return rows
    first = min(str(row[columns.index(since)]) for row in rows)
    there = set(target.db.query_values(f"SELECT {', '.join(columns)} FROM {table} WHERE {since} >= ?", (first,)))
    return [row for row in rows if tuple(row) not in there]


def _move_print_jobs(source: Store, target: Store, statements: Any, station: str, keys: dict[str, str]) -> int:
    """Print jobs get the shared store's numbers; their items and the sheet slots they used follow them. A job
    moved before (the same name, printer, format and moment) is that job, not a second print. Returns how many
    jobs were added."""
    columns, rows = _rows(source, "print_jobs")
    id_at = columns.index("id") if rows else -1
    others = [column for column in columns if column != "id"]
    new_ids: dict[int, int] = {}
    moved_before = _jobs_moved_before(target, rows, columns)
    for row in rows:
        values = [value for position, value in enumerate(row) if position != id_at]
        same = moved_before.get(_job_identity(row, columns))
        if same is not None:
            new_ids[int(row[id_at])] = same
            continue
        new_ids[int(row[id_at])] = int(
            statements.execute(
                f"INSERT INTO print_jobs ({', '.join(others)}) VALUES ({', '.join('?' for _ in others)}) RETURNING id",
                values,
            ).fetchone()[0]
        )
    item_columns, items = _rekeyed(*_rows(source, "print_job_items"), keys)
    job_at = item_columns.index("job_id") if items else -1
    already = set(moved_before.values())
    items = [item for item in items if new_ids[int(item[job_at])] not in already]
    if items:
        statements.executemany(
            f"INSERT INTO print_job_items ({', '.join(item_columns)}) VALUES ({', '.join('?' for _ in item_columns)})",
            [
                [new_ids[value] if position == job_at else value for position, value in enumerate(item)]
                for item in items
            ],
        )
    # The sheets in this table's A4 printers stay this table's (a printer is a name on one computer).
    slot_columns, slots = _rows(source, "sheet_slots", leave_out="station")
    job_of_slot = slot_columns.index("job_id") if slots else -1
    if slots:
        statements.executemany(
            f"INSERT INTO sheet_slots (station, {', '.join(slot_columns)})"
            f" VALUES (?, {', '.join('?' for _ in slot_columns)}) ON CONFLICT DO NOTHING",
            [
                [
                    station,
                    *(
                        new_ids.get(value) if position == job_of_slot and value is not None else value
                        for position, value in enumerate(slot)
                    ),
                ]
                for slot in slots
            ],
        )
    return len(rows) - len(already)


_JOB_IDENTITY = ("job_name", "printer", "label_format", "created_at")


def _job_identity(row: tuple[Any, ...], columns: list[str]) -> tuple[str, ...]:
    return tuple(str(row[columns.index(column)]) for column in _JOB_IDENTITY)


def _jobs_moved_before(target: Store, rows: list[tuple[Any, ...]], columns: list[str]) -> dict[tuple[str, ...], int]:
    """The target's jobs that are these rows moved before, by identity, with their number in the target."""
    if not rows:
        return {}
    first = min(str(row[columns.index("created_at")]) for row in rows)
    found = target.db.query_values(
        f"SELECT id, {', '.join(_JOB_IDENTITY)} FROM print_jobs WHERE created_at >= ?", (first,)
    )
    return {tuple(str(value) for value in row[1:]): int(row[0]) for row in found}


def _rows(source: Store, table: str, leave_out: str = "") -> tuple[list[str], list[tuple[Any, ...]]]:
    sample = source.db.query(f"SELECT * FROM {table} LIMIT 1")
    if not sample:
        return [], []
    columns = [column for column in sample[0].keys() if column != leave_out]
    return columns, source.db.query_values(f"SELECT {', '.join(columns)} FROM {table}")
