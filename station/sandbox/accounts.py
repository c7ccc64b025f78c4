"""The sandbox's fixed accounts (contract §9): shops, their API keys and the one OAuth client."""

from __future__ import annotations

from dataclasses import dataclass

from station.domain.enums import Carrier
from station.domain.models import Address


@dataclass(frozen=True)
class ShopAccount:
    """A shop as the service knows it: its contract carriers, and whether the contract is active."""

    shop_id: str
    name: str
    carriers: frozenset[Carrier]
    paused: bool = False
    # Production states (the production front only; the contract has neither): a pre-paid account gets 402
    # with payment instructions for a label until it is paid; a non-activated one may create only its first
    # two shipments, and those only within NL and BE (code 3762).
    prepaid: bool = False
    activated: bool = True


# contract §9: shop ids are strings; Demo NL is 1001 and Demo BE 2002 (contract §7).
DEMO_NL = ShopAccount(
    "1001",
    "Demo NL",
    frozenset({Carrier.POSTNL, Carrier.DHLFORYOU, Carrier.DPD, Carrier.UPSSTANDARD, Carrier.GLS}),
)
DEMO_BE = ShopAccount("2002", "Demo BE", frozenset({Carrier.BPOST, Carrier.DPD}))
# The paused shop exists to provoke 403 code 3716 on every call (contract §2, §9).
DEMO_PAUSED = ShopAccount("3003", "Demo Paused", frozenset({Carrier.POSTNL}), paused=True)

DEMO_PREPAID = ShopAccount("4004", "Demo Prepaid", frozenset({Carrier.POSTNL, Carrier.DPD}), prepaid=True)
DEMO_NEW = ShopAccount("5005", "Demo New", frozenset({Carrier.POSTNL, Carrier.DPD}), activated=False)

SHOPS: dict[str, ShopAccount] = {shop.shop_id: shop for shop in (DEMO_NL, DEMO_BE, DEMO_PAUSED, DEMO_PREPAID, DEMO_NEW)}

API_KEY_NL = "sandbox-nl"
API_KEY_BE = "sandbox-be"
API_KEY_PAUSED = "sandbox-paused"
API_KEY_PREPAID = "sandbox-prepaid"
API_KEY_NEW = "sandbox-new"

# contract §1: an API key has every scope.
API_KEYS: dict[str, ShopAccount] = {
    API_KEY_NL: DEMO_NL,
    API_KEY_BE: DEMO_BE,
    API_KEY_PAUSED: DEMO_PAUSED,
    API_KEY_PREPAID: DEMO_PREPAID,
    API_KEY_NEW: DEMO_NEW,
}

OAUTH_CLIENT_ID = "sandbox-client"
OAUTH_CLIENT_SECRET = "sandbox-secret"


@dataclass(frozen=True)
class OAuthClient:
    client_id: str
    client_secret: str
    shop: ShopAccount


OAUTH_CLIENTS: dict[str, OAuthClient] = {
    OAUTH_CLIENT_ID: OAuthClient(OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET, DEMO_NL),
}


# Where a shop's returns go when a shipment names no sender (the shop's warehouse).
_SHOP_ADDRESSES: dict[str, Address] = {
    DEMO_NL.shop_id: Address("Demo NL warehouse", "Industrieweg 10", "3542AD", "Utrecht", "NL"),
    DEMO_BE.shop_id: Address("Demo BE warehouse", "Havenlaan 5", "1000", "Brussel", "BE"),
    DEMO_PAUSED.shop_id: Address("Demo Paused", "Stationsplein 1", "1012AB", "Amsterdam", "NL"),
    DEMO_PREPAID.shop_id: Address("Demo Prepaid", "Marktstraat 3", "7511GD", "Enschede", "NL"),
    DEMO_NEW.shop_id: Address("Demo New", "Oudegracht 20", "3511AP", "Utrecht", "NL"),
}


def shop_address(account: ShopAccount) -> Address:
    return _SHOP_ADDRESSES[account.shop_id]
