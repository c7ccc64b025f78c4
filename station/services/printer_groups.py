"""Printer groups and direct printing over the printing API, and this station's local printer profiles."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from station.api.errors import ServiceError
from station.api.models import Printer, PrinterGroup, PrintingCredentials
from station.api.printing import PrintingClient
from station.api.wire import DirectPrintingStatus, PrintingKey
from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.store.secrets import PRINTING_EMAIL, PRINTING_PASSWORD, NoSecureKeyring, SecretStore
from station.workers import run_blocking

__all__ = [
    "FIELD_LABELS",
    "Enablement",
    "NoSecureKeyring",
    "Printer",
    "PrinterGroup",
    "PrinterGroupsService",
    "PrintingOverview",
    "PrintingRefusal",
    "PrintingStatus",
    "SyncProgress",
    "SyncResult",
    "SyncStage",
    "fields_at_fault",
    "refusal_of",
]

# The direct printing account's state, as the panel shows it (the printing API's own values).
PrintingStatus = DirectPrintingStatus
STATUS_TEXT: dict[PrintingStatus, Text] = {
    PrintingStatus.INITIALIZATION_REQUIRED: QT_TRANSLATE_NOOP(
        "PrintingStatus", "Not enabled yet (initialization required)"
    ),
    PrintingStatus.INITIALIZING: QT_TRANSLATE_NOOP("PrintingStatus", "Being enabled…"),
    PrintingStatus.READY: QT_TRANSLATE_NOOP("PrintingStatus", "Ready"),
}


def status_text(status: PrintingStatus) -> str:
    return STATUS_TEXT.get(status, str(status))


def needs_enabling(status: PrintingStatus) -> bool:
    """The account can (and must) be enabled for direct printing by the operator."""
    return status is PrintingStatus.INITIALIZATION_REQUIRED


def is_ready(status: PrintingStatus) -> bool:
    return status is PrintingStatus.READY


log = logging.getLogger("station.services.printer_groups")

# How often the asynchronous operations of the printing API are looked at again, and for how long.
# contract §7: the sync adds its printer "a few seconds later", enablement is READY "under 15 s".
POLL_INTERVAL_S = 0.5
SYNC_TIMEOUT_S = 20.0
ENABLE_TIMEOUT_S = 30.0

# The fields a printing API error names (ServiceError.fields, wire spelling), in the operator's words.
FIELD_LABELS: dict[str, str] = {
    PrintingKey.PRINTER_GROUP_ID: "printer group",
    PrintingKey.NAME: "group name",
    PrintingKey.SHOP_IDS: "shops",
    PrintingKey.PRINTER_ID: "printer",
    PrintingKey.FORMAT: "format",
    "body": "request",
}


def fields_at_fault(error: BaseException) -> tuple[str, ...]:
    """The fields a refused call names, in the operator's words (empty when it names none)."""
    fields = getattr(error, "fields", ()) or ()
    return tuple(FIELD_LABELS.get(name, name) for name in fields)


@dataclass(frozen=True)
class PrintingRefusal:
    """What the panel does with a change the printing service refused (or credentials the keyring could not keep),
    besides the window's error area saying it: the fields at fault, in operator words, and whether the panel's lists
    changed elsewhere meanwhile (a group removed at another station: read them again)."""

    fields: tuple[str, ...]
    lists_changed: bool


def refusal_of(error: BaseException) -> PrintingRefusal | None:
    """The refusal `error` is, or None when it is no refusal (a bug, a lost connection)."""
    if not isinstance(error, (ServiceError, NoSecureKeyring)):
        return None
    return PrintingRefusal(fields_at_fault(error), lists_changed=is_not_found(error))


@dataclass(frozen=True)
class PrintingOverview:
    """Everything the printer-groups panel shows, read together."""

    printers: tuple[Printer, ...]
    groups: tuple[PrinterGroup, ...]
    status: DirectPrintingStatus

    def printer(self, printer_id: str) -> Printer | None:
        return next((printer for printer in self.printers if printer.id == printer_id), None)

    def group(self, group_id: str) -> PrinterGroup | None:
        return next((group for group in self.groups if group.id == group_id), None)


@dataclass(frozen=True)
class SyncResult:
    """What a printer sync changed; `finished` is False when the list had not changed by the time the wait ended."""

    added: tuple[Printer, ...]
    removed: tuple[Printer, ...]
    printers: tuple[Printer, ...]
    finished: bool


class SyncStage(str, Enum):
    """What a printer sync is doing or waiting for, in order (the printing API reports no progress of its own)."""

    READING_ACCOUNT = "reading_account"
    WAITING_FOR_ACCOUNT = "waiting_for_account"  # the account is being enabled: the sync waits until it is READY
    READING_PRINTERS = "reading_printers"
    REQUESTING = "requesting"
    WAITING_FOR_LIST = "waiting_for_list"  # the sync was asked for: the printer list is read until it changes
    DONE = "done"


@dataclass(frozen=True)
class SyncProgress:
    """One step of a printer sync: the stage, the account's state as last read, the printer list before the sync
    and as last read, and how often the service was asked while waiting (`reads`)."""

    stage: SyncStage
    account: DirectPrintingStatus | None = None
    printers_before: int | None = None
    printers_now: int | None = None
    reads: int = 0


@dataclass(frozen=True)
class Enablement:
    """The credentials enable-direct-printing returned, and whether the keyring holds them now."""

    credentials: PrintingCredentials
    stored_in_keyring: bool


Sleep = Callable[[float], Awaitable[None]]
Clock = Callable[[], float]


class PrinterGroupsService:
    """The panel's operations. Each returns what the service confirmed; none changes anything locally first.

    Enablement credentials go to the keyring (SecretStore) before they are handed to the caller, so a crash
    right after enabling never loses them; they are never logged.
    """

    def __init__(
        self,
        client: PrintingClient,
        secrets: SecretStore | None = None,
        *,
        poll_interval_s: float = POLL_INTERVAL_S,
        sleep: Sleep = asyncio.sleep,
        clock: Clock = time.monotonic,
    ) -> None:
        self._client = client
        self._secrets = secrets if secrets is not None else SecretStore()
        self._poll_interval_s = poll_interval_s
        self._sleep = sleep
        self._clock = clock

    # --- reading -------------------------------------------------------------------------------------------

    async def overview(self) -> PrintingOverview:
        printers, groups, status = await asyncio.gather(
            self._client.printers(), self._client.printer_groups(), self._client.status()
        )
        return PrintingOverview(tuple(printers), tuple(groups), status)

    async def status(self) -> DirectPrintingStatus:
        return await self._client.status()

    # --- groups --------------------------------------------------------------------------------------------

    async def create_group(self, name: str, shop_ids: Sequence[str] = ()) -> PrinterGroup:
        group = await self._client.create_printer_group(name, list(shop_ids))
        log.info("printer group %s created", group.id)
        return group

    async def rename_group(self, group_id: str, name: str) -> str:
        """The name the service confirms."""
        return await self._client.rename_printer_group(group_id, name)

    async def remove_group(self, group_id: str) -> None:
        await self._client.remove_printer_group(group_id)
        log.info("printer group %s removed", group_id)

    async def allow_shops(self, group_id: str, shop_ids: Sequence[str]) -> None:
        await self._client.allow_shops(group_id, list(shop_ids))

    async def assign(self, group_id: str, printer_id: str, paper_format: str) -> None:
        await self._client.assign_printer(group_id, printer_id, paper_format)

    async def unassign(self, group_id: str, paper_format: str) -> None:
        await self._client.unassign_printer(group_id, paper_format)

    # --- asynchronous operations of the API ------------------------------------------------------------------

    async def sync_printers(
        self, on_progress: Callable[[SyncProgress], None] | None = None, *, timeout_s: float = SYNC_TIMEOUT_S
    ) -> SyncResult:
        """Read the account's state (an account being enabled is waited for until it is READY), read the printer
        list, start the sync, then read the list until it differs from before; `timeout_s` bounds each wait.

        `on_progress` gets each step (SyncProgress): what is being waited for and what the service said last.
        """

        def report(progress: SyncProgress) -> None:
            if on_progress is not None:
                on_progress(progress)

        report(SyncProgress(SyncStage.READING_ACCOUNT))
        account = await self._client.status()
        started, reads = self._clock(), 0
        while account is PrintingStatus.INITIALIZING and self._clock() - started < timeout_s:
            report(SyncProgress(SyncStage.WAITING_FOR_ACCOUNT, account, reads=reads))
            await self._sleep(self._poll_interval_s)
            account, reads = await self._client.status(), reads + 1
        report(SyncProgress(SyncStage.READING_PRINTERS, account))
        before = tuple(await self._client.printers())
        report(SyncProgress(SyncStage.REQUESTING, account, len(before)))
        await self._client.sync_printers()
        started, reads, after = self._clock(), 0, before
        while True:
            report(SyncProgress(SyncStage.WAITING_FOR_LIST, account, len(before), len(after), reads))
            after, reads = tuple(await self._client.printers()), reads + 1
            if _printer_ids(after) != _printer_ids(before):
                break
            if self._clock() - started >= timeout_s:
                report(SyncProgress(SyncStage.DONE, account, len(before), len(after), reads))
                return SyncResult((), (), after, finished=False)
            await self._sleep(self._poll_interval_s)
        before_ids, after_ids = _printer_ids(before), _printer_ids(after)
        added = tuple(printer for printer in after if printer.id not in before_ids)
        removed = tuple(printer for printer in before if printer.id not in after_ids)
        report(SyncProgress(SyncStage.DONE, account, len(before), len(after), reads))
        log.info("printer sync: %d added, %d removed", len(added), len(removed))
        return SyncResult(added, removed, after, finished=True)

    async def enable_direct_printing(self) -> Enablement:
        """Enable the account and put the credentials into the keyring before returning them (the UI shows
        them once). The API hands them out only now, so: no secure keyring → NoSecureKeyring before anything is
        sent; a keyring that fails after the call → the credentials still come back, `stored_in_keyring` False,
        for the operator to write down."""
        # Keyring backends can block (D-Bus): keep them off the event loop.
        await run_blocking(self._secrets.check)
        credentials = await self._client.enable_direct_printing()
        try:
            await run_blocking(self._store_credentials, credentials)
        except NoSecureKeyring as error:
            log.warning("direct printing credentials could not be stored: %s", error.backend_name)
            return Enablement(credentials, stored_in_keyring=False)
        return Enablement(credentials, stored_in_keyring=True)

    def _store_credentials(self, credentials: PrintingCredentials) -> None:
        self._secrets.set(PRINTING_EMAIL, credentials.email)
        self._secrets.set(PRINTING_PASSWORD, credentials.password)
        log.info("direct printing credentials stored in the keyring")

    def stored_printing_email(self) -> str | None:
        """The e-mail of stored direct printing credentials (never the password), or None."""
        return self._secrets.get(PRINTING_EMAIL)

    async def follow_status(
        self,
        on_status: Callable[[DirectPrintingStatus], None] | None = None,
        *,
        until: DirectPrintingStatus = DirectPrintingStatus.READY,
        timeout_s: float = ENABLE_TIMEOUT_S,
    ) -> DirectPrintingStatus:
        """Read the account status until it is `until` or `timeout_s` passes; reports every change."""
        started = self._clock()
        last: DirectPrintingStatus | None = None
        while True:
            status = await self._client.status()
            if status != last and on_status is not None:
                on_status(status)
            last = status
            if status == until or self._clock() - started >= timeout_s:
                return status
            await self._sleep(self._poll_interval_s)


def _printer_ids(printers: Sequence[Printer]) -> frozenset[str]:
    return frozenset(printer.id for printer in printers)


def is_not_found(error: BaseException) -> bool:
    return isinstance(error, ServiceError) and error.status == 404
