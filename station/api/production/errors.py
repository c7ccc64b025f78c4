"""The production service's error bodies (flat, keyed, problem+json) onto Station's error classes.

Flat:   {"message", "request_id", "errors": [{"status"?, "code", "title"?, "message"}]}
Keyed:  {"message", "request_id", "status_code", "errors": [{"<code>": {"fields": [...], "human": [...]}}]}
Problem (RFC 9457): {"type", "title", "status", "detail", "request_id", "errors": [{"type", "detail", "instance"}]}

The codes it gives differently from the contract (3716 a shipment limit, 3762 a non-activated account, 3723 from
any status, 5xx as service faults) are mapped here; the rest by HTTP status class.
"""

from __future__ import annotations

import json
import re
from typing import Any

import httpx

from station.api.errors import (
    AccountNotActive,
    ApiBackendError,
    BadRequest,
    CarrierNotActive,
    Conflict,
    ErrorDetail,
    InvalidConsignment,
    MissingField,
    MissingScope,
    NoConsignmentFound,
    RateLimited,
    ServiceError,
    Unauthenticated,
    ValidationFailed,
    error_from_response,
    parse_retry_after,
)
from station.api.production.codec import log_once
from station.api.production.names import (
    ADDRESS_FIELDS,
    ADDRESS_HOLDERS,
    PATH_PREFIXES,
    PAYMENT_REQUIRED,
    Code,
    ErrorKey,
)
from station.api.wire import Header, Status
from station.domain.errors import ErrorKind
from station.domain.text import QT_TRANSLATE_NOOP

# `data.shipments[0].recipient.postal_code` → `recipient.postal_code`, the contract's (and the domain's) path.
_ENVELOPE_PATH = re.compile(r"^data\.\w+\[\d+\]\.")
# A problem's field is a JSON pointer: `/data/shipments/0/recipient/postal_code`.
_POINTER_PREFIX = re.compile(r"^/data/\w+/\d+/")
_REQUEST_ID_SUFFIX = re.compile(r"\s*\(request_id: [^)]*\)\s*$")
_RETRYABLE = frozenset({Status.BAD_GATEWAY, Status.SERVICE_UNAVAILABLE, Status.GATEWAY_TIMEOUT})


class PaymentRequired(ServiceError):
    """402: a pre-paid account gets payment instructions instead of the label until the label is paid."""

    kind = ErrorKind.BAD_REQUEST
    operator_title = QT_TRANSLATE_NOOP("StationError", "Label not paid yet")
    operator_advice = QT_TRANSLATE_NOOP(
        "StationError",
        "This account pays in advance: pay the label in the MyParcel back office (or top "
        "up the balance), then print again.",
    )

    @property
    def operator_message(self) -> str:
        return f"{self.message.rstrip('.')}. {self.operator_advice}"


class AccountNotActivated(AccountNotActive):
    """3762: an account that is not activated yet may send its first two shipments within NL and BE only."""

    operator_title = QT_TRANSLATE_NOOP("StationError", "Account not activated yet")
    operator_advice = QT_TRANSLATE_NOOP(
        "StationError",
        "The account is not activated yet: until it is, only the first two shipments may "
        "go, and only within the Netherlands and Belgium. Ask MyParcel to activate it.",
    )

    @property
    def operator_message(self) -> str:
        return f"{self.message.rstrip('.')}. {self.operator_advice}"


class ShipmentLimitExceeded(AccountNotActive):
    """3716: the account's shipment limit is reached (the service's libraries say: activate the account)."""

    operator_title = QT_TRANSLATE_NOOP("StationError", "Shipment limit reached")
    operator_advice = QT_TRANSLATE_NOOP(
        "StationError", "The account has reached its shipment limit; ask MyParcel to activate it or raise the limit."
    )

    @property
    def operator_message(self) -> str:
        return f"{self.message.rstrip('.')}. {self.operator_advice}"


class CannotCancelAfterLabel(Conflict):
    """3723: only a concept can be deleted; once its label exists nothing cancels a shipment."""

    operator_title = QT_TRANSLATE_NOOP("StationError", "Cannot cancel after the label")
    operator_advice = QT_TRANSLATE_NOOP(
        "StationError",
        "Its label exists, so the service no longer cancels it; a label that is not used is not charged.",
    )

    @property
    def operator_message(self) -> str:
        return f"{self.message.rstrip('.')}. {self.operator_advice}"


_BY_CODE: dict[int, type[ServiceError]] = {
    Code.PERMISSION_DENIED: MissingScope,
    Code.SHIPMENT_LIMIT_EXCEEDED: ShipmentLimitExceeded,
    Code.NOT_ACTIVATED_FIRST_TWO: AccountNotActivated,
    Code.CANNOT_DELETE: CannotCancelAfterLabel,
    Code.INVALID_COMBINATION: InvalidConsignment,
    Code.UNSUPPORTED_CARRIER: CarrierNotActive,
    Code.MISSING_PARAMETER: MissingField,
}
_BY_STATUS: dict[int, type[ServiceError]] = {
    Status.BAD_REQUEST: BadRequest,
    Status.UNAUTHORIZED: Unauthenticated,
    Status.FORBIDDEN: AccountNotActive,
    Status.NOT_FOUND: NoConsignmentFound,
    Status.CONFLICT: Conflict,
    Status.UNPROCESSABLE: ValidationFailed,
    PAYMENT_REQUIRED: PaymentRequired,
}


def production_error(response: httpx.Response) -> ServiceError:
    """The exception for a non-2xx answer of the production service; the body must have been read. Never raises."""
    status = response.status_code
    parsed = _parse(response)
    if parsed is None:
        # Not a JSON error body (an HTML page from a proxy): the contract's reading keeps a short excerpt.
        generic = error_from_response(response)
        message, request_id, details = generic.message, generic.request_id, generic.details
    else:
        message, request_id, details = parsed
    code = next((detail.code for detail in details if detail.code is not None), None)
    fields = tuple(dict.fromkeys(field for detail in details for field in detail.fields))
    context: dict[str, Any] = {
        "status": status,
        "code": code,
        "fields": fields,
        "request_id": request_id,
        "details": details,
    }
    if status == Status.TOO_MANY_REQUESTS:
        # 3200 means an invalid `page` here, not a rate limit: the status decides.
        return RateLimited(message, retry_after=parse_retry_after(response.headers.get(Header.RETRY_AFTER)), **context)
    if status >= 500:
        # A service fault (never the contract's "missing field"); whether a write was carried out is unknown.
        return ApiBackendError(message, retryable=status in _RETRYABLE, maybe_committed=True, **context)
    if code in _BY_CODE:
        return _BY_CODE[code](message, **context)
    if code is not None and status not in _BY_STATUS:
        log_once("unknown error code %s (HTTP %s) from the service, request %s", code, status, request_id)
    return _BY_STATUS.get(status, BadRequest)(message, **context)


def _parse(response: httpx.Response) -> tuple[str, str | None, tuple[ErrorDetail, ...]] | None:
    try:
        body = json.loads(response.content) if response.content else None
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(body, dict):
        return None
    details: list[ErrorDetail] = []
    entries = body.get(ErrorKey.ERRORS)
    for entry in entries if isinstance(entries, list) else []:
        if isinstance(entry, dict):
            details.extend(_details(entry))
    top = _REQUEST_ID_SUFFIX.sub(
        "", _text(body.get(ErrorKey.MESSAGE)) or _text(body.get(ErrorKey.DETAIL)) or _text(body.get(ErrorKey.TITLE))
    ).strip()
    # The top-level message is free text ("Shipment validation error"); the items say what is wrong.
    specifics = list(
        dict.fromkeys(d.message for d in details if d.message and d.message.rstrip(".") != top.rstrip("."))
    )
    message = f"{top.rstrip('.')}: {'; '.join(specifics)}" if top and specifics else (top or "; ".join(specifics))
    request_id = _text(body.get(ErrorKey.REQUEST_ID)) or None
    return message or f"HTTP {response.status_code}", request_id, tuple(details)


def _details(entry: dict[str, object]) -> list[ErrorDetail]:
    """A flat item (`code`, `message`), a problem item (`detail`, `instance`), or a keyed item whose every key is
    a code (`{"3505": {"fields": [...], "human": [...]}}`, several codes possibly in one item)."""
    if ErrorKey.CODE in entry or ErrorKey.DETAIL in entry or ErrorKey.INSTANCE in entry:
        instance = _text(entry.get(ErrorKey.INSTANCE))
        return [
            ErrorDetail(
                status=_int(entry.get(ErrorKey.STATUS)),
                code=_int(entry.get(ErrorKey.CODE)),
                title=_text(entry.get(ErrorKey.TITLE)),
                message=_text(entry.get(ErrorKey.MESSAGE)) or _text(entry.get(ErrorKey.DETAIL)),
                fields=(domain_field(_POINTER_PREFIX.sub("", instance).replace("/", ".")),)
                if instance.startswith("/data/")
                else (),
            )
        ]
    details = []
    for key, value in entry.items():
        code = _int(key)
        if code is None or not isinstance(value, dict):
            continue
        fields = tuple(domain_field(field) for field in _strings(value.get(ErrorKey.FIELDS)))
        human = [_ENVELOPE_PATH.sub("", text) for text in _strings(value.get(ErrorKey.HUMAN))]
        details.append(ErrorDetail(status=None, code=code, title="", message="; ".join(human), fields=fields))
    return details


def domain_field(path: str) -> str:
    """`data.shipments[0].recipient.cc` → `recipient.country`: the path the domain (and the UI) names the field by."""
    path = _ENVELOPE_PATH.sub("", path)
    holder, _, key = path.partition(".")
    if holder in ADDRESS_HOLDERS and key in ADDRESS_FIELDS:
        return f"{holder}.{ADDRESS_FIELDS[key]}"
    for prefix, replacement in PATH_PREFIXES.items():
        if path.startswith(prefix):
            return replacement + path[len(prefix) :]
    return path


def _strings(value: object) -> list[str]:
    return [item for item in value if isinstance(item, str)] if isinstance(value, list) else []


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""


def _int(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    text = value.strip() if isinstance(value, str) else ""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 18 else None
