"""Printing API bodies between result dataclasses and the wire (spec §2/§4 Printing API, contract §7)."""

from __future__ import annotations

from collections.abc import Sequence

from station.api.decoding import Reader
from station.api.models import Assignment, DirectPrintingStatus, Printer, PrinterGroup, PrintingCredentials
from station.api.wire import PrintingKey


def decode_printer_group(body: Reader) -> PrinterGroup:
    body.as_object()
    return PrinterGroup(
        id=body.text(PrintingKey.ID),
        name=body.text(PrintingKey.NAME),
        shop_ids=_strings(body, PrintingKey.SHOP_IDS),
        created_at=body.timestamp(PrintingKey.CREATED_AT),
        assignments=tuple(
            Assignment(format=item.text(PrintingKey.FORMAT), printer_id=item.text(PrintingKey.PRINTER_ID))
            for item in (body.field(PrintingKey.ASSIGNMENTS).items() if body.has(PrintingKey.ASSIGNMENTS) else ())
        ),
    )


def decode_printer_groups(body: Reader) -> list[PrinterGroup]:
    return [decode_printer_group(item) for item in body.field(PrintingKey.RESULTS).items()]


def decode_printers(body: Reader) -> list[Printer]:
    return [
        Printer(
            id=item.text(PrintingKey.ID), name=item.text(PrintingKey.NAME), formats=_strings(item, PrintingKey.FORMATS)
        )
        for item in body.field(PrintingKey.RESULTS).items()
    ]


def decode_status(body: Reader) -> DirectPrintingStatus:
    return body.parsed(PrintingKey.STATUS, DirectPrintingStatus)


def decode_credentials(body: Reader) -> PrintingCredentials:
    credentials = body.field(PrintingKey.CREDENTIALS).as_object()
    return PrintingCredentials(
        email=credentials.text(PrintingKey.EMAIL), password=credentials.text(PrintingKey.PASSWORD)
    )


def decode_renamed(body: Reader, group_id: str) -> str:
    """The name the service confirms for the group (spec §4: 200 `{id, name}`)."""
    if body.text(PrintingKey.ID) != group_id:
        raise body.field(PrintingKey.ID).fail(f"names another group than {group_id!r}")
    return body.text(PrintingKey.NAME)


def group_body(group_id: str, **members: object) -> dict[str, object]:
    """`{printerGroupId, ...}` with the named members spelled as the wire spells them."""
    body: dict[str, object] = {PrintingKey.PRINTER_GROUP_ID: group_id}
    names = {
        "name": PrintingKey.NAME,
        "shop_ids": PrintingKey.SHOP_IDS,
        "printer_id": PrintingKey.PRINTER_ID,
        "format": PrintingKey.FORMAT,
    }
    for member, value in members.items():
        body[names[member]] = value
    return body


def create_group_body(name: str, shop_ids: Sequence[str]) -> dict[str, object]:
    return {PrintingKey.NAME: name, PrintingKey.SHOP_IDS: list(shop_ids)}


def _strings(body: Reader, key: str) -> tuple[str, ...]:
    if not body.has(key):
        return ()
    return tuple(item.as_str() for item in body.field(key).items())
