"""The delivery options widget inside the station: the service's widget page in a QWebEngineView, its events as Qt signals."""

from __future__ import annotations

import json
import logging
from collections.abc import Collection, Mapping
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QFile, QIODevice, QObject, QUrl, Signal, Slot
from PySide6.QtWebChannel import QWebChannel
from PySide6.QtWebEngineCore import QWebEngineScript
from PySide6.QtWebEngineWidgets import QWebEngineView
from PySide6.QtWidgets import QVBoxLayout, QWidget

from station.domain.enums import Carrier
from station.domain.models import PickupLocation, ShipmentDraft, ShipmentOptions
from station.domain.selection import SelectionError, parse_delivery_selection, selection_to_options
from station.domain.validation import Violation, validate_shipment

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
            return RejectedChoice(problems=("No delivery option has been chosen yet.",))
        return validate_selection(self._last_selection, draft, active_carriers=active_carriers)

    def _dispatch(self, detail: dict[str, Any]) -> None:
        script = (
            f"document.dispatchEvent(new CustomEvent({json.dumps(EVENT_UPDATE)}, "
            f"{{detail: {json.dumps(detail)}}}));"
        )
        self._view.page().runJavaScript(script, QWebEngineScript.ScriptWorldId.MainWorld)

    def _on_load_finished(self, ok: bool) -> None:
        if not ok:
            log.warning("the delivery widget page did not load from %s", self._view.url().toString())
            self.errorRaised.emit({"exception": {
                "code": 0, "label": "The delivery options could not be loaded.", "status": 0,
                "title": "Page not loaded", "message": f"Could not load {self._view.url().toString()}",
            }})
            return
        self._page_loaded = True
        pending, self._pending_updates = self._pending_updates, []
        for detail in pending:
            self._dispatch(detail)

    def _on_selection(self, selection: dict[str, Any]) -> None:
        self._last_selection = selection
        self.selectionChanged.emit(selection)
