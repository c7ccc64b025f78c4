"""A private cupsd with one cups-pdf queue, for tests that need a real CUPS queue to pause, resume and fill.

The system's CUPS (if any) is untouched: the daemon listens on a Unix socket in a temporary folder, and the
environment returned (CUPS_SERVER) points libcups, pycups and the command-line tools at it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import textwrap
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

CUPSD = Path("/usr/sbin/cupsd")
CUPS_PDF_BACKEND = Path("/usr/lib/cups/backend/cups-pdf")
CUPS_PDF_PPD = Path("/usr/share/ppd/cups-pdf/CUPS-PDF_opt.ppd")


def why_cups_cannot_run() -> str | None:
    if not CUPSD.exists() or shutil.which("lpadmin") is None:
        return "cupsd/lpadmin are not installed (apt-get install cups)"
    if not CUPS_PDF_BACKEND.exists() or not CUPS_PDF_PPD.exists():
        return "the cups-pdf backend is not installed (apt-get install cups-pdf)"
    if os.geteuid() != 0:
        return "cups-pdf's backend is root-only (mode 0700): a private cupsd needs root to run it"
    try:
        import cups  # noqa: F401
    except ImportError:
        return "pycups is not installed"
    return None


@contextmanager
def private_cups(
    queue: str,
    wait_until: Callable[[Callable[[], bool]], None],
    device: str = "cups-pdf:/",
    model: Path | None = CUPS_PDF_PPD,
) -> Iterator[dict[str, str]]:
    """Starts cupsd with one queue named `queue` on `device` (a cups-pdf printer unless told otherwise; `model`
    None makes it a raw queue); yields the environment that points at it.

    `wait_until(condition)` waits for the scheduler to answer (qtbot.waitUntil in GUI tests).
    """
    # Not pytest's tmp_path: its folders are mode 0700, and CUPS filters run as the `lp` user.
    root = Path(tempfile.mkdtemp(prefix="station-cups-"))
    root.chmod(0o755)
    for name in ("spool", "cache", "state", "log", "tmp"):
        (root / name).mkdir(parents=True)
    (root / "tmp").chmod(0o1777)
    socket = root / "cups.sock"
    (root / "cupsd.conf").write_text(
        textwrap.dedent(f"""\
        Listen {socket}
        LogLevel warn
        WebInterface No
        <Location />
          Order allow,deny
          Allow all
        </Location>
        """)
    )
    (root / "cups-files.conf").write_text(
        textwrap.dedent(f"""\
        ServerRoot {root}
        RequestRoot {root}/spool
        CacheDir {root}/cache
        StateDir {root}/state
        TempDir {root}/tmp
        ErrorLog {root}/log/error_log
        AccessLog {root}/log/access_log
        PageLog {root}/log/page_log
        ServerBin /usr/lib/cups
        DataDir /usr/share/cups
        """)
    )
    cupsd = subprocess.Popen([str(CUPSD), "-f", "-c", str(root / "cupsd.conf"), "-s", str(root / "cups-files.conf")])
    env = {**os.environ, "CUPS_SERVER": str(socket)}
    try:
        # The socket appears before the scheduler answers: lpadmin sent too early fails under load.
        wait_until(lambda: scheduler_answers(env))
        with_model = ["-P", str(model)] if model is not None else []
        cups_command(env, "lpadmin", "-p", queue, "-v", device, *with_model, "-E")
        yield env
    finally:
        cupsd.terminate()
        cupsd.wait(timeout=10)
        shutil.rmtree(root, ignore_errors=True)


def scheduler_answers(env: dict[str, str]) -> bool:
    """Whether the private cupsd accepts requests yet (`lpstat -r` exits 0 either way; its text tells)."""
    answer = subprocess.run(["lpstat", "-r"], env=env, capture_output=True, text=True).stdout
    return answer.strip() == "scheduler is running"


def cups_command(env: dict[str, str], *args: str) -> None:
    """Runs a CUPS tool (cupsdisable, cupsenable, lp, ...) against the private daemon; its error text on failure."""
    done = subprocess.run(list(args), env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise AssertionError(f"{' '.join(args)} exited {done.returncode}: {done.stderr.strip() or done.stdout.strip()}")
