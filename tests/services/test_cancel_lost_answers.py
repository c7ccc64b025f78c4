"""Cancels whose answers are lost end cancelled at the service and at this station (issue 13 point 8).

The sandbox loses the answer of every committed write (drop-rate 1.0, over a real socket) and refuses a repeated
DELETE with 409 3723, as the real service does (contract §3). Station sends the DELETE again and reads the shipment
before it concludes anything from that 409.
"""

from __future__ import annotations

import asyncio
import csv
from pathlib import Path

import pytest

from station.domain.enums import ShipmentStatus
from station.store.records import OrderState
from tests.helpers.sandbox import shipments_at
from tests.helpers.services import ServicesFactory

pytestmark = pytest.mark.anyio

HEADER = [
    "reference",
    "name",
    "street",
    "postal_code",
    "city",
    "country",
    "carrier",
    "package_type",
    "delivery_type",
    "shop",
]


def twenty_orders(folder: Path) -> Path:
    path = folder / "twenty.csv"
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(HEADER)
        for number in range(20):
            writer.writerow(
                [
                    f"LOST-{number:02d}",
                    f"Klant {number}",
                    f"Keizersgracht {number + 1}",
                    "1015 CJ",
                    "Amsterdam",
                    "NL",
                    "postnl",
                    "package",
                    "standard",
                    "Demo NL",
                ]
            )
    return path


def statuses_on_service(base_url: str) -> dict[str, str]:
    """Reference → status of every shipment, asked of the sandbox directly (not through Station's client)."""
    return {s["reference"]: s["status"] for s in shipments_at(base_url)}


async def test_twenty_cancels_under_dropped_answers_all_end_cancelled_locally(
    sandbox_factory,
    services_factory: ServicesFactory,
    tmp_path: Path,
    wire_profile,  # type: ignore[no-untyped-def]
) -> None:
    server = sandbox_factory(drop_rate=1.0)
    services = services_factory(server)
    report = services.orders.import_file(twenty_orders(tmp_path))
    assert not report.errors
    keys = [order.key for order in services.orders.orders()]
    assert len(keys) == 20
    for key in keys:
        await services.shipments.create(key)  # each create's answer is lost too: found again by its reference
    cancelled = await asyncio.gather(*(services.shipments.cancel(key) for key in keys))
    assert [record.status for record in cancelled] == [ShipmentStatus.CANCELLED] * 20
    assert {order.state for order in services.orders.orders()} == {OrderState.CANCELLED}
    assert {order.shipment.status for order in services.orders.orders() if order.shipment} == {ShipmentStatus.CANCELLED}
    on_service = statuses_on_service(server.base_url)
    if wire_profile.capabilities.cancel_after_label:
        assert on_service == {f"LOST-{number:02d}": "cancelled" for number in range(20)}
    else:  # the production service deletes a concept: it is gone, not "cancelled"
        assert on_service == {}
