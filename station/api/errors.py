"""The one exception hierarchy of both API clients (spec §7, contract §2), and how answers map onto it.

    ServiceError                     every failure of a call; status, code, fields, request_id, kind, operator_message
    ├── BadRequest                   400 (printing API: malformed request), and any other unexpected 4xx
    ├── Unauthenticated              401 after one token refresh and one retry (or with an API key at once)
    ├── Forbidden                    403, by `errors[].code`:
    │   ├── MissingScope             403 3001, the token lacks the scope
    │   ├── AccountNotActive         403 3716, the shop is paused or its contract not active (and 403 without code)
    │   └── CarrierNotActive         403 3762, the carrier is not activated for the shop
    ├── NoConsignmentFound           404 (alias NotFound): unknown shipment, order, printer, group or label link
    ├── Conflict                     409 3723, cancelling at or after handed_over: issue a return instead
    ├── InvalidConsignment           412 3705, invalid carrier/package/delivery/option combination
    ├── ValidationFailed             422, field validation (postal code, position, format, insurance, street)
    ├── RateLimited                  429 3200, `retry_after` seconds from the Retry-After header
    ├── MissingField                 500 3212, a required field is empty: never a server fault, never retried
    ├── ApiBackendError              502/503/504 and transport failures (no connection, timeouts, dropped answers)
    ├── MalformedResponse            an answer that does not fit the contract (wrong types, bad JSON, not a PDF)
    └── OutcomeUnknown               a write whose result could not be observed and could not be resolved

Pre-validation (station.domain) raises the same classes the server would, with `violations` filled and
`status`/`code` as the server would answer, but no `request_id`. Messages never contain secrets: the
clients never put credentials into messages, and server text is taken from error bodies only.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import ClassVar

import httpx

from station.api.wire import Code, ErrorKey, Header, OAuthKey, Status
from station.domain.errors import ErrorKind
from station.domain.violations import Violation


@dataclass(frozen=True)
class ErrorDetail:
    """One entry of the error body's `errors` list (contract §2)."""

    status: int | None
    code: int | None
    title: str
    message: str
    fields: tuple[str, ...] = ()


class ServiceError(Exception):
    """Base of every failure of a call to either API."""

    kind: ClassVar[ErrorKind] = ErrorKind.BACKEND
    # Whether repeating the same request unchanged can help (read by station.api.retry, the one retry policy).
    retryable: bool = False

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        code: int | None = None,
        fields: Sequence[str] = (),
        request_id: str | None = None,
        details: Sequence[ErrorDetail] = (),
        violations: Sequence[Violation] = (),
    ) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.code = code
        self.fields: tuple[str, ...] = tuple(fields)
        self.request_id = request_id
        self.details: tuple[ErrorDetail, ...] = tuple(details)
        self.violations: tuple[Violation, ...] = tuple(violations)

    @property
    def operator_message(self) -> str:
        """What went wrong and what the operator can do, in one sentence pair for the UI."""
        return f"{self.message.rstrip('.')}. {self.kind.advice}"

    def __str__(self) -> str:
        parts = [self.message]
        if self.status is not None:
            parts.append(f"(HTTP {self.status}" + (f", code {self.code})" if self.code is not None else ")"))
        if self.fields:
            parts.append("fields: " + ", ".join(self.fields))
        if self.request_id:
            parts.append(f"request {self.request_id}")
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"


class BadRequest(ServiceError):
    kind = ErrorKind.BAD_REQUEST


class Unauthenticated(ServiceError):
    kind = ErrorKind.UNAUTHENTICATED


class Forbidden(ServiceError):
    """Base of the three 403 answers; catch this to handle any of them."""

    kind = ErrorKind.FORBIDDEN


class MissingScope(Forbidden):
    kind = ErrorKind.FORBIDDEN


class AccountNotActive(Forbidden):
    kind = ErrorKind.ACCOUNT_NOT_ACTIVE


class CarrierNotActive(Forbidden):
    kind = ErrorKind.CARRIER_NOT_ACTIVE


class NoConsignmentFound(ServiceError):
    kind = ErrorKind.NOT_FOUND


NotFound = NoConsignmentFound


class Conflict(ServiceError):
    kind = ErrorKind.CONFLICT


class InvalidConsignment(ServiceError):
    kind = ErrorKind.INVALID_COMBINATION


class ValidationFailed(ServiceError):
    kind = ErrorKind.VALIDATION


class RateLimited(ServiceError):
    kind = ErrorKind.RATE_LIMITED
    retryable = True

    def __init__(self, message: str, *, retry_after: float | None = None, **context: object) -> None:
        super().__init__(message, **context)  # type: ignore[arg-type]
        self.retry_after = retry_after


class MissingField(ServiceError):
    kind = ErrorKind.MISSING_FIELD


class ApiBackendError(ServiceError):
    """The service or the connection failed. `maybe_committed`: the request may have reached the service and been
    carried out, so a write must be resolved (looked up) before it is sent again."""

    kind = ErrorKind.BACKEND

    def __init__(
        self, message: str, *, retryable: bool = True, maybe_committed: bool = True, **context: object
    ) -> None:
        super().__init__(message, **context)  # type: ignore[arg-type]
        self.retryable = retryable
        self.maybe_committed = maybe_committed


class MalformedResponse(ServiceError):
    """The service answered, but not in the shape the contract promises."""

    kind = ErrorKind.BACKEND


class OutcomeUnknown(ServiceError):
    """A write may or may not have been carried out, and looking it up did not settle it.

    `references` names the shipments to look up later (`ShippingClient.find_by_reference`) before trying again.
    """

    kind = ErrorKind.BACKEND

    def __init__(self, message: str, *, references: Sequence[str] = (), **context: object) -> None:
        super().__init__(message, **context)  # type: ignore[arg-type]
        self.references: tuple[str, ...] = tuple(references)


# --- mapping answers and transport failures onto the hierarchy -------------------------------------------------

_BY_STATUS: dict[int, type[ServiceError]] = {
    Status.BAD_REQUEST: BadRequest,
    Status.UNAUTHORIZED: Unauthenticated,
    Status.NOT_FOUND: NoConsignmentFound,
    Status.CONFLICT: Conflict,
    Status.PRECONDITION_FAILED: InvalidConsignment,
    Status.UNPROCESSABLE: ValidationFailed,
    Status.MISSING_FIELD: MissingField,
}
_FORBIDDEN_BY_CODE: dict[int, type[Forbidden]] = {
    Code.MISSING_SCOPE: MissingScope,
    Code.ACCOUNT_NOT_ACTIVE: AccountNotActive,
    Code.CARRIER_NOT_ACTIVE: CarrierNotActive,
}
# spec §7: retrying with backoff suits backend errors; 503 and 504 are the same failure told by a gateway.
_RETRYABLE_BACKEND_STATUSES = frozenset({Status.BAD_GATEWAY, Status.SERVICE_UNAVAILABLE, Status.GATEWAY_TIMEOUT})
# Longest error text kept from a body that is not the contract's JSON (an HTML error page, say).
_MAX_RAW_TEXT = 200
_MAX_PAGE_TEXT = 4096


def error_from_response(response: httpx.Response) -> ServiceError:
    """The exception for a non-2xx answer; the body must have been read. Never raises itself."""
    status = response.status_code
    message, request_id, details = _parse_error_body(response)
    code = next((detail.code for detail in details if detail.code is not None), None)
    fields = tuple(field for detail in details for field in detail.fields)
    context = {"status": status, "code": code, "fields": fields, "request_id": request_id, "details": details}
    if status == Status.FORBIDDEN:
        # Without a known code, a 403 is most likely the shop's contract (spec §7 lists it first).
        return _FORBIDDEN_BY_CODE.get(code or 0, AccountNotActive)(message, **context)  # type: ignore[arg-type]
    if status == Status.TOO_MANY_REQUESTS:
        retry_after = parse_retry_after(response.headers.get(Header.RETRY_AFTER))
        return RateLimited(message, retry_after=retry_after, **context)
    if status in _BY_STATUS:
        return _BY_STATUS[status](message, **context)  # type: ignore[arg-type]
    if status >= 500:
        # The request reached the service; whether it was carried out is unknown.
        return ApiBackendError(
            message, retryable=status in _RETRYABLE_BACKEND_STATUSES, maybe_committed=True, **context
        )
    return BadRequest(message, **context)  # type: ignore[arg-type]


def error_from_transport(error: httpx.HTTPError, *, what: str) -> ServiceError:
    """The exception for a failure below HTTP. `what` names the call (method and path), never credentials."""
    name = type(error).__name__
    if isinstance(error, (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout)):
        # Nothing reached the service: safe to send again.
        return ApiBackendError(f"{what}: no connection ({name})", retryable=True, maybe_committed=False)
    if isinstance(error, (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError)):
        # The request may have been received and carried out before the answer was lost.
        return ApiBackendError(f"{what}: no answer ({name})", retryable=True, maybe_committed=True)
    if isinstance(error, httpx.DecodingError):
        return MalformedResponse(f"{what}: the answer could not be decoded ({name})")
    return ApiBackendError(f"{what}: request failed ({name})", retryable=False, maybe_committed=False)


def parse_retry_after(value: str | None, *, now: datetime | None = None) -> float | None:
    """Seconds to wait from a Retry-After header: delta-seconds or an HTTP date (RFC 9110 §10.2.3)."""
    if value is None:
        return None
    text = value.strip()
    try:
        seconds = float(text)
    except ValueError:
        try:
            moment = parsedate_to_datetime(text)
        except (TypeError, ValueError, IndexError):
            return None
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
        seconds = (moment - (now or datetime.now(UTC))).total_seconds()
    if seconds != seconds:  # NaN
        return None
    return max(0.0, seconds)


def _parse_error_body(response: httpx.Response) -> tuple[str, str | None, tuple[ErrorDetail, ...]]:
    """(message, request_id, details) from a contract §2 body, an OAuth error body, or anything else."""
    fallback = f"HTTP {response.status_code} {response.reason_phrase}".strip()
    try:
        body = json.loads(response.content) if response.content else None
    except (ValueError, UnicodeDecodeError):
        # An HTML error page from a proxy, say: keep a short, single-line excerpt, in words, not markup.
        text = _excerpt(response) if response.content else ""
        return (f"{fallback}: {text}" if text else fallback), None, ()
    if not isinstance(body, dict):
        return fallback, None, ()
    details = tuple(_detail(entry) for entry in _list(body.get(ErrorKey.ERRORS)) if isinstance(entry, dict))
    message = _text(body.get(ErrorKey.MESSAGE))
    if not message:
        # contract §1: the token endpoints answer {"error": "invalid_client"} and the like.
        message = _text(body.get(OAuthKey.ERROR))
    if not message and details:
        message = details[0].message or details[0].title
    request_id = _text(body.get(ErrorKey.REQUEST_ID)) or None
    return message or fallback, request_id, details


_TITLE = re.compile(r"<title[^>]*>(.*?)</title\s*>", re.IGNORECASE | re.DOTALL)
_HIDDEN = re.compile(r"<(script|style|head)[^>]*>.*?</\1\s*>", re.IGNORECASE | re.DOTALL)
_TAG = re.compile(r"<[^>]*>")


def _excerpt(response: httpx.Response) -> str:
    """A short single line for an answer that is not the contract's JSON; an HTML page is told by its title."""
    text = response.text[:_MAX_PAGE_TEXT]  # a title sits near the top; the cap also bounds the patterns' work
    kind = response.headers.get(Header.CONTENT_TYPE, "")
    if "html" in kind.lower() or text.lstrip().startswith("<"):
        title = _TITLE.search(text)
        words = " ".join(html.unescape(_TAG.sub(" ", title.group(1) if title else _HIDDEN.sub(" ", text))).split())
        return f"an HTML page instead of the service's answer ({words[:_MAX_RAW_TEXT]})" if words else "an HTML page"
    return " ".join(text.split())[:_MAX_RAW_TEXT]


def _detail(entry: dict[str, object]) -> ErrorDetail:
    return ErrorDetail(
        status=_int(entry.get(ErrorKey.STATUS)),
        code=_int(entry.get(ErrorKey.CODE)),
        title=_text(entry.get(ErrorKey.TITLE)),
        message=_text(entry.get(ErrorKey.MESSAGE)),
        fields=tuple(field for field in _list(entry.get(ErrorKey.FIELDS)) if isinstance(field, str)),
    )


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""


def _int(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    text = value.strip() if isinstance(value, str) else ""
    # isdigit() alone admits "²" and other digits int() refuses; a code is a handful of ASCII digits.
    if text.isascii() and text.isdigit() and len(text) <= 18:
        return int(text)
    return None


def _list(value: object) -> list[object]:
    return value if isinstance(value, list) else []


_BY_KIND: dict[ErrorKind, type[ServiceError]] = {
    ErrorKind.MISSING_FIELD: MissingField,
    ErrorKind.CARRIER_NOT_ACTIVE: CarrierNotActive,
    ErrorKind.INVALID_COMBINATION: InvalidConsignment,
    ErrorKind.VALIDATION: ValidationFailed,
}


def error_for_violations(violations: Sequence[Violation], *, subject: str = "") -> ServiceError:
    """The error the service would answer for these violations (all of one kind: `decisive_violations`).

    Raised by pre-validation before any request; `request_id` stays None as nothing was sent.
    """
    if not violations:
        raise ValueError("no violations to report")
    kind = violations[0].kind
    error_type = _BY_KIND.get(kind, BadRequest)
    text = "; ".join(violation.message for violation in violations)
    return error_type(
        f"{subject}: {text}" if subject else text,
        status=kind.http_status,
        code=violations[0].rule.contract_code,
        fields=tuple(dict.fromkeys(field for violation in violations for field in violation.fields)),
        violations=violations,
    )
