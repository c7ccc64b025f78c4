"""Opening one account's session (the real account, or the embedded sandbox's), and the account dialog's reading
and saving of the account: the settings file and the keyring, always on a worker thread (a keyring may wait for a
keychain prompt). Imports stay inside the functions: the window shows before any of this is loaded."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from station.domain.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from station.domain.enums import Carrier, LabelFormat
    from station.services.account import AccountService
    from station.services.embedded_sandbox import EmbeddedSandbox
    from station.services.outbox import PrinterBinding
    from station.services.station import StationServices
    from station.store.records import QueuedOrder
    from station.store.settings import AccountSettings
    from station.store.store import Store

log = logging.getLogger("station.services.session")

# A sandbox session keeps its own settings file and database, so sandbox labels never mix with real ones and
# `--sandbox` never overwrites the real account.
SANDBOX_SETTINGS_FILE = "sandbox-account.json"
SANDBOX_STORE_FILE = "sandbox-station.sqlite3"


# The orders read before the rest, for the queue's first screenful: more than a tall window shows at once.
FIRST_SCREENFUL = 100


@dataclass
class SessionStore:
    """The first step of opening a session, done while the window is built: which account, its store, and the
    queue's newest orders (a screenful, read in milliseconds: the window paints with them)."""

    account: AccountService
    use_sandbox: bool
    store: Store
    newest: list[QueuedOrder]


@dataclass
class SessionStart:
    """What opening a session reads before its window has printers: which account, its store, and the store's
    orders for the queue's first load (read once, by `read_session_orders`, not again by the window)."""

    account: AccountService
    use_sandbox: bool
    store: Store
    first_orders: list[QueuedOrder]
    embedded: EmbeddedSandbox | None


def open_session_store(sandbox: bool | None, sandbox_requested: bool) -> SessionStore:
    """On a worker thread: the account (keyring), its store and the queue's newest orders.
    `sandbox` None: the sandbox when asked for at start or when no real account is configured."""
    from station import paths
    from station.services.account import AccountService
    from station.services.station import open_store
    from station.store.settings import SettingsFile

    real_account = AccountService()
    use_sandbox = sandbox if sandbox is not None else (sandbox_requested or not real_account.configured)
    if use_sandbox:
        account = AccountService(SettingsFile(paths.config_dir() / SANDBOX_SETTINGS_FILE))
        store_path: Path | None = paths.data_dir() / SANDBOX_STORE_FILE
    else:
        account, store_path = real_account, None
    store = open_store(account, store_path)
    try:
        newest = store.orders.newest(FIRST_SCREENFUL)
    except BaseException:
        store.close()
        raise
    return SessionStore(account, use_sandbox, store, newest)


def read_session_orders(opened: SessionStore) -> list[QueuedOrder]:
    """On a worker thread, once the window is shown: every order of the session's store (100,000: about a
    second). Closes the store when they cannot be read."""
    try:
        return opened.store.orders.all()
    except BaseException:
        opened.store.close()
        raise


def start_session(opened: SessionStore, orders: list[QueuedOrder], embedded: EmbeddedSandbox | None) -> SessionStart:
    """On a worker thread, after the orders are shown: the embedded sandbox of a sandbox session (started when
    needed; nothing asks it anything before the window has the orders). Closes the store when it fails."""
    try:
        if opened.use_sandbox and embedded is None:
            from station.services.embedded_sandbox import EmbeddedSandbox

            embedded = EmbeddedSandbox().start()
    except BaseException:
        opened.store.close()
        raise
    return SessionStart(opened.account, opened.use_sandbox, opened.store, orders, embedded)


def open_session_services(
    start: SessionStart,
    printers: dict[LabelFormat, PrinterBinding],
    sandbox_wire: str = "contract",
) -> StationServices:
    """On a worker thread: the services over a started session's account and store, with the API clients.
    `sandbox_wire`: the sandbox's front a sandbox session talks to, "contract" or "production" (the production
    service's format, as a real account speaks it). Closes the store when they cannot be made."""
    from station.services.errors import NotSignedIn
    from station.services.station import StationServices
    from station.store.settings import WireName

    try:
        account, embedded = start.account, start.embedded
        if start.use_sandbox:
            assert embedded is not None, "start_session starts the sandbox of a sandbox session"
            if WireName(sandbox_wire) is WireName.PRODUCTION:
                account.use_sandbox(
                    embedded.production_base_url, embedded.production_printing_base_url, wire=WireName.PRODUCTION
                )
            else:
                account.use_sandbox(embedded.base_url, embedded.printing_base_url)
            log.info("sandbox session at %s", embedded.base_url)
        services = StationServices(
            account, start.store, printers, active_carriers=sandbox_carriers() if start.use_sandbox else None
        )
    except BaseException:
        start.store.close()
        raise
    try:
        services.clients()  # reads the API key or client secret from the keyring: here, not on the UI thread
    except NotSignedIn:
        pass
    return services


def sandbox_carriers() -> frozenset[Carrier]:
    """The contract carriers of the shop the embedded sandbox session signs in as (its fixed key, contract §9)."""
    from station.sandbox.accounts import API_KEYS
    from station.services.account import SANDBOX_API_KEY

    return API_KEYS[SANDBOX_API_KEY].carriers


def account_as_stored(
    account: AccountService, sandbox_session: bool
) -> tuple[AccountService, Any, frozenset[str], bool, str]:
    """On a worker thread: the real account, its settings, which of its secrets are in the keyring, whether it is
    configured (the dialog never shows a stored secret, only that there is one), and why there is no secure keyring
    ("" when there is one): without one the dialog still opens, for the sandbox."""
    from station.services.account import AccountService
    from station.store.secrets import CLIENT_SECRET, NoSecureKeyring, api_key_name
    from station.store.settings import AccountSettings

    real = account if not sandbox_session else AccountService()
    stored = set()
    try:
        if real.secrets.get(CLIENT_SECRET) is not None:
            stored.add("client_secret")
        for shop in real.settings.shops:
            if real.secrets.get(api_key_name(shop)) is not None:
                stored.add(f"apikey.{shop}")
        configured = real.configured
    except NoSecureKeyring as missing:
        return real, AccountSettings(), frozenset(), False, str(missing)
    return real, (real.settings if configured else AccountSettings()), frozenset(stored), configured, ""


def store_account_choice(account: AccountService, kind: str, choice: Any) -> None:
    """On a worker thread: the account dialog's choice into the settings file and the keyring."""
    from station.store.secrets import CLIENT_SECRET, api_key_name

    # An empty secret field keeps the stored secret; it is read from the keyring here and never shown.
    if kind == "oauth":
        secret = choice.client_secret or account.secrets.get(CLIENT_SECRET) or ""
        account.configure_oauth(choice.base_url, choice.printing_base_url, choice.client_id, secret, choice.scopes)
    else:
        keys = {shop: key or account.secrets.get(api_key_name(shop)) or "" for shop, key in choice.api_keys.items()}
        account.configure_api_keys(
            choice.base_url,
            choice.printing_base_url,
            keys,
            choice.default_shop,
            production=choice.production,
            auth_scheme=choice.auth_scheme,
        )


def account_summary(settings: AccountSettings, *, sandbox: bool) -> str:
    """The account in the status bar's words: which shops or client Station acts for (never a secret)."""
    from station.store.settings import AccountMode

    if sandbox:
        if settings.speaks_production:
            return QT_TRANSLATE_NOOP("AccountSummary", "Sandbox (Demo NL) · production format")
        return QT_TRANSLATE_NOOP("AccountSummary", "Sandbox (Demo NL)")
    if settings.mode is AccountMode.OAUTH:
        return QT_TRANSLATE_NOOP("AccountSummary", "OAuth client {client}").format(client=settings.client_id)
    shops = ", ".join(settings.shops) or QT_TRANSLATE_NOOP("AccountSummary", "API key")
    if settings.speaks_production:
        return QT_TRANSLATE_NOOP("AccountSummary", "{shops} (production)").format(shops=shops)
    return shops


def production_addresses() -> tuple[str, str]:
    """The production service's main and printing API addresses, which the account dialog fills in for a shop's
    real account (both stay editable)."""
    from station.api.production.names import DEFAULT_BASE_URL, DEFAULT_PRINTING_BASE_URL

    return DEFAULT_BASE_URL, DEFAULT_PRINTING_BASE_URL
