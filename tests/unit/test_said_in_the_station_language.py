"""Texts a review found still in English in Dutch and French (issue 15): the delivery choice's problems, the test
page's label roll, the operator log's CSV (its plurals too), each said in the station's language."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path

import pytest

ENGLISH_GB = "en_GB"


@pytest.fixture
def speaking(qapp) -> Iterator[Callable[[str], None]]:  # type: ignore[no-untyped-def]
    """Switches Station's language for a test, and back to English after it."""
    from PySide6.QtCore import QLocale

    from station.ui.language import language_switch

    yield lambda name: language_switch().apply(QLocale(name))
    language_switch().apply(QLocale(ENGLISH_GB))


def _selection_problems(payload: dict[str, object]) -> list[str]:
    from station.domain.selection import SelectionError, parse_delivery_selection

    with pytest.raises(SelectionError) as caught:
        parse_delivery_selection(payload)
    return caught.value.problems


def test_a_delivery_choices_problems_are_said_in_dutch_and_french(speaking: Callable[[str], None]) -> None:
    from station.domain.text import message_of
    from station.translation import translated

    problems = _selection_problems(
        {
            "carrier": "royalmail",
            "date": "2025-04-23",
            "deliveryType": "standard",
            "isPickup": True,
            "packageType": "package",
            "shipmentOptions": {"insurance": True},
            "price": 100,
        }
    )
    assert problems == [
        "unknown fields: price",
        "carrier 'royalmail' is not a known carrier slug",
        "date '2025-04-23' is not a date of the form YYYY-MM-DD HH:MM:SS.ffffff",
        "shipmentOptions cannot hold insurance; it is an amount, not a choice",
        "isPickup is true but pickupLocation is missing",
        "isPickup is true but deliveryType is 'standard'",
    ]
    speaking("fr_BE")
    assert [translated(problem) for problem in problems] == [
        "champs inconnus : price",
        "carrier 'royalmail' n'est pas un transporteur connu (slug)",
        "date '2025-04-23' n'est pas une date de la forme AAAA-MM-JJ HH:MM:SS.ffffff",
        "shipmentOptions ne peut pas contenir l'assurance ; c'est un montant, pas un choix",
        "isPickup vaut true mais pickupLocation manque",
        "isPickup vaut true mais deliveryType vaut 'standard'",
    ]
    speaking("nl_NL")
    not_an_object = _selection_problems([])  # type: ignore[arg-type]  # what a broken widget may send
    assert translated(not_an_object[0]) == "de bezorgkeuze is geen object"
    with pytest.raises(ValueError) as raised:  # the error area shows the exception's message: all of it translated
        from station.domain.selection import parse_delivery_selection

        parse_delivery_selection({"isPickup": "yes", "carrier": "postnl"})
    said = translated(message_of(raised.value))
    assert said.startswith("date None is geen datum in de vorm JJJJ-MM-DD") and "isPickup moet true of false" in said


@pytest.mark.parametrize(
    ("language", "roll"),
    [("nl_NL", "4 × 6 inch (102 × 152 mm)"), ("fr_BE", "4 × 6 pouces (102 × 152 mm)"), ("en_GB", "4 × 6 in")],
)
def test_the_test_pages_label_roll_is_named_in_the_station_language(
    speaking: Callable[[str], None], language: str, roll: str
) -> None:
    from station.domain.enums import LabelFormat
    from station.printers.base import LabelMedia, PrinterKind, PrinterProfile
    from station.printers.qt_printer import calibration_page_lines

    profile = PrinterProfile(
        "Zebra", LabelFormat.A6, kind=PrinterKind.THERMAL, media=LabelMedia.INCH_4X6, network_address="10.0.0.9"
    )
    speaking(language)
    settings = calibration_page_lines(profile)[1]
    assert settings.startswith(f"Zebra · {roll}"), settings


def _exported(store_path: Path, say: Callable[[str], str], action_words: Callable[[str], str]) -> list[list[str]]:
    from station.services.operator_log import OperatorLogService
    from station.store.store import Store

    store = Store.open(store_path)
    try:
        target = store_path.with_suffix(".csv")
        OperatorLogService(store).export_csv(date.today(), target, say, action_words)
    finally:
        store.close()
    return list(csv.reader(io.StringIO(target.read_text(encoding="utf-8"))))


def test_the_operator_log_csv_says_what_the_window_says_plurals_included(
    speaking: Callable[[str], None], tmp_path: Path
) -> None:
    from station.domain.text import QT_TRANSLATE_NOOP
    from station.store.store import Store
    from station.translation import translated
    from station.ui.order_view import action_words

    store = Store.open(tmp_path / "s.sqlite3")
    store.log.add("contents verified", None, QT_TRANSLATE_NOOP("OperatorLog", "%n items scanned", "", 1))
    store.log.add("item refused", None, QT_TRANSLATE_NOOP("OperatorLog", "not on the order: {code}").format(code="8"))
    store.close()

    speaking(ENGLISH_GB)  # English says the singular too, as the window does
    english = _exported(tmp_path / "s.sqlite3", translated, action_words)
    assert english[0] == ["time", "operator", "action", "order", "detail"]
    assert [row[2:] for row in english[1:]] == [
        ["contents verified", "", "1 item scanned"],
        ["item refused", "", "not on the order: 8"],
    ]
    speaking("nl_NL")
    dutch = _exported(tmp_path / "s.sqlite3", translated, action_words)
    assert dutch[0] == ["tijd", "medewerker", "handeling", "bestelling", "details"]
    assert [row[4] for row in dutch[1:]] == ["1 artikel gescand", "hoort niet bij de bestelling: 8"]
    assert all("verified" not in cell for row in dutch for cell in row)
    speaking("fr_BE")
    french = _exported(tmp_path / "s.sqlite3", translated, action_words)
    assert french[0] == ["heure", "opérateur", "action", "commande", "détail"]
    assert [row[4] for row in french[1:]] == ["1 article scanné", "ne fait pas partie de la commande : 8"]


def test_a_weekday_in_a_sentence_is_named_by_the_spoken_locale_also_read_back_from_the_store(
    speaking: Callable[[str], None],
) -> None:
    from station.domain.text import QT_TRANSLATE_NOOP, Weekday
    from station.store.codec import stored_text, text_from_store
    from station.translation import translated

    said = QT_TRANSLATE_NOOP("ShopDelivery", "Choose at least one day on which the parcels go to the carrier.")
    sentence = QT_TRANSLATE_NOOP("", "{weekday}: {said}").format(weekday=Weekday(7), said=said)
    assert sentence == "Sunday: Choose at least one day on which the parcels go to the carrier."
    back = text_from_store(stored_text(sentence))
    speaking("fr_BE")
    assert translated(back).startswith("dimanche: Choisissez au moins un jour")
    speaking("nl_NL")
    assert translated(back).startswith("zondag: Kies minstens één dag")
    with pytest.raises(ValueError):
        Weekday(0)


def test_the_scales_mailbox_suggestion_is_said_in_the_station_language(speaking: Callable[[str], None]) -> None:
    from station.domain.enums import Carrier, PackageType
    from station.domain.weighing import suggest_package
    from station.translation import translated

    suggestion = suggest_package(Carrier.POSTNL, "NL", 1234, PackageType.PACKAGE, has_options=False)
    assert suggestion is not None
    speaking("nl_NL")
    assert translated(suggestion.reason) == (
        "1234 g past in een brievenbuspakje (tot 2 kg, hoogstens 2 cm dik): goedkoper dan een pakket"
    )
    speaking("fr_BE")
    assert translated(suggestion.reason).startswith("1234 g tient dans un colis boîte aux lettres")


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("nl_NL", "1 had al een zending, 2 al geprint, 1 overgeslagen"),
        ("fr_BE", "1 avait déjà un envoi, 2 déjà imprimées, 1 ignorée"),
        (ENGLISH_GB, "1 already had a shipment, 2 already printed, 1 skipped"),
    ],
)
def test_a_batchs_summary_counts_each_with_its_own_plural(
    qtbot, speaking: Callable[[str], None], language: str, said: str
) -> None:  # type: ignore[no-untyped-def]
    from station.services.batch import BatchSkip, BatchSummary
    from station.ui.batch_panel import BatchPanel

    speaking(language)
    panel = BatchPanel()
    qtbot.addWidget(panel)
    skipped = BatchSkip("import:WEB-1", "WEB-1", "-")
    summary = BatchSummary(total=3, already_created=1, already_printed=2, skipped=[skipped])
    assert said in panel._summary_text(summary)


def test_the_test_pages_advice_is_one_sentence_over_two_lines(speaking: Callable[[str], None]) -> None:
    from station.domain.enums import LabelFormat
    from station.printers.base import PrinterProfile
    from station.printers.qt_printer import calibration_page_lines

    speaking("nl_BE")
    assert calibration_page_lines(PrinterProfile("Kantoor", LabelFormat.A4))[-2:] == [
        "Staat het 3 mm van de linkerrand, vul dan verschuiving",
        "x -1 mm in; 1 mm van de bovenkant: y +1 mm.",
    ]


def test_what_a_scale_says_of_itself_is_said_in_the_station_language(speaking: Callable[[str], None]) -> None:
    from station.scales.readings import parse_hid_report, parse_serial_line
    from station.translation import translated

    overloaded, under_zero = parse_serial_line("OL,GS,+99.999kg"), parse_hid_report([3, 5, 2, 0, 0, 0])
    garbage = parse_serial_line("xx12g")
    assert (overloaded.detail, under_zero.detail) == ("the scale is overloaded", "the scale is under zero")
    speaking("nl_NL")
    assert translated(overloaded.detail) == "de weegschaal is overbelast"
    assert translated(garbage.detail) == "onleesbare weegschaalgegevens 'xx12g'"
    speaking("fr_BE")
    assert translated(under_zero.detail) == "la balance est sous zéro"


def test_a_batchs_print_failures_are_said_in_the_station_language(speaking: Callable[[str], None]) -> None:
    from station.services.batch import UNKNOWN_EARLIER_PRINT
    from station.services.errors import PrintNeedsConfirmation, describe
    from station.translation import translated

    said = describe(PrintNeedsConfirmation(UNKNOWN_EARLIER_PRINT))
    speaking("nl_NL")
    assert translated(said.text) == (
        "Van een eerdere afdruk van dit verzendlabel is niet bekend of die gelukt is; bevestig dat eerst."
    )
    speaking("fr_BE")
    assert translated(said.text).startswith("Le résultat d'une impression précédente de cette étiquette est inconnu")


def test_a_network_printer_without_an_address_is_refused_in_the_station_language(
    speaking: Callable[[str], None],
) -> None:
    from station.domain.text import message_of
    from station.printers.network_address import InvalidAddress, parse_network_address
    from station.translation import translated

    with pytest.raises(InvalidAddress) as refused:
        parse_network_address("  ")
    speaking("fr_BE")
    assert (
        translated(message_of(refused.value))
        == "une imprimante réseau a besoin d'une adresse, par exemple 192.168.1.50"
    )
