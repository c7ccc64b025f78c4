"""Imports point one way: UI → services → domain / api / store; the sandbox shares only the domain rules.

The UI talks to the services only (and shows the domain's models and enums, and uses the printers' profiles):
never the API clients, the store, the sandbox, or the keyring. The services use the API's typed clients and errors:
never the HTTP library underneath them.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
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
    "ui": {"api", "store", "sandbox"},
}

# Layer → outside packages it must never import: secrets reach the UI only through the services, and HTTP is the
# API clients' business (their typed methods and errors are what the services see).
FORBIDDEN_PACKAGES: dict[str, set[str]] = {
    "ui": {"keyring", "httpx"},
    "services": {"httpx"},
}

# Layer → attributes it must never read: a client's HTTP connection pool (`client.http`) belongs to the API.
FORBIDDEN_ATTRIBUTES: dict[str, set[str]] = {
    "services": {"http"},
    "ui": {"http"},
}


def _imported_names(source: Path) -> list[str]:
    """Every module a module imports (`from a.b import c` counts as `a.b.c`), wherever the import stands."""
    names: list[str] = []
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names += [f"{node.module}.{alias.name}" for alias in node.names]
    return names


def _station_imports(source: Path) -> set[str]:
    """The first component below `station` of every station import in a module."""
    return {
        parts[1]
        for parts in (name.split(".") for name in _imported_names(source))
        if parts[0] == "station" and len(parts) > 1
    }


def _package_imports(source: Path) -> set[str]:
    """The top-level packages a module imports."""
    return {name.split(".")[0] for name in _imported_names(source)}


def _attributes_read(source: Path) -> set[str]:
    """Every attribute name a module reads or writes (`a.b` counts `b`)."""
    tree = ast.parse(source.read_text(encoding="utf-8"))
    return {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}


def _offences(layer: str, found: Callable[[Path], set[str]], forbidden: set[str], says: str) -> list[str]:
    """Each module of `layer` that uses a forbidden name, as `<module> <says><name>`."""
    return [
        f"{module.relative_to(STATION.parent)} {says}{name}"
        for module in sorted((STATION / layer).rglob("*.py"))
        for name in sorted(found(module) & forbidden)
    ]


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_a_layer_imports_only_what_lies_below_it(layer: str) -> None:
    assert _offences(layer, _station_imports, FORBIDDEN[layer], "imports station.") == []


@pytest.mark.parametrize("layer", sorted(FORBIDDEN_PACKAGES))
def test_a_layer_imports_no_package_kept_from_it(layer: str) -> None:
    assert _offences(layer, _package_imports, FORBIDDEN_PACKAGES[layer], "imports ") == []


@pytest.mark.parametrize("layer", sorted(FORBIDDEN_ATTRIBUTES))
def test_a_layer_reads_no_attribute_kept_from_it(layer: str) -> None:
    assert _offences(layer, _attributes_read, FORBIDDEN_ATTRIBUTES[layer], "reads .") == []


def test_the_check_sees_imports() -> None:
    # Guards the tests above against passing vacuously: known imports and attributes are found.
    assert "domain" in _station_imports(STATION / "sandbox" / "shipments.py")
    assert "services" in _station_imports(STATION / "ui" / "main_window.py")
    assert "keyring" in _package_imports(STATION / "store" / "secrets.py")
    assert "store" in _station_imports(STATION / "services" / "session.py")  # imports inside functions count too
    assert "httpx" in _package_imports(STATION / "api" / "auth.py")
    assert "http" in _attributes_read(STATION / "api" / "client_base.py")  # `self._session.http`
