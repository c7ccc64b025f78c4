"""The printerless return's QR code (spec §2 `printerless_return`): an SVG behind a signed link, no credentials."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from station.sandbox import links, shipment_store, wire
from station.sandbox.auth import sandbox_state
from station.sandbox.errors import ApiError
from station.sandbox.offload import render_off_loop

QR_SIZE_PT = 200


def qr_svg(text: str) -> bytes:
    """A square QR code of `text` as SVG (the customer shows it at the service point instead of a label)."""
    # reportlab is imported with the first QR code drawn, not when the sandbox (embedded in the window) starts.
    from reportlab.graphics import renderSVG
    from reportlab.graphics.barcode.qr import QrCodeWidget
    from reportlab.graphics.shapes import Drawing

    widget = QrCodeWidget(text)
    left, bottom, right, top = widget.getBounds()
    drawing = Drawing(
        QR_SIZE_PT, QR_SIZE_PT, transform=[QR_SIZE_PT / (right - left), 0, 0, QR_SIZE_PT / (top - bottom), 0, 0]
    )
    drawing.add(widget)
    svg: str = renderSVG.drawToString(drawing)
    return svg.encode("utf-8")


async def return_qr(request: Request) -> Response:
    state = sandbox_state(request)
    link = links.verify(state, request.path_params["token"], links.KIND_RETURN_QR)
    stored = shipment_store.load(state, link.shop_id, link.shipment_ids[0]) if link else None
    if stored is None:
        raise ApiError(404, wire.CODE_NOT_FOUND, "This return QR code is unknown or has expired.")
    svg = await render_off_loop(qr_svg, stored.shipment.barcode)
    return Response(svg, media_type=wire.SVG_MEDIA_TYPE)


def routes() -> list[BaseRoute]:
    return [Route(wire.PATH_RETURN_QR, return_qr, methods=["GET"])]
