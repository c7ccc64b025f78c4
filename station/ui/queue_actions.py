"""The order queue's work: loading it off the UI thread, syncing from the service, importing order files."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from station.domain.text import QT_TRANSLATE_NOOP, joined
from station.services.orders import ImportReport, QueuedOrder
from station.ui.async_tasks import tracked_slot
from station.ui.qt_objects import shiboken6_valid
from station.ui.window_part import Window, WindowPart
from station.workers import run_blocking


class QueueActions(WindowPart):
    """The queue as a whole: loading it, syncing from the service, importing files; rows follow the services' events."""

    def __init__(self, window: Window) -> None:
        super().__init__(window)
        self._queue_generation = 0  # each queue load supersedes the ones before it
        self._import_dialog: QFileDialog | None = None
        self.last_import: ImportReport | None = None
        self._shown_read: list[QueuedOrder] | None = None  # every order, shown before the services were open

    def show_newest(self, orders: list[QueuedOrder]) -> None:
        """The session's newest orders, read while the window was built: the queue's first screenful, shown while
        every order is read (the queue says it is loading until then)."""
        if self._shown_read is None and not self.w.queue.model.total_count:
            self.w.queue.show_first(orders)

    def show_read(self, orders: list[QueuedOrder]) -> None:
        """Every order, as the session's opening read them: shown at once, before the services are open; their
        first load (`reload_queue` with the same list) takes them as shown instead of handing them over again."""
        self._queue_generation += 1
        self._shown_read = orders
        self.w.queue.set_orders(orders)

    def reload_queue(self, read: list[QueuedOrder] | None = None) -> asyncio.Task[None]:
        """Read every order again, off the UI thread (a tracked task; "Loading orders…" until it is shown).
        `read`: the orders just read from this session's store (its opening did), shown without reading again."""
        if read is None or read is not self._shown_read:
            self.w.queue.begin_loading()
        return self.tasks.run(self.load_queue(read), name="load_queue")

    async def load_queue(self, read: list[QueuedOrder] | None = None) -> None:
        """Read and decode the orders on a worker thread (100,000 orders: about a second); only the model swap
        runs on the UI thread. A later load supersedes this one; rows updated meanwhile keep their newer state."""
        self._queue_generation += 1
        generation = self._queue_generation
        if read is not None and read is self._shown_read:
            # Shown before the services were open (show_read): nothing to hand over again.
            self._shown_read = None
            self.w.queue.sample_hint.setVisible(self.w.sandbox and not read)
            return
        self.w.queue.begin_loading()
        orders = read if read is not None else await run_blocking(self.services.orders.orders)
        if generation == self._queue_generation and shiboken6_valid(self.w):
            self.w.queue.set_orders(orders)
            self.w.queue.sample_hint.setVisible(self.w.sandbox and not orders)

    @tracked_slot(exclusive=True)
    async def sync_orders(self) -> None:
        self.w.status.showMessage(self.tr("Fetching open orders and pending shipments…"))
        report = await self.services.orders.sync_from_service()
        await self.load_queue()
        hint = (
            " "
            + self.tr("The sandbox has no open orders of its own: import the sample orders (button above the queue).")
            if self.w.sandbox and self.w.queue.model.total_count == 0
            else ""
        )
        self.w.status.showMessage(
            self.tr(
                "Fetched: {orders} new orders, {shipments} pending shipments, {known} already in the queue."
            ).format(orders=report.added_orders, shipments=report.added_shipments, known=report.already_known)
            + hint,
            12000,
        )

    def import_sample_orders(self) -> None:
        """The sample order file shipped with Station, for trying it on the sandbox."""
        from station.assets import sample_orders_csv

        self.import_orders(str(sample_orders_csv()))

    def choose_import_file(self) -> None:
        # Non-modal (open(), not exec()): the event loop and running tasks keep going (qasync).
        dialog = QFileDialog(
            self.w, self.tr("Import orders"), str(Path.home()), self.tr("Orders (*.csv *.json);;All files (*)")
        )
        dialog.setObjectName("importDialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.import_orders)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        self._import_dialog = dialog

    @tracked_slot(str)
    async def import_orders(self, path: str) -> None:
        # Reading and parsing a big file is I/O and CPU: a worker thread, so the window stays responsive.
        report = await run_blocking(self.services.orders.import_file, path)
        await self.load_queue()
        name = Path(path).name
        self.w.status.showMessage(
            QT_TRANSLATE_NOOP("QueueActions", "{file}: {imported}, {duplicates}, {errors}.").format(
                file=name,
                imported=QT_TRANSLATE_NOOP("QueueActions", "%n orders imported", "", report.imported),
                duplicates=QT_TRANSLATE_NOOP("QueueActions", "%n already in the queue", "", report.skipped_duplicates),
                errors=QT_TRANSLATE_NOOP("QueueActions", "%n rows with errors", "", len(report.errors)),
            ),
            10000,
        )
        self.last_import = report
        if report.errors:
            rows = [
                QT_TRANSLATE_NOOP("QueueActions", "line {line} {field}: {message}").format(
                    line=e.line, field=e.field, message=e.message
                )
                for e in report.errors[:5]
            ]
            if len(report.errors) > 5:
                rows[-1] = QT_TRANSLATE_NOOP("QueueActions", "{row} (and %n more)", "", len(report.errors) - 5).format(
                    row=rows[-1]
                )
            self.w.error_panel.show_message(
                QT_TRANSLATE_NOOP("QueueActions", "%n rows of {file} not imported", "", len(report.errors)).format(
                    file=name
                ),
                joined(rows, "; "),
                QT_TRANSLATE_NOOP(
                    "QueueActions",
                    "Correct these rows in the file and import it again; rows already imported are skipped.",
                ),
                retryable=False,
            )
        if report.imported_keys:
            self.w.queue.select_key(report.imported_keys[0])

    async def show_work_sent(self) -> None:
        await self.load_queue()
        current = self.w.queue.current_order()
        if current is not None:
            self.w.shown_order.show(current)

    def changed_at_another_table(self, order_keys: tuple[str, ...]) -> None:
        """Other packing tables on the shared store changed these orders: their rows in place; orders this queue
        has not got yet (imported at another table) make it read the queue again."""
        if not shiboken6_valid(self.w):
            return
        if any(self.w.queue.model.row_by_key(key) is None for key in order_keys):
            self.reload_queue()
            return
        self.shipped_elsewhere(order_keys)

    def shipped_elsewhere(self, order_keys: tuple[str, ...]) -> None:
        """The service told of shipments made at other stations (or their cancellation): show them where they are."""
        if not shiboken6_valid(self.w):
            return
        if len(order_keys) > 200:
            self.reload_queue()  # a first sweep over a big queue: one read instead of hundreds
        else:
            self.refresh_rows(order_keys)
        current = self.w.queue.current_order()
        if current is not None and current.key in order_keys:
            self.w.shown_order.show(self.services.orders.get(current.key))

    def refresh_rows(self, order_keys: Sequence[str]) -> None:
        """These orders changed (OrdersChanged): their rows are read again."""
        for order_key in order_keys:
            self.w.queue.update_order(self.services.orders.get(order_key))
