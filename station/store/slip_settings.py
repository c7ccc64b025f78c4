"""The packing slip's settings: the shop's name and logo, and per label format where the slip prints (JSON file)."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from station import paths
from station.domain.enums import LabelFormat
from station.domain.packing_slip import SlipMode
from station.files import write_atomically

log = logging.getLogger("station.store.slip_settings")

SLIP_FILE_NAME = "packing_slip.json"


@dataclass(frozen=True)
class SlipSettings:
    shop_name: str = ""
    logo_path: str = ""
    modes: dict[LabelFormat, SlipMode] = field(default_factory=dict)  # a format not listed prints no slip
    own_printer: str = ""  # the system queue for "on its own printer" ('' = the default printer)
    own_folder: str = ""  # or a folder to save the slips in as PDF files

    def mode_for(self, label_format: LabelFormat) -> SlipMode:
        return self.modes.get(label_format, SlipMode.NONE)

    @property
    def logo(self) -> Path | None:
        return Path(self.logo_path) if self.logo_path and Path(self.logo_path).is_file() else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "shop_name": self.shop_name,
            "logo_path": self.logo_path,
            "own_printer": self.own_printer,
            "own_folder": self.own_folder,
            "modes": {label_format.value: mode.value for label_format, mode in self.modes.items()},
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SlipSettings:
        modes: dict[LabelFormat, SlipMode] = {}
        for key, value in dict(data.get("modes") or {}).items():
            try:
                modes[LabelFormat(key)] = SlipMode(value)
            except ValueError:
                log.warning("packing slip mode %r for %r skipped", value, key)
        return cls(
            str(data.get("shop_name", "")),
            str(data.get("logo_path", "")),
            modes,
            str(data.get("own_printer", "")),
            str(data.get("own_folder", "")),
        )


@dataclass
class SlipSettingsStore:
    """A missing or damaged file means no slips (logged): the labels print as before."""

    path: Path = field(default_factory=lambda: paths.config_dir() / SLIP_FILE_NAME)

    def load(self) -> SlipSettings:
        try:
            return SlipSettings.from_dict(json.loads(self.path.read_text(encoding="utf-8")))
        except FileNotFoundError:
            return SlipSettings()
        except (OSError, ValueError, TypeError, AttributeError) as error:
            log.warning("packing slip settings %s unreadable (%s): no slips", self.path, error)
            return SlipSettings()

    def save(self, settings: SlipSettings) -> None:
        write_atomically(self.path, json.dumps(settings.to_dict(), indent=2).encode("utf-8"))
