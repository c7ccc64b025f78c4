"""Two Station windows side by side on one shared store (PostgreSQL), for docs/multi-station.md: a scan at Table 2 of
an order Table 1 is working on (the claim), a label printed at Table 1 turning Table 2's row to printed (the
live queue), and Table 1 cut off from the database (its link to it runs through a loopback relay that is cut) with a
scan kept at the table. Real
windows under X, a throwaway PostgreSQL cluster and the sandbox on loopback.

Run under X (not collected by pytest):

    xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb .venv/bin/python -m tests.ui.make_multi_station_screenshots docs/img

The whole X screen is saved, both windows as an operator at two tables would see them. Waits are for paint.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.helpers.postgres import CuttableLink
from tests.helpers.screenshots import (
    SAMPLE_CSV,
    idle,
    pictures_folder,
    select,
    settle,
    station_event_loop,
    throwaway_home,
)
from tests.helpers.waiting import async_wait_for

HALF = (955, 1040)


def save_screen(folder: Path, name: str) -> None:
    from PySide6.QtWidgets import QApplication

    path = folder / name
    if not QApplication.primaryScreen().grabWindow(0).save(str(path)):
        raise RuntimeError(f"could not save {path}")
    print("saved", path)


async def take(folder: Path, home: Path, location: str, base_url: str, printing_url: str, link: CuttableLink) -> None:
    from station.domain.enums import LabelFormat
    from station.printers.base import PrinterProfile
    from station.printers.directory import DirectoryLabelPrinter
    from station.services.account import AccountService
    from station.services.outbox import PrinterBinding
    from station.services.station import StationServices
    from station.store.claims import StationIdentity
    from station.store.records import OrderState
    from station.store.settings import SettingsFile
    from station.store.store import Store
    from station.ui.language import start_in_chosen_language
    from station.ui.main_window import MainWindow

    start_in_chosen_language()  # as `station` starts: this station's language, else the system's (en_GB)
    windows = []
    for number, name in enumerate(("Table 1", "Table 2")):
        account = AccountService(SettingsFile(home / name / "account.json"))
        account.use_sandbox(base_url, printing_url)
        printer = DirectoryLabelPrinter(home / name / "printed")
        bindings = {
            fmt: PrinterBinding(PrinterProfile("Label printer", fmt, printer_name=f"{name} printer"), printer)
            for fmt in LabelFormat
        }
        where = link.route(location) if number == 0 else location  # Table 1 reaches the database through the link
        store = Store.open(where, operator=name, station=StationIdentity(f"id-{number}", name))
        services = StationServices(account, store, bindings)
        await services.start()
        window = MainWindow(services, sandbox=True)
        window.setWindowTitle(f"Station — {name}")
        window.show()
        window.setGeometry(number * 965, 0, *HALF)  # after show: the window's remembered size is applied there
        windows.append(window)
    first, second = windows
    try:
        await first.queue_actions.import_orders(str(SAMPLE_CSV))
        await idle(first)
        await async_wait_for(
            lambda: second.queue.model.total_count == first.queue.model.total_count,
            what="Table 2 to hear of the import",
        )
        await idle(second)
        for window in windows:
            window.queue.table.sortByColumn(0, __import__("PySide6.QtCore").QtCore.Qt.SortOrder.AscendingOrder)

        # The claim: Table 1 is working on WEB-10422; Table 2 scans it.
        select(first, "WEB-10422")
        await first.services.claims.take_many(["import:WEB-10422"])
        second.scan_to_print.setChecked(True)
        second.scan_field.setText("WEB-10422")
        second.scan_field.scanned.emit("WEB-10422")
        await async_wait_for(
            lambda: any("in progress at Table 1" in shown.text for shown in second.error_panel.shown),
            what="Table 2 to say where the order is",
        )
        await idle(second)
        await settle(1.0)
        save_screen(folder, "multi-station-claim.png")
        first.services.claims.done_with(["import:WEB-10422"])
        await first.services.claims.release(["import:WEB-10422"])
        second.error_panel.clear()

        # The live update: Table 1 prints WEB-10421's label; Table 2's row turns to printed in place.
        select(first, "WEB-10421")
        select(second, "WEB-10421")
        await idle(first)
        await first.shipment_actions.create_and_print()
        await idle(first)
        await async_wait_for(
            lambda: second.queue.model.row_by_key("import:WEB-10421").state is OrderState.PRINTED,
            what="Table 2's row to show the label printed at Table 1",
        )
        await idle(second)
        second.scan_field.clear()
        first.status.clearMessage()  # it names the temporary folder the label was written to
        second.status.clearMessage()
        await settle(1.5)
        save_screen(folder, "multi-station-live.png")

        # Cut off: Table 1 loses the database while a batch's wave of three orders is claimed there; a scan of one of
        # them is kept at the table (created and printed once the database is back).
        select(first, "WEB-10423")  # read here, as the batch reads its orders
        await idle(first)
        await first.services.claims.take_many(["import:WEB-10423", "import:WEB-10424", "import:WEB-10425"])
        link.cut()
        await async_wait_for(
            lambda: first.status.shared_store_reachable, lambda reachable: reachable is False, what="the cut"
        )
        first.scan_to_print.setChecked(True)
        first.scan_field.setText("WEB-10423")
        first.scan_field.scanned.emit("WEB-10423")
        await async_wait_for(lambda: first.status.waiting_here == 1, what="the scan to be kept at Table 1")
        await async_wait_for(
            lambda: any("Kept at this table" in shown.text for shown in first.error_panel.shown),
            what="Table 1 to say the scan is kept there",
        )
        await idle(first)
        second.hide()  # Table 1 alone, across the screen, as a table's window usually is: its whole status bar
        first.setGeometry(0, 0, 1920, 1040)
        await settle(1.0)
        save_screen(folder, "multi-station-unreachable.png")
        link.restore()
        await async_wait_for(
            lambda: first.status.shared_store_reachable, lambda reachable: reachable is True, what="the link back"
        )
    finally:
        for window in windows:
            services = window.services
            window.tasks.cancel_all()
            window.close()
            await services.aclose()


def main() -> int:
    folder = pictures_folder(sys.argv)
    home = throwaway_home()

    from station.sandbox.server import SandboxServer
    from station.sandbox.state import SandboxConfig
    from tests.helpers.postgres import Schemas, throwaway_cluster

    loop = station_event_loop()
    with throwaway_cluster() as cluster, SandboxServer(SandboxConfig()) as sandbox, loop:
        location = Schemas(cluster, "screens").location("shop")
        link = CuttableLink(cluster)
        try:
            loop.run_until_complete(take(folder, home, location, sandbox.base_url, sandbox.printing_base_url, link))
        finally:
            link.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
