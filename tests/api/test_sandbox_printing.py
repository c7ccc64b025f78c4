"""PrintingClient against the running sandbox: all 11 endpoints of the printing API (spec §4, contract §7)."""

from __future__ import annotations

import pytest

from station.api import (
    BadRequest,
    DirectPrintingStatus,
    NoConsignmentFound,
    OAuthClientCredentials,
    PrintingClient,
)
from station.domain.enums import LabelFormat
from station.sandbox.server import SandboxServer
from tests.helpers.waiting import async_wait_for
from tests.profiles import Front, front_of

pytestmark = pytest.mark.anyio

UNKNOWN_GROUP = "00000000-0000-4000-8000-000000000000"


async def test_printer_groups_lifecycle(front: Front) -> None:
    async with front.printing() as printing:
        printers = await printing.printers()
        a6_printer = next(p for p in printers if p.formats == ("A6",))
        a4_printer = next(p for p in printers if p.formats == ("A4",))
        assert await printing.printer_groups() == []

        group = await printing.create_printer_group("Packing table", ["1001"])
        assert group.id and group.name == "Packing table" and group.shop_ids == ("1001",)
        assert group.created_at is not None

        assert await printing.rename_printer_group(group.id, "Packing table 2") == "Packing table 2"
        await printing.allow_shops(group.id, ["1001", "2002"])
        await printing.assign_printer(group.id, a6_printer.id, LabelFormat.A6)
        await printing.assign_printer(group.id, a4_printer.id, "A4")
        [listed] = await printing.printer_groups()
        assert listed.name == "Packing table 2" and set(listed.shop_ids) == {"1001", "2002"}
        assert listed.printer_for("A6") == a6_printer.id and listed.printer_for("A4") == a4_printer.id

        await printing.unassign_printer(group.id, LabelFormat.A4)
        [listed] = await printing.printer_groups()
        assert listed.printer_for("A4") is None and listed.printer_for("A6") == a6_printer.id

        await printing.remove_printer_group(group.id)
        assert await printing.printer_groups() == []


async def test_refusals(front: Front) -> None:
    async with front.printing() as printing:
        a6_printer = next(p for p in await printing.printers() if p.formats == ("A6",))
        group = await printing.create_printer_group("Desk", [])
        with pytest.raises(BadRequest) as caught:  # the label printer does not take A4
            await printing.assign_printer(group.id, a6_printer.id, LabelFormat.A4)
        assert caught.value.status == 400
        with pytest.raises(BadRequest):
            await printing.assign_printer(group.id, a6_printer.id, "LETTER")
        with pytest.raises(NoConsignmentFound):
            await printing.rename_printer_group(UNKNOWN_GROUP, "x")
        with pytest.raises(NoConsignmentFound):
            await printing.assign_printer(group.id, UNKNOWN_GROUP, LabelFormat.A6)


async def test_enable_direct_printing_and_sync(sandbox_factory, wire_profile) -> None:  # type: ignore[no-untyped-def]
    server = sandbox_factory(printing_delay_s=0.3)
    async with front_of(server, wire_profile).printing() as printing:
        assert await printing.status() is DirectPrintingStatus.INITIALIZATION_REQUIRED
        credentials = await printing.enable_direct_printing()
        assert credentials.email and credentials.password
        assert credentials.password not in repr(credentials)
        assert await printing.status() is DirectPrintingStatus.INITIALIZING  # read at once (contract §7)
        # contract §7: the asynchronous changes land (the sandbox: after its printing delay, 3 s by default).
        await async_wait_for(
            printing.status, lambda now: now is DirectPrintingStatus.READY, what="direct printing to turn READY"
        )

        before = await printing.printers()
        await printing.sync_printers()
        after = await async_wait_for(
            printing.printers, lambda printers: len(printers) > len(before), what="the synced printer to appear"
        )
        assert len(after) == len(before) + 1
        assert any(set(p.formats) == {"A4", "A6"} for p in after)


@pytest.mark.needs_capability("oauth")
async def test_printing_accepts_oauth_tokens(sandbox: SandboxServer, wire_profile) -> None:  # type: ignore[no-untyped-def]
    auth = OAuthClientCredentials(sandbox.base_url, "sandbox-client", "sandbox-secret")
    async with PrintingClient(sandbox.printing_base_url, auth) as printing:
        assert len(await printing.printers()) == 2
