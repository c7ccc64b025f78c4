"""Work on what this table holds while the shop's shared database cannot be reached (docs/multi-station.md).

A create & print (a scan, the detail's button) or a print of an order this table certainly still holds is not
refused while the shared store is away: it is kept in this table's own journal (store/offline_journal.py) with the
entries the shared journal would have got, and nothing is created at the carrier or printed. Once the shared store
answers again (the link back, a heartbeat, the next start after a crash) each request is moved into the shared
journal, once (its id travels in the entries' payloads), and deleted here; the drain then creates and prints it as
any journaled work (looked up by reference first, printed once). A request of an order another table took meanwhile
(this table's claim ran out) is dropped, and the operator told: nothing of it was sent, so nothing is to reconcile.

An order this table does not hold, or whose claim may have run out, is refused: while cut off, a table cannot claim.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import NoReturn

from station.domain.enums import LabelFormat
from station.domain.models import ShipmentDraft
from station.domain.text import QT_TRANSLATE_NOOP
from station.services.claims import ClaimService
from station.services.errors import AlreadyPrinted, NoShipmentYet, StationError, WorkQueued
from station.services.events import (
    EventBus,
    JournalOutcome,
    JournalReported,
    OrdersChanged,
    SharedStoreChanged,
    WaitingHereChanged,
)
from station.services.outbox.texts import ALREADY_PRINTED, NO_SHIPMENT_TO_PRINT
from station.store.offline_journal import OfflineJournal, OfflineRequest
from station.store.records import CreatePayload, OutboxPayload, PrintPayload, QueuedOrder
from station.store.store import Store

log = logging.getLogger("station.services.offline_requests")

_KNOWN_AT_MOST = 2000  # orders remembered as last read; beyond it only the ones this table holds are kept


class QueuedHere(WorkQueued):
    """Kept in this table's own journal: created and printed once the shared queue answers again."""

    title = QT_TRANSLATE_NOOP("StationError", "Shared queue not reachable")
    advice = QT_TRANSLATE_NOOP(
        "StationError",
        "Nothing is lost: this table holds the order, keeps the request and hands it to the shared queue once it "
        "answers; only then is the shipment created and the label printed.",
    )


class CannotClaimCutOff(StationError):
    """The shared queue cannot be reached and this table does not certainly hold the order: nothing was done."""

    title = QT_TRANSLATE_NOOP("StationError", "Shared queue not reachable")
    advice = QT_TRANSLATE_NOOP(
        "StationError",
        "Orders claimed here before the link was lost can still be scanned. For this one, wait until the status "
        "bar shows the shared queue in green again, then try again.",
    )
    retryable = True


def _clock(moment: datetime) -> str:
    return moment.astimezone().strftime("%H:%M")


class OfflineRequests:
    def __init__(self, store: Store, claims: ClaimService, events: EventBus, path: Path, wake: Callable[[], None]):
        self._store = store
        self._claims = claims
        self._events = events
        self._wake = wake  # the shared journal's drain
        self._journal: OfflineJournal | None = None
        if store.shared:
            assert store.station is not None
            self._journal = OfflineJournal(path, store.station.id)
            waiting = self._journal.all()
            claims.keep({request.order_key for request in waiting})  # a crash while cut off left them here
            self.waiting = len(waiting)
        else:
            self.waiting = 0
        self._known: dict[str, QueuedOrder] = {}  # each order as this table last read it
        self.cut_off = False
        self._moving = asyncio.Lock()
        events.subscribe(SharedStoreChanged, self._link_changed)
        events.publish(WaitingHereChanged(self.waiting))

    @property
    def active(self) -> bool:
        return self._journal is not None

    def _link_changed(self, state: SharedStoreChanged) -> None:
        self.cut_off = not state.reachable

    # -- what this table knows without the store ---------------------------------------------------------------
    def remember(self, order: QueuedOrder) -> None:
        """The order as just read from the store: what a request made while it is away is built from."""
        if not self.active:
            return
        self._known[order.key] = order
        if len(self._known) > _KNOWN_AT_MOST:
            for key in [key for key in self._known if not self._claims.certainly_holds(key)]:
                del self._known[key]

    def known(self, order_key: str) -> QueuedOrder | None:
        """The order as this table last read it, if it did."""
        return self._known.get(order_key) if self.active else None

    def find(self, code: str, *, shop: str | None = None) -> list[QueuedOrder]:
        """The remembered orders whose reference or shipment barcode is the scanned `code` (the store cannot be
        asked): one per shop that numbers an order so, or only `shop`'s when one is given. Several are the
        scanner's to refuse, never this to guess."""
        cleaned = "".join(code.split()).casefold()
        found = []
        for order in self._known.values():
            barcode = order.shipment.barcode if order.shipment is not None else ""
            if cleaned == order.reference.casefold() or (barcode and cleaned == barcode.casefold()):
                found.append(order)
        if shop is not None and any(order.shop == shop for order in found):
            return [order for order in found if order.shop == shop]
        return found

    def held_order(self, order_key: str) -> QueuedOrder:
        """The order as last read here, when this table certainly holds it; else why not (CannotClaimCutOff)."""
        order = self._known.get(order_key)
        reference = order.reference if order is not None else order_key
        if not self._claims.certainly_holds(order_key):
            reason = (
                QT_TRANSLATE_NOOP(
                    "OfflineRequests",
                    "{reference}: this table's claim on it may have run out while the shared queue cannot be reached;"
                    " another table may take it now. Nothing was done here.",
                )
                if order_key in self._claims.held_now()
                else QT_TRANSLATE_NOOP(
                    "OfflineRequests",
                    "{reference} is not claimed at this table, and no order can be claimed while the shared queue "
                    "cannot be reached. Nothing was done here.",
                )
            )
            raise CannotClaimCutOff(reason.format(reference=reference))
        if order is None:
            raise CannotClaimCutOff(
                QT_TRANSLATE_NOOP(
                    "OfflineRequests",
                    "{reference} was not read at this table before the shared queue was lost. Nothing was done here.",
                ).format(reference=reference)
            )
        return order

    # -- keeping a request here ---------------------------------------------------------------------------
    async def keep(self, order: QueuedOrder, draft: ShipmentDraft | None, label_format: LabelFormat) -> NoReturn:
        """Keeps the create (from `draft`; None: the order has its shipment) and the print of its label asked for
        with it, as the shared journal would have got them; raises QueuedHere to say so. The print waits for the
        shipment and prints once (an A4 label takes its slot when it prints)."""
        assert self._journal is not None
        journal = self._journal
        request_id = str(uuid.uuid4())
        entries: list[OutboxPayload] = []
        if draft is not None:
            entries.append(CreatePayload(draft, draft.reference, request_id=request_id))
        entries.append(
            PrintPayload(
                (order.key,), label_format, job_name=order.reference, print_after_create=True, request_id=request_id
            )
        )
        request = OfflineRequest(request_id, order.key, order.reference, datetime.now(UTC), tuple(entries))
        if not await asyncio.to_thread(journal.add, request):
            raise QueuedHere(ALREADY_WAITING.format(reference=order.reference))
        self._claims.keep([order.key])
        self._count_changed(await asyncio.to_thread(journal.count))
        what = "create & print" if draft is not None else "print"
        log.info("shared store away: %s of %s kept at this table (request %s)", what, order.reference, request_id)
        raise QueuedHere(QUEUED_HERE.format(reference=order.reference))

    async def keep_print(
        self, order_key: str, label_format: LabelFormat, can_print: Callable[[LabelFormat], Awaitable[None]]
    ) -> NoReturn:
        """ "Print label" of an order this table holds, whose shipment exists and whose label did not come out (as
        last read here): kept here as the print the shared journal would get, printed once it is back."""
        order = self.held_order(order_key)
        shipment = order.shipment
        if shipment is None or not shipment.live:
            raise NoShipmentYet(NO_SHIPMENT_TO_PRINT.format(order=order.reference))
        if printed_as_last_read(order):
            raise AlreadyPrinted(ALREADY_PRINTED.format(reference=order.reference))
        await can_print(label_format)
        await self.keep(order, None, label_format)

    def _count_changed(self, count: int) -> None:
        self.waiting = count
        self._events.publish(WaitingHereChanged(count))

    # -- handing over -------------------------------------------------------------------------------------
    async def hand_over(self) -> int:
        """Moves every request kept here into the shared journal (once: a request whose id is there already was
        moved before a crash) and deletes it here; a request of an order this table no longer holds is dropped and
        the operator told. Returns how many were moved. Raises StoreUnavailable when the store is away again."""
        journal = self._journal
        if journal is None or not self.waiting:
            return 0
        async with self._moving:
            requests = await asyncio.to_thread(journal.all)
            if not requests:
                self._count_changed(0)
                return 0
            held = set(await self._claims.renew())  # its claims that nobody took are this table's again

            def move() -> tuple[list[OfflineRequest], list[tuple[OfflineRequest, str | None]]]:
                moved: list[OfflineRequest] = []
                dropped: list[tuple[OfflineRequest, str | None]] = []
                for request in requests:
                    if self._store.outbox.carries_request(request.order_key, request.request_id):
                        moved.append(request)  # moved before a crash, not deleted here then
                    elif request.order_key in held:
                        for payload in request.entries:
                            self._journal_shared(request.order_key, payload, request.request_id)
                        moved.append(request)
                    else:
                        station = self._taken_by(request.order_key)
                        dropped.append((request, station))
                        self._store.log.add(
                            "request kept while cut off dropped", request.order_key, _dropped(request, station)
                        )
                return moved, dropped

            moved, dropped = await self._store.db.write(move)
            # A crash here leaves the requests in this file too: the next hand-over finds their ids and only deletes.
            done = [request.request_id for request in moved] + [request.request_id for request, _ in dropped]
            await asyncio.to_thread(journal.remove, done)
            self._claims.kept_no_longer({request.order_key for request in requests})
            self._count_changed(await asyncio.to_thread(journal.count))
        if moved:
            log.info(
                "%d requests kept while the shared store was away handed to its journal: %s",
                len(moved),
                ", ".join(request.reference for request in moved),
            )
            self._wake()
        for request, station in dropped:
            self._tell_dropped(request, station)
        return len(moved)

    def _journal_shared(self, order_key: str, payload: OutboxPayload, request_id: str) -> None:
        """One entry into the shared journal, as the online path journals it: an open create of the order, or a
        print of it waiting for its create, is this request's too (it carries its id from then on)."""
        outbox = self._store.outbox
        if isinstance(payload, CreatePayload):
            entry = outbox.journal(order_key, payload)
        elif isinstance(payload, PrintPayload) and payload.print_after_create:
            waiting = outbox.waiting_prints_after_create(order_key)
            if not waiting:
                outbox.journal(order_key, payload)
                return
            entry = waiting[0]
        else:
            outbox.journal(order_key, payload)
            return
        if isinstance(entry.payload, CreatePayload | PrintPayload) and entry.payload.request_id is None:
            outbox.update_payload(entry.id, replace(entry.payload, request_id=request_id))

    def _taken_by(self, order_key: str) -> str | None:
        claim = self._claims.holder(order_key)
        return claim.station_name if claim is not None else self._store.outbox.worked_on_by(order_key)

    def _tell_dropped(self, request: OfflineRequest, station: str | None) -> None:
        message = _dropped(request, station)
        log.warning(
            "%s was taken over by %s while this table was cut off; its request of %s (%s) was not carried out here",
            request.reference,
            station or "another table",
            _clock(request.asked_at),
            request.request_id,
        )
        self._events.publish(OrdersChanged((request.order_key,)))
        self._events.publish(
            JournalReported(JournalOutcome.DROPPED, (request.order_key,), message, advice=TAKEN_OVER_ADVICE)
        )

    def close(self) -> None:
        if self._journal is not None:
            self._journal.close()


def printed_as_last_read(order: QueuedOrder) -> bool:
    """Whether the order's current label came out (here, or at the station that shipped it), as this table last read
    the order: "already printed" while the store that knows more (services/outbox/already_printed.py) is away."""
    shipment = order.shipment
    return bool(order.printed_count) or (shipment is not None and shipment.elsewhere and shipment.live)


def _dropped(request: OfflineRequest, station: str | None) -> str:
    return (TAKEN_OVER if station else TAKEN_OVER_BY_ANOTHER).format(
        reference=request.reference, station=station or "", time=_clock(request.asked_at)
    )


TAKEN_OVER_ADVICE = QT_TRANSLATE_NOOP(
    "OfflineRequests", "Nothing was sent from this table for it: the other table ships it. Nothing to undo here."
)
QUEUED_HERE = QT_TRANSLATE_NOOP(
    "OfflineRequests",
    "{reference}: the shared queue cannot be reached. Kept at this table: it is created and printed once the shared "
    "queue answers again.",
)
ALREADY_WAITING = QT_TRANSLATE_NOOP(
    "OfflineRequests",
    "{reference} is already kept at this table: it is created and printed once the shared queue answers again.",
)
TAKEN_OVER = QT_TRANSLATE_NOOP(
    "OfflineRequests",
    "{reference} was taken over by {station} while this table was cut off; your request of {time} was not carried "
    "out here.",
)
TAKEN_OVER_BY_ANOTHER = QT_TRANSLATE_NOOP(
    "OfflineRequests",
    "{reference} was taken over by another table while this table was cut off; your request of {time} was not "
    "carried out here.",
)
