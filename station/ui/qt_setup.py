"""What the process tells Qt before QtWebEngine loads: its sandbox where Chromium cannot run one. (The operator's
language, Qt's own texts included, is station.ui.language.)"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import MutableMapping

log = logging.getLogger(__name__)


def disable_webengine_sandbox_when_root(
    environ: MutableMapping[str, str] = os.environ, *, euid: int | None = None, platform: str = sys.platform
) -> bool:
    """Chromium refuses to start its sandbox as root (Linux CI containers): QtWebEngine then needs
    QTWEBENGINE_DISABLE_SANDBOX=1, set before it loads. Only as root on Linux, and never over an explicit choice.
    Returns whether the sandbox is disabled by this call."""
    if euid is None:
        euid = os.geteuid() if hasattr(os, "geteuid") else -1
    if not platform.startswith("linux") or euid != 0 or "QTWEBENGINE_DISABLE_SANDBOX" in environ:
        return False
    environ["QTWEBENGINE_DISABLE_SANDBOX"] = "1"
    log.info("running as root: QtWebEngine's sandbox is disabled")
    return True
