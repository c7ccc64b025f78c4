"""The log redactor masks registered secrets in every record that reaches the log file."""

from __future__ import annotations

import logging
import sys
import threading

import pytest

from station import logs, paths


def test_registered_secret_is_masked_in_the_log_file() -> None:
    logs.configure_logging()
    logs.redact("s3cr3t-token-value")
    logging.getLogger("station.test").warning("token was %s", "s3cr3t-token-value")
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = (paths.log_dir() / logs.LOG_FILE_NAME).read_text(encoding="utf-8")
    assert "token was ***" in text
    assert "s3cr3t-token-value" not in text


def test_short_strings_are_not_registered() -> None:
    redactor = logs.SecretRedactor()
    redactor.add("ab")
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "ab cd", None, None)
    redactor.filter(record)
    assert record.getMessage() == "ab cd"


def test_a_registered_secret_is_masked_in_a_logged_traceback_too() -> None:
    logs.configure_logging()
    logs.redact("tr4ceback-secret-value")
    try:
        raise RuntimeError("the backend echoed tr4ceback-secret-value")
    except RuntimeError:
        logging.getLogger("station.test").exception("storing failed")
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = (paths.log_dir() / logs.LOG_FILE_NAME).read_text(encoding="utf-8")
    assert "RuntimeError: the backend echoed ***" in text and "Traceback (most recent call last)" in text
    assert "tr4ceback-secret-value" not in text


def test_uncaught_exceptions_of_threads_and_slots_reach_the_log_with_their_traceback(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    logs.configure_logging()
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    logs.install_exception_logging()

    def worker_bug() -> None:
        raise LookupError("worker bug")

    worker = threading.Thread(target=worker_bug, name="station-worker")
    worker.start()
    worker.join()
    try:
        raise KeyError("slot bug")
    except KeyError as error:
        sys.excepthook(type(error), error, error.__traceback__)  # what PySide6 does with a slot's exception
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = (paths.log_dir() / logs.LOG_FILE_NAME).read_text(encoding="utf-8")
    assert "uncaught LookupError in thread station-worker" in text and "in worker_bug" in text
    assert "uncaught KeyError" in text and "KeyError: 'slot bug'" in text
    assert text.count("Traceback (most recent call last)") >= 2
