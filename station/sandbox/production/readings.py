"""Where production's public sources disagree, the front answers each reading in turn, so clients meet both.

One `Readings` per sandbox (`SandboxState.production_readings`): `next(name)` is 0, 1, 0, 1, … per
disagreement (`label_link`, `search`, …). `/__sandbox__/reset` starts every one at 0 again, so a test sees
the same answers whether it runs alone or after others.
"""

from __future__ import annotations

from collections import Counter

from starlette.requests import HTTPConnection


class Readings:
    def __init__(self) -> None:
        self._served: Counter[str] = Counter()

    def next(self, name: str, count: int = 2) -> int:
        """Which of `count` readings of `name` this answer uses."""
        index = self._served[name] % count
        self._served[name] += 1
        return index

    def clear(self) -> None:
        self._served.clear()


def readings_of(connection: HTTPConnection) -> Readings:
    readings: Readings = connection.app.state.sandbox.production_readings
    return readings
