"""The detail panel's Tracking tab: barcode, parcels of a multi-collo shipment, tracking URL and the timeline."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from station.domain.enums import ShipmentStatus
from station.domain.service_capabilities import ServiceCapabilities
from station.services.records import ShipmentRecord
from station.ui.language import format_datetime, translated


class TrackingLine(Protocol):
    """One entry of a tracking history, as the services give it (newest first)."""

    code: int
    time: datetime | None
    status: str
    description: str
    location: str


def _status_words(event: TrackingLine) -> str:
    try:
        return translated(ShipmentStatus(event.code).display_name)
    except ValueError:
        return event.status


class TrackingTab(QWidget):
    """What the carrier knows of the shipment; the Copy button's click is the panel's to forward."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout()
        self.barcode_label = QLabel()
        self.barcode_label.setObjectName("barcode")
        self.barcode_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.tracking_url_edit = QLineEdit()
        self.tracking_url_edit.setObjectName("trackingUrl")
        self.tracking_url_edit.setReadOnly(True)
        self.copy_url_button = QPushButton()
        url_row = QHBoxLayout()
        url_row.addWidget(self.tracking_url_edit, 1)
        url_row.addWidget(self.copy_url_button)
        # Multi-collo: every parcel has its own barcode and label ("Parcel 2 of 3").
        self.parcels_label = QLabel()
        self.parcels_label.setObjectName("parcels")
        self.parcels_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._row_labels = [QLabel(), QLabel(), QLabel()]
        form.addRow(self._row_labels[0], self.barcode_label)
        form.addRow(self._row_labels[1], self.parcels_label)
        form.addRow(self._row_labels[2], url_row)
        self._tracking_form = form
        form.setRowVisible(self.parcels_label, False)
        self.timeline = QTreeWidget()
        self.timeline.setObjectName("timeline")
        self.timeline.setColumnCount(4)
        self.timeline.setRootIsDecorated(False)
        self.timeline.setWordWrap(True)
        timeline_header = self.timeline.header()
        timeline_header.setStretchLastSection(False)
        fit, stretch = QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.Stretch
        for column, mode in ((0, fit), (1, fit), (2, stretch), (3, fit)):
            timeline_header.setSectionResizeMode(column, mode)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.timeline, 1)
        self._shipment: ShipmentRecord | None = None
        self._events: Sequence[TrackingLine] = ()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.copy_url_button.setText(self.tr("Copy"))
        self.copy_url_button.setToolTip(self.tr("Copy the public tracking URL for the customer (Ctrl+Shift+C)"))
        for label, text in zip(
            self._row_labels, (self.tr("Barcode"), self.tr("Parcels"), self.tr("Tracking URL")), strict=True
        ):
            label.setText(text)
        self.timeline.setHeaderLabels([self.tr("When"), self.tr("Status"), self.tr("What happened"), self.tr("Where")])
        self.show_parcels(self._shipment)
        self.show_tracking(self._events)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def show_barcode(self, shipment: ShipmentRecord, capabilities: ServiceCapabilities | None) -> None:
        """The shipment's barcode; where the service gives it only with the label, a concept says so."""
        waiting = (
            capabilities is not None and capabilities.barcode_after_label and shipment.status is ShipmentStatus.PENDING
        )
        self.barcode_label.setText(shipment.barcode or (self.tr("— comes with the label") if waiting else ""))

    def show_parcels(self, shipment: ShipmentRecord | None) -> None:
        """One line per parcel of a multi-collo shipment: its number, barcode and status; hidden for one parcel."""
        self._shipment = shipment
        if shipment is None or shipment.parcel_count < 2:
            self.parcels_label.clear()
            self._tracking_form.setRowVisible(self.parcels_label, False)
            return
        count = shipment.parcel_count
        line = self.tr("Parcel {number} of {count}: {barcode} ({status})")
        lines = [
            line.format(
                number=1, count=count, barcode=shipment.barcode, status=translated(shipment.status.display_name)
            )
        ]
        lines += [
            line.format(
                number=parcel.number, count=count, barcode=parcel.barcode, status=translated(parcel.status.display_name)
            )
            for parcel in shipment.follow_ups
        ]
        self.parcels_label.setText("\n".join(lines))
        self._tracking_form.setRowVisible(self.parcels_label, True)

    def show_tracking(self, events: Sequence[TrackingLine]) -> None:
        self._events = tuple(events)
        self.timeline.clear()
        for event in events:
            when = format_datetime(event.time) if event.time else ""
            item = QTreeWidgetItem([when, _status_words(event), event.description, event.location])
            item.setToolTip(2, event.description)  # long carrier texts are elided in the column
            self.timeline.addTopLevelItem(item)
