"""Shipments of queued orders: the draft from the order, create once, cancel, return, tracking, notes, refresh."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager, nullcontext
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from station.api.errors import ServiceError
from station.domain.enums import Carrier, LabelFormat, ShipmentStatus
from station.domain.field_rules import sender_violations
from station.domain.models import Address, OrderNote, ShipmentDraft, ShipmentOptions
from station.domain.selection import SelectionError, parse_delivery_selection, selection_to_options
from station.domain.sheets import validate_positions
from station.domain.shippable import ShipDecision, ShipFacts, ShipVerdict, decide
from station.domain.text import QT_TRANSLATE_NOOP, joined
from station.domain.validation import validate_shipment
from station.domain.violations import Violation
from station.services.cancel import ParcelsNotCancelled, cancel_every_parcel, cancellable_shipment
from station.services.claims import ClaimService, ClaimUnreachable
from station.services.errors import (
    BREAKS_A_RULE,
    AlreadyPrinted,
    DraftInvalid,
    NoShipmentYet,
    ShipAgainNeedsConfirmation,
    ShippedElsewhere,
    StationError,
    order_not_found,
)
from station.services.events import ConnectionChanged, EventBus, OrdersChanged, PrintJobChanged, SheetChanged
from station.services.order_import import DEFAULT_CARRIER
from station.services.outbox import OutboxService, shipment_record
from station.services.shipped_elsewhere import ShippedElsewhereService, describe_elsewhere
from station.store.records import PrintJobRecord, QueuedOrder, ShipmentRecord
from station.store.sql import StoreUnavailable
from station.store.store import Store

if TYPE_CHECKING:
    from station.api.shipping_api import ShippingApi
    from station.services.offline_requests import OfflineRequests

log = logging.getLogger("station.services.shipping")


@dataclass(frozen=True)
class ShipResult:
    """The order as it is after a scan or a create-and-print; `created`/`job` say what it did (`pdf`: the label as
    it went to the printer, for the preview), `already_printed` and `shipped_elsewhere` why it printed nothing
    (another station shipped it: `shipment` is that one)."""

    order: QueuedOrder
    shipment: ShipmentRecord | None = None
    created: bool = False
    job: PrintJobRecord | None = None
    pdf: bytes | None = None
    already_printed: bool = False
    shipped_elsewhere: bool = False


class NotAServiceOrder(StationError):
    title = QT_TRANSLATE_NOOP("StationError", "Not an order of the service")
    advice = QT_TRANSLATE_NOOP(
        "StationError", "Notes can only be added to orders that came from the service (sync), not to imported ones."
    )


class ShipmentService:
    """Creates each order's shipment exactly once (through the outbox) and acts on it afterwards."""

    def __init__(
        self,
        store: Store,
        outbox: OutboxService,
        shipping: Callable[..., ShippingApi],
        *,
        sender: Callable[[str], Address | None] | None = None,
        active_carriers: Callable[[], frozenset[Carrier] | None] | None = None,
        elsewhere: ShippedElsewhereService | None = None,
        events: EventBus | None = None,
        can_print: Callable[[LabelFormat], Awaitable[None]] | None = None,
        read_barcodes: Callable[[Sequence[str]], Awaitable[None]] | None = None,
        check_shop: Callable[[str], None] | None = None,
    ) -> None:
        self._store = store
        # Raises ShopNotInAccount when the account has no credentials for the order's shop (services/shops.py).
        self._check_shop = check_shop
        self._events = events if events is not None else EventBus()
        # Raises when the printer of a label format cannot print now (PrintService.ensure_can_print).
        self._can_print = can_print
        # Where the barcode comes with the label (PrintService.read_barcodes): reads it once the label printed.
        self._read_barcodes = read_barcodes
        # The stable weight on the scale now (services/scale.py), None without one.
        self.scale_weight: Callable[[], int | None] | None = None
        self._elsewhere = elsewhere
        self._outbox = outbox
        self._shipping = shipping
        self._sender = sender
        self._active_carriers = active_carriers
        # On the shared store: the claim this station takes on an order before it creates or prints it.
        self.claims: ClaimService | None = None
        # On the shared store: what is asked for while it cannot be reached, of orders this table holds.
        self.offline: OfflineRequests | None = None

    def _working_on(self, order_key: str) -> AbstractAsyncContextManager[None]:
        return self.claims.working_on(order_key) if self.claims is not None else nullcontext()

    def _order(self, order_key: str) -> QueuedOrder:
        order = self._store.orders.get(order_key)
        if order is None:
            raise order_not_found(order_key)
        if self.offline is not None:
            self.offline.remember(order)
        return order

    def _live(self, order_key: str) -> tuple[QueuedOrder, ShipmentRecord]:
        order = self._order(order_key)
        if order.shipment is None or order.shipment.status is ShipmentStatus.CANCELLED:
            raise NoShipmentYet(
                QT_TRANSLATE_NOOP("StationError", "Order {order} has no shipment.").format(order=order.reference)
            )
        return order, order.shipment

    # -- drafting ----------------------------------------------------------------------------------------------
    def draft_for(self, order_key: str) -> ShipmentDraft:
        """The shipment the order asks for: the operator's edit (`save_draft`), else the import file's carrier and
        options, else the customer's delivery choice (spec §6: validated again here), else a standard parcel with
        the default carrier.

        Raises DraftInvalid when the stored delivery choice cannot be used (the operator corrects the draft).
        """
        return self._draft_of(self._order(order_key))

    def _draft_of(self, order: QueuedOrder) -> ShipmentDraft:
        sender = self._sender(order.shop) if self._sender else None
        if order.draft is not None:
            # What the operator saw and edited in the detail panel: it wins over the order's own data, on every path.
            return replace(order.draft, reference=order.reference, sender=sender)
        pickup = None
        if order.options is not None:
            carrier, options = order.carrier or DEFAULT_CARRIER, order.options
        elif order.delivery_selection is not None:
            try:
                selection = parse_delivery_selection(order.delivery_selection)
            except SelectionError as error:
                raise DraftInvalid(
                    QT_TRANSLATE_NOOP(
                        "StationError", "The delivery choice of order {order} cannot be used: {problems}"
                    ).format(order=order.reference, problems=joined(error.problems, "; ")),
                    problems=error.problems,
                ) from None
            carrier, options, pickup = selection_to_options(selection)
        else:
            carrier, options = order.carrier or DEFAULT_CARRIER, ShipmentOptions()
        return ShipmentDraft(
            carrier=carrier,
            reference=order.reference,
            recipient=order.recipient,
            options=options,
            sender=sender,
            pickup_location=pickup,
            weight_grams=order.weight_grams,
            label_description=order.label_description,
            secondary_shipments=max(0, order.parcels - 1),
        )

    async def save_draft(self, order_key: str, draft: ShipmentDraft) -> QueuedOrder:
        """Keeps the operator's edit of the order's shipment (the detail panel's fields); every create of the order
        uses it from then on, whichever way it is started (scan, button, batch, sheet). An edit that breaks a rule
        is kept as it is too: the create then refuses it (DraftInvalid) instead of shipping the old address."""
        order = self._order(order_key)
        edit = replace(draft, reference=order.reference, sender=None)  # the sender is the shop's, filled at create

        def rows() -> None:  # one transaction on the writer thread (Database.write)
            self._store.orders.set_draft(order_key, edit)
            self._store.log.add("shipment edited", order_key, _edit_summary(order, edit))

        await self._store.db.write(rows)
        self._events.publish(OrdersChanged((order_key,)))
        return self._order(order_key)

    def sender_for(self, order_key: str) -> Address | None:
        """The sender the order's shipment is sent from (its shop's, from the account settings), or None."""
        return self._sender(self._order(order_key).shop) if self._sender else None

    def validate(self, draft: ShipmentDraft) -> list[Violation]:
        """Every rule the draft breaks (station.domain), empty when the service would accept it; and, before the
        label says "FROM —", a missing or invalid sender address."""
        active = self._active_carriers() if self._active_carriers else None
        return validate_shipment(draft, active_carriers=active) + sender_violations(draft.sender)

    # -- whether to ship ---------------------------------------------------------------------------------------
    def ship_facts(self, order_key: str) -> ShipFacts:
        """What this station knows about the order's shipment (station.domain.shippable)."""
        return self._facts_of(self._order(order_key))

    def _facts_of(self, order: QueuedOrder) -> ShipFacts:
        shipment = order.shipment
        return _facts(
            order, label_printed=shipment is not None and self._store.print_jobs.printed_shipment(shipment.id)
        )

    def decision_for(self, order_key: str) -> ShipDecision:
        """Whether the order may be shipped now, may only be printed, needs the operator's confirmation, or is
        left alone (the one rule: station.domain.shippable.decide). While the shared store cannot be reached: as
        this table last read the order."""
        try:
            return decide(self.ship_facts(order_key))
        except StoreUnavailable:
            order = self.offline.known(order_key) if self.offline is not None else None
            if order is None:
                raise
            return decide(_facts(order, label_printed=bool(order.printed_count)))

    # -- acting ------------------------------------------------------------------------------------------------
    async def create(
        self,
        order_key: str,
        draft: ShipmentDraft | None = None,
        *,
        ship_anyway: bool = False,
        ship_again: bool = False,
    ) -> ShipmentRecord:
        """Creates the order's shipment once; an order that has a live shipment gets that one back, whichever
        station made it.

        An order the service was never asked about is looked up by its reference first (ships once, whichever
        station sends it: ShippedElsewhereService); a live shipment found there is returned (its `elsewhere` is
        True), nothing is created. `ship_anyway`: the operator's word to create without that answer when the
        service could not be asked. `ship_again`: the operator confirmed shipping an order whose shipment made
        elsewhere was cancelled.

        An order whose shipment was cancelled (here or at another station) gets a new one only with `ship_again`
        (the operator confirmed it); without, ShipAgainNeedsConfirmation is raised and nothing is sent.

        Raises ShippedElsewhereUnknown when the lookup failed (nothing created), DraftInvalid before sending when the
        draft breaks a carrier rule, WorkQueued when the service is unreachable (created later by the outbox), or
        the client's ServiceError when the service refuses it.
        """
        async with self._working_on(order_key):
            _order, ready = await self._ready_to_create(
                self._order(order_key), draft, ship_anyway=ship_anyway, ship_again=ship_again
            )
            if isinstance(ready, ShipmentRecord):
                return ready
            created = await self._outbox.create_shipment(order_key, ready)
            self._answered(order_key)
            return created

    async def create_and_print(
        self,
        order_key: str,
        label_format: LabelFormat = LabelFormat.A6,
        positions: Sequence[int] | None = None,
        *,
        draft: ShipmentDraft | None = None,
        ship_anyway: bool = False,
        ship_again: bool = False,
    ) -> ShipResult:
        """ "Create & print" (the detail's button, scan to print): creates the order's shipment if it has none
        (as `create`), then prints its label, in one outbox operation that hands back the PDF it printed.

        Nothing is printed when the label was printed already (`already_printed`; a reprint is a separate, explicit
        action) or another station shipped the order (`shipped_elsewhere`: the service said so, before any create).
        The print is journaled with the create: when the service cannot be reached WorkQueued is raised and the label
        prints by itself once the shipment exists (A4: on the slot free then), exactly once. `positions` (A4): the
        slots chosen for a print done now, else the free ones of the sheet in the tray. Before anything is created or
        printed, a printer that cannot print refuses it (PrinterCannotPrint), and before a create the scale's stable
        weight becomes the shipment's unless the operator typed one. Raises what `create` raises, and
        PrinterNotConfigured, PrinterCannotPrint, PrintNeedsConfirmation, PrintQueued; on the shared store
        InProgressElsewhere when another table is working on the order (nothing done). While the shared store cannot
        be reached, an order this table holds is kept here (QueuedHere: services/offline_requests.py), any other is
        refused (CannotClaimCutOff).
        """
        offline = self.offline
        if offline is not None and offline.active and offline.cut_off:
            return await self._keep_here(offline, order_key, label_format, draft, ship_again=ship_again)
        try:
            async with self._working_on(order_key):
                return await self._create_and_print(
                    order_key, label_format, positions, draft=draft, ship_anyway=ship_anyway, ship_again=ship_again
                )
        except ClaimUnreachable:  # nothing was asked of the shared store yet
            if offline is None or not offline.active:
                raise
            return await self._keep_here(offline, order_key, label_format, draft, ship_again=ship_again)

    async def _keep_here(
        self,
        offline: OfflineRequests,
        order_key: str,
        label_format: LabelFormat,
        draft: ShipmentDraft | None,
        *,
        ship_again: bool,
    ) -> ShipResult:
        """Create & print while the shared store is away, from the order as last read here: nothing is created or
        printed, the request is kept at this table (QueuedHere); an order it does not certainly hold is refused."""
        order = offline.held_order(order_key)
        if self._check_shop is not None:
            self._check_shop(order.shop)
        shipment = order.shipment
        if shipment is not None and shipment.live:
            if shipment.elsewhere:  # its label came out at that station
                return ShipResult(order, shipment, shipped_elsewhere=True)
            if order.printed_count:  # a reprint is a separate, explicit action
                return ShipResult(order, shipment, already_printed=True)
            checked = None
        elif shipment is not None and not ship_again:
            raise self._ship_again_question(order, shipment)
        else:
            checked = self._checked_draft(order, draft, weighed=draft is None)
        if self._can_print is not None:
            await self._can_print(label_format)
        await offline.keep(order, checked, label_format)

    async def _create_and_print(
        self,
        order_key: str,
        label_format: LabelFormat,
        positions: Sequence[int] | None,
        *,
        draft: ShipmentDraft | None,
        ship_anyway: bool,
        ship_again: bool,
    ) -> ShipResult:
        order = self._order(order_key)
        if (order.shipment is None or not order.shipment.live) and self._can_print is not None:
            # A label that cannot come out now is refused before the shipment exists.
            await self._can_print(label_format)
        order, ready = await self._ready_to_create(
            order, draft, ship_anyway=ship_anyway, ship_again=ship_again, weighed=draft is None
        )
        if positions and label_format is LabelFormat.A4:
            violations = validate_positions(label_format, list(positions))
            if violations:
                raise DraftInvalid(QT_TRANSLATE_NOOP("StationError", "The label positions are not valid."), violations)
        if isinstance(ready, ShipmentRecord):
            refusal = self._outbox.second_print_refusal(order_key, ready)
            if isinstance(refusal, ShippedElsewhere):
                # Another station shipped it: its label exists. A new one is only ever an explicit reprint.
                return ShipResult(order, ready, shipped_elsewhere=True)
            if isinstance(refusal, AlreadyPrinted):
                return ShipResult(order, ready, already_printed=True)
            if refusal is not None:
                raise refusal
            if self._can_print is not None:
                await self._can_print(label_format)
        done = await self._outbox.create_and_print(
            order_key,
            None if isinstance(ready, ShipmentRecord) else ready,
            label_format,
            tuple(positions or ()) if label_format is LabelFormat.A4 else (),
        )
        self._answered(order_key)
        if done.job is not None and self._read_barcodes is not None:
            await self._read_barcodes([order_key])
        if done.job is not None:
            self._events.publish(PrintJobChanged(done.job, (order_key,), label_format))
            if label_format is LabelFormat.A4:
                self._events.publish(SheetChanged(LabelFormat.A4))
        order = self._order(order_key)
        # The record as it is after printing: where the barcode comes with the label, it was read back meanwhile.
        shipment = (
            order.shipment
            if done.shipment is not None and order.shipment is not None and order.shipment.id == done.shipment.id
            else done.shipment
        )
        return ShipResult(
            order, shipment, done.created, done.job, done.pdf, done.already_printed, done.shipped_elsewhere
        )

    async def _ready_to_create(
        self,
        order: QueuedOrder,
        draft: ShipmentDraft | None,
        *,
        ship_anyway: bool,
        ship_again: bool,
        weighed: bool = False,
    ) -> tuple[QueuedOrder, ShipmentRecord | ShipmentDraft]:
        """The order, and its live shipment or the checked draft to create it from (see `create`); `weighed`: with
        the scale's stable weight, unless the operator typed a weight for the order (their word wins)."""
        order_key = order.key
        if self._check_shop is not None:
            self._check_shop(order.shop)  # before anything is journaled or sent: never with another shop's key
        if order.shipment is None or not order.shipment.live:
            if self._elsewhere is not None and not ship_anyway:
                await self._elsewhere.ensure_known(order_key)
                order = self._order(order_key)  # the lookup may have found the order's shipment
            elif ship_anyway:
                self._store.log.add("ship anyway confirmed", order_key, "")  # whose word it was, in the log
        if order.shipment is not None and order.shipment.live:
            return order, order.shipment
        if decide(self._facts_of(order)).verdict is ShipVerdict.CONFIRM_AGAIN and not ship_again:
            assert order.shipment is not None
            raise self._ship_again_question(order, order.shipment)
        return order, self._checked_draft(order, draft, weighed=weighed)

    def _ship_again_question(self, order: QueuedOrder, cancelled: ShipmentRecord) -> ShipAgainNeedsConfirmation:
        where = (
            QT_TRANSLATE_NOOP("StationError", "was shipped at another station and cancelled there ({where})").format(
                where=describe_elsewhere(cancelled.id, cancelled.status, cancelled.created_at)
            )
            if cancelled.elsewhere
            else QT_TRANSLATE_NOOP("StationError", "shipment #{id} was cancelled").format(id=cancelled.id)
        )
        return ShipAgainNeedsConfirmation(
            QT_TRANSLATE_NOOP("StationError", "{reference}: {where}. Ship it again?").format(
                reference=order.reference, where=where
            ),
            order_key=order.key,
        )

    def _checked_draft(self, order: QueuedOrder, draft: ShipmentDraft | None, *, weighed: bool) -> ShipmentDraft:
        """The draft to create the order's shipment from, checked against the carrier rules (DraftInvalid)."""
        draft = draft or self._draft_of(order)
        grams = self.scale_weight() if weighed and self.scale_weight is not None else None
        if grams is not None and (order.draft is None or order.draft.weight_grams == order.weight_grams):
            draft = replace(draft, weight_grams=grams)
        if draft.reference != order.reference:
            # The reference is how a lost create is found again; it must stay the order's.
            draft = replace(draft, reference=order.reference)
        violations = self.validate(draft)
        if violations:
            raise DraftInvalid(BREAKS_A_RULE.format(order=order.reference), violations)
        return draft

    async def cancel(self, order_key: str) -> ShipmentRecord:
        """Cancels the order's shipment, every parcel of a multi-collo one (pending or printed; spec §3). After
        handed_over the service refuses with Conflict: create a return instead. See `services/cancel.py`.

        A cancel whose answer was lost is sent again and settled by reading the shipment (the client's `cancel`),
        so a parcel is recorded cancelled here exactly when it is cancelled at the service."""
        order = self._order(order_key)
        cancellable_shipment(order)  # NoShipmentYet before any client is built
        try:
            cancelled = await cancel_every_parcel(
                self._store, self._shipping(order_key), order, self._outbox.drop_prints_after_create
            )
        except ParcelsNotCancelled:
            self._events.publish(OrdersChanged((order_key,)))  # the main parcel is cancelled: show it so
            raise
        self._answered(order_key)
        return cancelled

    async def create_return(self, order_key: str, *, send_email: bool, printerless: bool) -> ShipmentRecord:
        """A return shipment for the order's shipment (spec §4 rule 3); `printerless` gives the customer a QR code.

        Created once through the outbox: a shipment that has a live return gets that one back; WorkQueued when the
        service is unreachable (created when it is back), or the client's ServiceError when the service refuses.
        """
        _order, shipment = self._live(order_key)
        returned = await self._outbox.create_return(order_key, shipment, send_email=send_email, printerless=printerless)
        self._answered(order_key)
        return returned

    async def return_qr(self, shipment: ShipmentRecord) -> bytes | None:
        """The printerless return's QR code image (PNG or SVG); None when there is none.

        The client fetches it as its service serves it: a public signed link (contract) or an image behind the API
        key (production). The QR is a courtesy copy: the customer gets it by e-mail too, so a failure to fetch it is
        logged and answered with None.
        """
        if not shipment.qr_url:
            return None
        try:
            return bytes(await self._shipping().return_qr(shipment.id, shipment.qr_url))
        except ServiceError as error:
            log.warning("return QR of shipment %s not fetched: %s", shipment.id, type(error).__name__)
            return None

    async def tracking(self, order_key: str) -> Any:
        """Track and trace of the order's shipment (status and history, newest first); updates the stored status."""
        _order, shipment = self._live(order_key)
        traces = await self._shipping(order_key).track([shipment.id])
        trace = next((trace for trace in traces if trace.shipment_id == shipment.id), None)
        if trace is None:
            raise NoShipmentYet(
                QT_TRANSLATE_NOOP("StationError", "The service has no tracking for shipment {id} yet.").format(
                    id=shipment.id
                )
            )
        if trace.status is not None and trace.status is not shipment.status:
            self._store.shipments.set_status(shipment.id, trace.status)
        self._answered(order_key)
        return trace

    async def add_note(self, order_key: str, text: str) -> OrderNote:
        """Adds a note to the fulfilment order on the service, written by this operator."""
        order = self._order(order_key)
        if not order.order_uuid:
            raise NotAServiceOrder(
                QT_TRANSLATE_NOOP(
                    "StationError", "Order {order} was imported from a file; it has no order on the service."
                ).format(order=order.reference)
            )
        note = await self._shipping(order_key).add_order_note(order.order_uuid, text, author=self._store.log.operator)
        self._store.log.add("note added", order_key, text[:200])
        self._answered()
        return note

    async def refresh(self, order_key: str) -> ShipmentRecord:
        """Reads the shipment again from the service (status, barcode) and stores it."""
        _order, shipment = self._live(order_key)
        fresh = await self._shipping(order_key).get_shipment(shipment.id)
        record = self._store.shipments.record(shipment_record(order_key, fresh, kind=shipment.kind))
        self._answered(order_key)
        return record

    def _answered(self, order_key: str | None = None) -> None:
        """The service answered; the order (when one changed) is shown anew wherever it is shown."""
        self._events.publish(ConnectionChanged(True))
        if order_key is not None:
            self._events.publish(OrdersChanged((order_key,)))


def _edit_summary(order: QueuedOrder, draft: ShipmentDraft) -> str:
    """The recipient fields the edit changed against the order as it came in, for the operator log."""
    changed = [
        name
        for name in ("name", "street", "postal_code", "city", "country", "email", "phone")
        if getattr(draft.recipient, name) != getattr(order.recipient, name)
    ]
    recipient = ", ".join(f"{name} {getattr(draft.recipient, name)!r}" for name in changed)
    return recipient or "carrier, options or description"


def _facts(order: QueuedOrder, *, label_printed: bool) -> ShipFacts:
    """What `decide` weighs of the order's shipment, its label's print as the caller knows it."""
    shipment = order.shipment
    return ShipFacts(
        status=shipment.status if shipment else None,
        label_printed=label_printed,
        made_elsewhere=shipment is not None and shipment.elsewhere,
    )
