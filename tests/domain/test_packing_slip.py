"""Packing slip rules: no slip without lines, and which codes are drawn as EAN barcodes."""

from __future__ import annotations

import pytest

from station.domain.models import Address, OrderLine, Product
from station.domain.packing_slip import SlipMode, ean_is_valid, packing_slip

RECIPIENT = Address("Sanne de Vries", "Keizersgracht 123", "1015 CJ", "Amsterdam", "NL")


@pytest.mark.parametrize(
    ("code", "valid"),
    [
        ("4006381333931", True),
        ("5901234123457", True),
        ("96385074", True),
        ("4006381333932", False),  # wrong check digit
        ("8712345000017", False),  # the sample file's codes have no valid check digit: Code128 then
        ("400638133393", False),
        ("40063813339A1", False),
        ("", False),
    ],
)
def test_only_ean13_and_ean8_with_a_correct_check_digit_are_eans(code: str, valid: bool) -> None:
    assert ean_is_valid(code) is valid


def test_an_order_without_lines_has_no_slip() -> None:
    assert packing_slip("Demo", "WEB-1", RECIPIENT, ()) is None
    slip = packing_slip(
        "Demo", "WEB-1", RECIPIENT, [OrderLine(2, Product("MUG", "Mok")), OrderLine(3, Product("B", "Bord"))]
    )
    assert slip is not None and slip.item_count == 5 and len(slip.lines) == 2


def test_every_mode_has_words_for_the_operator() -> None:
    assert [mode.label for mode in SlipMode] == ["With the label", "On its own printer", "No packing slip"]


def test_a_slip_takes_the_free_half_of_the_sheet_bottom_first() -> None:
    from station.domain.packing_slip import free_half

    assert free_half(set(), {1}) == (3, 4)
    assert free_half({3}, {1}) is None
    assert free_half({4}, set()) == (1, 2)
    assert free_half(set(), {3, 4}) == (1, 2)
    assert free_half({1, 3}, {2}) is None
