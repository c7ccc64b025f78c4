"""ShippingClient on MockTransport: no duplicates, chunking, pre-validation without a request, wire encoding,
cancellation, and malformed answers."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace

import httpx
import pytest

from station.api import (
    ApiKeyAuth,
    ClientSettings,
    InvalidConsignment,
    MalformedResponse,
    MissingField,
    OutcomeUnknown,
    RetryPolicy,
    ShippingClient,
    ValidationFailed,
)
from station.domain.enums import LabelFormat, ShipmentOption, ShipmentStatus
from station.domain.models import ShipmentOptions
from tests.api.drafts import nl_draft
from tests.api.fakes import FakeShipmentService
from tests.helpers.waiting import async_wait_for

pytestmark = pytest.mark.anyio


async def no_sleep(seconds: float) -> None:
    await asyncio.sleep(0)


def client_for(handler, **kwargs) -> ShippingClient:  # type: ignore[no-untyped-def]
    settings = ClientSettings(
        transport=httpx.MockTransport(handler),
        retry=RetryPolicy(sleep=no_sleep),
        integration_name="Tests",
        integration_version="1",
    )
    return ShippingClient("https://api.test", ApiKeyAuth("sandbox-nl"), settings, **kwargs)


# --- no duplicates -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("fault", ["drop", "commit-502"])
async def test_a_committed_create_whose_answer_was_lost_is_found_not_repeated(fault: str) -> None:
    service = FakeShipmentService([fault])
    async with client_for(service) as client:
        shipment = await client.create_shipment(nl_draft("ORD-1"))
    assert len(service.posts) == 1 and len(service.shipments) == 1
    assert shipment.id == 1 and shipment.reference == "ORD-1"


async def test_an_uncommitted_create_is_looked_up_then_sent_again() -> None:
    service = FakeShipmentService(["502", "502"])
    async with client_for(service) as client:
        shipment = await client.create_shipment(nl_draft("ORD-1"))
    assert len(service.posts) == 3 and len(service.shipments) == 1 and shipment.id == 1
    lookups = [r for r in service.requests if r.method == "GET"]
    assert len(lookups) == 2 and all(r.url.params["reference"] == "ORD-1" for r in lookups)


async def test_a_draft_without_reference_is_never_repeated_blindly() -> None:
    service = FakeShipmentService(["drop"])
    async with client_for(service) as client:
        with pytest.raises(OutcomeUnknown):
            await client.create_shipment(nl_draft(""))
    assert len(service.posts) == 1


async def test_a_failing_lookup_leaves_the_outcome_unknown_with_the_reference() -> None:
    service = FakeShipmentService(["drop"])

    async def handler(request: httpx.Request) -> httpx.Response:
        if request.method == "GET":
            return httpx.Response(403, json={"errors": [{"code": 3716}]})
        return await service(request)

    async with client_for(handler) as client:
        with pytest.raises(OutcomeUnknown) as caught:
            await client.create_shipment(nl_draft("ORD-9"))
    assert caught.value.references == ("ORD-9",)


async def test_a_batch_resends_only_the_drafts_still_missing() -> None:
    service = FakeShipmentService(["502"])
    # Pretend two of the three were created earlier by a lost attempt.
    service._commit({"reference": "B-1", "carrier": "postnl", "recipient": {}})
    service._commit({"reference": "B-3", "carrier": "postnl", "recipient": {}})
    async with client_for(service) as client:
        created = await client.create_shipments([nl_draft("B-1"), nl_draft("B-2"), nl_draft("B-3")])
    assert [s.reference for s in created] == ["B-1", "B-2", "B-3"]
    assert [s.id for s in created] == [1, 3, 2]
    resent = service.posts[1]
    assert [item["reference"] for item in resent["shipments"]] == ["B-2"]  # type: ignore[index]


async def test_a_dropped_batch_is_resolved_entirely_by_lookup() -> None:
    service = FakeShipmentService(["drop"])
    async with client_for(service) as client:
        created = await client.create_shipments([nl_draft(f"D-{n}") for n in range(5)])
    assert len(service.posts) == 1 and len(service.shipments) == 5
    assert [s.reference for s in created] == [f"D-{n}" for n in range(5)]


async def test_repeated_references_in_one_batch_resolve_by_count() -> None:
    service = FakeShipmentService(["drop"])
    async with client_for(service) as client:
        created = await client.create_shipments([nl_draft("SAME"), nl_draft("SAME")])
    assert len(service.shipments) == 2 and {s.id for s in created} == {1, 2}


async def test_big_lists_are_sent_in_chunks_of_at_most_one_hundred() -> None:
    service = FakeShipmentService()
    async with client_for(service) as client:
        created = await client.create_shipments([nl_draft(f"C-{n}") for n in range(250)])
    assert [len(post["shipments"]) for post in service.posts] == [100, 100, 50]  # type: ignore[index]
    assert [s.reference for s in created] == [f"C-{n}" for n in range(250)]


async def test_a_cancelled_create_is_later_resolved_by_reference() -> None:
    service = FakeShipmentService(["hang"])
    async with client_for(service) as client:
        task = asyncio.create_task(client.create_shipment(nl_draft("CXL-1")))
        # The service has committed; the answer is still on its way.
        await async_wait_for(lambda: service.shipments, what="the service to commit the shipment")
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        shipment = await client.ensure_shipment(nl_draft("CXL-1"))
        again = await client.ensure_shipment(nl_draft("CXL-1"))
    assert shipment.id == again.id == 1 and len(service.posts) == 1


async def test_print_labels_with_a_lost_answer_sends_created_drafts_by_id() -> None:
    service = FakeShipmentService()
    bodies: list[dict[str, object]] = []

    async def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path != "/labels/print":
            return await service(request)
        body = json.loads(request.content)
        bodies.append(body)
        for entry in body["shipment_ids"]:
            if isinstance(entry, dict):
                service._commit(entry)
        if len(bodies) == 1:
            raise httpx.RemoteProtocolError("connection closed", request=request)
        return httpx.Response(200, content=b"%PDF-1.4\n%%EOF\n")

    async with client_for(handler) as client:
        pdf = await client.print_labels([nl_draft("PD-1"), 42], LabelFormat.A4, [3])
    assert pdf.startswith(b"%PDF")
    assert bodies[1]["shipment_ids"] == [1, 42] and bodies[1]["positions"] == [3]
    assert len(service.shipments) == 1


# --- pre-validation ----------------------------------------------------------------------------------------------


async def test_pre_validation_raises_the_servers_error_without_a_request() -> None:
    service = FakeShipmentService()
    bad = nl_draft(
        "BAD",
        options=ShipmentOptions(
            flags=frozenset({ShipmentOption.RECEIPT_CODE, ShipmentOption.SIGNATURE}), insurance=500
        ),
    )
    async with client_for(service) as client:
        with pytest.raises(InvalidConsignment) as caught:
            await client.create_shipments([nl_draft("OK"), bad])
        with pytest.raises(MissingField):
            await client.create_shipment(nl_draft("NC", recipient=replace(nl_draft("x").recipient, country="")))
        with pytest.raises(ValidationFailed) as positions:
            await client.label_pdf([1], LabelFormat.A4, [0, 5])
    assert service.requests == []
    assert caught.value.status == 412 and caught.value.code == 3705 and caught.value.request_id is None
    assert "options.signature" in caught.value.fields and caught.value.violations
    assert "BAD" in caught.value.message
    assert positions.value.code == 3708


# --- wire encoding -----------------------------------------------------------------------------------------------


async def test_queries_paths_and_headers_follow_the_contract() -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if request.url.path.startswith("/shipment_labels"):
            return httpx.Response(200, content=b"%PDF-1.4\n...\n%%EOF\n")
        return httpx.Response(200, json={"shipments": [], "page": 1, "size": 50, "total": 0, "track_traces": []})

    from datetime import datetime
    from zoneinfo import ZoneInfo

    async with client_for(handler) as client:
        moment = datetime(2030, 6, 1, 10, 0, tzinfo=ZoneInfo("UTC"))
        [
            s
            async for s in client.list_shipments(
                q="Jansen",
                reference="R-1",
                size=50,
                created_from=moment,
                status=[ShipmentStatus.PENDING, ShipmentStatus.PRINTED],
            )
        ]
        await client.label_pdf([3, 4], LabelFormat.A4, [2, 3])
        await client.label_pdf([3], LabelFormat.A6, [2])
        await client.track([3, 4])
    listing, a4, a6, track = seen
    assert dict(listing.url.params) == {
        "q": "Jansen",
        "reference": "R-1",
        "size": "50",
        "page": "1",
        "status": "pending;printed",
        "from": "2030-06-01 12:00:00",
    }
    assert a4.url.path == "/shipment_labels/3;4" and dict(a4.url.params) == {"format": "A4", "positions": "2;3"}
    assert a4.headers["Accept"] == "application/pdf"
    assert dict(a6.url.params) == {"format": "A6"}  # positions ignored on A6
    assert track.url.path == "/track_traces/3;4"
    assert listing.headers["User-Agent"].startswith("Tests/1 Station/")
    assert listing.headers["Authorization"].startswith("basic ")


async def test_a_draft_is_encoded_with_the_contract_names() -> None:
    service = FakeShipmentService()
    draft = nl_draft(
        "ENC-1",
        weight_grams=1200,
        label_description="Mugs",
        secondary_shipments=2,
        options=ShipmentOptions(flags=frozenset({ShipmentOption.SIGNATURE}), insurance=500),
    )
    async with client_for(service) as client:
        shipment = await client.create_shipment(draft)
    body = service.posts[0]
    assert body["carrier"] == "postnl" and body["reference"] == "ENC-1"  # type: ignore[index]
    assert body["options"] == {
        "package_type": "package",
        "delivery_type": "standard",
        "signature": True,  # type: ignore[index]
        "insurance": 500,
    }
    assert body["physical_properties"] == {"weight": 1200}  # type: ignore[index]
    assert body["recipient"]["postal_code"] == "1015CC"  # type: ignore[index]
    assert body["label_description"] == "Mugs" and body["secondary_shipments"] == 2  # type: ignore[index]
    # And the answer decodes back into the same draft.
    assert shipment.draft == draft


# --- malformed answers -------------------------------------------------------------------------------------------

GOOD = {
    "id": 1,
    "carrier": "postnl",
    "reference": "R",
    "status": "pending",
    "recipient": {"name": "A", "street": "B 1", "postal_code": "1015CC", "city": "C", "country": "NL"},
}

MALFORMED = [
    ("truncated JSON", httpx.Response(201, content=b'{"id": 1, "carr')),
    ("HTML page", httpx.Response(201, content=b"<html>oops</html>", headers={"Content-Type": "text/html"})),
    ("a list", httpx.Response(201, json=[GOOD])),
    ("id as text", httpx.Response(201, json={**GOOD, "id": "1"})),
    ("no id", httpx.Response(201, json={k: v for k, v in GOOD.items() if k != "id"})),
    ("unknown status", httpx.Response(201, json={**GOOD, "status": "lost_in_space"})),
    ("unknown carrier", httpx.Response(201, json={**GOOD, "carrier": "pigeon"})),
    ("recipient as text", httpx.Response(201, json={**GOOD, "recipient": "A"})),
    ("name as number", httpx.Response(201, json={**GOOD, "recipient": {**GOOD["recipient"], "name": 5}})),  # type: ignore[dict-item]
    ("options flag as text", httpx.Response(201, json={**GOOD, "options": {"signature": "yes"}})),
    ("bad timestamp", httpx.Response(201, json={**GOOD, "created": "yesterday"})),
    ("no recipient", httpx.Response(201, json={k: v for k, v in GOOD.items() if k != "recipient"})),
]


@pytest.mark.parametrize("answer", [m[1] for m in MALFORMED], ids=[m[0] for m in MALFORMED])
async def test_malformed_shipment_answers_raise_malformed_response(answer: httpx.Response) -> None:
    async with client_for(lambda request: answer) as client:
        with pytest.raises(MalformedResponse) as caught:
            await client.get_shipment(1)
    assert caught.value.status == 201


async def test_a_good_shipment_answer_decodes() -> None:
    async with client_for(lambda request: httpx.Response(200, json=GOOD)) as client:
        shipment = await client.get_shipment(1)
    assert shipment.status is ShipmentStatus.PENDING and shipment.draft.recipient.street == "B 1"


@pytest.mark.parametrize(
    "content",
    [b"<html>Login</html>", b"", b'{"url": "x"}', b"%PDF-1.4 cut off here"],
    ids=["html", "empty", "json", "truncated"],
)
async def test_a_label_that_is_not_a_whole_pdf_raises_malformed_response(content: bytes) -> None:
    async with client_for(lambda request: httpx.Response(200, content=content)) as client:
        with pytest.raises(MalformedResponse):
            await client.label_pdf([1])


async def test_a_batch_answer_with_the_wrong_count_is_malformed() -> None:
    answer = httpx.Response(201, json={"shipments": [GOOD]})
    async with client_for(lambda request: answer) as client:
        with pytest.raises(MalformedResponse):
            await client.create_shipments([nl_draft("A"), nl_draft("B")])


@pytest.mark.parametrize(
    "body",
    [
        {"track_traces": [{"shipment_id": 1}]},
        {"track_traces": "none"},
        {},
        {"track_traces": [{"shipment_id": 1, "status": {"current": "x", "code": "7"}}]},
    ],
)
async def test_malformed_tracking_raises_malformed_response(body: dict[str, object]) -> None:
    async with client_for(lambda request: httpx.Response(200, json=body)) as client:
        with pytest.raises(MalformedResponse):
            await client.track([1])


async def test_label_link_and_webhooks_decode_and_refuse_bad_shapes() -> None:
    answers = {
        "/shipment_labels/1": httpx.Response(
            200, json={"url": "https://x/pdfs/t", "expires_at": "2030-01-01 10:10:00"}
        ),
        "/webhook_subscriptions": httpx.Response(
            200, json={"webhook_subscriptions": [{"id": 7, "hook": "h", "url": 5}]}
        ),
    }
    async with client_for(lambda request: answers[request.url.path]) as client:
        link = await client.label_link([1])
        assert link.expires_at is not None and link.expires_at.tzinfo is not None
        with pytest.raises(MalformedResponse):
            await client.webhooks()


# --- pool, timeouts, concurrency ---------------------------------------------------------------------------------


async def test_timeouts_connect_five_seconds_read_configurable() -> None:
    settings = ClientSettings(read_timeout_s=12.5)
    async with ShippingClient("https://api.test", ApiKeyAuth("k"), settings) as client:
        timeout = client.http.timeout
    assert timeout.connect == 5.0 and timeout.read == 12.5


async def test_concurrency_is_bounded_by_the_setting() -> None:
    in_flight = 0
    most = 0

    async def handler(request: httpx.Request) -> httpx.Response:
        nonlocal in_flight, most
        in_flight += 1
        most = max(most, in_flight)
        for _ in range(5):  # stay in flight while the other tasks run
            await asyncio.sleep(0)
        in_flight -= 1
        return httpx.Response(200, json={**GOOD})

    settings = ClientSettings(transport=httpx.MockTransport(handler), max_concurrency=3)
    async with ShippingClient("https://api.test", ApiKeyAuth("k"), settings) as client:
        await asyncio.gather(*(client.get_shipment(n) for n in range(12)))
    assert most == 3


async def test_a_multi_collo_create_comes_back_with_its_follow_up_parcels() -> None:
    """contract §3: the answer is the main parcel; its follow-ups (own ids and barcodes) are found by reference."""
    service = FakeShipmentService()
    async with client_for(service) as client:
        shipment = await client.create_shipment(nl_draft("MC-1", secondary_shipments=2))
        found = await client.find_by_reference("MC-1")
    assert shipment.parcel_count == 3 and shipment.multi_collo_main_id == shipment.id
    assert [parcel.id for parcel in shipment.follow_ups] == [2, 3]
    assert all(parcel.multi_collo_main_id == shipment.id and parcel.is_follow_up for parcel in shipment.follow_ups)
    assert len({shipment.barcode, *(parcel.barcode for parcel in shipment.follow_ups)}) == 3
    # The follow-ups share the reference, but a lookup by reference answers the main (the newest is a follow-up).
    assert found is not None and found.id == shipment.id and len(found.follow_ups) == 2


async def test_a_lost_multi_collo_create_is_resolved_to_its_main_parcel() -> None:
    service = FakeShipmentService(["drop"])
    async with client_for(service) as client:
        shipment = await client.create_shipment(nl_draft("MC-2", secondary_shipments=1))
    assert len(service.posts) == 1 and shipment.id == 1 and [p.id for p in shipment.follow_ups] == [2]


async def test_the_sender_goes_on_the_wire_with_the_create() -> None:
    """contract §3 `sender`: the shop's address, in the contract's names, in the body the service receives."""
    from station.domain.models import Address

    service = FakeShipmentService()
    sender = Address("Tegelhuis Meulenbelt", "Industrieweg 7", "7521 BD", "Enschede", "NL", "orders@example.com")
    async with client_for(service) as client:
        shipment = await client.create_shipment(replace(nl_draft("SND-1"), sender=sender))
    assert service.posts[0]["sender"] == {  # type: ignore[index]
        "name": "Tegelhuis Meulenbelt",
        "street": "Industrieweg 7",
        "postal_code": "7521 BD",
        "city": "Enschede",
        "country": "NL",
        "email": "orders@example.com",
        "phone": "",
    }
    assert shipment.draft.sender == sender
