"""The shop's own delivery settings in the delivery options dialog (issue 19 point 7): set in Delivery days (checked,
each problem under its field), used by Ctrl+E's dialog with station.domain's date rules, sent with contract §8's
parameters only (read off the widget's own requests), in the station's language; a closed day is refused."""

from __future__ import annotations

import importlib.resources
import json
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWebEngineCore import QWebEngineProfile, QWebEngineUrlRequestInfo, QWebEngineUrlRequestInterceptor

from station.domain.delivery_dates import plan_delivery
from station.domain.enums import Carrier
from station.domain.shop_delivery import read_drop_off_config
from station.sandbox.server import SandboxServer
from station.services.account import AccountService
from station.services.station import StationServices
from station.store.settings import SettingsFile
from station.ui.app import StationApp
from station.ui.delivery_settings import DeliverySettingsDialog
from station.ui.delivery_widget import DeliveryOptionsDialog
from station.ui.language import language_switch
from tests.helpers.widget import ORDER_MOMENT
from tests.helpers.window import close_window, run_async

LOAD_TIMEOUT_MS = 30_000
# contract §8: every parameter GET /delivery_options may carry.
CONTRACT_PARAMETERS = {
    "platform",
    "carrier",
    "cc",
    "postal_code",
    "number",
    "street",
    "city",
    "package_type",
    "cutoff_time",
    "dropoff_days",
    "dropoff_delay",
    "deliverydays_window",
    "monday_delivery",
    "saturday_delivery",
    "same_day_delivery",
    "exclude_parcel_lockers",
}


class RequestLog(QWebEngineUrlRequestInterceptor):
    """Every URL the widget's page asks for, as it leaves the browser."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def interceptRequest(self, info: QWebEngineUrlRequestInfo) -> None:  # noqa: N802 - Qt's name
        self.urls.append(info.requestUrl().toString())

    def delivery_queries(self) -> list[dict[str, str]]:
        return [dict(parse_qsl(urlsplit(url).query)) for url in self.urls if urlsplit(url).path == "/delivery_options"]


@pytest.fixture
def window(widget_sandbox: SandboxServer, tmp_path: Path, qtbot, qasync_loop) -> Iterator[Any]:  # type: ignore[no-untyped-def]
    """The main window on the widget's sandbox (its clock stands at ORDER_MOMENT, a Wednesday 10:00)."""
    from station.ui.main_window import MainWindow

    account = AccountService(SettingsFile(tmp_path / "account.json"))
    account.use_sandbox(widget_sandbox.base_url, widget_sandbox.printing_base_url)
    services = StationServices.open(account=account, store_path=tmp_path / "station.sqlite3", printers={})
    services.shop_delivery.clock = lambda: ORDER_MOMENT
    run_async(qtbot, services.start())
    main = MainWindow(services, sandbox=True)
    main.delivery_options_requested.connect(
        lambda order: StationApp.open_delivery_options(SimpleNamespace(window=main), order)  # type: ignore[arg-type]
    )
    main.show()
    qtbot.waitExposed(main)
    with importlib.resources.as_file(importlib.resources.files("station.resources") / "sample-orders.csv") as csv:
        main.queue_actions.import_orders(str(csv))
        qtbot.waitUntil(lambda: main.queue.model.total_count > 0 and not main.tasks.running, timeout=20_000)
    yield main
    for dialog in main.findChildren(DeliveryOptionsDialog):
        dialog.close()
    close_window(qtbot, main)
    run_async(qtbot, services.aclose())


@pytest.fixture
def request_log() -> Iterator[RequestLog]:
    log = RequestLog()
    profile = QWebEngineProfile.defaultProfile()
    profile.setUrlRequestInterceptor(log)
    yield log
    profile.setUrlRequestInterceptor(None)


@pytest.fixture
def english_afterwards(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The test chooses the station's language as View → Language does; every other test reads English again."""
    yield
    language_switch().apply(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))


def page_text(dialog: DeliveryOptionsDialog, qtbot, selector: str) -> str:  # type: ignore[no-untyped-def]
    answers: list[str] = []
    dialog.widget.view.page().runJavaScript(
        f"document.querySelector({selector!r})?.innerText ?? ''", 0, lambda text: answers.append(str(text))
    )
    qtbot.waitUntil(lambda: bool(answers), timeout=LOAD_TIMEOUT_MS)
    return answers[0]


def test_the_shops_days_cutoffs_closed_days_and_window_shape_the_delivery_options(  # type: ignore[no-untyped-def]
    window, qtbot, request_log: RequestLog, english_afterwards: None
) -> None:
    settings = DeliverySettingsDialog(window.services.shop_delivery, window.tasks, parent=window)
    settings.open()
    assert settings.status_label.text().startswith("Not set for this shop yet: Monday to Friday")
    assert [box.isChecked() for box in settings.day_boxes.values()] == [True] * 5 + [False] * 2

    # Wrong values are named under their fields, and nothing is kept.
    settings.day_cutoffs[3].setText("25:00")
    settings.cutoff_edit.setText("5pm")
    settings.closed_edit.setText("2025-06-12, 2025-06-31")
    settings.save_button.click()
    qtbot.waitUntil(lambda: settings.status_label.text().startswith("Not saved"), timeout=20_000)
    assert (
        settings.problem_labels["dropOffDays"].text()
        == "Wednesday's own cutoff '25:00' is not a time: write it as HH:MM, for example 15:30."
    )
    assert (
        settings.problem_labels["cutoffTime"].text()
        == "The cutoff '5pm' is not a time: write it as HH:MM, for example 15:30."
    )
    assert (
        settings.problem_labels["closedDays"].text()
        == "This closed day is not a date: '2025-06-31'. Write it as YYYY-MM-DD, for example 2026-12-24."
    )
    assert "border" in settings.cutoff_edit.styleSheet()
    assert window.services.shop_delivery.own_settings("sandbox") is None
    for weekday in settings.day_boxes:
        settings.day_boxes[weekday].setChecked(weekday <= 5)
    settings.day_boxes[2].setChecked(False)
    assert [box.isChecked() for box in settings.day_boxes.values()] == [True, False, True, True, True, False, False]

    # Monday, Wednesday (own cutoff 09:30, passed at 10:00) to Friday; Thursday the 12th and Tuesday the 17th closed.
    settings.day_cutoffs[3].setText("09:30")
    settings.cutoff_edit.setText("17:00")
    settings.window_spin.setValue(3)
    settings.closed_edit.setText("2025-06-12, 2025-06-17")
    settings.save_button.click()
    qtbot.waitUntil(lambda: settings.status_label.text().startswith("Saved"), timeout=20_000)
    assert not any(label.isVisible() for label in settings.problem_labels.values())
    saved = json.loads((Path(window.services.shop_delivery._store.path)).read_text())["sandbox"]
    assert saved == {
        "closedDays": ["2025-06-12", "2025-06-17"],
        "cutoffTime": "17:00",
        "deliveryDaysWindow": 3,
        "dropOffDays": [1, {"cutoffTime": "09:30", "day": 3}, 4, 5],
        "dropOffDelay": 0,
    }
    settings.close()

    order = next(o for o in window.queue.model.all_rows() if o.reference == "WEB-10421")  # postnl, Amsterdam
    assert window.queue.select_key(order.key)
    qtbot.waitUntil(lambda: window.detail.order is not None and not window.tasks.running, timeout=20_000)
    language_switch().apply(QLocale("nl_BE"))  # the widget speaks the station's language
    window.actions_by_id["delivery_options"].trigger()
    [dialog] = window.findChildren(DeliveryOptionsDialog)

    # What the widget was told: the station's language, and the shop's settings said with contract §8's parameters.
    config = dialog.update_sent["config"]
    assert config["locale"] == "nl-BE"
    # The dialog's own words in English again, to read the rest (the page keeps the language it was opened in).
    language_switch().apply(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    assert {key: config[key] for key in ("dropOffDays", "cutoffTime", "dropOffDelay", "deliveryDaysWindow")} == {
        # Wednesday's own cutoff has passed and Thursday is closed: the parcel goes on Friday, one open day later.
        "dropOffDays": "1;3;4;5",
        "cutoffTime": "09:30",
        "dropOffDelay": 1,
        "deliveryDaysWindow": 3,
    }
    assert "closedDays" not in config and "sameDayCutoffTime" not in config

    # The widget preselects Tuesday the 17th, a closed day: refused, with the reason.
    qtbot.waitUntil(lambda: "cannot be used" in dialog.status_label.text(), timeout=LOAD_TIMEOUT_MS)
    assert "The shop is closed on Tuesday 17 June 2025: choose another day." in dialog.status_label.text()
    assert not dialog.ok_button.isEnabled()

    # On the wire: only the contract's parameters, with the shop's values.
    queries = request_log.delivery_queries()
    assert queries and all(set(query) <= CONTRACT_PARAMETERS for query in queries), queries
    assert {(q["dropoff_days"], q["cutoff_time"], q["dropoff_delay"], q["deliverydays_window"]) for q in queries} == {
        ("1;3;4;5", "09:30", "1", "3")
    }

    # The service's dates are station.domain's for the shop's full settings.
    own, _problems = read_drop_off_config(saved)
    plan = plan_delivery(ORDER_MOMENT, own.resolved(), Carrier.POSTNL, "NL")
    assert [day.date.isoformat() for day in plan.window] == ["2025-06-17", "2025-06-18", "2025-06-19"]
    assert [day.blocked for day in plan.window] == [True, False, False]
    assert page_text(dialog, qtbot, '[data-svc-choice="postnl:standard"]').startswith("Standaardlevering")

    with qtbot.waitSignal(dialog.widget.selectionChanged, timeout=LOAD_TIMEOUT_MS):
        dialog.widget.view.page().runJavaScript(
            'document.querySelector(\'[data-svc-carrier="postnl"] [data-svc-date="2025-06-18"]\').click()'
        )
    assert dialog.ok_button.isEnabled()
    assert dialog.status_label.text() == "PostNL · standard delivery · on Wednesday 18 June 2025"
