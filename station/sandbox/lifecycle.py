"""Creating and resetting every part of the sandbox's state, the printing API's included."""

from __future__ import annotations

from station.sandbox import database, printing
from station.sandbox.production import store as production_store
from station.sandbox.state import SandboxState


def init_all(state: SandboxState) -> None:
    """Tables of every module exist (the main API's are made when the state opens its database)."""
    printing.init_schema(state.db)
    production_store.init_schema(state.db)


def reset_all(state: SandboxState) -> None:
    """contract §9 reset: shipments, orders, webhooks, printer groups, printing status and printers, and what the
    production front keeps beside them."""
    database.reset(state.db)
    printing.reset(state.db)
    production_store.reset(state.db)
    state.production_readings.clear()
    state.requests_seen.clear()
    if state.rate_limit is not None:
        state.rate_limit.clear()
