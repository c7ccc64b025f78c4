"""The domain's shipment rules, answered as production does: one keyed 422 with production codes and paths.

Production paths differ from the domain's (contract) names: `recipient.person`, `recipient.cc`, `pickup.*`,
`options.label_description`, `reference_identifier`; each carries its `data.shipments[i].` prefix.
"""

from __future__ import annotations

from collections.abc import Sequence

from station.domain.enums import PackageType
from station.domain.models import ShipmentDraft
from station.domain.validation import Rule, Violation, validate_shipment
from station.sandbox.accounts import ShopAccount
from station.sandbox.production import names as n
from station.sandbox.production.decode import Decoded
from station.sandbox.production.errors import KeyedProblem

_FIELD_NAMES = {
    "recipient.name": "recipient.person",
    "recipient.country": "recipient.cc",
    "label_description": "options.label_description",
    "reference": "reference_identifier",
}
_PICKUP_NAMES = {"country": "cc"}

_CODES: dict[Rule, int] = {
    Rule.REQUIRED_FIELD_EMPTY: n.CODE_MISSING_PARAMETER,
    Rule.CARRIER_NOT_ACTIVE: n.CODE_UNSUPPORTED_CARRIER,
    Rule.PICKUP_NEEDS_LOCATION: n.CODE_INVALID_PICKUP,
    Rule.PICKUP_LOCATION_WITHOUT_PICKUP: n.CODE_INVALID_PICKUP,
    Rule.INSURANCE_AMOUNT: n.CODE_INVALID_INSURANCE,
    Rule.COUNTRY_CODE_FORMAT: n.CODE_INVALID_COUNTRY,
    Rule.POSTAL_CODE_FORMAT: n.CODE_INVALID_POSTAL_CODE,
    Rule.STREET_UNPARSEABLE: n.CODE_CANNOT_SPLIT_ADDRESS,
    Rule.LABEL_DESCRIPTION_TOO_LONG: n.CODE_MISSING_PARAMETER,
    Rule.WEIGHT_NOT_POSITIVE: n.CODE_MISSING_PARAMETER,
}
# Checked by the decoder in production's own terms (40 characters for the person).
_SKIPPED = {Rule.NAME_TOO_LONG, Rule.SECONDARY_SHIPMENTS_NEGATIVE}


def production_path(domain_path: str) -> str:
    if domain_path in _FIELD_NAMES:
        return _FIELD_NAMES[domain_path]
    head, _, tail = domain_path.partition(".")
    if head == "pickup_location":
        return "pickup" + (f".{_PICKUP_NAMES.get(tail, tail)}" if tail else "")
    return domain_path


def _code(violation: Violation, draft: ShipmentDraft) -> int:
    if violation.rule is Rule.MULTI_COLLO_NOT_SUPPORTED:
        if draft.options.package_type is not PackageType.PACKAGE:
            return n.CODE_MULTI_COLLO_PACKAGE_TYPE
        if draft.recipient.country.upper() not in ("NL", "BE"):
            return n.CODE_MULTI_COLLO_COUNTRY
        return n.CODE_MULTI_COLLO_NOT_ALLOWED
    return _CODES.get(violation.rule, n.CODE_INVALID_COMBINATION)


def shipment_problems(decoded: Decoded, account: ShopAccount, prefix: str) -> list[KeyedProblem]:
    """The decoder's problems, then every domain rule the draft breaks (fields already reported are skipped)."""
    problems = list(decoded.problems)
    reported = {problem.field for problem in problems}
    for violation in validate_shipment(decoded.draft, active_carriers=account.carriers):
        if violation.rule in _SKIPPED:
            continue
        field = prefix + production_path(violation.field)
        if field in reported:
            continue
        others = tuple(prefix + production_path(other) for other in violation.other_fields)
        problems.append(KeyedProblem(_code(violation, decoded.draft), field, f"{field}: {violation.message}", others))
    return problems


def activation_problems(
    account: ShopAccount, existing: int, drafts: Sequence[ShipmentDraft], prefixes: Sequence[str]
) -> list[KeyedProblem]:
    """A non-activated account: only its first two shipments, and only within NL and BE (code 3762)."""
    if account.activated:
        return []
    problems: list[KeyedProblem] = []
    for index, (draft, prefix) in enumerate(zip(drafts, prefixes, strict=True)):
        if existing + index >= 2:
            problems.append(
                KeyedProblem(
                    n.CODE_NOT_ACTIVATED,
                    prefix.rstrip("."),
                    "This account is not activated yet: only its first two shipments can be created. "
                    "Activate the account to create more.",
                )
            )
        elif draft.recipient.country.upper() not in ("NL", "BE"):
            problems.append(
                KeyedProblem(
                    n.CODE_NOT_ACTIVATED,
                    prefix + "recipient.cc",
                    "This account is not activated yet: its first two shipments may only go to NL or BE.",
                )
            )
    return problems
