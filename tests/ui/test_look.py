"""The application's icon loads."""

from __future__ import annotations

from station.ui.look import application_icon


def test_the_application_icon_has_pixels(qapp) -> None:  # type: ignore[no-untyped-def]
    icon = application_icon()
    assert not icon.isNull() and icon.availableSizes()[0].width() == 256
