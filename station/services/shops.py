"""Several shops from one station: each order's calls go out with its own shop's credentials.

The account holds an API key per shop (the sandbox session two of the sandbox's shops); an order names its shop
(the import's `shop` column). The one shipping client takes a per-call `auth=` (spec §5), so acting for a shop is
that client with the shop's credentials bound to every call. An order whose shop the account has no credentials for
is refused (ShopNotInAccount), never sent with the default shop's key.
"""

from __future__ import annotations

import functools
import inspect
import logging
import threading
from collections.abc import Callable
from typing import Any

import httpx

from station.services.account import AccountService
from station.services.errors import ShopNotInAccount
from station.store.settings import AccountMode

log = logging.getLogger("station.services.shops")


class ShopCredentials:
    """Which credentials each shop's calls use. `load()` reads the keyring (off the UI thread); until then, or after
    `forget()`, the first question loads them."""

    def __init__(self, account: AccountService) -> None:
        self._account = account
        self._auths: dict[str, httpx.Auth | None] | None = None
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

    def auth_for(self, shop: str) -> httpx.Auth | None:
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

    def _loaded(self) -> dict[str, httpx.Auth | None]:
        with self._lock:
            auths = self._auths
        if auths is None:
            self.load()
            with self._lock:
                auths = self._auths or {}
        return auths


class ShopShipping:
    """The shipping client acting for one shop: every method that takes `auth=` gets the shop's credentials."""

    def __init__(self, client: Any, auth: httpx.Auth, shop: str) -> None:
        self._client = client
        self._auth = auth
        self.shop = shop

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._client, name)
        if callable(attribute) and _takes_auth(attribute):
            return functools.partial(attribute, auth=self._auth)
        return attribute


def for_shop(client: Any, credentials: ShopCredentials, shop: str) -> Any:
    """`client` as `shop` uses it: the client itself for the default shop, else bound to the shop's credentials."""
    auth = credentials.auth_for(shop)
    return client if auth is None else ShopShipping(client, auth, shop)


@functools.lru_cache(maxsize=256)
def _takes_auth_function(function: Callable[..., Any]) -> bool:
    try:
        return "auth" in inspect.signature(function).parameters
    except (TypeError, ValueError):
        return False


def _takes_auth(attribute: Any) -> bool:
    return _takes_auth_function(getattr(attribute, "__func__", attribute))
