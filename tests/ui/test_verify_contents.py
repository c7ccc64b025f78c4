"""Issue 26 point 5: scan to verify a parcel's contents, a mode of the printer profile. The order is scanned, then
each item's EAN from its lines: the detail panel ticks them off, a wrong or surplus item is refused on the spot with
a message and a beep (observed as the panel's `refused` signal, emitted with QApplication.beep), and the label prints
by itself after the last item. Who verified is in the operator log; an order without lines is said once and scanned
as usual. Against the sandbox, scans as a scanner types them."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from station.domain.enums import LabelFormat
from station.services.contents_check import CONTENTS_VERIFIED, ITEM_REFUSED, VERIFICATION_SKIPPED
from tests.helpers.window import import_sample, type_like_a_scanner

MUG, SAUCER, TEA = "8712345000017", "8712345000024", "8712345000031"  # WEB-10421: 2 mugs, 2 saucers


@pytest.fixture
def verifying(window, services):  # type: ignore[no-untyped-def]
    """The A6 profile with the mode on, as the printer profiles dialog saves it."""
    binding = services.printing.binding(LabelFormat.A6)
    services.printing.set_printer(LabelFormat.A6, replace(binding.profile, verify_contents=True), binding.printer)
    window.format_row.format_box.select(LabelFormat.A6)
    services.operators.choose("Dana")
    return window


def scan(window, qtbot, code: str) -> None:  # type: ignore[no-untyped-def]
    window.scan_field.setFocus()
    qtbot.waitUntil(window.scan_field.hasFocus)
    type_like_a_scanner(qtbot, code)
    qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)


def ticks(window) -> list[str]:  # type: ignore[no-untyped-def]
    lines = window.verification.panel.lines
    return [lines.item(row).text() for row in range(lines.count())]


def test_items_are_ticked_off_wrong_and_surplus_refused_and_the_label_prints_after_the_last(
    verifying, services, qtbot, printed_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    window = verifying
    import_sample(window, qtbot)
    panel = window.verification.panel
    scan(window, qtbot, "WEB-10421")
    assert window.queue.current_order().reference == "WEB-10421"
    assert panel.isVisible() and "0 of 4 items" in panel.title.text()
    assert ticks(window) == [
        "○  0 / 2 × Mok wit 350 ml  (8712345000017)",
        "○  0 / 2 × Schotel steengoed  (8712345000024)",
    ]
    assert window.queue.current_order().shipment is None  # nothing is created before the parcel is checked

    scan(window, qtbot, MUG)
    assert ticks(window)[0] == "○  1 / 2 × Mok wit 350 ml  (8712345000017)"
    with qtbot.waitSignal(panel.refused, timeout=5_000) as beeped:
        scan(window, qtbot, TEA)
    assert beeped.args == [f"Refused: {TEA} is not in order WEB-10421. Take it out of the parcel."]
    assert panel.message.text() == beeped.args[0]
    scan(window, qtbot, MUG)
    assert ticks(window)[0].startswith("✔  2 / 2")
    with qtbot.waitSignal(panel.refused, timeout=5_000) as beeped:
        scan(window, qtbot, MUG)
    assert "one too many" in beeped.args[0] and "2 × Mok wit 350 ml" in beeped.args[0]
    scan(window, qtbot, SAUCER)
    assert window.queue.current_order().shipment is None and not list(printed_dir.glob("*.pdf"))

    scan(window, qtbot, SAUCER)  # the last item: the label prints by itself
    qtbot.waitUntil(
        lambda: window.queue.current_order().printed_count == 1 and not window.tasks.running, timeout=20_000
    )
    assert list(printed_dir.glob("*.pdf"))
    assert "verified: all 4 items scanned" in panel.title.text() and panel.isVisible()
    assert all(text.startswith("✔") for text in ticks(window))
    verified = services.store.log.with_action(CONTENTS_VERIFIED)
    assert [(entry.operator, entry.order_key, entry.detail) for entry in verified] == [
        ("Dana", window.queue.current_order().key, "4 items scanned")
    ]
    refused = services.store.log.with_action(ITEM_REFUSED)
    assert [entry.detail for entry in reversed(refused)] == [
        f"not on the order: {TEA}",
        f"more than the order has: {MUG}",
    ]
    assert window.error_panel.shown == []

    # The printed order scanned again is an ordinary scan: no new check, nothing printed twice.
    scan(window, qtbot, "WEB-10421")
    assert services.verification.current is None and window.queue.current_order().printed_count == 1

    # The next order's scan starts its own check; the finished one leaves the panel.
    scan(window, qtbot, "WEB-10422")
    assert "Contents of WEB-10422: 0 of 1 items" in panel.title.text()


def test_an_order_without_lines_is_said_once_and_scanned_as_usual(verifying, services, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = verifying
    orders = tmp_path / "orders.csv"
    orders.write_text(
        "reference,name,street,postal_code,city,country,carrier,package_type\n"
        "BARE-1,An Smit,Damrak 1,1012 LG,Amsterdam,NL,postnl,package\n",
        encoding="utf-8",
    )
    import_sample(window, qtbot, orders)
    window.scan_to_print.setChecked(True)
    scan(window, qtbot, "BARE-1")
    qtbot.waitUntil(
        lambda: window.queue.current_order().printed_count == 1 and not window.tasks.running, timeout=20_000
    )
    assert [shown.title for shown in window.error_panel.shown] == ["No contents to verify"]
    assert "BARE-1 has no order lines with an EAN" in window.error_panel.shown[0].text
    assert not window.verification.panel.isVisible()
    window.error_panel.clear()
    scan(window, qtbot, "BARE-1")  # again: already printed, and not said again
    assert "No contents to verify" not in [shown.title for shown in window.error_panel.shown]
    assert len(services.store.log.with_action(VERIFICATION_SKIPPED)) == 1


def test_with_the_mode_off_a_scan_prints_at_once(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    window.scan_to_print.setChecked(True)
    scan(window, qtbot, "WEB-10421")
    qtbot.waitUntil(
        lambda: window.queue.current_order().printed_count == 1 and not window.tasks.running, timeout=20_000
    )
    assert not window.verification.panel.isVisible()


def test_the_mode_is_a_setting_of_the_printer_profile(qtbot, qasync_loop, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from station.printers.base import PrinterProfile
    from station.store.printer_profiles import PrinterProfileStore
    from station.ui.printer_profiles import ProfileEditor

    editor = ProfileEditor(PrinterProfile("Label printer", LabelFormat.A6))
    qtbot.addWidget(editor)
    assert not editor.profile().verify_contents
    editor.verify_check.setChecked(True)
    store = PrinterProfileStore(tmp_path / "profiles.json")
    store.save_profile(editor.profile())
    assert store.profile_for(LabelFormat.A6).verify_contents
    reopened = ProfileEditor(store.profile_for(LabelFormat.A6))
    qtbot.addWidget(reopened)
    assert reopened.verify_check.isChecked()
