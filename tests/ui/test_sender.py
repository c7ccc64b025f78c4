"""The sender (issue 19 point 2, issue 13's "FROM —"): a sender address per shop in the account settings, checked
like a recipient with inline errors, kept in the settings file (not the keyring), sent with every create, printed
after FROM on the label, and where a return goes back to; without one, nothing is created unnoticed."""

from __future__ import annotations

import base64
import json
import subprocess
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from PySide6.QtCore import Qt

from station import paths
from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.printers.directory import DirectoryLabelPrinter
from station.services.account import DEMO_SENDER, AccountService
from station.services.outbox import PrinterBinding
from station.services.station import StationServices
from station.store.settings import SettingsFile
from station.ui.app import StationApp
from tests.helpers.keyring import MemoryKeyring
from tests.helpers.window import (
    SAMPLE_CSV,
    account_dialog,
    close_window,
    import_sample,
    run_async,
    select,
    wait_for_session,
)

KEY = {"Authorization": "basic " + base64.b64encode(b"sandbox-nl").decode()}


def label_text(pdf: Path) -> str:
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, check=True, timeout=60).stdout
    return " ".join(text.decode().split())


@pytest.fixture
def station_app(sandbox_station_app: StationApp) -> StationApp:
    return sandbox_station_app


def test_the_sender_is_set_in_the_account_settings_sent_printed_and_returns_go_back_to_it(  # type: ignore[no-untyped-def]
    station_app, qtbot, tmp_path, memory_keyring: MemoryKeyring
) -> None:
    station_app.open_session()
    wait_for_session(qtbot, station_app, sandbox=True)
    window = station_app.window
    base_url = station_app.embedded.base_url

    dialog = account_dialog(station_app, qtbot)
    box = dialog.sender_settings
    # The sandbox ships from its demo sender until another is set.
    assert box.edits["name"].text() == DEMO_SENDER.name and box.shop_box.currentText() == "Sandbox shop (Demo NL)"
    for field, value in (
        ("name", "Tegelhuis Meulenbelt"),
        ("street", "Industrieweg 7"),
        ("postal_code", "56111"),
        ("city", "Enschede"),
        ("country", "NL"),
    ):
        box.edits[field].selectAll()
        qtbot.keyClicks(box.edits[field], value)
    # Checked as a recipient is, inline under the field that is wrong; nothing is saved.
    error = box.errors["postal_code"]
    assert error.isVisible() and error.text() == "'56111' is not a postal code of NL; write it like 1234 AB."
    qtbot.mouseClick(box.save_button, Qt.MouseButton.LeftButton)
    assert box.status.text().startswith("Not saved")
    assert station_app.services.account.sender_for("sandbox") == DEMO_SENDER  # unchanged
    box.edits["postal_code"].selectAll()
    qtbot.keyClicks(box.edits["postal_code"], "7521 BD")
    assert not error.isVisible()
    qtbot.mouseClick(box.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)
    assert box.status.text().startswith("Sender saved")
    dialog.reject()

    # In the settings file (it is not a secret), never in the keyring.
    saved = station_app.services.account.sender_for("sandbox")
    assert saved is not None and (saved.name, saved.postal_code) == ("Tegelhuis Meulenbelt", "7521 BD")
    stored = [json.loads(path.read_text()).get("senders", {}) for path in paths.config_dir().rglob("*.json")]
    assert any(s.get("sandbox", {}).get("street") == "Industrieweg 7" for s in stored)
    assert not any("Meulenbelt" in value for _key, value in memory_keyring.secrets.items())

    # Sent with the create, shown in the detail and printed after FROM on the label.
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10421")
    assert window.detail.sender_label.text() == "From: Tegelhuis Meulenbelt, Industrieweg 7, 7521 BD Enschede, NL"
    qtbot.mouseClick(window.detail.create_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.queue.current_order().printed_count > 0 and not window.tasks.running, timeout=20_000)
    assert window.error_panel.shown == []
    shipment = window.queue.current_order().shipment
    on_service = httpx.get(f"{base_url}/shipments/{shipment.id}", headers=KEY, timeout=10).json()
    assert on_service["sender"]["name"] == "Tegelhuis Meulenbelt"
    assert on_service["sender"]["postal_code"] == "7521 BD" and on_service["sender"]["country"] == "NL"
    (label,) = (tmp_path / "printed").glob("WEB-10421*.pdf")
    text = label_text(label)
    assert "FROM" in text and "Tegelhuis Meulenbelt, Industrieweg 7, 7521 BD Enschede, NL" in text
    assert "FROM —" not in text

    # A return goes back to the sender.
    httpx.post(
        f"{base_url}/__sandbox__/advance", json={"shipment_id": shipment.id, "status": "handed_over"}, timeout=10
    ).raise_for_status()
    returned = run_async(
        qtbot,
        station_app.services.shipments.create_return(
            window.queue.current_order().key, send_email=False, printerless=False
        ),
    )
    back = httpx.get(f"{base_url}/shipments/{returned.id}", headers=KEY, timeout=10).json()
    assert back["recipient"]["name"] == "Tegelhuis Meulenbelt" and back["recipient"]["city"] == "Enschede"


@pytest.fixture
def services_without_sender(
    sandbox,
    tmp_path: Path,
    qtbot,
    qasync_loop,  # type: ignore[no-untyped-def]
    memory_keyring: MemoryKeyring,
) -> Iterator[StationServices]:
    """A real account (the sandbox's Demo NL API key) on which nobody has set up a sender yet."""
    account = AccountService(SettingsFile(tmp_path / "account.json"))
    account.configure_api_keys(sandbox.base_url, sandbox.printing_base_url, {"Demo NL": "sandbox-nl"})
    printer = DirectoryLabelPrinter(tmp_path / "printed")
    opened = StationServices.open(
        account=account,
        store_path=tmp_path / "station.sqlite3",
        printers={
            fmt: PrinterBinding(PrinterProfile(f"PDF {fmt.value}", fmt, printer_name="pdf"), printer)
            for fmt in LabelFormat
        },
    )
    run_async(qtbot, opened.start())
    yield opened
    run_async(qtbot, opened.aclose())


def test_without_a_sender_nothing_is_created_and_the_operator_is_told_why(  # type: ignore[no-untyped-def]
    services_without_sender, qtbot, sandbox
) -> None:
    from station.ui.main_window import MainWindow

    window = MainWindow(services_without_sender, sandbox=False)
    window.show()
    qtbot.waitExposed(window)
    try:
        import_sample(window, qtbot, SAMPLE_CSV)
        select(window, qtbot, "WEB-10421")
        # Said before the first create, in the detail, and Create & print waits for it.
        assert window.detail.sender_label.text() == "From: — (no sender address set up)"
        assert "No sender address is set up" in window.detail.violations_label.text()
        assert not window.detail.create_button.isEnabled()
        # Scan to print and Ctrl+Enter cannot go around it either: the services refuse, nothing reaches the service.
        window.actions_by_id["create_shipment"].trigger()
        qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)
        listed = httpx.get(f"{sandbox.base_url}/shipments", headers=KEY, timeout=10).json()
        assert listed["total"] == 0
        assert window.queue.current_order().shipment is None

        # Once the sender is set, the same order ships from it.
        services_without_sender.account.set_senders({"Demo NL": DEMO_SENDER})
        window.shown_order.sender_changed()
        assert window.detail.create_button.isEnabled() and "No sender" not in window.detail.violations_label.text()
        qtbot.mouseClick(window.detail.create_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(
            lambda: window.queue.current_order().printed_count > 0 and not window.tasks.running, timeout=20_000
        )
        created = httpx.get(f"{sandbox.base_url}/shipments", headers=KEY, timeout=10).json()["shipments"]
        assert [shipment["sender"]["name"] for shipment in created] == [DEMO_SENDER.name]
    finally:
        close_window(qtbot, window)
