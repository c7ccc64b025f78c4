"""A PrinterGroupsPanel on a running sandbox through the real PrintingClient, for the tests that need one."""

from __future__ import annotations

from collections.abc import Iterator

from station.api.auth import ApiKeyAuth
from station.api.printing import PrintingClient
from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.services.local_printers import LocalPrinters
from station.services.printer_groups import PrinterGroupsService
from station.store.printer_profiles import PrinterProfileStore
from station.ui.printer_groups import PrinterGroupsPanel

ZEBRA = PrinterProfile("Zebra at desk 2", LabelFormat.A6, "Zebra_ZD421")


def make_panel(qtbot, server) -> Iterator[PrinterGroupsPanel]:  # type: ignore[no-untyped-def]
    """The panel, shown and refreshed once; closed down (its client too) when the generator is resumed."""
    client = PrintingClient(server.printing_base_url, ApiKeyAuth("sandbox-nl"))
    store = PrinterProfileStore()
    store.save_profile(ZEBRA)
    panel = PrinterGroupsPanel(PrinterGroupsService(client, poll_interval_s=0.05), LocalPrinters(store))
    qtbot.addWidget(panel)
    panel.resize(1100, 720)
    panel.show()
    with qtbot.waitSignal(panel.refreshed):
        panel.refresh()
    yield panel
    panel.tasks.cancel_all()
    closing = panel.tasks.run(client.aclose(), name="close client")
    qtbot.waitUntil(closing.done)
