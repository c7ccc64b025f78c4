"""Close the day: gathers the day's shipments, prints and log from the store, and keeps the summary in the log.

The rules (what waits for pickup, what to resolve first) are station.domain.day_close; the handover list's PDF and
CSV are station.services.handover_list.
"""

from __future__ import annotations

import json
import logging
from collections import Counter
from datetime import date, datetime, time, timedelta

from station.domain.day_close import DayActivity, DayClose, DayShipment, DaySummary, close_day
from station.domain.enums import Carrier
from station.domain.text import QT_TRANSLATE_NOOP
from station.store.records import PrintJobRecord, PrintState, QueuedOrder, ShipmentKind, ShipmentRecord
from station.store.store import Store

log = logging.getLogger("station.services.day_close")

DAY_CLOSED = "day closed"
# Operator log actions that count as errors of the day, and those that count as an operator's work.
# ("queued print dropped" is not one: a label printed by hand meanwhile drops its waiting twin, as it should.)
ERROR_ACTIONS = frozenset({"print failed", "print stuck", "print refused", "shipment refused", "return refused"})
WORK_ACTIONS = frozenset({"shipment created", "label printed", "label reprinted", "return created"})


def day_bounds(day: date) -> tuple[datetime, datetime]:
    """The day from local midnight to local midnight, as aware moments (the packing table's own clock)."""
    start = datetime.combine(day, time.min).astimezone()
    return start, datetime.combine(day + timedelta(days=1), time.min).astimezone()


def _carrier_name(slug: str) -> str:
    try:
        return Carrier.from_slug(slug).display_name
    except ValueError:
        return slug or "unknown carrier"


class DayCloseService:
    def __init__(self, store: Store) -> None:
        self._store = store

    def collect(self, day: date) -> DayClose:
        """The day as it is now: handover lists, issues, summary. Reads only."""
        start, end = day_bounds(day)
        jobs = self._store.print_jobs.all()
        printed_on_day = {
            item.shipment_id
            for job in jobs
            if _within(job.created_at, start, end) and job.state in (PrintState.SENT, PrintState.SENDING)
            for item in job.items
        }
        orders = {order.key: order for order in self._store.orders.all()}
        shipments: list[DayShipment] = []
        for record in self._store.shipments.all():
            if record.elsewhere:
                continue  # another station's parcel goes on that station's list
            if not (_within(record.created_at, start, end) or record.id in printed_on_day):
                continue
            shipments.append(self._day_shipment(record, orders.get(record.order_key)))
        return close_day(day, shipments, self._activity(start, end, jobs))

    def _day_shipment(self, record: ShipmentRecord, order: QueuedOrder | None) -> DayShipment:
        draft = order.draft if order is not None else None
        recipient = draft.recipient if draft is not None else (order.recipient if order is not None else None)
        weight = draft.weight_grams if draft is not None else (order.weight_grams if order is not None else None)
        barcodes = tuple(code for code in (record.barcode, *(parcel.barcode for parcel in record.follow_ups)) if code)
        return DayShipment(
            record.order_key,
            record.reference,
            _carrier_name(record.carrier),
            record.status,
            barcodes,
            recipient.postal_code if recipient is not None else "",
            weight,
            self._store.print_jobs.printed_shipment(record.id),
            record.kind is ShipmentKind.RETURN,
        )

    def _activity(self, start: datetime, end: datetime, jobs: list[PrintJobRecord]) -> DayActivity:
        entries = self._store.log.between(start, end)
        references = {order.key: order.reference for order in self._store.orders.all()}
        failed: list[tuple[str, str]] = []
        for job in jobs:
            if job.state is not PrintState.FAILED or not _within(job.created_at, start, end):
                continue
            if all(self._store.print_jobs.printed_shipment(item.shipment_id) for item in job.items):
                continue  # printed since: nothing left to resolve
            failed.append((job.job_name, job.detail or QT_TRANSLATE_NOOP("DayClose", "the printer refused it")))
        stuck = [
            (references.get(entry.order_key or "", entry.order_key or ""), entry.detail)
            for entry in entries
            if entry.action == "print stuck"
        ]
        reprints = sum(
            1 for job in jobs if job.reprint and job.state is PrintState.SENT and _within(job.created_at, start, end)
        )
        errors = sum(1 for entry in entries if entry.action in ERROR_ACTIONS)
        per_operator = Counter(entry.operator for entry in entries if entry.action in WORK_ACTIONS)
        return DayActivity(reprints, errors, failed, stuck, dict(sorted(per_operator.items())))

    def close(self, day: date) -> DayClose:
        """Closes the day: its summary goes to the operator log (closing again records the newer one)."""
        closed = self.collect(day)
        self._store.log.add(DAY_CLOSED, None, json.dumps(closed.summary.to_dict(), sort_keys=True))
        log.info("day %s closed: %s", day, "; ".join(closed.summary.lines))
        return closed

    def closed_summary(self, day: date) -> tuple[DaySummary, str, datetime] | None:
        """The summary kept when `day` was last closed, who closed it and when; None when it never was."""
        for entry in self._store.log.with_action(DAY_CLOSED):
            try:
                summary = DaySummary.from_dict(json.loads(entry.detail))
            except (ValueError, KeyError, TypeError):
                log.warning("operator log entry %s is not a day summary", entry.id)
                continue
            if summary.day == day:
                return summary, entry.operator, entry.at
        return None


def _within(moment: datetime | None, start: datetime, end: datetime) -> bool:
    return moment is not None and start <= moment < end
