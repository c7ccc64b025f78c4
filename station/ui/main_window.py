"""Station's main window: scan bar, error panel, and the three panels — order queue, shipment detail, printer groups."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from station.domain.enums import LabelFormat, ShipmentStatus
from station.domain.errors import ErrorKind
from station.domain.models import ShipmentDraft
from station.domain.selection import selection_to_options
from station.services.batch import BatchSummary
from station.domain.shippable import ShipVerdict
from station.services.errors import (
    DraftInvalid,
    NoShipmentYet,
    PrintNeedsConfirmation,
    ShipAgainNeedsConfirmation,
    ShippedElsewhereUnknown,
    StationError,
)
from station.services.shipped_elsewhere import describe_elsewhere
from station.services.events import (
    ConnectionChanged,
    JournalOutcome,
    JournalReported,
    PendingWorkChanged,
    QueueChanged,
    ShippedElsewhereLearnt,
)
from station.services.scan import ScanResult
from station.services.station import StationServices
from station.store.records import PrintJobRecord, PrintState, QueuedOrder, ShipmentRecord
from station.ui.async_tasks import TaskRegistry, run_in_worker, tracked_slot
from station.ui.batch_panel import BatchPanel
from station.ui.error_panel import ErrorPanel, reserved_error_height
from station.ui.event_bridge import EventBridge
from station.ui.label_preview import LabelPreview
from station.ui.order_queue import OrderQueuePanel, ScanField, ScanKeyRedirect, refocus_scan_field_soon
from station.ui.print_confirmations import PrintingNotice, UnknownPrintsPanel
from station.ui.sheet_picker import SheetPicker
from station.ui.inline_question import Choice
from station.ui.shipment_detail import (
    LabelFormatRow,
    ShipmentDetailPanel,
    cancel_blocked_reason,
    print_blocked_reason,
    return_blocked_reason,
)
from station.ui.shortcuts import ACTIONS, HelpOverlay, make_action
from station.ui.packing_table import PackingTableController
from station.ui.status_bar import Connection, StationStatusBar

log = logging.getLogger("station.ui.window")

EDIT_KEEP_DELAY_MS = 600  # after the last keystroke of an edit: kept with the order without waiting for a create

SANDBOX_BANNER = "Sandbox — labels are not real. Station is talking to its built-in test service on this computer."


class MainWindow(QMainWindow):
    """The packing table's window. Panels emit what the operator wants; this window asks the services.

    Every service call runs as a tracked task (`self.tasks`), whose failure lands in the one error panel.
    """

    account_requested = Signal()    # app.py opens the account dialog (it may switch services)
    printer_profiles_requested = Signal()
    delivery_options_requested = Signal(object)  # the QueuedOrder whose delivery choice to edit
    closing = Signal()              # the operator closed the window: app.py shuts the session down

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
        self._queue_generation = 0  # each queue load supersedes the ones before it
        self.sandbox = sandbox
        self.tasks = TaskRegistry(self)
        self.setWindowTitle("Station — sandbox" if sandbox else "Station")

        # -- widgets -------------------------------------------------------------------------------------
        self.banner = QLabel(SANDBOX_BANNER)
        self.banner.setObjectName("sandboxBanner")
        self.banner.setStyleSheet("background: #ffd23f; color: #222; font-weight: bold; padding: 6px 10px;")
        self.banner.setVisible(sandbox)

        self.scan_field = ScanField()
        self.scan_to_print = QCheckBox("Scan to print")
        self.scan_to_print.setObjectName("scanToPrint")
        self.scan_to_print.setToolTip("A scan creates the shipment and prints its label in one go (Ctrl+T)")
        self.scan_to_print.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.format_row = LabelFormatRow()
        scan_bar = QHBoxLayout()
        scan_label = QLabel("&Scan")
        scan_label.setBuddy(self.scan_field)
        scan_bar.addWidget(scan_label)
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
        self.status = StationStatusBar()
        self.setStatusBar(self.status)
        self.help_overlay = HelpOverlay(central)
        self.help_overlay.setProperty("keepsKeys", True)

        # -- actions and wiring --------------------------------------------------------------------------
        self.actions_by_id: dict[str, QAction] = {}
        self._build_actions()
        self.tasks.failed.connect(self.report_error)
        self.tasks.busy_changed.connect(self.status.set_busy)
        self.scan_field.scanned.connect(self.scan)
        self.scan_field.zoom_requested.connect(lambda step: self.preview.zoom_in() if step > 0 else self.preview.zoom_out())
        self.queue.current_changed.connect(self._order_selected)
        self.queue.selection_changed.connect(self.batch.set_selected_count)
        # Print here fills a slot per label of the selected orders (a multi-collo order has one per parcel).
        self.queue.selection_changed.connect(lambda _count: self.sheet_picker.set_label_count(self._labels_of_current()))
        self.queue.sync_requested.connect(self.sync_orders)
        self.queue.import_requested.connect(self.choose_import_file)
        self.queue.import_sample_requested.connect(self.import_sample_orders)
        self.detail.create_requested.connect(self.create_and_print)
        self.detail.print_requested.connect(self.print_current)
        self.detail.cancel_requested.connect(self.cancel_shipment)
        self.detail.return_requested.connect(self.create_return)
        self.detail.actions_changed.connect(self._sync_shipment_actions)
        self.detail.refresh_requested.connect(self.refresh_shipment)
        self.detail.note_requested.connect(self.add_note)
        self.detail.copy_tracking_requested.connect(self.copy_tracking_url)
        self.detail.save_pdf_requested.connect(self.choose_pdf_file)
        self.unknown_prints.answered.connect(self.answer_unknown_print)
        self.detail.delivery_options_requested.connect(self.open_delivery_options)
        # The operator's edit is kept with the order shortly after typing stops, when another order is shown, and
        # before anything is created: every create reads the order's kept draft (ShipmentService.draft_for).
        self._edit_timer = QTimer(self)
        self._edit_timer.setSingleShot(True)
        self._edit_timer.setInterval(EDIT_KEEP_DELAY_MS)
        self._edit_timer.timeout.connect(self._keep_edit)
        self.detail.edited.connect(self._edit_timer.start)
        self._edits_being_kept: dict[str, tuple[ShipmentDraft, asyncio.Task[None]]] = {}
        self._closing = False
        self.format_row.changed.connect(self._label_format_changed)
        self.detail.options_editor.parcels_spin.valueChanged.connect(lambda _value: self._labels_changed())
        self.sheet_picker.positionsChosen.connect(self.print_at_positions)
        self.sheet_picker.fillRemainingRequested.connect(self.fill_sheet)
        self.sheet_picker.resetSheetRequested.connect(self.new_sheet)
        self.batch.start_requested.connect(self.start_batch)
        self.batch.stop_requested.connect(self.stop_batch)
        self.batch.failure_activated.connect(self.queue.select_key)
        self.batch.print_unprinted_requested.connect(self._start_batch_over)
        self.batch.cancel_unprinted_requested.connect(self.cancel_unprinted)
        self._batch_cancel: asyncio.Event | None = None
        self._key_redirect = ScanKeyRedirect(self.scan_field)
        # Escape anywhere in the window: the open question is declined and the scan field emptied (never typed).
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        escape.setContext(Qt.ShortcutContext.WindowShortcut)
        escape.activated.connect(self.escape_pressed)
        self._events: EventBridge | None = None
        self._view_state = ViewState()
        self._shown_before = False
        self._restore_view_state()
        if services is not None:
            self.attach_services(services)
        else:
            self.show_starting("Starting Station…")

    # -- life cycle ------------------------------------------------------------------------------------------
    def set_sandbox(self, sandbox: bool) -> None:
        """Whether this session talks to the built-in sandbox (known once the account is read)."""
        self.sandbox = sandbox
        self.setWindowTitle("Station — sandbox" if sandbox else "Station")
        self.banner.setVisible(sandbox)

    def show_starting(self, what: str) -> None:
        """Before the services are open: the window is there, says what it waits for, and offers nothing else."""
        self.centralWidget().setEnabled(False)
        for action_id, action in self.actions_by_id.items():
            action.setEnabled(action_id in _ACTIONS_WITHOUT_SERVICES)
        self.status.set_account(what)
        self.queue.show_loading(what)

    def attach_services(self, services: StationServices) -> None:
        """The services are open: wire them in, enable the window and load the queue (off the UI thread)."""
        if self.services is not None:
            raise RuntimeError("this window already has its services")
        self.services = services
        self.detail.set_active_carriers(
            sorted(services.active_carriers) if services.active_carriers is not None else None)
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
        self._restore_panel_sizes()
        for action in self.actions_by_id.values():
            action.setEnabled(True)
        self._sync_shipment_actions()
        self.centralWidget().setEnabled(True)
        QApplication.instance().installEventFilter(self._key_redirect)
        self._listen(EventBridge(services.events, self))
        # Printer health, the scale, the packing slip and closing the day (station/ui/packing_table.py).
        self.packing_table = PackingTableController(
            self, services, lambda: self._current_key() and self.load_preview(self._current_key()))
        self._label_format_changed(self.format_row.label_format())
        self._show_account()
        self.reload_queue()
        self.check_unknown_prints()
        self.scan_field.setFocus()

    # -- size, panels and switches, as the operator left them -------------------------------------------------
    def _restore_view_state(self) -> None:
        """The window's size and place, Scan to print and Print as from the last session; the first time a size
        that fits the screen."""
        state = self._view_state
        self.scan_to_print.setChecked(state.scan_to_print())
        self.format_row.format_box.select(state.label_format())
        self._label_format_changed(self.format_row.label_format())  # the sheet picker only for A4, before sizing
        self._restored_geometry = state.restore_geometry(self)
        if not self._restored_geometry:
            self._fit_to_screen()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._shown_before:
            self._shown_before = True
            # Only now are the panels' minimum sizes final (hidden parts, like the A4 sheet picker in A6, no longer
            # count): the size chosen before showing may have been widened to a stale minimum. Apply it again.
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            if not (self._restored_geometry and self._view_state.restore_geometry(self)):
                self._fit_to_screen()

    def _fit_to_screen(self) -> None:
        available = self.screen().availableGeometry()
        # The window manager's frame counts too (known once shown; zero before).
        frame_width = self.frameGeometry().width() - self.geometry().width() if self.isVisible() else 0
        frame_height = self.frameGeometry().height() - self.geometry().height() if self.isVisible() else 0
        width = min(DEFAULT_WINDOW_SIZE[0], available.width() - frame_width)
        height = min(DEFAULT_WINDOW_SIZE[1], available.height() - frame_height)
        self.resize(width, height)
        self.move(available.x() + (available.width() - self.width() - frame_width) // 2,
                  available.y() + (available.height() - self.height() - frame_height) // 2)

    def _restore_panel_sizes(self) -> None:
        """Splitter positions from the last session; the first time shares that show every panel whole."""
        if self._view_state.restore_splitter(self.splitter) and self._view_state.restore_splitter(self.left_splitter):
            return
        if not self._restored_geometry:
            self._fit_to_screen()  # the printer groups panel joined: the screen is still the limit
        width = max(self.width() - 12, 600)
        shares = (0.28, 0.33, 0.39) if self.splitter.count() == 3 else (0.45, 0.55)  # the printer groups are wide
        self.splitter.setSizes([int(width * share) for share in shares])

    def _save_view_state(self) -> None:
        self._view_state.save(self, (self.splitter, self.left_splitter), self.scan_to_print.isChecked(),
                              self.format_row.label_format())

    # -- actions ---------------------------------------------------------------------------------------------
    def _build_actions(self) -> None:
        handlers: dict[str, Callable[[], object]] = {
            "focus_scan": lambda: self.scan_field.setFocus(Qt.FocusReason.ShortcutFocusReason),
            "toggle_scan_to_print": self.scan_to_print.toggle,
            "focus_filter": lambda: (self.queue.filter_edit.setFocus(), self.queue.filter_edit.selectAll()),
            "sync_orders": self.sync_orders,
            "import_orders": self.choose_import_file,
            "focus_queue": lambda: self.queue.table.setFocus(Qt.FocusReason.ShortcutFocusReason),
            "focus_detail": lambda: self.detail.tabs.setFocus(Qt.FocusReason.ShortcutFocusReason),
            "focus_printers": self._focus_printers,
            "create_shipment": self.create_and_print,
            "print_label": self.print_current,
            "save_pdf": self.choose_pdf_file,
            "cancel_shipment": self.cancel_shipment,
            "create_return": self._return_with_current_choices,
            "refresh_shipment": self.refresh_shipment,
            "copy_tracking_url": self.copy_tracking_url,
            "add_note": self._focus_note,
            "delivery_options": self.open_delivery_options,
            "batch_selected": self.start_batch,
            "cancel_batch": self.stop_batch,
            "printer_profiles": self.printer_profiles_requested.emit,
            "close_day": lambda: self.packing_table.open_close_day(),
            "packing_slip": lambda: self.packing_table.open_slip_settings(),
            "scale": lambda: self.packing_table.open_scale_settings(),
            "account": self.account_requested.emit,
            "dismiss_errors": self.error_panel.clear,
            "help": self.toggle_help,
            "quit": self.close,
        }
        menus = {
            "File": ("import_orders", "sync_orders", "account", "quit"),
            "Shipment": ("create_shipment", "print_label", "save_pdf", "cancel_shipment", "create_return", "refresh_shipment",
                         "copy_tracking_url", "add_note", "delivery_options"),
            "Batch": ("batch_selected", "cancel_batch"),
            "Printing": ("printer_profiles", "packing_slip", "scale", "focus_printers", "close_day"),
            "View": ("focus_scan", "toggle_scan_to_print", "focus_filter", "focus_queue", "focus_detail",
                     "dismiss_errors"),
            "Help": ("help",),
        }
        for spec in ACTIONS:
            action = make_action(self, spec, handlers[spec.id])
            self.addAction(action)  # active even where the menu bar is hidden (macOS full screen)
            self.actions_by_id[spec.id] = action
        for title, ids in menus.items():
            menu = self.menuBar().addMenu(f"&{title}")
            menu.setToolTipsVisible(True)  # a disabled action says why it cannot apply
            for action_id in ids:
                menu.addAction(self.actions_by_id[action_id])

    def escape_pressed(self) -> None:
        """Escape: close the help, decline the open question, empty the scan field."""
        if self.help_overlay.isVisible():
            self.help_overlay.hide()
            return
        self.detail.question.decline()
        self.scan_field.clear()
        refocus_scan_field_soon(self.scan_field)

    def _sync_shipment_actions(self) -> None:
        """The Shipment menu's actions follow the detail's buttons: disabled where they cannot apply, with why."""
        if self.services is None:
            return
        for action_id, button in (("print_label", self.detail.print_button), ("save_pdf", self.detail.save_pdf_button),
                                  ("cancel_shipment", self.detail.cancel_button),
                                  ("create_return", self.detail.return_button)):
            action = self.actions_by_id[action_id]
            action.setEnabled(button.isEnabled())
            action.setToolTip(button.toolTip())
            action.setStatusTip(button.toolTip())

    def toggle_help(self) -> None:
        if self.help_overlay.isVisible():
            self.help_overlay.hide()
        else:
            self.help_overlay.open()

    def _focus_printers(self) -> None:
        if self.printer_groups is not None:
            self.printer_groups.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _focus_note(self) -> None:
        self.detail.tabs.setCurrentIndex(self.detail.tabs.count() - 1)
        self.detail.note_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)

    # -- errors ----------------------------------------------------------------------------------------------
    def report_error(self, exc: BaseException, retry: Callable[[], object] | None = None,
                     source: str | None = None) -> None:
        """The one way failures reach the operator (TaskRegistry.failed ends here). `source` names what the error is
        about, so it disappears once that succeeds (`ErrorPanel.resolved`)."""
        if getattr(exc, "kind", None) is ErrorKind.CONFLICT and self.queue.current_order():
            # contract §3: cancelling after handed_over is refused; the way out is a return, one click away.
            self.error_panel.show_exception(exc, action=("Create return", self._return_with_current_choices))
            self.refresh_shipment()
        elif isinstance(exc, DraftInvalid):
            self.error_panel.show_exception(exc)
            self.detail.revalidate()
        elif isinstance(exc, ShippedElsewhereUnknown) and exc.order_key:
            # Nothing was created: waiting is the retry; shipping anyway needs the operator's word, asked inline.
            order_key = exc.order_key
            self.error_panel.show_exception(exc, retry=retry, source=source,
                                            action=("Ship anyway…", lambda: self.ask_ship_anyway(order_key)))
        elif isinstance(exc, PrintNeedsConfirmation):
            self.error_panel.show_exception(exc)
            self.check_unknown_prints()  # the question it needs is asked above the panels
        else:
            self.error_panel.show_exception(exc, retry=retry, source=source)
        if self.services is not None:
            self.services.link.failed(exc)
        refocus_scan_field_soon(self.scan_field)

    def _listen(self, events: EventBridge) -> None:
        """Each change the services publish reaches the views that show it."""
        self._events = events
        # The outbox tells these in the middle of its work: handled once its step is done.
        events.on(PendingWorkChanged, lambda event: self.status.set_pending(event.count), queued=True)
        events.on(JournalReported, self._journal_reported, queued=True)
        events.on(ConnectionChanged, lambda event: self.status.set_connection(
            Connection.ONLINE if event.online else Connection.OFFLINE, event.detail))
        # Work journaled during an outage went out: show the shipments the outbox created meanwhile.
        events.on(QueueChanged, lambda _event: self.tasks.run(self._show_work_sent(), name="load_queue"), queued=True)
        events.on(ShippedElsewhereLearnt, lambda event: self._shipped_elsewhere(event.order_keys))

    def _journal_reported(self, event: JournalReported) -> None:
        """A label asked for earlier (with its create, or while offline) printed, failed or was dropped by itself."""
        if event.outcome is JournalOutcome.PRINTED:
            self.status.showMessage(event.message, 8000)
        else:
            self.error_panel.show_message(
                "Label not printed" if event.outcome is JournalOutcome.FAILED else "Waiting label dropped",
                event.message, "Print the label by hand (Ctrl+P) if it is still needed.", retryable=False,
            )
        for order_key in event.order_keys:
            self._refresh_order(order_key)
        current = self.queue.current_order()
        if current is not None and current.key in event.order_keys:
            self._after_print(current.key, event.job.label_format if event.job else self.format_row.label_format())

    def _shipped_elsewhere(self, order_keys: tuple[str, ...]) -> None:
        """The service told of shipments made at other stations (or their cancellation): show them where they are."""
        if not shiboken6_valid(self):
            return
        if len(order_keys) > 200:
            self.reload_queue()  # a first sweep over a big queue: one read instead of hundreds
        else:
            for order_key in order_keys:
                self._refresh_order(order_key)
        current = self.queue.current_order()
        if current is not None and current.key in order_keys:
            self._order_selected(self.services.orders.get(current.key))

    def ask_ship_anyway(self, order_key: str) -> None:
        """Asks, inline, whether to ship the order without the service's answer about other stations; only a
        confirmation creates anything."""
        order = self.services.orders.get(order_key)
        self.queue.select_key(order_key)
        self.detail.question.ask(
            f"ship-anyway:{order_key}",
            f"<b>Ship {order.reference} anyway?</b> Station could not ask the service whether another station shipped "
            "it. If one did, the parcel gets a second shipment and a second label.",
            "&Ship anyway", "Don't ship", lambda _choices: self.ship_anyway(order_key),
            confirm_tip="Create the shipment and print its label without the service's answer (Alt+S)",
        )

    @tracked_slot(str)
    async def ship_anyway(self, order_key: str) -> None:
        """The operator confirmed shipping the order although the service could not be asked about it."""
        if order_key == self._current_key():
            self.services.store.log.add("ship anyway confirmed", order_key, "")
            await self._create_and_print(order_key, ship_again=False, ship_anyway=True)

    async def _show_work_sent(self) -> None:
        await self.load_queue()
        current = self.queue.current_order()
        if current is not None:
            self._order_selected(current)

    def _service_answered(self) -> None:
        self.services.link.answered()

    def _return_with_current_choices(self) -> None:
        self.create_return(self.detail.return_email_box.isChecked(), self.detail.printerless_box.isChecked())

    # -- queue -----------------------------------------------------------------------------------------------
    def reload_queue(self) -> asyncio.Task[None]:
        """Read every order again, off the UI thread (a tracked task; "Loading orders…" until it is shown)."""
        self.queue.begin_loading()
        return self.tasks.run(self.load_queue(), name="load_queue")

    async def load_queue(self) -> None:
        """Read and decode the orders on a worker thread (100,000 orders: about a second); only the model swap
        runs on the UI thread. A later load supersedes this one; rows updated meanwhile keep their newer state."""
        self._queue_generation += 1
        generation = self._queue_generation
        self.queue.begin_loading()
        orders = await run_in_worker(self.services.orders.orders)
        if generation == self._queue_generation and shiboken6_valid(self):
            self.queue.set_orders(orders)
            self.queue.sample_hint.setVisible(self.sandbox and not orders)

    def _refresh_order(self, order_key: str) -> QueuedOrder:
        """Re-read one order after an action and show it everywhere."""
        order = self.services.orders.get(order_key)
        self.queue.update_order(order)
        return order

    @tracked_slot(exclusive=True)
    async def sync_orders(self) -> None:
        self.status.showMessage("Fetching open orders and pending shipments…")
        report = await self.services.orders.sync_from_service()
        self._service_answered()
        await self.load_queue()
        hint = (" The sandbox has no open orders of its own: import the sample orders (button above the queue)."
                if self.sandbox and self.queue.model.total_count == 0 else "")
        self.status.showMessage(
            f"Fetched: {report.added_orders} new orders, {report.added_shipments} pending shipments, "
            f"{report.already_known} already in the queue." + hint, 12000,
        )

    def import_sample_orders(self) -> None:
        """The sample order file shipped with Station, for trying it on the sandbox."""
        from station.assets import sample_orders_csv

        self.import_orders(str(sample_orders_csv()))

    def choose_import_file(self) -> None:
        # Non-modal (open(), not exec()): the event loop and running tasks keep going (stack.md, qasync).
        dialog = QFileDialog(self, "Import orders", str(Path.home()), "Orders (*.csv *.json);;All files (*)")
        dialog.setObjectName("importDialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.import_orders)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        self._import_dialog = dialog

    @tracked_slot(str)
    async def import_orders(self, path: str) -> None:
        # Reading and parsing a big file is I/O and CPU: a worker thread, so the window stays responsive.
        report = await run_in_worker(self.services.orders.import_file, path)
        await self.load_queue()
        name = Path(path).name
        self.status.showMessage(
            f"{name}: {report.imported} orders imported, {report.skipped_duplicates} already in the queue, "
            f"{len(report.errors)} rows with errors.", 10000,
        )
        self.last_import = report
        if report.errors:
            lines = "; ".join(f"line {e.line} {e.field}: {e.message}" for e in report.errors[:5])
            more = f" (and {len(report.errors) - 5} more)" if len(report.errors) > 5 else ""
            self.error_panel.show_message(
                f"{len(report.errors)} rows of {name} not imported", lines + more,
                "Correct these rows in the file and import it again; rows already imported are skipped.",
                retryable=False,
            )
        if report.imported_keys:
            self.queue.select_key(report.imported_keys[0])

    # -- scanning --------------------------------------------------------------------------------------------
    @tracked_slot(str)
    async def scan(self, code: str) -> None:
        """A scanned reference or barcode selects its order; with scan to print it is shipped and printed."""
        to_print = self.scan_to_print.isChecked()
        label_format = self.format_row.label_format()
        self.status.showMessage(f"Scanned {code}…")
        await self._edits_kept()
        try:
            result = await self.services.scan.scan(code, scan_to_print=to_print, label_format=label_format)
        except ShipAgainNeedsConfirmation as question:
            # A scan never ships a cancelled order again by itself: the operator answers the question first.
            self.error_panel.resolved("scan")
            self.queue.select_key(question.order_key)
            self._ask_ship_again(question.order_key)
            refocus_scan_field_soon(self.scan_field)
            return
        except Exception as error:  # noqa: BLE001 - shown as this scan's error; the next good scan takes it away
            log.info("scan of %r failed: %s", code, type(error).__name__)
            if isinstance(error, DraftInvalid):
                self._show_scanned(code)  # its rule violations are shown inline, on the order that was scanned
            self.report_error(error, retry=lambda: self.scan(code), source="scan")
            return
        self.error_panel.resolved("scan")
        self.queue.update_order(result.order)
        self.queue.select_key(result.order.key)
        if to_print:
            self._service_answered()
            self._show_create_and_print(result, label_format)
        refocus_scan_field_soon(self.scan_field)

    def _show_scanned(self, code: str) -> None:
        order = self.services.orders.find_by_scan(code)
        if order is not None and order.key != self._current_key():
            self.queue.select_key(order.key)

    def _show_create_and_print(self, result: ScanResult, label_format: LabelFormat) -> None:
        """What a create-and-print (scan to print, or the detail's button) did: printed, printed before, or shipped
        at another station (nothing new printed)."""
        if result.shipped_elsewhere and result.shipment is not None:
            shipment = result.shipment
            words = describe_elsewhere(shipment.id, shipment.status, shipment.created_at)
            self.error_panel.show_message(
                "Shipped at another station", f"{result.order.reference}: {words}. Nothing new was printed.",
                "Print label (Ctrl+P) reprints that shipment's label if it is lost or damaged.", retryable=False,
            )
            if self._current_key() == result.order.key:
                self._order_selected(result.order)
        elif result.already_printed:
            self.error_panel.show_message(
                "Label already printed", f"The label of {result.order.reference} came out before.",
                "Use Print label (Ctrl+P) to print it again if it is lost or damaged.", retryable=False,
            )
        elif result.job is not None:
            self._show_job_outcome(result.job, f"{result.order.reference}: label printed")
            self._after_print(result.order.key, label_format)

    # -- the current order -----------------------------------------------------------------------------------
    def _order_selected(self, order: QueuedOrder | None) -> None:
        if self.detail.order is not None and (order is None or order.key != self.detail.order.key):
            self._keep_edit()  # the edit of the order shown before stays with that order
        draft = None
        if order is not None and (order.shipment is None or not self.detail.order or self.detail.order.key != order.key):
            being_kept = self._edits_being_kept.get(order.key)
            try:
                draft = being_kept[0] if being_kept else self.services.shipments.draft_for(order.key)
            except StationError as error:
                self.error_panel.show_exception(error)
        self.detail.show_order(order, draft)
        self._labels_changed()
        if order is None:
            self.preview.clear()
            return
        if order.shipment is not None and order.shipment.status is not ShipmentStatus.CANCELLED:
            self.load_tracking(order.key)
            self._show_print_jobs(order.key)
            shipment = order.shipment
            if self._has_label_to_show(order):
                self.load_preview(order.key)
            elif shipment.elsewhere:
                self.preview.clear("Shipped at another station; its label is not printed there yet.")
            else:
                self.preview.clear("The label shows here once it is printed.")
        else:
            self.preview.clear("No shipment yet: Create & print (Ctrl+Enter).")
            self.detail.show_tracking([])
            self.detail.show_print_jobs(self.services.printing.jobs_for(order.key), False)
        self._show_return_of(order.key)
        self._show_history(order.key)

    def _has_label_to_show(self, order: QueuedOrder) -> bool:
        """The preview shows a label that was printed, of a shipment that still exists: a cancelled shipment's label
        is void (and the service has none to give for it)."""
        shipment = order.shipment
        if shipment is None or shipment.status is ShipmentStatus.CANCELLED:
            return False
        if self.services.printing.printed_here(order.key):
            return True
        # Made at another station: shown once its label exists there (fetching a pending one would mark it printed).
        return shipment.elsewhere and shipment.status is not ShipmentStatus.PENDING

    def _show_return_of(self, order_key: str) -> None:
        """The Return tab shows the selected order's own return (or none), never the one shown before."""
        returned = self.services.shipments.return_of(order_key)
        if returned is None:
            self.detail.show_no_return()
            return
        if self.detail.shown_return_id != returned.id:
            self.detail.show_return(returned, None, reveal=False)
            if returned.qr_url:
                self.load_return_qr(order_key)

    @tracked_slot(str, exclusive=True)
    async def load_return_qr(self, order_key: str) -> None:
        returned = self.services.shipments.return_of(order_key)
        qr = await self.services.shipments.return_qr(returned) if returned is not None and returned.qr_url else None
        if qr is not None and self._current_key() == order_key and self.detail.shown_return_id == returned.id:
            self.detail.show_return(returned, qr, reveal=False)

    def sender_changed(self) -> None:
        """A sender address was saved: the order shown (not shipped yet) is sent from it now."""
        order = self.queue.current_order()
        if order is not None and self.detail.order is not None and self.detail.order.key == order.key:
            self.detail.set_sender(self.services.shipments.sender_for(order.key))
        self.status.showMessage("Sender address saved: new shipments are sent from it.", 8000)

    def _current_key(self) -> str | None:
        order = self.queue.current_order()
        return order.key if order else None

    @tracked_slot(str, exclusive=True)
    async def load_tracking(self, order_key: str) -> None:
        trace = await self.services.shipments.tracking(order_key)
        self._service_answered()
        if self._current_key() == order_key:
            self.detail.show_tracking(trace.history)
            self.queue.update_order(self.services.orders.get(order_key))

    def load_preview(self, order_key: str) -> None:
        """Show the order's label in the format chosen now (a format change loads it again, laid out anew)."""
        self._load_preview(order_key, self.format_row.label_format())

    @tracked_slot(str, object, exclusive=True)
    async def _load_preview(self, order_key: str, label_format: LabelFormat) -> None:
        positions = None
        if label_format is LabelFormat.A4:
            # A printed label is drawn in the slot it went to; otherwise where it would go now.
            printed = self.services.printing.printed_slot(order_key)
            positions = [printed] if printed is not None else self._positions_for(label_format)
        try:
            shown = await self.services.printing.preview(order_key, label_format, positions)
        except NoShipmentYet:
            # Cancelled while its label was on the way: there is no label to show, and nothing went wrong.
            if self._current_key() == order_key:
                self.preview.clear("No shipment: its label is void.")
            return
        if self._current_key() != order_key or self.format_row.label_format() is not label_format:
            return  # another order or format was chosen meanwhile: its own load shows it
        returned = self.services.shipments.return_of(order_key)
        names = {"label": "Label", "return label": "Return label", "packing slip": "Packing slip",
                 "return": f"Return #{returned.id}" if returned is not None else "Return"}
        shipment = self.services.orders.get(order_key).shipment
        if shipment is not None:  # multi-collo: a page per parcel, "Parcel 2 of 3 · barcode"
            names.update({f"parcel {number}": title for number, title in enumerate(parcel_titles(shipment), start=1)})
        self.preview.set_pdf(shown.pdf, [names[page] for page in shown.pages])

    def _show_history(self, order_key: str) -> None:
        # The operator log keeps what was done to the order here, notes included (the API cannot list notes).
        entries = self.services.store.log.entries(order_key, limit=50)
        self.detail.show_notes([f"{e.at:%Y-%m-%d %H:%M} {e.operator}: {e.action}" + (f" — {e.detail}" if e.detail else "")
                                for e in entries])

    # -- the operator's edits ---------------------------------------------------------------------------------
    def _keep_edit(self) -> None:
        """Keep the detail's unkept edit with its order (a tracked task); nothing when there is none."""
        self._edit_timer.stop()
        order, draft = self.detail.order, self.detail.edited_draft()
        if order is None or draft is None:
            return
        self.detail.edit_kept(draft)
        task = self.tasks.run(self._store_edit(order.key, draft), name="keep_edit")
        self._edits_being_kept[order.key] = (draft, task)

    async def _store_edit(self, order_key: str, draft: ShipmentDraft) -> None:
        try:
            kept = await self.services.shipments.save_draft(order_key, draft)
        finally:
            being_kept = self._edits_being_kept.get(order_key)
            if being_kept is not None and being_kept[0] is draft:
                del self._edits_being_kept[order_key]
        if not self._closing:
            self.queue.update_order(kept)

    async def _edits_kept(self) -> None:
        """Before anything is created: the edit on screen, and every edit still being written, are kept."""
        self._keep_edit()
        tasks = [task for _draft, task in self._edits_being_kept.values()]
        if tasks:
            await asyncio.gather(*tasks)

    # -- shipment actions ------------------------------------------------------------------------------------
    @tracked_slot()
    async def create_and_print(self) -> None:
        order = self.queue.current_order()
        if order is None or self.detail.order is None:
            return
        if self.detail.question.topic == f"ship-again:{order.key}":
            self.detail.question.confirm()  # Ctrl+Enter twice: the operator means it
            return
        await self._create_and_print(order.key, ship_again=False)

    @tracked_slot(str)
    async def ship_again(self, order_key: str) -> None:
        """The operator confirmed shipping the cancelled order again."""
        if order_key == self._current_key():
            await self._create_and_print(order_key, ship_again=True)

    def _ask_ship_again(self, order_key: str) -> None:
        """Ask, inline, before a cancelled order gets a new shipment (never a side effect of a scan or a batch)."""
        order = self.services.orders.get(order_key)
        if order is None or order.shipment is None:
            return
        shipment = order.shipment
        what = (f"{order.reference} was shipped at another station and cancelled there</b> "
                f"({describe_elsewhere(shipment.id, shipment.status, shipment.created_at)})" if shipment.elsewhere
                else f"The shipment #{shipment.id} of {order.reference} was cancelled.</b>")
        self.detail.question.ask(
            f"ship-again:{order_key}",
            f"<b>{what} Ship it again? A new shipment is created with the carrier and its label printed.",
            "Ship &again", "Keep cancelled", lambda _choices: self.ship_again(order_key),
            confirm_tip="Create a new shipment and print its label (Ctrl+Enter again, or Alt+A)",
        )

    async def _create_and_print(self, order_key: str, *, ship_again: bool, ship_anyway: bool = False) -> None:
        if self.detail.revalidate():
            # Violations are shown inline next to their fields; nothing is sent.
            self.detail.tabs.setCurrentIndex(0)
            return
        if not ship_again and self.services.shipments.decision_for(order_key).verdict is ShipVerdict.CONFIRM_AGAIN:
            self._ask_ship_again(order_key)
            return
        await self._edits_kept()
        label_format = self.format_row.label_format()
        positions = self._positions_for(label_format)
        # One call journals the print with the create: offline, the label prints by itself once the shipment exists.
        # The draft is the order's as kept: what the detail shows, the same one every other path reads.
        result = await self.services.scan.create_and_print(order_key, label_format, positions, ship_again=ship_again,
                                                           ship_anyway=ship_anyway)
        order = result.order
        self._service_answered()
        self._refresh_order(order.key)
        self._show_create_and_print(result, label_format)
        refocus_scan_field_soon(self.scan_field)

    @tracked_slot()
    async def print_current(self) -> None:
        """Print the current order's label; a label printed already is printed again only once the operator says so."""
        order = self.queue.current_order()
        if order is None:
            return
        if self.detail.question.topic == f"reprint:{order.key}":
            self.detail.question.confirm()  # Ctrl+P twice: the operator means it
            return
        label_format = self.format_row.label_format()
        await self._print(order.key, label_format, self._positions_for(label_format))

    @tracked_slot(str, object, object)
    async def _reprint(self, order_key: str, label_format: LabelFormat, positions: list[int] | None) -> None:
        """The operator confirmed the reprint question (about the order still shown)."""
        if order_key == self._current_key():
            await self._print(order_key, label_format, positions, reprint=True)

    @tracked_slot(tuple)
    async def print_at_positions(self, positions: tuple[int, ...]) -> None:
        """The sheet picker's "Print here": the selected orders' labels into the chosen slots, in queue order, as
        one job (several selected); the current order's label there (one)."""
        order = self.queue.current_order()
        if order is None:
            return
        if self.format_row.label_format() is not LabelFormat.A4:
            self.format_row.format_box.select(LabelFormat.A4)
        keys = self.queue.selected_keys()
        if len(keys) > 1:
            await self._print_on_sheet(keys, list(positions))
        elif order.shipment is None or order.shipment.status is ShipmentStatus.CANCELLED:
            await self.create_and_print()  # into the chosen slots (`_positions_for`)
        else:  # one label: the first chosen slot, as the wire, the sheet state and the preview will have it
            await self._print(order.key, LabelFormat.A4,
                              self.services.printing.slots_to_print(LabelFormat.A4, positions, self._labels_of([order.key]))
                              or list(positions))

    async def _print(
        self, order_key: str, label_format: LabelFormat, positions: list[int] | None, *, reprint: bool = False
    ) -> None:
        # A second print of a printed label is a reprint, and only after the operator confirmed it (inline, non-modal).
        if not reprint and self.services.printing.is_printed(order_key):
            order = self.services.orders.get(order_key)
            times = max(order.printed_count, 1)
            shipment = order.shipment
            if shipment is not None and shipment.elsewhere and not order.printed_count:
                words = describe_elsewhere(shipment.id, shipment.status, shipment.created_at)
                text = (f"<b>{order.reference} was shipped at another station</b> ({words}). "
                        "Print that shipment's label here?")
            else:
                text = (f"<b>The label of {order.reference} was printed already</b> "
                        f"({'once' if times == 1 else f'{times} times'}). Print it again?")
            self.detail.question.ask(
                f"reprint:{order_key}", text,
                "&Yes, print again", "No", lambda _choices: self._reprint(order_key, label_format, positions),
                confirm_tip="Print this label once more (Ctrl+P again, or Alt+Y)",
            )
            return
        job = await self.services.printing.print_label(order_key, label_format, positions, reprint=reprint)
        self._service_answered()
        self._show_job_outcome(job, "Reprinted" if reprint else "Printed")
        self._after_print(order_key, label_format)

    def _positions_for(self, label_format: LabelFormat, count: int | None = None) -> list[int] | None:
        """The A4 slots `count` labels print into (default: the current order's, one per parcel): the picker's chosen
        slots, else the next free (domain rule)."""
        if label_format is not LabelFormat.A4 or self.services.printing.binding(LabelFormat.A4) is None:
            return None
        current = self.queue.current_order()
        if count is None:
            count = self._labels_of([current.key] if current is not None else [])
        return self.services.printing.slots_to_print(LabelFormat.A4, self.sheet_picker.selected_slots, count) or None

    def _after_print(self, order_key: str, label_format: LabelFormat) -> None:
        order = self._refresh_order(order_key)
        self._update_sheet(label_format)
        if self._current_key() == order_key:
            self.detail.show_order(order)
            self._show_history(order_key)
            self._show_print_jobs(order_key)
            self.load_preview(order_key)

    def _show_job_outcome(self, job: PrintJobRecord, done: str) -> None:
        """Tell the operator where a print job went, or — when the printer refused it — what to do."""
        keys = list(dict.fromkeys(item.order_key for item in job.items))
        if job.state is PrintState.FAILED:
            self.error_panel.show_message(
                "Label not printed", f"The printer did not take {job.job_name}: {job.detail or 'no reason given'}.",
                "Check the printer (paper, cable, queue name in the printer profile), then print the label again "
                "(Ctrl+P).", retryable=True, source=f"print:{keys[0]}" if keys else None,
            )
            return
        for key in keys:
            self.error_panel.resolved(f"print:{key}")  # it printed now: the earlier failure no longer applies
        if job.state is PrintState.QUEUED:
            self.status.showMessage(f"{job.job_name}: queued — it prints when the service answers again.", 8000)
        else:
            self.status.showMessage(f"{done}: {job.detail or job.job_name}", 8000)

    def _show_print_jobs(self, order_key: str) -> None:
        self.detail.show_print_jobs(self.services.printing.jobs_for(order_key),
                                    self.services.printing.printed_here(order_key))

    # -- save as PDF -----------------------------------------------------------------------------------------
    def choose_pdf_file(self) -> None:
        """Ask where to save the current label as PDF (non-modal dialog: the loop keeps running)."""
        order = self.queue.current_order()
        if order is None or order.shipment is None:
            return
        start = str(Path.home() / f"{order.reference}-label.pdf")
        dialog = QFileDialog(self, "Save the label as PDF", start, "PDF files (*.pdf)")
        dialog.setObjectName("savePdfDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("pdf")
        dialog.fileSelected.connect(self.save_label_pdf)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        self._save_dialog = dialog

    @tracked_slot(str)
    async def save_label_pdf(self, path: str) -> None:
        """Save the current order's label (in the chosen format and slots) as a PDF file; nothing is printed."""
        order = self.queue.current_order()
        if order is None:
            return
        label_format = self.format_row.label_format()
        pdf = await self.services.printing.label_pdf(order.key, label_format, self._positions_for(label_format))
        self._service_answered()
        await run_in_worker(_write_file, Path(path), pdf)
        log.info("label of %s saved as %s", order.reference, path)
        self.status.showMessage(f"{order.reference}: label saved as {path}", 8000)

    # -- prints with an unknown outcome ------------------------------------------------------------------------
    def check_unknown_prints(self) -> None:
        """Ask, without blocking, about every print Station was sending when it stopped (never reprinted unasked)."""
        pairs = []
        for entry, job in self.services.printing.prints_to_confirm():
            references = []
            for key in dict.fromkeys(item.order_key for item in job.items):
                order = self.services.orders.get(key)
                references.append(order.reference if order else key)
            pairs.append((entry.id, job, references))
        self.unknown_prints.set_questions(pairs)

    @tracked_slot(int, bool)
    async def answer_unknown_print(self, entry_id: int, printed: bool) -> None:
        """The operator's answer; "not printed" prints the label(s) once now."""
        job = self.services.printing.confirm_print(entry_id, printed=printed)
        self.check_unknown_prints()
        if job is None:
            return
        keys = list(dict.fromkeys(item.order_key for item in job.items))
        for key in keys:
            self._refresh_order(key)
        if not printed:
            if len(keys) == 1:
                printed_job = await self.services.printing.print_label(keys[0], job.label_format)
            else:
                printed_job = await self.services.printing.print_sheet(keys)
            self._service_answered()
            self._show_job_outcome(printed_job, "Printed again")
            for key in keys:
                self._after_print(key, job.label_format)
        elif self._current_key() in keys:
            self._show_print_jobs(self._current_key())  # type: ignore[arg-type]

    def cancel_shipment(self) -> None:
        """Ask, inline, before cancelling the current order's shipment; the same shortcut again confirms."""
        order = self.queue.current_order()
        if order is None:
            return
        reason = cancel_blocked_reason(order.shipment)
        if reason is not None:
            self.status.showMessage(reason, 8000)
            return
        topic = f"cancel:{order.key}"
        if self.detail.question.topic == topic:
            self.detail.question.confirm()
            return
        shipment = order.shipment
        assert shipment is not None
        self.detail.question.ask(
            topic,
            f"<b>Cancel shipment #{shipment.id} of {order.reference}?</b> The carrier will not collect it and its "
            "label becomes invalid. This cannot be undone.",
            "&Yes, cancel the shipment", "No, keep it", lambda _choices: self._cancel_confirmed(order.key),
            confirm_tip="Cancel it at the service now (Ctrl+Shift+Delete again, or Alt+Y)",
        )

    @tracked_slot(str)
    async def _cancel_confirmed(self, order_key: str) -> None:
        order = self.services.orders.get(order_key)
        record = await self.services.shipments.cancel(order_key)
        self._service_answered()
        self.status.showMessage(f"{order.reference}: shipment #{record.id} cancelled.", 8000)
        fresh = self._refresh_order(order_key)
        if self._current_key() == order_key:
            self._order_selected(fresh)

    def create_return(self, send_email: bool, printerless: bool) -> None:
        """Ask, inline, before creating a return: the e-mail and printerless choices are part of the question."""
        order = self.queue.current_order()
        if order is None:
            return
        reason = return_blocked_reason(order.shipment)
        if reason is not None:
            self.status.showMessage(reason, 8000)
            return
        topic = f"return:{order.key}"
        if self.detail.question.topic == topic:
            self.detail.question.confirm()  # Ctrl+R twice
            return
        printerless_possible = self.detail.printerless_available()
        self.detail.question.ask(
            topic,
            f"<b>Create a return for {order.reference}?</b> The service creates the return shipment at once.",
            "&Yes, create the return", "No", lambda choices: self._create_return_confirmed(
                order.key, choices["email"], choices["printerless"]),
            choices=(
                Choice("email", "Send the return &e-mail to the customer", send_email,
                       tip="The standard return e-mail with the label link or the QR code (Alt+E)"),
                Choice("printerless", "Printerless: the customer gets a &QR code, not a label",
                       printerless and printerless_possible, enabled=printerless_possible,
                       tip="Alt+Q" if printerless_possible else "This carrier does not offer printerless returns."),
            ),
            confirm_tip="Create the return now (Ctrl+R again, or Alt+Y)",
        )

    @tracked_slot(str, bool, bool)
    async def _create_return_confirmed(self, order_key: str, send_email: bool, printerless: bool) -> None:
        order = self.services.orders.get(order_key)
        self.detail.return_email_box.setChecked(send_email)  # the Return tab shows what was chosen
        self.detail.printerless_box.setChecked(printerless)
        record = await self.services.shipments.create_return(order_key, send_email=send_email, printerless=printerless)
        self._service_answered()
        if self._current_key() == order_key:
            self.detail.show_return(record, None)
            if not record.qr_url and self._has_label_to_show(self.services.orders.get(order_key)):
                self.load_preview(order_key)  # its label joins the Label tab, as the Return tab says
        qr = await self.services.shipments.return_qr(record) if record.qr_url else None
        if qr is not None and self._current_key() == order_key and self.detail.shown_return_id == record.id:
            self.detail.show_return(record, qr)
        self.status.showMessage(f"{order.reference}: return #{record.id} created"
                                + (", e-mail sent to the customer." if send_email else "."), 8000)
        if self._current_key() == order_key:
            self._show_history(order_key)

    @tracked_slot(exclusive=True)
    async def refresh_shipment(self) -> None:
        order = self.queue.current_order()
        if order is None or order.shipment is None:
            return
        await self.services.shipments.refresh(order.key)
        self._service_answered()
        fresh = self._refresh_order(order.key)
        if self._current_key() == order.key:
            self.detail.show_order(fresh)
            self.load_tracking(order.key)

    @tracked_slot(str)
    async def add_note(self, text: str) -> None:
        order = self.queue.current_order()
        if order is None:
            return
        await self.services.shipments.add_note(order.key, text)
        self._service_answered()
        self.detail.note_added()
        self._show_history(order.key)

    def copy_tracking_url(self) -> None:
        if self.detail.copy_tracking_url():
            self.status.showMessage("Tracking URL copied: paste it into the message to the customer.", 6000)

    def open_delivery_options(self) -> None:
        order = self.queue.current_order()
        if order is not None:
            self.delivery_options_requested.emit(order)

    def apply_delivery_selection(self, payload: dict[str, Any]) -> None:
        """The delivery widget's choice for the current order, mapped onto the options (station.domain)."""
        from station.domain.selection import parse_delivery_selection

        try:
            carrier, options, pickup = selection_to_options(parse_delivery_selection(payload))
        except ValueError as error:  # SelectionError lists every problem in operator words
            self.report_error(error)
            return
        self.detail.set_delivery_choice(carrier, options, pickup)

    # -- printer profiles ------------------------------------------------------------------------------------
    def apply_printer_profiles(self, profiles: dict[LabelFormat, Any], printer: Any) -> None:
        """The printer profiles dialog saved: labels print through them from now on, and every panel shows them."""
        for label_format, profile in profiles.items():
            self.services.printing.set_printer(label_format, profile, printer)
        if self.printer_groups is not None and hasattr(self.printer_groups, "set_local_profiles"):
            self.printer_groups.set_local_profiles(profiles)
        self._update_sheet(self.format_row.label_format())
        self.status.showMessage("Printer profiles saved.", 6000)
        self.printing_notice.hide()  # the operator has made the choice their own

    def show_out_of_the_box_printing(self) -> None:
        """The first start chose "save to a folder" (no printer here): say so where the operator looks first."""
        binding = self.services.printing.binding(LabelFormat.A6) if self.services is not None else None
        if binding is not None and binding.profile.saves_to_folder:
            self.printing_notice.show_folder(binding.profile.folder)

    # -- A4 sheets -------------------------------------------------------------------------------------------
    def _label_format_changed(self, label_format: LabelFormat) -> None:
        self.sheet_picker.setVisible(label_format is LabelFormat.A4)
        # The Label tab may not be on screen: its layout would keep the picker's width in its minimum (and so in
        # the window's) until shown. Recomputed now, the window fits smaller screens in A6.
        self.sheet_picker.parentWidget().layout().invalidate()
        self.sheet_picker.parentWidget().updateGeometry()
        self._update_sheet(label_format)
        current = self.queue.current_order()
        if current is not None and self.services is not None and self._has_label_to_show(current):
            self.load_preview(current.key)  # the preview shows the label as it would print now

    def _labels_changed(self) -> None:
        """Another order, or another parcel count: the sheet proposes a slot per label (kept when the count is
        the same, so the operator's own choice of slots stays)."""
        if self.format_row.label_format() is LabelFormat.A4 and self.sheet_picker.label_count != self._labels_of_current():
            self._update_sheet(LabelFormat.A4)

    def _update_sheet(self, label_format: LabelFormat) -> None:
        if label_format is not LabelFormat.A4 or self.services is None:
            return
        binding = self.services.printing.binding(LabelFormat.A4)
        if binding is None:
            self.sheet_picker.set_sheet("", ())
            return
        self.sheet_picker.set_sheet(binding.profile.printer_name or binding.profile.name,
                                    self.services.printing.used_slots(LabelFormat.A4),
                                    label_count=self._labels_of_current())

    def _labels_of_current(self) -> int:
        """How many labels the selected orders print: one per parcel (multi-collo), so the sheet proposes as many
        slots; the order shown counts its parcels as the detail has them now."""
        shown = self.queue.current_order()
        return self._labels_of(self.queue.selected_keys() or ([shown.key] if shown is not None else []))

    def _labels_of(self, keys: list[str]) -> int:
        """The labels these orders print, one per parcel; the order shown counts its parcels as the detail has them."""
        shown = self.queue.current_order()
        total = 0
        for key in keys:
            order = self.services.orders.get(key)
            if order.shipment is not None and order.shipment.status is not ShipmentStatus.CANCELLED:
                total += order.shipment.parcel_count
            elif shown is not None and key == shown.key:
                total += 1 + self.detail.options_editor.secondary_shipments()
            else:
                total += order.parcels
        return max(1, total)

    def new_sheet(self) -> None:
        self.services.printing.reset_sheet(LabelFormat.A4)
        self._update_sheet(LabelFormat.A4)

    @tracked_slot(tuple)
    async def fill_sheet(self, slots: tuple[int, ...]) -> None:
        """"Fill the remaining slots": the selected orders' labels into the slots the picker gives (the chosen ones,
        else every free one), in queue order, as one sheet job."""
        await self._print_on_sheet(self.queue.selected_keys(), list(slots))

    async def _print_on_sheet(self, selected: list[str], slots: list[int]) -> None:
        """The selected orders whose labels are still to print, in queue order, into `slots` (shipments created
        first, from the orders as kept): one job, so what goes on the wire, the sheet and the preview agree."""
        waiting = [key for key in selected if not self.services.printing.is_printed(key)]
        # Cancelled orders and orders with the carrier are not put on a sheet (station.domain.shippable).
        decisions = {key: self.services.shipments.decision_for(key) for key in waiting}
        left_alone = [key for key in waiting if decisions[key].skipped_by_batch]
        waiting = [key for key in waiting if key not in left_alone]
        if left_alone:
            self.error_panel.show_message(
                f"{len(left_alone)} selected orders not put on the sheet",
                "; ".join(f"{self.services.orders.get(key).reference}: {decisions[key].reason}"
                          for key in left_alone[:5]) + ".",
                "A cancelled order is shipped again only from its detail (Create & print asks first).",
                retryable=False,
            )
        if not waiting:
            self.error_panel.show_message(
                "Nothing to put on the sheet", "None of the selected orders has a label still to print.",
                "Select orders whose labels are not printed yet.", retryable=False,
            )
            return
        keys, left_out = waiting[: len(slots)], waiting[len(slots):]
        await self._edits_kept()
        for key in keys:
            if decisions[key].verdict is ShipVerdict.SHIP:
                await self.services.shipments.create(key)
        job = await self.services.printing.print_sheet(keys, slots[: len(keys)])
        self._service_answered()
        self._show_job_outcome(job, "Sheet printed")
        for key in keys:
            self._refresh_order(key)
        self._update_sheet(LabelFormat.A4)
        current = self._current_key()
        if current in keys:
            self._after_print(current, LabelFormat.A4)
        if left_out:
            references = ", ".join(self.services.orders.get(key).reference for key in left_out[:5])
            self.error_panel.show_message(
                f"{len(left_out)} selected labels not printed: they did not fit the chosen slots",
                f"Printed {len(keys)} into slot {', '.join(map(str, slots[: len(keys)]))}; not printed: {references}.",
                "Choose more slots on the sheet (or put in a new sheet), then print these again.", retryable=False,
            )

    # -- batch -----------------------------------------------------------------------------------------------
    def start_batch(self) -> None:
        """Start a batch over the selected orders, in queue order and the one format chosen under Print as; the
        panel shows it running at once, so Stop works at once."""
        self._start_batch_over(self.queue.selected_keys())

    def _start_batch_over(self, keys: list[str]) -> None:
        if not keys or self.batch.running:
            return
        label_format = self.format_row.label_format()
        self._batch_cancel = asyncio.Event()
        self.batch.started(len(keys))
        self._run_batch(keys, label_format, self._batch_cancel)

    @tracked_slot(list, object, object)
    async def _run_batch(self, keys: list[str], label_format: LabelFormat, cancel: asyncio.Event) -> None:
        try:
            await self._edits_kept()
            summary = await self.services.batch.run(
                keys, label_format, on_progress=self.batch.show_progress, cancel_event=cancel
            )
        except BaseException:
            self.batch.finished(BatchSummary(total=len(keys), cancelled=True))
            raise
        finally:
            self._batch_cancel = None
        self.batch.finished(summary)
        await self.load_queue()
        self._update_sheet(label_format)
        if summary.failed:
            self.error_panel.show_message(
                f"{len(summary.failed)} of {summary.total} orders not shipped or printed",
                "; ".join(f"{f.reference}: {f.reason}" for f in summary.failed[:3]),
                "Open each listed order in the batch panel, correct it, and run the batch again "
                "(done orders are skipped).", retryable=False,
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
                refused.append(f"{order.reference}: {error}")
                continue
            except Exception as error:  # the service refused one (handed over meanwhile...): the others go on
                refused.append(f"{order.reference}: {error}")
                continue
            cancelled.append(order.reference)
            self._refresh_order(key)
        self._service_answered()
        self.batch.unprinted_handled(f"{len(cancelled)} shipments created but not printed were cancelled"
                                     + (f": {', '.join(cancelled[:6])}." if cancelled else "."))
        if refused:
            self.error_panel.show_message(
                f"{len(refused)} shipments not cancelled", "; ".join(refused[:3]),
                "Open each order to see its state; one with the carrier needs a return instead.", retryable=False,
            )
        current = self.queue.current_order()
        if current is not None and current.key in keys:
            self._order_selected(current)

    def stop_batch(self) -> None:
        if self._batch_cancel is not None:
            self._batch_cancel.set()
            self.batch.stopping()

    # -- account ---------------------------------------------------------------------------------------------
    def _show_account(self) -> None:
        settings = self.services.account.settings
        if self.sandbox:
            self.status.set_account("Sandbox (Demo NL)")
        elif settings.mode.value == "oauth":
            self.status.set_account(f"OAuth client {settings.client_id}")
        else:
            self.status.set_account(", ".join(settings.shops) or "API key")

    # -- closing ---------------------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        # Running service calls are cancelled; journaled work (outbox) resumes at the next start.
        self.tasks.cancel_all()
        if self.services is not None and not self._closing:
            self._closing = True
            self._keep_edit()  # an edit typed just before quitting is kept too (the session waits for it)
        QApplication.instance().removeEventFilter(self._key_redirect)
        if self._events is not None:
            self._events.close()
        self.preview.release()
        self._save_view_state()
        self.closing.emit()
        super().closeEvent(event)


# The first start's size, when the screen is large enough; smaller screens get their available area.
DEFAULT_WINDOW_SIZE = (1840, 1000)


class ViewState:
    """How the operator left the window (size and place, splitter positions, Scan to print, Print as), in
    `window.ini` in Station's config folder. Qt's own format for geometry and splitter state."""

    def __init__(self) -> None:
        from station import paths

        self._settings = QSettings(str(paths.config_dir() / "window.ini"), QSettings.Format.IniFormat)

    def restore_geometry(self, window: QMainWindow) -> bool:
        saved = self._settings.value("window/geometry")
        return isinstance(saved, QByteArray) and window.restoreGeometry(saved)

    def restore_splitter(self, splitter: QSplitter) -> bool:
        saved = self._settings.value(f"splitter/{splitter.objectName()}")
        return isinstance(saved, QByteArray) and splitter.restoreState(saved)

    def scan_to_print(self) -> bool:
        return str(self._settings.value("switches/scan_to_print", "false")).lower() == "true"

    def label_format(self) -> LabelFormat:
        try:
            return LabelFormat(str(self._settings.value("switches/label_format", LabelFormat.A6.value)))
        except ValueError:
            return LabelFormat.A6

    def save(self, window: QMainWindow, splitters: tuple[QSplitter, ...], scan_to_print: bool,
             label_format: LabelFormat) -> None:
        self._settings.setValue("window/geometry", window.saveGeometry())
        for splitter in splitters:
            self._settings.setValue(f"splitter/{splitter.objectName()}", splitter.saveState())
        self._settings.setValue("switches/scan_to_print", "true" if scan_to_print else "false")
        self._settings.setValue("switches/label_format", label_format.value)
        self._settings.sync()


# What works before the services are open (the window's starting state).
_ACTIONS_WITHOUT_SERVICES = frozenset({"help", "quit"})


def shiboken6_valid(widget: QWidget) -> bool:
    import shiboken6

    return bool(shiboken6.isValid(widget))


def parcel_titles(shipment: ShipmentRecord) -> list[str]:
    """The A6 preview's page names of a multi-collo shipment: one label per parcel, in parcel order."""
    count = shipment.parcel_count
    barcodes = [shipment.barcode, *(parcel.barcode for parcel in shipment.follow_ups)]
    return [f"Parcel {number} of {count} · {barcode}" for number, barcode in enumerate(barcodes, start=1)]


def _write_file(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)

