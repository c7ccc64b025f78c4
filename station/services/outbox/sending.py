"""Creates and returns through the journal: each shipment exactly once, whatever is lost, crashes or restarts.

Both go through one helper, `look_up_then_send`: when an earlier sending may have reached the service (or always,
for a return) the shipment is looked up first; otherwise, or when nothing is found, the entry is marked in flight
(committed) and sent; an answer that cannot be read is settled by one more look; an unreachable service leaves the
entry pending for the drain (WorkQueued).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from datetime import timedelta
from typing import Protocol

from station.api.errors import MalformedResponse, ServiceError
from station.domain.enums import LabelFormat, ShipmentStatus
from station.domain.models import Shipment, ShipmentDraft
from station.domain.text import QT_TRANSLATE_NOOP
from station.services.errors import ShopNotInAccount, WorkQueued
from station.services.outbox.journal import Journal, look_up_quietly
from station.services.outbox.retry import is_unreachable, reached, was_refused
from station.store.records import (
    CreatePayload,
    OrderState,
    OutboxEntry,
    OutboxKind,
    OutboxState,
    ParcelRecord,
    ReturnPayload,
    ShipmentKind,
    ShipmentRecord,
)
from station.store.shipments import DuplicateShipment

log = logging.getLogger("station.services.outbox")

# A shipment the service created this long before this station journaled its create cannot be that create's: it
# was made elsewhere (the margin covers clocks that differ).
_CLOCK_MARGIN = timedelta(minutes=2)


# More rows for the transaction that records a created shipment.
AndThen = Callable[[ShipmentRecord], None]


class ShippingGateway(Protocol):
    """What the outbox needs of station.api's ShippingClient."""

    async def create_shipment(self, draft: ShipmentDraft) -> Shipment: ...

    async def find_by_reference(self, reference: str) -> Shipment | None: ...

    async def label_pdf(
        self, shipment_ids: Sequence[int], label_format: LabelFormat, positions: Sequence[int] | None = None
    ) -> bytes: ...

    async def create_return(
        self,
        parent_id: int,
        *,
        send_email: bool = False,
        printerless: bool = False,
        reference: str | None = None,
    ) -> Shipment: ...

    async def find_returns(self, parent_id: int, reference: str) -> list[Shipment]: ...


class ShippingFor(Protocol):
    """The shipping client acting for an order's shop (services/shops.py); no order: the account's default shop."""

    def __call__(self, order_key: str | None = None) -> ShippingGateway: ...


def shipment_record(
    order_key: str,
    shipment: Shipment,
    *,
    kind: ShipmentKind = ShipmentKind.OUTBOUND,
    elsewhere: bool = False,
) -> ShipmentRecord:
    return ShipmentRecord(
        id=shipment.id,
        order_key=order_key,
        reference=shipment.reference,
        status=shipment.status,
        barcode=shipment.barcode,
        tracking_url=shipment.tracking_url,
        carrier=shipment.draft.carrier.slug,
        kind=kind,
        parent_id=shipment.parent_id,
        qr_url=shipment.qr_url,
        elsewhere=elsewhere,
        created_at=shipment.created if elsewhere else None,
        follow_ups=tuple(
            ParcelRecord(parcel.id, number, parcel.status, parcel.barcode, parcel.tracking_url)
            for number, parcel in enumerate(shipment.follow_ups, start=2)
        ),
    )


def made_before(shipment: Shipment, entry: OutboxEntry) -> bool:
    """True when the service created `shipment` before `entry` (this station's create) was journaled."""
    return bool(shipment.created and entry.created_at and shipment.created < entry.created_at - _CLOCK_MARGIN)


async def look_up_then_send(
    journal: Journal,
    entry: OutboxEntry,
    *,
    look_first: bool,
    look_up: Callable[[], Awaitable[Shipment | None]],
    send: Callable[[], Awaitable[Shipment]],
    complete: Callable[[OutboxEntry, Shipment, bool], ShipmentRecord],
    failed: Callable[[OutboxEntry, ServiceError], ShipmentRecord],
    marked_in_flight: bool = False,
    on_sent: Callable[[Shipment], Awaitable[None]] | None = None,
) -> ShipmentRecord:
    """Sends a journaled create (or return) once: `complete(entry, shipment, found_first)` records what the
    service has, `failed(entry, error)` closes or requeues the entry (and raises). `marked_in_flight`: the entry
    was marked in flight in the commit that journaled it (not again here). `on_sent(shipment)`: the service
    answered this create, before `complete` records it."""
    if look_first:
        try:
            found = await look_up()
        except ServiceError as error:
            return failed(entry, error)
        if found is not None:
            return complete(entry, found, True)
    if not marked_in_flight:
        journal.store.outbox.mark(entry.id, OutboxState.IN_FLIGHT, count_attempt=True)
    try:
        shipment = await send()
    except MalformedResponse as error:
        # Answered, but unreadably: it was most likely done. One look settles it now.
        found = await look_up_quietly(look_up)
        if found is not None:
            return complete(entry, found, False)
        return failed(journal.store.outbox.get(entry.id) or entry, error)
    except ServiceError as error:
        return failed(journal.store.outbox.get(entry.id) or entry, error)
    except asyncio.CancelledError:
        # Cancelled mid-request: the service may have it. Left pending; the next attempt looks it up first.
        journal.store.outbox.mark(entry.id, OutboxState.PENDING)
        raise
    if on_sent is not None:
        await on_sent(shipment)
    return complete(entry, shipment, False)


class Creates:
    """Journaled creates of outbound shipments (one, or a batch) and of returns."""

    def __init__(
        self,
        journal: Journal,
        shipping: ShippingFor,
        drop_waiting_prints: Callable[[str, str], int],
    ) -> None:
        self._journal = journal
        self._store = journal.store
        self._shipping = shipping
        self._drop_waiting_prints = drop_waiting_prints

    # -- one create ------------------------------------------------------------------------------------------
    def journal_rows(self, items: Sequence[tuple[str, ShipmentDraft]]) -> list[OutboxEntry]:
        """The journal rows of these creates (orders with a live shipment left out); the caller holds the
        transaction."""
        entries: list[OutboxEntry] = []
        for order_key, draft in items:
            if self._journal.live_shipment(order_key) is not None:
                continue
            entries.append(self._store.outbox.journal(order_key, CreatePayload(draft, draft.reference)))
        return entries

    async def run(
        self,
        entry: OutboxEntry,
        *,
        known_unsent: bool = False,
        and_then: AndThen | None = None,
        marked_in_flight: bool = False,
        on_sent: Callable[[Shipment], Awaitable[None]] | None = None,
    ) -> ShipmentRecord:
        """Sends a journaled create, claimed by this coroutine meanwhile (the drain leaves it alone). `and_then`
        writes more rows in the transaction that records the shipment (the print asked for with it).
        `marked_in_flight`: journaled just now and marked in flight in that commit, nothing sent before it: sent
        without a lookup or a second mark."""
        self._journal.active.add(entry.id)
        try:
            return await self.run_claimed(
                entry, known_unsent=known_unsent, and_then=and_then, marked_in_flight=marked_in_flight, on_sent=on_sent
            )
        finally:
            self._journal.active.discard(entry.id)

    async def run_claimed(
        self,
        entry: OutboxEntry,
        *,
        known_unsent: bool,
        and_then: AndThen | None = None,
        marked_in_flight: bool = False,
        on_sent: Callable[[Shipment], Awaitable[None]] | None = None,
    ) -> ShipmentRecord:
        assert entry.order_key is not None
        draft = entry.create.draft
        client = self._shipping(entry.order_key)

        async def look_up() -> Shipment | None:
            found = await client.find_by_reference(draft.reference)
            return found if found is not None and found.status is not ShipmentStatus.CANCELLED else None

        def complete(current: OutboxEntry, shipment: Shipment, found_first: bool) -> ShipmentRecord:
            elsewhere = False
            if found_first:
                log.info("order %s: resumed create found shipment %s by reference", current.order_key, shipment.id)
                # Older than this create, or found while no attempt of it ever reached the service: another
                # station's (ships once: its label is not printed here again).
                elsewhere = made_before(shipment, current) or (
                    current.create.unsent and current.state is not OutboxState.IN_FLIGHT
                )
            return self.complete(current, shipment, elsewhere=elsewhere, and_then=and_then)

        # An earlier attempt may have created it: looked up by reference before sending again.
        look_first = (
            not known_unsent
            and not marked_in_flight
            and (
                entry.attempts > 0
                or entry.state is OutboxState.IN_FLIGHT
                or self._store.outbox.sent_before(OutboxKind.CREATE_SHIPMENT, entry.order_key, other_than=entry.id)
            )
        )
        return await look_up_then_send(
            self._journal,
            entry,
            look_first=look_first,
            look_up=look_up,
            send=lambda: client.create_shipment(draft),
            complete=complete,
            failed=self._failed,
            marked_in_flight=marked_in_flight,
            on_sent=on_sent,
        )

    def complete(
        self,
        entry: OutboxEntry,
        shipment: Shipment,
        *,
        elsewhere: bool = False,
        and_then: AndThen | None = None,
    ) -> ShipmentRecord:
        """Records the created shipment (or, `elsewhere`, the one another station made) and closes its journal
        entry, atomically (with what `and_then` writes)."""
        with self._store.db.transaction():
            record = self.record_rows(entry, shipment, elsewhere=elsewhere)
            if and_then is not None:
                and_then(record)
        self._journal.notify()
        assert entry.order_key is not None
        if self._store.outbox.waiting_prints_after_create(entry.order_key):
            self._journal.wake.set()  # its print waited for this shipment: the drain prints it (unless the caller does)
        return record

    def record_rows(self, entry: OutboxEntry, shipment: Shipment, *, elsewhere: bool = False) -> ShipmentRecord:
        """The rows of `complete`; the caller holds the transaction."""
        assert entry.order_key is not None
        try:
            record: ShipmentRecord | None = self._store.shipments.record(
                shipment_record(entry.order_key, shipment, elsewhere=elsewhere)
            )
        except DuplicateShipment:
            # Another path recorded the order's shipment meanwhile: keep that one, never a second.
            record = self._journal.live_shipment(entry.order_key)
            log.error(
                "order %s: service returned a second shipment %s; kept %s",
                entry.order_key,
                shipment.id,
                record.id if record else None,
            )
        assert record is not None
        self._store.outbox.mark(entry.id, OutboxState.DONE)
        self._store.orders.set_state(entry.order_key, OrderState.CREATED)
        self._store.log.add(
            "shipped elsewhere" if record.elsewhere else "shipment created",
            entry.order_key,
            QT_TRANSLATE_NOOP("OperatorLog", "shipment {id} barcode {barcode}").format(
                id=record.id, barcode=record.barcode
            ),
        )
        return record

    def _failed(self, entry: OutboxEntry, error: ServiceError) -> ShipmentRecord:
        assert entry.order_key is not None
        if is_unreachable(error):
            # Whether every attempt so far surely never reached the service (no connection, rate limited): then a
            # shipment found later by the reference is not this create's but another station's (ships once).
            payload = entry.create
            unsent = not reached(error) and (entry.attempts <= 1 or payload.unsent)
            if unsent != payload.unsent:
                self._store.outbox.update_payload(entry.id, replace(payload, unsent=unsent))
            self._store.outbox.mark(entry.id, OutboxState.PENDING, error=str(error))
            self._journal.notify()
            self._journal.wake.set()
            raise WorkQueued(
                QT_TRANSLATE_NOOP("Outbox", "Shipment {reference} is queued: {reason}").format(
                    reference=payload.reference, reason=error.message
                )
            ) from error
        with self._store.db.transaction():
            self._store.outbox.mark(entry.id, OutboxState.FAILED, error=str(error))
            self._store.log.add("shipment refused", entry.order_key, str(error))
        if self._journal.live_shipment(entry.order_key) is None:
            self._drop_waiting_prints(entry.order_key, QT_TRANSLATE_NOOP("Outbox", "the shipment was not created"))
        self._journal.notify()
        raise error

    # -- a batch ---------------------------------------------------------------------------------------------
    async def create_many(
        self, items: Sequence[tuple[str, ShipmentDraft]], *, chunk_size: int = 100, concurrency: int = 4
    ) -> dict[str, ShipmentRecord | BaseException]:
        """See OutboxService.create_many."""
        results: dict[str, ShipmentRecord | BaseException] = {}
        claimed: list[int] = []
        journal = self._journal

        def journal_claimed() -> list[OutboxEntry]:
            # The orders created already are looked up here too: with the journal, in one go on the writer thread.
            for order_key, _draft in items:
                live = journal.live_shipment(order_key)
                if live is not None:
                    results[order_key] = live
            journaled = self.journal_rows([item for item in items if item[0] not in results])
            # Claimed before the commit makes them visible: the drainer never sends a create this batch sends.
            claimed.extend(entry.id for entry in journaled)
            journal.active.update(claimed)
            return journaled

        try:
            entries = await self._store.db.write(journal_claimed) if items else []
        except BaseException:
            journal.active.difference_update(claimed)
            raise
        journal.notify()
        try:
            semaphore = asyncio.Semaphore(max(1, concurrency))

            async def one_by_one(entry: OutboxEntry, known_unsent: bool) -> None:
                assert entry.order_key is not None
                async with semaphore, journal.lock_for(entry.order_key):
                    current = self._store.outbox.get(entry.id) or entry
                    try:
                        results[entry.order_key] = await self.run_claimed(current, known_unsent=known_unsent)
                    except Exception as error:  # per-item: recorded, the batch goes on
                        results[entry.order_key] = error

            async def run_shop(client: ShippingGateway | None, group: list[OutboxEntry]) -> None:
                known_unsent = False
                batch_create = getattr(client, "create_shipments", None)
                if batch_create is not None and len(group) > 1:
                    group, known_unsent = await self._batch_create(batch_create, group, semaphore, results)
                await asyncio.gather(*(one_by_one(entry, known_unsent) for entry in group))

            async def run_chunk(chunk: list[OutboxEntry]) -> None:
                # Entries resumed from an earlier run may have been created already: those go one by one.
                fresh = [entry for entry in chunk if entry.attempts == 0 and entry.state is OutboxState.PENDING]
                resumed = [entry for entry in chunk if entry not in fresh]
                await asyncio.gather(
                    *(run_shop(client, group) for client, group in self._by_shop(fresh)),
                    *(one_by_one(entry, False) for entry in resumed),
                )

            await asyncio.gather(
                *(run_chunk(entries[start : start + chunk_size]) for start in range(0, len(entries), chunk_size))
            )
        finally:
            journal.active.difference_update(entry.id for entry in entries)
            journal.notify()
        if self._store.outbox.waiting_prints_after_create():
            journal.wake.set()  # a shipment created here may be one a create & print waited for: the drain prints it
        return results

    def _by_shop(self, entries: Sequence[OutboxEntry]) -> list[tuple[ShippingGateway | None, list[OutboxEntry]]]:
        """The entries grouped by the shop they are created for, each group with its shop's client: one batch
        create per shop, with that shop's credentials. Entries of a shop without credentials form a group without a
        client (each refused on its own)."""
        groups: dict[str | None, tuple[ShippingGateway | None, list[OutboxEntry]]] = {}
        for entry in entries:
            try:
                client: ShippingGateway | None = self._shipping(entry.order_key)
            except ShopNotInAccount:
                client = None
            shop = getattr(client, "shop", "") if client is not None else None
            groups.setdefault(shop, (client, []))[1].append(entry)
        return list(groups.values())

    async def _batch_create(
        self,
        batch_create: Callable[[list[ShipmentDraft]], Awaitable[list[Shipment]]],
        fresh: list[OutboxEntry],
        semaphore: asyncio.Semaphore,
        results: dict[str, ShipmentRecord | BaseException],
    ) -> tuple[list[OutboxEntry], bool]:
        """One batch create of `fresh`; what is left to send one by one, and whether it surely was not sent."""
        failure: ServiceError | None = None

        def mark_in_flight() -> None:
            for entry in fresh:
                self._store.outbox.mark(entry.id, OutboxState.IN_FLIGHT, count_attempt=True)

        async with semaphore:
            await self._store.db.write(mark_in_flight)
            try:
                created = await batch_create([entry.create.draft for entry in fresh])
            except ServiceError as error:
                failure = error
        if failure is not None:
            # Refused on validation: nothing was created. Lost, failed or unreadable: resolve each by reference (an
            # unreadable 201 may well have created every one of them).
            log.info("batch create of %d failed (%s); continuing one by one", len(fresh), failure)

            def mark_pending() -> list[OutboxEntry]:
                for entry in fresh:
                    self._store.outbox.mark(entry.id, OutboxState.PENDING, error=str(failure))
                return [self._store.outbox.get(entry.id) or entry for entry in fresh]

            left = await self._store.db.write(mark_pending)
            self._journal.notify()
            return left, was_refused(failure)
        pairs = list(zip(fresh, created, strict=True))
        recorded = await self._store.db.write(lambda: [self.record_rows(entry, shipment) for entry, shipment in pairs])
        for (entry, _shipment), record in zip(pairs, recorded, strict=True):
            assert entry.order_key is not None
            results[entry.order_key] = record
        self._journal.notify()
        return [], False

    # -- returns ---------------------------------------------------------------------------------------------
    async def create_return(
        self, order_key: str, parent: ShipmentRecord, *, send_email: bool, printerless: bool
    ) -> ShipmentRecord:
        """See OutboxService.create_return."""
        async with self._journal.lock_for(order_key):
            existing = self._store.shipments.live_return_of(parent.id)
            looked_up = False
            if existing is not None:
                live = await self._live_returns(order_key, parent)
                if live is None or existing.id in {shipment.id for shipment in live}:
                    return existing  # still live there (or the service cannot say now): the order's return
                # Cancelled or deleted at the service since (the back office, another table): known as such here.
                self._store.shipments.set_status(existing.id, ShipmentStatus.CANCELLED)
                looked_up = not live  # none live there: no second look before the create
            entry = self._store.outbox.journal(
                order_key, ReturnPayload(parent.id, parent.reference, send_email=send_email, printerless=printerless)
            )
            self._journal.notify()
            return await self.run_return(entry, looked_up=looked_up)

    async def _live_returns(self, order_key: str, parent: ShipmentRecord) -> list[Shipment] | None:
        """The parent's live returns at the service; None when it cannot be reached."""
        try:
            return await self._shipping(order_key).find_returns(parent.id, parent.reference)
        except ServiceError as error:
            if is_unreachable(error):
                return None
            raise

    async def run_return(self, entry: OutboxEntry, *, looked_up: bool = False) -> ShipmentRecord:
        self._journal.active.add(entry.id)
        try:
            return await self._run_return_claimed(entry, looked_up)
        finally:
            self._journal.active.discard(entry.id)

    async def _run_return_claimed(self, entry: OutboxEntry, looked_up: bool = False) -> ShipmentRecord:
        payload = entry.return_request
        parent_id, reference = payload.parent_id, payload.reference
        recorded = self._store.shipments.live_return_of(parent_id)
        if recorded is not None:  # recorded by another path meanwhile
            self._store.outbox.mark(entry.id, OutboxState.DONE)
            self._journal.notify()
            return recorded
        client = self._shipping(entry.order_key)

        async def look_up() -> Shipment | None:
            found = await client.find_returns(parent_id, reference)
            if found:
                log.info("order %s: return %s of %s found on the service", entry.order_key, found[-1].id, parent_id)
            return found[-1] if found else None

        # Looked up before every sending, the first included (unless the caller just did): one live return per
        # shipment, even one made elsewhere. With the reference, a lost answer is resolved by looking again.
        return await look_up_then_send(
            self._journal,
            entry,
            look_first=not looked_up,
            look_up=look_up,
            send=lambda: client.create_return(
                parent_id, send_email=payload.send_email, printerless=payload.printerless, reference=reference
            ),
            complete=lambda current, shipment, _found_first: self.complete_return(current, shipment),
            failed=self._return_failed,
        )

    def complete_return(self, entry: OutboxEntry, shipment: Shipment) -> ShipmentRecord:
        """Records the return and closes its journal entry, atomically."""
        assert entry.order_key is not None
        with self._store.db.transaction():
            record = self._store.shipments.record(shipment_record(entry.order_key, shipment, kind=ShipmentKind.RETURN))
            self._store.outbox.mark(entry.id, OutboxState.DONE)
            self._store.log.add(
                "return created",
                entry.order_key,
                f"return {record.id} for {entry.return_request.parent_id}"
                + (", e-mail sent" if entry.return_request.send_email else ""),
            )
        self._journal.notify()
        return record

    def _return_failed(self, entry: OutboxEntry, error: ServiceError) -> ShipmentRecord:
        if is_unreachable(error):
            self._store.outbox.mark(entry.id, OutboxState.PENDING, error=str(error))
            self._journal.notify()
            self._journal.wake.set()
            raise WorkQueued(
                QT_TRANSLATE_NOOP("Outbox", "The return for {reference} is queued: {reason}").format(
                    reference=entry.return_request.reference, reason=error.message
                )
            ) from error
        # Refused, or answered unreadably: closed. A new request looks the parent's returns up before sending.
        self._store.outbox.mark(entry.id, OutboxState.FAILED, error=str(error))
        self._store.log.add("return refused", entry.order_key, str(error))
        self._journal.notify()
        raise error
