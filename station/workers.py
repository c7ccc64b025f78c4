"""The worker threads that blocking work runs on (printing, PDF rendering and decoding, file imports, the keyring),
so the event loop never waits for it: one pool for the whole application."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")

# Our own pool of plain Python threads rather than the loop's default executor: qasync's default is a pool of
# QThreads that is never shut down when a loop is abandoned, and Qt then warns "QThread: Destroyed while thread is
# still running" at exit. Python's pool is joined cleanly at interpreter exit. Four workers on a two-core machine:
# most of this work waits on a printer, a disk or the keyring, and a preview render or a file import should not
# wait behind two long print jobs.
_POOL = ThreadPoolExecutor(max_workers=4, thread_name_prefix="station-worker")


async def run_blocking(function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Run `function` on a worker thread and await its result."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_POOL, functools.partial(function, *args, **kwargs))


def submit_blocking(function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> Future[T]:
    """Start `function` on a worker thread now, before the caller's next await (`asyncio.wrap_future` awaits it)."""
    return _POOL.submit(function, *args, **kwargs)
