"""The production service's label calls: PDFs and links by id, at most 25 labels per request (more are asked in
parts and merged in order, or through the bulk path for a link), links polled until their PDF is ready."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Sequence

import httpx
from pypdf import PdfReader, PdfWriter

from station.api.client_base import LabelItem, ShippingClientBase, id_list
from station.api.client_rules import check_labels
from station.api.decoding import json_body, pdf_body
from station.api.errors import NoConsignmentFound
from station.api.models import LabelLink
from station.api.production.codec import decode_label_link
from station.api.production.names import MAX_LABELS_PER_REQUEST, LabelKey, MediaType, Path
from station.api.session import Call, QueryValue, gather_cancelling
from station.api.wire import LIST_SEPARATOR
from station.domain.enums import LabelFormat
from station.domain.models import Shipment, ShipmentDraft
from station.domain.sheets import SLOTS_PER_SHEET, first_sheet_slots

# A label link answers 404 until its PDF is ready (3 s to 3 min): polled this long, backing off.
LABEL_LINK_DEADLINE_S = 180.0
_POLL_FIRST_S, _POLL_MAX_S = 0.5, 5.0


class ProductionLabelCalls(ShippingClientBase):
    """Labels in the production format; mixed into ProductionShippingClient."""

    # --- labels -----------------------------------------------------------------------------------------------

    async def label_pdf(
        self,
        shipment_ids: Sequence[int],
        label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (),
        *,
        auth: httpx.Auth | None = None,
    ) -> bytes:
        """GET /shipment_labels/{ids}: one PDF. More than 25 labels are asked in parts (each part's A4 positions
        so that the sheets come out as one request would make them) and merged in order."""
        if not shipment_ids:
            raise ValueError("at least one shipment id is needed")
        chosen = self._labels_format(label_format, positions)
        parts = _label_parts(list(shipment_ids), chosen, positions)

        async def fetch(ids: Sequence[int], part_positions: Sequence[int]) -> bytes:
            call = self._label_call(ids, chosen, part_positions, MediaType.PDF, auth)
            return await self._session.send_with(call, lambda r: pdf_body(r, call.what))

        pdfs = await gather_cancelling([fetch(ids, part_positions) for ids, part_positions in parts])
        return pdfs[0] if len(pdfs) == 1 else _merge(pdfs)

    async def label_link(
        self,
        shipment_ids: Sequence[int],
        label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (),
        *,
        auth: httpx.Auth | None = None,
    ) -> LabelLink:
        """A link to the labels' PDF (no expiry is told; fetch it at once). Above 25 labels, the bulk form."""
        if not shipment_ids:
            raise ValueError("at least one shipment id is needed")
        chosen = self._labels_format(label_format, positions)
        sheet = _full_positions(chosen, positions)
        call = self._label_call(
            shipment_ids, chosen, sheet, MediaType.LABEL_LINK, auth, bulk=len(shipment_ids) > MAX_LABELS_PER_REQUEST
        )
        return await self._session.send_with(
            call, lambda r: decode_label_link(json_body(r, what=call.what), self._session.base_url)
        )

    async def fetch_label_link(self, link: LabelLink) -> bytes:
        """The PDF behind a label link, without credentials. The link answers 404 until the PDF is made: polled,
        backing off, for at most three minutes."""
        call = Call("GET", link.url, accept=MediaType.PDF, authenticate=False)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + LABEL_LINK_DEADLINE_S
        wait = _POLL_FIRST_S
        while True:
            try:
                return await self._session.send_with(call, lambda r: pdf_body(r, "GET label link"))
            except NoConsignmentFound:
                if loop.time() + wait > deadline:
                    raise
            await asyncio.sleep(wait)
            wait = min(wait * 2, _POLL_MAX_S)

    async def print_labels(
        self,
        items: Sequence[LabelItem],
        label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (),
        *,
        auth: httpx.Auth | None = None,
    ) -> bytes:
        """One PDF for shipments and drafts: the drafts are created first (no duplicates), then all are labelled."""
        return await self.label_pdf(
            await self._label_ids(items, label_format, positions, auth), label_format, positions, auth=auth
        )

    async def print_labels_link(
        self,
        items: Sequence[LabelItem],
        label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (),
        *,
        auth: httpx.Auth | None = None,
    ) -> LabelLink:
        return await self.label_link(
            await self._label_ids(items, label_format, positions, auth), label_format, positions, auth=auth
        )

    async def _label_ids(
        self,
        items: Sequence[LabelItem],
        label_format: LabelFormat | str,
        positions: Sequence[int] | None,
        auth: httpx.Auth | None,
    ) -> list[int]:
        if not items:
            raise ValueError("at least one shipment or draft is needed")
        drafts = [item for item in items if isinstance(item, ShipmentDraft)]
        self._check_drafts(drafts)
        self._labels_format(label_format, positions)
        created = iter(await self.create_shipments(drafts, auth=auth) if drafts else [])
        return [
            next(created).id
            if isinstance(item, ShipmentDraft)
            else (item.id if isinstance(item, Shipment) else int(item))
            for item in items
        ]

    def _labels_format(self, label_format: LabelFormat | str, positions: Sequence[int] | None) -> LabelFormat | str:
        """The format to send: checked by the domain's rules, or, unchecked, as given (for the service to refuse)."""
        if self._pre_validate:
            return check_labels(label_format, positions)
        if isinstance(label_format, LabelFormat):
            return label_format
        try:
            return LabelFormat(label_format.strip().upper())
        except ValueError:
            return label_format

    def _label_call(
        self,
        shipment_ids: Sequence[int],
        label_format: LabelFormat | str,
        positions: Sequence[int],
        accept: str,
        auth: httpx.Auth | None,
        *,
        bulk: bool = False,
    ) -> Call:
        name = label_format.value if isinstance(label_format, LabelFormat) else label_format
        params: dict[str, QueryValue] = {LabelKey.FORMAT: name}
        if label_format is LabelFormat.A4:
            # The service reads positions literally (never "from N on"): always the full list.
            params[LabelKey.POSITIONS] = LIST_SEPARATOR.join(str(position) for position in positions)
        path = Path.SHIPMENT_LABELS.format(ids=id_list(shipment_ids))
        return Call("GET", "/v2" + path if bulk else path, params=params, accept=accept, auth=auth)


def _full_positions(label_format: LabelFormat | str, positions: Sequence[int] | None) -> list[int]:
    if label_format is not LabelFormat.A4:
        return []
    try:
        return [int(slot) for slot in first_sheet_slots(list(positions or ()))]
    except ValueError:
        return [int(position) for position in positions or ()]  # unchecked: as given, for the service to refuse


def _label_parts(
    shipment_ids: list[int], label_format: LabelFormat | str, positions: Sequence[int] | None
) -> list[tuple[list[int], list[int]]]:
    """(ids, positions) per request, at most 25 ids each. On A4 the first part fills the first sheet's slots and
    whole sheets after it, the later parts whole sheets from slot 1, so the merged sheets are laid out as one
    request would lay them out."""
    first = _full_positions(label_format, positions)
    if label_format is not LabelFormat.A4:
        return [
            (shipment_ids[start : start + MAX_LABELS_PER_REQUEST], [])
            for start in range(0, len(shipment_ids), MAX_LABELS_PER_REQUEST)
        ]
    whole = list(range(1, SLOTS_PER_SHEET + 1))
    per_part = MAX_LABELS_PER_REQUEST - MAX_LABELS_PER_REQUEST % SLOTS_PER_SHEET  # 24: six whole sheets
    first_size = len(first) + (MAX_LABELS_PER_REQUEST - len(first)) // SLOTS_PER_SHEET * SLOTS_PER_SHEET
    parts = [(shipment_ids[:first_size], first)]
    for start in range(first_size, len(shipment_ids), per_part):
        parts.append((shipment_ids[start : start + per_part], whole))
    return parts


def _merge(pdfs: Sequence[bytes]) -> bytes:
    writer = PdfWriter()
    for pdf in pdfs:
        writer.append(PdfReader(io.BytesIO(pdf)))
    output = io.BytesIO()
    writer.write(output)
    return output.getvalue()
