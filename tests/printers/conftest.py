"""Label PDFs for printer tests: reportlab A6 labels with a real Code128 barcode, like the sandbox's."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

import pytest
from reportlab.lib.pagesizes import A4

from station.ui.app import keep_singletons_alive
from tests.helpers.label_pdfs import make_label_pdf

# Printer tests call Qt thousands of times: the PySide6 6.12 / CPython 3.11 refcount workaround applies here too.
keep_singletons_alive()


T = TypeVar("T")


@pytest.fixture
def run_async(qtbot, qasync_loop) -> Callable[..., Any]:  # type: ignore[no-untyped-def]
    """Run a coroutine on the session's qasync loop and wait for it through Qt.

    asyncio.run() cannot be used here: the test runs inside the session's qasync loop (tests/helpers/gui_loop.py).
    """

    def run(coroutine: Coroutine[Any, Any, T], timeout_ms: int = 15_000) -> T:
        task = asyncio.ensure_future(coroutine, loop=qasync_loop)
        qtbot.waitUntil(task.done, timeout=timeout_ms)
        return task.result()

    return run


@pytest.fixture(scope="session")
def label_pdf() -> bytes:
    """A two-page A6 label: the shipment label and its return label (contract §4)."""
    return make_label_pdf(["3SABCD0001234", "3SRETURN000777"])


@pytest.fixture(scope="session")
def a4_sheet_pdf() -> bytes:
    return make_label_pdf(["3SSHEET0000042"], page_size=A4)
