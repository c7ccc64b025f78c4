"""The User-Agent header: the integration's name and version, then Station's, then httpx's and Python's (spec §5)."""

from __future__ import annotations

import platform

import httpx

from station import __version__ as station_version


def user_agent(integration_name: str = "", integration_version: str = "") -> str:
    """`<Integration>/<version> Station/<version> httpx/<version> Python/<version>`.

    spec §5 User agent: integrations identify themselves (proposition name and version); the SDK appends its
    own name and version and the runtime's. The integration part is left out when no name is given.
    """
    parts: list[str] = []
    name = _token(integration_name)
    if name:
        version = _token(integration_version)
        parts.append(f"{name}/{version}" if version else name)
    parts.append(f"Station/{station_version}")
    parts.append(f"httpx/{httpx.__version__}")
    parts.append(f"Python/{platform.python_version()}")
    return " ".join(parts)


def _token(text: str) -> str:
    # A product token has no spaces, slashes or control characters (RFC 9110 §10.1.5); keep the rest readable.
    return "".join(
        "-" if character in ' /\t()<>@,;:\\"[]?={}' or ord(character) < 32 else character for character in text.strip()
    )
