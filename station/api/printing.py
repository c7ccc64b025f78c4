"""PrintingClient: the 11 endpoints of the direct printing API, version 1 (spec §4 Printing API, contract §7)."""

from __future__ import annotations

from collections.abc import Sequence
from types import TracebackType

import httpx

from station.api.decoding import json_body
from station.api.models import DirectPrintingStatus, Printer, PrinterGroup, PrintingCredentials
from station.api.printing_codec import (
    create_group_body,
    decode_credentials,
    decode_printer_group,
    decode_printer_groups,
    decode_printers,
    decode_renamed,
    decode_status,
    group_body,
)
from station.api.session import Call, ClientSettings, HttpSession
from station.api.wire import LABEL_FORMAT_NAMES, PrintingPath
from station.domain.enums import LabelFormat


class PrintingClient:
    """Printers, printer groups, which shops may use a group, and enabling direct printing.

    Accepts the same auth as ShippingClient (contract §1: bearer tokens and API keys, any scope).
    Use as `async with PrintingClient(...) as printing:` or call `aclose()`.
    """

    def __init__(self, printing_base_url: str, auth: httpx.Auth, settings: ClientSettings | None = None) -> None:
        self._session = HttpSession(printing_base_url, auth, settings or ClientSettings())

    async def __aenter__(self) -> PrintingClient:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._session.aclose()

    @property
    def http(self) -> httpx.AsyncClient:
        """The one httpx client (connection pool) behind this client."""
        return self._session.http

    # --- reads ---

    async def printer_groups(self) -> list[PrinterGroup]:
        """GET /printer-groups, each with its (ext) assignments."""
        call = Call("GET", PrintingPath.PRINTER_GROUPS)
        return await self._session.send_with(call, lambda r: decode_printer_groups(json_body(r, what=call.what)))

    async def printers(self) -> list[Printer]:
        call = Call("GET", PrintingPath.PRINTERS)
        return await self._session.send_with(call, lambda r: decode_printers(json_body(r, what=call.what)))

    async def status(self) -> DirectPrintingStatus:
        call = Call("GET", PrintingPath.STATUS)
        return await self._session.send_with(call, lambda r: decode_status(json_body(r, what=call.what)))

    # --- writes ---

    async def create_printer_group(self, name: str, shop_ids: Sequence[str] = ()) -> PrinterGroup:
        """POST /create-printer-group → 201 `{id, createdAt, name, shopIds}`.

        Not idempotent and not resolvable by a key of ours: an unknown outcome raises OutcomeUnknown
        (list the groups before creating it again).
        """
        call = Call("POST", PrintingPath.CREATE_GROUP, json=create_group_body(name, shop_ids), idempotent=False)
        return await self._session.send_with(call, lambda r: decode_printer_group(json_body(r, what=call.what)))

    async def rename_printer_group(self, group_id: str, name: str) -> str:
        """POST /rename-printer-group → the name the service confirms."""
        call = Call("POST", PrintingPath.RENAME_GROUP, json=group_body(group_id, name=name))
        return await self._session.send_with(call, lambda r: decode_renamed(json_body(r, what=call.what), group_id))

    async def remove_printer_group(self, group_id: str) -> None:
        # Not idempotent: a repeat after an unseen success would answer 404 for a group that was removed.
        await self._session.send(Call("POST", PrintingPath.REMOVE_GROUP, json=group_body(group_id), idempotent=False))

    async def allow_shops(self, group_id: str, shop_ids: Sequence[str]) -> None:
        """POST /allow-shops-access-to-printer-group: the shops that may print through the group."""
        await self._session.send(
            Call("POST", PrintingPath.ALLOW_SHOPS, json=group_body(group_id, shop_ids=list(shop_ids)))
        )

    async def assign_printer(self, group_id: str, printer_id: str, paper_format: LabelFormat | str) -> None:
        """POST /assign-printer-to-group: the group prints `paper_format` on that printer (400 if it lacks it)."""
        body = group_body(group_id, printer_id=printer_id, format=_format_name(paper_format))
        await self._session.send(Call("POST", PrintingPath.ASSIGN_PRINTER, json=body))

    async def unassign_printer(self, group_id: str, paper_format: LabelFormat | str) -> None:
        body = group_body(group_id, format=_format_name(paper_format))
        await self._session.send(Call("POST", PrintingPath.UNASSIGN_PRINTER, json=body))

    async def enable_direct_printing(self) -> PrintingCredentials:
        """POST /enable-direct-printing: credentials at once, the account becomes READY asynchronously."""
        call = Call("POST", PrintingPath.ENABLE_DIRECT_PRINTING, idempotent=False)
        return await self._session.send_with(call, lambda r: decode_credentials(json_body(r, what=call.what)))

    async def sync_printers(self) -> None:
        """POST /sync-printers: starts a synchronisation of the printer list; `printers()` shows the result later."""
        await self._session.send(Call("POST", PrintingPath.SYNC_PRINTERS))


def _format_name(paper_format: LabelFormat | str) -> str:
    return LABEL_FORMAT_NAMES[paper_format] if isinstance(paper_format, LabelFormat) else paper_format
