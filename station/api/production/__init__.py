"""The production wire profile: the format of the production service (MyParcel's shipping API) as a second set of
names, codecs and a client, beside the contract's (station.api.wire and its codecs)."""

from station.api.production.client import NotInThisProfile, ProductionShippingClient
from station.api.production.errors import AccountNotActivated, PaymentRequired, ShipmentLimitExceeded
from station.api.production.names import DEFAULT_BASE_URL, DEFAULT_PRINTING_BASE_URL

__all__ = [
    "DEFAULT_BASE_URL",
    "DEFAULT_PRINTING_BASE_URL",
    "AccountNotActivated",
    "NotInThisProfile",
    "PaymentRequired",
    "ProductionShippingClient",
    "ShipmentLimitExceeded",
]
