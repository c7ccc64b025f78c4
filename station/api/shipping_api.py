"""What every shipping client offers, whichever wire format it speaks: the one type services are handed
(station.api.profiles.shipping_client). ShippingClient (the contract) and ProductionShippingClient both satisfy it;
mypy checks that where the profile builds them. OAuth's token calls are the contract's only and not part of it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Collection, Sequence
from datetime import datetime
from typing import Protocol

import httpx

from station.api.client_base import AuthChooser, LabelItem
from station.api.models import CancelOutcome, LabelLink, ShipmentPage, TrackTrace, WebhookHook, WebhookSubscription
from station.domain.enums import LabelFormat, ShipmentStatus
from station.domain.models import Order, OrderNote, OrderStatus, Shipment, ShipmentDraft


class ShippingApi(Protocol):
    """The shipping API at {base_url}; every call takes an `auth=` override for one call (one client, many shops)."""

    @property
    def http(self) -> httpx.AsyncClient: ...

    @property
    def base_url(self) -> str: ...

    @property
    def user_agent(self) -> str: ...

    async def aclose(self) -> None: ...

    # -- shipments -------------------------------------------------------------------------------------------------
    async def create_shipment(self, draft: ShipmentDraft, *, auth: httpx.Auth | None = None) -> Shipment: ...

    async def create_shipments(
        self,
        drafts: Sequence[ShipmentDraft],
        *,
        auth: httpx.Auth | None = None,
        auth_for: AuthChooser | None = None,
    ) -> list[Shipment]: ...

    async def ensure_shipment(self, draft: ShipmentDraft, *, auth: httpx.Auth | None = None) -> Shipment: ...

    async def get_shipment(self, shipment_id: int, *, auth: httpx.Auth | None = None) -> Shipment: ...

    def shipment_pages(
        self,
        *,
        q: str | None = None,
        reference: str | None = None,
        status: Sequence[ShipmentStatus] = (),
        created_from: datetime | None = None,
        created_to: datetime | None = None,
        size: int = ...,
        auth: httpx.Auth | None = None,
        decode_in_thread: bool = False,
    ) -> AsyncIterator[ShipmentPage]: ...

    def list_shipments(
        self,
        *,
        q: str | None = None,
        reference: str | None = None,
        status: Sequence[ShipmentStatus] = (),
        created_from: datetime | None = None,
        created_to: datetime | None = None,
        size: int = ...,
        auth: httpx.Auth | None = None,
    ) -> AsyncIterator[Shipment]: ...

    async def find_all_by_reference(self, reference: str, *, auth: httpx.Auth | None = None) -> list[Shipment]: ...

    async def find_by_reference(self, reference: str, *, auth: httpx.Auth | None = None) -> Shipment | None: ...

    async def refresh(
        self, shipments: Sequence[Shipment | int], *, auth: httpx.Auth | None = None
    ) -> list[Shipment]: ...

    async def cancel(self, shipment_id: int, *, auth: httpx.Auth | None = None) -> CancelOutcome: ...

    # -- returns ---------------------------------------------------------------------------------------------------
    async def create_return(
        self,
        parent_id: int,
        *,
        send_email: bool = False,
        printerless: bool = False,
        reference: str | None = None,
        known_returns: Collection[int] = (),
        auth: httpx.Auth | None = None,
    ) -> Shipment: ...

    async def find_returns(
        self, parent_id: int, reference: str, *, cancelled: bool = False, auth: httpx.Auth | None = None
    ) -> list[Shipment]: ...

    async def return_qr(self, shipment_id: int, qr_url: str | None = None) -> bytes: ...

    # -- labels ----------------------------------------------------------------------------------------------------
    async def label_pdf(
        self,
        shipment_ids: Sequence[int],
        label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (),
        *,
        auth: httpx.Auth | None = None,
    ) -> bytes: ...

    async def label_link(
        self,
        shipment_ids: Sequence[int],
        label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (),
        *,
        auth: httpx.Auth | None = None,
    ) -> LabelLink: ...

    async def fetch_label_link(self, link: LabelLink) -> bytes: ...

    async def print_labels(
        self,
        items: Sequence[LabelItem],
        label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (),
        *,
        auth: httpx.Auth | None = None,
    ) -> bytes: ...

    async def print_labels_link(
        self,
        items: Sequence[LabelItem],
        label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (),
        *,
        auth: httpx.Auth | None = None,
    ) -> LabelLink: ...

    # -- tracking, orders, webhooks ----------------------------------------------------------------------------------
    async def track(self, shipment_ids: Sequence[int], *, auth: httpx.Auth | None = None) -> list[TrackTrace]: ...

    async def create_order(self, order: Order, *, auth: httpx.Auth | None = None) -> Order: ...

    async def get_order(self, uuid: str, *, auth: httpx.Auth | None = None) -> Order: ...

    def list_orders(
        self,
        *,
        status: OrderStatus | None = OrderStatus.OPEN,
        size: int = ...,
        auth: httpx.Auth | None = None,
    ) -> AsyncIterator[Order]: ...

    async def add_order_note(
        self, order_uuid: str, note: str, author: str, *, auth: httpx.Auth | None = None
    ) -> OrderNote: ...

    async def webhooks(self, *, auth: httpx.Auth | None = None) -> list[WebhookSubscription]: ...

    async def create_webhook(
        self, hook: WebhookHook | str, url: str, *, auth: httpx.Auth | None = None
    ) -> WebhookSubscription: ...

    async def delete_webhook(self, webhook_id: str | int, *, auth: httpx.Auth | None = None) -> None: ...

    async def sign_out(self) -> None: ...
