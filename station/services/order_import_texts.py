"""The order import's messages about a file's rows (station.services.order_import), translatable: each is shown
to the operator in the error area, in the station's language."""

from __future__ import annotations

from station.domain.text import QT_TRANSLATE_NOOP

FILE_TOO_BIG = QT_TRANSLATE_NOOP("OrderImport", "The file is {size} bytes; at most {limit}.")
FILE_UNREADABLE = QT_TRANSLATE_NOOP("OrderImport", "The file cannot be read: {error}.")
FILE_EMPTY = QT_TRANSLATE_NOOP("OrderImport", "The file is empty; it needs a header row and orders.")
NOT_CSV = QT_TRANSLATE_NOOP("OrderImport", "The file is not valid CSV: {error}.")
COLUMNS_MISSING = QT_TRANSLATE_NOOP(
    "OrderImport", "The header lacks the column(s) {columns}; see docs/order-import.md for the format."
)
COLUMNS_UNKNOWN = QT_TRANSLATE_NOOP("OrderImport", "Unknown column(s) ignored: {columns}.")
ROW_TOO_LONG = QT_TRANSLATE_NOOP("OrderImport", "The row has {values} values but the header {columns}.")
DESCRIPTION_TOO_LONG = QT_TRANSLATE_NOOP(
    "OrderImport", "The label description has {length} characters; at most {limit}."
)
RECIPIENT_DIFFERS = QT_TRANSLATE_NOOP(
    "OrderImport",
    "Order {reference} (line {line}) has {column} '{first}', this row '{value}'; a reference must be unique per order.",
)
ORDER_AGAIN = QT_TRANSLATE_NOOP(
    "OrderImport",
    "Order {reference} appears again (line {line}) without a product; a reference must be unique per order.",
)
REFERENCE_EMPTY = QT_TRANSLATE_NOOP("OrderImport", "The order reference is empty; every order needs one.")
REFERENCE_TOO_LONG = QT_TRANSLATE_NOOP("OrderImport", "The reference is longer than {limit} characters.")
REFERENCE_CONTROL = QT_TRANSLATE_NOOP("OrderImport", "The reference contains control characters.")
COLUMN_EMPTY = QT_TRANSLATE_NOOP("OrderImport", "The column {column} is empty; fill it in.")
NAME_TOO_LONG = QT_TRANSLATE_NOOP("OrderImport", "The name has {length} characters; at most {limit}.")
COUNTRY_UNKNOWN = QT_TRANSLATE_NOOP("OrderImport", "'{country}' is not a two-letter country code such as NL or BE.")
POSTAL_CODE_LIKE = QT_TRANSLATE_NOOP("OrderImport", "'{code}' is not a valid {country} postal code (like {example}).")
POSTAL_CODE_INVALID = QT_TRANSLATE_NOOP("OrderImport", "'{code}' is not a valid {country} postal code.")
CARRIER_UNKNOWN = QT_TRANSLATE_NOOP("OrderImport", "Unknown carrier '{value}'; use one of {known}.")
OPTION_UNKNOWN = QT_TRANSLATE_NOOP("OrderImport", "Unknown option '{word}'.")
INSURANCE_AS_OPTION = QT_TRANSLATE_NOOP("OrderImport", "Insurance is an amount: put it in the insurance column.")
VALUE_UNKNOWN = QT_TRANSLATE_NOOP("OrderImport", "Unknown {column} '{value}'; use one of {known}.")
NOT_A_NUMBER = QT_TRANSLATE_NOOP("OrderImport", "'{value}' is not a whole number.")
NUMBER_TOO_LOW = QT_TRANSLATE_NOOP("OrderImport", "{number} is below {minimum}.")
LINE_NO_PRODUCT = QT_TRANSLATE_NOOP("OrderImport", "An order line needs a sku or a product name.")
NOT_JSON = QT_TRANSLATE_NOOP("OrderImport", "The file is not valid JSON: {error}.")
NOT_A_LIST = QT_TRANSLATE_NOOP("OrderImport", "The file must hold a list of orders or {example}.")
NOT_AN_ORDER = QT_TRANSLATE_NOOP("OrderImport", "This entry is not an order object.")
REFERENCE_TWICE = QT_TRANSLATE_NOOP("OrderImport", "Reference {reference} is used by order {other} too.")
NO_RECIPIENT = QT_TRANSLATE_NOOP("OrderImport", "The order has no recipient object.")
OPTIONS_NOT_A_LIST = QT_TRANSLATE_NOOP("OrderImport", "options must be a list of option names.")
LINES_NOT_A_LIST = QT_TRANSLATE_NOOP("OrderImport", "lines must be a list.")
LINE_NOT_AN_OBJECT = QT_TRANSLATE_NOOP("OrderImport", "Every order line must be an object.")
DESCRIPTION_LONGER = QT_TRANSLATE_NOOP("OrderImport", "The label description is longer than {limit} characters.")
