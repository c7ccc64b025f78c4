"""The translation catalogues are complete and current: every text of the source is in station_nl.ts and
station_fr.ts, translated (no unfinished or obsolete entry), with the same placeholders, and each .qm is built from
its .ts. Adding or changing a text without translating it fails here; `python scripts/translations.py` updates."""

from __future__ import annotations

import re
import runpy
import shutil
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOL = runpy.run_path(str(ROOT / "scripts" / "translations.py"))
# Dutch and French in full; English (the source) for its singulars only.
LANGUAGES: tuple[str, ...] = TOOL["LANGUAGES"] + TOOL["PLURAL_ONLY"]
# `{name}` (str.format), `%s` / `%d` / `%1` (printf and Qt's arg), `%n` / `%Ln` (Qt's numerus).
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}|%L?n|%[sd]|%\d")
ENTITY = re.compile(r"&[a-z]+;")
# Texts shown in menus, where every single & is a mnemonic (a button's or tab's text has one in its source).
MENU_CONTEXTS = frozenset({"Shortcuts", "WindowMenus", "LanguageMenu", "ScannerHelp"})


def _ampersands(text: str) -> int:
    """Single `&`s: a keyboard mnemonic in a button, tab or menu ("&&" is a literal "&", "&amp;" rich text's)."""
    return ENTITY.sub("", text).replace("&&", "").count("&")


def _messages(ts_file: Path) -> Iterator[tuple[str, ET.Element]]:
    for context in ET.parse(ts_file).getroot().iter("context"):
        for message in context.findall("message"):
            yield context.findtext("name") or "", message


@pytest.fixture(scope="module")
def extracted() -> Iterator[dict[str, Path]]:
    """Each catalogue after extracting the source again over a copy of it (nothing dropped)."""
    with tempfile.TemporaryDirectory() as scratch:
        copies = {language: Path(shutil.copy(TOOL["ts_path"](language), Path(scratch))) for language in LANGUAGES}
        TOOL["extract"]([copies[language] for language in TOOL["LANGUAGES"]], drop_obsolete=False)
        TOOL["extract"]([copies[language] for language in TOOL["PLURAL_ONLY"]], drop_obsolete=False, plural_only=True)
        yield copies


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_is_translated_and_none_is_obsolete(extracted: dict[str, Path], language: str) -> None:
    problems = []
    for context, message in _messages(extracted[language]):
        state = message.find("translation").get("type")  # type: ignore[union-attr]
        if state is not None:
            problems.append(f"{state}: [{context}] {message.findtext('source')!r}")
    assert not problems, (
        f"station_{language}.ts is behind the source; run python scripts/translations.py and "
        "translate:\n" + "\n".join(problems)
    )
    assert extracted[language].read_bytes() == TOOL["ts_path"](language).read_bytes(), (
        f"station_{language}.ts is not as pyside6-lupdate writes it: run python scripts/translations.py"
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_every_placeholder(language: str) -> None:
    problems = []
    for context, message in _messages(TOOL["ts_path"](language)):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = [form.text or "" for form in translation.findall("numerusform")] or [translation.text or ""]
        expected = sorted(PLACEHOLDER.findall(source))
        for form in forms:
            if not form.strip():
                problems.append(f"empty: [{context}] {source!r}")
            elif sorted(PLACEHOLDER.findall(form)) != expected:
                problems.append(f"[{context}] {source!r} → {form!r}")
            elif (_ampersands(source) or context in MENU_CONTEXTS) and _ampersands(form) != _ampersands(source):
                problems.append(f"[{context}] {source!r} → {form!r}: a single & is a mnemonic there; write && for &")
    assert not problems, "translations that lose or add a placeholder or a mnemonic:\n" + "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_compiled_catalogue_is_built_from_its_ts(language: str, tmp_path: Path) -> None:
    rebuilt = tmp_path / f"station_{language}.qm"
    TOOL["compile_catalogue"](TOOL["ts_path"](language), rebuilt)
    assert rebuilt.read_bytes() == TOOL["qm_path"](language).read_bytes(), (
        f"station_{language}.qm is stale: run python scripts/translations.py"
    )


@pytest.fixture
def speaking(qapp) -> Iterator[Callable[[str], None]]:  # type: ignore[no-untyped-def]
    """Switches Station's language for a test, and back to English after it."""
    from PySide6.QtCore import QLocale

    from station.ui.language import language_switch

    yield lambda name: language_switch().apply(QLocale(name))
    language_switch().apply(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))


def test_a_domain_text_about_a_number_takes_the_languages_plural_form(speaking: Callable[[str], None]) -> None:
    from station.domain.text import QT_TRANSLATE_NOOP
    from station.translation import translated

    def labels(count: int) -> str:
        return QT_TRANSLATE_NOOP("LabelPrinter", "%n labels, {size} bytes of ZPL", "", count).format(size=90)

    assert str(labels(3)) == "3 labels, 90 bytes of ZPL"  # the log's English
    speaking("nl_NL")
    assert [translated(labels(1)), translated(labels(3))] == ["1 label, 90 bytes ZPL", "3 labels, 90 bytes ZPL"]
    speaking("fr_BE")
    assert [translated(labels(1)), translated(labels(2))] == [
        "1 étiquette, 90 octets de ZPL",
        "2 étiquettes, 90 octets de ZPL",
    ]


def test_a_day_in_a_domain_text_is_written_in_the_spoken_language(speaking: Callable[[str], None]) -> None:
    from datetime import date

    from station.domain.drop_off_settings import DropOffSettings
    from station.domain.shop_delivery import closed_day_problem
    from station.translation import translated

    problem = closed_day_problem(date(2025, 6, 17), DropOffSettings(closed_days=frozenset({date(2025, 6, 17)})))
    assert problem == "The shop is closed on Tuesday 17 June 2025: choose another day."
    speaking("nl_BE")
    assert translated(problem) == "De winkel is gesloten op dinsdag 17 juni 2025: kies een andere dag."
    speaking("fr_BE")
    assert translated(problem) == "La boutique est fermée le mardi 17 juin 2025 : choisissez un autre jour."


def _pdf_text(pdf: bytes) -> str:
    import io

    from pypdf import PdfReader

    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


def test_the_handover_list_and_the_packing_slip_print_in_the_station_language(
    speaking: Callable[[str], None],
) -> None:
    from datetime import date

    from reportlab.lib.pagesizes import A6

    from station.domain.day_close import DayClose, DaySummary, Handover, HandoverParcel
    from station.domain.models import Address, OrderLine, Product
    from station.domain.packing_slip import packing_slip
    from station.services.handover_list import handover_pdf
    from station.services.slip_pdf import render_slips
    from station.translation import translated

    day = date(2026, 11, 24)
    parcels = tuple(HandoverParcel(f"WEB-{n}", f"3SABCD00{n}", "1015 CC", 1200) for n in range(3))
    closed = DayClose(day, (Handover("PostNL", parcels),), (), DaySummary(day, {"PostNL": 3}, 3, 0, 0, 0))
    recipient = Address("Sanne de Vries", "Keizersgracht 123", "1015 CJ", "Amsterdam", "NL")
    slip = packing_slip("", "WEB-1", recipient, [OrderLine(2, Product("MUG", "Mok wit", ""))])
    assert slip is not None
    assert "Handover PostNL — Tuesday 24 November 2026" in _pdf_text(handover_pdf(closed))
    speaking("nl_NL")
    handover = _pdf_text(handover_pdf(closed, say=translated))
    assert "Overdrachtslijst PostNL — dinsdag 24 november 2026" in handover
    assert "Aantal: 3 pakketten" in handover and "Naam chauffeur" in handover
    assert "Handover" not in handover and "Driver" not in handover
    assert "1,20 kg" in handover and "3,60 kg" in handover and "1.20" not in handover  # the locale's decimal comma
    dutch_slip = _pdf_text(render_slips([slip], A6, say=translated))
    assert "Pakbon — bestelling WEB-1" in dutch_slip and "2 artikelen in 1 regel" in dutch_slip
    speaking("fr_BE")
    french = _pdf_text(handover_pdf(closed, say=translated))
    assert "Liste de remise PostNL — mardi 24 novembre 2026" in french and "Nombre : 3 colis" in french
    assert "1,20 kg" in french and "3,60 kg de poids connu" in french
    french_slip = _pdf_text(render_slips([slip], A6, say=translated))
    assert "Bordereau d'emballage — commande WEB-1" in french_slip and "2 articles sur 1 ligne" in french_slip


def test_a_status_message_is_said_again_or_cleared_when_the_language_changes(
    qtbot, speaking: Callable[[str], None]
) -> None:  # type: ignore[no-untyped-def]
    from station.services.outbox.texts import NO_PRINTER
    from station.ui.status_bar import StationStatusBar

    status = StationStatusBar()
    qtbot.addWidget(status)
    status.showMessage(NO_PRINTER.format(format="A6"), 60_000)
    speaking("nl_NL")  # the widgets hear of it through posted events
    qtbot.waitUntil(lambda: status.currentMessage() == "Er is geen printer ingesteld voor A6-labels.")
    status.showMessage("Said in Dutch before the switch", 60_000)  # a text the caller translated itself
    speaking("fr_BE")
    qtbot.waitUntil(lambda: status.currentMessage() == "")  # gone rather than in the old language
    status.showMessage(NO_PRINTER.format(format="A4"), 60_000)
    assert status.currentMessage() == "Aucune imprimante n'est configurée pour les étiquettes A4."
    speaking("en_GB")
    qtbot.waitUntil(lambda: status.currentMessage() == "No printer is set up for A4 labels.")


def test_an_operator_log_detail_kept_as_a_text_is_shown_in_the_language_of_the_day(
    speaking: Callable[[str], None],
) -> None:
    from station.domain.text import QT_TRANSLATE_NOOP, joined
    from station.store.codec import stored_text, text_from_store
    from station.translation import translated

    scanned = QT_TRANSLATE_NOOP("OperatorLog", "%n items scanned", "", 4)
    by_eye = QT_TRANSLATE_NOOP("OperatorLog", "%n lines without EAN checked by eye", "", 1)
    kept = stored_text(joined([scanned, by_eye], "; "))
    assert "items scanned" not in kept or kept.startswith("\u2063")  # kept with its source, not as English
    back = text_from_store(kept)
    assert back == "4 items scanned; 1 lines without EAN checked by eye"
    assert text_from_store("wrong_item: 871") == "wrong_item: 871"  # what older versions wrote stays as it is
    speaking("nl_NL")
    assert translated(back) == "4 artikelen gescand; 1 regel zonder EAN op het oog gecontroleerd"
    refused = text_from_store(
        stored_text(QT_TRANSLATE_NOOP("OperatorLog", "not on the order: {code}").format(code="8"))
    )
    speaking("fr_BE")
    assert translated(refused) == "ne fait pas partie de la commande : 8"


def test_english_says_one_thing_in_the_singular(speaking: Callable[[str], None]) -> None:
    from station.domain.text import QT_TRANSLATE_NOOP
    from station.translation import translated

    speaking("en_GB")
    parcels = [translated(QT_TRANSLATE_NOOP("HandoverList", "%n parcels", "", count)) for count in (1, 2)]
    assert parcels == ["1 parcel", "2 parcels"]


def test_the_shop_owners_delivery_day_problems_are_said_in_the_station_language(
    speaking: Callable[[str], None],
) -> None:
    from station.domain.shop_delivery import read_drop_off_config
    from station.translation import translated

    _settings, problems = read_drop_off_config(
        {"dropOffDays": [1, {"day": 3, "cutoffTime": "25:00"}], "deliveryDaysWindow": 30}
    )
    assert [problem.message for problem in problems] == [
        "Wednesday's own cutoff '25:00' is not a time: write it as HH:MM, for example 15:30.",
        "The delivery days offered must be a whole number from 1 to 14, not 30.",
    ]
    speaking("nl_BE")
    assert [translated(problem.message) for problem in problems] == [
        "De eigen sluitingstijd van woensdag ('25:00') is geen tijd: schrijf hem als UU:MM, bijvoorbeeld 15:30.",
        "Het aantal aangeboden bezorgdagen moet een heel getal van 1 tot 14 zijn, niet 30.",
    ]
    speaking("fr_BE")
    assert [translated(problem.message) for problem in problems] == [
        "L'heure limite propre du mercredi ('25:00') n'est pas une heure : écrivez-la sous la forme HH:MM, par "
        "exemple 15:30.",
        "Le nombre de jours de livraison proposés doit être un nombre entier de 1 à 14, pas 30.",
    ]
