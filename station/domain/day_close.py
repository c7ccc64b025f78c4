"""Closing a packing table's day: the parcels each carrier's driver takes, what is left to resolve, and the summary.

Pure rules over facts the store gathered (services/day_close.py): which shipments of the day wait for pickup, which
need the operator first, and what the day comes to per carrier and per operator.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from enum import Enum
from typing import Any

from station.domain.enums import ShipmentStatus
from station.domain.text import QT_TRANSLATE_NOOP, Text

# Waiting at the table for the driver: a label exists and the carrier has not scanned the parcel yet (spec §3).
WAITING_FOR_PICKUP = (ShipmentStatus.PENDING, ShipmentStatus.PRINTED)


@dataclass(frozen=True)
class DayShipment:
    """One shipment of the day as closing it needs it (a multi-collo shipment lists every parcel's barcode)."""

    order_key: str
    reference: str
    carrier: str  # the carrier's display name
    status: ShipmentStatus
    barcodes: tuple[str, ...]  # main parcel first
    postal_code: str
    weight_grams: int | None
    printed: bool  # a label of it reached a printer (or may have)
    is_return: bool = False


@dataclass(frozen=True)
class HandoverParcel:
    reference: str
    barcode: str
    postal_code: str
    weight_grams: int | None


@dataclass(frozen=True)
class Handover:
    """One carrier's handover list: the parcels its driver signs for."""

    carrier: str
    parcels: tuple[HandoverParcel, ...]

    @property
    def count(self) -> int:
        return len(self.parcels)

    @property
    def weight_grams(self) -> int:
        return sum(parcel.weight_grams or 0 for parcel in self.parcels)


class IssueKind(str, Enum):
    NOT_PRINTED = "created, not printed"
    PRINT_FAILED = "print failed"
    PRINT_STUCK = "print stuck"
    RETURN = "return of the day"

    @property
    def display_name(self) -> Text:
        """The kind in operator words, translatable (station.domain.text)."""
        return {
            IssueKind.NOT_PRINTED: QT_TRANSLATE_NOOP("DayIssue", "created, not printed"),
            IssueKind.PRINT_FAILED: QT_TRANSLATE_NOOP("DayIssue", "print failed"),
            IssueKind.PRINT_STUCK: QT_TRANSLATE_NOOP("DayIssue", "print stuck"),
            IssueKind.RETURN: QT_TRANSLATE_NOOP("DayIssue", "return of the day"),
        }[self]


@dataclass(frozen=True)
class DayIssue:
    """Something to resolve before the driver comes."""

    kind: IssueKind
    reference: str
    detail: str = ""


@dataclass(frozen=True)
class DaySummary:
    """What the day came to; kept in the operator log when the day is closed (to_dict/from_dict)."""

    day: date
    shipments_per_carrier: Mapping[str, int]
    parcels_handed_over: int
    returns: int
    reprints: int
    errors: int
    per_operator: Mapping[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "day": self.day.isoformat(),
            "shipments_per_carrier": dict(self.shipments_per_carrier),
            "parcels_handed_over": self.parcels_handed_over,
            "returns": self.returns,
            "reprints": self.reprints,
            "errors": self.errors,
            "per_operator": dict(self.per_operator),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> DaySummary:
        return cls(
            date.fromisoformat(str(data["day"])),
            dict(data.get("shipments_per_carrier", {})),
            int(data.get("parcels_handed_over", 0)),
            int(data.get("returns", 0)),
            int(data.get("reprints", 0)),
            int(data.get("errors", 0)),
            dict(data.get("per_operator", {})),
        )

    @property
    def lines(self) -> list[str]:
        """The summary in operator words, one fact a line."""
        carriers = ", ".join(
            f"{name} {count}" for name, count in sorted(self.shipments_per_carrier.items())
        ) or QT_TRANSLATE_NOOP("DaySummary", "none")
        operators = ", ".join(
            f"{name} {count}" for name, count in sorted(self.per_operator.items())
        ) or QT_TRANSLATE_NOOP("DaySummary", "nobody")
        return [
            QT_TRANSLATE_NOOP("DaySummary", "Shipments per carrier: {carriers}").format(carriers=carriers),
            QT_TRANSLATE_NOOP("DaySummary", "Parcels on the handover lists: {count}").format(
                count=self.parcels_handed_over
            ),
            QT_TRANSLATE_NOOP("DaySummary", "Returns: {count}").format(count=self.returns),
            QT_TRANSLATE_NOOP("DaySummary", "Reprints: {count}").format(count=self.reprints),
            QT_TRANSLATE_NOOP("DaySummary", "Errors: {count}").format(count=self.errors),
            QT_TRANSLATE_NOOP("DaySummary", "Actions per operator: {operators}").format(operators=operators),
        ]


@dataclass(frozen=True)
class DayClose:
    day: date
    handovers: tuple[Handover, ...]
    issues: tuple[DayIssue, ...]
    summary: DaySummary


@dataclass(frozen=True)
class DayActivity:
    """The operator log's facts of the day that the summary counts."""

    reprints: int = 0
    errors: int = 0
    failed_prints: Sequence[tuple[str, str]] = ()  # (reference, why) of prints that failed and were not redone
    stuck_prints: Sequence[tuple[str, str]] = ()  # (reference, detail)
    per_operator: Mapping[str, int] = field(default_factory=dict)


def close_day(day: date, shipments: Iterable[DayShipment], activity: DayActivity) -> DayClose:
    """Handover lists per carrier (printed outbound parcels waiting for pickup), the issues to resolve first
    (created but not printed, failed and stuck prints, returns), and the day's summary."""
    outbound = [shipment for shipment in shipments if not shipment.is_return]
    returns = [shipment for shipment in shipments if shipment.is_return]
    by_carrier: dict[str, list[HandoverParcel]] = {}
    issues: list[DayIssue] = []
    for shipment in sorted(outbound, key=lambda item: (item.carrier, item.reference)):
        if shipment.status is ShipmentStatus.CANCELLED:
            continue
        if not shipment.printed:
            if shipment.status in WAITING_FOR_PICKUP:
                issues.append(
                    DayIssue(
                        IssueKind.NOT_PRINTED,
                        shipment.reference,
                        QT_TRANSLATE_NOOP("DayIssue", "{carrier} shipment without a printed label").format(
                            carrier=shipment.carrier
                        ),
                    )
                )
            continue
        if shipment.status not in WAITING_FOR_PICKUP:
            continue  # the carrier has it already
        by_carrier.setdefault(shipment.carrier, []).extend(
            HandoverParcel(
                shipment.reference, barcode, shipment.postal_code, shipment.weight_grams if number == 0 else None
            )
            for number, barcode in enumerate(shipment.barcodes)
        )
    issues.extend(DayIssue(IssueKind.PRINT_FAILED, reference, why) for reference, why in activity.failed_prints)
    issues.extend(DayIssue(IssueKind.PRINT_STUCK, reference, detail) for reference, detail in activity.stuck_prints)
    issues.extend(
        DayIssue(
            IssueKind.RETURN,
            shipment.reference,
            QT_TRANSLATE_NOOP("DayIssue", "{carrier} return, {status}").format(
                carrier=shipment.carrier, status=shipment.status.display_name
            ),
        )
        for shipment in sorted(returns, key=lambda item: item.reference)
    )
    handovers = tuple(Handover(carrier, tuple(parcels)) for carrier, parcels in sorted(by_carrier.items()))
    per_carrier = Counter(shipment.carrier for shipment in outbound if shipment.status is not ShipmentStatus.CANCELLED)
    summary = DaySummary(
        day,
        dict(sorted(per_carrier.items())),
        sum(handover.count for handover in handovers),
        len(returns),
        activity.reprints,
        activity.errors,
        dict(activity.per_operator),
    )
    return DayClose(day, handovers, tuple(issues), summary)
