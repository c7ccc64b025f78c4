"""A fresh Station process opening its sandbox session: the queue shows the orders the session's opening read, and
the PDF libraries (pypdf with the cryptography and Pillow it loads, reportlab: ~30 MiB resident) are not loaded until
a label, a slip or a sheet is drawn."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from station.services.orders import OrderQueueService
from station.services.session import SANDBOX_STORE_FILE
from station.store.store import Store
from tests.helpers.window import SAMPLE_CSV

ROOT = Path(__file__).resolve().parents[2]
PDF_LIBRARIES = ("pypdf", "reportlab", "PIL", "cryptography")

OPEN_THE_SANDBOX_SESSION = textwrap.dedent(f"""
    import asyncio, sys
    from station.ui.app import keep_singletons_alive
    keep_singletons_alive()
    import keyring
    import qasync
    from PySide6.QtWidgets import QApplication
    from tests.helpers.keyring import MemoryKeyring
    keyring.set_keyring(MemoryKeyring())
    app = QApplication([])
    app.setQuitOnLastWindowClosed(False)  # as run_gui: the shutdown ends the loop, not the window's closing
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)

    async def opened():
        from station.ui.app import StationApp
        station = StationApp(sandbox_requested=True)
        station.open_session()
        await station.session_ready
        while station.window.queue.loading:
            await asyncio.sleep(0.01)
        print(station.window.queue.model.total_count)
        print(sorted(name for name in {PDF_LIBRARIES!r} if name in sys.modules))
        await station.shutdown()

    with loop:
        loop.run_until_complete(opened())
""")


def test_the_session_shows_the_orders_it_read_without_loading_the_pdf_libraries(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "data" / SANDBOX_STORE_FILE)
    imported = OrderQueueService(store, lambda: None).import_file(SAMPLE_CSV).imported
    store.close()
    assert imported > 0
    result = subprocess.run(
        [sys.executable, "-c", OPEN_THE_SANDBOX_SESSION],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "STATION_HOME": str(tmp_path), "PYTHONPATH": str(ROOT)},
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.splitlines()[-2:] == [str(imported), "[]"], result.stdout + result.stderr[-3000:]
