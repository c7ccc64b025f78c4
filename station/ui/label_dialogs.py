"""What printing again and saving as PDF ask of the operator, the same for any label (a shipment's, a return's): the
inline "print it again?" question and the non-modal Save as PDF dialog."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from station.ui.inline_question import InlineQuestion


def answered_yes_again(question: InlineQuestion, topic: str) -> bool:
    """Whether `topic` is being asked already; if so this second press is the yes, and the question is confirmed."""
    if question.topic != topic:
        return False
    question.confirm()
    return True


def ask_to_print_again(
    question: InlineQuestion, topic: str, text: str, print_again: Callable[[], object], confirm_tip: str
) -> None:
    """Asks inline (non-modal) whether to print a label that was printed already once more; `print_again` runs only
    on the operator's yes."""
    question.ask(
        topic,
        text,
        QCoreApplication.translate("LabelDialogs", "&Yes, print again"),
        QCoreApplication.translate("LabelDialogs", "No"),
        lambda _choices: print_again(),
        confirm_tip=confirm_tip,
    )


def open_save_pdf_dialog(
    parent: QWidget, title: str, file_name: str, object_name: str, save: Callable[[str], object]
) -> QFileDialog:
    """Opens the dialog asking where to save a label as PDF, starting at `file_name` in the home folder, without
    blocking (the loop keeps running); `save(path)` runs once a file is chosen. The dialog deletes itself when
    closed."""
    start = str(Path.home() / file_name)
    dialog = QFileDialog(parent, title, start, QCoreApplication.translate("LabelDialogs", "PDF files (*.pdf)"))
    dialog.setObjectName(object_name)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setDefaultSuffix("pdf")
    dialog.fileSelected.connect(save)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog
