"""Shipment drafts for client tests: valid by default (the capability table), changed per test with `replace`."""

from __future__ import annotations

from dataclasses import replace

from station.domain.enums import Carrier, ShipmentOption
from station.domain.models import Address, ShipmentDraft, ShipmentOptions

NL_RECIPIENT = Address(
    name="J. Jansen",
    street="Keizersgracht 1",
    postal_code="1015CC",
    city="Amsterdam",
    country="NL",
    email="j@example.org",
)
BE_RECIPIENT = Address(name="M. Peeters", street="Wetstraat 16", postal_code="1000", city="Brussel", country="BE")
SENDER = Address(name="Demo NL", street="Damrak 1", postal_code="1012LG", city="Amsterdam", country="NL")


def nl_draft(reference: str, **changes: object) -> ShipmentDraft:
    draft = ShipmentDraft(
        carrier=Carrier.POSTNL,
        reference=reference,
        recipient=NL_RECIPIENT,
        sender=SENDER,
        options=ShipmentOptions(flags=frozenset({ShipmentOption.SIGNATURE})),
    )
    return replace(draft, **changes)  # type: ignore[arg-type]


def be_draft(reference: str) -> ShipmentDraft:
    return ShipmentDraft(carrier=Carrier.BPOST, reference=reference, recipient=BE_RECIPIENT)
