"""The packing slip: what goes in the box with the parcel, and where it prints (rules only; rendering is services')."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from station.domain.models import Address, OrderLine
from station.domain.text import QT_TRANSLATE_NOOP


class SlipMode(str, Enum):
    """Per printer profile (label format): where an order's packing slip goes."""

    WITH_LABEL = "with_label"  # A6: its own A6 page after the label; A4: the sheet's free half, else its own page
    OWN_PRINTER = "own_printer"  # on a printer of its own (an office printer beside the label printer)
    NONE = "none"

    @property
    def label(self) -> str:
        return {
            SlipMode.WITH_LABEL: QT_TRANSLATE_NOOP("SlipMode", "With the label"),
            SlipMode.OWN_PRINTER: QT_TRANSLATE_NOOP("SlipMode", "On its own printer"),
            SlipMode.NONE: QT_TRANSLATE_NOOP("SlipMode", "No packing slip"),
        }[self]


@dataclass(frozen=True)
class PackingSlip:
    """One order's slip: the shop, the order, where it goes, and what is in the box."""

    shop_name: str
    reference: str
    recipient: Address
    lines: tuple[OrderLine, ...]

    @property
    def item_count(self) -> int:
        return sum(line.quantity for line in self.lines)


def packing_slip(shop_name: str, reference: str, recipient: Address, lines: Sequence[OrderLine]) -> PackingSlip | None:
    """The order's slip, or None when the order has no lines (a CSV without them): an empty slip helps nobody."""
    if not lines:
        return None
    return PackingSlip(shop_name, reference, recipient, tuple(lines))


def ean_is_valid(ean: str) -> bool:
    """EAN-13 (or EAN-8) digits with a correct check digit: only then is it drawn as an EAN barcode."""
    if not ean.isdigit() or len(ean) not in (8, 13):
        return False
    digits = [int(character) for character in ean]
    body, check = digits[:-1], digits[-1]
    weights = [3, 1] if len(ean) == 8 else [1, 3]
    total = sum(digit * weights[index % 2] for index, digit in enumerate(body))
    return (10 - total % 10) % 10 == check


# spec §4: an A4 sheet's slots, 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right; a slip takes a half.
BOTTOM_HALF = (3, 4)
TOP_HALF = (1, 2)


def free_half(used: set[int] | frozenset[int], job_slots: set[int] | frozenset[int]) -> tuple[int, int] | None:
    """The half of the sheet in the tray a slip can take beside this job's labels (the bottom one first), None
    when neither half is wholly free."""
    taken = set(used) | set(job_slots)
    for half in (BOTTOM_HALF, TOP_HALF):
        if not taken & set(half):
            return half
    return None
