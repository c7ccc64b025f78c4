"""The widget back end over HTTP (contract §8): delivery days, pickup points, error codes, no credentials, CORS, limits."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import date, datetime
from typing import Any

import httpx
import pytest

from station.domain.delivery_dates import DeliveryDateSettings, compute_delivery_days
from station.domain.drop_off_settings import parse_drop_off_days
from station.domain.enums import Carrier
from station.sandbox.server import SandboxServer
from station.sandbox.state import SandboxConfig
from station.sandbox.wire import TIMEZONE

# Wednesday 11 June 2025, 10:00 in Amsterdam: no public holiday in NL or BE within two weeks.
WEDNESDAY_10 = datetime(2025, 6, 11, 10, 0, tzinfo=TIMEZONE)
ADDRESS = {
    "platform": "nl",
    "carrier": "postnl",
    "cc": "NL",
    "postal_code": "1015 CC",
    "number": "1",
    "street": "Keizersgracht",
    "city": "Amsterdam",
}
DROP_OFF = {"dropoff_days": "1;2;3;4;5", "cutoff_time": "17:00", "deliverydays_window": "3"}


@pytest.fixture
def at_wednesday() -> Iterator[Callable[..., SandboxServer]]:
    """Starts sandboxes whose clock stands still (at WEDNESDAY_10 unless told); all stopped afterwards."""
    started: list[SandboxServer] = []

    def start(moment: datetime = WEDNESDAY_10, **config: Any) -> SandboxServer:
        server = SandboxServer(SandboxConfig(clock=lambda: moment, **config))
        started.append(server.start())
        return server

    yield start
    for server in started:
        server.stop()


def get(server: SandboxServer, path: str, **params: str) -> httpx.Response:
    # No Authorization header: the widget calls from the customer's browser (contract §8).
    return httpx.get(server.base_url + path, params=params, timeout=10)


def dates_of(response: httpx.Response) -> list[str]:
    return [delivery["date"] for delivery in response.json()["deliveries"]]


def test_delivery_options_shape_and_dates_follow_the_domain_rules(at_wednesday) -> None:
    server = at_wednesday()
    response = get(server, "/delivery_options", **ADDRESS, **DROP_OFF)
    assert response.status_code == 200, response.text
    assert response.headers["access-control-allow-origin"] == "*"
    # Dropped off Wednesday: Thursday, Friday, then Tuesday (no Saturday for postnl, Monday not allowed).
    assert dates_of(response) == [
        "2025-06-12 00:00:00.000000",
        "2025-06-13 00:00:00.000000",
        "2025-06-17 00:00:00.000000",
    ]
    settings = DeliveryDateSettings(
        drop_off_days=parse_drop_off_days("1;2;3;4;5"),
        cutoff_time=datetime(2025, 1, 1, 17).time(),
        delivery_days_window=3,
    )
    expected = compute_delivery_days(WEDNESDAY_10, settings, Carrier.POSTNL, "NL")
    assert [text[:10] for text in dates_of(response)] == [day.isoformat() for day in expected]
    first = response.json()["deliveries"][0]["possibilities"]
    assert [possibility["type"] for possibility in first] == ["morning", "standard", "evening"]
    evening = first[2]
    assert evening["package_type"] == "package"
    assert evening["delivery_time_frames"] == [
        {"type": "start", "date_time": "2025-06-12 18:00:00"},
        {"type": "end", "date_time": "2025-06-12 21:30:00"},
    ]
    assert evening["shipment_options"] == [
        {"name": "signature", "schema": {"type": "boolean", "enum": [True, False]}},
        {"name": "only_recipient", "schema": {"type": "boolean", "enum": [True, False]}},
    ]


def test_after_the_cutoff_the_order_counts_from_tomorrow(at_wednesday) -> None:
    server = at_wednesday(WEDNESDAY_10.replace(hour=17, minute=30))
    response = get(server, "/delivery_options", **ADDRESS, **DROP_OFF)
    assert [text[:10] for text in dates_of(response)] == ["2025-06-13", "2025-06-17", "2025-06-18"]


def test_a_days_own_cutoff_in_the_array_form_of_dropoff_days(at_wednesday) -> None:
    server = at_wednesday()
    days = json.dumps([1, 2, {"day": 3, "cutoffTime": "09:00"}, 4, 5])
    response = get(server, "/delivery_options", **ADDRESS, **{**DROP_OFF, "dropoff_days": days})
    assert response.status_code == 200, response.text
    assert dates_of(response)[0].startswith("2025-06-13")  # Wednesday's 09:00 cutoff has passed at 10:00


def test_monday_delivery_and_dropoff_delay(at_wednesday) -> None:
    server = at_wednesday()
    response = get(server, "/delivery_options", **ADDRESS, **DROP_OFF, monday_delivery="true", dropoff_delay="1")
    # Drop-off one working day later (Thursday): Friday, Monday, Tuesday.
    assert [text[:10] for text in dates_of(response)] == ["2025-06-13", "2025-06-16", "2025-06-17"]


def test_a_closed_day_stays_in_the_window_without_possibilities(at_wednesday) -> None:
    server = at_wednesday()
    response = get(server, "/delivery_options", **ADDRESS, **DROP_OFF, closed_days="2025-06-13")
    deliveries = response.json()["deliveries"]
    assert [delivery["date"][:10] for delivery in deliveries] == ["2025-06-12", "2025-06-13", "2025-06-17"]
    assert deliveries[1]["possibilities"] == []
    assert deliveries[0]["possibilities"]


def test_same_day_delivery_before_the_same_day_cutoff(at_wednesday) -> None:
    server = at_wednesday()
    response = get(
        server,
        "/delivery_options",
        **{**ADDRESS, "carrier": "dhlforyou"},
        **DROP_OFF,
        same_day_delivery="true",
        same_day_cutoff_time="12:00",
    )
    deliveries = response.json()["deliveries"]
    assert deliveries[0]["date"] == "2025-06-11 00:00:00.000000"
    assert [possibility["type"] for possibility in deliveries[0]["possibilities"]] == ["same_day"]
    assert [possibility["type"] for possibility in deliveries[1]["possibilities"]] == ["standard"]


def test_same_day_delivery_with_contract_parameters_only_is_offered_today(at_wednesday) -> None:
    """Contract §8 has no same-day cutoff: asked for same-day delivery without one (the widget applied the shop's
    same-day cutoff itself), the order day comes first with same-day delivery."""
    server = at_wednesday()
    response = get(
        server, "/delivery_options", **{**ADDRESS, "carrier": "dhlforyou"}, **DROP_OFF, same_day_delivery="true"
    )
    assert response.status_code == 200, response.text
    deliveries = response.json()["deliveries"]
    assert deliveries[0]["date"] == "2025-06-11 00:00:00.000000"
    assert [possibility["type"] for possibility in deliveries[0]["possibilities"]] == ["same_day"]


def test_mailbox_offers_standard_delivery_with_priority_only(at_wednesday) -> None:
    server = at_wednesday()
    response = get(server, "/delivery_options", **ADDRESS, **DROP_OFF, package_type="mailbox")
    possibilities = response.json()["deliveries"][0]["possibilities"]
    assert [(p["type"], p["package_type"]) for p in possibilities] == [("standard", "mailbox")]
    assert [option["name"] for option in possibilities[0]["shipment_options"]] == ["priority_delivery"]


@pytest.mark.parametrize("path", ["/delivery_options", "/pickup_locations"])
@pytest.mark.parametrize(
    ("change", "code", "field"),
    [
        ({"postal_code": "9912 AB"}, 3505, "postal_code"),  # a well-formed code starting 99 does not exist
        ({"postal_code": "12AB"}, 3505, "postal_code"),  # not a Dutch postal code at all
        ({"postal_code": "9812 AB"}, 3506, "postal_code"),  # starting 98: outside the service area
        ({"street": "123"}, 3501, "street"),  # no letters: cannot be parsed
        ({"cc": "BE", "postal_code": "9900"}, 3505, "postal_code"),
    ],
)
def test_address_errors(at_wednesday, path: str, change: dict[str, str], code: int, field: str) -> None:
    server = at_wednesday()
    response = get(server, path, **{**ADDRESS, **change}, **DROP_OFF)
    assert response.status_code == 422
    assert response.headers["access-control-allow-origin"] == "*"
    body = response.json()
    assert set(body) == {"message", "request_id", "errors"}
    assert body["errors"] == [
        {
            "status": 422,
            "code": code,
            "title": "Unprocessable Entity",
            "message": body["message"],
            "fields": [field],
        }
    ]


@pytest.mark.parametrize("path", ["/delivery_options", "/pickup_locations"])
def test_a_window_of_closed_days_has_no_options(at_wednesday, path: str) -> None:
    server = at_wednesday()
    closed = "2025-06-12;2025-06-13;2025-06-17"
    response = get(server, path, **ADDRESS, **DROP_OFF, closed_days=closed)
    assert response.status_code == 422
    assert response.json()["errors"][0]["code"] == 3508


def test_every_unreadable_parameter_is_named(at_wednesday) -> None:
    server = at_wednesday()
    response = get(
        server,
        "/delivery_options",
        platform="xx",
        carrier="nope",
        postal_code="1015CC",
        cc="NL",
        cutoff_time="25:00",
        dropoff_days="1;9",
        deliverydays_window="99",
        monday_delivery="maybe",
    )
    assert response.status_code == 422
    errors = response.json()["errors"]
    assert {error["code"] for error in errors} == {3212}
    assert [error["fields"][0] for error in errors] == [
        "platform",
        "carrier",
        "monday_delivery",
        "cutoff_time",
        "dropoff_days",
        "deliverydays_window",
    ]


def test_pickup_locations_are_deterministic_near_the_address_with_one_locker(at_wednesday) -> None:
    server = at_wednesday()
    first = get(server, "/pickup_locations", **ADDRESS, **DROP_OFF)
    assert first.status_code == 200, first.text
    assert first.headers["access-control-allow-origin"] == "*"
    assert get(server, "/pickup_locations", **ADDRESS, **DROP_OFF).json() == first.json()
    locations = first.json()["pickup_locations"]
    assert len(locations) == 5
    assert [item["location"]["type"] for item in locations].count("locker") == 1
    distances = [item["location"]["distance"] for item in locations]
    assert distances == sorted(distances) and all(100 <= metres <= 3000 for metres in distances)
    for item in locations:
        assert set(item["address"]) == {"cc", "city", "street", "number", "number_suffix", "postal_code"}
        assert set(item["location"]) == {
            "location_name",
            "location_code",
            "retail_network_id",
            "distance",
            "latitude",
            "longitude",
            "type",
            "opening_hours",
        }
        assert item["address"]["cc"] == "NL" and item["address"]["postal_code"].startswith("1015")
        assert abs(item["location"]["latitude"] - 52.37) < 0.1 and abs(item["location"]["longitude"] - 4.9) < 0.15
        assert set(item["location"]["opening_hours"]) == {
            "monday",
            "tuesday",
            "wednesday",
            "thursday",
            "friday",
            "saturday",
            "sunday",
        }
        # Ready for collection on the first delivery day.
        assert item["possibilities"] == [{"delivery_type_name": "pickup", "moment": {"start": "2025-06-12 15:00:00"}}]
    assert locations[0]["location"]["retail_network_id"] == "PNPNL-01"
    other = get(server, "/pickup_locations", **{**ADDRESS, "postal_code": "3011AB"}, **DROP_OFF).json()
    assert other["pickup_locations"][0]["location"]["latitude"] < 52.0  # Rotterdam lies south of Amsterdam


def test_excluding_parcel_lockers(at_wednesday) -> None:
    server = at_wednesday()
    response = get(server, "/pickup_locations", **ADDRESS, **DROP_OFF, exclude_parcel_lockers="true")
    kinds = [item["location"]["type"] for item in response.json()["pickup_locations"]]
    assert kinds == ["default"] * 4


def test_preflight_allows_any_origin(at_wednesday) -> None:
    response = httpx.options(
        at_wednesday().base_url + "/delivery_options",
        headers={"Origin": "https://shop.example", "Access-Control-Request-Method": "GET"},
    )
    assert response.status_code == 204
    assert response.headers["access-control-allow-origin"] == "*"
    assert "GET" in response.headers["access-control-allow-methods"]


def test_rate_limited_per_client_address(at_wednesday) -> None:
    server = at_wednesday(rate_limit=(3, 60.0))
    for _ in range(3):
        assert get(server, "/delivery_options", **ADDRESS, **DROP_OFF).status_code == 200
    refused = get(server, "/delivery_options", **ADDRESS, **DROP_OFF)
    assert refused.status_code == 429
    assert refused.json()["errors"][0]["code"] == 3200
    assert int(refused.headers["retry-after"]) >= 1
    # Another client address has its own allowance (loopback answers on all of 127.0.0.0/8).
    other_client = httpx.Client(transport=httpx.HTTPTransport(local_address="127.0.0.2"), timeout=10)
    with other_client:
        response = other_client.get(server.base_url + "/delivery_options", params={**ADDRESS, **DROP_OFF})
    assert response.status_code == 200


def test_dates_use_the_sandbox_clock(at_wednesday) -> None:
    # Friday after the cutoff: the next drop-off is Monday, so delivery starts Tuesday.
    server = at_wednesday(datetime(2025, 6, 13, 18, 0, tzinfo=TIMEZONE))
    response = get(server, "/delivery_options", **ADDRESS, **DROP_OFF)
    assert date.fromisoformat(dates_of(response)[0][:10]) == date(2025, 6, 17)
