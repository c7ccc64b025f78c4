"""Hand-written fakes for MockTransport tests: a token service and a resource, both counting what they see.

Wire names are spelled out here on purpose: the tests read the contract independently of station.api.wire.
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from collections.abc import Callable

import httpx


class FakeClock:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class FakeTokenService:
    """Issues numbered tokens, rotates refresh tokens, revokes; any other path answers `resource(request)`.

    `resource` sees requests with a valid bearer token only; others get 401 here, like the contract's service.
    """

    def __init__(
        self, resource: Callable[[httpx.Request], httpx.Response] | None = None, *, expires_in: int = 3600
    ) -> None:
        self.resource = resource or (lambda request: httpx.Response(200, json={"ok": True}))
        self.expires_in = expires_in
        self.calls: Counter[str] = Counter()
        self.valid_access: set[str] = set()
        self.valid_refresh: set[str] = set()
        self.issued = 0
        self.resource_auth_headers: list[str] = []
        # Set to hold token answers back until the test releases them (cancellation tests).
        self.token_gate: asyncio.Event | None = None

    def expire_all_access_tokens(self) -> None:
        self.valid_access.clear()

    async def __call__(self, request: httpx.Request) -> httpx.Response:
        # Give way to other tasks like a network round trip would, so concurrent requests really interleave.
        for _ in range(3):
            await asyncio.sleep(0)
        path = request.url.path
        if path == "/oauth/token" and request.method == "POST":
            self.calls["obtain"] += 1
            await self._hold()
            body = json.loads(request.content)
            if body.get("client_secret") != "secret-value":
                return httpx.Response(401, json={"error": "invalid_client"})
            return self._issue()
        if path == "/oauth/token/refresh":
            self.calls["refresh"] += 1
            await self._hold()
            refresh = json.loads(request.content).get("refresh_token")
            if refresh not in self.valid_refresh:
                return httpx.Response(401, json={"error": "invalid_grant"})
            self.valid_refresh.discard(refresh)  # rotation: a refresh token works once
            return self._issue()
        if path == "/oauth/token" and request.method == "DELETE":
            self.calls["revoke"] += 1
            token = request.headers.get("Authorization", "").split(" ", 1)[-1]
            self.valid_access.discard(token)
            return httpx.Response(204)
        self.calls["resource"] += 1
        header = request.headers.get("Authorization", "")
        self.resource_auth_headers.append(header)
        scheme, _, token = header.partition(" ")
        if scheme.lower() != "bearer" or token not in self.valid_access:
            return httpx.Response(
                401,
                json={
                    "message": "Unauthenticated",
                    "request_id": "r-401",
                    "errors": [
                        {"status": 401, "code": 3000, "title": "Unauthenticated", "message": "bad token", "fields": []}
                    ],
                },
            )
        return self.resource(request)

    async def _hold(self) -> None:
        if self.token_gate is not None:
            await self.token_gate.wait()

    def _issue(self) -> httpx.Response:
        self.issued += 1
        access, refresh = f"access-{self.issued}", f"refresh-{self.issued}"
        self.valid_access.add(access)
        self.valid_refresh.add(refresh)
        return httpx.Response(
            200,
            json={
                "access_token": access,
                "refresh_token": refresh,
                "token_type": "bearer",
                "expires_in": self.expires_in,
                "scope": "shipments.read",
            },
        )


class FakeShipmentService:
    """A minimal shipments service: POST /shipments (single or batch) and GET /shipments?reference=.

    `faults` is a list consumed one per POST: None answers normally, "drop" commits then loses the answer
    (ReadTimeout), "502" answers 502 without committing, "commit-502" commits then answers 502, "hang" commits
    then never answers until `release` is set.
    """

    def __init__(self, faults: list[str | None] | None = None) -> None:
        self.faults = list(faults or [])
        self.shipments: list[dict[str, object]] = []
        self.posts: list[object] = []
        self.requests: list[httpx.Request] = []
        self.release = asyncio.Event()

    def _commit(self, item: dict[str, object], main_id: int | None = None) -> dict[str, object]:
        shipment = {
            **item,
            "id": len(self.shipments) + 1,
            "status": "pending",
            "status_code": 1,
            "barcode": f"3SBOX{len(self.shipments) + 1:06d}",
            "tracking_url": "https://t/x",
            "label_url": "https://l/x",
            "created": "2030-01-01 10:00:00",
        }
        self.shipments.append(shipment)
        follow_ups = int(item.get("secondary_shipments") or 0)  # type: ignore[call-overload]
        if follow_ups and main_id is None:
            # contract §3: the follow-up parcels are shipments of their own; all carry the main's id.
            shipment["multi_collo_main_id"] = shipment["id"]
            for _ in range(follow_ups):
                self._commit({**item, "secondary_shipments": 0}, main_id=int(shipment["id"]))  # type: ignore[call-overload]
        elif main_id is not None:
            shipment["multi_collo_main_id"] = main_id
        return shipment

    async def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        await asyncio.sleep(0)
        if request.method == "POST" and request.url.path == "/shipments":
            body = json.loads(request.content)
            self.posts.append(body)
            fault = self.faults.pop(0) if self.faults else None
            if fault == "502":
                return httpx.Response(502, json={"message": "backend", "errors": [{"status": 502, "code": 3900}]})
            items = body["shipments"] if "shipments" in body else [body]
            created = [self._commit(item) for item in items]
            if fault == "drop":
                raise httpx.ReadTimeout("answer lost", request=request)
            if fault == "commit-502":
                return httpx.Response(502, json={"message": "backend"})
            if fault == "hang":
                await self.release.wait()
            answer = {"shipments": created} if "shipments" in body else created[0]
            return httpx.Response(201, json=answer)
        if request.method == "GET" and request.url.path == "/shipments":
            reference = request.url.params.get("reference")
            found = [s for s in reversed(self.shipments) if reference is None or s["reference"] == reference]
            return httpx.Response(200, json={"shipments": found, "page": 1, "size": 300, "total": len(found)})
        return httpx.Response(404, json={"message": "unknown"})
