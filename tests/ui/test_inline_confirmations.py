"""Issue 13 point 3: nothing irreversible on one key. Cancel, return and reprint ask inline first (keyboard-answerable,
never modal), from every entry point; an action that cannot apply is disabled with the reason in its tooltip.

Each test drives the window with keys and clicks and reads what reached the sandbox (over its real socket)."""

from __future__ import annotations

import base64
import logging

import httpx
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from station.domain.enums import ShipmentStatus
from tests.helpers.window import create_and_print, import_sample, select

AUTH = {"Authorization": "basic " + base64.b64encode(b"sandbox-nl").decode()}
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


def wire_shipments(sandbox, reference: str) -> list[dict]:  # type: ignore[no-untyped-def]
    """The sandbox's shipments of one order reference, as the service holds them."""
    response = httpx.get(f"{sandbox.base_url}/shipments", params={"q": reference}, headers=AUTH, timeout=10)
    response.raise_for_status()
    return response.json()["shipments"]


def wire_returns(sandbox, reference: str) -> list[dict]:  # type: ignore[no-untyped-def]
    return [shipment for shipment in wire_shipments(sandbox, reference) if shipment.get("parent_id")]


def wire_status(sandbox, shipment_id: int) -> str:  # type: ignore[no-untyped-def]
    response = httpx.get(f"{sandbox.base_url}/shipments/{shipment_id}", headers=AUTH, timeout=10)
    response.raise_for_status()
    body = response.json()
    shipment = body.get("shipment", body)
    return str(shipment["status"])


def test_ctrl_r_asks_with_the_email_and_printerless_choices_and_only_the_answer_is_sent(
    window, qtbot, sandbox, caplog
) -> None:  # type: ignore[no-untyped-def]
    caplog.set_level(logging.INFO, logger="station.sandbox.outbox")
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10421")
    create_and_print(window, qtbot)
    question = window.detail.question

    qtbot.keyClick(window.scan_field, Qt.Key.Key_R, CTRL)
    assert question.isVisible() and "return" in question.text.text().lower()
    assert question.choices() == {"email": True, "printerless": False}
    assert not window.tasks.running and wire_returns(sandbox, "WEB-10421") == []
    # Escape declines: nothing is sent, nobody is e-mailed.
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Escape)
    assert question.isHidden() and not window.tasks.running
    assert wire_returns(sandbox, "WEB-10421") == []

    # Asked again: the operator makes it printerless, without the e-mail (Alt+Q, Alt+E), and confirms with Ctrl+R.
    qtbot.keyClick(window.scan_field, Qt.Key.Key_R, CTRL)
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Q, ALT)
    qtbot.waitUntil(lambda: question.choices()["printerless"])  # a mnemonic clicks after Qt's short animation
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_E, ALT)
    qtbot.waitUntil(lambda: not question.choices()["email"])
    assert question.choices() == {"email": False, "printerless": True}
    assert wire_returns(sandbox, "WEB-10421") == []
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(
        lambda: "Return shipment" in window.detail.return_info.text() and not window.tasks.running, timeout=20_000
    )
    [returned] = wire_returns(sandbox, "WEB-10421")
    assert returned.get("qr_url"), "printerless on the wire"
    assert not [r for r in caplog.records if r.name == "station.sandbox.outbox"], "no e-mail went to the customer"
    assert window.error_panel.shown == []


def test_the_return_tab_button_asks_before_creating(window, qtbot, sandbox) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10423")
    create_and_print(window, qtbot)
    window.detail.tabs.setCurrentIndex(window.detail.tabs.indexOf(window.detail.return_info.parentWidget()))
    qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)  # looking at the tab reads the order's returns
    qtbot.mouseClick(window.detail.return_button, Qt.MouseButton.LeftButton)
    assert window.detail.question.isVisible() and not window.tasks.running
    assert wire_returns(sandbox, "WEB-10423") == []
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Y, ALT)  # the confirm button's mnemonic
    qtbot.waitUntil(lambda: len(wire_returns(sandbox, "WEB-10423")) == 1 and not window.tasks.running, timeout=20_000)


def test_cancel_asks_first_escape_keeps_the_shipment_and_the_shortcut_again_cancels(window, qtbot, sandbox) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10423")
    create_and_print(window, qtbot)
    shipment_id = window.queue.current_order().shipment.id
    question = window.detail.question

    qtbot.mouseClick(window.detail.cancel_button, Qt.MouseButton.LeftButton)
    assert question.isVisible() and f"#{shipment_id}" in question.text.text()
    assert not window.tasks.running and wire_status(sandbox, shipment_id) == "printed"
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Escape)
    assert question.isHidden() and wire_status(sandbox, shipment_id) == "printed"

    # A scan meanwhile withdraws a question about the order shown before: it never applies to another order.
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Delete, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert question.isVisible()
    window.scan_field.setFocus()
    qtbot.keyClicks(window.scan_field, "WEB-10421")
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: window.queue.current_order().reference == "WEB-10421" and not window.tasks.running, timeout=20_000
    )
    assert question.isHidden()
    select(window, qtbot, "WEB-10423")
    assert wire_status(sandbox, shipment_id) == "printed"

    qtbot.keyClick(window.scan_field, Qt.Key.Key_Delete, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert question.isVisible() and wire_status(sandbox, shipment_id) == "printed"
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Delete, CTRL | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(
        lambda: window.queue.current_order().shipment.status is ShipmentStatus.CANCELLED and not window.tasks.running,
        timeout=20_000,
    )
    assert wire_status(sandbox, shipment_id) == "cancelled"
    assert question.isHidden()


def test_actions_that_cannot_apply_are_disabled_with_the_reason(window, qtbot, sandbox) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10421")
    detail, actions = window.detail, window.actions_by_id
    # No shipment yet: nothing to cancel, print or return, and each says why.
    for button, action_id in (
        (detail.cancel_button, "cancel_shipment"),
        (detail.return_button, "create_return"),
        (detail.print_button, "print_label"),
    ):
        assert not button.isEnabled() and "No shipment" in button.toolTip()
        assert not actions[action_id].isEnabled() and actions[action_id].toolTip() == button.toolTip()
    create_and_print(window, qtbot)
    shipment_id = window.queue.current_order().shipment.id
    assert detail.cancel_button.isEnabled() and actions["cancel_shipment"].isEnabled()

    httpx.post(
        f"{sandbox.base_url}/__sandbox__/advance",
        json={"shipment_id": shipment_id, "status": "handed_over"},
        timeout=10,
    ).raise_for_status()
    qtbot.keyClick(window.scan_field, Qt.Key.Key_R, CTRL | Qt.KeyboardModifier.ShiftModifier)  # refresh
    qtbot.waitUntil(
        lambda: window.queue.current_order().shipment.status is ShipmentStatus.HANDED_OVER and not window.tasks.running,
        timeout=20_000,
    )
    assert not detail.cancel_button.isEnabled()
    assert "handed over" in detail.cancel_button.toolTip() and "return" in detail.cancel_button.toolTip()
    assert not actions["cancel_shipment"].isEnabled()
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Delete, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert detail.question.isHidden() and not window.tasks.running
    assert wire_status(sandbox, shipment_id) == "handed_over"
    assert detail.return_button.isEnabled()  # the way out stays open
