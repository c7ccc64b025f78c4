"""The translation catalogues are complete and current: every text of the source is in station_nl.ts and
station_fr.ts, translated (no unfinished or obsolete entry), with the same placeholders, and each .qm is built from
its .ts. Adding or changing a text without translating it fails here; `python scripts/translations.py` updates."""

from __future__ import annotations

import re
import runpy
import shutil
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOL = runpy.run_path(str(ROOT / "scripts" / "translations.py"))
LANGUAGES: tuple[str, ...] = TOOL["LANGUAGES"]
# `{name}` (str.format), `%s` / `%d` / `%1` (printf and Qt's arg), `%n` / `%Ln` (Qt's numerus).
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}|%L?n|%[sd]|%\d")
ENTITY = re.compile(r"&[a-z]+;")
# Texts shown in menus, where every single & is a mnemonic (a button's or tab's text has one in its source).
MENU_CONTEXTS = frozenset({"Shortcuts", "WindowMenus", "LanguageMenu", "ScannerHelp"})


def _ampersands(text: str) -> int:
    """Single `&`s: a keyboard mnemonic in a button, tab or menu ("&&" is a literal "&", "&amp;" rich text's)."""
    return ENTITY.sub("", text).replace("&&", "").count("&")


def _messages(ts_file: Path) -> Iterator[tuple[str, ET.Element]]:
    for context in ET.parse(ts_file).getroot().iter("context"):
        for message in context.findall("message"):
            yield context.findtext("name") or "", message


@pytest.fixture(scope="module")
def extracted() -> Iterator[dict[str, Path]]:
    """Each catalogue after extracting the source again over a copy of it (nothing dropped)."""
    with tempfile.TemporaryDirectory() as scratch:
        copies = {language: Path(shutil.copy(TOOL["ts_path"](language), Path(scratch))) for language in LANGUAGES}
        TOOL["extract"](list(copies.values()), drop_obsolete=False)
        yield copies


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_is_translated_and_none_is_obsolete(extracted: dict[str, Path], language: str) -> None:
    problems = []
    for context, message in _messages(extracted[language]):
        state = message.find("translation").get("type")  # type: ignore[union-attr]
        if state is not None:
            problems.append(f"{state}: [{context}] {message.findtext('source')!r}")
    assert not problems, (
        f"station_{language}.ts is behind the source; run python scripts/translations.py and "
        "translate:\n" + "\n".join(problems)
    )
    assert extracted[language].read_bytes() == TOOL["ts_path"](language).read_bytes(), (
        f"station_{language}.ts is not as pyside6-lupdate writes it: run python scripts/translations.py"
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_every_placeholder(language: str) -> None:
    problems = []
    for context, message in _messages(TOOL["ts_path"](language)):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = [form.text or "" for form in translation.findall("numerusform")] or [translation.text or ""]
        expected = sorted(PLACEHOLDER.findall(source))
        for form in forms:
            if not form.strip():
                problems.append(f"empty: [{context}] {source!r}")
            elif sorted(PLACEHOLDER.findall(form)) != expected:
                problems.append(f"[{context}] {source!r} → {form!r}")
            elif (_ampersands(source) or context in MENU_CONTEXTS) and _ampersands(form) != _ampersands(source):
                problems.append(f"[{context}] {source!r} → {form!r}: a single & is a mnemonic there; write && for &")
    assert not problems, "translations that lose or add a placeholder or a mnemonic:\n" + "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_compiled_catalogue_is_built_from_its_ts(language: str, tmp_path: Path) -> None:
    rebuilt = tmp_path / f"station_{language}.qm"
    TOOL["compile_catalogue"](TOOL["ts_path"](language), rebuilt)
    assert rebuilt.read_bytes() == TOOL["qm_path"](language).read_bytes(), (
        f"station_{language}.qm is stale: run python scripts/translations.py"
    )
