"""Station's translation catalogues: extract every translatable string into the .ts files, compile the .qm files.

    python scripts/translations.py            # after changing texts: update the .ts files, then build the .qm files
    python scripts/translations.py --check    # exit 1 when a .ts is behind the source or a .qm behind its .ts

The .ts files (station/resources/i18n/station_nl.ts, station_fr.ts) are XML: translate each new entry (with Qt
Linguist, `pyside6-linguist station/resources/i18n/station_nl.ts`, or any editor), remove its type="unfinished",
then run this script again. A new language is one more code in LANGUAGES (see README, "Languages").
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "station"
CATALOGUES = ROOT / "station" / "resources" / "i18n"
LANGUAGES = ("nl", "fr")
# English is the source language; its catalogue holds only the texts with a number, for their singular ("1 order"):
# the source says the plural ("%n orders").
PLURAL_ONLY = ("en",)


def tool(name: str) -> str:
    """A Qt Linguist tool of the PySide6 wheels (beside this Python, or on PATH)."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install Station's dependencies (PySide6) first")
    return found


def ts_path(language: str, folder: Path = CATALOGUES) -> Path:
    return folder / f"station_{language}.ts"


def qm_path(language: str, folder: Path = CATALOGUES) -> Path:
    return folder / f"station_{language}.qm"


def extract(ts_files: list[Path], *, drop_obsolete: bool, plural_only: bool = False) -> None:
    """pyside6-lupdate over station/: new texts arrive unfinished; without `drop_obsolete` texts no longer in the
    source stay, marked vanished or obsolete; `plural_only` takes only the texts with a number (English)."""
    # Options first: lupdate reads a folder with the extensions known when it meets it.
    command = [tool("pyside6-lupdate"), "-extensions", "py", "-locations", "none", "-silent"]
    if drop_obsolete:
        command.append("-no-obsolete")
    if plural_only:
        command.append("-pluralonly")
    subprocess.run([*command, str(SOURCES), "-ts", *map(str, ts_files)], check=True)


def compile_catalogue(ts_file: Path, qm_file: Path) -> None:
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts_file), "-qm", str(qm_file)], check=True
    )


def update() -> None:
    extract([ts_path(language) for language in LANGUAGES], drop_obsolete=True)
    extract([ts_path(language) for language in PLURAL_ONLY], drop_obsolete=True, plural_only=True)
    for language in LANGUAGES + PLURAL_ONLY:
        compile_catalogue(ts_path(language), qm_path(language))


def stale_catalogues() -> list[str]:
    """What is behind: a .ts that extracting again would change, a .qm that compiling again would change."""
    problems = []
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        copies = [shutil.copy(ts_path(language), ts_path(language, folder)) for language in LANGUAGES]
        extract([Path(copy) for copy in copies], drop_obsolete=False)
        english = [shutil.copy(ts_path(language), ts_path(language, folder)) for language in PLURAL_ONLY]
        extract([Path(copy) for copy in english], drop_obsolete=False, plural_only=True)
        for language in LANGUAGES + PLURAL_ONLY:
            if ts_path(language, folder).read_bytes() != ts_path(language).read_bytes():
                problems.append(f"{ts_path(language).name} is not current: run python scripts/translations.py")
            compile_catalogue(ts_path(language), qm_path(language, folder))
            if not qm_path(language).exists() or not filecmp.cmp(
                qm_path(language), qm_path(language, folder), shallow=False
            ):
                problems.append(
                    f"{qm_path(language).name} is not built from its .ts: run python scripts/translations.py"
                )
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="only check that the catalogues are current")
    if parser.parse_args().check:
        problems = stale_catalogues()
        print("\n".join(problems) or "translation catalogues are current")
        return 1 if problems else 0
    update()
    return 0


if __name__ == "__main__":
    sys.exit(main())
