"""The operator's language: which one (the system's, or the one chosen in View → Language), its catalogues
(Station's own `station_xx.qm` and Qt's `qtbase_xx.qm`), switching at run time, and numbers and dates in its locale.

Switching installs the new translators; Qt then sends every widget a `QEvent.LanguageChange`, on which each panel
sets its texts again (`retranslate_ui`). Messages of the services and the domain are `station.domain.text.Text`s,
translated when shown (`translated`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QSettings,
    QTime,
    QTranslator,
    Signal,
)
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLayout, QWidget

from station.assets import resource
from station.domain.languages import widget_locale
from station.translation import translated as translated  # the window's way to it

log = logging.getLogger("station.ui.language")

SYSTEM = ""  # the choice "follow the system's language"
CATALOGUE_FOLDER = ("i18n",)  # in station/resources
TRANSLATED_LANGUAGES = ("nl", "fr")  # English is the source language


@dataclass(frozen=True)
class LanguageChoice:
    """One entry of View → Language: a locale name (`nl_BE`), or SYSTEM, and its name in its own language."""

    locale_name: str
    native_name: str


# The choices offered; each names itself in its own language, so an operator finds theirs whatever is shown.
LANGUAGE_CHOICES: tuple[LanguageChoice, ...] = (
    LanguageChoice("nl_NL", "Nederlands (Nederland)"),
    LanguageChoice("nl_BE", "Nederlands (België)"),
    LanguageChoice("fr_BE", "Français (Belgique)"),
    LanguageChoice("fr_FR", "Français (France)"),
    LanguageChoice("en_GB", "English"),
)


def effective_locale(choice: str, system: QLocale | None = None) -> QLocale:
    """The locale Station speaks for a choice: the chosen one, or the system's when it is Dutch or French, else
    British English (day-month-year dates, the euro written as in the UK)."""
    if choice:
        return QLocale(choice)
    system = system or QLocale.system()
    if system.language() in (QLocale.Language.Dutch, QLocale.Language.French):
        return QLocale(system.language(), system.territory())
    return QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)


def language_code(locale: QLocale) -> str:
    """`nl`, `fr` or `en`: which catalogue a locale reads."""
    if locale.language() == QLocale.Language.Dutch:
        return "nl"
    if locale.language() == QLocale.Language.French:
        return "fr"
    return "en"


def catalogue_path(code: str) -> Path:
    """Station's compiled catalogue for a language (built from the .ts beside it by scripts/translations.py)."""
    return Path(str(resource(*CATALOGUE_FOLDER, f"station_{code}.qm")))


class LanguageSetting:
    """The operator's choice, kept between sessions in `preferences.ini` in Station's config folder."""

    KEY = "language/locale"

    def __init__(self, settings: QSettings | None = None) -> None:
        if settings is None:
            from station import paths

            settings = QSettings(str(paths.config_dir() / "preferences.ini"), QSettings.Format.IniFormat)
        self._settings = settings

    def choice(self) -> str:
        value = str(self._settings.value(self.KEY, SYSTEM) or SYSTEM)
        return value if value in {choice.locale_name for choice in LANGUAGE_CHOICES} else SYSTEM

    def save(self, choice: str) -> None:
        self._settings.setValue(self.KEY, choice)
        self._settings.sync()


class LanguageSwitch(QObject):
    """Installs the translators of one language and swaps them at run time; `changed` follows every switch."""

    changed = Signal(object)  # the new QLocale

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.app = app
        self._installed: list[QTranslator] = []
        self.locale = QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)

    def apply(self, locale: QLocale) -> None:
        """Speak `locale` from now on: Station's texts, Qt's own (dialogs, buttons), numbers and dates."""
        removed = self._installed
        for translator in removed:
            self.app.removeTranslator(translator)
        self._installed = []
        code = language_code(locale)
        # English is the source; its own catalogue says only the singulars ("1 order" where the source has
        # "%n orders").
        self._install(catalogue_path(code).parent, f"station_{code}")
        if code != "en":
            self._install(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)), f"qtbase_{code}")
        QLocale.setDefault(locale)
        self.locale = locale
        _current[0] = locale
        # Installing or removing a translator makes Qt send LanguageChange to every widget; when nothing was
        # installed before or after, the panels still follow the new locale's formats.
        if not (removed or self._installed):
            QCoreApplication.sendEvent(self.app, _language_change_event())
        self.changed.emit(locale)

    def _install(self, folder: Path, name: str) -> None:
        translator = QTranslator(self)
        if translator.load(name, str(folder)):
            self.app.installTranslator(translator)
            self._installed.append(translator)
        else:
            log.warning("no translation %s in %s", name, folder)


def _language_change_event() -> QEvent:
    return QEvent(QEvent.Type.LanguageChange)


_current: list[QLocale] = [QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)]
_switch: list[LanguageSwitch] = []


def language_switch() -> LanguageSwitch:
    """The application's one language switch (made on first use)."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("the language is switched once the QApplication exists")
    if not _switch or _switch[0].app is not app:
        _switch[:] = [LanguageSwitch(app)]
    return _switch[0]


def start_in_chosen_language(setting: LanguageSetting | None = None) -> LanguageSwitch:
    """At start: the language chosen for this station, or the system's."""
    switch = language_switch()
    switch.apply(effective_locale((setting or LanguageSetting()).choice()))
    return switch


def current_locale() -> QLocale:
    """The locale Station speaks now (set by `LanguageSwitch.apply`)."""
    return _current[0]


def station_language() -> str:
    """The station's language as a POSIX name ("nl_BE", "fr_BE", "en_GB"): the one chosen in View → Language, or
    the system's. Whatever follows the station's language (the delivery options page) asks here."""
    return current_locale().name()


def delivery_widget_locale() -> str:
    """The hosted delivery widget's language for the station's (station.domain.languages): nl-NL, nl-BE, fr-BE (the
    widget's one French) or en. The one function the delivery dialog asks."""
    return widget_locale(current_locale().name())


class SaidTexts:
    """The texts a widget has set, each with how to say it: said again, in the new language, at a language switch.

    For panels whose texts are set in many places (`say(button.setText, lambda: self.tr("Refresh"))`); the latest
    text per widget and setter counts. `again()` belongs in the owner's `changeEvent(LanguageChange)`.
    """

    def __init__(self) -> None:
        self._said: dict[tuple[int, str], tuple[Callable[[str], object], Callable[[], str]]] = {}

    def say(self, setter: Callable[[str], object], text: Callable[[], str], key: str = "") -> None:
        owner = getattr(setter, "__self__", setter)
        self._said[(id(owner), key or getattr(setter, "__name__", ""))] = (setter, text)
        setter(text())

    def label(self, text: Callable[[], str], parent: QWidget | None = None, *, buddy: QWidget | None = None) -> QLabel:
        """A QLabel saying `text` (a form's row title, a heading); with `buddy`, its & is the Alt key to that field
        (as QFormLayout.addRow(str, field) does)."""
        label = QLabel(parent)
        if buddy is not None:
            label.setBuddy(buddy)
        self.say(label.setText, text)
        return label

    def item(self, combo: QComboBox, text: Callable[[], str], data: object = None) -> None:
        """A combo box entry saying `text`."""
        combo.addItem("", data)
        index = combo.count() - 1
        self.say(lambda words: combo.setItemText(index, words), text, key=f"item{id(combo)}:{index}")

    def forget(self) -> None:
        """Let go of every text (they hold their widget): connected to the owner's `destroyed`, so a widget deleted
        by Qt is not kept alive, half gone, by its own texts."""
        self._said.clear()

    def again(self) -> None:
        for key, (setter, text) in list(self._said.items()):
            try:
                setter(text())
            except RuntimeError:  # its widget is gone
                del self._said[key]


def row_label(buddy: QWidget | None = None) -> QLabel:
    """An empty QLabel for a form row whose title `set_row_label` says (an empty string makes QFormLayout add no label
    at all); its & is the Alt key to `buddy`."""
    label = QLabel()
    if buddy is not None:
        label.setBuddy(buddy)
    return label


def set_row_label(form: QFormLayout, field: QWidget | QLayout, text: str) -> None:
    """The label of `field`'s row in `form` (a dialog's retranslate_ui says its rows again this way)."""
    label = form.labelForField(field)
    if isinstance(label, QLabel):
        label.setText(text)


# -- numbers and dates in the spoken locale ---------------------------------------------------------------------


def format_datetime(moment: datetime) -> str:
    """`24-11-2026 14:05` in Dutch, `24/11/2026 14:05` in French and English: the year always has four digits."""
    local = moment.astimezone() if moment.tzinfo is not None else moment
    qt_moment = QDateTime(QDate(local.year, local.month, local.day), QTime(local.hour, local.minute, local.second))
    locale = QLocale()
    return locale.toString(qt_moment, f"{_date_format(locale)} HH:mm")


def format_time(moment: datetime) -> str:
    local = moment.astimezone() if moment.tzinfo is not None else moment
    return QLocale().toString(QTime(local.hour, local.minute, local.second), "HH:mm:ss")


def format_date(day: date) -> str:
    locale = QLocale()
    return locale.toString(QDate(day.year, day.month, day.day), _date_format(locale))


def _date_format(locale: QLocale) -> str:
    pattern = locale.dateFormat(QLocale.FormatType.ShortFormat)
    return pattern if "yyyy" in pattern else pattern.replace("yy", "yyyy")


def format_amount(euros: Decimal | float) -> str:
    """`€ 500,00` in Dutch, `500,00 €` in French, `€500.00` in English."""
    return QLocale().toCurrencyString(float(euros), "€")


def format_weight(grams: int) -> str:
    """`1,25 kg` or `1.25 kg` as the locale writes decimals; under a kilogram in grams."""
    if abs(grams) < 1000:
        return f"{QLocale().toString(int(grams))} g"
    return f"{QLocale().toString(grams / 1000, 'f', 2)} kg"
