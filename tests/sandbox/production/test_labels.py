"""Production front, rows 39–45: labels as PDF or link, the `/v2/` bulk link, at most 25, 402 when pre-paid."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from pypdf import PdfReader

from station.sandbox import accounts
from station.sandbox.server import SandboxServer
from tests.helpers.production_sandbox import assert_flat, create_raw, production_client, shipment

Read = Callable[[int], dict[str, Any]]


def _absolute(server: SandboxServer, url: str) -> str:
    return server.production_base_url + url if url.startswith("/") else url


def _pages(pdf: bytes) -> int:
    return len(PdfReader(io.BytesIO(pdf)).pages)


def test_the_pdf_is_the_default_and_registers_the_concept(
    nl: httpx.Client, create: Callable[..., int], read: Read
) -> None:
    shipment_id = create()
    response = nl.get(f"/shipment_labels/{shipment_id}", headers={"Accept": "application/pdf"})
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/pdf"
    assert response.headers["content-disposition"].startswith("attachment; filename=")
    assert response.content.startswith(b"%PDF-")
    read_back = read(shipment_id)
    assert read_back["status"] == 2 and read_back["barcode"]  # registered, with its barcode


def test_a4_with_a_literal_positions_list(nl: httpx.Client, create: Callable[..., int]) -> None:
    ids = [create() for _ in range(3)]
    response = nl.get(
        f"/shipment_labels/{';'.join(map(str, ids))}",
        params={"format": "a4", "positions": "2;3;4"},
        headers={"Accept": "application/pdf"},
    )
    assert response.status_code == 200, response.text
    assert _pages(response.content) == 1  # three labels in slots 2, 3 and 4 of one sheet


def test_the_json_link_answers_data_pdfs_url_absolute_or_as_a_path(
    sandbox: SandboxServer, nl: httpx.Client, create: Callable[..., int]
) -> None:
    shipment_id = create()
    urls = []
    for _ in range(2):
        response = nl.get(f"/shipment_labels/{shipment_id}", headers={"Accept": "application/json;charset=utf8"})
        assert response.status_code == 200, response.text
        assert set(response.json()["data"]) == {"pdfs"}
        urls.append(response.json()["data"]["pdfs"]["url"])
    assert {url.startswith("/pdfs/") for url in urls} == {True, False}
    for url in urls:
        pdf = httpx.get(_absolute(sandbox, url), timeout=30)  # no credentials needed
        assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF-")


def test_at_most_25_labels_on_the_plain_call(nl: httpx.Client, create: Callable[..., int]) -> None:
    ids = ";".join(str(create()) for _ in range(26))
    assert_flat(nl.get(f"/shipment_labels/{ids}", headers={"Accept": "application/pdf"}), 422, 3212)
    assert_flat(nl.get(f"/shipment_labels/{ids}", headers={"Accept": "application/json"}), 422, 3212)
    first_25 = ";".join(ids.split(";")[:25])
    assert nl.get(f"/shipment_labels/{first_25}", headers={"Accept": "application/json"}).status_code == 200


def test_the_v2_bulk_link_takes_more_in_both_shapes(
    sandbox: SandboxServer, nl: httpx.Client, create: Callable[..., int]
) -> None:
    ids = ";".join(str(create()) for _ in range(27))
    shapes = set()
    for _ in range(2):
        response = nl.get(f"/v2/shipment_labels/{ids}", params={"format": "A6"})
        assert response.status_code == 200, response.text
        link = response.json()["data"]["pdf"]
        shapes.add(type(link).__name__)
        url = link["url"] if isinstance(link, dict) else link[0]["url"]
        pdf = httpx.get(_absolute(sandbox, url), timeout=30)
        assert _pages(pdf.content) == 27
    assert shapes == {"dict", "list"}


def test_the_label_link_accept_takes_more_than_25(nl: httpx.Client, create: Callable[..., int]) -> None:
    ids = ";".join(str(create()) for _ in range(26))
    response = nl.get(
        f"/shipment_labels/{ids}", headers={"Accept": "application/vnd.shipment_label_link+json;charset=utf8"}
    )
    assert response.status_code == 200, response.text
    assert response.json()["data"]["pdfs"]["url"]


def test_a_multi_collo_main_brings_a_label_per_parcel(nl: httpx.Client, read: Read) -> None:
    main_id = create_raw(nl, shipment(secondary_shipments=[{}, {}])).json()["data"]["ids"][0]["id"]
    response = nl.get(f"/shipment_labels/{main_id}", headers={"Accept": "application/pdf"})
    assert _pages(response.content) == 3
    parcels = read(main_id)["secondary_shipments"]
    barcodes = {read(main_id)["barcode"], *(parcel["barcode"] for parcel in parcels)}
    assert len(barcodes) == 3 and None not in barcodes


def test_an_unknown_shipment_has_no_label(nl: httpx.Client) -> None:
    assert_flat(nl.get("/shipment_labels/999999", headers={"Accept": "application/pdf"}), 404, 3004)


def test_a_forged_link_is_404(sandbox: SandboxServer) -> None:
    assert_flat(httpx.get(sandbox.production_base_url + "/pdfs/forged.token", timeout=30), 404, 3746)


@pytest.mark.parametrize("accept", ["application/pdf", "application/json"])
def test_a_prepaid_account_gets_402_with_payment_instructions_until_paid(sandbox: SandboxServer, accept: str) -> None:
    with production_client(sandbox, accounts.API_KEY_PREPAID) as client:
        shipment_id = create_raw(client, shipment(carrier=1)).json()["data"]["ids"][0]["id"]
        refused = client.get(f"/shipment_labels/{shipment_id}", headers={"Accept": accept})
        assert refused.status_code == 402, refused.text
        instruction = refused.json()["data"]["payment_instructions"][0]
        assert instruction["paid"] is False and instruction["price"]["currency"] == "EUR"
        assert instruction["payment_url"]
        assert httpx.post(instruction["payment_url"], timeout=30).status_code == 200
        paid = client.get(f"/shipment_labels/{shipment_id}", headers={"Accept": accept})
        assert paid.status_code == 200, paid.text


def test_a_prepaid_account_cannot_get_a_label_at_create(sandbox: SandboxServer) -> None:
    with production_client(sandbox, accounts.API_KEY_PREPAID) as client:
        refused = create_raw(client, shipment(), Accept="application/vnd.shipment_label+json;charset=utf-8")
        assert_flat(refused, 402, 3001)
        assert client.get("/shipments").json()["data"]  # nothing was created
        body = client.get("/shipments").json()["data"]
        assert body.get("search_results", body)["shipments"] == []


def test_a_label_at_create(sandbox: SandboxServer, nl: httpx.Client, read: Read) -> None:
    response = nl.post(
        "/shipments?format=A6",
        json={"data": {"shipments": [shipment()]}},
        headers={
            "Content-Type": "application/vnd.shipment+json;charset=utf-8;version=1.1",
            "Accept": "application/vnd.shipment_label+json;charset=utf-8",
        },
    )
    assert response.status_code == 200, response.text
    answer = response.json()["data"]
    shipment_id = answer["ids"][0]["id"]
    pdf = httpx.get(_absolute(sandbox, answer["pdf"]["url"]), timeout=30)
    assert pdf.content.startswith(b"%PDF-")
    assert read(shipment_id)["status"] == 2


def test_a_link_answers_404_until_its_pdf_is_ready(sandbox_factory: Callable[..., SandboxServer]) -> None:
    from tests.helpers.sandbox import ManualClock

    clock = ManualClock()
    server = sandbox_factory(label_ready_delay_s=5.0, clock=clock)
    with production_client(server) as client:
        shipment_id = create_raw(client, shipment()).json()["data"]["ids"][0]["id"]
        url = client.get(f"/v2/shipment_labels/{shipment_id}").json()["data"]["pdf"]["url"]
        assert_flat(httpx.get(_absolute(server, url), timeout=30), 404, 3004)
        clock.advance(seconds=6)
        ready = httpx.get(_absolute(server, url), timeout=30)
        assert ready.status_code == 200 and ready.content.startswith(b"%PDF-")


def test_zpl_is_not_offered(nl: httpx.Client, create: Callable[..., int]) -> None:
    shipment_id = create()
    assert_flat(
        nl.get(f"/shipment_labels/{shipment_id}", headers={"Accept": "application/vnd.shipment_label+zpl"}), 406, 3102
    )
