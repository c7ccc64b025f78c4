"""Creating in the production format against the sandbox's production front: the create answers ids only, and the
client reads a shipment back at once only where it has follow-up parcels (the service names them in a read only); any other new shipment is the concept that was sent, as the service's libraries take it
(create, label, then read), and the read after the label brings the service's view: barcode, sender kept."""

from __future__ import annotations

import httpx
import pytest

from station.api import ClientSettings
from station.api.profiles import WireProfile
from station.domain.enums import ShipmentStatus
from station.sandbox.server import SandboxServer
from tests.api.drafts import nl_draft
from tests.profiles import front_of

pytestmark = pytest.mark.anyio


class CountingTransport(httpx.AsyncBaseTransport):
    """The real loopback transport, remembering each request's method and path."""

    def __init__(self) -> None:
        self._real = httpx.AsyncHTTPTransport()
        self.sent: list[tuple[str, str]] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.sent.append((request.method, request.url.path.removeprefix("/production")))
        return await self._real.handle_async_request(request)

    async def aclose(self) -> None:
        await self._real.aclose()


async def test_a_create_is_one_post_and_the_read_after_the_label_brings_barcode_and_sender(
    sandbox: SandboxServer,
) -> None:
    transport = CountingTransport()
    front = front_of(sandbox, WireProfile.PRODUCTION)
    async with front.shipping(settings=ClientSettings(transport=transport)) as client:
        draft = nl_draft("PROD-ONE")
        created = await client.create_shipment(draft)
        assert transport.sent == [("POST", "/shipments")]
        assert created.status is ShipmentStatus.PENDING and created.barcode == "" and created.reference == "PROD-ONE"
        read = await client.get_shipment(created.id)  # what a read-back would have said
        assert (read.id, read.status, read.barcode, read.reference) == (created.id, created.status, "", "PROD-ONE")
        assert read.draft.recipient == created.draft.recipient and read.draft.options == created.draft.options

        await client.label_pdf([created.id])
        [labelled] = await client.refresh([created.id])
        assert labelled.status is ShipmentStatus.PRINTED and labelled.barcode and labelled.tracking_url
        assert labelled.draft.sender is not None and draft.sender is not None
        assert (labelled.draft.sender.name, labelled.draft.sender.city) == (draft.sender.name, draft.sender.city)


async def test_a_create_with_follow_up_parcels_is_read_back_at_once(sandbox: SandboxServer) -> None:
    transport = CountingTransport()
    front = front_of(sandbox, WireProfile.PRODUCTION)
    async with front.shipping(settings=ClientSettings(transport=transport)) as client:
        multi = await client.create_shipment(nl_draft("PROD-MULTI", secondary_shipments=2))
        assert [method for method, _path in transport.sent] == ["POST", "GET"]
        assert multi.parcel_count == 3 and multi.draft.secondary_shipments == 2  # as the service counts them


async def test_a_batch_reads_back_only_the_multi_collo_ones(sandbox: SandboxServer) -> None:
    transport = CountingTransport()
    front = front_of(sandbox, WireProfile.PRODUCTION)
    async with front.shipping(settings=ClientSettings(transport=transport)) as client:
        drafts = [nl_draft(f"PROD-B{n}", sender=None if n % 2 else nl_draft("x").sender) for n in range(3)]
        drafts.append(nl_draft("PROD-B3", secondary_shipments=1))
        created = await client.create_shipments(drafts)
        assert [method for method, _path in transport.sent] == ["POST", "GET"]
        assert transport.sent[1][1] == f"/shipments/{created[3].id}"
        assert [shipment.reference for shipment in created] == [draft.reference for draft in drafts]
        assert len({shipment.id for shipment in created}) == 4
        assert all(shipment.status is ShipmentStatus.PENDING for shipment in created)


class SizeRecordingTransport(httpx.AsyncBaseTransport):
    """The real loopback transport, remembering the `size` each search asked for."""

    def __init__(self) -> None:
        self._real = httpx.AsyncHTTPTransport()
        self.sizes: list[int] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if request.method == "GET" and request.url.path.endswith("/shipments"):
            self.sizes.append(int(request.url.params["size"]))
        return await self._real.handle_async_request(request)

    async def aclose(self) -> None:
        await self._real.aclose()


async def test_a_search_asks_for_at_most_200_a_page_whatever_the_caller_wants(sandbox: SandboxServer) -> None:
    """production-wire row 60: the sources say 200 or 300 a page; the client asks within 30–200 (the reading that
    holds for both) and reads whatever size the answer names (decoding test beside the golden bodies)."""
    transport = SizeRecordingTransport()
    front = front_of(sandbox, WireProfile.PRODUCTION)
    async with front.shipping(settings=ClientSettings(transport=transport)) as client:
        created = await client.create_shipment(nl_draft("PROD-SIZE"))
        for wanted in (1, 300):
            found = [shipment async for shipment in client.list_shipments(reference="PROD-SIZE", size=wanted)]
            assert [shipment.id for shipment in found] == [created.id]
    assert transport.sizes == [30, 200]
