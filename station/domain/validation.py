"""Validation of a shipment draft: every violation at once, for the client's pre-check and the sandbox's answer."""

from __future__ import annotations

from collections.abc import Collection

from station.domain.combinations import (
    allowed_delivery_types,
    allowed_options,
    allowed_package_types,
    combination_violations,
    options_excluded_by,
    options_required_by,
)
from station.domain.enums import Carrier
from station.domain.field_rules import field_format_violations, required_field_violations
from station.domain.models import ShipmentDraft
from station.domain.text import QT_TRANSLATE_NOOP
from station.domain.violations import ANSWER_PRECEDENCE, Rule, Violation, decisive_violations

__all__ = [
    "ANSWER_PRECEDENCE",
    "Rule",
    "Violation",
    "allowed_delivery_types",
    "allowed_options",
    "allowed_package_types",
    "decisive_violations",
    "options_excluded_by",
    "options_required_by",
    "validate_shipment",
]


def validate_shipment(draft: ShipmentDraft, *, active_carriers: Collection[Carrier] | None = None) -> list[Violation]:
    """Every violation of the draft, grouped 500, 403, 412, 422; empty when the service would accept it.

    `active_carriers` are the carriers of the shop's contract; None means every carrier is active.
    Never raises on a draft of the declared field types; `decisive_violations` picks what the service answers.
    """
    found = required_field_violations(draft)
    if not isinstance(draft.carrier, Carrier):
        # A draft built from outside input may lack a carrier; nothing carrier-specific can be checked then.
        found.append(
            Violation.of(
                "carrier", Rule.REQUIRED_FIELD_EMPTY, QT_TRANSLATE_NOOP("Rules", "No carrier is chosen; choose one.")
            )
        )
        return found + field_format_violations(draft)
    if active_carriers is not None and draft.carrier not in active_carriers:
        # spec §2 Carrier ids: carriers are contractual; contract §2 code 3762.
        found.append(
            Violation.of(
                "carrier",
                Rule.CARRIER_NOT_ACTIVE,
                QT_TRANSLATE_NOOP("Rules", "{carrier} is not activated for this shop; choose another carrier.").format(
                    carrier=draft.carrier.display_name
                ),
            )
        )
    found += combination_violations(draft)
    found += field_format_violations(draft)
    return found
