"""Logging for Station: one logger per subsystem, a rotating file in the log directory, secrets redacted."""

from __future__ import annotations

import logging
import logging.handlers
import sys
import threading
from types import TracebackType

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
        masked = _masked(message, secrets)
        if masked != message:
            record.msg, record.args = masked, None
        if record.exc_info and not record.exc_text:
            # A traceback ends with the exception's message, which could echo a value: formatted here to be masked
            # (the handlers' Formatter uses exc_text when it is set).
            record.exc_text = _TRACEBACK_FORMATTER.formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = _masked(record.exc_text, secrets)
        return True


_TRACEBACK_FORMATTER = logging.Formatter()


def _masked(text: str, secrets: tuple[str, ...]) -> str:
    for secret in secrets:
        text = text.replace(secret, "***")
    return text


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


def install_exception_logging() -> None:
    """Exceptions nobody catches reach the log with their traceback, not only a stderr a windowed app does not have.

    sys.excepthook covers the main thread and Qt slots (PySide6 hands a slot's exception to it), threading's hook
    worker threads. Failures of the window's own tasks go to its error panel, which logs them (services.errors).
    """
    crashes = logging.getLogger("station.crash")

    def log_uncaught(kind: type[BaseException], error: BaseException, traceback: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, traceback)
            return
        crashes.critical("uncaught %s", kind.__name__, exc_info=(kind, error, traceback))

    def log_uncaught_in_thread(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None:
            return
        crashes.critical(
            "uncaught %s in thread %s",
            args.exc_type.__name__,
            args.thread.name if args.thread else "?",
            exc_info=(args.exc_type, args.exc_value, args.exc_traceback),
        )

    sys.excepthook = log_uncaught
    threading.excepthook = log_uncaught_in_thread


def log_loop_exception(loop: object, context: dict[str, object]) -> None:
    """An asyncio exception handler: a task nobody awaited that failed is logged with its traceback."""
    error = context.get("exception")
    message = str(context.get("message") or "unhandled exception in the event loop")
    if isinstance(error, BaseException):
        logging.getLogger("station.crash").error("%s", message, exc_info=(type(error), error, error.__traceback__))
    else:
        logging.getLogger("station.crash").error("%s", message)
