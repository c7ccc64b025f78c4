"""PrinterGroupsPanel against the running sandbox through the real PrintingClient: every action, a 400 and a 404."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QGuiApplication
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from station.api.auth import ApiKeyAuth
from station.api.errors import BadRequest, NotFound
from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.services.errors import describe
from station.services.printer_groups import fields_at_fault
from station.store.secrets import PRINTING_PASSWORD, SecretStore
from station.ui.printer_groups import PrinterGroupsPanel
from tests.helpers.printer_groups_panel import make_panel
from tests.helpers.window import wait_for_session


@pytest.fixture
def panel(qtbot, qasync_loop, sandbox_factory) -> Iterator[PrinterGroupsPanel]:  # type: ignore[no-untyped-def]
    yield from make_panel(qtbot, sandbox_factory(printing_delay_s=0.5))


@pytest.fixture
def slow_panel(qtbot, qasync_loop, sandbox_factory) -> Iterator[PrinterGroupsPanel]:  # type: ignore[no-untyped-def]
    """Every answer takes 300 ms, so what the panel shows before the answer can be looked at."""
    yield from make_panel(qtbot, sandbox_factory(printing_delay_s=0.5, latency_ms=300))


def printer_id(panel: PrinterGroupsPanel, formats: tuple[str, ...]) -> str:
    assert panel.overview is not None
    return next(p.id for p in panel.overview.printers if p.formats == formats)


def create_group(qtbot, panel: PrinterGroupsPanel, name: str, shops: str = "") -> str:  # type: ignore[no-untyped-def]
    before = set(panel.group_cards)
    panel.new_name_edit.setText(name)
    panel.new_shops_edit.setText(shops)
    qtbot.mouseClick(panel.create_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(panel.group_cards) == len(before) + 1)
    return next(iter(set(panel.group_cards) - before))


def test_printers_and_account_status_are_shown(panel: PrinterGroupsPanel) -> None:
    # The sandbox's two printers (contract §7), with the formats each takes.
    assert panel.printer_list.rows() == [("Label printer (A6)", "A6"), ("Office printer (A4)", "A4")]
    assert panel.status_label.text() == "Account: Not enabled yet (initialization required)"
    assert panel.enable_button.isVisible()
    assert panel.no_groups_label.isVisible() and panel.group_cards == {}


def test_create_rename_allow_shops_and_remove(qtbot, panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    group_id = create_group(qtbot, panel, "Warehouse", "1001")
    card = panel.group_cards[group_id]
    assert card.name_edit.text() == "Warehouse" and card.shops_label.text() == "Shops: 1001"
    assert panel.new_name_edit.text() == "" and panel.selected_group_id == group_id

    card.name_edit.setText("Warehouse north")
    qtbot.keyClick(card.name_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.overview.group(group_id).name == "Warehouse north")  # type: ignore[union-attr]
    assert panel.group_cards[group_id].name_edit.text() == "Warehouse north"

    card = panel.group_cards[group_id]
    card.shops_edit.setText("2002")
    qtbot.mouseClick(card.allow_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.group_cards[group_id].shops_label.text() == "Shops: 1001, 2002")

    # Removal asks first; Cancel keeps the group.
    qtbot.mouseClick(panel.group_cards[group_id].remove_button, Qt.MouseButton.LeftButton)
    box = panel._confirm
    assert isinstance(box, QMessageBox) and box.isVisible() and "Warehouse north" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert panel._confirm is None and group_id in panel.group_cards
    assert not panel.tasks.is_running("remove_group")

    qtbot.mouseClick(panel.group_cards[group_id].remove_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel._confirm.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: panel.group_cards == {})
    assert panel.no_groups_label.isVisible()


def test_selectors_offer_only_the_formats_a_printer_lists(qtbot, panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    group_id = create_group(qtbot, panel, "Desk")
    slots = panel.group_cards[group_id].slots
    a6_names = [slots["A6"].combo.itemText(i) for i in range(slots["A6"].combo.count())]
    a4_names = [slots["A4"].combo.itemText(i) for i in range(slots["A4"].combo.count())]
    assert len(a6_names) == 2 and len(a4_names) == 2  # "no printer" plus the one printer of each format
    assert set(a6_names[1:]).isdisjoint(a4_names[1:])


def test_assign_by_selector_then_unassign(qtbot, panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    group_id = create_group(qtbot, panel, "Desk")
    label_printer = printer_id(panel, ("A6",))
    combo = panel.group_cards[group_id].slots["A6"].combo
    index = combo.findData(label_printer)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    qtbot.waitUntil(lambda: panel.overview.group(group_id).printer_for("A6") == label_printer)  # type: ignore[union-attr]
    slot = panel.group_cards[group_id].slots["A6"]
    assert slot.combo.currentData() == label_printer and slot.unassign_button.isEnabled()

    qtbot.mouseClick(slot.unassign_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.overview.group(group_id).printer_for("A6") is None)  # type: ignore[union-attr]
    assert panel.group_cards[group_id].slots["A6"].combo.currentData() == ""


def test_nothing_changes_before_the_service_confirms(qtbot, slow_panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    panel = slow_panel
    group_id = create_group(qtbot, panel, "Desk")
    label_printer = printer_id(panel, ("A6",))
    combo = panel.group_cards[group_id].slots["A6"].combo
    index = combo.findData(label_printer)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    # The request is under way (300 ms): the selector still shows the confirmed state.
    assert panel.tasks.is_running("assign_printer")
    assert combo.currentData() == ""
    qtbot.waitUntil(lambda: panel.group_cards[group_id].slots["A6"].combo.currentData() == label_printer)


def drag_printer(panel: PrinterGroupsPanel, printer: str) -> QMimeData:
    item = panel.printer_list.item_for(printer)
    assert item is not None
    return panel.printer_list.mimeData([item])


def test_dragging_a_printer_onto_a_format_assigns_it(qtbot, panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    group_id = create_group(qtbot, panel, "Desk")
    office_printer = printer_id(panel, ("A4",))
    slots = panel.group_cards[group_id].slots
    mime = drag_printer(panel, office_printer)
    centre = QPointF(10, 10)
    copy = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    # The A6 slot refuses an A4-only printer.
    refused = QDragEnterEvent(centre, copy, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(slots["A6"], refused)
    assert not refused.isAccepted()

    entered = QDragEnterEvent(centre, copy, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(slots["A4"], entered)
    assert entered.isAccepted()
    dropped = QDropEvent(centre, copy, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(slots["A4"], dropped)
    qtbot.waitUntil(lambda: panel.overview.group(group_id).printer_for("A4") == office_printer)  # type: ignore[union-attr]
    assert panel.group_cards[group_id].slots["A4"].combo.currentData() == office_printer


def test_a_400_outlines_the_field_at_fault_and_goes_to_the_error_area(qtbot, panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    panel.new_name_edit.setText("   ")
    with qtbot.waitSignal(panel.tasks.failed) as failed:  # the window's one error area listens to it
        qtbot.mouseClick(panel.create_button, Qt.MouseButton.LeftButton)
    refused = failed.args[0]
    assert isinstance(refused, BadRequest) and fields_at_fault(refused) == ("group name",)
    assert "border" in panel.new_name_edit.styleSheet() and "border" not in panel.new_shops_edit.styleSheet()
    assert panel.group_cards == {}

    # Corrected, the outline goes.
    create_group(qtbot, panel, "Fixed")
    assert panel.new_name_edit.styleSheet() == ""


def test_a_404_reads_the_list_again(qtbot, panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    group_id = create_group(qtbot, panel, "Removed elsewhere")
    base_url = panel.service._client._session.base_url  # type: ignore[attr-defined]
    httpx.post(
        base_url + "/remove-printer-group", json={"printerGroupId": group_id}, auth=ApiKeyAuth("sandbox-nl"), timeout=10
    ).raise_for_status()
    card = panel.group_cards[group_id]
    card.name_edit.setText("Renamed")
    with qtbot.waitSignal(panel.tasks.failed) as failed:
        qtbot.mouseClick(card.rename_button, Qt.MouseButton.LeftButton)
    refused = failed.args[0]
    assert isinstance(refused, NotFound) and fields_at_fault(refused) == ("printer group",)
    assert panel.group_cards == {}  # read again before the refusal went on to the error area


def test_sync_shows_what_it_waits_for_then_what_was_added(qtbot, panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(panel.sync_button, Qt.MouseButton.LeftButton)
    # The sandbox adds the printer half a second later: meanwhile the panel says what it waits for.
    qtbot.waitUntil(lambda: panel.sync_progress.isVisible() and not panel.sync_button.isEnabled())
    steps = panel.sync_progress.steps_label
    qtbot.waitUntil(lambda: "Waiting for the printer list to change" in steps.text())
    assert steps.text().splitlines()[:3] == [
        "✓ Account: Not enabled yet (initialization required) — the service may add no printers until direct "
        "printing is enabled",
        "✓ Printer list before the sync: 2 printers",
        "✓ Sync asked for",
    ]
    assert steps.text().splitlines()[3].startswith("… Waiting for the printer list to change (read ")
    assert steps.text().endswith("; 2 printers now)")
    assert panel.sync_progress.busy_bar.maximum() == 0  # busy, not a share of a timeout
    qtbot.waitUntil(lambda: panel.sync_result.text().startswith("Sync finished"))
    assert "Added: Packing station printer (A4, A6)." in panel.sync_result.text()
    assert "Removed: none" in panel.sync_result.text()
    qtbot.waitUntil(lambda: len(panel.printer_list.rows()) == 3)
    assert panel.printer_list.rows()[2] == ("Packing station printer (A4, A6)", "A4, A6")
    assert not panel.sync_progress.isVisible() and panel.sync_button.isEnabled()


@pytest.fixture
def slowly_enabled_panel(qtbot, qasync_loop, sandbox_factory) -> Iterator[PrinterGroupsPanel]:  # type: ignore[no-untyped-def]
    """Enablement (and the sync) take three seconds: long enough to click Sync while the account is enabled."""
    yield from make_panel(qtbot, sandbox_factory(printing_delay_s=3.0))


def test_a_sync_during_enablement_waits_for_the_account(qtbot, slowly_enabled_panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    panel = slowly_enabled_panel
    qtbot.mouseClick(panel.enable_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(panel.credentials_box.isVisible, timeout=10_000)
    qtbot.mouseClick(panel.sync_button, Qt.MouseButton.LeftButton)
    steps = panel.sync_progress.steps_label
    qtbot.waitUntil(
        lambda: steps.text().startswith("… Waiting for the account to be ready (now: Being enabled…"), timeout=10_000
    )
    qtbot.waitUntil(lambda: panel.sync_result.text().startswith("Sync finished"), timeout=20_000)
    panel.hide_credentials()


def test_enabling_direct_printing_shows_credentials_once_and_follows_status(qtbot, panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(panel.enable_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(panel.credentials_box.isVisible)
    password = panel.password_field.text()
    assert password and "@" in panel.email_field.text()
    assert SecretStore().get(PRINTING_PASSWORD) == password  # in the keyring before it is shown
    assert not panel.enable_button.isVisible()

    qtbot.mouseClick(panel.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == password

    qtbot.waitUntil(lambda: panel.status_label.text() == "Account: Ready")
    qtbot.mouseClick(panel.done_button, Qt.MouseButton.LeftButton)
    assert not panel.credentials_box.isVisible() and panel.password_field.text() == ""
    QGuiApplication.clipboard().clear()


def test_the_station_profiles_stand_beside_the_group_printers(qtbot, panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    group_id = create_group(qtbot, panel, "Desk")
    label_printer = printer_id(panel, ("A6",))
    panel.assign_printer(group_id, label_printer, "A6")
    qtbot.waitUntil(lambda: panel.overview.group(group_id).printer_for("A6") == label_printer)  # type: ignore[union-attr]
    remote_a6, local_a6 = panel.station_cells["A6"]
    remote_a4, local_a4 = panel.station_cells["A4"]
    assert remote_a6.text() == panel.overview.printer(label_printer).name  # type: ignore[union-attr]
    assert local_a6.text() == "Zebra at desk 2 → Zebra_ZD421"
    assert remote_a4.text() == "not assigned"
    assert local_a4.text() == "Office printer → system default printer"
    assert "Desk" in panel.station_title.text()


def test_without_a_secure_keyring_enabling_is_refused_in_the_panel(qtbot, panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    import keyring
    import keyring.backends.fail

    keyring.set_keyring(keyring.backends.fail.Keyring())  # the autouse fixture restores the previous one
    with qtbot.waitSignal(panel.tasks.failed) as failed:
        qtbot.mouseClick(panel.enable_button, Qt.MouseButton.LeftButton)
    assert describe(failed.args[0]).title == "No secure keyring"
    assert not panel.credentials_box.isVisible() and panel.enable_button.isVisible()


def test_saved_profiles_replace_the_station_column(qtbot, panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    create_group(qtbot, panel, "Desk")
    panel.set_local_profiles({LabelFormat.A6: PrinterProfile("Brother", LabelFormat.A6, "QL-1100")})
    assert panel.station_cells["A6"][1].text() == "Brother → QL-1100"
    assert panel.station_cells["A4"][1].text() == "—"


def test_in_the_window_a_refusal_reaches_the_one_error_area(station_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    station_app.open_session()
    wait_for_session(qtbot, station_app, sandbox=True)
    window = station_app.window
    panel = window.printer_groups
    assert isinstance(panel, PrinterGroupsPanel)
    qtbot.waitUntil(lambda: panel.overview is not None)
    panel.new_name_edit.setText("   ")
    with qtbot.waitSignal(window.tasks.failed) as failed:  # the panel's calls are the window's tasks
        qtbot.mouseClick(panel.create_button, Qt.MouseButton.LeftButton)
    assert isinstance(failed.args[0], BadRequest)
    qtbot.waitUntil(lambda: len(window.error_panel.shown) == 1)
    [shown] = window.error_panel.shown
    assert (shown.title, shown.text) == (describe(failed.args[0]).title, describe(failed.args[0]).text)
    assert "border" in panel.new_name_edit.styleSheet()
    assert panel.findChildren(QLabel, "printingError") == []  # no error surface of its own
