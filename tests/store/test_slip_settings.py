"""The packing slip settings file: saved and read back; a damaged file means no slips, never a crash."""

from __future__ import annotations

from pathlib import Path

from station.domain.enums import LabelFormat
from station.domain.packing_slip import SlipMode
from station.store.slip_settings import SlipSettings, SlipSettingsStore


def test_settings_survive_a_save(tmp_path: Path) -> None:
    store = SlipSettingsStore(tmp_path / "packing_slip.json")
    assert store.load() == SlipSettings()
    settings = SlipSettings(
        "Demo NL",
        str(tmp_path / "logo.png"),
        {LabelFormat.A6: SlipMode.WITH_LABEL, LabelFormat.A4: SlipMode.OWN_PRINTER},
        "HP-Office",
    )
    store.save(settings)
    assert store.load() == settings
    assert settings.mode_for(LabelFormat.A4) is SlipMode.OWN_PRINTER
    assert settings.logo is None  # named, but not there: the slip prints without it


def test_a_damaged_file_or_an_unknown_mode_means_no_slip(tmp_path: Path) -> None:
    path = tmp_path / "packing_slip.json"
    path.write_text("{not json")
    assert SlipSettingsStore(path).load() == SlipSettings()
    path.write_text('{"shop_name": "Demo", "modes": {"A6": "on_the_moon", "A4": "with_label", "B5": "none"}}')
    loaded = SlipSettingsStore(path).load()
    assert loaded.shop_name == "Demo" and loaded.modes == {LabelFormat.A4: SlipMode.WITH_LABEL}
