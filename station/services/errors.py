"""The services' own refusals, and `describe(exc)`: any failure in operator words, saying whether to correct or retry.

    StationError                 a refusal of the services (never a bug); each says what the operator can do
    ├── OrderNotFound            no queued order has that key, reference or barcode
    ├── NoShipmentYet            the order has no shipment to print, cancel, track or return
    ├── AlreadyPrinted           the label came out already; print again only as an explicit reprint
    │   └── ShippedElsewhere     another station shipped the order: nothing new is printed; reprint from that shipment
    ├── ShippedElsewhereUnknown  the service could not be asked whether another station shipped it: wait, or ship anyway
    ├── DraftInvalid             the shipment breaks a rule of the carrier (station.domain), before anything is sent
    ├── WorkQueued               the service cannot be reached: the work is journaled and goes out when it returns
    ├── PrintNeedsConfirmation   an earlier print of this label has an unknown outcome: the operator confirms first
    ├── PrinterNotConfigured     no printer is set up for that label format
    ├── PrinterCannotPrint       the printer is paused, offline, out of paper, jammed: refused before anything is done
    ├── ShipAgainNeedsConfirmation  the order's shipment was cancelled: a new one only once the operator confirms
    └── NotSignedIn              no account is configured, or it was signed out

Messages of these errors and of the API clients' never contain secrets.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

from station.domain.errors import ErrorKind
from station.domain.violations import Violation

log = logging.getLogger("station.services.errors")

# Set on an exception once its traceback is in the log, so one bug described in several places is logged once.
_LOGGED_MARK = "_station_traceback_logged"


class StationError(Exception):
    """A refusal of the services; `advice` says what the operator can do, `retryable` whether trying again helps."""

    title = "Cannot do that"
    advice = ""
    retryable = False


class OrderNotFound(StationError):
    title = "Order not found"
    advice = "Check the scanned code, or import or sync the order first."


class NoShipmentYet(StationError):
    title = "No shipment yet"
    advice = "Create the shipment first."


class AlreadyPrinted(StationError):
    title = "Label already printed"
    advice = "Use Reprint if the label is lost or damaged."


class ShippedElsewhere(AlreadyPrinted):
    """The order has a live shipment made at another station (the service said so): a scan prints nothing new."""

    title = "Shipped at another station"
    advice = "Nothing new was printed. Reprint from that shipment (Ctrl+P) if its label is lost or damaged."


class ShippedElsewhereUnknown(StationError):
    """The order was never looked up at the service and the lookup failed: not knowing is not a "no"."""

    title = "Shipped at another station?"
    advice = ("Station could not ask the service whether another station shipped this order, so it created nothing. "
              "Wait until the service answers and try again, or Ship anyway if you are sure it was not shipped.")
    retryable = True

    def __init__(self, message: str, *, order_key: str | None = None) -> None:
        super().__init__(message)
        self.order_key = order_key


class DraftInvalid(StationError):
    title = "Shipment not valid"

    def __init__(self, message: str, violations: Sequence[Violation] = (), problems: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.violations = tuple(violations)
        # Every problem in operator words: the violations' messages, or problems found outside the rules table.
        self.problems: tuple[str, ...] = tuple(problems) or tuple(violation.message for violation in violations)

    @property
    def advice(self) -> str:  # type: ignore[override]
        return " ".join(self.problems) or "Correct the shipment."


class WorkQueued(StationError):
    title = "Service not reachable"
    advice = "Nothing is lost: the work is queued and goes out by itself when the service is back."
    retryable = True


class PrintNeedsConfirmation(StationError):
    title = "Did the label come out?"
    advice = "Check the printer, then confirm whether the earlier label was printed."


class PrinterNotConfigured(StationError):
    title = "No printer set up"
    advice = "Choose a printer for this label format in the printer settings."


class PrinterCannotPrint(StationError):
    """The printer a label would go to cannot print now (station.printers.health): nothing was created or printed."""

    title = "Printer cannot print"

    def __init__(self, message: str, advice: str = "") -> None:
        super().__init__(message)
        if advice:
            self.advice = advice


class NotSignedIn(StationError):
    title = "Not signed in"
    advice = "Configure the account (sandbox, OAuth or API key) first."


@dataclass(frozen=True)
class OperatorMessage:
    """What the UI shows: a short title, what happened, and what to do. `retry` True: try again; False: correct it."""

    title: str
    text: str
    advice: str
    retry: bool
    unexpected: bool = False  # a bug: its traceback is in the log (`log_unexpected`)


def describe(exc: BaseException) -> OperatorMessage:
    """Any exception in operator words. Unknown exceptions are bugs and say so, without internals on screen; their
    traceback goes to the log here, so that "the log has details" is true wherever the message is shown."""
    message = _describe(exc)
    if message.unexpected:
        log_unexpected(exc)
    return message


def log_unexpected(exc: BaseException, context: str = "") -> None:
    """The exception with its traceback in the log, once per exception however often it is described."""
    if getattr(exc, _LOGGED_MARK, False):
        return
    log.error("unexpected %s%s", type(exc).__name__, f" ({context})" if context else "",
              exc_info=(type(exc), exc, exc.__traceback__))
    try:
        setattr(exc, _LOGGED_MARK, True)
    except (AttributeError, TypeError):  # an exception type with __slots__: logged again if described again
        pass


def is_unexpected(exc: BaseException) -> bool:
    """True for a bug: an exception no part of Station explains to the operator."""
    return _describe(exc).unexpected


def _describe(exc: BaseException) -> OperatorMessage:
    # Local imports keep this module importable by the UI before the clients exist.
    from station.api.errors import ApiBackendError, MalformedResponse, ServiceError
    from station.domain.selection import SelectionError
    from station.store.database import StoreUnavailable
    from station.store.secrets import NoSecureKeyring

    if isinstance(exc, StationError):
        return OperatorMessage(exc.title, str(exc), exc.advice, exc.retryable)
    if isinstance(exc, MalformedResponse):
        # The service answered, but with something Station cannot use (a cut-off or HTML answer, a label that is
        # no PDF or too large): nothing was printed, and repeating the same request will most likely answer the same.
        return OperatorMessage(
            "Unusable answer from the service", exc.message,
            "Nothing was printed or changed at this station. Try again later; if it repeats, report it to the "
            "shipping service with the time and the message above.", False,
        )
    if isinstance(exc, ApiBackendError) and exc.status is None:
        # Below HTTP: the message names the call and httpx's exception, which belong in the log, not on screen.
        text = ("The service did not answer. Station looks up whether the request arrived before it sends it again."
                if exc.maybe_committed else "Station could not reach the service (no connection).")
        return OperatorMessage("Service not reachable", text, exc.kind.advice, exc.retryable)
    if isinstance(exc, ServiceError):
        kind: ErrorKind = exc.kind
        retry = bool(getattr(exc, "retryable", kind.retryable))
        text = exc.message
        if exc.violations:
            text = " ".join(violation.message for violation in exc.violations)
        if kind is ErrorKind.INVALID_COMBINATION and exc.fields == (_RETURN_PARENT_FIELD,):
            # contract §3: a return of a pending or cancelled shipment is refused with 412 naming parent_id; no
            # option is at fault, the shipment's state is.
            return OperatorMessage(
                "Return not possible", text,
                "Only a printed or handed-over shipment can be returned; a pending one is cancelled instead.", False,
            )
        # A service whose codes mean more than the kind (a pre-paid account, a non-activated one) says it itself.
        title = getattr(exc, "operator_title", None) or _SERVICE_TITLES.get(kind, "The service refused")
        return OperatorMessage(title, text, getattr(exc, "operator_advice", None) or kind.advice, retry)
    if isinstance(exc, StoreUnavailable):
        return OperatorMessage(
            "Local database unavailable", str(exc),
            "Free disk space, close any other Station, or check the data folder's permissions; then try again.", True,
        )
    if isinstance(exc, NoSecureKeyring):
        return OperatorMessage("No secure keyring", str(exc), "Install or unlock a system keyring.", False)
    if isinstance(exc, SelectionError):
        return OperatorMessage("Delivery choice not usable", str(exc), "Correct the delivery choice.", False)
    if isinstance(exc, OSError):
        return OperatorMessage("File or device error", str(exc), "Check the file or device, then try again.", True)
    return OperatorMessage(
        "Unexpected error", f"{type(exc).__name__} in Station.",
        "This is a bug in Station; the log has details. Try again, and report it if it repeats.", True,
        unexpected=True,
    )


_RETURN_PARENT_FIELD = "parent_id"

_SERVICE_TITLES: dict[ErrorKind, str] = {
    ErrorKind.BAD_REQUEST: "Request refused",
    ErrorKind.UNAUTHENTICATED: "Sign-in no longer valid",
    ErrorKind.FORBIDDEN: "Not permitted",
    ErrorKind.ACCOUNT_NOT_ACTIVE: "Shop not active",
    ErrorKind.CARRIER_NOT_ACTIVE: "Carrier not active",
    ErrorKind.NOT_FOUND: "Not found",
    ErrorKind.CONFLICT: "Already with the carrier",
    ErrorKind.INVALID_COMBINATION: "Options not allowed together",
    ErrorKind.VALIDATION: "A field is not valid",
    ErrorKind.RATE_LIMITED: "Too many requests",
    ErrorKind.MISSING_FIELD: "A required field is empty",
    ErrorKind.BACKEND: "Service or connection failed",
}


class ShipAgainNeedsConfirmation(StationError):
    """The order's shipment was cancelled on purpose: a new one is created only once the operator confirms it."""

    title = "Cancelled order"
    advice = "Answer the question above the shipment: Ship again creates a new shipment and label (Ctrl+Enter)."

    def __init__(self, message: str, *, order_key: str) -> None:
        super().__init__(message)
        self.order_key = order_key
