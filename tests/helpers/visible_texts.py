"""Every text a widget tree shows an operator, and the English words a translation must not leave behind.

The English words are learnt from the catalogues themselves: every word of Station's English source texts that
no translation into that language uses. "Printer" or "Status" are the same in Dutch and are not flagged; "the",
"shipment" or "cancel" are, wherever they appear, so a text that never went through tr() is caught too."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QProgressBar,
    QSpinBox,
    QTabWidget,
    QTreeWidget,
    QWidget,
)

CATALOGUES = Path(__file__).resolve().parents[2] / "station" / "resources" / "i18n"
_WORD = re.compile(r"[^\W\d_]{3,}")
_TAG = re.compile(r"<code>.*?</code>|<[^>]+>")  # key names in <code> are Qt's own words for keys
# A file or folder path, and a protocol's identifier (the scope `orders.read`, the webhook event
# `shipment_status_change`), are names in no language.
_PATH = re.compile(r"(?:[A-Za-z]:)?[\\/]\S+|\b[a-z_]+\.[a-z_]+\b|\b[a-z]+(?:_[a-z]+)+\b")
_PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}|%L?[nsdvm]|&(?=\w)")
# Names that stay as they are in every language: carriers, formats, protocols, Station itself.
PROPER_NAMES = frozenset(
    {
        "station",
        "postnl",
        "bpost",
        "dpd",
        "dhl",
        "ups",
        "gls",
        "trunkrs",
        "europlus",
        "parcel",
        "connect",
        "for",
        "you",
        "standard",
        "express",
        "saver",
        "pdf",
        "csv",
        "json",
        "zpl",
        "usb",
        "oauth",
        "api",
        "dpi",
        "ctrl",
        "shift",
        "alt",
        "esc",
        "demo",
        "sandbox",
        "webshop",
        "nederlands",
        "nederland",
        "belgië",
        "français",
        "belgique",
        "france",
        "english",
        "http",
        "https",
        "localhost",
        "amp",
        "nbsp",
    }
)


def words_of(text: str) -> set[str]:
    return {word.lower() for word in _WORD.findall(_PLACEHOLDER.sub(" ", _PATH.sub(" ", _TAG.sub(" ", text))))}


def english_onlywords_of(language: str) -> frozenset[str]:
    """Words of the English sources that no translation into `language` uses."""
    sources: set[str] = set()
    translated: set[str] = set()
    for message in ET.parse(CATALOGUES / f"station_{language}.ts").getroot().iter("message"):
        sources |= words_of(message.findtext("source") or "")
        translation = message.find("translation")
        if translation is not None:
            for text in [translation.text or "", *(form.text or "" for form in translation.findall("numerusform"))]:
                translated |= words_of(text)
    return frozenset(sources - translated - PROPER_NAMES)


def visible_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text of `root` and its children an operator can read: labels, buttons, titles,
    placeholders, tooltips, tab and column titles, combo box entries, menus and their actions."""
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        name = f"{type(widget).__name__}#{widget.objectName()}"
        yield name + " tooltip", widget.toolTip()
        if widget.isWindow():
            yield name + " window title", widget.windowTitle()
        if isinstance(widget, (QLabel, QAbstractButton)):
            yield name, widget.text()
        if isinstance(widget, QGroupBox):
            yield name + " title", widget.title()
        if isinstance(widget, QLineEdit):
            yield name + " placeholder", widget.placeholderText()
        if isinstance(widget, QAbstractSpinBox):
            yield name + " special value", widget.specialValueText()
            if isinstance(widget, QSpinBox):
                yield name + " suffix", widget.suffix()
        if isinstance(widget, QProgressBar):
            yield name + " format", widget.format()
        if isinstance(widget, QComboBox):
            for index in range(widget.count()):
                yield f"{name} item {index}", widget.itemText(index)
        if isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                yield f"{name} tab {index}", widget.tabText(index)
        if isinstance(widget, QTreeWidget):
            header = widget.headerItem()
            for column in range(header.columnCount()):
                yield f"{name} column {column}", header.text(column)
        if isinstance(widget, QListWidget):
            for row in range(widget.count()):
                text = widget.item(row).text()
                if widget.objectName() == "notes":
                    # The order's history: the action is said in the operator's language; what follows " — " is
                    # its detail as recorded then (names, numbers, the operator's own note).
                    text = text.split(" — ", 1)[0]
                yield f"{name} row {row}", text
        if (
            isinstance(widget, QAbstractItemView)
            and widget.model() is not None
            and not isinstance(widget, (QTreeWidget, QListWidget))
        ):
            model = widget.model()
            for column in range(model.columnCount()):
                yield f"{name} column {column}", str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            for row in range(min(model.rowCount(), 20)):
                for column in range(model.columnCount()):
                    yield f"{name} cell {row},{column}", str(model.index(row, column).data() or "")
        if isinstance(widget, QMenu):
            yield name + " title", widget.title()
        for action in widget.actions():
            yield f"{name} action {action.objectName()}", action.text()
            yield f"{name} action {action.objectName()} tooltip", action.toolTip()
    if isinstance(root, QMainWindow):
        for action in root.menuBar().actions():
            yield f"menu {action.text()}", action.text()


def english_left(root: QWidget, language: str, allowed: frozenset[str] = frozenset()) -> list[str]:
    """Each visible text of `root` that still has an English word in it, with where it is."""
    english = english_onlywords_of(language) - allowed
    found = []
    for where, text in visible_texts(root):
        words = words_of(text) & english
        if words:
            found.append(f"{where}: {text!r} ({', '.join(sorted(words))})")
    return sorted(set(found))
