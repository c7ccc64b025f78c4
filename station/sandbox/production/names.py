"""Every name the production front puts on the wire: paths, media types, envelope keys, codes.

Written from the production format's own description (not from the client's wire code): the `data`
envelope, integer ids and 0/1 flags, the vendor media types per call, the keyed and the flat error.
"""

from __future__ import annotations

# Where the front is mounted on the sandbox server, and its printing API below it.
MOUNT = "/production"
PRINTING_MOUNT = "/printing"

# Paths below the mount (as production's own, at the root of its host).
PATH_HEALTH = "/"
PATH_SHIPMENTS = "/shipments"
PATH_SHIPMENTS_BY_ID = "/shipments/{shipment_ids}"
PATH_LABELS = "/shipment_labels/{shipment_ids}"
PATH_LABELS_BULK = "/v2/shipment_labels/{shipment_ids}"
PATH_PDF = "/pdfs/{token}"
PATH_TRACKTRACES = "/tracktraces"
PATH_TRACKTRACES_BY_ID = "/tracktraces/{shipment_ids}"
PATH_RETURN_SHIPMENTS = "/return_shipments"
PATH_PRINTERLESS_QR = "/printerless_return_label/{shipment_id}"
PATH_ORDERS = "/fulfilment/orders"
PATH_ORDERS_BY_ID = "/fulfilment/orders/{order_uuids}"
PATH_ORDER_NOTES = "/fulfilment/orders/{order_uuid}/notes"
PATH_WEBHOOKS = "/webhook_subscriptions"
PATH_WEBHOOKS_BY_ID = "/webhook_subscriptions/{subscription_ids}"
# Sandbox-only, beside the contract's control endpoints (no credentials, never faulted).
PATH_CONTROL_ADVANCE = "/__sandbox__/production/advance"
PATH_CONTROL_PAY = "/__sandbox__/production/pay/{instruction_id}"

ID_SEPARATOR = ";"

# Media types.
SHIPMENT_TYPE = "application/vnd.shipment+json"
RETURN_TYPE = "application/vnd.return_shipment+json"
UNRELATED_RETURN_TYPE = "application/vnd.unrelated_return_shipment+json"
SHIPMENT_IDS_TYPE = "application/vnd.shipment_ids+json;charset=utf-8"
SHIPMENT_LABEL_TYPE = "application/vnd.shipment_label+json"
SHIPMENT_LABEL_PRINT_TYPE = "application/vnd.shipment_label+json+print"
LABEL_LINK_TYPE = "application/vnd.shipment_label_link+json"
JSON_TYPE = "application/json"
ANSWER_JSON_TYPE = "application/json;charset=utf-8"
PDF_TYPE = "application/pdf"
PNG_TYPE = "image/png"
CHARSETS = ("utf-8", "utf8")
PRINTER_GROUP_PARAMETER = "printer-group-id"
VERSION_PARAMETER = "version"
FULL_CREATE_ANSWER_VERSION = "1.2"

# Envelope.
DATA = "data"
SHIPMENTS = "shipments"
RETURN_SHIPMENTS = "return_shipments"
ORDERS = "orders"
ORDER_NOTES = "order_notes"
WEBHOOK_SUBSCRIPTIONS = "webhook_subscriptions"
IDS = "ids"
SEARCH_RESULTS = "search_results"
PAGE = "page"
SIZE = "size"
RESULTS = "results"

# Headers.
AUTHORIZATION = "authorization"
CUSTOM_SENDER_HEADER = "x-dmp-set-custom-sender"
ACCEPT_LANGUAGE = "accept-language"

# Error bodies.
E_MESSAGE = "message"
E_REQUEST_ID = "request_id"
E_STATUS_CODE = "status_code"
E_ERRORS = "errors"
E_STATUS = "status"
E_CODE = "code"
E_TITLE = "title"
E_FIELDS = "fields"
E_HUMAN = "human"

# Error codes (grouped: 3000s auth, 3100s headers, 3200s query, 3500s address, 3700s shipment, 10000s webhooks).
CODE_ACCESS_DENIED = 3000
CODE_PERMISSION_DENIED = 3001
CODE_CONTENT_TYPE = 3100
CODE_CHARSET = 3101
CODE_ACCEPT = 3102
CODE_AUTHORIZATION_HEADER = 3103
CODE_AUTHENTICATION_METHOD = 3104
CODE_INVALID_PAGE = 3200
CODE_MISSING_PARAMETER = 3212
CODE_INVALID_HOUSE_NUMBER = 3503
CODE_INVALID_POSTAL_CODE = 3505
CODE_INVALID_COUNTRY = 3506
CODE_NAME_TOO_LONG = 3510
CODE_INVALID_COMBINATION = 3705
CODE_RETURN_OF_CONCEPT = 3714
CODE_SHIPMENT_LIMIT = 3716
CODE_INVALID_RETURN_CARRIER = 3718
CODE_DUPLICATE_RETURN = 3719
CODE_PARENT_NOT_RETURNABLE = 3720
CODE_INVALID_PICKUP = 3722
CODE_CANNOT_DELETE = 3723
CODE_UNSUPPORTED_CARRIER = 3728
CODE_CANNOT_SPLIT_ADDRESS = 3731
CODE_MULTI_COLLO_NOT_ALLOWED = 3735
CODE_MULTI_COLLO_PACKAGE_TYPE = 3736
CODE_MULTI_COLLO_COUNTRY = 3739
CODE_INVALID_INSURANCE = 3743
CODE_NOT_ACTIVATED = 3762
CODE_BACKEND = 3900
CODE_WEBHOOK_HOOK = 10001
CODE_WEBHOOK_URL = 10002
CODE_WEBHOOK_NOT_FOUND = 10003

# Labels.
Q_FORMAT = "format"
Q_POSITIONS = "positions"
# "less than 25 labels" on the PDF and the plain link; libraries send up to 25 there, more through /v2/.
MAX_LABELS_PER_REQUEST = 25
LINK_PDFS = "pdfs"
LINK_PDF = "pdf"
LINK_URL = "url"
PAYMENT_INSTRUCTIONS = "payment_instructions"
PRINT_JOB_ID = "print_job_id"
PRINT_SHIPMENT_IDS = "shipment_ids"
PRINT_STATUS = "status"

# Queries.
Q_SEND_RETURN_MAIL = "send_return_mail"
Q_LINK_CONSUMER_PORTAL = "link_consumer_portal"
Q_INCLUDE_SECONDARY = "include_secondary_shipments"
Q_EXTRA_INFO = "extra_info"
EXTRA_DELIVERY_MOMENT = "delivery_moment"
MIN_PAGE_SIZE = 1
DEFAULT_PAGE_SIZE = 30
# The reference allows 30–200; the PHP SDK asks 300, which the service is seen to accept.
MAX_PAGE_SIZE = 300
