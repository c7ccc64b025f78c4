"""Issue 19 point 3 in the background: the shipped-elsewhere sweep and Fetch orders read every shop of the account,
each with its own credentials (the sandbox's request log says whose each request carried), and what one shop's
sweep found is never taken for another shop's order of the same reference (contract §3: shops are separate)."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from station.domain.models import Address, Order, OrderLine, Product
from station.sandbox.server import SandboxServer
from tests.helpers.sandbox import basic, requests_seen, shipment_body
from tests.helpers.services import ServicesFactory

pytestmark = pytest.mark.anyio

DEMO_NL, DEMO_BE = "1001", "2002"
HEADER = "reference,name,street,postal_code,city,country,carrier,package_type,delivery_type,options,weight_grams,shop\n"
ORDERS = HEADER + (
    "NL-31,Sanne de Vries,Keizersgracht 1,1015 CJ,Amsterdam,NL,postnl,package,standard,,1000,Demo NL\n"
    "BE-31,Lotte Peeters,Meir 10,2000,Antwerpen,BE,dpd,package,standard,,1200,Demo BE\n"
    "SAME-31,Wout Janssens,Grote Markt 3,1000,Brussel,BE,dpd,package,standard,,800,Demo BE\n"
)
PLAIN = {"package_type": "package", "delivery_type": "standard"}
BE_RECIPIENT = {
    "name": "Lotte Peeters",
    "street": "Meir 10",
    "postal_code": "2000",
    "city": "Antwerpen",
    "country": "BE",
}


def made_at_another_station(server: SandboxServer, key: str, **body: object) -> int:
    """A shipment another packing table created with the shop's key `key` (contract front, raw HTTP)."""
    answer = httpx.post(
        server.base_url + "/shipments", json=shipment_body(**body), headers={"Authorization": basic(key)}, timeout=10
    )
    assert answer.status_code == 201, answer.text
    return int(answer.json()["id"])


async def test_the_sweep_reads_every_shop_with_its_own_credentials(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    services = services_factory(sandbox)
    nl_id = made_at_another_station(sandbox, "sandbox-nl", reference="NL-31")
    be_id = made_at_another_station(
        sandbox, "sandbox-be", reference="BE-31", carrier="dpd", recipient=BE_RECIPIENT, options=PLAIN
    )
    # Demo NL has a shipment whose reference is a Demo BE order's: it is not that order's shipment.
    made_at_another_station(sandbox, "sandbox-nl", reference="SAME-31")
    (tmp_path / "orders.csv").write_text(ORDERS, encoding="utf-8")
    services.orders.import_file(tmp_path / "orders.csv")
    before = len(requests_seen(sandbox))

    await services.elsewhere.sweep()

    sweeps = [seen for seen in requests_seen(sandbox)[before:] if seen["method"] == "GET"]
    assert {seen["shop_id"] for seen in sweeps} == {DEMO_NL, DEMO_BE}, sweeps
    assert all("reference" not in seen["query"] for seen in sweeps)  # pages by time, no lookup per order
    orders = {order.reference: order for order in services.store.orders.all()}
    nl, be, same = orders["NL-31"], orders["BE-31"], orders["SAME-31"]
    assert nl.shipment is not None and nl.shipment.id == nl_id and nl.shipment.elsewhere
    assert be.shipment is not None and be.shipment.id == be_id and be.shipment.elsewhere
    assert same.shipment is None
    # Every order is known now, each from its own shop's sweep: shipping any of them asks the service nothing more.
    assert services.elsewhere.unknown() == []
    before = len(requests_seen(sandbox))
    await services.elsewhere.ensure_known(same.key)
    assert requests_seen(sandbox)[before:] == []


def open_order(reference: str) -> Order:
    return Order(
        external_identifier=reference,
        recipient=Address("Lotte Peeters", "Meir 10", "2000", "Antwerpen", "BE", "lotte@example.be"),
        lines=(OrderLine(1, Product("MUG-WHT", "Mok wit 350 ml", "8712345000017")),),
    )


async def test_fetch_orders_reads_every_shop_and_queues_each_order_as_its_shops(
    sandbox: SandboxServer, services_factory: ServicesFactory
) -> None:
    services = services_factory(sandbox)
    await services.shop_client("Demo NL").create_order(open_order("WEB-NL-41"))
    await services.shop_client("Demo BE").create_order(open_order("WEB-BE-41"))
    made_at_another_station(
        sandbox, "sandbox-be", reference="BE-PENDING-41", carrier="dpd", recipient=BE_RECIPIENT, options=PLAIN
    )
    before = len(requests_seen(sandbox))

    report = await services.orders.sync_from_service()

    reads = [seen for seen in requests_seen(sandbox)[before:] if seen["method"] == "GET"]
    assert {seen["shop_id"] for seen in reads} == {DEMO_NL, DEMO_BE}
    assert report.added_orders == 2 and report.added_shipments == 1
    shops = {order.reference: order.shop for order in services.store.orders.all()}
    assert shops["WEB-NL-41"] == "Demo NL"
    assert shops["WEB-BE-41"] == "Demo BE" and shops["BE-PENDING-41"] == "Demo BE"
    # The fetched Demo BE shipment is looked up with Demo BE's key (Demo NL's would be answered 404).
    key = next(order.key for order in services.store.orders.all() if order.reference == "BE-PENDING-41")
    before = len(requests_seen(sandbox))
    refreshed = await services.shipments.refresh(key)
    assert refreshed.reference == "BE-PENDING-41"
    assert {seen["shop_id"] for seen in requests_seen(sandbox)[before:]} == {DEMO_BE}
