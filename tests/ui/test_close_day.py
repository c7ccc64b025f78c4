"""Close the day on a sandbox day with three carriers: the handover lists (PDF text and barcodes, CSV), what to
resolve first, and the summary kept in the operator log and shown again for that day."""

from __future__ import annotations

import csv
import io
import subprocess
from datetime import date
from pathlib import Path

import zxingcpp
from PIL import Image
from PySide6.QtCore import Qt

from station.domain.enums import LabelFormat
from tests.helpers.window import import_sample, run_async


def test_the_days_handover_lists_for_three_carriers(window, qtbot, tmp_path: Path, printed_dir: Path) -> None:  # type: ignore[no-untyped-def]
    services = window.services
    import_sample(window, qtbot)
    for reference in ("WEB-10421", "WEB-10427", "WEB-10424", "WEB-10429"):  # PostNL ×2, DHL For You, DPD
        run_async(qtbot, services.shipments.create_and_print(f"import:{reference}", LabelFormat.A6))
    run_async(qtbot, services.shipments.create("import:WEB-10422"))  # created, never printed
    run_async(qtbot, services.shipments.create_return("import:WEB-10421", send_email=False, printerless=False))

    window.actions_by_id["close_day"].trigger()
    dialog = window.packing_table.close_day_dialog
    qtbot.waitExposed(dialog)
    closed = dialog.closed
    assert [(h.carrier, [p.reference for p in h.parcels]) for h in closed.handovers] == [
        ("DHL For You", ["WEB-10424"]),
        ("DPD", ["WEB-10429"]),
        ("PostNL", ["WEB-10421", "WEB-10427"]),
    ]
    issues = [
        (dialog.issues.topLevelItem(i).text(0), dialog.issues.topLevelItem(i).text(1))
        for i in range(dialog.issues.topLevelItemCount())
    ]
    assert issues == [("created, not printed", "WEB-10422"), ("return of the day", "WEB-10421")]
    assert dialog.handovers.topLevelItem(2).text(0) == "PostNL — 2 parcels"

    pdf_path = tmp_path / "handover.pdf"
    dialog.save_pdf(str(pdf_path))
    qtbot.waitUntil(lambda: pdf_path.exists() and not window.tasks.running)
    text = subprocess.run(
        ["pdftotext", "-layout", str(pdf_path), "-"], capture_output=True, text=True, check=True
    ).stdout
    pages = text.split("\f")
    assert "Handover DHL For You" in pages[0] and "Handover DPD" in pages[1] and "Handover PostNL" in pages[2]
    postnl = pages[2]
    for order_key, postal_code, weight in (
        ("import:WEB-10421", "1015 CJ", "1.20 kg"),
        ("import:WEB-10427", "2311 CS", "0.80 kg"),
    ):
        shipment = services.store.shipments.current_for_order(order_key)
        assert shipment.reference in postnl and postal_code in postnl and weight in postnl
        assert shipment.barcode in postnl  # the barcode's human-readable line
    assert "Count: 2 parcels" in postnl and "Signature" in postnl and "Driver's name" in postnl
    # The bars themselves decode to the parcels' barcodes.
    subprocess.run(
        [
            "pdftoppm",
            "-r",
            "200",
            "-gray",
            "-png",
            "-f",
            "3",
            "-l",
            "3",
            "-singlefile",
            str(pdf_path),
            str(tmp_path / "postnl"),
        ],
        check=True,
    )
    decoded = {code.text for code in zxingcpp.read_barcodes(Image.open(tmp_path / "postnl.png"))}
    assert decoded == {
        services.store.shipments.current_for_order(key).barcode for key in ("import:WEB-10421", "import:WEB-10427")
    }

    csv_path = tmp_path / "handover.csv"
    dialog.export_csv(str(csv_path))
    qtbot.waitUntil(lambda: csv_path.exists() and not window.tasks.running)
    rows = list(csv.DictReader(io.StringIO(csv_path.read_text())))
    assert [(row["carrier"], row["reference"], row["weight_grams"]) for row in rows] == [
        ("DHL For You", "WEB-10424", "900"),
        ("DPD", "WEB-10429", "1100"),
        ("PostNL", "WEB-10421", "1200"),
        ("PostNL", "WEB-10427", "800"),
    ]

    # Print: the lists go to the A4 printer (here a folder of PDFs), three pages, one per carrier.
    qtbot.mouseClick(dialog.print_button, Qt.MouseButton.LeftButton)
    printed = printed_dir / f"handover-{date.today().isoformat()}.pdf"
    qtbot.waitUntil(lambda: printed.exists() and not window.tasks.running)
    assert (
        subprocess.run(["pdfinfo", str(printed)], capture_output=True, text=True, check=True).stdout.count(
            "Pages:           3"
        )
        == 1
    )
    assert dialog.status.text().startswith("Handover lists sent to")

    qtbot.mouseClick(dialog.close_day_button, Qt.MouseButton.LeftButton)
    logged = services.store.log.with_action("day closed")
    assert len(logged) == 1
    kept = services.day_close.closed_summary(date.today())
    assert kept is not None
    summary = kept[0]
    assert summary.shipments_per_carrier == {"DHL For You": 1, "DPD": 1, "PostNL": 3}
    assert (summary.parcels_handed_over, summary.returns) == (4, 1)
    assert sum(summary.per_operator.values()) >= 5  # four created and printed, one created, one return
    assert dialog.summary.text().startswith(f"<b>Closed by {services.store.log.operator} at ")
    # An earlier day: nothing on it, and it was never closed.
    dialog.day_edit.setDate(dialog.day_edit.date().addDays(-1))
    assert dialog.closed.handovers == () and "The day so far" in dialog.summary.text()
    assert not dialog.pdf_button.isEnabled()
    dialog.close()
