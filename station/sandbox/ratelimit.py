"""A sliding-window request limit per credential (contract §2 429 code 3200, spec §5 "tied to the key")."""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field


@dataclass
class SlidingWindowLimit:
    """At most `limit` requests per `window_s` seconds per key; times are seconds on any monotonic scale."""

    limit: int
    window_s: float
    _recent: dict[str, deque[float]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.limit < 1 or self.window_s <= 0:
            raise ValueError("a rate limit needs at least 1 request per a positive number of seconds")

    def admit(self, key: str, now: float) -> float | None:
        """Counts the request and returns None, or returns the seconds to wait when the key is over its limit."""
        recent = self._recent.setdefault(key, deque())
        while recent and recent[0] <= now - self.window_s:
            recent.popleft()
        if len(recent) >= self.limit:
            return recent[0] + self.window_s - now
        recent.append(now)
        return None

    def clear(self) -> None:
        self._recent.clear()


def retry_after_header(wait_s: float) -> str:
    """`Retry-After` in whole seconds, rounded up so that a client waiting that long is admitted."""
    return str(max(1, math.ceil(wait_s)))
