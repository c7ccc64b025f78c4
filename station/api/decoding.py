"""Typed, path-aware reading of JSON answers: a shape that breaks the contract raises MalformedResponse, never
KeyError or TypeError. Label PDFs are checked whole before anyone prints them."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import datetime
from typing import TypeVar

import httpx

from station.api.errors import MalformedResponse
from station.api.wire import PDF_MAGIC, TIMESTAMP_FORMAT, TIMEZONE, Header

T = TypeVar("T")
_MISSING = object()
_MIN_INT = -(2**63)
_MAX_INT = 2**63 - 1
# A PDF ends with this marker; a body without it near the end was cut short.
_PDF_END = b"%%EOF"
_PDF_TAIL_BYTES = 2048


def json_body(response: httpx.Response, *, what: str) -> Reader:
    """The answer's JSON object; MalformedResponse for truncated JSON, an HTML page, or a non-object."""
    try:
        value = json.loads(response.content)
    except (ValueError, UnicodeDecodeError):
        kind = response.headers.get(Header.CONTENT_TYPE, "unknown content type")
        raise MalformedResponse(
            f"{what}: the answer is not JSON ({kind}, {len(response.content)} bytes)",
            status=response.status_code,
        ) from None
    return Reader(value, path="", what=what, status=response.status_code).as_object()


def pdf_body(response: httpx.Response, what: str) -> bytes:
    """The body when it is a whole PDF; MalformedResponse for anything else (an HTML page, a cut-off file)."""
    content = response.content
    if not content.lstrip()[: len(PDF_MAGIC)] == PDF_MAGIC:
        kind = response.headers.get(Header.CONTENT_TYPE, "unknown content type")
        raise MalformedResponse(
            f"{what}: the label is not a PDF ({kind}, {len(content)} bytes)", status=response.status_code
        )
    if _PDF_END not in content[-_PDF_TAIL_BYTES:]:
        raise MalformedResponse(
            f"{what}: the label PDF is cut short ({len(content)} bytes)", status=response.status_code
        )
    return content


class Reader:
    """One JSON value and where it sits (`shipments[3].recipient.name`), with typed getters."""

    def __init__(self, value: object, *, path: str, what: str, status: int | None = None) -> None:
        self._value = value
        self._path = path
        self._what = what
        self._status = status

    @property
    def raw(self) -> object:
        return self._value

    def fail(self, problem: str) -> MalformedResponse:
        where = self._path or "body"
        return MalformedResponse(f"{self._what}: {where} {problem}", status=self._status)

    def as_object(self) -> Reader:
        if not isinstance(self._value, dict):
            raise self.fail(f"should be an object, not {_type_name(self._value)}")
        return self

    def has(self, key: str) -> bool:
        return isinstance(self._value, dict) and self._value.get(key) is not None

    def field(self, key: str) -> Reader:
        """The member `key`; a missing member reads as null."""
        self.as_object()
        assert isinstance(self._value, dict)
        return Reader(self._value.get(key), path=self._join(key), what=self._what, status=self._status)

    def items(self) -> Iterator[Reader]:
        """The elements of a list."""
        if not isinstance(self._value, list):
            raise self.fail(f"should be a list, not {_type_name(self._value)}")
        for index, element in enumerate(self._value):
            yield Reader(element, path=f"{self._path}[{index}]", what=self._what, status=self._status)

    def keys(self) -> list[str]:
        self.as_object()
        assert isinstance(self._value, dict)
        return [key for key in self._value if isinstance(key, str)]

    # --- typed getters of a member ---

    def text(self, key: str) -> str:
        return self.field(key).as_str()

    def opt_text(self, key: str, default: str = "") -> str:
        member = self.field(key)
        return default if member._value is None else member.as_str()

    def integer(self, key: str) -> int:
        return self.field(key).as_int()

    def opt_integer(self, key: str) -> int | None:
        member = self.field(key)
        return None if member._value is None else member.as_int()

    def flag(self, key: str, default: bool | None = None) -> bool:
        member = self.field(key)
        if member._value is None and default is not None:
            return default
        if not isinstance(member._value, bool):
            raise member.fail(f"should be true or false, not {_type_name(member._value)}")
        return member._value

    def opt_number(self, key: str) -> float | None:
        member = self.field(key)
        if member._value is None:
            return None
        if isinstance(member._value, bool) or not isinstance(member._value, (int, float)):
            raise member.fail(f"should be a number, not {_type_name(member._value)}")
        return float(member._value)

    def timestamp(self, key: str) -> datetime | None:
        """contract conventions: `YYYY-MM-DD HH:MM:SS` in Europe/Amsterdam; ISO 8601 is read too."""
        member = self.field(key)
        if member._value is None or member._value == "":
            return None
        return member.as_timestamp()

    def parsed(self, key: str, parse: Callable[[str], T]) -> T:
        """A string member passed through `parse`; a ValueError from it means the answer is malformed."""
        member = self.field(key)
        return member.parse_with(parse)

    # --- conversions of this value ---

    def as_str(self) -> str:
        if not isinstance(self._value, str):
            raise self.fail(f"should be a string, not {_type_name(self._value)}")
        return self._value

    def as_int(self) -> int:
        if isinstance(self._value, bool) or not isinstance(self._value, int):
            raise self.fail(f"should be an integer, not {_type_name(self._value)}")
        if not _MIN_INT <= self._value <= _MAX_INT:
            # Ids and counts are stored in SQLite, whose integers are 64-bit: a bigger one is no id of the service.
            raise self.fail("is out of range (more than 64 bits)")
        return self._value

    def as_timestamp(self) -> datetime:
        text = self.as_str()
        try:
            moment = datetime.strptime(text, TIMESTAMP_FORMAT)
        except ValueError:
            try:
                moment = datetime.fromisoformat(text)
            except ValueError:
                raise self.fail(f"is not a timestamp: {text[:40]!r}") from None
        return moment if moment.tzinfo is not None else moment.replace(tzinfo=TIMEZONE)

    def parse_with(self, parse: Callable[[str], T]) -> T:
        value = self._value
        if isinstance(value, int) and not isinstance(value, bool):
            value = str(value)  # names or numeric ids are both allowed for some enumerations (contract §3)
        if not isinstance(value, str):
            raise self.fail(f"should be a string, not {_type_name(value)}")
        try:
            return parse(value)
        except ValueError:
            raise self.fail(f"has an unknown value {value[:40]!r}") from None

    def _join(self, key: str) -> str:
        return f"{self._path}.{key}" if self._path else key


def _type_name(value: object) -> str:
    if value is None:
        return "missing or null"
    return {
        dict: "an object",
        list: "a list",
        str: "a string",
        bool: "a boolean",
        int: "an integer",
        float: "a number",
    }.get(type(value), type(value).__name__)
