"""cancel_and_wait: a background task has ended when its owner's close returns; the closer's own cancellation is
not swallowed on the way."""

from __future__ import annotations

import asyncio

import pytest

from station.services.background import cancel_and_wait


def test_the_task_has_ended_when_it_returns() -> None:
    async def scenario() -> tuple[bool, bool]:
        cleaned_up = asyncio.Event()

        async def background() -> None:
            try:
                await asyncio.Event().wait()  # runs until cancelled
            finally:
                cleaned_up.set()

        task = asyncio.ensure_future(background())
        await asyncio.sleep(0)  # let it start
        await cancel_and_wait(task)
        return task.cancelled(), cleaned_up.is_set()

    assert asyncio.run(scenario()) == (True, True)


def test_no_task_is_nothing_to_do() -> None:
    asyncio.run(cancel_and_wait(None))


def test_the_callers_cancellation_goes_on_to_the_caller() -> None:
    async def scenario() -> None:
        release = asyncio.Event()

        async def slow_to_stop() -> None:
            try:
                await asyncio.Event().wait()
            finally:
                await release.wait()  # its clean-up takes a while

        background = asyncio.ensure_future(slow_to_stop())
        await asyncio.sleep(0)
        closer = asyncio.ensure_future(cancel_and_wait(background))
        await asyncio.sleep(0)
        closer.cancel()  # the closer itself is cancelled while it waits
        release.set()
        with pytest.raises(asyncio.CancelledError):
            await closer
        assert background.done()

    asyncio.run(scenario())
