"""StationServices: the account, the store, the printers and every service over them, composed once for UI and CLI."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from station import paths
from station.domain.enums import Carrier, LabelFormat
from station.domain.service_capabilities import ServiceCapabilities
from station.services.account import AccountService, ServiceClients
from station.services.batch import BatchService
from station.services.claims import ClaimService
from station.services.connection import ServiceLink
from station.services.contents_check import ContentsVerification
from station.services.day_close import DayCloseService
from station.services.drafts import EditDrafts
from station.services.errors import NotSignedIn
from station.services.events import (
    EventBus,
    JournalReported,
    OrdersChanged,
    PendingWorkChanged,
    PrintJobChanged,
    SheetChanged,
    ShippedElsewhereLearnt,
)
from station.services.live_queue import LiveQueue
from station.services.offline_requests import OfflineRequests
from station.services.operator_log import OperatorLogService
from station.services.orders import OrderQueueService
from station.services.outbox import OutboxService, PrinterBinding, UnknownPrintResolver
from station.services.packing_slip import PackingSlipService
from station.services.printer_health import PrinterHealthMonitor
from station.services.printing import PrintService
from station.services.return_labels import ReturnLabels
from station.services.scale import ScaleService, device_factory
from station.services.scan import ScanService
from station.services.shipment_search import ShipmentSearch
from station.services.shipped_elsewhere import ShippedElsewhereService
from station.services.shipping import ShipmentService
from station.services.shop_delivery import ShopDeliveryService
from station.services.shops import ShopCredentials, ShopReach, for_shop
from station.services.webhooks import WebhookService
from station.store.offline_journal import OFFLINE_JOURNAL_FILE_NAME
from station.store.scale_settings import ScaleSettingsStore
from station.store.sql import StoreUnavailable
from station.store.store import Store

if TYPE_CHECKING:
    from station.api.printing import PrintingClient
    from station.api.shipping_api import ShippingApi

log = logging.getLogger("station.services.station")


def open_store(account: AccountService, store_path: Path | str | None) -> Store:
    """The store at `store_path`; without one, the account's shared store (PostgreSQL, its password from the
    keyring) when one is set, else this station's own SQLite file."""
    from station.store.secrets import SHARED_STORE_PASSWORD, NoSecureKeyring

    operator = account.settings.operator or None
    shared = account.settings.shared_store
    if store_path is None and shared:
        try:
            password = account.secrets.get(SHARED_STORE_PASSWORD)
        except NoSecureKeyring:
            # No keyring here: libpq's own ways still work (~/.pgpass, a client certificate, PGPASSWORD).
            log.info("no secure keyring: the shared store's password, if it needs one, comes from libpq's own files")
            password = None
        return Store.open(shared, operator=operator, password=password)
    return Store.open(store_path, operator=operator)


class StationServices:
    """Everything the UI (or `station batch`) calls. Build with `StationServices.open()`, then `await start()`.

    Clients are built from the account on first use, and again after `reconnect()` (the account changed).
    """

    def __init__(
        self,
        account: AccountService,
        store: Store,
        printers: dict[LabelFormat, PrinterBinding] | None = None,
        *,
        clients: ServiceClients | None = None,
        active_carriers: frozenset[Carrier] | None = None,
        data_dir: Path | None = None,
    ) -> None:
        self.account = account
        self.store = store
        # The carriers of the shop's contract when known (None: every carrier counts as active).
        self.active_carriers = active_carriers
        self._clients = clients  # handed-in clients belong to the services from now on (closed by aclose)
        # Each order's calls go out with its own shop's credentials (services/shops.py).
        self.shop_credentials = ShopCredentials(account)
        # What changed, for every view that shows it (station.services.events).
        self.events = EventBus()
        # The outbox asks the print service which printer a format goes to, at the moment it prints.
        self.outbox = OutboxService(
            store, self.shipping_client, lambda label_format: self.printing.binding(label_format)
        )
        self.printing = PrintService(
            store,
            self.outbox,
            self.shipping_client,
            printers,
            events=self.events,
            capabilities=lambda: self.capabilities,
        )
        self.printer_health = PrinterHealthMonitor(store, self.printing)
        self.orders = OrderQueueService(store, self.shipping_client, self.events, shops=self.every_shop)
        # What the service knows of the queue's orders shipped at other stations: gathered in the background.
        self.elsewhere = ShippedElsewhereService(store, self.shipping_client, self.shop_identity, shops=self.every_shop)
        self.orders.add_listener(self.elsewhere.wake)  # orders arrived: sweep now
        self.outbox.look_up_before_sending = self.elsewhere.look_up
        self.shipments = ShipmentService(
            store,
            self.outbox,
            self.shipping_client,
            sender=account.sender_for,
            check_shop=self.shop_credentials.check,
            active_carriers=lambda: self.active_carriers,
            elsewhere=self.elsewhere,
            events=self.events,
            can_print=self.printing.ensure_can_print,
            read_barcodes=self.printing.read_barcodes,
        )
        # The order's returns and each return's own label (preview, print, save).
        self.returns = ReturnLabels(store, self.outbox, self.shipping_client, self.printing, self.events)
        self.claims = ClaimService(store)
        self.live_queue = LiveQueue(store, self.events, self.claims, wake=self.outbox.wake)
        self.shipments.claims = self.claims
        # On the shared store: what this table holds is kept in its own journal while the store cannot be reached.
        self.offline = OfflineRequests(
            store,
            self.claims,
            self.events,
            (data_dir or paths.data_dir()) / OFFLINE_JOURNAL_FILE_NAME,
            self.outbox.wake,
        )
        self.shipments.offline = self.offline
        self.printing.offline = self.offline
        self.claims.on_renewed = self._hand_over_kept
        self.drafts = EditDrafts(self.shipments)
        # Any shipment at the service, found by the window's search and opened as an order of the queue.
        self.search = ShipmentSearch(store, self.shop_client, self.events)
        self.scan = ScanService(self.orders, self.shipments)
        self.batch = BatchService(store, self.outbox, self.shipments, self.printing, self.elsewhere)
        self.batch.claims = self.claims
        self.day_close = DayCloseService(store)
        self.operators = OperatorLogService(store)  # who packs now; the log read a day at a time
        self.verification = ContentsVerification(store)  # scan to verify a parcel's contents
        self.webhooks = WebhookService(account, self.shipping_client)
        self.shop_delivery = ShopDeliveryService(account)
        self.slips = PackingSlipService(
            store,
            sheet_printer_id=lambda: (
                binding.printer_id if (binding := self.printing.binding(LabelFormat.A4)) is not None else None
            ),
        )
        self.outbox.compose_print = self.slips.compose
        self.printing.slip_preview = self.slips.preview_pdf
        self.scale = ScaleService()
        self.scale_settings = ScaleSettingsStore()
        self.shipments.scale_weight = lambda: self.scale.stable_grams
        self.link = ServiceLink(self.events, self.outbox)
        self.outbox.add_observer(lambda count: self.events.publish(PendingWorkChanged(count)))
        self.outbox.add_event_observer(self._publish_journal_report)
        self.elsewhere.add_observer(lambda keys: self.events.publish(ShippedElsewhereLearnt(keys)))

    def _publish_journal_report(self, report: JournalReported) -> None:
        """A print the journal sent by itself (or a waiting one it dropped) changed what any print changes, and says
        so as the other paths do: the orders' rows, and the print job and its sheet when there is one; then the
        report itself, for the operator."""
        self.events.publish(OrdersChanged(report.order_keys))
        if report.job is not None:
            self.events.publish(PrintJobChanged(report.job, report.order_keys, report.job.label_format))
            self.events.publish(SheetChanged(report.job.label_format))
        self.events.publish(report)

    async def _hand_over_kept(self) -> None:
        await self.offline.hand_over()

    @classmethod
    def open(
        cls,
        *,
        account: AccountService | None = None,
        store_path: Path | str | None = None,
        printers: dict[LabelFormat, PrinterBinding] | None = None,
        clients: ServiceClients | None = None,
        active_carriers: frozenset[Carrier] | None = None,
    ) -> StationServices:
        """Opens the store (data_dir by default) and the account settings (config_dir)."""
        account = account or AccountService()
        return cls(account, open_store(account, store_path), printers, clients=clients, active_carriers=active_carriers)

    # -- clients -----------------------------------------------------------------------------------------------
    def clients(self) -> ServiceClients:
        """The account's API clients, built on first use; raises NotSignedIn when the account is not configured."""
        if self._clients is None:
            self._clients = self.account.build_clients()
            self.shop_credentials.load()
        return self._clients

    @property
    def capabilities(self) -> ServiceCapabilities:
        """What the service offers where the wire profiles differ: the UI offers only what will work."""
        return self._clients.capabilities if self._clients is not None else self.account.capabilities

    def shipping_client(self, order_key: str | None = None) -> ShippingApi:
        """The shipping client; for `order_key`, acting for that order's shop (ShopNotInAccount when the account
        has no credentials for it)."""
        client = self.clients().shipping
        if order_key is None:
            return client
        order = self.store.orders.get(order_key)
        return for_shop(client, self.shop_credentials, order.shop if order is not None else "")

    def shop_client(self, shop: str) -> ShippingApi:
        """The shipping client acting for `shop` (a shipment found by search belongs to the shop searched)."""
        return for_shop(self.clients().shipping, self.shop_credentials, shop)

    def printing_client(self) -> PrintingClient:
        return self.clients().printing

    def shop_identity(self, order_key: str | None = None) -> str:
        """Names the shop the clients act for (service address and account, no secret), or the shop of `order_key`:
        what the service said about one shop's shipments is never taken for another's (contract §3: shops are
        separate). ShopNotInAccount when the order's shop has no credentials in the account."""
        shop = ""
        if order_key is not None:
            order = self.store.orders.get(order_key)
            shop = order.shop if order is not None else ""
        return self._identity_of(shop)

    def _identity_of(self, shop: str) -> str:
        clients = self.clients()
        auth = self.shop_credentials.auth_for(shop) or clients.auth
        who = getattr(auth, "shop", None) or getattr(auth, "client_id", None) or type(auth).__name__
        return f"{clients.shipping.base_url}|{who}"

    def every_shop(self) -> list[ShopReach]:
        """Each shop of the account once (the sandbox's Demo NL and Demo BE; an OAuth client's one shop), with its
        own client: the sweeps and Fetch orders read every shop, never only the default one."""
        client = self.clients().shipping
        return [
            ShopReach(shop, self._identity_of(shop), for_shop(client, self.shop_credentials, shop))
            for shop in self.shop_credentials.distinct_shops() or ("",)
        ]

    async def reconnect(self) -> None:
        """The account changed: drop the clients so the next call builds them from the new settings."""
        if self._clients is not None:
            await self._clients.aclose()
        self._clients = None
        self.shop_credentials.forget()
        self.outbox.wake()
        self.elsewhere.wake()

    # -- life cycle --------------------------------------------------------------------------------------------
    async def start(self, *, resolve_unknown_print: UnknownPrintResolver | None = None) -> None:
        """Starts gathering what the service knows of orders shipped elsewhere, resumes the outbox (creates resolve
        by reference; interrupted prints wait for the operator unless `resolve_unknown_print` settles them) and
        starts draining in the background."""
        self.elsewhere.start()
        self.printer_health.start()
        await self.restart_scale()

        async def resume(_taken: int = 0) -> None:
            try:
                await self.outbox.resume(resolve_unknown_print)
            except NotSignedIn:
                log.info("not signed in: journaled work waits until an account is configured")

        # On the shared store: this table's lease, and the journal of tables gone is taken over and resumed too.
        self.claims.on_takeover = resume
        await self.claims.start()
        try:
            await self.offline.hand_over()  # what a crash while cut off left in this table's own journal
        except StoreUnavailable:  # away again at once: the next heartbeat or the link back hands it over
            log.warning("the requests kept at this table could not be handed over yet", exc_info=True)
        self.live_queue.start()
        await resume()
        self.outbox.start_drainer()

    async def restart_scale(self) -> None:
        """Reads the scale the setting names (none: the scale is off)."""
        await self.scale.stop()
        factory = device_factory(self.scale_settings.load())
        if factory is not None:
            self.scale.start(factory)

    async def sign_out(self) -> None:
        """Revokes the token, deletes the account's secrets, and drops the clients."""
        if self._clients is not None:
            # The account revokes through the clients it built; hand it ours if they came from elsewhere.
            self.account._clients = self._clients
        await self.account.sign_out()
        self._clients = None

    async def aclose(self) -> None:
        """Stops the gatherer and the drainer, closes the clients and the store. Journaled work stays for the next start."""
        await self.elsewhere.aclose()
        await self.search.aclose()
        await self.printer_health.aclose()
        await self.scale.stop()
        await self.outbox.aclose()
        self.live_queue.stop()
        await self.claims.aclose()
        self.offline.close()
        if self._clients is not None:
            await self._clients.aclose()
        self._clients = None
        self.store.close()
