"""What a label's print job is called: what a PDF folder names its file after and a print queue shows."""

from __future__ import annotations

from station.store.store import Store


def label_job_name(store: Store, order_key: str, reference: str) -> str:
    """The label's reference, and its shop's name after it when another shop's order has that reference too: a PDF
    folder keeps one file per job name, so shop B's #1001 must not replace shop A's label #1001."""
    if len(store.orders.shops_with_reference(reference)) < 2:
        return reference
    order = store.orders.get(order_key)
    return f"{reference} {order.shop}" if order is not None and order.shop else reference
