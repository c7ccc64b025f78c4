"""The sandbox's printing API over real HTTP (spec §4 printing table, contract §7): every endpoint, 400 and 404."""

from __future__ import annotations

import base64
import time
import uuid
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest

from station.sandbox.printing_store import SYNCED_PRINTER
from station.sandbox.server import SandboxServer
from tests.helpers.waiting import wait_for

API_KEY_HEADER = {"Authorization": "basic " + base64.b64encode(b"sandbox-nl").decode()}
UNKNOWN_ID = "5b0e3d7a-3f43-4a8e-9c59-0a6f3c1f0b11"


class ManualClock:
    """The sandbox's clock in a test's hands: asynchronous moves happen exactly when the test says."""

    def __init__(self) -> None:
        self.moment = datetime(2025, 3, 1, 10, 0).astimezone()

    def __call__(self) -> datetime:
        return self.moment

    def advance(self, seconds: float) -> None:
        self.moment += timedelta(seconds=seconds)


def client_for(server: SandboxServer, headers: dict[str, str] | None = None) -> httpx.Client:
    return httpx.Client(
        base_url=server.printing_base_url, headers=API_KEY_HEADER if headers is None else headers, timeout=10
    )


@pytest.fixture
def printing(sandbox: SandboxServer) -> Iterator[httpx.Client]:
    """The shared sandbox (reset to its start state) and a client with the Demo NL API key."""
    with client_for(sandbox) as client:
        yield client


@pytest.fixture
def clocked(sandbox_factory: Callable[..., SandboxServer]) -> Iterator[tuple[httpx.Client, ManualClock]]:
    """A sandbox of its own whose clock the test moves; printing delay 3 s, as by default."""
    clock = ManualClock()
    with client_for(sandbox_factory(printing_delay_s=3.0, clock=clock)) as client:
        yield client, clock


def assert_error(response: httpx.Response, status: int, code: int, fields: list[str] | None = None) -> None:
    """contract §2 error body, with the offending fields named."""
    assert response.status_code == status, response.text
    body = response.json()
    assert isinstance(body["message"], str) and body["request_id"]
    assert body["errors"] and all(entry["status"] == status and entry["code"] == code for entry in body["errors"])
    if fields is not None:
        assert sorted(field for entry in body["errors"] for field in entry["fields"]) == sorted(fields)


def printers(client: httpx.Client) -> list[dict[str, Any]]:
    response = client.get("/printers")
    assert response.status_code == 200
    results: list[dict[str, Any]] = response.json()["results"]
    return results


def printer_for(client: httpx.Client, formats: list[str]) -> str:
    return next(str(p["id"]) for p in printers(client) if sorted(p["formats"]) == formats)


def groups(client: httpx.Client) -> list[dict[str, Any]]:
    response = client.get("/printer-groups")
    assert response.status_code == 200
    results: list[dict[str, Any]] = response.json()["results"]
    return results


def create_group(client: httpx.Client, name: str = "Packing", shop_ids: list[str] | None = None) -> str:
    response = client.post("/create-printer-group", json={"name": name, "shopIds": shop_ids or ["1001"]})
    assert response.status_code == 201, response.text
    return str(response.json()["id"])


def status(client: httpx.Client) -> str:
    response = client.get("/status")
    assert response.status_code == 200
    return str(response.json()["status"])


# --- start state and authentication ------------------------------------------------------------------------------


def test_start_state_has_a_label_and_an_office_printer_no_groups_and_needs_initialization(
    printing: httpx.Client,
) -> None:
    listed = printers(printing)
    assert sorted(tuple(p["formats"]) for p in listed) == [("A4",), ("A6",)]
    for printer in listed:
        assert set(printer) == {"id", "name", "formats"}
        uuid.UUID(printer["id"])
        assert printer["name"]
    assert groups(printing) == []
    assert status(printing) == "INITIALIZATION_REQUIRED"


ALL_ENDPOINTS = [
    ("GET", "/printer-groups"),
    ("GET", "/printers"),
    ("GET", "/status"),
    ("POST", "/allow-shops-access-to-printer-group"),
    ("POST", "/assign-printer-to-group"),
    ("POST", "/create-printer-group"),
    ("POST", "/enable-direct-printing"),
    ("POST", "/remove-printer-group"),
    ("POST", "/rename-printer-group"),
    ("POST", "/sync-printers"),
    ("POST", "/unassign-printer-from-group"),
]


@pytest.mark.parametrize(("method", "path"), ALL_ENDPOINTS)
def test_every_endpoint_needs_credentials(sandbox: SandboxServer, method: str, path: str) -> None:
    with client_for(sandbox, headers={}) as anonymous:
        assert_error(anonymous.request(method, path, json={}), 401, 3000)
    with client_for(sandbox, headers={"Authorization": "bearer not-a-token"}) as unknown:
        assert_error(unknown.request(method, path, json={}), 401, 3000)


def test_a_paused_shop_is_refused(sandbox: SandboxServer) -> None:
    paused = {"Authorization": "basic " + base64.b64encode(b"sandbox-paused").decode()}
    with client_for(sandbox, headers=paused) as client:
        assert_error(client.get("/printers"), 403, 3716)


def test_a_bearer_token_of_any_scope_is_accepted(sandbox: SandboxServer) -> None:
    token = httpx.post(
        sandbox.base_url + "/oauth/token",
        json={
            "grant_type": "client_credentials",
            "client_id": "sandbox-client",
            "client_secret": "sandbox-secret",
            "scope": "orders.read",
        },
        timeout=10,
    )
    assert token.status_code == 200, token.text
    with client_for(sandbox, headers={"Authorization": f"bearer {token.json()['access_token']}"}) as client:
        assert len(printers(client)) == 2
        create_group(client)


# --- printer groups --------------------------------------------------------------------------------------------


def test_create_printer_group_answers_201_and_lists_it(printing: httpx.Client) -> None:
    response = printing.post("/create-printer-group", json={"name": "Packing table", "shopIds": ["1001", "2002"]})
    assert response.status_code == 201
    created = response.json()
    assert set(created) == {"id", "createdAt", "name", "shopIds"}
    uuid.UUID(created["id"])
    assert datetime.fromisoformat(created["createdAt"]).tzinfo is not None  # spec §2: ISO 8601
    assert (created["name"], created["shopIds"]) == ("Packing table", ["1001", "2002"])
    second = create_group(printing, "Office")
    assert groups(printing) == [
        {"id": created["id"], "name": "Packing table", "shopIds": ["1001", "2002"], "assignments": []},
        {"id": second, "name": "Office", "shopIds": ["1001"], "assignments": []},
    ]


@pytest.mark.parametrize(
    ("body", "fields"),
    [
        ({"shopIds": ["1001"]}, ["name"]),
        ({"name": "", "shopIds": ["1001"]}, ["name"]),
        ({"name": 7, "shopIds": ["1001"]}, ["name"]),
        ({"name": "Packing"}, ["shopIds"]),
        ({"name": "Packing", "shopIds": "1001"}, ["shopIds"]),
        ({"name": "Packing", "shopIds": [1001]}, ["shopIds"]),
        ({}, ["name", "shopIds"]),
        (["Packing"], ["body"]),
    ],
)
def test_create_printer_group_rejects_missing_and_mistyped_fields(
    printing: httpx.Client, body: Any, fields: list[str]
) -> None:
    assert_error(printing.post("/create-printer-group", json=body), 400, 3212, fields)
    assert groups(printing) == []


@pytest.mark.parametrize("path", [path for method, path in ALL_ENDPOINTS if method == "POST"])
def test_malformed_json_is_400_on_every_post(printing: httpx.Client, path: str) -> None:
    response = printing.post(path, content=b'{"name": ', headers={"Content-Type": "application/json"})
    assert_error(response, 400, 3212, ["body"])


def test_rename_printer_group(printing: httpx.Client) -> None:
    group_id = create_group(printing, "Old name")
    response = printing.post("/rename-printer-group", json={"printerGroupId": group_id.upper(), "name": "New name"})
    assert response.status_code == 200
    assert response.json() == {"id": group_id, "name": "New name"}
    assert [group["name"] for group in groups(printing)] == ["New name"]


def test_rename_printer_group_errors(printing: httpx.Client) -> None:
    group_id = create_group(printing)
    assert_error(
        printing.post("/rename-printer-group", json={"printerGroupId": "42", "name": "x"}),
        400,
        3212,
        ["printerGroupId"],
    )
    assert_error(printing.post("/rename-printer-group", json={"printerGroupId": group_id}), 400, 3212, ["name"])
    assert_error(printing.post("/rename-printer-group", json={"name": 3}), 400, 3212, ["printerGroupId", "name"])
    assert_error(
        printing.post("/rename-printer-group", json={"printerGroupId": UNKNOWN_ID, "name": "x"}),
        404,
        3004,
        ["printerGroupId"],
    )
    assert [group["name"] for group in groups(printing)] == ["Packing"]


def test_remove_printer_group(printing: httpx.Client) -> None:
    kept, removed = create_group(printing, "Kept"), create_group(printing, "Removed")
    response = printing.post("/remove-printer-group", json={"printerGroupId": removed})
    assert response.status_code == 204 and response.content == b""
    assert [group["id"] for group in groups(printing)] == [kept]
    assert_error(printing.post("/remove-printer-group", json={"printerGroupId": removed}), 404, 3004)
    assert_error(printing.post("/remove-printer-group", json={"printerGroupId": 12}), 400, 3212, ["printerGroupId"])
    assert_error(printing.post("/remove-printer-group", json={}), 400, 3212, ["printerGroupId"])


def test_allow_shops_access_adds_shops_once_each(printing: httpx.Client) -> None:
    group_id = create_group(printing, shop_ids=["1001"])
    response = printing.post(
        "/allow-shops-access-to-printer-group", json={"printerGroupId": group_id, "shopIds": ["2002", "1001", "4711"]}
    )
    assert response.status_code == 204 and response.content == b""
    assert groups(printing)[0]["shopIds"] == ["1001", "2002", "4711"]  # contract §7: shops are not checked


def test_allow_shops_access_errors(printing: httpx.Client) -> None:
    group_id = create_group(printing)
    path = "/allow-shops-access-to-printer-group"
    assert_error(printing.post(path, json={"printerGroupId": group_id}), 400, 3212, ["shopIds"])
    assert_error(printing.post(path, json={"printerGroupId": group_id, "shopIds": [None]}), 400, 3212, ["shopIds"])
    assert_error(
        printing.post(path, json={"printerGroupId": "group-1", "shopIds": ["1001"]}), 400, 3212, ["printerGroupId"]
    )
    assert_error(printing.post(path, json={"printerGroupId": UNKNOWN_ID, "shopIds": ["1001"]}), 404, 3004)


# --- assignments -----------------------------------------------------------------------------------------------


def test_assign_one_printer_per_format_per_group(printing: httpx.Client) -> None:
    group_id = create_group(printing)
    label_printer, office_printer = printer_for(printing, ["A6"]), printer_for(printing, ["A4"])
    for printer_id, label_format in ((label_printer, "A6"), (office_printer, "A4")):
        response = printing.post(
            "/assign-printer-to-group",
            json={"printerGroupId": group_id, "printerId": printer_id, "format": label_format},
        )
        assert response.status_code == 204 and response.content == b""
    assert groups(printing)[0]["assignments"] == [
        {"format": "A4", "printerId": office_printer},
        {"format": "A6", "printerId": label_printer},
    ]
    # Assigning the same format again replaces its printer (here: the same one, so still one entry).
    again = printing.post(
        "/assign-printer-to-group", json={"printerGroupId": group_id, "printerId": label_printer, "format": "A6"}
    )
    assert again.status_code == 204
    assert len(groups(printing)[0]["assignments"]) == 2


def test_assigning_a_format_the_printer_does_not_list_is_400(printing: httpx.Client) -> None:
    group_id = create_group(printing)
    response = printing.post(
        "/assign-printer-to-group",
        json={
            "printerGroupId": group_id,
            "printerId": printer_for(printing, ["A4"]),
            "format": "A6",
        },
    )
    assert_error(response, 400, 3212, ["format"])
    assert groups(printing)[0]["assignments"] == []


@pytest.mark.parametrize(
    ("change", "status", "code", "fields"),
    [
        ({"format": "A5"}, 400, 3212, ["format"]),
        ({"format": "a6"}, 400, 3212, ["format"]),
        ({"format": None}, 400, 3212, ["format"]),
        ({"printerId": "printer-1"}, 400, 3212, ["printerId"]),
        (
            {"printerGroupId": 5, "printerId": None, "format": "Letter"},
            400,
            3212,
            ["printerGroupId", "printerId", "format"],
        ),
        ({"printerGroupId": UNKNOWN_ID}, 404, 3004, ["printerGroupId"]),
        ({"printerId": UNKNOWN_ID}, 404, 3004, ["printerId"]),
    ],
)
def test_assign_printer_errors(
    printing: httpx.Client, change: dict[str, Any], status: int, code: int, fields: list[str]
) -> None:
    body = {"printerGroupId": create_group(printing), "printerId": printer_for(printing, ["A6"]), "format": "A6"}
    body.update(change)
    assert_error(
        printing.post("/assign-printer-to-group", json={k: v for k, v in body.items() if v is not None}),
        status,
        code,
        fields,
    )
    assert groups(printing)[0]["assignments"] == []


def test_unassign_printer_from_group(printing: httpx.Client) -> None:
    group_id = create_group(printing)
    label_printer, office_printer = printer_for(printing, ["A6"]), printer_for(printing, ["A4"])
    for printer_id, label_format in ((label_printer, "A6"), (office_printer, "A4")):
        printing.post(
            "/assign-printer-to-group",
            json={"printerGroupId": group_id, "printerId": printer_id, "format": label_format},
        )
    response = printing.post("/unassign-printer-from-group", json={"printerGroupId": group_id, "format": "A6"})
    assert response.status_code == 204 and response.content == b""
    assert groups(printing)[0]["assignments"] == [{"format": "A4", "printerId": office_printer}]
    # A format without a printer stays without one.
    again = printing.post("/unassign-printer-from-group", json={"printerGroupId": group_id, "format": "A6"})
    assert again.status_code == 204


def test_unassign_printer_errors(printing: httpx.Client) -> None:
    group_id = create_group(printing)
    path = "/unassign-printer-from-group"
    assert_error(printing.post(path, json={"printerGroupId": group_id, "format": "A3"}), 400, 3212, ["format"])
    assert_error(printing.post(path, json={"printerGroupId": group_id}), 400, 3212, ["format"])
    assert_error(printing.post(path, json={"format": "A4"}), 400, 3212, ["printerGroupId"])
    assert_error(printing.post(path, json={"printerGroupId": UNKNOWN_ID, "format": "A4"}), 404, 3004)


def test_removing_a_group_drops_its_assignments(printing: httpx.Client) -> None:
    group_id = create_group(printing)
    printing.post(
        "/assign-printer-to-group",
        json={"printerGroupId": group_id, "printerId": printer_for(printing, ["A6"]), "format": "A6"},
    )
    assert printing.post("/remove-printer-group", json={"printerGroupId": group_id}).status_code == 204
    assert_error(
        printing.post("/unassign-printer-from-group", json={"printerGroupId": group_id, "format": "A6"}), 404, 3004
    )


# --- asynchronous moves ------------------------------------------------------------------------------------------


def test_enable_direct_printing_initializes_then_becomes_ready(clocked: tuple[httpx.Client, ManualClock]) -> None:
    client, clock = clocked
    assert status(client) == "INITIALIZATION_REQUIRED"
    response = client.post("/enable-direct-printing")
    assert response.status_code == 200
    credentials = response.json()["credentials"]
    assert isinstance(credentials["email"], str) and "@" in credentials["email"]
    assert isinstance(credentials["password"], str) and len(credentials["password"]) >= 12
    assert status(client) == "INITIALIZING"  # contract §7: read at once
    clock.advance(2.9)
    assert status(client) == "INITIALIZING"
    # Enabling again keeps the account's credentials and does not push READY further out.
    assert client.post("/enable-direct-printing").json()["credentials"] == credentials
    clock.advance(0.1)
    assert status(client) == "READY"


def test_sync_printers_adds_a_printer_for_both_formats_later(clocked: tuple[httpx.Client, ManualClock]) -> None:
    client, clock = clocked
    before = printers(client)
    response = client.post("/sync-printers")
    assert response.status_code == 200 and response.content == b""
    assert printers(client) == before  # not yet
    clock.advance(2.9)
    assert printers(client) == before
    clock.advance(0.1)
    after = printers(client)
    assert after[:2] == before and len(after) == 3
    synced = after[2]
    assert sorted(synced["formats"]) == ["A4", "A6"]
    # The new printer serves either format of a group; syncing again adds no fourth printer.
    group_id = create_group(client)
    for label_format in ("A4", "A6"):
        assigned = client.post(
            "/assign-printer-to-group",
            json={"printerGroupId": group_id, "printerId": synced["id"], "format": label_format},
        )
        assert assigned.status_code == 204
    assert client.post("/sync-printers").status_code == 200
    clock.advance(10)
    assert len(printers(client)) == 3


def test_a_synced_printer_cannot_be_assigned_before_it_appears(clocked: tuple[httpx.Client, ManualClock]) -> None:
    client, clock = clocked
    group_id = create_group(client)
    client.post("/sync-printers")
    # Printer ids are stable across sandboxes and resets, so the synced printer's id is known in advance.
    body = {"printerGroupId": group_id, "printerId": SYNCED_PRINTER.id, "format": "A4"}
    assert_error(client.post("/assign-printer-to-group", json=body), 404, 3004, ["printerId"])
    clock.advance(3.0)
    assert SYNCED_PRINTER.id in {p["id"] for p in printers(client)}
    assert client.post("/assign-printer-to-group", json=body).status_code == 204


def test_asynchronous_moves_in_real_time(sandbox_factory: Callable[..., SandboxServer]) -> None:
    """The same moves on the real clock with a short delay: nothing appears early, everything arrives."""
    delay_s = 0.5
    with client_for(sandbox_factory(printing_delay_s=delay_s)) as client:
        started = time.monotonic()
        assert client.post("/enable-direct-printing").status_code == 200
        assert client.post("/sync-printers").status_code == 200
        wait_for(lambda: status(client), lambda now: now == "READY", what="direct printing to turn READY")
        wait_for(lambda: printers(client), lambda synced: len(synced) == 3, what="the three synced printers")
        assert time.monotonic() - started >= delay_s


def test_bodiless_posts_accept_an_empty_json_object(printing: httpx.Client) -> None:
    assert printing.post("/sync-printers", json={}).status_code == 200
    assert printing.post("/enable-direct-printing", json={}).status_code == 200


def test_reset_returns_to_the_start_state(sandbox: SandboxServer, printing: httpx.Client) -> None:
    start_printers = printers(printing)
    group_id = create_group(printing)
    printing.post(
        "/assign-printer-to-group",
        json={"printerGroupId": group_id, "printerId": start_printers[0]["id"], "format": "A6"},
    )
    printing.post("/enable-direct-printing")
    printing.post("/sync-printers")
    assert httpx.post(sandbox.base_url + "/__sandbox__/reset", json={}, timeout=10).status_code == 204
    assert groups(printing) == []
    assert printers(printing) == start_printers
    assert status(printing) == "INITIALIZATION_REQUIRED"


def test_unknown_printing_path_is_404_in_the_error_body(printing: httpx.Client) -> None:
    assert_error(printing.get("/printer-group"), 404, 3004)
