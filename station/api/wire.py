"""Every wire name of both APIs (paths, JSON keys, query parameters, headers, status and error codes) in one place.

A deployment whose service spells something differently needs one edit here and nowhere else
(the wire contract allows it to). Codecs and clients refer to these names; they never spell a wire name
themselves. Enumerations whose values the domain already names (package and delivery types, statuses,
carriers) map through the tables at the bottom, so those can be changed here too.
"""

from __future__ import annotations

from enum import Enum
from typing import Final
from zoneinfo import ZoneInfo

from station.domain.enums import Carrier, DeliveryType, LabelFormat, PackageType, ShipmentOption, ShipmentStatus
from station.domain.models import OrderStatus

# contract conventions: timestamps are `YYYY-MM-DD HH:MM:SS` in Europe/Amsterdam; id lists are `;`-separated.
TIMESTAMP_FORMAT: Final = "%Y-%m-%d %H:%M:%S"
TIMEZONE: Final = ZoneInfo("Europe/Amsterdam")
LIST_SEPARATOR: Final = ";"


def printing_base_url_beside(base_url: str) -> str:
    """The printing API's base URL where the deployment serves it under the main one (contract §9: the sandbox's
    `http://HOST:PORT/printing`). An account with its own printing URL configures that instead."""
    return base_url.rstrip("/") + "/printing"


class Header:
    AUTHORIZATION: Final = "Authorization"
    USER_AGENT: Final = "User-Agent"
    ACCEPT: Final = "Accept"
    RETRY_AFTER: Final = "Retry-After"
    CONTENT_TYPE: Final = "Content-Type"
    CONTENT_LENGTH: Final = "Content-Length"


class MediaType:
    JSON: Final = "application/json"
    PDF: Final = "application/pdf"


class AuthScheme:
    # contract §1: scheme names are case-insensitive; these are the spellings the contract shows.
    BEARER: Final = "bearer"
    BASIC: Final = "basic"


class Path:
    """Main API paths, relative to {base_url} (spec §4, contract §1–§6)."""

    TOKEN: Final = "/oauth/token"
    TOKEN_REFRESH: Final = "/oauth/token/refresh"
    SHIPMENTS: Final = "/shipments"
    SHIPMENT: Final = "/shipments/{id}"
    RETURN_SHIPMENTS: Final = "/return_shipments"
    SHIPMENT_LABELS: Final = "/shipment_labels/{ids}"
    LABELS_PRINT: Final = "/labels/print"
    TRACK_TRACES: Final = "/track_traces/{ids}"
    ORDERS: Final = "/fulfilment/orders"
    ORDER: Final = "/fulfilment/orders/{uuid}"
    ORDER_NOTES: Final = "/fulfilment/orders/{uuid}/notes"
    WEBHOOKS: Final = "/webhook_subscriptions"
    WEBHOOK: Final = "/webhook_subscriptions/{id}"


class PrintingPath:
    """Printing API paths, relative to {printing_base_url} (spec §4 Printing API, version 1)."""

    PRINTER_GROUPS: Final = "/printer-groups"
    PRINTERS: Final = "/printers"
    STATUS: Final = "/status"
    ALLOW_SHOPS: Final = "/allow-shops-access-to-printer-group"
    ASSIGN_PRINTER: Final = "/assign-printer-to-group"
    CREATE_GROUP: Final = "/create-printer-group"
    ENABLE_DIRECT_PRINTING: Final = "/enable-direct-printing"
    REMOVE_GROUP: Final = "/remove-printer-group"
    RENAME_GROUP: Final = "/rename-printer-group"
    SYNC_PRINTERS: Final = "/sync-printers"
    UNASSIGN_PRINTER: Final = "/unassign-printer-from-group"


class Scope(str, Enum):
    """OAuth scopes (spec §5 Scopes); the value is the wire spelling."""

    SHIPMENTS_READ = "shipments.read"
    SHIPMENTS_WRITE = "shipments.write"
    ORDERS_READ = "orders.read"
    ORDERS_WRITE = "orders.write"
    WEBHOOKS_WRITE = "webhooks.write"


SCOPE_SEPARATOR: Final = " "


class WebhookHook(str, Enum):
    """Webhook event types (contract §6); the value is the wire spelling."""

    SHIPMENT_STATUS_CHANGE = "shipment_status_change"
    SHIPMENT_LABEL_CREATED = "shipment_label_created"
    ORDER_STATUS_CHANGE = "order_status_change"


class OAuthKey:
    """contract §1 token requests and responses, and the OAuth error body."""

    GRANT_TYPE: Final = "grant_type"
    CLIENT_CREDENTIALS: Final = "client_credentials"
    CLIENT_ID: Final = "client_id"
    CLIENT_SECRET: Final = "client_secret"
    SCOPE: Final = "scope"
    ACCESS_TOKEN: Final = "access_token"
    REFRESH_TOKEN: Final = "refresh_token"
    TOKEN_TYPE: Final = "token_type"
    EXPIRES_IN: Final = "expires_in"
    ERROR: Final = "error"


class ErrorKey:
    """contract §2 error body."""

    MESSAGE: Final = "message"
    REQUEST_ID: Final = "request_id"
    ERRORS: Final = "errors"
    STATUS: Final = "status"
    CODE: Final = "code"
    TITLE: Final = "title"
    FIELDS: Final = "fields"


class Code:
    """`errors[].code` values of contract §2 that change how the client answers."""

    MALFORMED_OR_MISSING: Final = 3212  # 400 on the printing API, 500 on a missing required field
    UNAUTHENTICATED: Final = 3000
    MISSING_SCOPE: Final = 3001
    NOT_FOUND: Final = 3004
    RATE_LIMITED: Final = 3200
    INVALID_COMBINATION: Final = 3705
    ACCOUNT_NOT_ACTIVE: Final = 3716
    CONFLICT: Final = 3723
    CARRIER_NOT_ACTIVE: Final = 3762
    BACKEND: Final = 3900


class Status:
    """HTTP statuses the contract gives a meaning (spec §7, contract §2)."""

    BAD_REQUEST: Final = 400
    UNAUTHORIZED: Final = 401
    FORBIDDEN: Final = 403
    NOT_FOUND: Final = 404
    CONFLICT: Final = 409
    PRECONDITION_FAILED: Final = 412
    UNPROCESSABLE: Final = 422
    TOO_MANY_REQUESTS: Final = 429
    MISSING_FIELD: Final = 500
    BAD_GATEWAY: Final = 502
    SERVICE_UNAVAILABLE: Final = 503
    GATEWAY_TIMEOUT: Final = 504


class ShipmentKey:
    """contract §3 shipment object (request and response)."""

    SHIPMENTS: Final = "shipments"  # (ext) batch envelope, and the list envelope of GET /shipments
    ID: Final = "id"
    CARRIER: Final = "carrier"
    REFERENCE: Final = "reference"
    RECIPIENT: Final = "recipient"
    SENDER: Final = "sender"
    OPTIONS: Final = "options"
    PICKUP_LOCATION: Final = "pickup_location"
    PHYSICAL_PROPERTIES: Final = "physical_properties"
    WEIGHT: Final = "weight"
    LABEL_DESCRIPTION: Final = "label_description"
    SECONDARY_SHIPMENTS: Final = "secondary_shipments"
    STATUS: Final = "status"
    STATUS_CODE: Final = "status_code"
    BARCODE: Final = "barcode"
    TRACKING_URL: Final = "tracking_url"
    LABEL_URL: Final = "label_url"
    QR_URL: Final = "qr_url"
    CREATED: Final = "created"
    MODIFIED: Final = "modified"
    PARENT_ID: Final = "parent_id"
    MULTI_COLLO_MAIN_ID: Final = "multi_collo_main_id"


class AddressKey:
    """contract §3 recipient and sender."""

    NAME: Final = "name"
    STREET: Final = "street"
    POSTAL_CODE: Final = "postal_code"
    CITY: Final = "city"
    COUNTRY: Final = "country"
    EMAIL: Final = "email"
    PHONE: Final = "phone"


class OptionKey:
    """spec §2 Shipment options: the two type keys; boolean option keys come from OPTION_NAMES below."""

    PACKAGE_TYPE: Final = "package_type"
    DELIVERY_TYPE: Final = "delivery_type"
    INSURANCE: Final = "insurance"


class PickupKey:
    """spec §2 Pickup location (camelCase on the wire)."""

    LOCATION_CODE: Final = "locationCode"
    RETAIL_NETWORK_ID: Final = "retailNetworkId"
    LOCATION_NAME: Final = "locationName"
    STREET: Final = "street"
    NUMBER: Final = "number"
    POSTAL_CODE: Final = "postalCode"
    CITY: Final = "city"
    COUNTRY: Final = "cc"
    LATITUDE: Final = "latitude"
    LONGITUDE: Final = "longitude"
    OPENING_HOURS: Final = "openingHours"
    FROM: Final = "from"
    TO: Final = "to"


class ListQuery:
    """contract §3 GET /shipments and §6 GET /fulfilment/orders query parameters and list envelope."""

    Q: Final = "q"
    REFERENCE: Final = "reference"
    STATUS: Final = "status"
    FROM: Final = "from"
    TO: Final = "to"
    PAGE: Final = "page"
    SIZE: Final = "size"
    TOTAL: Final = "total"


# contract §3: page from 1, size 1–300 (default 30).
FIRST_PAGE: Final = 1
MAX_PAGE_SIZE: Final = 300
# contract §3 (ext): a batch holds at most 100 shipments.
MAX_BATCH_SIZE: Final = 100


class ReturnKey:
    """contract §3 POST /return_shipments."""

    PARENT_ID: Final = "parent_id"
    SEND_EMAIL: Final = "send_email"
    PRINTERLESS: Final = "printerless"


class LabelKey:
    """contract §4 labels: query parameters, print body and link response."""

    FORMAT: Final = "format"
    POSITIONS: Final = "positions"
    SHIPMENT_IDS: Final = "shipment_ids"
    URL: Final = "url"
    EXPIRES_AT: Final = "expires_at"


PDF_MAGIC: Final = b"%PDF-"


class TrackKey:
    """contract §5 GET /track_traces."""

    TRACK_TRACES: Final = "track_traces"
    SHIPMENT_ID: Final = "shipment_id"
    BARCODE: Final = "barcode"
    TRACKING_URL: Final = "tracking_url"
    STATUS: Final = "status"
    CURRENT: Final = "current"
    CODE: Final = "code"
    FINAL: Final = "final"
    HISTORY: Final = "history"
    DESCRIPTION: Final = "description"
    TIME: Final = "time"
    LOCATION: Final = "location"


class OrderKey:
    """contract §6 fulfilment orders and notes."""

    ORDERS: Final = "orders"
    UUID: Final = "uuid"
    EXTERNAL_IDENTIFIER: Final = "external_identifier"
    RECIPIENT: Final = "recipient"
    ORDER_LINES: Final = "order_lines"
    DELIVERY_SELECTION: Final = "delivery_selection"
    STATUS: Final = "status"
    CREATED: Final = "created"
    QUANTITY: Final = "quantity"
    PRODUCT: Final = "product"
    SKU: Final = "sku"
    NAME: Final = "name"
    EAN: Final = "ean"
    # recipient
    COUNTRY: Final = "cc"
    PERSON: Final = "person"
    STREET: Final = "street"
    NUMBER: Final = "number"
    POSTAL_CODE: Final = "postal_code"
    CITY: Final = "city"
    EMAIL: Final = "email"
    # notes
    ORDER_UUID: Final = "order_uuid"
    NOTE: Final = "note"
    AUTHOR: Final = "author"


class WebhookKey:
    """contract §6 webhook subscriptions."""

    WEBHOOK_SUBSCRIPTIONS: Final = "webhook_subscriptions"
    ID: Final = "id"
    HOOK: Final = "hook"
    URL: Final = "url"


class PrintingKey:
    """spec §4 Printing API bodies, and contract §7 (ext) assignments."""

    RESULTS: Final = "results"
    ID: Final = "id"
    NAME: Final = "name"
    SHOP_IDS: Final = "shopIds"
    CREATED_AT: Final = "createdAt"
    ASSIGNMENTS: Final = "assignments"
    FORMAT: Final = "format"
    FORMATS: Final = "formats"
    PRINTER_ID: Final = "printerId"
    PRINTER_GROUP_ID: Final = "printerGroupId"
    STATUS: Final = "status"
    CREDENTIALS: Final = "credentials"
    EMAIL: Final = "email"
    PASSWORD: Final = "password"


# Enumerations: the wire names of domain values. By the contract they equal the domain's lowercase names;
# a deployment that spells one differently changes the table here.
CARRIER_NAMES: Final[dict[Carrier, str]] = {carrier: carrier.slug for carrier in Carrier}
PACKAGE_TYPE_NAMES: Final[dict[PackageType, str]] = {member: member.label for member in PackageType}
DELIVERY_TYPE_NAMES: Final[dict[DeliveryType, str]] = {member: member.label for member in DeliveryType}
STATUS_NAMES: Final[dict[ShipmentStatus, str]] = {member: member.label for member in ShipmentStatus}
OPTION_NAMES: Final[dict[ShipmentOption, str]] = {
    option: option.value for option in ShipmentOption if option is not ShipmentOption.INSURANCE
}
ORDER_STATUS_NAMES: Final[dict[OrderStatus, str]] = {member: member.value for member in OrderStatus}
LABEL_FORMAT_NAMES: Final[dict[LabelFormat, str]] = {member: member.value for member in LabelFormat}


class DirectPrintingStatus(str, Enum):
    """Direct printing account status (spec §3, contract §7); the value is the wire spelling."""

    INITIALIZATION_REQUIRED = "INITIALIZATION_REQUIRED"
    INITIALIZING = "INITIALIZING"
    READY = "READY"
