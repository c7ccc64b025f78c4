"""The window's event loop: asyncio's blocking helpers (name lookups, to_thread) run on plain Python threads, so a
process that used them ends cleanly even when its loop was never closed (qasync's QThread pool made Qt abort it)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import textwrap

import pytest

# A process as the window runs one: a name lookup through the loop (what httpx does for https://api.myparcel.nl),
# a blocking call through asyncio.to_thread, then the end of the program without closing the loop.
LOOKUP_THEN_EXIT = textwrap.dedent("""
    import asyncio, threading
    from PySide6.QtWidgets import QApplication
    from station.ui.event_loop import window_event_loop

    app = QApplication([])
    loop = window_event_loop(app)
    asyncio.set_event_loop(loop)

    async def work():
        await loop.getaddrinfo("localhost", 443)
        return await asyncio.to_thread(lambda: threading.current_thread().name)

    print(loop.run_until_complete(work()), flush=True)
""")


def test_a_process_that_looked_up_a_name_exits_cleanly_without_closing_its_loop() -> None:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", LOOKUP_THEN_EXIT], capture_output=True, text=True, timeout=120, env=environment
    )
    assert "QThread: Destroyed" not in result.stderr, result.stderr
    assert result.returncode == 0, result.stderr  # was 134 (abort) with qasync's default executor
    assert result.stdout.startswith("station-asyncio"), result.stdout


def test_the_session_loop_runs_blocking_helpers_on_plain_threads(qasync_loop, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The tests' own loop is the window's kind: its default executor is no QThread pool."""
    import asyncio
    import threading

    from tests.helpers.window import run_async

    assert run_async(qtbot, asyncio.to_thread(lambda: threading.current_thread().name)).startswith("station-asyncio")


def test_a_test_never_looks_up_a_name_outside_this_machine() -> None:
    from tests.helpers import local_only

    with pytest.raises(socket.gaierror, match=r"tests never reach the internet: 'api\.myparcel\.nl'"):
        socket.getaddrinfo("api.myparcel.nl", 443)
    assert local_only.refused_lookups == ["api.myparcel.nl"]
    local_only.refused_lookups.clear()  # seen and expected: the guard's own fixture would fail this test otherwise
    assert socket.getaddrinfo("127.0.0.1", 80) and socket.getaddrinfo("localhost", 80)
