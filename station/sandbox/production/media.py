"""Media types of the production front: which body a request carries and which answer it asks for."""

from __future__ import annotations

from dataclasses import dataclass, field

from starlette.requests import Request

from station.sandbox.production import names as n
from station.sandbox.production.errors import ProductionError


@dataclass(frozen=True)
class MediaType:
    """`type/subtype;key=value;…` split up; the parameter names lower-cased."""

    essence: str
    parameters: dict[str, str] = field(default_factory=dict)

    @classmethod
    def parse(cls, text: str) -> MediaType:
        head, *rest = [part.strip() for part in text.split(";")]
        parameters: dict[str, str] = {}
        for part in rest:
            key, _, value = part.partition("=")
            if key:
                parameters[key.strip().lower()] = value.strip().strip('"')
        return cls(head.lower(), parameters)


def content_type(request: Request, allowed: tuple[str, ...]) -> MediaType:
    """The body's media type when it is one of `allowed` with a UTF-8 charset (or none), else 415 3100/3101."""
    text = request.headers.get("content-type", "")
    media = MediaType.parse(text) if text else MediaType("")
    if media.essence not in allowed:
        raise ProductionError(
            415,
            n.CODE_CONTENT_TYPE,
            f"Content-Type {text or '(none)'!r} is not accepted here; send {allowed[0]};charset=utf-8.",
        )
    charset = media.parameters.get("charset")
    if charset is not None and charset.lower() not in n.CHARSETS:
        raise ProductionError(415, n.CODE_CHARSET, f"Character set {charset!r} is not accepted; send charset=utf-8.")
    return media


def accepts(request: Request) -> list[MediaType]:
    """Every media type the `Accept` header lists (empty when absent)."""
    text = request.headers.get("accept", "")
    return [MediaType.parse(part) for part in _split_accept(text) if part.strip()]


def _split_accept(text: str) -> list[str]:
    # Items are comma-separated; a printer group id never holds a comma.
    return text.split(",")


def accepted(request: Request, essence: str) -> MediaType | None:
    """The first Accept item of this type, or None."""
    return next((media for media in accepts(request) if media.essence == essence), None)
