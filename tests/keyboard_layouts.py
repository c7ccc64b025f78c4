"""Keyboard layouts as a test's stand-in for the operating system: what each physical key (evdev code) types, plain
and with Shift, on a Dutch (US) QWERTY, a Belgian AZERTY and a German QWERTZ keyboard; and the key presses a
scanner set up for a US keyboard sends for a code."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from station.domain.scanner_keys import US_KEYS, Keystroke

Layout = dict[int, tuple[str, str]]

NL_QWERTY: Layout = dict(US_KEYS)  # the Netherlands types on the US layout ("US International")


def _rows(rows: dict[int, tuple[str, str]]) -> Layout:
    return {**US_KEYS, **rows}


def _letters(start: int, letters: str) -> dict[int, tuple[str, str]]:
    return {start + offset: (letter, letter.upper()) for offset, letter in enumerate(letters)}


BE_AZERTY: Layout = _rows(
    {
        **{
            code: (plain, shifted)
            for code, plain, shifted in zip(range(2, 12), "&é\"'(§è!çà", "1234567890", strict=True)
        },
        12: (")", "°"),
        13: ("-", "_"),
        **_letters(16, "azertyuiop"),
        26: ("^", "¨"),
        27: ("$", "*"),
        **_letters(30, "qsdfghjklm"),
        40: ("ù", "%"),
        41: ("²", "³"),
        43: ("µ", "£"),
        **_letters(44, "wxcvbn"),
        50: (",", "?"),
        51: (";", "."),
        52: (":", "/"),
        53: ("=", "+"),
    }
)

DE_QWERTZ: Layout = _rows(
    {
        **{
            code: (plain, shifted)
            for code, plain, shifted in zip(range(2, 12), "1234567890", '!"§$%&/()=', strict=True)
        },
        12: ("ß", "?"),
        13: ("´", "`"),
        **_letters(16, "qwertzuiop"),
        26: ("ü", "Ü"),
        27: ("+", "*"),
        **_letters(30, "asdfghjkl"),
        39: ("ö", "Ö"),
        40: ("ä", "Ä"),
        41: ("^", "°"),
        43: ("#", "'"),
        **_letters(44, "yxcvbnm"),
        51: (",", ";"),
        52: (".", ":"),
        53: ("-", "_"),
    }
)

LAYOUTS: dict[str, Layout] = {"nl-NL QWERTY": NL_QWERTY, "BE AZERTY": BE_AZERTY, "de-DE QWERTZ": DE_QWERTZ}

_US_KEY_FOR = {char: (code, shifted) for code, pair in US_KEYS.items() for shifted, char in enumerate(pair)}


def us_scanner_presses(code: str) -> list[tuple[int, bool]]:
    """The (physical key, Shift) a scanner set to a US keyboard presses for each character of `code`."""
    return [(_US_KEY_FOR[char][0], bool(_US_KEY_FOR[char][1])) for char in code]


def local_scanner_presses(code: str, layout: Layout) -> list[tuple[int, bool]]:
    """The keys a scanner set to the computer's own layout presses: the key that types each character there."""
    key_for = {
        char: (key, bool(shifted)) for key, pair in layout.items() for shifted, char in reversed(list(enumerate(pair)))
    }
    return [key_for[char] for char in code]


def keystrokes(
    presses: list[tuple[int, bool]], layout: Layout, gap_ms: int = 8, start_ms: int = 1000
) -> list[Keystroke]:
    """The keystrokes the computer sees: the layout's text for each physical key."""
    return [
        Keystroke(layout[key][1 if shift else 0], key, shift, start_ms + index * gap_ms)
        for index, (key, shift) in enumerate(presses)
    ]


XKB_OFFSET = 8  # the offscreen platform reads native scan codes as X11's: evdev + 8


def send_keys(
    qtbot,
    presses: list[tuple[int, bool]],
    layout: Layout,
    gap_ms: int,
    start_ms: int = 10_000,  # type: ignore[no-untyped-def]
    to=None,
) -> None:
    """Each key press as the OS delivers it to the focused widget (or `to`): the layout's text and the physical
    key."""
    at = start_ms
    for key, shift in presses:
        text = layout[key][1 if shift else 0]
        upper = text.upper()
        qt_key = ord(upper) if len(upper) == 1 else ord(text)
        modifiers = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
        event = QKeyEvent(QEvent.Type.KeyPress, qt_key, modifiers, key + XKB_OFFSET, 0, 0, text)
        event.setTimestamp(at)
        QApplication.sendEvent(to or QApplication.focusWidget(), event)
        at += gap_ms
    enter = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, 36, 0, 0, "\r")
    enter.setTimestamp(at)
    QApplication.sendEvent(to or QApplication.focusWidget(), enter)
