"""The shipment detail panel: recipient and options before creation, then status, label, tracking, return and notes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from station.domain.capabilities import capabilities_of
from station.domain.enums import Carrier, ShipmentOption, ShipmentStatus
from station.domain.field_rules import sender_violations
from station.domain.models import Address, ShipmentDraft, ShipmentOptions
from station.domain.service_capabilities import ServiceCapabilities
from station.domain.validation import Violation, validate_shipment
from station.services.records import PrintJobRecord, PrintState, QueuedOrder, ShipmentKind, ShipmentRecord
from station.services.shipment_rules import cancel_blocked_reason, print_blocked_reason, return_blocked_reason
from station.services.shipped_elsewhere import describe_elsewhere
from station.ui.inline_question import InlineQuestion
from station.ui.language import translated
from station.ui.notes_tab import NotesTab
from station.ui.options_editor import FIELD_INVALID_STYLE
from station.ui.print_confirmations import job_line
from station.ui.return_tab import ReturnTab
from station.ui.shipment_tab import RECIPIENT_FIELDS, ShipmentTab
from station.ui.tracking_tab import TrackingLine, TrackingTab

PRINTED_BADGE_STYLE = "color: white; background: {colour}; padding: 2px 8px; border-radius: 8px; font-weight: bold"


class ShipmentDetailPanel(QWidget):
    """Shows one order's shipment. It emits what the operator wants; the window asks the services to do it."""

    create_requested = Signal()
    print_requested = Signal()
    cancel_requested = Signal()
    return_requested = Signal(bool, bool)  # send the e-mail, printerless (QR code)
    refresh_requested = Signal()
    note_requested = Signal(str)
    copy_tracking_requested = Signal()
    save_pdf_requested = Signal()
    delivery_options_requested = Signal()
    label_format_changed = Signal(object)  # LabelFormat
    actions_changed = Signal()  # which actions apply (and why not) changed: the window's menu follows
    edited = Signal()  # the operator changed the shipment's fields (the window keeps the edit: `edited_draft`)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.order: QueuedOrder | None = None
        self._kept_draft: ShipmentDraft | None = None  # the fields as shown or last handed over to be kept
        self._filling = False
        self._active_carriers: frozenset[Carrier] | None = None
        self._capabilities: ServiceCapabilities | None = None  # the account's service, where the formats differ
        self.violations: list[Violation] = []
        self._sender: Address | None = None  # the sender the services chose for the order shown

        self.title = QLabel()
        self.title.setObjectName("detailTitle")
        self.title.setStyleSheet("font-size: 15px; font-weight: bold")
        self.status_chip = QLabel()
        self.status_chip.setObjectName("statusChip")
        self.printed_badge = QLabel()
        self.printed_badge.setObjectName("printedBadge")
        self.printed_badge.setStyleSheet(PRINTED_BADGE_STYLE.format(colour="#1b7f3b"))
        self.printed_badge.hide()

        self.create_button = QPushButton()
        self.create_button.setObjectName("createButton")
        self.create_button.setDefault(True)
        self.print_button = QPushButton()
        self.print_button.setObjectName("printButton")
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("cancelButton")
        self.refresh_button = QPushButton()
        self.save_pdf_button = QPushButton()
        self.save_pdf_button.setObjectName("savePdfButton")
        for button, signal in (
            (self.create_button, self.create_requested),
            (self.print_button, self.print_requested),
            (self.cancel_button, self.cancel_requested),
            (self.refresh_button, self.refresh_requested),
            (self.save_pdf_button, self.save_pdf_requested),
        ):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click must not take the keyboard from the scan field
            button.clicked.connect(signal)

        header = QHBoxLayout()
        header.addWidget(self.title, 1)
        header.addWidget(self.printed_badge)
        header.addWidget(self.status_chip)
        actions = QHBoxLayout()
        for button in (
            self.create_button,
            self.print_button,
            self.save_pdf_button,
            self.cancel_button,
            self.refresh_button,
        ):
            actions.addWidget(button)
        actions.addStretch(1)
        # Cancel, return, reprint, ship anyway and ship again are asked here first (the window asks; nothing is sent
        # before yes).
        self.question = InlineQuestion("shipmentQuestion")
        self.elsewhere_note = QLabel()
        self.elsewhere_note.setObjectName("shippedElsewhere")
        self.elsewhere_note.setWordWrap(True)
        self.elsewhere_note.setStyleSheet(
            "background: #fff4ce; color: #3d2e00; border: 1px solid #c9a227; border-radius: 4px; padding: 4px 8px"
        )
        self.elsewhere_note.hide()

        self.tabs = QTabWidget()
        self.tabs.setObjectName("detailTabs")
        self.shipment_tab = ShipmentTab()
        self.shipment_tab.edited.connect(self._recipient_edited)
        # The tab's fields, by the names the rest of the panel (and its tests) know them.
        tab = self.shipment_tab
        self.recipient_box, self.recipient_edits, self.recipient_labels = (
            tab.recipient_box,
            tab.recipient_edits,
            tab.recipient_labels,
        )
        self.description_edit, self.description_label = tab.description_edit, tab.description_label
        self.options_box, self.options_editor = tab.options_box, tab.options_editor
        self.sender_label, self.violations_label = tab.sender_label, tab.violations_label
        self.options_editor.changed.connect(self._options_changed)
        self.options_editor.delivery_options_requested.connect(self.delivery_options_requested)
        self.tabs.addTab(self.shipment_tab, "")
        self.label_tab = QWidget()
        self.label_tab_layout = QVBoxLayout(self.label_tab)
        self.print_jobs = QListWidget()
        self.print_jobs.setObjectName("printJobs")
        self.print_jobs.setMaximumHeight(84)
        self.print_jobs_title = QLabel()
        self.tabs.addTab(self.label_tab, "")
        self.tracking_tab = TrackingTab()
        self.tracking_tab.copy_url_button.clicked.connect(self.copy_tracking_requested)
        # The tab's fields, by the names the rest of the panel (and its tests) know them.
        self.barcode_label, self.parcels_label = self.tracking_tab.barcode_label, self.tracking_tab.parcels_label
        self.tracking_url_edit, self.timeline = self.tracking_tab.tracking_url_edit, self.tracking_tab.timeline
        self.copy_url_button = self.tracking_tab.copy_url_button
        self.tabs.addTab(self.tracking_tab, "")
        self.return_tab = ReturnTab()
        self.return_tab.button.clicked.connect(self._return_clicked)
        # The tab's fields, by the names the rest of the panel (and its tests) know them.
        self.return_email_box, self.printerless_box = self.return_tab.email_box, self.return_tab.printerless_box
        self.return_button, self.return_info, self.qr_label = (
            self.return_tab.button,
            self.return_tab.info,
            self.return_tab.qr_label,
        )
        self.tabs.addTab(self.return_tab, "")
        self.notes_tab = NotesTab()
        self.notes_tab.note_requested.connect(self.note_requested)
        self.notes_list, self.note_edit, self.add_note_button = (
            self.notes_tab.notes_list,
            self.notes_tab.note_edit,
            self.notes_tab.add_note_button,
        )
        self.tabs.addTab(self.notes_tab, "")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 0, 6, 0)
        layout.addLayout(header)
        layout.addLayout(actions)
        layout.addWidget(self.elsewhere_note)
        layout.addWidget(self.question)
        layout.addWidget(self.tabs, 1)
        self._jobs: tuple[Sequence[PrintJobRecord], bool] = ((), False)
        self.retranslate_ui()
        self.show_order(None)

    def retranslate_ui(self) -> None:
        """The panel's texts in the language spoken now, and what it shows said again in that language."""
        self.create_button.setText(self.tr("Create && print"))
        self.create_button.setToolTip(self.tr("Create the shipment and print its label (Ctrl+Enter)"))
        self.print_button.setText(self.tr("Print label"))
        self.cancel_button.setText(self.tr("Cancel shipment"))
        self.refresh_button.setText(self.tr("Refresh"))
        self.refresh_button.setToolTip(self.tr("Fetch status and tracking from the service (Ctrl+Shift+R)"))
        self.save_pdf_button.setText(self.tr("Save PDF…"))
        for index, title in enumerate(
            (self.tr("&Shipment"), self.tr("&Label"), self.tr("T&racking"), self.tr("Re&turn"), self.tr("N&otes"))
        ):
            self.tabs.setTabText(index, title)
        self.recipient_box.setTitle(self.tr("Recipient"))
        for field, label in RECIPIENT_FIELDS:
            self.recipient_labels[field].setText(translated(label))
        self.recipient_edits["country"].setPlaceholderText(self.tr("NL or BE"))
        self.description_edit.setPlaceholderText(self.tr("Printed on the label (at most 45 characters)"))
        self.description_label.setText(self.tr("Label &description"))
        self.options_box.setTitle(self.tr("Carrier and options"))
        self.note_edit.setPlaceholderText(self.tr("A note on this order for the shop (Enter adds it)"))
        self.add_note_button.setText(self.tr("Add note"))
        self.print_jobs_title.setText(self.tr("Print jobs of this order"))
        if self.order is not None:
            self._show_title(self.order, self.draft())
            self._show_shipment(self.order.shipment)
            self._show_sender(self._sender)
            self.revalidate()
        self.show_print_jobs(*self._jobs)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- building ----------------------------------------------------------------------------------------
    def embed_label_widgets(self, preview: QWidget, format_row: QWidget | None = None) -> None:
        """Place the label preview (and the format / sheet position row) in the Label tab."""
        if format_row is not None:
            self.label_tab_layout.addWidget(format_row)
        self.label_tab_layout.addWidget(preview, 1)
        self.label_tab_layout.addWidget(self.print_jobs_title)
        self.label_tab_layout.addWidget(self.print_jobs)

    # -- content -----------------------------------------------------------------------------------------
    def set_active_carriers(self, carriers: Sequence[Carrier] | None) -> None:
        """The carriers of the shop's contract; None offers every carrier."""
        self._active_carriers = frozenset(carriers) if carriers is not None else None
        self.options_editor.set_carriers(carriers if carriers is not None else list(Carrier))

    def set_capabilities(self, capabilities: ServiceCapabilities | None) -> None:
        """What the account's service offers where the wire formats differ; the buttons offer only what works."""
        self._capabilities = capabilities
        self._update_buttons()

    def show_order(self, order: QueuedOrder | None, draft: ShipmentDraft | None = None) -> None:
        """Show `order`; `draft` is what the services propose (its options, delivery choice) before creation.

        The same order shown again while the operator's edit is not yet kept (`edited_draft`) keeps the fields as
        the operator typed them: a refresh never takes an edit back.
        """
        same_order = order is not None and self.order is not None and order.key == self.order.key
        if not same_order:
            self.question.withdraw()  # the question was about the order shown before
            self.show_no_return()  # the window shows this order's own return, if it has one
        # The same order again, while the operator's edit is not kept yet or the fields show this draft already:
        # refilling would take the edit back, or move the cursor of the field being typed in.
        proposed = draft or (order.draft if order else None)
        keep_edit = same_order and (
            self.edited_draft() is not None or (proposed is not None and replace(proposed, sender=None) == self.draft())
        )
        self.order = order
        if order is None:
            self.show_print_jobs([], False)
            self.title.setText(self.tr("No order selected — scan or pick one"))
            self.status_chip.clear()
            for edit in self.recipient_edits.values():
                edit.clear()
            self.description_edit.clear()
            self._show_shipment(None)
            self.set_editable(False)
            self._update_buttons()
            return
        draft = draft or order.draft
        self._show_title(order, draft)
        if not keep_edit:
            self._filling = True  # the editor's change signals while filling are not the operator's edits
            try:
                if draft is not None:
                    self._fill_draft(draft)
                else:
                    self._fill_recipient(order.recipient, order.label_description)
            finally:
                self._filling = False
        self._show_shipment(order.shipment)
        self.set_editable(order.shipment is None or order.shipment.status is ShipmentStatus.CANCELLED)
        if not keep_edit:
            self._kept_draft = self.draft()
        self.revalidate()

    def _show_title(self, order: QueuedOrder, draft: ShipmentDraft | None) -> None:
        self.title.setText(f"{order.reference} — {(draft.recipient if draft else order.recipient).name}")

    def _fill_recipient(self, recipient: Address, description: str) -> None:
        for field, edit in self.recipient_edits.items():
            edit.setText(getattr(recipient, field))
        self.description_edit.setText(description)

    def _fill_draft(self, draft: ShipmentDraft) -> None:
        self._fill_recipient(draft.recipient, draft.label_description)
        self._show_sender(draft.sender)
        self.options_editor.set_country(draft.recipient.country)
        self.options_editor.set_values(
            draft.carrier,
            draft.options,
            pickup_location=draft.pickup_location,
            weight_grams=draft.weight_grams,
            secondary_shipments=draft.secondary_shipments,
        )

    def set_sender(self, sender: Address | None) -> None:
        """The sender changed (account settings): shown, and used by the next create."""
        self._show_sender(sender)
        self.revalidate()

    def _show_sender(self, sender: Address | None) -> None:
        self._sender = sender
        self.sender_label.setText(
            self.tr("From: {name}, {street}, {postal_code} {city}, {country}").format(
                name=sender.name,
                street=sender.street,
                postal_code=sender.postal_code,
                city=sender.city,
                country=sender.country,
            )
            if sender
            else self.tr("From: — (no sender address set up)")
        )

    def set_delivery_choice(self, carrier: Carrier, options: ShipmentOptions, pickup_location: object) -> None:
        """Apply a delivery choice (from the delivery options widget) to the editor; insurance stays as it was."""
        current = self.options_editor.options()
        self.options_editor.set_values(
            carrier,
            ShipmentOptions(options.package_type, options.delivery_type, options.flags, current.insurance),
            pickup_location=pickup_location,  # type: ignore[arg-type]
            weight_grams=self.options_editor.weight_grams(),
            secondary_shipments=self.options_editor.secondary_shipments(),
        )

    def _show_elsewhere(self, shipment: ShipmentRecord | None) -> None:
        """Says so when another station shipped the order (the service told this station before any create)."""
        if shipment is None or not shipment.elsewhere:
            self.elsewhere_note.hide()
            return
        words = describe_elsewhere(shipment.id, shipment.status, shipment.created_at)
        if shipment.live:
            self.elsewhere_note.setText(
                self.tr(
                    "<b>Shipped at another station</b> — {shipment}. A scan prints nothing new; Print label (Ctrl+P) "
                    "reprints that shipment's label."
                ).format(shipment=translated(words))
            )
        else:
            self.elsewhere_note.setText(
                self.tr(
                    "<b>Shipped at another station and cancelled there</b> — {shipment}. Create &amp; print asks before "
                    "shipping it again."
                ).format(shipment=translated(words))
            )
        self.elsewhere_note.show()

    def _show_shipment(self, shipment: ShipmentRecord | None) -> None:
        self._show_elsewhere(shipment)
        if shipment is None:
            self.status_chip.setText(self.tr("not shipped yet") if self.order else "")
            self.status_chip.setStyleSheet("color: #555")
            self.barcode_label.clear()
            self.tracking_tab.show_parcels(None)
            self.tracking_url_edit.clear()
            self.timeline.clear()
            self.show_no_return()
            self._update_buttons()
            return
        chip = (
            self.tr("return #{id} · service: {status}")
            if shipment.kind is ShipmentKind.RETURN
            else self.tr("#{id} · service: {status}")
        ).format(id=shipment.id, status=translated(shipment.status.display_name))
        if shipment.elsewhere:
            chip += self.tr(" · made elsewhere")
        if shipment.parcel_count > 1:
            chip += self.tr(" · %n parcels", "", shipment.parcel_count)
        self.status_chip.setText(chip)
        self.status_chip.setToolTip(
            self.tr(
                "The shipment's status at the service; the badge beside it says whether "
                "the label came out of a printer here."
            )
        )
        colour = {
            ShipmentStatus.HANDED_OVER: "#1b5fa8",
            ShipmentStatus.DELIVERED: "#1b7f3b",
            ShipmentStatus.CANCELLED: "#b00020",
        }.get(shipment.status, "#9a6700")
        self.status_chip.setStyleSheet(f"color: white; background: {colour}; padding: 2px 8px; border-radius: 8px")
        self.tracking_tab.show_barcode(shipment, self._capabilities)
        self.tracking_tab.show_parcels(shipment)
        self.tracking_url_edit.setText(shipment.tracking_url)
        self._update_buttons()

    def show_tracking(self, events: Sequence[TrackingLine]) -> None:
        self.tracking_tab.show_tracking(events)

    def show_print_jobs(self, jobs: Sequence[PrintJobRecord], printed: bool) -> None:
        """The order's print jobs with their state (newest first) and the "already printed" badge."""
        self._jobs = (tuple(jobs), printed)
        self.print_jobs.clear()
        self.print_jobs.addItems([job_line(job) for job in jobs])
        times = sum(1 for job in jobs if job.state in (PrintState.SENT, PrintState.SENDING, PrintState.UNKNOWN))
        failed = bool(jobs) and jobs[0].state is PrintState.FAILED
        if printed:
            self.printed_badge.setText(
                self.tr("✓ Label printed") if times <= 1 else self.tr("✓ Label printed {count}×").format(count=times)
            )
            self.printed_badge.setToolTip(self.tr("Print label (Ctrl+P) asks before printing it again."))
            self.printed_badge.setStyleSheet(PRINTED_BADGE_STYLE.format(colour="#1b7f3b"))
        elif failed:
            # The service may say "printed" (it handed out the label); paper did not come out here.
            self.printed_badge.setText(self.tr("✗ Label not printed"))
            self.printed_badge.setToolTip(
                self.tr("The last print failed: {reason}. Print label (Ctrl+P) tries again.").format(
                    reason=translated(jobs[0].detail) or self.tr("no reason given")
                )
            )
            self.printed_badge.setStyleSheet(PRINTED_BADGE_STYLE.format(colour="#b00020"))
        self.printed_badge.setVisible(printed or failed)
        if not printed and (self.question.topic or "").startswith("reprint:"):
            self.question.withdraw()

    def show_notes(self, notes: Sequence[str]) -> None:
        self.notes_tab.show_notes(notes)

    def show_return(self, shipment: ShipmentRecord, qr_image: bytes | None, *, reveal: bool = True) -> None:
        """Show the order's return (station.ui.return_tab); `reveal` turns to the Return tab (after creating one;
        not when an order is merely selected)."""
        # A QR image behind the shop's API key has no link to hand out, only the image (and the e-mail).
        self.return_tab.show_return(
            shipment, qr_image, qr_link=not (self._capabilities is not None and self._capabilities.qr_needs_credentials)
        )
        if reveal:
            self.tabs.setCurrentIndex(self.tabs.indexOf(self.return_tab))

    def show_no_return(self) -> None:
        self.return_tab.show_no_return()

    @property
    def shown_return_id(self) -> int | None:
        """The return the Return tab shows (of `order`), if any."""
        return self.return_tab.shown_return_id

    def set_editable(self, editable: bool) -> None:
        """Recipient and options can be edited only before the shipment exists (spec: the service keeps them)."""
        for edit in (*self.recipient_edits.values(), self.description_edit):
            edit.setReadOnly(not editable)
        self.options_editor.setEnabled(editable)

    # -- draft and validation ----------------------------------------------------------------------------
    def draft(self) -> ShipmentDraft | None:
        """The shipment as the operator has it now, or None without an order."""
        if self.order is None:
            return None
        recipient = Address(**{field: edit.text().strip() for field, edit in self.recipient_edits.items()})
        return ShipmentDraft(
            carrier=self.options_editor.carrier(),
            reference=self.order.reference,
            recipient=recipient,
            options=self.options_editor.options(),
            pickup_location=self.options_editor.pickup_location(),
            weight_grams=self.options_editor.weight_grams(),
            label_description=self.description_edit.text().strip(),
            secondary_shipments=self.options_editor.secondary_shipments(),
            sender=self._sender,
        )

    def edited_draft(self) -> ShipmentDraft | None:
        """The draft when the operator changed it since it was shown or last kept (`edit_kept`), else None."""
        if not self._editable_order():
            return None
        draft = self.draft()
        return draft if draft != self._kept_draft else None

    def edit_kept(self, draft: ShipmentDraft) -> None:
        """The window is keeping `draft` for the order shown: it is no longer an unkept edit."""
        self._kept_draft = draft

    def revalidate(self) -> list[Violation]:
        """Check the draft with the domain rules and show every violation where it belongs, before sending."""
        draft = self.draft()
        self.violations = (
            validate_shipment(draft, active_carriers=self._active_carriers) + sender_violations(draft.sender)
            if draft is not None and self._editable_order()
            else []
        )
        for field, edit in self.recipient_edits.items():
            messages = [translated(v.message) for v in self.violations if v.field == f"recipient.{field}"]
            edit.setStyleSheet(FIELD_INVALID_STYLE if messages else "")
            edit.setToolTip("\n".join(messages))
        description_messages = [v.message for v in self.violations if v.field == "label_description"]
        self.description_edit.setStyleSheet(FIELD_INVALID_STYLE if description_messages else "")
        rest = self.options_editor.show_violations(self.violations)
        shown = [translated(v.message) for v in self.violations]
        self.violations_label.setText(
            self.tr("To correct before creating:") + "\n• " + "\n• ".join(shown) if shown else ""
        )
        del rest  # every violation is listed; the editor marked those it has a field for
        self._update_buttons()
        return self.violations

    def _editable_order(self) -> bool:
        return self.order is not None and (
            self.order.shipment is None or self.order.shipment.status is ShipmentStatus.CANCELLED
        )

    def _recipient_edited(self) -> None:
        self.options_editor.set_country(self.recipient_edits["country"].text())
        self.revalidate()
        self.edited.emit()

    def _options_changed(self) -> None:
        self.revalidate()
        if not self._filling and self.edited_draft() is not None:
            self.edited.emit()

    def _update_buttons(self) -> None:
        shipment = self.order.shipment if self.order else None
        can_create = self._editable_order() and not self.violations
        self.create_button.setEnabled(can_create)
        self._allow(
            self.print_button,
            print_blocked_reason(shipment),
            self.tr("Print the label (Ctrl+P); a printed label is printed again only after you confirm"),
        )
        self._allow(
            self.save_pdf_button,
            print_blocked_reason(shipment),
            self.tr("Save the label as a PDF file instead of printing it (Ctrl+S)"),
        )
        self._allow(
            self.cancel_button,
            cancel_blocked_reason(shipment, self._capabilities),
            self.tr("Cancel the shipment while it is not with the carrier yet (Ctrl+Shift+Delete); asks first"),
        )
        self.refresh_button.setEnabled(shipment is not None)
        self._allow(
            self.return_button,
            return_blocked_reason(shipment),
            self.tr(
                "Create a return shipment for this parcel (Ctrl+R); asks first, with the e-mail and printerless choices"
            ),
        )
        carrier = self._carrier_of(shipment)
        printerless = carrier is not None and ShipmentOption.PRINTERLESS_RETURN in capabilities_of(carrier).options
        self.printerless_box.setEnabled(printerless)
        if not printerless:
            self.printerless_box.setChecked(False)
        self.printerless_box.setToolTip(
            "" if printerless else self.tr("This carrier does not offer printerless returns.")
        )
        self.copy_url_button.setEnabled(bool(shipment and shipment.tracking_url))
        self.notes_tab.set_order_shown(self.order is not None)
        # An open question whose action no longer applies (the shipment was cancelled meanwhile) is withdrawn.
        topic = (self.question.topic or "").split(":", 1)[0]
        button = {
            "cancel": self.cancel_button,
            "return": self.return_button,
            "reprint": self.print_button,
            "ship-again": self.create_button,
        }.get(topic)
        if button is not None and not button.isEnabled():
            self.question.withdraw()
        self.actions_changed.emit()

    @staticmethod
    def _allow(button: QPushButton, reason: str | None, tip: str) -> None:
        """Enable `button`, or disable it with the reason it cannot apply in its tooltip."""
        button.setEnabled(reason is None)
        button.setToolTip(tip if reason is None else translated(reason))

    def printerless_available(self) -> bool:
        return self.printerless_box.isEnabled()

    def _carrier_of(self, shipment: ShipmentRecord | None) -> Carrier | None:
        slug = shipment.carrier if shipment else ""
        if slug:
            try:
                return Carrier.parse(slug)
            except ValueError:
                return None
        return self.order.carrier if self.order else None

    def _return_clicked(self) -> None:
        self.return_requested.emit(self.return_email_box.isChecked(), self.printerless_box.isChecked())

    def note_added(self) -> None:
        self.notes_tab.note_added()

    def copy_tracking_url(self) -> bool:
        url = self.tracking_url_edit.text()
        if url:
            QGuiApplication.clipboard().setText(url)
        return bool(url)
