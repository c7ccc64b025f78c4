"""What `station batch` prints, as translatable texts (the command says them in the station's language)."""

from __future__ import annotations

from collections.abc import Iterator

from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.services.batch import BatchProgress, BatchSummary

# The stages a progress line and a failure name (station.services.batch), in operator words.
STAGES: dict[str, Text] = {
    "create": QT_TRANSLATE_NOOP("BatchCommand", "create"),
    "print": QT_TRANSLATE_NOOP("BatchCommand", "print"),
    "printed": QT_TRANSLATE_NOOP("BatchCommand", "printed"),
    "failed": QT_TRANSLATE_NOOP("BatchCommand", "failed"),
    "queued": QT_TRANSLATE_NOOP("BatchCommand", "queued"),
    "shipped elsewhere": QT_TRANSLATE_NOOP("BatchCommand", "shipped elsewhere"),
    "cancelled elsewhere": QT_TRANSLATE_NOOP("BatchCommand", "cancelled elsewhere"),
}


def stage(word: str) -> str:
    return STAGES.get(word, word)


def imported(new: int, duplicates: int, errors: int) -> Text:
    return QT_TRANSLATE_NOOP(
        "BatchCommand", "import: new {new}, already queued {duplicates}, rows with errors {errors}"
    ).format(new=new, duplicates=duplicates, errors=errors)


def row_error(line: int, field: str, message: str) -> Text:
    return QT_TRANSLATE_NOOP("BatchCommand", "line {line} {field}: {message}").format(
        line=line, field=field, message=message
    )


def progress_line(progress: BatchProgress) -> Text:
    values = {"done": progress.done, "total": progress.total, "order": progress.order_key}
    if progress.message and progress.stage != "printed":
        return QT_TRANSLATE_NOOP("BatchCommand", "[{done}/{total}] {order}: {stage} - {message}").format(
            **values, stage=stage(progress.stage), message=progress.message
        )
    return QT_TRANSLATE_NOOP("BatchCommand", "[{done}/{total}] {order}: {stage}").format(
        **values, stage=stage(progress.stage)
    )


def summary_lines(summary: BatchSummary, prints_to_confirm: int) -> Iterator[Text]:
    """The summary line, then (indented by the caller) one line per failed or skipped order, the orders left to other tables and the prints
    waiting for the operator's word."""
    counts = QT_TRANSLATE_NOOP(
        "BatchCommand",
        "summary: orders {total}, created {created} (earlier {already_created}), printed {printed} (earlier "
        "{already_printed}), labels {labels}, failed {failed}, queued {queued}, skipped {skipped}",
    ).format(
        total=summary.total,
        created=summary.created,
        already_created=summary.already_created,
        printed=summary.printed,
        already_printed=summary.already_printed,
        labels=summary.labels,
        failed=len(summary.failed),
        queued=summary.queued,
        skipped=len(summary.skipped),
    )
    yield (
        QT_TRANSLATE_NOOP("BatchCommand", "{counts}, cancelled").format(counts=counts) if summary.cancelled else counts
    )
    for failure in summary.failed:
        yield QT_TRANSLATE_NOOP("BatchCommand", "failed {reference} ({stage}): {reason}").format(
            reference=failure.reference, stage=stage(failure.stage), reason=failure.reason
        )
    at_other_tables = [skip for skip in summary.skipped if skip.at_another_table]
    for skip in summary.skipped:
        if not skip.at_another_table:
            yield QT_TRANSLATE_NOOP("BatchCommand", "skipped {reference}: {reason}").format(
                reference=skip.reference, reason=skip.reason
            )
    if at_other_tables:
        yield QT_TRANSLATE_NOOP(
            "BatchCommand", "%n orders left to other tables (e.g. {reference}: {reason})", "", len(at_other_tables)
        ).format(reference=at_other_tables[0].reference, reason=at_other_tables[0].reason)
    if prints_to_confirm:
        yield QT_TRANSLATE_NOOP(
            "BatchCommand", "%n prints with an unknown outcome need confirming in Station", "", prints_to_confirm
        )
