"""The delivery options widget's configuration (spec §6 Widget configuration): every key, its type and default.

`read_widget_config` reads a configuration as the widget does (station/resources/widget/config.js mirrors it): a key that
cannot be used is dropped with one error naming it and what was expected, and the rest is used; only a
configuration without a usable carrier has no config. The forms shops write within the specification's types are
accepted: one-digit hours, day numbers as texts, Sunday as 0, null as "not set", 0/1 for booleans, empty texts and
objects as "the default", a bare language, today's widget's spellings (with a deprecation note), carrier keys at
config level for every carrier. `parse_widget_config` is the strict form: any error raises.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from enum import Enum

from station.domain.delivery_dates import DeliveryDateSettings, DropOffDay
from station.domain.drop_off_settings import (
    DROP_OFF_KEYS,
    RENAMED_DROP_OFF_KEYS,
    WEEKDAY_CUTOFF_KEYS,
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
    "WidgetConfigReading",
    "parse_drop_off_days",
    "parse_widget_config",
    "read_widget_config",
]

DEFAULT_SELECTOR = "#svc-delivery-options"  # spec §6: the element with id svc-delivery-options
DEFAULT_CURRENCY = "EUR"
_LOCALE = re.compile(r"([a-zA-Z]{2})(?:[-_]([a-zA-Z]{2}))?")
_CURRENCY = re.compile(r"[A-Za-z]{3}")
# Keys of other versions of the widget that this version does not use: ignored with one note.
LATER_VERSION_KEYS = frozenset(
    {
        "allowExpressDelivery",
        "priceExpressDelivery",
        "pricePriorityDelivery",
        "pricePackageTypeEnvelope",
        "collect",
        "allowCollect",
        "priceCollect",
        "allowReceiptCode",
        "priceReceiptCode",
        "apiBaseUrl",
        "proxyCapabilities",
        "pickupMapAllowLoadMore",
        "showPriceZeroAsFree",
        "compactView",
        "popUpMap",
        "isBusiness",
        "allowShowDeliveryDate",
        "initial",
        "platformConfig",
        "basePrice",
        "allowRetry",
    }
)
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


@dataclass(frozen=True)
class WidgetConfigReading:
    """What the widget makes of a configuration: `config` is None only when no carrier can be shown.

    `errors`: each key dropped, naming it and what was expected; `warnings`: deprecated or mapped keys and missing
    recommended ones; `notes`: at most one, listing the keys of other widget versions that are ignored.
    """

    config: WidgetConfig | None
    errors: tuple[str, ...]
    warnings: tuple[str, ...]
    notes: tuple[str, ...]


# spec §6 "An empty object for a carrier means the account defaults": every delivery moment and option the
# carrier offers (the service decides what that is for the address). Same-day needs the shop's own cutoff and
# Monday/Saturday delivery change which days are offered, so they stay the shop's decision.
ACCOUNT_DEFAULTS = CarrierSettings(
    allow_morning_delivery=True,
    allow_evening_delivery=True,
    allow_signature=True,
    allow_only_recipient=True,
    allow_priority_delivery=True,
)


def _distance(a: str, b: str) -> int:
    """Edit distance (insertions, deletions, substitutions), case-insensitive."""
    a, b = a.lower(), b.lower()
    previous = list(range(len(b) + 1))
    for i, left in enumerate(a, 1):
        current = [i]
        for j, right in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (left != right)))
        previous = current
    return previous[-1]


def _did_you_mean(key: str, known: Iterable[str]) -> str:
    """For a typo: " (did you mean 'x'?)" naming the nearest known key within two edits, else a pointer to the docs."""
    near = sorted((_distance(key, candidate), candidate) for candidate in known if _distance(key, candidate) <= 2)
    return f" (did you mean '{near[0][1]}'?)" if near else " (see docs/delivery-widget.md)"


def _is_set(source: Mapping[str, object], key: str) -> bool:
    # spec §6 types: null means "not set", for any key.
    return source.get(key) is not None


def _set_keys(source: Mapping[str, object]) -> list[str]:
    return sorted(str(key) for key, value in source.items() if value is not None)


def _as_object(value: object) -> object:
    # An empty array is how a shop's PHP writes an empty object.
    return {} if isinstance(value, list) and not value else value


def _boolean(value: object) -> bool:
    """true/false, also written 0/1."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return value == 1
    raise ValueError(f"{value!r} is not true or false")


def _price(value: object) -> int:
    # Prices are whole cents; a negative price is a discount.
    if isinstance(value, bool) or not isinstance(value, int):
        cents, euros = (round(value * 100), value) if isinstance(value, float) and math.isfinite(value) else (195, 1.95)
        raise ValueError(f"{value!r} is not a price in whole cents (write {cents} for {euros})")
    return value


def _widget_package_type(value: object) -> PackageType:
    for package_type in WIDGET_PACKAGE_TYPES:
        if value == package_type.label:
            return package_type
    names = ", ".join(sorted(package_type.label for package_type in WIDGET_PACKAGE_TYPES))
    raise ValueError(f"{value!r} is not one of {names}")


_Parser = Callable[[object], object]


def _parser_for(default: object) -> _Parser:
    # PackageType is an IntEnum, so it is told apart before plain integers (the prices).
    if isinstance(default, PackageType):
        return _widget_package_type
    if isinstance(default, bool):
        return _boolean
    return _price


# spec §6 keys per carrier: camelCase key → (attribute, parser); drop-off keys are read apart.
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
    {
        "platform",
        "locale",
        "carrierSettings",
        "currency",
        "pickupLocationsDefaultView",
        "pickupLocationsMapTileLayerData",
    }
)
_TOP_LEVEL_KEYS = ("address", "config", "strings", "selector")
_ADDRESS_KEYS: dict[str, str] = {
    "cc": "cc",
    "postalCode": "postal_code",
    "number": "number",
    "street": "street",
    "city": "city",
}
_DROP_OFF_SPELLINGS = frozenset(DROP_OFF_KEYS) | set(RENAMED_DROP_OFF_KEYS) | set(WEEKDAY_CUTOFF_KEYS)


class _Report:
    def __init__(self) -> None:
        self.errors: list[str] = []
        self.warnings: list[str] = []
        self.later: list[str] = []

    def reading(self, config: WidgetConfig | None) -> WidgetConfigReading:
        notes = (f"keys of another widget version are ignored: {', '.join(self.later)}",) if self.later else ()
        return WidgetConfigReading(config, tuple(self.errors), tuple(self.warnings), notes)


def parse_widget_config(obj: object) -> tuple[WidgetConfig, list[str]]:
    """The configuration and its warnings, strictly: raises WidgetConfigError listing every key the widget would
    drop (what Station itself writes must have none)."""
    reading = read_widget_config(obj)
    if reading.errors or reading.config is None:
        raise WidgetConfigError(list(reading.errors))
    return reading.config, list(reading.warnings)


def read_widget_config(obj: object) -> WidgetConfigReading:
    """The inbound configuration `{address?, config, strings?, selector?}` as the widget reads it."""
    report = _Report()
    if not isinstance(obj, Mapping):
        report.errors.append(f"the widget configuration must be an object, not {obj!r}")
        return report.reading(None)
    for key in _set_keys(obj):
        if key in _TOP_LEVEL_KEYS:
            continue
        if key in LATER_VERSION_KEYS:
            report.later.append(key)
        else:
            report.errors.append(f"unknown key {key!r} is dropped; expected one of {', '.join(_TOP_LEVEL_KEYS)}")
    config = _as_object(obj.get("config"))
    if not isinstance(config, Mapping):
        report.errors.append(f"config must be an object with platform and carrierSettings, not {obj.get('config')!r}")
        return report.reading(None)
    address = _read_address(obj.get("address"), report)

    platform = _read_platform(config.get("platform"), address, report)
    values: dict[str, object] = {}
    for key, attribute in _CONFIG_BOOLEAN_KEYS.items():
        if _is_set(config, key):
            try:
                values[attribute] = _boolean(config[key])
            except ValueError as error:
                report.errors.append(f"config.{key}: {error}; dropped")
    if _is_set(config, "showDeliveryDate"):
        # spec §9: showDeliveryDate is deprecated since v6.26.0.
        report.warnings.append("config.showDeliveryDate is deprecated since widget v6.26.0")
    values["locale"] = _read_locale(config, platform, report)
    if _is_set(config, "currency"):
        currency = config["currency"]
        if isinstance(currency, str) and _CURRENCY.fullmatch(currency):
            values["currency"] = currency.upper()
        else:
            report.errors.append(f"config.currency: {currency!r} is not a currency code such as EUR; dropped")
    if _is_set(config, "pickupLocationsDefaultView"):
        view = config["pickupLocationsDefaultView"]
        if view in ("list", "map"):
            values["pickup_locations_default_view"] = PickupView(view)
        else:
            report.errors.append(f"config.pickupLocationsDefaultView: {view!r} is not 'list' or 'map'; dropped")
    values["pickup_locations_map_tile_layer_data"] = _read_tile_layer(
        config.get("pickupLocationsMapTileLayerData"), report
    )

    # "Almost all settings can be set globally or per carrier": carrier keys at config level serve every carrier.
    shared = _read_carrier_keys(config, "config", report)
    shared_drop_off = parse_drop_off_settings(config, "config.", report.errors, report.warnings)
    known = _CONFIG_OTHER_KEYS | set(_CONFIG_BOOLEAN_KEYS) | _DROP_OFF_SPELLINGS | set(_CARRIER_KEYS)
    for key in _set_keys(config):
        if key in known:
            continue
        if key in LATER_VERSION_KEYS:
            report.later.append(f"config.{key}")
        else:
            report.errors.append(
                f"unknown key 'config.{key}' is dropped; it is not a key of the configuration{_did_you_mean(key, known)}"
            )

    carriers = _read_carriers(_as_object(config.get("carrierSettings")), shared, shared_drop_off, platform, report)
    strings = _read_strings(obj.get("strings"), report)
    selector = DEFAULT_SELECTOR
    if _is_set(obj, "selector"):
        if isinstance(obj["selector"], str) and obj["selector"].strip():
            selector = obj["selector"]
        else:
            report.errors.append(f"selector must be a CSS selector, not {obj['selector']!r}; using {DEFAULT_SELECTOR}")
    if not carriers:
        report.errors.append(
            "no carrier can be shown: config.carrierSettings must name at least one carrier it can use"
        )
        return report.reading(None)
    widget = WidgetConfig(
        platform=platform,
        carrier_settings=carriers,
        drop_off=shared_drop_off,
        address=address,
        strings=strings,
        selector=selector,
        **values,  # type: ignore[arg-type]
    )
    return report.reading(widget)


def _read_platform(value: object, address: WidgetAddress, report: _Report) -> Platform:
    # spec §6: platform is required. Without a usable one, the address's country decides, else the NL platform.
    for platform in Platform:
        if value == platform.value:
            return platform
    fallback = Platform.BE if address.cc.upper() == "BE" else Platform.NL
    report.errors.append(
        f"config.platform: {value!r} is not one of {', '.join(p.value for p in Platform)}; using '{fallback.value}'"
    )
    return fallback


def _read_locale(config: Mapping[str, object], platform: Platform, report: _Report) -> str:
    if not _is_set(config, "locale"):
        return platform.default_locale
    locale = config["locale"]
    match = _LOCALE.fullmatch(locale.strip()) if isinstance(locale, str) else None
    if match is None:
        report.errors.append(f"config.locale: {locale!r} is not a locale such as nl-NL or fr-BE; dropped")
        return platform.default_locale
    # A bare language is that language in the platform's country.
    return f"{match.group(1).lower()}-{(match.group(2) or platform.country.value).upper()}"


def _read_tile_layer(value: object, report: _Report) -> MapTileLayer | None:
    where = "config.pickupLocationsMapTileLayerData"
    # Today's widget writes its default tile layer as a JSON text; read the object in it.
    if isinstance(value, str) and value.strip().startswith("{"):
        try:
            value = json.loads(value)
        except ValueError:
            pass  # not JSON after all: refused below as a text
    # Not set, an empty object (or PHP's empty array), or an empty text: the default tiles.
    if value is None or value == "" or value == [] or (isinstance(value, Mapping) and not _set_keys(value)):
        return None
    if not isinstance(value, Mapping) or not isinstance(value.get("url"), str) or not value.get("url"):
        report.errors.append(f"{where}: must be an object with a url, not {value!r}; the default tiles are used")
        return None
    attribution = value.get("attribution") if value.get("attribution") is not None else ""
    zooms = [value.get("minZoom", MapTileLayer.min_zoom), value.get("maxZoom", MapTileLayer.max_zoom)]
    zooms = [
        MapTileLayer.min_zoom if zooms[0] is None else zooms[0],
        MapTileLayer.max_zoom if zooms[1] is None else zooms[1],
    ]
    if not isinstance(attribution, str):
        report.errors.append(f"{where}: attribution must be a text; the default tiles are used")
        return None
    if (
        not all(isinstance(zoom, int) and not isinstance(zoom, bool) and zoom >= 0 for zoom in zooms)
        or zooms[0] > zooms[1]
    ):
        report.errors.append(
            f"{where}: minZoom and maxZoom must be whole numbers with minZoom <= maxZoom; the default tiles are used"
        )
        return None
    return MapTileLayer(str(value["url"]), attribution, int(zooms[0]), int(zooms[1]))


def _read_carrier_keys(source: Mapping[str, object], where: str, report: _Report) -> dict[str, object]:
    """The carrier keys (allow…, price…, packageType, excludeParcelLockers) set in `source`, as attributes."""
    values: dict[str, object] = {}
    for key, (attribute, parse) in _CARRIER_KEYS.items():
        if not _is_set(source, key):
            continue
        try:
            values[attribute] = parse(source[key])
        except ValueError as error:
            report.errors.append(f"{where}.{key}: {error}; dropped")
    return values


def _read_carriers(
    value: object, shared: dict[str, object], shared_drop_off: DropOffSettings, platform: Platform, report: _Report
) -> dict[Carrier, CarrierSettings]:
    if not isinstance(value, Mapping):
        report.errors.append(f"config.carrierSettings must be an object keyed by carrier, not {value!r}")
        return {}
    known = set(_CARRIER_KEYS) | _DROP_OFF_SPELLINGS
    carriers: dict[Carrier, CarrierSettings] = {}
    for slug, item in value.items():
        where = f"carrierSettings.{slug}"
        raw = _as_object(item)
        if raw is None:
            continue  # null: the carrier is not set
        try:
            carrier = Carrier.from_slug(str(slug))
            if slug != carrier.slug:
                raise ValueError
        except ValueError:
            slugs = ", ".join(c.slug for c in Carrier)
            report.errors.append(f"{where}: {slug!r} is not a carrier slug ({slugs}); this carrier is dropped")
            continue
        if not isinstance(raw, Mapping):
            report.errors.append(f"{where} must be an object, not {raw!r}; this carrier is dropped")
            continue
        own = _read_carrier_keys(raw, where, report)
        for key in _set_keys(raw):
            if key in known:
                continue
            if key == "showDeliveryDate":
                # spec §9: version 6 made showDeliveryDate global.
                report.warnings.append(
                    f"{where}.showDeliveryDate is ignored: showDeliveryDate is global since widget v6"
                )
            elif key in LATER_VERSION_KEYS:
                report.later.append(f"{where}.{key}")
            else:
                report.errors.append(
                    f"unknown key '{where}.{key}' is dropped; it is not a carrier key{_did_you_mean(key, known)}"
                )
        base = ACCOUNT_DEFAULTS if not _set_keys(raw) and not shared else CarrierSettings()
        drop_off = parse_drop_off_settings(raw, f"{where}.", report.errors, report.warnings)
        settings = replace(base, drop_off=drop_off, **(shared | own))  # type: ignore[arg-type]
        carriers[carrier] = _check_drop_off(where, settings, drop_off, shared_drop_off, report)
        # spec §9 (6.26.1): priority delivery is NL-only.
        if platform is not Platform.NL and (shared | own).get("allow_priority_delivery") is True:
            report.warnings.append(f"{where}.allowPriorityDelivery applies to the NL platform only and is ignored")
    return carriers


def _check_drop_off(
    where: str, settings: CarrierSettings, own: DropOffSettings, shared: DropOffSettings, report: _Report
) -> CarrierSettings:
    merged = own.over(shared)
    if (own.weekday_cutoffs or shared.weekday_cutoffs) and merged.drop_off_days is None:
        report.warnings.append(f"{where}: fridayCutoffTime and saturdayCutoffTime need dropOffDays and are ignored")
    # spec §6: "dropOffDays must be defined" and "cutoffTime alone is deprecated" (spec §9).
    if merged.drop_off_days is None:
        if merged.cutoff_time is not None:
            report.warnings.append(f"{where}: cutoffTime without dropOffDays is deprecated; define dropOffDays")
        else:
            report.warnings.append(
                f"{where}: dropOffDays is not defined; Monday to Friday is assumed and dates around "
                "public holidays may be wrong"
            )
    # spec §6: "Same-day delivery requires a same-day cutoff time."
    if settings.allow_same_day_delivery and not merged.has_same_day_cutoff():
        report.errors.append(
            f"{where}.allowSameDayDelivery needs a sameDayCutoffTime (HH:MM); same-day delivery is dropped"
        )
        return replace(settings, allow_same_day_delivery=False)
    return settings


def _read_address(value: object, report: _Report) -> WidgetAddress:
    value = _as_object({} if value is None else value)
    if not isinstance(value, Mapping):
        report.errors.append(f"address must be an object, not {value!r}; dropped")
        return WidgetAddress()
    values: dict[str, str] = {}
    for key in _set_keys(value):
        item = value[key]
        if key not in _ADDRESS_KEYS:
            report.errors.append(f"address.{key} is dropped: not an address key ({', '.join(_ADDRESS_KEYS)})")
        elif isinstance(item, str):
            values[_ADDRESS_KEYS[key]] = item
        elif key in ("number", "postalCode") and isinstance(item, int) and not isinstance(item, bool) and item >= 0:
            values[_ADDRESS_KEYS[key]] = str(item)  # a house number or a BE postal code written as a number
        else:
            report.errors.append(f"address.{key} must be a text, not {item!r}; dropped")
    return WidgetAddress(**values)


def _read_strings(value: object, report: _Report) -> dict[str, str]:
    value = _as_object({} if value is None else value)
    if not isinstance(value, Mapping):
        report.errors.append(f"strings must be an object of texts, not {value!r}; the default texts are used")
        return {}
    strings: dict[str, str] = {}
    for key in _set_keys(value):
        text = value[key]
        # An empty text means the default text.
        if isinstance(text, str) and text:
            strings[key] = text
        elif text != "":
            report.errors.append(f"strings.{key} must be a text, not {text!r}; the default text is used")
    return strings
