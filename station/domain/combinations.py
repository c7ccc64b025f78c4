"""Which package types, delivery types and options a carrier allows together (the capability table), and the 412 checks."""

from __future__ import annotations

from station.domain.capabilities import CAPABILITIES
from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption
from station.domain.insurance import allowed_insurance_amounts
from station.domain.models import ShipmentDraft
from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.domain.violations import Rule, Violation

O = ShipmentOption

# Capability table: "Shipment options are allowed only for package and package_small".
PACKAGE_TYPES_WITH_OPTIONS: frozenset[PackageType] = frozenset({PackageType.PACKAGE, PackageType.PACKAGE_SMALL})
# Capability table: age_check on postnl needs signature and only_recipient, on ups signature.
_AGE_CHECK_NEEDS_SIGNATURE: frozenset[Carrier] = frozenset(
    {Carrier.POSTNL, Carrier.UPSSTANDARD, Carrier.UPSEXPRESSSAVER}
)
_AGE_CHECK_NEEDS_ONLY_RECIPIENT: frozenset[Carrier] = frozenset({Carrier.POSTNL})
# Capability table: multi_collo only with package type package, recipient NL or BE.
_MULTI_COLLO_COUNTRIES: frozenset[str] = frozenset({"NL", "BE"})


def _country(country: str | None) -> str:
    # A draft read from outside may carry None; it is reported as a missing field, not raised.
    return country.strip().upper() if isinstance(country, str) else ""


def allowed_package_types(carrier: Carrier, country: str) -> tuple[PackageType, ...]:
    """Package types the carrier offers for a recipient in `country`, in id order (for a choice list)."""
    offered = CAPABILITIES[carrier].package_types
    return tuple(
        package_type
        for package_type in PackageType
        # Capability table: mailbox only with recipient country NL.
        if package_type in offered and not (package_type is PackageType.MAILBOX and _country(country) != "NL")
    )


def allowed_delivery_types(carrier: Carrier, package_type: PackageType) -> tuple[DeliveryType, ...]:
    """Delivery types the carrier offers for `package_type`, in id order; empty if it lacks the package type."""
    caps = CAPABILITIES[carrier]
    if package_type not in caps.package_types:
        return ()
    # Capability table: any package type other than package and package_small forces delivery type standard.
    wanted = caps.delivery_types if package_type in PACKAGE_TYPES_WITH_OPTIONS else {DeliveryType.STANDARD}
    return tuple(delivery_type for delivery_type in DeliveryType if delivery_type in wanted & caps.delivery_types)


def _priority_delivery_possible(carrier: Carrier, package_type: PackageType, country: str) -> bool:
    # Capability table: priority_delivery only on postnl mailbox, NL only (spec §9 6.26.1).
    return carrier is Carrier.POSTNL and package_type is PackageType.MAILBOX and _country(country) == "NL"


def allowed_options(
    carrier: Carrier, package_type: PackageType, delivery_type: DeliveryType, country: str
) -> frozenset[ShipmentOption]:
    """Options the options editor may offer for this choice; each is allowed alone (dependencies aside).

    Options that need each other (age_check → signature) or exclude each other (receipt_code, signature) are
    both offered; `validate_shipment` reports a bad pair.
    """
    caps = CAPABILITIES[carrier]
    if package_type not in caps.package_types or delivery_type not in allowed_delivery_types(carrier, package_type):
        return frozenset()
    offered = set(caps.options)
    if delivery_type is DeliveryType.PICKUP:
        offered &= caps.options_with_pickup
    if package_type not in PACKAGE_TYPES_WITH_OPTIONS:
        offered &= {O.PRIORITY_DELIVERY}
    if not _priority_delivery_possible(carrier, package_type, country):
        offered.discard(O.PRIORITY_DELIVERY)
    if _country(country) != "NL":
        offered.discard(O.AGE_CHECK)  # Capability table: age_check only for recipient country NL
    if allowed_insurance_amounts(country) == (0,):
        offered.discard(O.INSURANCE)  # Capability table: other countries than NL and BE insure 0 only
    return frozenset(offered)


def options_required_by(
    carrier: Carrier, option: ShipmentOption, delivery_type: DeliveryType
) -> frozenset[ShipmentOption]:
    """Options that must be switched on together with `option` (so the UI can tick them along)."""
    required: set[ShipmentOption] = set()
    if option is O.AGE_CHECK:
        if carrier in _AGE_CHECK_NEEDS_SIGNATURE:
            required.add(O.SIGNATURE)
        # only_recipient is not allowed with pickup on postnl, so a pickup age check goes without it.
        if carrier in _AGE_CHECK_NEEDS_ONLY_RECIPIENT and delivery_type is not DeliveryType.PICKUP:
            required.add(O.ONLY_RECIPIENT)
    if option is O.RECEIPT_CODE and carrier is Carrier.POSTNL:
        required.add(O.INSURANCE)
    return frozenset(required)


def options_excluded_by(option: ShipmentOption) -> frozenset[ShipmentOption]:
    """Options that cannot be on together with `option` (spec §2: receipt_code with signature is blocked)."""
    if option is O.RECEIPT_CODE:
        return frozenset({O.SIGNATURE})
    if option is O.SIGNATURE:
        return frozenset({O.RECEIPT_CODE})
    return frozenset()


def _option_field(option: ShipmentOption) -> str:
    return f"options.{option.value}"


def combination_violations(draft: ShipmentDraft) -> list[Violation]:
    """Every 412 violation of the draft (the capability table, spec §2 Shipment options and Package types)."""
    carrier = draft.carrier
    caps = CAPABILITIES[carrier]
    options = draft.options
    package_type = options.package_type
    delivery_type = options.delivery_type
    country = _country(draft.recipient.country)
    enabled = options.enabled
    found: list[Violation] = []

    # Capability table: package types per carrier; mailbox only to NL.
    if package_type not in caps.package_types:
        found.append(
            Violation.of(
                "options.package_type",
                Rule.PACKAGE_TYPE_NOT_SUPPORTED,
                QT_TRANSLATE_NOOP("Rules", "{carrier} does not ship the package type '{package_type}'.").format(
                    carrier=carrier.display_name, package_type=package_type.display_name
                ),
            )
        )
    if package_type is PackageType.MAILBOX and country != "NL":
        found.append(
            Violation.of(
                "options.package_type",
                Rule.MAILBOX_NL_ONLY,
                QT_TRANSLATE_NOOP("Rules", "A mailbox parcel can only go to a recipient in the Netherlands."),
            )
        )
    # Capability table: delivery types per carrier; other package types than package(_small) need standard.
    if delivery_type not in caps.delivery_types:
        found.append(
            Violation.of(
                "options.delivery_type",
                Rule.DELIVERY_TYPE_NOT_SUPPORTED,
                QT_TRANSLATE_NOOP("Rules", "{carrier} does not offer the delivery type '{delivery_type}'.").format(
                    carrier=carrier.display_name, delivery_type=delivery_type.display_name
                ),
            )
        )
    if package_type not in PACKAGE_TYPES_WITH_OPTIONS and delivery_type is not DeliveryType.STANDARD:
        found.append(
            Violation.of(
                "options.delivery_type",
                Rule.NON_PACKAGE_NEEDS_STANDARD_DELIVERY,
                QT_TRANSLATE_NOOP(
                    "Rules", "The package type '{package_type}' can only be sent with standard delivery."
                ).format(package_type=package_type.display_name),
            )
        )

    found.extend(_option_violations(draft, enabled))

    # spec §2 Package types: digital stamp needs a weight.
    if package_type is PackageType.DIGITAL_STAMP and (draft.weight_grams is None or draft.weight_grams <= 0):
        found.append(
            Violation.of(
                "physical_properties.weight",
                Rule.DIGITAL_STAMP_NEEDS_WEIGHT,
                QT_TRANSLATE_NOOP("Rules", "A digital stamp needs the parcel's weight."),
            )
        )
    # spec §2 Delivery types: a pickup delivery needs a pickup location, and only a pickup delivery has one.
    if delivery_type is DeliveryType.PICKUP and draft.pickup_location is None:
        found.append(
            Violation.of(
                "pickup_location",
                Rule.PICKUP_NEEDS_LOCATION,
                QT_TRANSLATE_NOOP("Rules", "Pickup delivery needs a chosen pickup location."),
            )
        )
    if delivery_type is not DeliveryType.PICKUP and draft.pickup_location is not None:
        found.append(
            Violation.of(
                "pickup_location",
                Rule.PICKUP_LOCATION_WITHOUT_PICKUP,
                QT_TRANSLATE_NOOP("Rules", "A pickup location was given, but the delivery type is not pickup."),
            )
        )
    # Capability table: multi_collo only on carriers with it, package type package, recipient NL or BE.
    if draft.secondary_shipments > 0:
        if not caps.multi_collo:
            reason: Text | None = QT_TRANSLATE_NOOP(
                "Rules", "{carrier} does not take several parcels in one shipment."
            ).format(carrier=carrier.display_name)
        elif package_type is not PackageType.PACKAGE:
            reason = QT_TRANSLATE_NOOP(
                "Rules", "Several parcels in one shipment are only possible with the package type 'package'."
            )
        elif country not in _MULTI_COLLO_COUNTRIES:
            reason = QT_TRANSLATE_NOOP(
                "Rules", "Several parcels in one shipment are only possible to the Netherlands or Belgium."
            )
        else:
            reason = None
        if reason is not None:
            found.append(Violation.of("secondary_shipments", Rule.MULTI_COLLO_NOT_SUPPORTED, reason))
    return found


def _option_violations(draft: ShipmentDraft, enabled: frozenset[ShipmentOption]) -> list[Violation]:
    carrier = draft.carrier
    caps = CAPABILITIES[carrier]
    package_type = draft.options.package_type
    delivery_type = draft.options.delivery_type
    country = _country(draft.recipient.country)
    found: list[Violation] = []

    for option in sorted(enabled, key=list(ShipmentOption).index):
        field = _option_field(option)
        name = option.display_name
        if option not in caps.options:
            # spec §2: a carrier that does not support an option rejects it.
            found.append(
                Violation.of(
                    field,
                    Rule.OPTION_NOT_SUPPORTED,
                    QT_TRANSLATE_NOOP("Rules", "{carrier} does not offer the option '{option}'.").format(
                        carrier=carrier.display_name, option=name
                    ),
                )
            )
            continue
        if delivery_type is DeliveryType.PICKUP and option not in caps.options_with_pickup:
            # Capability table: options not in the pickup column are rejected with pickup.
            found.append(
                Violation.of(
                    field,
                    Rule.OPTION_NOT_WITH_PICKUP,
                    QT_TRANSLATE_NOOP(
                        "Rules", "{carrier} does not allow the option '{option}' with pickup delivery."
                    ).format(carrier=carrier.display_name, option=name),
                )
            )
        if option is O.PRIORITY_DELIVERY:
            if not _priority_delivery_possible(carrier, package_type, country):
                found.append(
                    Violation.of(
                        field,
                        Rule.PRIORITY_DELIVERY_MAILBOX_NL_ONLY,
                        QT_TRANSLATE_NOOP(
                            "Rules",
                            "Priority delivery is only possible for a PostNL mailbox parcel to the Netherlands.",
                        ),
                    )
                )
        elif package_type not in PACKAGE_TYPES_WITH_OPTIONS:
            # Capability table: options only for package and package_small.
            found.append(
                Violation.of(
                    field,
                    Rule.OPTIONS_ONLY_FOR_PACKAGE,
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "The option '{option}' is only possible for the package type 'package', not for '{package_type}'.",
                    ).format(option=name, package_type=package_type.display_name),
                )
            )
        if option is O.AGE_CHECK and country != "NL":
            found.append(
                Violation.of(
                    field,
                    Rule.AGE_CHECK_NL_ONLY,
                    QT_TRANSLATE_NOOP("Rules", "An age check is only possible for a recipient in the Netherlands."),
                )
            )

    # spec §2 Shipment options: receipt_code together with signature is blocked.
    if O.RECEIPT_CODE in enabled and O.SIGNATURE in enabled:
        found.append(
            Violation.of(
                _option_field(O.RECEIPT_CODE),
                Rule.RECEIPT_CODE_WITH_SIGNATURE,
                QT_TRANSLATE_NOOP("Rules", "A receipt code and a signature cannot be combined; choose one."),
                together_with=(_option_field(O.SIGNATURE),),
            )
        )
    # Capability table: on postnl, receipt_code also requires insurance.
    if O.RECEIPT_CODE in enabled and carrier is Carrier.POSTNL and O.INSURANCE not in enabled:
        found.append(
            Violation.of(
                _option_field(O.INSURANCE),
                Rule.RECEIPT_CODE_NEEDS_INSURANCE,
                QT_TRANSLATE_NOOP("Rules", "PostNL needs insurance when a receipt code is used."),
                together_with=(_option_field(O.RECEIPT_CODE),),
            )
        )
    if O.AGE_CHECK in enabled:
        required = options_required_by(carrier, O.AGE_CHECK, delivery_type)
        if O.SIGNATURE in required and O.SIGNATURE not in enabled:
            found.append(
                Violation.of(
                    _option_field(O.SIGNATURE),
                    Rule.AGE_CHECK_NEEDS_SIGNATURE,
                    QT_TRANSLATE_NOOP("Rules", "{carrier} needs a signature when the age is checked.").format(
                        carrier=carrier.display_name
                    ),
                    together_with=(_option_field(O.AGE_CHECK),),
                )
            )
        if O.ONLY_RECIPIENT in required and O.ONLY_RECIPIENT not in enabled:
            found.append(
                Violation.of(
                    _option_field(O.ONLY_RECIPIENT),
                    Rule.AGE_CHECK_NEEDS_ONLY_RECIPIENT,
                    QT_TRANSLATE_NOOP("Rules", "{carrier} needs 'only recipient' when the age is checked.").format(
                        carrier=carrier.display_name
                    ),
                    together_with=(_option_field(O.AGE_CHECK),),
                )
            )
    return found
