"""Where Station keeps its config, data and logs (platformdirs; STATION_HOME overrides for tests and portable use)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Station"


def _root_override() -> Path | None:
    home = os.environ.get("STATION_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    root = _root_override()
    path = root / "config" if root else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    root = _root_override()
    path = root / "data" if root else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_dir() -> Path:
    root = _root_override()
    path = root / "logs" if root else Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def labels_dir() -> Path:
    """Where a "save to a folder" printer profile saves label PDFs unless the operator chose another folder.

    Not created here: the folder appears with the first label saved into it.
    """
    root = _root_override()
    return root / "labels" if root else Path.home() / "Station labels"
