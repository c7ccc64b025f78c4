"""Every action of the window with its keyboard shortcut, and the help overlay (F1 or ?) that lists them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QPainter, QColor
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget


@dataclass(frozen=True)
class ActionSpec:
    """One operator action: its id, label, shortcuts (the first is shown in menus) and help group."""

    id: str
    text: str
    keys: tuple[str, ...]
    group: str


# One table so the help overlay, the menus and the test "every action has a shortcut" read the same place.
ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("focus_scan", "Go to the scan field", ("F2", "Ctrl+L"), "Scan"),
    ActionSpec("toggle_scan_to_print", "Scan to print on/off", ("Ctrl+T",), "Scan"),
    ActionSpec("focus_filter", "Filter the order queue", ("Ctrl+F",), "Orders"),
    ActionSpec("sync_orders", "Fetch open orders from the service", ("F5",), "Orders"),
    ActionSpec("import_orders", "Import orders from CSV or JSON…", ("Ctrl+O",), "Orders"),
    ActionSpec("focus_queue", "Go to the order queue", ("Ctrl+1",), "Orders"),
    ActionSpec("focus_detail", "Go to the shipment detail", ("Ctrl+2",), "Shipment"),
    ActionSpec("focus_printers", "Go to the printer groups", ("Ctrl+3",), "Printing"),
    ActionSpec("create_shipment", "Create the shipment and print its label", ("Ctrl+Return", "Ctrl+Enter"), "Shipment"),
    ActionSpec("print_label", "Print (or reprint) the label", ("Ctrl+P",), "Shipment"),
    ActionSpec("save_pdf", "Save the label as PDF…", ("Ctrl+S",), "Shipment"),
    ActionSpec("cancel_shipment", "Cancel the shipment", ("Ctrl+Shift+Delete",), "Shipment"),
    ActionSpec("create_return", "Create a return", ("Ctrl+R",), "Shipment"),
    ActionSpec("refresh_shipment", "Refresh status and tracking", ("Ctrl+Shift+R",), "Shipment"),
    ActionSpec("copy_tracking_url", "Copy the public tracking URL", ("Ctrl+Shift+C",), "Shipment"),
    ActionSpec("add_note", "Add a note to the order", ("Ctrl+N",), "Shipment"),
    ActionSpec("delivery_options", "Choose delivery options…", ("Ctrl+E",), "Shipment"),
    ActionSpec("batch_selected", "Batch: ship and print the selected orders", ("Ctrl+B",), "Batch"),
    ActionSpec("cancel_batch", "Stop the running batch", ("Ctrl+Shift+B",), "Batch"),
    ActionSpec("printer_profiles", "Printer profiles…", ("Ctrl+Shift+P",), "Printing"),
    ActionSpec("packing_slip", "Packing slip: shop, logo, where it prints…", ("Ctrl+Shift+K",), "Printing"),
    ActionSpec("scale", "Scale: USB or serial…", ("Ctrl+Shift+W",), "Printing"),
    ActionSpec("close_day", "Close the day: handover lists and summary…", ("Ctrl+Shift+E",), "Printing"),
    ActionSpec("account", "Account setup…", ("Ctrl+,",), "Application"),
    ActionSpec("dismiss_errors", "Dismiss all error messages", ("Ctrl+Shift+D",), "Application"),
    ActionSpec("help", "Show these shortcuts", ("F1", "?"), "Application"),
    ActionSpec("quit", "Quit", ("Ctrl+Q",), "Application"),
)
ACTION_BY_ID: dict[str, ActionSpec] = {spec.id: spec for spec in ACTIONS}


def make_action(parent: QObject, spec: ActionSpec, handler: Callable[[], object]) -> QAction:
    """A QAction with the spec's text and shortcuts, active anywhere in the window."""
    action = QAction(spec.text, parent)
    action.setObjectName(f"action_{spec.id}")
    action.setShortcuts([QKeySequence(key) for key in spec.keys])
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.triggered.connect(lambda _checked=False: handler())
    return action


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
        grid = QGridLayout(card)
        grid.setContentsMargins(24, 18, 24, 18)
        grid.setHorizontalSpacing(24)
        title = QLabel("<h2>Keyboard shortcuts</h2>")
        grid.addWidget(title, 0, 0, 1, 4)
        groups: dict[str, list[ActionSpec]] = {}
        for spec in ACTIONS:
            groups.setdefault(spec.group, []).append(spec)
        # Two columns of groups so the list fits a laptop screen.
        columns = [["Scan", "Orders", "Batch"], ["Shipment", "Printing", "Application"]]
        for col, names in enumerate(columns):
            row = 1
            for name in names:
                grid.addWidget(QLabel(f"<b>{name}</b>"), row, col * 2, 1, 2)
                row += 1
                for spec in groups.get(name, []):
                    keys = QLabel(f"<code>{native_text(spec.keys)}</code>")
                    keys.setObjectName(f"keys_{spec.id}")
                    grid.addWidget(keys, row, col * 2)
                    grid.addWidget(QLabel(spec.text), row, col * 2 + 1)
                    row += 1
        footer = QLabel("Press any key to close. The scan field takes every key you type outside an input field.")
        footer.setStyleSheet("color: #555")
        grid.addWidget(footer, 99, 0, 1, 4)
        outer.addWidget(card)
        self.hide()
        parent.installEventFilter(self)

    def open(self) -> None:
        self.setGeometry(self._covered.rect())
        self.show()
        self.raise_()
        self.setFocus()

    def listed_action_ids(self) -> set[str]:
        return {label.objectName().removeprefix("keys_") for label in self.findChildren(QLabel) if label.objectName().startswith("keys_")}

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
