"""The contract's label calls (contract §4): label PDFs and links by id, and POST /labels/print, which creates
drafts and labels them in one request without duplicates."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

import httpx

from station.api.client_base import LabelItem, ShippingClientBase, id_list
from station.api.decoding import json_body, pdf_body
from station.api.models import LabelLink
from station.api.session import Call, QueryValue
from station.api.shipment_codec import decode_label_link, encode_draft
from station.api.wire import LABEL_FORMAT_NAMES, LIST_SEPARATOR, LabelKey, MediaType, Path
from station.domain.enums import LabelFormat
from station.domain.models import Shipment, ShipmentDraft

T = TypeVar("T")


class LabelCalls(ShippingClientBase):
    """Labels in the contract's format; mixed into ShippingClient."""

    # --- labels -----------------------------------------------------------------------------------------------

    async def label_pdf(
        self,
        shipment_ids: Sequence[int],
        label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (),
        *,
        auth: httpx.Auth | None = None,
    ) -> bytes:
        """GET /shipment_labels/{ids}: the PDF (A6 one label per page; A4 four slots from `positions` on)."""
        call = self._label_call(shipment_ids, label_format, positions, MediaType.PDF, auth)
        return await self._session.send_with(call, lambda r: pdf_body(r, call.what))

    async def label_link(
        self,
        shipment_ids: Sequence[int],
        label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (),
        *,
        auth: httpx.Auth | None = None,
    ) -> LabelLink:
        """The same labels as a signed link that needs no credentials and lives ten minutes (contract §4)."""
        call = self._label_call(shipment_ids, label_format, positions, MediaType.JSON, auth)
        return await self._session.send_with(call, lambda r: decode_label_link(json_body(r, what=call.what)))

    async def fetch_label_link(self, link: LabelLink) -> bytes:
        """The PDF behind a label link, fetched without credentials; NoConsignmentFound once it has expired."""
        call = Call("GET", link.url, accept=MediaType.PDF, authenticate=False)
        return await self._session.send_with(call, lambda r: pdf_body(r, "GET label link"))

    async def print_labels(
        self,
        items: Sequence[LabelItem],
        label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (),
        *,
        auth: httpx.Auth | None = None,
    ) -> bytes:
        """POST /labels/print: one PDF for many shipments; a ShipmentDraft item is created first (spec §4 rule 1).

        No duplicates: if the outcome is unknown, the drafts' references are looked up, the ones found are sent
        by id, and only the rest are sent as drafts again. Find the created shipments with `find_by_reference`.
        """
        return await self._print_labels(items, label_format, positions, MediaType.PDF, pdf_body, auth)

    async def print_labels_link(
        self,
        items: Sequence[LabelItem],
        label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (),
        *,
        auth: httpx.Auth | None = None,
    ) -> LabelLink:
        """As `print_labels`, answered with a signed link instead of the PDF (contract §4: the same output)."""
        return await self._print_labels(
            items,
            label_format,
            positions,
            MediaType.JSON,
            lambda response, what: decode_label_link(json_body(response, what=what)),
            auth,
        )

    async def _print_labels(
        self,
        items: Sequence[LabelItem],
        label_format: LabelFormat | str,
        positions: Sequence[int] | None,
        accept: str,
        decode: Callable[[httpx.Response, str], T],
        auth: httpx.Auth | None,
    ) -> T:
        drafts = [item for item in items if isinstance(item, ShipmentDraft)]
        if not items:
            raise ValueError("at least one shipment or draft is needed")
        self._check_drafts(drafts)
        self._check_labels(label_format, positions)
        entries: list[LabelItem] = [item.id if isinstance(item, Shipment) else item for item in items]
        what = f"POST {Path.LABELS_PRINT}"

        async def attempt() -> T:
            body: dict[str, object] = {
                LabelKey.SHIPMENT_IDS: [
                    encode_draft(entry) if isinstance(entry, ShipmentDraft) else entry for entry in entries
                ],
                LabelKey.FORMAT: _format_name(label_format),
            }
            if _format_name(label_format) == LABEL_FORMAT_NAMES[LabelFormat.A4] and positions:
                body[LabelKey.POSITIONS] = list(positions)
            response = await self._session.send_once(
                Call("POST", Path.LABELS_PRINT, json=body, accept=accept, idempotent=not drafts, auth=auth)
            )
            return decode(response, what)

        async def resolve() -> T | None:
            waiting = [position for position, entry in enumerate(entries) if isinstance(entry, ShipmentDraft)]
            waiting_drafts = [entry for entry in entries if isinstance(entry, ShipmentDraft)]
            found = await self._resolve_created(waiting_drafts, auth)
            for offset, shipment in found.items():
                entries[waiting[offset]] = shipment.id
            return None  # the labels are still wanted: send again, now by id where the shipment exists

        return await self._session.retrying(attempt, what=what, idempotent=not drafts, resolve=resolve)

    def _label_call(
        self,
        shipment_ids: Sequence[int],
        label_format: LabelFormat | str,
        positions: Sequence[int] | None,
        accept: str,
        auth: httpx.Auth | None,
    ) -> Call:
        if not shipment_ids:
            raise ValueError("at least one shipment id is needed")
        self._check_labels(label_format, positions)
        name = _format_name(label_format)
        params: dict[str, QueryValue] = {LabelKey.FORMAT: name}
        # contract §4: positions only for A4; spec §8: ignored on A6.
        if name == LABEL_FORMAT_NAMES[LabelFormat.A4] and positions:
            params[LabelKey.POSITIONS] = LIST_SEPARATOR.join(str(position) for position in positions)
        path = Path.SHIPMENT_LABELS.format(ids=id_list(shipment_ids))
        return Call("GET", path, params=params, accept=accept, auth=auth)


def _format_name(label_format: LabelFormat | str) -> str:
    return LABEL_FORMAT_NAMES[label_format] if isinstance(label_format, LabelFormat) else label_format
