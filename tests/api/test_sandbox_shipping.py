"""The shipping client against the running sandbox (real loopback socket): every endpoint of the main API, once per
wire profile (the sandbox's contract front and its production front, tests/profiles.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace
from datetime import datetime, timedelta

import httpx
import pytest

from station.api import (
    AccountNotActive,
    ApiKeyAuth,
    BearerToken,
    CarrierNotActive,
    ClientSettings,
    Conflict,
    InvalidConsignment,
    MissingField,
    MissingScope,
    NoConsignmentFound,
    OAuthClientCredentials,
    Scope,
    ServiceError,
    ShippingClient,
    TokenPair,
    Unauthenticated,
    ValidationFailed,
    WebhookHook,
)
from station.domain.enums import Carrier, LabelFormat, ShipmentOption, ShipmentStatus
from station.domain.models import Address, Order, OrderLine, OrderStatus, Product, ShipmentOptions
from station.sandbox.server import SandboxServer
from tests.api.drafts import be_draft, nl_draft
from tests.helpers.sandbox import ManualClock
from tests.profiles import Front, front_of

pytestmark = pytest.mark.anyio


@asynccontextmanager
async def shipping(front: Front, auth: httpx.Auth | None = None, **kwargs: object) -> AsyncIterator[ShippingClient]:
    """The shipping client of the front's wire profile (ShippingClient or ProductionShippingClient)."""
    async with front.shipping(auth, **kwargs) as client:
        yield client


async def advance(sandbox: SandboxServer, shipment_id: int, status: str) -> None:
    async with httpx.AsyncClient() as http:
        response = await http.post(
            sandbox.base_url + "/__sandbox__/advance", json={"shipment_id": shipment_id, "status": status}
        )
        response.raise_for_status()


def is_pdf(content: bytes) -> bool:
    return content.startswith(b"%PDF-") and b"%%EOF" in content[-1024:]


# --- shipments ---------------------------------------------------------------------------------------------------


async def test_create_get_find_and_refresh(front: Front) -> None:
    async with shipping(front) as client:
        created = await client.create_shipment(nl_draft("ORD-1"))
        assert created.id > 0 and created.status is ShipmentStatus.PENDING
        if front.capabilities.barcode_at_create:
            assert created.barcode and created.label_url and created.tracking_url
        else:  # a concept: the barcode (and with it the tracking link) comes with the label
            assert not created.barcode
            await client.label_pdf([created.id])
            labelled = await client.get_shipment(created.id)
            assert labelled.barcode and labelled.tracking_url and labelled.status is ShipmentStatus.PRINTED
        assert created.draft.recipient.postal_code == "1015CC"
        assert created.draft.recipient.street == "Keizersgracht 1"
        assert created.draft.options.has(ShipmentOption.SIGNATURE)
        assert (await client.get_shipment(created.id)).id == created.id
        found = await client.find_by_reference("ORD-1")
        assert found is not None and found.id == created.id
        assert await client.find_by_reference("ORD-unknown") is None
        assert [s.id for s in await client.refresh([created, created.id])] == [created.id, created.id]
        with pytest.raises(NoConsignmentFound):
            await client.get_shipment(999_999)


async def test_batch_keeps_order_and_chunks_above_one_hundred(front: Front) -> None:
    drafts = [nl_draft(f"BATCH-{n:03d}") for n in range(130)]
    async with shipping(front) as client:
        created = await client.create_shipments(drafts)
        assert [s.reference for s in created] == [d.reference for d in drafts]
        assert len({s.id for s in created}) == 130
        listed = [s async for s in client.list_shipments(size=300)]
        assert len(listed) == 130


async def test_one_batch_spans_two_shops_by_key(front: Front) -> None:
    nl_key, be_key = front.key("sandbox-nl"), front.key("sandbox-be")
    drafts = [nl_draft("NL-1"), be_draft("BE-1"), nl_draft("NL-2")]
    async with shipping(front) as client:
        created = await client.create_shipments(
            drafts, auth_for=lambda draft: be_key if draft.carrier is Carrier.BPOST else nl_key
        )
        assert [s.reference for s in created] == ["NL-1", "BE-1", "NL-2"]
        assert await client.find_by_reference("BE-1", auth=be_key) is not None
        # The shops' lists are separate: the BE shipment is not in the NL shop.
        assert await client.find_by_reference("BE-1", auth=nl_key) is None


async def test_list_filters_and_pages(front: Front) -> None:
    # The production service pages by at least 30, the contract's by any size: three pages either way.
    size = 30 if front.production else 2
    count = 2 * size + 1
    async with shipping(front) as client:
        created = await client.create_shipments([nl_draft(f"PAGE-{n}") for n in range(count)])
        await client.label_pdf([created[0].id])  # pending → printed
        pages = [page async for page in client.shipment_pages(size=size)]
        assert [len(page.shipments) for page in pages] == [size, size, 1]
        assert pages[0].total == count
        ids = [s.id for page in pages for s in page.shipments]
        assert ids == sorted(ids, reverse=True)  # newest first
        printed = [s async for s in client.list_shipments(status=[ShipmentStatus.PRINTED])]
        assert [s.id for s in printed] == [created[0].id]
        by_text = [s async for s in client.list_shipments(q="PAGE-3")]
        assert "PAGE-3" in [s.reference for s in by_text]
        by_reference = [s async for s in client.list_shipments(reference="PAGE-4")]
        assert [s.id for s in by_reference] == [created[4].id]
        now = datetime.now().astimezone()
        recent = [
            s
            async for s in client.list_shipments(
                created_from=now - timedelta(hours=1), created_to=now + timedelta(hours=1), size=300
            )
        ]
        assert len(recent) == count
        future = [s async for s in client.list_shipments(created_from=now + timedelta(days=1))]
        assert future == []
        with pytest.raises(ValueError):
            [s async for s in client.list_shipments(size=301)]


async def test_cancel_then_conflict_after_handed_over(sandbox: SandboxServer, front: Front) -> None:
    async with shipping(front) as client:
        first, second = await client.create_shipments([nl_draft("C-1"), nl_draft("C-2")])
        await client.cancel(first.id)
        if front.production:  # a deleted concept is gone, it does not become "cancelled"
            with pytest.raises(NoConsignmentFound):
                await client.get_shipment(first.id)
        else:
            assert (await client.get_shipment(first.id)).status is ShipmentStatus.CANCELLED
        await advance(sandbox, second.id, "handed_over")
        with pytest.raises(Conflict) as caught:
            await client.cancel(second.id)
        assert caught.value.code == 3723
        with pytest.raises(NoConsignmentFound):
            await client.cancel(999_999)


@pytest.mark.needs_capability("cancel_after_label")
async def test_a_printed_shipment_can_be_cancelled(front: Front) -> None:
    async with shipping(front) as client:
        shipment = await client.create_shipment(nl_draft("C-3"))
        await client.label_pdf([shipment.id])
        await client.cancel(shipment.id)
        assert (await client.get_shipment(shipment.id)).status is ShipmentStatus.CANCELLED


async def test_no_cancel_once_the_label_exists_where_the_service_says_so(front: Front) -> None:
    if front.capabilities.cancel_after_label:
        pytest.skip(f"the {front.profile.value} service cancels printed shipments (capability 'cancel_after_label')")
    async with shipping(front) as client:
        shipment = await client.create_shipment(nl_draft("C-4"))
        await client.label_pdf([shipment.id])
        with pytest.raises(Conflict) as caught:
            await client.cancel(shipment.id)
        assert caught.value.code == 3723 and "label" in caught.value.operator_message
        assert (await client.get_shipment(shipment.id)).status is ShipmentStatus.PRINTED


async def test_returns_with_email_and_printerless_qr(front: Front) -> None:
    async with shipping(front) as client:
        parent = await client.create_shipment(nl_draft("R-1"))
        await client.label_pdf([parent.id])  # a pending parent cannot have a return
        plain = await client.create_return(parent.id, send_email=True)
        assert plain.parent_id == parent.id and plain.qr_url is None
        assert bool(plain.label_url) is front.capabilities.barcode_at_create  # production: labels by id only
        assert [r.id for r in await client.find_returns(parent.id, "R-1")] == [plain.id]
        # A second parent: the production service refuses a second return of one parent (3719).
        second = await client.create_shipment(nl_draft("R-2"))
        await client.label_pdf([second.id])
        printerless = await client.create_return(second.id, printerless=True)
        assert printerless.parent_id == second.id and printerless.qr_url
        qr = await client.return_qr(printerless.id, printerless.qr_url)
        assert qr.startswith(b"\x89PNG") or b"<svg" in qr[:300]
        be_parent = await client.create_shipment(be_draft("R-BE"), auth=front.key("sandbox-be"))
        await client.label_pdf([be_parent.id], auth=front.key("sandbox-be"))
        with pytest.raises(InvalidConsignment):  # bpost has no printerless return
            await client.create_return(be_parent.id, printerless=True, auth=front.key("sandbox-be"))


# --- the server rejects what pre-validation rejects ------------------------------------------------------------

INVALID = [
    (
        "combination",
        lambda d: replace(
            d,
            options=ShipmentOptions(
                flags=frozenset({ShipmentOption.RECEIPT_CODE, ShipmentOption.SIGNATURE}), insurance=500
            ),
        ),
        InvalidConsignment,
        412,
        "options.signature",
    ),
    (
        "missing country",
        lambda d: replace(d, recipient=replace(d.recipient, country="")),
        MissingField,
        500,
        "recipient.country",
    ),
    (
        "postal code",
        lambda d: replace(d, recipient=replace(d.recipient, postal_code="ABC")),
        ValidationFailed,
        422,
        "recipient.postal_code",
    ),
    (
        "insurance amount",
        lambda d: replace(d, options=ShipmentOptions(insurance=123)),
        ValidationFailed,
        422,
        "options.insurance",
    ),
]


@pytest.mark.parametrize(("name", "change", "error_type", "status", "field"), INVALID, ids=[i[0] for i in INVALID])
@pytest.mark.parametrize("pre_validate", [True, False], ids=["client", "server"])
async def test_invalid_drafts_are_refused_by_client_and_server_alike(
    front: Front,
    name: str,
    change,
    error_type: type[ServiceError],
    status: int,
    field: str,  # type: ignore[no-untyped-def]
    pre_validate: bool,
) -> None:
    async with shipping(front, pre_validate=pre_validate) as client:
        with pytest.raises(error_type) as caught:
            await client.create_shipment(change(nl_draft("BAD-1")))
        if pre_validate or not front.production:
            assert caught.value.status == status
        else:  # the production service refuses with 4xx and the keyed error body
            assert 400 <= (caught.value.status or 0) < 500
        assert field in caught.value.fields
        assert (caught.value.request_id is not None) is (not pre_validate)
        assert [s async for s in client.list_shipments()] == []


async def test_carrier_not_active_for_the_shop(front: Front) -> None:
    async with shipping(front, front.key("sandbox-be"), pre_validate=False) as client:
        with pytest.raises(CarrierNotActive) as caught:
            await client.create_shipment(nl_draft("BE-POSTNL", recipient=be_draft("x").recipient))
        if not front.production:
            assert caught.value.code == 3762
    async with shipping(front, front.key("sandbox-be"), active_carriers={Carrier.BPOST, Carrier.DPD}) as client:
        with pytest.raises(CarrierNotActive):
            await client.create_shipment(nl_draft("BE-POSTNL", recipient=be_draft("x").recipient))


async def test_paused_shop_is_refused_on_every_call(front: Front) -> None:
    async with shipping(front, front.key("sandbox-paused")) as client:
        with pytest.raises(AccountNotActive) as caught:
            [s async for s in client.list_shipments()]
        assert caught.value.code == 3716
        with pytest.raises(AccountNotActive):
            await client.create_shipment(nl_draft("P-1"))


async def test_unknown_api_key_is_unauthenticated(front: Front) -> None:
    async with shipping(front, front.key("no-such-key")) as client:
        with pytest.raises(Unauthenticated):
            [s async for s in client.list_shipments()]


# --- labels ------------------------------------------------------------------------------------------------------


async def test_labels_as_pdf_and_as_link(front: Front) -> None:
    async with shipping(front) as client:
        shipments = await client.create_shipments([nl_draft(f"L-{n}") for n in range(3)])
        ids = [s.id for s in shipments]
        a6 = await client.label_pdf(ids[:1])
        assert is_pdf(a6)
        assert (await client.get_shipment(ids[0])).status is ShipmentStatus.PRINTED
        a4 = await client.label_pdf(ids, LabelFormat.A4, [2])
        assert is_pdf(a4)
        link = await client.label_link(ids, LabelFormat.A4, [1, 2, 3, 4])
        assert link.url.startswith("http") and (link.expires_at is not None) is not front.production
        assert link.url not in repr(link)
        assert is_pdf(await client.fetch_label_link(link))
        with pytest.raises(NoConsignmentFound):
            await client.label_pdf([999_999])


async def test_more_labels_than_one_request_takes_come_in_one_pdf_in_order(front: Front) -> None:
    """The production service makes at most 25 labels per request: the client asks in parts and merges them,
    sheet by sheet, so the PDF is what one request would give (the contract's service takes any number)."""
    import io

    from pypdf import PdfReader

    async with shipping(front) as client:
        shipments = await client.create_shipments([nl_draft(f"MANY-{n:02d}") for n in range(30)])
        ids = [s.id for s in shipments]
        a6 = await client.label_pdf(ids)
        assert is_pdf(a6) and len(PdfReader(io.BytesIO(a6)).pages) == 30
        # A4 from slot 3: 2 labels on the first sheet, then 28 on seven whole sheets.
        a4 = await client.label_pdf(ids, LabelFormat.A4, [3])
        assert len(PdfReader(io.BytesIO(a4)).pages) == 8


async def test_label_positions_and_formats_are_refused_by_client_and_server(front: Front) -> None:
    for pre_validate in (True, False):
        async with shipping(front, pre_validate=pre_validate) as client:
            shipment = await client.create_shipment(nl_draft(f"POS-{pre_validate}"))
            with pytest.raises(ValidationFailed) as position:
                await client.label_pdf([shipment.id], LabelFormat.A4, [5])
            assert position.value.code == 3708
            with pytest.raises(ValidationFailed) as paper:
                await client.label_pdf([shipment.id], "A5")
            assert paper.value.code == 3709


async def test_print_labels_creates_drafts_first(front: Front) -> None:
    async with shipping(front) as client:
        existing = await client.create_shipment(nl_draft("PL-1"))
        pdf = await client.print_labels([existing, nl_draft("PL-2"), existing.id], LabelFormat.A4, [1])
        assert is_pdf(pdf)
        created = await client.find_all_by_reference("PL-2")
        assert len(created) == 1
        link = await client.print_labels_link([nl_draft("PL-3"), created[0]])
        assert is_pdf(await client.fetch_label_link(link))
        assert len(await client.find_all_by_reference("PL-3")) == 1


# --- tracking ----------------------------------------------------------------------------------------------------


async def test_tracking_status_and_history(sandbox: SandboxServer, front: Front) -> None:
    async with shipping(front) as client:
        first, second = await client.create_shipments([nl_draft("T-1"), nl_draft("T-2")])
        await client.label_pdf([first.id])
        first = await client.get_shipment(first.id)
        await advance(sandbox, first.id, "handed_over")
        await advance(sandbox, first.id, "delivered")
        traces = {trace.shipment_id: trace for trace in await client.track([first.id, second.id])}
        assert traces[first.id].status is ShipmentStatus.DELIVERED and traces[first.id].final
        assert traces[first.id].history and traces[first.id].history[0].code == ShipmentStatus.DELIVERED
        if front.production:  # tracking carries no barcode there; the shipment has it
            assert traces[first.id].barcode == "" and first.barcode
        else:
            assert traces[first.id].barcode == first.barcode
        assert traces[second.id].status is ShipmentStatus.PENDING and not traces[second.id].final
        assert await client.track([]) == []


# --- fulfilment orders and webhooks -----------------------------------------------------------------------------


async def test_orders_and_notes(front: Front) -> None:
    order = Order(
        external_identifier="WEB-1001",
        recipient=Address(
            name="J. Jansen",
            street="Keizersgracht 1",
            postal_code="1015CC",
            city="Amsterdam",
            country="NL",
            email="j@example.org",
        ),
        lines=(OrderLine(2, Product("SKU-1", "Mug", "8712345678906")),),
        delivery_selection={
            "carrier": "postnl",
            "date": "2030-01-08 00:00:00.000000",
            "deliveryType": "standard",
            "isPickup": False,
            "packageType": "package",
            "shipmentOptions": {"signature": True},
        },
    )
    async with shipping(front) as client:
        created = await client.create_order(order)
        assert created.uuid and created.status is OrderStatus.OPEN
        assert created.recipient.street == "Keizersgracht 1" and created.lines == order.lines
        assert (await client.get_order(created.uuid)).external_identifier == "WEB-1001"
        assert [o.uuid async for o in client.list_orders()] == [created.uuid]
        assert [o.uuid async for o in client.list_orders(status=OrderStatus.SHIPPED)] == []
        note = await client.add_order_note(created.uuid, "Gift wrap", "operator")
        # The production service knows the shop and the customer as authors: the operator's name leads the text.
        assert note.order_uuid == created.uuid
        assert note.note == ("operator: Gift wrap" if front.production else "Gift wrap")
        with pytest.raises(NoConsignmentFound):
            await client.add_order_note("00000000-0000-0000-0000-000000000000", "x", "y")
        with pytest.raises(NoConsignmentFound):
            await client.get_order("00000000-0000-0000-0000-000000000000")


async def test_webhooks_create_list_delete(front: Front) -> None:
    async with shipping(front) as client:
        assert await client.webhooks() == []
        hook = await client.create_webhook(WebhookHook.SHIPMENT_STATUS_CHANGE, "https://shop.example/hooks")
        assert hook.hook == "shipment_status_change"
        assert await client.webhooks() == [hook]
        await client.delete_webhook(hook.id)
        assert await client.webhooks() == []


# --- OAuth ---------------------------------------------------------------------------------------------------------


def sandbox_oauth(base_url: str, **kwargs: object) -> OAuthClientCredentials:
    return OAuthClientCredentials(base_url, "sandbox-client", "sandbox-secret", **kwargs)  # type: ignore[arg-type]


@pytest.mark.needs_capability("oauth")
async def test_oauth_client_works_end_to_end(front: Front) -> None:
    stored: list[TokenPair] = []
    async with shipping(front, sandbox_oauth(front.base_url, on_tokens=stored.append)) as client:
        created = await client.create_shipment(nl_draft("OA-1"))
        assert (await client.get_shipment(created.id)).reference == "OA-1"
    assert len(stored) == 1


@pytest.mark.needs_capability("oauth")
async def test_token_calls_obtain_refresh_rotate_revoke(front: Front) -> None:
    async with shipping(front, None) as client:
        pair = await client.obtain_token("sandbox-client", "sandbox-secret", [Scope.SHIPMENTS_READ])
        assert pair.expires_in > 0
        rotated = await client.refresh_token(pair.refresh_token)
        assert rotated.access_token != pair.access_token
        with pytest.raises(Unauthenticated):  # rotation: the old refresh token is spent
            await client.refresh_token(pair.refresh_token)
        with pytest.raises(Unauthenticated):
            await client.obtain_token("sandbox-client", "wrong")
        [s async for s in client.list_shipments(auth=BearerToken(rotated.access_token))]
        with pytest.raises(MissingScope):  # read scope only
            await client.create_shipment(nl_draft("SC-1"), auth=BearerToken(rotated.access_token))
        await client.revoke_token(rotated.access_token)
        with pytest.raises(Unauthenticated):
            [s async for s in client.list_shipments(auth=BearerToken(rotated.access_token))]
        with pytest.raises(Unauthenticated):
            await client.refresh_token(rotated.refresh_token)


@pytest.mark.needs_capability("oauth")
async def test_revoke_then_401(front: Front) -> None:
    stored: list[TokenPair] = []
    auth = sandbox_oauth(front.base_url, on_tokens=stored.append)
    async with shipping(front, auth) as client:
        [s async for s in client.list_shipments()]
        await client.sign_out()
        with pytest.raises(Unauthenticated):  # refused locally once signed out
            [s async for s in client.list_shipments()]
        with pytest.raises(Unauthenticated):  # and the service refuses the old token itself
            [s async for s in client.list_shipments(auth=BearerToken(stored[-1].access_token))]
        with pytest.raises(Unauthenticated):
            await client.refresh_token(stored[-1].refresh_token)


@pytest.mark.needs_capability("oauth")
async def test_token_expiring_mid_batch(sandbox_factory, wire_profile) -> None:  # type: ignore[no-untyped-def]
    # The service's clock and the client's move on together, half a token lifetime per create: the 2-second token
    # expires mid-batch at known points instead of racing the real clock (on a busy machine a 5-second window of
    # real time held too few lifetimes).
    service_clock = ManualClock()
    client_clock = [0.0]
    server = front_of(sandbox_factory(token_ttl=2, clock=service_clock), wire_profile)
    stored: list[TokenPair] = []
    auth = sandbox_oauth(server.base_url, on_tokens=stored.append, clock=lambda: client_clock[0])
    async with server.shipping(auth) as client:
        created = []
        for n in range(10):
            created.append(await client.create_shipment(nl_draft(f"TTL-{n}")))
            service_clock.advance(seconds=0.5)
            client_clock[0] += 0.5
        assert len(stored) >= 3  # obtained, then refreshed as it expired
        listed = [s.reference async for s in client.list_shipments(size=300)]
    assert sorted(listed) == sorted(s.reference for s in created)


@pytest.mark.parametrize("scheme", ["bearer", "basic"])
async def test_the_api_key_is_taken_after_either_scheme(front: Front, scheme: str) -> None:
    """The production service takes the base64 key after `bearer` or `basic` (its sources disagree); Station sends
    bearer unless the account says basic."""
    if not front.production:
        pytest.skip("the contract names one scheme for API keys (basic)")
    async with shipping(front, ApiKeyAuth("sandbox-nl", scheme=scheme)) as client:
        assert [s async for s in client.list_shipments()] == []


async def test_user_agent_names_integration_station_httpx_and_python(front: Front) -> None:
    settings = ClientSettings(integration_name="Webshop", integration_version="2.1")
    async with shipping(front, front.key("sandbox-nl"), settings=settings) as client:
        parts = client.user_agent.split(" ")
        assert parts[0] == "Webshop/2.1" and parts[1].startswith("Station/")
        assert parts[2] == f"httpx/{httpx.__version__}" and parts[3].startswith("Python/3.")
