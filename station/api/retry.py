"""The one retry policy of both clients: what is retried, how long to wait, and how unknown write outcomes resolve.

Retried, with exponential backoff and jitter: no connection, timeouts, dropped answers, 502/503/504 (spec §7:
"retrying with backoff suits network and backend errors"), and 429, waiting at least its Retry-After (contract §2).
Never retried: 400, 403, 404, 409, 412, 422 and 500 (they need a correction, not a repeat) and any other
answer whose error class is not `retryable`. A 401 is not retried here: the OAuth auth refreshes once and repeats
the request once itself (station.api.auth).

A write that is not idempotent and whose outcome is unknown (the request may have been carried out: a timeout
after sending, a dropped connection, a 5xx) is never simply sent again. With a `resolve` function, that function
looks the result up first (a shipment by its reference) and only when it finds nothing is the write repeated;
without one, OutcomeUnknown is raised.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from random import random as random_fraction
from typing import TypeVar

from station.api.errors import ApiBackendError, OutcomeUnknown, RateLimited, ServiceError

log = logging.getLogger(__name__)

T = TypeVar("T")
Sleep = Callable[[float], Awaitable[None]]


@dataclass(frozen=True)
class RetryPolicy:
    """How often and how long to retry. `sleep`, `random` and `clock` are seams for tests."""

    # Attempts in all for backend and transport failures (the first one included).
    max_attempts: int = 5
    # 429 answers tolerated for one call: waiting as told is safe, so this is generous (a burst slows down).
    max_rate_limited: int = 30
    base_delay_s: float = 0.5
    max_delay_s: float = 8.0
    # A Retry-After longer than this is not waited out; the RateLimited error goes to the caller instead.
    max_retry_after_s: float = 60.0
    sleep: Sleep = field(default=asyncio.sleep, compare=False)
    random: Callable[[], float] = field(default=random_fraction, compare=False)
    clock: Callable[[], float] = field(default=time.monotonic, compare=False)

    def backoff_s(self, failures: int) -> float:
        """Exponential backoff with "equal jitter": half the step fixed (so a retry always slows down), half random
        (so many clients do not retry in step). `failures` counts from 1."""
        step = min(self.max_delay_s, self.base_delay_s * 2.0 ** (failures - 1))
        return step / 2 + self.random() * step / 2

    def rate_limit_wait_s(self, error: RateLimited, rate_limited: int) -> float:
        """Retry-After honoured, plus up to a fifth more so the waiting requests do not all return at once."""
        if error.retry_after is None:
            return self.backoff_s(rate_limited)
        return error.retry_after * (1 + 0.2 * self.random())


class RateGate:
    """Holds back new requests of one client while the service has asked to wait (429 Retry-After).

    The rate limit is tied to the key (spec §8), so every request of the client waits, not only the refused one.
    """

    def __init__(self, policy: RetryPolicy) -> None:
        self._policy = policy
        self._open_at = 0.0

    def hold_for(self, seconds: float) -> None:
        self._open_at = max(self._open_at, self._policy.clock() + seconds)

    async def wait(self) -> None:
        while True:
            open_at = self._open_at
            remaining = open_at - self._policy.clock()
            if remaining <= 0:
                return
            await self._policy.sleep(remaining)
            if self._open_at <= open_at:
                return  # not pushed further by another 429 meanwhile


async def call_with_retry(
    attempt: Callable[[], Awaitable[T]],
    *,
    policy: RetryPolicy,
    what: str,
    idempotent: bool,
    resolve: Callable[[], Awaitable[T | None]] | None = None,
    gate: RateGate | None = None,
) -> T:
    """Run `attempt` until it succeeds or the policy gives up; see the module docstring for the rules."""
    failures = 0
    rate_limited = 0
    while True:
        try:
            return await attempt()
        except RateLimited as error:
            rate_limited += 1
            if rate_limited >= policy.max_rate_limited or (
                error.retry_after is not None and error.retry_after > policy.max_retry_after_s
            ):
                raise
            # A 429 was not carried out (contract §2): repeating it cannot duplicate anything.
            delay = policy.rate_limit_wait_s(error, rate_limited)
            log.info("%s: rate limited, waiting %.2f s", what, delay)
            if gate is not None:
                gate.hold_for(delay)  # the next attempt waits at the gate, with every other request of the client
            else:
                await policy.sleep(delay)
        except ServiceError as error:
            if not error.retryable:
                raise
            failures += 1
            maybe_committed = isinstance(error, ApiBackendError) and error.maybe_committed
            if maybe_committed and not idempotent:
                if resolve is None:
                    raise OutcomeUnknown(
                        f"{what}: the outcome is unknown ({error.message}); look it up before trying again",
                        status=error.status,
                        request_id=error.request_id,
                    ) from error
                found = await resolve()
                if found is not None:
                    log.info("%s: the outcome was unknown; the lookup found it carried out", what)
                    return found
            if failures >= policy.max_attempts:
                raise
            delay = policy.backoff_s(failures)
            log.info(
                "%s: %s, retrying in %.2f s (attempt %d of %d)",
                what,
                type(error).__name__,
                delay,
                failures + 1,
                policy.max_attempts,
            )
            await policy.sleep(delay)
