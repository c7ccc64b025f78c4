"""Scales without hardware: a pseudo-terminal pair as a serial scale, and a fake HID device behind hidapi's interface."""

from __future__ import annotations

import os
import select
import threading
import time
import tty


class PtySerialScale:
    """The far end of a pty pair behaves like a serial scale; Station opens `port` (the slave) with pyserial.

    Continuous output: writes `line` every `every_s` seconds (as a scale does, at its own pace). With `answers`:
    answers each request (a line ending in \\r or \\n) with the current line instead.
    """

    def __init__(self, line: str = "", *, every_s: float = 0.08, answers: bool = False) -> None:
        self.master, self._slave = os.openpty()
        tty.setraw(self._slave)  # no echo, no line editing: bytes pass as on a serial cable
        self.port = os.ttyname(self._slave)
        self.line = line
        self.every_s = every_s
        self.answers = answers
        self.requests: list[bytes] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        pending = b""
        while not self._stop.is_set():
            ready, _, _ = select.select([self.master], [], [], self.every_s)
            if ready:
                try:
                    pending += os.read(self.master, 256)
                except OSError:
                    return
                while self.answers and (b"\r" in pending or b"\n" in pending):
                    cut = min(index for index in (pending.find(b"\r"), pending.find(b"\n")) if index >= 0)
                    request, pending = pending[: cut + 1], pending[cut + 1 :].lstrip(b"\r\n")
                    self.requests.append(request)
                    self._write()
            elif not self.answers:
                self._write()

    def _write(self) -> None:
        if self.line:
            try:
                os.write(self.master, (self.line + "\r\n").encode("latin-1"))
            except OSError:
                pass

    def unplug(self) -> None:
        """The cable is pulled: the far end goes away."""
        self._stop.set()
        self._thread.join(timeout=5)
        os.close(self.master)

    def close(self) -> None:
        if not self._stop.is_set():
            self.unplug()
        os.close(self._slave)


class FakeHidDevice:
    """hidapi's device as the scale needs it. Like a USB postal scale it sends a report every `every_s` seconds:
    first the `reports` given, then `report` again and again (None: nothing). `unplugged` makes reads fail as hidapi
    does when the device is gone."""

    def __init__(
        self,
        reports: list[list[int]] = (),
        report: list[int] | None = None,  # type: ignore[assignment]
        every_s: float = 0.05,
    ) -> None:
        self.reports = list(reports)
        self.report = report
        self.every_s = every_s
        self.unplugged = False
        self.closed = False

    def read(self, max_length: int, timeout_ms: int = 0) -> list[int]:
        if self.unplugged:
            raise OSError("read error")
        if self.reports:
            return self.reports.pop(0)[:max_length]
        # A blocking read waits for the scale's next report (its own pace), at most the timeout.
        time.sleep(min(self.every_s, timeout_ms / 1000))
        return list(self.report[:max_length]) if self.report is not None else []

    def close(self) -> None:
        self.closed = True
