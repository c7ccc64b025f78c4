"""Request bodies and query values of the production front: the `data` envelope, ids in paths, numbers."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from starlette.requests import Request

from station.sandbox.production import names as n
from station.sandbox.production.errors import ProductionError


def bad_request(message: str, code: int = n.CODE_MISSING_PARAMETER, *, short: bool = False) -> ProductionError:
    return ProductionError(422, code, message, short=short)


async def envelope_items(request: Request, key: str) -> list[Any]:
    """`{"data": {"<key>": [...]}}`, a non-empty array even for one item; anything else is 422."""
    raw = await request.body()
    try:
        body = json.loads(raw) if raw.strip() else None
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise bad_request(f"The body is not valid JSON: {error}.") from None
    data = body.get(n.DATA) if isinstance(body, Mapping) else None
    items = data.get(key) if isinstance(data, Mapping) else None
    if not isinstance(items, list) or not items:
        raise bad_request(f'The body must be {{"data": {{"{key}": [ … ]}}}} with at least one item.')
    return items


def path_ids(text: str) -> list[int] | None:
    parts = [part.strip() for part in text.split(n.ID_SEPARATOR) if part.strip()]
    if not parts or not all(part.isdigit() for part in parts):
        return None
    return [int(part) for part in parts]


def query_int(request: Request, name: str, default: int, minimum: int, maximum: int) -> int:
    text = request.query_params.get(name)
    if text is None or not text.strip():
        return default
    if not text.strip().isdigit() or not minimum <= int(text) <= maximum:
        code = n.CODE_INVALID_PAGE if name == n.PAGE else n.CODE_MISSING_PARAMETER
        raise bad_request(f"{name} must be a whole number from {minimum} to {maximum}, not {text!r}.", code, short=True)
    return int(text)


def query_flag(request: Request, name: str) -> bool:
    return request.query_params.get(name, "").strip().lower() in ("1", "true")


def query_ints(request: Request, name: str) -> list[int]:
    text = request.query_params.get(name, "")
    parts = [part.strip() for part in text.split(n.ID_SEPARATOR) if part.strip()]
    if not all(part.isdigit() for part in parts):
        raise bad_request(f"{name} must be numbers separated by ';', not {text!r}.", short=True)
    return [int(part) for part in parts]


def data(payload: Mapping[str, Any]) -> dict[str, Any]:
    """The answer envelope: every main-API JSON answer is `{"data": {...}}`."""
    return {n.DATA: dict(payload)}
