"""QtWebEngine (≈200 MB of library, tens of MB resident) loads only when the delivery options window opens, never
with the main window: a fresh process shows the window and still has no QtWebEngine module."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SHOW_THE_WINDOW = textwrap.dedent("""
    import sys
    from station.ui.app import keep_singletons_alive
    keep_singletons_alive()
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    import station.ui.app, station.services.station
    from station.ui.main_window import MainWindow
    window = MainWindow(None, sandbox=True)
    window.show()
    app.processEvents()
    print(sorted(name for name in sys.modules if "WebEngine" in name))
    window.close()
    import station.ui.delivery_widget
    print(sorted(name for name in sys.modules if "WebEngine" in name) != [])
""")


def test_the_main_window_does_not_load_qtwebengine(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-c", SHOW_THE_WINDOW],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "STATION_HOME": str(tmp_path)},
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.splitlines()[-2:] == ["[]", "True"], result.stdout  # and the delivery widget does load it
