"""The journal's messages to the operator (why a print or a create did not happen, or waits), translatable."""

from __future__ import annotations

from station.domain.text import QT_TRANSLATE_NOOP

MAY_HAVE_PRINTED = QT_TRANSLATE_NOOP("Outbox", "The label of {reference} may have been printed before Station stopped.")
NO_PRINTER = QT_TRANSLATE_NOOP("Outbox", "No printer is set up for {format} labels.")
NOT_PRINTED = QT_TRANSLATE_NOOP("Outbox", "{name}: the queued label was not printed: {reason}")
NOT_AVAILABLE = QT_TRANSLATE_NOOP("Outbox", "label not available: {reason}")
NO_SHIPMENT_TO_PRINT = QT_TRANSLATE_NOOP("Outbox", "Order {order} has no shipment to print.")
SHIPPED_ELSEWHERE = QT_TRANSLATE_NOOP(
    "Outbox", "{reference} was shipped at another station ({elsewhere}): nothing new was printed."
)
ALREADY_QUEUED = QT_TRANSLATE_NOOP(
    "Outbox", "The label of {reference} is queued already and prints when the service is back."
)
ALREADY_PRINTED = QT_TRANSLATE_NOOP("Outbox", "The label of {reference} was printed already.")
PRINT_NUMBER = QT_TRANSLATE_NOOP("Outbox", "print {id}")
PRINTED_WITH_SHIPMENT = QT_TRANSLATE_NOOP(
    "Outbox", "{name}: label asked for with the shipment printed ({format} on {printer})"
)
PRINTED_QUEUED = QT_TRANSLATE_NOOP("Outbox", "{name}: queued label printed ({format} on {printer})")
WAITING_NOT_PRINTED = QT_TRANSLATE_NOOP(
    "Outbox", "{name}: the label waiting for its shipment was not printed ({reason})"
)
WAITING_DROPPED = QT_TRANSLATE_NOOP(
    "Outbox", "{name}: the label waiting for its shipment will not be printed ({reason})"
)
LABEL_QUEUED = QT_TRANSLATE_NOOP("Outbox", "Label {job} is queued: {reason}")
SLOTS_TAKEN_DETAIL = QT_TRANSLATE_NOOP("Outbox", "not printed: slot {slots} of the sheet in the tray is used already")
SLOTS_TAKEN = QT_TRANSLATE_NOOP(
    "Outbox", "Label {job} was not printed: slot {slots} of the sheet in the tray is used already."
)
PRINTER_FAILED = QT_TRANSLATE_NOOP("Outbox", "printer failed: {error}")
PRINTED_ON = QT_TRANSLATE_NOOP("OperatorLog", "{format} on {printer}: {detail}")
