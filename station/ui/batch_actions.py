"""The batch panel's work: run the selected orders in queue order, stop, and cancel what a stopped batch left."""

from __future__ import annotations

import asyncio
import logging

from station.domain.enums import LabelFormat
from station.domain.text import QT_TRANSLATE_NOOP, message_of
from station.services.batch import BatchSummary
from station.services.errors import StationError, describe
from station.ui.async_tasks import tracked_slot
from station.ui.language import translated
from station.ui.window_part import Window, WindowPart

log = logging.getLogger("station.ui.window")


class BatchActions(WindowPart):
    """A batch over the selected orders: start, stop, and the shipments a stopped batch created but did not print."""

    def __init__(self, window: Window) -> None:
        super().__init__(window)
        self._batch_cancel: asyncio.Event | None = None

    def start_batch(self) -> None:
        """Start a batch over the selected orders, in queue order and the one format chosen under Print as; the
        panel shows it running at once, so Stop works at once."""
        self.start_batch_over(self.w.queue.selected_keys())

    def start_batch_over(self, keys: list[str]) -> None:
        if not keys or self.w.batch.running:
            return
        label_format = self.w.format_row.label_format()
        self._batch_cancel = asyncio.Event()
        self.w.batch.started(len(keys))
        self._run_batch(keys, label_format, self._batch_cancel)

    @tracked_slot(list, object, object)
    async def _run_batch(self, keys: list[str], label_format: LabelFormat, cancel: asyncio.Event) -> None:
        try:
            await self.w.shown_order.edits_kept()
            summary = await self.services.batch.run(
                keys, label_format, on_progress=self.w.batch.show_progress, cancel_event=cancel
            )
        except BaseException:
            self.w.batch.finished(BatchSummary(total=len(keys), cancelled=True))
            raise
        finally:
            self._batch_cancel = None
        self.w.batch.finished(summary)
        await self.w.queue_actions.load_queue()
        self.w.sheet.update(label_format)  # the batch's sheets used their slots
        if summary.failed:
            self.w.error_panel.show_message(
                QT_TRANSLATE_NOOP(
                    "BatchActions", "{failed} of %n orders not shipped or printed", "", summary.total
                ).format(failed=len(summary.failed)),
                "; ".join(
                    self.tr("{reference}: {reason}").format(reference=f.reference, reason=translated(f.reason))
                    for f in summary.failed[:3]
                ),
                QT_TRANSLATE_NOOP(
                    "BatchActions",
                    "Open each listed order in the batch panel, correct it, and run the batch again (done orders are "
                    "skipped).",
                ),
                retryable=False,
            )

    @tracked_slot(list)
    async def cancel_unprinted(self, keys: list[str]) -> None:
        """The operator confirmed: cancel the shipments a stopped batch created but did not print."""
        cancelled: list[str] = []
        refused: list[str] = []
        for key in keys:
            order = self.services.orders.get(key)
            try:
                await self.services.shipments.cancel(key)
            except StationError as error:  # no shipment any more (cancelled meanwhile): nothing to do
                log.info("batch leftover %s not cancelled: %s", key, error)
                refused.append(
                    self.tr("{reference}: {reason}").format(
                        reference=order.reference, reason=translated(message_of(error))
                    )
                )
                continue
            except Exception as error:  # the service refused one (handed over meanwhile...): the others go on
                refused.append(
                    self.tr("{reference}: {reason}").format(
                        reference=order.reference, reason=translated(describe(error).text)
                    )
                )
                continue
            cancelled.append(order.reference)
        self.w.batch.unprinted_handled(
            QT_TRANSLATE_NOOP(
                "BatchActions", "%n shipments created but not printed were cancelled: {references}.", "", len(cancelled)
            ).format(references=", ".join(cancelled[:6]))
            if cancelled
            else QT_TRANSLATE_NOOP("BatchActions", "No shipment created but not printed was cancelled.")
        )
        if refused:
            self.w.error_panel.show_message(
                QT_TRANSLATE_NOOP("BatchActions", "%n shipments not cancelled", "", len(refused)),
                "; ".join(refused[:3]),
                QT_TRANSLATE_NOOP(
                    "BatchActions", "Open each order to see its state; one with the carrier needs a return instead."
                ),
                retryable=False,
            )
        current = self.w.queue.current_order()
        if current is not None and current.key in keys:
            self.w.shown_order.show(current)

    def stop_batch(self) -> None:
        if self._batch_cancel is not None:
            self._batch_cancel.set()
            self.w.batch.stopping()
