"""Label PDFs: A6 pages, return pages, extractable text, scannable Code128 bars, A4 slot placement."""

from __future__ import annotations

import io
import re
import shutil
import subprocess
import time
from dataclasses import replace
from datetime import datetime

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption, ShipmentStatus
from station.domain.models import Address, PickupLocation, Shipment, ShipmentDraft, ShipmentOptions
from station.sandbox.labels import LabelData, compose_a4, label_data_for, render_a6
from tests.helpers.labels import code128, rendered_page

pytestmark = pytest.mark.skipif(
    shutil.which("pdftoppm") is None or shutil.which("pdftotext") is None, reason="needs poppler-utils"
)

MM = 72 / 25.4
A6_PT = (105 * MM, 148 * MM)
A4_PT = (210 * MM, 297 * MM)

RECIPIENT = Address("J. Jansen", "Keizersgracht 1", "1015 CC", "Amsterdam", "NL")
SENDER = Address("Demo NL Webshop", "Stationsplein 12", "3511 ED", "Utrecht", "NL")


def make_label(index: int = 1, *, has_return: bool = False, **changes: object) -> LabelData:
    label = LabelData(
        carrier=Carrier.POSTNL,
        barcode=f"3SDEMO{index:09d}",
        reference=f"ORD-{index:04d}",
        recipient=RECIPIENT,
        sender=SENDER,
        label_description="Two blue mugs",
        options=ShipmentOptions(
            PackageType.PACKAGE, DeliveryType.EVENING, frozenset({ShipmentOption.SIGNATURE}), insurance=50000
        ),
        has_return=has_return,
        return_barcode=f"3SRETN{index:09d}" if has_return else None,
        tracking_url=f"http://127.0.0.1:8000/track-trace/3SDEMO{index:09d}/1015CC/NL",
        created=datetime(2025, 3, 1, 10, 30),
    )
    return replace(label, **changes)  # type: ignore[arg-type]


def page_texts(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]


def words_with_positions(pdf: bytes) -> list[tuple[int, float, float, str]]:
    """(page from 1, x, y from the top in pt, word) for every word poppler finds."""
    html = subprocess.run(
        ["pdftotext", "-bbox", "-", "-"], input=pdf, capture_output=True, check=True, timeout=60
    ).stdout.decode()
    found: list[tuple[int, float, float, str]] = []
    for page_number, page in enumerate(html.split("<page ")[1:], start=1):
        for x, y, word in re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)</word>', page):
            found.append((page_number, float(x), float(y), word))
    return found


def slot_at(x: float, y_from_top: float) -> int:
    """contract §4: 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right."""
    column = 0 if x < A4_PT[0] / 2 else 1
    row = 0 if y_from_top < A4_PT[1] / 2 else 1
    return 1 + column + 2 * row


# --- A6 ---------------------------------------------------------------------------------------------------


def test_a6_has_one_105_by_148_mm_page_per_label() -> None:
    reader = PdfReader(io.BytesIO(render_a6([make_label(1), make_label(2), make_label(3)])))
    assert len(reader.pages) == 3
    for page in reader.pages:
        assert float(page.mediabox.width) == pytest.approx(297.6, abs=0.1)
        assert float(page.mediabox.height) == pytest.approx(419.5, abs=0.1)


def test_a_return_label_follows_its_label_with_swapped_addresses_and_its_own_barcode() -> None:
    texts = page_texts(render_a6([make_label(1, has_return=True), make_label(2), make_label(3, has_return=True)]))
    assert len(texts) == 5
    assert "3SDEMO000000001" in texts[0] and "RETURN" not in texts[0].split("\n")[0:2]
    assert "3SRETN000000001" in texts[1] and "3SDEMO000000001" not in texts[1]
    assert "3SDEMO000000002" in texts[2]
    assert "3SDEMO000000003" in texts[3] and "3SRETN000000003" in texts[4]
    # The return goes back to the shop: its "TO" block is the sender, the customer is "FROM".
    back = texts[1]
    assert back.index("Demo NL Webshop") < back.index("FROM") < back.index("J. Jansen")
    outbound = texts[0]
    assert outbound.index("J. Jansen") < outbound.index("FROM") < outbound.index("Demo NL Webshop")


def test_barcode_reference_and_details_are_extractable_text() -> None:
    text = page_texts(render_a6([make_label(7)]))[0]
    for expected in (
        "PostNL",
        "3SDEMO000000007",
        "ORD-0007",
        "Two blue mugs",
        "J. Jansen",
        "Keizersgracht 1",
        "1015 CC",
        "Amsterdam",
        "Stationsplein 12",
        "SIGNATURE",
        "INSURED €500",
        "EVENING",
        "PACKAGE",
        "2025-03-01",
        "http://127.0.0.1:8000/track-trace/3SDEMO000000007/1015CC/NL",
    ):
        assert expected in text, expected


def test_long_texts_shrink_but_barcode_and_reference_stay_whole() -> None:
    reference = "ORD-2025-03-01-WEBSHOP-NL-0000000000001"
    label = make_label(
        1,
        reference=reference,
        barcode="1Z999AA10123456784X",
        recipient=replace(RECIPIENT, name="J. Jansen-van der Vliet-Wolters tot Oosterbeek en Heelsum"),
    )
    text = page_texts(render_a6([label]))[0]
    assert reference in text
    assert "1Z999AA10123456784X" in text
    assert "J. Jansen-van der Vliet" in text


def test_characters_beyond_the_standard_fonts_print_readably() -> None:
    label = make_label(1, recipient=replace(RECIPIENT, name="Zoë Łukasiewicz-Kővári 北"))
    assert "Zoë Lukasiewicz-Kovári ?" in page_texts(render_a6([label]))[0]


def test_hide_sender_keeps_the_sender_off_the_label() -> None:
    options = ShipmentOptions(flags=frozenset({ShipmentOption.HIDE_SENDER}))
    text = page_texts(render_a6([make_label(1, carrier=Carrier.DHLFORYOU, options=options)]))[0]
    assert "Stationsplein" not in text
    assert "DHL For You" in text and "HIDE SENDER" in text


def test_pickup_and_multi_collo_are_shown() -> None:
    point = PickupLocation("176227", "PNPNL-01", "Primera Centrum", "Damrak", "70", "1012LM", "Amsterdam", "NL")
    options = ShipmentOptions(delivery_type=DeliveryType.PICKUP)
    text = page_texts(render_a6([make_label(1, options=options, pickup_location=point, collo=(2, 3))]))[0]
    assert "Primera Centrum" in text and "PICKUP POINT" in text and "2/3" in text


def test_label_data_refuses_what_cannot_be_printed() -> None:
    with pytest.raises(ValueError):
        make_label(1, has_return=True, return_barcode=None)
    with pytest.raises(ValueError):
        make_label(1, has_return=True, sender=None)
    with pytest.raises(ValueError):
        make_label(1, barcode="")
    with pytest.raises(ValueError):
        make_label(1, barcode="3SÄ1")
    with pytest.raises(ValueError):
        make_label(1, collo=(4, 3))
    with pytest.raises(ValueError):
        render_a6([])


def test_label_data_for_a_shipment_takes_its_draft_and_return_barcode() -> None:
    draft = ShipmentDraft(Carrier.POSTNL, "ORD-9", RECIPIENT, sender=SENDER, label_description="desc")
    shipment = Shipment(
        id=9,
        draft=draft,
        status=ShipmentStatus.PENDING,
        barcode="3SDEMO9",
        tracking_url="http://t/9",
        label_url="http://l/9",
        created=datetime(2025, 1, 2),
    )
    label = label_data_for(shipment, return_barcode="3SRET9")
    assert (label.barcode, label.reference, label.has_return, label.return_barcode) == (
        "3SDEMO9",
        "ORD-9",
        True,
        "3SRET9",
    )
    assert len(page_texts(render_a6([label]))) == 2
    assert not label_data_for(shipment).has_return


def test_a6_barcode_scans() -> None:
    pdf = render_a6([make_label(42, has_return=True)])
    assert code128(rendered_page(pdf, 1, dpi=150)) == ["3SDEMO000000042"]
    assert code128(rendered_page(pdf, 2, dpi=150)) == ["3SRETN000000042"]


def test_a6_rendering_speed(capsys: pytest.CaptureFixture[str]) -> None:
    """A measurement for the report, not a gate: labels per second on this machine."""
    labels = [make_label(index) for index in range(200)]
    started = time.perf_counter()
    a6 = render_a6(labels)
    rendered = time.perf_counter()
    compose_a4(a6, [1])
    composed = time.perf_counter()
    with capsys.disabled():
        print(
            f"\nA6: {len(labels) / (rendered - started):.0f} labels/s; "
            f"A4 imposition: {len(labels) / (composed - rendered):.0f} labels/s"
        )
    assert len(PdfReader(io.BytesIO(a6)).pages) == 200


# --- A4 ---------------------------------------------------------------------------------------------------


def test_a4_pages_are_210_by_297_mm_and_count_sheets() -> None:
    a4 = compose_a4(render_a6([make_label(index) for index in range(5)]), [2, 3, 4])
    reader = PdfReader(io.BytesIO(a4))
    assert len(reader.pages) == 2  # 3 on the first sheet, 2 on the second
    for page in reader.pages:
        assert float(page.mediabox.width) == pytest.approx(A4_PT[0], abs=0.1)
        assert float(page.mediabox.height) == pytest.approx(A4_PT[1], abs=0.1)


def test_a4_slot_barcode_scans() -> None:
    a4 = compose_a4(render_a6([make_label(5)]), [3])
    image = rendered_page(a4, 1, dpi=150)
    width, height = image.size
    bottom_left = image.crop((0, height // 2, width // 2, height))
    assert code128(bottom_left) == ["3SDEMO000000005"]
    assert code128(image.crop((0, 0, width, height // 2))) == []


def test_slots_2_to_4_filled_leave_slot_1_blank() -> None:
    a4 = compose_a4(render_a6([make_label(index) for index in (1, 2, 3)]), [2, 3, 4])
    image = rendered_page(a4, 1, dpi=40)
    width, height = image.size
    quarters = {
        1: (0, 0, width // 2, height // 2),
        2: (width // 2, 0, width, height // 2),
        3: (0, height // 2, width // 2, height),
        4: (width // 2, height // 2, width, height),
    }
    darkest = {slot: image.crop(box).getextrema()[0] for slot, box in quarters.items()}
    assert darkest[1] == 255  # not a single non-white pixel
    assert all(darkest[slot] < 64 for slot in (2, 3, 4))
    placed = {word: slot_at(x, y) for _, x, y, word in words_with_positions(a4) if word.startswith("3SDEMO")}
    assert placed == {"3SDEMO000000001": 2, "3SDEMO000000002": 3, "3SDEMO000000003": 4}


def test_a4_uses_several_given_positions_then_whole_sheets() -> None:
    a4 = compose_a4(render_a6([make_label(index) for index in (1, 2, 3)]), [2, 4])
    placed = {word: (page, slot_at(x, y)) for page, x, y, word in words_with_positions(a4) if word.startswith("3SDEMO")}
    assert placed == {"3SDEMO000000001": (1, 2), "3SDEMO000000002": (1, 4), "3SDEMO000000003": (2, 1)}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(returns=st.lists(st.booleans(), min_size=1, max_size=12), start=st.integers(1, 4))
def test_every_page_is_placed_exactly_once_in_order(returns: list[bool], start: int) -> None:
    labels = [make_label(index, has_return=with_return) for index, with_return in enumerate(returns)]
    a6 = render_a6(labels)
    pages_in_order = [
        barcode
        for label in labels
        for barcode in ((label.barcode, label.return_barcode) if label.has_return else (label.barcode,))
    ]
    words = words_with_positions(compose_a4(a6, [start]))
    placed = [(page, slot_at(x, y), word) for page, x, y, word in words if re.fullmatch(r"3S(DEMO|RETN)\d{9}", word)]
    assert sorted(word for _, _, word in placed) == sorted(pages_in_order)  # each exactly once
    # Page i of the A6 PDF lands in the (start - 1 + i)-th slot counting across sheets of four.
    expected = {
        barcode: (1 + (start - 1 + i) // 4, 1 + (start - 1 + i) % 4) for i, barcode in enumerate(pages_in_order)
    }
    assert {word: (page, slot) for page, slot, word in placed} == expected
