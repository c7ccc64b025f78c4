"""Error kinds of spec §7 / contract §2: status, retry behaviour and operator advice."""

from __future__ import annotations

import pytest

from station.domain.errors import ErrorKind

K = ErrorKind


@pytest.mark.parametrize(
    ("kind", "status", "code", "retryable", "refresh"),
    [
        (K.BAD_REQUEST, 400, 3212, False, False),  # spec §7 400 printing API syntax
        (K.UNAUTHENTICATED, 401, 3000, False, True),  # spec §7 401 revoked token; contract §1 refresh
        (K.FORBIDDEN, 403, 3001, False, False),  # contract §1 token lacks the scope
        (K.ACCOUNT_NOT_ACTIVE, 403, 3716, False, False),  # spec §7 403 shop paused / contract not active
        (K.CARRIER_NOT_ACTIVE, 403, 3762, False, False),  # spec §7 403 carrier not activated
        (K.NOT_FOUND, 404, 3004, False, False),  # spec §7 404 unknown shipment id
        (K.CONFLICT, 409, 3723, False, False),  # contract §3 cancel after handed_over
        (K.INVALID_COMBINATION, 412, 3705, False, False),  # spec §7 "to be corrected, not retried"
        (K.VALIDATION, 422, 3212, False, False),  # spec §7 422 field validation
        (K.RATE_LIMITED, 429, 3200, True, False),  # contract §2 429 with Retry-After
        (K.MISSING_FIELD, 500, 3212, False, False),  # contract §2 "Not a server fault: never retried"
        (K.BACKEND, 502, 3900, True, False),  # spec §7 "Retrying with backoff suits network and backend errors"
    ],
)
def test_error_kind_facts(kind: ErrorKind, status: int, code: int, retryable: bool, refresh: bool) -> None:
    assert kind.http_status == status
    assert kind.contract_code == code
    assert kind.retryable is retryable
    assert kind.refresh_then_retry is refresh
    assert kind.advice.endswith(".") and len(kind.advice) > 20


def test_only_backend_and_rate_limit_are_retryable() -> None:
    # spec §7: invalid combinations are to be corrected, not retried.
    assert {kind for kind in ErrorKind if kind.retryable} == {K.BACKEND, K.RATE_LIMITED}


@pytest.mark.parametrize(
    ("status", "code", "kind"),
    [
        (401, None, K.UNAUTHENTICATED),
        (403, 3001, K.FORBIDDEN),  # contract §2 scope
        (403, 3716, K.ACCOUNT_NOT_ACTIVE),  # contract §2 paused
        (403, 3762, K.CARRIER_NOT_ACTIVE),  # contract §2 carrier
        (403, None, K.ACCOUNT_NOT_ACTIVE),  # spec §7 lists the shop's contract first
        (404, 3004, K.NOT_FOUND),
        (409, 3723, K.CONFLICT),
        (412, 3705, K.INVALID_COMBINATION),
        (422, 3505, K.VALIDATION),
        (429, 3200, K.RATE_LIMITED),
        (500, 3212, K.MISSING_FIELD),  # spec §7 500 = required field empty
        (502, 3900, K.BACKEND),
        (503, None, K.BACKEND),  # any other 5xx: a backend fault, retryable
        (418, None, K.BAD_REQUEST),  # any other 4xx: not retryable
        (400, 3212, K.BAD_REQUEST),
    ],
)
def test_from_http_status(status: int, code: int | None, kind: ErrorKind) -> None:
    assert ErrorKind.from_http_status(status, code) is kind
