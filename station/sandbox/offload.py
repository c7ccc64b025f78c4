"""Pure CPU work (label PDFs, QR codes) off the event loop, on anyio's worker threads."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TypeVar

import anyio.to_thread

T = TypeVar("T")


async def render_off_loop(function: Callable[..., T], *args: object) -> T:
    """`function(*args)` on a worker thread. A request cancelled meanwhile (the server stopping) stops waiting at
    once instead of holding up the stop: the work only computes a result and changes no state, so nothing is lost
    when its result is dropped."""
    return await anyio.to_thread.run_sync(functools.partial(function, *args), abandon_on_cancel=True)
