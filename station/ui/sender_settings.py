"""The sender address per shop, in the account settings: printed after FROM on every label, where returns go back.

Checked as a recipient is (station.domain's rules), with each problem under its own field; it is not a secret, so
the account's settings file keeps it (never the keyring).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from station.domain.field_rules import address_violations
from station.domain.models import Address
from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.ui.language import translated

# The address fields in the contract's names (violations name them `sender.<field>`), with their labels.
SENDER_FIELDS: tuple[tuple[str, Text], ...] = (
    ("name", QT_TRANSLATE_NOOP("SenderSettings", "&Name")),
    ("street", QT_TRANSLATE_NOOP("SenderSettings", "Street and &number")),
    ("postal_code", QT_TRANSLATE_NOOP("SenderSettings", "Postal &code")),
    ("city", QT_TRANSLATE_NOOP("SenderSettings", "Cit&y")),
    ("country", QT_TRANSLATE_NOOP("SenderSettings", "Co&untry")),
    ("email", QT_TRANSLATE_NOOP("SenderSettings", "E-&mail")),
    ("phone", QT_TRANSLATE_NOOP("SenderSettings", "P&hone")),
)
INVALID_STYLE = "border: 1px solid #b00020"


def shop_title(shop: str) -> str:
    """How a shop is named to the operator ("" is an OAuth client's one shop, "sandbox" the sandbox's)."""
    if shop == "sandbox":
        return translated(QT_TRANSLATE_NOOP("SenderSettings", "Sandbox shop (Demo NL)"))
    return shop or translated(QT_TRANSLATE_NOOP("SenderSettings", "This account's shop"))


class SenderSettings(QGroupBox):
    """Edits the sender address of each shop; `senders_chosen({shop: Address})` once every edited one is valid."""

    senders_chosen = Signal(object)  # dict[str, Address]

    def __init__(
        self, shops: Sequence[str], senders: Mapping[str, Address | None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("senderSettings")
        self._shops = tuple(shops) or ("",)
        self._addresses: dict[str, Address | None] = {shop: senders.get(shop) for shop in self._shops}
        self._edited: set[str] = set()
        self._touched: set[str] = set()  # fields typed in: their problems show while typing, the rest on saving
        self._current = self._shops[0]

        self.shop_box = QComboBox()
        self.shop_box.setObjectName("senderShop")
        for shop in self._shops:
            self.shop_box.addItem(shop_title(shop), shop)
        self.shop_box.currentIndexChanged.connect(self._shop_changed)
        self.shop_row = QWidget()
        shop_layout = QHBoxLayout(self.shop_row)
        shop_layout.setContentsMargins(0, 0, 0, 0)
        self._shop_label = QLabel()
        shop_layout.addWidget(self._shop_label)
        shop_layout.addWidget(self.shop_box, 1)
        self.shop_row.setVisible(len(self._shops) > 1)

        form = QFormLayout()
        self.edits: dict[str, QLineEdit] = {}
        self.errors: dict[str, QLabel] = {}
        self._captions: dict[str, QLabel] = {}
        for field, _label in SENDER_FIELDS:
            edit = QLineEdit()
            edit.setObjectName(f"sender_{field}")
            edit.textEdited.connect(lambda _text, field=field: self._edited_now(field))
            error = QLabel()
            error.setObjectName(f"sender_{field}_error")
            error.setWordWrap(True)
            error.setStyleSheet("color: #b00020")
            caption = QLabel()
            self._captions[field] = caption
            caption.setBuddy(edit)  # Alt+letter goes to the field
            form.addRow(caption, edit)
            # The message is a row of its own under its field, shown only with a message: in one row with the field
            # (a nested layout) the form squeezed the field under the wrapped message.
            form.addRow(QLabel(), error)
            form.setRowVisible(error, False)
            self.edits[field] = edit
            self.errors[field] = error
        self._form = form
        self.edits["country"].setMaxLength(2)

        self.save_button = QPushButton()
        self.save_button.setObjectName("saveSender")
        self.save_button.clicked.connect(self.save)
        self.status = QLabel()
        self.status.setObjectName("senderStatus")
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.status, 1)

        layout = QVBoxLayout(self)
        layout.addWidget(self.shop_row)
        layout.addLayout(form)
        layout.addLayout(buttons)
        self._said: Callable[[], str] | None = None  # the status line, said again at a language switch
        self.retranslate_ui()
        self._show(self._current)

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("Sender address — printed on every label, returns go back to it"))
        self._shop_label.setText(self.tr("Shop"))
        for index, shop in enumerate(self._shops):
            self.shop_box.setItemText(index, shop_title(shop))
        for field, label in SENDER_FIELDS:
            self._captions[field].setText(translated(label))
        self.edits["country"].setPlaceholderText(self.tr("NL or BE"))
        self.edits["postal_code"].setPlaceholderText(self.tr("1234 AB (NL) or 1234 (BE)"))
        self.save_button.setText(self.tr("Save s&ender"))
        if self._said is not None:
            self.status.setText(self._said())
        self._show_problems(self.address(), only=self._touched)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _say(self, said: Callable[[], str] | None, style: str = "") -> None:
        self._said = said
        self.status.setText(said() if said is not None else "")
        self.status.setStyleSheet(style)

    # -- reading -------------------------------------------------------------------------------------------
    @property
    def edited(self) -> bool:
        return bool(self._edited)

    def address(self) -> Address:
        """The address as typed for the shop shown."""
        return Address(**{field: edit.text().strip() for field, edit in self.edits.items()})

    def choice(self) -> dict[str, Address] | None:
        """Every edited shop's sender when all are valid; otherwise None, with the problems under their fields (the
        first shop with one is shown)."""
        self._keep_current()
        chosen: dict[str, Address] = {}
        for shop in self._shops:
            if shop not in self._edited:
                continue
            address = self._addresses.get(shop) or Address("", "", "", "", "")
            if address_violations(address, "sender"):
                if shop != self._current:
                    self.shop_box.setCurrentIndex(self._shops.index(shop))
                self._show_problems(address)
                return None
            chosen[shop] = address
        return chosen

    # -- acting --------------------------------------------------------------------------------------------
    def save(self) -> None:
        """Checks the edited senders and hands them on; nothing is saved while one breaks a rule."""
        chosen = self.choice()
        if chosen is None:
            self._say(lambda: self.tr("Not saved: correct the fields marked in red."), "color: #b00020")
            return
        if not chosen:
            self._say(lambda: self.tr("Nothing changed."))
            return
        self._edited.clear()
        self._say(lambda: self.tr("Sender saved: the next shipments are sent from it."), "color: #1b7f3b")
        self.senders_chosen.emit(chosen)

    # -- internals -----------------------------------------------------------------------------------------
    def _edited_now(self, field: str) -> None:
        self._edited.add(self._current)
        self._touched.add(field)
        self._say(None)
        self._show_problems(self.address(), only=self._touched)

    def _keep_current(self) -> None:
        if self._current in self._edited:
            self._addresses[self._current] = self.address()

    def _shop_changed(self, index: int) -> None:
        self._keep_current()
        self._current = self._shops[index] if 0 <= index < len(self._shops) else self._shops[0]
        self._show(self._current)

    def _show(self, shop: str) -> None:
        address = self._addresses.get(shop)
        for field, edit in self.edits.items():
            edit.setText(getattr(address, field) if address is not None else "")
        self._touched.clear()
        if address is None:
            self._say(
                lambda: self.tr("No sender set up for {shop}: shipments cannot be created until it is.").format(
                    shop=shop_title(shop)
                ),
                "color: #9a6700",
            )
        self._show_problems(None)

    def _show_problems(self, address: Address | None, only: set[str] | None = None) -> None:
        """Each rule the address breaks, under its field (inline, specific); `only` these fields when given."""
        problems = address_violations(address, "sender") if address is not None else []
        for field, edit in self.edits.items():
            messages = [
                translated(violation.message)
                for violation in problems
                if violation.field == f"sender.{field}" and (only is None or field in only)
            ]
            edit.setStyleSheet(INVALID_STYLE if messages else "")
            error = self.errors[field]
            error.setText("\n".join(messages))
            self._form.setRowVisible(error, bool(messages))
