"""Every name the sandbox puts on the wire (contract §1–§9): paths, JSON keys, codes, scopes, timestamps."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption
from station.domain.errors import ErrorKind
from station.domain.models import Address, OpeningPeriod, PickupLocation, Shipment, ShipmentDraft, ShipmentOptions

# contract: "Timestamps on the wire are `YYYY-MM-DD HH:MM:SS` (Europe/Amsterdam)".
TIMEZONE = ZoneInfo("Europe/Amsterdam")
TIMESTAMP_FORMAT = "%Y-%m-%d %H:%M:%S"

# contract §2 error body.
ERROR_BODY_MESSAGE = "message"
ERROR_BODY_REQUEST_ID = "request_id"
ERROR_BODY_ERRORS = "errors"
ERROR_STATUS = "status"
ERROR_CODE = "code"
ERROR_TITLE = "title"
ERROR_MESSAGE = "message"
ERROR_FIELDS = "fields"
REQUEST_ID_STATE_KEY = "request_id"
HEADER_REQUEST_ID = "X-Request-Id"
HEADER_RETRY_AFTER = "Retry-After"

# contract §2 codes. The domain's ErrorKind holds the default code of each status.
CODE_UNAUTHENTICATED = ErrorKind.UNAUTHENTICATED.contract_code  # 3000
CODE_SCOPE = ErrorKind.FORBIDDEN.contract_code  # 3001
CODE_NOT_FOUND = ErrorKind.NOT_FOUND.contract_code  # 3004
CODE_RATE_LIMITED = ErrorKind.RATE_LIMITED.contract_code  # 3200
CODE_ACCOUNT_PAUSED = ErrorKind.ACCOUNT_NOT_ACTIVE.contract_code  # 3716
CODE_CARRIER_NOT_ACTIVE = ErrorKind.CARRIER_NOT_ACTIVE.contract_code  # 3762
CODE_CANCEL_AFTER_HANDOVER = ErrorKind.CONFLICT.contract_code  # 3723
CODE_INVALID_COMBINATION = ErrorKind.INVALID_COMBINATION.contract_code  # 3705
CODE_BACKEND = ErrorKind.BACKEND.contract_code  # 3900
# contract §2 names 3212 for a missing or mistyped field; the sandbox answers a mistyped field 422 with it.
CODE_MISTYPED_FIELD = 3212
CODE_LABEL_POSITION = 3708
CODE_PAPER_FORMAT = 3709

# contract §1 scopes.
SCOPE_SHIPMENTS_READ = "shipments.read"
SCOPE_SHIPMENTS_WRITE = "shipments.write"
SCOPE_ORDERS_READ = "orders.read"
SCOPE_ORDERS_WRITE = "orders.write"
SCOPE_WEBHOOKS_WRITE = "webhooks.write"
ALL_SCOPES: frozenset[str] = frozenset(
    {SCOPE_SHIPMENTS_READ, SCOPE_SHIPMENTS_WRITE, SCOPE_ORDERS_READ, SCOPE_ORDERS_WRITE, SCOPE_WEBHOOKS_WRITE}
)

# contract §1 authentication.
AUTH_HEADER = "Authorization"
SCHEME_BEARER = "bearer"
SCHEME_BASIC = "basic"
OAUTH_GRANT_TYPE = "grant_type"
OAUTH_GRANT_CLIENT_CREDENTIALS = "client_credentials"
OAUTH_CLIENT_ID = "client_id"
OAUTH_CLIENT_SECRET = "client_secret"
OAUTH_SCOPE = "scope"
OAUTH_ACCESS_TOKEN = "access_token"
OAUTH_REFRESH_TOKEN = "refresh_token"
OAUTH_TOKEN_TYPE = "token_type"
OAUTH_EXPIRES_IN = "expires_in"
OAUTH_ERROR = "error"
OAUTH_ERROR_DESCRIPTION = "error_description"
OAUTH_INVALID_CLIENT = "invalid_client"
OAUTH_INVALID_SCOPE = "invalid_scope"
OAUTH_INVALID_GRANT = "invalid_grant"
OAUTH_INVALID_REQUEST = "invalid_request"
OAUTH_UNSUPPORTED_GRANT_TYPE = "unsupported_grant_type"

# Paths of the main API (contract §1, §3–§6, §9) and of the mounted printing API (contract §7).
PATH_OAUTH_TOKEN = "/oauth/token"
PATH_OAUTH_REFRESH = "/oauth/token/refresh"
PATH_SHIPMENTS = "/shipments"
PATH_SHIPMENT = "/shipments/{shipment_id}"
PATH_RETURN_SHIPMENTS = "/return_shipments"
PATH_SHIPMENT_LABELS = "/shipment_labels/{shipment_ids}"
PATH_LABELS_PRINT = "/labels/print"
PATH_LABEL_LINK = "/pdfs/{token}"
PATH_RETURN_QR = "/return_qr/{token}"
PATH_TRACK_TRACES = "/track_traces/{shipment_ids}"
PATH_PUBLIC_TRACKING = "/track-trace/{barcode}/{postal_code}/{country}"
PATH_ORDERS = "/fulfilment/orders"
PATH_ORDER = "/fulfilment/orders/{order_uuid}"
PATH_ORDER_NOTES = "/fulfilment/orders/{order_uuid}/notes"
PATH_WEBHOOKS = "/webhook_subscriptions"
PATH_WEBHOOK = "/webhook_subscriptions/{subscription_id}"
PATH_PRINTING_MOUNT = "/printing"
PATH_CONTROL_PREFIX = "/__sandbox__"
PATH_CONTROL_ADVANCE = "/__sandbox__/advance"
PATH_CONTROL_RESET = "/__sandbox__/reset"
PATH_CONTROL_REQUESTS = "/__sandbox__/requests"

ID_SEPARATOR = ";"  # contract: "Lists of ids in a path are separated by `;`".


def format_timestamp(moment: datetime) -> str:
    """contract: `YYYY-MM-DD HH:MM:SS` in Europe/Amsterdam."""
    return moment.astimezone(TIMEZONE).strftime(TIMESTAMP_FORMAT)


def parse_timestamp(text: str) -> datetime:
    """A wire timestamp as an aware datetime; raises ValueError when it does not fit the format."""
    return datetime.strptime(text.strip(), TIMESTAMP_FORMAT).replace(tzinfo=TIMEZONE)


# ---------------------------------------------------------------------------------------------------------------
# Shipments (contract §3): JSON keys, decoding a request into a domain draft, encoding a shipment.

S_ID = "id"
S_CARRIER = "carrier"
S_REFERENCE = "reference"
S_RECIPIENT = "recipient"
S_SENDER = "sender"
S_OPTIONS = "options"
S_PICKUP_LOCATION = "pickup_location"
S_PHYSICAL_PROPERTIES = "physical_properties"
S_WEIGHT = "weight"
S_LABEL_DESCRIPTION = "label_description"
S_SECONDARY_SHIPMENTS = "secondary_shipments"
S_STATUS = "status"
S_STATUS_CODE = "status_code"
S_BARCODE = "barcode"
S_TRACKING_URL = "tracking_url"
S_LABEL_URL = "label_url"
S_CREATED = "created"
S_MODIFIED = "modified"
S_PARENT_ID = "parent_id"
S_MULTI_COLLO_MAIN_ID = "multi_collo_main_id"
S_QR_URL = "qr_url"
S_SEND_EMAIL = "send_email"
S_PRINTERLESS = "printerless"
O_PACKAGE_TYPE = "package_type"
O_DELIVERY_TYPE = "delivery_type"
O_INSURANCE = "insurance"
ADDRESS_FIELDS = ("name", "street", "postal_code", "city", "country", "email", "phone")
# spec §2 Pickup location: camelCase on the wire; the domain's snake_case name beside each.
PICKUP_FIELDS: dict[str, str] = {
    "locationCode": "location_code",
    "retailNetworkId": "retail_network_id",
    "locationName": "location_name",
    "street": "street",
    "number": "number",
    "postalCode": "postal_code",
    "city": "city",
    "cc": "country",
}
PICKUP_LATITUDE = "latitude"
PICKUP_LONGITUDE = "longitude"
PICKUP_OPENING_HOURS = "openingHours"
OPENING_FROM = "from"
OPENING_TO = "to"
BATCH_SHIPMENTS = "shipments"  # contract §3 (ext): {"shipments": [...]} up to 100
MAX_BATCH = 100
# contract §3 GET /shipments
LIST_SHIPMENTS = "shipments"
LIST_PAGE = "page"
LIST_SIZE = "size"
LIST_TOTAL = "total"
Q_FREE_TEXT = "q"
Q_REFERENCE = "reference"
Q_STATUS = "status"
Q_FROM = "from"
Q_TO = "to"
Q_PAGE = "page"
Q_SIZE = "size"
DEFAULT_PAGE_SIZE = 30
MAX_PAGE_SIZE = 300


class FieldProblems:
    """Mistyped fields found while decoding a request: each answered 422 code 3212 naming the field path."""

    def __init__(self, prefix: str = "") -> None:
        self.prefix = prefix
        self.found: list[tuple[str, str]] = []

    def add(self, field: str, message: str) -> None:
        self.found.append((self.prefix + field, message))

    @property
    def fields(self) -> set[str]:
        return {field for field, _ in self.found}


def _string(payload: Mapping[str, Any], key: str, field: str, problems: FieldProblems) -> str:
    value = payload.get(key)
    if value is None:
        return ""  # absent: the domain's required-field rule decides whether that is a 500 (contract §2)
    if not isinstance(value, str):
        problems.add(field, f"{field} must be a string, not {type(value).__name__}.")
        return ""
    return value


def _integer(value: Any, field: str, problems: FieldProblems) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        problems.add(field, f"{field} must be an integer, not {type(value).__name__}.")
        return None
    return value


def _object(payload: Mapping[str, Any], key: str, field: str, problems: FieldProblems) -> Mapping[str, Any] | None:
    value = payload.get(key)
    if value is None:
        return None
    if not isinstance(value, Mapping):
        problems.add(field, f"{field} must be an object, not {type(value).__name__}.")
        return None
    return value


def _address(payload: Mapping[str, Any] | None, field: str, problems: FieldProblems) -> Address:
    payload = payload or {}
    values = {name: _string(payload, name, f"{field}.{name}", problems) for name in ADDRESS_FIELDS}
    return Address(**values)


def _pickup_location(payload: Mapping[str, Any], problems: FieldProblems) -> PickupLocation:
    field = S_PICKUP_LOCATION
    values = {name: _string(payload, key, f"{field}.{key}", problems) for key, name in PICKUP_FIELDS.items()}
    coordinates: dict[str, float | None] = {}
    for key in (PICKUP_LATITUDE, PICKUP_LONGITUDE):
        value = payload.get(key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))):
            problems.add(f"{field}.{key}", f"{field}.{key} must be a number.")
            value = None
        coordinates[key] = float(value) if value is not None else None
    hours: dict[str, tuple[OpeningPeriod, ...]] = {}
    raw_hours = _object(payload, PICKUP_OPENING_HOURS, f"{field}.{PICKUP_OPENING_HOURS}", problems) or {}
    for day, periods in raw_hours.items():
        path = f"{field}.{PICKUP_OPENING_HOURS}.{day}"
        if not isinstance(periods, list) or not all(
            isinstance(p, Mapping) and isinstance(p.get(OPENING_FROM), str) and isinstance(p.get(OPENING_TO), str)
            for p in periods
        ):
            problems.add(path, f"{path} must be a list of {{from: 'HH:MM', to: 'HH:MM'}}.")
            continue
        hours[str(day).lower()] = tuple(OpeningPeriod(p[OPENING_FROM], p[OPENING_TO]) for p in periods)
    return PickupLocation(
        **values,
        latitude=coordinates[PICKUP_LATITUDE],
        longitude=coordinates[PICKUP_LONGITUDE],
        opening_hours=hours,
    )


def _named(enum: type[Any], value: Any, field: str, problems: FieldProblems, default: Any) -> Any:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        problems.add(field, f"{field} must be a name or a numeric id.")
        return default
    try:
        return enum.parse(value)
    except ValueError:
        problems.add(field, f"{field} {value!r} is unknown.")
        return default


def _options(payload: Mapping[str, Any] | None, problems: FieldProblems) -> ShipmentOptions:
    payload = payload or {}
    package_type = _named(
        PackageType, payload.get(O_PACKAGE_TYPE), f"{S_OPTIONS}.{O_PACKAGE_TYPE}", problems, PackageType.PACKAGE
    )
    delivery_type = _named(
        DeliveryType,
        payload.get(O_DELIVERY_TYPE),
        f"{S_OPTIONS}.{O_DELIVERY_TYPE}",
        problems,
        DeliveryType.STANDARD,
    )
    insurance = _integer(payload.get(O_INSURANCE), f"{S_OPTIONS}.{O_INSURANCE}", problems) or 0
    flags: set[ShipmentOption] = set()
    for key, value in payload.items():
        if key in (O_PACKAGE_TYPE, O_DELIVERY_TYPE, O_INSURANCE):
            continue
        field = f"{S_OPTIONS}.{key}"
        try:
            option = ShipmentOption(key)
        except ValueError:
            problems.add(field, f"{field} is not a shipment option.")
            continue
        if value is None:
            continue
        if not isinstance(value, bool):
            problems.add(field, f"{field} must be true or false.")
        elif value:
            flags.add(option)
    return ShipmentOptions(package_type, delivery_type, frozenset(flags), insurance)


def decode_shipment(payload: Any, problems: FieldProblems) -> ShipmentDraft:
    """A shipment request (contract §3) as a domain draft. Mistyped fields go to `problems` and count as absent;
    absent fields stay empty, so that the domain's rules answer them (500 for a required field)."""
    if not isinstance(payload, Mapping):
        problems.add("", "A shipment must be a JSON object.")
        payload = {}
    carrier: Any = None
    raw_carrier = payload.get(S_CARRIER)
    if raw_carrier not in (None, ""):
        # The domain reports a draft without a carrier as a required field (500), so None is passed on.
        carrier = _named(Carrier, raw_carrier, S_CARRIER, problems, None)
    pickup = _object(payload, S_PICKUP_LOCATION, S_PICKUP_LOCATION, problems)
    physical = _object(payload, S_PHYSICAL_PROPERTIES, S_PHYSICAL_PROPERTIES, problems) or {}
    secondary = _integer(payload.get(S_SECONDARY_SHIPMENTS), S_SECONDARY_SHIPMENTS, problems)
    sender = _object(payload, S_SENDER, S_SENDER, problems)
    return ShipmentDraft(
        carrier=carrier,
        reference=_string(payload, S_REFERENCE, S_REFERENCE, problems),
        recipient=_address(_object(payload, S_RECIPIENT, S_RECIPIENT, problems), S_RECIPIENT, problems),
        options=_options(_object(payload, S_OPTIONS, S_OPTIONS, problems), problems),
        sender=_address(sender, S_SENDER, problems) if sender is not None else None,
        pickup_location=_pickup_location(pickup, problems) if pickup is not None else None,
        weight_grams=_integer(physical.get(S_WEIGHT), f"{S_PHYSICAL_PROPERTIES}.{S_WEIGHT}", problems),
        label_description=_string(payload, S_LABEL_DESCRIPTION, S_LABEL_DESCRIPTION, problems),
        secondary_shipments=secondary or 0,
    )


def wire_field_path(domain_path: str) -> str:
    """A domain violation's field path in wire names: pickup location fields are camelCase on the wire."""
    head, _, tail = domain_path.partition(".")
    if head == S_PICKUP_LOCATION and tail:
        wire_names = {name: key for key, name in PICKUP_FIELDS.items()}
        return f"{head}.{wire_names.get(tail, tail)}"
    return domain_path


def encode_address(address: Address) -> dict[str, str]:
    return {name: getattr(address, name) for name in ADDRESS_FIELDS}


def encode_pickup_location(location: PickupLocation) -> dict[str, Any]:
    encoded: dict[str, Any] = {key: getattr(location, name) for key, name in PICKUP_FIELDS.items()}
    encoded[PICKUP_LATITUDE] = location.latitude
    encoded[PICKUP_LONGITUDE] = location.longitude
    encoded[PICKUP_OPENING_HOURS] = {
        day: [{OPENING_FROM: period.start, OPENING_TO: period.end} for period in periods]
        for day, periods in location.opening_hours.items()
    }
    return encoded


def encode_options(options: ShipmentOptions) -> dict[str, Any]:
    """Names, not ids (contract §3: "responses use names"); every boolean option, true or false."""
    encoded: dict[str, Any] = {
        O_PACKAGE_TYPE: options.package_type.label,
        O_DELIVERY_TYPE: options.delivery_type.label,
    }
    for option in ShipmentOption:
        if option is ShipmentOption.INSURANCE:
            encoded[O_INSURANCE] = options.insurance
        else:
            encoded[option.value] = option in options.flags
    return encoded


def encode_draft(draft: ShipmentDraft) -> dict[str, Any]:
    """The request fields of a shipment, normalized; `decode_shipment` reads it back to the same draft."""
    encoded: dict[str, Any] = {
        S_CARRIER: draft.carrier.slug,
        S_REFERENCE: draft.reference,
        S_RECIPIENT: encode_address(draft.recipient),
        S_SENDER: encode_address(draft.sender) if draft.sender else None,
        S_OPTIONS: encode_options(draft.options),
        S_PICKUP_LOCATION: encode_pickup_location(draft.pickup_location) if draft.pickup_location else None,
        S_PHYSICAL_PROPERTIES: {S_WEIGHT: draft.weight_grams},
        S_LABEL_DESCRIPTION: draft.label_description,
        S_SECONDARY_SHIPMENTS: draft.secondary_shipments,
    }
    return encoded


def encode_shipment(shipment: Shipment) -> dict[str, Any]:
    """contract §3 response: the request fields plus id, status, barcode, links, times and relations."""
    encoded = encode_draft(shipment.draft)
    encoded.update(
        {
            S_ID: shipment.id,
            S_STATUS: shipment.status.label,
            S_STATUS_CODE: int(shipment.status),
            S_BARCODE: shipment.barcode,
            S_TRACKING_URL: shipment.tracking_url,
            S_LABEL_URL: shipment.label_url,
            S_CREATED: format_timestamp(shipment.created) if shipment.created else None,
            S_MODIFIED: format_timestamp(shipment.modified) if shipment.modified else None,
            S_PARENT_ID: shipment.parent_id,
            S_MULTI_COLLO_MAIN_ID: shipment.multi_collo_main_id,
        }
    )
    if shipment.qr_url is not None:
        encoded[S_QR_URL] = shipment.qr_url
    return encoded


# contract §4 labels.
PDF_MEDIA_TYPE = "application/pdf"
JSON_MEDIA_TYPE = "application/json"
HTML_MEDIA_TYPE = "text/html"
SVG_MEDIA_TYPE = "image/svg+xml"
LABEL_IDS = "shipment_ids"  # POST /labels/print body
LABEL_FORMAT = "format"  # query parameter and body field
LABEL_POSITIONS = "positions"
LINK_URL = "url"
LINK_EXPIRES_AT = "expires_at"

# ---------------------------------------------------------------------------------------------------------------
# Tracking (contract §5) and the control endpoint that moves shipments along (contract §9).

T_TRACK_TRACES = "track_traces"
T_SHIPMENT_ID = "shipment_id"
T_BARCODE = "barcode"
T_TRACKING_URL = "tracking_url"
T_STATUS = "status"
T_CURRENT = "current"
T_CODE = "code"
T_FINAL = "final"
T_HISTORY = "history"
T_EVENT_CODE = "code"
T_EVENT_STATUS = "status"
T_EVENT_DESCRIPTION = "description"
T_EVENT_TIME = "time"
T_EVENT_LOCATION = "location"
ADVANCE_SHIPMENT_ID = "shipment_id"
ADVANCE_STATUS = "status"

# ---------------------------------------------------------------------------------------------------------------
# Fulfilment orders and webhook subscriptions (contract §6).

ORDER_UUID = "uuid"
ORDER_STATUS = "status"
ORDER_CREATED = "created"
ORDER_EXTERNAL_IDENTIFIER = "external_identifier"
ORDER_RECIPIENT = "recipient"
ORDER_RECIPIENT_FIELDS = ("cc", "person", "street", "number", "postal_code", "city", "email")
ORDER_LINES = "order_lines"
ORDER_LINE_QUANTITY = "quantity"
ORDER_LINE_PRODUCT = "product"
PRODUCT_FIELDS = ("sku", "name", "ean")
ORDER_DELIVERY_SELECTION = "delivery_selection"
ORDER_NOTES = "notes"  # (sandbox ext) the order's notes, oldest first, on GET
NOTE_UUID = "uuid"
NOTE_ORDER_UUID = "order_uuid"
NOTE_TEXT = "note"
NOTE_AUTHOR = "author"
NOTE_CREATED = "created"
LIST_ORDERS = "orders"
Q_ORDER_STATUS = "status"
ORDER_STATUSES = ("open", "shipped", "cancelled")

WEBHOOK_SUBSCRIPTIONS = "webhook_subscriptions"
WEBHOOK_ID = "id"
WEBHOOK_HOOK = "hook"
WEBHOOK_URL = "url"
WEBHOOK_HOOKS = ("shipment_status_change", "shipment_label_created", "order_status_change")

# ---------------------------------------------------------------------------------------------------------------
# Delivery options (contract §8): the query parameters of GET /delivery_options and GET /pickup_locations.

DQ_PLATFORM = "platform"
DQ_CARRIER = "carrier"
DQ_COUNTRY = "cc"
DQ_POSTAL_CODE = "postal_code"
DQ_NUMBER = "number"
DQ_STREET = "street"
DQ_CITY = "city"
DQ_PACKAGE_TYPE = "package_type"
DQ_MONDAY_DELIVERY = "monday_delivery"
DQ_SATURDAY_DELIVERY = "saturday_delivery"
DQ_SAME_DAY_DELIVERY = "same_day_delivery"
DQ_EXCLUDE_PARCEL_LOCKERS = "exclude_parcel_lockers"
DQ_CUTOFF_TIME = "cutoff_time"
DQ_SAME_DAY_CUTOFF_TIME = "same_day_cutoff_time"  # ext
DQ_DROPOFF_DAYS = "dropoff_days"
DQ_DROPOFF_DELAY = "dropoff_delay"
DQ_DELIVERYDAYS_WINDOW = "deliverydays_window"
DQ_CLOSED_DAYS = "closed_days"  # ext, `;`-separated YYYY-MM-DD
