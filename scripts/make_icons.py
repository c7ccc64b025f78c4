"""Renders station/resources/icons/station.svg to the PNG, ICO and ICNS files the app and the bundles use.

Run after changing the SVG: `.venv/bin/python scripts/make_icons.py` (needs Pillow, from the test extra).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PIL import Image
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "station" / "resources" / "icons"


def render(size: int) -> Path:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    QSvgRenderer(str(ICONS / "station.svg")).render(painter, QRectF(0, 0, size, size))
    painter.end()
    target = ICONS / f"station-{size}.png"
    image.save(str(target))
    return target


def main() -> int:
    QGuiApplication(sys.argv)
    largest = Image.open(render(1024))
    render(256)
    largest.save(
        ICONS / "station.ico", sizes=[(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)]
    )
    largest.save(ICONS / "station.icns")
    (ICONS / "station-1024.png").unlink()  # only the source of the ICO and ICNS
    print("\n".join(sorted(path.name for path in ICONS.iterdir())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
