"""The production service's calls beside shipments: tracking at /tracktraces, fulfilment orders and their notes,
webhook subscriptions, each in its `data` envelope."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence

import httpx

from station.api.client_base import ShippingClientBase, id_list
from station.api.decoding import json_body
from station.api.errors import MalformedResponse
from station.api.models import TrackTrace, WebhookHook, WebhookSubscription
from station.api.production.codec import decode_track_traces, unwrap, wrap
from station.api.production.names import MIN_PAGE_SIZE, Envelope, Header, ListQuery, MediaType, Path, TrackKey
from station.api.production.order_codec import (
    ORDER_STATUS_FILTER,
    decode_note,
    decode_orders,
    decode_webhook_created,
    decode_webhooks,
    encode_note,
    encode_order,
    encode_webhook,
)
from station.api.session import Call, QueryValue
from station.domain.models import Order, OrderNote, OrderStatus

DEFAULT_PAGE_SIZE = MIN_PAGE_SIZE
_NOTE_AUTHOR = "webshop"  # the service knows two authors, the customer and the shop


class ProductionFulfilmentCalls(ShippingClientBase):
    """Tracking, orders and webhooks in the production format; mixed into ProductionShippingClient."""

    # --- tracking ---------------------------------------------------------------------------------------------

    async def track(self, shipment_ids: Sequence[int], *, auth: httpx.Auth | None = None) -> list[TrackTrace]:
        """GET /tracktraces/{ids}: status (mapped onto the domain's) and history, newest first."""
        if not shipment_ids:
            return []
        call = Call(
            "GET",
            Path.TRACK_TRACES.format(ids=id_list(shipment_ids)),
            params={TrackKey.EXTRA_INFO: TrackKey.DELIVERY_MOMENT},
            headers={Header.ACCEPT_LANGUAGE: "en_GB"},
            auth=auth,
        )
        return await self._session.send_with(call, lambda r: decode_track_traces(json_body(r, what=call.what)))

    # --- fulfilment orders ------------------------------------------------------------------------------------

    async def create_order(self, order: Order, *, auth: httpx.Auth | None = None) -> Order:
        call = Call(
            "POST",
            Path.ORDERS,
            json=wrap(Envelope.ORDERS, [encode_order(order)]),
            headers={Header.CONTENT_TYPE: MediaType.JSON},
            idempotent=False,
            auth=auth,
        )
        return await self._session.send_with(
            call, lambda r: _first(decode_orders(json_body(r, what=call.what)), call.what)
        )

    async def get_order(self, uuid: str, *, auth: httpx.Auth | None = None) -> Order:
        call = Call("GET", Path.ORDER.format(uuid=uuid), auth=auth)
        return await self._session.send_with(
            call, lambda r: _first(decode_orders(json_body(r, what=call.what)), call.what)
        )

    async def list_orders(
        self,
        *,
        status: OrderStatus | None = OrderStatus.OPEN,
        size: int = DEFAULT_PAGE_SIZE,
        auth: httpx.Auth | None = None,
    ) -> AsyncIterator[Order]:
        """GET /fulfilment/orders page by page (`per_page`); each order once."""
        if not 1 <= size <= 300:
            raise ValueError(f"page size must be 1 to 300, not {size}")
        params: dict[str, QueryValue] = {ListQuery.PER_PAGE: size}
        if status is not None:
            params[ListQuery.STATUS] = ORDER_STATUS_FILTER[status]
        seen: set[str] = set()
        page_number = 1
        while True:
            call = Call("GET", Path.ORDERS, params={**params, ListQuery.PAGE: page_number}, auth=auth)
            body = json_body(await self._session.send(call), what=call.what)
            orders = decode_orders(body)
            for order in orders:
                if status is not None and order.status is not status:
                    continue  # "partially processed" is open to the domain, but asked as "open" only
                if order.uuid not in seen:
                    seen.add(order.uuid or "")
                    yield order
            data = unwrap(body)
            total = data.opt_integer(ListQuery.RESULTS) or 0
            answered_size = data.opt_integer(ListQuery.SIZE) or size
            if not orders or page_number * answered_size >= total:
                return
            page_number += 1

    async def add_order_note(
        self, order_uuid: str, note: str, author: str, *, auth: httpx.Auth | None = None
    ) -> OrderNote:
        """A note on the order. The service knows the shop and the customer as authors, so the operator's name goes
        in front of the text."""
        text = f"{author}: {note}" if author and author != _NOTE_AUTHOR else note
        call = Call(
            "POST",
            Path.ORDER_NOTES.format(uuid=order_uuid),
            json=wrap(Envelope.ORDER_NOTES, [encode_note(text, _NOTE_AUTHOR)]),
            headers={Header.CONTENT_TYPE: MediaType.JSON},
            idempotent=False,
            auth=auth,
        )
        return await self._session.send_with(call, lambda r: decode_note(json_body(r, what=call.what), order_uuid))

    # --- webhooks ---------------------------------------------------------------------------------------------

    async def webhooks(self, *, auth: httpx.Auth | None = None) -> list[WebhookSubscription]:
        call = Call("GET", Path.WEBHOOKS, auth=auth)
        return await self._session.send_with(call, lambda r: decode_webhooks(json_body(r, what=call.what)))

    async def create_webhook(
        self, hook: WebhookHook | str, url: str, *, auth: httpx.Auth | None = None
    ) -> WebhookSubscription:
        """One subscription per hook and shop: a second one for the same hook replaces the first."""
        name = hook.value if isinstance(hook, WebhookHook) else hook
        call = Call(
            "POST",
            Path.WEBHOOKS,
            json=wrap(Envelope.WEBHOOK_SUBSCRIPTIONS, [encode_webhook(name, url)]),
            headers={Header.CONTENT_TYPE: MediaType.JSON},
            idempotent=False,
            auth=auth,
        )
        return await self._session.send_with(
            call, lambda r: decode_webhook_created(json_body(r, what=call.what), name, url)
        )

    async def delete_webhook(self, webhook_id: str | int, *, auth: httpx.Auth | None = None) -> None:
        await self._session.send(Call("DELETE", Path.WEBHOOK.format(id=webhook_id), idempotent=False, auth=auth))


def _first(items: list[Order], what: str) -> Order:
    if not items:
        raise MalformedResponse(f"{what}: the answer holds no order")
    return items[0]
