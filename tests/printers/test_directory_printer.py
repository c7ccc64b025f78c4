"""DirectoryLabelPrinter: one PDF per job, written atomically, named after the job."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from station.domain.enums import LabelFormat
from station.files import write_atomically
from station.printers.base import PrinterProfile, PrintJobState
from station.printers.directory import DirectoryLabelPrinter, job_file_name

PROFILE = PrinterProfile("batch", LabelFormat.A6)


def test_job_is_written_as_its_name(tmp_path: Path, label_pdf: bytes, run_async: Callable[..., Any]) -> None:
    printer = DirectoryLabelPrinter(tmp_path / "out")
    outcome = run_async(printer.print_pdf(label_pdf, PROFILE, "shipment-42"))
    target = tmp_path / "out" / "shipment-42.pdf"
    assert outcome.state is PrintJobState.SENT
    assert outcome.detail == str(target)
    assert target.read_bytes() == label_pdf
    # Nothing but the finished file: no temporary left behind.
    assert sorted(p.name for p in target.parent.iterdir()) == ["shipment-42.pdf"]


def test_same_job_name_replaces_the_file(tmp_path: Path, label_pdf: bytes, run_async: Callable[..., Any]) -> None:
    printer = DirectoryLabelPrinter(tmp_path)
    run_async(printer.print_pdf(b"%PDF-1.4 first", PROFILE, "job"))
    run_async(printer.print_pdf(label_pdf, PROFILE, "job"))
    assert (tmp_path / "job.pdf").read_bytes() == label_pdf
    assert len(list(tmp_path.iterdir())) == 1


@pytest.mark.parametrize(
    ("job_name", "file_name"),
    [("a/b\\c", "a_b_c.pdf"), ("..", "label.pdf"), ("", "label.pdf"), ("ORD:1001?", "ORD_1001_.pdf")],
)
def test_job_names_cannot_escape_the_folder(job_name: str, file_name: str) -> None:
    assert job_file_name(job_name) == file_name


def test_failed_write_keeps_the_old_file_and_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "job.pdf"
    target.write_bytes(b"%PDF old")

    def failing_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError):
        write_atomically(target, b"%PDF new")
    assert target.read_bytes() == b"%PDF old"
    assert [p.name for p in tmp_path.iterdir()] == ["job.pdf"]


def test_unwritable_folder_is_a_failed_outcome(tmp_path: Path, label_pdf: bytes, run_async: Callable[..., Any]) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    outcome = run_async(DirectoryLabelPrinter(blocker).print_pdf(label_pdf, PROFILE, "job"))
    assert outcome.state is PrintJobState.FAILED
    assert str(blocker) in outcome.detail


def test_bytes_that_are_not_a_pdf_are_refused(tmp_path: Path, run_async: Callable[..., Any]) -> None:
    outcome = run_async(DirectoryLabelPrinter(tmp_path).print_pdf(b"<html>", PROFILE, "job"))
    assert outcome.state is PrintJobState.FAILED
    assert list(tmp_path.iterdir()) == []
