"""Starts Station's window: QApplication, the qasync loop, the services (embedded sandbox when needed), and a clean quit."""

from __future__ import annotations

import ctypes
import sys


def keep_singletons_alive() -> None:
    """WORKAROUND for PySide6 6.12.0 on CPython 3.11: Qt methods that return void hand back None without a
    reference, and `Signal.emit()` does the same with True (measured: `QObject().setObjectName("x")` lowers
    `sys.getrefcount(None)` by one per call). After a few thousand calls None is deallocated and the process
    aborts with "none_dealloc" / "bool_dealloc". CPython 3.12+ makes these singletons immortal, which is why the
    bindings get away with it there; on 3.11 we give them so many references they cannot reach zero.
    Must run before the first Qt call; harmless to call twice.
    """
    if sys.version_info >= (3, 12):
        return
    for singleton in (None, True, False):
        refcount = ctypes.c_ssize_t.from_address(id(singleton))
        if refcount.value < 1 << 40:
            refcount.value += 1 << 48


# --- everything below runs after keep_singletons_alive() has protected the process ---------------------------

import asyncio  # noqa: E402
import logging  # noqa: E402
from collections.abc import Callable, Coroutine  # noqa: E402
from concurrent.futures import Future  # noqa: E402
from typing import TYPE_CHECKING, Any  # noqa: E402

from station.domain.text import QT_TRANSLATE_NOOP  # noqa: E402
from station.services.session import (  # noqa: E402
    SANDBOX_STORE_FILE,
    SessionStart,
    SessionStore,
    account_as_stored,
    open_session_services,
    open_session_store,
    read_session_orders,
    sandbox_carriers,
    start_session,
    store_account_choice,
)
from station.ui.qt_objects import shiboken6_valid  # noqa: E402
from station.workers import run_blocking, submit_blocking  # noqa: E402

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QWidget

    from station.domain.models import Address
    from station.services.account import AccountService
    from station.services.embedded_sandbox import EmbeddedSandbox
    from station.services.orders import QueuedOrder
    from station.services.station import StationServices
    from station.ui.account_dialog import AccountDialog
    from station.ui.async_tasks import TaskRegistry
    from station.ui.delivery_settings import DeliverySettingsDialog
    from station.ui.main_window import MainWindow
    from station.ui.printer_groups import PrinterGroupsPanel
    from station.ui.printer_profiles import PrinterProfilesDialog
    from station.ui.webhooks_panel import WebhooksDialog

__all__ = ["SANDBOX_STORE_FILE", "StationApp", "keep_singletons_alive", "run_gui", "sandbox_carriers"]

log = logging.getLogger("station.ui.app")

QUIT_DEADLINE_S = 10.0  # from the window closing to the end of the process


def printer_bindings(local_printers: object | None = None) -> dict:
    """The station's printer profiles, each bound to what it names: a system printer, or a folder for PDF files."""
    from station.printers.routing import ProfilePrinter
    from station.services.local_printers import LocalPrinters
    from station.services.outbox import PrinterBinding

    local = local_printers if isinstance(local_printers, LocalPrinters) else LocalPrinters()
    printer = ProfilePrinter()
    return {label_format: PrinterBinding(profile, printer) for label_format, profile in local.profiles().items()}


class StationApp:
    """One account's session: its services (and embedded sandbox) and its window; switching account replaces it.

    A sandbox session keeps its own settings file and database, so sandbox labels never mix with real ones and
    `--sandbox` never overwrites the real account.
    """

    def __init__(
        self,
        *,
        sandbox_requested: bool,
        bindings_factory: Callable[[], dict] = printer_bindings,
        icon: QIcon | None = None,
        system_printer_names: Callable[[], list[str]] | None = None,
        on_quit: Callable[[], object] | None = None,
        sandbox_wire: str = "contract",
        ask_operator: bool = False,
    ) -> None:
        """`system_printer_names` lists this computer's print queues (Qt's by default; blocking, run on a worker).
        `on_quit` is called once quitting starts (run_gui: the process is gone within a deadline).
        `sandbox_wire`: the sandbox's front a sandbox session talks to, "contract" or "production".
        `ask_operator`: each session starts by asking who is packing (run_gui does; tests choose for themselves)."""
        self.sandbox_requested = sandbox_requested
        self.sandbox_wire = sandbox_wire
        self.ask_operator = ask_operator
        self._on_quit = on_quit
        self._bindings_factory = bindings_factory
        self._system_printer_names = system_printer_names
        self.embedded: EmbeddedSandbox | None = None
        self.services: StationServices | None = None
        self.window: MainWindow | None = None
        self._account_dialog: AccountDialog | None = None
        self._webhooks_dialog: WebhooksDialog | None = None
        self._delivery_settings_dialog: DeliverySettingsDialog | None = None
        self._printer_profiles_dialog: PrinterProfilesDialog | None = None
        self._icon = icon  # the application icon, also set on each session's window
        self._opening: asyncio.Task | None = None
        self._running: set[asyncio.Task] = set()  # started from a signal: held here until done, never collected early
        self._shutting_down = False
        self.closed = asyncio.get_event_loop().create_future()
        # Set when the current session's services are open, attached to the window and started (or failed).
        self.session_ready: asyncio.Future = asyncio.get_event_loop().create_future()

    # -- sessions -------------------------------------------------------------------------------------------
    def open_session(self, *, sandbox: bool | None = None) -> None:
        """Show the window at once, then open the services — the real account, or the embedded sandbox when asked
        or unconfigured — off the UI thread: starting the sandbox and reading the keyring (which may wait for a
        keychain prompt) never block the window. Until they are open the window offers nothing that needs them.

        The orders come first: the store and its newest orders (a screenful, milliseconds) are read while the
        window is built, so it paints with them; every order is read once it is shown, beside asking the print
        system for printers, and shown before the sandbox starts and the services open (with a large queue that
        read is most of the wait). Not the whole read while the window is built: both hold the GIL, and the
        window then painted 2 s later."""
        guess = sandbox if sandbox is not None else self.sandbox_requested
        opening = submit_blocking(open_session_store, sandbox, self.sandbox_requested)
        window = self.window = self._build_window(guess)
        if opening.done() and opening.exception() is None:
            window.queue_actions.show_newest(opening.result().newest)
        window.show()
        if self.session_ready.done():
            self.session_ready = asyncio.get_event_loop().create_future()
        self._opening = asyncio.ensure_future(self._open_services(window, opening, self.session_ready))

    async def _open_services(self, window: MainWindow, opening: Future[SessionStore], ready: asyncio.Future) -> None:
        store: SessionStore | None = None
        start: SessionStart | None = None
        # First start without a printer: labels go to a folder, chosen before anything can print (asking the
        # print system while the store is read).
        choosing = asyncio.ensure_future(run_blocking(self._choose_printers_out_of_the_box))
        try:
            opened = store = await asyncio.wrap_future(opening)
            if shiboken6_valid(window):
                window.queue_actions.show_newest(opened.newest)
            store = None  # from here each step closes the store when it fails
            orders = await run_blocking(read_session_orders, opened)
            if shiboken6_valid(window):
                window.queue_actions.show_read(orders)
            start = await run_blocking(start_session, opened, orders, self.embedded)
            self.embedded = start.embedded  # stopped at quit even when the rest of the opening fails
            chosen_out_of_the_box = bool(await choosing)
            bindings = self._bindings_factory()  # Qt printer objects: made on the UI thread
            begun, start = start, None  # from here open_session_services closes its store if it fails
            services = await run_blocking(open_session_services, begun, bindings, self.sandbox_wire)
        except Exception as error:  # noqa: BLE001 - the window says what went wrong; Quit still works
            log.exception("the session could not be opened")
            if not choosing.done():
                choosing.cancel()
            await asyncio.gather(choosing, return_exceptions=True)
            if start is not None:
                await run_blocking(start.store.close)
            elif store is not None:
                await run_blocking(store.store.close)
            if shiboken6_valid(window):
                window.status.set_account(QT_TRANSLATE_NOOP("StationApp", "Not started"))
                window.report_error(error)
            if not ready.done():
                ready.set_exception(error)
            return
        if self.window is not window or not shiboken6_valid(window):  # closed while opening
            await services.aclose()
            if not ready.done():
                ready.cancel()
            return
        self.services = services
        window.set_sandbox(begun.use_sandbox)
        window.attach_services(services, first_orders=begun.first_orders)
        if chosen_out_of_the_box:
            window.sheet.show_out_of_the_box_printing()
        if self.ask_operator:
            window.operator.ask_at_start()
        # Resume journaled work; prints with an unknown outcome are then put to the operator (non-modal).
        await services.start()
        if window.services is services and shiboken6_valid(window):
            window.shipment_actions.check_unknown_prints()
        if not ready.done():
            ready.set_result(None)

    def _choose_printers_out_of_the_box(self) -> bool:
        """On a worker thread: asking the print system can take seconds with network printers."""
        from station.printers.qt_printer import system_printer_names
        from station.services.local_printers import LocalPrinters

        names = (self._system_printer_names or system_printer_names)()
        return LocalPrinters().choose_out_of_the_box(names) is not None

    def _build_window(self, sandbox: bool) -> MainWindow:
        from station.ui.main_window import MainWindow

        window = MainWindow(None, sandbox=sandbox, printer_groups_factory=self._printer_groups_factory)
        if self._icon is not None:
            window.setWindowIcon(self._icon)
        window.account_requested.connect(self.open_account_dialog)
        window.printer_profiles_requested.connect(self.open_printer_profiles)
        window.delivery_options_requested.connect(self.open_delivery_options)
        window.closing.connect(self._window_closing)
        return window

    def _printer_groups_factory(self, tasks: TaskRegistry) -> PrinterGroupsPanel | None:
        """The printer groups panel over this account's printing API (None when not signed in)."""
        from station.services.errors import NotSignedIn
        from station.services.local_printers import LocalPrinters
        from station.services.printer_groups import PrinterGroupsService
        from station.ui.printer_groups import PrinterGroupsPanel

        if self.services is None:
            return None
        try:
            client = self.services.printing_client()
        except NotSignedIn:
            return None
        panel = PrinterGroupsPanel(
            PrinterGroupsService(client, self.services.account.secrets), LocalPrinters(), tasks=tasks
        )
        panel.refresh()
        return panel

    async def close_session(self) -> None:
        opening, self._opening = self._opening, None
        window, services = self.window, self.services
        self.window = self.services = None
        if opening is not None and not opening.done():
            await asyncio.gather(opening, return_exceptions=True)  # it closes what it opened for a closed window
        if window is not None:
            window.closing.disconnect(self._window_closing)
            window.close()
            await window.tasks.wait_idle()
            window.deleteLater()
        if services is not None:
            await services.aclose()

    async def switch_session(self, *, sandbox: bool | None = None) -> None:
        await self.close_session()
        if sandbox is False and self.embedded is not None:
            self.embedded.stop()
            self.embedded = None
        self.open_session(sandbox=sandbox)

    def _stop_embedded_sandbox(self) -> asyncio.Future | None:
        embedded, self.embedded = self.embedded, None
        if embedded is None:
            return None
        return asyncio.ensure_future(run_blocking(embedded.stop))

    def quit(self) -> None:
        """As the operator closing the window does (a stop signal: a logout, `kill`, Ctrl-C)."""
        if self.window is not None and shiboken6_valid(self.window):
            self.window.close()  # its closing signal starts shutdown, once
        else:
            self._start(self.shutdown())

    def _window_closing(self) -> None:
        self._start(self.shutdown())

    async def shutdown(self) -> None:
        if self._shutting_down:  # a stop signal while the window's close is already shutting down
            await asyncio.shield(self.closed)
            return
        self._shutting_down = True
        if self._on_quit is not None:
            self._on_quit()
            self._on_quit = None
        # The embedded sandbox stops (uvicorn needs 0.1–0.2 s of its own ticks) while the session closes: the
        # window's running calls are already cancelled and closing the session sends nothing.
        stopping = self._stop_embedded_sandbox()
        await self.close_session()
        # One still starting when quitting began is there now (close_session waited for the opening).
        for stopped in (stopping, self._stop_embedded_sandbox()):
            if stopped is not None:
                await stopped
        if not self.closed.done():
            self.closed.set_result(0)

    # -- dialogs of other panels ----------------------------------------------------------------------------
    def open_account_dialog(self) -> None:
        """Reads which secrets are stored (the keyring, which may wait for a keychain prompt) on a worker thread,
        then opens the dialog."""
        window = self.window
        if window is None or window.services is None:
            return
        window.tasks.run(
            self._open_account_dialog(window, window.services),
            name="open_account_dialog",
            exclusive_key="open_account_dialog",
        )

    async def _open_account_dialog(self, window: MainWindow, services: StationServices) -> None:
        from PySide6.QtCore import Qt

        from station.ui.account_dialog import AccountDialog

        session = services.account  # the sender is this session's: what ships now
        real, settings, stored, signed_in, keyring_problem = await run_blocking(
            account_as_stored, session, window.sandbox
        )
        if self.window is not window or not shiboken6_valid(window):
            return
        shops = session.shops_with_a_sender()
        dialog = AccountDialog(
            settings,
            stored_secrets=stored,
            signed_in=signed_in,
            keyring_problem=keyring_problem,
            sender_shops=shops,
            senders={shop: session.sender_for(shop) for shop in shops},
            parent=window,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.senders_chosen.connect(
            lambda senders: window.tasks.run(self._save_senders(window, session, senders), name="save_senders")
        )
        dialog.sandbox_chosen.connect(lambda: self._start(self.switch_session(sandbox=True)))
        dialog.oauth_chosen.connect(lambda choice: self._configure(real, "oauth", choice))
        dialog.api_keys_chosen.connect(lambda choice: self._configure(real, "keys", choice))
        dialog.sign_out_requested.connect(lambda: self._start(self.sign_out(real)))
        dialog.webhooks_requested.connect(lambda: self.open_webhooks(dialog))
        dialog.delivery_settings_requested.connect(lambda: self.open_delivery_settings(dialog))
        dialog.open()  # never exec(): the qasync loop must keep running
        self._account_dialog = dialog

    def open_webhooks(self, parent: QWidget) -> None:
        """The session's webhook subscriptions over the account dialog; the service's refusals reach the window's
        error area through its task registry."""
        from PySide6.QtCore import Qt

        from station.ui.webhooks_panel import WebhooksDialog

        window = self.window
        if window is None or window.services is None:
            return
        dialog = WebhooksDialog(window.services.webhooks, window.tasks, parent=parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self._webhooks_dialog = dialog

    def open_delivery_settings(self, parent: QWidget) -> None:
        """The shop's delivery days over the account dialog (what the delivery options dialog starts from)."""
        from PySide6.QtCore import Qt

        from station.ui.delivery_settings import DeliverySettingsDialog

        window = self.window
        if window is None or window.services is None:
            return
        dialog = DeliverySettingsDialog(window.services.shop_delivery, window.tasks, parent=parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self._delivery_settings_dialog = dialog

    async def _save_senders(self, window: MainWindow, session: AccountService, senders: dict[str, Address]) -> None:
        """The dialog's sender addresses into the session account's settings file (on a worker: a disk write)."""
        problems = await run_blocking(session.set_senders, senders)
        if problems:  # the dialog checked them already; the account checks again before saving
            window.error_panel.show_message(
                QT_TRANSLATE_NOOP("StationApp", "Sender not saved"),
                problems[0].message,
                QT_TRANSLATE_NOOP("StationApp", "Correct the sender address in Account settings."),
                retryable=False,
            )
            return
        if shiboken6_valid(window):
            window.shown_order.sender_changed()

    def _configure(self, account: AccountService, kind: str, choice: Any) -> None:
        self._start(self._configure_and_switch(account, kind, choice))

    def _start(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(work)
        self._running.add(task)
        task.add_done_callback(self._running.discard)

    async def _configure_and_switch(self, account: AccountService, kind: str, choice: Any) -> None:
        # Keyring reads and writes on a worker thread; then the session switches to the configured account.
        # Not a task of the window (switching closes the window, which waits for its tasks): a failure to store
        # the choice is reported here instead, never lost in a bare task.
        try:
            await run_blocking(store_account_choice, account, kind, choice)
        except Exception as error:  # noqa: BLE001 - shown and logged (describe logs a bug's traceback)
            if self.window is not None and shiboken6_valid(self.window):
                self.window.report_error(error)
            else:
                log.exception("the account could not be stored")
            return
        await self.switch_session(sandbox=False)

    async def sign_out(self, account: AccountService) -> None:
        """Revoke the token and delete the secrets; with no account left, the sandbox session takes over."""
        if self.services is not None and self.services.account is account:
            await self.services.sign_out()
        else:
            await account.sign_out()
        await self.switch_session(sandbox=True)

    def open_printer_profiles(self) -> None:
        from station.services.local_printers import LocalPrinters
        from station.ui.printer_profiles import open_printer_profiles_dialog

        if self.window is None:
            return
        dialog = open_printer_profiles_dialog(LocalPrinters(), self.window.tasks, self.window)
        dialog.profilesSaved.connect(self._profiles_saved)
        self._printer_profiles_dialog = dialog

    def _profiles_saved(self, profiles: dict) -> None:
        from station.printers.routing import ProfilePrinter

        if self.window is not None:
            self.window.sheet.apply_printer_profiles(profiles, ProfilePrinter())

    def open_delivery_options(self, order: QueuedOrder) -> None:
        window = self.window
        if window is None or window.services is None:
            return
        try:
            from station.ui.delivery_widget import open_for_order
        except ImportError:  # a build without QtWebEngine
            window.error_panel.show_message(
                QT_TRANSLATE_NOOP("StationApp", "Delivery options not available"),
                QT_TRANSLATE_NOOP("StationApp", "The delivery options window is not part of this build."),
                QT_TRANSLATE_NOOP("StationApp", "Choose the delivery type and options in the shipment detail instead."),
                retryable=False,
            )
            return
        host = open_for_order(order, parent=window, active_carriers=window.services.active_carriers)
        host.selection_made.connect(window.shipment_actions.apply_delivery_selection)


def run_gui(sandbox: bool, sandbox_wire: str = "contract") -> int:
    """`station` and `station --sandbox [--wire production]`: the window on a qasync loop until it is closed."""
    keep_singletons_alive()
    from PySide6.QtWidgets import QApplication

    from station.logs import configure_logging, install_exception_logging, log_loop_exception
    from station.ui.event_loop import window_event_loop
    from station.ui.language import start_in_chosen_language
    from station.ui.look import application_icon
    from station.ui.qt_setup import disable_webengine_sandbox_when_root

    configure_logging()
    install_exception_logging()
    disable_webengine_sandbox_when_root()  # before QtWebEngine loads (the delivery options dialog)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv)
    app.setApplicationName("Station")
    app.setQuitOnLastWindowClosed(False)  # StationApp.shutdown closes services first, then the loop ends
    icon = application_icon()
    app.setWindowIcon(icon)
    start_in_chosen_language()  # Station's texts and Qt's own in the operator's language (View → Language)
    loop = window_event_loop(app)  # name lookups on plain threads, not qasync's QThreads (see event_loop)
    loop.set_exception_handler(log_loop_exception)
    asyncio.set_event_loop(loop)
    from station.process_exit import end_within

    with loop:
        # Quitting (services closed, embedded sandbox stopped, worker threads joined) ends within the deadline even
        # when a thread is stuck in a printer driver or a keychain prompt; the log says what was given up.
        station = StationApp(
            sandbox_requested=sandbox,
            icon=icon,
            sandbox_wire=sandbox_wire,
            ask_operator=True,
            on_quit=lambda: end_within(QUIT_DEADLINE_S, exit_code=0),
        )
        station.open_session()
        from station.ui.stop_signals import StopSignals

        stop_signals = StopSignals(station.quit, app)
        exit_code = int(loop.run_until_complete(station.closed))
        stop_signals.uninstall()
        return exit_code
