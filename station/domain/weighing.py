"""Weighing at the packing table: scale readings, when a weight is stable, and the cheaper package it allows.

Pure rules: the scale adapters (station/scales) turn bytes into ScaleReadings, the scale service feeds them to a
StableWeight with the time they arrived.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from station.domain.capabilities import capabilities_of
from station.domain.enums import Carrier, PackageType
from station.domain.text import QT_TRANSLATE_NOOP

# Capability table: a mailbox package is NL only; the platform takes one up to 2 kg.
MAILBOX_MAX_GRAMS = 2000
# PostNL's digital stamp weight classes (grams, upper bounds).
DIGITAL_STAMP_CLASSES = (20, 50, 100, 350, 2000)


class ReadingStatus(str, Enum):
    STABLE = "stable"  # the scale says its reading has settled
    MOVING = "moving"  # still settling (the scale says so)
    UNKNOWN = "unknown"  # the scale does not say whether it settled (judged by repetition)
    ZERO = "zero"  # nothing on the scale
    UNDER_ZERO = "under zero"  # needs taring
    OVERLOAD = "overload"
    FAULT = "fault"  # unreadable data, or the scale reports a fault


@dataclass(frozen=True)
class ScaleReading:
    status: ReadingStatus
    grams: int | None = None
    detail: str = ""  # what was wrong, in operator words, for FAULT


class StableWeight:
    """A weight is stable after `samples` readings in a row within `tolerance` (2 g or 0.5 %) spanning at least
    `settle_s` seconds, none of them moving: a parcel put down bounces, and its first numbers are not its weight."""

    def __init__(self, *, samples: int = 3, settle_s: float = 0.4) -> None:
        self.samples = samples
        self.settle_s = settle_s
        self._run: list[tuple[float, int]] = []

    @staticmethod
    def tolerance(grams: int) -> int:
        return max(2, round(grams * 0.005))

    def reset(self) -> None:
        self._run.clear()

    def feed(self, reading: ScaleReading, at: float) -> int | None:
        """The stable weight after this reading, None while there is none."""
        if (
            reading.status not in (ReadingStatus.STABLE, ReadingStatus.UNKNOWN)
            or not reading.grams
            or reading.grams <= 0
        ):
            self.reset()
            return None
        if self._run and abs(reading.grams - self._run[0][1]) > self.tolerance(self._run[0][1]):
            self.reset()
        self._run.append((at, reading.grams))
        if len(self._run) < self.samples or at - self._run[0][0] < self.settle_s:
            return None
        window = self._run[-self.samples :]
        return round(sum(grams for _at, grams in window) / len(window))


@dataclass(frozen=True)
class PackageSuggestion:
    package_type: PackageType
    reason: str


def suggest_package(
    carrier: Carrier, country: str, grams: int | None, current: PackageType, has_options: bool
) -> PackageSuggestion | None:
    """The cheaper package type this weight allows, when there is one: a mailbox package up to 2 kg where the carrier
    offers it (NL recipients; options are only for packages, so not when options are chosen). A suggestion only:
    the operator decides."""
    if grams is None or grams <= 0:
        return None
    offered = capabilities_of(carrier).package_types
    if (
        current in (PackageType.PACKAGE, PackageType.PACKAGE_SMALL)
        and grams <= MAILBOX_MAX_GRAMS
        and PackageType.MAILBOX in offered
        and country.upper() == "NL"
        and not has_options
    ):
        return PackageSuggestion(
            PackageType.MAILBOX,
            QT_TRANSLATE_NOOP(
                "Weighing", "{grams} g fits a mailbox package (up to 2 kg, at most 2 cm thick): cheaper than a package"
            ).format(grams=grams),
        )
    return None


def digital_stamp_class(grams: int) -> str | None:
    """The digital stamp weight class of this weight ('0–20 g', ...), None above the last class."""
    lower = 0
    for upper in DIGITAL_STAMP_CLASSES:
        if grams <= upper:
            return f"{lower}–{upper} g"
        lower = upper
    return None
