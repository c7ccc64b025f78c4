"""Reading request bodies and query values; malformed input is answered 422 code 3212 naming the field."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from starlette.requests import Request

from station.sandbox import wire
from station.sandbox.errors import ApiError, error_entry


def field_error(field: str, message: str) -> ApiError:
    return ApiError(422, wire.CODE_MISTYPED_FIELD, message, [field])


def problems_error(problems: wire.FieldProblems) -> ApiError:
    """One 422 listing every mistyped field (contract §2: every violation in `errors`)."""
    entries = [error_entry(422, wire.CODE_MISTYPED_FIELD, message, [field]) for field, message in problems.found]
    _first_field, first_message = problems.found[0]
    return ApiError(422, wire.CODE_MISTYPED_FIELD, first_message, [f for f, _ in problems.found], entries)


async def read_json(request: Request) -> Any:
    """The body as JSON; an empty body is None. Malformed JSON → 422 naming the body."""
    raw = await request.body()
    if not raw.strip():
        return None
    try:
        return json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise field_error("body", f"The body is not valid JSON: {error}.") from None


async def read_json_object(request: Request) -> Mapping[str, Any]:
    body = await read_json(request)
    if not isinstance(body, Mapping):
        raise field_error("body", "The body must be a JSON object.")
    return body


def query_int(request: Request, name: str, default: int, minimum: int, maximum: int | None = None) -> int:
    text = request.query_params.get(name)
    if text is None or text == "":
        return default
    try:
        value = int(text)
    except ValueError:
        raise field_error(name, f"{name} must be a whole number, not {text!r}.") from None
    if value < minimum or (maximum is not None and value > maximum):
        bounds = f"from {minimum} to {maximum}" if maximum is not None else f"at least {minimum}"
        raise field_error(name, f"{name} must be {bounds}, not {value}.")
    return value


def path_ids(text: str) -> list[int] | None:
    """`1;2;3` as ints (contract: ids in a path are `;`-separated); None when one is not a number."""
    parts = [part.strip() for part in text.split(wire.ID_SEPARATOR) if part.strip()]
    if not parts or not all(part.isdigit() for part in parts):
        return None
    return [int(part) for part in parts]
