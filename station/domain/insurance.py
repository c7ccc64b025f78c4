"""Allowed insurance amounts per recipient country, in euro cents (spec §8 Limits, the capability table)."""

from __future__ import annotations

# spec §8: NL starts 0, 100, 250, 500 and ends at 50000; the capability table fixes the steps in between at 500.
_NL_AMOUNTS: tuple[int, ...] = (0, 100, 250, *range(500, 50000 + 1, 500))
# Capability table: BE 0, 500, 1000, 1500, 2000; every other country 0 only.
_BE_AMOUNTS: tuple[int, ...] = (0, 500, 1000, 1500, 2000)
_OTHER_AMOUNTS: tuple[int, ...] = (0,)

_AMOUNTS_BY_COUNTRY: dict[str, tuple[int, ...]] = {"NL": _NL_AMOUNTS, "BE": _BE_AMOUNTS}


def allowed_insurance_amounts(country: str) -> tuple[int, ...]:
    """Every amount in cents a shipment to `country` may be insured for, ascending, 0 included."""
    return _AMOUNTS_BY_COUNTRY.get(country.strip().upper(), _OTHER_AMOUNTS)


def is_allowed_insurance(country: str, cents: int) -> bool:
    return cents in allowed_insurance_amounts(country)


def smallest_allowed_insurance_at_least(country: str, cents: int) -> int | None:
    """The first allowed amount that covers `cents` (for the UI to round a declared value up), or None."""
    for amount in allowed_insurance_amounts(country):
        if amount >= cents:
            return amount
    return None
