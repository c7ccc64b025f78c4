"""The sandbox's configuration and its shared state (`request.app.state.sandbox`): database, clock, randomness."""

from __future__ import annotations

import random
import sqlite3
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from starlette.requests import HTTPConnection

from station.sandbox import database, wire
from station.sandbox.production.readings import Readings
from station.sandbox.ratelimit import SlidingWindowLimit

Clock = Callable[[], datetime]


@dataclass(frozen=True)
class SandboxConfig:
    """How a sandbox behaves (contract §9 command-line options, plus knobs for tests)."""

    host: str = "127.0.0.1"
    port: int = 0  # 0: any free port
    latency_ms: int = 0
    latency_jitter_ms: int = 0  # plus a random 0..N ms per request: answers overtake each other, as on a network
    fail_rate: float = 0.0  # share of requests answered 502 code 3900 before anything happens
    drop_rate: float = 0.0  # share of writes committed, then the connection closed without an answer
    token_ttl: int = 3600  # spec §8: access token lifetime 1 hour
    rate_limit: tuple[int, float] | None = None  # N requests per S seconds per credential
    db_path: str | None = None  # None: in memory
    # contract §7: INITIALIZING → READY and the synced printer arrive "a few seconds" later (under 15 s).
    printing_delay_s: float = 3.0
    # Production front: a label link answers 404 for this long after it is handed out, as production's does
    # while the PDF is generated (3 s to 3 min there); 0 (the default) makes links ready at once.
    label_ready_delay_s: float = 0.0
    seed: int | None = None  # for fault injection, so a failing run can be replayed
    clock: Clock | None = None  # tests move time on (token expiry, link lifetime); None: the real clock

    def __post_init__(self) -> None:
        for name in ("fail_rate", "drop_rate"):
            share = getattr(self, name)
            if not 0.0 <= share <= 1.0:
                raise ValueError(f"{name} must be between 0 and 1, not {share}")
        if (
            self.latency_ms < 0
            or self.latency_jitter_ms < 0
            or self.token_ttl < 1
            or self.printing_delay_s < 0
            or self.label_ready_delay_s < 0
        ):
            raise ValueError("latency, token lifetime and the printing and label delays must not be negative")


# The request log keeps this many of the newest authenticated requests (GET /__sandbox__/requests).
REQUEST_LOG_SIZE = 10_000


@dataclass(frozen=True)
class RequestSeen:
    """One authenticated request as the sandbox received it: which shop's credentials it carried, and for what."""

    method: str
    path: str
    query: str
    shop_id: str


class SandboxState:
    """Everything the handlers share. Used from the server's event-loop thread only."""

    def __init__(self, config: SandboxConfig) -> None:
        self.config = config
        self.db: sqlite3.Connection = database.open_database(config.db_path)
        database.init_schema(self.db)
        self.random = random.Random(config.seed)
        self.rate_limit = SlidingWindowLimit(*config.rate_limit) if config.rate_limit else None
        # Which reading the production front answers next where sources disagree; reset with the state.
        self.production_readings = Readings()
        self._public_base_url: str | None = None
        # What reached the sandbox, as whom (contract §9 extension): tests check whose credentials each call carried.
        self.requests_seen: deque[RequestSeen] = deque(maxlen=REQUEST_LOG_SIZE)

    def log_request(self, connection: HTTPConnection, shop_id: str) -> None:
        """Notes a request in the request log (GET /__sandbox__/requests) with the shop whose credentials it carried
        ("" for none: contract §8 takes no credentials)."""
        method = connection.scope.get("method", "")
        self.requests_seen.append(RequestSeen(method, connection.url.path, connection.url.query, shop_id))

    def now(self) -> datetime:
        """The sandbox's time, aware, in Europe/Amsterdam."""
        moment = self.config.clock() if self.config.clock else datetime.now(wire.TIMEZONE)
        return moment.astimezone(wire.TIMEZONE)

    def now_epoch(self) -> float:
        return self.now().timestamp()

    @property
    def public_base_url(self) -> str:
        """Where clients reach this sandbox, for links it hands out (label_url, tracking_url)."""
        if self._public_base_url:
            return self._public_base_url
        return f"http://{self.config.host}:{self.config.port}"

    @public_base_url.setter
    def public_base_url(self, url: str) -> None:
        self._public_base_url = url.rstrip("/")

    def close(self) -> None:
        self.db.close()
