"""USB HID postal scales (HID POS scale usage page 0x8D) through hidapi."""

from __future__ import annotations

import logging
from typing import Any, Protocol

from station.domain.weighing import ScaleReading
from station.scales.base import ScaleUnavailable
from station.scales.readings import HID_SCALE_USAGE_PAGE, parse_hid_report

log = logging.getLogger("station.scales.hid")

REPORT_SIZE = 6


class HidDevice(Protocol):
    """The part of hidapi's `hid.device` a scale needs (a fake one stands in for it in tests)."""

    def read(self, max_length: int, timeout_ms: int = 0) -> list[int]: ...

    def close(self) -> None: ...


class HidScale:
    def __init__(self, device: HidDevice, name: str = "USB scale") -> None:
        self._device = device
        self.name = name

    def read(self, timeout_s: float) -> ScaleReading | None:
        try:
            report = self._device.read(REPORT_SIZE, int(timeout_s * 1000))
        except (OSError, ValueError) as error:
            raise ScaleUnavailable(f"the {self.name} stopped answering (unplugged?): {error}") from error
        if not report:
            return None
        return parse_hid_report(report)

    def close(self) -> None:
        try:
            self._device.close()
        except (OSError, ValueError):
            pass


def hid_scales() -> list[dict[str, Any]]:
    """The HID scales plugged in now (hidapi's enumerate, scale usage page only)."""
    import hid

    return [info for info in hid.enumerate() if info.get("usage_page") == HID_SCALE_USAGE_PAGE]


def open_hid_scale(vendor_id: int | None = None, product_id: int | None = None) -> HidScale:
    """The first HID scale (or the one with these ids); ScaleUnavailable when there is none or it cannot be opened."""
    try:
        import hid
    except ImportError as error:
        raise ScaleUnavailable("USB scales need hidapi, which is not installed") from error
    candidates = [
        info
        for info in hid_scales()
        if (vendor_id is None or info.get("vendor_id") == vendor_id)
        and (product_id is None or info.get("product_id") == product_id)
    ]
    if not candidates:
        raise ScaleUnavailable("no USB scale is plugged in")
    info = candidates[0]
    device = hid.device()
    try:
        device.open_path(info["path"])
    except OSError as error:
        raise ScaleUnavailable(f"the USB scale cannot be opened (permission?): {error}") from error
    name = " ".join(str(info.get(key) or "") for key in ("manufacturer_string", "product_string")).strip()
    return HidScale(device, name or "USB scale")
