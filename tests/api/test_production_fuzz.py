"""The production profile's parsers under hypothesis: any answer (the real shapes broken or scrambled at any depth,
unknown statuses and fields, arbitrary JSON) gives domain models or a ServiceError, never another exception; the
error mapping gives a ServiceError for any body."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from station.api import ClientSettings, RetryPolicy
from station.api.auth import ApiKeyAuth
from station.api.decoding import Reader, json_body
from station.api.errors import ServiceError
from station.api.production import names
from station.api.production.client import ProductionShippingClient
from station.api.production.codec import (
    decode_created,
    decode_label_link,
    decode_shipment_page,
    decode_shipments,
    decode_track_traces,
)
from station.api.production.errors import production_error
from station.api.production.order_codec import (
    decode_note,
    decode_orders,
    decode_status_changes,
    decode_webhook_created,
    decode_webhooks,
)
from station.domain.models import Order, OrderLine, Product
from tests.api import production_bodies as bodies
from tests.api.drafts import NL_RECIPIENT, nl_draft
from tests.helpers.fuzz import ODD_TEXT, broken, numeric_text, scrambled


def _names() -> list[str]:
    found: set[str] = set()
    for holder in vars(names).values():
        if isinstance(holder, type) and holder.__module__ == names.__name__:
            found.update(value for value in vars(holder).values() if isinstance(value, str))
    return sorted(found)


NAMES = _names()
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.integers(min_value=-5, max_value=40),  # statuses, carriers, package and delivery types, known and not
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    numeric_text,
    st.sampled_from(NAMES),
    st.sampled_from(ODD_TEXT),
)
json_values = st.recursive(
    scalars,
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(st.sampled_from(NAMES) | st.text(max_size=6), children, max_size=6)
    ),
    max_leaves=30,
)

PARSERS: dict[str, tuple[Callable[[Reader], object], object]] = {
    "read": (decode_shipments, bodies.READ_ANSWER),
    "search": (lambda body: decode_shipment_page(body, page=1, requested_size=30), bodies.SEARCH_ANSWER),
    "multi-collo": (decode_shipments, bodies.MULTI_COLLO_ANSWER),
    "created ids": (decode_created, bodies.CREATE_IDS_ANSWER),
    "created full": (decode_created, bodies.CREATE_FULL_ANSWER),
    "direct print job": (decode_created, bodies.DIRECT_PRINT_JOB),
    "label link": (lambda body: decode_label_link(body, "https://api.test"), bodies.LABEL_LINK_PATH),
    "bulk link": (lambda body: decode_label_link(body, "https://api.test"), bodies.LABEL_LINK_BULK_LIST),
    "tracking": (decode_track_traces, bodies.TRACKING_ANSWER),
    "orders": (decode_orders, bodies.ORDER_ANSWER),
    "note": (lambda body: decode_note(body, "u"), bodies.NOTE_ANSWER),
    "webhooks": (decode_webhooks, bodies.WEBHOOKS_ANSWER),
    "webhook created": (lambda body: decode_webhook_created(body, "h", "https://x"), bodies.WEBHOOK_CREATED),
    "status change delivery": (decode_status_changes, bodies.WEBHOOK_DELIVERY),
}
FUZZ = settings(max_examples=100, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _decode(parser: Callable[[Reader], object], value: object) -> None:
    response = httpx.Response(200, content=json.dumps(value).encode())
    try:
        parser(json_body(response, what="GET /fuzz"))
    except ServiceError:
        pass


@pytest.mark.parametrize("name", sorted(PARSERS))
def test_the_real_shape_decodes(name: str) -> None:
    parser, example = PARSERS[name]
    assert parser(json_body(httpx.Response(200, json=example), what="GET /fuzz"))


@pytest.mark.parametrize("name", sorted(PARSERS))
@FUZZ
@given(data=st.data())
def test_a_broken_or_scrambled_answer_is_decoded_or_malformed(name: str, data: st.DataObject) -> None:
    parser, example = PARSERS[name]
    _decode(parser, data.draw(broken(example) | scrambled(example)))


@pytest.mark.parametrize("name", sorted(PARSERS))
@FUZZ
@given(value=json_values)
def test_arbitrary_json_is_decoded_or_malformed(name: str, value: object) -> None:
    _decode(PARSERS[name][0], value)


@FUZZ
@given(
    status=st.integers(min_value=0, max_value=60), extra=st.dictionaries(st.text(max_size=8), json_values, max_size=3)
)
def test_any_status_and_unknown_fields_give_a_shipment(status: int, extra: dict[str, object]) -> None:
    """Unknown statuses and fields are tolerated: the shipment still decodes."""
    shipment = {**extra, **bodies.SHIPMENT_WITH_POINTS, "status": status}
    content = json.dumps({"data": {"shipments": [shipment]}}).encode()
    [decoded] = decode_shipments(json_body(httpx.Response(200, content=content), what="x"))
    assert decoded.id == 500120001


ERROR_EXAMPLES = [
    bodies.FLAT_ERROR,
    bodies.FLAT_SHORT_ERROR,
    bodies.KEYED_ERROR,
    bodies.KEYED_ERROR_ONE_ITEM,
    bodies.PROBLEM_ERROR,
    bodies.PAYMENT_INSTRUCTIONS,
]
error_bodies = (
    st.sampled_from(ERROR_EXAMPLES)
    .flatmap(lambda example: broken(example) | scrambled(example))
    .map(lambda value: json.dumps(value).encode())
    | json_values.map(lambda value: json.dumps(value).encode())
    | st.binary(max_size=120)
    | st.sampled_from([b"<html><title>502</title></html>", b"", b"{"])
)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(status=st.integers(min_value=400, max_value=599), content=error_bodies)
def test_any_error_answer_maps_to_a_service_error(status: int, content: bytes) -> None:
    mapped = production_error(httpx.Response(status, content=content))
    assert isinstance(mapped, ServiceError) and str(mapped) and mapped.operator_message


# --- the whole client over MockTransport: every reading method ----------------------------------------------------


async def _no_sleep(seconds: float) -> None:
    pass


async def _collect(iterator: Any) -> list[object]:
    return [item async for item in iterator]


ORDER = Order("VK-1", NL_RECIPIENT, (OrderLine(1, Product("S", "Mug")),))
# (call, answer to a POST, answer to a GET)
CALLS: dict[str, tuple[Callable[[Any], Any], object, object]] = {
    "get_shipment": (lambda c: c.get_shipment(500120001), {}, bodies.READ_ANSWER),
    "create_shipment": (
        lambda c: c.create_shipment(nl_draft("VK-2060")),
        {"data": {"ids": [{"id": 500120001, "reference_identifier": "VK-2060"}]}},
        bodies.READ_ANSWER,
    ),
    "list_shipments": (lambda c: _collect(c.list_shipments()), {}, bodies.SEARCH_ANSWER),
    "find_by_reference": (lambda c: c.find_by_reference("VK-2041"), {}, bodies.SEARCH_ANSWER),
    "create_return": (lambda c: c.create_return(500120001), {"data": {"ids": [{"id": 500120001}]}}, bodies.READ_ANSWER),
    "label_link": (lambda c: c.label_link([1]), {}, bodies.LABEL_LINK_PATH),
    "track": (lambda c: c.track([500120001]), {}, bodies.TRACKING_ANSWER),
    "create_order": (lambda c: c.create_order(ORDER), bodies.ORDER_ANSWER, {}),
    "list_orders": (lambda c: _collect(c.list_orders()), {}, bodies.ORDER_ANSWER),
    "add_order_note": (lambda c: c.add_order_note("u", "n", "desk"), bodies.NOTE_ANSWER, {}),
    "webhooks": (lambda c: c.webhooks(), {}, bodies.WEBHOOKS_ANSWER),
    "create_webhook": (lambda c: c.create_webhook("h", "https://x"), bodies.WEBHOOK_CREATED, {}),
}


@pytest.mark.parametrize("name", sorted(CALLS))
@FUZZ
@given(data=st.data())
def test_every_call_decodes_or_raises_a_service_error(name: str, data: st.DataObject) -> None:
    call, post_answer, get_answer = CALLS[name]
    post_body = data.draw(scrambled(post_answer) | broken(post_answer))
    get_body = data.draw(scrambled(get_answer) | broken(get_answer))
    gets = 0

    def answer(request: httpx.Request) -> httpx.Response:
        nonlocal gets
        if request.method == "POST":
            return httpx.Response(200, content=json.dumps(post_body).encode())
        gets += 1
        # A list pages on while the answer says there is more; from the second page on the service has nothing.
        return httpx.Response(200, content=json.dumps(get_body if gets == 1 else {"data": {}}).encode())

    async def run() -> None:
        settings_ = ClientSettings(
            transport=httpx.MockTransport(answer), retry=RetryPolicy(sleep=_no_sleep, max_attempts=1)
        )
        async with ProductionShippingClient(
            "https://api.test", ApiKeyAuth("k"), settings_, pre_validate=False
        ) as client:
            try:
                await call(client)
            except ServiceError:
                pass

    asyncio.run(run())
