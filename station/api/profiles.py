"""Wire profiles: which format an account's service speaks, what each format can do, and the clients for it.

"contract" is the format Station and its sandbox were built on (station.api.wire); "production" is the production
service's (station.api.production). Services and UI choose by the account's profile and read the capabilities to
offer only what will work; they never see a wire name.
"""

from __future__ import annotations

from collections.abc import Collection
from enum import Enum

import httpx

from station.api.auth import ApiKeyAuth
from station.api.printing import PrintingClient
from station.api.session import ClientSettings
from station.api.shipping_api import ShippingApi
from station.api.wire import AuthScheme
from station.domain.enums import Carrier
from station.domain.service_capabilities import (
    CONTRACT_CAPABILITIES,
    PRODUCTION_CAPABILITIES,
    ServiceCapabilities,
)


class WireProfile(str, Enum):
    CONTRACT = "contract"
    PRODUCTION = "production"

    @property
    def capabilities(self) -> ServiceCapabilities:
        return _CAPABILITIES[self]

    @property
    def default_auth_scheme(self) -> str:
        return _DEFAULT_AUTH_SCHEMES[self]


_CAPABILITIES: dict[WireProfile, ServiceCapabilities] = {
    WireProfile.CONTRACT: CONTRACT_CAPABILITIES,
    WireProfile.PRODUCTION: PRODUCTION_CAPABILITIES,
}
# The word before the API key where the account names none (production-wire row 3: the service takes both).
_DEFAULT_AUTH_SCHEMES: dict[WireProfile, str] = {
    WireProfile.CONTRACT: AuthScheme.BASIC,
    WireProfile.PRODUCTION: AuthScheme.BEARER,
}


def api_key_auth(profile: WireProfile, api_key: str, *, shop: str = "", scheme: str = "") -> ApiKeyAuth:
    """The API key as the profile's service takes it (`scheme` overrides the profile's default)."""
    return ApiKeyAuth(api_key, shop=shop, scheme=scheme or profile.default_auth_scheme)


def shipping_client(
    profile: WireProfile,
    base_url: str,
    auth: httpx.Auth | None,
    settings: ClientSettings | None = None,
    *,
    pre_validate: bool = True,
    active_carriers: Collection[Carrier] | None = None,
) -> ShippingApi:
    """The shipping client for the profile: ShippingClient or ProductionShippingClient (same methods)."""
    if profile is WireProfile.PRODUCTION:
        from station.api.production.client import ProductionShippingClient

        return ProductionShippingClient(
            base_url, auth, settings, pre_validate=pre_validate, active_carriers=active_carriers
        )
    from station.api.shipping import ShippingClient

    return ShippingClient(base_url, auth, settings, pre_validate=pre_validate, active_carriers=active_carriers)


def printing_client(
    profile: WireProfile, printing_base_url: str, auth: httpx.Auth, settings: ClientSettings | None = None
) -> PrintingClient:
    """The printing API is the same in both profiles (camelCase bodies, answers not wrapped)."""
    return PrintingClient(printing_base_url, auth, settings)
