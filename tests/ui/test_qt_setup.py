"""QtWebEngine's sandbox is off only as root (Qt's own texts in the operator's language: tests/ui/test_language.py)."""

from __future__ import annotations

from station.ui.qt_setup import disable_webengine_sandbox_when_root


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
