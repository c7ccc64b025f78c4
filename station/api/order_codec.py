"""Fulfilment orders, order notes and webhook subscriptions between domain models and the wire (contract §6)."""

from __future__ import annotations

import re

from station.api.decoding import Reader
from station.api.models import WebhookSubscription
from station.api.wire import ORDER_STATUS_NAMES, OrderKey, WebhookKey
from station.domain.models import Address, Order, OrderLine, OrderNote, OrderStatus, Product

# The domain keeps street and house number in one string (spec §2 Recipient); the order recipient splits them.
# The number is the part from the last run of text that starts with a digit ("Keizersgracht 1-3", "Rue X 16 bus 2").
_STREET_AND_NUMBER = re.compile(r"^(?P<street>.*?\D)\s*(?P<number>\d[^\s]*(?:\s+\D.*)?)$")


def split_street(street: str) -> tuple[str, str]:
    """("Keizersgracht", "1") from "Keizersgracht 1"; a street without a number keeps it whole."""
    match = _STREET_AND_NUMBER.match(street.strip())
    if match is None:
        return street.strip(), ""
    return match.group("street").strip(), match.group("number").strip()


def encode_order(order: Order) -> dict[str, object]:
    street, number = split_street(order.recipient.street)
    body: dict[str, object] = {
        OrderKey.EXTERNAL_IDENTIFIER: order.external_identifier,
        OrderKey.RECIPIENT: {
            OrderKey.COUNTRY: order.recipient.country,
            OrderKey.PERSON: order.recipient.name,
            OrderKey.STREET: street,
            OrderKey.NUMBER: number,
            OrderKey.POSTAL_CODE: order.recipient.postal_code,
            OrderKey.CITY: order.recipient.city,
            OrderKey.EMAIL: order.recipient.email,
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
    if order.delivery_selection is not None:
        body[OrderKey.DELIVERY_SELECTION] = order.delivery_selection
    return body


def encode_note(note: str, author: str) -> dict[str, object]:
    return {OrderKey.NOTE: note, OrderKey.AUTHOR: author}


_BY_STATUS_NAME = {name: status for status, name in ORDER_STATUS_NAMES.items()}


def order_status_name(status: OrderStatus) -> str:
    return ORDER_STATUS_NAMES[status]


def decode_order(body: Reader) -> Order:
    body.as_object()
    recipient = body.field(OrderKey.RECIPIENT).as_object()
    street = " ".join(
        part for part in (recipient.opt_text(OrderKey.STREET), recipient.opt_text(OrderKey.NUMBER)) if part
    )
    selection = body.field(OrderKey.DELIVERY_SELECTION)
    if selection.raw is not None:
        selection.as_object()
    return Order(
        external_identifier=body.opt_text(OrderKey.EXTERNAL_IDENTIFIER),
        recipient=Address(
            name=recipient.opt_text(OrderKey.PERSON),
            street=street,
            postal_code=recipient.opt_text(OrderKey.POSTAL_CODE),
            city=recipient.opt_text(OrderKey.CITY),
            country=recipient.opt_text(OrderKey.COUNTRY),
            email=recipient.opt_text(OrderKey.EMAIL),
        ),
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
        status=body.parsed(OrderKey.STATUS, _parse_order_status) if body.has(OrderKey.STATUS) else OrderStatus.OPEN,
        delivery_selection=dict(selection.raw) if isinstance(selection.raw, dict) else None,
        created=body.timestamp(OrderKey.CREATED),
    )


def decode_orders(body: Reader) -> list[Order]:
    return [decode_order(item) for item in body.field(OrderKey.ORDERS).items()]


def decode_note(body: Reader) -> OrderNote:
    return OrderNote(
        order_uuid=body.text(OrderKey.ORDER_UUID),
        note=body.text(OrderKey.NOTE),
        author=body.opt_text(OrderKey.AUTHOR),
        uuid=body.opt_text(OrderKey.UUID) or None,
        created=body.timestamp(OrderKey.CREATED),
    )


def encode_webhook(hook: str, url: str) -> dict[str, object]:
    return {WebhookKey.HOOK: hook, WebhookKey.URL: url}


def decode_webhook(body: Reader) -> WebhookSubscription:
    identifier = body.field(WebhookKey.ID)
    raw_id = identifier.raw
    # The contract does not fix the id's type; an integer or a string both identify the subscription.
    webhook_id = str(identifier.as_int()) if isinstance(raw_id, int) else identifier.as_str()
    return WebhookSubscription(id=webhook_id, hook=body.text(WebhookKey.HOOK), url=body.text(WebhookKey.URL))


def decode_webhooks(body: Reader) -> list[WebhookSubscription]:
    return [decode_webhook(item) for item in body.field(WebhookKey.WEBHOOK_SUBSCRIPTIONS).items()]


def _parse_order_status(text: str) -> OrderStatus:
    if text not in _BY_STATUS_NAME:
        raise ValueError(text)
    return _BY_STATUS_NAME[text]
