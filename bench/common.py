"""What every benchmark shares: result rows, medians and percentiles, the sandbox subprocess, orders, machine info."""

from __future__ import annotations

import csv
import math
import os
import platform
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

REPO_ROOT = Path(__file__).resolve().parents[1]
RESULTS_DIR = Path(__file__).resolve().parent / "results"
# "tiny" only checks the machinery (the smoke test); "quick" gives rough ratios in minutes; "full" is the record.
Size = Literal["tiny", "quick", "full"]
SANDBOX_START_TIMEOUT_S = 30.0
SANDBOX_STOP_TIMEOUT_S = 10.0


@dataclass
class Row:
    """One line of the results table. `ratio` is subject ÷ baseline unless `ratio_label` says otherwise."""

    benchmark: str
    subject: str
    baseline: str
    ratio: float | None
    target: str
    verdict: str
    notes: list[str] = field(default_factory=list)


def median(values: Sequence[float]) -> float:
    return statistics.median(values)


def percentile(values: Sequence[float], share: float) -> float:
    """Nearest-rank percentile (`share` 0.95 → p95): a value that was measured, never interpolated."""
    if not values:
        raise ValueError("no values")
    ordered = sorted(values)
    rank = math.ceil(round(share * len(ordered), 9))  # rounded first: 0.95 * 20 must be rank 19, not 20
    return ordered[min(len(ordered), max(1, rank)) - 1]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def verdict(met: bool) -> str:
    return "met" if met else "NOT met"


# -- the sandbox as a subprocess ------------------------------------------------------------------------------
@dataclass
class SandboxProcess:
    """`station sandbox` in its own process: its CPU is not charged to the client's GIL (both share the cores)."""

    process: subprocess.Popen[str]
    base_url: str
    printing_base_url: str

    @property
    def pid(self) -> int:
        return self.process.pid


_BANNER = re.compile(r"Sandbox main API (\S+) printing API (\S+)")


@contextmanager
def sandbox_process(latency_ms: int = 0, rate_limit: str | None = None) -> Iterator[SandboxProcess]:
    """Starts `python -m station sandbox` on a free loopback port; stops that one process (by its pid) after."""
    command = [
        sys.executable,
        "-m",
        "station",
        "sandbox",
        "--host",
        "127.0.0.1",
        "--port",
        "0",
        "--latency-ms",
        str(latency_ms),
    ]
    if rate_limit:
        command += ["--rate-limit", rate_limit]
    process = subprocess.Popen(
        command,
        cwd=REPO_ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        deadline = time.monotonic() + SANDBOX_START_TIMEOUT_S
        assert process.stdout is not None
        first_line = ""
        while time.monotonic() < deadline:
            first_line = process.stdout.readline()  # contract §9: both URLs on the first line
            if first_line or process.poll() is not None:
                break
        match = _BANNER.search(first_line)
        if match is None:
            raise RuntimeError(f"the sandbox did not start (first line {first_line!r})")
        yield SandboxProcess(process, match.group(1), match.group(2))
    finally:
        process.terminate()
        try:
            process.wait(SANDBOX_STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(SANDBOX_STOP_TIMEOUT_S)
        if process.stdout is not None:
            process.stdout.close()


# -- orders ---------------------------------------------------------------------------------------------------
CITIES = (
    ("Amsterdam", "1015 CJ", "Keizersgracht"),
    ("Utrecht", "3511 AS", "Oudegracht"),
    ("Rotterdam", "3012 BP", "Witte de Withstraat"),
    ("Den Haag", "2511 CV", "Lange Voorhout"),
    ("Groningen", "9711 LM", "Herestraat"),
    ("Eindhoven", "5611 EM", "Stratumseind"),
)
FIRST_NAMES = ("Sanne", "Daan", "Emma", "Lucas", "Julia", "Sem", "Tess", "Finn", "Zoë", "Levi", "Noor", "Bram")
LAST_NAMES = ("de Vries", "Bakker", "Visser", "Jansen", "de Jong", "Smit", "Meijer", "Mulder", "Bos", "Vos")


def order_fields(index: int) -> dict[str, str]:
    """A valid NL order (postnl package) that differs from its neighbours in name, city and house number."""
    city, postal_code, street = CITIES[index % len(CITIES)]
    name = f"{FIRST_NAMES[index % len(FIRST_NAMES)]} {LAST_NAMES[(index // len(FIRST_NAMES)) % len(LAST_NAMES)]}"
    return {
        "name": name,
        "street": f"{street} {1 + index % 300}",
        "postal_code": postal_code,
        "city": city,
        "country": "NL",
    }


def write_orders_csv(path: Path, references: Sequence[str]) -> Path:
    """An order file (docs/order-import.md) with one postnl package per reference."""
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(
            ["reference", "name", "street", "postal_code", "city", "country", "carrier", "package_type", "weight_grams"]
        )
        for index, reference in enumerate(references):
            fields = order_fields(index)
            writer.writerow(
                [
                    reference,
                    fields["name"],
                    fields["street"],
                    fields["postal_code"],
                    fields["city"],
                    fields["country"],
                    "postnl",
                    "package",
                    "1200",
                ]
            )
    return path


def shipment_body(reference: str, index: int) -> dict[str, object]:
    """The contract §3 body a plain client sends for the same order."""
    return {
        "carrier": "postnl",
        "reference": reference,
        "recipient": order_fields(index),
        "options": {"package_type": "package", "delivery_type": "standard"},
        "physical_properties": {"weight": 1200},
    }


SANDBOX_BASIC_AUTH = "basic c2FuZGJveC1ubA=="  # base64("sandbox-nl"): the sandbox's public test key (contract §9)
SANDBOX_BEARER_AUTH = "bearer c2FuZGJveC1ubA=="  # the same key as the production format sends it by default


def write_file_durably(target: Path, data: bytes) -> None:
    """What any careful client does with a label file: temp file, fsync, rename (as DirectoryLabelPrinter does)."""
    temp = target.with_name(f".{target.name}.part")
    with temp.open("wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temp, target)


# -- the machine ----------------------------------------------------------------------------------------------
def rss_kib(pid: int | str = "self") -> int:
    """Resident set size from /proc (no psutil in the venv)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc status")


def cpu_seconds(pid: int | str = "self") -> float:
    """User + system CPU time a process has used so far (/proc/PID/stat fields 14 and 15)."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    fields = stat[stat.rindex(")") + 2 :].split()  # after the command name, which may contain spaces
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def machine_info() -> dict[str, str]:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        from PySide6 import QtCore
        from PySide6 import __version__ as pyside_version

        qt = f"Qt {QtCore.qVersion()}, PySide6 {pyside_version}"
    except ImportError:
        qt = "not installed"
    load = "n/a"
    try:
        load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        pass
    memory = "n/a"
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                memory = f"{int(line.split()[1]) // 1024} MiB"
    except OSError:
        pass
    return {
        "CPU": cpu,
        "Cores (os.cpu_count)": str(os.cpu_count()),
        "Memory": memory,
        "Load average at start": load,
        "OS": platform.platform(),
        "Python": platform.python_version(),
        "Qt": qt,
    }
