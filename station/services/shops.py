"""Several shops from one station: each order's calls go out with its own shop's credentials.

The account holds an API key per shop (the sandbox session two of the sandbox's shops); an order names its shop
(the import's `shop` column). The one shipping client takes a per-call `auth=` (spec §5), so acting for a shop is
that client with the shop's credentials bound to every call. An order whose shop the account has no credentials for
is refused (ShopNotInAccount), never sent with the default shop's key.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass

from station.api.auth import Credentials
from station.api.shipping_api import ShippingApi
from station.api.shop_client import acting_as
from station.services.account import AccountService
from station.services.errors import ShopNotInAccount
from station.store.settings import AccountMode

log = logging.getLogger("station.services.shops")


class ShopCredentials:
    """Which credentials each shop's calls use. `load()` reads the keyring (off the UI thread); until then, or after
    `forget()`, the first question loads them."""

    def __init__(self, account: AccountService) -> None:
        self._account = account
        self._auths: dict[str, Credentials | None] | None = None
        self._lock = threading.Lock()

    def load(self) -> None:
        auths = self._account.shop_auths()
        with self._lock:
            self._auths = auths
        log.info("credentials for shops: %s", ", ".join(repr(shop) for shop in auths) or "(the account's one shop)")

    def forget(self) -> None:
        """The account changed: read the shops' credentials again at the next question."""
        with self._lock:
            self._auths = None

    def shops(self) -> tuple[str, ...]:
        """The shops orders may name (empty for an OAuth client: it acts for one shop, whatever an order names)."""
        return tuple(self._loaded())

    def distinct_shops(self) -> tuple[str, ...]:
        """One name per set of credentials (the sandbox's Demo NL is also named "sandbox"): the shops to search."""
        seen: dict[int, str] = {}
        for shop, auth in self._loaded().items():
            seen.setdefault(id(auth), shop)
        return tuple(seen.values())

    def auth_for(self, shop: str) -> Credentials | None:
        """The credentials `shop`'s calls go out with: None for the client's own (the default shop's; an order that
        names no shop), else the shop's. ShopNotInAccount when the account has no credentials for it."""
        if not shop or self._account.settings.mode is AccountMode.OAUTH:
            return None
        auths = self._loaded()
        if shop in auths:
            return auths[shop]
        raise ShopNotInAccount(shop, tuple(auths))

    def check(self, shop: str) -> None:
        """Raises ShopNotInAccount when the account has no credentials for `shop`."""
        self.auth_for(shop)

    def _loaded(self) -> dict[str, Credentials | None]:
        with self._lock:
            auths = self._auths
        if auths is None:
            self.load()
            with self._lock:
                auths = self._auths or {}
        return auths


@dataclass(frozen=True)
class ShopReach:
    """One shop of the account as the background reads it (the sweeps, Fetch orders): the name orders give it, who
    it is at the service (what the knowledge of its shipments is kept under) and the client acting for it."""

    name: str
    identity: str
    client: ShippingApi


def for_shop(client: ShippingApi, credentials: ShopCredentials, shop: str) -> ShippingApi:
    """`client` as `shop` uses it: the client itself for the default shop, else acting with the shop's credentials."""
    auth = credentials.auth_for(shop)
    return client if auth is None else acting_as(client, auth, shop)
