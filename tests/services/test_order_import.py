"""Order import: the sample files, duplicates, a clear RowError for every malformed row, and fuzzing (never raises)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption
from station.services.order_import import parse_orders_csv, parse_orders_json, read_order_file
from station.services.orders import OrderQueueService
from station.store.store import Store
from tests.helpers.services import sample_file

HEADER = "reference,name,street,postal_code,city,country,carrier,package_type,delivery_type,options,insurance,weight_grams,sku,product,quantity\n"


@pytest.fixture
def queue(tmp_path: Path, store_location: Callable[[Path], Path | str]) -> Callable[[Path], OrderQueueService]:
    """`queue(tmp_path)`: the order queue over this test's store (on each engine)."""
    return lambda folder: OrderQueueService(Store.open(store_location(folder / "s.sqlite3")), shipping=lambda: None)


def test_the_sample_csv_imports_twenty_orders_and_a_second_import_adds_nothing(
    tmp_path: Path, queue: Callable[[Path], OrderQueueService]
) -> None:
    orders = queue(tmp_path)
    report = orders.import_file(sample_file("sample-orders.csv"))
    assert (report.imported, report.skipped_duplicates, report.errors) == (20, 0, [])
    again = orders.import_file(sample_file("sample-orders.csv"))
    assert (again.imported, again.skipped_duplicates) == (0, 20)
    assert sorted(again.order_keys) == sorted(report.imported_keys)
    first = next(order for order in orders.orders() if order.reference == "WEB-10421")
    assert len(first.lines) == 2  # the continuation row added a second order line
    assert first.recipient.postal_code == "1015 CJ" and first.options.flags == {ShipmentOption.SIGNATURE}
    be = next(order for order in orders.orders() if order.reference == "WEB-10435")
    assert (be.carrier, be.recipient.country) == (Carrier.DPD, "BE")


def test_the_sample_json_imports_twenty_orders_with_delivery_choices(
    tmp_path: Path, queue: Callable[[Path], OrderQueueService]
) -> None:
    orders = queue(tmp_path)
    report = orders.import_file(sample_file("sample-orders.json"))
    assert (report.imported, report.errors) == (20, [])
    pickup = orders.get("import:SHOP-2001")
    assert pickup.delivery_selection is not None and pickup.delivery_selection["isPickup"] is True
    assert pickup.options is None  # the delivery choice decides the options


def test_each_malformed_csv_row_is_one_clear_row_error_and_good_rows_still_import() -> None:
    text = (
        HEADER
        + "\n".join(
            [
                "A1,Jan,Dorpsstraat 1,1234 AB,Utrecht,NL,postnl,package,standard,,,,SKU,Mug,1",  # line 2: fine
                ",Jan,Dorpsstraat 1,1234 AB,Utrecht,NL,,,,,,,,,",  # 3: no reference
                "A3,Jan,Dorpsstraat 1,12345,Utrecht,NL,,,,,,,,,",  # 4: NL postal code
                "A4,Jan,Dorpsstraat 1,1234 AB,Utrecht,NL,fedex,,,,,,,,",  # 5: unknown carrier
                "A5,Jan,Dorpsstraat 1,1234 AB,Utrecht,NL,,crate,,,,,,,",  # 6: package type
                "A6,Jan,Dorpsstraat 1,1234 AB,Utrecht,NL,,,,teleport,,,,,",  # 7: option
                "A7,Jan,Dorpsstraat 1,1234 AB,Utrecht,NL,,,,,ten,,,,",  # 8: insurance
                "A8,Jan,Dorpsstraat 1,1234 AB,Utrecht,Nederland,,,,,,,,,",  # 9: country
                "A9,Jan,Dorpsstraat 1,1234 AB,Utrecht,NL,,,,,,,SKU,Mug,-2",  # 10: quantity
                "A1,Piet,Elders 2,1234 AB,Utrecht,NL,,,,,,,,,",  # 11: reference reused
                "A10,Jan,Dorpsstraat 1,1234 AB,Utrecht,NL,,,,,,,,,,extra",  # 12: too many values
            ]
        )
        + "\n"
    )
    parsed = parse_orders_csv(text)
    assert [order.reference for order in parsed.orders] == ["A1"]
    found = {(error.line, error.field) for error in parsed.errors}
    assert found == {
        (3, "reference"),
        (4, "postal_code"),
        (5, "carrier"),
        (6, "package_type"),
        (7, "options"),
        (8, "insurance"),
        (9, "country"),
        (10, "quantity"),
        (11, "name"),
        (12, "row"),
    }
    assert all(error.message.endswith(".") and len(error.message) > 10 for error in parsed.errors)


def test_semicolon_files_and_quoted_newlines_keep_their_line_numbers() -> None:
    text = (
        "reference;name;street;postal_code;city;country\n"
        'B1;"Jan\nJansen";Dorpsstraat 1;1234 AB;Utrecht;NL\n'
        "B2;Jan;Dorpsstraat 1;1234;Gent;XX1\n"
    )
    parsed = parse_orders_csv(text)
    assert [order.reference for order in parsed.orders] == ["B1"]
    assert [(error.line, error.field) for error in parsed.errors] == [(4, "country")]


def test_a_missing_header_column_is_reported_once() -> None:
    parsed = parse_orders_csv("reference,name,street,city,country\nA,B,C,D,NL\n")
    assert parsed.orders == [] and [(e.line, e.field) for e in parsed.errors] == [(1, "header")]
    assert "postal_code" in parsed.errors[0].message


def test_json_errors_name_the_order_number() -> None:
    parsed = parse_orders_json(
        '{"orders": [{"reference": "J1", "recipient": {"name": "A", "street": "Kerkstraat 1", "postal_code": "1017 GD",'
        ' "city": "Amsterdam", "country": "NL"}, "package_type": "mailbox"}, 5, {"reference": "J3"},'
        ' {"reference": "J4", "recipient": {"name": "A", "street": "S 1", "postal_code": "1017 GD", "city": "A",'
        ' "country": "NL"}, "delivery_selection": {"carrier": "postnl"}}]}'
    )
    assert [order.reference for order in parsed.orders] == ["J1"]
    assert parsed.orders[0].options.package_type is PackageType.MAILBOX
    assert parsed.orders[0].options.delivery_type is DeliveryType.STANDARD
    assert {error.line for error in parsed.errors} == {2, 3, 4}
    assert parse_orders_json("not json").errors[0].field == "file"


def test_an_unreadable_file_is_a_row_error_not_a_crash(tmp_path: Path) -> None:
    assert read_order_file(tmp_path / "missing.csv").errors[0].field == "file"
    latin = tmp_path / "latin.csv"
    latin.write_bytes((HEADER + "C1,Zo\xeb,Straat 1,1234 AB,Utrecht,NL,,,,,,,,,\n").encode("cp1252"))
    assert read_order_file(latin).orders[0].recipient.name == "Zoë"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text())
def test_the_csv_importer_never_raises_on_arbitrary_text(text: str) -> None:
    parse_orders_csv(text)
    parse_orders_csv(HEADER + text)


CSV_CELL = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=12)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.lists(CSV_CELL, min_size=0, max_size=17), max_size=6), st.sampled_from([",", ";"]))
def test_the_csv_importer_accounts_for_every_row(rows: list[list[str]], delimiter: str) -> None:
    import csv
    import io

    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=delimiter)
    writer.writerow(HEADER.strip().split(","))
    writer.writerows(rows)
    parsed = parse_orders_csv(buffer.getvalue().replace(",", delimiter) if delimiter == "," else buffer.getvalue())
    # Every order comes from a row; no reference is imported twice.
    references = [order.reference for order in parsed.orders]
    assert len(references) == len(set(references))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.text()
    | st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
        lambda children: (
            st.lists(children, max_size=4)
            | st.dictionaries(
                st.sampled_from(
                    [
                        "orders",
                        "reference",
                        "recipient",
                        "name",
                        "street",
                        "postal_code",
                        "city",
                        "country",
                        "options",
                        "lines",
                        "insurance",
                        "delivery_selection",
                        "carrier",
                        "quantity",
                        "sku",
                    ]
                ),
                children,
                max_size=6,
            )
        ),
        max_leaves=25,
    ).map(lambda value: __import__("json").dumps(value))
)
def test_the_json_importer_never_raises_on_arbitrary_text(text: str) -> None:
    parse_orders_json(text)
