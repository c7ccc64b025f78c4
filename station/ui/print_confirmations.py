"""Questions about printing the window asks without blocking: prints whose outcome is unknown after a crash."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, QUrl, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.services.records import PrintJobRecord, PrintState
from station.ui.inline_question import QUESTION_STYLE
from station.ui.language import format_datetime, translated

# Each print job's state in operator words (station.services.records.PrintState).
JOB_STATE_TEXT: dict[PrintState, Text] = {
    PrintState.QUEUED: QT_TRANSLATE_NOOP("PrintJobs", "queued — prints when the service answers"),
    PrintState.SENDING: QT_TRANSLATE_NOOP("PrintJobs", "sending to the printer"),
    PrintState.SENT: QT_TRANSLATE_NOOP("PrintJobs", "sent"),
    PrintState.FAILED: QT_TRANSLATE_NOOP("PrintJobs", "failed"),
    PrintState.UNKNOWN: QT_TRANSLATE_NOOP("PrintJobs", "unknown — did it come out? (answer above the panels)"),
}


def job_line(job: PrintJobRecord) -> str:
    """One print job as the operator reads it: when, which job, where, and its state."""
    when = format_datetime(job.created_at) if job.created_at else ""
    line = (
        QT_TRANSLATE_NOOP("PrintJobs", "reprint {format} on {printer} — {state}")
        if job.reprint
        else QT_TRANSLATE_NOOP("PrintJobs", "print {format} on {printer} — {state}")
    )
    state = translated(JOB_STATE_TEXT[job.state]) if job.state in JOB_STATE_TEXT else job.state.value
    detail = f": {translated(job.detail)}" if job.detail and job.state is PrintState.FAILED else ""
    return (
        f"{when}  "
        + translated(
            line.format(format=job.label_format.value, printer=job.printer_profile or job.printer, state=state)
        )
        + detail
    )


def _button() -> QPushButton:
    button = QPushButton()
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the scan field keeps the keyboard
    return button


class UnknownPrintQuestion(QFrame):
    """ "Did this label come out?" for one print job Station was sending when it stopped."""

    answered = Signal(int, bool)  # outbox entry id, printed

    def __init__(self, entry_id: int, job: PrintJobRecord, references: Sequence[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.entry_id = entry_id
        self.job = job
        self.setObjectName("unknownPrint")
        self.setStyleSheet(QUESTION_STYLE.format(name="unknownPrint"))
        self._what = ", ".join(references) or job.job_name
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.printed_button = _button()
        self.printed_button.setObjectName("confirmPrinted")
        self.missing_button = _button()
        self.missing_button.setObjectName("confirmMissing")
        self.printed_button.clicked.connect(lambda: self.answered.emit(self.entry_id, True))
        self.missing_button.clicked.connect(lambda: self.answered.emit(self.entry_id, False))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.printed_button)
        layout.addWidget(self.missing_button)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.text.setText(
            self.tr(
                "<b>Did the label of {orders} come out of the printer?</b> Station stopped while sending it to {printer}. "
                "Look in the printer's tray, then answer."
            ).format(orders=_escape(self._what), printer=_escape(self.job.printer_profile or self.job.printer))
        )
        self.printed_button.setText(self.tr("It came out"))
        self.printed_button.setToolTip(self.tr("The label is there: nothing is printed again"))
        self.missing_button.setText(self.tr("Not printed — print it now"))
        self.missing_button.setToolTip(self.tr("No label came out: print it once now"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class UnknownPrintsPanel(QWidget):
    """Every print with an unknown outcome, one question each; hidden when there is none. Never modal."""

    answered = Signal(int, bool)  # outbox entry id, printed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("unknownPrints")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(6, 2, 6, 0)
        self._layout.setSpacing(3)
        self.questions: list[UnknownPrintQuestion] = []
        self.setVisible(False)

    def set_questions(self, pairs: Sequence[tuple[int, PrintJobRecord, Sequence[str]]]) -> None:
        """(entry id, job, order references) per print to confirm; replaces what is shown."""
        for question in self.questions:
            self._layout.removeWidget(question)
            question.deleteLater()
        self.questions = []
        for entry_id, job, references in pairs:
            question = UnknownPrintQuestion(entry_id, job, references, self)
            question.answered.connect(self.answered)
            self._layout.addWidget(question)
            self.questions.append(question)
        self.setVisible(bool(self.questions))


class PrintingNotice(QFrame):
    """Shown after the first start chose "save to a folder" because this computer has no printer: where the labels
    go, and the one place to choose a printer instead. Dismissable; never modal."""

    profiles_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("printingNotice")
        self.setStyleSheet(QUESTION_STYLE.format(name="printingNotice"))
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setOpenExternalLinks(True)
        self.profiles_button = _button()
        self.profiles_button.clicked.connect(self.profiles_requested)
        self.close_button = close = _button()
        close.setText("✕")
        close.setFixedWidth(28)
        close.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.profiles_button)
        layout.addWidget(close)
        self._folder = ""
        self.retranslate_ui()
        self.hide()

    def retranslate_ui(self) -> None:
        self.profiles_button.setText(self.tr("Printer profiles…"))
        self.profiles_button.setToolTip(self.tr("Choose a printer for each label format (Ctrl+Shift+P)"))
        self.close_button.setToolTip(self.tr("Dismiss: labels keep going to the folder"))
        url = QUrl.fromLocalFile(self._folder).toString()
        self.text.setText(
            self.tr(
                "<b>No printer was found on this computer, so labels are saved as PDF files</b> in {folder}, one file per "
                "order named by its reference. To print on paper, install a printer and choose it in the printer "
                "profiles."
            ).format(folder=f'<a href="{url}">{_escape(self._folder)}</a>')
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def show_folder(self, folder: str) -> None:
        self._folder = folder
        self.retranslate_ui()
        self.show()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
