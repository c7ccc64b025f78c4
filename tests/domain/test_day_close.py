"""Closing the day's rules: what each carrier's driver takes, what is resolved first, what the summary counts."""

from __future__ import annotations

from datetime import date

from station.domain.day_close import DayActivity, DayShipment, DaySummary, IssueKind, close_day
from station.domain.enums import ShipmentStatus

DAY = date(2026, 11, 25)


def shipment(
    reference: str,
    carrier: str = "PostNL",
    *,
    status: ShipmentStatus = ShipmentStatus.PRINTED,
    printed: bool = True,
    barcodes: tuple[str, ...] = (),
    is_return: bool = False,
    weight: int | None = 1000,
) -> DayShipment:
    return DayShipment(
        f"import:{reference}",
        reference,
        carrier,
        status,
        barcodes or (f"3S{reference}",),
        "1015 CJ",
        weight,
        printed,
        is_return,
    )


def test_printed_parcels_waiting_for_pickup_make_one_list_per_carrier() -> None:
    closed = close_day(
        DAY,
        [
            shipment("B-2", "PostNL"),
            shipment("A-1", "PostNL"),
            shipment("C-3", "DPD"),
            shipment("D-4", "GLS", barcodes=("3SMAIN", "3SSECOND")),  # multi-collo: a line per parcel
            shipment("E-5", "DPD", status=ShipmentStatus.HANDED_OVER),  # the driver has it already
            shipment("F-6", "DPD", status=ShipmentStatus.CANCELLED),
        ],
        DayActivity(),
    )
    assert [(handover.carrier, [parcel.reference for parcel in handover.parcels]) for handover in closed.handovers] == [
        ("DPD", ["C-3"]),
        ("GLS", ["D-4", "D-4"]),
        ("PostNL", ["A-1", "B-2"]),
    ]
    gls = closed.handovers[1]
    assert [parcel.barcode for parcel in gls.parcels] == ["3SMAIN", "3SSECOND"]
    assert gls.count == 2 and gls.weight_grams == 1000  # the weight is the shipment's, counted once
    assert closed.summary.shipments_per_carrier == {"DPD": 2, "GLS": 1, "PostNL": 2}
    assert closed.summary.parcels_handed_over == 5 and closed.issues == ()


def test_unprinted_shipments_failed_and_stuck_prints_and_returns_are_resolved_first() -> None:
    closed = close_day(
        DAY,
        [
            shipment("A-1", printed=False),
            shipment("R-1", is_return=True, status=ShipmentStatus.PENDING),
            shipment("B-2"),
        ],
        DayActivity(
            reprints=2,
            errors=3,
            failed_prints=[("C-3", "printer offline")],
            stuck_prints=[("D-4", "waited 300 s in Zebra")],
            per_operator={"anna": 4, "bob": 1},
        ),
    )
    assert [(issue.kind, issue.reference) for issue in closed.issues] == [
        (IssueKind.NOT_PRINTED, "A-1"),
        (IssueKind.PRINT_FAILED, "C-3"),
        (IssueKind.PRINT_STUCK, "D-4"),
        (IssueKind.RETURN, "R-1"),
    ]
    assert [parcel.reference for handover in closed.handovers for parcel in handover.parcels] == ["B-2"]
    summary = closed.summary
    assert (summary.returns, summary.reprints, summary.errors) == (1, 2, 3)
    assert summary.lines == [
        "Shipments per carrier: PostNL 2",
        "Parcels on the handover lists: 1",
        "Returns: 1",
        "Reprints: 2",
        "Errors: 3",
        "Actions per operator: anna 4, bob 1",
    ]


def test_the_summary_survives_the_operator_log() -> None:
    summary = close_day(DAY, [shipment("A-1")], DayActivity(per_operator={"anna": 2})).summary
    assert DaySummary.from_dict(summary.to_dict()) == summary
