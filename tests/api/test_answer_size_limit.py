"""The size limit on answers: a 50 MB label PDF is refused while it streams in, never read whole; real batches fit."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import httpx
import pytest

from station.api import ApiBackendError, ApiKeyAuth, ClientSettings, MalformedResponse, RetryPolicy, ShippingClient
from station.api.models import LabelLink
from station.api.session import MAX_BODY_BYTES
from station.domain.enums import LabelFormat
from tests.api.drafts import nl_draft
from tests.profiles import Front

pytestmark = pytest.mark.anyio

MB = 1024 * 1024
CHUNK = 1 * MB
HUGE = 50 * MB
PDF_HEAD = b"%PDF-1.7\n"


async def no_sleep(seconds: float) -> None:
    await asyncio.sleep(0)


def client_for(handler, *, attempts: int = 5) -> ShippingClient:  # type: ignore[no-untyped-def]
    return ShippingClient(
        "https://api.test",
        ApiKeyAuth("sandbox-nl"),
        ClientSettings(
            transport=httpx.MockTransport(handler), retry=RetryPolicy(sleep=no_sleep, max_attempts=attempts)
        ),
    )


class StreamedBody(httpx.AsyncByteStream):
    """A body made on demand, one chunk at a time, counting how much of it the client pulled."""

    def __init__(self, size: int, head: bytes = PDF_HEAD) -> None:
        self.size = size
        self.head = head
        self.pulled = 0
        self.closed = False

    async def __aiter__(self) -> AsyncIterator[bytes]:
        while self.pulled < self.size:
            chunk = (self.head if self.pulled == 0 else b"") + b"0" * CHUNK
            chunk = chunk[: self.size - self.pulled]
            self.pulled += len(chunk)
            yield chunk

    async def aclose(self) -> None:
        self.closed = True


async def test_a_50_mb_label_without_a_length_is_refused_after_reading_no_more_than_the_limit() -> None:
    body = StreamedBody(HUGE)
    async with client_for(
        lambda request: httpx.Response(200, headers={"Content-Type": "application/pdf"}, stream=body)
    ) as client:
        with pytest.raises(MalformedResponse) as caught:
            await client.label_pdf([1])
    assert "larger than 20 MB" in caught.value.message and "label PDF" in caught.value.message
    assert body.pulled <= MAX_BODY_BYTES + CHUNK  # stopped at the limit, not read to the end
    assert body.closed
    assert not caught.value.retryable  # the same label would be as large again


async def test_a_label_announced_as_50_mb_is_refused_before_reading_any_of_it() -> None:
    body = StreamedBody(HUGE)
    headers = {"Content-Type": "application/pdf", "Content-Length": str(HUGE)}
    async with client_for(lambda request: httpx.Response(200, headers=headers, stream=body)) as client:
        with pytest.raises(MalformedResponse) as caught:
            await client.label_pdf([1])
    assert body.pulled == 0
    assert "larger than 20 MB" in caught.value.message and "50.0 MB announced" in caught.value.message


async def test_a_label_just_under_the_limit_is_read_whole() -> None:
    size = MAX_BODY_BYTES - 16
    content = PDF_HEAD + b"0" * (size - len(PDF_HEAD) - len(b"%%EOF\n")) + b"%%EOF\n"
    async with client_for(lambda request: httpx.Response(200, content=content)) as client:
        pdf = await client.label_pdf([1])
    assert len(pdf) == size


async def test_a_label_link_behind_which_sits_a_50_mb_file_is_refused_too() -> None:
    body = StreamedBody(HUGE)
    async with client_for(lambda request: httpx.Response(200, stream=body)) as client:
        with pytest.raises(MalformedResponse):
            await client.fetch_label_link(LabelLink(url="https://api.test/pdfs/token", expires_at=None))
    assert body.pulled <= MAX_BODY_BYTES + CHUNK


async def test_a_huge_json_answer_is_refused_like_a_huge_label() -> None:
    body = StreamedBody(HUGE, head=b'{"shipments": [')
    async with client_for(lambda request: httpx.Response(200, stream=body)) as client:
        with pytest.raises(MalformedResponse) as caught:
            await client.get_shipment(1)
    assert "the answer is larger than 20 MB" in caught.value.message
    assert body.pulled <= MAX_BODY_BYTES + CHUNK


async def test_a_huge_html_error_page_still_maps_by_its_status_and_is_read_only_in_part() -> None:
    body = StreamedBody(HUGE, head=b"<html><body><h1>502 Bad Gateway</h1>")
    answer = httpx.Response(502, headers={"Content-Type": "text/html"}, stream=body)
    async with client_for(lambda request: answer, attempts=1) as client:
        with pytest.raises(ApiBackendError) as caught:
            await client.get_shipment(1)
    assert caught.value.retryable and caught.value.status == 502
    assert "502 Bad Gateway" in caught.value.message
    assert body.pulled <= 2 * CHUNK  # an error page is only read as far as its excerpt needs


# --- over a real socket ----------------------------------------------------------------------------------------


class EndlessPdfServer:
    """A loopback HTTP server answering every request with a 50 MB PDF, chunked, no length: counts what it wrote."""

    def __init__(self) -> None:
        self.written = 0
        self.finished = False
        self._server: asyncio.AbstractServer | None = None

    async def __aenter__(self) -> EndlessPdfServer:
        self._server = await asyncio.start_server(self._answer, "127.0.0.1", 0)
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self._server is not None
        self._server.close()
        await self._server.wait_closed()

    @property
    def base_url(self) -> str:
        assert self._server is not None
        host, port = self._server.sockets[0].getsockname()[:2]
        return f"http://{host}:{port}"

    async def _answer(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            await reader.readuntil(b"\r\n\r\n")
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/pdf\r\nTransfer-Encoding: chunked\r\n\r\n")
            chunk = b"0" * CHUNK
            first = PDF_HEAD + chunk[len(PDF_HEAD) :]
            while self.written < HUGE:
                piece = first if self.written == 0 else chunk
                writer.write(b"%x\r\n" % len(piece) + piece + b"\r\n")
                await writer.drain()
                self.written += len(piece)
            writer.write(b"0\r\n\r\n")
            await writer.drain()
            self.finished = True
        except (ConnectionError, asyncio.IncompleteReadError):
            pass  # the client hung up: what this test expects
        finally:
            writer.close()


async def test_over_a_real_socket_the_client_hangs_up_on_a_50_mb_label() -> None:
    async with EndlessPdfServer() as server:
        async with ShippingClient(
            server.base_url, ApiKeyAuth("sandbox-nl"), ClientSettings(retry=RetryPolicy(max_attempts=1))
        ) as client:
            with pytest.raises(MalformedResponse) as caught:
                await client.label_pdf([1])
        assert "larger than 20 MB" in caught.value.message
        # The server could not send it all: the client stopped reading at the limit and closed the connection.
        assert not server.finished and server.written < HUGE


async def test_a_sandbox_batch_of_one_hundred_labels_is_far_below_the_limit(front: Front) -> None:
    async with front.shipping() as client:
        shipments = await client.create_shipments([nl_draft(f"SIZE-{n}") for n in range(100)])
        pdf = await client.label_pdf([shipment.id for shipment in shipments], LabelFormat.A4, [1])
    per_label = len(pdf) / len(shipments)
    print(f"sandbox A4 label PDF: {len(pdf)} bytes for {len(shipments)} labels, {per_label:.0f} bytes per label")
    # Hundreds of labels, even ten times the sandbox's size each, fit in one PDF under the limit.
    assert 300 * per_label * 10 < MAX_BODY_BYTES
