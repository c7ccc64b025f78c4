"""The packing table's day in the window: printer health and the scale on screen, and the dialogs for the packing
slip, the scale and closing the day. The window creates it once its services are open and hands it its actions."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QBoxLayout

from station.domain.text import QT_TRANSLATE_NOOP
from station.ui.language import translated
from station.ui.printer_health import PrinterHealthIndicator
from station.ui.scale_widget import ScaleIndicator

if TYPE_CHECKING:
    from station.services.station import StationServices
    from station.ui.main_window import MainWindow


class PackingTableController(QObject):
    def __init__(self, window: MainWindow, services: StationServices, show_preview: Callable[[], object]) -> None:
        super().__init__(window)
        self._window = window
        self._services = services
        self._show_preview = show_preview
        # The status bar: the printers the profiles use; a label stuck in a queue goes to the error panel.
        self.printer_health = PrinterHealthIndicator()
        window.status.addPermanentWidget(self.printer_health)
        self.printer_health.stuck.connect(
            lambda message: window.error_panel.show_message(
                QT_TRANSLATE_NOOP("PackingTable", "Label stuck in the printer queue"), message, "", retryable=False
            )
        )
        self.printer_health.watch(services.printer_health)
        services.slips.add_notice_observer(lambda message: window.status.showMessage(message, 12000))
        services.slips.say = translated  # the slips print in the station's language
        # The detail panel: the weight on the scale, live, and the cheaper package it allows.
        self.scale_indicator = ScaleIndicator(window.detail.draft)
        column = window.detail.layout()
        assert isinstance(column, QBoxLayout)  # the detail panel is one column of parts
        column.insertWidget(2, self.scale_indicator)
        self.scale_indicator.use_package.connect(window.detail.options_editor.package_box.select)
        self.scale_indicator.watch(services.scale)

    def open_close_day(self) -> None:
        from station.ui.close_day_dialog import CloseDayDialog

        self.close_day_dialog = CloseDayDialog(
            self._services.day_close, self._services.printing, self._window.tasks, parent=self._window
        )
        self.close_day_dialog.open()

    def open_slip_settings(self) -> None:
        """Saved, the Label tab's preview shows the slip as it prints now."""
        from station.printers.qt_printer import system_printer_names
        from station.ui.slip_settings import SlipSettingsDialog

        self.slip_settings_dialog = SlipSettingsDialog(
            self._services.slips.settings_store, system_printer_names(), self._window
        )
        self.slip_settings_dialog.accepted.connect(self._show_preview)
        self.slip_settings_dialog.open()

    def open_scale_settings(self) -> None:
        """Saved, the scale is read anew."""
        from station.ui.scale_settings import ScaleSettingsDialog

        self.scale_settings_dialog = ScaleSettingsDialog(self._services.scale_settings, self._window)
        self.scale_settings_dialog.accepted.connect(
            lambda: self._window.tasks.run(self._services.restart_scale(), name="restart_scale")
        )
        self.scale_settings_dialog.open()
