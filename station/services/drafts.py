"""The operator's edits of orders' shipments, kept with their orders while the operator goes on working."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

from station.domain.models import ShipmentDraft
from station.services.shipping import ShipmentService
from station.store.records import QueuedOrder

Runner = Callable[[Coroutine[Any, Any, QueuedOrder]], "asyncio.Future[QueuedOrder]"]


class EditDrafts:
    """An edit is kept in the background (a write on the store's writer thread); until it is written, `draft_for`
    answers with it, and `all_kept` — awaited before anything is created — waits for it, so every create ships what
    the operator typed, whichever way it is started. A kept edit is told as `OrdersChanged`
    (ShipmentService.save_draft)."""

    def __init__(self, shipments: ShipmentService) -> None:
        self._shipments = shipments
        self._being_kept: dict[str, tuple[ShipmentDraft, asyncio.Future[QueuedOrder]]] = {}

    def keep(
        self, order_key: str, draft: ShipmentDraft, run: Runner = asyncio.ensure_future
    ) -> asyncio.Future[QueuedOrder]:
        """Starts keeping `draft` with the order; `run` starts the writing (the UI's tracked tasks, so a failure is
        shown like any other)."""
        future = run(self._save(order_key, draft))
        self._being_kept[order_key] = (draft, future)
        return future

    async def _save(self, order_key: str, draft: ShipmentDraft) -> QueuedOrder:
        try:
            return await self._shipments.save_draft(order_key, draft)
        finally:
            being_kept = self._being_kept.get(order_key)
            if being_kept is not None and being_kept[0] is draft:
                del self._being_kept[order_key]

    def draft_for(self, order_key: str) -> ShipmentDraft:
        """The order's draft: the edit being kept, else as kept (ShipmentService.draft_for)."""
        being_kept = self._being_kept.get(order_key)
        return being_kept[0] if being_kept is not None else self._shipments.draft_for(order_key)

    async def all_kept(self) -> None:
        """Every edit still being written is written; one that could not be raises its error here too (nothing is
        created from an edit that was not kept)."""
        pending = [future for _draft, future in self._being_kept.values()]
        if pending:
            await asyncio.gather(*pending)
