"""The shop's own delivery settings: read and saved per shop (checked by station.domain's rules first), and turned
into the delivery options widget's drop-off keys for an order now (station.domain.shop_delivery)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from datetime import datetime

from station.domain.delivery_dates import AMSTERDAM
from station.domain.drop_off_settings import DropOffSettings
from station.domain.shop_delivery import (
    STATION_DEFAULT,
    SettingProblem,
    drop_off_config,
    read_drop_off_config,
)
from station.services.account import AccountService
from station.store.shop_delivery import ShopDeliveryStore

__all__ = ["STATION_DEFAULT", "DropOffSettings", "SettingProblem", "ShopDeliveryService"]

log = logging.getLogger("station.services.shop_delivery")


class ShopDeliveryService:
    """The file is read once, when the services are built (on a worker thread); reading the settings afterwards
    never touches the disk, so the window may ask on the UI thread. `clock` is the moment an order counts from (the
    packing table's now); tests set it to the sandbox's."""

    def __init__(
        self,
        account: AccountService,
        store: ShopDeliveryStore | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        self._account = account
        self._store = store if store is not None else ShopDeliveryStore()
        self._configs = self._store.load()
        self.clock: Callable[[], datetime] = clock or (lambda: datetime.now(AMSTERDAM))

    def shops(self) -> tuple[str, ...]:
        return self._account.sender_shops()

    def _shop(self, shop: str | None) -> str:
        """An order without a shop is the account's default shop's."""
        shops = self.shops()
        return shop if shop in shops else (shops[0] if shops else "")

    def own_settings(self, shop: str | None) -> DropOffSettings | None:
        """What the shop set itself, or None when it never did."""
        config = self._configs.get(self._shop(shop))
        if config is None:
            return None
        settings, problems = read_drop_off_config(config)
        for problem in problems:  # written by hand, or by another version: the rest still counts
            log.warning("shop delivery setting %s of %s dropped: %s", problem.key, shop or "(default)", problem.message)
        return settings

    def kept_problems(self, shop: str | None) -> list[SettingProblem]:
        """What the shop's saved settings hold that cannot be used (a file edited by hand, or written by another
        version): left out of its settings, and shown to the owner where the settings are edited."""
        config = self._configs.get(self._shop(shop))
        return [] if config is None else read_drop_off_config(config)[1]

    def settings_for(self, shop: str | None) -> DropOffSettings:
        """The shop's settings, Station's defaults where it set none (Monday to Friday, five days)."""
        own = self.own_settings(shop)
        return own.over(STATION_DEFAULT) if own is not None else STATION_DEFAULT

    def save(self, shop: str, config: Mapping[str, object]) -> list[SettingProblem]:
        """Saves `config` (spec §6 keys) for `shop` when every value can be used; else nothing, and the problems.
        Blocking (a file write)."""
        settings, problems = read_drop_off_config(config)
        if problems:
            return problems
        config = drop_off_config(settings)
        self._store.save(self._shop(shop), config)
        self._configs[self._shop(shop)] = config
        log.info("delivery settings saved for %s", shop or "(the account's shop)")
        return []
