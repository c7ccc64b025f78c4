"""The detail panel's Return tab: the e-mail and printerless choices and Create return; the order's returns with their
state and tracking; the one selected, with its own label (preview, print on A6 or an A4 slot, save as PDF) or, for a
printerless return, the customer's QR code."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from station.domain.enums import LabelFormat
from station.domain.text import QT_TRANSLATE_NOOP
from station.services.records import ShipmentRecord
from station.ui.label_preview import LabelPreview
from station.ui.language import format_datetime, translated
from station.ui.qr_image import QR_SIZE_PX, qr_pixmap

RETURN_ID_ROLE = Qt.ItemDataRole.UserRole
_FORMATS = (LabelFormat.A6, LabelFormat.A4)  # the format box's entries, in its order


class ReturnTab(QWidget):
    """Shows one order's returns. What the operator asks for (create, select, print, save) is the window's to do."""

    return_selected = Signal(int)  # the return's id
    print_requested = Signal(int, object)  # the return's id, LabelFormat
    save_requested = Signal(int)  # the return's id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shown_return_id: int | None = None
        self.label_shown_of: int | None = None  # the return whose label the preview shows
        self._return: tuple[ShipmentRecord, bytes | None, bool] | None = None
        self._returns: tuple[tuple[ShipmentRecord, ...], frozenset[int]] = ((), frozenset())
        self.email_box = QCheckBox()
        self.email_box.setObjectName("returnEmail")
        self.email_box.setChecked(True)
        self.printerless_box = QCheckBox()
        self.printerless_box.setObjectName("returnPrinterless")
        self.button = QPushButton()
        self.button.setObjectName("returnButton")

        self.returns_title = QLabel()
        self.returns_list = QTreeWidget()
        self.returns_list.setObjectName("returnsList")
        self.returns_list.setRootIsDecorated(False)
        self.returns_list.setUniformRowHeights(True)
        self.returns_list.setMaximumHeight(110)
        self.returns_list.currentItemChanged.connect(self._current_changed)

        self.info = QLabel()
        self.info.setObjectName("returnInfo")
        self.info.setWordWrap(True)
        self.info.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.info.setOpenExternalLinks(True)
        self.format_box = QComboBox()
        self.format_box.setObjectName("returnFormat")
        self.format_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.print_button = QPushButton()
        self.print_button.setObjectName("printReturnButton")
        self.print_button.clicked.connect(self._print_clicked)
        self.save_button = QPushButton()
        self.save_button.setObjectName("saveReturnButton")
        self.save_button.clicked.connect(self._save_clicked)
        for button in (self.button, self.print_button, self.save_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click must not take the keyboard from the scan field
        self.qr_label = QLabel()
        self.qr_label.setObjectName("returnQr")
        self.preview = LabelPreview()
        self.preview.setObjectName("returnPreview")
        self.preview.view.setObjectName("returnPdfView")
        # The return shown: a normal one's label, or a printerless one's QR code.
        qr_page = QWidget()
        qr_layout = QVBoxLayout(qr_page)
        qr_layout.setContentsMargins(0, 0, 0, 0)
        qr_layout.addWidget(self.qr_label, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        qr_layout.addStretch(1)
        self.shown = QStackedWidget()
        self.shown.addWidget(self.preview)
        self.shown.addWidget(qr_page)

        create_row = QHBoxLayout()
        create_row.addWidget(self.button)
        create_row.addStretch(1)
        self.label_row = QWidget()
        label_row = QHBoxLayout(self.label_row)
        label_row.setContentsMargins(0, 0, 0, 0)
        label_row.addWidget(self.format_box)
        label_row.addWidget(self.print_button)
        label_row.addWidget(self.save_button)
        label_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.email_box)
        layout.addWidget(self.printerless_box)
        layout.addLayout(create_row)
        layout.addWidget(self.returns_title)
        layout.addWidget(self.returns_list)
        layout.addWidget(self.info)
        layout.addWidget(self.label_row)
        layout.addWidget(self.shown, 1)
        self.retranslate_ui()
        self._show_actions(None)

    def retranslate_ui(self) -> None:
        self.email_box.setText(self.tr("Send the standard return e-mail to the customer"))
        self.printerless_box.setText(self.tr("Printerless: the customer gets a QR code instead of a label"))
        self.button.setText(self.tr("Create return"))
        self.returns_title.setText(self.tr("Returns of this order"))
        self.returns_list.setHeaderLabels(
            [
                self.tr("Return"),
                self.tr("State"),
                self.tr("Label"),
                self.tr("Barcode"),
                self.tr("Made"),
                self.tr("Tracking"),
            ]
        )
        chosen = self.label_format()
        self.format_box.clear()
        self.format_box.addItems([self.tr("A6 label"), self.tr("A4 sheet")])  # as in _FORMATS
        self.set_label_format(chosen)
        self.format_box.setToolTip(
            self.tr(
                "Where the return label prints: the A6 label printer, or the A4 sheet (the slot chosen in the sheet "
                "picker, else the next free one)"
            )
        )
        self.print_button.setText(self.tr("Print return label"))
        self.save_button.setText(self.tr("Save PDF…"))
        self.save_button.setToolTip(self.tr("Save the return label as a PDF file, to e-mail or print elsewhere"))
        self.show_returns(*self._returns)
        if self._return is not None:
            shipment, qr_image, qr_link = self._return
            self.show_return(shipment, qr_image, qr_link=qr_link)
        else:
            self._show_actions(None)  # its tooltips in the language spoken now

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def label_format(self) -> LabelFormat:
        """Where the return label prints, as chosen (A6 until another is)."""
        index = self.format_box.currentIndex()
        return _FORMATS[index] if 0 <= index < len(_FORMATS) else LabelFormat.A6

    def set_label_format(self, label_format: LabelFormat) -> None:
        self.format_box.setCurrentIndex(_FORMATS.index(label_format))

    # -- the order's returns -----------------------------------------------------------------------------------
    @property
    def qr_shown_of(self) -> int | None:
        """The printerless return whose QR code the tab holds (it does not change once created)."""
        return self._return[0].id if self._return is not None and self._return[1] else None

    def show_returns(self, returns: Sequence[ShipmentRecord], printed: Collection[int] = ()) -> None:
        """The order's returns, newest first, each with its state, barcode and tracking; the one shown stays current
        (selecting one is the window's: `select_return`)."""
        self._returns = (tuple(returns), frozenset(printed))
        self.returns_list.blockSignals(True)
        try:
            self.returns_list.clear()
            for returned in returns:
                item = QTreeWidgetItem(
                    [
                        self.tr("#{id}").format(id=returned.id),
                        translated(returned.status.display_name),
                        self._label_words(returned, returned.id in self._returns[1]),
                        returned.barcode,
                        self._made_words(returned),
                        returned.tracking_url,
                    ]
                )
                item.setData(0, RETURN_ID_ROLE, returned.id)
                item.setToolTip(5, returned.tracking_url)
                self.returns_list.addTopLevelItem(item)
                if returned.id == self.shown_return_id:
                    self.returns_list.setCurrentItem(item)
        finally:
            self.returns_list.blockSignals(False)
        for column in range(self.returns_list.columnCount() - 1):
            self.returns_list.resizeColumnToContents(column)

    def _label_words(self, returned: ShipmentRecord, printed: bool) -> str:
        """What the customer gets: a label (printed here or not yet) or a QR code; none once cancelled."""
        if not returned.live:
            return "—"
        if returned.qr_url:
            return self.tr("QR code (printerless)")
        return self.tr("printed here") if printed else self.tr("not printed here")

    def _made_words(self, returned: ShipmentRecord) -> str:
        when = format_datetime(returned.created_at) if returned.created_at else ""
        return self.tr("{when}, elsewhere").format(when=when) if returned.elsewhere else when

    def _items(self) -> list[QTreeWidgetItem]:
        items = (self.returns_list.topLevelItem(row) for row in range(self.returns_list.topLevelItemCount()))
        return [item for item in items if item is not None]

    def listed_ids(self) -> list[int]:
        return [int(item.data(0, RETURN_ID_ROLE)) for item in self._items()]

    def select_return(self, return_id: int) -> None:
        """Make the return current in the list (as a click does: `return_selected` follows)."""
        for item in self._items():
            if item.data(0, RETURN_ID_ROLE) == return_id:
                if self.returns_list.currentItem() is item:
                    self.return_selected.emit(return_id)
                else:
                    self.returns_list.setCurrentItem(item)
                return

    def _current_changed(self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        if current is not None:
            self.return_selected.emit(int(current.data(0, RETURN_ID_ROLE)))

    # -- the return shown ----------------------------------------------------------------------------------------
    def show_return(self, shipment: ShipmentRecord, qr_image: bytes | None, *, qr_link: bool = True) -> None:
        """The return shown: its id and state, and for a printerless return the customer's QR code (PNG or SVG; the
        one shown is kept while none is given); `qr_link` False: the QR code's address needs the shop's key, so
        only the image is shown, no link. A normal return's label is the preview's (`show_label`)."""
        if qr_image is None and self._return is not None and self._return[0].id == shipment.id:
            qr_image = self._return[1]
        same = self.shown_return_id == shipment.id
        self.shown_return_id = shipment.id
        self._return = (shipment, qr_image, qr_link)
        parts = [
            self.tr("Return shipment #{id} ({status}).").format(
                id=shipment.id, status=translated(shipment.status.display_name)
            )
        ]
        if not shipment.live:
            parts.append(self.tr("It was cancelled: it has no label."))
        elif shipment.qr_url and not qr_link:
            parts.append(self.tr("The customer shows this QR code at the drop-off point (it is e-mailed to them too)."))
        elif shipment.qr_url:
            parts.append(
                self.tr('The customer shows this QR code at the drop-off point: <a href="{url}">QR link</a>.').format(
                    url=shipment.qr_url
                )
            )
        else:
            parts.append(self.tr("Its label is below: print it for the customer, or save it as a PDF."))
        self.info.setText(" ".join(parts))
        pixmap = qr_pixmap(qr_image, QR_SIZE_PX) if qr_image else None
        if pixmap is not None:
            self.qr_label.setPixmap(pixmap)
        else:
            self.qr_label.clear()
        self.shown.setCurrentIndex(1 if shipment.qr_url else 0)
        self.label_row.setVisible(not shipment.qr_url)  # a printerless return has no label to print or save
        if not same:
            self.label_shown_of = None
            self.preview.clear(
                QT_TRANSLATE_NOOP("ReturnTab", "The return label shows here.")
                if shipment.live
                else QT_TRANSLATE_NOOP("ReturnTab", "A cancelled return has no label.")
            )
        self._show_actions(shipment)

    def show_label(self, return_id: int, pdf: bytes) -> None:
        """The return's own label in the preview (when that return is still the one shown)."""
        if return_id == self.shown_return_id:
            self.label_shown_of = return_id
            self.preview.set_pdf(pdf, [QT_TRANSLATE_NOOP("ReturnTab", "Return label #{id}").format(id=return_id)])

    def show_no_return(self) -> None:
        self.shown_return_id = None
        self.label_shown_of = None
        self._return = None
        self.show_returns([])
        self.info.clear()
        self.qr_label.clear()
        self.preview.clear(QT_TRANSLATE_NOOP("ReturnTab", "No return yet: Create return (Ctrl+R)."))
        self.shown.setCurrentIndex(0)
        self.label_row.show()
        self._show_actions(None)

    def _show_actions(self, shipment: ShipmentRecord | None) -> None:
        has_label = shipment is not None and shipment.live and not shipment.qr_url
        printed = shipment is not None and shipment.id in self._returns[1]
        for widget in (self.format_box, self.print_button, self.save_button):
            widget.setEnabled(has_label)
        self.print_button.setToolTip(
            (
                self.tr("Print the return label again (asks first)")
                if printed
                else self.tr("Print the return label for the customer, on A6 or in a slot of the A4 sheet")
            )
            if has_label
            else self.tr("Only a return with a label of its own can be printed (not a printerless or cancelled one).")
        )

    def _print_clicked(self) -> None:
        if self.shown_return_id is not None:
            self.print_requested.emit(self.shown_return_id, self.label_format())

    def _save_clicked(self) -> None:
        if self.shown_return_id is not None:
            self.save_requested.emit(self.shown_return_id)
