"""The printer profiles dialog: which local printer prints each label format, its calibration and a test page."""

from __future__ import annotations

import logging
from functools import partial

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from station import paths
from station.domain.enums import LabelFormat
from station.domain.text import QT_TRANSLATE_NOOP, message_of
from station.printers.base import (
    MAX_DARKNESS,
    LabelMedia,
    PrinterKind,
    PrinterProfile,
    PrintJobState,
    ThermalResolution,
)
from station.services.local_printers import InvalidProfile, LocalPrinters, SystemPrinters, profile_name
from station.ui.async_tasks import TaskRegistry, tracked_slot
from station.ui.language import SaidTexts, translated

log = logging.getLogger("station.ui.printer_profiles")

_FORMAT_TITLES = {
    LabelFormat.A6: QT_TRANSLATE_NOOP("ProfileEditor", "A6 labels"),
    LabelFormat.A4: QT_TRANSLATE_NOOP("ProfileEditor", "A4 sheets"),
}
# The printer combo's entry for "save as PDF files in a folder" (a queue name can never hold a NUL).
FOLDER_CHOICE = "\x00folder"
OFFSET_LIMIT_MM = 50.0
INVALID_STYLE = "border: 2px solid #c62828;"


class ProfileEditor(QGroupBox):
    """The settings of one format's profile."""

    testPageRequested = Signal(object)  # PrinterProfile as currently entered

    def __init__(self, profile: PrinterProfile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._said = SaidTexts()  # every text below, said again at a language switch
        self.destroyed.connect(self._said.forget)
        self._printers: SystemPrinters | None = None
        self._said.say(self.setTitle, lambda: translated(_FORMAT_TITLES[profile.label_format]))
        self.label_format = profile.label_format
        self.setObjectName(f"profile{profile.label_format.value}")

        self.name_edit = QLineEdit(translated(profile_name(profile.name)), self)
        self.printer_combo = QComboBox(self)
        self.printer_combo.setMinimumContentsLength(24)
        self.folder_edit = QLineEdit(profile.folder or str(paths.labels_dir()), self)
        self.folder_edit.setObjectName("profileFolder")
        self._said.say(self.folder_edit.setToolTip, lambda: self.tr("Each label is saved here as <reference>.pdf"))
        self.folder_button = QPushButton(self)
        self._said.say(self.folder_button.setText, lambda: self.tr("Choose…"))
        self.folder_button.clicked.connect(self._choose_folder)
        self.scale_check = QCheckBox(self)
        self._said.say(self.scale_check.setText, lambda: self.tr("Scale the label to fit the paper"))
        self.scale_check.setChecked(profile.scale_to_fit)
        self.verify_check = QCheckBox(self)
        self._said.say(
            self.verify_check.setText,
            lambda: self.tr("Scan to verify the contents: the label prints after the last item"),
        )
        self.verify_check.setObjectName("verifyContents")
        self._said.say(
            self.verify_check.setToolTip,
            lambda: self.tr("Scan the order, then each item's barcode (EAN): a wrong or extra item is refused at once"),
        )
        self.verify_check.setChecked(profile.verify_contents)
        self.orientation_combo = QComboBox(self)
        self._said.item(self.orientation_combo, lambda: self.tr("Portrait"), False)
        self._said.item(self.orientation_combo, lambda: self.tr("Landscape"), True)
        self.orientation_combo.setCurrentIndex(1 if profile.landscape else 0)
        self.offset_x = self._offset_box(profile.offset_x_mm, self.tr("Moves the label right (negative: left)"))
        self.offset_y = self._offset_box(profile.offset_y_mm, self.tr("Moves the label down (negative: up)"))
        self._build_thermal_fields(profile)
        self.test_button = QPushButton(self)
        self._said.say(self.test_button.setText, lambda: self.tr("Print test page"))
        self._said.say(
            self.test_button.setToolTip,
            lambda: self.tr("A frame and crosshairs on the label's corners, with these settings"),
        )
        self.result_label = QLabel(self)
        self.result_label.setObjectName("testPageResult")
        self.result_label.setWordWrap(True)

        self._fill_printers(SystemPrinters((), ""), FOLDER_CHOICE if profile.folder else profile.printer_name)
        self.printer_combo.currentIndexChanged.connect(self._show_folder_row)

        offsets = QHBoxLayout()
        offsets.addWidget(self._said.label(lambda: self.tr("x"), self))
        offsets.addWidget(self.offset_x)
        offsets.addSpacing(12)
        offsets.addWidget(self._said.label(lambda: self.tr("y"), self))
        offsets.addWidget(self.offset_y)
        offsets.addStretch(1)
        form = QFormLayout(self)
        form.addRow(self._said.label(lambda: self.tr("Profile name")), self.name_edit)
        form.addRow(self._said.label(lambda: self.tr("Printer")), self.printer_combo)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder_edit, 1)
        folder_row.addWidget(self.folder_button)
        self.folder_row = QWidget(self)
        self.folder_row.setLayout(folder_row)
        folder_row.setContentsMargins(0, 0, 0, 0)
        form.addRow(self._said.label(lambda: self.tr("Folder")), self.folder_row)
        self._folder_label = form.labelForField(self.folder_row)
        if self.label_format is LabelFormat.A6:
            form.addRow(self._said.label(lambda: self.tr("Printer type")), self.kind_combo)
            form.addRow(self._said.label(lambda: self.tr("Network address")), self.address_edit)
            form.addRow(self._said.label(lambda: self.tr("Resolution")), self.resolution_combo)
            form.addRow(self._said.label(lambda: self.tr("Label roll")), self.media_combo)
            form.addRow(self._said.label(lambda: self.tr("Darkness")), self.darkness_box)
            form.addRow(self._said.label(lambda: self.tr("Rotation")), self.rotation_combo)
        form.addRow("", self.scale_check)
        form.addRow("", self.verify_check)
        form.addRow(self._said.label(lambda: self.tr("Orientation")), self.orientation_combo)
        form.addRow(self._said.label(lambda: self.tr("Offset (mm)")), offsets)
        self._form = form
        test_row = QHBoxLayout()
        test_row.addWidget(self.test_button)
        test_row.addStretch(1)
        form.addRow("", test_row)
        form.addRow("", self.result_label)

        self.test_button.clicked.connect(lambda: self.testPageRequested.emit(self.profile()))
        self.kind_combo.currentIndexChanged.connect(self._show_folder_row)
        self._show_folder_row()

    def _build_thermal_fields(self, profile: PrinterProfile) -> None:
        """Printer type and, for a thermal label printer, what Station needs to render and send its ZPL."""
        self.kind_combo = QComboBox(self)
        self.kind_combo.setObjectName("printerKind")
        # Item data are the plain values: Qt hands a str or int enum back as a plain str or int.
        self._said.item(
            self.kind_combo, lambda: self.tr("Office printer (PDF through its driver)"), PrinterKind.OFFICE.value
        )
        self._said.item(
            self.kind_combo, lambda: self.tr("Thermal label printer (ZPL, sent raw)"), PrinterKind.THERMAL.value
        )
        self.kind_combo.setCurrentIndex(self.kind_combo.findData(profile.kind.value))
        self.address_edit = QLineEdit(profile.network_address, self)
        self.address_edit.setObjectName("networkAddress")
        self._said.say(
            self.address_edit.setPlaceholderText,
            lambda: self.tr("e.g. 192.168.1.50 (port 9100); empty: the queue above, raw"),
        )
        self._said.say(
            self.address_edit.setToolTip,
            lambda: self.tr(
                "A printer on the network gets its labels on port 9100 and is asked "
                "for its status (paper, head, pause) before each label"
            ),
        )
        self.resolution_combo = QComboBox(self)
        self.resolution_combo.setObjectName("thermalResolution")
        for resolution in ThermalResolution:
            self._said.item(
                self.resolution_combo,
                lambda resolution=resolution: (
                    self.tr(  # type: ignore[misc]
                        "%d dpi (%d dots/mm)"
                    )
                    % (int(resolution), resolution.dots_per_mm)
                ),
                int(resolution),
            )
        self.resolution_combo.setCurrentIndex(self.resolution_combo.findData(int(profile.resolution)))
        self.media_combo = QComboBox(self)
        self.media_combo.setObjectName("thermalMedia")
        for media in LabelMedia:
            self._said.item(self.media_combo, partial(translated, media.display_name), media.value)
        self.media_combo.setCurrentIndex(self.media_combo.findData(profile.media.value))
        self.darkness_box = QSpinBox(self)
        self.darkness_box.setObjectName("thermalDarkness")
        self.darkness_box.setRange(0, MAX_DARKNESS)
        self.darkness_box.setValue(profile.darkness)
        self._said.say(
            self.darkness_box.setToolTip,
            lambda: self.tr("0 lightest … 30 darkest (ZPL ~SD); raise it when bars print grey"),
        )
        self.rotation_combo = QComboBox(self)
        self.rotation_combo.setObjectName("thermalRotation")
        self._said.item(self.rotation_combo, lambda: self.tr("As drawn"), 0)
        self._said.item(self.rotation_combo, lambda: self.tr("Upside down (180°)"), 180)
        self.rotation_combo.setCurrentIndex(max(0, self.rotation_combo.findData(profile.rotation)))
        if self.label_format is not LabelFormat.A6:  # A4 sheets are for office printers: not in the form
            for widget in (
                self.kind_combo,
                self.address_edit,
                self.resolution_combo,
                self.media_combo,
                self.darkness_box,
                self.rotation_combo,
            ):
                widget.hide()

    def is_thermal(self) -> bool:
        return PrinterKind(self.kind_combo.currentData()) is PrinterKind.THERMAL and self.label_format is LabelFormat.A6

    def saves_to_folder(self) -> bool:
        return self.printer_combo.currentData() == FOLDER_CHOICE

    def _show_folder_row(self) -> None:
        for widget in (self.folder_row, self._folder_label):
            widget.setVisible(self.saves_to_folder())
        if self.label_format is not LabelFormat.A6:
            return
        thermal = self.is_thermal() and not self.saves_to_folder()
        self._form.setRowVisible(self.kind_combo, not self.saves_to_folder())
        for widget in (
            self.address_edit,
            self.resolution_combo,
            self.media_combo,
            self.darkness_box,
            self.rotation_combo,
        ):
            self._form.setRowVisible(widget, thermal)
        # A thermal label is placed on whole dots by Station itself: no driver scaling or orientation.
        self._form.setRowVisible(self.scale_check, not thermal)
        self._form.setRowVisible(self.orientation_combo, not thermal)

    def _choose_folder(self) -> None:
        # Non-modal to the event loop (open(), never exec() under qasync).
        dialog = QFileDialog(self, self.tr("Save labels in"), self.folder_edit.text())
        dialog.setFileMode(QFileDialog.FileMode.Directory)
        dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
        dialog.fileSelected.connect(self.folder_edit.setText)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _offset_box(self, value: float, tip: str) -> QDoubleSpinBox:
        box = QDoubleSpinBox(self)
        box.setRange(-OFFSET_LIMIT_MM, OFFSET_LIMIT_MM)
        box.setDecimals(1)
        box.setSingleStep(0.5)
        box.setSuffix(" mm")
        box.setValue(value)
        box.setToolTip(tip)
        return box

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._said.again()
            if self._printers is not None:
                self._fill_printers(self._printers, self.printer_combo.currentData() or "")
        super().changeEvent(event)

    def set_system_printers(self, printers: SystemPrinters) -> None:
        self._printers = printers
        self._fill_printers(printers, self.printer_combo.currentData() or "")
        self._show_folder_row()

    def _fill_printers(self, printers: SystemPrinters, selected: str) -> None:
        combo = self.printer_combo
        combo.clear()
        default = self.tr("System default printer")
        combo.addItem(f"{default} ({printers.default})" if printers.default else default, "")
        for name in printers.names:
            combo.addItem(name, name)
        combo.addItem(self.tr("Save as PDF files in a folder (no printer)"), FOLDER_CHOICE)
        if selected and selected != FOLDER_CHOICE and selected not in printers.names:
            # Keep a saved queue that is not installed (yet) visible rather than silently dropping it.
            combo.addItem(self.tr("%s (not installed)") % selected, selected)
        combo.setCurrentIndex(max(0, combo.findData(selected)))

    def profile(self) -> PrinterProfile:
        folder = (self.folder_edit.text().strip() or str(paths.labels_dir())) if self.saves_to_folder() else ""
        return PrinterProfile(
            name=self.name_edit.text().strip(),
            label_format=self.label_format,
            printer_name="" if folder else str(self.printer_combo.currentData() or ""),
            folder=folder,
            scale_to_fit=self.scale_check.isChecked(),
            landscape=bool(self.orientation_combo.currentData()),
            offset_x_mm=round(self.offset_x.value(), 1),
            offset_y_mm=round(self.offset_y.value(), 1),
            kind=PrinterKind.THERMAL if self.is_thermal() else PrinterKind.OFFICE,
            resolution=ThermalResolution(self.resolution_combo.currentData()),
            media=LabelMedia(self.media_combo.currentData()),
            darkness=self.darkness_box.value(),
            rotation=int(self.rotation_combo.currentData()),
            network_address=self.address_edit.text().strip(),
            verify_contents=self.verify_check.isChecked(),
        )

    def mark_invalid(self, field_name: str | None) -> None:
        widgets = {
            "name": self.name_edit,
            "offset_x_mm": self.offset_x,
            "offset_y_mm": self.offset_y,
            "network_address": self.address_edit,
            "darkness": self.darkness_box,
        }
        for name, widget in widgets.items():
            widget.setStyleSheet(INVALID_STYLE if name == field_name else "")
        if field_name in widgets:
            widgets[field_name].setFocus()


class PrinterProfilesDialog(QDialog):
    """Non-modal to the event loop: show it with open() and listen to `finished` (never exec() under qasync)."""

    profilesSaved = Signal(object)  # dict[LabelFormat, PrinterProfile]

    def __init__(
        self, local_printers: LocalPrinters, tasks: TaskRegistry | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._said = SaidTexts()  # every text below, said again at a language switch
        self.destroyed.connect(self._said.forget)
        self._said.say(self.setWindowTitle, lambda: self.tr("Printer profiles"))
        self.setObjectName("printerProfilesDialog")
        self.setMinimumWidth(560)
        self.local_printers = local_printers
        self.tasks = tasks if tasks is not None else TaskRegistry(self)

        profiles = local_printers.profiles()
        self.editors = {fmt: ProfileEditor(profiles[fmt], self) for fmt in (LabelFormat.A6, LabelFormat.A4)}
        self.status_label = QLabel(self)
        self._said.say(self.status_label.setText, lambda: self.tr("Looking for printers…"))
        self.status_label.setObjectName("profilesStatus")
        self.status_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        for editor in self.editors.values():
            editor.testPageRequested.connect(self.print_test_page)

        layout = QVBoxLayout(self)
        for editor in self.editors.values():
            layout.addWidget(editor)
        layout.addWidget(self.status_label)
        layout.addWidget(self.buttons)
        self.load_system_printers()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._said.again()
        super().changeEvent(event)

    @tracked_slot()
    async def load_system_printers(self) -> None:
        printers = await self.local_printers.system_printers()
        for editor in self.editors.values():
            editor.set_system_printers(printers)
        if printers.names:
            self._said.say(
                self.status_label.setText,
                lambda: self.tr("%n printers found on this computer.", "", len(printers.names)),
            )
        else:
            self._said.say(
                self.status_label.setText,
                lambda: self.tr(
                    'No printers are installed on this computer: choose "Save as PDF files in a folder" to get every '
                    "label as a PDF file."
                ),
            )

    @tracked_slot(object)
    async def print_test_page(self, profile: PrinterProfile) -> None:
        editor = self.editors[profile.label_format]
        editor.test_button.setEnabled(False)
        self._said.say(editor.result_label.setText, lambda: self.tr("Printing the test page…"))
        try:
            outcome = await self.local_printers.print_test_page(profile)
        finally:
            editor.test_button.setEnabled(True)
        if outcome.state is PrintJobState.FAILED:
            self._said.say(editor.result_label.setText, lambda: self.tr("Not printed: %s") % translated(outcome.detail))
            editor.result_label.setStyleSheet("color: #c62828;")
        else:
            self._said.say(
                editor.result_label.setText, lambda: self.tr("Test page sent: %s") % translated(outcome.detail)
            )
            editor.result_label.setStyleSheet("")

    def profiles(self) -> dict[LabelFormat, PrinterProfile]:
        return {fmt: editor.profile() for fmt, editor in self.editors.items()}

    def save(self) -> None:
        profiles = self.profiles()
        for editor in self.editors.values():
            editor.mark_invalid(None)
        try:
            self.local_printers.save_profiles(profiles)
        except InvalidProfile as error:
            fmt = error.label_format or LabelFormat.A6
            self.editors[fmt].mark_invalid(error.field_name)
            self._said.say(
                self.status_label.setText,
                lambda fmt=fmt, error=error: (
                    self.tr("%s: %s")
                    % (  # type: ignore[misc]
                        translated(_FORMAT_TITLES[fmt]),
                        translated(message_of(error)),
                    )
                ),
            )
            self.status_label.setStyleSheet("color: #c62828;")
            return
        except OSError as error:
            self._said.say(
                self.status_label.setText,
                lambda error=error: (
                    self.tr(  # type: ignore[misc]
                        "The profiles could not be saved: %s"
                    )
                    % (error.strerror or error)
                ),
            )
            self.status_label.setStyleSheet("color: #c62828;")
            return
        self.profilesSaved.emit(profiles)
        self.accept()


def open_printer_profiles_dialog(
    local_printers: LocalPrinters, tasks: TaskRegistry | None = None, parent: QWidget | None = None
) -> PrinterProfilesDialog:
    """Create and open() the dialog (window-modal without a nested event loop); it deletes itself on close."""
    dialog = PrinterProfilesDialog(local_printers, tasks, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
