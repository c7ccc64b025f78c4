"""The shop's delivery days, opened from the account settings: the days parcels go to the carrier and their cutoffs,
the delay, how many delivery days the customer chooses from, the closed days. The delivery options dialog uses
them; each value the rules cannot use is named under its field and nothing is saved."""

from __future__ import annotations

import logging
import re
from functools import partial

from PySide6.QtCore import QEvent, QLocale, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from station.domain.delivery_dates import MONDAY_TO_FRIDAY
from station.domain.drop_off_settings import MAX_DELIVERY_DAYS_WINDOW, MAX_DROP_OFF_DELAY
from station.domain.shop_delivery import CLOSED, CUTOFF, DAYS, DELAY, WINDOW, SettingProblem
from station.services.shop_delivery import STATION_DEFAULT, DropOffSettings, ShopDeliveryService
from station.ui.async_tasks import TaskRegistry, tracked_slot
from station.ui.language import SaidTexts, translated
from station.ui.sender_settings import shop_title
from station.workers import run_blocking

log = logging.getLogger("station.ui.delivery_settings")

INVALID_STYLE = "border: 1px solid #b00020"
PROBLEM_STYLE = "color: #b00020"


def _weekday_word(weekday: int) -> str:
    """The day's name as the station's locale writes it inside a sentence (Qt's own words: "maandag", "lundi",
    "Monday"); every weekday this dialog names comes from here, the problems' too (station.translation)."""
    return QLocale().dayName(weekday, QLocale.FormatType.LongFormat)


def _day_name(weekday: int) -> str:
    """The day's name on its own, as a box's title: "Maandag", "Lundi"."""
    name = _weekday_word(weekday)
    return name[:1].upper() + name[1:]


class DeliverySettingsDialog(QDialog):
    """Edits one shop's delivery settings at a time; `saved(shop)` once the service kept them."""

    saved = Signal(str)

    def __init__(self, service: ShopDeliveryService, tasks: TaskRegistry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deliverySettingsDialog")
        # Every text is said again at a language switch (changeEvent).
        self._said = said = SaidTexts()
        self.destroyed.connect(lambda _gone: said.forget())
        said.say(self.setWindowTitle, lambda: self.tr("Delivery days"))
        self.setMinimumWidth(600)
        self.service = service
        self.tasks = tasks

        intro = said.label(
            lambda: self.tr(
                "When your parcels go to the carrier: the delivery options a customer is offered (and the ones you "
                "choose for an order with Ctrl+E) start from these."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.shop_box = QComboBox(self)
        self.shop_box.setObjectName("deliveryShop")
        for shop in service.shops():
            self.shop_box.addItem(shop_title(shop), shop)
        self.shop_box.currentIndexChanged.connect(lambda _index: self.show_settings())
        self.shop_box.setVisible(self.shop_box.count() > 1)

        self.days_box = days_box = QGroupBox(self)
        said.say(days_box.setTitle, lambda: self.tr("Days the parcels go to the carrier"))
        grid = QGridLayout(days_box)
        grid.addWidget(said.label(lambda: self.tr("<i>own cutoff (optional)</i>"), days_box), 0, 1)
        self.day_boxes: dict[int, QCheckBox] = {}
        self.day_cutoffs: dict[int, QLineEdit] = {}
        for weekday in range(1, 8):
            box = QCheckBox(days_box)
            said.say(box.setText, partial(_day_name, weekday))
            cutoff = QLineEdit(days_box)
            cutoff.setObjectName(f"cutoff_{weekday}")
            said.say(cutoff.setPlaceholderText, lambda: self.tr("HH:MM"))
            cutoff.setMaximumWidth(90)
            box.toggled.connect(cutoff.setEnabled)
            self.day_boxes[weekday], self.day_cutoffs[weekday] = box, cutoff
            grid.addWidget(box, weekday, 0)
            grid.addWidget(cutoff, weekday, 1)

        self.cutoff_edit = QLineEdit(self)
        self.cutoff_edit.setObjectName("cutoffTime")
        said.say(
            self.cutoff_edit.setPlaceholderText, lambda: self.tr("HH:MM — orders after it count from the next day")
        )
        self.delay_spin = QSpinBox(self)
        self.delay_spin.setObjectName("dropOffDelay")
        self.delay_spin.setRange(0, MAX_DROP_OFF_DELAY)
        said.say(self.delay_spin.setSuffix, lambda: self.tr(" working days"))
        self.window_spin = QSpinBox(self)
        self.window_spin.setObjectName("deliveryDaysWindow")
        self.window_spin.setRange(1, MAX_DELIVERY_DAYS_WINDOW)
        said.say(self.window_spin.setSuffix, lambda: self.tr(" days"))
        self.closed_edit = QLineEdit(self)
        self.closed_edit.setObjectName("closedDays")
        said.say(self.closed_edit.setPlaceholderText, lambda: self.tr("YYYY-MM-DD, YYYY-MM-DD …"))

        self.problem_labels: dict[str, QLabel] = {}
        self._problems: list[SettingProblem] = []
        form = QFormLayout()
        form.addRow(said.label(lambda: self.tr("&Shop"), self, buddy=self.shop_box), self.shop_box)
        form.labelForField(self.shop_box).setVisible(self.shop_box.count() > 1)
        rows: tuple[tuple[str, QLabel | None, QWidget], ...] = (
            (DAYS, None, days_box),
            (CUTOFF, said.label(lambda: self.tr("&Cutoff"), self, buddy=self.cutoff_edit), self.cutoff_edit),
            (DELAY, said.label(lambda: self.tr("&Handling time"), self, buddy=self.delay_spin), self.delay_spin),
            (
                WINDOW,
                said.label(lambda: self.tr("Delivery days &offered"), self, buddy=self.window_spin),
                self.window_spin,
            ),
            (CLOSED, said.label(lambda: self.tr("C&losed on"), self, buddy=self.closed_edit), self.closed_edit),
        )
        for key, label, editor in rows:
            problem = QLabel(self)
            problem.setObjectName(f"deliveryProblem_{key}")
            problem.setWordWrap(True)
            problem.setStyleSheet(PROBLEM_STYLE)
            problem.setVisible(False)
            self.problem_labels[key] = problem
            if label is not None:
                form.addRow(label, editor)
                form.addRow("", problem)
            else:  # the days: the whole width
                form.addRow(editor)
                form.addRow(problem)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("deliveryStatus")
        self.status_label.setWordWrap(True)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close, self)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.clicked.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.status_label)
        layout.addWidget(buttons)
        self.show_settings()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._said.again()
            self.show_problems(self._problems)
        super().changeEvent(event)

    @property
    def shop(self) -> str:
        return str(self.shop_box.currentData() or "")

    def _editor(self, key: str) -> QWidget:
        return {
            DAYS: self.days_box,
            CUTOFF: self.cutoff_edit,
            DELAY: self.delay_spin,
            WINDOW: self.window_spin,
            CLOSED: self.closed_edit,
        }[key]

    def show_settings(self) -> None:
        """The shop's settings, Station's defaults where it set none."""
        settings: DropOffSettings = self.service.settings_for(self.shop)
        days = {day.weekday: day for day in settings.drop_off_days or ()}
        for weekday, box in self.day_boxes.items():
            day = days.get(weekday)
            box.setChecked(day is not None)
            self.day_cutoffs[weekday].setEnabled(day is not None)
            cutoff = day.cutoff_time if day is not None else None
            self.day_cutoffs[weekday].setText(cutoff.strftime("%H:%M") if cutoff else "")
        self.cutoff_edit.setText(settings.cutoff_time.strftime("%H:%M") if settings.cutoff_time else "")
        self.delay_spin.setValue(settings.drop_off_delay or 0)
        self.window_spin.setValue(settings.delivery_days_window or 1)
        self.closed_edit.setText(", ".join(sorted(day.isoformat() for day in settings.closed_days or ())))
        # What the saved settings hold that cannot be used was left out: said under its field, as a refusal is.
        kept = self.service.kept_problems(self.shop)
        self.show_problems(kept)
        own = self.service.own_settings(self.shop) is not None
        default_days = [day.weekday for day in STATION_DEFAULT.drop_off_days or MONDAY_TO_FRIDAY]
        self._said.say(
            self.status_label.setText,
            lambda: (
                self.tr("Saved values that cannot be used are left out (marked in red): correct them, then save.")
                if kept
                else ""
                if own
                else self.tr(
                    "Not set for this shop yet: {first} to {last}, no cutoff, five delivery days are assumed."
                ).format(first=_weekday_word(default_days[0]), last=_weekday_word(default_days[-1]))
            ),
        )

    def config(self) -> dict[str, object]:
        """The fields in the widget's spelling (spec §6), as the service checks and keeps them."""
        days: list[object] = []
        for weekday, box in self.day_boxes.items():
            if not box.isChecked():
                continue
            own = self.day_cutoffs[weekday].text().strip()
            days.append({"day": weekday, "cutoffTime": own} if own else weekday)
        config: dict[str, object] = {
            DAYS: days,
            DELAY: self.delay_spin.value(),
            WINDOW: self.window_spin.value(),
            CLOSED: [part for part in re.split(r"[\s,;]+", self.closed_edit.text()) if part],
        }
        if self.cutoff_edit.text().strip():
            config[CUTOFF] = self.cutoff_edit.text().strip()
        return config

    def show_problems(self, problems: list[SettingProblem]) -> None:
        self._problems = problems
        for key, label in self.problem_labels.items():
            messages = [translated(problem.message) for problem in problems if problem.key == key]
            label.setText("\n".join(messages))
            label.setVisible(bool(messages))
            editor = self._editor(key)
            editor.setStyleSheet(INVALID_STYLE if messages and key != DAYS else "")

    @tracked_slot()
    async def save(self) -> None:
        shop = self.shop
        problems = await run_blocking(self.service.save, shop, self.config())  # a file write
        self.show_problems(problems)
        if problems:
            log.info("delivery settings not saved: %s", ", ".join(sorted({problem.key for problem in problems})))
            self._said.say(self.status_label.setText, lambda: self.tr("Not saved: correct the fields marked in red."))
            return
        self._said.say(
            self.status_label.setText, lambda: self.tr("Saved. The delivery options use them from the next order on.")
        )
        self.saved.emit(shop)
