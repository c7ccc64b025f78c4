"""The scale at the packing table: reads it on a thread of its own, knows the stable weight, and tells the window.

State is always one of: off (no scale set up), connecting, nothing on the scale, settling, a stable weight, or a
problem (unplugged, garbage, overload) with its reason; a problem never leaves an old weight behind.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from enum import Enum

from station.domain.text import QT_TRANSLATE_NOOP
from station.domain.weighing import ReadingStatus, ScaleReading, StableWeight
from station.scales.base import ScaleDevice, ScaleUnavailable
from station.services.background import cancel_and_wait
from station.store.scale_settings import ScaleSettings
from station.store.scale_settings import ScaleSettingsStore as ScaleSettingsStore  # the UI's way to the setting

log = logging.getLogger("station.services.scale")

# A blocking read must never wait behind a print job: the scale has its own thread.
_SCALE_THREAD = ThreadPoolExecutor(max_workers=1, thread_name_prefix="station-scale")
READ_TIMEOUT_S = 0.5
RECONNECT_AFTER_S = 2.0
# This many unreadable lines in a row and the scale is reported as sending garbage.
GARBAGE_RUN = 3


class ScaleState(str, Enum):
    OFF = "off"
    CONNECTING = "connecting"
    EMPTY = "empty"
    SETTLING = "settling"
    STABLE = "stable"
    PROBLEM = "problem"


@dataclass(frozen=True)
class ScaleStatus:
    state: ScaleState
    grams: int | None = None  # only with STABLE (and the last moving number with SETTLING, for show)
    reason: str = ""

    @property
    def text(self) -> str:
        if self.state is ScaleState.STABLE and self.grams is not None:
            return f"{self.grams / 1000:.3f} kg"
        if self.state is ScaleState.SETTLING:
            return "settling…" if self.grams is None else f"{self.grams / 1000:.3f} kg, settling…"
        return {
            ScaleState.OFF: "no scale",
            ScaleState.CONNECTING: "connecting…",
            ScaleState.EMPTY: "0 kg",
            ScaleState.PROBLEM: self.reason or "scale problem",
        }.get(self.state, self.state.value)


ScaleObserver = Callable[[ScaleStatus], None]
DeviceFactory = Callable[[], ScaleDevice]


class ScaleService:
    def __init__(self, *, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._observers: list[ScaleObserver] = []
        self._task: asyncio.Task[None] | None = None
        self._detector = StableWeight()
        self.status = ScaleStatus(ScaleState.OFF)

    def add_observer(self, observer: ScaleObserver) -> Callable[[], None]:
        """`observer(status)` on every change, on the event loop's thread; returns what removes it."""
        self._observers.append(observer)
        return lambda: self._observers.remove(observer) if observer in self._observers else None

    @property
    def stable_grams(self) -> int | None:
        """The weight on the scale now, when it is stable; None otherwise (never an old or a bouncing number)."""
        return self.status.grams if self.status.state is ScaleState.STABLE else None

    def start(self, device_factory: DeviceFactory) -> None:
        """Reads the scale `device_factory` opens until `stop`; reconnects after it is unplugged."""
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = asyncio.ensure_future(self._run(device_factory))

    async def stop(self) -> None:
        await cancel_and_wait(self._task)
        self._task = None
        self._set(ScaleStatus(ScaleState.OFF))

    def _set(self, status: ScaleStatus) -> None:
        if status == self.status:
            return
        self.status = status
        for observer in list(self._observers):
            observer(status)

    async def _run(self, device_factory: DeviceFactory) -> None:
        loop = asyncio.get_running_loop()
        while True:
            self._detector.reset()
            self._set(ScaleStatus(ScaleState.CONNECTING))
            try:
                device = await loop.run_in_executor(_SCALE_THREAD, device_factory)
            except ScaleUnavailable as error:
                self._set(ScaleStatus(ScaleState.PROBLEM, reason=str(error)))
                await asyncio.sleep(RECONNECT_AFTER_S)
                continue
            try:
                await self._read_until_gone(loop, device)
            except ScaleUnavailable as error:
                log.info("scale gone: %s", error)
                self._set(ScaleStatus(ScaleState.PROBLEM, reason=str(error)))
            finally:
                await loop.run_in_executor(_SCALE_THREAD, device.close)
            await asyncio.sleep(RECONNECT_AFTER_S)

    async def _read_until_gone(self, loop: asyncio.AbstractEventLoop, device: ScaleDevice) -> None:
        garbage = 0
        silent_since = self._clock()
        while True:
            reading = await loop.run_in_executor(_SCALE_THREAD, device.read, READ_TIMEOUT_S)
            now = self._clock()
            if reading is None:
                if now - silent_since > 3 * READ_TIMEOUT_S + 1:
                    self._detector.reset()
                    self._set(ScaleStatus(ScaleState.PROBLEM, reason="the scale sends nothing (switched off?)"))
                continue
            silent_since = now
            garbage = garbage + 1 if reading.status is ReadingStatus.FAULT else 0
            self._set(self._status_after(reading, now, garbage))

    def _status_after(self, reading: ScaleReading, now: float, garbage: int) -> ScaleStatus:
        stable = self._detector.feed(reading, now)
        if stable is not None:
            return ScaleStatus(ScaleState.STABLE, stable)
        if reading.status is ReadingStatus.FAULT:
            if garbage >= GARBAGE_RUN:
                return ScaleStatus(
                    ScaleState.PROBLEM,
                    reason=QT_TRANSLATE_NOOP("Scale", "unreadable data from the scale: {detail}").format(
                        detail=reading.detail
                    ),
                )
            return ScaleStatus(
                ScaleState.SETTLING
            )  # one bad line (plugged in mid-line): not a weight, not yet a problem
        if reading.status is ReadingStatus.ZERO:
            return ScaleStatus(ScaleState.EMPTY)
        if reading.status in (ReadingStatus.OVERLOAD, ReadingStatus.UNDER_ZERO):
            return ScaleStatus(ScaleState.PROBLEM, reason=reading.detail)
        return ScaleStatus(ScaleState.SETTLING, reading.grams)


def device_factory(settings: ScaleSettings) -> DeviceFactory | None:
    """What opens the scale the settings name; None when no scale is set up."""
    if settings.kind == "serial" and settings.port:
        from station.scales.readings import SerialFormat
        from station.scales.serial_scale import SerialScale

        serial_format = (
            SerialFormat(settings.serial_format)
            if settings.serial_format in {item.value for item in SerialFormat}
            else SerialFormat.STANDARD
        )
        return lambda: SerialScale(
            settings.port, settings.baudrate, request=settings.request_bytes, serial_format=serial_format
        )
    if settings.kind == "hid":
        from station.scales.hid_scale import open_hid_scale

        return lambda: open_hid_scale(settings.vendor_id, settings.product_id)
    return None
