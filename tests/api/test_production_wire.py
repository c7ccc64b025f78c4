"""The production profile's codecs on bodies in the production service's exact shapes (tests/api/production_bodies):
every answer shape decodes to the domain's models, and create and return requests match the golden requests field by
field."""

from __future__ import annotations

import logging
from datetime import datetime

import httpx
import pytest

from station.api.decoding import Reader, json_body
from station.api.errors import (
    AccountNotActive,
    ApiBackendError,
    Conflict,
    InvalidConsignment,
    MissingField,
    NoConsignmentFound,
    RateLimited,
    Unauthenticated,
    ValidationFailed,
)
from station.api.production.codec import (
    decode_created,
    decode_label_link,
    decode_shipment_page,
    decode_shipments,
    decode_track_traces,
    encode_draft,
    encode_return,
    join_street,
    map_status,
    split_street,
    wrap,
)
from station.api.production.errors import (
    AccountNotActivated,
    PaymentRequired,
    ShipmentLimitExceeded,
    production_error,
)
from station.api.production.names import MediaType
from station.api.production.order_codec import (
    decode_note,
    decode_orders,
    decode_status_changes,
    decode_webhook_created,
    decode_webhooks,
    encode_note,
    encode_order,
    encode_webhook,
)
from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption, ShipmentStatus
from station.domain.models import (
    Address,
    Order,
    OrderLine,
    OrderStatus,
    PickupLocation,
    Product,
    Shipment,
    ShipmentDraft,
    ShipmentOptions,
)
from station.services.errors import describe
from tests.api import production_bodies as bodies


def read(body: object) -> Reader:
    return json_body(httpx.Response(200, json=body), what="GET /test")


# --- shipments --------------------------------------------------------------------------------------------------


def test_a_shipment_with_a_pickup_and_a_drop_off_point_decodes_to_the_domain() -> None:
    [shipment] = decode_shipments(read(bodies.READ_ANSWER))
    assert shipment.id == 500120001 and shipment.reference == "VK-2041"
    assert shipment.status is ShipmentStatus.PRINTED  # 2: registered, its label exists
    assert shipment.barcode == "3SVKRM500120001"
    assert shipment.draft.carrier is Carrier.POSTNL  # carrier_id
    recipient = shipment.draft.recipient
    assert (recipient.name, recipient.street, recipient.postal_code, recipient.city, recipient.country) == (
        "Sanne de Wit",
        "Oudegracht 158A",
        "3511AZ",
        "Utrecht",
        "NL",
    )
    assert shipment.draft.sender is not None and shipment.draft.sender.street == "Diezerstraat 41"
    options = shipment.draft.options
    assert options.package_type is PackageType.PACKAGE and options.delivery_type is DeliveryType.PICKUP
    assert options.flags == frozenset({ShipmentOption.SIGNATURE})  # 0/1 flags, the zeros off
    assert options.insurance == 25000  # {amount, currency}
    assert shipment.draft.label_description == "bestelling 2041"  # inside options in this format
    pickup = shipment.draft.pickup_location
    assert pickup is not None and (pickup.location_code, pickup.location_name, pickup.retail_network_id) == (
        "163502",
        "Primera Twijnstraat",
        "PNPNL-01",
    )
    assert (pickup.street, pickup.number, pickup.postal_code, pickup.country) == ("Twijnstraat", "21", "3511 ZJ", "NL")
    assert shipment.draft.weight_grams == 2300
    assert shipment.tracking_url == bodies.SHIPMENT_WITH_POINTS["link_consumer_portal"]
    assert shipment.label_url == "" and shipment.parent_id is None and shipment.multi_collo_main_id is None
    assert shipment.created is not None and shipment.created.hour == 14
    assert shipment.modified is not None and shipment.modified.second == 19  # with .ffffff


def test_the_search_answer_reads_in_both_envelopes() -> None:
    for answer in (bodies.SEARCH_ANSWER, {"data": {"shipments": [bodies.SHIPMENT_WITH_POINTS], "results": 1}}):
        page = decode_shipment_page(read(answer), page=1, requested_size=30)
        assert [s.id for s in page.shipments] == [500120001] and page.total == 1 and page.is_last


def test_a_page_is_read_by_the_size_the_answer_names_200_or_300() -> None:
    """production-wire row 60: the page size is 200 or 300 depending on the source; the answer's own `size` decides
    where the last page is, whatever was asked for."""
    shipments = [{**bodies.SHIPMENT_WITH_POINTS, "id": 500200000 + n} for n in range(300)]
    first = {"data": {"shipments": shipments, "page": 1, "size": 300, "results": 450}}
    page = decode_shipment_page(read(first), page=1, requested_size=200)
    assert (len(page.shipments), page.size, page.is_last) == (300, 300, False)
    second = {"data": {"search_results": {"shipments": shipments[:150], "page": 2, "size": 300, "results": 450}}}
    page = decode_shipment_page(read(second), page=2, requested_size=200)
    assert (len(page.shipments), page.is_last) == (150, True)
    # An answer that names no size is read by the size asked for.
    page = decode_shipment_page(
        read({"data": {"shipments": shipments[:200], "results": 450}}), page=1, requested_size=200
    )
    assert (page.size, page.is_last) == (200, False)


def test_a_concept_has_no_barcode_yet_and_a_built_tracking_url_only_with_one() -> None:
    [concept] = decode_shipments(read({"data": {"shipments": [bodies.CONCEPT]}}))
    assert concept.status is ShipmentStatus.PENDING and concept.barcode == "" and concept.tracking_url == ""
    assert concept.draft.pickup_location is None


def test_a_multi_collo_answer_counts_its_follow_up_parcels() -> None:
    [main] = decode_shipments(read(bodies.MULTI_COLLO_ANSWER))
    assert main.id == 500130010 and main.draft.secondary_shipments == 2
    assert main.multi_collo_main_id is None  # the main names itself; the domain names only follow-ups' main
    assert main.draft.options.insurance == 50000
    # Street and number come split without a suffix: joined as the domain keeps them.
    assert main.draft.recipient.street == "Vismarkt 7"


def test_create_answers_in_both_forms_give_ids_in_request_order() -> None:
    ids = decode_created(read(bodies.CREATE_IDS_ANSWER))
    assert ids.ids == (500140001, 500140002) and ids.references == ("VK-2060", "") and ids.shipments == ()
    full = decode_created(read(bodies.CREATE_FULL_ANSWER))
    assert full.ids == (500120002,) and full.shipments[0].status is ShipmentStatus.PENDING
    at_create = decode_created(read(bodies.LABEL_AT_CREATE))
    assert at_create.ids == (500150001,)
    for direct in (bodies.DIRECT_PRINT_IDS, bodies.DIRECT_PRINT_JOB):  # the two readings of a direct print
        assert decode_created(read(direct)).ids == (500150002,)
    assert decode_created(read(bodies.DIRECT_PRINT_JOB)).references == ("",)


def test_every_label_link_form_gives_an_absolute_url() -> None:
    base = "https://api.myparcel.nl"
    assert decode_label_link(read(bodies.LABEL_LINK_ABSOLUTE), base).url == (
        "https://api.myparcel.nl/pdfs/7f3e9a1c2b4d6e8f0a1b2c3d4e5f6a7b"
    )
    assert decode_label_link(read(bodies.LABEL_LINK_PATH), base).url == (
        "https://api.myparcel.nl/pdfs/7f3e9a1c2b4d6e8f0a1b2c3d4e5f6a7b"
    )
    for bulk in (bodies.LABEL_LINK_BULK_OBJECT, bodies.LABEL_LINK_BULK_LIST):
        link = decode_label_link(read(bulk), base + "/")
        assert link.url == "https://api.myparcel.nl/pdfs/e0d1c2b3a4958677" and link.expires_at is None
    assert decode_label_link(read(bodies.LABEL_AT_CREATE), base).url.endswith("/pdfs/1122334455667788")


# --- tracking ---------------------------------------------------------------------------------------------------


def test_tracking_with_a_location_and_a_status_outside_the_contracts_six() -> None:
    [trace] = decode_track_traces(read(bodies.TRACKING_ANSWER))
    assert trace.shipment_id == 500120001
    assert trace.status_code == 5 and trace.status_name == "out for delivery"
    assert trace.status is ShipmentStatus.HANDED_OVER and not trace.final
    assert trace.tracking_url.startswith("https://voskeramiek.myparcel.me/")
    assert [event.code for event in trace.history] == [5, 4, 3, 2]  # newest first, whatever order came
    assert trace.history[1].location == "Sorteercentrum Nieuwegein"
    assert trace.history[1].status == "sorting" and trace.history[0].description == "Bezorger is onderweg"
    assert trace.history[3].location == ""


@pytest.mark.parametrize(
    ("code", "status", "label"),
    [
        (1, ShipmentStatus.PENDING, "concept"),
        (2, ShipmentStatus.PRINTED, "registered"),
        (3, ShipmentStatus.HANDED_OVER, "handed to carrier"),
        (4, ShipmentStatus.HANDED_OVER, "sorting"),
        (5, ShipmentStatus.HANDED_OVER, "out for delivery"),
        (6, ShipmentStatus.HANDED_OVER, "customs"),
        (7, ShipmentStatus.DELIVERED, "delivered"),
        (8, ShipmentStatus.DELIVERED, "at pickup point"),
        (9, ShipmentStatus.DELIVERED, "picked up"),
        (10, ShipmentStatus.RETURNED, "return at pickup point"),
        (11, ShipmentStatus.RETURNED, "returned"),
        (12, ShipmentStatus.PRINTED, "letter printed"),
        (13, ShipmentStatus.CANCELLED, "credited"),
        (14, ShipmentStatus.PRINTED, "stamp printed"),
        (15, ShipmentStatus.PRINTED, "external"),
        (16, ShipmentStatus.CANCELLED, "expired"),
        (17, ShipmentStatus.CANCELLED, "cancelled"),
        (18, ShipmentStatus.PRINTED, "untracked"),
        (19, ShipmentStatus.DELIVERED, "at agreed location"),
        (34, ShipmentStatus.HANDED_OVER, "inactive out for delivery"),
    ],
)
def test_the_nineteen_statuses_and_the_inactive_copies_map_onto_the_domains(
    code: int, status: ShipmentStatus, label: str
) -> None:
    mapped = map_status(code)
    assert (mapped.code, mapped.status, mapped.label) == (code, status, label)


def test_an_unknown_status_is_logged_shown_by_number_and_not_final(caplog: pytest.LogCaptureFixture) -> None:
    unknown = {**bodies.SHIPMENT_WITH_POINTS, "status": 77, "brand_new_field": {"x": [1]}}
    with caplog.at_level(logging.WARNING, logger="station.api.production"):
        [shipment] = decode_shipments(read({"data": {"shipments": [unknown]}}))
    assert shipment.status is ShipmentStatus.HANDED_OVER and not shipment.status.final
    assert map_status(77).label == "status 77"
    assert any("unknown shipment status 77" in record.getMessage() for record in caplog.records)


def test_an_unknown_carrier_leaves_that_shipment_out_of_a_list_with_a_log_line(
    caplog: pytest.LogCaptureFixture,
) -> None:
    odd = {**bodies.SHIPMENT_WITH_POINTS, "id": 500199999, "carrier_id": 18}
    with caplog.at_level(logging.WARNING, logger="station.api.production"):
        shipments = decode_shipments(read({"data": {"shipments": [odd, bodies.SHIPMENT_WITH_POINTS]}}))
    assert [s.id for s in shipments] == [500120001]
    assert any("500199999" in record.getMessage() for record in caplog.records)


def test_true_and_false_flags_and_a_carrier_key_are_read_too() -> None:
    variant = {
        **bodies.SHIPMENT_WITH_POINTS,
        "carrier": 2,
        "options": {
            "package_type": 1,
            "delivery_type": 2,
            "signature": True,
            "only_recipient": False,
            "age_check": "1",
            "insurance": 0,
        },
    }
    del variant["carrier_id"]
    [shipment] = decode_shipments(read({"data": {"shipments": [variant]}}))
    assert shipment.draft.carrier is Carrier.BPOST
    assert shipment.draft.options.flags == frozenset({ShipmentOption.SIGNATURE, ShipmentOption.AGE_CHECK})


# --- orders, notes, webhooks --------------------------------------------------------------------------------------


def test_an_order_with_a_belgian_box_number_decodes() -> None:
    [order] = decode_orders(read(bodies.ORDER_ANSWER))
    assert order.uuid == "3c9e1f0a-7b2d-4e8f-a6c5-1d0b9e8f7a62" and order.status is OrderStatus.OPEN
    assert order.external_identifier == "VK-2080"
    assert order.recipient.street == "Meir 24 bus 3" and order.recipient.country == "BE"
    assert order.lines == (OrderLine(3, Product("KOM-BLAUW", "Kom blauw 14 cm")),)
    assert order.created == datetime.fromisoformat("2026-11-30 14:05:33+01:00")


def test_order_statuses_outside_the_domains_three_are_mapped() -> None:
    for wire_status, domain in (
        ("partially_processed", OrderStatus.OPEN),
        ("processed", OrderStatus.SHIPPED),
        ("cancelled", OrderStatus.CANCELLED),
        ("on_hold", OrderStatus.OPEN),
    ):
        answer = {"data": {"orders": [{**bodies.ORDER_ANSWER["data"]["orders"][0], "status": wire_status}]}}
        assert decode_orders(read(answer))[0].status is domain


def test_a_note_and_webhooks_decode() -> None:
    note = decode_note(read(bodies.NOTE_ANSWER), "3c9e1f0a-7b2d-4e8f-a6c5-1d0b9e8f7a62")
    assert note.note == "Graag bellen voor levering." and note.author == "webshop"
    assert note.order_uuid == "3c9e1f0a-7b2d-4e8f-a6c5-1d0b9e8f7a62" and note.uuid
    hooks = decode_webhooks(read(bodies.WEBHOOKS_ANSWER))
    assert [(h.id, h.hook) for h in hooks] == [("90311", "shipment_status_change"), ("90312", "shipment_label_created")]
    created = decode_webhook_created(read(bodies.WEBHOOK_CREATED), "order_status_change", "https://x.example/h")
    assert (created.id, created.hook, created.url) == ("90313", "order_status_change", "https://x.example/h")


def test_a_status_change_delivery_maps_its_status_as_a_read_does() -> None:
    [change] = decode_status_changes(read(bodies.WEBHOOK_DELIVERY))
    assert (change.shipment_id, change.barcode, change.reference) == (500120001, "3SVKRM500120001", "VK-2041")
    assert change.status is ShipmentStatus.HANDED_OVER and (change.status_code, change.status_name) == (
        3,
        "handed to carrier",
    )


def test_order_note_and_webhook_requests_are_wrapped() -> None:
    order = Order(
        "VK-2080",
        Address("Lotte Claes", "Meir 24 bus 3", "2000", "Antwerpen", "BE"),
        (OrderLine(3, Product("KOM-BLAUW", "Kom blauw 14 cm")),),
    )
    body = wrap("orders", [encode_order(order)])
    recipient = body["data"]["orders"][0]["shipment"]["recipient"]  # type: ignore[index]
    assert (recipient["street"], recipient["number"], recipient["box_number"], recipient["cc"]) == (
        "Meir",
        "24",
        "3",
        "BE",
    )
    assert wrap("order_notes", [encode_note("Graag bellen.", "webshop")]) == {
        "data": {"order_notes": [{"author": "webshop", "note": "Graag bellen."}]}
    }
    assert wrap("webhook_subscriptions", [encode_webhook("shipment_status_change", "https://x/h")]) == {
        "data": {"webhook_subscriptions": [{"hook": "shipment_status_change", "url": "https://x/h"}]}
    }


# --- errors -----------------------------------------------------------------------------------------------------


def error(status: int, body: object, **headers: str) -> Exception:
    return production_error(httpx.Response(status, json=body, headers=headers))


def test_the_flat_error_maps_by_status_and_keeps_the_request_id() -> None:
    mapped = error(401, bodies.FLAT_ERROR)
    assert isinstance(mapped, Unauthenticated) and mapped.code == 3000
    assert mapped.request_id == "1764511001.3f2a1b0c9d8e7"
    short = error(400, bodies.FLAT_SHORT_ERROR)
    assert isinstance(short, MissingField) and short.message == (
        "Could not get pickup locations: postal_code is required"
    )
    assert error(401, bodies.FLAT_ERROR).message == "Access Denied."


@pytest.mark.parametrize("body", [bodies.KEYED_ERROR, bodies.KEYED_ERROR_ONE_ITEM], ids=["items", "keys"])
def test_the_keyed_error_gives_every_code_and_the_contracts_field_paths(body: object) -> None:
    mapped = error(422, body)
    assert isinstance(mapped, ValidationFailed) and mapped.status == 422
    assert [detail.code for detail in mapped.details] == [3505, 3705]
    assert mapped.fields == ("recipient.postal_code", "options.receipt_code", "options.signature")
    renamed = error(
        422,
        {
            "errors": [
                {
                    "3212": {
                        "fields": [
                            "data.shipments[0].recipient.cc",
                            "data.shipments[2].recipient.number",
                            "data.shipments[0].pickup.location_code",
                            "data.shipments[0].options.label_description",
                        ]
                    }
                }
            ]
        },
    )
    # The domain's names, by which the window marks the field.
    assert renamed.fields == (
        "recipient.country",
        "recipient.street",
        "pickup_location.location_code",
        "label_description",
    )
    assert "recipient.postal_code is not a valid postal code" in mapped.message
    assert mapped.request_id == "1764511100.0e1d2c3b4a596"


def test_a_keyed_combination_error_alone_is_an_invalid_combination() -> None:
    only = {**bodies.KEYED_ERROR, "errors": [bodies.KEYED_ERROR["errors"][1]]}
    assert isinstance(error(422, only), InvalidConsignment)


def test_problem_details_map_by_status_with_the_pointer_as_field() -> None:
    mapped = error(422, bodies.PROBLEM_ERROR)
    assert isinstance(mapped, ValidationFailed) and mapped.fields == ("recipient.postal_code",)
    assert "Invalid postal code" in mapped.message


def test_codes_the_production_service_gives_another_meaning() -> None:
    def coded(status: int, code: int) -> Exception:
        return error(status, {"message": "x", "request_id": "r", "errors": [{"code": code, "message": "refused"}]})

    assert isinstance(coded(422, 3762), AccountNotActivated)
    assert "first two" in coded(422, 3762).operator_message  # type: ignore[attr-defined]
    assert isinstance(coded(403, 3716), ShipmentLimitExceeded) and isinstance(coded(403, 3716), AccountNotActive)
    assert isinstance(coded(422, 3723), Conflict)
    assert isinstance(coded(422, 9999), ValidationFailed)  # unknown code: by status
    # 3200 is an invalid page here, not a rate limit; 429 is the rate limit whatever the code.
    assert not isinstance(coded(400, 3200), RateLimited)
    assert isinstance(error(429, {}, **{"Retry-After": "7"}), RateLimited)
    assert isinstance(coded(404, 3004), NoConsignmentFound)
    # 5xx are the service's faults here, never the contract's "missing field".
    backend = coded(500, 3212)
    assert isinstance(backend, ApiBackendError) and not isinstance(backend, MissingField)


def test_a_pre_paid_accounts_402_asks_to_pay() -> None:
    mapped = error(402, bodies.PAYMENT_INSTRUCTIONS)
    assert isinstance(mapped, PaymentRequired) and mapped.status == 402
    assert "pays in advance" in mapped.operator_message
    assert describe(mapped).title == "Label not paid yet" and "pays in advance" in describe(mapped).advice


# --- golden requests --------------------------------------------------------------------------------------------

# The domain has no place for these, so Station cannot send them: the delivery date of a pickup (the service fills
# in the next possible day), the sender's company name, and references of its own for follow-up parcels.
NOT_IN_THE_DOMAIN = {"options.delivery_date", "sender.company", "secondary_shipments[0].reference_identifier"}


def flatten(value: object, prefix: str = "") -> dict[str, object]:
    """Every leaf by its path; empty strings left out (the libraries send unknown fields as "")."""
    if isinstance(value, dict):
        out: dict[str, object] = {}
        for key, member in value.items():
            out.update(flatten(member, f"{prefix}.{key}" if prefix else key))
        return out or {prefix: {}}
    if isinstance(value, list):
        out = {}
        for index, member in enumerate(value):
            out.update(flatten(member, f"{prefix}[{index}]"))
        return out or {prefix: []}
    return {} if value == "" else {prefix: value}


def test_the_create_request_matches_the_golden_one_field_by_field() -> None:
    golden = bodies.GOLDEN_CREATE["data"]["shipments"][0]
    draft = ShipmentDraft(
        carrier=Carrier.POSTNL,
        reference="VK-2090",
        recipient=Address(
            "Sanne de Wit", "Oudegracht 158A", "3511AZ", "Utrecht", "NL", "sanne@example.nl", "0612000000"
        ),
        sender=Address("Ineke Vos", "Diezerstraat 41", "8011RK", "Zwolle", "NL", "winkel@example.com", "0381234567"),
        options=ShipmentOptions(
            PackageType.PACKAGE, DeliveryType.PICKUP, frozenset({ShipmentOption.SIGNATURE}), 100000
        ),
        pickup_location=PickupLocation(
            "163502", "PNPNL-01", "Primera Twijnstraat", "Twijnstraat", "21", "3511ZJ", "Utrecht", "NL"
        ),
        weight_grams=7400,
        label_description="VK-2090",
        secondary_shipments=2,
    )
    sent = flatten(wrap("shipments", [encode_draft(draft)])["data"]["shipments"][0])  # type: ignore[index]
    expected = flatten(golden)
    # The follow-up parcel without data of its own is `{}` in both.
    assert sent.pop("secondary_shipments[0]") == {}
    expected_rest = {path: value for path, value in expected.items() if path not in NOT_IN_THE_DOMAIN}
    assert sent == expected_rest
    # Types matter on this wire: integers, not slugs or booleans.
    assert sent["carrier"] == 1 and sent["options.signature"] == 1 and sent["options.return"] == 0
    assert isinstance(sent["recipient.number"], str)


def test_the_return_request_matches_the_golden_one() -> None:
    parent = Shipment(
        id=500120001,
        status=ShipmentStatus.PRINTED,
        barcode="3SVKRM500120001",
        tracking_url="",
        label_url="",
        draft=ShipmentDraft(
            Carrier.POSTNL,
            "VK-2041",
            Address("Sanne de Wit", "Oudegracht 158A", "3511AZ", "Utrecht", "NL", "sanne@example.nl"),
        ),
    )
    assert wrap("return_shipments", [encode_return(parent, "VK-2041-RET", printerless=False)]) == bodies.GOLDEN_RETURN
    printerless = encode_return(parent, "VK-2041-RET", printerless=True)
    assert printerless["options"] == {"package_type": 1, "printerless_return": 1}


def test_insurance_and_a_belgian_street_are_encoded_as_the_service_wants() -> None:
    draft = ShipmentDraft(
        Carrier.BPOST,
        "VK-2100",
        Address("Lotte Claes", "Meir 24 bus 3", "2000", "Antwerpen", "BE"),
        ShipmentOptions(insurance=50000),
    )
    body = encode_draft(draft)
    assert body["options"]["insurance"] == {"amount": 50000, "currency": "EUR"}  # type: ignore[index]
    recipient = body["recipient"]
    assert (recipient["street"], recipient["number"], recipient["box_number"]) == ("Meir", "24", "3")  # type: ignore[index]
    assert "secondary_shipments" not in body and "pickup" not in body and "sender" not in body


@pytest.mark.parametrize(
    ("text", "country", "parts"),
    [
        ("Oudegracht 158A", "NL", ("Oudegracht", "158", "A", "")),
        ("Oudegracht 158 A", "NL", ("Oudegracht", "158", "A", "")),
        ("Tweede Jan Steenstraat 3-2", "NL", ("Tweede Jan Steenstraat", "3", "2", "")),
        ("Meir 24 bus 3", "BE", ("Meir", "24", "", "3")),
        ("Plein 1940 12", "NL", ("Plein 1940", "12", "", "")),
        ("Zonder nummer", "NL", ("Zonder nummer", "", "", "")),
    ],
)
def test_street_and_number_are_split_for_nl_and_be(text: str, country: str, parts: tuple[str, ...]) -> None:
    split = split_street(text, country)
    assert (split.street, split.number, split.number_suffix, split.box_number) == parts


def test_joined_streets_read_as_the_domain_writes_them() -> None:
    assert join_street("Oudegracht", "158", "A") == "Oudegracht 158A"
    assert join_street("Kade", "3", "bis") == "Kade 3 bis"
    assert join_street("Meir", "24", box="3") == "Meir 24 bus 3"
    assert join_street("Lange Nieuwstraat 84", "") == "Lange Nieuwstraat 84"  # street and number together


def test_the_media_types_are_the_services() -> None:
    assert MediaType.SHIPMENT == "application/vnd.shipment+json;charset=utf-8;version=1.1"
    assert MediaType.RETURN_SHIPMENT.startswith("application/vnd.return_shipment+json;charset=utf-8")


def test_morning_and_evening_delivery_carry_the_first_delivery_day() -> None:
    """The service wants a delivery date with morning and evening delivery; the draft has none, so the first day the
    carrier delivers an order handed in now goes out (Friday evening → Monday is no carrier day → Tuesday)."""
    from station.api.production.codec import first_delivery_date
    from station.domain.delivery_dates import AMSTERDAM

    friday_evening = datetime(2026, 11, 27, 20, 0, tzinfo=AMSTERDAM)
    draft = ShipmentDraft(
        Carrier.POSTNL,
        "VK-2110",
        Address("A", "Markt 1", "5211JV", "Den Bosch", "NL"),
        ShipmentOptions(delivery_type=DeliveryType.MORNING),
    )
    assert encode_draft(draft, now=friday_evening)["options"]["delivery_date"] == "2026-12-01 00:00:00"  # type: ignore[index]
    standard = ShipmentDraft(Carrier.POSTNL, "VK-2111", draft.recipient)
    assert "delivery_date" not in encode_draft(standard, now=friday_evening)["options"]  # type: ignore[operator]
    assert first_delivery_date(standard, friday_evening) is None
