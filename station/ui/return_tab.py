"""The detail panel's Return tab: the e-mail and printerless choices, Create return, and the order's return once it
exists (its id and label, or the customer's QR code for a printerless one)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton, QVBoxLayout, QWidget

from station.services.records import ShipmentRecord
from station.ui.language import translated
from station.ui.qr_image import QR_SIZE_PX, qr_pixmap


class ReturnTab(QWidget):
    """Shows one order's return; the button's click is the panel's to forward."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shown_return_id: int | None = None
        self._return: tuple[ShipmentRecord, bytes | None, bool] | None = None
        self.email_box = QCheckBox()
        self.email_box.setObjectName("returnEmail")
        self.email_box.setChecked(True)
        self.printerless_box = QCheckBox()
        self.printerless_box.setObjectName("returnPrinterless")
        self.button = QPushButton()
        self.button.setObjectName("returnButton")
        self.info = QLabel()
        self.info.setObjectName("returnInfo")
        self.info.setWordWrap(True)
        self.info.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.info.setOpenExternalLinks(True)
        self.qr_label = QLabel()
        self.qr_label.setObjectName("returnQr")
        layout = QVBoxLayout(self)
        layout.addWidget(self.email_box)
        layout.addWidget(self.printerless_box)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.info)
        layout.addWidget(self.qr_label, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addStretch(1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.email_box.setText(self.tr("Send the standard return e-mail to the customer"))
        self.printerless_box.setText(self.tr("Printerless: the customer gets a QR code instead of a label"))
        self.button.setText(self.tr("Create return"))
        if self._return is not None:
            shipment, qr_image, qr_link = self._return
            self.show_return(shipment, qr_image, qr_link=qr_link)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def show_return(self, shipment: ShipmentRecord, qr_image: bytes | None, *, qr_link: bool = True) -> None:
        """The order's return: its id and label, and for a printerless return the customer's QR code (PNG or SVG);
        `qr_link` False: the QR code's address needs the shop's key, so only the image is shown, no link."""
        self.shown_return_id = shipment.id
        self._return = (shipment, qr_image, qr_link)
        parts = [
            self.tr("Return shipment #{id} created ({status}).").format(
                id=shipment.id, status=translated(shipment.status.display_name)
            )
        ]
        if shipment.qr_url and not qr_link:
            parts.append(self.tr("The customer shows this QR code at the drop-off point (it is e-mailed to them too)."))
        elif shipment.qr_url:
            parts.append(
                self.tr('The customer shows this QR code at the drop-off point: <a href="{url}">QR link</a>.').format(
                    url=shipment.qr_url
                )
            )
        else:
            parts.append(self.tr("Its label is the last page of the Label tab (A6)."))
        self.info.setText(" ".join(parts))
        pixmap = qr_pixmap(qr_image, QR_SIZE_PX) if qr_image else None
        if pixmap is not None:
            self.qr_label.setPixmap(pixmap)
        else:
            self.qr_label.clear()

    def show_no_return(self) -> None:
        self.shown_return_id = None
        self._return = None
        self.info.clear()
        self.qr_label.clear()
