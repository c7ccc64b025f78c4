"""The scale in the detail panel: the weight on it now (live), whether it is stable, and a cheaper package it allows."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QLocale, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from station.domain.enums import PackageType
from station.domain.models import ShipmentDraft
from station.domain.weighing import PackageSuggestion, digital_stamp_class, suggest_package
from station.services.scale import ScaleService, ScaleState, ScaleStatus
from station.ui.language import translated
from station.ui.qt_objects import shiboken6_valid

_COLOURS = {ScaleState.STABLE: "#1b7f3b", ScaleState.SETTLING: "#9a6700", ScaleState.PROBLEM: "#b00020"}


class ScaleIndicator(QFrame):
    """Hidden while no scale is set up. `use_package(PackageType)` when the operator takes the suggestion."""

    status_arrived = Signal(object)
    use_package = Signal(object)

    def __init__(self, draft_now: Callable[[], ShipmentDraft | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scaleIndicator")
        self._draft_now = draft_now
        self.weight = QLabel()
        self.weight.setObjectName("scaleWeight")
        self.suggestion = QLabel()
        self.suggestion.setObjectName("scaleSuggestion")
        self.suggestion.setWordWrap(True)
        self.use_button = QPushButton()
        self.use_button.setObjectName("useSuggestedPackage")
        self.use_button.clicked.connect(self._use_suggestion)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 2)
        layout.addWidget(self.weight)
        layout.addWidget(self.suggestion, 1)
        layout.addWidget(self.use_button)
        self._suggested: PackageSuggestion | None = None
        self.status = ScaleStatus(ScaleState.OFF)
        self.status_arrived.connect(self.show_status)
        self.show_status(self.status)

    def watch(self, scale: ScaleService) -> None:
        def observe(status: ScaleStatus) -> None:
            if shiboken6_valid(self):
                self.status_arrived.emit(status)

        remove = scale.add_observer(observe)
        self.destroyed.connect(lambda *_: remove())
        self.show_status(scale.status)

    def show_status(self, status: ScaleStatus) -> None:
        self.status = status
        self.setVisible(status.state is not ScaleState.OFF)
        stable = status.state is ScaleState.STABLE
        self.weight.setText(
            (self.tr("⚖ Scale: <b>{weight}</b> (stable)") if stable else self.tr("⚖ Scale: <b>{weight}</b>")).format(
                weight=self._weight_words(status)
            )
        )
        self.weight.setStyleSheet(f"color: {_COLOURS.get(status.state, '#444')}")
        self.weight.setToolTip(
            self.tr(
                "Create and scan to print use this weight when it is stable, unless you "
                "typed a weight for the order yourself."
            )
            if status.state is not ScaleState.PROBLEM
            else translated(status.reason)
        )
        self.refresh_suggestion()

    def _weight_words(self, status: ScaleStatus) -> str:
        """The scale's state in the operator's language, a weight as the locale writes it (1,250 kg)."""
        weight = (
            f"{QLocale().toString(status.grams / 1000, 'f', 3)} kg"
            if status.grams is not None and status.state in (ScaleState.STABLE, ScaleState.SETTLING)
            else ""
        )
        if status.state is ScaleState.STABLE and weight:
            return weight
        if status.state is ScaleState.SETTLING:
            return self.tr("{weight}, settling…").format(weight=weight) if weight else self.tr("settling…")
        words = {
            ScaleState.OFF: self.tr("no scale"),
            ScaleState.CONNECTING: self.tr("connecting…"),
            ScaleState.EMPTY: "0 kg",
            ScaleState.PROBLEM: translated(status.reason) or self.tr("scale problem"),
        }
        return words.get(status.state, status.state.value)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.show_status(self.status)
        super().changeEvent(event)

    def refresh_suggestion(self) -> None:
        """The cheaper package this weight allows for the shipment shown (a suggestion: the operator decides)."""
        draft = self._draft_now()
        grams = self.status.grams if self.status.state is ScaleState.STABLE else None
        suggestion = None
        if draft is not None and grams is not None:
            suggestion = suggest_package(
                draft.carrier, draft.recipient.country, grams, draft.options.package_type, bool(draft.options.enabled)
            )
        self._suggested = suggestion
        stamp_class = (
            digital_stamp_class(grams)
            if draft is not None and grams is not None and draft.options.package_type is PackageType.DIGITAL_STAMP
            else None
        )
        if suggestion is not None:
            self.suggestion.setText(self.tr("Suggestion: {reason}.").format(reason=translated(suggestion.reason)))
        elif stamp_class is not None:
            self.suggestion.setText(self.tr("Digital stamp weight class {number}.").format(number=stamp_class))
        else:
            self.suggestion.setText("")
        self.use_button.setText(
            self.tr("Use {package}").format(package=translated(suggestion.package_type.display_name))
            if suggestion
            else ""
        )
        self.use_button.setVisible(suggestion is not None)

    def _use_suggestion(self) -> None:
        if self._suggested is not None:
            package: PackageType = self._suggested.package_type
            self.use_package.emit(package)
