"""Every wire name of the production service's format (MyParcel's shipping API): paths, keys, media types, the
integers it uses for enumerations, and its statuses mapped onto the domain's.

The contract profile's names live in station.api.wire; only the codecs and the client of this package use these.
"""

from __future__ import annotations

from typing import Final

from station.domain.enums import ShipmentStatus

DEFAULT_BASE_URL: Final = "https://api.myparcel.nl"
DEFAULT_PRINTING_BASE_URL: Final = "https://printing.api.myparcel.nl"


class MediaType:
    """Content-Type and Accept values, per call (the service refuses a wrong one with 415)."""

    JSON: Final = "application/json;charset=utf-8"
    SHIPMENT: Final = "application/vnd.shipment+json;charset=utf-8;version=1.1"
    RETURN_SHIPMENT: Final = "application/vnd.return_shipment+json;charset=utf-8"
    PDF: Final = "application/pdf"
    PNG: Final = "image/png"
    # The label link answer: a plain JSON Accept on a label request asks for the link, not the PDF.
    LABEL_LINK: Final = "application/json;charset=utf8"


class Header:
    CONTENT_TYPE: Final = "Content-Type"
    # A sender of our own is only honoured with this header (and the shop's permission).
    CUSTOM_SENDER: Final = "x-dmp-set-custom-sender"
    ACCEPT_LANGUAGE: Final = "Accept-Language"


class Path:
    SHIPMENTS: Final = "/shipments"
    SHIPMENTS_BY_ID: Final = "/shipments/{ids}"
    SHIPMENT_LABELS: Final = "/shipment_labels/{ids}"
    TRACK_TRACES: Final = "/tracktraces/{ids}"
    PRINTERLESS_RETURN_LABEL: Final = "/printerless_return_label/{id}"
    ORDERS: Final = "/fulfilment/orders"
    ORDER: Final = "/fulfilment/orders/{uuid}"
    ORDER_NOTES: Final = "/fulfilment/orders/{uuid}/notes"
    WEBHOOKS: Final = "/webhook_subscriptions"
    WEBHOOK: Final = "/webhook_subscriptions/{id}"


class Envelope:
    """Every main-API write body is `{"data": {"<plural>": [...]}}`; every main-API answer is `{"data": {...}}`."""

    DATA: Final = "data"
    SHIPMENTS: Final = "shipments"
    RETURN_SHIPMENTS: Final = "return_shipments"
    ORDERS: Final = "orders"
    ORDER_NOTES: Final = "order_notes"
    WEBHOOK_SUBSCRIPTIONS: Final = "webhook_subscriptions"
    IDS: Final = "ids"
    SEARCH_RESULTS: Final = "search_results"  # the reference's reading of the search answer
    TRACK_TRACES: Final = "tracktraces"


class ShipmentKey:
    ID: Final = "id"
    PARENT_ID: Final = "parent_id"
    SHIPMENT_TYPE: Final = "shipment_type"
    REFERENCE: Final = "reference_identifier"
    CARRIER: Final = "carrier"  # in requests (and in some reads)
    CARRIER_ID: Final = "carrier_id"  # in reads
    STATUS: Final = "status"
    BARCODE: Final = "barcode"
    EXTERNAL_IDENTIFIER: Final = "external_identifier"  # UPS: the barcode may be empty, this one is not
    RECIPIENT: Final = "recipient"
    SENDER: Final = "sender"
    OPTIONS: Final = "options"
    PICKUP: Final = "pickup"
    DROP_OFF_POINT: Final = "drop_off_point"
    PHYSICAL_PROPERTIES: Final = "physical_properties"
    WEIGHT: Final = "weight"
    SECONDARY_SHIPMENTS: Final = "secondary_shipments"
    MULTI_COLLO_MAIN_ID: Final = "multi_collo_main_shipment_id"
    LINK_CONSUMER_PORTAL: Final = "link_consumer_portal"
    CREATED: Final = "created"
    MODIFIED: Final = "modified"


class AddressKey:
    COUNTRY: Final = "cc"
    PERSON: Final = "person"
    COMPANY: Final = "company"
    STREET: Final = "street"
    NUMBER: Final = "number"
    NUMBER_SUFFIX: Final = "number_suffix"
    BOX_NUMBER: Final = "box_number"
    STREET_ADDITIONAL_INFO: Final = "street_additional_info"
    POSTAL_CODE: Final = "postal_code"
    CITY: Final = "city"
    EMAIL: Final = "email"
    PHONE: Final = "phone"


class OptionKey:
    PACKAGE_TYPE: Final = "package_type"
    DELIVERY_TYPE: Final = "delivery_type"
    INSURANCE: Final = "insurance"
    LABEL_DESCRIPTION: Final = "label_description"
    DELIVERY_DATE: Final = "delivery_date"  # `YYYY-MM-DD HH:MM:SS`; required with morning and evening delivery
    PRINTERLESS_RETURN: Final = "printerless_return"


# Boolean options the reference and the libraries always send, as 0 when not set.
ALWAYS_SENT_FLAGS: Final = ("signature", "only_recipient", "return", "large_format", "age_check")


class MoneyKey:
    AMOUNT: Final = "amount"
    CURRENCY: Final = "currency"


CURRENCY: Final = "EUR"


class PickupKey:
    LOCATION_CODE: Final = "location_code"
    LOCATION_NAME: Final = "location_name"
    RETAIL_NETWORK_ID: Final = "retail_network_id"


class ReturnKey:
    PARENT: Final = "parent"
    CARRIER: Final = "carrier"
    REFERENCE: Final = "reference_identifier"
    EMAIL: Final = "email"
    NAME: Final = "name"
    OPTIONS: Final = "options"
    SEND_RETURN_MAIL: Final = "send_return_mail"  # query parameter


class ListQuery:
    Q: Final = "q"
    REFERENCE: Final = "reference_identifier"
    STATUS: Final = "status"
    FROM: Final = "from"
    TO: Final = "to"
    PAGE: Final = "page"
    SIZE: Final = "size"
    ORDER: Final = "order"
    RESULTS: Final = "results"
    LINK_CONSUMER_PORTAL: Final = "link_consumer_portal"
    PER_PAGE: Final = "per_page"  # orders


DESCENDING: Final = "DESC"
# The reference says 30–200; the SDK asks 300 and is answered. Station sends 30–200 and reads whatever comes back.
MIN_PAGE_SIZE: Final = 30
MAX_PAGE_SIZE: Final = 200
MAX_IDS_PER_READ: Final = 100
# "less than 25 labels" per PDF or plain link request; more are split and merged locally in order.
MAX_LABELS_PER_REQUEST: Final = 25


class LabelKey:
    FORMAT: Final = "format"
    POSITIONS: Final = "positions"
    PDFS: Final = "pdfs"  # the link answer of /shipment_labels
    PDF: Final = "pdf"  # the bulk answer (/v2/...) and the label-at-create answer
    URL: Final = "url"
    # The second reading of a direct print's answer (row 46): the job and the shipments it printed.
    PRINT_JOB_ID: Final = "print_job_id"
    SHIPMENT_IDS: Final = "shipment_ids"


class TrackKey:
    SHIPMENT_ID: Final = "shipment_id"
    CARRIER: Final = "carrier"
    CARRIER_ID: Final = "carrier_id"
    CODE: Final = "code"
    DESCRIPTION: Final = "description"
    TIME: Final = "time"
    LINK_CONSUMER_PORTAL: Final = "link_consumer_portal"
    LINK_TRACKTRACE: Final = "link_tracktrace"
    STATUS: Final = "status"
    CURRENT: Final = "current"
    MAIN: Final = "main"
    FINAL: Final = "final"
    HISTORY: Final = "history"
    LOCATION: Final = "location"
    LOCATION_NAME: Final = "name"
    LOCATION_CITY: Final = "city"
    EXTRA_INFO: Final = "extra_info"  # query parameter
    DELIVERY_MOMENT: Final = "delivery_moment"


class OrderKey:
    UUID: Final = "uuid"
    EXTERNAL_IDENTIFIER: Final = "external_identifier"
    ORDER_DATE: Final = "order_date"
    STATUS: Final = "status"
    SHIPMENT: Final = "shipment"
    ORDER_LINES: Final = "order_lines"
    QUANTITY: Final = "quantity"
    PRODUCT: Final = "product"
    SKU: Final = "sku"
    NAME: Final = "name"
    EAN: Final = "ean"
    CREATED_AT: Final = "created_at"
    NOTE: Final = "note"
    AUTHOR: Final = "author"
    CREATED: Final = "created"


class WebhookKey:
    ID: Final = "id"
    HOOK: Final = "hook"
    URL: Final = "url"
    # A delivery of a hook to the subscribed URL: `data.hooks`, one item per shipment that changed.
    HOOKS: Final = "hooks"
    SHIPMENT_ID: Final = "shipment_id"
    SHIPMENT_REFERENCE: Final = "shipment_reference_identifier"


class ErrorKey:
    MESSAGE: Final = "message"
    REQUEST_ID: Final = "request_id"
    ERRORS: Final = "errors"
    STATUS: Final = "status"
    CODE: Final = "code"
    TITLE: Final = "title"
    FIELDS: Final = "fields"
    HUMAN: Final = "human"
    # problem+json
    DETAIL: Final = "detail"
    INSTANCE: Final = "instance"
    TYPE: Final = "type"


# Field paths in refusals, from the production service's names to the domain's (the UI marks the field by these).
ADDRESS_FIELDS: Final[dict[str, str]] = {
    "cc": "country",
    "person": "name",
    "number": "street",
    "number_suffix": "street",
    "box_number": "street",
    "street_additional_info": "street",
}
ADDRESS_HOLDERS: Final = ("recipient", "sender")
PATH_PREFIXES: Final[dict[str, str]] = {"pickup.": "pickup_location.", "options.label_description": "label_description"}


class Code:
    """`errors[].code` values whose meaning the production service gives differently from the contract."""

    UNAUTHENTICATED: Final = 3000
    PERMISSION_DENIED: Final = 3001
    MISSING_PARAMETER: Final = 3212
    INVALID_COMBINATION: Final = 3705
    SHIPMENT_LIMIT_EXCEEDED: Final = 3716  # the SDK says: the account needs to be activated
    CANNOT_DELETE: Final = 3723
    UNSUPPORTED_CARRIER: Final = 3728
    NOT_ACTIVATED_FIRST_TWO: Final = 3762  # a non-activated account: its first two shipments only within NL and BE


PAYMENT_REQUIRED: Final = 402

# Shipment types (row 37): 2, 5 and 6 are returns.
RETURN_SHIPMENT_TYPES: Final = frozenset({2, 5, 6})

# Statuses 1–19 and their inactive copies 30–38, onto the domain's six (production-wire §2) with a finer label.
STATUSES: Final[dict[int, tuple[ShipmentStatus, str]]] = {
    1: (ShipmentStatus.PENDING, "concept"),
    2: (ShipmentStatus.PRINTED, "registered"),
    3: (ShipmentStatus.HANDED_OVER, "handed to carrier"),
    4: (ShipmentStatus.HANDED_OVER, "sorting"),
    5: (ShipmentStatus.HANDED_OVER, "out for delivery"),
    6: (ShipmentStatus.HANDED_OVER, "customs"),
    7: (ShipmentStatus.DELIVERED, "delivered"),
    8: (ShipmentStatus.DELIVERED, "at pickup point"),
    9: (ShipmentStatus.DELIVERED, "picked up"),
    10: (ShipmentStatus.RETURNED, "return at pickup point"),
    11: (ShipmentStatus.RETURNED, "returned"),
    12: (ShipmentStatus.PRINTED, "letter printed"),
    13: (ShipmentStatus.CANCELLED, "credited"),
    14: (ShipmentStatus.PRINTED, "stamp printed"),
    15: (ShipmentStatus.PRINTED, "external"),
    16: (ShipmentStatus.CANCELLED, "expired"),
    17: (ShipmentStatus.CANCELLED, "cancelled"),
    18: (ShipmentStatus.PRINTED, "untracked"),
    19: (ShipmentStatus.DELIVERED, "at agreed location"),
}
INACTIVE_OFFSET: Final = 29
INACTIVE_RANGE: Final = range(30, 39)

# The wire integer Station sends for each domain status when it filters a search (the domain's six, widened).
STATUS_FILTER: Final[dict[ShipmentStatus, tuple[int, ...]]] = {
    domain: tuple(code for code, (mapped, _label) in STATUSES.items() if mapped is domain) for domain in ShipmentStatus
}
