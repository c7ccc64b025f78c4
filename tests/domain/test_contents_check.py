"""The contents check's rules: lines ticked off by EAN, wrong and surplus items refused without changing the check,
UPC-A and EAN-13 as one number, lines without an EAN checked by eye, no lines no check."""

from __future__ import annotations

from station.domain.contents_check import ContentsCheck, ItemVerdict, item_code
from station.domain.models import OrderLine, Product

MUG = OrderLine(2, Product("MUG", "Mug", "8712345000017"))
CARD = OrderLine(1, Product("CARD", "Greeting card", ""))
CAP = OrderLine(1, Product("CAP", "Cap", "036000291452"))  # a UPC-A, 12 digits


def test_lines_tick_off_and_the_last_item_completes() -> None:
    check = ContentsCheck.of_order("k", "R-1", (MUG, CAP))
    assert check is not None and check.items_expected == 3
    outcome, check = check.scan("8712345000017")
    assert outcome.verdict is ItemVerdict.TICKED and check.items_scanned == 1
    outcome, check = check.scan(" 0036000291452 ")  # the scanner sent the UPC-A as an EAN-13
    assert outcome.verdict is ItemVerdict.TICKED
    outcome, check = check.scan("8712345000017")
    assert outcome.verdict is ItemVerdict.COMPLETE and check.complete


def test_wrong_and_surplus_items_are_refused_and_change_nothing() -> None:
    check = ContentsCheck.of_order("k", "R-1", (CAP,))
    assert check is not None
    wrong, after = check.scan("8712345000024")
    assert wrong.verdict is ItemVerdict.WRONG_ITEM and wrong.refused and after == check
    _, check = check.scan("036000291452")
    surplus, after = check.scan("036000291452")
    assert surplus.verdict is ItemVerdict.SURPLUS and surplus.line is not None and after == check


def test_lines_without_an_ean_do_not_hold_the_label_back_and_no_lines_means_no_check() -> None:
    check = ContentsCheck.of_order("k", "R-1", (MUG, CARD))
    assert check is not None and [line.sku for line in check.unscannable] == ["CARD"]
    _, check = check.scan("8712345000017")
    outcome, check = check.scan("8712345000017")
    assert outcome.verdict is ItemVerdict.COMPLETE
    assert ContentsCheck.of_order("k", "R-1", ()) is None
    assert ContentsCheck.of_order("k", "R-1", (CARD,)) is None
    assert item_code("abc 12") == "ABC12" and item_code("8712345000017") == "08712345000017"
