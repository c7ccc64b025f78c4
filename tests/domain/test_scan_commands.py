"""Scan commands' codes read as meant on every keyboard layout, uncalibrated: the scan field's own reading
(station.domain.scanner_keys) of a US-set scanner's keys on each layout gives back the command."""

from __future__ import annotations

import pytest

from station.domain.scan_commands import SHEET_ORDER, ScanCommand, code_of, command_of
from station.domain.scanner_keys import meant_text
from tests.keyboard_layouts import LAYOUTS, keystrokes, local_scanner_presses, us_scanner_presses


@pytest.mark.parametrize("layout_name", sorted(LAYOUTS))
@pytest.mark.parametrize("command", list(ScanCommand))
def test_every_code_reads_as_its_command_on_every_layout(layout_name: str, command: ScanCommand) -> None:
    layout = LAYOUTS[layout_name]
    code = code_of(command)
    assert command_of(meant_text(keystrokes(us_scanner_presses(code), layout))) is command
    assert command_of(meant_text(keystrokes(local_scanner_presses(code, layout), layout))) is command


def test_the_sheet_holds_every_command_once() -> None:
    assert sorted(SHEET_ORDER) == sorted(ScanCommand)
    assert command_of("cmd0printa4") is ScanCommand.PRINT_A4  # Caps Lock on, or a scanner set to lower case
    assert command_of("WEB-10421") is None and command_of("CMD0") is None and command_of("8712345000017") is None
