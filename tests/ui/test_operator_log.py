"""Issue 19 point 8: the operator log. The operator's name is chosen from a short list (remembered by the store, also
across a restart), switched from the window, and every create, print, reprint, cancel and return is logged with it;
the log is read a day at a time and exported as CSV. Everything goes through the window and the sandbox."""

from __future__ import annotations

import csv
from datetime import date, timedelta
from pathlib import Path

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QFileDialog

from station.domain.enums import ShipmentStatus
from station.services.operator_log import OPERATOR_CHOSEN
from station.store.store import Store
from station.ui.app import StationApp
from tests.helpers.window import create_and_print, import_sample, run_async, select, wait_for_session

CTRL = Qt.KeyboardModifier.ControlModifier


def choose_operator(window, qtbot, name: str, *, from_menu: bool = False) -> None:  # type: ignore[no-untyped-def]
    if from_menu:
        window.operator.switch_action.trigger()
    else:
        qtbot.mouseClick(window.operator.button, Qt.MouseButton.LeftButton)
    dialog = window.operator.dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.new_name.setFocus()
    qtbot.keyClicks(dialog.new_name, name)
    qtbot.keyClick(dialog.new_name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.operator.button.text() == f"Packing: {name}")


def newest(services, action: str, order_key: str):  # type: ignore[no-untyped-def]
    return next(entry for entry in services.store.log.with_action(action) if entry.order_key == order_key)


def test_each_action_is_logged_with_the_operator_who_did_it(window, services, qtbot) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    choose_operator(window, qtbot, "Anna")
    first = select(window, qtbot, "WEB-10421")
    create_and_print(window, qtbot)
    assert newest(services, "shipment created", first.key).operator == "Anna"
    assert newest(services, "label printed", first.key).operator == "Anna"

    choose_operator(window, qtbot, "Bram", from_menu=True)
    # Reprint: Ctrl+P asks (the label came out before), Ctrl+P again prints it once more.
    qtbot.keyClick(window.scan_field, Qt.Key.Key_P, CTRL)
    qtbot.waitUntil(window.detail.question.isVisible)
    qtbot.keyClick(window.scan_field, Qt.Key.Key_P, CTRL)
    qtbot.waitUntil(
        lambda: window.queue.current_order().printed_count == 2 and not window.tasks.running, timeout=20_000
    )
    assert newest(services, "label reprinted", first.key).operator == "Bram"

    # Cancel, asked and confirmed with the same shortcut.
    cancel = (Qt.Key.Key_Delete, CTRL | Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(window.scan_field, *cancel)
    qtbot.waitUntil(window.detail.question.isVisible)
    qtbot.keyClick(window.scan_field, *cancel)
    qtbot.waitUntil(
        lambda: window.queue.current_order().shipment.status is ShipmentStatus.CANCELLED and not window.tasks.running,
        timeout=20_000,
    )
    assert newest(services, "shipment cancelled", first.key).operator == "Bram"

    # A return of another order, by Anna again (picked from the short list this time).
    second = select(window, qtbot, "WEB-10423")
    create_and_print(window, qtbot)
    qtbot.mouseClick(window.operator.button, Qt.MouseButton.LeftButton)
    dialog = window.operator.dialog
    qtbot.waitUntil(dialog.isVisible)
    assert [dialog.names.item(row).text() for row in range(dialog.names.count())] == ["Bram", "Anna"]
    dialog.names.setCurrentRow(1)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: services.operators.current == "Anna")
    qtbot.keyClick(window.scan_field, Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(window.detail.question.isVisible)
    qtbot.keyClick(window.scan_field, Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(
        lambda: "Return shipment" in window.detail.return_info.text() and not window.tasks.running, timeout=20_000
    )
    assert newest(services, "return created", second.key).operator == "Anna"
    assert newest(services, "shipment created", second.key).operator == "Bram"
    assert window.error_panel.shown == []


def test_a_name_the_log_cannot_use_is_refused_in_the_dialog(window, services, qtbot) -> None:  # type: ignore[no-untyped-def]
    before = services.operators.current
    qtbot.mouseClick(window.operator.button, Qt.MouseButton.LeftButton)
    dialog = window.operator.dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.new_name.setText("   ")
    dialog.names.clearSelection()
    dialog.names.setCurrentItem(None)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "Type a name" in dialog.problem.text()
    dialog.new_name.setText("x" * 41)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "at most 40 characters" in dialog.problem.text()
    assert services.operators.current == before and services.operators.operators() == []
    dialog.reject()


def test_the_day_s_log_is_shown_and_exported_as_csv(window, services, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    choose_operator(window, qtbot, "Anna")
    select(window, qtbot, "WEB-10422")
    create_and_print(window, qtbot)

    window.operator.log_action.trigger()
    view = window.operator.log_dialog
    qtbot.waitUntil(view.isVisible)
    rows = [(entry.operator, entry.action, entry.reference) for entry in view.model.entries]
    assert ("Anna", OPERATOR_CHOSEN, None) in rows
    assert ("Anna", "shipment created", "WEB-10422") in rows and ("Anna", "label printed", "WEB-10422") in rows
    order_column = view.model.index(rows.index(("Anna", "label printed", "WEB-10422")), view.model.ORDER)
    assert view.model.data(order_column) == "WEB-10422"
    assert "Anna" in view.summary.text()

    # The view follows what is done while it is open.
    select(window, qtbot, "WEB-10424")
    create_and_print(window, qtbot)
    qtbot.waitUntil(lambda: any(entry.reference == "WEB-10424" for entry in view.model.entries))

    # Another day: yesterday nothing was done here.
    view.day_edit.setDate(QDate.currentDate().addDays(-1))
    assert view.model.rowCount() == 0 and not view.export_button.isEnabled()
    view.day_edit.setDate(QDate.currentDate())
    assert view.model.rowCount() > 0

    target = tmp_path / "log.csv"
    file_dialog = view.choose_csv_file()
    file_dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.waitUntil(file_dialog.isVisible)
    file_dialog.selectFile(str(target))
    file_dialog.accept()
    qtbot.waitUntil(lambda: target.exists() and not window.tasks.running)
    with target.open(encoding="utf-8", newline="") as handle:
        exported = list(csv.DictReader(handle))
    assert list(exported[0]) == ["time", "operator", "action", "order", "detail"]
    assert {(row["operator"], row["action"], row["order"]) for row in exported} >= {
        ("Anna", "shipment created", "WEB-10422"),
        ("Anna", "label printed", "WEB-10424"),
    }
    assert len(exported) == view.model.rowCount()
    assert exported[0]["time"].startswith(date.today().isoformat())
    assert "saved to" in view.export_status.text()
    assert not list(target.parent.glob("*.part"))  # written atomically: no temporary file left
    view.close()


def test_the_operator_is_asked_at_start_and_remembered_across_a_restart(qtbot, qasync_loop, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = StationApp(sandbox_requested=True, ask_operator=True)
    try:
        app.open_session()
        wait_for_session(qtbot, app, sandbox=True)
        dialog = app.window.operator.dialog
        qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible())
        assert dialog.names.count() == 0  # nobody chosen here before: a name is typed
        dialog.new_name.setText("Chloé")
        qtbot.keyClick(dialog.new_name, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: app.window.operator.button.text() == "Packing: Chloé")

        run_async(qtbot, app.switch_session(sandbox=True))  # the session closes and opens again: a restart
        wait_for_session(qtbot, app, sandbox=True)
        dialog = app.window.operator.dialog
        qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible())
        assert app.window.services.operators.current == "Chloé"  # before anyone answers: the last one works on
        assert dialog.names.currentItem().text() == "Chloé"
        qtbot.keyClick(dialog.names, Qt.Key.Key_Return)  # Enter keeps them
        qtbot.waitUntil(lambda: not dialog.isVisible())
        chosen = app.window.services.store.log.with_action(OPERATOR_CHOSEN)
        assert [(entry.operator, entry.detail) for entry in chosen][:2] == [
            ("Chloé", "again"),
            ("Chloé", chosen[1].detail),
        ]
        assert chosen[1].detail.startswith("after ")
    finally:
        run_async(qtbot, app.shutdown(), timeout=30_000)


def test_the_log_and_the_short_list_live_in_the_store(tmp_path: Path) -> None:
    from station.services.operator_log import OperatorLogService

    store = Store.open(tmp_path / "s.sqlite3")
    operators = OperatorLogService(store)
    for name in ("Anna", "Bram", "anna"):
        operators.choose(name)
    store.log.add("label printed", None, "job 1")
    store.close()
    reopened = Store.open(tmp_path / "s.sqlite3")
    operators = OperatorLogService(reopened)
    assert operators.current == "anna" and operators.operators() == ["anna", "Bram"]  # one person, spelt anew
    today = operators.day(date.today())
    assert [(entry.operator, entry.action) for entry in today][-1] == ("anna", "label printed")
    assert operators.day(date.today() - timedelta(days=1)) == []
    operators.forget("anna")  # the one working now stays on the list
    operators.forget("Bram")
    assert operators.operators() == ["anna"]
    reopened.close()
