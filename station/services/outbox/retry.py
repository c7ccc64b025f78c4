"""The outbox's retry policy: which failures make work wait (and retry with backoff), which close it for good."""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass

from station.api.errors import ApiBackendError, MalformedResponse, OutcomeUnknown, RateLimited, ServiceError


@dataclass(frozen=True)
class RetryBackoff:
    """Exponential backoff with equal jitter for draining: each wait is between half the ceiling and the ceiling,
    the ceiling doubling per failure up to `max_s` (the clients have their own per-request retries)."""

    first_s: float = 1.0
    max_s: float = 60.0

    def delay(self, failures: int) -> float:
        ceiling = min(self.max_s, self.first_s * (2 ** max(0, failures - 1)))
        return random.uniform(ceiling / 2, ceiling)


def is_unreachable(error: BaseException) -> bool:
    """True when the service could not be reached or its answer was lost: the work waits, it is not refused.

    A backend failure that repeating cannot help (a 500, a 501) is not "unreachable": the entry fails instead of
    being retried for ever; a later create of the order still looks up first (`sent_before`).
    """
    if isinstance(error, (OutcomeUnknown, RateLimited)):
        return True
    if isinstance(error, ApiBackendError):
        return error.retryable
    return isinstance(error, (OSError, asyncio.TimeoutError))


def was_refused(error: BaseException) -> bool:
    """True when the service surely did not carry the write out: it refused it (4xx, 500 missing field).

    An unreadable answer (MalformedResponse) is no refusal: a 2xx whose body could not be read most likely means
    the write was done.
    """
    return (
        isinstance(error, ServiceError)
        and not is_unreachable(error)
        and not isinstance(error, (MalformedResponse, ApiBackendError))
    )


def reached(error: BaseException) -> bool:
    """False when the request surely never reached the service (no connection, refused by the rate limit)."""
    if isinstance(error, RateLimited):
        return False
    return not (isinstance(error, ApiBackendError) and not error.maybe_committed)
