"""Which widget locale (spec §6 `locale`) a station language gives: the widget speaks nl-NL, nl-BE, fr-BE and English."""

from __future__ import annotations

ENGLISH = "en"


def widget_locale(language: str) -> str:
    """ "nl" or "nl_NL" → nl-NL, "nl_BE" → nl-BE, any French → fr-BE (the widget's one French), anything else → en.

    `language` is a POSIX or BCP 47 name ("nl_BE", "nl-BE", "fr", "C"); case does not matter."""
    parts = language.replace("-", "_").split(".")[0].split("_")
    code = parts[0].lower()
    country = parts[1].upper() if len(parts) > 1 else ""
    if code == "nl":
        return "nl-BE" if country == "BE" else "nl-NL"
    if code == "fr":
        return "fr-BE"
    return ENGLISH
