"""Bytes to a label printer exactly as given: over TCP to its raw port (9100), or through an OS queue in raw mode
(CUPS `lp -o raw`; the Windows spooler with the RAW datatype), so no driver converts or rescales them.

Blocking functions, for a worker thread. Failures raise RawTransportError in operator words."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys

from station.domain.text import QT_TRANSLATE_NOOP

SEND_TIMEOUT_S = 10.0
STATUS_TIMEOUT_S = 3.0
# ~HS answers with three lines, each framed STX … ETX.
_STX, _ETX = 0x02, 0x03
HOST_STATUS_QUERY = b"~HS"


class RawTransportError(Exception):
    """The bytes did not reach the printer, and why."""


def _connect(host: str, port: int, timeout: float) -> socket.socket:
    try:
        return socket.create_connection((host, port), timeout=timeout)
    except TimeoutError as error:
        raise RawTransportError(
            QT_TRANSLATE_NOOP("LabelPrinter", "the label printer at {address} does not answer").format(
                address=f"{host}:{port}"
            )
        ) from error
    except OSError as error:
        raise RawTransportError(
            QT_TRANSLATE_NOOP("LabelPrinter", "the label printer at {address} cannot be reached ({error})").format(
                address=f"{host}:{port}", error=error.strerror or str(error)
            )
        ) from error


def send_to_socket(host: str, port: int, data: bytes, timeout: float = SEND_TIMEOUT_S) -> None:
    """All of `data` to the printer's raw port; returns once the last byte is handed to the network."""
    with _connect(host, port, timeout) as connection:
        try:
            connection.sendall(data)
            # The printer may close first or never read on; a half close says "that was all" either way.
            connection.shutdown(socket.SHUT_WR)
        except OSError as error:
            raise RawTransportError(
                QT_TRANSLATE_NOOP("LabelPrinter", "sending to {address} broke off ({error})").format(
                    address=f"{host}:{port}", error=error.strerror or str(error)
                )
            ) from error


def query_host_status(host: str, port: int, timeout: float = STATUS_TIMEOUT_S) -> bytes:
    """The printer's answer to ~HS: three framed lines (raises RawTransportError when it does not give them)."""
    with _connect(host, port, timeout) as connection:
        answer = bytearray()
        try:
            connection.sendall(HOST_STATUS_QUERY)
            while answer.count(_ETX) < 3:
                chunk = connection.recv(1024)
                if not chunk:
                    break
                answer += chunk
        except TimeoutError as error:
            raise RawTransportError(
                QT_TRANSLATE_NOOP(
                    "LabelPrinter", "the label printer at {address} did not answer the status query"
                ).format(address=f"{host}:{port}")
            ) from error
        except OSError as error:
            raise RawTransportError(
                QT_TRANSLATE_NOOP("LabelPrinter", "asking {address} for its status failed ({error})").format(
                    address=f"{host}:{port}", error=error.strerror or str(error)
                )
            ) from error
    if answer.count(_ETX) < 3:
        raise RawTransportError(
            QT_TRANSLATE_NOOP("LabelPrinter", "the printer at {address} closed before its status was complete").format(
                address=f"{host}:{port}"
            )
        )
    return bytes(answer)


def send_to_queue(queue: str, data: bytes, job_name: str) -> str:
    """`data` to an OS print queue in raw mode (empty `queue`: the default one); returns the system's job word."""
    if sys.platform == "win32":
        return _send_to_windows_spooler(queue, data, job_name)
    return _send_to_cups(queue, data, job_name)


def _send_to_cups(queue: str, data: bytes, job_name: str) -> str:
    lp = shutil.which("lp")
    if lp is None:
        raise RawTransportError(
            QT_TRANSLATE_NOOP("LabelPrinter", "this computer has no CUPS lp command to send raw labels with")
        )
    command = [lp, "-o", "raw", "-t", job_name]
    if queue:
        command[1:1] = ["-d", queue]
    try:
        done = subprocess.run(command, input=data, capture_output=True, timeout=SEND_TIMEOUT_S * 3, check=False)
    except subprocess.TimeoutExpired as error:
        raise RawTransportError(
            QT_TRANSLATE_NOOP("LabelPrinter", "the print system did not take the job for {queue}").format(
                queue=_queue_name(queue)
            )
        ) from error
    if done.returncode != 0:
        reason = done.stderr.decode(errors="replace").strip() or f"lp exit status {done.returncode}"
        raise RawTransportError(
            QT_TRANSLATE_NOOP("LabelPrinter", "the print queue {queue} refused the job: {reason}").format(
                queue=_queue_name(queue), reason=reason
            )
        )
    return done.stdout.decode(errors="replace").strip()


def _queue_name(queue: str) -> str:
    return repr(queue) if queue else QT_TRANSLATE_NOOP("LabelPrinter", "the default printer")


def _send_to_windows_spooler(queue: str, data: bytes, job_name: str) -> str:
    """The spooler's documented raw path (OpenPrinter, StartDocPrinter with datatype RAW, WritePrinter)."""
    if sys.platform != "win32":  # so the type checker reads the rest as Windows code (--platform win32 checks it)
        raise RuntimeError("send_to_queue calls the Windows spooler on Windows only")
    import ctypes
    from ctypes import wintypes

    winspool = ctypes.WinDLL("winspool.drv", use_last_error=True)

    class DocInfo1(ctypes.Structure):
        _fields_ = [("pDocName", wintypes.LPWSTR), ("pOutputFile", wintypes.LPWSTR), ("pDatatype", wintypes.LPWSTR)]

    if not queue:
        size = wintypes.DWORD(0)
        winspool.GetDefaultPrinterW(None, ctypes.byref(size))
        buffer = ctypes.create_unicode_buffer(size.value or 1)
        if not winspool.GetDefaultPrinterW(buffer, ctypes.byref(size)):
            raise RawTransportError(
                QT_TRANSLATE_NOOP(
                    "LabelPrinter", "this computer has no default printer; choose the label printer's queue"
                )
            )
        queue = buffer.value
    handle = wintypes.HANDLE()
    if not winspool.OpenPrinterW(queue, ctypes.byref(handle), None):
        raise RawTransportError(
            QT_TRANSLATE_NOOP("LabelPrinter", "the printer {queue} is not installed on this computer").format(
                queue=repr(queue)
            )
        )
    try:
        info = DocInfo1(job_name, None, "RAW")
        job = winspool.StartDocPrinterW(handle, 1, ctypes.byref(info))
        if not job:
            raise RawTransportError(
                QT_TRANSLATE_NOOP("LabelPrinter", "the spooler refused a raw job for {queue} (error {code})").format(
                    queue=repr(queue), code=ctypes.get_last_error()
                )
            )
        try:
            winspool.StartPagePrinter(handle)
            written = wintypes.DWORD(0)
            ok = winspool.WritePrinter(handle, data, len(data), ctypes.byref(written))
            winspool.EndPagePrinter(handle)
            if not ok or written.value != len(data):
                raise RawTransportError(
                    QT_TRANSLATE_NOOP("LabelPrinter", "the spooler took {written} of {size} bytes for {queue}").format(
                        written=written.value, size=len(data), queue=repr(queue)
                    )
                )
        finally:
            winspool.EndDocPrinter(handle)
    finally:
        winspool.ClosePrinter(handle)
    return f"job {job} on {queue!r}"
