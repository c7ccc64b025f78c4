"""Benchmark 3: 1,000 A6 labels onto 250 A4 sheets, pypdf (station.sandbox.labels.compose_a4) against pikepdf."""

from __future__ import annotations

import io
import time
from collections.abc import Sequence

import pikepdf
from pypdf import PdfReader

from bench.common import Row, Size, median, order_fields, verdict
from station.domain.enums import Carrier
from station.domain.models import Address
from station.domain.sheets import place_labels
from station.sandbox.labels import LabelData, compose_a4, render_a6
from station.sandbox.labels_sheets import A4_SIZE_PT, SLOT_SIZE_PT

MM_TO_PT = 72 / 25.4
TARGET_RATIO = 2.0


def label_pdf(count: int) -> bytes:
    """`count` distinct sandbox labels (each its own barcode and address), one A6 page each, as the sandbox renders them."""
    labels = []
    for index in range(count):
        fields = order_fields(index)
        labels.append(
            LabelData(
                carrier=Carrier.POSTNL,
                barcode=f"3SBENCH{index:09d}",
                reference=f"ORD-{index:06d}",
                recipient=Address(**fields),
                label_description=f"Bench label {index}",
            )
        )
    return render_a6(labels)


def compose_a4_pikepdf(a6_pdf: bytes, positions: Sequence[int]) -> bytes:
    """The native peer of compose_a4: the same slots and placement, each A6 page a Form XObject drawn with `Do`."""
    with pikepdf.open(io.BytesIO(a6_pdf)) as source:
        output = pikepdf.new()
        forms = [(output.copy_foreign(page.as_form_xobject()), page.mediabox) for page in source.pages]
        for sheet in place_labels(len(forms), positions):
            output.add_blank_page(page_size=A4_SIZE_PT)
            page = output.pages[-1]
            drawing: list[bytes] = []
            for label_index, slot in sheet:
                form, box = forms[label_index]
                name = page.add_resource(form, pikepdf.Name.XObject, prefix="Label")
                width, height = float(box[2]) - float(box[0]), float(box[3]) - float(box[1])
                drawing.append(place_in_slot(str(name), width, height, slot.origin_mm))
            page.contents_add(output.make_stream(b"\n".join(drawing)))
        buffer = io.BytesIO()
        output.save(buffer, compress_streams=True)
        return buffer.getvalue()


def place_in_slot(name: str, width: float, height: float, origin_mm: tuple[float, float]) -> bytes:
    """The same operators compose_a4 writes: centred in the slot, scaled down only when larger."""
    slot_width, slot_height = SLOT_SIZE_PT
    scale = min(1.0, slot_width / width, slot_height / height)
    x = origin_mm[0] * MM_TO_PT + (slot_width - width * scale) / 2
    y = origin_mm[1] * MM_TO_PT + (slot_height - height * scale) / 2
    return f"q {scale:.5f} 0 0 {scale:.5f} {x:.3f} {y:.3f} cm {name} Do Q".encode("ascii")


def same_sheets(pypdf_output: bytes, pikepdf_output: bytes, sheets: int) -> bool:
    """Both outputs have every sheet, and the first and last sheets carry the same label texts."""
    first, second = PdfReader(io.BytesIO(pypdf_output)), PdfReader(io.BytesIO(pikepdf_output))
    if len(first.pages) != sheets or len(second.pages) != sheets:
        return False
    return all(
        sorted(first.pages[n].extract_text().split()) == sorted(second.pages[n].extract_text().split())
        for n in (0, sheets - 1)
    )


def run(size: Size) -> list[Row]:
    labels, rounds = {"tiny": (8, 1), "quick": (100, 3), "full": (1000, 5)}[size]
    a6 = label_pdf(labels)
    sheets = -(-labels // 4)
    pypdf_times: list[float] = []
    pikepdf_times: list[float] = []
    outputs: dict[str, bytes] = {}
    for round_number in range(rounds):
        # Alternate which goes first, so drift in the machine's load hits both alike.
        for which in ("pypdf", "pikepdf") if round_number % 2 == 0 else ("pikepdf", "pypdf"):
            started = time.perf_counter()
            outputs[which] = compose_a4(a6, []) if which == "pypdf" else compose_a4_pikepdf(a6, [])
            (pypdf_times if which == "pypdf" else pikepdf_times).append(time.perf_counter() - started)
    pypdf_s, pikepdf_s = median(pypdf_times), median(pikepdf_times)
    ratio = pypdf_s / pikepdf_s
    equal = same_sheets(outputs["pypdf"], outputs["pikepdf"], sheets)
    notes = [
        f"outputs: pypdf {len(outputs['pypdf']) // 1024} KiB, pikepdf {len(outputs['pikepdf']) // 1024} KiB; "
        f"{sheets} sheets each, label texts of the first and last sheet {'identical' if equal else 'DIFFER'}.",
    ]
    if ratio > TARGET_RATIO:
        notes.append("pypdf is more than 2× slower than pikepdf: put pikepdf behind compose_a4's signature.")
    return [
        Row(
            f"3. Compose {labels} A6 → {sheets} A4 (rounds={rounds})",
            f"pypdf {pypdf_s * 1000:.0f} ms",
            f"pikepdf {pikepdf_s * 1000:.0f} ms",
            ratio,
            f"≤ {TARGET_RATIO:g}× pikepdf",
            verdict(ratio <= TARGET_RATIO and equal),
            notes,
        )
    ]
