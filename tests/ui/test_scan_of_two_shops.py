"""At the packing table: a scanned order number that two shops' orders have is not guessed. The error area says
which shops have it and nothing is selected or shipped; with one shop chosen in the queue's shop list, the same scan
takes that shop's order."""

from __future__ import annotations

from pathlib import Path

from tests.helpers.at_the_table import scan
from tests.helpers.sandbox import shipments_at

HEADER = "reference,name,street,postal_code,city,country,carrier,package_type,delivery_type,options,weight_grams,shop\n"
TWO_SHOPS = HEADER + (
    "WEB-1001,Lotte Peeters,Meir 10,2000,Antwerpen,BE,dpd,package,standard,,1200,Demo BE\n"
    "WEB-1001,Eva Smit,Coolsingel 4,3011 AD,Rotterdam,NL,postnl,package,standard,,700,Demo NL\n"
    "WEB-1002,Daan Bakker,Damrak 2,1012 LG,Amsterdam,NL,postnl,package,standard,,900,Demo NL\n"
)


def test_a_scan_of_two_shops_number_asks_for_the_shop_and_the_shop_list_answers(  # type: ignore[no-untyped-def]
    window, qtbot, sandbox, tmp_path: Path
) -> None:
    path = tmp_path / "two-shops.csv"
    path.write_text(TWO_SHOPS, encoding="utf-8")
    window.queue_actions.import_orders(str(path))
    qtbot.waitUntil(lambda: window.queue.model.total_count == 3 and not window.tasks.running, timeout=20_000)
    window.queue.select_key("import:WEB-1002")
    window.scan_to_print.setChecked(True)

    scan(qtbot, window, "WEB-1001")
    qtbot.waitUntil(lambda: bool(window.error_panel.shown) and not window.tasks.running, timeout=20_000)
    shown = window.error_panel.shown[0]
    assert shown.title == "Order of several shops"
    assert shown.text == "'WEB-1001' is an order of several shops: 'Demo BE', 'Demo NL'. Nothing was done."
    assert "shop list" in shown.advice
    assert window.queue.current_order().key == "import:WEB-1002"  # nothing else selected
    assert shipments_at(sandbox.base_url, "WEB-1001", key="sandbox-be") == []
    assert shipments_at(sandbox.base_url, "WEB-1001", key="sandbox-nl") == []

    window.scan_to_print.setChecked(False)
    window.queue.shop_filter.choose("Demo NL")
    scan(qtbot, window, "WEB-1001")
    qtbot.waitUntil(
        lambda: window.queue.current_order().key == "import@Demo NL:WEB-1001" and not window.tasks.running,
        timeout=20_000,
    )
    assert window.error_panel.shown == []  # the scan's error went away with its good scan
