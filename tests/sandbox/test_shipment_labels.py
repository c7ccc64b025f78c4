"""contract §4 over HTTP: label PDFs and signed links, formats and positions, printing, and POST /labels/print."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from pypdf import PdfReader

from tests.helpers.sandbox import (
    ManualClock,
    SandboxFactory,
    assert_error,
    basic,
    client_for,
    error_codes,
    shipment_body,
)

Create = Callable[..., dict[str, Any]]
A6_PT = (105 / 25.4 * 72, 148 / 25.4 * 72)
A4_PT = (210 / 25.4 * 72, 297 / 25.4 * 72)


def pages(pdf: bytes) -> list[tuple[float, float]]:
    assert pdf.startswith(b"%PDF")
    return [(float(page.mediabox.width), float(page.mediabox.height)) for page in PdfReader(io.BytesIO(pdf)).pages]


def text_of(pdf: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


def same_size(size: tuple[float, float], expected: tuple[float, float]) -> bool:
    return abs(size[0] - expected[0]) < 2 and abs(size[1] - expected[1]) < 2


def test_a6_is_the_default_one_page_per_label_with_barcode_and_reference(create: Create, nl: httpx.Client) -> None:
    first, second = create(reference="REF-A"), create(reference="REF-B")
    response = nl.get(f"/shipment_labels/{first['id']};{second['id']}")
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/pdf"
    sizes = pages(response.content)
    assert len(sizes) == 2 and all(same_size(size, A6_PT) for size in sizes)
    text = text_of(response.content)
    assert first["barcode"] in text and second["barcode"] in text and "REF-A" in text and "REF-B" in text


def test_a_return_option_adds_the_return_label_as_page_two(create: Create, nl: httpx.Client) -> None:
    shipment = create(options={"return": True})
    assert len(pages(nl.get(f"/shipment_labels/{shipment['id']}").content)) == 2


def test_a4_places_labels_from_the_start_position(create: Create, nl: httpx.Client) -> None:
    ids = ";".join(str(create(reference=f"S{index}")["id"]) for index in range(3))
    sizes = pages(nl.get(f"/shipment_labels/{ids}", params={"format": "A4", "positions": "3"}).content)
    # Start position 3 leaves slots 3 and 4 on the first sheet: three labels need two sheets.
    assert len(sizes) == 2 and all(same_size(size, A4_PT) for size in sizes)
    sizes = pages(nl.get(f"/shipment_labels/{ids}", params={"format": "A4", "positions": "1;2;3;4"}).content)
    assert len(sizes) == 1


def test_positions_are_ignored_on_a6(create: Create, nl: httpx.Client) -> None:
    shipment = create()
    response = nl.get(f"/shipment_labels/{shipment['id']}", params={"format": "A6", "positions": "9"})
    assert response.status_code == 200


@pytest.mark.parametrize("positions", ["0", "5", "1;7", "x", "2;2"])
def test_a4_positions_outside_1_to_4_are_422_code_3708(create: Create, nl: httpx.Client, positions: str) -> None:
    shipment = create()
    response = nl.get(f"/shipment_labels/{shipment['id']}", params={"format": "A4", "positions": positions})
    assert_error(response, 422, 3708)
    assert error_codes(response)[0][1] == ["positions"]
    assert nl.get(f"/shipments/{shipment['id']}").json()["status"] == "pending"


@pytest.mark.parametrize("label_format", ["A5", "letter", "a3"])
def test_other_formats_are_422_code_3709(create: Create, nl: httpx.Client, label_format: str) -> None:
    shipment = create()
    response = nl.get(f"/shipment_labels/{shipment['id']}", params={"format": label_format})
    assert_error(response, 422, 3709)
    assert error_codes(response)[0][1] == ["format"]


def test_unknown_ids_are_404(create: Create, nl: httpx.Client) -> None:
    shipment = create()
    assert_error(nl.get(f"/shipment_labels/{shipment['id']};999999"), 404, 3004)
    assert_error(nl.get("/shipment_labels/abc"), 404, 3004)
    assert nl.get(f"/shipments/{shipment['id']}").json()["status"] == "pending"


def test_fetching_a_label_moves_pending_to_printed_and_adds_history(create: Create, nl: httpx.Client) -> None:
    shipment = create()
    assert nl.get(f"/shipments/{shipment['id']}").json()["status"] == "pending"
    nl.get(f"/shipment_labels/{shipment['id']}")
    assert nl.get(f"/shipments/{shipment['id']}").json()["status"] == "printed"
    history = nl.get(f"/track_traces/{shipment['id']}").json()["track_traces"][0]["history"]
    assert [event["status"] for event in history] == ["printed", "pending"]
    nl.get(f"/shipment_labels/{shipment['id']}")  # a second print changes nothing
    assert len(nl.get(f"/track_traces/{shipment['id']}").json()["track_traces"][0]["history"]) == 2


def test_accept_json_answers_a_link_that_needs_no_auth_and_dies_after_10_minutes(
    sandbox_factory: SandboxFactory,
) -> None:
    clock = ManualClock()
    server = sandbox_factory(clock=clock)
    with client_for(server, basic("sandbox-nl")) as client:
        shipment = client.post("/shipments", json=shipment_body()).json()
        response = client.get(
            f"/shipment_labels/{shipment['id']}",
            params={"format": "A4", "positions": "2"},
            headers={"Accept": "application/json"},
        )
        assert response.status_code == 200
        link = response.json()
        assert set(link) == {"url", "expires_at"}
        assert link["url"].startswith(server.base_url + "/pdfs/")
        assert link["expires_at"] == "2026-03-02 09:10:00"
        # Asking for the link prints nothing yet.
        assert client.get(f"/shipments/{shipment['id']}").json()["status"] == "pending"
    clock.advance(minutes=9, seconds=59)
    fetched = httpx.get(link["url"])  # no Authorization header
    assert fetched.status_code == 200 and all(same_size(size, A4_PT) for size in pages(fetched.content))
    with client_for(server, basic("sandbox-nl")) as client:
        assert client.get(f"/shipments/{shipment['id']}").json()["status"] == "printed"
    clock.advance(seconds=1)
    assert_error(httpx.get(link["url"]), 404, 3004)


def test_a_tampered_link_is_404(create: Create, nl: httpx.Client) -> None:
    shipment = create()
    url = shipment["label_url"]
    head, _, signature = url.rpartition(".")
    assert httpx.get(url).status_code == 200
    assert_error(httpx.get(head + "." + ("A" if signature[0] != "A" else "B") + signature[1:]), 404, 3004)


def test_label_url_of_a_created_shipment_is_the_a6_label(create: Create) -> None:
    shipment = create()
    pdf = httpx.get(shipment["label_url"]).content
    assert len(pages(pdf)) == 1 and shipment["barcode"] in text_of(pdf)


class TestPrint:
    def test_prints_existing_ids_and_creates_shipment_objects_first(self, create: Create, nl: httpx.Client) -> None:
        existing = create(reference="OLD")
        response = nl.post(
            "/labels/print",
            json={
                "shipment_ids": [shipment_body(reference="NEW-1"), existing["id"], shipment_body(reference="NEW-2")],
                "format": "A4",
                "positions": [1, 2, 3, 4],
            },
        )
        assert response.status_code == 200, response.text
        assert len(pages(response.content)) == 1
        listed = nl.get("/shipments").json()["shipments"]
        assert {s["reference"]: s["status"] for s in listed} == {
            "OLD": "printed",
            "NEW-1": "printed",
            "NEW-2": "printed",
        }
        text = text_of(response.content)
        assert all(s["barcode"] in text for s in listed)

    def test_a_link_instead_of_the_pdf(self, nl: httpx.Client) -> None:
        response = nl.post(
            "/labels/print", json={"shipment_ids": [shipment_body()]}, headers={"Accept": "application/json"}
        )
        assert response.status_code == 200
        assert len(pages(httpx.get(response.json()["url"]).content)) == 1

    def test_nothing_is_created_when_one_object_is_invalid(self, nl: httpx.Client) -> None:
        response = nl.post(
            "/labels/print", json={"shipment_ids": [shipment_body(), shipment_body(options={"insurance": 9})]}
        )
        assert_error(response, 422, 3743)
        assert error_codes(response) == [(3743, ["shipment_ids[1].options.insurance"])]
        assert nl.get("/shipments").json()["total"] == 0

    def test_nothing_is_created_when_the_positions_are_wrong(self, nl: httpx.Client) -> None:
        response = nl.post("/labels/print", json={"shipment_ids": [shipment_body()], "format": "A4", "positions": [5]})
        assert_error(response, 422, 3708)
        assert_error(nl.post("/labels/print", json={"shipment_ids": [shipment_body()], "format": "B5"}), 422, 3709)
        assert nl.get("/shipments").json()["total"] == 0

    def test_nothing_is_created_when_an_id_is_unknown(self, nl: httpx.Client) -> None:
        assert_error(nl.post("/labels/print", json={"shipment_ids": [shipment_body(), 424242]}), 404, 3004)
        assert nl.get("/shipments").json()["total"] == 0

    def test_shipment_ids_must_be_a_list(self, nl: httpx.Client) -> None:
        assert_error(nl.post("/labels/print", json={"shipment_ids": "1;2"}), 422, 3212)
