"""Many print jobs (a batch's sheets or labels): labels fetched a few at a time, handed to the printer in order."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import Any

from station.services.outbox.print_records import PrinterBinding, PrintRequest
from station.services.outbox.prints import Prints
from station.store.records import OutboxEntry, PrintJobRecord


async def print_in_order(
    prints: Prints,
    requests: Sequence[PrintRequest],
    *,
    concurrency: int = 4,
    cancel: asyncio.Event | None = None,
    on_result: Callable[[int, PrintJobRecord | BaseException], None] | None = None,
) -> list[PrintJobRecord | BaseException | None]:
    """See OutboxService.print_in_order."""
    results: list[PrintJobRecord | BaseException | None] = [None] * len(requests)
    active = prints.journal.active
    fetching = asyncio.Semaphore(max(1, concurrency))
    # Journaled but not yet at the printer: bounds what a crash leaves to the drain and what a cancel still prints.
    ahead = asyncio.Semaphore(2 * max(1, concurrency))
    settled: asyncio.Queue[tuple[int, asyncio.Future[Any]] | None] = asyncio.Queue()
    tasks: list[asyncio.Task[Any]] = []

    async def fetch(entry: OutboxEntry, job: PrintJobRecord, binding: PrinterBinding) -> tuple[Any, ...]:
        try:
            return entry, job, binding, await prints.fetch_label(entry, job, binding)
        except BaseException:
            active.discard(entry.id)
            raise
        finally:
            fetching.release()

    async def journal_in_order() -> None:
        loop = asyncio.get_running_loop()
        try:
            for index, request in enumerate(requests):
                await ahead.acquire()
                await fetching.acquire()
                if cancel is not None and cancel.is_set():
                    fetching.release()
                    ahead.release()
                    break
                try:
                    entry, job, binding = await prints.journal_print(request)
                except Exception as error:  # per job: recorded, the rest go on
                    fetching.release()
                    failed: asyncio.Future[Any] = loop.create_future()
                    failed.set_exception(error)
                    await settled.put((index, failed))
                    continue
                task = loop.create_task(fetch(entry, job, binding), name=f"label-{entry.id}")
                tasks.append(task)
                await settled.put((index, task))
        finally:
            await settled.put(None)

    async def print_in_turn() -> None:
        while (item := await settled.get()) is not None:
            index, fetched = item
            result: PrintJobRecord | BaseException
            try:
                entry, job, binding, pdf = await fetched
            except Exception as error:  # the label could not be had: queued or refused, nothing printed
                result = error
            else:
                try:
                    result = await prints.hand_to_printer(entry, job, binding, pdf)
                except Exception as error:
                    result = error
                finally:
                    active.discard(entry.id)
            finally:
                ahead.release()
            results[index] = result
            if on_result is not None:
                on_result(index, result)

    try:
        await asyncio.gather(journal_in_order(), print_in_turn())
    finally:
        for task in tasks:
            task.cancel()  # only when cancelled from outside: the entries stay journaled for the drain
    return results
