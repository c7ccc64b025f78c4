"""PrinterProfilesDialog: profiles per format from the store, saved back, refused with the field, test page."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.printers.qt_printer import QtLabelPrinter
from station.services.local_printers import LocalPrinters
from station.store.printer_profiles import PrinterProfileStore
from station.ui.printer_profiles import PrinterProfilesDialog, open_printer_profiles_dialog

ZEBRA = PrinterProfile("Zebra at desk 2", LabelFormat.A6, "Zebra_ZD421", scale_to_fit=False, offset_x_mm=1.5)


@pytest.fixture
def store() -> PrinterProfileStore:
    store = PrinterProfileStore()
    store.save_profile(ZEBRA)
    return store


def open_dialog(qtbot, local: LocalPrinters) -> PrinterProfilesDialog:  # type: ignore[no-untyped-def]
    dialog = PrinterProfilesDialog(local)
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitUntil(lambda: "Looking" not in dialog.status_label.text())
    return dialog


def test_dialog_shows_and_saves_the_profiles(qtbot, qasync_loop, store: PrinterProfileStore) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, LocalPrinters(store))
    a6, a4 = dialog.editors[LabelFormat.A6], dialog.editors[LabelFormat.A4]
    assert a6.name_edit.text() == "Zebra at desk 2"
    # Not installed here, but kept and said so rather than silently replaced by the default printer.
    assert a6.printer_combo.currentText() == "Zebra_ZD421 (not installed)"
    assert not a6.scale_check.isChecked() and a6.offset_x.value() == 1.5
    assert a4.printer_combo.currentData() == ""  # the system default

    a4.name_edit.setText("HP office")
    a4.orientation_combo.setCurrentIndex(1)
    a4.offset_y.setValue(-2.0)
    with qtbot.waitSignal(dialog.profilesSaved) as saved:
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)
    expected_a4 = PrinterProfile("HP office", LabelFormat.A4, "", scale_to_fit=True, landscape=True, offset_y_mm=-2.0)
    assert saved.args[0][LabelFormat.A4] == expected_a4
    assert dialog.result() == QDialog.DialogCode.Accepted and not dialog.isVisible()
    assert PrinterProfileStore().load() == {LabelFormat.A6: ZEBRA, LabelFormat.A4: expected_a4}


def test_an_unusable_profile_is_refused_with_its_field(qtbot, qasync_loop, store: PrinterProfileStore) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, LocalPrinters(store))
    a4 = dialog.editors[LabelFormat.A4]
    a4.name_edit.setText("   ")
    dialog.save()
    assert dialog.isVisible()
    assert dialog.status_label.text() == "A4 sheets: a profile needs a name"
    assert "border" in a4.name_edit.styleSheet()
    assert "border" not in dialog.editors[LabelFormat.A6].name_edit.styleSheet()
    assert PrinterProfileStore().load()[LabelFormat.A4].name == "Office printer"  # nothing saved


def test_test_page_uses_the_values_as_entered(qtbot, qasync_loop, store: PrinterProfileStore, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    output = tmp_path / "test-page.pdf"
    dialog = open_dialog(qtbot, LocalPrinters(store, QtLabelPrinter(output)))
    a6 = dialog.editors[LabelFormat.A6]
    a6.offset_y.setValue(3.0)
    qtbot.mouseClick(a6.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: a6.result_label.text().startswith("Test page sent"))
    assert output.exists() and output.read_bytes().startswith(b"%PDF")
    assert a6.test_button.isEnabled()
    assert PrinterProfileStore().load()[LabelFormat.A6].offset_y_mm == 0.0  # trying is not saving


def test_a_failed_test_page_says_why(qtbot, qasync_loop, store: PrinterProfileStore) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, LocalPrinters(store, QtLabelPrinter()))
    a6 = dialog.editors[LabelFormat.A6]
    qtbot.mouseClick(a6.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: a6.result_label.text().startswith("Not printed"))
    assert "Zebra_ZD421" in a6.result_label.text() and "not installed" in a6.result_label.text()


def test_open_helper_opens_without_a_nested_loop(qtbot, qasync_loop, store: PrinterProfileStore) -> None:  # type: ignore[no-untyped-def]
    dialog = open_printer_profiles_dialog(LocalPrinters(store))
    qtbot.addWidget(dialog)
    assert dialog.isVisible()
    qtbot.waitUntil(lambda: "Looking" not in dialog.status_label.text())
    with qtbot.waitSignal(dialog.finished):
        dialog.reject()


def test_a_thermal_label_printer_is_set_up_in_the_a6_profile(qtbot, qasync_loop, store: PrinterProfileStore) -> None:  # type: ignore[no-untyped-def]
    from station.printers.base import LabelMedia, PrinterKind, ThermalResolution

    dialog = open_dialog(qtbot, LocalPrinters(store))
    a6, a4 = dialog.editors[LabelFormat.A6], dialog.editors[LabelFormat.A4]
    thermal_fields = (a6.address_edit, a6.resolution_combo, a6.media_combo, a6.darkness_box, a6.rotation_combo)
    assert not any(field.isVisible() for field in thermal_fields) and a6.scale_check.isVisible()
    assert not a4.kind_combo.isVisible() and not a4.darkness_box.isVisible()  # A4 sheets: office printers only

    a6.kind_combo.setCurrentIndex(a6.kind_combo.findData(PrinterKind.THERMAL.value))
    assert all(field.isVisible() for field in thermal_fields)
    assert not a6.scale_check.isVisible() and not a6.orientation_combo.isVisible()  # Station places it on the dots
    a6.address_edit.setText("printer.local:70000")
    dialog.save()
    assert dialog.isVisible() and "border" in a6.address_edit.styleSheet()
    assert "the port is a number from 1 to 65535" in dialog.status_label.text()

    a6.address_edit.setText("192.168.1.50")
    a6.resolution_combo.setCurrentIndex(a6.resolution_combo.findData(300))
    a6.media_combo.setCurrentIndex(a6.media_combo.findData(LabelMedia.INCH_4X6.value))
    a6.darkness_box.setValue(24)
    a6.rotation_combo.setCurrentIndex(a6.rotation_combo.findData(180))
    with qtbot.waitSignal(dialog.profilesSaved):
        dialog.save()
    saved = PrinterProfileStore().load()[LabelFormat.A6]
    assert (saved.kind, saved.network_address, saved.resolution, saved.media, saved.darkness, saved.rotation) == (
        PrinterKind.THERMAL,
        "192.168.1.50",
        ThermalResolution.DPI_300,
        LabelMedia.INCH_4X6,
        24,
        180,
    )
    assert saved.destination == "label printer at 192.168.1.50"
