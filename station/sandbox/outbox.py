"""The sandbox's outbox: e-mails the real service would send, written to the log instead of a mail server.

spec §4 rule 3: a return can be created "with an option to send the standard return e-mail to the recipient
(QR code or label link)". The contract fixes no wire for that e-mail, so the sandbox sends nothing and logs
what it would have sent on the logger `station.sandbox.outbox` (`station sandbox` prints it).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from station.sandbox.shipment_store import StoredShipment

log = logging.getLogger("station.sandbox.outbox")


def send_return_email(parent: StoredShipment, returned: StoredShipment) -> None:
    """The standard return e-mail to the parent's recipient: the QR code when printerless, else the label link."""
    customer = parent.shipment.draft.recipient
    link = returned.shipment.qr_url or returned.shipment.label_url
    what = "QR code" if returned.shipment.qr_url else "label"
    if not customer.email.strip():
        log.warning(
            "Return e-mail for return %s of shipment %s not sent: the shipment's recipient has no e-mail address.",
            returned.id,
            parent.id,
        )
        return
    log.info(
        "Return e-mail to %s <%s> for return %s of shipment %s (%s): %s",
        customer.name,
        customer.email.strip(),
        returned.id,
        parent.id,
        what,
        link,
    )
