"""What the scale service needs of a scale: one blocking read with a timeout, and close."""

from __future__ import annotations

from typing import Protocol

from station.domain.weighing import ScaleReading


class ScaleUnavailable(Exception):
    """The scale cannot be reached (unplugged, switched off, no permission), in operator words."""


class ScaleDevice(Protocol):
    """Blocking: the scale service calls it on a thread of its own."""

    def read(self, timeout_s: float) -> ScaleReading | None:
        """The next reading, None when the scale said nothing in time; raises ScaleUnavailable when it is gone."""
        ...

    def close(self) -> None: ...
