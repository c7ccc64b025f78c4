"""Every action of the window with its keyboard shortcut, and the help overlay (F1 or ?) that lists them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.ui.language import translated


@dataclass(frozen=True)
class ActionSpec:
    """One operator action: its id, label, shortcuts (the first is shown in menus) and help group."""

    id: str
    text: Text
    keys: tuple[str, ...]
    group: Text


# The help overlay's groups.
_SCAN = QT_TRANSLATE_NOOP("Shortcuts", "Scan")
_ORDERS = QT_TRANSLATE_NOOP("Shortcuts", "Orders")
_SHIPMENT = QT_TRANSLATE_NOOP("Shortcuts", "Shipment")
_PRINTING = QT_TRANSLATE_NOOP("Shortcuts", "Printing")
_BATCH = QT_TRANSLATE_NOOP("Shortcuts", "Batch")
_APPLICATION = QT_TRANSLATE_NOOP("Shortcuts", "Application")

# One table so the help overlay, the menus and the test "every action has a shortcut" read the same place.
ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("focus_scan", QT_TRANSLATE_NOOP("Shortcuts", "Go to the scan field"), ("F2", "Ctrl+L"), _SCAN),
    ActionSpec("toggle_scan_to_print", QT_TRANSLATE_NOOP("Shortcuts", "Scan to print on/off"), ("Ctrl+T",), _SCAN),
    ActionSpec("focus_filter", QT_TRANSLATE_NOOP("Shortcuts", "Filter the order queue"), ("Ctrl+F",), _ORDERS),
    ActionSpec("sync_orders", QT_TRANSLATE_NOOP("Shortcuts", "Fetch open orders from the service"), ("F5",), _ORDERS),
    ActionSpec(
        "import_orders", QT_TRANSLATE_NOOP("Shortcuts", "Import orders from CSV or JSON…"), ("Ctrl+O",), _ORDERS
    ),
    ActionSpec(
        "find_shipment", QT_TRANSLATE_NOOP("Shortcuts", "Find any shipment at the service…"), ("Ctrl+Shift+F",), _ORDERS
    ),
    ActionSpec("focus_queue", QT_TRANSLATE_NOOP("Shortcuts", "Go to the order queue"), ("Ctrl+1",), _ORDERS),
    ActionSpec("focus_detail", QT_TRANSLATE_NOOP("Shortcuts", "Go to the shipment detail"), ("Ctrl+2",), _SHIPMENT),
    ActionSpec("focus_printers", QT_TRANSLATE_NOOP("Shortcuts", "Go to the printer groups"), ("Ctrl+3",), _PRINTING),
    ActionSpec(
        "create_shipment",
        QT_TRANSLATE_NOOP("Shortcuts", "Create the shipment and print its label"),
        ("Ctrl+Return", "Ctrl+Enter"),
        _SHIPMENT,
    ),
    ActionSpec("print_label", QT_TRANSLATE_NOOP("Shortcuts", "Print (or reprint) the label"), ("Ctrl+P",), _SHIPMENT),
    ActionSpec("save_pdf", QT_TRANSLATE_NOOP("Shortcuts", "Save the label as PDF…"), ("Ctrl+S",), _SHIPMENT),
    ActionSpec(
        "cancel_shipment", QT_TRANSLATE_NOOP("Shortcuts", "Cancel the shipment"), ("Ctrl+Shift+Delete",), _SHIPMENT
    ),
    ActionSpec("create_return", QT_TRANSLATE_NOOP("Shortcuts", "Create a return"), ("Ctrl+R",), _SHIPMENT),
    ActionSpec(
        "refresh_shipment", QT_TRANSLATE_NOOP("Shortcuts", "Refresh status and tracking"), ("Ctrl+Shift+R",), _SHIPMENT
    ),
    ActionSpec(
        "copy_tracking_url",
        QT_TRANSLATE_NOOP("Shortcuts", "Copy the public tracking URL"),
        ("Ctrl+Shift+C",),
        _SHIPMENT,
    ),
    ActionSpec("add_note", QT_TRANSLATE_NOOP("Shortcuts", "Add a note to the order"), ("Ctrl+N",), _SHIPMENT),
    ActionSpec("delivery_options", QT_TRANSLATE_NOOP("Shortcuts", "Choose delivery options…"), ("Ctrl+E",), _SHIPMENT),
    ActionSpec(
        "batch_selected",
        QT_TRANSLATE_NOOP("Shortcuts", "Batch: ship and print the selected orders"),
        ("Ctrl+B",),
        _BATCH,
    ),
    ActionSpec("cancel_batch", QT_TRANSLATE_NOOP("Shortcuts", "Stop the running batch"), ("Ctrl+Shift+B",), _BATCH),
    ActionSpec("printer_profiles", QT_TRANSLATE_NOOP("Shortcuts", "Printer profiles…"), ("Ctrl+Shift+P",), _PRINTING),
    ActionSpec(
        "packing_slip",
        QT_TRANSLATE_NOOP("Shortcuts", "Packing slip: shop, logo, where it prints…"),
        ("Ctrl+Shift+K",),
        _PRINTING,
    ),
    ActionSpec("scale", QT_TRANSLATE_NOOP("Shortcuts", "Scale: USB or serial…"), ("Ctrl+Shift+W",), _PRINTING),
    ActionSpec(
        "close_day",
        QT_TRANSLATE_NOOP("Shortcuts", "Close the day: handover lists and summary…"),
        ("Ctrl+Shift+E",),
        _PRINTING,
    ),
    ActionSpec("account", QT_TRANSLATE_NOOP("Shortcuts", "Account setup…"), ("Ctrl+,",), _APPLICATION),
    ActionSpec(
        "dismiss_errors", QT_TRANSLATE_NOOP("Shortcuts", "Dismiss all error messages"), ("Ctrl+Shift+D",), _APPLICATION
    ),
    ActionSpec("help", QT_TRANSLATE_NOOP("Shortcuts", "Show these shortcuts"), ("F1", "?"), _APPLICATION),
    ActionSpec("quit", QT_TRANSLATE_NOOP("Shortcuts", "Quit"), ("Ctrl+Q",), _APPLICATION),
)
ACTION_BY_ID: dict[str, ActionSpec] = {spec.id: spec for spec in ACTIONS}


def make_action(parent: QObject, spec: ActionSpec, handler: Callable[[], object]) -> QAction:
    """A QAction with the spec's text and shortcuts, active anywhere in the window."""
    action = QAction(translated(spec.text), parent)
    action.setObjectName(f"action_{spec.id}")
    action.setShortcuts([QKeySequence(key) for key in spec.keys])
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.triggered.connect(lambda _checked=False: handler())
    return action


def retranslate_actions(actions: dict[str, QAction]) -> None:
    """The actions' texts in the language spoken now (the window calls this on a language change)."""
    for spec in ACTIONS:
        if spec.id in actions:
            actions[spec.id].setText(translated(spec.text))


def native_text(keys: tuple[str, ...]) -> str:
    """Shortcuts as the platform writes them (⌘ on macOS)."""
    return ", ".join(QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) for key in keys)


class HelpOverlay(QWidget):
    """A dimmed sheet over the window listing every shortcut; any key or click closes it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._covered = parent  # the window the overlay covers, resized with it
        self.setObjectName("helpOverlay")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        outer = QVBoxLayout(self)
        outer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        card = QWidget(self)
        card.setObjectName("helpCard")
        card.setStyleSheet("QWidget#helpCard { background: white; border-radius: 8px; }")
        self._grid = QGridLayout(card)
        self._grid.setContentsMargins(24, 18, 24, 18)
        self._grid.setHorizontalSpacing(24)
        self._fill()
        outer.addWidget(card)
        self.hide()
        parent.installEventFilter(self)

    def _fill(self) -> None:
        """The title, the groups and every action with its keys, in the language spoken now."""
        grid = self._grid
        while grid.count():
            item = grid.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.setParent(None)  # at once, so it is no longer one of the overlay's labels
                old.deleteLater()
        grid.addWidget(QLabel(self.tr("<h2>Keyboard shortcuts</h2>")), 0, 0, 1, 4)
        groups: dict[str, list[ActionSpec]] = {}
        for spec in ACTIONS:
            groups.setdefault(spec.group.source, []).append(spec)
        # Two columns of groups so the list fits a laptop screen.
        columns = [[_SCAN, _ORDERS, _BATCH], [_SHIPMENT, _PRINTING, _APPLICATION]]
        for col, names in enumerate(columns):
            row = 1
            for name in names:
                grid.addWidget(QLabel(f"<b>{translated(name)}</b>"), row, col * 2, 1, 2)
                row += 1
                for spec in groups.get(name.source, []):
                    keys = QLabel(f"<code>{native_text(spec.keys)}</code>")
                    keys.setObjectName(f"keys_{spec.id}")
                    grid.addWidget(keys, row, col * 2)
                    # An action's text escapes "&" as "&&" (a single one is a menu mnemonic); a label shows it as is.
                    grid.addWidget(QLabel(translated(spec.text).replace("&&", "&")), row, col * 2 + 1)
                    row += 1
        footer = QLabel(
            self.tr("Press any key to close. The scan field takes every key you type outside an input field.")
        )
        footer.setStyleSheet("color: #555")
        grid.addWidget(footer, 99, 0, 1, 4)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._fill()
        super().changeEvent(event)

    def open(self) -> None:
        self.setGeometry(self._covered.rect())
        self.show()
        self.raise_()
        self.setFocus()

    def listed_action_ids(self) -> set[str]:
        return {
            label.objectName().removeprefix("keys_")
            for label in self.findChildren(QLabel)
            if label.objectName().startswith("keys_")
        }

    def paintEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(0, 0, 0, 140))

    def keyPressEvent(self, event: QEvent) -> None:  # noqa: N802
        self.hide()
        event.accept()

    def mousePressEvent(self, event: QEvent) -> None:  # noqa: N802
        self.hide()
        event.accept()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self._covered and event.type() == QEvent.Type.Resize and self.isVisible():
            self.setGeometry(self._covered.rect())
        return False
