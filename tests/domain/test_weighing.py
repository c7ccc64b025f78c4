"""Weighing rules: a stable weight is not the first bounce; the cheaper package a weight allows is only suggested."""

from __future__ import annotations

from station.domain.enums import Carrier, PackageType
from station.domain.weighing import (
    ReadingStatus,
    ScaleReading,
    StableWeight,
    digital_stamp_class,
    suggest_package,
)


def feed(detector: StableWeight, readings: list[tuple[float, ReadingStatus, int | None]]) -> list[int | None]:
    return [detector.feed(ScaleReading(status, grams), at) for at, status, grams in readings]


def test_a_parcel_put_down_bounces_before_its_weight_is_stable() -> None:
    detector = StableWeight(samples=3, settle_s=0.4)
    S, U = ReadingStatus.STABLE, ReadingStatus.UNKNOWN
    results = feed(
        detector,
        [
            (0.0, U, 1480),
            (0.1, U, 1190),
            (0.2, U, 1236),
            (0.3, U, 1233),
            (0.4, U, 1234),
            (0.5, U, 1235),
            (0.7, S, 1234),
        ],
    )
    # The bounce (1480, 1190) never counts; three agreeing readings over 0.4 s do.
    assert results[:6] == [None] * 6 and results[6] == 1234


def test_moving_zero_and_faults_reset_the_run() -> None:
    detector = StableWeight(samples=2, settle_s=0.1)
    S, M = ReadingStatus.STABLE, ReadingStatus.MOVING
    assert feed(detector, [(0.0, S, 500), (0.2, S, 500)])[-1] == 500
    assert detector.feed(ScaleReading(M, 700), 0.3) is None
    assert detector.feed(ScaleReading(ReadingStatus.FAULT), 0.4) is None
    assert detector.feed(ScaleReading(S, 700), 0.5) is None  # a new run starts
    assert detector.feed(ScaleReading(ReadingStatus.ZERO, 0), 0.6) is None
    assert detector.feed(ScaleReading(S, 700), 0.7) is None


def test_a_small_drift_is_one_weight_a_jump_is_another() -> None:
    detector = StableWeight(samples=3, settle_s=0.0)
    S = ReadingStatus.STABLE
    assert feed(detector, [(0, S, 2000), (1, S, 2008), (2, S, 2004)])[-1] == 2004  # within 0.5 %
    detector.reset()
    assert feed(detector, [(0, S, 2000), (1, S, 2100), (2, S, 2100)])[-1] is None


def test_a_mailbox_package_is_suggested_where_the_weight_and_carrier_allow() -> None:
    suggestion = suggest_package(Carrier.POSTNL, "NL", 1234, PackageType.PACKAGE, has_options=False)
    assert suggestion is not None and suggestion.package_type is PackageType.MAILBOX and "1234 g" in suggestion.reason
    assert suggest_package(Carrier.POSTNL, "NL", 2001, PackageType.PACKAGE, has_options=False) is None
    assert suggest_package(Carrier.POSTNL, "BE", 900, PackageType.PACKAGE, has_options=False) is None
    assert suggest_package(Carrier.UPSSTANDARD, "NL", 900, PackageType.PACKAGE, has_options=False) is None
    assert suggest_package(Carrier.POSTNL, "NL", 900, PackageType.PACKAGE, has_options=True) is None
    assert suggest_package(Carrier.POSTNL, "NL", 900, PackageType.MAILBOX, has_options=False) is None
    assert suggest_package(Carrier.DPD, "NL", None, PackageType.PACKAGE, has_options=False) is None


def test_digital_stamp_weight_classes() -> None:
    assert [digital_stamp_class(grams) for grams in (1, 20, 21, 100, 351, 2000, 2001)] == [
        "0–20 g",
        "0–20 g",
        "20–50 g",
        "50–100 g",
        "350–2000 g",
        "350–2000 g",
        None,
    ]
