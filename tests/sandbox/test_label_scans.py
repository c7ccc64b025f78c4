"""Labels as a scanner sees them: PDFs fetched over HTTP, rendered with pdftoppm, Code128 read back with zxing-cpp.

contract §4 (A6 pages, the return label as page 2, A4 slots 1 top-left … 4 bottom-right) and issue 2's
acceptance: an A6 label and an A4 sheet with slots 2–4 filled, rendered and decoded.
"""

from __future__ import annotations

import io
import subprocess
from typing import Any

import httpx
from PIL import Image
from pypdf import PdfReader

from tests.helpers.labels import code128, rendered_page
from tests.helpers.sandbox import shipment_body

SENDER = {
    "name": "Demo NL Webshop",
    "street": "Stationsplein 12",
    "postal_code": "3511ED",
    "city": "Utrecht",
    "country": "NL",
}
DPI = 150


def quarters(image: Image.Image) -> dict[int, Image.Image]:
    """contract §4 slots: 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right."""
    width, height = image.size
    return {
        1: image.crop((0, 0, width // 2, height // 2)),
        2: image.crop((width // 2, 0, width, height // 2)),
        3: image.crop((0, height // 2, width // 2, height)),
        4: image.crop((width // 2, height // 2, width, height)),
    }


def test_an_a6_label_and_its_return_label_scan(nl: httpx.Client, create: Any) -> None:
    shipment = create(reference="SCAN-A6", sender=SENDER, options={"signature": True, "return": True})
    response = nl.get(f"/shipment_labels/{shipment['id']}")
    assert response.status_code == 200
    pdf = response.content
    assert len(PdfReader(io.BytesIO(pdf)).pages) == 2
    assert code128(rendered_page(pdf, 1, DPI)) == [shipment["barcode"]]
    returned = code128(rendered_page(pdf, 2, DPI))
    assert len(returned) == 1 and returned[0] != shipment["barcode"] and returned[0].startswith("3SDEMO")


def test_an_a4_sheet_with_slots_2_to_4_scans_slot_by_slot(nl: httpx.Client, create: Any) -> None:
    with_return = create(reference="SCAN-1", sender=SENDER, options={"return": True})
    plain = create(reference="SCAN-2", carrier="dhlforyou", options={"package_type": "mailbox"})
    response = nl.get(
        f"/shipment_labels/{with_return['id']};{plain['id']}", params={"format": "A4", "positions": "2;3;4"}
    )
    assert response.status_code == 200
    assert len(PdfReader(io.BytesIO(response.content)).pages) == 1
    slots = quarters(rendered_page(response.content, 1, DPI))
    assert slots[1].getextrema() == (255, 255)  # slot 1 stays blank: not one non-white pixel
    assert code128(slots[2]) == [with_return["barcode"]]
    (return_barcode,) = code128(slots[3])  # the return label follows its label (contract §4)
    assert return_barcode not in (with_return["barcode"], plain["barcode"])
    assert code128(slots[4]) == [plain["barcode"]]
    # The same return barcode on the A6 PDF's page 2: the sheet placed the pages, it did not make new ones.
    a6 = nl.get(f"/shipment_labels/{with_return['id']}").content
    assert code128(rendered_page(a6, 2, DPI)) == [return_barcode]


def test_labels_printed_through_post_labels_print_scan(nl: httpx.Client) -> None:
    """contract §4 POST /labels/print with a shipment object not yet created: its label scans as its barcode."""
    response = nl.post(
        "/labels/print", json={"shipment_ids": [shipment_body(reference="SCAN-NEW")], "format": "A4", "positions": [4]}
    )
    assert response.status_code == 200
    (created,) = nl.get("/shipments", params={"reference": "SCAN-NEW"}).json()["shipments"]
    slots = quarters(rendered_page(response.content, 1, DPI))
    assert [code128(slots[slot]) for slot in (1, 2, 3)] == [[], [], []]
    assert code128(slots[4]) == [created["barcode"]]


def test_the_label_says_who_sends_it_never_from_a_dash(nl: httpx.Client, create: Any) -> None:
    """The sender the shipment names prints after FROM; a shipment that names none ships from the shop's address."""
    with_sender = create(reference="FROM-1", sender=SENDER)
    without = create(reference="FROM-2")
    for shipment, expected in (
        (with_sender, "Demo NL Webshop, Stationsplein 12, 3511ED Utrecht, NL"),
        (without, "Demo NL warehouse, Industrieweg 10, 3542AD Utrecht, NL"),
    ):
        pdf = nl.get(f"/shipment_labels/{shipment['id']}").content
        text = subprocess.run(
            ["pdftotext", "-layout", "-", "-"], input=pdf, capture_output=True, check=True, timeout=60
        ).stdout.decode()
        assert "FROM" in text and expected in " ".join(text.split()), text
        assert "FROM —" not in " ".join(text.split())
