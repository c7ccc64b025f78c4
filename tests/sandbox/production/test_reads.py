"""Production front, rows 14, 16, 55, 59–60: reading by id, searching, and deleting concepts only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx

from station.sandbox.server import SandboxServer
from tests.helpers.production_sandbox import advance, assert_flat, listed

Read = Callable[[int], dict[str, Any]]


def test_both_answer_shapes_are_served(nl: httpx.Client, create: Callable[..., int]) -> None:
    shipment_id = create()
    shapes = set()
    for _ in range(2):
        data = nl.get(f"/shipments/{shipment_id}").json()["data"]
        shapes.add("search_results" in data)
        listing = data.get("search_results", data)
        assert listing["results"] == 1 and [s["id"] for s in listing["shipments"]] == [shipment_id]
    assert shapes == {True, False}


def test_flags_come_as_integers_or_booleans(nl: httpx.Client, create: Callable[..., int]) -> None:
    shipment_id = create()
    kinds = {type(listed(nl.get(f"/shipments/{shipment_id}"))[0]["options"]["signature"]) for _ in range(2)}
    assert kinds == {int, bool}


def test_several_ids_in_one_read(nl: httpx.Client, create: Callable[..., int]) -> None:
    ids = [create() for _ in range(3)]
    assert [s["id"] for s in listed(nl.get(f"/shipments/{';'.join(map(str, ids))}"))] == ids
    assert_flat(nl.get("/shipments/999999"), 404, 3004)


def test_search_by_reference_identifier_ascending_and_paged(nl: httpx.Client, create: Callable[..., int]) -> None:
    first = create(reference_identifier="A-1")
    second = create(reference_identifier="A-2")
    create(reference_identifier="B-1")
    found = listed(nl.get("/shipments", params={"reference_identifier": "A-1;A-2"}))
    assert [s["id"] for s in found] == [first, second]
    descending = listed(nl.get("/shipments", params={"reference_identifier": "A-1;A-2", "order": "DESC"}))
    assert [s["id"] for s in descending] == [second, first]
    data = nl.get("/shipments", params={"size": 2, "page": 2}).json()["data"]
    listing = data.get("search_results", data)
    assert listing["results"] == 3 and len(listing["shipments"]) == 1


def test_search_by_integer_status_and_free_text(
    sandbox: SandboxServer, nl: httpx.Client, create: Callable[..., int]
) -> None:
    concept, moving = create(), create()
    nl.get(f"/shipment_labels/{moving}")
    advance(sandbox, moving, 3)
    advance(sandbox, moving, 4)
    assert [s["id"] for s in listed(nl.get("/shipments", params={"status": "4"}))] == [moving]
    assert [s["id"] for s in listed(nl.get("/shipments", params={"status": "1;4"}))] == [concept, moving]
    assert len(listed(nl.get("/shipments", params={"q": "1095AE"}))) == 2


def test_search_page_size_up_to_300(nl: httpx.Client) -> None:
    assert nl.get("/shipments", params={"size": 300}).status_code == 200
    assert_flat(nl.get("/shipments", params={"size": 301}), 422, 3212)
    assert_flat(nl.get("/shipments", params={"page": 0}), 422, 3200)


def test_only_a_concept_can_be_deleted_and_then_it_is_gone(nl: httpx.Client, create: Callable[..., int]) -> None:
    concept, registered = create(), create()
    nl.get(f"/shipment_labels/{registered}")
    assert nl.delete(f"/shipments/{concept}").status_code == 204
    assert_flat(nl.get(f"/shipments/{concept}"), 404, 3004)  # gone, not status 17
    refused = assert_flat(nl.delete(f"/shipments/{registered}"), 409, 3723)
    assert "only concepts" in refused["errors"][0]["message"]
    assert_flat(nl.delete("/shipments/999999"), 422, 3723)


def test_deleting_a_multi_collo_main_deletes_its_parcels(nl: httpx.Client) -> None:
    from tests.helpers.production_sandbox import create_raw, shipment

    main_id = create_raw(nl, shipment(secondary_shipments=[{}])).json()["data"]["ids"][0]["id"]
    assert nl.delete(f"/shipments/{main_id}").status_code == 204
    assert listed(nl.get("/shipments", params={"include_secondary_shipments": 1})) == []


def test_after_a_reset_each_disagreement_starts_with_its_first_reading(
    sandbox: SandboxServer, nl: httpx.Client
) -> None:
    nl.get("/shipments")  # the reading after this one is the second
    httpx.post(sandbox.base_url + "/__sandbox__/reset", timeout=30).raise_for_status()
    first, second = (nl.get("/shipments").json()["data"] for _ in range(2))
    assert "search_results" not in first and "search_results" in second
