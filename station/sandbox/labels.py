"""Label PDFs of the sandbox: what a label shows, A6 rendering, and A4 sheets (spec §1, §4; contract §4)."""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from station.domain.enums import Carrier
from station.domain.models import Address, PickupLocation, Shipment, ShipmentOptions

if TYPE_CHECKING:
    from station.sandbox.labels_drawing import LabelFace

__all__ = ["LabelData", "compose_a4", "label_data_for", "render_a6"]

# The drawing and sheet modules (reportlab, pypdf with the cryptography and Pillow it loads: ~30 MiB) are imported
# with the first label rendered, not when the sandbox starts: Station's window embeds the sandbox and would carry
# them from its start.


@dataclass(frozen=True)
class LabelData:
    """Everything one shipment's label shows. A label with `has_return` is followed by its return label
    (spec §2 Shipment options: `return` travels with the shipment, on page 2 of the label PDF)."""

    carrier: Carrier
    barcode: str
    reference: str
    recipient: Address
    sender: Address | None = None
    label_description: str = ""
    options: ShipmentOptions = ShipmentOptions()
    has_return: bool = False
    return_barcode: str | None = None
    tracking_url: str = ""
    created: datetime | None = None
    pickup_location: PickupLocation | None = None
    # Multi-collo (spec §8): this parcel's number and the count of parcels, e.g. (1, 3) prints "1/3".
    collo: tuple[int, int] | None = None
    # A return shipment's own label (POST /return_shipments): marked RETURN like the return label that travels along.
    is_return: bool = False

    def __post_init__(self) -> None:
        for barcode in (self.barcode, self.return_barcode or "x"):
            # Code128 set B carries printable ASCII only.
            if not barcode or not (barcode.isascii() and barcode.isprintable()):
                raise ValueError(f"barcode {barcode!r} is not printable ASCII")
        if self.has_return and not self.return_barcode:
            raise ValueError("a label with a return label needs the return's barcode")
        if self.has_return and self.sender is None:
            # The return travels back to the sender: without one there is nowhere to send it.
            raise ValueError("a label with a return label needs a sender address")
        if self.collo is not None and not 1 <= self.collo[0] <= self.collo[1]:
            raise ValueError(f"collo {self.collo} must be (number, count) with 1 <= number <= count")

    def faces(self) -> list[LabelFace]:
        """The pages this label prints: the label itself and, with `has_return`, its return label."""
        from station.sandbox.labels_drawing import LabelFace

        outbound = LabelFace(
            carrier=self.carrier,
            barcode=self.barcode,
            reference=self.reference,
            recipient=self.recipient,
            sender=self.sender,
            label_description=self.label_description,
            options=self.options,
            tracking_url=self.tracking_url,
            created=self.created,
            pickup_location=self.pickup_location,
            collo=self.collo,
            is_return=self.is_return,
        )
        if not self.has_return:
            return [outbound]
        assert self.sender is not None and self.return_barcode is not None  # checked in __post_init__
        # The return label swaps the two addresses and carries its own barcode; it has no delivery options.
        back = LabelFace(
            carrier=self.carrier,
            barcode=self.return_barcode,
            reference=self.reference,
            recipient=self.sender,
            sender=self.recipient,
            label_description=self.label_description,
            options=ShipmentOptions(),
            tracking_url="",
            created=self.created,
            pickup_location=None,
            collo=None,
            is_return=True,
        )
        return [outbound, back]


def label_data_for(
    shipment: Shipment,
    *,
    return_barcode: str | None = None,
    collo: tuple[int, int] | None = None,
) -> LabelData:
    """The label of a created shipment; pass `return_barcode` when its options include `return`. A return shipment's
    (`parent_id`) is marked as a return."""
    draft = shipment.draft
    return LabelData(
        carrier=draft.carrier,
        barcode=shipment.barcode,
        reference=draft.reference,
        recipient=draft.recipient,
        sender=draft.sender,
        label_description=draft.label_description,
        options=draft.options,
        has_return=return_barcode is not None,
        return_barcode=return_barcode,
        tracking_url=shipment.tracking_url,
        created=shipment.created,
        pickup_location=draft.pickup_location,
        collo=collo,
        is_return=shipment.parent_id is not None,
    )


def render_a6(labels: Sequence[LabelData]) -> bytes:
    """One 105×148 mm page per label, each return label right after its label (contract §4)."""
    if not labels:
        raise ValueError("no labels to render")
    from reportlab.pdfgen.canvas import Canvas

    from station.sandbox.labels_drawing import A6_SIZE_PT, draw_label

    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A6_SIZE_PT, pageCompression=1)
    canvas.setTitle("Shipping labels")
    canvas.setCreator("Station sandbox")
    for label in labels:
        for face in label.faces():
            draw_label(canvas, face)
            canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def compose_a4(a6_pdf: bytes, positions: Sequence[int]) -> bytes:
    """Every page of `a6_pdf` onto A4 sheets, from `positions` on the first sheet (labels_sheets.compose_a4)."""
    from station.sandbox.labels_sheets import compose_a4 as onto_sheets

    return onto_sheets(a6_pdf, positions)
