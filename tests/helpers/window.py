"""The window tests' set-ups: the sample orders, scanning like a scanner, running a coroutine on the qasync loop."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import Qt

from station.ui.app import StationApp
from station.ui.status_bar import Connection

REPO = Path(__file__).resolve().parents[2]
SAMPLE_CSV = REPO / "station" / "resources" / "sample-orders.csv"


def run_async(qtbot, coro, timeout: int = 20_000):  # type: ignore[no-untyped-def]
    """Run a coroutine on the session's qasync loop from a synchronous test, waiting with qtbot (no sleeps)."""
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=timeout)
    return task.result()


def wait_idle(window, qtbot, timeout: int = 30_000) -> None:  # type: ignore[no-untyped-def]
    """Waits until the window's work (every tracked service call) has ended."""
    qtbot.waitUntil(lambda: not window.tasks.running, timeout=timeout)


def close_window(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The window goes as quitting takes it: running work cancelled and awaited, then closed, and an edit kept at
    close saved before anything else (its services) closes."""
    window.tasks.cancel_all()
    if window.tasks.running:
        run_async(qtbot, window.tasks.wait_idle())
    window.close()
    if window.tasks.running:  # closing keeps a pending edit: let that save finish
        run_async(qtbot, window.tasks.wait_idle())
    window.deleteLater()


def import_sample(window, qtbot, path: Path = SAMPLE_CSV) -> None:  # type: ignore[no-untyped-def]
    window.queue_actions.import_orders(str(path))
    qtbot.waitUntil(lambda: window.queue.model.total_count > 0 and not window.tasks.running, timeout=20_000)


def type_like_a_scanner(qtbot, text: str, enter: bool = True) -> None:  # type: ignore[no-untyped-def]
    """Each keystroke goes to whichever widget has the focus at that moment, as the OS delivers a scanner's keys."""
    from PySide6.QtWidgets import QApplication

    for character in text:
        qtbot.keyClick(QApplication.focusWidget(), character)
    if enter:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)


def wait_for_session(qtbot, app: StationApp, *, sandbox: bool) -> None:  # type: ignore[no-untyped-def]
    # The window shows first; the services are opened off the UI thread and then attached and started.
    qtbot.waitUntil(
        lambda: (
            app.session_ready.done()
            and app.window is not None
            and app.window.services is not None
            and app.window.sandbox is sandbox
            and app.window.isVisible()
        ),
        timeout=20_000,
    )
    assert app.session_ready.exception() is None


def fetch_orders(qtbot, app: StationApp) -> None:  # type: ignore[no-untyped-def]
    """A real call to the service of the session: the status bar turns to connected."""
    app.window.queue_actions.sync_orders()
    qtbot.waitUntil(lambda: not app.window.tasks.running, timeout=20_000)
    assert app.window.error_panel.shown == [], app.window.error_panel.shown
    assert app.window.status.connection_state is Connection.ONLINE


def account_dialog(app: StationApp, qtbot):  # type: ignore[no-untyped-def]
    app._account_dialog = None
    app.window.actions_by_id["account"].trigger()  # the keyring is read on a worker thread, then it opens
    qtbot.waitUntil(lambda: app._account_dialog is not None and app._account_dialog.isVisible())
    return app._account_dialog


def select(window, qtbot, reference: str):  # type: ignore[no-untyped-def]
    order = next(o for o in window.queue.model.all_rows() if o.reference == reference)
    assert window.queue.select_key(order.key)
    qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)
    return order


def create_and_print(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert window.detail.create_button.isEnabled(), window.detail.violations_label.text()
    qtbot.mouseClick(window.detail.create_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.queue.current_order().printed_count > 0 and not window.tasks.running, timeout=20_000)
