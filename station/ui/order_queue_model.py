"""The order queue as a table model that stays fluid at 100,000 rows: filter on a precomputed lowercase index, sort by cached keys.

Why not QSortFilterProxyModel: it calls `data()` through Python for every row on every keystroke; at 100,000 rows
that is 2.5-4 s per keystroke (measured, docs/station.md). Here each row's searchable text is lowercased once
when the rows arrive, a keystroke is one substring test per row (5-11 ms at 100k), and a
narrowing keystroke (the new text extends the old) only searches the rows still shown.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)

from station.ui.language import translated

Row = TypeVar("Row")

# Roles beyond Qt's: views and tests read the row's identity and object through these, never through text.
KEY_ROLE = Qt.ItemDataRole.UserRole + 1
ROW_ROLE = Qt.ItemDataRole.UserRole + 2
SORT_ROLE = Qt.ItemDataRole.UserRole + 3

AnyIndex = QModelIndex | QPersistentModelIndex

# The search index is built after the rows are shown, this many rows per turn of the event loop (~40 ms each at
# 100,000 rows): the table paints first, and the window stays responsive meanwhile.
INDEX_ROWS_PER_TURN = 20_000

_DISPLAY = Qt.ItemDataRole.DisplayRole
_ANSWERED_ROLES = frozenset({_DISPLAY, KEY_ROLE, ROW_ROLE, SORT_ROLE, Qt.ItemDataRole.ToolTipRole})
_ROW_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren


@dataclass(frozen=True)
class Column(Generic[Row]):
    """One column: its header, its display text, and (optionally) a sort key other than the text."""

    title: str
    text: Callable[[Row], str]
    sort_key: Callable[[Row], Any] | None = None
    searchable: bool = True
    tooltip: Callable[[Row], str] | None = None
    # What the text depends on, when that is much cheaper to get than the text (a translated state): the search
    # index asks the text once per distinct value instead of once per row.
    text_depends_on: Callable[[Row], Hashable] | None = None


class FastTableModel(QAbstractTableModel, Generic[Row]):
    """A read-only table of `Row`s with its own filter and sort, addressed by a stable key per row."""

    filter_applied = Signal(int, int)  # shown rows, all rows

    def __init__(self, columns: Sequence[Column[Row]], key_of: Callable[[Row], Hashable], parent: Any = None) -> None:
        super().__init__(parent)
        self._columns = tuple(columns)
        self._key_of = key_of
        self._rows: list[Row] = []
        self._haystack: list[str] = []  # lowercase searchable text per row, built once per row
        self._indexing = 0  # which set of rows the index is being built for (a newer set_rows starts again)
        self._position_of_key: dict[Hashable, int] = {}
        self._sort_cache: dict[int, list[Any]] = {}  # column → key per row, built on first sort by it
        self._sort_column = -1
        self._sort_order = Qt.SortOrder.AscendingOrder
        self._order: list[int] = []  # all row numbers in sort order
        self._visible: list[int] = []  # row numbers shown, in sort order
        self._shown_at: dict[int, int] | None = None  # row number → shown row; built on demand, dropped on change
        self._looked_up_since_change = False
        self._needle = ""
        self._keep: Callable[[Row], bool] | None = None  # a restriction besides the text (e.g. one shop's orders)

    # -- content -----------------------------------------------------------------------------------------
    def set_rows(self, rows: Sequence[Row]) -> None:
        """Replace every row (a sync or an import), keeping the current sort and filter."""
        self.beginResetModel()
        self._rows = list(rows)
        self._haystack = []
        self._position_of_key = {key: n for n, key in enumerate(map(self._key_of, self._rows))}
        self._sort_cache.clear()
        self._order = self._sorted(range(len(self._rows)))
        self._set_visible(self._matching(self._order, self._needle))
        self.endResetModel()
        self.filter_applied.emit(len(self._visible), len(self._rows))
        self._index_soon()

    def update_row(self, row: Row) -> None:
        """Replace one row in place (its shipment changed); a row with an unknown key is appended."""
        key = self._key_of(row)
        position = self._position_of_key.get(key)
        if position is None:
            self.set_rows([*self._rows, row])
            return
        self._rows[position] = row
        if position < len(self._haystack):
            self._haystack[position] = self._search_text(row)
        for column, keys in self._sort_cache.items():
            keys[position] = self._sort_value(column, row)
        shown_at = self._shown_row_of_position(position)
        if shown_at is None:
            return
        self.dataChanged.emit(self.index(shown_at, 0), self.index(shown_at, len(self._columns) - 1))

    def retranslate(self) -> None:
        """The language changed: headers and cells are asked again, and the filter searches the new words."""
        self._haystack = []
        self._index_soon()
        self._sort_cache.clear()
        if self._columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._columns) - 1)
        if self._visible:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._visible) - 1, len(self._columns) - 1))

    def all_rows(self) -> list[Row]:
        return list(self._rows)

    def row_at(self, shown_row: int) -> Row:
        return self._rows[self._visible[shown_row]]

    def shown_row_of(self, key: Hashable) -> int | None:
        """Where the row with `key` is shown, or None when unknown or filtered out."""
        position = self._position_of_key.get(key)
        return None if position is None else self._shown_row_of_position(position)

    def row_by_key(self, key: Hashable) -> Row | None:
        position = self._position_of_key.get(key)
        return None if position is None else self._rows[position]

    @property
    def total_count(self) -> int:
        return len(self._rows)

    # -- filter ------------------------------------------------------------------------------------------
    def set_filter(self, text: str) -> None:
        """Show only rows whose searchable text contains `text` (case-insensitive, every word must occur)."""
        needle = " ".join(text.lower().split())
        if needle == self._needle:
            return
        # A narrowing keystroke can only hide rows, so only the rows still shown need a look.
        candidates = self._visible if self._needle and self._narrows(self._needle, needle) else self._order
        self.beginResetModel()
        self._needle = needle
        self._set_visible(self._matching(candidates, needle))
        self.endResetModel()
        self.filter_applied.emit(len(self._visible), len(self._rows))

    def set_restriction(self, keep: Callable[[Row], bool] | None) -> None:
        """Show only rows `keep` accepts, as well as matching the text filter; None: no restriction."""
        self.beginResetModel()
        self._keep = keep
        self._set_visible(self._matching(self._order, self._needle))
        self.endResetModel()
        self.filter_applied.emit(len(self._visible), len(self._rows))

    @property
    def filter_text(self) -> str:
        return self._needle

    @staticmethod
    def _narrows(old: str, new: str) -> bool:
        old_words, new_words = old.split(), new.split()
        if len(new_words) < len(old_words):
            return False
        # Every old word must be contained in the new word at its place (typing extends the last word).
        return all(o in n for o, n in zip(old_words, new_words, strict=False))

    def _matching(self, candidates: Sequence[int], needle: str) -> list[int]:
        if self._keep is not None:
            keep, rows = self._keep, self._rows
            candidates = [n for n in candidates if keep(rows[n])]
        if not needle:
            return list(candidates)
        self._index_now()
        hay = self._haystack
        words = needle.split()
        if len(words) == 1:
            return [n for n in candidates if needle in hay[n]]
        return [n for n in candidates if all(word in hay[n] for word in words)]

    def _index_soon(self) -> None:
        """Builds the search index in slices on the event loop's next turns (a filter meanwhile finishes it)."""
        self._indexing += 1
        generation = self._indexing

        def more() -> None:
            if generation != self._indexing or len(self._haystack) >= len(self._rows):
                return
            start = len(self._haystack)
            self._haystack.extend(self._search_texts(self._rows[start : start + INDEX_ROWS_PER_TURN]))
            QTimer.singleShot(0, self, more)

        QTimer.singleShot(0, self, more)

    def _index_now(self) -> None:
        if len(self._haystack) < len(self._rows):
            self._haystack.extend(self._search_texts(self._rows[len(self._haystack) :]))

    @property
    def index_complete(self) -> bool:
        """Every row's search text is built (a filter now searches without building any)."""
        return len(self._haystack) >= len(self._rows)

    def _search_text(self, row: Row) -> str:
        return "\t".join(column.text(row) for column in self._columns if column.searchable).lower()

    def _search_texts(self, rows: Sequence[Row]) -> list[str]:
        """`_search_text` of every row, column by column: at 100,000 rows about twice as fast as row by row."""
        texts = [_column_texts(column, rows) for column in self._columns if column.searchable]
        return ["\t".join(parts).lower() for parts in zip(*texts, strict=True)] if texts else [""] * len(rows)

    def _set_visible(self, visible: list[int]) -> None:
        self._visible = visible
        self._shown_at = None
        self._looked_up_since_change = False

    def _shown_row_of_position(self, position: int) -> int | None:
        # The first lookup after a filter or sort (the view restoring the current row on every keystroke) is one
        # list.index (~1 ms at 100,000 shown rows); building the dict costs 6-19 ms, which only pays off for the
        # next lookups (the batch updates one row per label), so it is built from the second lookup on.
        if self._shown_at is not None:
            return self._shown_at.get(position)
        if not self._looked_up_since_change:
            self._looked_up_since_change = True
            try:
                return self._visible.index(position)
            except ValueError:
                return None
        self._shown_at = {row_number: shown for shown, row_number in enumerate(self._visible)}
        return self._shown_at.get(position)

    # -- sort --------------------------------------------------------------------------------------------
    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self._columns):
            return
        self.layoutAboutToBeChanged.emit()
        old_persistent = self.persistentIndexList()
        old_positions = [(self._visible[index.row()], index.column()) for index in old_persistent]
        self._sort_column, self._sort_order = column, order
        self._order = self._sorted(range(len(self._rows)))
        self._set_visible(self._sorted(self._visible))
        where = {position: shown for shown, position in enumerate(self._visible)}
        self._shown_at = where
        self.changePersistentIndexList(
            old_persistent, [self.index(where[position], col) for position, col in old_positions]
        )
        self.layoutChanged.emit()

    def _sort_value(self, column: int, row: Row) -> Any:
        spec = self._columns[column]
        return spec.sort_key(row) if spec.sort_key is not None else spec.text(row).lower()

    def _sorted(self, positions: Sequence[int] | range) -> list[int]:
        if self._sort_column < 0:
            return list(positions)
        keys = self._sort_cache.get(self._sort_column)
        if keys is None:
            keys = [self._sort_value(self._sort_column, row) for row in self._rows]
            self._sort_cache[self._sort_column] = keys
        return sorted(positions, key=keys.__getitem__, reverse=self._sort_order == Qt.SortOrder.DescendingOrder)

    # -- QAbstractTableModel -----------------------------------------------------------------------------
    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self._visible)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # The view asks ~8 roles per painted cell (font, alignment, colours, check state, …): a repaint after a
        # keystroke is ~2,000 calls, so roles this model does not answer return before any other work.
        if role not in _ANSWERED_ROLES:
            return None
        shown = index.row()
        if shown < 0 or shown >= len(self._visible):  # also an invalid index (row -1)
            return None
        row = self._rows[self._visible[shown]]
        column = self._columns[index.column()]
        if role == _DISPLAY:
            return column.text(row)
        if role == KEY_ROLE:
            return self._key_of(row)
        if role == ROW_ROLE:
            return row
        if role == SORT_ROLE:
            return self._sort_value(index.column(), row)
        if column.tooltip is not None:  # ToolTipRole
            return column.tooltip(row)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            if 0 <= section < len(self._columns):
                return translated(self._columns[section].title)
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        # Called per painted cell: a constant, not an enum `|` (slow in Python) each time.
        return _ROW_FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags


def _column_texts(column: Column[Row], rows: Sequence[Row]) -> list[str]:
    """The column's text of every row; a text that depends on a few values is made once per value (translating a
    state per row was half of building the index: 0.7 of 1.3 s at 100,000 rows)."""
    depends_on = column.text_depends_on
    if depends_on is None:
        return list(map(column.text, rows))
    made: dict[Hashable, str] = {}
    texts = []
    for row in rows:
        value = depends_on(row)
        text = made.get(value)
        if text is None:
            text = made[value] = column.text(row)
        texts.append(text)
    return texts
