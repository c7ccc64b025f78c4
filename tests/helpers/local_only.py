"""Tests never reach the internet: a name other than this machine's is refused before any DNS query (a production
default such as api.myparcel.nl left in a test would otherwise wait for a resolver, or reach the real service), and
the test that asked fails even when the code under test swallowed the error (tests/conftest.py's `no_internet`)."""

from __future__ import annotations

import ipaddress
import socket
from typing import Any

LOCAL_NAMES = frozenset({"localhost", "localhost.localdomain", socket.gethostname().lower()})
refused_lookups: list[str] = []  # the names looked up since the current test began
_real_getaddrinfo = socket.getaddrinfo


def is_local(host: bytes | str | None) -> bool:
    if host is None:
        return True
    name = (host.decode() if isinstance(host, bytes) else host).strip("[]").lower()
    try:
        ipaddress.ip_address(name)
        return True  # an address is not looked up
    except ValueError:
        return name in LOCAL_NAMES or name.endswith(".localhost")


def local_getaddrinfo(host: bytes | str | None, *args: Any, **kwargs: Any) -> Any:
    if not is_local(host):
        refused_lookups.append(str(host))
        raise socket.gaierror(socket.EAI_NONAME, f"tests never reach the internet: {host!r} was looked up")
    return _real_getaddrinfo(host, *args, **kwargs)


def install() -> None:
    """From now on, in this process, only this machine's names are looked up."""
    socket.getaddrinfo = local_getaddrinfo  # type: ignore[assignment]
