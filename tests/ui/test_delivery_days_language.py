"""The delivery days dialog in French and Dutch (issue 15): every weekday it names, in its boxes, its note and its
problems, comes from one source (the chosen language's QLocale), and each problem is one whole sentence in that
language, with the capitals where they belong."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from station.ui.delivery_settings import DeliverySettingsDialog
from station.ui.language import language_switch


@pytest.fixture
def english_afterwards(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    language_switch().apply(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))


def _refused(dialog: DeliverySettingsDialog, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog.day_boxes[3].setChecked(True)
    dialog.day_cutoffs[3].setText("25:00")
    dialog.cutoff_edit.setText("5pm")
    dialog.closed_edit.setText("2026-12-24, 24-12-2026")
    before = dialog.status_label.text()
    dialog.save_button.click()
    qtbot.waitUntil(lambda: dialog.status_label.text() != before, timeout=20_000)


def test_the_delivery_days_speak_french_then_dutch_weekdays_from_one_source(  # type: ignore[no-untyped-def]
    window, qtbot, english_afterwards
) -> None:
    language_switch().apply(QLocale("fr_BE"))
    dialog = DeliverySettingsDialog(window.services.shop_delivery, window.tasks)
    qtbot.addWidget(dialog)
    dialog.open()
    assert [box.text() for box in dialog.day_boxes.values()] == [
        "Lundi",
        "Mardi",
        "Mercredi",
        "Jeudi",
        "Vendredi",
        "Samedi",
        "Dimanche",
    ]
    assert "du lundi au vendredi" in dialog.status_label.text()
    _refused(dialog, qtbot)
    assert dialog.problem_labels["dropOffDays"].text() == (
        "L'heure limite propre du mercredi ('25:00') n'est pas une heure : écrivez-la sous la forme HH:MM, par "
        "exemple 15:30."
    )
    assert dialog.problem_labels["cutoffTime"].text() == (
        "L'heure limite '5pm' n'est pas une heure : écrivez-la sous la forme HH:MM, par exemple 15:30."
    )
    assert dialog.problem_labels["closedDays"].text() == (
        "Ce jour de fermeture n'est pas une date : '24-12-2026'. Écrivez-le sous la forme AAAA-MM-JJ, par exemple "
        "2026-12-24."
    )

    # The problems already shown are said again at a switch, the weekday with them.
    language_switch().apply(QLocale("nl_NL"))
    qtbot.waitUntil(lambda: dialog.day_boxes[3].text() == "Woensdag", timeout=10_000)
    assert dialog.problem_labels["dropOffDays"].text() == (
        "De eigen sluitingstijd van woensdag ('25:00') is geen tijd: schrijf hem als UU:MM, bijvoorbeeld 15:30."
    )
    assert dialog.problem_labels["closedDays"].text().startswith("Deze gesloten dag is geen datum: '24-12-2026'.")
    dialog.close()


def test_a_fresh_shop_is_told_the_default_days_in_dutch(window, qtbot, english_afterwards) -> None:  # type: ignore[no-untyped-def]
    language_switch().apply(QLocale("nl_BE"))
    dialog = DeliverySettingsDialog(window.services.shop_delivery, window.tasks)
    qtbot.addWidget(dialog)
    dialog.open()
    assert dialog.status_label.text() == (
        "Nog niet ingesteld voor deze winkel: Station gaat uit van maandag tot en met vrijdag, geen sluitingstijd en "
        "vijf bezorgdagen."
    )
    dialog.close()


def test_saved_values_that_cannot_be_used_are_shown_to_the_owner_in_french(  # type: ignore[no-untyped-def]
    window, qtbot, tmp_path, english_afterwards
) -> None:
    """A settings file edited by hand (or by another version): what cannot be used is left out of the delivery
    options and said where the owner edits the settings, in the station's language."""
    from station.services.shop_delivery import ShopDeliveryService
    from station.store.shop_delivery import ShopDeliveryStore

    store = ShopDeliveryStore(tmp_path / "shop-delivery.json")
    shop = window.services.shop_delivery.shops()[0]
    store.save(shop, {"dropOffDays": [1, 2, {"day": 5, "cutoffTime": "noon"}], "deliveryDaysWindow": 40})
    service = ShopDeliveryService(window.services.account, store)
    language_switch().apply(QLocale("fr_BE"))
    dialog = DeliverySettingsDialog(service, window.tasks)
    qtbot.addWidget(dialog)
    dialog.open()
    assert dialog.status_label.text() == (
        "Les valeurs enregistrées inutilisables sont ignorées (marquées en rouge) : corrigez-les, puis enregistrez."
    )
    assert dialog.problem_labels["dropOffDays"].text().startswith("L'heure limite propre du vendredi ('noon')")
    assert dialog.problem_labels["deliveryDaysWindow"].text() == (
        "Le nombre de jours de livraison proposés doit être un nombre entier de 1 à 14, pas 40."
    )
    dialog.close()
