"""A network label printer's address as an operator types it: "host" or "host:port" (port 9100 when not given)."""

from __future__ import annotations

from station.domain.text import QT_TRANSLATE_NOOP
from station.printers.base import RAW_PORT


class InvalidAddress(ValueError):
    """An address no printer can have, in operator words."""


def parse_network_address(address: str) -> tuple[str, int]:
    """("192.168.1.50", 9100) from "192.168.1.50"; "[fe80::1]:9100" and "zebra.local:6101" work too."""
    text = address.strip()
    if not text:
        raise InvalidAddress(
            QT_TRANSLATE_NOOP("LabelPrinter", "a network printer needs an address, such as 192.168.1.50")
        )
    host, port_text = text, ""
    if text.startswith("["):  # an IPv6 literal, with or without a port
        closing = text.find("]")
        if closing < 0:
            raise InvalidAddress(
                QT_TRANSLATE_NOOP("LabelPrinter", "{address}: an IPv6 address ends with ']'").format(
                    address=repr(address)
                )
            )
        host, rest = text[1:closing], text[closing + 1 :]
        if rest and not rest.startswith(":"):
            raise InvalidAddress(
                QT_TRANSLATE_NOOP("LabelPrinter", "{address}: after ']' only ':port' may follow").format(
                    address=repr(address)
                )
            )
        port_text = rest[1:]
    elif text.count(":") == 1:
        host, port_text = text.split(":")
    if not host or any(char.isspace() for char in host):
        raise InvalidAddress(
            QT_TRANSLATE_NOOP("LabelPrinter", "{address} is not a printer address").format(address=repr(address))
        )
    if not port_text:
        return host, RAW_PORT
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise InvalidAddress(
            QT_TRANSLATE_NOOP(
                "LabelPrinter", "{address}: the port is a number from 1 to 65535 (label printers use {port})"
            ).format(address=repr(address), port=RAW_PORT)
        )
    return host, int(port_text)
