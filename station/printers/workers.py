"""The worker threads that printing and PDF rendering run on, so the event loop never waits for them."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")

# Our own pool of plain Python threads rather than the loop's default executor: qasync's default is a pool
# of QThreads that is never shut down when a loop is abandoned, and Qt then warns "QThread: Destroyed while
# thread is still running" at exit. Python's pool is joined cleanly at interpreter exit. Two workers: the
# machine has two cores, and a preview render should not wait behind a long print job.
_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="station-printing")


async def run_blocking(function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Run `function` on a printing worker thread and await its result."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_POOL, functools.partial(function, *args, **kwargs))
