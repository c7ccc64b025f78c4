"""Production front, rows 48–54 and section 2: `/tracktraces` with integer statuses, history and locations."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pytest

from station.sandbox.server import SandboxServer
from tests.helpers.production_sandbox import advance, assert_flat, carrier_of

Read = Callable[[int], dict[str, Any]]


def _track(client: httpx.Client, shipment_id: int, **headers: str) -> dict[str, Any]:
    response = client.get(f"/tracktraces/{shipment_id}", headers=headers)
    assert response.status_code == 200, response.text
    traces: list[dict[str, Any]] = response.json()["data"]["tracktraces"]
    assert len(traces) == 1
    return traces[0]


def test_a_status_outside_the_contracts_six_with_a_location(
    sandbox: SandboxServer, nl: httpx.Client, create: Callable[..., int], read: Read
) -> None:
    shipment_id = create()
    nl.get(f"/shipment_labels/{shipment_id}")
    assert advance(sandbox, shipment_id, 3).status_code == 200
    assert advance(sandbox, shipment_id, 5).status_code == 200
    trace = _track(nl, shipment_id, **{"Accept-Language": "en_GB"})
    assert trace["shipment_id"] == shipment_id and carrier_of(trace) == 1 and "barcode" not in trace
    assert trace["status"] == {"current": 5, "main": "distribution", "final": False}
    assert trace["code"] == "J05" and trace["description"] == "Driver is on the way"
    location = trace["location"]
    spellings = ({"cc", "postal_code"}, {"countryCode", "postalCode"})
    assert location["name"] and any(keys <= set(location) for keys in spellings)
    history = sorted(trace["history"], key=lambda event: event["time"])  # sources disagree on the order
    assert [event["status"] for event in history] == [1, 2, 3, 5]
    mains = [event["main"] for event in history]
    assert mains == [None, "registered", "handed_to_carrier", "distribution"]  # only the latest per category
    assert trace["recipient"]["cc"] == "NL" and trace["options"]["package_type"] == 1
    assert trace["link_consumer_portal"] and trace["link_tracktrace"]
    assert read(shipment_id)["status"] == 5


def test_descriptions_are_dutch_unless_english_is_asked(nl: httpx.Client, create: Callable[..., int]) -> None:
    shipment_id = create()
    assert _track(nl, shipment_id)["description"] == "Concept aangemaakt"
    assert _track(nl, shipment_id, **{"Accept-Language": "en_GB"})["description"] == "Concept created"


def test_the_delivery_moment_on_request(nl: httpx.Client, create: Callable[..., int]) -> None:
    shipment_id = create()
    plain = _track(nl, shipment_id)
    assert "delivery_moment" not in plain
    response = nl.get(f"/tracktraces/{shipment_id}", params={"extra_info": "delivery_moment"})
    moment = response.json()["data"]["tracktraces"][0]["delivery_moment"]
    assert moment["start"]["timezone_type"] == 3 and moment["start"]["timezone"] == "Europe/Amsterdam"
    assert moment["start"]["date"] < moment["end"]["date"]


@pytest.mark.parametrize(
    "status, domain_final", [(7, True), (8, True), (9, True), (19, True), (11, True), (4, False), (6, False)]
)
def test_every_later_status_can_be_reached(
    sandbox: SandboxServer, nl: httpx.Client, create: Callable[..., int], status: int, domain_final: bool
) -> None:
    shipment_id = create()
    assert advance(sandbox, shipment_id, 3).status_code == 200
    assert advance(sandbox, shipment_id, status).status_code == 200, status
    current = _track(nl, shipment_id)["status"]
    assert current["current"] == status and current["final"] is domain_final


def test_a_move_the_carrier_cannot_make_is_refused(sandbox: SandboxServer, create: Callable[..., int]) -> None:
    shipment_id = create()
    assert advance(sandbox, shipment_id, 7).status_code == 409  # delivered before it was handed over
    assert advance(sandbox, shipment_id, 42).status_code == 422


def test_several_ids_and_an_unknown_one(nl: httpx.Client, create: Callable[..., int]) -> None:
    first, second = create(), create()
    response = nl.get(f"/tracktraces/{first};{second}")
    assert [trace["shipment_id"] for trace in response.json()["data"]["tracktraces"]] == [first, second]
    assert_flat(nl.get("/tracktraces/999999"), 404, 3004)


def test_look_up_by_barcode_postal_code_and_country(nl: httpx.Client, create: Callable[..., int], read: Read) -> None:
    shipment_id = create()
    nl.get(f"/shipment_labels/{shipment_id}")
    barcode = read(shipment_id)["barcode"]
    found = nl.get("/tracktraces", params={"barcode": barcode, "postal_code": "1095 AE", "country_code": "NL"})
    assert [trace["shipment_id"] for trace in found.json()["data"]["tracktraces"]] == [shipment_id]
    wrong = nl.get("/tracktraces", params={"barcode": barcode, "postal_code": "1011AA", "country_code": "NL"})
    assert wrong.json()["data"]["tracktraces"] == []
    body = assert_flat(nl.get("/tracktraces", params={"barcode": barcode}), 422, 3212)
    assert set(body["errors"][0]) == {"code", "message"}  # the short items of look-up calls


def test_the_readings_of_tracking_come_in_turn(
    sandbox: SandboxServer, nl: httpx.Client, create: Callable[..., int]
) -> None:
    shipment_id = create()
    advance(sandbox, shipment_id, 3)
    advance(sandbox, shipment_id, 4)
    traces = [_track(nl, shipment_id) for _ in range(2)]
    assert {"carrier" in trace for trace in traces} == {True, False}  # or carrier_id
    assert {"postalCode" in trace["location"] for trace in traces} == {True, False}  # or postal_code
    orders = {tuple(event["status"] for event in trace["history"]) for trace in traces}
    assert orders == {(1, 3, 4), (4, 3, 1)}
    asked = nl.get(f"/tracktraces/{shipment_id}", params={"order": "DESC"}).json()["data"]["tracktraces"][0]
    assert [event["status"] for event in asked["history"]] == [4, 3, 1]
