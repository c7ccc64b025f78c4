"""Each shop's own drop-off settings (spec §6 keys, in the widget's spelling) as a JSON file in the config folder."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from station import paths
from station.files import write_atomically

log = logging.getLogger("station.store.shop_delivery")

SHOP_DELIVERY_FILE_NAME = "shop_delivery.json"


@dataclass
class ShopDeliveryStore:
    """{shop: {dropOffDays, cutoffTime, dropOffDelay, deliveryDaysWindow, closedDays}}. A missing or damaged file
    means no shop has set its own (logged): Station's defaults apply."""

    path: Path = field(default_factory=lambda: paths.config_dir() / SHOP_DELIVERY_FILE_NAME)

    def load(self) -> dict[str, dict[str, object]]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as error:
            log.warning("shop delivery settings %s unreadable (%s): the defaults apply", self.path, error)
            return {}
        if not isinstance(data, dict):
            log.warning("shop delivery settings %s are not an object: the defaults apply", self.path)
            return {}
        return {str(shop): dict(config) for shop, config in data.items() if isinstance(config, dict)}

    def save(self, shop: str, config: Mapping[str, object]) -> None:
        """One shop's settings replace its earlier ones; the other shops' stay."""
        data = self.load()
        data[shop] = dict(config)
        write_atomically(self.path, json.dumps(data, indent=2, sort_keys=True).encode("utf-8"))
