"""Hypothesis strategies for answers the client may get: garbage in the places where the wire's names and values
go, and valid answers broken in parts (shared by the contract's and the production profile's fuzz tests)."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

from hypothesis import strategies as st

from station.api import wire


def _wire_strings() -> list[str]:
    """Every key and enumeration name the client knows, so generated objects reach deep into the parsers."""
    names: set[str] = set()
    for holder in vars(wire).values():
        if isinstance(holder, type) and holder.__module__ == wire.__name__:
            names.update(value for value in vars(holder).values() if isinstance(value, str))
        elif isinstance(holder, dict):
            names.update(value for value in holder.values() if isinstance(value, str))
    return sorted(names)


WIRE_STRINGS = _wire_strings()
ODD_TEXT = [
    "",
    " ",
    "0",
    "1",
    "7",
    "17",
    "-1",
    "99999999999999999999999",
    "²",
    "1.5",
    "NaN",
    "null",
    "true",
    "2024-05-01 10:00:00",
    "2024-05-01T10:00:00+02:00",
    "2024-13-45 99:99:99",
    "9999-12-31T23:59:59-23:59",
    "\x00",
    "\ud7ff" * 3,
    "<html>",
    "Keizersgracht 1-3",
    "A" * 300,
]
# Text that looks like a number to str.isdigit() but not always to int(): ASCII, other scripts' digits, superscripts.
numeric_text = st.builds(
    lambda pad, digits: pad + "".join(digits) + pad,
    st.sampled_from(["", " ", "\u2007"]),
    st.lists(st.sampled_from("0123456789\u00b2\u00b9\u0663\uff11"), min_size=1, max_size=25),
)
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([0, -1, 2**63, -(2**63)]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    numeric_text,
    numeric_text,
    st.sampled_from(WIRE_STRINGS),
    st.sampled_from(ODD_TEXT),
    st.sampled_from(ODD_TEXT),
)
keys = st.sampled_from(WIRE_STRINGS) | st.text(max_size=6)
json_values = st.recursive(
    scalars,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(keys, children, max_size=6),
    max_leaves=30,
)


def _paths(value: object, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, dict):
        for key, member in value.items():
            yield from _paths(member, (*prefix, key))
    elif isinstance(value, list):
        for index, member in enumerate(value):
            yield from _paths(member, (*prefix, index))


@st.composite
def broken(draw: st.DrawFn, example: object) -> object:
    """A valid answer with one to three parts replaced by garbage, removed, or wrapped in a list."""
    value = copy.deepcopy(example)
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        path = draw(st.sampled_from(list(_paths(value))))
        replacement = draw(st.one_of(scalars, scalars, json_values))  # mostly one wrong value, sometimes a tree
        if not path:
            value = replacement
            continue
        parent = value
        for step in path[:-1]:
            parent = parent[step]  # type: ignore[index]
        action = draw(st.sampled_from(["replace", "delete", "wrap"]))
        if action == "delete" and isinstance(parent, dict):
            del parent[path[-1]]
        elif action == "wrap":
            parent[path[-1]] = [parent[path[-1]]]  # type: ignore[index]
        else:
            parent[path[-1]] = replacement  # type: ignore[index]
    return value


@st.composite
def scrambled(draw: st.DrawFn, example: object) -> object:
    """A valid answer where every member, at every depth, may independently be wrong, missing or null."""
    roll = draw(st.integers(min_value=0, max_value=9))
    if roll == 0:
        return draw(scalars)
    if roll == 1 and not isinstance(example, (dict, list)):
        return draw(json_values)
    if isinstance(example, dict):
        result = {}
        for key, member in example.items():
            if draw(st.integers(min_value=0, max_value=7)) == 0:
                continue  # left out
            result[key] = draw(scrambled(member))
        return result
    if isinstance(example, list):
        return [draw(scrambled(member)) for member in example for _ in range(draw(st.integers(0, 2)))]
    return example
