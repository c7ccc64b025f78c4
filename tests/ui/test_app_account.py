"""Station's application over real sessions: the embedded sandbox when no account is configured, account setup
through the dialog (OAuth, shop API keys, the sandbox in one click), secrets in the keyring only, sign-out that
revokes the token on the service, and printer profiles that reach the printer groups panel."""

from __future__ import annotations

import logging
from pathlib import Path

import httpx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from station import paths
from station.domain.enums import Carrier, LabelFormat
from station.store.settings import AccountMode
from station.ui.app import sandbox_carriers
from station.ui.main_window import SANDBOX_BANNER
from tests.helpers.keyring import MemoryKeyring
from tests.helpers.window import account_dialog, fetch_orders, wait_for_session


def files_containing(secret: str) -> list[Path]:
    needle = secret.encode()
    return [
        path
        for folder in (paths.config_dir(), paths.data_dir(), paths.log_dir())
        for path in folder.rglob("*")
        if path.is_file() and needle in path.read_bytes()
    ]


def test_without_an_account_station_starts_its_sandbox_and_says_so_plainly(station_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    station_app.open_session()
    wait_for_session(qtbot, station_app, sandbox=True)
    window = station_app.window
    assert station_app.embedded is not None and station_app.embedded.running
    assert window.banner.isVisible() and window.banner.text() == SANDBOX_BANNER
    assert window.banner.text().startswith("Sandbox — labels are not real")
    assert window.windowTitle() == "Station — sandbox"
    assert window.status.account_label.text() == "Account: Sandbox (Demo NL)"
    assert station_app.services.account.settings.base_url == station_app.embedded.base_url
    # The sandbox shop's contract carriers reach the services and the shipment detail's validation.
    assert station_app.services.active_carriers == sandbox_carriers() and Carrier.POSTNL in sandbox_carriers()
    assert window.detail._active_carriers == sandbox_carriers()
    fetch_orders(qtbot, station_app)


def test_the_window_paints_before_the_services_are_open_and_says_so(station_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    from station.ui.look import application_icon

    station_app.sandbox_requested = True
    station_app._icon = application_icon()  # what run_gui hands StationApp
    station_app.open_session()
    window = station_app.window
    assert window.windowIcon().cacheKey() == station_app._icon.cacheKey()
    # Shown at once, in its starting state: the sandbox starts and the keyring is read on a worker thread.
    assert window.isVisible() and window.services is None and station_app.services is None
    assert not window.centralWidget().isEnabled() and not window.actions_by_id["sync_orders"].isEnabled()
    wait_for_session(qtbot, station_app, sandbox=True)
    assert window.services is station_app.services and window.centralWidget().isEnabled()


def test_oauth_account_keeps_secrets_in_the_keyring_and_sign_out_revokes_the_token(  # type: ignore[no-untyped-def]
    station_app, qtbot, sandbox, memory_keyring: MemoryKeyring, station_logging: Path
) -> None:
    station_app.open_session()
    wait_for_session(qtbot, station_app, sandbox=True)
    dialog = account_dialog(station_app, qtbot)
    assert not dialog.sign_out_button.isEnabled()  # nothing to sign out of yet
    dialog.base_url_edit.setText(sandbox.base_url)
    dialog.printing_url_edit.setText(sandbox.printing_base_url)
    dialog.oauth_radio.setChecked(True)
    dialog.client_id_edit.setText("sandbox-client")
    qtbot.keyClicks(dialog.client_secret_edit, "sandbox-secret")
    assert dialog.client_secret_edit.echoMode() is QLineEdit.EchoMode.Password
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)

    wait_for_session(qtbot, station_app, sandbox=False)
    window = station_app.window
    assert not window.banner.isVisible()
    assert window.status.account_label.text() == "Account: OAuth client sandbox-client"
    assert station_app.services.account.settings.mode is AccountMode.OAUTH
    fetch_orders(qtbot, station_app)
    access_token = station_app.services.clients().auth._tokens.access_token  # type: ignore[attr-defined]
    assert (
        httpx.get(
            sandbox.base_url + "/shipments", headers={"Authorization": f"bearer {access_token}"}, timeout=10
        ).status_code
        == 200
    )
    assert memory_keyring.get_password("Station", "oauth.client_secret") == "sandbox-secret"

    # The dialog never shows a stored secret back; it says one is stored.
    dialog = account_dialog(station_app, qtbot)
    assert dialog.client_secret_edit.text() == ""
    assert "keyring" in dialog.client_secret_edit.placeholderText()
    assert dialog.client_id_edit.text() == "sandbox-client"
    qtbot.mouseClick(dialog.sign_out_button, Qt.MouseButton.LeftButton)

    # Signed out: the token is dead on the service, the secrets are gone, the sandbox session took over.
    wait_for_session(qtbot, station_app, sandbox=True)
    assert (
        httpx.get(
            sandbox.base_url + "/shipments", headers={"Authorization": f"bearer {access_token}"}, timeout=10
        ).status_code
        == 401
    )
    assert not any(name.startswith("oauth.") for _service, name in memory_keyring.secrets)
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert list(station_logging.glob("*.log")), "the log exists, so the search below means something"
    assert list(paths.config_dir().glob("*.json")), "the settings exist, so the search below means something"
    assert {secret: files_containing(secret) for secret in ("sandbox-secret", access_token)} == {
        "sandbox-secret": [],
        access_token: [],
    }


def test_shop_api_keys_then_the_sandbox_in_one_click(  # type: ignore[no-untyped-def]
    station_app, qtbot, sandbox, memory_keyring: MemoryKeyring, station_logging: Path
) -> None:
    station_app.open_session()
    wait_for_session(qtbot, station_app, sandbox=True)
    dialog = account_dialog(station_app, qtbot)
    dialog.base_url_edit.setText(sandbox.base_url)
    dialog.keys_radio.setChecked(True)
    assert dialog.stack.currentIndex() == 1
    dialog.keys_table.item(0, 0).setText("Demo BE")
    key_edit = dialog.keys_table.cellWidget(0, 1)
    assert key_edit.echoMode() is QLineEdit.EchoMode.Password
    qtbot.keyClicks(key_edit, "sandbox-be")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)

    wait_for_session(qtbot, station_app, sandbox=False)
    assert station_app.window.status.account_label.text() == "Account: Demo BE"
    assert station_app.services.account.settings.shops == ("Demo BE",)
    assert memory_keyring.get_password("Station", "apikey.Demo BE") == "sandbox-be"
    fetch_orders(qtbot, station_app)
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert files_containing("sandbox-be") == []

    dialog = account_dialog(station_app, qtbot)
    assert dialog.keys_radio.isChecked() and dialog.keys_table.item(0, 0).text() == "Demo BE"
    assert dialog.keys_table.cellWidget(0, 1).text() == ""  # the key stays in the keyring
    qtbot.mouseClick(dialog.sandbox_button, Qt.MouseButton.LeftButton)
    wait_for_session(qtbot, station_app, sandbox=True)
    assert station_app.window.banner.isVisible()
    fetch_orders(qtbot, station_app)
    # The real account is still configured: switching to the sandbox is not signing out.
    assert memory_keyring.get_password("Station", "apikey.Demo BE") == "sandbox-be"


@pytest.mark.parametrize(
    ("fill", "problem"),
    [
        ({"base": "api.example.com", "client_id": "c", "secret": "s"}, "The base URL must start with https://"),
        (
            {"base": "https://api.example.com", "printing": "ftp://x", "client_id": "c", "secret": "s"},
            "The printing API URL must start with https://",
        ),
        ({"base": "https://api.example.com", "client_id": "", "secret": "s"}, "Enter the client ID."),
        ({"base": "https://api.example.com", "client_id": "c", "secret": ""}, "Enter the client secret."),
        (
            {"base": "https://api.example.com", "client_id": "c", "secret": "s", "no_scopes": True},
            "Choose at least one scope.",
        ),
        ({"base": "https://api.example.com", "keys": [("", "k3y")]}, "Row 1: enter the shop name for this key."),
        ({"base": "https://api.example.com", "keys": [("Shop A", "")]}, "Enter the API key of shop Shop A."),
        ({"base": "https://api.example.com", "keys": [("", "")]}, "Enter at least one shop and its API key."),
    ],
)
def test_bad_account_input_is_refused_in_the_dialog_and_the_log(station_app, qtbot, caplog, fill, problem) -> None:  # type: ignore[no-untyped-def]
    station_app.open_session()
    wait_for_session(qtbot, station_app, sandbox=True)
    window = station_app.window
    dialog = account_dialog(station_app, qtbot)
    dialog.base_url_edit.setText(fill["base"])
    dialog.printing_url_edit.setText(fill.get("printing", ""))
    if "keys" in fill:
        dialog.keys_radio.setChecked(True)
        for row, (shop, key) in enumerate(fill["keys"]):
            dialog.keys_table.item(row, 0).setText(shop)
            dialog.keys_table.cellWidget(row, 1).setText(key)
    else:
        dialog.oauth_radio.setChecked(True)
        dialog.client_id_edit.setText(fill["client_id"])
        dialog.client_secret_edit.setText(fill["secret"])
        if fill.get("no_scopes"):
            for box in dialog.scope_boxes.values():
                box.setChecked(False)
    with caplog.at_level(logging.INFO, logger="station.ui.account"):
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.problem_label.text().startswith(problem)
    assert dialog.isVisible(), "the dialog stays open for the correction"
    assert any(problem in record.getMessage() for record in caplog.records)
    assert not any("k3y" in record.getMessage() for record in caplog.records)
    assert station_app.window is window and window.sandbox  # nothing was switched


def test_saved_printer_profiles_reach_the_printing_and_the_printer_groups_panel(station_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    station_app.open_session()
    wait_for_session(qtbot, station_app, sandbox=True)
    window = station_app.window
    assert window.printer_groups is not None
    window.actions_by_id["printer_profiles"].trigger()
    dialog = station_app._printer_profiles_dialog
    qtbot.waitUntil(lambda: dialog.isVisible() and not dialog.tasks.running, timeout=20_000)
    dialog.editors[LabelFormat.A6].name_edit.setText("Packing table Zebra")
    dialog.editors[LabelFormat.A6].offset_x.setValue(1.5)
    dialog.save()
    saved = window.services.printing.binding(LabelFormat.A6).profile
    assert saved.name == "Packing table Zebra" and saved.offset_x_mm == 1.5
    assert window.printer_groups.local_profiles[LabelFormat.A6].name == "Packing table Zebra"


def test_a_production_account_with_its_api_key(  # type: ignore[no-untyped-def]
    station_app, qtbot, sandbox, memory_keyring: MemoryKeyring, station_logging: Path
) -> None:
    """ "Production (API key)": the production service's addresses are filled in (here replaced by the sandbox's
    production front), the key goes to the keyring only, and the session speaks the production format."""
    from station.api.profiles import WireProfile
    from station.services.embedded_sandbox import production_front

    station_app.open_session()
    wait_for_session(qtbot, station_app, sandbox=True)
    dialog = account_dialog(station_app, qtbot)
    dialog.oauth_radio.setChecked(True)
    dialog.base_url_edit.clear()
    dialog.printing_url_edit.clear()
    dialog.production_radio.setChecked(True)
    assert dialog.stack.currentIndex() == 1 and dialog.scheme_combo.isVisible()
    assert dialog.base_url_edit.text() == "https://api.myparcel.nl"
    assert dialog.printing_url_edit.text() == "https://printing.api.myparcel.nl"
    assert dialog.scheme_combo.currentData() == "bearer"
    assert "no OAuth" in dialog.oauth_radio.toolTip()
    main, printing = production_front(sandbox.base_url)
    dialog.base_url_edit.setText(main)
    dialog.printing_url_edit.setText(printing)
    dialog.keys_table.item(0, 0).setText("Demo NL")
    qtbot.keyClicks(dialog.keys_table.cellWidget(0, 1), "sandbox-nl")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)

    wait_for_session(qtbot, station_app, sandbox=False)
    account = station_app.services.account
    assert account.settings.mode is AccountMode.PRODUCTION and account.profile is WireProfile.PRODUCTION
    assert station_app.window.status.account_label.text() == "Account: Demo NL (production)"
    assert memory_keyring.get_password("Station", "apikey.Demo NL") == "sandbox-nl"
    fetch_orders(qtbot, station_app)
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert files_containing("sandbox-nl") == []


def test_leaving_production_takes_its_hosts_out(station_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The dialog opens on "Production (API key)" with the production hosts filled in; choosing a contract mode
    takes them out again (placeholders show), so a contract account never keeps the production printing host and
    sends its key there. An address the operator typed stays."""
    station_app.open_session()
    wait_for_session(qtbot, station_app, sandbox=True)
    dialog = account_dialog(station_app, qtbot)
    assert dialog.production_radio.isChecked()
    assert dialog.printing_url_edit.text() == "https://printing.api.myparcel.nl"
    dialog.base_url_edit.setText("https://shipping.example.com")
    dialog.keys_radio.setChecked(True)
    assert dialog.base_url_edit.text() == "https://shipping.example.com"
    assert dialog.printing_url_edit.text() == "" and dialog.printing_url_edit.placeholderText()
    dialog.production_radio.setChecked(True)
    dialog.oauth_radio.setChecked(True)
    assert dialog.base_url_edit.text() == "https://shipping.example.com" and dialog.printing_url_edit.text() == ""
    dialog.reject()
