"""Packing slips against the sandbox: printed with the label on A6 (its own A6 page) and on A4 (the sheet's free
half, else its own A4 page),
read back from the printed PDF (lines, EAN as a barcode); previewed in the Label tab; no slip without lines."""

from __future__ import annotations

import io
import re
import subprocess
from pathlib import Path

import zxingcpp
from PIL import Image
from pypdf import PdfReader
from PySide6.QtCore import Qt

from station.domain.enums import LabelFormat
from station.domain.packing_slip import SlipMode
from station.services.packing_slip import NO_LINES_NOTICE
from station.store.slip_settings import SlipSettings
from tests.helpers.window import import_sample, run_async


def logo(tmp_path: Path) -> Path:
    path = tmp_path / "logo.png"
    Image.new("RGB", (120, 60), (20, 90, 160)).save(path)
    return path


def barcodes_on_page(pdf: Path, page: int, tmp_path: Path) -> set[str]:
    prefix = tmp_path / f"page-{pdf.stem}-{page}"
    subprocess.run(
        [
            "pdftoppm",
            "-r",
            "300",
            "-gray",
            "-png",
            "-f",
            str(page),
            "-l",
            str(page),
            "-singlefile",
            str(pdf),
            str(prefix),
        ],
        check=True,
    )
    return {code.text for code in zxingcpp.read_barcodes(Image.open(prefix.with_suffix(".png")))}


def words_with_place(pdf: Path) -> list[tuple[str, float]]:
    """Every word on the first page with its top (pdftotext -bbox applies the page's transformations)."""
    html = subprocess.run(
        ["pdftotext", "-bbox", "-f", "1", "-l", "1", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    return [(word, float(y)) for y, word in re.findall(r'<word xMin="[^"]+" yMin="([^"]+)"[^>]*>([^<]*)</word>', html)]


def test_a_slip_prints_with_its_label_on_a6_and_on_a4(window, qtbot, printed_dir: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    services = window.services
    services.slips.settings_store.save(
        SlipSettings(
            "Demo NL Webshop",
            str(logo(tmp_path)),
            {LabelFormat.A6: SlipMode.WITH_LABEL, LabelFormat.A4: SlipMode.WITH_LABEL},
        )
    )
    import_sample(window, qtbot)

    # A6, by scan to print: the label, then the slip on an A6 page of its own.
    window.scan_to_print.setChecked(True)
    qtbot.keyClicks(window.scan_field, "WEB-10421")
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Return)
    printed = printed_dir / "WEB-10421.pdf"
    qtbot.waitUntil(lambda: printed.exists() and not window.tasks.running)
    assert window.error_panel.shown == []
    reader = PdfReader(io.BytesIO(printed.read_bytes()))
    assert len(reader.pages) == 2
    shipment = services.store.shipments.current_for_order("import:WEB-10421")
    assert shipment.barcode in reader.pages[0].extract_text()
    slip = reader.pages[1].extract_text()
    width_mm = float(reader.pages[1].mediabox.width) / 72 * 25.4
    assert 100 < width_mm < 110  # A6
    for expected in (
        "Demo NL Webshop",
        "WEB-10421",
        "Sanne de Vries",
        "1015 CJ Amsterdam",
        "MUG-WHT",
        "Mok wit 350 ml",
        "SAU-STN",
        "Schotel steengoed",
        "8712345000017",
        "8712345000024",
        "4 items in 2 lines",
    ):
        assert expected in slip, expected
    assert barcodes_on_page(printed, 2, tmp_path) == {"8712345000017", "8712345000024"}

    # The Label tab shows the slip after the label.
    qtbot.waitUntil(lambda: window.preview.page_titles == ("Label", "Packing slip"))
    assert window.preview.page_count == 2

    # A4 on a fresh sheet: the label takes slot 1, the slip the free bottom half of the same sheet.
    run_async(qtbot, services.shipments.create_and_print("import:WEB-10424", LabelFormat.A4))
    sheet = next(path for path in printed_dir.glob("*.pdf") if "WEB-10424" in path.name)
    assert len(PdfReader(io.BytesIO(sheet.read_bytes())).pages) == 1
    words = words_with_place(sheet)
    height = 842
    assert any(word == "3SDEMO" or word.startswith("3S") for word, _y in words)
    slip_words = {word: y for word, y in words if word in ("BWL-SML", "WEB-10424", "8712345000055", "Klein", "klein")}
    assert "BWL-SML" in slip_words and "8712345000055" in slip_words
    assert all(y > height / 2 for y in slip_words.values() if y)  # pdftotext: y grows downwards
    assert barcodes_on_page(sheet, 1, tmp_path) >= {"8712345000055"}
    assert services.printing.used_slots(LabelFormat.A4) == frozenset({1, 3, 4})

    # The next A4 label takes slot 2: no half is free, so the slip gets an A4 page of its own.
    run_async(qtbot, services.shipments.create_and_print("import:WEB-10429", LabelFormat.A4))
    sheet = next(path for path in printed_dir.glob("*.pdf") if "WEB-10429" in path.name)
    reader = PdfReader(io.BytesIO(sheet.read_bytes()))
    assert len(reader.pages) == 2
    assert 205 < float(reader.pages[1].mediabox.width) / 72 * 25.4 < 215  # A4
    slip = reader.pages[1].extract_text()
    assert "WEB-10429" in slip and "MUG-BLK" in slip and "8712345000109" in slip
    assert barcodes_on_page(sheet, 2, tmp_path) == {"8712345000109"}

    # A reprint is the label only.
    job = run_async(qtbot, services.printing.print_label("import:WEB-10421", LabelFormat.A6, reprint=True))
    reprinted = next(path for path in printed_dir.glob("*.pdf") if path.name == f"{job.job_name}.pdf")
    assert len(PdfReader(io.BytesIO(reprinted.read_bytes())).pages) == 1


def test_orders_without_lines_print_no_slip_and_say_so_once(window, qtbot, printed_dir: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    services = window.services
    services.slips.settings_store.save(SlipSettings("Demo", "", {LabelFormat.A6: SlipMode.WITH_LABEL}))
    csv_path = tmp_path / "no-lines.csv"
    csv_path.write_text(
        "reference,name,street,postal_code,city,country,carrier,weight_grams\n"
        "NOL-1,An Peeters,Meir 1,2000,Antwerpen,BE,postnl,800\n"
        "NOL-2,Bo Smits,Meir 2,2000,Antwerpen,BE,postnl,900\n"
    )
    import_sample(window, qtbot, csv_path)
    notices: list[str] = []
    services.slips.add_notice_observer(notices.append)
    for reference in ("NOL-1", "NOL-2"):
        run_async(qtbot, services.shipments.create_and_print(f"import:{reference}", LabelFormat.A6))
        assert len(PdfReader(io.BytesIO((printed_dir / f"{reference}.pdf").read_bytes())).pages) == 1
    assert notices == [NO_LINES_NOTICE]
    assert window.status.currentMessage() == NO_LINES_NOTICE


def test_a_slip_on_its_own_printer_and_a_broken_logo(window, qtbot, printed_dir: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    services = window.services
    broken_logo = tmp_path / "logo.png"
    broken_logo.write_bytes(b"not an image")
    slips_folder = tmp_path / "slips"
    services.slips.settings_store.save(
        SlipSettings(
            "Demo NL Webshop", str(broken_logo), {LabelFormat.A6: SlipMode.OWN_PRINTER}, own_folder=str(slips_folder)
        )
    )
    import_sample(window, qtbot)
    run_async(qtbot, services.shipments.create_and_print("import:WEB-10426", LabelFormat.A6))
    # The label alone on the label printer; the slip (A4, logo left out) on its own printer.
    assert len(PdfReader(io.BytesIO((printed_dir / "WEB-10426.pdf").read_bytes())).pages) == 1
    slip_pdf = slips_folder / "slip-WEB-10426.pdf"
    reader = PdfReader(io.BytesIO(slip_pdf.read_bytes()))
    assert len(reader.pages) == 1 and 205 < float(reader.pages[0].mediabox.width) / 72 * 25.4 < 215
    text = reader.pages[0].extract_text()
    assert "Demo NL Webshop" in text and "KET-STL" in text and "8712345000079" in text
    assert not [entry for entry in services.store.log.entries() if entry.action == "packing slip failed"]


def test_the_slip_setting_is_saved_from_its_dialog(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window.actions_by_id["packing_slip"].trigger()
    dialog = window.packing_table.slip_settings_dialog
    dialog.shop_name.setText("Demo NL Webshop")
    dialog.modes[LabelFormat.A4].setCurrentIndex(list(SlipMode).index(SlipMode.WITH_LABEL))
    dialog.own_folder.setText(str(tmp_path))
    dialog.accept()
    saved = window.services.slips.settings()
    assert saved.shop_name == "Demo NL Webshop" and saved.own_folder == str(tmp_path)
    assert saved.mode_for(LabelFormat.A4) is SlipMode.WITH_LABEL and saved.mode_for(LabelFormat.A6) is SlipMode.NONE
