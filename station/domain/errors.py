"""The error kinds of spec §7 and contract §2: HTTP status, whether retrying helps, and what the operator should do."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from station.domain.text import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class _KindFacts:
    http_status: int
    contract_code: int
    retryable: bool
    refresh_then_retry: bool
    advice: str


class ErrorKind(Enum):
    """Every way a call can fail, as the specification and the wire contract name them."""

    BAD_REQUEST = "bad_request"
    UNAUTHENTICATED = "unauthenticated"
    FORBIDDEN = "forbidden"
    ACCOUNT_NOT_ACTIVE = "account_not_active"
    CARRIER_NOT_ACTIVE = "carrier_not_active"
    NOT_FOUND = "not_found"
    CONFLICT = "conflict"
    INVALID_COMBINATION = "invalid_combination"
    VALIDATION = "validation"
    RATE_LIMITED = "rate_limited"
    MISSING_FIELD = "missing_field"
    BACKEND = "backend"

    @property
    def http_status(self) -> int:
        return _FACTS[self].http_status

    @property
    def contract_code(self) -> int:
        """The `errors[].code` of contract §2; for 422 the generic 3212, as each rule has its own (`Rule.contract_code`)."""
        return _FACTS[self].contract_code

    @property
    def retryable(self) -> bool:
        """True when the same request may succeed later unchanged (spec §7: network and backend errors)."""
        return _FACTS[self].retryable

    @property
    def refresh_then_retry(self) -> bool:
        """True when a fresh access token should be obtained once, then the request repeated (contract §1)."""
        return _FACTS[self].refresh_then_retry

    @property
    def advice(self) -> str:
        """What the operator can do about it, in their words."""
        return _FACTS[self].advice

    @classmethod
    def from_http_status(cls, status: int, code: int | None = None) -> ErrorKind:
        """The kind an HTTP answer stands for; `code` (contract §2) tells the three 403s apart.

        Unknown 4xx statuses count as BAD_REQUEST and unknown 5xx as BACKEND, so a surprise from the server
        is never mistaken for success and 5xx stays retryable.
        """
        if status == 403:
            by_code = {3716: cls.ACCOUNT_NOT_ACTIVE, 3762: cls.CARRIER_NOT_ACTIVE, 3001: cls.FORBIDDEN}
            # Without a code, a 403 is most likely the shop's contract (spec §7 lists it first).
            return by_code.get(code or 0, cls.ACCOUNT_NOT_ACTIVE)
        for kind in cls:
            if kind.http_status == status:
                return kind
        return cls.BACKEND if status >= 500 else cls.BAD_REQUEST


# contract §2 (status, code) and spec §7 (retry with backoff for network and backend errors only).
_FACTS: dict[ErrorKind, _KindFacts] = {
    ErrorKind.BAD_REQUEST: _KindFacts(
        400, 3212, False, False, QT_TRANSLATE_NOOP("ErrorKind", "The request was malformed; correct the input.")
    ),
    ErrorKind.UNAUTHENTICATED: _KindFacts(
        401,
        3000,
        False,
        True,
        QT_TRANSLATE_NOOP("ErrorKind", "The sign-in is no longer valid; sign in again or check the API key."),
    ),
    ErrorKind.FORBIDDEN: _KindFacts(
        403,
        3001,
        False,
        False,
        QT_TRANSLATE_NOOP("ErrorKind", "This account may not do this; ask for a token with the right permissions."),
    ),
    ErrorKind.ACCOUNT_NOT_ACTIVE: _KindFacts(
        403,
        3716,
        False,
        False,
        QT_TRANSLATE_NOOP(
            "ErrorKind", "The shop is paused or its contract is not active; contact the carrier contract."
        ),
    ),
    ErrorKind.CARRIER_NOT_ACTIVE: _KindFacts(
        403,
        3762,
        False,
        False,
        QT_TRANSLATE_NOOP(
            "ErrorKind", "This carrier is not activated for the shop; choose another carrier or activate it."
        ),
    ),
    ErrorKind.NOT_FOUND: _KindFacts(
        404, 3004, False, False, QT_TRANSLATE_NOOP("ErrorKind", "It does not exist (any more); refresh the list.")
    ),
    ErrorKind.CONFLICT: _KindFacts(
        409,
        3723,
        False,
        False,
        QT_TRANSLATE_NOOP("ErrorKind", "The parcel is already with the carrier; create a return instead."),
    ),
    ErrorKind.INVALID_COMBINATION: _KindFacts(
        412,
        3705,
        False,
        False,
        QT_TRANSLATE_NOOP("ErrorKind", "This carrier does not allow these options together; correct the options."),
    ),
    ErrorKind.VALIDATION: _KindFacts(
        422, 3212, False, False, QT_TRANSLATE_NOOP("ErrorKind", "A field is not valid; correct the input.")
    ),
    ErrorKind.RATE_LIMITED: _KindFacts(
        429, 3200, True, False, QT_TRANSLATE_NOOP("ErrorKind", "Too many requests; retry later.")
    ),
    ErrorKind.MISSING_FIELD: _KindFacts(
        500, 3212, False, False, QT_TRANSLATE_NOOP("ErrorKind", "A required field is empty; fill it in.")
    ),
    ErrorKind.BACKEND: _KindFacts(
        502, 3900, True, False, QT_TRANSLATE_NOOP("ErrorKind", "The service or the connection failed; retry later.")
    ),
}
