"""The A4 sheet's work: the slots labels print into, several orders on one sheet, a new sheet, printer profiles."""

from __future__ import annotations

from typing import Any

from station.domain.enums import LabelFormat, ShipmentStatus
from station.domain.shippable import ShipVerdict
from station.domain.text import QT_TRANSLATE_NOOP
from station.services.local_printers import profile_name
from station.ui.async_tasks import tracked_slot
from station.ui.language import translated
from station.ui.window_part import WindowPart


class SheetActions(WindowPart):
    """The A4 sheet: which slots the next labels take, several orders on one sheet, a new sheet, the printer
    profiles; the picker follows the services' SheetChanged."""

    def label_format_changed(self, label_format: LabelFormat) -> None:
        self.w.sheet_picker.setVisible(label_format is LabelFormat.A4)
        # The Label tab may not be on screen: its layout would keep the picker's width in its minimum (and so in
        # the window's) until shown. Recomputed now, the window fits smaller screens in A6.
        holder = self.w.sheet_picker.parentWidget()
        if holder is not None:
            layout = holder.layout()
            if layout is not None:
                layout.invalidate()
            holder.updateGeometry()
        self.update(label_format)
        current = self.w.queue.current_order()
        if current is not None and self.w.services is not None and self.w.shown_order.has_label_to_show(current):
            self.w.shown_order.load_preview(current.key)  # the preview shows the label as it would print now

    def labels_changed(self) -> None:
        """Another order, or another parcel count: the sheet proposes a slot per label (kept when the count is
        the same, so the operator's own choice of slots stays)."""
        if (
            self.w.format_row.label_format() is LabelFormat.A4
            and self.w.sheet_picker.label_count != self.labels_of_current()
        ):
            self.update(LabelFormat.A4)

    def update(self, label_format: LabelFormat) -> None:
        if label_format is not LabelFormat.A4 or self.w.services is None:
            return
        binding = self.services.printing.binding(LabelFormat.A4)
        if binding is None:
            self.w.sheet_picker.set_sheet("", ())
            return
        self.w.sheet_picker.set_sheet(
            binding.profile.printer_name or translated(profile_name(binding.profile.name)),
            self.services.printing.used_slots(LabelFormat.A4),
            label_count=self.labels_of_current(),
        )

    def labels_of_current(self) -> int:
        """How many labels the selected orders print: one per parcel (multi-collo), so the sheet proposes as many
        slots; the order shown counts its parcels as the detail has them now."""
        shown = self.w.queue.current_order()
        return self.labels_of(self.w.queue.selected_keys() or ([shown.key] if shown is not None else []))

    def labels_of(self, keys: list[str]) -> int:
        """The labels these orders print, one per parcel; the order shown counts its parcels as the detail has them."""
        shown = self.w.queue.current_order()
        total = 0
        for key in keys:
            order = self.services.orders.get(key)
            if order.shipment is not None and order.shipment.status is not ShipmentStatus.CANCELLED:
                total += order.shipment.parcel_count
            elif shown is not None and key == shown.key:
                total += 1 + self.w.detail.options_editor.secondary_shipments()
            else:
                total += order.parcels
        return max(1, total)

    def new_sheet(self) -> None:
        self.services.printing.reset_sheet(LabelFormat.A4)

    @tracked_slot(tuple)
    async def fill_sheet(self, slots: tuple[int, ...]) -> None:
        """ "Fill the remaining slots": the selected orders' labels into the slots the picker gives (the chosen ones,
        else every free one), in queue order, as one sheet job."""
        await self.print_on_sheet(self.w.queue.selected_keys(), list(slots))

    async def print_on_sheet(self, selected: list[str], slots: list[int]) -> None:
        """The selected orders whose labels are still to print, in queue order, into `slots` (shipments created
        first, from the orders as kept): one job, so what goes on the wire, the sheet and the preview agree."""
        waiting = [key for key in selected if not self.services.printing.is_printed(key)]
        # Cancelled orders and orders with the carrier are not put on a sheet (station.domain.shippable).
        decisions = {key: self.services.shipments.decision_for(key) for key in waiting}
        left_alone = [key for key in waiting if decisions[key].skipped_by_batch]
        waiting = [key for key in waiting if key not in left_alone]
        if left_alone:
            self.w.error_panel.show_message(
                QT_TRANSLATE_NOOP("SheetActions", "%n selected orders not put on the sheet", "", len(left_alone)),
                "; ".join(
                    self.tr("{reference}: {reason}").format(
                        reference=self.services.orders.get(key).reference, reason=translated(decisions[key].reason)
                    )
                    for key in left_alone[:5]
                )
                + ".",
                QT_TRANSLATE_NOOP(
                    "SheetActions",
                    "A cancelled order is shipped again only from its detail (Create & print asks first).",
                ),
                retryable=False,
            )
        if not waiting:
            self.w.error_panel.show_message(
                QT_TRANSLATE_NOOP("SheetActions", "Nothing to put on the sheet"),
                QT_TRANSLATE_NOOP("SheetActions", "None of the selected orders has a label still to print."),
                QT_TRANSLATE_NOOP("SheetActions", "Select orders whose labels are not printed yet."),
                retryable=False,
            )
            return
        keys, left_out = waiting[: len(slots)], waiting[len(slots) :]
        await self.w.shown_order.edits_kept()
        for key in keys:
            if decisions[key].verdict is ShipVerdict.SHIP:
                await self.services.shipments.create(key)
        job = await self.services.printing.print_sheet(keys, slots[: len(keys)])
        self.w.shipment_actions.show_job_outcome(job, self.tr("Sheet printed"))
        if left_out:
            references = ", ".join(self.services.orders.get(key).reference for key in left_out[:5])
            self.w.error_panel.show_message(
                QT_TRANSLATE_NOOP(
                    "SheetActions", "{count} selected labels not printed: they did not fit the chosen slots"
                ).format(count=len(left_out)),
                QT_TRANSLATE_NOOP(
                    "SheetActions", "Printed {count} into slot {slots}; not printed: {references}."
                ).format(count=len(keys), slots=", ".join(map(str, slots[: len(keys)])), references=references),
                QT_TRANSLATE_NOOP(
                    "SheetActions", "Choose more slots on the sheet (or put in a new sheet), then print these again."
                ),
                retryable=False,
            )

    def positions_for(self, label_format: LabelFormat, count: int | None = None) -> list[int] | None:
        """The A4 slots `count` labels print into (default: the current order's, one per parcel): the picker's chosen
        slots, else the next free (domain rule)."""
        if label_format is not LabelFormat.A4 or self.services.printing.binding(LabelFormat.A4) is None:
            return None
        current = self.w.queue.current_order()
        if count is None:
            count = self.labels_of([current.key] if current is not None else [])
        return self.services.printing.slots_to_print(LabelFormat.A4, self.w.sheet_picker.selected_slots, count) or None

    @tracked_slot(tuple)
    async def print_at_positions(self, positions: tuple[int, ...]) -> None:
        """The sheet picker's "Print here": the selected orders' labels into the chosen slots, in queue order, as
        one job (several selected); the current order's label there (one)."""
        order = self.w.queue.current_order()
        if order is None:
            return
        if self.w.format_row.label_format() is not LabelFormat.A4:
            self.w.format_row.format_box.select(LabelFormat.A4)
        keys = self.w.queue.selected_keys()
        if len(keys) > 1:
            await self.print_on_sheet(keys, list(positions))
        elif order.shipment is None or order.shipment.status is ShipmentStatus.CANCELLED:
            await self.w.shipment_actions.create_and_print()  # into the chosen slots (`positions_for`)
        else:  # one label: the first chosen slot, as the wire, the sheet state and the preview will have it
            slots = self.services.printing.slots_to_print(LabelFormat.A4, positions, self.labels_of([order.key]))
            await self.w.shipment_actions.print_order(order.key, LabelFormat.A4, slots or list(positions))

    def apply_printer_profiles(self, profiles: dict[LabelFormat, Any], printer: Any) -> None:
        """The printer profiles dialog saved: labels print through them from now on, and every panel shows them."""
        for label_format, profile in profiles.items():
            self.services.printing.set_printer(label_format, profile, printer)
        if self.w.printer_groups is not None and hasattr(self.w.printer_groups, "set_local_profiles"):
            self.w.printer_groups.set_local_profiles(profiles)
        self.update(self.w.format_row.label_format())
        self.w.status.showMessage(self.tr("Printer profiles saved."), 6000)
        self.w.printing_notice.hide()  # the operator has made the choice their own

    def show_out_of_the_box_printing(self) -> None:
        """The first start chose "save to a folder" (no printer here): say so where the operator looks first."""
        binding = self.services.printing.binding(LabelFormat.A6) if self.w.services is not None else None
        if binding is not None and binding.profile.saves_to_folder:
            self.w.printing_notice.show_folder(binding.profile.folder)
