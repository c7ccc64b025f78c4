"""contract §5 and §9 over HTTP: track-and-trace, its history as the control endpoint moves a shipment, the page."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pytest

from station.domain.tracking import public_tracking_url
from station.sandbox.server import SandboxServer
from tests.helpers.sandbox import ManualClock, SandboxFactory, advance, assert_error, basic, client_for, shipment_body

Create = Callable[..., dict[str, Any]]


def test_track_traces_has_the_contract_shape(create: Create, nl: httpx.Client) -> None:
    first, second = create(reference="T1"), create(reference="T2")
    response = nl.get(f"/track_traces/{first['id']};{second['id']}")
    assert response.status_code == 200
    traces = response.json()["track_traces"]
    assert [trace["shipment_id"] for trace in traces] == [first["id"], second["id"]]
    trace = traces[0]
    assert set(trace) == {"shipment_id", "barcode", "tracking_url", "status", "history"}
    assert trace["barcode"] == first["barcode"] and trace["tracking_url"] == first["tracking_url"]
    assert trace["status"] == {"current": "pending", "code": 1, "final": False}
    assert len(trace["history"]) == 1
    assert set(trace["history"][0]) == {"code", "status", "description", "time", "location"}


def test_history_grows_newest_first_as_the_shipment_moves(sandbox_factory: SandboxFactory) -> None:
    clock = ManualClock()
    server = sandbox_factory(clock=clock)
    with client_for(server, basic("sandbox-nl")) as client:
        shipment = client.post("/shipments", json=shipment_body()).json()
        for status in ("handed_over", "delivered"):
            clock.advance(hours=5)
            moved = advance(server, shipment["id"], status)
            assert moved.status_code == 200 and moved.json()["status"]["current"] == status
        trace = client.get(f"/track_traces/{shipment['id']}").json()["track_traces"][0]
    assert trace["status"] == {"current": "delivered", "code": 7, "final": True}
    assert [(e["status"], e["code"], e["time"]) for e in trace["history"]] == [
        ("delivered", 7, "2026-03-02 19:00:00"),
        ("handed_over", 3, "2026-03-02 14:00:00"),
        ("pending", 1, "2026-03-02 09:00:00"),
    ]
    assert all(event["description"] for event in trace["history"])


def test_returned_after_handed_over_is_final(sandbox: SandboxServer, create: Create, nl: httpx.Client) -> None:
    shipment = create()
    assert advance(sandbox, shipment["id"], "handed_over").status_code == 200
    assert advance(sandbox, shipment["id"], "returned").json()["status"] == {
        "current": "returned",
        "code": 11,
        "final": True,
    }


@pytest.mark.parametrize(
    "journey, refused",
    [
        ([], "delivered"),
        ([], "returned"),
        (["handed_over"], "handed_over"),
        (["handed_over", "delivered"], "returned"),
        (["handed_over", "delivered"], "handed_over"),
    ],
)
def test_moves_the_carrier_could_not_make_are_409(
    sandbox: SandboxServer, create: Create, journey: list[str], refused: str
) -> None:
    shipment = create()
    for status in journey:
        assert advance(sandbox, shipment["id"], status).status_code == 200
    body = assert_error(advance(sandbox, shipment["id"], refused), 409, 3723)
    assert refused in body["message"]


def test_a_cancelled_shipment_cannot_be_handed_over(sandbox: SandboxServer, create: Create, nl: httpx.Client) -> None:
    shipment = create()
    assert nl.delete(f"/shipments/{shipment['id']}").status_code == 204
    assert_error(advance(sandbox, shipment["id"], "handed_over"), 409, 3723)


@pytest.mark.parametrize(
    "body, field",
    [
        ({"shipment_id": 1, "status": "lost"}, "status"),
        ({"shipment_id": 1, "status": "printed"}, "status"),
        ({"shipment_id": "1", "status": "delivered"}, "shipment_id"),
    ],
)
def test_advance_with_a_wrong_body_is_422(
    sandbox: SandboxServer, create: Create, body: dict[str, Any], field: str
) -> None:
    create()
    response = httpx.post(sandbox.base_url + "/__sandbox__/advance", json=body)
    assert_error(response, 422, 3212)
    assert response.json()["errors"][0]["fields"] == [field]


def test_advance_of_an_unknown_shipment_is_404(sandbox: SandboxServer) -> None:
    assert_error(advance(sandbox, 123456, "handed_over"), 404, 3004)


def test_the_public_tracking_page_needs_no_credentials(create: Create, sandbox: SandboxServer) -> None:
    shipment = create(
        recipient={
            "name": "J. Jansen",
            "street": "Keizersgracht 1",
            "postal_code": "1015 cc",
            "city": "Amsterdam",
            "country": "NL",
        }
    )
    assert shipment["tracking_url"] == public_tracking_url(sandbox.base_url, shipment["barcode"], "1015 cc", "NL")
    assert advance(sandbox, shipment["id"], "handed_over").status_code == 200
    page = httpx.get(shipment["tracking_url"])
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert shipment["barcode"] in page.text and 'data-status="handed_over"' in page.text


@pytest.mark.parametrize("postal_code, country", [("1015CD", "NL"), ("1015CC", "BE")])
def test_the_public_tracking_page_is_404_when_postal_code_or_country_differ(
    create: Create, sandbox: SandboxServer, postal_code: str, country: str
) -> None:
    shipment = create()
    page = httpx.get(f"{sandbox.base_url}/track-trace/{shipment['barcode']}/{postal_code}/{country}")
    assert page.status_code == 404
    assert shipment["barcode"] not in page.text
    assert httpx.get(f"{sandbox.base_url}/track-trace/3SDEMO999999999/1015CC/NL").status_code == 404
