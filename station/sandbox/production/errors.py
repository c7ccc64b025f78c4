"""Production error answers: the flat body, the keyed body of shipment validation, and problem+json on request.

Flat: `{"message": "… (request_id: <id>)", "request_id", "errors": [{"status", "code", "title", "message"}]}`
(short items `{"code", "message"}` on look-up calls). Keyed (422): `errors` items map a code to
`{"fields": ["data.shipments[0]…"], "human": [...]}`. Error bodies are never wrapped in `data`.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any

from starlette.requests import HTTPConnection
from starlette.responses import JSONResponse

from station.sandbox import wire
from station.sandbox.production import names as n
from station.sandbox.production.readings import readings_of

PROBLEM_TYPE = "application/problem+json"


@dataclass(frozen=True)
class KeyedProblem:
    """One violation of a keyed error: its code, the full field path (`data.shipments[0].…`) and the words.

    `other_fields` are the rest of a combination that is wrong only together (production names both fields of
    e.g. receipt_code with signature, with one sentence).
    """

    code: int
    field: str
    human: str
    other_fields: tuple[str, ...] = ()


class ProductionError(Exception):
    """Raised by a production handler; `keyed` makes a keyed 422 body, `short` flat items without status/title."""

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        *,
        keyed: Sequence[KeyedProblem] = (),
        short: bool = False,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.keyed = list(keyed)
        self.short = short
        self.headers = dict(headers or {})


def validation_error(problems: Sequence[KeyedProblem], title: str = "Shipment validation error") -> ProductionError:
    return ProductionError(422, problems[0].code, title, keyed=problems)


def not_found(what: str) -> ProductionError:
    return ProductionError(404, 3004, f"{what} not found.")


def _title(status: int) -> str:
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "Error"


def _request_id(connection: HTTPConnection) -> str:
    state = connection.scope.get("state") or {}
    return str(state.get(wire.REQUEST_ID_STATE_KEY) or uuid.uuid4().hex)


def _keyed_items(problems: Sequence[KeyedProblem], one_item: bool) -> list[dict[str, Any]]:
    grouped: dict[str, dict[str, list[str]]] = {}
    for problem in problems:
        entry = grouped.setdefault(str(problem.code), {n.E_FIELDS: [], n.E_HUMAN: []})
        entry[n.E_FIELDS].extend((problem.field, *problem.other_fields))
        entry[n.E_HUMAN].append(problem.human)
    # Sources disagree whether several codes come as several items or as several keys of one item.
    if one_item:
        return [grouped]
    return [{code: entry} for code, entry in grouped.items()]


def _json_pointer(field: str) -> str:
    """`data.shipments[0].recipient.cc` → `/data/shipments/0/recipient/cc`."""
    return "/" + field.replace("[", "/").replace("]", "").replace(".", "/")


def _problem_body(error: ProductionError, request_id: str, path: str) -> dict[str, Any]:
    slug = "invalid-shipments" if error.keyed else _title(error.status).lower().replace(" ", "-")
    return {
        "type": f"urn:problem:{slug}",
        "title": error.message,
        "status": error.status,
        "detail": error.message,
        "instance": path,
        "request_id": request_id,
        "errors": [
            {
                "type": f"urn:problem:{problem.code}",
                "title": error.message,
                "status": error.status,
                "detail": problem.human,
                "instance": _json_pointer(problem.field),
            }
            for problem in error.keyed
        ],
    }


def flat_body(status: int, code: int, message: str, request_id: str) -> dict[str, Any]:
    """The flat error body; also what the sandbox's fault layer answers on this front."""
    return {
        n.E_MESSAGE: f"{message} (request_id: {request_id})",
        n.E_REQUEST_ID: request_id,
        n.E_ERRORS: [{n.E_STATUS: status, n.E_CODE: code, n.E_TITLE: _title(status), n.E_MESSAGE: message}],
    }


def error_body(connection: HTTPConnection, error: ProductionError, request_id: str) -> dict[str, Any]:
    body: dict[str, Any] = {
        n.E_MESSAGE: f"{error.message} (request_id: {request_id})",
        n.E_REQUEST_ID: request_id,
    }
    if error.keyed:
        body[n.E_STATUS_CODE] = error.status
        one_item = readings_of(connection).next("keyed_error") == 1
        body[n.E_ERRORS] = _keyed_items(error.keyed, one_item)
    elif error.short:
        body[n.E_ERRORS] = [{n.E_CODE: error.code, n.E_MESSAGE: error.message}]
    else:
        body = flat_body(error.status, error.code, error.message, request_id)
    return body


def error_response(connection: HTTPConnection, error: ProductionError) -> JSONResponse:
    request_id = _request_id(connection)
    headers = {wire.HEADER_REQUEST_ID: request_id, **error.headers}
    accept = connection.headers.get("accept", "").lower()
    if PROBLEM_TYPE in accept and connection.scope.get("method") in ("POST", "PUT", "PATCH", "DELETE"):
        return JSONResponse(
            _problem_body(error, request_id, connection.url.path),
            status_code=error.status,
            headers=headers,
            media_type=PROBLEM_TYPE,
        )
    return JSONResponse(
        error_body(connection, error, request_id),
        status_code=error.status,
        headers=headers,
        media_type=n.ANSWER_JSON_TYPE,
    )
