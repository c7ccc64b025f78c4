"""Malformed answers at the service layer: wrong types, truncated JSON, a proxy's HTML error page, a label that is
not a PDF, a 50 MB PDF. Each gives a clear operator message and no crash; the outbox keeps the work when it is
retryable, closes it when it is not (no endless retrying), and never creates or prints twice.

The services talk to the real sandbox through a proxy transport that replaces chosen answers, once per wire profile
(the sandbox's contract front and its production front, tests/profiles.py)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from station.api import ClientSettings, MalformedResponse, RetryPolicy, ServiceError
from station.domain.enums import LabelFormat
from station.sandbox.server import SandboxServer
from station.services.account import AccountService, ServiceClients
from station.services.errors import WorkQueued, describe
from station.services.station import StationServices
from station.store.records import OutboxKind, OutboxState, PrintState
from station.store.store import Store
from tests.helpers.services import CountingPrinter, bound, live_by_reference, sample_file
from tests.profiles import Front

pytestmark = pytest.mark.anyio

ORDER, REFERENCE = "import:WEB-10421", "WEB-10421"
MB = 1024 * 1024


# --- the answers a broken service or a proxy in between gives ------------------------------------------------


def wrong_types() -> httpx.Response:
    return httpx.Response(
        200,
        json={
            "id": "seventeen",
            "carrier": 5,
            "status": ["pending"],
            "shipments": {"x": 1},
            "orders": "none",
            "total": "many",
        },
    )


def truncated_json() -> httpx.Response:
    return httpx.Response(200, content=b'{"shipments": [{"id": 17, "carr', headers={"Content-Type": "application/json"})


def proxy_502_page() -> httpx.Response:
    return httpx.Response(
        502,
        content=b"<html><head><title>502 Bad Gateway</title></head><body><center><h1>"
        b"502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>",
        headers={"Content-Type": "text/html"},
    )


def html_instead_of_pdf() -> httpx.Response:
    return httpx.Response(
        200, content=b"<!DOCTYPE html><html><body>Please sign in</body></html>", headers={"Content-Type": "text/html"}
    )


class _EndlessPdf(httpx.AsyncByteStream):
    def __init__(self) -> None:
        self.pulled = 0

    async def __aiter__(self) -> AsyncIterator[bytes]:
        while self.pulled < 50 * MB:
            chunk = (b"%PDF-1.7\n" if self.pulled == 0 else b"") + b"0" * MB
            self.pulled += len(chunk)
            yield chunk


def fifty_mb_pdf() -> httpx.Response:
    return httpx.Response(200, headers={"Content-Type": "application/pdf"}, stream=_EndlessPdf())


@dataclass
class Fault:
    method: str
    path: str  # a prefix of the request path
    answer: Callable[[], httpx.Response]
    forward: bool = False  # send the request on first (a write is carried out), then answer with `answer`


class FaultyProxy(httpx.AsyncBaseTransport):
    """Forwards every request to the sandbox over the real socket, except that a matching fault answers instead.
    Fault paths are the front's own (`/shipments`), whatever prefix the front has (`/production`)."""

    def __init__(self, prefix: str = "") -> None:
        self._real = httpx.AsyncHTTPTransport()
        self._prefix = prefix
        self.faults: list[Fault] = []
        self.replaced = 0

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        path = request.url.path.removeprefix(self._prefix)
        fault = next((f for f in self.faults if f.method == request.method and path.startswith(f.path)), None)
        if fault is None or fault.forward:
            response = await self._real.handle_async_request(request)
            if fault is None:
                return response
            await response.aread()
            await response.aclose()
        self.replaced += 1
        return fault.answer()

    async def aclose(self) -> None:
        await self._real.aclose()


async def _no_wait(seconds: float) -> None:
    await asyncio.sleep(0)


@pytest.fixture
async def proxied(
    front: Front, tmp_path: Path, store_location: Callable[[Path], Path | str]
) -> AsyncIterator[tuple[StationServices, FaultyProxy, CountingPrinter]]:
    proxy = FaultyProxy(urlsplit(front.base_url).path)
    settings = ClientSettings(transport=proxy, retry=RetryPolicy(sleep=_no_wait, max_attempts=3))
    auth = front.key()
    clients = ServiceClients(front.shipping(auth, settings), front.printing(auth, settings), auth, front.profile)
    printer = CountingPrinter()
    services = StationServices(
        AccountService(),
        Store.open(store_location(tmp_path / "station.sqlite3"), operator="tester"),
        bound(printer),
        clients=clients,
    )
    services.orders.import_file(sample_file("sample-orders.csv"))
    await services.elsewhere.sweep()  # the orders are known (ships once): the faults below hit the create itself
    yield services, proxy, printer
    await services.aclose()


def assert_unusable_answer(error: BaseException, says: str) -> None:
    message = describe(error)
    assert message.title == "Unusable answer from the service" and not message.retry
    assert says in message.text, message.text
    assert "report it" in message.advice


# --- creating ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "answer", [wrong_types, truncated_json, html_instead_of_pdf], ids=["wrong types", "truncated JSON", "HTML page"]
)
async def test_an_unreadable_answer_to_a_create_is_resolved_by_reference_not_sent_again(
    proxied: tuple[StationServices, FaultyProxy, CountingPrinter],
    sandbox: SandboxServer,
    answer: Callable[[], httpx.Response],
) -> None:
    services, proxy, _printer = proxied
    proxy.faults = [Fault("POST", "/shipments", answer, forward=True)]
    shipment = await services.shipments.create(ORDER)
    assert proxy.replaced == 1 and shipment.id and shipment.reference == REFERENCE
    assert [s["id"] for s in live_by_reference(sandbox, REFERENCE)] == [shipment.id]
    assert services.outbox.pending_count() == 0


async def test_an_unreadable_create_whose_lookup_fails_too_is_reported_closed_and_never_duplicated(
    proxied: tuple[StationServices, FaultyProxy, CountingPrinter],
    sandbox: SandboxServer,
) -> None:
    services, proxy, _printer = proxied
    proxy.faults = [Fault("POST", "/shipments", wrong_types, forward=True), Fault("GET", "/shipments", truncated_json)]
    with pytest.raises(MalformedResponse) as caught:
        await services.shipments.create(ORDER)
    assert_unusable_answer(caught.value, "should be")
    # Not retryable: closed as failed, not left for the drainer to repeat for ever.
    assert services.outbox.pending_count() == 0
    [entry] = [e for e in services.store.outbox.all() if e.kind is OutboxKind.CREATE_SHIPMENT]
    assert entry.state is OutboxState.FAILED and "should be" in entry.last_error
    assert len(live_by_reference(sandbox, REFERENCE)) == 1  # the service did create it

    # The service answers properly again: creating once more finds that shipment instead of making a second.
    proxy.faults = []
    shipment = await services.shipments.create(ORDER)
    assert [s["id"] for s in live_by_reference(sandbox, REFERENCE)] == [shipment.id]


async def test_a_proxy_error_page_on_create_keeps_the_work_queued_until_the_service_answers(
    proxied: tuple[StationServices, FaultyProxy, CountingPrinter],
    sandbox: SandboxServer,
) -> None:
    services, proxy, _printer = proxied
    proxy.faults = [Fault("POST", "/shipments", proxy_502_page)]
    with pytest.raises(WorkQueued) as caught:
        await services.shipments.create(ORDER)
    assert "HTML page" in str(caught.value) and "502 Bad Gateway" in str(caught.value) and "<" not in str(caught.value)
    message = describe(caught.value)
    assert message.retry and "nothing is lost" in message.advice.lower()
    assert services.outbox.pending_count() == 1

    proxy.faults = []
    assert await services.outbox.drain_once()
    assert services.outbox.pending_count() == 0
    assert len(live_by_reference(sandbox, REFERENCE)) == 1


async def test_a_batch_create_answered_unreadably_is_resolved_one_by_one_without_duplicates(
    proxied: tuple[StationServices, FaultyProxy, CountingPrinter],
    sandbox: SandboxServer,
) -> None:
    services, proxy, _printer = proxied
    keys = ["import:WEB-10421", "import:WEB-10422", "import:WEB-10424"]
    drafts = [(key, services.shipments.draft_for(key)) for key in keys]
    proxy.faults = [Fault("POST", "/shipments", truncated_json, forward=True)]
    results = await services.outbox.create_many(drafts)
    # The batch was carried out; its answer was cut off. Each order is found by reference; none is sent again.
    for key in keys:
        reference = key.split(":", 1)[1]
        assert [s["id"] for s in live_by_reference(sandbox, reference)] == [results[key].id]  # type: ignore[union-attr]


# --- printing ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "says"),
    [(html_instead_of_pdf, "not a PDF"), (fifty_mb_pdf, "larger than 20 MB")],
    ids=["HTML instead of a PDF", "50 MB PDF"],
)
async def test_a_label_that_cannot_be_printed_is_reported_and_nothing_reaches_the_printer(
    proxied: tuple[StationServices, FaultyProxy, CountingPrinter],
    answer: Callable[[], httpx.Response],
    says: str,
) -> None:
    services, proxy, printer = proxied
    await services.shipments.create(ORDER)
    proxy.faults = [Fault("GET", "/shipment_labels/", answer)]
    with pytest.raises(MalformedResponse) as caught:
        await services.printing.print_label(ORDER, LabelFormat.A6)
    assert_unusable_answer(caught.value, says)
    assert printer.jobs == []
    assert services.outbox.pending_count() == 0  # closed, not retried for ever
    [job] = services.printing.jobs_for(ORDER)
    assert job.state is PrintState.FAILED and says in job.detail

    # Once the service sends a proper label, printing it is an ordinary print (the failed one printed nothing).
    proxy.faults = []
    await services.printing.print_label(ORDER, LabelFormat.A6)
    assert printer.jobs == [REFERENCE]


async def test_a_proxy_error_page_instead_of_the_label_keeps_the_print_queued_and_prints_it_once_later(
    proxied: tuple[StationServices, FaultyProxy, CountingPrinter],
) -> None:
    services, proxy, printer = proxied
    await services.shipments.create(ORDER)
    proxy.faults = [Fault("GET", "/shipment_labels/", proxy_502_page)]
    with pytest.raises(WorkQueued):
        await services.printing.print_label(ORDER, LabelFormat.A6)
    assert services.outbox.pending_count() == 1 and printer.jobs == []

    proxy.faults = []
    assert await services.outbox.drain_once()
    assert printer.jobs == [REFERENCE] and services.outbox.pending_count() == 0
    assert await services.outbox.drain_once()
    assert printer.jobs == [REFERENCE]


# --- reading -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "says"),
    [(wrong_types, "should be"), (truncated_json, "not JSON"), (proxy_502_page, "502 Bad Gateway")],
    ids=["wrong types", "truncated JSON", "HTML 502"],
)
async def test_a_sync_answered_badly_reports_it_and_leaves_the_queue_as_it_was(
    proxied: tuple[StationServices, FaultyProxy, CountingPrinter],
    answer: Callable[[], httpx.Response],
    says: str,
) -> None:
    services, proxy, _printer = proxied
    before = [order.key for order in services.orders.orders()]
    proxy.faults = [Fault("GET", "/fulfilment/orders", answer)]
    with pytest.raises(ServiceError) as caught:
        await services.orders.sync_from_service()
    message = describe(caught.value)
    assert says in message.text and message.title != "Unexpected error"
    assert [order.key for order in services.orders.orders()] == before


async def test_an_id_beyond_64_bits_is_an_unusable_answer_not_a_database_crash(
    proxied: tuple[StationServices, FaultyProxy, CountingPrinter],
    front: Front,
) -> None:
    services, proxy, _printer = proxied
    created = await services.shipments.create(ORDER)

    def huge_id() -> httpx.Response:
        if front.production:
            body: dict[str, object] = {
                "data": {
                    "shipments": [
                        {"id": 2**64, "carrier_id": 1, "status": 1, "reference_identifier": REFERENCE, "recipient": {}}
                    ]
                }
            }
        else:
            body = {"id": 2**64, "carrier": "postnl", "status": "pending", "reference": REFERENCE, "recipient": {}}
        return httpx.Response(200, content=json.dumps(body).encode())

    proxy.faults = [Fault("GET", f"/shipments/{created.id}", huge_id)]
    with pytest.raises(MalformedResponse) as caught:
        await services.shipments.refresh(ORDER)
    assert_unusable_answer(caught.value, "out of range")
    assert services.orders.get(ORDER).shipment == created
