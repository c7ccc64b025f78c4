"""Two shops of the account with an order #1001 each: two orders, from a file or from the service, each queued once
however often it comes again; a scan of the shared reference guesses no shop; each ships and prints as its own
shop's, against the sandbox (Demo NL and Demo BE, each with its own key)."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path

import pytest
from pypdf import PdfReader

from station.domain.enums import LabelFormat
from station.domain.models import Address, Order, OrderLine, Product
from station.sandbox.server import SandboxServer
from station.services.errors import ScanInSeveralShops, describe
from tests.api.drafts import be_draft, nl_draft
from tests.helpers.sandbox import shipments_at
from tests.helpers.services import ServicesFactory, directory_printers

pytestmark = pytest.mark.anyio

HEADER = "reference,name,street,postal_code,city,country,carrier,package_type,delivery_type,options,weight_grams,shop\n"
TWO_SHOPS = HEADER + (
    "WEB-1001,Lotte Peeters,Meir 10,2000,Antwerpen,BE,dpd,package,standard,,1200,Demo BE\n"
    "WEB-1001,Eva Smit,Coolsingel 4,3011 AD,Rotterdam,NL,postnl,package,standard,,700,Demo NL\n"
)


def pdf_text(pdf: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(BytesIO(pdf)).pages)


async def test_two_shops_1001_are_two_orders_a_scan_guesses_neither_and_each_prints_its_own_label(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    labels = tmp_path / "labels"
    services = services_factory(sandbox, printers=directory_printers(labels))
    orders_file = tmp_path / "orders.csv"
    orders_file.write_text(TWO_SHOPS, encoding="utf-8")

    report = services.orders.import_file(orders_file)
    assert (report.imported, report.skipped_duplicates, report.errors) == (2, 0, [])
    keys = {order.shop: order.key for order in services.store.orders.all_by_reference("WEB-1001")}
    assert keys == {"Demo BE": "import:WEB-1001", "Demo NL": "import@Demo NL:WEB-1001"}
    again = services.orders.import_file(orders_file)
    assert (again.imported, again.skipped_duplicates) == (0, 2)
    assert sorted(again.order_keys) == sorted(keys.values()) and services.store.orders.count() == 2

    # A scan of the reference both shops have does nothing and says which shops have it.
    with pytest.raises(ScanInSeveralShops) as caught:
        await services.scan.scan(" web-1001 ", scan_to_print=True)
    said = describe(caught.value)
    assert said.title == "Order of several shops"
    assert said.text == "'web-1001' is an order of several shops: 'Demo BE', 'Demo NL'. Nothing was done."
    assert "shop list" in said.advice and not said.retry
    assert shipments_at(sandbox.base_url, "WEB-1001", key="sandbox-be") == []
    assert shipments_at(sandbox.base_url, "WEB-1001", key="sandbox-nl") == []
    assert not labels.exists() or not list(labels.iterdir())

    # The shop chosen in the queue's filter picks its own order; the other ships from its own button.
    be = await services.scan.scan("WEB-1001", scan_to_print=True, shop="Demo BE")
    assert be.order.key == keys["Demo BE"] and be.created and be.job is not None
    nl = await services.shipments.create_and_print(keys["Demo NL"], LabelFormat.A6)
    assert nl.order.key == keys["Demo NL"] and nl.created and nl.job is not None
    assert be.shipment is not None and nl.shipment is not None

    # Each shop's shipment is at its own shop, with its own recipient, and each label is its own shipment's.
    [at_be] = shipments_at(sandbox.base_url, "WEB-1001", key="sandbox-be")
    [at_nl] = shipments_at(sandbox.base_url, "WEB-1001", key="sandbox-nl")
    assert (at_be["id"], at_be["recipient"]["city"]) == (be.shipment.id, "Antwerpen")
    assert (at_nl["id"], at_nl["recipient"]["city"]) == (nl.shipment.id, "Rotterdam")
    be_label = pdf_text((labels / "WEB-1001 Demo BE.pdf").read_bytes())
    nl_label = pdf_text((labels / "WEB-1001 Demo NL.pdf").read_bytes())
    assert at_be["barcode"] and at_be["barcode"] in be_label and at_be["barcode"] not in nl_label
    assert at_nl["barcode"] and at_nl["barcode"] in nl_label and at_nl["barcode"] not in be_label

    # Its barcode finds each order again: one order, no question.
    by_barcode = await services.scan.scan(at_nl["barcode"])
    assert by_barcode.order.key == keys["Demo NL"]


async def test_a_scan_names_the_default_shop_among_the_shops_of_a_reference(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    services = services_factory(sandbox)
    orders_file = tmp_path / "orders.csv"
    # The default shop's order first: a later row naming no shop continues the order of its reference above it.
    default_shop = "WEB-1001,Jan Jansen,Dam 1,1012 JS,Amsterdam,NL,postnl,package,,,500,\n"
    orders_file.write_text(HEADER + default_shop + TWO_SHOPS.removeprefix(HEADER))
    assert services.orders.import_file(orders_file).imported == 3
    with pytest.raises(ScanInSeveralShops) as caught:
        await services.scan.scan("WEB-1001", shop="Shop not in the queue")
    assert (
        str(caught.value) == "'WEB-1001' is an order of several shops: the default shop, 'Demo BE', 'Demo NL'. "
        "Nothing was done."
    )
    # The default shop chosen in the filter picks its own.
    assert (await services.scan.scan("WEB-1001", shop="")).order.key == "import:WEB-1001"


def order(reference: str, city: str) -> Order:
    recipient = Address("Lotte Smit", "Prinsengracht 263", "1016GV", city, "NL", email="lotte@example.nl")
    return Order(
        external_identifier=reference,
        recipient=recipient,
        lines=(OrderLine(1, Product("MUG-WHT", "Mok wit 350 ml", "8712345000017")),),
    )


async def test_a_sync_queues_each_shops_open_order_of_one_reference_once(
    sandbox: SandboxServer, services_factory: ServicesFactory
) -> None:
    services = services_factory(sandbox)
    be = await services.shop_client("Demo BE").create_order(order("SYNC-1001", "Antwerpen"))
    nl = await services.shop_client("Demo NL").create_order(order("SYNC-1001", "Amsterdam"))
    await services.orders.sync_from_service()
    queued = services.store.orders.all_by_reference("SYNC-1001")
    assert sorted((o.order_uuid, o.recipient.city) for o in queued) == sorted(
        [(be.uuid, "Antwerpen"), (nl.uuid, "Amsterdam")]
    )
    assert len({o.shop for o in queued}) == 2
    count = services.store.orders.count()
    again = await services.orders.sync_from_service()
    assert again.added_orders == 0 and services.store.orders.count() == count


async def test_a_sync_ties_a_lost_create_to_its_own_shops_order_only(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    services = services_factory(sandbox)
    orders_file = tmp_path / "orders.csv"
    orders_file.write_text(TWO_SHOPS, encoding="utf-8")
    services.orders.import_file(orders_file)
    keys = {order.shop: order.key for order in services.store.orders.all_by_reference("WEB-1001")}
    # Demo BE's create whose answer Station never saw: the shipment is at Demo BE, the queue has no record of it.
    lost = await services.shop_client("Demo BE").create_shipment(services.shipments.draft_for(keys["Demo BE"]))
    # And both shops made a shipment "PORTAL-9" in their back office.
    portal_be = await services.shop_client("Demo BE").create_shipment(be_draft("PORTAL-9"))
    portal_nl = await services.shop_client("Demo NL").create_shipment(nl_draft("PORTAL-9"))

    await services.orders.sync_from_service()
    be_order, nl_order = services.orders.get(keys["Demo BE"]), services.orders.get(keys["Demo NL"])
    assert be_order.shipment is not None and be_order.shipment.id == lost.id
    assert nl_order.shipment is None  # shop B's order never takes shop A's shipment
    portals = {order.key: order.shipment.id if order.shipment else None for order in services.store.orders.all()}
    assert portals[f"shipment:{portal_be.id}"] == portal_be.id and portals[f"shipment:{portal_nl.id}"] == portal_nl.id
    count = services.store.orders.count()
    again = await services.orders.sync_from_service()
    assert again.added_shipments == 0 and services.store.orders.count() == count
