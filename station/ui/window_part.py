"""What every part of the window's work has: the window (its panels and the other parts), its tasks, the services."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from station.services.station import StationServices

if TYPE_CHECKING:
    # Only for the type checker: the window builds its parts, the parts never build a window.
    from station.ui.main_window import MainWindow as Window
else:
    Window = object


class WindowPart:
    """One area of the window's work (the queue, the order shown, shipment actions, the sheet, the batch): it asks
    the services and shows their answers in the panels; what changed elsewhere reaches it as the services' events."""

    def __init__(self, window: Window) -> None:
        self.w = window
        self.tasks = window.tasks  # @tracked_slot runs its coroutines here: failures reach the one error area

    def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """`source` in the language spoken now, in this part's context (its class name), as QObject.tr does."""
        return QCoreApplication.translate(type(self).__name__, source, disambiguation, n)

    @property
    def services(self) -> StationServices:
        services = self.w.services
        if services is None:
            raise RuntimeError("the window's services are not open yet")
        return services
