"""The delivery options widget's configuration (spec §6 Widget configuration): every key, its type and default."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from enum import Enum

from station.domain.delivery_dates import DeliveryDateSettings, DropOffDay
from station.domain.drop_off_settings import (
    DROP_OFF_KEYS,
    DropOffSettings,
    WidgetConfigError,
    parse_drop_off_days,
    parse_drop_off_settings,
)
from station.domain.enums import Carrier, PackageType, Platform

__all__ = [
    "CarrierSettings",
    "DropOffDay",
    "MapTileLayer",
    "PickupView",
    "WidgetAddress",
    "WidgetConfig",
    "WidgetConfigError",
    "parse_drop_off_days",
    "parse_widget_config",
]

DEFAULT_SELECTOR = "#svc-delivery-options"  # spec §6: the element with id svc-delivery-options
DEFAULT_CURRENCY = "EUR"
_LOCALE = re.compile(r"[a-z]{2}-[A-Z]{2}")
_CURRENCY = re.compile(r"[A-Z]{3}")
# spec §6 carrierSettings.packageType: the package types the widget can pre-select.
WIDGET_PACKAGE_TYPES: frozenset[PackageType] = frozenset(
    {PackageType.PACKAGE, PackageType.MAILBOX, PackageType.DIGITAL_STAMP, PackageType.PACKAGE_SMALL}
)


class PickupView(str, Enum):
    """spec §6 pickupLocationsDefaultView."""

    LIST = "list"
    MAP = "map"


@dataclass(frozen=True)
class MapTileLayer:
    """spec §6 pickupLocationsMapTileLayerData: a custom tile server."""

    url: str
    attribution: str = ""
    min_zoom: int = 0
    max_zoom: int = 19


@dataclass(frozen=True)
class WidgetAddress:
    """spec §6 top-level `address`: all optional strings."""

    cc: str = ""
    postal_code: str = ""
    number: str = ""
    street: str = ""
    city: str = ""


@dataclass(frozen=True)
class CarrierSettings:
    """spec §6 `carrierSettings.<carrier>`; prices are integer cents. An empty object means these defaults.

    The specification gives no defaults per carrier; these are the account defaults Station assumes: home
    delivery (standard) and pickup on, every paid extra off, every price 0, package pre-selected.
    """

    allow_delivery_options: bool = True
    allow_standard_delivery: bool = True
    allow_morning_delivery: bool = False
    allow_evening_delivery: bool = False
    allow_same_day_delivery: bool = False
    allow_monday_delivery: bool = False
    allow_saturday_delivery: bool = False
    price_standard_delivery: int = 0
    price_morning_delivery: int = 0
    price_evening_delivery: int = 0
    price_same_day_delivery: int = 0
    price_monday_delivery: int = 0
    price_saturday_delivery: int = 0
    allow_signature: bool = False
    allow_only_recipient: bool = False
    allow_priority_delivery: bool = False
    price_signature: int = 0
    price_only_recipient: int = 0
    allow_pickup_locations: bool = True
    price_pickup: int = 0
    exclude_parcel_lockers: bool = False
    package_type: PackageType = PackageType.PACKAGE
    price_package_type_mailbox: int = 0
    price_package_type_digital_stamp: int = 0
    price_package_type_package_small: int = 0
    drop_off: DropOffSettings = DropOffSettings()


@dataclass(frozen=True)
class WidgetConfig:
    """The whole inbound configuration (spec §6): the `config` keys plus `address`, `strings` and `selector`.

    `drop_off` holds drop-off keys given at config level; a carrier's own keys override them one by one.
    """

    platform: Platform
    carrier_settings: dict[Carrier, CarrierSettings]
    locale: str = ""
    currency: str = DEFAULT_CURRENCY
    show_prices: bool = True
    show_price_surcharge: bool = True
    show_delivery_date: bool = True
    pickup_show_distance: bool = True
    allow_pickup_locations_view_selection: bool = True
    pickup_locations_default_view: PickupView = PickupView.LIST
    pickup_locations_map_tile_layer_data: MapTileLayer | None = None  # None: the default open map tiles
    drop_off: DropOffSettings = DropOffSettings()
    address: WidgetAddress = WidgetAddress()
    strings: dict[str, str] = field(default_factory=dict)
    selector: str = DEFAULT_SELECTOR

    def drop_off_settings(self, carrier: Carrier) -> DropOffSettings:
        """The carrier's drop-off keys with the config-level ones filling the gaps."""
        return self.carrier_settings[carrier].drop_off.over(self.drop_off)

    def delivery_date_settings(self, carrier: Carrier) -> DeliveryDateSettings:
        """What the delivery-date rules need for `carrier` (station.domain.delivery_dates)."""
        settings = self.carrier_settings[carrier]
        return self.drop_off_settings(carrier).resolved(
            allow_monday=settings.allow_monday_delivery,
            allow_saturday=settings.allow_saturday_delivery,
            allow_same_day=settings.allow_same_day_delivery,
        )


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.capitalize() for part in rest)


_Parser = Callable[[object], object]


def _boolean(value: object) -> object:
    if not isinstance(value, bool):
        raise ValueError(f"{value!r} is not true or false")
    return value


def _price(value: object) -> object:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{value!r} is not a price in whole cents (0 or more)")
    return value


def _widget_package_type(value: object) -> object:
    for package_type in WIDGET_PACKAGE_TYPES:
        if value == package_type.label:
            return package_type
    names = ", ".join(sorted(package_type.label for package_type in WIDGET_PACKAGE_TYPES))
    raise ValueError(f"{value!r} is not one of {names}")


def _parser_for(default: object) -> _Parser:
    # PackageType is an IntEnum, so it is told apart before plain integers (the prices).
    if isinstance(default, PackageType):
        return _widget_package_type
    if isinstance(default, bool):
        return _boolean
    return _price


# spec §6 keys per carrier: camelCase key → (attribute, parser); drop-off keys are parsed apart.
_CARRIER_KEYS: dict[str, tuple[str, _Parser]] = {
    _camel(item.name): (item.name, _parser_for(item.default))
    for item in fields(CarrierSettings)
    if item.name != "drop_off"
}
_CONFIG_BOOLEAN_KEYS: dict[str, str] = {
    "showPrices": "show_prices",
    "showPriceSurcharge": "show_price_surcharge",
    "showDeliveryDate": "show_delivery_date",
    "pickupShowDistance": "pickup_show_distance",
    "allowPickupLocationsViewSelection": "allow_pickup_locations_view_selection",
}
_CONFIG_OTHER_KEYS = frozenset(
    {"platform", "locale", "carrierSettings", "currency", "pickupLocationsDefaultView", "pickupLocationsMapTileLayerData"}
)
_TOP_LEVEL_KEYS = frozenset({"address", "config", "strings", "selector"})
_ADDRESS_KEYS: dict[str, str] = {
    "cc": "cc", "postalCode": "postal_code", "number": "number", "street": "street", "city": "city",
}


def parse_widget_config(obj: object) -> tuple[WidgetConfig, list[str]]:
    """The inbound configuration `{address?, config, strings?, selector?}` and its warnings.

    Raises WidgetConfigError listing every problem. Unknown keys are warnings, not errors: a newer widget
    may know keys this station does not.
    """
    if not isinstance(obj, Mapping):
        raise WidgetConfigError(["the widget configuration is not an object"])
    problems: list[str] = []
    warnings: list[str] = [f"unknown key {key!r} is ignored" for key in sorted(map(str, obj)) if key not in _TOP_LEVEL_KEYS]
    config = obj.get("config")
    if not isinstance(config, Mapping):
        raise WidgetConfigError([f"config must be an object, not {config!r}"])

    platform = _parse_platform(config.get("platform"), problems)
    values: dict[str, object] = {}
    for key, attribute in _CONFIG_BOOLEAN_KEYS.items():
        if key in config:
            try:
                values[attribute] = _boolean(config[key])
            except ValueError as error:
                problems.append(f"config.{key}: {error}")
    if "showDeliveryDate" in config:
        # spec §9: showDeliveryDate is deprecated since v6.26.0.
        warnings.append("config.showDeliveryDate is deprecated since widget v6.26.0")
    values.update(_parse_texts(config, problems))
    if "pickupLocationsDefaultView" in config:
        view = config["pickupLocationsDefaultView"]
        if view in ("list", "map"):
            values["pickup_locations_default_view"] = PickupView(view)
        else:
            problems.append(f"config.pickupLocationsDefaultView: {view!r} is not 'list' or 'map'")
    if "pickupLocationsMapTileLayerData" in config:
        values["pickup_locations_map_tile_layer_data"] = _parse_tile_layer(
            config["pickupLocationsMapTileLayerData"], problems
        )
    config_drop_off = parse_drop_off_settings(config, "config.", problems)
    known = _CONFIG_OTHER_KEYS | set(_CONFIG_BOOLEAN_KEYS) | set(DROP_OFF_KEYS)
    warnings += [f"unknown key 'config.{key}' is ignored" for key in sorted(map(str, config)) if key not in known]

    carriers = _parse_carrier_settings(config.get("carrierSettings"), problems, warnings)
    address = _parse_address(obj.get("address", {}), problems)
    strings = _parse_strings(obj.get("strings", {}), problems)
    selector = obj.get("selector", DEFAULT_SELECTOR)
    if not isinstance(selector, str) or not selector.strip():
        problems.append(f"selector must be a CSS selector, not {selector!r}")

    for carrier, settings in carriers.items():
        _check_drop_off(carrier, settings, settings.drop_off.over(config_drop_off), problems, warnings)

    if problems:
        raise WidgetConfigError(problems)
    assert platform is not None and isinstance(selector, str)
    values.setdefault("locale", platform.default_locale)
    widget = WidgetConfig(
        platform=platform, carrier_settings=carriers, drop_off=config_drop_off,
        address=address, strings=strings, selector=selector, **values,  # type: ignore[arg-type]
    )
    return widget, warnings


def _check_drop_off(
    carrier: Carrier, settings: CarrierSettings, merged: DropOffSettings, problems: list[str], warnings: list[str]
) -> None:
    where = f"carrierSettings.{carrier.slug}"
    # spec §6: "dropOffDays must be defined" and "cutoffTime alone is deprecated" (spec §9).
    if merged.drop_off_days is None:
        if merged.cutoff_time is not None:
            warnings.append(f"{where}: cutoffTime without dropOffDays is deprecated; define dropOffDays")
        else:
            warnings.append(
                f"{where}: dropOffDays is not defined; Monday to Friday is assumed and dates around "
                "public holidays may be wrong"
            )
    # spec §6: "Same-day delivery requires a same-day cutoff time."
    if settings.allow_same_day_delivery and not merged.has_same_day_cutoff():
        problems.append(f"{where}: allowSameDayDelivery needs a sameDayCutoffTime")


def _parse_platform(value: object, problems: list[str]) -> Platform | None:
    # spec §6: platform is required.
    for platform in Platform:
        if value == platform.value:
            return platform
    problems.append(f"config.platform: {value!r} is not one of {', '.join(p.value for p in Platform)}")
    return None


def _parse_texts(config: Mapping[str, object], problems: list[str]) -> dict[str, object]:
    values: dict[str, object] = {}
    if "locale" in config:
        locale = config["locale"]
        if isinstance(locale, str) and _LOCALE.fullmatch(locale):
            values["locale"] = locale
        else:
            problems.append(f"config.locale: {locale!r} is not a locale such as nl-NL or fr-BE")
    if "currency" in config:
        currency = config["currency"]
        if isinstance(currency, str) and _CURRENCY.fullmatch(currency):
            values["currency"] = currency
        else:
            problems.append(f"config.currency: {currency!r} is not a currency code such as EUR")
    return values


def _parse_tile_layer(value: object, problems: list[str]) -> MapTileLayer | None:
    where = "config.pickupLocationsMapTileLayerData"
    if not isinstance(value, Mapping) or not isinstance(value.get("url"), str) or not value.get("url"):
        problems.append(f"{where} must be an object with a url, not {value!r}")
        return None
    attribution = value.get("attribution", "")
    zooms = [value.get("minZoom", MapTileLayer.min_zoom), value.get("maxZoom", MapTileLayer.max_zoom)]
    if not isinstance(attribution, str):
        problems.append(f"{where}.attribution must be a text")
        return None
    if not all(isinstance(zoom, int) and not isinstance(zoom, bool) and zoom >= 0 for zoom in zooms) or zooms[0] > zooms[1]:
        problems.append(f"{where}: minZoom and maxZoom must be whole numbers with minZoom <= maxZoom")
        return None
    return MapTileLayer(str(value["url"]), attribution, int(zooms[0]), int(zooms[1]))  # type: ignore[call-overload]


def _parse_carrier_settings(value: object, problems: list[str], warnings: list[str]) -> dict[Carrier, CarrierSettings]:
    # spec §6: carrierSettings is required, keyed by carrier slug, at least one carrier.
    if not isinstance(value, Mapping) or not value:
        problems.append("config.carrierSettings must name at least one carrier")
        return {}
    carriers: dict[Carrier, CarrierSettings] = {}
    for slug, raw in value.items():
        where = f"carrierSettings.{slug}"
        try:
            carrier = Carrier.from_slug(str(slug))
            if slug != carrier.slug:
                raise ValueError
        except ValueError:
            problems.append(f"{where}: {slug!r} is not a carrier slug")
            continue
        if not isinstance(raw, Mapping):
            problems.append(f"{where} must be an object, not {raw!r}")
            continue
        values: dict[str, object] = {}
        for key, item in raw.items():
            if key in DROP_OFF_KEYS:
                continue
            if key not in _CARRIER_KEYS:
                warnings.append(f"unknown key '{where}.{key}' is ignored")
                continue
            attribute, parse = _CARRIER_KEYS[key]
            try:
                values[attribute] = parse(item)
            except ValueError as error:
                problems.append(f"{where}.{key}: {error}")
        drop_off = parse_drop_off_settings(raw, f"{where}.", problems)
        carriers[carrier] = CarrierSettings(drop_off=drop_off, **values)  # type: ignore[arg-type]
    return carriers


def _parse_address(value: object, problems: list[str]) -> WidgetAddress:
    if not isinstance(value, Mapping):
        problems.append(f"address must be an object, not {value!r}")
        return WidgetAddress()
    values: dict[str, str] = {}
    for key, item in value.items():
        if key not in _ADDRESS_KEYS:
            problems.append(f"address.{key} is not an address key ({', '.join(_ADDRESS_KEYS)})")
        elif not isinstance(item, str):
            problems.append(f"address.{key} must be a text, not {item!r}")
        else:
            values[_ADDRESS_KEYS[key]] = item
    return WidgetAddress(**values)


def _parse_strings(value: object, problems: list[str]) -> dict[str, str]:
    if not isinstance(value, Mapping) or not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        problems.append("strings must be an object of texts")
        return {}
    return dict(value)
