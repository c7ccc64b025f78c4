"""LabelPreview: a real label PDF, shown page by page (the return label is page 2), zoom and fit, teardown."""

from __future__ import annotations

from datetime import datetime

import pytest
import zxingcpp
from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from station.domain.enums import Carrier
from station.domain.models import Address
from station.sandbox.labels import LabelData, render_a6
from station.ui.label_preview import LabelPreview


@pytest.fixture(scope="module")
def label_with_return() -> bytes:
    """The sandbox's own A6 label with a return label on page 2 (contract §4)."""
    return render_a6(
        [
            LabelData(
                carrier=Carrier.POSTNL,
                barcode="3SDEMO000000101",
                reference="ORD-0101",
                recipient=Address("J. Jansen", "Keizersgracht 1", "1015 CC", "Amsterdam", "NL"),
                sender=Address("Demo NL Webshop", "Stationsplein 12", "3511 ED", "Utrecht", "NL"),
                has_return=True,
                return_barcode="3SRETN000000101",
                created=datetime(2025, 3, 1, 10, 30),
            )
        ]
    )


@pytest.fixture
def preview(qtbot):  # type: ignore[no-untyped-def]
    widget = LabelPreview()
    qtbot.addWidget(widget)
    widget.resize(520, 760)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    widget.release()


def barcodes_on_screen(preview: LabelPreview) -> list[str]:
    """What a scanner pointed at the screen would read: the view grabbed, flattened, decoded."""
    image = preview.view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB888)
    pil = Image.frombuffer(
        "RGB", (image.width(), image.height()), bytes(image.constBits()), "raw", "RGB", image.bytesPerLine(), 1
    )
    return [result.text for result in zxingcpp.read_barcodes(pil)]


def test_pages_are_navigated_and_titled(qtbot, preview: LabelPreview, label_with_return: bytes) -> None:  # type: ignore[no-untyped-def]
    assert preview.set_pdf(label_with_return, page_titles=("Label", "Return label"))
    assert preview.page_count == 2
    assert preview.page_label.text() == "Label (1 of 2)"
    assert not preview.previous_button.isEnabled() and preview.next_button.isEnabled()
    qtbot.waitUntil(lambda: "3SDEMO000000101" in barcodes_on_screen(preview))

    with qtbot.waitSignal(preview.pageChanged) as changed:
        qtbot.mouseClick(preview.next_button, Qt.MouseButton.LeftButton)
    assert changed.args == [1]
    assert preview.page_label.text() == "Return label (2 of 2)"
    assert preview.previous_button.isEnabled() and not preview.next_button.isEnabled()
    qtbot.waitUntil(lambda: "3SRETN000000101" in barcodes_on_screen(preview))

    qtbot.mouseClick(preview.previous_button, Qt.MouseButton.LeftButton)
    assert preview.current_page == 0


def test_zoom_steps_from_the_fitted_size_and_fit_returns(preview: LabelPreview, label_with_return: bytes) -> None:
    preview.set_pdf(label_with_return)
    assert preview.fit_button.isChecked()
    fitted = preview.view.zoomFactor()
    assert fitted == pytest.approx(preview.fit_factor())
    preview.zoom_in()
    assert not preview.fit_button.isChecked()
    assert preview.view.zoomFactor() == pytest.approx(fitted * 1.25)
    preview.zoom_out()
    preview.zoom_out()
    assert preview.view.zoomFactor() == pytest.approx(fitted / 1.25)
    preview.fit()
    assert preview.fit_button.isChecked() and preview.view.zoomFactor() == pytest.approx(fitted)


@pytest.mark.parametrize("size", [(600, 400), (520, 760), (400, 900)])
def test_fit_shows_the_whole_label_in_a_view_of_any_shape(
    qtbot, preview: LabelPreview, label_with_return: bytes, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    # Issue 13 point 10: "Fit" cut the bottom of the label in a wide, low view (nothing left to scroll = all shown).
    preview.resize(*size)
    preview.set_pdf(label_with_return)
    qtbot.waitUntil(
        lambda: preview.view.verticalScrollBar().maximum() == 0 and preview.view.horizontalScrollBar().maximum() == 0,
        timeout=3000,
    )
    preview.resize(size[0] + 80, size[1] - 120)  # the window resized: it stays fitted
    qtbot.waitUntil(
        lambda: preview.view.verticalScrollBar().maximum() == 0 and preview.view.horizontalScrollBar().maximum() == 0,
        timeout=3000,
    )


def test_scroll_bars_are_fixed(preview: LabelPreview) -> None:
    # As-needed bars with FitInView can busy-loop (PySide6 6.12).
    assert preview.view.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOn
    assert preview.view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOn


def test_damaged_bytes_show_a_reason_not_a_blank(qtbot, preview: LabelPreview) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(preview.loadFailed) as failed:
        assert not preview.set_pdf(b"%PDF-1.7 cut off")
    assert "could not be shown" in failed.args[0]
    assert preview.placeholder.isVisible() and not preview.view.isVisible()
    assert preview.page_count == 0 and not preview.next_button.isEnabled() and not preview.zoom_in_button.isEnabled()


def test_release_detaches_and_a_new_label_still_shows(
    qtbot, qtlog, preview: LabelPreview, label_with_return: bytes
) -> None:  # type: ignore[no-untyped-def]
    preview.set_pdf(label_with_return)
    label_document = preview.view.document()
    preview.release()
    assert preview.view.document() is not label_document and preview.page_count == 0
    assert preview.view.document().pageCount() == 0
    # Issue 13 point 10: releasing (at every quit) says nothing on the console.
    assert [m.message for m in qtlog.records if "QPdf" in m.message] == []
    preview.release()  # twice is fine
    assert preview.set_pdf(label_with_return)
    qtbot.waitUntil(lambda: "3SDEMO000000101" in barcodes_on_screen(preview))
