"""Reading order files (CSV and JSON, docs/order-import.md) into queued orders; every bad row is a RowError, never a crash."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption
from station.domain.field_rules import MAX_LABEL_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, is_valid_postal_code
from station.domain.models import Address, OrderLine, Product, ShipmentOptions
from station.domain.selection import SelectionError, parse_delivery_selection
from station.services import order_import_texts as say
from station.store.orders import import_key
from station.store.records import OrderSource, QueuedOrder

MAX_REFERENCE_LENGTH = 64
MAX_FILE_BYTES = 50_000_000  # far above any day's orders; protects against opening the wrong file

# CSV columns (docs/order-import.md). Recipient columns are required on an order's first row.
REQUIRED_COLUMNS = ("reference", "name", "street", "postal_code", "city", "country")
OPTIONAL_COLUMNS = (
    "email",
    "phone",
    "carrier",
    "package_type",
    "delivery_type",
    "options",
    "insurance",
    "weight_grams",
    "label_description",
    "shop",
    "sku",
    "product",
    "ean",
    "quantity",
    "parcels",
)
RECIPIENT_COLUMNS = ("name", "street", "postal_code", "city", "country", "email", "phone")
DEFAULT_CARRIER = Carrier.POSTNL


@dataclass(frozen=True)
class RowError:
    """One problem in the file: `line` is the CSV line (header is line 1) or the JSON order's number (from 1)."""

    line: int
    field: str
    message: str


@dataclass(frozen=True)
class ParsedOrders:
    orders: list[QueuedOrder] = field(default_factory=list)
    errors: list[RowError] = field(default_factory=list)


def read_order_file(path: Path) -> ParsedOrders:
    """Orders of a `.csv` or `.json` file (by suffix; other suffixes by content). Never raises."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            return ParsedOrders(errors=[RowError(0, "file", say.FILE_TOO_BIG.format(size=size, limit=MAX_FILE_BYTES))])
        data = path.read_bytes()
    except OSError as error:
        return ParsedOrders(
            errors=[RowError(0, "file", say.FILE_UNREADABLE.format(error=error.strerror or str(error)))]
        )
    text = decode_text(data)
    origin = path.name
    if path.suffix.lower() == ".json" or (path.suffix.lower() != ".csv" and text.lstrip().startswith(("[", "{"))):
        return parse_orders_json(text, origin=origin)
    return parse_orders_csv(text, origin=origin)


def decode_text(data: bytes) -> str:
    """UTF-8 (with or without BOM) as documented; Windows-1252 as spreadsheets in NL and BE often save."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


# -- CSV -------------------------------------------------------------------------------------------------------


def parse_orders_csv(text: str, *, origin: str = "") -> ParsedOrders:
    """Orders of CSV text with a header row; comma or semicolon separated. Never raises."""
    text = text.replace("\x00", "")  # the csv module refuses NUL; a NUL is never meaningful in an order file
    if not text.lstrip("\ufeff").strip():  # a byte order mark alone is an empty file too
        return ParsedOrders(errors=[RowError(1, "file", say.FILE_EMPTY)])
    header_line = (text.lstrip("\ufeff").splitlines() or [""])[0]  # a file of only a BOM has no lines after it
    delimiter = ";" if header_line.count(";") > header_line.count(",") else ","
    try:
        reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=False)
        rows = list(_numbered(reader))
    except csv.Error as error:
        return ParsedOrders(errors=[RowError(0, "file", say.NOT_CSV.format(error=str(error)))])
    if not rows:
        return ParsedOrders(errors=[RowError(1, "file", say.FILE_EMPTY)])
    header_number, header = rows[0]
    columns = [name.strip().lower().lstrip("\ufeff") for name in header]
    missing = [name for name in REQUIRED_COLUMNS if name not in columns]
    if missing:
        return ParsedOrders(
            errors=[
                RowError(
                    header_number,
                    "header",
                    say.COLUMNS_MISSING.format(columns=", ".join(missing)),
                )
            ]
        )
    unknown = [name for name in columns if name and name not in REQUIRED_COLUMNS + OPTIONAL_COLUMNS]
    errors: list[RowError] = []
    if unknown:
        errors.append(RowError(header_number, "header", say.COLUMNS_UNKNOWN.format(columns=", ".join(unknown))))

    builders: dict[tuple[str, str], _OrderBuilder] = {}
    shop_above: dict[str, str] = {}
    for line, values in rows[1:]:
        if not any(value.strip() for value in values):
            continue  # blank lines are allowed anywhere
        if len(values) > len(columns) and any(value.strip() for value in values[len(columns) :]):
            errors.append(RowError(line, "row", say.ROW_TOO_LONG.format(values=len(values), columns=len(columns))))
            continue
        row = {name: (values[index].strip() if index < len(values) else "") for index, name in enumerate(columns)}
        # An order is its shop's reference (two shops may each have a #1001); a later row of an order may leave
        # the shop empty: it continues the order of that reference above it.
        reference = row.get("reference", "")
        order_of_row = (row.get("shop", "") or shop_above.get(reference, ""), reference)
        builder = builders.get(order_of_row)
        if builder is None:
            builder = _OrderBuilder.start(row, line, origin, errors)
            if builder is not None:
                builders[order_of_row] = builder
                shop_above[reference] = builder.shop
        else:
            builder.continue_with(row, line, errors)
    return ParsedOrders([builder.build() for builder in builders.values()], errors)


def _numbered(reader: Any) -> Any:
    """(line number of the row's first line, values): `reader.line_num` counts physical lines, quoted newlines too."""
    previous_end = 0
    for values in reader:
        yield previous_end + 1, values
        previous_end = reader.line_num


@dataclass
class _OrderBuilder:
    """Collects an order from its first row and any later rows with the same shop and reference (more order
    lines)."""

    reference: str
    recipient: Address
    carrier: Carrier
    options: ShipmentOptions
    weight_grams: int | None
    label_description: str
    shop: str
    origin: str
    first_line: int
    lines: list[OrderLine]
    parcels: int = 1

    @classmethod
    def start(cls, row: Mapping[str, str], line: int, origin: str, errors: list[RowError]) -> _OrderBuilder | None:
        found: list[RowError] = []
        reference = _reference(row.get("reference", ""), line, found)
        recipient = _recipient(row, line, found)
        carrier = _carrier(row.get("carrier", ""), line, found)
        options = _options(row, line, found)
        weight = _optional_int(row.get("weight_grams", ""), "weight_grams", line, found, minimum=1)
        parcels = _optional_int(row.get("parcels", ""), "parcels", line, found, minimum=1) or 1
        description = row.get("label_description", "")
        if len(description) > MAX_LABEL_DESCRIPTION_LENGTH:
            found.append(
                RowError(
                    line,
                    "label_description",
                    say.DESCRIPTION_TOO_LONG.format(length=len(description), limit=MAX_LABEL_DESCRIPTION_LENGTH),
                )
            )
        order_line = _order_line(row, line, found)
        if found:
            errors.extend(found)
            return None
        assert reference is not None and recipient is not None and carrier is not None and options is not None
        return cls(
            reference,
            recipient,
            carrier,
            options,
            weight,
            description,
            row.get("shop", ""),
            f"{origin}:{line}" if origin else f"line {line}",
            line,
            [order_line] if order_line else [],
            parcels,
        )

    def continue_with(self, row: Mapping[str, str], line: int, errors: list[RowError]) -> None:
        """A later row of the same order: its product columns add a line; recipient columns may repeat, not differ."""
        for name in RECIPIENT_COLUMNS:
            value = row.get(name, "")
            if value and value != getattr(self.recipient, name):
                errors.append(
                    RowError(
                        line,
                        name,
                        say.RECIPIENT_DIFFERS.format(
                            reference=self.reference,
                            line=self.first_line,
                            column=name,
                            first=getattr(self.recipient, name),
                            value=value,
                        ),
                    )
                )
                return
        found: list[RowError] = []
        order_line = _order_line(row, line, found)
        if found:
            errors.extend(found)
        elif order_line is None:
            errors.append(
                RowError(
                    line,
                    "reference",
                    say.ORDER_AGAIN.format(reference=self.reference, line=self.first_line),
                )
            )
        else:
            self.lines.append(order_line)

    def build(self) -> QueuedOrder:
        return QueuedOrder(
            key=import_key(self.reference),
            source=OrderSource.IMPORT,
            reference=self.reference,
            recipient=self.recipient,
            lines=tuple(self.lines),
            carrier=self.carrier,
            options=self.options,
            weight_grams=self.weight_grams,
            label_description=self.label_description,
            shop=self.shop,
            origin=self.origin,
            parcels=self.parcels,
        )


def _reference(value: str, line: int, found: list[RowError]) -> str | None:
    reference = value.strip()
    if not reference:
        found.append(RowError(line, "reference", say.REFERENCE_EMPTY))
        return None
    if len(reference) > MAX_REFERENCE_LENGTH:
        found.append(RowError(line, "reference", say.REFERENCE_TOO_LONG.format(limit=MAX_REFERENCE_LENGTH)))
        return None
    if any(not character.isprintable() for character in reference):
        found.append(RowError(line, "reference", say.REFERENCE_CONTROL))
        return None
    return reference


def _recipient(row: Mapping[str, str], line: int, found: list[RowError]) -> Address | None:
    before = len(found)
    for name in ("name", "street", "postal_code", "city", "country"):
        if not row.get(name, "").strip():
            found.append(RowError(line, name, say.COLUMN_EMPTY.format(column=name)))
    name = row.get("name", "")
    if len(name) > MAX_NAME_LENGTH:
        found.append(RowError(line, "name", say.NAME_TOO_LONG.format(length=len(name), limit=MAX_NAME_LENGTH)))
    country = row.get("country", "").strip().upper()
    if country and (len(country) != 2 or not country.isascii() or not country.isalpha()):
        found.append(RowError(line, "country", say.COUNTRY_UNKNOWN.format(country=country)))
    postal_code = row.get("postal_code", "").strip()
    if country and postal_code and not is_valid_postal_code(country, postal_code):
        example = {"NL": "1015 CC", "BE": "1000"}.get(country, "")
        found.append(
            RowError(
                line,
                "postal_code",
                (say.POSTAL_CODE_LIKE if example else say.POSTAL_CODE_INVALID).format(
                    code=postal_code, country=country, example=example
                ),
            )
        )
    if len(found) > before:
        return None
    return Address(
        name=name.strip(),
        street=row.get("street", "").strip(),
        postal_code=postal_code,
        city=row.get("city", "").strip(),
        country=country,
        email=row.get("email", "").strip(),
        phone=row.get("phone", "").strip(),
    )


def _carrier(value: str, line: int, found: list[RowError]) -> Carrier | None:
    if not value.strip():
        return DEFAULT_CARRIER
    try:
        return Carrier.parse(value.strip().lower())
    except ValueError:
        known = ", ".join(carrier.slug for carrier in Carrier)
        found.append(RowError(line, "carrier", say.CARRIER_UNKNOWN.format(value=value, known=known)))
        return None


def _options(row: Mapping[str, str], line: int, found: list[RowError]) -> ShipmentOptions | None:
    before = len(found)
    package_type = _named(PackageType, row.get("package_type", ""), "package_type", line, found) or PackageType.PACKAGE
    delivery_type = (
        _named(DeliveryType, row.get("delivery_type", ""), "delivery_type", line, found) or DeliveryType.STANDARD
    )
    flags: set[ShipmentOption] = set()
    for word in row.get("options", "").replace(",", " ").replace("|", " ").replace(";", " ").split():
        try:
            option = ShipmentOption(word.strip().lower())
        except ValueError:
            try:
                option = ShipmentOption.from_camel_name(word.strip())
            except ValueError:
                found.append(RowError(line, "options", say.OPTION_UNKNOWN.format(word=word)))
                continue
        if option is ShipmentOption.INSURANCE:
            found.append(RowError(line, "options", say.INSURANCE_AS_OPTION))
            continue
        flags.add(option)
    insurance = _optional_int(row.get("insurance", ""), "insurance", line, found, minimum=0) or 0
    if len(found) > before:
        return None
    return ShipmentOptions(package_type, delivery_type, frozenset(flags), insurance)


def _named(enum: Any, value: str, name: str, line: int, found: list[RowError]) -> Any:
    if not value.strip():
        return None
    try:
        return enum.parse(value.strip().lower())
    except ValueError:
        known = ", ".join(member.label for member in enum)
        found.append(RowError(line, name, say.VALUE_UNKNOWN.format(column=name, value=value, known=known)))
        return None


def _optional_int(value: str, name: str, line: int, found: list[RowError], *, minimum: int) -> int | None:
    text = value.strip()
    if not text:
        return None
    if not (text.isascii() and text.isdigit()) or len(text) > 9:
        found.append(RowError(line, name, say.NOT_A_NUMBER.format(value=value)))
        return None
    number = int(text)
    if number < minimum:
        found.append(RowError(line, name, say.NUMBER_TOO_LOW.format(number=number, minimum=minimum)))
        return None
    return number


def _order_line(row: Mapping[str, str], line: int, found: list[RowError]) -> OrderLine | None:
    sku, product, ean = row.get("sku", ""), row.get("product", ""), row.get("ean", "")
    quantity_text = row.get("quantity", "")
    if not (sku or product or ean or quantity_text):
        return None
    quantity = _optional_int(quantity_text, "quantity", line, found, minimum=1)
    if not (sku or product):
        found.append(RowError(line, "sku", say.LINE_NO_PRODUCT))
        return None
    return OrderLine(quantity or 1, Product(sku, product, ean))


# -- JSON ------------------------------------------------------------------------------------------------------


def parse_orders_json(text: str, *, origin: str = "") -> ParsedOrders:
    """Orders of a JSON list (or `{"orders": [...]}`); errors name the order's number from 1. Never raises."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        return ParsedOrders(errors=[RowError(0, "file", say.NOT_JSON.format(error=str(error)))])
    if isinstance(data, dict) and isinstance(data.get("orders"), list):
        data = data["orders"]
    if not isinstance(data, list):
        return ParsedOrders(errors=[RowError(0, "file", say.NOT_A_LIST.format(example='{"orders": [...]}'))])
    orders: list[QueuedOrder] = []
    errors: list[RowError] = []
    seen: dict[tuple[str, str], int] = {}
    for number, item in enumerate(data, start=1):
        if not isinstance(item, dict):
            errors.append(RowError(number, "order", say.NOT_AN_ORDER))
            continue
        order = _json_order(item, number, origin, errors)
        if order is None:
            continue
        if (order.shop, order.reference) in seen:  # two shops' orders may have one reference
            errors.append(
                RowError(
                    number,
                    "reference",
                    say.REFERENCE_TWICE.format(reference=order.reference, other=seen[order.shop, order.reference]),
                )
            )
            continue
        seen[order.shop, order.reference] = number
        orders.append(order)
    return ParsedOrders(orders, errors)


def _json_order(item: Mapping[str, Any], number: int, origin: str, errors: list[RowError]) -> QueuedOrder | None:
    found: list[RowError] = []
    recipient_data = item.get("recipient")
    if not isinstance(recipient_data, dict):
        errors.append(RowError(number, "recipient", say.NO_RECIPIENT))
        return None
    flat: dict[str, str] = {"reference": _as_text(item.get("reference"))}
    for name in RECIPIENT_COLUMNS:
        flat[name] = _as_text(recipient_data.get(name))
    for name in (
        "carrier",
        "package_type",
        "delivery_type",
        "insurance",
        "weight_grams",
        "label_description",
        "shop",
        "parcels",
    ):
        flat[name] = _as_text(item.get(name))
    raw_options = item.get("options", [])
    if isinstance(raw_options, list):
        flat["options"] = " ".join(_as_text(option) for option in raw_options)
    else:
        found.append(RowError(number, "options", say.OPTIONS_NOT_A_LIST))

    reference = _reference(flat["reference"], number, found)
    recipient = _recipient(flat, number, found)
    selection = item.get("delivery_selection")
    carrier: Carrier | None
    options: ShipmentOptions | None
    if selection is not None:
        # The widget's choice decides carrier and options (spec §6); validated again here, server-side.
        try:
            parse_delivery_selection(selection)
        except SelectionError as error:
            found.extend(RowError(number, "delivery_selection", problem) for problem in error.problems)
        carrier, options = None, None
    else:
        carrier = _carrier(flat["carrier"], number, found)
        options = _options(flat, number, found)
    weight = _optional_int(flat["weight_grams"], "weight_grams", number, found, minimum=1)
    parcels = _optional_int(flat["parcels"], "parcels", number, found, minimum=1) or 1
    lines: list[OrderLine] = []
    raw_lines = item.get("lines", [])
    if not isinstance(raw_lines, list):
        found.append(RowError(number, "lines", say.LINES_NOT_A_LIST))
        raw_lines = []
    for raw in raw_lines:
        if not isinstance(raw, dict):
            found.append(RowError(number, "lines", say.LINE_NOT_AN_OBJECT))
            continue
        line = _order_line(
            {
                "sku": _as_text(raw.get("sku")),
                "product": _as_text(raw.get("name")),
                "ean": _as_text(raw.get("ean")),
                "quantity": _as_text(raw.get("quantity")),
            },
            number,
            found,
        )
        if line is not None:
            lines.append(line)
    if len(flat["label_description"]) > MAX_LABEL_DESCRIPTION_LENGTH:
        found.append(
            RowError(
                number,
                "label_description",
                say.DESCRIPTION_LONGER.format(limit=MAX_LABEL_DESCRIPTION_LENGTH),
            )
        )
    if found:
        errors.extend(found)
        return None
    assert reference is not None and recipient is not None
    return QueuedOrder(
        key=import_key(reference),
        source=OrderSource.IMPORT,
        reference=reference,
        recipient=recipient,
        lines=tuple(lines),
        carrier=carrier,
        options=options,
        delivery_selection=dict(selection) if isinstance(selection, dict) else None,
        weight_grams=weight,
        label_description=flat["label_description"],
        shop=flat["shop"],
        origin=f"{origin}#{number}" if origin else f"order {number}",
        parcels=parcels,
    )


def _as_text(value: Any) -> str:
    """JSON scalars as the CSV columns would hold them; anything else as empty (reported by the field checks)."""
    if value is None or isinstance(value, (dict, list)):
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value).strip()
