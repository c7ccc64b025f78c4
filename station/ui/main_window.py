"""Station's main window: scan bar, error panel, and the three panels — order queue, shipment detail, printer groups.

Layout and wiring only: the work lives in its parts (queue_actions, order_view, shipment_actions, sheet_actions,
batch_actions), and what the services changed reaches the panels as their change events (station.services.events).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from station.services.orders import QueuedOrder
from station.services.session import account_summary
from station.services.station import StationServices
from station.ui.async_tasks import TaskRegistry
from station.ui.batch_actions import BatchActions
from station.ui.batch_panel import BatchPanel
from station.ui.error_panel import ErrorPanel, reserved_error_height
from station.ui.error_routing import ErrorRouting
from station.ui.event_bridge import EventBridge
from station.ui.label_format_row import LabelFormatRow
from station.ui.label_preview import LabelPreview
from station.ui.operator_choice import OperatorController
from station.ui.order_queue import OrderQueuePanel, ScanKeyRedirect, refocus_scan_field_soon
from station.ui.order_view import OrderView
from station.ui.packing_table import PackingTableController
from station.ui.print_confirmations import PrintingNotice, UnknownPrintsPanel
from station.ui.qt_objects import running_application
from station.ui.queue_actions import QueueActions
from station.ui.scan_commands import ScanCommands
from station.ui.scanner_input import LayoutAwareScanField, ScannerHelp
from station.ui.sheet_actions import SheetActions
from station.ui.sheet_picker import SheetPicker
from station.ui.shipment_actions import ShipmentActions
from station.ui.shipment_detail import ShipmentDetailPanel
from station.ui.shortcuts import HelpOverlay
from station.ui.status_bar import StationStatusBar
from station.ui.verify_contents import ContentsVerificationPart
from station.ui.view_state import ViewState, first_panel_sizes, fit_to_screen
from station.ui.window_events import show_changes
from station.ui.window_menus import build_actions
from station.ui.window_texts import SANDBOX_BANNER as SANDBOX_BANNER  # the banner's words, for its tests
from station.ui.window_texts import retranslate_window


class MainWindow(QMainWindow):
    """The packing table's window. Panels emit what the operator wants; the window's parts ask the services.

    Every service call runs as a tracked task (`self.tasks`), whose failure lands in the one error panel.
    """

    account_requested = Signal()  # app.py opens the account dialog (it may switch services)
    printer_profiles_requested = Signal()
    delivery_options_requested = Signal(object)  # the QueuedOrder whose delivery choice to edit
    closing = Signal()  # the operator closed the window: app.py shuts the session down

    def __init__(
        self,
        services: StationServices | None,
        *,
        sandbox: bool,
        printer_groups_factory: Callable[[TaskRegistry], QWidget | None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """`printer_groups_factory(tasks)` builds the printer-groups panel sharing this window's task registry.

        `services` None: the window shows at once, in a starting state (nothing that needs the services can be
        used), and `attach_services` brings it to life once they are open (StationApp opens them off the UI thread).
        """
        super().__init__(parent)
        self.services: StationServices | None = None
        self._printer_groups_factory = printer_groups_factory
        self.sandbox = sandbox
        self.tasks = TaskRegistry(self)

        # -- widgets -------------------------------------------------------------------------------------
        self.banner = QLabel()
        self.banner.setObjectName("sandboxBanner")
        self.banner.setStyleSheet("background: #ffd23f; color: #222; font-weight: bold; padding: 6px 10px;")
        self.banner.setVisible(sandbox)

        self.scan_field = LayoutAwareScanField()  # a scanner's code on any keyboard layout
        self.scan_to_print = QCheckBox()
        self.scan_to_print.setObjectName("scanToPrint")
        self.scan_to_print.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.format_row = LabelFormatRow()
        scan_bar = QHBoxLayout()
        self.scan_label = QLabel()
        self.scan_label.setBuddy(self.scan_field)
        scan_bar.addWidget(self.scan_label)
        scan_bar.addWidget(self.scan_field, 1)
        scan_bar.addWidget(self.scan_to_print)
        scan_bar.addWidget(self.format_row)
        self.scan_field.setStyleSheet("font-size: 15px; padding: 4px;")

        self.printing_notice = PrintingNotice()
        self.printing_notice.profiles_requested.connect(self.printer_profiles_requested)
        self.error_panel = ErrorPanel()
        self.unknown_prints = UnknownPrintsPanel()

        self.queue = OrderQueuePanel()
        self.batch = BatchPanel()
        left = QSplitter(Qt.Orientation.Vertical)
        left.setObjectName("queueAndBatch")
        self.left_splitter = left
        left.addWidget(self.queue)
        left.addWidget(self.batch)
        left.setStretchFactor(0, 4)
        left.setStretchFactor(1, 1)
        left.setCollapsible(1, False)
        left.setSizes([600, self.batch.sizeHint().height() + 40])  # room for the summary line

        self.detail = ShipmentDetailPanel()
        self.preview = LabelPreview()
        self.sheet_picker = SheetPicker()
        self.sheet_picker.sheet.setProperty("keepsKeys", True)  # keys 1–4 choose slots there, not a scan
        label_row = QWidget()
        label_layout = QHBoxLayout(label_row)
        label_layout.setContentsMargins(0, 0, 0, 0)
        label_layout.addWidget(self.sheet_picker)
        label_layout.addWidget(self.preview, 2)
        self.detail.embed_label_widgets(label_row)

        self.printer_groups: QWidget | None = None
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("panels")
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.detail)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 4)
        self.splitter.setSizes([520, 600])

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 0, 6, 0)
        layout.setSpacing(4)
        layout.addWidget(self.banner)
        layout.addWidget(self.printing_notice)
        layout.addLayout(scan_bar)
        # The error panel lives in a space of fixed height (scrolling when several are shown): an error that comes
        # or goes never moves the buttons below it.
        self.error_area = QScrollArea()
        self.error_area.setObjectName("errorArea")
        self.error_area.setWidgetResizable(True)
        self.error_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.error_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.error_area.setWidget(self.error_panel)
        self.error_area.setFixedHeight(reserved_error_height(self.error_panel))
        layout.addWidget(self.error_area)
        layout.addWidget(self.unknown_prints)
        layout.addWidget(self.splitter, 1)
        self.setCentralWidget(central)
        self.body = central
        self.status = StationStatusBar()
        self.setStatusBar(self.status)
        self.help_overlay = HelpOverlay(central)
        self.help_overlay.setProperty("keepsKeys", True)

        # -- the parts of the window's work, actions and wiring ------------------------------------------
        self.queue_actions = QueueActions(self)
        self.shown_order = OrderView(self)
        self.shipment_actions = ShipmentActions(self)
        self.sheet = SheetActions(self)
        self.batch_actions = BatchActions(self)
        self.errors = ErrorRouting(self)
        self.actions_by_id, self.menus = build_actions(self)
        self.scanner_help = ScannerHelp(self, self.scan_field, self.tasks)  # Help: scanner test page, calibration
        self.scan_commands = ScanCommands(self)  # every scan: a command, an item checked, or an order
        self.verification = ContentsVerificationPart(self)  # scan to verify a parcel's contents
        self.tasks.failed.connect(self.report_error)
        self.tasks.busy_changed.connect(self.status.set_busy)
        self.scan_field.scanned.connect(self.scan_commands.scanned)
        self.scan_field.zoom_requested.connect(
            lambda step: self.preview.zoom_in() if step > 0 else self.preview.zoom_out()
        )
        self.queue.current_changed.connect(self.shown_order.show)
        self.queue.selection_changed.connect(self.batch.set_selected_count)
        # Print here fills a slot per label of the selected orders (a multi-collo order has one per parcel).
        self.queue.selection_changed.connect(
            lambda _count: self.sheet_picker.set_label_count(self.sheet.labels_of_current())
        )
        self.queue.sync_requested.connect(self.queue_actions.sync_orders)
        self.queue.import_requested.connect(self.queue_actions.choose_import_file)
        self.queue.import_sample_requested.connect(self.queue_actions.import_sample_orders)
        self.detail.create_requested.connect(self.shipment_actions.create_and_print)
        self.detail.print_requested.connect(self.shipment_actions.print_current)
        self.detail.cancel_requested.connect(self.shipment_actions.cancel_shipment)
        self.detail.return_requested.connect(self.shipment_actions.create_return)
        self.detail.actions_changed.connect(self.sync_shipment_actions)
        self.detail.refresh_requested.connect(self.shipment_actions.refresh_shipment)
        self.detail.note_requested.connect(self.shipment_actions.add_note)
        self.detail.copy_tracking_requested.connect(self.shipment_actions.copy_tracking_url)
        self.detail.save_pdf_requested.connect(self.shipment_actions.choose_pdf_file)
        self.unknown_prints.answered.connect(self.shipment_actions.answer_unknown_print)
        self.detail.delivery_options_requested.connect(self.shipment_actions.open_delivery_options)
        self._closing = False
        self.format_row.changed.connect(self.sheet.label_format_changed)
        self.detail.options_editor.parcels_spin.valueChanged.connect(lambda _value: self.sheet.labels_changed())
        self.sheet_picker.positionsChosen.connect(self.sheet.print_at_positions)
        self.sheet_picker.fillRemainingRequested.connect(self.sheet.fill_sheet)
        self.sheet_picker.resetSheetRequested.connect(self.sheet.new_sheet)
        self.batch.start_requested.connect(self.batch_actions.start_batch)
        self.batch.stop_requested.connect(self.batch_actions.stop_batch)
        self.batch.failure_activated.connect(self.queue.select_key)
        self.batch.print_unprinted_requested.connect(self.batch_actions.start_batch_over)
        self.batch.cancel_unprinted_requested.connect(self.batch_actions.cancel_unprinted)
        self._key_redirect = ScanKeyRedirect(self.scan_field)
        # Escape anywhere in the window: the open question is declined and the scan field emptied (never typed).
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        escape.setContext(Qt.ShortcutContext.WindowShortcut)
        escape.activated.connect(self.escape_pressed)
        self._events: EventBridge | None = None
        self._view_state = ViewState()
        self._shown_before = False
        self._restored_geometry = False
        self._restore_view_state()
        self.retranslate_ui()
        if services is not None:
            self.attach_services(services)
        else:
            self.show_starting(self.tr("Starting Station…"))

    def retranslate_ui(self) -> None:
        retranslate_window(self)  # the window's own texts (station.ui.window_texts); the panels say theirs

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def set_sandbox(self, sandbox: bool) -> None:
        """Whether this session talks to the built-in sandbox (known once the account is read)."""
        self.sandbox = sandbox
        self.retranslate_ui()
        self.banner.setVisible(sandbox)

    def show_starting(self, what: str) -> None:
        """Before the services are open: the window is there, says what it waits for, and offers nothing else."""
        self.body.setEnabled(False)
        for action_id, action in self.actions_by_id.items():
            action.setEnabled(action_id in _ACTIONS_WITHOUT_SERVICES)
        self.status.set_account(what)
        self.queue.show_loading(what)

    def attach_services(self, services: StationServices, first_orders: list[QueuedOrder] | None = None) -> None:
        """The services are open: wire them in, enable the window and load the queue (off the UI thread; or
        `first_orders`, the store's orders as the session's opening read them)."""
        if self.services is not None:
            raise RuntimeError("this window already has its services")
        self.services = services
        self.detail.set_active_carriers(
            sorted(services.active_carriers) if services.active_carriers is not None else None
        )
        self.detail.set_capabilities(services.capabilities)
        printer_groups = self._printer_groups_factory(self.tasks) if self._printer_groups_factory else None
        self.printer_groups = printer_groups
        if printer_groups is not None:
            # Scrollable, so the window still fits a laptop screen with all three panels side by side.
            printer_scroll = QScrollArea()
            printer_scroll.setObjectName("printerGroupsScroll")
            printer_scroll.setWidgetResizable(True)
            printer_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
            printer_scroll.setWidget(printer_groups)
            self.splitter.addWidget(printer_scroll)
            self.splitter.setStretchFactor(2, 3)
        if not (
            self._view_state.restore_splitter(self.splitter) and self._view_state.restore_splitter(self.left_splitter)
        ):
            if not self._restored_geometry:
                fit_to_screen(self)  # the printer groups panel joined: the screen is still the limit
            first_panel_sizes(self.splitter, self.width())
        for action in self.actions_by_id.values():
            action.setEnabled(True)
        self.sync_shipment_actions()
        self.body.setEnabled(True)
        running_application().installEventFilter(self._key_redirect)
        self._events = EventBridge(services.events, self)
        show_changes(self, self._events)  # each change the services publish reaches the views that show it
        # Printer health, the scale, the packing slip and closing the day (station/ui/packing_table.py).
        self.packing_table = PackingTableController(self, services, self.shown_order.reload_preview)
        self.operator = OperatorController(self, services)  # who packs, and the operator log
        self.sheet.label_format_changed(self.format_row.label_format())
        self.status.set_account(account_summary(services.account.settings, sandbox=self.sandbox))
        self.queue_actions.reload_queue(first_orders)
        self.shipment_actions.check_unknown_prints()
        self.scan_field.setFocus()

    def _restore_view_state(self) -> None:
        """The window's size and place, Scan to print and Print as from the last session; the first time a size
        that fits the screen."""
        state = self._view_state
        self.scan_to_print.setChecked(state.scan_to_print())
        self.format_row.format_box.select(state.label_format())
        self.sheet.label_format_changed(self.format_row.label_format())  # the sheet picker only for A4, before sizing
        self._restored_geometry = state.restore_geometry(self)
        if not self._restored_geometry:
            fit_to_screen(self)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._shown_before:
            self._shown_before = True
            # Only now are the panels' minimum sizes final (hidden parts, like the A4 sheet picker in A6, no longer
            # count): the size chosen before showing may have been widened to a stale minimum. Apply it again.
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            if not (self._restored_geometry and self._view_state.restore_geometry(self)):
                fit_to_screen(self)

    def _save_view_state(self) -> None:
        self._view_state.save(
            self, (self.splitter, self.left_splitter), self.scan_to_print.isChecked(), self.format_row.label_format()
        )

    def escape_pressed(self) -> None:
        """Escape: close the help, decline the open question, empty the scan field."""
        if self.help_overlay.isVisible():
            self.help_overlay.hide()
            return
        self.detail.question.decline()
        self.scan_field.clear()
        refocus_scan_field_soon(self.scan_field)

    def sync_shipment_actions(self) -> None:
        """The Shipment menu's actions follow the detail's buttons: disabled where they cannot apply, with why."""
        if self.services is None:
            return
        for action_id, button in (
            ("print_label", self.detail.print_button),
            ("save_pdf", self.detail.save_pdf_button),
            ("cancel_shipment", self.detail.cancel_button),
            ("create_return", self.detail.return_button),
        ):
            action = self.actions_by_id[action_id]
            action.setEnabled(button.isEnabled())
            action.setToolTip(button.toolTip())
            action.setStatusTip(button.toolTip())

    def toggle_help(self) -> None:
        if self.help_overlay.isVisible():
            self.help_overlay.hide()
        else:
            self.help_overlay.open()

    def report_error(
        self, exc: BaseException, retry: Callable[[], object] | None = None, source: str | None = None
    ) -> None:
        """The one way failures reach the operator (TaskRegistry.failed ends here): station.ui.error_routing."""
        self.errors.report(exc, retry, source)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        # Running service calls are cancelled; journaled work (outbox) resumes at the next start.
        self.tasks.cancel_all()
        if self.services is not None and not self._closing:
            self._closing = True
            self.shown_order.keep_edit()  # an edit typed just before quitting is kept too (the session waits for it)
        running_application().removeEventFilter(self._key_redirect)
        if self._events is not None:
            self._events.close()
        self.preview.release()
        self._save_view_state()
        self.closing.emit()
        super().closeEvent(event)


# What works before the services are open (the window's starting state).
_ACTIONS_WITHOUT_SERVICES = frozenset({"help", "quit"})
