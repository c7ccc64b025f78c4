"""The contract's calls beside shipments: tracking (contract §5), fulfilment orders and their notes, webhook
subscriptions (contract §6)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence

import httpx

from station.api.client_base import ShippingClientBase, id_list
from station.api.decoding import json_body
from station.api.errors import OutcomeUnknown, ServiceError
from station.api.models import TrackTrace, WebhookHook, WebhookSubscription
from station.api.order_codec import (
    decode_note,
    decode_order,
    decode_orders,
    decode_webhook,
    decode_webhooks,
    encode_note,
    encode_order,
    encode_webhook,
    order_status_name,
)
from station.api.session import Call, QueryValue
from station.api.shipment_codec import decode_track_traces
from station.api.wire import FIRST_PAGE, MAX_PAGE_SIZE, ListQuery, Path
from station.domain.models import Order, OrderNote, OrderStatus

DEFAULT_PAGE_SIZE = 30


class FulfilmentCalls(ShippingClientBase):
    """Tracking, orders and webhooks in the contract's format; mixed into ShippingClient."""

    # --- tracking ---------------------------------------------------------------------------------------------

    async def track(self, shipment_ids: Sequence[int], *, auth: httpx.Auth | None = None) -> list[TrackTrace]:
        """GET /track_traces/{ids}: status and history (newest first) per shipment."""
        if not shipment_ids:
            return []
        call = Call("GET", Path.TRACK_TRACES.format(ids=id_list(shipment_ids)), auth=auth)
        return await self._session.send_with(call, lambda r: decode_track_traces(json_body(r, what=call.what)))

    # --- fulfilment orders ------------------------------------------------------------------------------------

    async def create_order(self, order: Order, *, auth: httpx.Auth | None = None) -> Order:
        """POST /fulfilment/orders → the order with its uuid and status `open`. An unknown outcome raises
        OutcomeUnknown (look for its external identifier in `list_orders` before sending it again)."""
        call = Call("POST", Path.ORDERS, json=encode_order(order), idempotent=False, auth=auth)
        return await self._session.send_with(call, lambda r: decode_order(json_body(r, what=call.what)))

    async def get_order(self, uuid: str, *, auth: httpx.Auth | None = None) -> Order:
        call = Call("GET", Path.ORDER.format(uuid=uuid), auth=auth)
        return await self._session.send_with(call, lambda r: decode_order(json_body(r, what=call.what)))

    async def list_orders(
        self,
        *,
        status: OrderStatus | None = OrderStatus.OPEN,
        size: int = DEFAULT_PAGE_SIZE,
        auth: httpx.Auth | None = None,
    ) -> AsyncIterator[Order]:
        """(ext) GET /fulfilment/orders page by page; each order once."""
        if not 1 <= size <= MAX_PAGE_SIZE:
            raise ValueError(f"page size must be 1 to {MAX_PAGE_SIZE}, not {size}")
        params: dict[str, QueryValue] = {ListQuery.SIZE: size}
        if status is not None:
            params[ListQuery.STATUS] = order_status_name(status)
        seen: set[str] = set()
        page_number = FIRST_PAGE
        while True:
            call = Call("GET", Path.ORDERS, params={**params, ListQuery.PAGE: page_number}, auth=auth)
            body = json_body(await self._session.send(call), what=call.what)
            orders = decode_orders(body)
            for order in orders:
                if order.uuid not in seen:
                    seen.add(order.uuid or "")
                    yield order
            total = body.opt_integer(ListQuery.TOTAL) or 0
            answered_size = body.opt_integer(ListQuery.SIZE) or size
            if not orders or page_number * answered_size >= total:
                return
            page_number += 1

    async def add_order_note(
        self, order_uuid: str, note: str, author: str, *, auth: httpx.Auth | None = None
    ) -> OrderNote:
        """POST /fulfilment/orders/{uuid}/notes; NoConsignmentFound for an unknown order."""
        call = Call(
            "POST",
            Path.ORDER_NOTES.format(uuid=order_uuid),
            json=encode_note(note, author),
            idempotent=False,
            auth=auth,
        )
        return await self._session.send_with(call, lambda r: decode_note(json_body(r, what=call.what)))

    # --- webhooks ---------------------------------------------------------------------------------------------

    async def webhooks(self, *, auth: httpx.Auth | None = None) -> list[WebhookSubscription]:
        call = Call("GET", Path.WEBHOOKS, auth=auth)
        return await self._session.send_with(call, lambda r: decode_webhooks(json_body(r, what=call.what)))

    async def create_webhook(
        self, hook: WebhookHook | str, url: str, *, auth: httpx.Auth | None = None
    ) -> WebhookSubscription:
        """(ext) POST /webhook_subscriptions: one subscription per hook, https URLs only (contract §6)."""
        name = hook.value if isinstance(hook, WebhookHook) else hook
        call = Call("POST", Path.WEBHOOKS, json=encode_webhook(name, url), idempotent=False, auth=auth)

        async def resolve() -> WebhookSubscription | None:
            # A lost answer is settled by the list: the hook has at most one subscription (contract §6).
            found = [s for s in await self._settling_list(call.what, auth) if s.hook == name and s.url == url]
            return found[0] if found else None

        return await self._session.send_with(
            call, lambda r: decode_webhook(json_body(r, what=call.what)), resolve=resolve
        )

    async def delete_webhook(self, webhook_id: str | int, *, auth: httpx.Auth | None = None) -> None:
        """DELETE /webhook_subscriptions/{id}. A DELETE whose answer was lost is settled by the list (gone: done)
        before it is sent again, since a repeat would answer 404 for the subscription it removed."""
        call = Call("DELETE", Path.WEBHOOK.format(id=webhook_id), idempotent=False, auth=auth)

        async def resolve() -> bool | None:
            remaining = await self._settling_list(call.what, auth)
            return True if all(s.id != str(webhook_id) for s in remaining) else None

        await self._session.send_with(call, lambda _response: True, resolve=resolve)

    async def _settling_list(self, what: str, auth: httpx.Auth | None) -> list[WebhookSubscription]:
        try:
            return await self.webhooks(auth=auth)
        except ServiceError as error:
            raise OutcomeUnknown(
                f"{what}: the answer was lost and the subscriptions could not be read to settle it "
                f"({error.message}); look at them before trying again",
                status=error.status,
                request_id=error.request_id,
            ) from error
