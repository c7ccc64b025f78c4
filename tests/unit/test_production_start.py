"""How to start on a shop's real account is told where a shop owner looks first: `station --help` and the README."""

from __future__ import annotations

from pathlib import Path

from station.cli import build_parser

README = Path(__file__).resolve().parents[2] / "README.md"


def test_station_help_tells_how_to_start_on_a_production_account() -> None:
    text = build_parser().format_help()
    for expected in (
        '"Production (API key)"',
        "https://api.myparcel.nl",
        "https://printing.api.myparcel.nl",
        "keyring",
        "docs/production.md",
        "station --sandbox --wire production",
    ):
        assert expected in text, expected


def test_the_readme_tells_it_too_and_points_at_the_production_page() -> None:
    text = README.read_text(encoding="utf-8")
    for expected in ('"Production (API key)"', "station --sandbox --wire production", "(docs/production.md)"):
        assert expected in text, expected
    assert (README.parent / "docs" / "production.md").is_file()
