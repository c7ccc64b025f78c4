"""Logging for Station: one logger per subsystem, a rotating file in the log directory, secrets redacted."""

from __future__ import annotations

import logging
import logging.handlers
import sys
import threading

from station import paths

LOG_FILE_NAME = "station.log"
_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


class SecretRedactor(logging.Filter):
    """Defence in depth: secrets must never be logged, but if one slips into a message it is masked.

    Code that obtains a secret (keyring read, token response) registers it with `redact()`.
    """

    def __init__(self) -> None:
        super().__init__()
        self._secrets: set[str] = set()
        self._lock = threading.Lock()

    def add(self, secret: str) -> None:
        if len(secret) >= 4:  # masking very short strings would garble ordinary words
            with self._lock:
                self._secrets.add(secret)

    def filter(self, record: logging.LogRecord) -> bool:
        with self._lock:
            secrets = tuple(self._secrets)
        if not secrets:
            return True
        message = record.getMessage()
        masked = message
        for secret in secrets:
            masked = masked.replace(secret, "***")
        if masked != message:
            record.msg, record.args = masked, None
        return True


_redactor = SecretRedactor()


def redact(secret: str | None) -> None:
    """Registers a secret so that it is masked in every log record from now on."""
    if secret:
        _redactor.add(secret)


def configure_logging(*, verbose: bool = False, console: bool = True) -> None:
    """Logs to a rotating file; also to stderr when there is one (windowed bundles have sys.stderr None)."""
    root = logging.getLogger()
    log_path = paths.log_dir() / LOG_FILE_NAME
    ours = [handler for handler in root.handlers if getattr(handler, "_station", False)]
    if any(getattr(handler, "baseFilename", None) == str(log_path) for handler in ours):
        return
    for handler in ours:  # the log directory moved (STATION_HOME changed): follow it
        root.removeHandler(handler)
        handler.close()
    level = logging.DEBUG if verbose else logging.INFO
    file_handler = logging.handlers.RotatingFileHandler(log_path, maxBytes=2_000_000, backupCount=5, encoding="utf-8")
    handlers: list[logging.Handler] = [file_handler]
    if console and sys.stderr is not None:
        handlers.append(logging.StreamHandler(sys.stderr))
    for handler in handlers:
        handler.setFormatter(logging.Formatter(_FORMAT))
        handler.addFilter(_redactor)
        handler._station = True  # type: ignore[attr-defined]
        root.addHandler(handler)
    root.setLevel(level)
    # httpx logs full URLs at INFO; signed label links carry tokens, so keep it quieter.
    logging.getLogger("httpx").setLevel(logging.WARNING)
