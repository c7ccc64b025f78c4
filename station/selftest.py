"""`station --self-test`: proves an installation (frozen or not) works end to end, then exits 0 or 1."""

from __future__ import annotations

import asyncio
import logging
import os
import platform
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass

import station
from station.domain.text import QT_TRANSLATE_NOOP, message_of
from station.logs import configure_logging

log = logging.getLogger("station.selftest")

SELF_TEST_REFERENCE_PREFIX = "SELFTEST-"
WEBENGINE_DEADLINE_MS = 60_000
CHECKS = ("qt", "qtpdf", "translations", "keyring", "sandbox", "shipment", "label render", "webengine")


@dataclass
class CheckResult:
    name: str
    ok: bool
    detail: str


def _report(line: str) -> None:
    # Windowed bundles have no stdout: the log file then carries the report.
    log.info(line)
    if sys.stdout is not None:
        print(line, flush=True)


def _said(line: str) -> str:
    """The verdict in the station's language (the check names above stay as they are: scripts read them)."""
    from PySide6.QtCore import QCoreApplication

    if QCoreApplication.instance() is None:
        return line
    return {
        "self-test passed": QCoreApplication.translate("SelfTest", "self-test passed"),
        "self-test FAILED": QCoreApplication.translate("SelfTest", "self-test FAILED"),
    }.get(line, line)


def _in_language(detail: str) -> str:
    """A check's detail in the station's language (the translations check installed it), else English."""
    from station.translation import translated

    return translated(detail)


def _check(results: list[CheckResult], name: str, probe: Callable[[], str]) -> None:
    try:
        detail = probe()
        results.append(CheckResult(name, True, detail))
    except Exception as error:  # a self-test reports every failure instead of stopping at the first
        log.exception("self-test check %s failed", name)
        results.append(
            CheckResult(
                name,
                False,
                QT_TRANSLATE_NOOP("SelfTest", "{error}: {message}").format(
                    error=type(error).__name__, message=message_of(error)
                ),
            )
        )


def _qt_platform() -> str:
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QApplication

    if QCoreApplication.instance() is None:
        # QtWebEngine shares OpenGL contexts with the application; this must be said before it exists.
        QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
    QApplication.instance() or QApplication(sys.argv[:1])
    return QT_TRANSLATE_NOOP("SelfTest", "Qt {version}, platform {platform}").format(
        version=__import__("PySide6").__version__, platform=QApplication.platformName()
    )


def _qtpdf() -> str:
    from PySide6.QtPdf import QPdfDocument

    QPdfDocument()  # constructing one proves the module and its plugin load
    return QT_TRANSLATE_NOOP("SelfTest", "QtPdf available")


# Qt's own text, looked up but not one of Station's (so written where pyside6-lupdate does not extract it).
_QT_CANCEL = ("QPlatformTheme", "Cancel")


def _translations() -> str:
    """Station's catalogues and Qt's own load (the bundle carries them); then the report speaks the station's
    language, as the window would."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from station.ui.language import TRANSLATED_LANGUAGES, language_switch, start_in_chosen_language

    switch = language_switch()
    loaded = []
    for code, cancel in zip(TRANSLATED_LANGUAGES, ("Annuleren", "Annuler"), strict=True):
        switch.apply(QLocale(code))
        if QCoreApplication.translate("MainWindow", "Scan to print") == "Scan to print":
            raise RuntimeError(
                QT_TRANSLATE_NOOP("SelfTest", "Station's {code} catalogue did not load").format(code=code)
            )
        if QCoreApplication.translate(*_QT_CANCEL) != cancel:
            raise RuntimeError(
                QT_TRANSLATE_NOOP("SelfTest", "Qt's own {code} catalogue (qtbase_{code}) did not load").format(
                    code=code
                )
            )
        loaded.append(code)
    locale = start_in_chosen_language().locale
    return QT_TRANSLATE_NOOP("SelfTest", "{languages} and Qt's own; speaking {locale}").format(
        languages=", ".join(loaded), locale=locale.name()
    )


def _keyring_backend() -> str:
    import keyring
    from keyring.backends import fail

    backend = keyring.get_keyring()
    name = f"{type(backend).__module__}.{type(backend).__name__}"
    if isinstance(backend, fail.Keyring):
        # Not a failure of the installation: a headless machine has no Secret Service. Say it plainly.
        return QT_TRANSLATE_NOOP(
            "SelfTest", "{backend}: NO secure keyring on this machine; Station will refuse to store secrets here"
        ).format(backend=name)
    return name


async def _create_and_fetch_label(base_url: str) -> tuple[str, bytes]:
    from station.api.auth import ApiKeyAuth
    from station.api.shipping import ShippingClient
    from station.domain.enums import Carrier
    from station.domain.models import Address, ShipmentDraft
    from station.sandbox.accounts import API_KEY_NL

    draft = ShipmentDraft(
        carrier=Carrier.POSTNL,
        reference=f"{SELF_TEST_REFERENCE_PREFIX}{int(time.time())}",
        recipient=Address("Self Test", "Keizersgracht 1", "1015CC", "Amsterdam", "NL"),
    )
    async with ShippingClient(base_url, ApiKeyAuth(API_KEY_NL, shop="Demo NL")) as client:
        shipment = await client.create_shipment(draft)
        pdf = await client.label_pdf([shipment.id])
    return shipment.barcode, pdf


def _webengine(base_url: str) -> str:
    """Loads the sandbox's hosted delivery widget page in QtWebEngine: proves its helper process and resources."""
    import shiboken6
    from PySide6.QtCore import QEventLoop, QTimer, QUrl
    from PySide6.QtWebEngineCore import QWebEnginePage

    from station.ui.delivery_widget import EMBED_PATH

    page = QWebEnginePage()
    loop = QEventLoop()
    outcome: dict[str, object] = {}

    def mounted(found: object) -> None:
        outcome["mount"] = found
        loop.quit()

    def finished(ok: bool) -> None:
        outcome["loaded"] = ok
        if not ok:
            loop.quit()
            return
        page.runJavaScript("document.querySelector('#svc-delivery-options') !== null", 0, mounted)

    page.loadFinished.connect(finished)
    QTimer.singleShot(WEBENGINE_DEADLINE_MS, loop.quit)  # a deadline, not a wait: quit() ends it earlier
    page.load(QUrl(base_url + EMBED_PATH))
    loop.exec()
    shiboken6.delete(page)  # now, before the default profile goes at exit (a page left over makes Qt complain)
    if outcome.get("loaded") is not True:
        raise RuntimeError(
            QT_TRANSLATE_NOOP("SelfTest", "QtWebEngine did not load {page} ({outcome})").format(
                page=EMBED_PATH, outcome=str(outcome or "-")
            )
        )
    if outcome.get("mount") is not True:
        raise RuntimeError(QT_TRANSLATE_NOOP("SelfTest", "the delivery widget page has no mount point"))
    return QT_TRANSLATE_NOOP("SelfTest", "QtWebEngine loads the delivery widget")


def _render_first_page(pdf: bytes) -> str:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtPdf import QPdfDocument

    data = QByteArray(pdf)
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    document = QPdfDocument()
    try:
        document.load(buffer)
        if document.status() != QPdfDocument.Status.Ready or document.pageCount() < 1:
            raise RuntimeError(
                QT_TRANSLATE_NOOP("SelfTest", "QtPdf could not load the label ({status})").format(
                    status=document.status().name
                )
            )
        rendered = document.render(0, QSize(420, 592))
        # render() leaves the background transparent: paint it onto white before looking at it.
        image = QImage(rendered.size(), QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.drawImage(0, 0, rendered)
        painter.end()
        dark = sum(
            1
            for y in range(0, image.height(), 4)
            for x in range(0, image.width(), 4)
            if QColor(image.pixel(x, y)).lightness() < 128
        )
        if dark == 0:
            raise RuntimeError(QT_TRANSLATE_NOOP("SelfTest", "the rendered label is blank"))
        return QT_TRANSLATE_NOOP(
            "SelfTest", "%n pages, {width}x{height} px, {dark} dark samples", "", document.pageCount()
        ).format(width=image.width(), height=image.height(), dark=dark)
    finally:
        document.close()
        buffer.close()


def run_self_test() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    configure_logging(console=False)  # the report goes to stdout once, and to the log file
    from station.ui.qt_setup import disable_webengine_sandbox_when_root

    disable_webengine_sandbox_when_root()
    results: list[CheckResult] = []
    _report(
        f"Station {station.__version__} on Python {platform.python_version()} ({platform.platform()})"
        + (" [frozen]" if getattr(sys, "frozen", False) else "")
    )
    _check(results, "qt", _qt_platform)
    _check(results, "qtpdf", _qtpdf)
    _check(results, "translations", _translations)
    _check(results, "keyring", _keyring_backend)

    from station.services.embedded_sandbox import EmbeddedSandbox

    sandbox = EmbeddedSandbox(persistent=False)
    label: dict[str, bytes] = {}
    try:
        _check(
            results,
            "sandbox",
            lambda: QT_TRANSLATE_NOOP("SelfTest", "serving at {address}").format(address=sandbox.start().base_url),
        )
        if sandbox.running:

            def create() -> str:
                barcode, pdf = asyncio.run(_create_and_fetch_label(sandbox.base_url))
                label["pdf"] = pdf
                return QT_TRANSLATE_NOOP("SelfTest", "shipment {barcode}, label {size} bytes").format(
                    barcode=barcode, size=len(pdf)
                )

            _check(results, "shipment", create)
        if "pdf" in label:
            _check(results, "label render", lambda: _render_first_page(label["pdf"]))
        if sandbox.running:
            _check(results, "webengine", lambda: _webengine(sandbox.base_url))
    finally:
        sandbox.stop()

    for result in results:
        _report(f"{'ok  ' if result.ok else 'FAIL'} {result.name}: {_in_language(result.detail)}")
    passed = all(result.ok for result in results) and [result.name for result in results] == list(CHECKS)
    _report(_said("self-test passed") if passed else _said("self-test FAILED"))
    return 0 if passed else 1
