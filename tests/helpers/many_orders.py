"""Many orders over a faulty sandbox (the soak test, the quit test): the orders file, and the shipments the sandbox
holds for a reference, read again past injected faults."""

from __future__ import annotations

import base64
import csv
from pathlib import Path

import httpx

from tests.helpers.waiting import wait_for

SANDBOX_KEY = "basic " + base64.b64encode(b"sandbox-nl").decode()
CITIES = [
    ("1015 CJ", "Amsterdam", "NL"),
    ("3511 AS", "Utrecht", "NL"),
    ("3012 BP", "Rotterdam", "NL"),
    ("2000", "Antwerpen", "BE"),
    ("9000", "Gent", "BE"),
    ("9711 LV", "Groningen", "NL"),
]
CARRIERS = {"NL": ["postnl", "dhlforyou", "gls", "dpd"], "BE": ["postnl", "dpd"]}


def write_orders(path: Path, count: int) -> dict[str, int]:
    """The orders file; per reference its parcel count (every third PostNL order is multi-collo, 3 parcels)."""
    references = [f"SOAK-{number:05d}" for number in range(1, count + 1)]
    parcels: dict[str, int] = {}
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(
            ["reference", "name", "street", "postal_code", "city", "country", "carrier", "weight_grams", "parcels"]
        )
        for number, reference in enumerate(references):
            postal_code, city, country = CITIES[number % len(CITIES)]
            carriers = CARRIERS[country]
            carrier = carriers[number % len(carriers)]
            parcels[reference] = 3 if carrier == "postnl" and number % 3 == 0 else 1
            writer.writerow(
                [
                    reference,
                    f"Klant {number}",
                    f"Dorpsstraat {number + 1}",
                    postal_code,
                    city,
                    country,
                    carrier,
                    500 + number,
                    parcels[reference],
                ]
            )
    return parcels


def live_shipments(base_url: str, reference: str) -> tuple[int, int]:
    """Live shipments with this reference and their follow-up parcels, asked of the sandbox (reads again past
    injected faults and 429s). A follow-up names its main parcel in `multi_collo_main_id` (contract §3)."""

    def read() -> tuple[int, int] | None:
        try:
            response = httpx.get(
                base_url + "/shipments",
                params={"reference": reference, "size": 300},
                headers={"Authorization": SANDBOX_KEY},
                timeout=10,
            )
        except httpx.HTTPError:  # a dropped answer
            return None
        if response.status_code != 200:  # an injected 502, or the rate limit's 429
            return None
        live = [
            shipment
            for shipment in response.json()["shipments"]
            if shipment["reference"] == reference and shipment["status"] != "cancelled"
        ]
        follow_ups = [s for s in live if s["multi_collo_main_id"] not in (None, s["id"])]
        return len(live) - len(follow_ups), len(follow_ups)

    found = wait_for(read, lambda found: found is not None, what=f"a read of the shipments of {reference}")
    assert found is not None
    return found
