"""Qt's standard buttons speak Dutch or French where the operator does; QtWebEngine's sandbox is off only as root."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from station.ui.qt_setup import disable_webengine_sandbox_when_root, install_qt_translations


def test_dutch_and_french_qt_texts_and_none_for_english(qapp) -> None:  # type: ignore[no-untyped-def]
    for locale, cancel in ((QLocale(QLocale.Language.Dutch, QLocale.Country.Netherlands), "Annuleren"),
                           (QLocale(QLocale.Language.French, QLocale.Country.Belgium), "Annuler")):
        translator = install_qt_translations(qapp, locale)
        assert translator is not None
        try:
            assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel
        finally:
            qapp.removeTranslator(translator)
    assert install_qt_translations(qapp, QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)) is None


def test_webengine_sandbox_is_disabled_only_for_root_on_linux_and_never_over_an_explicit_choice() -> None:
    environ: dict[str, str] = {}
    assert disable_webengine_sandbox_when_root(environ, euid=0, platform="linux")
    assert environ == {"QTWEBENGINE_DISABLE_SANDBOX": "1"}
    for euid, platform in ((1000, "linux"), (0, "darwin"), (0, "win32")):
        untouched: dict[str, str] = {}
        assert not disable_webengine_sandbox_when_root(untouched, euid=euid, platform=platform)
        assert untouched == {}
    chosen = {"QTWEBENGINE_DISABLE_SANDBOX": "0"}
    assert not disable_webengine_sandbox_when_root(chosen, euid=0, platform="linux")
    assert chosen == {"QTWEBENGINE_DISABLE_SANDBOX": "0"}
