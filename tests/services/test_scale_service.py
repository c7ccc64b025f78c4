"""The scale service over a pty pair and a fake HID device: a stable weight, then garbage and a pulled cable give a
clear state and no weight (never an old one), and it reconnects."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

# A worktree whose venv predates the scale support: pip install -c constraints.txt -e '.[test]' brings pyserial.
pytest.importorskip("serial", reason="pyserial is not installed (run scripts/bootstrap.sh)")

from station.ui.app import keep_singletons_alive

# The scale's reads cross qasync's loop many times a second: the PySide6 6.12 / CPython 3.11 refcount workaround.
keep_singletons_alive()

from station.scales.base import ScaleUnavailable  # noqa: E402
from station.scales.hid_scale import HidScale  # noqa: E402
from station.scales.serial_scale import SerialScale  # noqa: E402
from station.services.scale import ScaleService, ScaleState  # noqa: E402
from station.store.scale_settings import ScaleSettings  # noqa: E402
from tests.scales.fakes import FakeHidDevice, PtySerialScale  # noqa: E402


@pytest.fixture
def far_end() -> Iterator[PtySerialScale]:
    scale = PtySerialScale("US,GS,+  0.900kg")
    yield scale
    scale.close()


def test_serial_scale_states(far_end: PtySerialScale, qtbot, qasync_loop) -> None:  # type: ignore[no-untyped-def]
    service = ScaleService()
    seen: list[ScaleState] = []
    service.add_observer(lambda status: seen.append(status.state))
    service.start(lambda: SerialScale(far_end.port))
    try:
        qtbot.waitUntil(lambda: service.status.state is ScaleState.SETTLING)
        assert service.stable_grams is None  # moving: no weight yet
        far_end.line = "ST,GS,+  1.234kg"
        qtbot.waitUntil(lambda: service.stable_grams == 1234)
        assert service.status.text == "1.234 kg"
        far_end.line = "#!%$ garbage"
        qtbot.waitUntil(lambda: service.status.state is ScaleState.PROBLEM)
        assert "unreadable data from the scale" in service.status.reason and service.stable_grams is None
        far_end.line = "ST,GS,+  0.500kg"
        qtbot.waitUntil(lambda: service.stable_grams == 500)
        far_end.unplug()
        qtbot.waitUntil(lambda: service.status.state is ScaleState.PROBLEM)
        assert service.stable_grams is None
        assert "stopped answering" in service.status.reason or "sends nothing" in service.status.reason
    finally:
        task = asyncio.ensure_future(service.stop())
        qtbot.waitUntil(task.done)
    assert service.status.state is ScaleState.OFF and ScaleState.CONNECTING in seen


def test_a_hid_scale_that_cannot_be_opened_is_a_problem_not_a_crash(qtbot, qasync_loop) -> None:  # type: ignore[no-untyped-def]
    service = ScaleService()
    device = FakeHidDevice(report=[3, 4, 2, 0, 0x20, 0x03])
    opened = []

    def factory() -> HidScale:
        if not opened:
            opened.append(True)
            raise ScaleUnavailable("no USB scale is plugged in")
        return HidScale(device)

    service.start(factory)
    try:
        qtbot.waitUntil(lambda: service.status.state is ScaleState.PROBLEM)
        assert service.status.reason == "no USB scale is plugged in"
        qtbot.waitUntil(lambda: service.stable_grams == 800, timeout=10_000)  # plugged in: reconnected
        device.unplugged = True
        qtbot.waitUntil(lambda: service.status.state is ScaleState.PROBLEM)
        assert "unplugged" in service.status.reason and service.stable_grams is None
    finally:
        task = asyncio.ensure_future(service.stop())
        qtbot.waitUntil(task.done)


def test_requests_are_written_as_scale_manuals_print_them() -> None:
    assert ScaleSettings(kind="serial", port="COM3", request="S\\r\\n").request_bytes == b"S\r\n"
    assert ScaleSettings(kind="serial", port="COM3").request_bytes is None
