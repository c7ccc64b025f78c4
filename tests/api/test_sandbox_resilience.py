"""The client under the sandbox's faults, in each wire profile: 502s and dropped answers never duplicate a shipment;
a 429 burst slows down."""

from __future__ import annotations

import asyncio
import time
from collections import Counter

import pytest

from station.api import ClientSettings, RetryPolicy
from tests.api.drafts import nl_draft
from tests.profiles import Front, front_of

pytestmark = pytest.mark.anyio

# Faults are frequent here, so allow more attempts, with short waits to keep the test quick.
PATIENT = RetryPolicy(max_attempts=12, base_delay_s=0.02, max_delay_s=0.2)


async def all_references(front: Front) -> Counter[str]:
    """Every shipment's reference, read through a client that is as patient as the one that wrote them."""
    async with front.shipping(settings=ClientSettings(retry=PATIENT)) as reader:
        return Counter([shipment.reference async for shipment in reader.list_shipments(size=300)])


async def test_hundred_creates_under_failures_and_drops_exist_exactly_once(sandbox_factory, wire_profile) -> None:  # type: ignore[no-untyped-def]
    server = front_of(sandbox_factory(fail_rate=0.3, drop_rate=0.2, seed=7), wire_profile)
    references = [f"FAULT-{n:03d}" for n in range(100)]
    settings = ClientSettings(retry=PATIENT, max_concurrency=8)
    async with server.shipping(settings=settings) as client:
        created = await asyncio.gather(*(client.create_shipment(nl_draft(reference)) for reference in references))
    assert [shipment.reference for shipment in created] == references
    assert len({shipment.id for shipment in created}) == 100
    counts = await all_references(server)
    assert counts == Counter(references)  # each exactly once


async def test_batches_under_failures_and_drops_exist_exactly_once(sandbox_factory, wire_profile) -> None:  # type: ignore[no-untyped-def]
    server = front_of(sandbox_factory(fail_rate=0.3, drop_rate=0.2, seed=11), wire_profile)
    references = [f"BFAULT-{n:03d}" for n in range(150)]  # two chunks: 100 and 50
    async with server.shipping(settings=ClientSettings(retry=PATIENT)) as client:
        for start in range(0, 150, 30):  # several batch calls, so drops hit some of them
            await client.create_shipments([nl_draft(reference) for reference in references[start : start + 30]])
        await client.create_shipments([nl_draft(f"BFAULT-BIG-{n:03d}") for n in range(150)])
    counts = await all_references(server)
    assert counts == Counter(references + [f"BFAULT-BIG-{n:03d}" for n in range(150)])


async def test_a_rate_limit_burst_slows_down_instead_of_failing(sandbox_factory, wire_profile) -> None:  # type: ignore[no-untyped-def]
    server = front_of(sandbox_factory(rate_limit=(5, 1.0)), wire_profile)
    async with server.shipping(settings=ClientSettings(max_concurrency=10)) as client:
        started = time.monotonic()
        results = await asyncio.gather(*(client.find_by_reference(f"RL-{n}") for n in range(20)))
        elapsed = time.monotonic() - started
    assert results == [None] * 20  # every call answered, none failed
    # 5 per second: 20 calls cannot all be answered within 3 seconds unless the client waited as told.
    assert elapsed >= 2.5
