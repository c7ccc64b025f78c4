"""Returns on the production front: related returns, the consumer return page, the printerless QR code.

A related return is `POST /shipments` with `Content-Type: application/vnd.return_shipment+json` and
`{"data": {"return_shipments": [{parent, carrier, email, name, reference_identifier?, options?}]}}`; one
portal guide names `POST /return_shipments` for the same body, so that path takes it too. A bodiless
`POST /return_shipments` is something else: the link to the shop's consumer return page. A printerless
return's QR code is `GET /printerless_return_label/{id}` with `Accept: image/png`, with credentials.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.domain.capabilities import capabilities_of
from station.domain.enums import Carrier, ShipmentOption, ShipmentStatus
from station.domain.models import Address, ShipmentDraft, ShipmentOptions
from station.sandbox import outbox, shipment_store
from station.sandbox.accounts import ShopAccount, shop_address
from station.sandbox.auth import sandbox_state
from station.sandbox.offload import render_off_loop
from station.sandbox.production import lookup, store
from station.sandbox.production import names as n
from station.sandbox.production.auth import authenticate
from station.sandbox.production.bodies import bad_request, data, envelope_items, query_flag
from station.sandbox.production.decode import FieldReader
from station.sandbox.production.errors import KeyedProblem, ProductionError, not_found, validation_error
from station.sandbox.production.labels import front_base_url
from station.sandbox.production.media import content_type
from station.sandbox.state import SandboxState

QR_MODULE_PX = 8
QR_QUIET_MODULES = 4
# Stands in for the draft of a return item that is refused anyway (its parent is missing or unknown).
_NOTHING = ShipmentDraft(Carrier.POSTNL, "", Address("", "", "", "", ""))


def _return_of(
    state: SandboxState, account: ShopAccount, item: Any, prefix: str
) -> tuple[ShipmentDraft, int, dict[str, Any], bool, list[KeyedProblem]]:
    """(draft, parent id, production fields, printerless, problems) of one `return_shipments` item."""
    reader = FieldReader(prefix)
    payload: Mapping[str, Any] = item if isinstance(item, Mapping) else {}
    parent_id = reader.integer(payload.get("parent"), "parent")
    if parent_id is None:
        reader.problem(n.CODE_MISSING_PARAMETER, "parent", "is required: the id of the shipment to return")
        return _NOTHING, 0, {}, False, reader.problems
    parent = shipment_store.load(state, account.shop_id, parent_id)
    if parent is None:
        reader.problem(n.CODE_PARENT_NOT_RETURNABLE, "parent", f"{parent_id} is not a shipment of this shop")
        return _NOTHING, parent_id, {}, False, reader.problems
    if parent.status is ShipmentStatus.PENDING:
        reader.problem(n.CODE_RETURN_OF_CONCEPT, "parent", "is a concept; only a shipment with a label can be returned")
    elif parent.status is ShipmentStatus.CANCELLED or parent.shipment.parent_id is not None:
        reader.problem(n.CODE_PARENT_NOT_RETURNABLE, "parent", "cannot be returned")
    carrier = reader.integer(payload.get("carrier"), "carrier")
    parent_carrier = parent.shipment.draft.carrier
    if carrier is not None and carrier != int(parent_carrier):
        reader.problem(
            n.CODE_INVALID_RETURN_CARRIER, "carrier", f"must be the parent's carrier ({int(parent_carrier)})"
        )
    given = payload.get("options")
    options: Mapping[str, Any] = given if isinstance(given, Mapping) else {}
    printerless = reader.flag(options.get("printerless_return"), "options.printerless_return")
    if printerless and ShipmentOption.PRINTERLESS_RETURN not in capabilities_of(parent_carrier).options:
        reader.problem(
            n.CODE_INVALID_COMBINATION, "options.printerless_return", f"is not offered by {parent_carrier.display_name}"
        )
    duplicate = state.db.execute(
        "SELECT id FROM shipments WHERE parent_id = ? AND shop_id = ?", (parent_id, account.shop_id)
    ).fetchone()
    if duplicate is not None:
        reader.problem(n.CODE_DUPLICATE_RETURN, "parent", f"already has return shipment {duplicate['id']}")
    reference = payload.get("reference_identifier")
    parent_draft = parent.shipment.draft
    draft = ShipmentDraft(
        carrier=parent_carrier,
        reference=str(reference) if reference not in (None, "") else parent_draft.reference,
        recipient=parent_draft.sender or shop_address(account),
        sender=parent_draft.recipient,
        options=ShipmentOptions(),
        label_description=f"Retour – {parent.shipment.barcode}",
    )
    fields = {
        "reference_identifier": str(reference) if reference not in (None, "") else None,
        "return_email": payload.get("email"),
        "return_name": payload.get("name"),
    }
    return draft, parent_id, fields, printerless, reader.problems


async def create_related_returns(request: Request, account: ShopAccount) -> Response:
    state = sandbox_state(request)
    items = await envelope_items(request, n.RETURN_SHIPMENTS)
    parsed = [_return_of(state, account, item, f"data.return_shipments[{index}].") for index, item in enumerate(items)]
    problems = [problem for *_, found in parsed for problem in found]
    if problems:
        raise validation_error(problems, "Return shipment validation error")
    send_mail = query_flag(request, n.Q_SEND_RETURN_MAIL)
    ids: list[dict[str, Any]] = []
    with state.db:
        for draft, parent_id, fields, printerless, _ in parsed:
            return_id = shipment_store.insert(
                state, account.shop_id, draft, parent_id=parent_id, printerless=printerless, send_email=send_mail
            )
            store.save_extras(state, return_id, fields)
            ids.append({"id": return_id, "reference_identifier": fields["reference_identifier"]})
    if send_mail:
        for entry, (_, parent_id, *_rest) in zip(ids, parsed, strict=True):
            parent, returned = lookup.owned(state, account.shop_id, [parent_id, entry["id"]])
            outbox.send_return_email(parent, returned)
    return JSONResponse(data({n.IDS: ids}), media_type=n.ANSWER_JSON_TYPE)


async def post_return_shipments(request: Request) -> Response:
    """With a return body: a related return (as on `POST /shipments`). Without: the consumer return page."""
    account = authenticate(request)
    if (await request.body()).strip():
        content_type(request, (n.RETURN_TYPE, n.JSON_TYPE))
        return await create_related_returns(request, account)
    state = sandbox_state(request)
    link = f"{front_base_url(state)}/return-page/{account.shop_id}"
    return JSONResponse(data({"download_url": {"link": link}}), media_type=n.ANSWER_JSON_TYPE)


def qr_png(text: str) -> bytes:
    """A QR code of `text` as a black-on-white PNG with its quiet zone."""
    # Pillow and reportlab are imported with the first QR code, not when the sandbox (embedded in the window) starts.
    from PIL import Image
    from reportlab.graphics.barcode.qr import QrCodeWidget

    widget = QrCodeWidget(text)
    widget.draw()
    code = widget.qr  # type: ignore[attr-defined]  # made by draw(); types-reportlab does not declare it
    count = code.getModuleCount()
    size = count + 2 * QR_QUIET_MODULES
    image = Image.new("1", (size, size), 1)
    for row in range(count):
        for column in range(count):
            if code.isDark(row, column):
                image.putpixel((column + QR_QUIET_MODULES, row + QR_QUIET_MODULES), 0)
    image = image.resize((size * QR_MODULE_PX, size * QR_MODULE_PX), Image.Resampling.NEAREST)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


async def printerless_qr(request: Request) -> Response:
    account = authenticate(request)
    state = sandbox_state(request)
    text = request.path_params["shipment_id"]
    stored = shipment_store.load(state, account.shop_id, int(text)) if text.isdigit() else None
    if stored is None:
        raise not_found(f"Shipment {text}")
    if not stored.printerless:
        raise bad_request(
            f"Shipment {stored.id} is not a printerless return; it has no QR code.", n.CODE_INVALID_COMBINATION
        )
    accept = request.headers.get("accept", "")
    if accept and n.PNG_TYPE not in accept and "image/*" not in accept and "*/*" not in accept:
        raise ProductionError(406, n.CODE_ACCEPT, "The QR code comes as image/png; send Accept: image/png.")
    png = await render_off_loop(qr_png, stored.shipment.barcode)
    return Response(png, media_type=n.PNG_TYPE)


def routes() -> list[BaseRoute]:
    return [
        Route(n.PATH_RETURN_SHIPMENTS, post_return_shipments, methods=["POST"]),
        Route(n.PATH_PRINTERLESS_QR, printerless_qr, methods=["GET"]),
    ]
