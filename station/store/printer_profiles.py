"""This station's printer profiles, one per label format, as JSON in paths.config_dir() (atomic writes)."""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from station import paths
from station.domain.enums import LabelFormat
from station.domain.text import QT_TRANSLATE_NOOP, Text, message_of
from station.files import write_atomically
from station.printers.base import (
    MAX_DARKNESS,
    THERMAL_ROTATIONS,
    LabelMedia,
    PrinterKind,
    PrinterProfile,
    ThermalResolution,
)
from station.printers.network_address import InvalidAddress, parse_network_address

log = logging.getLogger("station.store.printer_profiles")

PROFILES_FILE_NAME = "printer_profiles.json"
FILE_VERSION = 1

# Calibration offsets beyond this are a typo, not a printer feeding off (an A6 label is 105 mm wide).
MAX_OFFSET_MM = 50.0

# Until the operator chooses: the system default printer for both formats; A6 on a label printer,
# A4 sheets on an office printer (the names are what the profile dialog shows).
DEFAULT_PROFILES: dict[LabelFormat, PrinterProfile] = {
    LabelFormat.A6: PrinterProfile(QT_TRANSLATE_NOOP("PrinterProfile", "Label printer"), LabelFormat.A6),
    LabelFormat.A4: PrinterProfile(QT_TRANSLATE_NOOP("PrinterProfile", "Office printer"), LabelFormat.A4),
}


def folder_profiles(folder: Path) -> dict[LabelFormat, PrinterProfile]:
    """Both formats saved as PDF files into `folder`: the out-of-the-box choice of a computer without a printer."""
    return {
        LabelFormat.A6: PrinterProfile(
            QT_TRANSLATE_NOOP("PrinterProfile", "Save A6 labels as PDF"), LabelFormat.A6, folder=str(folder)
        ),
        LabelFormat.A4: PrinterProfile(
            QT_TRANSLATE_NOOP("PrinterProfile", "Save A4 sheets as PDF"), LabelFormat.A4, folder=str(folder)
        ),
    }


# The names Station gives profiles itself: shown in the operator's language even once saved (as English) in the file.
_STATION_NAMES = {
    name.source: name
    for name in (
        *(profile.name for profile in DEFAULT_PROFILES.values()),
        *(profile.name for profile in folder_profiles(Path()).values()),
    )
    if isinstance(name, Text)
}


def profile_name(name: str) -> str:
    """A profile's name to show: one of Station's own names stays translatable; an operator's name is as typed."""
    return _STATION_NAMES.get(name, name)


class InvalidProfile(ValueError):
    """A profile value that cannot be saved, with the field at fault."""

    def __init__(self, field_name: str, message: str, label_format: LabelFormat | None = None) -> None:
        super().__init__(message)
        self.field_name = field_name
        self.label_format = label_format  # whose profile it is, so a dialog can point at the right one


def validate_profile(profile: PrinterProfile) -> None:
    """Raises InvalidProfile for a value no printer could use."""
    if not profile.name.strip():
        raise InvalidProfile(
            "name", QT_TRANSLATE_NOOP("PrinterProfile", "a profile needs a name"), profile.label_format
        )
    for field_name in ("offset_x_mm", "offset_y_mm"):
        value = getattr(profile, field_name)
        if not math.isfinite(value) or abs(value) > MAX_OFFSET_MM:
            raise InvalidProfile(
                field_name,
                QT_TRANSLATE_NOOP("PrinterProfile", "an offset lies between -{limit} and {limit} mm").format(
                    limit=f"{MAX_OFFSET_MM:g}"
                ),
                profile.label_format,
            )
    if profile.kind is not PrinterKind.THERMAL:
        return
    if profile.label_format is not LabelFormat.A6:
        raise InvalidProfile(
            "kind",
            QT_TRANSLATE_NOOP("PrinterProfile", "a thermal label printer prints A6 labels, not A4 sheets"),
            profile.label_format,
        )
    if not 0 <= profile.darkness <= MAX_DARKNESS:
        raise InvalidProfile(
            "darkness",
            QT_TRANSLATE_NOOP("PrinterProfile", "darkness lies between 0 and {limit}").format(limit=MAX_DARKNESS),
            profile.label_format,
        )
    if profile.rotation not in THERMAL_ROTATIONS:
        raise InvalidProfile(
            "rotation",
            QT_TRANSLATE_NOOP("PrinterProfile", "a label printer turns labels by 0 or 180 degrees"),
            profile.label_format,
        )
    if profile.network_address:
        try:
            parse_network_address(profile.network_address)
        except InvalidAddress as error:
            raise InvalidProfile("network_address", message_of(error), profile.label_format) from error


def profile_to_dict(profile: PrinterProfile) -> dict[str, Any]:
    return {
        "name": profile.name,
        "label_format": profile.label_format.value,
        "printer_name": profile.printer_name,
        "scale_to_fit": profile.scale_to_fit,
        "landscape": profile.landscape,
        "offset_x_mm": profile.offset_x_mm,
        "offset_y_mm": profile.offset_y_mm,
        "folder": profile.folder,
        "kind": profile.kind.value,
        "resolution_dpi": int(profile.resolution),
        "media": profile.media.value,
        "darkness": profile.darkness,
        "rotation": profile.rotation,
        "network_address": profile.network_address,
        "verify_contents": profile.verify_contents,
    }


def profile_from_dict(data: Mapping[str, Any]) -> PrinterProfile:
    """Raises ValueError/TypeError/KeyError for a record that is not a profile."""
    profile = PrinterProfile(
        name=str(data["name"]),
        label_format=LabelFormat(data["label_format"]),
        printer_name=str(data.get("printer_name", "")),
        scale_to_fit=bool(data.get("scale_to_fit", True)),
        landscape=bool(data.get("landscape", False)),
        offset_x_mm=float(data.get("offset_x_mm", 0.0)),
        offset_y_mm=float(data.get("offset_y_mm", 0.0)),
        folder=str(data.get("folder", "") or ""),
        # Profiles saved before thermal printers existed are office printers.
        kind=PrinterKind(data.get("kind", PrinterKind.OFFICE.value)),
        resolution=ThermalResolution(int(data.get("resolution_dpi", ThermalResolution.DPI_203))),
        media=LabelMedia(data.get("media", LabelMedia.A6.value)),
        darkness=_whole_number(data.get("darkness", 15)),
        rotation=_whole_number(data.get("rotation", 0)),
        network_address=str(data.get("network_address", "") or ""),
        verify_contents=_flag(data.get("verify_contents", False)),
    )
    validate_profile(profile)
    return profile


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"{value!r} is not true or false")
    return value


def _whole_number(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{value!r} is not a whole number")
    return value


@dataclass
class PrinterProfileStore:
    """Load and save the profile per label format. A missing or damaged file yields the defaults (logged),
    so a station with a broken config still prints to the default printer rather than not at all."""

    path: Path = field(default_factory=lambda: paths.config_dir() / PROFILES_FILE_NAME)

    def load(self) -> dict[LabelFormat, PrinterProfile]:
        profiles = dict(DEFAULT_PROFILES)
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return profiles
        except (OSError, ValueError) as error:
            log.warning("printer profiles %s unreadable (%s); using defaults", self.path, error)
            return profiles
        records = data.get("profiles") if isinstance(data, dict) else None
        if not isinstance(records, list):
            log.warning("printer profiles %s has no profile list; using defaults", self.path)
            return profiles
        for record in records:
            try:
                profile = profile_from_dict(record)
            except (KeyError, TypeError, ValueError) as error:
                # One bad record costs only its own format, not the other one.
                log.warning("printer profile %r in %s skipped: %s", record, self.path, error)
                continue
            profiles[profile.label_format] = profile
        return profiles

    def saved(self) -> bool:
        """Whether profiles were ever saved on this computer (else the defaults are in use)."""
        return self.path.exists()

    def profile_for(self, label_format: LabelFormat) -> PrinterProfile:
        return self.load()[label_format]

    def save(self, profiles: Mapping[LabelFormat, PrinterProfile]) -> None:
        """Writes every given profile (raises InvalidProfile first if one cannot be used); formats not given
        keep what the file had."""
        for label_format, profile in profiles.items():
            if profile.label_format is not label_format:
                raise InvalidProfile(
                    "label_format",
                    QT_TRANSLATE_NOOP("PrinterProfile", "profile {name} is for {format}").format(
                        name=repr(profile.name), format=profile.label_format.value
                    ),
                    label_format,
                )
            validate_profile(profile)
        merged = {**self.load(), **profiles}
        document = {
            "version": FILE_VERSION,
            "profiles": [profile_to_dict(merged[label_format]) for label_format in LabelFormat],
        }
        self._write(json.dumps(document, indent=2))

    def save_profile(self, profile: PrinterProfile) -> None:
        self.save({profile.label_format: profile})

    def _write(self, text: str) -> None:
        write_atomically(self.path, text)  # a crash leaves the old file or the new one
