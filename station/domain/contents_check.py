"""Scan to verify a parcel's contents (issue 26 point 5): the order's lines, each item's EAN scanned off as it goes
into the box; a wrong or surplus item is refused, and the check is complete when every line is scanned in full.

Pure rules: the window and the services keep the check and say what it answered."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from station.domain.models import OrderLine

GTIN_LENGTH = 14  # EAN-8, UPC-A (12), EAN-13 and GTIN-14 are one number with leading zeros


def item_code(scanned: str) -> str:
    """An item's code as compared: a number of GTIN length (a scanner may send UPC-A as 12 or 13 digits), any other
    code in capitals without spaces."""
    code = "".join(scanned.split()).upper()
    return code.zfill(GTIN_LENGTH) if code.isdigit() and len(code) <= GTIN_LENGTH else code


class ItemVerdict(str, Enum):
    TICKED = "ticked"  # one more of a line scanned; more still to scan
    COMPLETE = "complete"  # that was the last item: the parcel holds the order
    WRONG_ITEM = "wrong_item"  # not on the order: refused
    SURPLUS = "surplus"  # on the order, but all of that line are scanned already: refused


@dataclass(frozen=True)
class CheckLine:
    sku: str
    name: str
    ean: str  # as the order gave it ("" when it has none: the line is checked by eye)
    quantity: int
    scanned: int = 0

    @property
    def done(self) -> bool:
        return self.scanned >= self.quantity

    @property
    def scannable(self) -> bool:
        return bool(self.ean.strip())


@dataclass(frozen=True)
class ItemOutcome:
    verdict: ItemVerdict
    code: str
    line: CheckLine | None = None  # the line ticked, or the full line of a surplus item

    @property
    def refused(self) -> bool:
        return self.verdict in (ItemVerdict.WRONG_ITEM, ItemVerdict.SURPLUS)


@dataclass(frozen=True)
class ContentsCheck:
    """One order's lines and how many of each were scanned. Immutable: `scan` hands back the outcome and the check
    as it is after it (unchanged after a refusal)."""

    order_key: str
    reference: str
    lines: tuple[CheckLine, ...]

    @classmethod
    def of_order(cls, order_key: str, reference: str, lines: tuple[OrderLine, ...]) -> ContentsCheck | None:
        """None when nothing can be scanned: the order has no lines, or none with an EAN (verification skipped)."""
        check_lines = tuple(
            CheckLine(line.product.sku, line.product.name, line.product.ean, max(line.quantity, 1)) for line in lines
        )
        if not any(line.scannable for line in check_lines):
            return None
        return cls(order_key, reference, check_lines)

    @property
    def complete(self) -> bool:
        return all(line.done for line in self.lines if line.scannable)

    @property
    def items_expected(self) -> int:
        return sum(line.quantity for line in self.lines if line.scannable)

    @property
    def items_scanned(self) -> int:
        return sum(min(line.scanned, line.quantity) for line in self.lines if line.scannable)

    @property
    def unscannable(self) -> tuple[CheckLine, ...]:
        """Lines without an EAN: the operator checks them by eye; they do not hold the label back."""
        return tuple(line for line in self.lines if not line.scannable)

    def scan(self, scanned: str) -> tuple[ItemOutcome, ContentsCheck]:
        code = item_code(scanned)
        matching = [index for index, line in enumerate(self.lines) if line.scannable and item_code(line.ean) == code]
        if not matching:
            return ItemOutcome(ItemVerdict.WRONG_ITEM, scanned.strip()), self
        open_lines = [index for index in matching if not self.lines[index].done]
        if not open_lines:
            return ItemOutcome(ItemVerdict.SURPLUS, scanned.strip(), self.lines[matching[0]]), self
        index = open_lines[0]
        ticked = replace(self.lines[index], scanned=self.lines[index].scanned + 1)
        after = replace(self, lines=(*self.lines[:index], ticked, *self.lines[index + 1 :]))
        verdict = ItemVerdict.COMPLETE if after.complete else ItemVerdict.TICKED
        return ItemOutcome(verdict, scanned.strip(), ticked), after
