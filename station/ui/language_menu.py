"""View → Language: the system's language or one chosen for this station, switched at once (no restart)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from station.ui.language import LANGUAGE_CHOICES, SYSTEM, LanguageSetting, effective_locale, language_switch


class LanguageMenu(QMenu):
    """One checkable entry per language, each named in its own language; the choice is kept for the next start."""

    def __init__(self, parent: QWidget | None = None, setting: LanguageSetting | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("languageMenu")
        self._setting = setting or LanguageSetting()
        group = QActionGroup(self)
        group.setExclusive(True)
        self._system = self._entry(group, SYSTEM, "")
        self.addSeparator()
        self.entries: dict[str, QAction] = {SYSTEM: self._system}
        for choice in LANGUAGE_CHOICES:
            self.entries[choice.locale_name] = self._entry(group, choice.locale_name, choice.native_name)
        self.entries.get(self._setting.choice(), self._system).setChecked(True)
        self.retranslate_ui()

    def _entry(self, group: QActionGroup, locale_name: str, text: str) -> QAction:
        action = QAction(text, self)
        action.setObjectName(f"language_{locale_name or 'system'}")
        action.setCheckable(True)
        action.triggered.connect(lambda _checked=False: self.choose(locale_name))
        group.addAction(action)
        self.addAction(action)
        return action

    def choose(self, locale_name: str) -> None:
        """Speak this language from now on, and at every next start of this station."""
        self._setting.save(locale_name)
        self.entries.get(locale_name, self._system).setChecked(True)
        language_switch().apply(effective_locale(locale_name))

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("&Language"))
        self._system.setText(self.tr("System language"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
