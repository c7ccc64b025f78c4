"""Fulfilment orders, order notes, webhook subscriptions and their deliveries in the production format
(production-wire §3.7–§3.8)."""

from __future__ import annotations

from station.api.decoding import Reader
from station.api.models import ShipmentStatusChange, WebhookSubscription
from station.api.production.codec import decode_address, encode_address, log_once, map_status, unwrap
from station.api.production.names import Envelope, OrderKey, ShipmentKey, WebhookKey
from station.domain.enums import Carrier
from station.domain.models import Order, OrderLine, OrderNote, OrderStatus, Product

# The service's order statuses onto the domain's three.
_ORDER_STATUSES: dict[str, OrderStatus] = {
    "open": OrderStatus.OPEN,
    "partially_processed": OrderStatus.OPEN,
    "processed": OrderStatus.SHIPPED,
    "cancelled": OrderStatus.CANCELLED,
}
ORDER_STATUS_FILTER: dict[OrderStatus, str] = {
    OrderStatus.OPEN: "open",
    OrderStatus.SHIPPED: "processed",
    OrderStatus.CANCELLED: "cancelled",
}


def encode_order(order: Order, carrier: Carrier = Carrier.POSTNL) -> dict[str, object]:
    """One item of `data.orders`. The recipient sits in the order's shipment; the delivery choice stays Station's."""
    return {
        OrderKey.EXTERNAL_IDENTIFIER: order.external_identifier,
        OrderKey.SHIPMENT: {
            ShipmentKey.CARRIER: int(carrier),
            ShipmentKey.RECIPIENT: encode_address(order.recipient),
        },
        OrderKey.ORDER_LINES: [
            {
                OrderKey.QUANTITY: line.quantity,
                OrderKey.PRODUCT: {
                    OrderKey.SKU: line.product.sku,
                    OrderKey.NAME: line.product.name,
                    OrderKey.EAN: line.product.ean,
                },
            }
            for line in order.lines
        ],
    }


def _status(text: str) -> OrderStatus:
    if text not in _ORDER_STATUSES:
        log_once("unknown order status %r from the service: read as open", text)
    return _ORDER_STATUSES.get(text, OrderStatus.OPEN)


def decode_order(body: Reader) -> Order:
    body.as_object()
    shipment = body.field(OrderKey.SHIPMENT)
    recipient_body = shipment.field(ShipmentKey.RECIPIENT) if shipment.has(ShipmentKey.RECIPIENT) else None
    if recipient_body is None:
        raise body.field(OrderKey.SHIPMENT).fail("has no recipient")
    return Order(
        external_identifier=body.opt_text(OrderKey.EXTERNAL_IDENTIFIER),
        recipient=decode_address(recipient_body),
        lines=tuple(
            OrderLine(
                quantity=line.integer(OrderKey.QUANTITY),
                product=Product(
                    sku=line.field(OrderKey.PRODUCT).opt_text(OrderKey.SKU),
                    name=line.field(OrderKey.PRODUCT).opt_text(OrderKey.NAME),
                    ean=line.field(OrderKey.PRODUCT).opt_text(OrderKey.EAN),
                ),
            )
            for line in (body.field(OrderKey.ORDER_LINES).items() if body.has(OrderKey.ORDER_LINES) else iter(()))
        ),
        uuid=body.text(OrderKey.UUID),
        status=_status(body.opt_text(OrderKey.STATUS, "open")),
        created=body.timestamp(OrderKey.CREATED_AT),
    )


def decode_orders(body: Reader) -> list[Order]:
    return [decode_order(item) for item in unwrap(body).field(Envelope.ORDERS).items()]


def encode_note(note: str, author: str) -> dict[str, object]:
    return {OrderKey.AUTHOR: author, OrderKey.NOTE: note}


def decode_note(body: Reader, order_uuid: str) -> OrderNote:
    """The first note of `data.order_notes` (the answer names no order: it is the one in the path)."""
    note = next(iter(unwrap(body).field(Envelope.ORDER_NOTES).items()), None)
    if note is None:
        raise body.fail("holds no note")
    return OrderNote(
        order_uuid=order_uuid,
        note=note.text(OrderKey.NOTE),
        author=note.opt_text(OrderKey.AUTHOR),
        uuid=note.opt_text(OrderKey.UUID) or None,
        created=note.timestamp(OrderKey.CREATED),
    )


def encode_webhook(hook: str, url: str) -> dict[str, object]:
    return {WebhookKey.HOOK: hook, WebhookKey.URL: url}


def _webhook_id(body: Reader) -> str:
    raw = body.field(WebhookKey.ID).raw
    return str(body.integer(WebhookKey.ID)) if isinstance(raw, int) else body.text(WebhookKey.ID)


def decode_webhooks(body: Reader) -> list[WebhookSubscription]:
    return [
        WebhookSubscription(id=_webhook_id(item), hook=item.text(WebhookKey.HOOK), url=item.text(WebhookKey.URL))
        for item in unwrap(body).field(Envelope.WEBHOOK_SUBSCRIPTIONS).items()
    ]


def decode_webhook_created(body: Reader, hook: str, url: str) -> WebhookSubscription:
    """`data.ids[0].id`: the subscription just made (the answer repeats neither hook nor url)."""
    first = next(iter(unwrap(body).field(Envelope.IDS).items()), None)
    if first is None:
        raise body.fail("holds no id")
    return WebhookSubscription(id=_webhook_id(first), hook=hook, url=url)


def decode_status_changes(body: Reader) -> list[ShipmentStatusChange]:
    """A `shipment_status_change` delivery (`data.hooks`): each shipment's status mapped as in a read (§2)."""
    changes = []
    for item in unwrap(body).field(WebhookKey.HOOKS).items():
        status = map_status(item.integer(ShipmentKey.STATUS))
        changes.append(
            ShipmentStatusChange(
                shipment_id=item.integer(WebhookKey.SHIPMENT_ID),
                status=status.status,
                status_code=status.code,
                status_name=status.label,
                barcode=item.opt_text(ShipmentKey.BARCODE),
                reference=item.opt_text(WebhookKey.SHIPMENT_REFERENCE),
            )
        )
    return changes
