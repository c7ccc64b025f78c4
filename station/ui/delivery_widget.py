"""The delivery options widget inside the station: the service's widget page in a QWebEngineView, its events as Qt
signals, and the dialog (Ctrl+E) that chooses an order's delivery and hands back a validated choice."""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, replace
from datetime import date, datetime
from typing import Any

# WORKAROUND for PySide6 6.12: with a Python application event filter installed (the main window's
# ScanKeyRedirect), every event of QtWebEngine's internal QtQuick objects is wrapped for Python, and without the
# QtQuick bindings loaded shiboken's type lookup crashes the process (segfault in __dynamic_cast, seen on the first
# focus change to the web view). Loading them is enough; tests/widget/test_delivery_widget_qt.py covers it.
import PySide6.QtQuick  # noqa: F401
from PySide6.QtCore import QEvent, QFile, QIODevice, QObject, Qt, QUrl, Signal, Slot
from PySide6.QtWebChannel import QWebChannel
from PySide6.QtWebEngineCore import QWebEnginePage, QWebEngineScript
from PySide6.QtWebEngineWidgets import QWebEngineView
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from station.domain.capabilities import CAPABILITIES
from station.domain.combinations import allowed_delivery_types, allowed_options, allowed_package_types
from station.domain.delivery_dates import AMSTERDAM
from station.domain.drop_off_settings import DropOffSettings
from station.domain.enums import Carrier, DeliveryType, PackageType, Platform, ShipmentOption
from station.domain.models import PickupLocation, ShipmentDraft, ShipmentOptions
from station.domain.selection import SelectionError, parse_delivery_selection, selection_to_options
from station.domain.shop_delivery import STATION_DEFAULT, closed_day_problem, contract_drop_off_keys
from station.domain.text import QT_TRANSLATE_NOOP, joined
from station.domain.validation import Violation, validate_shipment
from station.domain.widget_config import WIDGET_PACKAGE_TYPES
from station.services.errors import DraftInvalid
from station.ui.language import SaidTexts, delivery_widget_locale, translated

log = logging.getLogger("station.ui.delivery_widget")

# The page the sandbox (station.sandbox.widget_site) and the service serve for hosts: the widget alone.
EMBED_PATH = "/widget/embed"
# spec §6 events on `document`.
EVENT_UPDATE = "svc_update_delivery_options"
EVENT_UPDATED = "svc_updated_delivery_options"
EVENT_ERROR = "svc_error_delivery_options"
_BRIDGE_OBJECT = "station"
_QWEBCHANNEL_JS = ":/qtwebchannel/qwebchannel.js"

# Runs in the page's main world before its own scripts: event details are not visible across worlds. Events that
# come before the channel is connected are queued, so the widget's first (preselected) choice is not lost.
_BRIDGE_JS = f"""
(function () {{
  const queue = [];
  let station = null;
  function forward(kind, detail) {{
    const text = JSON.stringify(detail);
    if (station) {{ kind === 'selection' ? station.receiveSelection(text) : station.receiveError(text); }}
    else {{ queue.push([kind, detail]); }}
  }}
  document.addEventListener('{EVENT_UPDATED}', (event) => forward('selection', event.detail));
  document.addEventListener('{EVENT_ERROR}', (event) => forward('error', event.detail));
  new QWebChannel(qt.webChannelTransport, (channel) => {{
    station = channel.objects.{_BRIDGE_OBJECT};
    queue.splice(0).forEach(([kind, detail]) => forward(kind, detail));
  }});
}})();
"""


@dataclass(frozen=True)
class DeliveryChoice:
    """A validated choice: what the shipment's carrier, options and pickup location become."""

    carrier: Carrier
    options: ShipmentOptions
    pickup_location: PickupLocation | None


@dataclass(frozen=True)
class RejectedChoice:
    """Why a choice cannot be used: `problems` when the selection cannot be read, `violations` of the shipment rules."""

    problems: tuple[str, ...] = ()
    violations: tuple[Violation, ...] = ()


def validate_selection(
    payload: Mapping[str, object], draft: ShipmentDraft, *, active_carriers: Collection[Carrier] | None = None
) -> DeliveryChoice | RejectedChoice:
    """The selection mapped onto `draft` and validated again (spec §6: "validated again server-side").

    The draft's insurance amount is kept: the widget never chooses insurance.
    """
    try:
        selection = parse_delivery_selection(payload)
    except SelectionError as error:
        return RejectedChoice(problems=tuple(error.problems))
    carrier, options, pickup_location = selection_to_options(selection)
    options = replace(options, insurance=draft.options.insurance)
    candidate = replace(draft, carrier=carrier, options=options, pickup_location=pickup_location)
    violations = validate_shipment(candidate, active_carriers=active_carriers)
    if violations:
        return RejectedChoice(violations=tuple(violations))
    return DeliveryChoice(carrier, options, pickup_location)


class _EventBridge(QObject):
    """The object the page reaches through QWebChannel; it receives each widget event as JSON text."""

    selectionReceived = Signal(dict)
    errorReceived = Signal(dict)

    @Slot(str)
    def receiveSelection(self, text: str) -> None:  # noqa: N802 (called by name from JavaScript)
        detail = _json_object(text)
        if detail is not None:
            self.selectionReceived.emit(detail)

    @Slot(str)
    def receiveError(self, text: str) -> None:  # noqa: N802
        detail = _json_object(text)
        if detail is not None:
            self.errorReceived.emit(detail)


def _json_object(text: str) -> dict[str, Any] | None:
    try:
        value = json.loads(text)
    except ValueError:
        log.warning("the delivery widget sent text that is not JSON: %.200s", text)
        return None
    if not isinstance(value, dict):
        log.warning("the delivery widget sent %s instead of an object", type(value).__name__)
        return None
    return value


_CONSOLE_LEVELS = {
    QWebEnginePage.JavaScriptConsoleMessageLevel.InfoMessageLevel: logging.INFO,
    QWebEnginePage.JavaScriptConsoleMessageLevel.WarningMessageLevel: logging.WARNING,
    QWebEnginePage.JavaScriptConsoleMessageLevel.ErrorMessageLevel: logging.ERROR,
}


class _WidgetPage(QWebEnginePage):
    """The widget's page. What its scripts write to the console (the widget reports a service error there too, for
    shop developers) goes to Station's log with the script and line, not to Qt's message handler on stderr."""

    def javaScriptConsoleMessage(  # noqa: N802 - Qt's name
        self, level: QWebEnginePage.JavaScriptConsoleMessageLevel, message: str, line: int, source: str
    ) -> None:
        log.log(_CONSOLE_LEVELS.get(level, logging.INFO), "widget console: %s (%s:%d)", message, source, line)


class DeliveryWidget(QWidget):
    """Hosts the delivery options widget of the service at `service_url` (the sandbox's base URL, or the service's).

    `configure()` sends the widget its configuration (spec §6); `selectionChanged` carries each choice (spec §2
    Delivery selection) and `errorRaised` each `{exception: {...}}` the widget reports.
    """

    selectionChanged = Signal(dict)
    errorRaised = Signal(dict)

    def __init__(self, service_url: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._page_loaded = False
        self._pending_updates: list[dict[str, Any]] = []
        self._last_selection: dict[str, Any] | None = None

        self._view = QWebEngineView(self)
        self._view.setPage(_WidgetPage(self._view))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._view)

        self._bridge = _EventBridge(self)
        self._bridge.selectionReceived.connect(self._on_selection)
        self._bridge.errorReceived.connect(self.errorRaised)
        self._channel = QWebChannel(self)
        self._channel.registerObject(_BRIDGE_OBJECT, self._bridge)
        page = self._view.page()
        page.setWebChannel(self._channel, QWebEngineScript.ScriptWorldId.MainWorld)
        page.scripts().insert(self._bridge_script())

        self._view.loadFinished.connect(self._on_load_finished)
        self._view.load(QUrl(service_url.rstrip("/") + EMBED_PATH))

    @staticmethod
    def _bridge_script() -> QWebEngineScript:
        source = QFile(_QWEBCHANNEL_JS)
        if not source.open(QIODevice.OpenModeFlag.ReadOnly):
            raise RuntimeError("Qt's qwebchannel.js is missing from this installation (PySide6 QtWebChannel)")
        qwebchannel = bytes(source.readAll().data()).decode("utf-8")
        source.close()
        script = QWebEngineScript()
        script.setName("station-delivery-widget-bridge")
        script.setSourceCode(qwebchannel + _BRIDGE_JS)
        script.setInjectionPoint(QWebEngineScript.InjectionPoint.DocumentCreation)
        script.setWorldId(QWebEngineScript.ScriptWorldId.MainWorld)
        script.setRunsOnSubFrames(False)
        return script

    @property
    def view(self) -> QWebEngineView:
        return self._view

    @property
    def last_selection(self) -> dict[str, Any] | None:
        """The widget's latest choice as sent (spec §2 Delivery selection), or None before the first."""
        return self._last_selection

    def configure(self, update: Mapping[str, Any]) -> None:
        """Sends `{address?, config?, strings?, selector?}` to the widget (spec §6 inbound event).

        The widget keeps what is not given, so `{"address": {...}}` alone re-renders for a new address. Before the
        page has loaded the update waits, and is sent in order once it has.
        """
        detail = json.loads(json.dumps(dict(update)))  # plain JSON types only, and a copy
        if self._page_loaded:
            self._dispatch(detail)
        else:
            self._pending_updates.append(detail)

    def validated_choice(
        self, draft: ShipmentDraft, *, active_carriers: Collection[Carrier] | None = None
    ) -> DeliveryChoice | RejectedChoice:
        """The latest choice mapped onto `draft` and validated (validate_shipment), or why it cannot be used."""
        if self._last_selection is None:
            return RejectedChoice(problems=(self.tr("No delivery option has been chosen yet."),))
        return validate_selection(self._last_selection, draft, active_carriers=active_carriers)

    def _dispatch(self, detail: dict[str, Any]) -> None:
        script = (
            f"document.dispatchEvent(new CustomEvent({json.dumps(EVENT_UPDATE)}, {{detail: {json.dumps(detail)}}}));"
        )
        self._view.page().runJavaScript(script, QWebEngineScript.ScriptWorldId.MainWorld)

    def _on_load_finished(self, ok: bool) -> None:
        if not ok:
            log.warning("the delivery widget page did not load from %s", self._view.url().toString())
            self.errorRaised.emit(
                {
                    "exception": {
                        "code": 0,
                        "label": self.tr("The delivery options could not be loaded."),
                        "status": 0,
                        "title": "Page not loaded",
                        "message": f"Could not load {self._view.url().toString()}",
                    }
                }
            )
            return
        self._page_loaded = True
        pending, self._pending_updates = self._pending_updates, []
        for detail in pending:
            self._dispatch(detail)

    def _on_selection(self, selection: dict[str, Any]) -> None:
        self._last_selection = selection
        self.selectionChanged.emit(selection)


# ----- choosing an order's delivery at the packing table -----

# The house number at the end of a one-line street (spec §2 Recipient: "street and house number in one string").
_HOUSE_NUMBER = re.compile(r"^(?P<street>.*?\D)[\s,]*(?P<number>\d+\S*(?:\s*[A-Za-z]{1,2})?)$")


def split_street(street: str) -> tuple[str, str]:
    """'Keizersgracht 1' → ('Keizersgracht', '1'); a street without a trailing number stays whole."""
    match = _HOUSE_NUMBER.match(street.strip())
    if match is None:
        return street.strip(), ""
    return match.group("street").strip(" ,"), match.group("number").strip()


def _carrier_settings(carrier: Carrier, package_type: PackageType, country: str) -> dict[str, Any]:
    """spec §6 carrierSettings for one carrier: everything the carrier can do for this parcel (station.domain),
    no prices (the operator charges nothing)."""
    if package_type not in WIDGET_PACKAGE_TYPES or package_type not in allowed_package_types(carrier, country):
        package_type = PackageType.PACKAGE
    deliveries = allowed_delivery_types(carrier, package_type)
    home_options = allowed_options(carrier, package_type, DeliveryType.STANDARD, country)
    return {
        "packageType": package_type.label,
        "allowDeliveryOptions": True,
        "allowStandardDelivery": True,
        "allowMorningDelivery": DeliveryType.MORNING in deliveries,
        "allowEveningDelivery": DeliveryType.EVENING in deliveries,
        "allowSaturdayDelivery": CAPABILITIES[carrier].saturday_delivery,
        "allowSignature": ShipmentOption.SIGNATURE in home_options,
        "allowOnlyRecipient": ShipmentOption.ONLY_RECIPIENT in home_options,
        "allowPriorityDelivery": ShipmentOption.PRIORITY_DELIVERY in home_options,
        "allowPickupLocations": DeliveryType.PICKUP in deliveries,
        # Same-day delivery needs the shop's same-day cutoff (spec §6), which the station does not know: left out.
    }


def widget_update_for(
    draft: ShipmentDraft,
    carriers: Collection[Carrier] | None = None,
    *,
    drop_off: DropOffSettings = STATION_DEFAULT,
    now: datetime | None = None,
    locale: str = "en",
) -> dict[str, Any]:
    """The widget configuration (spec §6 inbound event) for choosing the delivery of `draft` at `now`.

    The draft's carrier comes first; `carriers` (the shop's contract, when known) adds those of the recipient's
    platform country. The draft's package type is kept where the carrier and country allow it. `drop_off` is the
    shop's (station.domain.shop_delivery): its days, today's cutoff, and the closed days folded into the delay, so
    the widget asks with contract §8's parameters only. `locale` is the widget's (station.domain.languages).
    """
    country = draft.recipient.country.strip().upper()
    platform = Platform.BE if country == Platform.BE.country.value else Platform.NL
    chosen = [draft.carrier]
    for carrier in sorted(carriers or ()):
        if carrier not in chosen and CAPABILITIES[carrier].local_country is platform.country:
            chosen.append(carrier)
    street, number = split_street(draft.recipient.street)
    return {
        "address": {
            "cc": country,
            "postalCode": draft.recipient.postal_code,
            "number": number,
            "street": street,
            "city": draft.recipient.city,
        },
        "config": {
            "platform": platform.value,
            "locale": locale,
            "showPrices": False,
            **contract_drop_off_keys(drop_off, draft.carrier, now or datetime.now(AMSTERDAM)),
            "carrierSettings": {
                carrier.slug: _carrier_settings(carrier, draft.options.package_type, country) for carrier in chosen
            },
        },
    }


_DELIVERY_WORDS = {
    DeliveryType.MORNING: QT_TRANSLATE_NOOP("DeliveryOptionsDialog", "morning delivery"),
    DeliveryType.STANDARD: QT_TRANSLATE_NOOP("DeliveryOptionsDialog", "standard delivery"),
    DeliveryType.EVENING: QT_TRANSLATE_NOOP("DeliveryOptionsDialog", "evening delivery"),
    DeliveryType.PICKUP: QT_TRANSLATE_NOOP("DeliveryOptionsDialog", "pickup delivery"),
    DeliveryType.EXPRESS: QT_TRANSLATE_NOOP("DeliveryOptionsDialog", "express delivery"),
}


def describe_choice(choice: DeliveryChoice, selection: Mapping[str, Any]) -> str:
    """One line for the operator: carrier, day, delivery type or pickup point, options (a Text: translated when
    shown)."""
    parts: list[str] = [choice.carrier.display_name]
    try:
        day: date | None = date.fromisoformat(str(selection.get("date", ""))[:10])
    except ValueError:
        day = None
    if choice.pickup_location is not None:
        location = choice.pickup_location
        parts.append(
            QT_TRANSLATE_NOOP("DeliveryOptionsDialog", "pickup at {name}, {street} {number}, {city}").format(
                name=location.location_name, street=location.street, number=location.number, city=location.city
            )
        )
    else:
        parts.append(_DELIVERY_WORDS[choice.options.delivery_type])
    if day is not None:
        parts.append(
            (
                QT_TRANSLATE_NOOP("DeliveryOptionsDialog", "from {day}")
                if choice.pickup_location is not None
                else QT_TRANSLATE_NOOP("DeliveryOptionsDialog", "on {day}")
            ).format(day=day)
        )
    if choice.options.package_type is not PackageType.PACKAGE:
        parts.append(choice.options.package_type.display_name)
    flags = sorted(choice.options.flags, key=lambda option: option.value)
    if flags:
        parts.append(joined([option.display_name for option in flags], ", "))
    return joined(parts, " · ")


class DeliveryOptionsDialog(QDialog):
    """The widget for one order: the operator picks a delivery; OK is offered only for a choice that passes
    station.domain's rules on the order's draft (spec §6 "validated again").

    `selection_made` carries the accepted selection (spec §2 payload), `choice_made` the same as a DeliveryChoice.
    Open it with `open()`, never `exec()` (it may be opened from a coroutine).
    """

    selection_made = Signal(dict)
    choice_made = Signal(object)

    def __init__(
        self,
        service_url: str,
        draft: ShipmentDraft,
        *,
        active_carriers: Collection[Carrier] | None = None,
        drop_off: DropOffSettings = STATION_DEFAULT,
        now: Callable[[], datetime] | None = None,
        locale: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """`drop_off`: the shop's delivery settings; `now`: the moment the order counts from (the service's clock);
        `locale`: the widget's, by default the station's language."""
        super().__init__(parent)
        # Its texts are said again at a language switch (changeEvent); the page keeps the language it opened in.
        self._said = said = SaidTexts()
        self.destroyed.connect(lambda _gone: said.forget())
        said.say(
            self.setWindowTitle,
            lambda: self.tr("Delivery options — {reference}").format(reference=draft.reference),
        )
        self.resize(680, 820)
        self._draft = draft
        self._active_carriers = active_carriers
        self._drop_off = drop_off
        self._selection: dict[str, Any] | None = None
        self._choice: DeliveryChoice | None = None

        self.widget = DeliveryWidget(service_url, self)
        self.status_label = said.label(lambda: self.tr("Loading the delivery options…"))
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        said.say(self.ok_button.setText, lambda: self.tr("Use this delivery"))
        self.ok_button.setEnabled(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.widget, 1)
        layout.addWidget(self.status_label)
        layout.addWidget(self.buttons)

        self.widget.selectionChanged.connect(self._selection_changed)
        self.widget.errorRaised.connect(self._error_raised)
        self.update_sent = widget_update_for(
            draft,
            active_carriers,
            drop_off=drop_off,
            now=(now or (lambda: datetime.now(AMSTERDAM)))(),
            locale=locale or delivery_widget_locale(),
        )
        self.widget.configure(self.update_sent)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._said.again()
        super().changeEvent(event)

    @property
    def chosen(self) -> DeliveryChoice | None:
        """The current choice when it can be used, else None."""
        return self._choice

    def _selection_changed(self, selection: dict[str, Any]) -> None:
        self._selection = selection
        result = validate_selection(selection, self._draft, active_carriers=self._active_carriers)
        closed = _closed_day_problem(selection, self._drop_off)
        if isinstance(result, DeliveryChoice) and closed:
            result = RejectedChoice(problems=(closed,))
        if isinstance(result, DeliveryChoice):
            self._choice = result
            described = describe_choice(result, selection)
            self._said.say(self.status_label.setText, lambda: translated(described))
            self.status_label.setStyleSheet("font-weight: bold")
        else:
            self._choice = None
            problems = [*result.problems, *(violation.message for violation in result.violations)]
            self._said.say(
                self.status_label.setText,
                lambda: self.tr("This choice cannot be used:") + "\n• " + "\n• ".join(map(translated, problems)),
            )
            self.status_label.setStyleSheet("color: #b42318")
        self.ok_button.setEnabled(self._choice is not None)

    def _error_raised(self, detail: dict[str, Any]) -> None:
        raised = detail.get("exception")
        exception: dict[str, Any] = raised if isinstance(raised, dict) else {}
        self._selection, self._choice = None, None
        said = exception.get("label") or exception.get("message")  # the widget's own words
        self._said.say(
            self.status_label.setText,
            lambda: self.tr("{message} (code {code})").format(
                message=said or self.tr("The delivery options cannot be loaded."), code=exception.get("code", "?")
            ),
        )
        self.status_label.setStyleSheet("color: #b42318")
        self.ok_button.setEnabled(False)

    def accept(self) -> None:
        if self._choice is None or self._selection is None:
            return
        self.selection_made.emit(dict(self._selection))
        self.choice_made.emit(self._choice)
        super().accept()


def _closed_day_problem(selection: Mapping[str, Any], drop_off: DropOffSettings) -> str:
    """A day the shop is closed cannot be chosen (contract §8 cannot tell the service; see shop_delivery)."""
    try:
        chosen = date.fromisoformat(str(selection.get("date", ""))[:10])
    except ValueError:
        return ""  # no date: validate_selection says so
    return closed_day_problem(chosen, drop_off)


def open_for_order(
    order: Any, *, parent: Any = None, active_carriers: Collection[Carrier] | None = None
) -> DeliveryOptionsDialog:
    """Opens (non-modally, `open()`) the dialog for a queued order; what station.ui.app calls for Ctrl+E.

    `parent` is the main window: its services give the service URL and the order's draft; when the shipment
    detail shows this order, its current draft (the operator's edits) is used instead. `active_carriers` (the
    shop's contract, when known) are the carriers offered and the ones a choice is validated against.
    """
    services = getattr(parent, "services", None)
    if services is None:
        raise ValueError("open_for_order needs the main window (with its services) as parent")
    draft = _draft_of(order, parent, services)
    shop_delivery = services.shop_delivery
    dialog = DeliveryOptionsDialog(
        services.account.settings.base_url,
        draft,
        active_carriers=active_carriers,
        drop_off=shop_delivery.settings_for(getattr(order, "shop", None)),
        now=shop_delivery.clock,
        parent=parent,
    )
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def _draft_of(order: Any, window: Any, services: Any) -> ShipmentDraft:
    detail = getattr(window, "detail", None)
    shown = getattr(detail, "order", None)
    if detail is not None and shown is not None and shown.key == order.key:
        draft: ShipmentDraft | None = detail.draft()
        if draft is not None:
            return draft
    try:
        return services.shipments.draft_for(order.key)
    except DraftInvalid:  # a stored choice that cannot be used is what the operator is replacing
        log.info("the stored delivery choice of %s cannot be used; choosing afresh", order.reference)
        return ShipmentDraft(
            carrier=order.carrier or Carrier.POSTNL,
            reference=order.reference,
            recipient=order.recipient,
            options=order.options or ShipmentOptions(),
            weight_grams=order.weight_grams,
            label_description=order.label_description,
        )
