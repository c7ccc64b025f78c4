"""PrinterGroupsService against the running sandbox through the real PrintingClient: all 11 endpoints."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import httpx
import keyring
import keyring.backends.fail
import keyring.errors
import pytest

from station.api.auth import ApiKeyAuth
from station.api.errors import BadRequest, NotFound
from station.api.printing import PrintingClient
from station.api.wire import DirectPrintingStatus
from station.services.printer_groups import (
    NoSecureKeyring,
    PrinterGroupsService,
    SyncProgress,
    SyncStage,
    fields_at_fault,
)
from station.store.secrets import PRINTING_EMAIL, PRINTING_PASSWORD, SecretStore


@pytest.fixture
def fast_sandbox(sandbox_factory):  # type: ignore[no-untyped-def]
    """Sync and enablement finish after half a second instead of three."""
    return sandbox_factory(printing_delay_s=0.5)


@pytest.fixture
def service(fast_sandbox, qasync_loop, run_async) -> Iterator[PrinterGroupsService]:  # type: ignore[no-untyped-def]
    client = PrintingClient(fast_sandbox.printing_base_url, ApiKeyAuth("sandbox-nl"))
    yield PrinterGroupsService(client, poll_interval_s=0.05)
    run_async(client.aclose())


def test_groups_are_created_renamed_shared_assigned_and_removed(
    service: PrinterGroupsService, run_async: Callable[..., Any]
) -> None:
    start = run_async(service.overview())
    assert start.groups == () and start.status is DirectPrintingStatus.INITIALIZATION_REQUIRED
    label_printer = next(p for p in start.printers if p.formats == ("A6",))

    group = run_async(service.create_group("Warehouse", ["1001"]))
    assert run_async(service.rename_group(group.id, "Warehouse north")) == "Warehouse north"
    run_async(service.allow_shops(group.id, ["1001", "2002"]))
    run_async(service.assign(group.id, label_printer.id, "A6"))
    shown = run_async(service.overview()).group(group.id)
    assert shown is not None
    assert (shown.name, shown.shop_ids, shown.printer_for("A6")) == (
        "Warehouse north",
        ("1001", "2002"),
        label_printer.id,
    )

    run_async(service.unassign(group.id, "A6"))
    assert run_async(service.overview()).group(group.id).printer_for("A6") is None  # type: ignore[union-attr]
    run_async(service.remove_group(group.id))
    assert run_async(service.overview()).groups == ()


def test_a_format_the_printer_lacks_is_a_400_on_format(
    service: PrinterGroupsService, run_async: Callable[..., Any]
) -> None:
    overview = run_async(service.overview())
    label_printer = next(p for p in overview.printers if p.formats == ("A6",))
    group = run_async(service.create_group("Desk", []))
    with pytest.raises(BadRequest) as refused:
        run_async(service.assign(group.id, label_printer.id, "A4"))
    assert refused.value.status == 400 and fields_at_fault(refused.value) == ("format",)


def test_a_group_removed_elsewhere_is_a_404_on_the_group(
    service: PrinterGroupsService,
    fast_sandbox,
    run_async: Callable[..., Any],  # type: ignore[no-untyped-def]
) -> None:
    group = run_async(service.create_group("Gone soon", []))
    httpx.post(
        fast_sandbox.printing_base_url + "/remove-printer-group",
        json={"printerGroupId": group.id},
        auth=ApiKeyAuth("sandbox-nl"),
        timeout=10,
    ).raise_for_status()
    with pytest.raises(NotFound) as refused:
        run_async(service.rename_group(group.id, "Renamed"))
    assert refused.value.status == 404 and fields_at_fault(refused.value) == ("printer group",)


def test_sync_reports_the_printer_it_added(service: PrinterGroupsService, run_async: Callable[..., Any]) -> None:
    progress: list[SyncProgress] = []
    result = run_async(service.sync_printers(progress.append))
    assert result.finished
    assert [p.formats for p in result.added] == [("A4", "A6")] and result.removed == ()
    assert len(result.printers) == 3
    # What it waited for, in order: the account's state, the list before, the request, the list changing.
    stages = [step.stage for step in progress]
    assert stages[:3] == [SyncStage.READING_ACCOUNT, SyncStage.READING_PRINTERS, SyncStage.REQUESTING]
    assert SyncStage.WAITING_FOR_ACCOUNT not in stages  # the account was not being enabled
    waits = [step for step in progress if step.stage is SyncStage.WAITING_FOR_LIST]
    assert waits and all(step.printers_before == 2 and step.printers_now == 2 for step in waits)
    assert [step.reads for step in waits] == list(range(len(waits)))
    assert progress[-1] == SyncProgress(SyncStage.DONE, DirectPrintingStatus.INITIALIZATION_REQUIRED, 2, 3, len(waits))


def test_sync_waits_for_an_account_being_enabled(service: PrinterGroupsService, run_async: Callable[..., Any]) -> None:
    run_async(service._client.enable_direct_printing())  # READY half a second later
    progress: list[SyncProgress] = []
    result = run_async(service.sync_printers(progress.append))
    assert result.finished
    waiting = [step for step in progress if step.stage is SyncStage.WAITING_FOR_ACCOUNT]
    assert waiting and all(step.account is DirectPrintingStatus.INITIALIZING for step in waiting)
    # The printer list is read only once the account is ready.
    reading = next(step for step in progress if step.stage is SyncStage.READING_PRINTERS)
    assert reading.account is DirectPrintingStatus.READY
    assert progress.index(reading) > progress.index(waiting[-1])


def test_sync_without_change_stops_at_the_timeout(service: PrinterGroupsService, run_async: Callable[..., Any]) -> None:
    run_async(service.sync_printers())  # the one change the sandbox makes has happened
    result = run_async(service.sync_printers(timeout_s=0.3))
    assert not result.finished and result.added == () and len(result.printers) == 3


def test_enabling_stores_the_credentials_and_becomes_ready(
    service: PrinterGroupsService,
    memory_keyring,
    run_async: Callable[..., Any],  # type: ignore[no-untyped-def]
) -> None:
    enablement = run_async(service.enable_direct_printing())
    assert enablement.stored_in_keyring
    credentials = enablement.credentials
    secrets = SecretStore()
    assert secrets.get(PRINTING_EMAIL) == credentials.email
    assert secrets.get(PRINTING_PASSWORD) == credentials.password and credentials.password
    assert service.stored_printing_email() == credentials.email
    seen: list[DirectPrintingStatus] = []
    final = run_async(service.follow_status(seen.append, timeout_s=10))
    assert final is DirectPrintingStatus.READY
    assert seen == [DirectPrintingStatus.INITIALIZING, DirectPrintingStatus.READY]


def test_without_a_secure_keyring_nothing_is_enabled(
    service: PrinterGroupsService, run_async: Callable[..., Any]
) -> None:
    # The credentials are handed out once: with nowhere safe to keep them, do not ask for them.
    keyring.set_keyring(keyring.backends.fail.Keyring())
    with pytest.raises(NoSecureKeyring):
        run_async(service.enable_direct_printing())
    assert run_async(service.status()) is DirectPrintingStatus.INITIALIZATION_REQUIRED


def test_a_keyring_failing_after_the_call_still_returns_the_credentials(
    service: PrinterGroupsService,
    memory_keyring,
    run_async: Callable[..., Any],  # type: ignore[no-untyped-def]
) -> None:
    def refuse(service_name: str, username: str, password: str) -> None:
        raise keyring.errors.PasswordSetError("locked")

    memory_keyring.set_password = refuse
    enablement = run_async(service.enable_direct_printing())
    assert not enablement.stored_in_keyring and enablement.credentials.password
