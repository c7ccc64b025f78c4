"""Benchmark 8: the Linux bundle (`bash packaging/build.sh` → dist/station): its size on disk, what it is made of,
and its own start-up against `python -m station` from the source tree. Needs a built bundle; without one the rows
say so. Every start is a fresh process with a fresh STATION_HOME (embedded sandbox, empty store)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.common import REPO_ROOT, Row, Size, median, verdict

BUNDLE = REPO_ROOT / "dist" / "station"
TARGET_MB = 250
CHILD_TIMEOUT_S = 300.0
# The session is open (window shown, embedded sandbox serving, store open, services started) once the first sweep
# of the sandbox's shipments is logged: the same line for the bundle and the source tree, no hook in either.
SESSION_OPEN = "sweep:"


def megabytes(path: Path) -> float:
    if path.is_symlink():
        return 0.0
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(item.stat().st_size for item in path.rglob("*") if item.is_file() and not item.is_symlink()) / 1e6


def parts(bundle: Path) -> list[tuple[str, float]]:
    """The biggest pieces, in MB: QtWebEngine's library and resources, the rest of Qt, Python and the others."""
    internal = bundle / "_internal"
    qt = internal / "PySide6" / "Qt"
    webengine = [
        qt / "lib" / "libQt6WebEngineCore.so.6",
        qt / "resources",
        qt / "translations" / "qtwebengine_locales",
        qt / "libexec",
    ]
    icu = list((qt / "lib").glob("libicu*"))
    webengine_mb = sum(megabytes(path) for path in webengine if path.exists())
    icu_mb = sum(megabytes(path) for path in icu)
    pyside_mb = megabytes(internal / "PySide6")
    total = megabytes(bundle)
    python_mb = sum(megabytes(path) for path in internal.glob("libpython*"))
    return [
        ("QtWebEngine (Chromium library, resources, locales, helper)", webengine_mb),
        ("ICU (Qt's Unicode data)", icu_mb),
        ("the rest of Qt and PySide6", pyside_mb - webengine_mb - icu_mb),
        ("libpython", python_mb),
        ("everything else (Python packages, system libraries)", total - pyside_mb - python_mb),
    ]


def download_megabytes(bundle: Path) -> float:
    """The bundle as a shop owner downloads it: the folder as a .tar.gz (gzip's default level)."""
    with tempfile.TemporaryDirectory(prefix="bench-bundle-archive-") as folder:
        archive = Path(folder) / "station.tar.gz"
        subprocess.run(["tar", "czf", str(archive), "-C", str(bundle.parent), bundle.name], check=True)
        return archive.stat().st_size / 1e6


def time_to_session(command: list[str]) -> float:
    home = Path(tempfile.mkdtemp(prefix="bench-bundle-"))
    log = home / "logs" / "station.log"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "STATION_HOME": str(home),
        "PYTHONPATH": str(REPO_ROOT),
        "PYTHON_KEYRING_BACKEND": "bench.memory_keyring.MemoryKeyring",
    }
    started = time.perf_counter()
    process = subprocess.Popen(command, cwd=REPO_ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + CHILD_TIMEOUT_S
        while not (log.exists() and SESSION_OPEN in log.read_text(errors="replace")):
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"{command[0]}: no session opened (exit code {process.poll()})")
            time.sleep(0.01)
        return time.perf_counter() - started
    finally:
        process.terminate()
        process.wait(60)


def run(size: Size) -> list[Row]:
    executable = BUNDLE / "station"
    if not executable.exists():
        return [
            Row(
                "8. Bundle",
                "not built",
                "—",
                None,
                f"≤ {TARGET_MB} MB",
                "not measured",
                ["run `bash packaging/build.sh` first (it builds dist/station and runs its self-test)"],
            )
        ]
    rounds = {"tiny": 1, "quick": 2, "full": 5}[size]
    total = megabytes(BUNDLE)
    breakdown = "; ".join(f"{name} {mb:.0f} MB" for name, mb in parts(BUNDLE))
    download = download_megabytes(BUNDLE)
    bundle_s: list[float] = []
    source_s: list[float] = []
    for round_number in range(rounds):
        for which in ("bundle", "source") if round_number % 2 == 0 else ("source", "bundle"):
            if which == "bundle":
                bundle_s.append(time_to_session([str(executable), "--sandbox"]))
            else:
                source_s.append(time_to_session([sys.executable, "-m", "station", "--sandbox"]))
    return [
        Row(
            "8. Linux bundle size (dist/station)",
            f"{total:.0f} MB",
            "—",
            None,
            f"≤ {TARGET_MB} MB",
            verdict(total <= TARGET_MB),
            [f"on disk, symlinks not counted: {breakdown}. As a download (.tar.gz): {download:.0f} MB."],
        ),
        Row(
            f"8. Bundle start-up to the open session (runs={rounds})",
            f"dist/station/station {median(bundle_s):.2f} s",
            f"python -m station {median(source_s):.2f} s",
            median(bundle_s) / median(source_s),
            "info (no target)",
            "—",
            [
                "spawn until the first sweep is logged (window shown, embedded sandbox serving, store open, "
                "services started), `--sandbox`, fresh STATION_HOME each run, offscreen platform."
            ],
        ),
    ]
