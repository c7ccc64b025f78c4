"""Client tests run on asyncio through anyio's pytest plugin (`@pytest.mark.anyio`), no extra dependency."""

from __future__ import annotations

import pytest


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"
