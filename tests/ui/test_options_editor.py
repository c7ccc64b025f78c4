"""The options editor offers exactly what station.domain allows and marks violations on the right field."""

from __future__ import annotations

from PySide6.QtCore import Qt

from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption
from station.domain.models import Address, ShipmentDraft, ShipmentOptions
from station.domain.validation import allowed_options, validate_shipment
from station.ui.options_editor import OptionsEditor

O = ShipmentOption


def visible_options(editor: OptionsEditor) -> set[ShipmentOption]:
    return {option for option, box in editor.option_boxes.items() if not box.isHidden()}


def pick(box, value) -> None:  # type: ignore[no-untyped-def]
    assert box.select(value), value


def test_offers_per_carrier_package_delivery_and_country_what_the_domain_allows(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = OptionsEditor()
    qtbot.addWidget(editor)
    for carrier in Carrier:
        pick(editor.carrier_box, carrier)
        for country in ("NL", "BE"):
            editor.set_country(country)
            for package_index in range(editor.package_box.count()):
                editor.package_box.setCurrentIndex(package_index)
                package_type = editor.package_type()
                for delivery_index in range(editor.delivery_box.count()):
                    editor.delivery_box.setCurrentIndex(delivery_index)
                    delivery_type = editor.delivery_type()
                    allowed = allowed_options(carrier, package_type, delivery_type, country)
                    assert visible_options(editor) == allowed - {O.INSURANCE}, (
                        carrier,
                        country,
                        package_type,
                        delivery_type,
                    )
                    assert (not editor.insurance_box.isHidden()) == (O.INSURANCE in allowed)


def test_mailbox_is_not_offered_to_belgium_and_dpd_has_no_options(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = OptionsEditor()
    qtbot.addWidget(editor)
    pick(editor.carrier_box, Carrier.POSTNL)
    assert PackageType.MAILBOX in editor.package_box.values()
    editor.set_country("BE")
    assert PackageType.MAILBOX not in editor.package_box.values()
    pick(editor.carrier_box, Carrier.DPD)
    assert visible_options(editor) == set()
    assert editor.insurance_box.isHidden()


def test_ticking_an_option_ticks_what_it_needs_and_unticks_what_it_excludes(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = OptionsEditor()
    qtbot.addWidget(editor)
    pick(editor.carrier_box, Carrier.POSTNL)
    editor.option_boxes[O.AGE_CHECK].setChecked(True)
    assert editor.options().flags == {O.AGE_CHECK, O.SIGNATURE, O.ONLY_RECIPIENT}
    with qtbot.waitSignal(editor.changed):
        editor.option_boxes[O.RECEIPT_CODE].setChecked(True)
    options = editor.options()
    assert O.SIGNATURE not in options.flags and O.RECEIPT_CODE in options.flags
    assert options.insurance > 0  # postnl: receipt_code requires insurance
    draft = ShipmentDraft(
        Carrier.POSTNL,
        "R1",
        Address("A", "Kade 1", "1015CC", "Amsterdam", "NL"),
        options=ShipmentOptions(flags=options.flags - {O.AGE_CHECK, O.ONLY_RECIPIENT}, insurance=options.insurance),
    )
    assert validate_shipment(draft) == []


def test_an_option_the_carrier_refuses_stays_visible_and_is_marked(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = OptionsEditor()
    qtbot.addWidget(editor)
    editor.set_values(Carrier.DPD, ShipmentOptions(flags=frozenset({O.SIGNATURE})))
    assert visible_options(editor) == {O.SIGNATURE}
    assert editor.options().flags == {O.SIGNATURE}
    draft = ShipmentDraft(Carrier.DPD, "R1", Address("A", "Kade 1", "1015CC", "Amsterdam", "NL"), editor.options())
    violations = validate_shipment(draft)
    assert [v.field for v in violations] == ["options.signature"]
    rest = editor.show_violations(violations)
    assert rest == []
    assert violations[0].message in editor.option_boxes[O.SIGNATURE].toolTip()
    assert "b00020" in editor.option_boxes[O.SIGNATURE].styleSheet()
    # Unticking it hides it (no longer offered) and the draft becomes valid.
    editor.option_boxes[O.SIGNATURE].setChecked(False)
    assert visible_options(editor) == set()
    assert editor.show_violations([]) == []
    assert editor.option_boxes[O.SIGNATURE].styleSheet() == ""


def test_pickup_shows_the_pickup_row_and_limits_options(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = OptionsEditor()
    qtbot.addWidget(editor)
    editor.show()
    pick(editor.carrier_box, Carrier.POSTNL)
    assert editor.pickup_label.isHidden()
    pick(editor.delivery_box, DeliveryType.PICKUP)
    assert not editor.pickup_label.isHidden()
    assert visible_options(editor) == {O.SIGNATURE, O.AGE_CHECK, O.LARGE_FORMAT}
    assert editor.pickup_location() is None
    clicked = []
    editor.delivery_options_requested.connect(lambda: clicked.append(True))
    qtbot.mouseClick(editor.delivery_options_button, Qt.MouseButton.LeftButton)
    assert clicked == [True]
