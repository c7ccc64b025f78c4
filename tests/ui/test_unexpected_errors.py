"""No "Unexpected error" without its traceback, and a keyring that cannot load is a missing keyring (issue 13 point 9).

Both through the real application (StationApp on its embedded sandbox) and Station's own log file.
"""

from __future__ import annotations

import logging
from pathlib import Path

import keyring.core
import pytest
from PySide6.QtCore import Qt

from station import logs
from station.ui.app import StationApp
from tests.helpers.window import account_dialog, fetch_orders, wait_for_session


def log_text(folder: Path) -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return (folder / logs.LOG_FILE_NAME).read_text(encoding="utf-8")


def test_a_keyring_that_fails_to_load_is_a_missing_keyring_and_the_sandbox_still_works(  # type: ignore[no-untyped-def]
    station_app: StationApp, qtbot, monkeypatch: pytest.MonkeyPatch, station_logging: Path
) -> None:
    # keyring loads the backend its configuration names; a backend whose package is missing fails with
    # ModuleNotFoundError on every use, the failure the operator met.
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyrings.not_installed.SecretKeyring")
    monkeypatch.setattr(keyring.core, "_keyring_backend", None)  # forget the tests' keyring: load it again
    with pytest.raises(ModuleNotFoundError):
        keyring.get_keyring()

    station_app.open_session()
    wait_for_session(qtbot, station_app, sandbox=True)
    fetch_orders(qtbot, station_app)  # the sandbox session needs no keyring

    dialog = account_dialog(station_app, qtbot)
    window = station_app.window
    assert window.error_panel.shown == []  # no "Unexpected error": the dialog opened instead
    problem = dialog.keyring_label.text()
    assert dialog.keyring_label.isVisible()
    assert problem.startswith("No secure keyring is available") and "ModuleNotFoundError" in problem
    assert "the sandbox works" in problem
    assert not dialog.save_button.isEnabled() and "keyring" in dialog.save_button.toolTip()
    assert dialog.sandbox_button.isEnabled()
    # The log has the loading failure with its traceback.
    text = log_text(station_logging)
    assert "the keyring backend could not be loaded" in text
    assert "Traceback (most recent call last)" in text and "No module named 'keyrings'" in text

    # The one choice left works: the sandbox in one click.
    qtbot.mouseClick(dialog.sandbox_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: station_app.window is not window)
    wait_for_session(qtbot, station_app, sandbox=True)
    fetch_orders(qtbot, station_app)
    assert station_app.window.error_panel.shown == []


def _checksum_of_the_day(orders: list[str]) -> float:
    """Stands for any bug in Station: a division by zero three calls deep."""
    return _average_length(orders)


def _average_length(orders: list[str]) -> float:
    return sum(len(order) for order in orders) / len(orders)


def test_an_unexpected_error_is_shown_and_its_traceback_is_in_the_log_once(  # type: ignore[no-untyped-def]
    station_app: StationApp, qtbot, station_logging: Path
) -> None:
    station_app.open_session()
    wait_for_session(qtbot, station_app, sandbox=True)
    window = station_app.window
    failures: list[BaseException] = []
    window.tasks.failed.connect(lambda error, _retry: failures.append(error))

    async def buggy_action() -> None:
        _checksum_of_the_day([])

    # A failing action of the window goes where every action's failure goes: the task registry, the error panel.
    window.tasks.run(buggy_action(), name="buggy_action")
    qtbot.waitUntil(lambda: bool(window.error_panel.shown))
    (shown,) = window.error_panel.shown
    assert shown.title == "Unexpected error" and "ZeroDivisionError" in shown.text
    assert "the log has details" in shown.advice
    text = log_text(station_logging)
    assert "unexpected ZeroDivisionError" in text
    # The traceback, down to the frame that raised.
    assert "Traceback (most recent call last)" in text
    assert "in _average_length" in text and "ZeroDivisionError: division by zero" in text
    assert text.count("in _average_length") == 1

    # The same failure shown again (a retry that fails alike is a new exception; this is the same one): logged once.
    (failure,) = failures
    window.report_error(failure)
    assert log_text(station_logging).count("in _average_length") == 1
