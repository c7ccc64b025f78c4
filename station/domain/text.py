"""Operator sentences the domain and the services write, translatable without importing Qt.

The domain and the services build their messages in English, as before, but through `QT_TRANSLATE_NOOP(context,
source)`: Qt's marker, which `pyside6-lupdate` finds by name and extracts into the translation catalogues
(station/resources/i18n). It returns a `Text`: a plain `str` holding the English sentence (so logs, the sandbox's
answers and every existing `str` use stay as they were) that also remembers its context, its source and the values
filled into it. The window translates a `Text` when it shows it (`station.ui.language.translated`), in whatever
language is chosen at that moment, so a message already on screen changes language with the rest.

    QT_TRANSLATE_NOOP("Rules", "The postal code {code} is not a Dutch one.").format(code="1234")

Placeholders are named (`{code}`): a translation may put them in another order. Values that are `Text` themselves
are translated too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


class Text(str):
    """An English operator sentence that knows how to be looked up in a translation catalogue."""

    __slots__ = ("arguments", "context", "source")

    context: str
    source: str
    arguments: Mapping[str, object]

    def __new__(cls, context: str, source: str, arguments: Mapping[str, object] | None = None) -> Text:
        values = dict(arguments or {})
        text = super().__new__(cls, source.format_map(values) if values else source)
        text.context = context
        text.source = source
        text.arguments = values
        return text

    def format(self, *args: object, **kwargs: Any) -> Text:
        """The sentence with its named placeholders filled; still translatable (a plain str would not be)."""
        if args:
            raise TypeError("a translatable Text takes named placeholders only, so a translation may reorder them")
        return Text(self.context, self.source, {**self.arguments, **kwargs})

    def __reduce__(self) -> tuple[Any, ...]:
        return (Text, (self.context, self.source, dict(self.arguments)))


def QT_TRANSLATE_NOOP(context: str, source: str) -> Text:  # noqa: N802 - the name pyside6-lupdate looks for
    """Marks `source` for translation in `context` and returns it as a `Text` (English until the window shows it)."""
    return Text(context, source)


def joined(parts: Sequence[str], separator: str = " ") -> Text:
    """Sentences one after the other, each still translated on its own when shown."""
    names = [f"part{n}" for n in range(len(parts))]
    return Text("", separator.join("{" + name + "}" for name in names), dict(zip(names, parts, strict=True)))


def message_of(exc: BaseException) -> str:
    """An exception's message, still a `Text` when it was raised with one (`str(exc)` would make it plain)."""
    if len(exc.args) == 1 and isinstance(exc.args[0], Text):
        return exc.args[0]
    return str(exc)
