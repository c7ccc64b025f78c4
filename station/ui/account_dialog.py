"""Account setup: sandbox in one click, an OAuth client, or shop API keys; secrets go to the keyring through the services."""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from urllib.parse import urlparse

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from station.domain.models import Address
from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.services.account import AccountMode, AccountSettings
from station.services.session import production_addresses
from station.ui.language import SaidTexts, translated
from station.ui.sender_settings import SenderSettings

log = logging.getLogger("station.ui.account")

# spec §5 Scopes; the first four are what Station needs to ship and print.
SCOPES: tuple[tuple[str, Text], ...] = (
    ("shipments.read", QT_TRANSLATE_NOOP("AccountDialog", "List and fetch shipments")),
    ("shipments.write", QT_TRANSLATE_NOOP("AccountDialog", "Create, update and cancel shipments")),
    ("orders.read", QT_TRANSLATE_NOOP("AccountDialog", "Read orders")),
    ("orders.write", QT_TRANSLATE_NOOP("AccountDialog", "Manage orders and notes")),
    ("webhooks.write", QT_TRANSLATE_NOOP("AccountDialog", "Manage webhooks")),
)
KEEP_SECRET_HINT = QT_TRANSLATE_NOOP("AccountDialog", "Stored in the keyring — leave empty to keep it")


@dataclass(frozen=True)
class OAuthChoice:
    base_url: str
    printing_base_url: str
    client_id: str
    client_secret: str  # empty: keep the one in the keyring
    scopes: tuple[str, ...]


@dataclass(frozen=True)
class ApiKeysChoice:
    base_url: str
    printing_base_url: str
    api_keys: dict[str, str]  # shop name → key; an empty key keeps the one in the keyring
    default_shop: str
    production: bool = False  # the production service (its own wire format), not the contract's
    auth_scheme: str = ""  # production: "bearer" (its default) or "basic" before the key


class AccountDialog(QDialog):
    """Collects the operator's choice; the caller hands it to the account service (which owns the keyring).

    Secrets are never shown back: their fields start empty and say whether one is stored.
    """

    sandbox_chosen = Signal()
    oauth_chosen = Signal(object)  # OAuthChoice
    api_keys_chosen = Signal(object)  # ApiKeysChoice
    sign_out_requested = Signal()
    senders_chosen = Signal(object)  # {shop: Address}: the session's sender addresses to save
    webhooks_requested = Signal()  # the shop owner's webhook subscriptions (station.ui.webhooks_panel)
    delivery_settings_requested = Signal()  # the shop's delivery days (station.ui.delivery_settings)

    def __init__(
        self,
        settings: AccountSettings,
        *,
        stored_secrets: frozenset[str] = frozenset(),
        signed_in: bool,
        keyring_problem: str = "",
        sender_shops: Sequence[str] = (),
        senders: Mapping[str, Address | None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """`stored_secrets`: which secrets exist ("client_secret", "apikey.<shop>"), never their values.

        `keyring_problem`: why there is no secure keyring ("" when there is one). Then only the sandbox can be
        chosen: an OAuth client or API keys could not be stored, so saving them is disabled, with the reason shown.
        `sender_shops` and `senders`: the shops Station ships for now and their sender addresses (None: not set).
        """
        super().__init__(parent)
        self.setObjectName("accountDialog")
        self._said = SaidTexts()  # every text below, said again at a language switch
        self.destroyed.connect(self._said.forget)
        self._said.say(self.setWindowTitle, lambda: self.tr("Account"))
        self.setMinimumWidth(560)
        self._stored = stored_secrets

        intro = self._said.label(
            lambda: self.tr(
                "Station needs a shipping service account. Try it first with the built-in <b>sandbox</b> "
                "(labels are not real), then enter your shop's <b>production API key</b> (MyParcel, SendMyParcel), "
                "or an OAuth client or API keys of a service that speaks Station's contract."
            )
        )
        intro.setWordWrap(True)
        self.sandbox_button = QPushButton()
        self._said.say(self.sandbox_button.setText, lambda: self.tr("Use the sandbox (one click)"))
        self.sandbox_button.setObjectName("useSandbox")
        self.sandbox_button.clicked.connect(self._choose_sandbox)

        urls = QGroupBox()

        self._said.say(urls.setTitle, lambda: self.tr("Service"))
        url_form = QFormLayout(urls)
        self.base_url_edit = QLineEdit(settings.base_url if settings.mode is not AccountMode.SANDBOX else "")
        self.base_url_edit.setObjectName("baseUrl")
        self.base_url_edit.setPlaceholderText("https://api.example.com")
        self.printing_url_edit = QLineEdit(
            settings.printing_base_url if settings.mode is not AccountMode.SANDBOX else ""
        )
        self.printing_url_edit.setObjectName("printingBaseUrl")
        self._said.say(
            self.printing_url_edit.setPlaceholderText,
            lambda: self.tr("optional: the printing API (default: base URL + /printing)"),
        )
        url_form.addRow(self._said.label(lambda: self.tr("&Base URL"), buddy=self.base_url_edit), self.base_url_edit)
        url_form.addRow(
            self._said.label(lambda: self.tr("&Printing API URL"), buddy=self.printing_url_edit), self.printing_url_edit
        )

        self.production_radio = QRadioButton()

        self._said.say(self.production_radio.setText, lambda: self.tr("P&roduction (API key)"))
        self.production_radio.setObjectName("productionMode")
        self._said.say(
            self.production_radio.setToolTip,
            lambda: self.tr(
                "A shop's real account on the production service (MyParcel's API): "
                "one API key per shop, from the back office"
            ),
        )
        self.oauth_radio = QRadioButton()
        self._said.say(self.oauth_radio.setText, lambda: self.tr("&OAuth client (client credentials)"))
        self._said.say(
            self.oauth_radio.setToolTip,
            lambda: self.tr("A service that speaks Station's contract; the production service has no OAuth"),
        )
        self.keys_radio = QRadioButton()
        self._said.say(self.keys_radio.setText, lambda: self.tr("Shop &API keys (contract)"))
        self._said.say(
            self.keys_radio.setToolTip,
            lambda: self.tr("A service that speaks Station's contract, with one API key per shop"),
        )
        mode_group = QButtonGroup(self)
        for radio in (self.production_radio, self.oauth_radio, self.keys_radio):
            mode_group.addButton(radio)
        self.stack = QStackedWidget()
        self.stack.addWidget(self._build_oauth(settings))
        self.stack.addWidget(self._build_keys(settings))
        self.oauth_radio.toggled.connect(lambda on: self.stack.setCurrentIndex(0 if on else 1))
        self.production_radio.toggled.connect(self._production_toggled)
        chosen = {AccountMode.API_KEY: self.keys_radio, AccountMode.OAUTH: self.oauth_radio}.get(
            settings.mode, self.production_radio
        )
        chosen.setChecked(True)
        self.stack.setCurrentIndex(0 if chosen is self.oauth_radio else 1)
        self._production_toggled(chosen is self.production_radio)
        modes = QHBoxLayout()
        modes.addWidget(self.production_radio)
        modes.addWidget(self.oauth_radio)
        modes.addWidget(self.keys_radio)
        modes.addStretch(1)

        self.problem_label = QLabel()
        self.problem_label.setObjectName("accountProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b00020")

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._save)
        buttons.rejected.connect(self.reject)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        self.sign_out_button = buttons.addButton("", QDialogButtonBox.ButtonRole.DestructiveRole)
        self._said.say(self.sign_out_button.setText, lambda: self.tr("Sign out"))
        self.sign_out_button.setObjectName("signOut")
        self._said.say(
            self.sign_out_button.setToolTip,
            lambda: self.tr("Revoke the token on the service and delete every secret from the keyring"),
        )
        self.sign_out_button.setEnabled(signed_in)
        self.sign_out_button.clicked.connect(self._sign_out)

        self.keyring_label = QLabel()
        self.keyring_label.setObjectName("keyringProblem")
        self.keyring_label.setWordWrap(True)
        self.keyring_label.setStyleSheet("color: #b00020")
        self.keyring_label.setVisible(bool(keyring_problem))
        if keyring_problem:
            self._said.say(
                self.keyring_label.setText,
                lambda: (
                    translated(keyring_problem)
                    + " "
                    + self.tr("Until then the sandbox works; an OAuth client or API keys cannot be saved.")
                ),
            )
            self.keyring_label.setTextFormat(Qt.TextFormat.PlainText)
            self.save_button.setEnabled(False)
            self._said.say(self.save_button.setToolTip, lambda: self.tr("Needs a secure keyring to store the secret"))

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.keyring_label)
        layout.addWidget(self.sandbox_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(urls)
        layout.addLayout(modes)
        layout.addWidget(self.stack)
        self.sender_settings = SenderSettings(sender_shops, senders or {})
        self.sender_settings.senders_chosen.connect(self.senders_chosen)
        layout.addWidget(self.sender_settings)
        self.webhooks_button = QPushButton()
        self._said.say(self.webhooks_button.setText, lambda: self.tr("&Webhooks…"))
        self.webhooks_button.setObjectName("openWebhooks")
        self._said.say(
            self.webhooks_button.setToolTip,
            lambda: self.tr("The addresses of your shop's server the service calls when a shipment or order changes"),
        )
        self.webhooks_button.clicked.connect(self.webhooks_requested)
        self.delivery_button = QPushButton()
        self._said.say(self.delivery_button.setText, lambda: self.tr("&Delivery days…"))
        self.delivery_button.setObjectName("openDeliverySettings")
        self._said.say(
            self.delivery_button.setToolTip,
            lambda: self.tr(
                "The days your parcels go to the carrier, cutoffs, closed days: what the delivery options offer"
            ),
        )
        self.delivery_button.clicked.connect(self.delivery_settings_requested)
        shop_buttons = QHBoxLayout()
        shop_buttons.addWidget(self.delivery_button)
        shop_buttons.addWidget(self.webhooks_button)
        shop_buttons.addStretch(1)
        layout.addLayout(shop_buttons)
        layout.addWidget(self.problem_label)
        layout.addWidget(buttons)

    # -- building ----------------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._said.again()
        super().changeEvent(event)

    def _build_oauth(self, settings: AccountSettings) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.client_id_edit = QLineEdit(settings.client_id)
        self.client_id_edit.setObjectName("clientId")
        self.client_secret_edit = QLineEdit()
        self.client_secret_edit.setObjectName("clientSecret")
        self.client_secret_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self._said.say(
            self.client_secret_edit.setPlaceholderText,
            lambda: translated(KEEP_SECRET_HINT) if "client_secret" in self._stored else "",
        )
        scopes = QWidget()
        scope_layout = QVBoxLayout(scopes)
        scope_layout.setContentsMargins(0, 0, 0, 0)
        self.scope_boxes: dict[str, QCheckBox] = {}
        for scope, meaning in SCOPES:
            box = QCheckBox()
            self._said.say(box.setText, lambda scope=scope, meaning=meaning: f"{scope} — {translated(meaning)}")  # type: ignore[misc]
            box.setChecked(scope in settings.scopes)
            self.scope_boxes[scope] = box
            scope_layout.addWidget(box)
        form.addRow(self._said.label(lambda: self.tr("Client &ID"), buddy=self.client_id_edit), self.client_id_edit)
        form.addRow(
            self._said.label(lambda: self.tr("Client &secret"), buddy=self.client_secret_edit), self.client_secret_edit
        )
        form.addRow(self._said.label(lambda: self.tr("Scopes")), scopes)
        return page

    def _build_keys(self, settings: AccountSettings) -> QWidget:
        page = QWidget()
        self.keys_table = QTableWidget(0, 2)
        self.keys_table.setObjectName("apiKeys")
        self._said.say(
            lambda _words: self.keys_table.setHorizontalHeaderLabels([self.tr("Shop"), self.tr("API key")]),
            lambda: "",
            key="keysHeader",
        )
        self.keys_table.horizontalHeader().setStretchLastSection(True)
        for shop in settings.shops if settings.mode in (AccountMode.API_KEY, AccountMode.PRODUCTION) else ():
            self.add_key_row(shop)
        if self.keys_table.rowCount() == 0:
            self.add_key_row("")
        add = QPushButton()
        self._said.say(add.setText, lambda: self.tr("Add a shop"))
        add.clicked.connect(lambda: self.add_key_row(""))
        self.scheme_combo = QComboBox()
        self.scheme_combo.setObjectName("authScheme")
        self._said.item(self.scheme_combo, lambda: self.tr("bearer (recommended)"), "bearer")
        self._said.item(self.scheme_combo, lambda: self.tr("basic (if something in between needs it)"), "basic")
        self.scheme_combo.setCurrentIndex(max(0, self.scheme_combo.findData(settings.auth_scheme or "bearer")))
        self._said.say(
            self.scheme_combo.setToolTip,
            lambda: self.tr(
                "The word before the API key in the Authorization header; the service takes both with the same key"
            ),
        )
        self.scheme_row = QWidget()
        scheme_layout = QHBoxLayout(self.scheme_row)
        scheme_layout.setContentsMargins(0, 0, 0, 0)
        scheme_layout.addWidget(self._said.label(lambda: self.tr("Key sent as")))
        scheme_layout.addWidget(self.scheme_combo, 1)
        layout = QVBoxLayout(page)
        layout.addWidget(self.keys_table)
        layout.addWidget(add, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.scheme_row)
        return page

    def add_key_row(self, shop: str) -> None:
        row = self.keys_table.rowCount()
        self.keys_table.insertRow(row)
        self.keys_table.setItem(row, 0, QTableWidgetItem(shop))
        key_edit = QLineEdit()
        key_edit.setEchoMode(QLineEdit.EchoMode.Password)  # keys never on screen (or in a screenshot)
        key_edit.setPlaceholderText(translated(KEEP_SECRET_HINT) if f"apikey.{shop}" in self._stored and shop else "")
        self.keys_table.setCellWidget(row, 1, key_edit)

    def _production_toggled(self, on: bool) -> None:
        """Production fills in the service's own addresses where none are entered (both stay editable); leaving
        production takes them out again, since those hosts speak only the production format (a contract account
        with the production printing host kept would send its key there)."""
        self.scheme_row.setVisible(on)
        for edit, default in zip((self.base_url_edit, self.printing_url_edit), production_addresses(), strict=True):
            if on and not edit.text().strip():
                edit.setText(default)
            elif not on and edit.text().strip().rstrip("/") == default:
                edit.clear()

    # -- choices -----------------------------------------------------------------------------------------
    def _senders_saved(self) -> bool:
        """The sender fields edited and not saved yet are saved with the dialog; False (shown inline) when one
        breaks a rule, so nothing closes over a wrong sender."""
        if not self.sender_settings.edited:
            return True
        before = self.sender_settings.edited
        self.sender_settings.save()
        if before and self.sender_settings.edited:
            self._problem(self.tr("Correct the sender address first (the fields marked in red)."))
            return False
        return True

    def _choose_sandbox(self) -> None:
        if not self._senders_saved():
            return
        self.sandbox_chosen.emit()
        self.accept()

    def _sign_out(self) -> None:
        self.sign_out_requested.emit()
        self.accept()

    def _urls(self) -> tuple[str, str] | None:
        base = self.base_url_edit.text().strip()
        printing = self.printing_url_edit.text().strip()
        for label, url, required in (
            (self.tr("The base URL"), base, True),
            (self.tr("The printing API URL"), printing, False),
        ):
            if not url and not required:
                continue
            parsed = urlparse(url)
            if parsed.scheme not in ("http", "https") or not parsed.netloc:
                self._problem(
                    self.tr("{field} must start with https:// (or http:// for a local sandbox).").format(field=label)
                )
                return None
        return base, printing

    def _problem(self, text: str) -> None:
        # The texts name fields, never their values: nothing secret reaches the log.
        log.info("account setup refused: %s", text)
        self.problem_label.setText(text)

    def _save(self) -> None:
        if not self._senders_saved():
            return
        urls = self._urls()
        if urls is None:
            return
        if self.oauth_radio.isChecked():
            client_id = self.client_id_edit.text().strip()
            secret = self.client_secret_edit.text()
            scopes = tuple(scope for scope, box in self.scope_boxes.items() if box.isChecked())
            if not client_id:
                self._problem(self.tr("Enter the client ID."))
                return
            if not secret and "client_secret" not in self._stored:
                self._problem(self.tr("Enter the client secret."))
                return
            if not scopes:
                self._problem(self.tr("Choose at least one scope."))
                return
            self.oauth_chosen.emit(OAuthChoice(*urls, client_id, secret, scopes))
        else:
            keys: dict[str, str] = {}
            for row in range(self.keys_table.rowCount()):
                shop_item = self.keys_table.item(row, 0)
                shop = shop_item.text().strip() if shop_item is not None else ""
                key_edit = self.keys_table.cellWidget(row, 1)
                key = key_edit.text().strip() if isinstance(key_edit, QLineEdit) else ""
                if not shop and not key:
                    continue
                if not shop:
                    self._problem(self.tr("Row {row}: enter the shop name for this key.").format(row=row + 1))
                    return
                if not key and f"apikey.{shop}" not in self._stored:
                    self._problem(self.tr("Enter the API key of shop {shop}.").format(shop=shop))
                    return
                keys[shop] = key
            if not keys:
                self._problem(self.tr("Enter at least one shop and its API key."))
                return
            production = self.production_radio.isChecked()
            self.api_keys_chosen.emit(
                ApiKeysChoice(
                    *urls,
                    keys,
                    next(iter(keys)),
                    production=production,
                    auth_scheme=str(self.scheme_combo.currentData()) if production else "",
                )
            )
        self.accept()
