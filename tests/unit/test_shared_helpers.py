"""What tests share lives in tests/helpers/: no test imports a conftest.py or another test module (docs/testing.md)."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]


def _imported_modules(source: Path) -> set[str]:
    modules: set[str] = set()
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            modules.add(node.module)
    return modules


def _shared_wrongly(module: str) -> bool:
    parts = module.split(".")
    return parts[0] == "tests" and (parts[-1] == "conftest" or parts[-1].startswith("test_"))


def test_no_test_imports_a_conftest_or_another_test_module() -> None:
    offences = [
        f"{path.relative_to(TESTS.parent)} imports {module}"
        for path in sorted(TESTS.rglob("*.py"))
        for module in sorted(_imported_modules(path))
        if _shared_wrongly(module)
    ]
    assert offences == []


def test_the_check_sees_such_an_import(tmp_path: Path) -> None:
    # Guards the test above against passing vacuously.
    sample = tmp_path / "test_sample.py"
    # (The module name is spelled in two parts, so that no search and replace over tests/ ever rewrites it.)
    sample.write_text("from tests.ui." + "conftest import run_async\nfrom tests.helpers.window import select\n")
    assert {module for module in _imported_modules(sample) if _shared_wrongly(module)} == {"tests.ui.conftest"}
