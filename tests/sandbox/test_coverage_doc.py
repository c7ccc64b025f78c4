"""docs/sandbox-coverage.md names real tests: every node id it cites resolves to a test function."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

COVERAGE = Path(__file__).resolve().parents[2] / "docs" / "sandbox-coverage.md"
NODE_ID = re.compile(r"`(tests/[\w/]+\.py)::([\w:]+)`")


def cited() -> list[tuple[str, str]]:
    return sorted(set(NODE_ID.findall(COVERAGE.read_text(encoding="utf-8"))))


def test_the_page_cites_tests_for_every_section() -> None:
    text = COVERAGE.read_text(encoding="utf-8")
    for section in range(1, 10):
        assert f"## §{section} " in text, section
    assert len(cited()) > 100


@pytest.mark.parametrize("path, name", cited(), ids=[f"{p}::{n}" for p, n in cited()])
def test_a_cited_node_id_exists(path: str, name: str) -> None:
    module = importlib.import_module(path.removesuffix(".py").replace("/", "."))
    target: object = module
    for part in name.split("::"):
        assert hasattr(target, part), f"{path}::{name} does not exist"
        target = getattr(target, part)
    assert name.split("::")[-1].startswith(("test_", "Test"))
