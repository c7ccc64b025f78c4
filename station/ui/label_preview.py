"""The label preview: a QPdfView over in-memory PDF bytes with zoom, fit and page navigation."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QEvent, QIODevice, QObject, QPointF, Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QStackedLayout,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from station.domain.text import QT_TRANSLATE_NOOP
from station.ui.language import translated

log = logging.getLogger("station.ui.label_preview")

ZOOM_STEP = 1.25
MIN_ZOOM = 0.25
MAX_ZOOM = 8.0


class LabelPreview(QWidget):
    """Shows one label PDF. The caller names the pages (e.g. "Label", "Return label"); this widget only shows.

    Rendering is done by QPdfView's own multi-threaded page renderer, so the UI thread never rasterises a
    page. Loading stays on the UI thread on purpose: QPdfDocument.load on an in-memory buffer takes about a
    millisecond (measured), because pdfium parses pages lazily, and a QPdfDocument must live in the thread
    of the view that shows it.
    """

    pageChanged = Signal(int)  # zero-based page now shown
    loadFailed = Signal(str)  # operator-readable reason the bytes could not be shown

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = QPdfDocument(self)
        self._empty_document: QPdfDocument | None = None  # what the view shows once released (see release)
        self._buffer: QBuffer | None = None
        self._page_titles: tuple[str, ...] = ()

        self.view = QPdfView(self)
        self.view.setObjectName("labelPdfView")
        self.view.setDocument(self._document)
        self.view.setPageMode(QPdfView.PageMode.SinglePage)
        # "Fit" is computed here (see _apply_fit), not by QPdfView's FitInView, which leaves the document margins
        # out of the height and so cuts the label's bottom off in a wide, low view.
        self._fitting = True
        # WORKAROUND (PySide6 6.12): FitInView with as-needed scroll bars can busy-loop at 100 % CPU when showing
        # a bar changes the viewport, which changes the fit, which hides the bar. Fixed bars cannot oscillate.
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.view.viewport().installEventFilter(self)

        self.placeholder = QLabel(self)
        self._placeholder_message: str | None = None  # None: "no label to show yet"
        self.placeholder.setObjectName("labelPreviewPlaceholder")
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setWordWrap(True)

        self.zoom_out_button = self._tool_button("−", QKeySequence.StandardKey.ZoomOut)
        self.zoom_in_button = self._tool_button("+", QKeySequence.StandardKey.ZoomIn)
        self.fit_button = self._tool_button("")
        self.fit_button.setCheckable(True)
        self.previous_button = self._tool_button("‹", QKeySequence.StandardKey.MoveToPreviousPage)
        self.next_button = self._tool_button("›", QKeySequence.StandardKey.MoveToNextPage)
        self.page_label = QLabel(self)
        self.page_label.setObjectName("labelPreviewPage")
        self.page_label.setMinimumWidth(120)
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.zoom_out_button.clicked.connect(self.zoom_out)
        self.zoom_in_button.clicked.connect(self.zoom_in)
        self.fit_button.clicked.connect(self.fit)
        self.previous_button.clicked.connect(self.previous_page)
        self.next_button.clicked.connect(self.next_page)
        self.view.pageNavigator().currentPageChanged.connect(self._on_page_changed)
        self.view.zoomModeChanged.connect(self._update_controls)

        toolbar = QHBoxLayout()
        toolbar.setContentsMargins(0, 0, 0, 0)
        for widget in (self.zoom_out_button, self.zoom_in_button, self.fit_button):
            toolbar.addWidget(widget)
        toolbar.addStretch(1)
        for pager in (self.previous_button, self.page_label, self.next_button):
            toolbar.addWidget(pager)

        self._stack = QStackedLayout()
        self._stack.addWidget(self.placeholder)
        self._stack.addWidget(self.view)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(toolbar)
        layout.addLayout(self._stack, 1)

        # Torn down explicitly: a QPdfDocument left to interpreter shutdown can crash it.
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.release)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        for button, tip in (
            (self.zoom_out_button, self.tr("Zoom out")),
            (self.zoom_in_button, self.tr("Zoom in")),
            (self.fit_button, self.tr("Fit the page into the view")),
            (self.previous_button, self.tr("Previous page")),
            (self.next_button, self.tr("Next page")),
        ):
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        self.fit_button.setText(self.tr("Fit"))
        message = self._placeholder_message
        self.placeholder.setText(translated(message) if message else self.tr("No label to show yet."))
        self._update_controls()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _tool_button(self, text: str, shortcut: QKeySequence.StandardKey | None = None) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        if shortcut is not None:
            button.setShortcut(QKeySequence(shortcut))
        return button

    # --- what the caller uses ------------------------------------------------------------------------------

    @property
    def page_count(self) -> int:
        return self._document.pageCount() if self._buffer is not None else 0

    @property
    def shown_pdf(self) -> bytes:
        """The PDF shown now (empty when none): what the operator sees is what a test can read."""
        return bytes(self._buffer.data().data()) if self._buffer is not None else b""

    @property
    def page_titles(self) -> tuple[str, ...]:
        return self._page_titles

    @property
    def current_page(self) -> int:
        return self.view.pageNavigator().currentPage()

    def set_pdf(self, pdf: bytes, page_titles: Sequence[str] = ()) -> bool:
        """Show `pdf` from its first page, fitted. `page_titles` name pages in the page label (else "Page n").
        Returns False (and emits loadFailed) when the bytes are not a PDF Qt can read."""
        self._unload()
        if self.view.document() is not self._document:  # shown again after release()
            self.view.setDocument(self._document)
        buffer = QBuffer(self)
        buffer.setData(QByteArray(pdf))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        # The buffer must outlive the document's use of it; it is closed in _unload.
        self._document.load(buffer)
        if self._document.status() != QPdfDocument.Status.Ready or self._document.pageCount() < 1:
            reason = QT_TRANSLATE_NOOP("LabelPreview", "This label could not be shown: the PDF is damaged or empty.")
            log.warning("label preview: PDF not loadable (%s)", self._document.error().name)
            self._document.close()
            buffer.close()
            buffer.deleteLater()
            self._show_placeholder(reason)
            self.loadFailed.emit(reason)
            return False
        self._buffer = buffer
        self._page_titles = tuple(page_titles)
        self._stack.setCurrentWidget(self.view)
        self.fit()
        self.show_page(0)
        self._update_controls()
        return True

    def clear(self, message: str | None = None) -> None:
        """Show no label (and `message` in its place)."""
        self._unload()
        self._show_placeholder(message)

    @Slot()
    def release(self) -> None:
        """Detach and close the Qt PDF objects; the widget shows nothing afterwards. Safe to call twice."""
        self._unload()
        # WORKAROUND for QtPdf 6.x: QPdfView.setDocument(None) makes its link model connect to a null document
        # ("QObject::connect(QPdfDocument, QPdfLinkModel): invalid nullptr parameter" at every quit). Detaching onto
        # an empty document that never loads anything releases the label's document just as well, silently.
        if self._empty_document is None:
            self._empty_document = QPdfDocument(self)
        self.view.setDocument(self._empty_document)

    # --- navigation and zoom -------------------------------------------------------------------------------

    def show_page(self, page: int) -> None:
        if 0 <= page < self.page_count:
            navigator = self.view.pageNavigator()
            navigator.jump(page, QPointF(), navigator.currentZoom())
            self._update_controls()

    @Slot()
    def next_page(self) -> None:
        self.show_page(self.current_page + 1)

    @Slot()
    def previous_page(self) -> None:
        self.show_page(self.current_page - 1)

    @Slot()
    def zoom_in(self) -> None:
        self._set_zoom(self._effective_zoom() * ZOOM_STEP)

    @Slot()
    def zoom_out(self) -> None:
        self._set_zoom(self._effective_zoom() / ZOOM_STEP)

    @Slot()
    def fit(self) -> None:
        """Show the whole page, as large as the view allows; it stays fitted when the view is resized."""
        self._fitting = True
        self._apply_fit()
        self._update_controls()

    def fit_factor(self) -> float | None:
        """The zoom at which the whole current page, with the view's margins around it, fits the viewport."""
        if self.page_count == 0:
            return None
        points = self._document.pagePointSize(self.current_page)
        viewport = self.view.viewport().size()
        margins = self.view.documentMargins()
        # QPdfView lays out a page spacing after the page even in single-page mode; one pixel more for rounding.
        slack = self.view.pageSpacing() + 1
        width = viewport.width() - margins.left() - margins.right() - slack
        height = viewport.height() - margins.top() - margins.bottom() - slack
        if points.isEmpty() or width <= 0 or height <= 0:
            return None
        dpi_scale = self.logicalDpiX() / 72.0
        return min(width / (points.width() * dpi_scale), height / (points.height() * dpi_scale))

    def _apply_fit(self) -> None:
        factor = self.fit_factor()
        if factor is not None:
            self.view.setZoomMode(QPdfView.ZoomMode.Custom)
            self.view.setZoomFactor(factor)

    def _effective_zoom(self) -> float:
        return self.view.zoomFactor()

    def _set_zoom(self, factor: float) -> None:
        self._fitting = False
        self.view.setZoomMode(QPdfView.ZoomMode.Custom)
        self.view.setZoomFactor(max(MIN_ZOOM, min(MAX_ZOOM, factor)))
        self._update_controls()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # The viewport's own size is what the fit depends on; it settles after this widget's resize.
        if watched is self.view.viewport() and event.type() == QEvent.Type.Resize and self._fitting:
            self._apply_fit()
        return False

    # --- internals -----------------------------------------------------------------------------------------

    def _unload(self) -> None:
        if self._buffer is not None:
            self._document.close()
            self._buffer.close()
            self._buffer.deleteLater()
            self._buffer = None
        self._page_titles = ()
        self._update_controls()

    def _show_placeholder(self, message: str | None) -> None:
        """`message` (a Text is said again in a new language), or "no label to show yet"."""
        self._placeholder_message = message
        self.placeholder.setText(translated(message) if message else self.tr("No label to show yet."))
        self._stack.setCurrentWidget(self.placeholder)
        self._update_controls()

    @Slot(int)
    def _on_page_changed(self, page: int) -> None:
        self._update_controls()
        self.pageChanged.emit(page)

    @Slot()
    def _update_controls(self) -> None:
        count = self.page_count
        page = self.current_page if count else -1
        self.previous_button.setEnabled(count > 0 and page > 0)
        self.next_button.setEnabled(count > 0 and page < count - 1)
        for button in (self.zoom_in_button, self.zoom_out_button, self.fit_button):
            button.setEnabled(count > 0)
        self.fit_button.setChecked(self._fitting)
        if count == 0:
            self.page_label.setText("")
        elif page < len(self._page_titles):
            self.page_label.setText(self.tr("%s (%d of %d)") % (translated(self._page_titles[page]), page + 1, count))
        else:
            self.page_label.setText(self.tr("Page %d of %d") % (page + 1, count))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.release()
        super().closeEvent(event)
