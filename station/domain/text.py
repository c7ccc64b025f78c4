"""Operator sentences the domain and the services write, translatable without importing Qt.

The domain and the services build their messages in English, as before, but through `QT_TRANSLATE_NOOP(context,
source)`: Qt's marker, which `pyside6-lupdate` finds by name and extracts into the translation catalogues
(station/resources/i18n). It returns a `Text`: a plain `str` holding the English sentence (so logs, the sandbox's
answers and every existing `str` use stay as they were) that also remembers its context, its source and the values
filled into it. The window translates a `Text` when it shows it (`station.ui.language.translated`), in whatever
language is chosen at that moment, so a message already on screen changes language with the rest.

    QT_TRANSLATE_NOOP("Rules", "The postal code {code} is not a Dutch one.").format(code="1234")

Placeholders are named (`{code}`): a translation may put them in another order. Values that are `Text` themselves
are translated too, and days (`date`), weekdays (`Weekday`) and numbers with decimals (`Quantity`) are written in the language's own way. A sentence about a number of things takes Qt's numerus form, the count as fourth argument (as
`QCoreApplication.translate` takes it, so lupdate extracts it with its plural forms); `%n` stands for the number:

    QT_TRANSLATE_NOOP("Batch", "%n labels printed", "", count)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, datetime
from typing import Any


class Text(str):
    """An English operator sentence that knows how to be looked up in a translation catalogue."""

    __slots__ = ("arguments", "context", "disambiguation", "number", "source")

    context: str
    source: str
    arguments: Mapping[str, object]
    disambiguation: str
    number: int | None  # a numerus form's number (Qt picks the plural form by it), else None

    def __new__(
        cls,
        context: str,
        source: str,
        arguments: Mapping[str, object] | None = None,
        disambiguation: str = "",
        count: int | None = None,
    ) -> Text:
        values = dict(arguments or {})
        english_values = {name: _english(value) for name, value in values.items()}
        english = source if count is None else source.replace("%Ln", str(count)).replace("%n", str(count))
        text = super().__new__(cls, english.format_map(english_values) if values else english)
        text.context = context
        text.source = source
        text.arguments = values
        text.disambiguation = disambiguation
        text.number = count
        return text

    def format(self, *args: object, **kwargs: Any) -> Text:
        """The sentence with its named placeholders filled; still translatable (a plain str would not be)."""
        if args:
            raise TypeError("a translatable Text takes named placeholders only, so a translation may reorder them")
        return Text(self.context, self.source, {**self.arguments, **kwargs}, self.disambiguation, self.number)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Text, (self.context, self.source, dict(self.arguments), self.disambiguation, self.number))


class Weekday(int):
    """A day of the week (1 Monday … 7 Sunday, ISO) filled into a sentence: written as the spoken language names it
    ("woensdag", "mercredi", "Wednesday": the window asks its locale, station.translation), never from a list of
    names of Station's own."""

    def __new__(cls, number: int) -> Weekday:
        if not 1 <= number <= 7:
            raise ValueError(f"a weekday is 1 (Monday) to 7 (Sunday), not {number}")
        return super().__new__(cls, number)

    @property
    def english(self) -> str:
        return ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")[self - 1]


class Quantity(float):
    """A number filled into a sentence with a fixed number of decimals, written as the spoken locale writes numbers
    ("1,20" in Dutch and French, "1.20" in English: station.translation)."""

    places: int

    def __new__(cls, value: float, places: int = 2) -> Quantity:
        number = super().__new__(cls, value)
        number.places = places
        return number

    @property
    def english(self) -> str:
        return f"{float(self):.{self.places}f}"


def _english(value: object) -> object:
    """A value as the English sentence shows it: a day as "Tuesday 17 June 2025", a weekday as "Wednesday" (the
    window writes days in its own locale, station.translation)."""
    if isinstance(value, (Weekday, Quantity)):
        return value.english
    if isinstance(value, date) and not isinstance(value, datetime):
        return f"{value:%A} {value.day} {value:%B %Y}"
    return value


def QT_TRANSLATE_NOOP(  # noqa: N802 - the name pyside6-lupdate looks for
    context: str, source: str, disambiguation: str = "", count: int | None = None
) -> Text:
    """Marks `source` for translation in `context` and returns it as a `Text` (English until the window shows it).
    With `count`, a numerus form: `%n` in `source` is the number, and each language has its plural forms."""
    return Text(context, source, None, disambiguation, count)


def joined(parts: Sequence[str], separator: str = " ") -> Text:
    """Sentences one after the other, each still translated on its own when shown."""
    names = [f"part{n}" for n in range(len(parts))]
    return Text("", separator.join("{" + name + "}" for name in names), dict(zip(names, parts, strict=True)))


def message_of(exc: BaseException) -> str:
    """An exception's message, still a `Text` when it was raised with one (`str(exc)` would make it plain)."""
    if len(exc.args) == 1 and isinstance(exc.args[0], Text):
        return exc.args[0]
    return str(exc)
