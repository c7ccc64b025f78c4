"""How tests wait: for a condition, with a deadline generous enough for a busy 2-core machine, naming what they
waited for when it fails (docs/testing.md). Never a fixed sleep, never a silent return at the deadline.

Qt tests use `qtbot.waitUntil` instead: it keeps the Qt event loop (and so the qasync loop) running while it waits.
"""

from __future__ import annotations

import asyncio
import inspect
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

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


def wait_for(probe: Callable[[], T], done: Callable[[T], bool] = bool, *, what: str,
             within_s: float = DEADLINE_S) -> T:
    """Calls `probe()` until `done(value)` holds and returns that value; fails at the deadline naming `what`."""
    deadline = time.monotonic() + within_s
    while True:
        value = probe()
        if done(value):
            return value
        if time.monotonic() > deadline:
            raise _failure(what, within_s, value)
        time.sleep(POLL_S)  # the pause between two looks at the condition, not a wait for a result


async def async_wait_for(probe: Callable[[], Awaitable[T] | T], done: Callable[[T], bool] = bool, *, what: str,
                         within_s: float = DEADLINE_S) -> T:
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
