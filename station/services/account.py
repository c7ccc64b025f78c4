"""The account: sandbox, OAuth or API keys; settings in the config file, secrets in the keyring; clients; sign-out."""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from station.domain.field_rules import address_violations
from station.domain.models import Address
from station.domain.service_capabilities import CONTRACT_CAPABILITIES, ServiceCapabilities
from station.domain.text import QT_TRANSLATE_NOOP
from station.domain.violations import Violation
from station.logs import redact
from station.services.errors import NotSignedIn, is_unexpected, log_unexpected
from station.store import secrets as secret_names
from station.store.secrets import SecretStore, api_key_name
from station.store.settings import (
    DEFAULT_SCOPES,
    AccountMode,
    AccountSettings,
    SettingsFile,
    WireName,
    shared_store_problem,
)

if TYPE_CHECKING:
    from station.api.auth import Credentials
    from station.api.printing import PrintingClient
    from station.api.profiles import WireProfile
    from station.api.session import ClientSettings
    from station.api.shipping_api import ShippingApi

log = logging.getLogger("station.services.account")

SANDBOX_SHOP = "sandbox"
SANDBOX_API_KEY = "sandbox-nl"  # the sandbox's fixed, public test key (contract §9): not a secret, never stored
# The sandbox session acts for two of the sandbox's fixed shops (contract §9), by the names orders give them, so
# several shops from one station can be tried there; "sandbox" is the session's own name for Demo NL.
SANDBOX_SHOP_KEYS: dict[str, str] = {"Demo NL": SANDBOX_API_KEY, "Demo BE": "sandbox-be", SANDBOX_SHOP: SANDBOX_API_KEY}
# The sandbox account ships from this demo address until another sender is set: its labels are not real anyway.
DEMO_SENDER = Address("Demo NL Webshop", "Stationsplein 12", "3511 ED", "Utrecht", "NL", "shop@example.nl")
# The sandbox's Belgian shop ships from its own demo address (its sender is set apart from Demo NL's).
SANDBOX_BE_SHOP = "Demo BE"
DEMO_BE_SENDER = Address("Demo BE Webshop", "Meir 24", "2000", "Antwerpen", "BE", "shop@example.be")


@dataclass
class ServiceClients:
    """The API clients of one account; close them with `aclose()`."""

    shipping: ShippingApi
    printing: PrintingClient
    auth: Credentials
    profile: WireProfile | None = None  # None: the contract's

    @property
    def capabilities(self) -> ServiceCapabilities:
        return self.profile.capabilities if self.profile is not None else CONTRACT_CAPABILITIES

    async def aclose(self) -> None:
        await self.shipping.aclose()
        await self.printing.aclose()


class AccountService:
    """Which service Station talks to and as whom. Secrets go to the keyring only, never to the settings file."""

    def __init__(self, settings_file: SettingsFile | None = None, secrets: SecretStore | None = None) -> None:
        self._file = settings_file or SettingsFile()
        self.secrets = secrets or SecretStore()
        self._settings = self._file.load()
        self._clients: ServiceClients | None = None

    @property
    def settings(self) -> AccountSettings:
        """The current account settings (no secrets in them)."""
        return self._settings

    def _save(self, settings: AccountSettings) -> None:
        self._file.save(settings)
        self._settings = settings

    @property
    def configured(self) -> bool:
        """True when there is a base URL and the secrets its mode needs are in the keyring."""
        settings = self._settings
        if not settings.base_url:
            return False
        if settings.mode is AccountMode.SANDBOX:
            return True
        if settings.mode is AccountMode.OAUTH:
            return bool(settings.client_id) and self.secrets.get(secret_names.CLIENT_SECRET) is not None
        shop = settings.default_shop or (settings.shops[0] if settings.shops else "")
        return bool(shop) and self.secrets.get(api_key_name(shop)) is not None

    # -- the sender ----------------------------------------------------------------------------------------------
    def sender_shops(self) -> tuple[str, ...]:
        """The shops a sender address can be set for: the account's shops (the sandbox's one), else the one shop of
        an OAuth client (named "")."""
        settings = self._settings
        if settings.mode is AccountMode.SANDBOX:
            return (SANDBOX_SHOP,)
        return settings.shops or (settings.default_shop,)

    def shops_with_a_sender(self) -> tuple[str, ...]:
        """The shops whose sender address the account settings edit: each of the sandbox's two demo shops (Demo NL
        under "sandbox"), else `sender_shops()`."""
        if self._settings.mode is AccountMode.SANDBOX:
            return (SANDBOX_SHOP, SANDBOX_BE_SHOP)
        return self.sender_shops()

    def sender_for(self, shop: str = "") -> Address | None:
        """The sender of `shop`'s shipments: its own, else the default shop's; on the sandbox each demo shop's own
        (its demo sender until another is set); None when no sender is set up (then nothing may be created
        unnoticed)."""
        settings = self._settings
        senders = settings.senders
        if settings.mode is AccountMode.SANDBOX and shop == SANDBOX_BE_SHOP:
            return senders.get(SANDBOX_BE_SHOP) or DEMO_BE_SENDER
        default = settings.default_shop or (settings.shops[0] if settings.shops else "")
        sender = senders.get(shop) or senders.get(default) or (senders.get("") if not settings.shops else None)
        if sender is None and settings.mode is AccountMode.SANDBOX:
            return senders.get(SANDBOX_SHOP) or DEMO_SENDER
        return sender

    def set_senders(self, senders: dict[str, Address]) -> list[Violation]:
        """Saves the sender address of each shop (in the settings file: it is not a secret) when every one is
        valid, checked as a recipient is; otherwise saves nothing and returns every rule broken."""
        problems = [violation for address in senders.values() for violation in address_violations(address, "sender")]
        if problems:
            return problems
        self._save(replace(self._settings, senders={**self._settings.senders, **senders}))
        log.info("sender address set for %s", ", ".join(shop or "(the account's shop)" for shop in senders))
        return []

    # -- configuring ---------------------------------------------------------------------------------------------
    def use_sandbox(
        self, base_url: str, printing_base_url: str, *, wire: WireName = WireName.CONTRACT
    ) -> AccountSettings:
        """Talk to a sandbox (embedded or `station sandbox`) with its fixed, public test key.

        The key is published with the sandbox (README, contract §9), so it needs no keyring: Station on the sandbox
        works on a machine without one, as a new user's first start must. Real accounts still require a keyring.
        `wire`: the sandbox's contract front (its base URL) or its production front (the base URL + /production).
        """
        settings = replace(
            self._settings,
            mode=AccountMode.SANDBOX,
            base_url=base_url,
            printing_base_url=printing_base_url,
            shops=(SANDBOX_SHOP,),
            default_shop=SANDBOX_SHOP,
            wire=wire,
        )
        self._save(settings)
        return settings

    def use_shared_store(self, conninfo: str, password: str | None = None) -> AccountSettings:
        """Several packing tables, one queue: the store is the PostgreSQL database `conninfo` names from the next
        start on (empty: this station's own SQLite file again). `password` goes to the keyring (None keeps the one
        stored, '' removes it); a connection string that holds a password is refused (ValueError)."""
        problem = shared_store_problem(conninfo) if conninfo else ""
        if problem:
            raise ValueError(problem)
        if password:
            self.secrets.set(secret_names.SHARED_STORE_PASSWORD, password)
        elif password == "":
            self.secrets.delete(secret_names.SHARED_STORE_PASSWORD)
        settings = replace(self._settings, shared_store=conninfo)
        self._save(settings)
        log.info("store from the next start: %s", conninfo or "this station's own file")
        return settings

    def configure_oauth(
        self,
        base_url: str,
        printing_base_url: str,
        client_id: str,
        client_secret: str,
        scopes: Sequence[str] = DEFAULT_SCOPES,
    ) -> AccountSettings:
        """OAuth client credentials (spec §5): the secret goes to the keyring, an old refresh token is dropped."""
        self.secrets.set(secret_names.CLIENT_SECRET, client_secret)
        self.secrets.delete(secret_names.REFRESH_TOKEN)
        settings = replace(
            self._settings,
            mode=AccountMode.OAUTH,
            base_url=base_url,
            printing_base_url=printing_base_url,
            client_id=client_id,
            scopes=tuple(scopes),
        )
        self._save(settings)
        return settings

    def configure_api_keys(
        self,
        base_url: str,
        printing_base_url: str,
        api_keys: Mapping[str, str],
        default_shop: str = "",
        *,
        production: bool = False,
        auth_scheme: str = "",
    ) -> AccountSettings:
        """One API key per shop name (spec §5 Shop API key); the keys go to the keyring, the shop names to settings.

        `production`: the account is on the production service, which speaks its own format (station.api's
        "production" profile); `auth_scheme` is `bearer` (its default) or `basic` before the key.
        """
        if not api_keys:
            raise ValueError("at least one shop and API key is needed")
        for shop, key in api_keys.items():
            self.secrets.set(api_key_name(shop), key)
        shops = tuple(api_keys)
        settings = replace(
            self._settings,
            mode=AccountMode.PRODUCTION if production else AccountMode.API_KEY,
            base_url=base_url,
            printing_base_url=printing_base_url,
            shops=shops,
            default_shop=default_shop if default_shop in shops else shops[0],
            wire=WireName.PRODUCTION if production else WireName.CONTRACT,
            auth_scheme=auth_scheme,
        )
        self._save(settings)
        return settings

    def store_printing_credentials(self, email: str, password: str) -> None:
        """The direct-printing credentials returned by enable-direct-printing, into the keyring."""
        self.secrets.set(secret_names.PRINTING_EMAIL, email)
        self.secrets.set(secret_names.PRINTING_PASSWORD, password)

    # -- clients -------------------------------------------------------------------------------------------------
    @property
    def profile(self) -> WireProfile:
        """The wire profile (station.api.profiles.WireProfile) the account's service speaks."""
        from station.api.profiles import WireProfile

        return WireProfile.PRODUCTION if self._settings.speaks_production else WireProfile.CONTRACT

    @property
    def capabilities(self) -> ServiceCapabilities:
        """What the account's service offers where the formats differ."""
        return self.profile.capabilities

    def build_auth(self, shop: str | None = None) -> Credentials:
        """The credentials of the account (for `shop`'s API key when given). Raises NotSignedIn."""
        from station.api.auth import OAuthClientCredentials
        from station.api.profiles import api_key_auth

        settings = self._settings
        if not settings.base_url:
            raise NotSignedIn(QT_TRANSLATE_NOOP("StationError", "No service is configured."))
        if settings.mode is AccountMode.OAUTH:
            secret = self.secrets.get(secret_names.CLIENT_SECRET)
            if not settings.client_id or secret is None:
                raise NotSignedIn(QT_TRANSLATE_NOOP("StationError", "The OAuth client id or secret is missing."))
            return OAuthClientCredentials(
                settings.base_url,
                settings.client_id,
                secret,
                scopes=settings.scopes,
                refresh_token=self.secrets.get(secret_names.REFRESH_TOKEN),
                on_tokens=self._keep_refresh_token,
            )
        if settings.mode is AccountMode.SANDBOX:
            return self._sandbox_auth(shop or SANDBOX_SHOP)
        shop = shop or settings.default_shop or (settings.shops[0] if settings.shops else "")
        key = self.secrets.get(api_key_name(shop)) if shop else None
        if key is None:
            raise NotSignedIn(
                QT_TRANSLATE_NOOP("StationError", "No API key for shop {shop} in the keyring.").format(
                    shop=shop or "(none)"
                )
            )
        return api_key_auth(self.profile, key, shop=shop, scheme=settings.auth_scheme)

    def shop_auths(self) -> dict[str, Credentials | None]:
        """Every shop the account holds credentials for, by the name orders give it: None for the shops the
        account's own credentials serve (the default shop; an OAuth client's one shop is every order's), else that
        shop's own. Reads the keyring: call it off the UI thread. A shop without a key in the keyring is left out."""
        settings = self._settings
        if settings.mode is AccountMode.OAUTH:
            return {}
        if settings.mode is AccountMode.SANDBOX:
            return {
                shop: None if key == SANDBOX_API_KEY else self._sandbox_auth(shop)
                for shop, key in SANDBOX_SHOP_KEYS.items()
            }
        default = settings.default_shop or (settings.shops[0] if settings.shops else "")
        auths: dict[str, Credentials | None] = {default: None} if default else {}
        for shop in settings.shops:
            if shop != default and self.secrets.get(api_key_name(shop)) is not None:
                auths[shop] = self.build_auth(shop)
        return auths

    def _sandbox_auth(self, shop: str) -> Credentials:
        from station.api.profiles import api_key_auth

        return api_key_auth(
            self.profile, SANDBOX_SHOP_KEYS.get(shop, SANDBOX_API_KEY), shop=shop, scheme=self._settings.auth_scheme
        )

    def _keep_refresh_token(self, pair: Any) -> None:
        # The access token lives in memory only; register it so that a slip into a log message is masked.
        redact(getattr(pair, "access_token", None))
        # contract §1: refresh tokens rotate; the newest one must survive a restart, in the keyring only.
        if getattr(pair, "refresh_token", None):
            self.secrets.set(secret_names.REFRESH_TOKEN, pair.refresh_token)

    def build_clients(self, *, client_settings: ClientSettings | None = None) -> ServiceClients:
        """Shipping and printing clients sharing the account's auth. Raises NotSignedIn when not configured."""
        from station.api.profiles import printing_client, shipping_client

        auth = self.build_auth()
        settings = self._settings
        printing_url = settings.printing_base_url or self._default_printing_url()
        self._clients = ServiceClients(
            shipping_client(self.profile, settings.base_url, auth, client_settings),
            printing_client(self.profile, printing_url, auth, client_settings),
            auth,
            self.profile,
        )
        return self._clients

    def _default_printing_url(self) -> str:
        """The production service's printing API has a host of its own; a sandbox serves it under its base URL."""
        from station.api.production.names import DEFAULT_BASE_URL, DEFAULT_PRINTING_BASE_URL
        from station.api.wire import printing_base_url_beside

        if self._settings.base_url.rstrip("/") == DEFAULT_BASE_URL:
            return DEFAULT_PRINTING_BASE_URL
        return printing_base_url_beside(self._settings.base_url)

    async def sign_out(self) -> None:
        """Revokes the OAuth token on the service (when signed in) and deletes every secret of the account.

        Secrets are deleted even when revoking fails (no connection); that failure is logged, not raised, so the
        operator is signed out locally in any case.
        """
        clients = self._clients
        if clients is not None:
            try:
                await clients.shipping.sign_out()
            except Exception as error:  # noqa: BLE001 - sign-out must complete locally whatever the service says
                if is_unexpected(error):
                    log_unexpected(error, "revoking the token at sign-out")
                else:
                    log.warning("revoking the token failed: %s", type(error).__name__)
            await clients.aclose()
            self._clients = None
        for name in (
            secret_names.CLIENT_SECRET,
            secret_names.REFRESH_TOKEN,
            secret_names.ACCESS_TOKEN,
            secret_names.PRINTING_EMAIL,
            secret_names.PRINTING_PASSWORD,
        ):
            self.secrets.delete(name)
        for shop in set(self._settings.shops) | {SANDBOX_SHOP}:
            self.secrets.delete(api_key_name(shop))
        log.info("signed out")
