"""Issue 26 points 1 and 2: sandbox labels of every carrier, rendered by Station for a thermal head, sent raw to a
virtual printer (a loopback listener for port 9100, a CUPS raw queue writing to a file), read back into the printed
label and decoded with zxing-cpp; and the PDF path's output seen at 203 dpi one bit."""

from __future__ import annotations

import io
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import zxingcpp
from PIL import Image

from station.domain.enums import LabelFormat
from station.printers.base import LabelMedia, PrinterKind, PrinterProfile, PrintJobState, ThermalResolution
from station.printers.qt_printer import QtLabelPrinter
from station.printers.thermal import ThermalLabelPrinter
from station.sandbox import accounts
from station.sandbox.server import SandboxServer
from tests.helpers.sandbox import basic, client_for, shipment_body
from tests.printers.virtual_label_printer import PrintedLabel, VirtualLabelPrinter, printed_labels

# Every carrier a demo account may ship with, and the account that may (sandbox capabilities).
CARRIERS: dict[str, tuple[str, dict[str, Any]]] = {
    "postnl": (accounts.API_KEY_NL, {}),
    "dhlforyou": (accounts.API_KEY_NL, {}),
    "upsstandard": (accounts.API_KEY_NL, {}),
    "gls": (accounts.API_KEY_NL, {}),
    "dpd": (accounts.API_KEY_NL, {"options": {"package_type": "package", "delivery_type": "standard"}}),
    "bpost": (
        accounts.API_KEY_BE,
        {
            "recipient": {
                "name": "M. Peeters",
                "street": "Rue Neuve 1",
                "postal_code": "1000",
                "city": "Brussel",
                "country": "BE",
                "email": "",
                "phone": "",
            },
            "options": {"package_type": "package", "delivery_type": "standard"},
        },
    ),
}


def code128(image: Image.Image) -> list[str]:
    return [result.text for result in zxingcpp.read_barcodes(image) if result.format == zxingcpp.BarcodeFormat.Code128]


@pytest.fixture(scope="module")
def carrier_labels(_sandbox_server: SandboxServer) -> dict[str, tuple[str, bytes]]:
    """carrier → (barcode, label PDF) fetched from the sandbox over its socket."""
    labels: dict[str, tuple[str, bytes]] = {}
    for carrier, (key, overrides) in CARRIERS.items():
        with client_for(_sandbox_server, basic(key)) as client:
            response = client.post(
                "/shipments", json=shipment_body(carrier=carrier, reference=f"ZPL-{carrier}", **overrides)
            )
            assert response.status_code == 201, response.text
            shipment = response.json()
            pdf = client.get(f"/shipment_labels/{shipment['id']}")
            assert pdf.status_code == 200
            labels[carrier] = (shipment["barcode"], pdf.content)
    return labels


@pytest.fixture
def virtual_printer() -> Iterator[VirtualLabelPrinter]:
    printer = VirtualLabelPrinter()
    yield printer
    printer.close()


def thermal_profile(printer: VirtualLabelPrinter, **settings: Any) -> PrinterProfile:
    return PrinterProfile(
        "Zebra", LabelFormat.A6, kind=PrinterKind.THERMAL, network_address=printer.address, **settings
    )


@pytest.mark.parametrize("rotation", [0, 180])
@pytest.mark.parametrize("media", [LabelMedia.A6, LabelMedia.INCH_4X6])
@pytest.mark.parametrize("resolution", [ThermalResolution.DPI_203, ThermalResolution.DPI_300])
def test_every_carriers_label_scans_as_printed_by_a_zpl_printer(
    carrier_labels: dict[str, tuple[str, bytes]],
    virtual_printer: VirtualLabelPrinter,
    run_async: Callable[..., Any],
    resolution: ThermalResolution,
    media: LabelMedia,
    rotation: int,
) -> None:
    profile = thermal_profile(virtual_printer, resolution=resolution, media=media, rotation=rotation)
    head_width = min(int(media.size_mm[0] * resolution.dots_per_mm), resolution.head_width_dots)
    for carrier, (barcode, pdf) in carrier_labels.items():
        outcome = run_async(ThermalLabelPrinter().print_pdf(pdf, profile, f"ZPL-{carrier}"))
        assert outcome.state is PrintJobState.SENT, outcome.detail
        (label,) = printed_labels(virtual_printer.jobs[-1])
        assert label.image.size == (head_width, int(media.size_mm[1] * resolution.dots_per_mm))
        assert label.orientation == ("I" if rotation == 180 else "N")
        assert code128(label.image) == [barcode], carrier


def bar_widths(label: PrintedLabel, barcode_row: int) -> list[int]:
    """The run lengths of black along one row through the bars of the graphic field."""
    row = [label.graphic.getpixel((x, barcode_row)) for x in range(label.graphic.width)]
    runs: list[int] = []
    previous, length = None, 0
    for pixel in row:
        if pixel == previous:
            length += 1
            continue
        if previous == 0:
            runs.append(length)
        previous, length = pixel, 1
    return runs


@pytest.mark.parametrize("resolution", [ThermalResolution.DPI_203, ThermalResolution.DPI_300])
def test_every_bar_is_a_whole_number_of_modules_on_the_dot_grid(
    carrier_labels: dict[str, tuple[str, bytes]],
    virtual_printer: VirtualLabelPrinter,
    run_async: Callable[..., Any],
    resolution: ThermalResolution,
) -> None:
    """The sandbox's 0.5 mm module is 4 dots at 8 dots/mm and 6 at 12: every bar a multiple of it, not a dot short."""
    barcode, pdf = carrier_labels["postnl"]
    profile = thermal_profile(virtual_printer, resolution=resolution, media=LabelMedia.INCH_4X6)
    run_async(ThermalLabelPrinter().print_pdf(pdf, profile, "grid"))
    (label,) = printed_labels(virtual_printer.jobs[-1])
    module = resolution.dots_per_mm // 2
    # The bars sit 25–45 mm above the label's foot (the sandbox's barcode block); read a row in their middle.
    widths = bar_widths(label, label.graphic.height - 30 * resolution.dots_per_mm)
    assert len(widths) >= 20, widths
    assert {width % module for width in widths} == {0}, widths
    assert code128(label.image) == [barcode]


def test_darkness_goes_in_the_zpl_and_changes_no_dot(
    carrier_labels: dict[str, tuple[str, bytes]],
    virtual_printer: VirtualLabelPrinter,
    run_async: Callable[..., Any],
) -> None:
    barcode, pdf = carrier_labels["gls"]
    printed: dict[int, PrintedLabel] = {}
    for darkness in (0, 15, 30):
        profile = thermal_profile(virtual_printer, darkness=darkness)
        run_async(ThermalLabelPrinter().print_pdf(pdf, profile, f"dark-{darkness}"))
        (printed[darkness],) = printed_labels(virtual_printer.jobs[-1])
        assert virtual_printer.jobs[-1].startswith(f"~SD{darkness:02d}".encode())
        assert printed[darkness].darkness == darkness
        assert code128(printed[darkness].image) == [barcode]
    assert printed[0].image.tobytes() == printed[15].image.tobytes() == printed[30].image.tobytes()


def test_rotation_turns_the_label_half_a_turn_through_the_printer(
    carrier_labels: dict[str, tuple[str, bytes]],
    virtual_printer: VirtualLabelPrinter,
    run_async: Callable[..., Any],
) -> None:
    _, pdf = carrier_labels["dhlforyou"]
    for rotation in (0, 180):
        run_async(ThermalLabelPrinter().print_pdf(pdf, thermal_profile(virtual_printer, rotation=rotation), "turn"))
    upright, turned = (printed_labels(job)[0] for job in virtual_printer.jobs)
    assert upright.graphic.tobytes() == turned.graphic.tobytes()  # the same graphic: the printer does the turning
    assert turned.image.tobytes() == upright.image.transpose(Image.Transpose.ROTATE_180).tobytes()


def test_offsets_move_the_label_home_by_whole_dots(
    carrier_labels: dict[str, tuple[str, bytes]],
    virtual_printer: VirtualLabelPrinter,
    run_async: Callable[..., Any],
) -> None:
    _, pdf = carrier_labels["postnl"]
    run_async(
        ThermalLabelPrinter().print_pdf(pdf, thermal_profile(virtual_printer, offset_x_mm=2, offset_y_mm=1.5), "o")
    )
    assert b"^LH16,12\n" in virtual_printer.jobs[-1]
    run_async(ThermalLabelPrinter().print_pdf(pdf, thermal_profile(virtual_printer, offset_x_mm=-1), "o"))
    job = virtual_printer.jobs[-1]
    assert b"^LH0,0\n" in job and b"^PW832\n" in job
    assert printed_labels(job)[0].graphic.width == 824  # 8 dots of the graphic's left edge cut: it starts 1 mm early


def test_a_label_and_its_return_label_are_two_labels_in_one_job(
    _sandbox_server: SandboxServer,
    virtual_printer: VirtualLabelPrinter,
    run_async: Callable[..., Any],
) -> None:
    with client_for(_sandbox_server, basic(accounts.API_KEY_NL)) as client:
        shipment = client.post(
            "/shipments", json=shipment_body(reference="ZPL-RETURN", options={"return": True})
        ).json()
        pdf = client.get(f"/shipment_labels/{shipment['id']}").content
    outcome = run_async(ThermalLabelPrinter().print_pdf(pdf, thermal_profile(virtual_printer), "ZPL-RETURN"))
    assert outcome.state is PrintJobState.SENT and outcome.detail.startswith("2 labels")
    first, second = printed_labels(virtual_printer.jobs[-1])
    assert code128(first.image) == [shipment["barcode"]]
    (returned,) = code128(second.image)
    assert returned != shipment["barcode"]


def test_zpl_from_the_service_goes_to_the_printer_unchanged(
    virtual_printer: VirtualLabelPrinter,
    run_async: Callable[..., Any],
) -> None:
    zpl = b"^XA^FO50,50^BCN,100,Y,N,N^FD3SDEMO000000042^FS^XZ\n"
    outcome = run_async(ThermalLabelPrinter().print_pdf(zpl, thermal_profile(virtual_printer), "service-zpl"))
    assert outcome.state is PrintJobState.SENT
    assert virtual_printer.jobs == [zpl]


def test_a_label_whose_print_is_wider_than_the_media_is_refused_not_scaled(
    virtual_printer: VirtualLabelPrinter,
    run_async: Callable[..., Any],
) -> None:
    from reportlab.lib.units import mm

    from tests.helpers.label_pdfs import make_label_pdf

    wide = make_label_pdf(["3SWIDE0001"], page_size=(120 * mm, 148 * mm))
    # A frame drawn edge to edge would not fit; the test label's print is narrower, so draw one that is not.
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=(120 * mm, 148 * mm))
    page.rect(2 * mm, 2 * mm, 116 * mm, 144 * mm, stroke=1, fill=0)
    page.save()
    outcome = run_async(ThermalLabelPrinter().print_pdf(buffer.getvalue(), thermal_profile(virtual_printer), "wide"))
    assert outcome.state is PrintJobState.FAILED
    assert "print is 116.2 mm wide and the media only 104.0 mm" in outcome.detail
    assert virtual_printer.jobs == []
    assert (
        run_async(ThermalLabelPrinter().print_pdf(wide, thermal_profile(virtual_printer), "ok")).state
        is PrintJobState.SENT
    )


def test_the_pdf_path_seen_at_203_dpi_one_bit_scans_for_every_carrier(
    carrier_labels: dict[str, tuple[str, bytes]],
    tmp_path: Path,
    run_async: Callable[..., Any],
) -> None:
    """What the office-printer path hands a driver (QPrinter's output), rasterised as a 203 dpi head would: grey at
    203 dpi, thresholded at half without dithering."""
    profile = PrinterProfile("Labels", LabelFormat.A6, scale_to_fit=False)
    for carrier, (barcode, pdf) in carrier_labels.items():
        output = tmp_path / f"{carrier}.pdf"
        outcome = run_async(QtLabelPrinter(pdf_output=output).print_pdf(pdf, profile, carrier))
        assert outcome.state is PrintJobState.SENT
        png = subprocess.run(
            ["pdftoppm", "-r", "203", "-gray", "-png", "-singlefile", "-f", "1", "-l", "1", str(output)],
            capture_output=True,
            check=True,
            timeout=60,
        ).stdout
        one_bit = Image.open(io.BytesIO(png)).convert("L").point(lambda value: 0 if value < 128 else 255)
        assert code128(one_bit) == [barcode], carrier


@pytest.mark.parametrize("media", list(LabelMedia))
def test_the_test_page_prints_on_every_roll_its_crosshairs_cut_at_the_edges(
    virtual_printer: VirtualLabelPrinter,
    run_async: Callable[..., Any],
    media: LabelMedia,
) -> None:
    from station.printers.routing import ProfilePrinter

    outcome = run_async(ProfilePrinter().print_test_page(thermal_profile(virtual_printer, media=media)))
    assert outcome.state is PrintJobState.SENT, outcome.detail
    (label,) = printed_labels(virtual_printer.jobs[-1])
    width = min(int(media.size_mm[0] * 8), 832)
    assert label.image.size == (width, int(media.size_mm[1] * 8))
    # The frame 2 mm inside the label's edge is there, centred: dark columns near both sides.
    row = [label.image.getpixel((x, label.image.height // 3)) for x in range(width)]
    dark = [x for x, value in enumerate(row) if value < 128]
    assert dark and dark[0] < 4 * 8 and dark[-1] > width - 4 * 8
