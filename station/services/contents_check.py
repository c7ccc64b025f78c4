"""Scan to verify a parcel's contents (issue 26 point 5), at this station: the check of the order being packed, the
operator log's word on who verified it (and what was refused), and the orders whose lack of lines was said once.

The rules are station.domain.contents_check; the window shows the check and prints when it is complete."""

from __future__ import annotations

import logging

from station.domain.contents_check import ContentsCheck, ItemOutcome, ItemVerdict
from station.domain.text import QT_TRANSLATE_NOOP, joined
from station.store.records import QueuedOrder
from station.store.store import Store

log = logging.getLogger("station.services.contents_check")

CONTENTS_VERIFIED = "contents verified"
ITEM_REFUSED = "item refused"
VERIFICATION_SKIPPED = "verification skipped"


class ContentsVerification:
    """One check at a time: a packing table packs one parcel at a time."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self.current: ContentsCheck | None = None
        self._skip_told: set[str] = set()

    def start(self, order: QueuedOrder) -> ContentsCheck | None:
        """Begins checking `order` (dropping a check left unfinished); None when it has nothing to scan."""
        if self.current is not None and not self.current.complete and self.current.order_key != order.key:
            log.info("contents check of %s left unfinished for %s", self.current.reference, order.reference)
        if self.current is not None and self.current.order_key == order.key and not self.current.complete:
            return self.current  # the same order scanned again: its ticks stay
        self.current = ContentsCheck.of_order(order.key, order.reference, order.lines)
        return self.current

    def first_skip(self, order_key: str) -> bool:
        """True the first time an order without lines is skipped in this session: it is said once, not each scan."""
        if order_key in self._skip_told:
            return False
        self._skip_told.add(order_key)
        self._store.log.add(
            VERIFICATION_SKIPPED, order_key, QT_TRANSLATE_NOOP("OperatorLog", "no order lines with an EAN")
        )
        return True

    def scan_item(self, code: str) -> ItemOutcome:
        """An item scanned into the current check (RuntimeError when none is under way)."""
        if self.current is None:
            raise RuntimeError("no contents check is under way")
        check = self.current
        outcome, self.current = check.scan(code)
        if outcome.refused:
            refused = (
                QT_TRANSLATE_NOOP("OperatorLog", "not on the order: {code}")
                if outcome.verdict is ItemVerdict.WRONG_ITEM
                else QT_TRANSLATE_NOOP("OperatorLog", "more than the order has: {code}")
            )
            self._store.log.add(ITEM_REFUSED, check.order_key, refused.format(code=outcome.code))
        elif outcome.verdict is ItemVerdict.COMPLETE:
            checked = self.current
            scanned = QT_TRANSLATE_NOOP("OperatorLog", "%n items scanned", "", checked.items_expected)
            by_eye = QT_TRANSLATE_NOOP(
                "OperatorLog", "%n lines without EAN checked by eye", "", len(checked.unscannable)
            )
            self._store.log.add(
                CONTENTS_VERIFIED, check.order_key, joined([scanned, by_eye], "; ") if checked.unscannable else scanned
            )
        return outcome

    def end(self) -> None:
        """The check is over (the label is on its way, or the mode was switched off)."""
        self.current = None
