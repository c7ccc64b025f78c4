"""A4 label sheets: every A6 page of a label PDF drawn into the four slots of 210×297 mm pages (contract §4).

Each A6 page becomes a Form XObject that the A4 page draws with `q cm /Name Do Q`. pypdf's
`merge_transformed_page` re-parses every content stream in Python and was measured ~80× slower on large
batches.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import cast

from pypdf import PageObject, PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    DecodedStreamObject,
    DictionaryObject,
    FloatObject,
    IndirectObject,
    NameObject,
    NumberObject,
    StreamObject,
)
from reportlab.lib.units import mm

from station.domain.sheets import A4_HEIGHT_MM, A4_WIDTH_MM, place_labels

A4_SIZE_PT: tuple[float, float] = (A4_WIDTH_MM * mm, A4_HEIGHT_MM * mm)
# contract §4: four slots per sheet, each half the page's width and height (105×148.5 mm).
SLOT_SIZE_PT: tuple[float, float] = (A4_SIZE_PT[0] / 2, A4_SIZE_PT[1] / 2)


def compose_a4(a6_pdf: bytes, positions: Sequence[int]) -> bytes:
    """Places every page of `a6_pdf`, in order, from `positions` on the first sheet, then 1..4 on later sheets.

    `positions` are the first sheet's slots, already validated and expanded (station.domain.sheets); an empty
    sequence means the whole first sheet.
    """
    reader = PdfReader(io.BytesIO(a6_pdf))
    if not reader.pages:
        raise ValueError("the label PDF has no pages")
    writer = PdfWriter()
    forms = [_page_as_form(writer, page) for page in reader.pages]
    for sheet in place_labels(len(forms), positions):
        a4_page = writer.add_blank_page(*A4_SIZE_PT)
        xobjects = DictionaryObject()
        drawing: list[str] = []
        for label_index, slot in sheet:
            name = f"/Label{label_index}"
            form_ref, (width, height) = forms[label_index]
            xobjects[NameObject(name)] = form_ref
            drawing.append(_place_in_slot(name, width, height, slot.origin_mm))
        a4_page[NameObject("/Resources")] = DictionaryObject({NameObject("/XObject"): xobjects})
        content = DecodedStreamObject()
        content.set_data("\n".join(drawing).encode("ascii"))
        # WORKAROUND: pypdf has no public call to add an indirect object; PdfWriter uses _add_object itself.
        a4_page[NameObject("/Contents")] = writer._add_object(content.flate_encode())
    output = io.BytesIO()
    writer.write(output)
    return output.getvalue()


def _page_as_form(writer: PdfWriter, page: PageObject) -> tuple[IndirectObject, tuple[float, float]]:
    """The page as a Form XObject in `writer` (its content and resources copied), and the page's size."""
    box = page.mediabox
    left, bottom = float(box.left), float(box.bottom)
    width, height = float(box.width), float(box.height)
    contents = page.get("/Contents")
    contents = contents.get_object() if contents is not None else None
    form: StreamObject
    if isinstance(contents, StreamObject):
        # One stream (what reportlab writes): copy it still compressed, no decode and re-encode.
        form = cast(StreamObject, contents.clone(writer))  # pypdf's clone is typed as its base class's
    else:
        joined = DecodedStreamObject()
        parts = contents if isinstance(contents, ArrayObject) else []
        joined.set_data(b"\n".join(part.get_object().get_data() for part in parts))
        form = joined.flate_encode()
    form[NameObject("/Type")] = NameObject("/XObject")
    form[NameObject("/Subtype")] = NameObject("/Form")
    form[NameObject("/FormType")] = NumberObject(1)
    form[NameObject("/BBox")] = ArrayObject(
        [FloatObject(left), FloatObject(bottom), FloatObject(left + width), FloatObject(bottom + height)]
    )
    # The form's own origin is the page's lower-left corner, whatever the media box says.
    form[NameObject("/Matrix")] = ArrayObject(
        [FloatObject(1), FloatObject(0), FloatObject(0), FloatObject(1), FloatObject(-left), FloatObject(-bottom)]
    )
    resources = page.get("/Resources")
    form[NameObject("/Resources")] = (
        resources.get_object().clone(writer) if resources is not None else DictionaryObject()
    )
    return writer._add_object(form), (width, height)


def _place_in_slot(name: str, width: float, height: float, origin_mm: tuple[float, float]) -> str:
    """The content operators that draw one form centred in a slot, scaled down only if it is larger."""
    slot_width, slot_height = SLOT_SIZE_PT
    scale = min(1.0, slot_width / width, slot_height / height)
    x = origin_mm[0] * mm + (slot_width - width * scale) / 2
    y = origin_mm[1] * mm + (slot_height - height * scale) / 2
    return f"q {scale:.5f} 0 0 {scale:.5f} {x:.3f} {y:.3f} cm {name} Do Q"
