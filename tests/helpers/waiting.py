"""How tests wait: for a condition, with a deadline generous enough for a busy 2-core machine, naming what they
waited for when it fails (docs/testing.md). Never a fixed sleep, never a silent return at the deadline.

Qt tests use `qtbot.waitUntil` instead: it keeps the Qt event loop (and so the qasync loop) running while it waits;
the `qtbot` fixture is a `PatientQtBot` (below), whose waits have the same kind of deadline and message.
"""

from __future__ import annotations

import asyncio
import inspect
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from pytestqt.exceptions import TimeoutError as QtWaitTimedOut
from pytestqt.qtbot import QtBot

T = TypeVar("T")

# Long enough for a loaded shared machine (two cores, several suites and busy loops beside this one); a condition
# that holds returns at once, so a generous deadline costs nothing when things go well.
DEADLINE_S = 60.0
# How often a condition is looked at again: often enough that a test never waits noticeably longer than needed.
POLL_S = 0.02


class WaitTimedOut(AssertionError):
    """The condition did not hold before the deadline: the message says what was waited for, and the last value."""


def _failure(what: str, within_s: float, last: object) -> WaitTimedOut:
    return WaitTimedOut(f"waited {within_s:g} s for {what}; last seen: {last!r}")


def wait_for(probe: Callable[[], T], done: Callable[[T], bool] = bool, *, what: str, within_s: float = DEADLINE_S) -> T:
    """Calls `probe()` until `done(value)` holds and returns that value; fails at the deadline naming `what`."""
    deadline = time.monotonic() + within_s
    while True:
        value = probe()
        if done(value):
            return value
        if time.monotonic() > deadline:
            raise _failure(what, within_s, value)
        time.sleep(POLL_S)  # the pause between two looks at the condition, not a wait for a result


def qt_wait_for(condition: Callable[[], bool], *, what: str, within_s: float = DEADLINE_S) -> None:
    """`wait_for` where no event loop runs Qt (a script without qtbot or qasync): Qt's events are handled before
    each look, so a widget can change what the condition looks at."""
    from PySide6.QtCore import QCoreApplication

    def handled_then(condition_now: Callable[[], bool]) -> bool:
        QCoreApplication.processEvents()
        return condition_now()

    wait_for(lambda: handled_then(condition), what=what, within_s=within_s)


async def async_wait_for(
    probe: Callable[[], Awaitable[T] | T], done: Callable[[T], bool] = bool, *, what: str, within_s: float = DEADLINE_S
) -> T:
    """`wait_for` inside a coroutine: the loop runs on between looks; `probe` may be a coroutine function."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + within_s
    while True:
        value = probe()
        if inspect.isawaitable(value):
            value = await value
        if done(value):  # type: ignore[arg-type]
            return value  # type: ignore[return-value]
        if loop.time() > deadline:
            raise _failure(what, within_s, value)
        await asyncio.sleep(POLL_S)


# Qt waits: pytest-qt's default of 5 s is too short for a service call and a PDF render on a loaded 2-core machine.
QT_DEADLINE_MS = 60_000


class PatientQtBot(QtBot):
    """pytest-qt's bot whose waits have deadlines for a busy machine (a condition that holds returns at once, so a
    long deadline costs nothing when things go well) and whose waitUntil says which condition it waited for."""

    def waitUntil(self, callback: Callable[[], bool | None], *, timeout: int = QT_DEADLINE_MS) -> None:  # noqa: N802
        __tracebackhide__ = True
        try:
            super().waitUntil(callback, timeout=timeout)
        except QtWaitTimedOut as error:
            raise QtWaitTimedOut(f"waited {timeout} ms for {_condition_text(callback)}") from error.__cause__

    def waitSignal(self, signal: Any, *, timeout: int = QT_DEADLINE_MS, **options: Any) -> Any:  # noqa: N802
        return super().waitSignal(signal, timeout=timeout, **options)

    def waitSignals(self, signals: Any, *, timeout: int = QT_DEADLINE_MS, **options: Any) -> Any:  # noqa: N802
        return super().waitSignals(signals, timeout=timeout, **options)

    def waitCallback(self, *, timeout: int = QT_DEADLINE_MS, **options: Any) -> Any:  # noqa: N802
        return super().waitCallback(timeout=timeout, **options)

    def waitExposed(self, widget: Any, *, timeout: int = QT_DEADLINE_MS) -> Any:  # noqa: N802
        return super().waitExposed(widget, timeout=timeout)

    def waitActive(self, widget: Any, *, timeout: int = QT_DEADLINE_MS) -> Any:  # noqa: N802
        return super().waitActive(widget, timeout=timeout)

    wait_until = waitUntil
    wait_signal = waitSignal
    wait_signals = waitSignals
    wait_callback = waitCallback
    wait_exposed = waitExposed
    wait_active = waitActive


def _condition_text(callback: Callable[..., object]) -> str:
    """The condition as written in the test (a lambda's source line), else its name."""
    try:
        return inspect.getsource(callback).strip()
    except (OSError, TypeError):
        return getattr(callback, "__qualname__", repr(callback))
