"""Where a failure reaches the operator: the one error area, with the way out where there is one (a return after
a refused cancel, ship anyway, the question about an earlier print), and the service link told of it."""

from __future__ import annotations

from collections.abc import Callable

from station.domain.errors import ErrorKind
from station.domain.text import QT_TRANSLATE_NOOP
from station.services.errors import DraftInvalid, PrintNeedsConfirmation, ShippedElsewhereUnknown
from station.ui.order_queue import refocus_scan_field_soon
from station.ui.window_part import WindowPart


class ErrorRouting(WindowPart):
    """Every failure of a tracked task, and every one a part reports, ends here."""

    def report(self, exc: BaseException, retry: Callable[[], object] | None = None, source: str | None = None) -> None:
        """The one way failures reach the operator (TaskRegistry.failed ends here). `source` names what the error is
        about, so it disappears once that succeeds (`ErrorPanel.resolved`)."""
        if getattr(exc, "kind", None) is ErrorKind.CONFLICT and self.w.queue.current_order():
            # contract §3: cancelling after handed_over is refused; the way out is a return, one click away.
            self.w.error_panel.show_exception(
                exc,
                action=(
                    QT_TRANSLATE_NOOP("ErrorRouting", "Create return"),
                    self.w.shipment_actions.return_with_current_choices,
                ),
            )
            self.w.shipment_actions.refresh_shipment()
        elif isinstance(exc, DraftInvalid):
            self.w.error_panel.show_exception(exc)
            self.w.detail.revalidate()
        elif isinstance(exc, ShippedElsewhereUnknown) and exc.order_key:
            # Nothing was created: waiting is the retry; shipping anyway needs the operator's word, asked inline.
            order_key = exc.order_key
            self.w.error_panel.show_exception(
                exc,
                retry=retry,
                source=source,
                action=(
                    QT_TRANSLATE_NOOP("ErrorRouting", "Ship anyway…"),
                    lambda: self.w.shipment_actions.ask_ship_anyway(order_key),
                ),
            )
        elif isinstance(exc, PrintNeedsConfirmation):
            self.w.error_panel.show_exception(exc)
            self.w.shipment_actions.check_unknown_prints()  # the question it needs is asked above the panels
        else:
            self.w.error_panel.show_exception(exc, retry=retry, source=source)
        if self.w.services is not None:
            self.w.services.link.failed(exc)
        refocus_scan_field_soon(self.w.scan_field)
