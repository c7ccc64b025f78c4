"""Imports point one way: UI → services → domain / api / store; the sandbox shares only the domain rules."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

STATION = Path(__file__).resolve().parents[2] / "station"

# Layer → the station layers it must never import. Modules at the top of the package (paths, logs, version)
# are shared utilities and allowed everywhere except the domain.
FORBIDDEN: dict[str, set[str]] = {
    "domain": {"api", "store", "services", "ui", "sandbox", "printers", "paths", "logs", "cli", "selftest"},
    "api": {"store", "services", "ui", "sandbox", "printers"},
    "store": {"api", "services", "ui", "sandbox"},
    "printers": {"api", "store", "services", "ui", "sandbox"},
    "sandbox": {"api", "store", "services", "ui", "printers"},
    "services": {"ui"},
}


def _station_imports(source: Path) -> set[str]:
    """The first component below `station` of every station import in a module."""
    layers: set[str] = set()
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [f"{node.module}.{alias.name}" for alias in node.names]
        else:
            continue
        for name in names:
            parts = name.split(".")
            if parts[0] == "station" and len(parts) > 1:
                layers.add(parts[1])
    return layers


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_a_layer_imports_only_what_lies_below_it(layer: str) -> None:
    offences = [
        f"{module.relative_to(STATION.parent)} imports station.{name}"
        for module in sorted((STATION / layer).rglob("*.py"))
        for name in sorted(_station_imports(module) & FORBIDDEN[layer])
    ]
    assert offences == []


def test_the_check_sees_imports() -> None:
    # Guards the test above against passing vacuously: known imports are found.
    assert "domain" in _station_imports(STATION / "sandbox" / "shipments.py")
    assert "services" in _station_imports(STATION / "ui" / "main_window.py")
