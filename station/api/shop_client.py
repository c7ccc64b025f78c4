"""One shipping client acting for another shop: every call that takes `auth=` goes out with that shop's credentials.

The shipping clients take a per-call `auth=` (spec §5), so one client (one connection pool) serves every shop of an
account; `acting_as` binds a shop's credentials to each such call and passes everything else through.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Any, cast

from station.api.auth import Credentials
from station.api.shipping_api import ShippingApi


class _ActingAs:
    def __init__(self, client: ShippingApi, credentials: Credentials, shop: str) -> None:
        self._client = client
        self._credentials = credentials
        self.shop = shop  # the shop it acts for: a batch of creates is grouped by it

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._client, name)
        if callable(attribute) and _takes_auth(attribute):
            return functools.partial(attribute, auth=self._credentials)
        return attribute


def acting_as(client: ShippingApi, credentials: Credentials, shop: str) -> ShippingApi:
    """`client` acting for `shop`: `credentials` bound to every call that takes `auth=`."""
    # A ShippingApi: each of its methods is the client's own, with the credentials given as the call's `auth=`.
    return cast(ShippingApi, _ActingAs(client, credentials, shop))


@functools.lru_cache(maxsize=256)
def _takes_auth_function(function: Callable[..., Any]) -> bool:
    try:
        return "auth" in inspect.signature(function).parameters
    except (TypeError, ValueError):
        return False


def _takes_auth(attribute: Any) -> bool:
    return _takes_auth_function(getattr(attribute, "__func__", attribute))
