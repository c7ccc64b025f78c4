"""Shipment requests to validated domain drafts: decoding, the domain's rules, and the contract §2 answer."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from station.domain.errors import ErrorKind
from station.domain.models import ShipmentDraft
from station.domain.validation import Violation, decisive_violations, validate_shipment
from station.sandbox import wire
from station.sandbox.accounts import ShopAccount
from station.sandbox.bodies import problems_error
from station.sandbox.errors import ApiError, error_entry

# Kinds that answer before any field validation (contract §2 order: 500, 403 carrier, 412, then 422).
_BEFORE_FIELD_VALIDATION = {ErrorKind.MISSING_FIELD, ErrorKind.CARRIER_NOT_ACTIVE, ErrorKind.INVALID_COMBINATION}


def validated_drafts(payloads: Sequence[Any], account: ShopAccount, prefixes: Sequence[str]) -> list[ShipmentDraft]:
    """Every payload as a draft the shop may create, or one ApiError for all of them (all-or-nothing).

    `prefixes` name each payload in field paths (`""` alone, `shipments[3].` in a batch). Mistyped fields are
    422 code 3212; they count as field validation, so a missing field, a carrier or a combination answers first.
    """
    drafts: list[ShipmentDraft] = []
    violations: list[Violation] = []
    problems = wire.FieldProblems()
    for payload, prefix in zip(payloads, prefixes, strict=True):
        own_problems = wire.FieldProblems(prefix)
        draft = wire.decode_shipment(payload, own_problems)
        # `shipments[3]` (or "" alone) when the whole shipment is not an object.
        mistyped = {field.rstrip(".") for field in own_problems.fields}
        for violation in validate_shipment(draft, active_carriers=account.carriers):
            field = prefix + wire.wire_field_path(violation.field)
            # A mistyped field was decoded as absent: its "empty" or format verdict would be misleading.
            if not any(bad == "" or field == bad or field.startswith(bad + ".") for bad in mistyped):
                others = tuple(prefix + wire.wire_field_path(other) for other in violation.other_fields)
                violations.append(replace(violation, field=field, other_fields=others))
        # A problem with a whole shipment has the shipment's own path (`shipments[3]`), or `body` alone.
        problems.found += [(field.rstrip(".") or "body", message) for field, message in own_problems.found]
        drafts.append(draft)
    decisive = decisive_violations(violations)
    if decisive and decisive[0].kind in _BEFORE_FIELD_VALIDATION:
        raise ApiError.from_violations(decisive)
    if decisive or problems.found:
        if not decisive:
            raise problems_error(problems)
        error = ApiError.from_violations(decisive)
        extra = [error_entry(422, wire.CODE_MISTYPED_FIELD, message, [field]) for field, message in problems.found]
        raise ApiError(
            422, error.code, error.message, error.fields + [f for f, _ in problems.found], error.entries() + extra
        )
    return drafts
