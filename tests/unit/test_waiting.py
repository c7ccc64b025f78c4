"""The tests' waits fail loudly: at the deadline they say what they waited for and what they last saw."""

from __future__ import annotations

import asyncio
import itertools

import pytest
from pytestqt.exceptions import TimeoutError as QtWaitTimedOut

from tests.helpers.waiting import WaitTimedOut, async_wait_for, wait_for


def test_wait_for_returns_the_value_that_satisfied_the_condition() -> None:
    counter = itertools.count()
    assert wait_for(lambda: next(counter), lambda value: value >= 3, what="three looks") == 3


def test_wait_for_names_what_it_waited_for_at_the_deadline() -> None:
    with pytest.raises(WaitTimedOut, match=r"waited 0.1 s for the printer to appear; last seen: \[\]"):
        wait_for(list, what="the printer to appear", within_s=0.1)


def test_async_wait_for_awaits_coroutine_probes_and_names_what_it_waited_for() -> None:
    async def status() -> str:
        return "INITIALIZING"

    async def scenario() -> None:
        assert await async_wait_for(status, lambda now: now == "INITIALIZING", what="the status") == "INITIALIZING"
        await async_wait_for(status, lambda now: now == "READY", what="direct printing to turn READY", within_s=0.1)

    with pytest.raises(
        WaitTimedOut, match=r"waited 0\.1 s for direct printing to turn READY; last seen: 'INITIALIZING'"
    ):
        asyncio.run(scenario())


def test_qtbot_wait_until_says_which_condition_timed_out(qtbot) -> None:  # type: ignore[no-untyped-def]
    nothing_printed: list[str] = []
    with pytest.raises(QtWaitTimedOut, match=r"waited 100 ms for .*nothing_printed"):
        qtbot.waitUntil(lambda: bool(nothing_printed), timeout=100)
