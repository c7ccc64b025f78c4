"""What a printer sync waits for, step by step: the account's state, the printer list before, the request, the list
changing. The printing API reports no progress of its own, so the view shows what was asked and answered, never a
share of a timeout."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QProgressBar, QVBoxLayout, QWidget

from station.services.printer_groups import PrintingStatus, SyncProgress, SyncStage, status_text

DONE_MARK = "✓"
WAITING_MARK = "…"


class SyncProgressView(QWidget):
    """A busy bar (no percentage: nothing to count) over the sync's steps, done ones ticked, the current one with
    what the service said last."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("syncProgress")
        self.busy_bar = QProgressBar(self)
        self.busy_bar.setRange(0, 0)  # busy: the service does not say how far it is
        self.busy_bar.setTextVisible(False)
        self.busy_bar.setMaximumHeight(8)
        self.steps_label = QLabel(self)
        self.steps_label.setObjectName("syncSteps")
        self.steps_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.busy_bar)
        layout.addWidget(self.steps_label)
        self.setVisible(False)

    def start(self) -> None:
        self.steps_label.clear()
        self.setVisible(True)

    def finish(self) -> None:
        self.setVisible(False)

    def show_progress(self, progress: SyncProgress) -> None:
        self.steps_label.setText("\n".join(self.step_lines(progress)))

    def step_lines(self, progress: SyncProgress) -> list[str]:
        """One line per step reached so far; the last is the one being waited for (unless the sync is done)."""
        stage = progress.stage
        order = list(SyncStage)
        reached = order.index(stage)
        lines: list[str] = []
        if stage is SyncStage.READING_ACCOUNT:
            return [f"{WAITING_MARK} " + self.tr("Reading the direct printing account's state")]
        if stage is SyncStage.WAITING_FOR_ACCOUNT:
            return [
                f"{WAITING_MARK} "
                + self.tr("Waiting for the account to be ready (now: %s; asked %d times)")
                % (self._account(progress.account), progress.reads)
            ]
        lines.append(f"{DONE_MARK} " + self._account_line(progress.account))
        if stage is SyncStage.READING_PRINTERS:
            return [*lines, f"{WAITING_MARK} " + self.tr("Reading the printer list")]
        lines.append(
            f"{DONE_MARK} " + self.tr("Printer list before the sync: %d printers") % (progress.printers_before or 0)
        )
        if stage is SyncStage.REQUESTING:
            return [*lines, f"{WAITING_MARK} " + self.tr("Asking the service to sync the printers")]
        lines.append(f"{DONE_MARK} " + self.tr("Sync asked for"))
        if reached >= order.index(SyncStage.WAITING_FOR_LIST):
            mark = DONE_MARK if stage is SyncStage.DONE else WAITING_MARK
            lines.append(
                f"{mark} "
                + self.tr("Waiting for the printer list to change (read %d times; %d printers now)")
                % (progress.reads, progress.printers_now or 0)
            )
        return lines

    def _account(self, status: PrintingStatus | None) -> str:
        return self.tr(status_text(status)) if status is not None else "—"

    def _account_line(self, status: PrintingStatus | None) -> str:
        if status is PrintingStatus.INITIALIZATION_REQUIRED:
            return self.tr(
                "Account: %s — the service may add no printers until direct printing is enabled"
            ) % self._account(status)
        return self.tr("Account: %s") % self._account(status)
