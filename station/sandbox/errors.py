"""The sandbox's error answer: `ApiError` raised anywhere in a handler becomes the contract §2 error body."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from http import HTTPStatus
from typing import Any

from starlette.requests import HTTPConnection
from starlette.responses import JSONResponse

from station.domain.violations import Violation
from station.sandbox import wire
from station.sandbox.ratelimit import retry_after_header


class ApiError(Exception):
    """An answer other than success: HTTP status, contract §2 code, and the fields it is about.

    `errors` replaces the single generated entry when one answer reports several violations (contract §2:
    a 412 or 422 lists every violation found). `headers` are added to the response (e.g. `Retry-After`).
    """

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        fields: Sequence[str] = (),
        errors: list[dict[str, Any]] | None = None,
        *,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.fields = list(fields)
        self.errors = errors
        self.headers = dict(headers or {})

    @classmethod
    def from_violations(cls, violations: Sequence[Violation], *, field_prefix: str = "") -> ApiError:
        """One answer for violations of one kind (see `decisive_violations`), each listed in `errors`."""
        if not violations:
            raise ValueError("an error answer needs at least one violation")
        status = violations[0].kind.http_status
        entries = [
            error_entry(
                status,
                violation.rule.contract_code,
                violation.message,
                [field_prefix + field for field in violation.fields],
            )
            for violation in violations
        ]
        first = violations[0]
        return cls(
            status,
            first.rule.contract_code,
            first.message if len(violations) == 1 else f"{len(violations)} problems: {first.message} …",
            list(dict.fromkeys(field for entry in entries for field in entry[wire.ERROR_FIELDS])),
            entries,
        )

    def entries(self) -> list[dict[str, Any]]:
        if self.errors is not None:
            return self.errors
        return [error_entry(self.status, self.code, self.message, self.fields)]


def rate_limited(message: str, wait_s: float) -> ApiError:
    """429 code 3200 (contract §2), with the `Retry-After` after which the caller is admitted again."""
    return ApiError(429, wire.CODE_RATE_LIMITED, message, headers={wire.HEADER_RETRY_AFTER: retry_after_header(wait_s)})


def error_entry(status: int, code: int, message: str, fields: Sequence[str] = ()) -> dict[str, Any]:
    """One item of `errors` (contract §2)."""
    return {
        wire.ERROR_STATUS: status,
        wire.ERROR_CODE: code,
        wire.ERROR_TITLE: _title(status),
        wire.ERROR_MESSAGE: message,
        wire.ERROR_FIELDS: list(fields),
    }


def _title(status: int) -> str:
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "Error"


def request_id_of(connection: HTTPConnection) -> str:
    """The id the sandbox gave this request (set by the app's outer layer), or a fresh one."""
    state = connection.scope.get("state") or {}
    return str(state.get(wire.REQUEST_ID_STATE_KEY) or uuid.uuid4().hex)


def error_body(error: ApiError, request_id: str) -> dict[str, Any]:
    """contract §2: `{"message", "request_id", "errors": [...]}`."""
    return {
        wire.ERROR_BODY_MESSAGE: error.message,
        wire.ERROR_BODY_REQUEST_ID: request_id,
        wire.ERROR_BODY_ERRORS: error.entries(),
    }


def error_response(connection: HTTPConnection, error: ApiError) -> JSONResponse:
    request_id = request_id_of(connection)
    headers = {wire.HEADER_REQUEST_ID: request_id, **error.headers}
    return JSONResponse(error_body(error, request_id), status_code=error.status, headers=headers)
