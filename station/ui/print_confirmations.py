"""Questions about printing the window asks without blocking: prints whose outcome is unknown after a crash."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from station.services.records import PrintJobRecord, PrintState
from station.ui.inline_question import QUESTION_STYLE


# Each print job's state in operator words (station.services.records.PrintState).
JOB_STATE_TEXT: dict[PrintState, str] = {
    PrintState.QUEUED: "queued — prints when the service answers",
    PrintState.SENDING: "sending to the printer",
    PrintState.SENT: "sent",
    PrintState.FAILED: "failed",
    PrintState.UNKNOWN: "unknown — did it come out? (answer above the panels)",
}


def job_line(job: PrintJobRecord) -> str:
    """One print job as the operator reads it: when, which job, where, and its state."""
    created = job.created_at
    when = (created.astimezone() if created.tzinfo else created).strftime("%Y-%m-%d %H:%M") if created else ""
    kind = "reprint" if job.reprint else "print"
    state = JOB_STATE_TEXT.get(job.state, job.state.value)
    detail = f": {job.detail}" if job.detail and job.state is PrintState.FAILED else ""
    return f"{when}  {kind} {job.label_format.value} on {job.printer_profile or job.printer} — {state}{detail}"


def _button(text: str, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the scan field keeps the keyboard
    return button


class UnknownPrintQuestion(QFrame):
    """"Did this label come out?" for one print job Station was sending when it stopped."""

    answered = Signal(int, bool)  # outbox entry id, printed

    def __init__(self, entry_id: int, job: PrintJobRecord, references: Sequence[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.entry_id = entry_id
        self.job = job
        self.setObjectName("unknownPrint")
        self.setStyleSheet(QUESTION_STYLE.format(name="unknownPrint"))
        what = ", ".join(references) or job.job_name
        self.text = QLabel(
            f"<b>Did the label of {what} come out of the printer?</b> Station stopped while sending it to "
            f"{job.printer_profile or job.printer}. Look in the printer's tray, then answer."
        )
        self.text.setWordWrap(True)
        self.printed_button = _button("It came out", "The label is there: nothing is printed again")
        self.printed_button.setObjectName("confirmPrinted")
        self.missing_button = _button("Not printed — print it now", "No label came out: print it once now")
        self.missing_button.setObjectName("confirmMissing")
        self.printed_button.clicked.connect(lambda: self.answered.emit(self.entry_id, True))
        self.missing_button.clicked.connect(lambda: self.answered.emit(self.entry_id, False))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.printed_button)
        layout.addWidget(self.missing_button)


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
        self.profiles_button = _button("Printer profiles…", "Choose a printer for each label format (Ctrl+Shift+P)")
        self.profiles_button.clicked.connect(self.profiles_requested)
        close = _button("✕", "Dismiss: labels keep going to the folder")
        close.setFixedWidth(28)
        close.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.profiles_button)
        layout.addWidget(close)
        self.hide()

    def show_folder(self, folder: str) -> None:
        url = QUrl.fromLocalFile(folder).toString()
        self.text.setText(
            "<b>No printer was found on this computer, so labels are saved as PDF files</b> in "
            f'<a href="{url}">{_escape(folder)}</a>, one file per order named by its reference. To print on paper, '
            "install a printer and choose it in the printer profiles."
        )
        self.show()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
