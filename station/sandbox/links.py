"""Signed links that need no credentials: label PDFs (contract §4, 10 minutes) and printerless return QR codes."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from station.domain.enums import LabelFormat
from station.sandbox import database, wire
from station.sandbox.state import SandboxState

# contract §4: "the link needs no auth, lives 10 minutes, then 404".
LABEL_LINK_LIFETIME_S = 600
# A printerless return's QR code goes to the end customer, who may take days to reach a service point.
RETURN_QR_LIFETIME_S = 30 * 24 * 3600

KIND_LABEL = "label"
KIND_RETURN_QR = "qr"


@dataclass(frozen=True)
class SignedLink:
    kind: str
    shop_id: str
    shipment_ids: tuple[int, ...]
    label_format: LabelFormat
    positions: tuple[int, ...]
    expires_at: float  # epoch seconds


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _signature(state: SandboxState, payload: bytes) -> str:
    return _b64(hmac.new(database.link_secret(state.db), payload, hashlib.sha256).digest()[:18])


def sign(state: SandboxState, link: SignedLink) -> str:
    """A token that carries the link's content; only this sandbox (its secret, kept in its database) signs it."""
    payload = json.dumps(
        [
            link.kind,
            link.shop_id,
            list(link.shipment_ids),
            link.label_format.value,
            list(link.positions),
            int(link.expires_at),
        ],
        separators=(",", ":"),
    ).encode()
    return f"{_b64(payload)}.{_signature(state, payload)}"


def verify(state: SandboxState, token: str, kind: str) -> SignedLink | None:
    """The link a token stands for, or None when it is forged, of another kind, or expired."""
    encoded, _, signature = token.partition(".")
    try:
        payload = _unb64(encoded)
        if not hmac.compare_digest(signature, _signature(state, payload)):
            return None
        fields: list[Any] = json.loads(payload)
        link = SignedLink(
            str(fields[0]),
            str(fields[1]),
            tuple(int(i) for i in fields[2]),
            LabelFormat(fields[3]),
            tuple(int(p) for p in fields[4]),
            float(fields[5]),
        )
    except (ValueError, TypeError, IndexError, json.JSONDecodeError):
        return None
    if link.kind != kind or link.expires_at <= state.now_epoch():
        return None
    return link


def label_link(
    state: SandboxState,
    shop_id: str,
    shipment_ids: Sequence[int],
    label_format: LabelFormat = LabelFormat.A6,
    positions: Sequence[int] = (),
) -> tuple[str, float]:
    """(URL, expiry epoch) of a fresh 10-minute label link (contract §4)."""
    expires_at = state.now_epoch() + LABEL_LINK_LIFETIME_S
    token = sign(
        state, SignedLink(KIND_LABEL, shop_id, tuple(shipment_ids), label_format, tuple(positions), expires_at)
    )
    return state.public_base_url + wire.PATH_LABEL_LINK.format(token=token), expires_at


def return_qr_link(state: SandboxState, shop_id: str, shipment_id: int) -> str:
    expires_at = state.now_epoch() + RETURN_QR_LIFETIME_S
    token = sign(state, SignedLink(KIND_RETURN_QR, shop_id, (shipment_id,), LabelFormat.A6, (), expires_at))
    return state.public_base_url + wire.PATH_RETURN_QR.format(token=token)
