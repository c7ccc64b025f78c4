"""The records the services hand out (orders of the queue, shipments, print jobs), for the views that show them.

They are the store's records: the UI reads them from here and never imports the store itself.
"""

from __future__ import annotations

from station.store.records import (
    OperatorLogEntry,
    OrderState,
    PrintJobRecord,
    PrintState,
    QueuedOrder,
    ShipmentKind,
    ShipmentRecord,
)

__all__ = [
    "OperatorLogEntry",
    "OrderState",
    "PrintJobRecord",
    "PrintState",
    "QueuedOrder",
    "ShipmentKind",
    "ShipmentRecord",
]
