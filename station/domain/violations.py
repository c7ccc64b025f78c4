"""Rule violations: which rule a field broke, its error kind, and which violations answer first (contract §2)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from station.domain.errors import ErrorKind


class Rule(str, Enum):
    """One member per rule of spec §2/§8, the capability table and contract §3–§4; `kind` says how it is answered."""

    # 500: a field every shipment needs is empty (spec §7, contract §2).
    REQUIRED_FIELD_EMPTY = "required_field_empty"
    # 403: the shop has no contract for the carrier (spec §2 Carrier ids, contract §2 code 3762).
    CARRIER_NOT_ACTIVE = "carrier_not_active"
    # 412: carrier / package type / delivery type / option combinations (the capability table).
    PACKAGE_TYPE_NOT_SUPPORTED = "package_type_not_supported"
    DELIVERY_TYPE_NOT_SUPPORTED = "delivery_type_not_supported"
    OPTION_NOT_SUPPORTED = "option_not_supported"
    OPTION_NOT_WITH_PICKUP = "option_not_with_pickup"
    RECEIPT_CODE_WITH_SIGNATURE = "receipt_code_with_signature"
    RECEIPT_CODE_NEEDS_INSURANCE = "receipt_code_needs_insurance"
    OPTIONS_ONLY_FOR_PACKAGE = "options_only_for_package"
    NON_PACKAGE_NEEDS_STANDARD_DELIVERY = "non_package_needs_standard_delivery"
    MAILBOX_NL_ONLY = "mailbox_nl_only"
    PRIORITY_DELIVERY_MAILBOX_NL_ONLY = "priority_delivery_mailbox_nl_only"
    DIGITAL_STAMP_NEEDS_WEIGHT = "digital_stamp_needs_weight"
    PICKUP_NEEDS_LOCATION = "pickup_needs_location"
    PICKUP_LOCATION_WITHOUT_PICKUP = "pickup_location_without_pickup"
    AGE_CHECK_NL_ONLY = "age_check_nl_only"
    AGE_CHECK_NEEDS_SIGNATURE = "age_check_needs_signature"
    AGE_CHECK_NEEDS_ONLY_RECIPIENT = "age_check_needs_only_recipient"
    MULTI_COLLO_NOT_SUPPORTED = "multi_collo_not_supported"
    # 422: field validation (contract §2–§4).
    INSURANCE_AMOUNT = "insurance_amount"
    COUNTRY_CODE_FORMAT = "country_code_format"
    POSTAL_CODE_FORMAT = "postal_code_format"
    STREET_UNPARSEABLE = "street_unparseable"
    LABEL_DESCRIPTION_TOO_LONG = "label_description_too_long"
    NAME_TOO_LONG = "name_too_long"
    WEIGHT_NOT_POSITIVE = "weight_not_positive"
    SECONDARY_SHIPMENTS_NEGATIVE = "secondary_shipments_negative"
    LABEL_POSITION = "label_position"
    PAPER_FORMAT = "paper_format"

    @property
    def kind(self) -> ErrorKind:
        if self is Rule.REQUIRED_FIELD_EMPTY:
            return ErrorKind.MISSING_FIELD
        if self is Rule.CARRIER_NOT_ACTIVE:
            return ErrorKind.CARRIER_NOT_ACTIVE
        if self in _VALIDATION_CODES:
            return ErrorKind.VALIDATION
        return ErrorKind.INVALID_COMBINATION

    @property
    def contract_code(self) -> int:
        """`errors[].code` for this rule (contract §2); field validation codes differ per rule."""
        return _VALIDATION_CODES.get(self, self.kind.contract_code)


# contract §2: 422 codes 3505 postal code, 3708 label position, 3709 paper format, 3743 insurance, 3501 street.
# The contract names no code for the other field checks; they use 3212, its code for a mistyped field.
_VALIDATION_CODES: dict[Rule, int] = {
    Rule.INSURANCE_AMOUNT: 3743,
    Rule.COUNTRY_CODE_FORMAT: 3212,
    Rule.POSTAL_CODE_FORMAT: 3505,
    Rule.STREET_UNPARSEABLE: 3501,
    Rule.LABEL_DESCRIPTION_TOO_LONG: 3212,
    Rule.NAME_TOO_LONG: 3212,
    Rule.WEIGHT_NOT_POSITIVE: 3212,
    Rule.SECONDARY_SHIPMENTS_NEGATIVE: 3212,
    Rule.LABEL_POSITION: 3708,
    Rule.PAPER_FORMAT: 3709,
}


@dataclass(frozen=True)
class Violation:
    """One broken rule. `field` is a dotted path in the contract's names (`options.signature`, `recipient.country`).

    `other_fields` names the rest of a combination that is wrong only together (contract §2: for a combination of
    two options both are named), so the answer and the editor point at every field the operator may change.
    """

    field: str
    rule: Rule
    kind: ErrorKind
    message: str
    other_fields: tuple[str, ...] = ()

    @classmethod
    def of(cls, field: str, rule: Rule, message: str, *, together_with: tuple[str, ...] = ()) -> Violation:
        """A violation whose kind follows from its rule."""
        return cls(field, rule, rule.kind, message, together_with)

    @property
    def fields(self) -> tuple[str, ...]:
        """Every field the violation is about, `field` first."""
        return (self.field, *self.other_fields)


# contract §2: "Where several apply, the first of these answers: 401; 403 (3716 paused); 403 (3001 scope);
# 500 (missing required field); 403 (3762 carrier); 412; 422." Kinds the contract does not rank come after.
_RANKED: tuple[ErrorKind, ...] = (
    ErrorKind.UNAUTHENTICATED,
    ErrorKind.ACCOUNT_NOT_ACTIVE,
    ErrorKind.FORBIDDEN,
    ErrorKind.MISSING_FIELD,
    ErrorKind.CARRIER_NOT_ACTIVE,
    ErrorKind.INVALID_COMBINATION,
    ErrorKind.VALIDATION,
)
ANSWER_PRECEDENCE: tuple[ErrorKind, ...] = (*_RANKED, *(kind for kind in ErrorKind if kind not in _RANKED))


def decisive_violations(violations: Sequence[Violation]) -> list[Violation]:
    """The violations of the one kind that answers first (contract §2), in their original order.

    A 412 or 422 answer lists every violation of its kind, not only the first (contract §2).
    """
    present = {violation.kind for violation in violations}
    for kind in ANSWER_PRECEDENCE:
        if kind in present:
            return [violation for violation in violations if violation.kind is kind]
    return []
