"""The log redactor masks registered secrets in every record that reaches the log file."""

from __future__ import annotations

import logging

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
