"""The session's qasync loop, and how a GUI test runs inside it: through qasync's own `run_until_complete`, as
Station's window runs (station/ui/app.py), so asyncio sees the loop running exactly while that test runs.

A GUI test is one that uses the `qasync_loop` fixture. Its whole run (fixture set-up, the test, teardown, its
reports) is one callback of the loop, inside `run_until_complete` (tests/conftest.py's pytest_runtest_protocol);
Qt's event loop (QApplication.exec()) runs for the length of that test only. Before and after it, this thread has
no running asyncio loop, so plain asyncio tests in the same session (anyio's plugin, `asyncio.run`, Playwright's
sync API) start loops of their own as usual. No private asyncio API is used.

What a test sees differently from code running outside any event loop: an object it has deleteLater()'d is
deleted when its test hands control back to the loop, i.e. after the test (as in Station, after the slot that
asked for it), not in the next wait; a test that waits for such a deletion first sends the deferred deletions
(`QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)`, as Qt documents).

QtWebEngine takes its browser engine down on QApplication.aboutToQuit, which Qt sends whenever exec() returns (also
when qasync's stop() ends it): the next web view then crashes the process (segfault in the next test's exec() with
PySide6 6.12, after the second test of tests/widget/test_station_delivery_choice.py; a plain-Qt script with two
app.exec() and a QWebEngineView in each crashes the same way). So the application's signals are blocked from the end
of a test until exec() has returned, and aboutToQuit is not sent between tests. Nothing of the test is lost: it and
its teardown are over by then, and no test ever saw aboutToQuit (before, the session never ran exec() at all).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, TypeVar

import pytest

if TYPE_CHECKING:  # Qt is imported when the first GUI test starts, not with the suite's conftest.py
    import qasync
    from PySide6.QtWidgets import QApplication

T = TypeVar("T")

# How long the tasks still on the loop when the session ends get to finish their cancellation.
CLOSE_DEADLINE_S = 10.0


class GuiTestLoop:
    """One qasync loop for the session, on the session's QApplication, made when the first GUI test starts."""

    def __init__(self) -> None:
        self._app: QApplication | None = None
        self._loop: qasync.QEventLoop | None = None
        self._executor: ThreadPoolExecutor | None = None

    def running(self) -> bool:
        return self._loop is not None and self._loop.is_running()

    def current(self) -> qasync.QEventLoop | None:
        return self._loop

    def run(self, config: pytest.Config, test: Callable[[], object]) -> object:
        """Runs `test()` as a callback of the session's loop, inside its run_until_complete; returns what it
        returned, raises what it raised (pytest's own exits and interrupts included)."""
        loop = self._start(config)
        finished: asyncio.Future[object] = loop.create_future()

        def run_test() -> None:
            try:
                finished.set_result(test())
            except BaseException as error:  # handed on to run()'s caller, not swallowed
                finished.set_exception(error)

        loop.call_soon(run_test)
        return self._run_until_complete(finished)

    def close(self) -> None:
        """At the session's end, as asyncio.run ends: the tasks left cancelled and given a last run to finish,
        the executor's threads joined, the loop closed."""
        if self._loop is None:
            return
        tasks = asyncio.all_tasks(self._loop)
        for task in tasks:
            task.cancel()
        if tasks:
            self._run_until_complete(asyncio.wait(tasks, timeout=CLOSE_DEADLINE_S))
        assert self._executor is not None
        self._executor.shutdown(wait=True, cancel_futures=True)
        self._loop.close()

    def _run_until_complete(self, awaitable: Awaitable[T]) -> T:
        assert self._app is not None and self._loop is not None
        app, future = self._app, asyncio.ensure_future(awaitable, loop=self._loop)
        # No aboutToQuit when exec() returns (see the module docstring); blocked once the work is done, before
        # qasync's stop() ends exec().
        future.add_done_callback(lambda _: app.blockSignals(True))
        try:
            return self._loop.run_until_complete(future)
        finally:
            app.blockSignals(False)

    def _start(self, config: pytest.Config) -> qasync.QEventLoop:
        if self._app is None or self._loop is None:
            from PySide6.QtWidgets import QApplication

            from station.ui.event_loop import default_executor, window_event_loop

            # pytest-qt's application, made as its `qapp` fixture makes it (which then takes this one): the first
            # GUI test's fixtures already run inside the loop, and the loop needs the application.
            app = QApplication.instance()
            if app is None:
                name = config.getini("qt_qapp_name")
                app = QApplication([name])
                app.setApplicationName(name)
            assert isinstance(app, QApplication)
            self._app = app
            # The window's default executor of plain threads (station.ui.event_loop): qasync's own would leave
            # QThreads running at exit.
            self._executor = default_executor()
            self._loop = window_event_loop(app, executor=self._executor)
            # Qt would end exec() when a test closes its last window (StationApp.shutdown does): every wait after it
            # would then return at once. Station's window does not quit that way either (station/ui/app.py).
            app.setQuitOnLastWindowClosed(False)
        return self._loop
