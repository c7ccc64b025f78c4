"""Every response parser of station.api under hypothesis: any JSON (wrong types, missing keys, nulls, huge numbers,
nested garbage, or a valid answer with parts broken) gives a value or a ServiceError, never another exception."""

from __future__ import annotations

import asyncio
import json
import math
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from station.api import ApiKeyAuth, ClientSettings, PrintingClient, RetryPolicy, ShippingClient
from station.api.decoding import Reader, json_body
from station.api.errors import ServiceError, error_from_response, parse_retry_after
from station.api.order_codec import decode_note, decode_order, decode_orders, decode_webhook, decode_webhooks
from station.api.printing_codec import (
    decode_credentials,
    decode_printer_group,
    decode_printer_groups,
    decode_printers,
    decode_renamed,
    decode_status,
)
from station.api.shipment_codec import (
    decode_label_link,
    decode_shipment,
    decode_shipment_list,
    decode_shipment_page,
    decode_track_traces,
)
from station.api.tokens import read_token_pair
from station.domain.models import Order, OrderLine, Product
from tests.api.drafts import NL_RECIPIENT, nl_draft
from tests.helpers.fuzz import broken, json_values, scalars, scrambled

# --- valid answers, spelled as the contract spells them --------------------------------------------------------

SHIPMENT = {
    "id": 17,
    "carrier": "postnl",
    "reference": "WEB-1",
    "status": "pending",
    "status_code": 1,
    "recipient": {
        "name": "J. Jansen",
        "street": "Keizersgracht 1",
        "postal_code": "1015CC",
        "city": "Amsterdam",
        "country": "NL",
        "email": "j@example.org",
        "phone": "0612345678",
    },
    "sender": {"name": "Shop", "street": "Damrak 1", "postal_code": "1012LG", "city": "Amsterdam", "country": "NL"},
    "options": {"package_type": "package", "delivery_type": "standard", "signature": True, "insurance": 50000},
    "pickup_location": {
        "locationCode": "L1",
        "retailNetworkId": "PNPNL-01",
        "locationName": "Shop",
        "street": "S",
        "number": "1",
        "postalCode": "1015CC",
        "city": "A",
        "cc": "NL",
        "latitude": 52.1,
        "longitude": 4.9,
        "openingHours": {"monday": [{"from": "09:00", "to": "17:00"}]},
    },
    "physical_properties": {"weight": 1200},
    "label_description": "desk 4",
    "secondary_shipments": 0,
    "barcode": "3SABCD1234567",
    "tracking_url": "https://track/x",
    "label_url": "https://x/pdfs/t",
    "created": "2024-05-01 10:00:00",
    "modified": "2024-05-01T10:00:00+02:00",
    "parent_id": None,
    "multi_collo_main_id": None,
    "qr_url": None,
}
ORDER = {
    "uuid": "0b6c1b8e-0000-4000-8000-000000000001",
    "external_identifier": "WEB-1",
    "status": "open",
    "created": "2024-05-01 10:00:00",
    "recipient": {
        "cc": "NL",
        "person": "J. Jansen",
        "street": "Keizersgracht",
        "number": "1",
        "postal_code": "1015CC",
        "city": "Amsterdam",
        "email": "j@example.org",
    },
    "order_lines": [{"quantity": 2, "product": {"sku": "SKU-1", "name": "Mug", "ean": "8712345678906"}}],
    "delivery_selection": {"carrier": "postnl", "delivery_type": "standard"},
}
TRACK = {
    "shipment_id": 17,
    "barcode": "3S1",
    "tracking_url": "https://t",
    "status": {"current": "delivered", "code": 7, "final": True},
    "history": [
        {
            "code": 7,
            "status": "delivered",
            "description": "Delivered",
            "time": "2024-05-02 12:00:00",
            "location": "Amsterdam",
        }
    ],
}
GROUP = {
    "id": "g1",
    "name": "Desk",
    "shopIds": ["1001"],
    "createdAt": "2024-05-01T10:00:00Z",
    "assignments": [{"format": "A6", "printerId": "p1"}],
}

PARSERS: dict[str, tuple[Callable[[Reader], object], object]] = {
    "shipment": (decode_shipment, SHIPMENT),
    "shipment list": (decode_shipment_list, {"shipments": [SHIPMENT]}),
    "shipment page": (
        lambda body: decode_shipment_page(body, requested_size=30),
        {"shipments": [SHIPMENT], "page": 1, "size": 30, "total": 1},
    ),
    "label link": (decode_label_link, {"url": "https://x/pdfs/t", "expires_at": "2024-05-01 10:10:00"}),
    "track traces": (decode_track_traces, {"track_traces": [TRACK]}),
    "order": (decode_order, ORDER),
    "orders": (decode_orders, {"orders": [ORDER], "page": 1, "size": 30, "total": 1}),
    "note": (
        decode_note,
        {
            "uuid": "n1",
            "order_uuid": ORDER["uuid"],
            "note": "fragile",
            "author": "desk 4",
            "created": "2024-05-01 10:00:00",
        },
    ),
    "webhook": (decode_webhook, {"id": 7, "hook": "shipment_status_change", "url": "https://x/hook"}),
    "webhooks": (decode_webhooks, {"webhook_subscriptions": [{"id": "7", "hook": "h", "url": "https://x"}]}),
    "printer group": (decode_printer_group, GROUP),
    "printer groups": (decode_printer_groups, {"results": [GROUP]}),
    "printers": (decode_printers, {"results": [{"id": "p1", "name": "Zebra", "formats": ["A6", "A4"]}]}),
    "printing status": (decode_status, {"status": "READY"}),
    "credentials": (decode_credentials, {"credentials": {"email": "a@b", "password": "pw"}}),
    "renamed": (lambda body: decode_renamed(body, "g1"), {"id": "g1", "name": "Desk"}),
}


# --- strategies -------------------------------------------------------------------------------------------------


def _decode(parser: Callable[[Reader], object], value: object) -> None:
    """The property: a value, or a ServiceError (MalformedResponse) — anything else is a bug."""
    # The answer goes through real JSON text first, as it would on the wire (NaN and Infinity included).
    text = json.dumps(value)
    response = httpx.Response(200, content=text.encode())
    try:
        parser(json_body(response, what="GET /fuzz"))
    except ServiceError:
        pass


FUZZ = settings(max_examples=100, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
# The error mapping is cheap and reads many members; it gets more examples.
FUZZ_MORE = settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.parametrize("name", sorted(PARSERS))
def test_the_valid_example_decodes(name: str) -> None:
    parser, example = PARSERS[name]
    assert parser(json_body(httpx.Response(200, json=example), what="GET /fuzz")) is not None


@pytest.mark.parametrize("name", sorted(PARSERS))
@FUZZ
@given(data=st.data())
def test_a_broken_valid_answer_is_decoded_or_malformed(name: str, data: st.DataObject) -> None:
    parser, example = PARSERS[name]
    _decode(parser, data.draw(broken(example)))


@pytest.mark.parametrize("name", sorted(PARSERS))
@FUZZ
@given(data=st.data())
def test_a_scrambled_valid_answer_is_decoded_or_malformed(name: str, data: st.DataObject) -> None:
    parser, example = PARSERS[name]
    _decode(parser, data.draw(scrambled(example)))


@pytest.mark.parametrize("name", sorted(PARSERS))
@FUZZ
@given(value=json_values)
def test_arbitrary_json_is_decoded_or_malformed(name: str, value: object) -> None:
    parser, _example = PARSERS[name]
    _decode(parser, value)


@FUZZ
@given(
    content=st.binary(max_size=200) | json_values.map(lambda v: json.dumps(v).encode()),
    cut=st.integers(min_value=0, max_value=400),
)
def test_any_bytes_are_json_or_malformed(content: bytes, cut: int) -> None:
    for body in (content, content[:cut]):  # whole, and truncated anywhere
        try:
            json_body(httpx.Response(200, content=body), what="GET /fuzz")
        except ServiceError:
            pass


# --- error bodies and token answers --------------------------------------------------------------------------

ERROR_BODY = {
    "message": "Postal code not valid",
    "request_id": "r-1",
    "errors": [
        {"status": 422, "code": 3505, "title": "Invalid", "message": "Postal code", "fields": ["recipient.postal_code"]}
    ],
}
# The contract's error body with every member of any type: the shape that reaches deepest into the mapping.
error_entries = st.fixed_dictionaries(
    {},
    optional=dict.fromkeys(("status", "code", "title", "message"), scalars)
    | {"fields": st.lists(scalars, max_size=3) | scalars},
)
error_bodies = (
    st.builds(
        lambda entries, message, request_id, oauth: json.dumps(
            {"errors": entries, "message": message, "request_id": request_id, "error": oauth}
        ).encode(),
        st.lists(error_entries, max_size=3),
        scalars,
        scalars,
        scalars,
    )
    | json_values.map(lambda v: json.dumps(v).encode())
    | broken(ERROR_BODY).map(lambda v: json.dumps(v).encode())
    | broken({"error": "invalid_client"}).map(lambda v: json.dumps(v).encode())
    | st.binary(max_size=120)
    | st.sampled_from([b"<html><body>502 Bad Gateway</body></html>", b"", b"{", b"null"])
)
retry_after = (
    st.none()
    | st.text(max_size=40)
    | st.sampled_from(
        [
            "0",
            "-5",
            "1e400",
            "nan",
            "inf",
            "Wed, 21 Oct 2015 07:28:00 GMT",
            "Wed, 99 Oct 2015 07:28:00 GMT",
            "Mon, 01 Jan 0001 00:00:00 GMT",
            "9" * 400,
        ]
    )
)


@FUZZ_MORE
@given(status=st.integers(min_value=400, max_value=599), content=error_bodies, header=retry_after)
def test_any_error_answer_maps_to_a_service_error(status: int, content: bytes, header: str | None) -> None:
    headers = {"Retry-After": header} if header is not None else {}
    try:
        response = httpx.Response(status, content=content, headers=headers)
    except (ValueError, UnicodeEncodeError):  # httpx itself refuses such a header: not an answer we can get
        return
    error = error_from_response(response)
    assert isinstance(error, ServiceError) and str(error)
    assert error.operator_message
    retry = getattr(error, "retry_after", None)
    assert retry is None or (retry >= 0 and not math.isnan(retry))


@FUZZ_MORE
@given(value=st.none() | st.text(max_size=60))
def test_retry_after_is_a_wait_or_nothing(value: str | None) -> None:
    seconds = parse_retry_after(value)
    assert seconds is None or (seconds >= 0 and not math.isnan(seconds))


@FUZZ
@given(
    status=st.sampled_from([200, 201, 400, 401, 500, 502]),
    body=st.one_of(
        json_values,
        broken(
            {
                "access_token": "a",
                "refresh_token": "r",
                "expires_in": 3600,
                "scope": "shipments.read",
                "token_type": "bearer",
            }
        ),
    ),
)
def test_any_token_answer_is_a_pair_or_a_service_error(status: int, body: object) -> None:
    response = httpx.Response(status, content=json.dumps(body).encode())
    try:
        pair = read_token_pair(response, what="POST token")
    except ServiceError:
        return
    assert pair.expires_in >= 0 and not math.isnan(pair.expires_in) and pair.expires_at >= pair.received_at


# --- the whole client: every method that reads an answer, over MockTransport ----------------------------------


async def _no_sleep(seconds: float) -> None:
    pass


def _shipping(answer: Callable[[httpx.Request], httpx.Response]) -> ShippingClient:
    settings_ = ClientSettings(
        transport=httpx.MockTransport(answer), retry=RetryPolicy(sleep=_no_sleep, max_attempts=1)
    )
    return ShippingClient("https://api.test", ApiKeyAuth("sandbox-nl"), settings_, pre_validate=False)


def _printing(answer: Callable[[httpx.Request], httpx.Response]) -> PrintingClient:
    settings_ = ClientSettings(
        transport=httpx.MockTransport(answer), retry=RetryPolicy(sleep=_no_sleep, max_attempts=1)
    )
    return PrintingClient("https://printing.test/v1", ApiKeyAuth("sandbox-nl"), settings_)


async def _collect(iterator: Any) -> list[object]:
    return [item async for item in iterator]


ORDER_DOMAIN = Order(
    external_identifier="WEB-1", recipient=NL_RECIPIENT, lines=(OrderLine(1, Product("SKU-1", "Mug")),)
)
CALLS: dict[str, tuple[Callable[[Any], Any], object]] = {
    "get_shipment": (lambda c: c.get_shipment(1), SHIPMENT),
    "create_shipment": (lambda c: c.create_shipment(nl_draft("F-1")), SHIPMENT),
    "create_shipments": (
        lambda c: c.create_shipments([nl_draft("F-1"), nl_draft("F-2")]),
        {"shipments": [SHIPMENT, SHIPMENT]},
    ),
    "list_shipments": (
        lambda c: _collect(c.list_shipments()),
        {"shipments": [SHIPMENT], "page": 1, "size": 30, "total": 1},
    ),
    "find_by_reference": (lambda c: c.find_by_reference("WEB-1"), {"shipments": [SHIPMENT], "total": 1}),
    "create_return": (lambda c: c.create_return(17), {**SHIPMENT, "parent_id": 16}),
    "label_link": (lambda c: c.label_link([1]), {"url": "https://x/pdfs/t", "expires_at": "2024-05-01 10:10:00"}),
    "print_labels_link": (lambda c: c.print_labels_link([1]), {"url": "https://x/pdfs/t"}),
    "track": (lambda c: c.track([17]), {"track_traces": [TRACK]}),
    "create_order": (lambda c: c.create_order(ORDER_DOMAIN), ORDER),
    "get_order": (lambda c: c.get_order("u"), ORDER),
    "list_orders": (lambda c: _collect(c.list_orders()), {"orders": [ORDER], "page": 1, "size": 30, "total": 1}),
    "add_order_note": (lambda c: c.add_order_note("u", "n", "a"), {"uuid": "n1", "order_uuid": "u", "note": "n"}),
    "webhooks": (lambda c: c.webhooks(), {"webhook_subscriptions": [{"id": 7, "hook": "h", "url": "https://x"}]}),
    "create_webhook": (lambda c: c.create_webhook("h", "https://x"), {"id": 7, "hook": "h", "url": "https://x"}),
    "obtain_token": (
        lambda c: c.obtain_token("id", "secret"),
        {"access_token": "a", "refresh_token": "r", "expires_in": 3600},
    ),
    "refresh_token": (lambda c: c.refresh_token("r"), {"access_token": "a", "refresh_token": "r2"}),
}
PRINTING_CALLS: dict[str, tuple[Callable[[Any], Any], object]] = {
    "printer_groups": (lambda p: p.printer_groups(), {"results": [GROUP]}),
    "printers": (lambda p: p.printers(), {"results": [{"id": "p1", "name": "Z", "formats": ["A6"]}]}),
    "status": (lambda p: p.status(), {"status": "READY"}),
    "create_printer_group": (lambda p: p.create_printer_group("Desk", ["1001"]), GROUP),
    "rename_printer_group": (lambda p: p.rename_printer_group("g1", "Desk"), {"id": "g1", "name": "Desk"}),
    "enable_direct_printing": (lambda p: p.enable_direct_printing(), {"credentials": {"email": "a", "password": "b"}}),
}


def _run_client_call(
    make: Callable[[Callable[[httpx.Request], httpx.Response]], Any],
    call: Callable[[Any], Any],
    body: object,
    status: int,
) -> None:
    pages = 0

    def answer(request: httpx.Request) -> httpx.Response:
        nonlocal pages
        pages += 1
        # Lists page on while the answer says there is more; from page 2 on the service has nothing left.
        content = json.dumps(body if pages == 1 else {}).encode()
        return httpx.Response(status, content=content)

    async def run() -> None:
        async with make(answer) as client:
            try:
                await call(client)
            except ServiceError:
                pass

    asyncio.run(run())


@pytest.mark.parametrize("name", sorted(CALLS))
@FUZZ
@given(data=st.data(), status=st.sampled_from([200, 201]))
def test_every_shipping_call_decodes_or_raises_a_service_error(name: str, data: st.DataObject, status: int) -> None:
    call, example = CALLS[name]
    _run_client_call(_shipping, call, data.draw(scrambled(example) | broken(example)), status)


@pytest.mark.parametrize("name", sorted(PRINTING_CALLS))
@FUZZ
@given(data=st.data())
def test_every_printing_call_decodes_or_raises_a_service_error(name: str, data: st.DataObject) -> None:
    call, example = PRINTING_CALLS[name]
    _run_client_call(_printing, call, data.draw(scrambled(example) | broken(example)), 200)
