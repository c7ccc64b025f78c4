"""Screenshots of the packing table's day for docs/station.md: a printer-health refusal, the close-the-day dialog
and its handover list (and the packing slip and the scale where those exist), from a real window on the sandbox.

Run under X as root (a private cupsd with a cups-pdf queue stands in for the label printer; not collected by pytest):

    xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb .venv/bin/python -m tests.ui.make_packing_day_screenshots docs/img
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from tests.helpers.screenshots import (
    SAMPLE_CSV,
    done,
    idle,
    open_sandbox_window,
    pictures_folder,
    save,
    select,
    settle,
    station_event_loop,
    throwaway_home,
    until,
)
from tests.helpers.waiting import wait_for

QUEUE = "Zebra-GK420d"


def cupsd_answers(condition: Callable[[], bool]) -> None:
    wait_for(condition, what="the private cupsd to answer")


async def take(folder: Path, printed: Path, cups_env: dict[str, str]) -> None:
    from station.domain.enums import LabelFormat
    from station.printers.base import PrinterProfile
    from station.printers.directory import DirectoryLabelPrinter
    from station.printers.routing import ProfilePrinter
    from station.services.outbox import PrinterBinding
    from tests.private_cups import cups_command

    def bindings() -> dict:
        return {
            LabelFormat.A6: PrinterBinding(
                PrinterProfile("Label printer", LabelFormat.A6, printer_name=QUEUE), ProfilePrinter()
            ),
            LabelFormat.A4: PrinterBinding(
                PrinterProfile("Office printer", LabelFormat.A4, printer_name="HP-Office"),
                DirectoryLabelPrinter(printed),
            ),
        }

    app = await open_sandbox_window(bindings, [QUEUE, "HP-Office"])
    window = app.window
    services = window.services
    try:
        await window.queue_actions.import_orders(str(SAMPLE_CSV))
        await idle(window)

        # Printer health: the label printer's queue is paused; Create & print is refused before anything exists.
        cups_command(cups_env, "cupsdisable", "-r", "Label roll being changed", QUEUE)
        await services.printer_health.check_now()
        select(window, "WEB-10421")
        await idle(window)
        await done(window.shipment_actions.create_and_print())
        await idle(window)
        await settle(1.0)
        save(window, folder, "printer-health-paused.png")
        window.error_panel.clear()
        cups_command(cups_env, "cupsenable", QUEUE)

        # A day with three carriers: labels to the folder printer, one created but not printed, one return.
        services.printing.set_printer(
            LabelFormat.A6,
            PrinterProfile("Label printer", LabelFormat.A6, printer_name="Zebra"),
            DirectoryLabelPrinter(printed),
        )
        await services.printer_health.check_now()
        for reference in ("WEB-10421", "WEB-10427", "WEB-10433", "WEB-10424", "WEB-10432", "WEB-10429"):
            await services.shipments.create_and_print(f"import:{reference}", LabelFormat.A6)
        await services.shipments.create("import:WEB-10422")
        await services.shipments.create_return("import:WEB-10421", send_email=False, printerless=False)
        window.packing_table.open_close_day()
        dialog = window.packing_table.close_day_dialog
        await settle(1.0)
        save(dialog, folder, "close-day.png")
        pdf = printed / "handover.pdf"
        await done(dialog.save_pdf(str(pdf)))
        subprocess.run(
            [
                "pdftoppm",
                "-r",
                "70",
                "-png",
                "-f",
                "3",
                "-l",
                "3",
                "-singlefile",
                str(pdf),
                str(folder / "handover-list"),
            ],
            check=True,
        )
        print("saved", folder / "handover-list.png")
        dialog.close()

        # The packing slip, with the label, in the Label tab.
        from PIL import Image, ImageDraw

        from station.domain.packing_slip import SlipMode
        from station.store.slip_settings import SlipSettings

        logo = printed / "logo.png"
        image = Image.new("RGB", (360, 120), "white")
        draw = ImageDraw.Draw(image)
        draw.rounded_rectangle((4, 4, 356, 116), 24, fill=(30, 96, 160))
        draw.text((40, 40), "DEMO NL", fill="white", font_size=44)
        image.save(logo)
        services.slips.settings_store.save(
            SlipSettings("Demo NL Webshop", str(logo), {LabelFormat.A6: SlipMode.WITH_LABEL})
        )
        select(window, "WEB-10425")
        await idle(window)
        await done(window.shipment_actions.create_and_print())
        await idle(window)
        window.detail.tabs.setCurrentIndex(1)
        await until(lambda: window.preview.page_titles[-1:] == ("Packing slip",))
        window.preview.show_page(len(window.preview.page_titles) - 1)
        await settle(1.5)
        save(window.detail, folder, "packing-slip.png")

        # The scale: a serial scale (a pty pair standing in for it) with a parcel on it, and the cheaper package.
        from station.store.scale_settings import ScaleSettings
        from tests.scales.fakes import PtySerialScale

        far_end = PtySerialScale("ST,GS,+  1.234kg")
        services.scale_settings.save(ScaleSettings(kind="serial", port=far_end.port, baudrate=9600))
        await services.restart_scale()
        select(window, "WEB-10431")
        await idle(window)
        window.detail.tabs.setCurrentIndex(0)
        await until(lambda: services.scale.stable_grams == 1234)
        window.packing_table.scale_indicator.refresh_suggestion()
        await settle(1.0)
        save(window.detail, folder, "scale.png")
        await services.scale.stop()
        far_end.close()
    finally:
        await app.shutdown()


def main() -> int:
    folder = pictures_folder(sys.argv)
    home = throwaway_home()

    from tests.private_cups import private_cups

    with private_cups(QUEUE, cupsd_answers) as cups_env:
        os.environ["CUPS_SERVER"] = cups_env["CUPS_SERVER"]
        loop = station_event_loop()
        with loop:
            loop.run_until_complete(take(folder, home / "printed", cups_env))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
