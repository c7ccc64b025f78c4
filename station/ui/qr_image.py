"""A return's QR code (SVG or a bitmap from the service) as a pixmap the operator can scan from the screen."""

from __future__ import annotations

import re

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

QR_SIZE_PX = 240
QR_QUIET_ZONE_PX = 16  # white around the code, so it scans from the screen too


def qr_pixmap(image: bytes, size: int) -> QPixmap | None:
    """The return's QR code (SVG or a bitmap) drawn `size` pixels square on white; None when unreadable."""
    canvas = QImage(size, size, QImage.Format.Format_RGB32)
    canvas.fill(Qt.GlobalColor.white)
    target = QRectF(QR_QUIET_ZONE_PX, QR_QUIET_ZONE_PX, size - 2 * QR_QUIET_ZONE_PX, size - 2 * QR_QUIET_ZONE_PX)
    head = image[:512].lstrip()
    if head.startswith((b"<?xml", b"<svg")) or b"<svg" in head:
        text = image.decode("utf-8", errors="replace")
        # WORKAROUND for QtSvg: it paints a <clipPath> that is not inside <defs> as an ordinary shape (a black
        # square over the code); SVG says clip paths are never drawn. Moving it into <defs> changes nothing else.
        text = re.sub(r"<clipPath\b.*?</clipPath>", lambda match: f"<defs>{match.group(0)}</defs>", text, flags=re.S)
        renderer = QSvgRenderer(QByteArray(text.encode("utf-8")))
        if not renderer.isValid():
            return None
        painter = QPainter(canvas)
        renderer.render(painter, target)
        painter.end()
    else:
        bitmap = QImage()
        if not bitmap.loadFromData(image):
            return None
        painter = QPainter(canvas)
        painter.drawImage(target, bitmap)
        painter.end()
    return QPixmap.fromImage(canvas)
