"""A stored shipment in production's read shape (`GET /shipments`): ids, integers, 0/1 flags, split addresses.

The domain draft comes from the shared store, whichever front created it; the production-only fields a
production request carried (split street, drop-off point, delivery date, …) are echoed back from `store`.
"""

from __future__ import annotations

from typing import Any

from station.domain.enums import ShipmentOption, ShipmentStatus
from station.domain.models import Address, PickupLocation
from station.domain.tracking import public_tracking_url
from station.sandbox import shipment_store, wire
from station.sandbox.accounts import SHOPS, shop_address
from station.sandbox.production import statuses, store
from station.sandbox.production.decode import EXTRA_FLAGS, split_street
from station.sandbox.shipment_store import StoredShipment
from station.sandbox.state import SandboxState

# Shipment types: 1 standard, 2 return, 3 multi-collo.
TYPE_STANDARD, TYPE_RETURN, TYPE_MULTI_COLLO = 1, 2, 3
PLATFORM_IDS = {"NL": 1, "BE": 2}
# Every sandbox shipment costs the same: the price a domestic parcel might cost.
PRICE_CENTS = 695


def account_id(shop_id: str) -> int:
    return 90000 + int(shop_id)


def encode_address(address: Address, fields: dict[str, Any] | None) -> dict[str, Any]:
    """The fields as sent when a production request carried them; else the domain's street split."""
    if fields:
        encoded: dict[str, Any] = {"cc": address.country, "person": address.name, **fields}
        encoded.setdefault("number_suffix", "")
        return encoded
    street, number, suffix = split_street(address.street)
    return {
        "cc": address.country,
        "person": address.name,
        "company": "",
        "street": street,
        "number": number,
        "number_suffix": suffix,
        "street_additional_info": "",
        "postal_code": address.postal_code,
        "city": address.city,
        "email": address.email,
        "phone": address.phone,
    }


def encode_pickup(location: PickupLocation | None, fields: dict[str, Any] | None) -> dict[str, Any] | None:
    if location is None:
        return None
    if fields:
        return dict(fields)
    return {
        "cc": location.country,
        "location_code": location.location_code,
        "location_name": location.location_name,
        "retail_network_id": location.retail_network_id,
        "street": location.street,
        "number": location.number,
        "postal_code": location.postal_code,
        "city": location.city,
    }


def encode_options(stored: StoredShipment, extra_options: dict[str, Any], as_booleans: bool) -> dict[str, Any]:
    """Integers for types; 0/1 flags (or true/false: some production answers carry booleans)."""
    options = stored.shipment.draft.options

    def flag(on: bool) -> bool | int:
        return on if as_booleans else int(on)

    encoded: dict[str, Any] = {
        "package_type": int(options.package_type),
        "delivery_type": int(options.delivery_type),
    }
    for option in ShipmentOption:
        if option is not ShipmentOption.INSURANCE:
            encoded[option.value] = flag(option in options.flags)
    for name in EXTRA_FLAGS:
        if name in extra_options:
            encoded[name] = flag(bool(extra_options[name]))
    if "delivery_date" in extra_options:
        encoded["delivery_date"] = extra_options["delivery_date"]
    encoded["insurance"] = {"amount": options.insurance, "currency": "EUR"}
    encoded["label_description"] = stored.shipment.draft.label_description
    return encoded


def consumer_portal_link(state: SandboxState, stored: StoredShipment) -> str | None:
    if stored.status is ShipmentStatus.PENDING:
        return None
    recipient = stored.shipment.draft.recipient
    return public_tracking_url(state.public_base_url, stored.shipment.barcode, recipient.postal_code, recipient.country)


def _shipment_type(stored: StoredShipment) -> int:
    if stored.shipment.parent_id is not None:
        return TYPE_RETURN
    if stored.shipment.multi_collo_main_id is not None:
        return TYPE_MULTI_COLLO
    return TYPE_STANDARD


def encode_shipment(
    state: SandboxState,
    stored: StoredShipment,
    *,
    as_booleans: bool = False,
    carrier_key: str = "carrier_id",
    with_secondaries: bool = True,
) -> dict[str, Any]:
    """`carrier_key`: reads carry `carrier_id`, one reference example `carrier`; both are served."""
    shipment = stored.shipment
    draft = shipment.draft
    extras = store.extras_of(state, shipment.id)
    fields = extras.fields
    status = statuses.effective(shipment.status, extras.fine_status)
    account = SHOPS[stored.shop_id]
    concept = shipment.status is ShipmentStatus.PENDING
    sender = draft.sender or shop_address(account)
    reference = fields.get("reference_identifier", draft.reference or None) if fields else (draft.reference or None)
    encoded: dict[str, Any] = {
        "id": shipment.id,
        "parent_id": shipment.parent_id,
        "account_id": account_id(stored.shop_id),
        "shop_id": int(stored.shop_id),
        "shipment_type": _shipment_type(stored),
        "reference_identifier": reference,
        carrier_key: int(draft.carrier),
        "contract_id": None,
        "platform_id": PLATFORM_IDS.get(shop_address(account).country, 1),
        "status": status.code,
        # The barcode exists once a label was generated; a concept has none yet.
        "barcode": None if concept else shipment.barcode,
        "external_identifier": None if concept else shipment.barcode,
        "recipient": encode_address(draft.recipient, fields.get("recipient")),
        "sender": encode_address(sender, fields.get("sender") if draft.sender else None),
        "options": encode_options(stored, fields.get("options", {}), as_booleans),
        "pickup": encode_pickup(draft.pickup_location, fields.get("pickup")),
        "drop_off_point": fields.get("drop_off_point"),
        "physical_properties": {"weight": draft.weight_grams, **fields.get("physical_properties", {})},
        "customs_declaration": fields.get("customs_declaration"),
        "general_settings": fields.get("general_settings"),
        "price": {"amount": PRICE_CENTS, "currency": "EUR"},
        "secondary_shipments": [],
        "multi_collo_main_shipment_id": shipment.multi_collo_main_id,
        "link_consumer_portal": consumer_portal_link(state, stored),
        "partner_tracktraces": [],
        "delayed": False,
        "delivered": shipment.status is ShipmentStatus.DELIVERED,
        "hidden": 0,
        "transaction_status": "unpaid" if concept else "paid",
        "payment_status": "unpaid" if concept else "paid",
        "created": wire.format_timestamp(shipment.created) if shipment.created else None,
        "modified": wire.format_timestamp(shipment.modified) if shipment.modified else None,
        "created_by": account_id(stored.shop_id),
        "modified_by": account_id(stored.shop_id),
        "region": draft.recipient.country,
    }
    if with_secondaries and shipment.multi_collo_main_id == shipment.id:
        encoded["secondary_shipments"] = [
            encode_shipment(state, follow_up, as_booleans=as_booleans, carrier_key=carrier_key, with_secondaries=False)
            for follow_up in follow_ups(state, stored)
        ]
    return encoded


def follow_ups(state: SandboxState, main: StoredShipment) -> list[StoredShipment]:
    """A multi-collo main's follow-up parcels, in order."""
    found: list[StoredShipment] = []
    for shipment_id in shipment_store.collo_group(state, main.id):
        if shipment_id != main.id:
            follow_up = shipment_store.load(state, main.shop_id, shipment_id)
            if follow_up is not None:
                found.append(follow_up)
    return found
