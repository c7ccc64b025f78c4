"""PrinterProfileStore: one profile per label format, JSON in the config folder, defaults when damaged."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest

from station import paths
from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.store.printer_profiles import (
    DEFAULT_PROFILES,
    InvalidProfile,
    PrinterProfileStore,
    profile_from_dict,
    validate_profile,
)

LABELS = PrinterProfile(
    "Zebra at desk 2",
    LabelFormat.A6,
    "Zebra_ZD421",
    scale_to_fit=False,
    landscape=True,
    offset_x_mm=1.5,
    offset_y_mm=-0.5,
)


def test_without_a_file_the_defaults_apply() -> None:
    store = PrinterProfileStore()
    assert store.path.parent == paths.config_dir()
    assert store.load() == DEFAULT_PROFILES


def test_saved_profiles_load_back_in_a_new_store() -> None:
    office = PrinterProfile("HP office", LabelFormat.A4, "HP_LaserJet")
    PrinterProfileStore().save({LabelFormat.A6: LABELS, LabelFormat.A4: office})
    assert PrinterProfileStore().load() == {LabelFormat.A6: LABELS, LabelFormat.A4: office}
    assert PrinterProfileStore().profile_for(LabelFormat.A6) == LABELS


def test_saving_one_format_keeps_the_other() -> None:
    store = PrinterProfileStore()
    office = PrinterProfile("HP office", LabelFormat.A4, "HP_LaserJet")
    store.save_profile(office)
    store.save_profile(LABELS)
    assert store.load() == {LabelFormat.A6: LABELS, LabelFormat.A4: office}


def test_the_file_is_replaced_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    store = PrinterProfileStore()
    store.save_profile(LABELS)
    before = store.path.read_text()

    def crash(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        store.save_profile(replace(LABELS, offset_x_mm=3.0))
    assert store.path.read_text() == before
    assert [p.name for p in store.path.parent.iterdir()] == [store.path.name]


def test_a_damaged_file_falls_back_to_defaults() -> None:
    store = PrinterProfileStore()
    store.path.write_text("{not json")
    assert store.load() == DEFAULT_PROFILES


def test_one_bad_record_costs_only_its_format(tmp_path: Path) -> None:
    store = PrinterProfileStore(tmp_path / "profiles.json")
    good = {"name": "Zebra", "label_format": "A6", "printer_name": "Zebra", "offset_x_mm": 2}
    bad = {"name": "Office", "label_format": "Letter"}
    store.path.write_text(json.dumps({"version": 1, "profiles": [good, bad]}))
    loaded = store.load()
    assert loaded[LabelFormat.A6] == PrinterProfile("Zebra", LabelFormat.A6, "Zebra", offset_x_mm=2.0)
    assert loaded[LabelFormat.A4] == DEFAULT_PROFILES[LabelFormat.A4]


@pytest.mark.parametrize(
    ("profile", "field_name"),
    [
        (replace(LABELS, name="  "), "name"),
        (replace(LABELS, offset_x_mm=80.0), "offset_x_mm"),
        (replace(LABELS, offset_y_mm=float("nan")), "offset_y_mm"),
    ],
)
def test_unusable_values_are_refused_with_the_field(profile: PrinterProfile, field_name: str) -> None:
    store = PrinterProfileStore()
    with pytest.raises(InvalidProfile) as refused:
        store.save_profile(profile)
    assert refused.value.field_name == field_name
    assert not store.path.exists()


def test_a_profile_under_the_wrong_format_is_refused() -> None:
    with pytest.raises(InvalidProfile) as refused:
        PrinterProfileStore().save({LabelFormat.A4: LABELS})
    assert refused.value.field_name == "label_format"


def test_a_thermal_profile_keeps_its_settings_and_old_files_read_as_office_printers(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from station.printers.base import LabelMedia, PrinterKind, ThermalResolution

    store = PrinterProfileStore(tmp_path / "profiles.json")
    thermal = PrinterProfile(
        "Zebra",
        LabelFormat.A6,
        kind=PrinterKind.THERMAL,
        resolution=ThermalResolution.DPI_300,
        media=LabelMedia.INCH_4X6,
        darkness=22,
        rotation=180,
        network_address="10.0.0.7:9100",
    )
    store.save_profile(thermal)
    assert store.profile_for(LabelFormat.A6) == thermal
    old = {"name": "Label printer", "label_format": "A6"}
    assert profile_from_dict(old).kind is PrinterKind.OFFICE


@pytest.mark.parametrize(
    ("changes", "field_name"),
    [
        ({"darkness": 31}, "darkness"),
        ({"rotation": 90}, "rotation"),
        ({"network_address": "printer:99999"}, "network_address"),
        ({"label_format": LabelFormat.A4}, "kind"),
    ],
)
def test_thermal_settings_no_printer_could_use_are_refused(changes, field_name) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    from station.printers.base import PrinterKind

    profile = replace(PrinterProfile("Zebra", LabelFormat.A6, kind=PrinterKind.THERMAL), **changes)
    with pytest.raises(InvalidProfile) as refused:
        validate_profile(profile)
    assert refused.value.field_name == field_name
