"""Scan commands: barcodes on a printed sheet that an operator scans instead of touching the keyboard (issue 19
point 9). Each code is the prefix and the command's word, in capitals and digits only, and read by the scan field as
the scanner meant it on any keyboard layout (station.domain.scanner_keys), calibrated or not: the prefix's digit is
a symbol on an AZERTY keyboard, so the scan field reads the scanner's keys instead of the text; and no code has a Y or
a Z, the two letters a QWERTZ keyboard swaps unseen."""

from __future__ import annotations

from enum import Enum

COMMAND_PREFIX = "CMD0"  # no order reference of a shop starts with it and a command word (WEB-…, #1042, 3S…)


class ScanCommand(str, Enum):
    """The command's word is its value; its code is `code_of(command)`. Cancel needs a second scan to confirm."""

    PRINT_A6 = "PRINTA6"
    PRINT_A4 = "PRINTA4"
    NEW_SHEET = "NEWSHEET"
    REPRINT = "REPRINT"
    CANCEL = "CANCEL"
    CONFIRM_CANCEL = "CANCELOK"
    STOP_BATCH = "STOPBATCH"
    NEXT_ORDER = "NEXTORDER"


# The order they are printed in on the sheet; cancel and its confirmation apart, so no scan reads both at once.
SHEET_ORDER: tuple[ScanCommand, ...] = (
    ScanCommand.PRINT_A6,
    ScanCommand.PRINT_A4,
    ScanCommand.NEXT_ORDER,
    ScanCommand.REPRINT,
    ScanCommand.NEW_SHEET,
    ScanCommand.STOP_BATCH,
    ScanCommand.CANCEL,
    ScanCommand.CONFIRM_CANCEL,
)


def code_of(command: ScanCommand) -> str:
    return COMMAND_PREFIX + command.value


_BY_CODE = {code_of(command): command for command in ScanCommand}


def command_of(scanned: str) -> ScanCommand | None:
    """The command a scan means, or None for anything else (an order, a barcode, an item's EAN). Caps Lock or a
    scanner set to lower case does not matter."""
    return _BY_CODE.get(scanned.strip().upper())
