"""Issue 19 point 3 below the window: the outbox's resume looks a lost create up with the order's own shop's key,
and a journaled create of a shop without credentials waits, refused, without holding up the other shops' work."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from station.sandbox.server import SandboxServer
from station.services.errors import ShopNotInAccount
from station.store.records import OutboxState
from tests.helpers.sandbox import basic, requests_seen, shipments_at
from tests.helpers.services import ServicesFactory

pytestmark = pytest.mark.anyio

HEADER = "reference,name,street,postal_code,city,country,carrier,package_type,delivery_type,options,weight_grams,shop\n"
ORDERS = HEADER + (
    "BE-7,Lotte Peeters,Meir 10,2000,Antwerpen,BE,dpd,package,standard,,1200,Demo BE\n"
    "XX-7,Eva Smit,Coolsingel 4,3011 AD,Rotterdam,NL,postnl,package,standard,,700,Elsewhere Shop\n"
)


async def test_a_lost_create_is_found_again_with_its_shops_key_after_a_restart(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    store_path = tmp_path / "station.sqlite3"
    (tmp_path / "orders.csv").write_text(ORDERS, encoding="utf-8")
    first = services_factory(sandbox, store_path=store_path)
    first.orders.import_file(tmp_path / "orders.csv")
    key = next(order.key for order in first.store.orders.all() if order.reference == "BE-7")
    [entry] = first.outbox.journal_creates([(key, first.shipments.draft_for(key))])
    first.store.outbox.mark(entry.id, OutboxState.IN_FLIGHT, count_attempt=True)
    # The create reached the service with Demo BE's key; its answer never did (Station stopped here).
    body = {
        "shipments": [
            {
                "reference": "BE-7",
                "carrier": "dpd",
                "package_type": "package",
                "delivery_type": "standard",
                "weight_grams": 1200,
                "recipient": {
                    "name": "Lotte Peeters",
                    "street": "Meir 10",
                    "postal_code": "2000",
                    "city": "Antwerpen",
                    "country": "BE",
                },
            }
        ]
    }
    async with httpx.AsyncClient(timeout=10) as http:
        made = await http.post(
            sandbox.base_url + "/shipments", json=body, headers={"Authorization": basic("sandbox-be")}
        )
    assert made.status_code in (200, 201), made.text
    await first.aclose()

    again = services_factory(sandbox, store_path=store_path)
    await again.outbox.resume()
    order = again.store.orders.get(key)
    assert order is not None and order.shipment is not None
    assert [s["id"] for s in shipments_at(sandbox.base_url, "BE-7", key="sandbox-be")] == [order.shipment.id]
    lookups = [seen for seen in requests_seen(sandbox) if seen["method"] == "GET" and seen["path"] == "/shipments"]
    assert lookups and {seen["shop_id"] for seen in lookups} == {"2002"}
    assert shipments_at(sandbox.base_url, "BE-7", key="sandbox-nl") == []


async def test_a_shop_without_credentials_waits_and_holds_up_nothing(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    services = services_factory(sandbox)
    (tmp_path / "orders.csv").write_text(ORDERS, encoding="utf-8")
    services.orders.import_file(tmp_path / "orders.csv")
    keys = {order.reference: order.key for order in services.store.orders.all()}
    with pytest.raises(ShopNotInAccount, match="Elsewhere Shop"):
        await services.shipments.create(keys["XX-7"])
    # Journaled earlier (the key was removed since): the drain leaves it waiting and creates the other shop's.
    services.outbox.journal_creates([(key, services.shipments.draft_for(key)) for key in (keys["XX-7"], keys["BE-7"])])
    await services.outbox.drain_once()
    assert services.store.orders.get(keys["BE-7"]).shipment is not None
    assert services.store.orders.get(keys["XX-7"]).shipment is None
    assert [entry.order_key for entry in services.store.outbox.unfinished()] == [keys["XX-7"]]
    assert all(seen["shop_id"] == "2002" for seen in requests_seen(sandbox) if seen["method"] == "POST")
