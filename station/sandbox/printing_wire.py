"""Wire names of the printing API (spec §4 printing table, contract §7) and reading its request bodies.

Anything malformed — JSON, a missing or mistyped field, an id that is not a UUID, a `format` other than
A4 or A6 — answers 400 code 3212 naming every offending field (contract §2).
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from typing import Any

from starlette.requests import Request

from station.domain.enums import LabelFormat
from station.sandbox import wire
from station.sandbox.errors import ApiError, error_entry

# Paths under the mount point (spec §4: 11 endpoints).
PATH_PRINTER_GROUPS = "/printer-groups"
PATH_PRINTERS = "/printers"
PATH_STATUS = "/status"
PATH_ALLOW_SHOPS = "/allow-shops-access-to-printer-group"
PATH_ASSIGN_PRINTER = "/assign-printer-to-group"
PATH_CREATE_GROUP = "/create-printer-group"
PATH_ENABLE = "/enable-direct-printing"
PATH_REMOVE_GROUP = "/remove-printer-group"
PATH_RENAME_GROUP = "/rename-printer-group"
PATH_SYNC_PRINTERS = "/sync-printers"
PATH_UNASSIGN_PRINTER = "/unassign-printer-from-group"

# JSON keys (spec §2 Printing API resources; contract §7 adds `assignments`).
RESULTS = "results"
ID = "id"
NAME = "name"
SHOP_IDS = "shopIds"
CREATED_AT = "createdAt"
ASSIGNMENTS = "assignments"
FORMAT = "format"
FORMATS = "formats"
PRINTER_ID = "printerId"
PRINTER_GROUP_ID = "printerGroupId"
STATUS = "status"
CREDENTIALS = "credentials"
EMAIL = "email"
PASSWORD = "password"

BODY = "body"  # the field named when the body itself is malformed


class InvalidRequest:
    """Collects every malformed field of one request, then answers them together as one 400."""

    def __init__(self) -> None:
        self.found: list[tuple[str, str]] = []

    def add(self, field: str, message: str) -> None:
        self.found.append((field, message))

    def raise_if_any(self) -> None:
        if not self.found:
            return
        entries = [error_entry(400, wire.CODE_MISTYPED_FIELD, message, [field]) for field, message in self.found]
        raise ApiError(400, wire.CODE_MISTYPED_FIELD, self.found[0][1], [field for field, _ in self.found], entries)


async def read_body(request: Request, *, fields_expected: bool) -> Mapping[str, Any]:
    """The JSON object sent. Bodiless endpoints accept an empty body or any JSON, but never malformed JSON."""
    raw = await request.body()
    if not raw.strip():
        if fields_expected:
            raise _malformed_body("The body must be a JSON object.")
        return {}
    try:
        body = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise _malformed_body(f"The body is not valid JSON: {error}.") from None
    if not fields_expected:
        return {}
    if not isinstance(body, Mapping):
        raise _malformed_body("The body must be a JSON object.")
    return body


def _malformed_body(message: str) -> ApiError:
    return ApiError(400, wire.CODE_MISTYPED_FIELD, message, [BODY])


def uuid_field(body: Mapping[str, Any], key: str, problems: InvalidRequest) -> str:
    """A UUID in its canonical lowercase form, so lookups match however the client spelled it."""
    value = body.get(key)
    if not isinstance(value, str):
        problems.add(
            key,
            f"{key} is required and must be a UUID string."
            if value is None
            else f"{key} must be a UUID string, not {type(value).__name__}.",
        )
        return ""
    try:
        return str(uuid.UUID(value))
    except ValueError:
        problems.add(key, f"{key} {value!r} is not a UUID.")
        return ""


def name_field(body: Mapping[str, Any], key: str, problems: InvalidRequest) -> str:
    value = body.get(key)
    if not isinstance(value, str) or not value.strip():
        problems.add(key, f"{key} is required and must be a non-empty string.")
        return ""
    return value.strip()


def shop_ids_field(body: Mapping[str, Any], key: str, problems: InvalidRequest) -> list[str]:
    """spec §2: `shopIds` is an array of strings (contract §7: not checked against accounts)."""
    value = body.get(key)
    if not isinstance(value, list) or not all(isinstance(item, str) and item.strip() for item in value):
        problems.add(key, f"{key} is required and must be an array of non-empty strings.")
        return []
    return [item.strip() for item in value]


def format_field(body: Mapping[str, Any], key: str, problems: InvalidRequest) -> LabelFormat:
    """contract §7: `format` is A4 or A6."""
    value = body.get(key)
    try:
        if not isinstance(value, str):
            raise ValueError
        return LabelFormat(value)
    except ValueError:
        problems.add(key, f"{key} is required and must be A4 or A6, not {value!r}.")
        return LabelFormat.A6
