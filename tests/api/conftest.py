"""Client tests run on asyncio through anyio's pytest plugin (`@pytest.mark.anyio`), no extra dependency."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(autouse=True)
def _step_aside_from_the_qasync_loop() -> Iterator[None]:
    """WORKAROUND: the session-wide qasync loop (tests/conftest.py, `already_running=True`) marks itself as the
    running loop of this thread for the rest of the session, after which anyio cannot start its own loop
    ("Cannot run the event loop while another loop is running"). Client tests need no Qt, so the mark is lifted
    for their duration and put back afterwards; without a qasync loop this does nothing."""
    foreign = asyncio._get_running_loop()
    if foreign is None:
        yield
        return
    asyncio._set_running_loop(None)
    try:
        yield
    finally:
        asyncio._set_running_loop(foreign)
