"""The printer groups panel fits the window's third pane on a laptop screen: at 1280×800 the main window gives it
about 446 pixels, and nothing of it (the account's state, the group cards, this station's printers) may stand
beyond its right edge. Narrow, the printers stand above the groups; wide, beside them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from station.ui.printer_groups import SIDE_BY_SIDE_WIDTH, PrinterGroupsPanel
from tests.helpers.printer_groups_panel import make_panel


@pytest.fixture
def panel(qtbot, qasync_loop, sandbox_factory) -> Iterator[PrinterGroupsPanel]:  # type: ignore[no-untyped-def]
    yield from make_panel(qtbot, sandbox_factory())


def sticking_out(panel: PrinterGroupsPanel) -> list[str]:
    """Every visible label or button whose right edge lies beyond the panel's."""
    out = []
    for child in panel.findChildren(QWidget):
        if not isinstance(child, QLabel | QPushButton) or not child.isVisible() or not child.text():
            continue
        right = child.mapTo(panel, QPoint(child.width(), 0)).x()
        if right > panel.width():
            out.append(f"{child.text()!r} ends at {right} > {panel.width()}")
    return out


def add_groups(qtbot, panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    for name, shops in (("Warehouse north", "1001, 2002"), ("Returns desk", "1001")):
        panel.new_name_edit.setText(name)
        panel.new_shops_edit.setText(shops)
        qtbot.mouseClick(panel.create_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda name=name: any(card.group.name == name for card in panel.group_cards.values()))


def test_the_panel_fits_the_third_pane_of_a_laptop_screen(qtbot, panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    add_groups(qtbot, panel)
    assert panel.status_label.text().startswith("Account: ")
    # Side by side it is narrower than the width from which it stands side by side: never stuck wider than asked.
    assert panel.minimumSizeHint().width() < SIDE_BY_SIDE_WIDTH
    width = 430  # the window's third pane at 1280×800 (its scroll area's bar taken off)
    panel.resize(width, 800)
    qtbot.waitUntil(lambda: panel.width() == width)
    assert panel.splitter.orientation() is Qt.Orientation.Vertical
    assert panel.minimumSizeHint().width() <= width
    assert sticking_out(panel) == []
    # The account's whole state is readable, wrapped on its own line rather than cut ("Account: No…").
    assert panel.status_label.width() <= width and panel.status_label.wordWrap()


def test_wide_the_printers_stand_beside_the_groups(qtbot, panel: PrinterGroupsPanel) -> None:  # type: ignore[no-untyped-def]
    add_groups(qtbot, panel)
    panel.resize(SIDE_BY_SIDE_WIDTH + 200, 720)
    qtbot.waitUntil(lambda: panel.splitter.orientation() is Qt.Orientation.Horizontal)
    assert sticking_out(panel) == []
