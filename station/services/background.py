"""The services' background tasks (the drainer, the sweeps, the health and scale readers, the claims' heartbeat):
stopping one."""

from __future__ import annotations

import asyncio
from typing import Any


async def cancel_and_wait(task: asyncio.Task[Any] | None) -> None:
    """Cancels `task` and waits until it has ended, so nothing of it runs on after its owner closed. Its own
    cancellation ends here; a cancellation of the caller while it waits goes on to the caller."""
    if task is None:
        return
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        current = asyncio.current_task()
        if current is not None and current.cancelling():
            raise
