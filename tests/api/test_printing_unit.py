"""PrintingClient on MockTransport: request bodies in the contract's names, and malformed answers refused."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest

from station.api import (
    ApiKeyAuth,
    ClientSettings,
    MalformedResponse,
    OutcomeUnknown,
    PrintingClient,
    RetryPolicy,
)
from station.domain.enums import LabelFormat

pytestmark = pytest.mark.anyio


async def no_sleep(seconds: float) -> None:
    await asyncio.sleep(0)


def client_for(handler) -> PrintingClient:  # type: ignore[no-untyped-def]
    settings = ClientSettings(transport=httpx.MockTransport(handler), retry=RetryPolicy(sleep=no_sleep))
    return PrintingClient("https://printing.test/v1", ApiKeyAuth("sandbox-nl"), settings)


async def test_bodies_and_paths_follow_the_specification() -> None:
    seen: list[tuple[str, str, object]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content) if request.content else None
        seen.append((request.method, request.url.path, body))
        if request.url.path.endswith("/rename-printer-group"):
            return httpx.Response(200, json={"id": "g1", "name": "New"})
        return httpx.Response(204)

    async with client_for(handler) as printing:
        await printing.allow_shops("g1", ["1001"])
        await printing.assign_printer("g1", "p1", LabelFormat.A6)
        await printing.unassign_printer("g1", LabelFormat.A4)
        assert await printing.rename_printer_group("g1", "New") == "New"
        await printing.remove_printer_group("g1")
        await printing.sync_printers()
    assert seen == [
        ("POST", "/v1/allow-shops-access-to-printer-group", {"printerGroupId": "g1", "shopIds": ["1001"]}),
        ("POST", "/v1/assign-printer-to-group", {"printerGroupId": "g1", "printerId": "p1", "format": "A6"}),
        ("POST", "/v1/unassign-printer-from-group", {"printerGroupId": "g1", "format": "A4"}),
        ("POST", "/v1/rename-printer-group", {"printerGroupId": "g1", "name": "New"}),
        ("POST", "/v1/remove-printer-group", {"printerGroupId": "g1"}),
        ("POST", "/v1/sync-printers", None),
    ]


MALFORMED = [
    ("/printer-groups", {"results": [{"id": "g", "name": "n", "shopIds": [1001]}]}),
    ("/printer-groups", {"results": {"id": "g"}}),
    ("/printers", {"results": [{"id": "p", "formats": ["A4"]}]}),
    ("/printers", {"printers": []}),
    ("/status", {"status": "SLEEPING"}),
    ("/status", {}),
]


@pytest.mark.parametrize(("path", "body"), MALFORMED, ids=[f"{p}-{i}" for i, (p, _) in enumerate(MALFORMED)])
async def test_malformed_reads_raise_malformed_response(path: str, body: dict[str, object]) -> None:
    async with client_for(lambda request: httpx.Response(200, json=body)) as printing:
        read = {"/printer-groups": printing.printer_groups, "/printers": printing.printers, "/status": printing.status}[
            path
        ]
        with pytest.raises(MalformedResponse):
            await read()


async def test_credentials_without_a_password_are_malformed_and_a_rename_of_another_group_too() -> None:
    answers = {
        "/v1/enable-direct-printing": httpx.Response(200, json={"credentials": {"email": "a@b"}}),
        "/v1/rename-printer-group": httpx.Response(200, json={"id": "other", "name": "x"}),
    }
    async with client_for(lambda request: answers[request.url.path]) as printing:
        with pytest.raises(MalformedResponse):
            await printing.enable_direct_printing()
        with pytest.raises(MalformedResponse):
            await printing.rename_printer_group("g1", "x")


async def test_creating_a_group_is_not_repeated_when_its_answer_is_lost() -> None:
    attempts = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal attempts
        attempts += 1
        raise httpx.ReadTimeout("lost", request=request)

    async with client_for(handler) as printing:
        with pytest.raises(OutcomeUnknown):
            await printing.create_printer_group("Desk", [])
    assert attempts == 1
