"""SheetPicker: clicks on the drawn sheet become positions, used slots stay out, the next free is proposed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from station.ui.sheet_picker import SheetPicker


@pytest.fixture
def picker(qtbot):  # type: ignore[no-untyped-def]
    widget = SheetPicker()
    qtbot.addWidget(widget)
    widget.resize(320, 520)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def click_slot(qtbot, picker: SheetPicker, slot: int) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(picker.sheet, Qt.MouseButton.LeftButton, pos=picker.sheet.slot_rect(slot).center().toPoint())


def test_the_next_free_slot_is_proposed(picker: SheetPicker) -> None:
    picker.set_sheet("HP_LaserJet", used_slots=[1, 2])
    assert picker.selected_slots == (3,)
    assert picker.title.text() == "Sheet in HP_LaserJet"
    assert "3 (bottom left)" in picker.hint.text()


def test_clicks_choose_slots_and_print_emits_them(qtbot, picker: SheetPicker) -> None:  # type: ignore[no-untyped-def]
    picker.set_sheet("HP", used_slots=[1])
    click_slot(qtbot, picker, 2)  # the proposal: clicking it again drops it
    assert picker.selected_slots == ()
    assert not picker.print_button.isEnabled()
    click_slot(qtbot, picker, 4)
    click_slot(qtbot, picker, 2)
    assert picker.selected_slots == (2, 4)
    with qtbot.waitSignal(picker.positionsChosen) as chosen:
        qtbot.mouseClick(picker.print_button, Qt.MouseButton.LeftButton)
    assert chosen.args == [(2, 4)]


def test_slot_numbers_follow_the_spec_layout(picker: SheetPicker) -> None:
    # spec §4: 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right.
    centres = {slot: picker.sheet.slot_rect(slot).center() for slot in (1, 2, 3, 4)}
    assert centres[1].x() < centres[2].x() and centres[1].y() == centres[2].y()
    assert centres[3].x() == centres[1].x() and centres[3].y() > centres[1].y()
    assert centres[4].x() == centres[2].x() and centres[4].y() == centres[3].y()


def test_used_slots_cannot_be_chosen(qtbot, picker: SheetPicker) -> None:  # type: ignore[no-untyped-def]
    picker.set_sheet("HP", used_slots=[1, 3])
    click_slot(qtbot, picker, 1)
    qtbot.keyClick(picker.sheet, Qt.Key.Key_3)
    assert picker.selected_slots == (2,)


def test_double_click_prints_in_that_slot_at_once(qtbot, picker: SheetPicker) -> None:  # type: ignore[no-untyped-def]
    picker.set_sheet("HP", used_slots=[])
    with qtbot.waitSignal(picker.positionsChosen) as chosen:
        qtbot.mouseDClick(picker.sheet, Qt.MouseButton.LeftButton, pos=picker.sheet.slot_rect(4).center().toPoint())
    assert chosen.args == [(4,)]


def test_keys_toggle_slots(qtbot, picker: SheetPicker) -> None:  # type: ignore[no-untyped-def]
    picker.set_sheet("HP", used_slots=[])
    picker.sheet.setFocus()
    qtbot.keyClick(picker.sheet, Qt.Key.Key_1)  # drops the proposal
    qtbot.keyClick(picker.sheet, Qt.Key.Key_4)
    assert picker.selected_slots == (4,)


def test_several_labels_propose_as_many_free_slots(picker: SheetPicker) -> None:
    picker.set_sheet("HP", used_slots=[2], label_count=2)
    assert picker.selected_slots == (1, 3)
    picker.set_sheet("HP", used_slots=[2], label_count=5)
    assert picker.selected_slots == (1, 3, 4)
    assert "new sheet" in picker.hint.text()


def test_fill_remaining_offers_every_free_slot(qtbot, picker: SheetPicker) -> None:  # type: ignore[no-untyped-def]
    picker.set_sheet("HP", used_slots=[1, 4])
    with qtbot.waitSignal(picker.fillRemainingRequested) as fill:
        qtbot.mouseClick(picker.fill_button, Qt.MouseButton.LeftButton)
    assert fill.args == [(2, 3)]


def test_a_full_sheet_offers_only_a_new_sheet(qtbot, picker: SheetPicker) -> None:  # type: ignore[no-untyped-def]
    picker.set_sheet("HP", used_slots=[1, 2, 3, 4])
    assert picker.selected_slots == ()
    assert not picker.print_button.isEnabled() and not picker.fill_button.isEnabled()
    assert "full" in picker.hint.text()
    with qtbot.waitSignal(picker.resetSheetRequested):
        qtbot.mouseClick(picker.new_sheet_button, Qt.MouseButton.LeftButton)


def test_used_slots_are_drawn_grey(picker: SheetPicker) -> None:
    picker.set_sheet("HP", used_slots=[2])
    image = picker.sheet.grab().toImage()
    used = picker.sheet.slot_rect(2).adjusted(8, 8, -8, -8).topLeft().toPoint()
    free = picker.sheet.slot_rect(4).adjusted(8, 8, -8, -8).topLeft().toPoint()
    ratio = picker.sheet.devicePixelRatioF()
    used_colour = image.pixelColor(int(used.x() * ratio), int(used.y() * ratio))
    free_colour = image.pixelColor(int(free.x() * ratio), int(free.y() * ratio))
    assert used_colour.lightness() < 215 and used_colour.saturation() < 20
    assert free_colour.lightness() == 255
