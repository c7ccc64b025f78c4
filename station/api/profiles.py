"""Wire profiles: which format an account's service speaks, what each format can do, and the clients for it.

"contract" is the format Station and its sandbox were built on (station.api.wire); "production" is the production
service's (station.api.production). Services and UI choose by the account's profile and read the capabilities to
offer only what will work; they never see a wire name.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from enum import Enum
from typing import Any

import httpx

from station.api.auth import ApiKeyAuth
from station.api.printing import PrintingClient
from station.api.session import ClientSettings
from station.api.wire import AuthScheme
from station.domain.enums import Carrier, ShipmentStatus


class WireProfile(str, Enum):
    CONTRACT = "contract"
    PRODUCTION = "production"

    @property
    def capabilities(self) -> Capabilities:
        return _CAPABILITIES[self]


@dataclass(frozen=True)
class Capabilities:
    """What a profile's service offers where the two differ; each "why not" is the operator's tooltip."""

    oauth: bool
    cancellable: frozenset[ShipmentStatus]
    # True: the return's QR code is an image behind the API key (no public link to hand out).
    qr_needs_credentials: bool
    # True: a new shipment has no barcode until its label was made (a concept first).
    barcode_after_label: bool
    default_auth_scheme: str

    @property
    def cancel_after_label(self) -> bool:
        return ShipmentStatus.PRINTED in self.cancellable

    @property
    def barcode_at_create(self) -> bool:
        return not self.barcode_after_label

    @property
    def public_qr_link(self) -> bool:
        return not self.qr_needs_credentials

    @property
    def cancel_only_before_label(self) -> bool:
        """True when a shipment with a label can never be cancelled (the UI then disables Cancel beforehand)."""
        return ShipmentStatus.PRINTED not in self.cancellable

    def can_cancel(self, status: ShipmentStatus) -> bool:
        return status in self.cancellable

    def why_not_cancel(self, status: ShipmentStatus) -> str:
        """Empty when a shipment in `status` can be cancelled, else why not, in the operator's words."""
        if self.can_cancel(status):
            return ""
        if status is ShipmentStatus.CANCELLED:
            return "The shipment is cancelled already."
        if ShipmentStatus.PRINTED not in self.cancellable and status is ShipmentStatus.PRINTED:
            return ("This service cancels only shipments whose label was not made yet; a label that is not used "
                    "is not charged.")
        return "The parcel is with the carrier already; create a return instead."

    @property
    def why_no_oauth(self) -> str:
        return "" if self.oauth else "This service signs in with an API key only; it has no OAuth."


_CAPABILITIES: dict[WireProfile, Capabilities] = {
    WireProfile.CONTRACT: Capabilities(
        oauth=True, cancellable=frozenset({ShipmentStatus.PENDING, ShipmentStatus.PRINTED}),
        qr_needs_credentials=False, barcode_after_label=False, default_auth_scheme=AuthScheme.BASIC,
    ),
    WireProfile.PRODUCTION: Capabilities(
        oauth=False, cancellable=frozenset({ShipmentStatus.PENDING}),
        qr_needs_credentials=True, barcode_after_label=True, default_auth_scheme=AuthScheme.BEARER,
    ),
}


def api_key_auth(profile: WireProfile, api_key: str, *, shop: str = "", scheme: str = "") -> ApiKeyAuth:
    """The API key as the profile's service takes it (`scheme` overrides the profile's default)."""
    return ApiKeyAuth(api_key, shop=shop, scheme=scheme or profile.capabilities.default_auth_scheme)


def shipping_client(
    profile: WireProfile, base_url: str, auth: httpx.Auth | None, settings: ClientSettings | None = None, *,
    pre_validate: bool = True, active_carriers: Collection[Carrier] | None = None,
) -> Any:
    """The shipping client for the profile: ShippingClient or ProductionShippingClient (same methods)."""
    if profile is WireProfile.PRODUCTION:
        from station.api.production.client import ProductionShippingClient

        return ProductionShippingClient(base_url, auth, settings, pre_validate=pre_validate,
                                        active_carriers=active_carriers)
    from station.api.shipping import ShippingClient

    return ShippingClient(base_url, auth, settings, pre_validate=pre_validate, active_carriers=active_carriers)


def printing_client(
    profile: WireProfile, printing_base_url: str, auth: httpx.Auth, settings: ClientSettings | None = None
) -> PrintingClient:
    """The printing API is the same in both profiles (camelCase bodies, answers not wrapped)."""
    return PrintingClient(printing_base_url, auth, settings)
