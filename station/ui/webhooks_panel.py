"""The shop owner's webhook subscriptions, opened from the account settings: list, add (checked before sending, each
problem under its field), remove (asked first). What the service refuses goes to the window's one error area."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from station.domain.webhooks import HOOK_FIELD, URL_FIELD
from station.services.webhooks import WEBHOOK_EVENTS, WebhookService, WebhookSubscription
from station.ui.async_tasks import TaskRegistry, tracked_slot
from station.ui.language import SaidTexts, translated
from station.ui.question_box import QuestionBox
from station.ui.sender_settings import shop_title

log = logging.getLogger("station.ui.webhooks")

INVALID_STYLE = "border: 1px solid #b00020"
PROBLEM_STYLE = "color: #b00020"
EVENT_COLUMN, URL_COLUMN, REMOVE_COLUMN = 0, 1, 2


def _event_words(hook: str, meaning: str) -> str:
    """An event as the list offers it: its name as the shop's server receives it, and what it means."""
    return f"{hook} — {translated(meaning)}"


class WebhooksPanel(QWidget):
    """One shop's subscriptions as the service lists them; nothing changes here before the service confirmed it."""

    refreshed = Signal()

    def __init__(self, service: WebhookService, tasks: TaskRegistry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("webhooksPanel")
        self.service = service
        self.tasks = tasks
        self.subscriptions: list[WebhookSubscription] = []
        self._problems: dict[str, list[str]] = {}  # shown under the fields, said again at a language switch
        self._confirm: QMessageBox | None = None
        # Every text is said again at a language switch (changeEvent).
        self._said = said = SaidTexts()
        self.destroyed.connect(lambda _gone: said.forget())

        intro = said.label(
            lambda: self.tr(
                "The service calls these https addresses of your shop's server when something happens: one address "
                "per event. Station itself does not need them."
            ),
            self,
        )
        intro.setWordWrap(True)

        self.shop_box = QComboBox(self)
        self.shop_box.setObjectName("webhookShop")
        for shop in service.shops():
            self.shop_box.addItem(shop_title(shop), shop)
        self.shop_box.currentIndexChanged.connect(lambda _index: self.refresh())
        shop_row = QHBoxLayout()
        self.shop_label = said.label(lambda: self.tr("&Shop"), self, buddy=self.shop_box)
        shop_row.addWidget(self.shop_label)
        shop_row.addWidget(self.shop_box, 1)
        several_shops = self.shop_box.count() > 1
        self.shop_label.setVisible(several_shops)
        self.shop_box.setVisible(several_shops)

        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("webhookList")
        said.say(
            lambda _words: self.table.setHorizontalHeaderLabels([self.tr("Event"), self.tr("Address"), ""]),
            lambda: "",
            key="headers",
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(EVENT_COLUMN, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(URL_COLUMN, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(REMOVE_COLUMN, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.empty_label = said.label(lambda: self.tr("No webhooks yet."), self)
        self.empty_label.setObjectName("noWebhooks")
        self.status_label = QLabel(self)
        self.status_label.setObjectName("webhookStatus")
        self.status_label.setWordWrap(True)

        self.hook_box = QComboBox(self)
        self.hook_box.setObjectName("webhookEvent")
        said.item(self.hook_box, lambda: self.tr("Choose an event…"), "")
        for event in WEBHOOK_EVENTS:
            said.item(self.hook_box, partial(_event_words, event.hook, event.meaning), event.hook)
        self.url_edit = QLineEdit(self)
        self.url_edit.setObjectName("webhookUrl")
        self.url_edit.setPlaceholderText("https://shop.example.nl/hooks/shipments")
        self.add_button = QPushButton(self)
        said.say(self.add_button.setText, lambda: self.tr("&Add webhook"))
        self.add_button.setObjectName("addWebhook")
        self.problem_labels: dict[str, QLabel] = {}
        add_box = QGroupBox(self)
        said.say(add_box.setTitle, lambda: self.tr("Add a webhook"))
        form = QFormLayout(add_box)
        for field, label, editor in (
            (HOOK_FIELD, said.label(lambda: self.tr("&Event"), add_box, buddy=self.hook_box), self.hook_box),
            (URL_FIELD, said.label(lambda: self.tr("Add&ress"), add_box, buddy=self.url_edit), self.url_edit),
        ):
            problem = QLabel(add_box)
            problem.setObjectName(f"webhookProblem_{field}")
            problem.setWordWrap(True)
            problem.setStyleSheet(PROBLEM_STYLE)
            problem.setVisible(False)
            self.problem_labels[field] = problem
            form.addRow(label, editor)
            form.addRow("", problem)
        form.addRow("", self.add_button)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(shop_row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.status_label)
        layout.addWidget(add_box)

        self.add_button.clicked.connect(self.add)
        self.url_edit.returnPressed.connect(self.add)
        self.url_edit.textEdited.connect(lambda _text: self._clear_problem(URL_FIELD))
        self.hook_box.currentIndexChanged.connect(lambda _index: self._clear_problem(HOOK_FIELD))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._said.again()
            self._show(self.subscriptions)  # the rows' Remove buttons
            self.show_problems(self._problems)  # the field problems shown, in the new language
        super().changeEvent(event)

    @property
    def shop(self) -> str:
        return str(self.shop_box.currentData() or "")

    # --- showing -----------------------------------------------------------------------------------------------

    def _show(self, subscriptions: Sequence[WebhookSubscription]) -> None:
        self.subscriptions = list(subscriptions)
        self.table.setRowCount(0)
        for row, subscription in enumerate(self.subscriptions):
            self.table.insertRow(row)
            self.table.setItem(row, EVENT_COLUMN, QTableWidgetItem(subscription.hook))
            self.table.setItem(row, URL_COLUMN, QTableWidgetItem(subscription.url))
            remove = QPushButton(self.tr("Remove…"), self.table)
            remove.setObjectName(f"removeWebhook_{subscription.id}")
            remove.clicked.connect(lambda _checked=False, chosen=subscription: self.confirm_remove(chosen))
            self.table.setCellWidget(row, REMOVE_COLUMN, remove)
        self.empty_label.setVisible(not self.subscriptions)

    def rows(self) -> list[tuple[str, str]]:
        """(event, address) of each row, as shown."""
        return [(subscription.hook, subscription.url) for subscription in self.subscriptions]

    def show_problems(self, problems: dict[str, list[str]]) -> None:
        """Each problem under its field, the field outlined; fields without problems cleared."""
        self._problems = problems
        for field, label in self.problem_labels.items():
            messages = problems.get(field, [])
            label.setText("\n".join(map(translated, messages)))
            label.setVisible(bool(messages))
            self._editor(field).setStyleSheet(INVALID_STYLE if messages else "")

    def _clear_problem(self, field: str) -> None:
        self._problems = {name: found for name, found in self._problems.items() if name != field}
        self.problem_labels[field].setVisible(False)
        self._editor(field).setStyleSheet("")

    def _editor(self, field: str) -> QWidget:
        return self.hook_box if field == HOOK_FIELD else self.url_edit

    # --- calling the service -----------------------------------------------------------------------------------

    @tracked_slot(exclusive=True)
    async def refresh(self) -> None:
        shop = self.shop
        self._said.say(self.status_label.setText, lambda: self.tr("Reading the webhooks…"))
        try:
            subscriptions = await self.service.subscriptions(shop)
        except Exception:
            self._said.say(
                self.status_label.setText,
                lambda: self.tr("The webhooks could not be read; see the message in the window."),
            )
            raise
        if shop != self.shop:
            return  # another shop was chosen meanwhile: its own refresh shows it
        self._show(subscriptions)
        self._said.say(self.status_label.setText, lambda: "")
        self.refreshed.emit()

    def add(self) -> None:
        """Checks at once (each problem under its field, nothing sent), then sends in the background."""
        hook = str(self.hook_box.currentData() or "")
        url = self.url_edit.text()
        problems = self.service.problems(hook, url, self.subscriptions)
        if problems:
            by_field: dict[str, list[str]] = {}
            for problem in problems:
                by_field.setdefault(problem.field, []).append(problem.message)
            self.show_problems(by_field)
            log.info("webhook not sent: %s at fault", ", ".join(sorted(by_field)))
            return
        self.show_problems({})
        self.add_button.setEnabled(False)
        self._send(hook, url)

    @tracked_slot(str, str)
    async def _send(self, hook: str, url: str) -> None:
        try:
            created = await self.service.add(self.shop, hook, url, self.subscriptions)
        except Exception:
            # A refusal may mean the list changed elsewhere (another subscription for the event): show it as it is.
            await self._reload_quietly()
            raise
        finally:
            self.add_button.setEnabled(True)
        self.url_edit.clear()
        self.hook_box.setCurrentIndex(0)
        self._said.say(
            self.status_label.setText,
            lambda: self.tr("Added: {event} → {address}").format(event=created.hook, address=created.url),
        )
        await self._reload_quietly()

    async def _reload_quietly(self) -> None:
        """The list again after a change; a failure to read it is the refresh's to report, not the change's."""
        try:
            subscriptions = await self.service.subscriptions(self.shop)
        except Exception as error:
            log.info("webhook list not read again after a change: %s", type(error).__name__)
            return
        self._show(subscriptions)
        self.refreshed.emit()

    def confirm_remove(self, subscription: WebhookSubscription) -> QMessageBox:
        """Ask first, non-modally to the event loop (open(), never exec() under qasync)."""
        box = QuestionBox(
            lambda: self.tr("Remove webhook"),
            lambda: (
                self.tr("Stop sending %s to %s? The shop's server no longer hears of it.")
                % (subscription.hook, subscription.url)
            ),
            lambda confirmed: self._removal_answered(subscription.id, confirmed),
            self,
        )
        box.setObjectName("confirmRemoveWebhook")
        self._confirm = box
        box.open()
        return box

    def _removal_answered(self, subscription_id: str, confirmed: bool) -> None:
        self._confirm = None
        if confirmed:
            self.remove(subscription_id)

    @tracked_slot(str)
    async def remove(self, subscription_id: str) -> None:
        try:
            await self.service.remove(self.shop, subscription_id)
        except Exception:
            await self._reload_quietly()  # removed elsewhere (404): the list shows it gone
            raise
        self._said.say(self.status_label.setText, lambda: self.tr("Removed."))
        await self._reload_quietly()


class WebhooksDialog(QDialog):
    """The panel in its own window over the account settings; open it with `open()`."""

    def __init__(self, service: WebhookService, tasks: TaskRegistry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("webhooksDialog")
        self.retranslate_ui()
        self.resize(720, 460)
        self.panel = WebhooksPanel(service, tasks, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel, 1)
        layout.addWidget(buttons)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Webhooks"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def open(self) -> None:
        super().open()
        self.panel.refresh()
