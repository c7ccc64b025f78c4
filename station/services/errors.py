"""The services' own refusals, and `describe(exc)`: any failure in operator words, saying whether to correct or retry.

    StationError                 a refusal of the services (never a bug); each says what the operator can do
    ├── OrderNotFound            no queued order has that key, reference or barcode
    ├── ScanInSeveralShops       several shops' queued orders have the scanned reference: nothing is guessed
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
    ├── NotSignedIn              no account is configured, or it was signed out
    └── ShopNotInAccount         the order's shop has no credentials in the account: nothing is sent for it

Messages of these errors and of the API clients' never contain secrets.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

from station.domain.errors import ErrorKind
from station.domain.text import QT_TRANSLATE_NOOP, Text, joined, message_of
from station.domain.violations import Violation

log = logging.getLogger("station.services.errors")

# Set on an exception once its traceback is in the log, so one bug described in several places is logged once.
_LOGGED_MARK = "_station_traceback_logged"


# A draft that breaks a carrier's rule, said the same wherever a create is refused for it.
BREAKS_A_RULE = QT_TRANSLATE_NOOP("StationError", "Order {order}: the shipment breaks a carrier rule.")


class StationError(Exception):
    """A refusal of the services; `advice` says what the operator can do, `retryable` whether trying again helps."""

    title: str = QT_TRANSLATE_NOOP("StationError", "Cannot do that")
    advice: str = ""
    retryable = False


class OrderNotFound(StationError):
    title = QT_TRANSLATE_NOOP("StationError", "Order not found")
    advice = QT_TRANSLATE_NOOP("StationError", "Check the scanned code, or import or sync the order first.")


def order_not_found(order_key: str) -> OrderNotFound:
    """The refusal of an order key that is not in the queue, said the same wherever an order is looked up."""
    return OrderNotFound(QT_TRANSLATE_NOOP("StationError", "No order {order} in the queue.").format(order=order_key))


class ScanInSeveralShops(StationError):
    """A scanned reference is several shops' orders (each shop numbers its own): the scan does nothing."""

    title = QT_TRANSLATE_NOOP("StationError", "Order of several shops")

    def __init__(self, code: str, shops: Sequence[str]) -> None:
        named = joined(
            [repr(shop) if shop else QT_TRANSLATE_NOOP("StationError", "the default shop") for shop in shops], ", "
        )
        super().__init__(
            QT_TRANSLATE_NOOP(
                "StationError", "'{code}' is an order of several shops: {shops}. Nothing was done."
            ).format(code=code, shops=named)
        )
        self.code = code
        self.shops = tuple(shops)
        self.advice = QT_TRANSLATE_NOOP(
            "StationError",
            "Choose the shop in the queue's shop list and scan again, or scan the shipment's barcode.",
        )


class NoShipmentYet(StationError):
    title = QT_TRANSLATE_NOOP("StationError", "No shipment yet")
    advice = QT_TRANSLATE_NOOP("StationError", "Create the shipment first.")


class AlreadyPrinted(StationError):
    title = QT_TRANSLATE_NOOP("StationError", "Label already printed")
    advice = QT_TRANSLATE_NOOP("StationError", "Use Reprint if the label is lost or damaged.")


class ShippedElsewhere(AlreadyPrinted):
    """The order has a live shipment made at another station (the service said so): a scan prints nothing new."""

    title = QT_TRANSLATE_NOOP("StationError", "Shipped at another station")
    advice = QT_TRANSLATE_NOOP(
        "StationError", "Nothing new was printed. Reprint from that shipment (Ctrl+P) if its label is lost or damaged."
    )


class ShippedElsewhereUnknown(StationError):
    """The order was never looked up at the service and the lookup failed: not knowing is not a "no"."""

    title = QT_TRANSLATE_NOOP("StationError", "Shipped at another station?")
    advice = QT_TRANSLATE_NOOP(
        "StationError",
        "Station could not ask the service whether another station shipped this order, so it created "
        "nothing. Wait until the service answers and try again, or Ship anyway if you are sure it was not shipped.",
    )
    retryable = True

    def __init__(self, message: str, *, order_key: str | None = None) -> None:
        super().__init__(message)
        self.order_key = order_key


class DraftInvalid(StationError):
    title = QT_TRANSLATE_NOOP("StationError", "Shipment not valid")

    def __init__(self, message: str, violations: Sequence[Violation] = (), problems: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.violations = tuple(violations)
        # Every problem in operator words: the violations' messages, or problems found outside the rules table.
        self.problems: tuple[str, ...] = tuple(problems) or tuple(violation.message for violation in violations)

    @property
    def advice(self) -> str:  # type: ignore[override]
        return joined(self.problems) or QT_TRANSLATE_NOOP("StationError", "Correct the shipment.")


class WorkQueued(StationError):
    title = QT_TRANSLATE_NOOP("StationError", "Service not reachable")
    advice = QT_TRANSLATE_NOOP(
        "StationError", "Nothing is lost: the work is queued and goes out by itself when the service is back."
    )
    retryable = True


class PrintNeedsConfirmation(StationError):
    title = QT_TRANSLATE_NOOP("StationError", "Did the label come out?")
    advice = QT_TRANSLATE_NOOP("StationError", "Check the printer, then confirm whether the earlier label was printed.")


class PrinterNotConfigured(StationError):
    title = QT_TRANSLATE_NOOP("StationError", "No printer set up")
    advice = QT_TRANSLATE_NOOP("StationError", "Choose a printer for this label format in the printer settings.")


class PrinterCannotPrint(StationError):
    """The printer a label would go to cannot print now (station.printers.health): nothing was created or printed."""

    title = QT_TRANSLATE_NOOP("StationError", "Printer cannot print")

    def __init__(self, message: str, advice: str = "") -> None:
        super().__init__(message)
        if advice:
            self.advice = advice


class NotSignedIn(StationError):
    title = QT_TRANSLATE_NOOP("StationError", "Not signed in")
    advice = QT_TRANSLATE_NOOP("StationError", "Configure the account (sandbox, OAuth or API key) first.")


class ShopNotInAccount(StationError):
    """The order names a shop the account holds no API key for: it is never sent with another shop's key."""

    title = QT_TRANSLATE_NOOP("StationError", "Shop not in the account")

    def __init__(self, shop: str, known: Sequence[str]) -> None:
        held = ", ".join(repr(name) for name in known)
        super().__init__(
            QT_TRANSLATE_NOOP(
                "StationError",
                "The order belongs to shop {shop}, and the account has no API key for it (it holds {held}).",
            ).format(shop=repr(shop), held=held)
            if held
            else QT_TRANSLATE_NOOP(
                "StationError",
                "The order belongs to shop {shop}, and the account has no API key for it (it holds no shop).",
            ).format(shop=repr(shop))
        )
        self.shop = shop
        self.advice = QT_TRANSLATE_NOOP(
            "StationError",
            "Add shop {shop} with its API key in Account settings, or correct the order's shop. Nothing was sent for "
            "this order.",
        ).format(shop=repr(shop))


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
    log.error(
        "unexpected %s%s",
        type(exc).__name__,
        f" ({context})" if context else "",
        exc_info=(type(exc), exc, exc.__traceback__),
    )
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
    from station.store.sql import SharedStoreUnreachable

    if isinstance(exc, StationError):
        return OperatorMessage(exc.title, message_of(exc), exc.advice, exc.retryable)
    if isinstance(exc, MalformedResponse):
        # The service answered, but with something Station cannot use (a cut-off or HTML answer, a label that is
        # no PDF or too large): nothing was printed, and repeating the same request will most likely answer the same.
        return OperatorMessage(
            QT_TRANSLATE_NOOP("StationError", "Unusable answer from the service"),
            exc.message,
            QT_TRANSLATE_NOOP(
                "StationError",
                "Nothing was printed or changed at this station. Try again later; if it "
                "repeats, report it to the shipping service with the time and the message above.",
            ),
            False,
        )
    if isinstance(exc, ApiBackendError) and exc.status is None:
        # Below HTTP: the message names the call and httpx's exception, which belong in the log, not on screen.
        text: str = (
            QT_TRANSLATE_NOOP(
                "StationError",
                "The service did not answer. Station looks up whether the request arrived before it sends it again.",
            )
            if exc.maybe_committed
            else QT_TRANSLATE_NOOP("StationError", "Station could not reach the service (no connection).")
        )
        return OperatorMessage(
            QT_TRANSLATE_NOOP("StationError", "Service not reachable"), text, exc.kind.advice, exc.retryable
        )
    if isinstance(exc, ServiceError):
        kind: ErrorKind = exc.kind
        retry = bool(getattr(exc, "retryable", kind.retryable))
        text = exc.message
        if exc.violations:
            text = joined([violation.message for violation in exc.violations])
        if kind is ErrorKind.INVALID_COMBINATION and exc.fields == (_RETURN_PARENT_FIELD,):
            # contract §3: a return of a pending or cancelled shipment is refused with 412 naming parent_id; no
            # option is at fault, the shipment's state is.
            return OperatorMessage(
                QT_TRANSLATE_NOOP("StationError", "Return not possible"),
                text,
                QT_TRANSLATE_NOOP(
                    "StationError",
                    "Only a printed or handed-over shipment can be returned; a pending one is cancelled instead.",
                ),
                False,
            )
        # A service whose codes mean more than the kind (a pre-paid account, a non-activated one) says it itself.
        title = (
            getattr(exc, "operator_title", None)
            or _SERVICE_TITLES.get(kind)
            or QT_TRANSLATE_NOOP("StationError", "The service refused")
        )
        return OperatorMessage(title, text, getattr(exc, "operator_advice", None) or kind.advice, retry)
    if isinstance(exc, SharedStoreUnreachable):
        return OperatorMessage(
            QT_TRANSLATE_NOOP("StationError", "Shared queue not reachable"),
            message_of(exc),
            QT_TRANSLATE_NOOP(
                "StationError",
                "Check this table's network link to the shop's database server, or ask whoever looks after that "
                "server; Station tries again by itself. Orders this table holds can still be scanned: they are kept "
                "here until the shared queue answers.",
            ),
            True,
        )
    if isinstance(exc, StoreUnavailable):
        return OperatorMessage(
            QT_TRANSLATE_NOOP("StationError", "Local database unavailable"),
            message_of(exc),
            QT_TRANSLATE_NOOP(
                "StationError",
                "Free disk space, close any other Station, or check the data folder's permissions; then try again.",
            ),
            True,
        )
    if isinstance(exc, NoSecureKeyring):
        return OperatorMessage(
            QT_TRANSLATE_NOOP("StationError", "No secure keyring"),
            message_of(exc),
            QT_TRANSLATE_NOOP("StationError", "Install or unlock a system keyring."),
            False,
        )
    if isinstance(exc, SelectionError):
        return OperatorMessage(
            QT_TRANSLATE_NOOP("StationError", "Delivery choice not usable"),
            message_of(exc),
            QT_TRANSLATE_NOOP("StationError", "Correct the delivery choice."),
            False,
        )
    if isinstance(exc, OSError):
        return OperatorMessage(
            QT_TRANSLATE_NOOP("StationError", "File or device error"),
            message_of(exc),
            QT_TRANSLATE_NOOP("StationError", "Check the file or device, then try again."),
            True,
        )
    return OperatorMessage(
        QT_TRANSLATE_NOOP("StationError", "Unexpected error"),
        QT_TRANSLATE_NOOP("StationError", "{error} in Station.").format(error=type(exc).__name__),
        QT_TRANSLATE_NOOP(
            "StationError", "This is a bug in Station; the log has details. Try again, and report it if it repeats."
        ),
        True,
        unexpected=True,
    )


_RETURN_PARENT_FIELD = "parent_id"

_SERVICE_TITLES: dict[ErrorKind, Text] = {
    ErrorKind.BAD_REQUEST: QT_TRANSLATE_NOOP("StationError", "Request refused"),
    ErrorKind.UNAUTHENTICATED: QT_TRANSLATE_NOOP("StationError", "Sign-in no longer valid"),
    ErrorKind.FORBIDDEN: QT_TRANSLATE_NOOP("StationError", "Not permitted"),
    ErrorKind.ACCOUNT_NOT_ACTIVE: QT_TRANSLATE_NOOP("StationError", "Shop not active"),
    ErrorKind.CARRIER_NOT_ACTIVE: QT_TRANSLATE_NOOP("StationError", "Carrier not active"),
    ErrorKind.NOT_FOUND: QT_TRANSLATE_NOOP("StationError", "Not found"),
    ErrorKind.CONFLICT: QT_TRANSLATE_NOOP("StationError", "Already with the carrier"),
    ErrorKind.INVALID_COMBINATION: QT_TRANSLATE_NOOP("StationError", "Options not allowed together"),
    ErrorKind.VALIDATION: QT_TRANSLATE_NOOP("StationError", "A field is not valid"),
    ErrorKind.RATE_LIMITED: QT_TRANSLATE_NOOP("StationError", "Too many requests"),
    ErrorKind.MISSING_FIELD: QT_TRANSLATE_NOOP("StationError", "A required field is empty"),
    ErrorKind.BACKEND: QT_TRANSLATE_NOOP("StationError", "Service or connection failed"),
}


class ShipAgainNeedsConfirmation(StationError):
    """The order's shipment was cancelled on purpose: a new one is created only once the operator confirms it."""

    title = QT_TRANSLATE_NOOP("StationError", "Cancelled order")
    advice = QT_TRANSLATE_NOOP(
        "StationError",
        "Answer the question above the shipment: Ship again creates a new shipment and label (Ctrl+Enter).",
    )

    def __init__(self, message: str, *, order_key: str) -> None:
        super().__init__(message)
        self.order_key = order_key
