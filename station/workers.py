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

# Plain Python threads, joined at interpreter exit, and not the loop's default executor: that one belongs to a
# loop (station/ui/event_loop.py says why it is no QThread pool either) and serves asyncio's own blocking helpers,
# name lookups first, which should not wait behind a print job. Four workers on a two-core machine: most of this
# work waits on a printer, a disk or the keyring, and a preview render or a file import should not wait behind two
# long print jobs.
_POOL = ThreadPoolExecutor(max_workers=4, thread_name_prefix="station-worker")


async def run_blocking(function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Run `function` on a worker thread and await its result."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_POOL, functools.partial(function, *args, **kwargs))


def submit_blocking(function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> Future[T]:
    """Start `function` on a worker thread now, before the caller's next await (`asyncio.wrap_future` awaits it)."""
    return _POOL.submit(function, *args, **kwargs)
