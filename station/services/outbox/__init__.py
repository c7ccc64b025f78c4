"""The outbox: creates, returns and prints journaled before they are sent, resumed and drained (service.py).

journal.py holds what the parts share, sending.py the creates and returns, prints.py and in_order.py the prints,
retry.py the retry policy.
"""

from station.services.outbox.already_printed import PrintQueued, second_print_refusal
from station.services.outbox.journal import OutboxEvent, OutboxEventKind
from station.services.outbox.label_fetch import join_pdfs
from station.services.outbox.print_records import PrintedLabel, PrinterBinding, PrintRequest, SheetSlotsTaken
from station.services.outbox.retry import RetryBackoff, is_unreachable, was_refused
from station.services.outbox.sending import ShippingFor, ShippingGateway, shipment_record
from station.services.outbox.service import CreatedAndPrinted, OutboxService, UnknownPrintResolver

__all__ = [
    "CreatedAndPrinted",
    "OutboxEvent",
    "OutboxEventKind",
    "OutboxService",
    "PrintQueued",
    "PrintRequest",
    "PrintedLabel",
    "PrinterBinding",
    "RetryBackoff",
    "SheetSlotsTaken",
    "ShippingFor",
    "ShippingGateway",
    "UnknownPrintResolver",
    "is_unreachable",
    "join_pdfs",
    "second_print_refusal",
    "shipment_record",
    "was_refused",
]
