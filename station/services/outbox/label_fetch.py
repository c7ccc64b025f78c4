"""A print job's label PDF from the service: its shipments' labels asked for with each one's shop's credentials.

A job of one shop is one request (a job running on to further A4 sheets: one per sheet, with that sheet's slots).
A job spanning shops (a batch of two shops' orders) asks each shop for its own labels, since a shop's credentials
see only its own shipments: A6 pages are joined in the job's order; the shops' parts of one A4 sheet, each asked for
with its own slots, are laid over each other onto one page (each label sits in its own quarter).
"""

from __future__ import annotations

from collections.abc import Sequence
from io import BytesIO

from station.domain.enums import LabelFormat
from station.services.outbox.sending import ShippingFor
from station.store.records import PrintJobItem, PrintJobRecord
from station.store.store import Store
from station.workers import run_blocking


async def job_label_pdf(
    shipping: ShippingFor, store: Store, job: PrintJobRecord, positions: Sequence[int] | None
) -> bytes:
    """The job's labels as one PDF, in the job's order (ShopNotInAccount when an order's shop has no credentials)."""
    shops = _shops_in_order(store, job.items)
    sheets = sheet_items(job) if job.label_format is LabelFormat.A4 else []
    if len(shops) <= 1:
        client = shipping(job.items[0].order_key) if job.items else shipping()
        if len(sheets) <= 1:
            return bytes(await client.label_pdf([item.shipment_id for item in job.items], job.label_format, positions))
        # A job running on to further sheets (a multi-collo order's parcels): each sheet asked for with its own
        # slots, so what prints is exactly what was planned and recorded (a single position means "N to 4" to
        # the service, which a first sheet with one free slot left cannot use).
        parts = [
            bytes(
                await client.label_pdf(
                    [item.shipment_id for item in sheet],
                    LabelFormat.A4,
                    [item.slot for item in sheet if item.slot is not None],
                )
            )
            for sheet in sheets
        ]
        return await run_blocking(join_pdfs, parts)
    if job.label_format is not LabelFormat.A4:
        parts = [
            bytes(
                await shipping(run[0].order_key).label_pdf([item.shipment_id for item in run], job.label_format, None)
            )
            for run in _runs_by_shop(store, list(job.items))
        ]
        return await run_blocking(join_pdfs, parts)
    pages: list[list[bytes]] = []
    for sheet in sheets:
        pages.append(
            [
                bytes(
                    await shipping(run[0].order_key).label_pdf(
                        [item.shipment_id for item in run],
                        LabelFormat.A4,
                        [item.slot for item in run if item.slot is not None],
                    )
                )
                for run in _runs_by_shop(store, sheet, consecutive=False)
            ]
        )
    return await run_blocking(_sheets_pdf, pages)


def _shop_of(store: Store, order_key: str) -> str:
    order = store.orders.get(order_key)
    return order.shop if order is not None else ""


def _shops_in_order(store: Store, items: Sequence[PrintJobItem]) -> list[str]:
    return list(dict.fromkeys(_shop_of(store, item.order_key) for item in items))


def _runs_by_shop(store: Store, items: list[PrintJobItem], *, consecutive: bool = True) -> list[list[PrintJobItem]]:
    """The items in runs of one shop each: consecutive runs (pages keep the job's order), or one run per shop."""
    runs: list[tuple[str, list[PrintJobItem]]] = []
    for item in items:
        shop = _shop_of(store, item.order_key)
        if consecutive and runs and runs[-1][0] == shop:
            runs[-1][1].append(item)
            continue
        existing = next((run for name, run in runs if name == shop), None) if not consecutive else None
        if existing is not None:
            existing.append(item)
        else:
            runs.append((shop, [item]))
    return [run for _shop, run in runs]


def sheet_items(job: PrintJobRecord) -> list[list[PrintJobItem]]:
    """The job's A4 items sheet by sheet, in slot order."""
    sheets: dict[int, list[PrintJobItem]] = {}
    for item in job.items:
        sheets.setdefault(item.sheet, []).append(item)
    return [sorted(sheets[number], key=lambda item: item.slot or 0) for number in sorted(sheets)]


def join_pdfs(parts: Sequence[bytes]) -> bytes:
    """The pages of several PDFs, in order, as one PDF (one print job)."""
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter()
    for part in parts:
        for page in PdfReader(BytesIO(part)).pages:
            writer.add_page(page)
    out = BytesIO()
    writer.write(out)
    return out.getvalue()


def _sheets_pdf(sheets: Sequence[Sequence[bytes]]) -> bytes:
    """One A4 page per sheet: the first page of each part of a sheet laid over the first part's."""
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter()
    for parts in sheets:
        page = writer.add_page(PdfReader(BytesIO(parts[0])).pages[0])
        for part in parts[1:]:
            page.merge_page(PdfReader(BytesIO(part)).pages[0])
    out = BytesIO()
    writer.write(out)
    return out.getvalue()
