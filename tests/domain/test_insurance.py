"""Insurance amounts per country (spec §8 Limits, the capability table)."""

from __future__ import annotations

import pytest

from station.domain.insurance import (
    allowed_insurance_amounts,
    is_allowed_insurance,
    smallest_allowed_insurance_at_least,
)


def test_nl_amounts_start_and_end_as_the_spec_says() -> None:
    # spec §8: "For the NL the allowed amounts start 0, 100, 250, 500 and end at 50000".
    amounts = allowed_insurance_amounts("NL")
    assert amounts[:4] == (0, 100, 250, 500)
    assert amounts[-1] == 50000
    # Capability table: every 500 from 500 to 50000 in between.
    assert amounts[3:] == tuple(range(500, 50001, 500))
    assert list(amounts) == sorted(set(amounts))


@pytest.mark.parametrize(
    ("country", "cents", "allowed"),
    [
        ("NL", 0, True),
        ("NL", 100, True),
        ("NL", 250, True),
        ("NL", 300, False),
        ("NL", 1000, True),
        ("NL", 1250, False),
        ("NL", 50000, True),
        ("NL", 50500, False),
        ("nl ", 250, True),
        ("BE", 2000, True),
        ("BE", 100, False),
        ("BE", 2500, False),  # Capability table: BE 0…2000
        ("DE", 0, True),
        ("DE", 500, False),  # Capability table: other countries: 0 only
        ("NL", -100, False),
    ],
)
def test_is_allowed_insurance(country: str, cents: int, allowed: bool) -> None:
    assert is_allowed_insurance(country, cents) is allowed


@pytest.mark.parametrize(
    ("country", "cents", "expected"),
    [("NL", 0, 0), ("NL", 101, 250), ("NL", 4999, 5000), ("NL", 50001, None), ("BE", 1, 500), ("DE", 1, None)],
)
def test_smallest_allowed_insurance_at_least(country: str, cents: int, expected: int | None) -> None:
    assert smallest_allowed_insurance_at_least(country, cents) == expected
