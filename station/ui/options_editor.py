"""Carrier and shipment options editor: offers only what station.domain allows, and marks violations inline."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from station.domain.capabilities import capabilities_of
from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption
from station.domain.insurance import allowed_insurance_amounts
from station.domain.models import PickupLocation, ShipmentOptions
from station.domain.validation import (
    Violation,
    allowed_delivery_types,
    allowed_options,
    allowed_package_types,
    options_excluded_by,
    options_required_by,
)
from station.ui.language import format_amount, row_label, translated

# Insurance is an amount, not a tick box; it has its own choice list.
FLAG_OPTIONS: tuple[ShipmentOption, ...] = tuple(o for o in ShipmentOption if o is not ShipmentOption.INSURANCE)
INVALID_STYLE = "color: #b00020; font-weight: bold;"
FIELD_INVALID_STYLE = "border: 1px solid #d9534f;"


class ValueCombo(QComboBox):
    """A combo box whose values (enum members, cents) live in a Python list beside the texts.

    No QVariant round trip, so an enum comes back as the same member, and an empty box answers None from Python
    rather than through an invalid QVariant (see app.keep_singletons_alive for why those are risky here).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._values: list[Any] = []

    def set_choices(self, choices: Iterable[tuple[str, Any]], current: Any = None) -> None:
        """Replace the choices; select `current` when present, else the first."""
        blocked = self.blockSignals(True)
        self.clear()
        self._values = []
        for text, value in choices:
            self.addItem(text)
            self._values.append(value)
        self.setCurrentIndex(self._values.index(current) if current in self._values else (0 if self._values else -1))
        self.blockSignals(blocked)
        self.currentIndexChanged.emit(self.currentIndex())

    def value(self) -> Any:
        index = self.currentIndex()
        return self._values[index] if 0 <= index < len(self._values) else None

    def values(self) -> list[Any]:
        return list(self._values)

    def select(self, value: Any) -> bool:
        if value in self._values:
            self.setCurrentIndex(self._values.index(value))
            return True
        return False


def euro(cents: int) -> str:
    """Cents as the chosen locale writes them: € 12,50 in Dutch, 12,50 € in French."""
    return format_amount(cents / 100)


class OptionsEditor(QWidget):
    """Edits carrier, package type, delivery type, options, insurance, weight and extra parcels of one shipment."""

    changed = Signal()
    delivery_options_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._country = "NL"
        self._pickup: PickupLocation | None = None
        self._updating = False
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)

        self.carrier_box = ValueCombo()
        self.carrier_box.setObjectName("carrier")
        form.addRow(row_label(self.carrier_box), self.carrier_box)

        self.package_box = ValueCombo()
        self.package_box.setObjectName("package_type")
        form.addRow(row_label(self.package_box), self.package_box)

        self.delivery_box = ValueCombo()
        self.delivery_box.setObjectName("delivery_type")
        delivery_row = QHBoxLayout()
        delivery_row.addWidget(self.delivery_box, 1)
        self.delivery_options_button = QPushButton()
        self.delivery_options_button.clicked.connect(self.delivery_options_requested)
        delivery_row.addWidget(self.delivery_options_button)
        self._delivery_label = QLabel()
        self._delivery_label.setBuddy(self.delivery_box)
        form.addRow(self._delivery_label, delivery_row)

        self.pickup_label = QLabel()
        self.pickup_label.setObjectName("pickup_location")
        self.pickup_label.setWordWrap(True)
        form.addRow(row_label(None), self.pickup_label)

        options_widget = QWidget()
        grid = QGridLayout(options_widget)
        grid.setContentsMargins(0, 0, 0, 0)
        self.option_boxes: dict[ShipmentOption, QCheckBox] = {}
        for n, option in enumerate(FLAG_OPTIONS):
            box = QCheckBox()
            box.setObjectName(f"option_{option.value}")
            box.toggled.connect(lambda on, option=option: self._option_toggled(option, on))
            self.option_boxes[option] = box
            grid.addWidget(box, n // 3, n % 3)
        self._options_widget = options_widget
        form.addRow(row_label(None), options_widget)

        self.insurance_box = ValueCombo()
        self.insurance_box.setObjectName("insurance")
        form.addRow(row_label(self.insurance_box), self.insurance_box)

        self.weight_spin = QSpinBox()
        self.weight_spin.setObjectName("weight")
        self.weight_spin.setRange(0, 100_000)
        self.weight_spin.setSuffix(" g")
        form.addRow(row_label(self.weight_spin), self.weight_spin)

        self.parcels_spin = QSpinBox()
        self.parcels_spin.setObjectName("secondary_shipments")
        self.parcels_spin.setRange(0, 20)
        form.addRow(row_label(self.parcels_spin), self.parcels_spin)
        self._form = form
        self._retranslate_labels()

        self.set_carriers(list(Carrier))
        self.carrier_box.currentIndexChanged.connect(self._choice_changed)
        self.package_box.currentIndexChanged.connect(self._choice_changed)
        self.delivery_box.currentIndexChanged.connect(self._choice_changed)
        self.insurance_box.currentIndexChanged.connect(self._emit_changed)
        self.weight_spin.valueChanged.connect(self._emit_changed)
        self.parcels_spin.valueChanged.connect(self._emit_changed)
        self._refresh_choices()

    def _retranslate_labels(self) -> None:
        for field, text in (
            (self.carrier_box, self.tr("&Carrier")),
            (self.package_box, self.tr("Pac&kage")),
            (self.pickup_label, self.tr("Pickup point")),
            (self._options_widget, self.tr("Options")),
            (self.insurance_box, self.tr("&Insurance")),
            (self.weight_spin, self.tr("&Weight")),
            (self.parcels_spin, self.tr("E&xtra parcels")),
        ):
            label = self._form.labelForField(field)
            if isinstance(label, QLabel):
                label.setText(text)
        self._delivery_label.setText(self.tr("&Delivery"))
        self.delivery_options_button.setText(self.tr("Delivery options…"))
        self.delivery_options_button.setToolTip(self.tr("Choose a delivery moment or pickup point (Ctrl+E)"))
        for option, box in self.option_boxes.items():
            box.setText(_capitalized(translated(option.display_name)))
        self.weight_spin.setSpecialValueText(self.tr("not given"))
        self.parcels_spin.setSpecialValueText(self.tr("none"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate_labels()
            updating, self._updating = self._updating, True
            try:  # the same choices in new words: nothing the operator chose changes
                self._fill_packages(preferred=self.package_box.value())
                self._fill_deliveries(preferred=self.delivery_box.value())
                self._fill_insurance(preferred=self.insurance_box.value() or 0)
                self._show_allowed()
            finally:
                self._updating = updating
        super().changeEvent(event)

    # -- what the shipment gets --------------------------------------------------------------------------
    def carrier(self) -> Carrier:
        return self.carrier_box.value()

    def package_type(self) -> PackageType:
        return self.package_box.value() or PackageType.PACKAGE

    def delivery_type(self) -> DeliveryType:
        return self.delivery_box.value() or DeliveryType.STANDARD

    def options(self) -> ShipmentOptions:
        flags = frozenset(option for option, box in self.option_boxes.items() if box.isChecked() and not box.isHidden())
        insurance = self.insurance_box.value() if not self.insurance_box.isHidden() else 0
        return ShipmentOptions(
            package_type=self.package_type(),
            delivery_type=self.delivery_type(),
            flags=flags,
            insurance=int(insurance or 0),
        )

    def pickup_location(self) -> PickupLocation | None:
        # A pickup point only travels with a pickup delivery (domain rule PICKUP_LOCATION_WITHOUT_PICKUP).
        return self._pickup if self.delivery_type() is DeliveryType.PICKUP else None

    def weight_grams(self) -> int | None:
        return self.weight_spin.value() or None

    def secondary_shipments(self) -> int:
        return self.parcels_spin.value() if not self.parcels_spin.isHidden() else 0

    # -- what the editor is given ------------------------------------------------------------------------
    def set_carriers(self, carriers: Iterable[Carrier]) -> None:
        """Offer only these carriers (the shop's contract), keeping the current one when it stays offered."""
        self._updating = True
        try:
            self.carrier_box.set_choices(((c.display_name, c) for c in carriers), current=self.carrier_box.value())
        finally:
            self._updating = False
        self._refresh_choices()

    def offered_carriers(self) -> list[Carrier]:
        return self.carrier_box.values()

    def set_country(self, country: str) -> None:
        """The recipient's country changes what may be offered (mailbox, age check, insurance amounts)."""
        country = country.strip().upper()
        if country != self._country:
            self._country = country
            self._refresh_choices()

    def set_values(
        self,
        carrier: Carrier,
        options: ShipmentOptions,
        *,
        pickup_location: PickupLocation | None = None,
        weight_grams: int | None = None,
        secondary_shipments: int = 0,
    ) -> None:
        """Show these values; options the carrier does not allow stay visible, ticked and marked, to be corrected."""
        self._updating = True
        try:
            if not self.carrier_box.select(carrier):
                # Not in the shop's contract: shown so that its violation can be seen and corrected.
                offered = self.carrier_box.values()
                self.carrier_box.set_choices(
                    [
                        *((c.display_name, c) for c in offered),
                        (self.tr("{carrier} (not active)").format(carrier=carrier.display_name), carrier),
                    ],
                    current=carrier,
                )
            self._pickup = pickup_location
            self._fill_packages(preferred=options.package_type)
            self._fill_deliveries(preferred=options.delivery_type)
            for option, box in self.option_boxes.items():
                box.setChecked(option in options.flags)
            self._fill_insurance(preferred=options.insurance)
            self.weight_spin.setValue(weight_grams or 0)
            self.parcels_spin.setValue(secondary_shipments)
            self._show_allowed()
        finally:
            self._updating = False
        self.changed.emit()

    def show_violations(self, violations: Sequence[Violation]) -> list[Violation]:
        """Mark the fields these violations name; returns the ones this editor has no field for."""
        for widget in self._marked_widgets():
            widget.setStyleSheet("")
            widget.setToolTip("")
        rest: list[Violation] = []
        for violation in violations:
            # Both fields of a combination are marked: either one is the operator's way out.
            widgets = [found for field in violation.fields if (found := self._widget_for(field)) is not None]
            if not widgets:
                rest.append(violation)
                continue
            for widget in widgets:
                widget.setStyleSheet(INVALID_STYLE if isinstance(widget, (QCheckBox, QLabel)) else FIELD_INVALID_STYLE)
                tip = widget.toolTip()
                widget.setToolTip(f"{tip}\n{violation.message}" if tip else violation.message)
        return rest

    # -- internals ---------------------------------------------------------------------------------------
    def _widget_for(self, field: str) -> QWidget | None:
        if field.startswith("options."):
            name = field.removeprefix("options.")
            named: dict[str, QWidget] = {
                "package_type": self.package_box,
                "delivery_type": self.delivery_box,
                "insurance": self.insurance_box,
            }
            if name in named:
                return named[name]
            try:
                return self.option_boxes.get(ShipmentOption(name))
            except ValueError:
                return None
        if field == "carrier":
            return self.carrier_box
        if field.startswith("pickup_location"):
            return self.pickup_label
        if field == "physical_properties.weight":
            return self.weight_spin
        if field == "secondary_shipments":
            return self.parcels_spin
        return None

    def _marked_widgets(self) -> list[QWidget]:
        return [
            self.carrier_box,
            self.package_box,
            self.delivery_box,
            self.insurance_box,
            self.pickup_label,
            self.weight_spin,
            self.parcels_spin,
            *self.option_boxes.values(),
        ]

    def _refresh_choices(self) -> None:
        self._updating = True
        try:
            self._fill_packages(preferred=self.package_box.value())
            self._fill_deliveries(preferred=self.delivery_box.value())
            self._fill_insurance(preferred=self.insurance_box.value() or 0)
            self._show_allowed()
        finally:
            self._updating = False
        self.changed.emit()

    def _choice_changed(self) -> None:
        if not self._updating:
            self._refresh_choices()

    def _emit_changed(self) -> None:
        if not self._updating:
            self.changed.emit()

    def _fill_packages(self, preferred: PackageType | None) -> None:
        choices = [
            (_capitalized(translated(p.display_name)), p) for p in allowed_package_types(self.carrier(), self._country)
        ]
        if preferred is not None and all(value is not preferred for _, value in choices):
            # Not allowed, but shown (marked by its violation) so the operator sees what the order asked for.
            choices.append(
                (
                    self.tr("{choice} (not offered)").format(choice=_capitalized(translated(preferred.display_name))),
                    preferred,
                )
            )
        self.package_box.set_choices(choices, current=preferred)

    def _fill_deliveries(self, preferred: DeliveryType | None) -> None:
        choices = [
            (_capitalized(translated(d.display_name)), d)
            for d in allowed_delivery_types(self.carrier(), self.package_type())
        ]
        if preferred is not None and all(value is not preferred for _, value in choices):
            choices.append(
                (
                    self.tr("{choice} (not offered)").format(choice=_capitalized(translated(preferred.display_name))),
                    preferred,
                )
            )
        wanted = preferred if preferred is not None else DeliveryType.STANDARD
        self.delivery_box.set_choices(choices, current=wanted)

    def _fill_insurance(self, preferred: int) -> None:
        choices = [
            (self.tr("No insurance") if c == 0 else self.tr("up to {amount}").format(amount=euro(c)), c)
            for c in allowed_insurance_amounts(self._country)
        ]
        if all(value != preferred for _, value in choices):
            choices.append((self.tr("{choice} (not offered)").format(choice=euro(preferred)), preferred))
        self.insurance_box.set_choices(choices, current=preferred)

    def _allowed(self) -> frozenset[ShipmentOption]:
        return allowed_options(self.carrier(), self.package_type(), self.delivery_type(), self._country)

    def _show_allowed(self) -> None:
        allowed = self._allowed()
        for option, box in self.option_boxes.items():
            # Offer only what is allowed; an option already ticked stays visible so its violation can be seen.
            box.setVisible(option in allowed or box.isChecked())
        insurance_allowed = ShipmentOption.INSURANCE in allowed or (self.insurance_box.value() or 0) > 0
        self._set_row_visible(self.insurance_box, insurance_allowed)
        multi_collo = capabilities_of(self.carrier()).multi_collo
        self._set_row_visible(self.parcels_spin, multi_collo or self.parcels_spin.value() > 0)
        self._set_row_visible(self.pickup_label, self.delivery_type() is DeliveryType.PICKUP)
        self.pickup_label.setText(
            _describe_pickup(self._pickup) if self._pickup else self.tr("None chosen: use Delivery options…")
        )

    def _set_row_visible(self, field: QWidget, visible: bool) -> None:
        # setRowVisible hides the label too; the explicit hidden flag is what options() and tests read.
        self._form.setRowVisible(field, visible)
        field.setHidden(not visible)

    def _option_toggled(self, option: ShipmentOption, on: bool) -> None:
        if self._updating:
            return
        self._updating = True
        try:
            if on:
                # Tick along what the option needs and untick what it excludes (domain rules), so the operator
                # does not meet a violation the editor could have avoided.
                for needed in options_required_by(self.carrier(), option, self.delivery_type()):
                    if needed is ShipmentOption.INSURANCE:
                        amounts = [a for a in self.insurance_box.values() if a > 0]
                        if (self.insurance_box.value() or 0) == 0 and amounts:
                            self.insurance_box.select(amounts[0])
                    elif needed in self.option_boxes:
                        self.option_boxes[needed].setChecked(True)
                for excluded in options_excluded_by(option):
                    if excluded in self.option_boxes:
                        self.option_boxes[excluded].setChecked(False)
            self._show_allowed()
        finally:
            self._updating = False
        self.changed.emit()


def _capitalized(words: str) -> str:
    return words[:1].upper() + words[1:]


def _describe_pickup(location: PickupLocation) -> str:
    return f"{location.location_name}, {location.street} {location.number}, {location.postal_code} {location.city}"
