"""The window's registry of running service calls: every task is tracked, its failure reported, all cancelled on quit."""

from __future__ import annotations

import asyncio
import functools
import inspect
import logging
from collections.abc import Callable, Coroutine, Hashable
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QObject, Signal, Slot

from station.ui.qt_objects import shiboken6_valid

T = TypeVar("T")

log = logging.getLogger("station.ui.tasks")


class TaskRegistry(QObject):
    """Runs coroutines on the qasync loop and remembers them until they finish.

    Failures never reach `sys.excepthook`: they go to `failed`, which the window connects to its error panel,
    so one place shows every error (as Anki's errors.py does). `busy_changed` drives the busy indicator.
    """

    failed = Signal(object, object)  # exception, retry callable or None
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tasks: dict[asyncio.Task[Any], str] = {}
        self._exclusive: dict[Hashable, asyncio.Task[Any]] = {}

    @property
    def running(self) -> list[str]:
        """Names of the tasks still running (for the status bar and for tests)."""
        return list(self._tasks.values())

    def is_running(self, name: str) -> bool:
        return name in self._tasks.values()

    def run(
        self,
        coro: Coroutine[Any, Any, T],
        *,
        name: str,
        retry: Callable[[], object] | None = None,
        exclusive_key: Hashable | None = None,
    ) -> asyncio.Task[T]:
        """Start `coro` as a tracked task.

        `exclusive_key`: while a task with this key runs, the same call again joins it instead of starting a
        second one (a repeated selection or a double click). An older call with other arguments is *not*
        cancelled: WORKAROUND — cancelling an httpx request in flight under qasync left the next request on
        that client waiting for its answer until the read timeout (seen in test_shipment_flows, not yet
        reduced to a qasync or httpcore issue). Callers drop results that are no longer wanted instead.
        `retry` is offered next to the error when the failure is worth retrying.
        """
        if exclusive_key is not None:
            running = self._exclusive.get(exclusive_key)
            if running is not None and not running.done():
                coro.close()  # never started: closing it avoids the "never awaited" warning
                return running
        task = asyncio.ensure_future(coro)
        was_idle = not self._tasks
        self._tasks[task] = name
        if exclusive_key is not None:
            self._exclusive[exclusive_key] = task
        task.add_done_callback(functools.partial(self._finished, retry=retry, exclusive_key=exclusive_key))
        if was_idle:
            self.busy_changed.emit(True)
        return task

    def _finished(
        self, task: asyncio.Task[Any], *, retry: Callable[[], object] | None, exclusive_key: Hashable | None
    ) -> None:
        if not shiboken6_valid(self):
            return  # the window is gone (a task finished during shutdown): nobody left to tell
        name = self._tasks.pop(task, "")
        if exclusive_key is not None and self._exclusive.get(exclusive_key) is task:
            del self._exclusive[exclusive_key]
        if not self._tasks:
            self.busy_changed.emit(False)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is not None:
            # Logged without the message arguments' secrets: exceptions of the services carry none (their contract).
            log.warning("task %s failed: %s", name, type(exc).__name__)
            self.failed.emit(exc, retry)

    def cancel_all(self) -> None:
        """Cancel everything still running: called when the window closes, before the loop ends."""
        for task in list(self._tasks):
            task.cancel()

    async def wait_idle(self) -> None:
        """Wait until every tracked task is done (used on quit, after cancel_all)."""
        pending = list(self._tasks)
        if pending:
            await asyncio.gather(*pending, return_exceptions=True)


class HasTasks(Protocol):
    tasks: TaskRegistry


def tracked_slot(*types: type, exclusive: bool = False) -> Callable[[Callable[..., Coroutine[Any, Any, Any]]], Any]:
    """Like `qasync.asyncSlot`, but the task lands in `self.tasks` and its failure in the error panel.

    `exclusive`: a second call with the same arguments while the first runs joins the first (see `run`).

    Qt passes trailing signal arguments (e.g. `clicked(bool)`) a slot may not want; like asyncSlot, extra
    positional arguments beyond the coroutine's parameters are dropped.
    """

    def decorate(method: Callable[..., Coroutine[Any, Any, Any]]) -> Any:
        positional = [
            p
            for p in inspect.signature(method).parameters.values()
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
        ]
        max_args = len(positional) - 1  # without self

        @Slot(*types)
        @functools.wraps(method)
        def wrapper(self: HasTasks, *args: Any) -> asyncio.Task[Any]:
            used = args[:max_args]
            return self.tasks.run(
                method(self, *used),
                name=method.__name__,
                retry=functools.partial(wrapper, self, *args),
                exclusive_key=(id(self), method.__name__, *used) if exclusive else None,
            )

        return wrapper

    return decorate
