"""Quitting Station: closing the window starts the bounded quit (run_gui's exit deadline), closes the session and
stops the embedded sandbox, so no server thread outlives the window."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.printers.directory import DirectoryLabelPrinter
from station.services.outbox import PrinterBinding
from station.ui.app import StationApp


def test_closing_the_window_starts_the_bounded_quit_and_stops_the_embedded_sandbox(
    qtbot,
    qasync_loop,
    tmp_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    def bindings() -> dict[LabelFormat, PrinterBinding]:
        printer = DirectoryLabelPrinter(tmp_path / "printed")
        return {
            fmt: PrinterBinding(PrinterProfile(f"PDF {fmt.value}", fmt, printer_name="pdf"), printer)
            for fmt in LabelFormat
        }

    quits: list[str] = []
    app = StationApp(sandbox_requested=True, bindings_factory=bindings, on_quit=lambda: quits.append("deadline set"))
    app.open_session()
    qtbot.waitUntil(lambda: app.session_ready.done() and app.embedded is not None)
    sandbox_url = app.embedded.base_url
    assert httpx.get(sandbox_url + "/__sandbox__/reset").status_code == 405  # serving

    app.window.close()  # as the operator does: the window's close starts StationApp.shutdown
    qtbot.waitUntil(app.closed.done)
    assert quits == ["deadline set"]
    assert app.embedded is None and app.services is None
    with pytest.raises(httpx.ConnectError):
        httpx.get(sandbox_url + "/__sandbox__/reset")
