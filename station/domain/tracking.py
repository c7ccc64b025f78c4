"""The public tracking URL of a shipment, built from barcode, postal code and country (spec §4 rule 5, contract §5)."""

from __future__ import annotations

from urllib.parse import quote


def public_tracking_url(base_url: str, barcode: str, postal_code: str, country: str) -> str:
    """`{base_url}/track-trace/{barcode}/{postal code without spaces}/{country}`, each part URL-quoted.

    Safe to give to the end customer (spec §4 rule 5): it carries no credentials.
    """
    parts = (barcode.strip(), "".join(postal_code.split()), country.strip())
    quoted = "/".join(quote(part, safe="") for part in parts)
    return f"{base_url.rstrip('/')}/track-trace/{quoted}"
