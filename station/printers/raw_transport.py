"""Bytes to a label printer exactly as given: over TCP to its raw port (9100), or through an OS queue in raw mode
(CUPS `lp -o raw`; the Windows spooler with the RAW datatype), so no driver converts or rescales them.

Blocking functions, for a worker thread. Failures raise RawTransportError in operator words."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys

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
        raise RawTransportError(f"the label printer at {host}:{port} does not answer") from error
    except OSError as error:
        raise RawTransportError(
            f"the label printer at {host}:{port} cannot be reached ({error.strerror or error})"
        ) from error


def send_to_socket(host: str, port: int, data: bytes, timeout: float = SEND_TIMEOUT_S) -> None:
    """All of `data` to the printer's raw port; returns once the last byte is handed to the network."""
    with _connect(host, port, timeout) as connection:
        try:
            connection.sendall(data)
            # The printer may close first or never read on; a half close says "that was all" either way.
            connection.shutdown(socket.SHUT_WR)
        except OSError as error:
            raise RawTransportError(f"sending to {host}:{port} broke off ({error.strerror or error})") from error


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
            raise RawTransportError(f"the label printer at {host}:{port} did not answer the status query") from error
        except OSError as error:
            raise RawTransportError(
                f"asking {host}:{port} for its status failed ({error.strerror or error})"
            ) from error
    if answer.count(_ETX) < 3:
        raise RawTransportError(f"the printer at {host}:{port} closed before its status was complete")
    return bytes(answer)


def send_to_queue(queue: str, data: bytes, job_name: str) -> str:
    """`data` to an OS print queue in raw mode (empty `queue`: the default one); returns the system's job word."""
    if sys.platform == "win32":
        return _send_to_windows_spooler(queue, data, job_name)
    return _send_to_cups(queue, data, job_name)


def _send_to_cups(queue: str, data: bytes, job_name: str) -> str:
    lp = shutil.which("lp")
    if lp is None:
        raise RawTransportError("this computer has no CUPS `lp` command to send raw labels with")
    command = [lp, "-o", "raw", "-t", job_name]
    if queue:
        command[1:1] = ["-d", queue]
    try:
        done = subprocess.run(command, input=data, capture_output=True, timeout=SEND_TIMEOUT_S * 3, check=False)
    except subprocess.TimeoutExpired as error:
        raise RawTransportError(
            f"the print system did not take the job for {queue or 'the default printer'!r}"
        ) from error
    if done.returncode != 0:
        reason = done.stderr.decode(errors="replace").strip() or f"lp exit status {done.returncode}"
        raise RawTransportError(f"the print queue {queue or '(default)'!r} refused the job: {reason}")
    return done.stdout.decode(errors="replace").strip()


def _send_to_windows_spooler(queue: str, data: bytes, job_name: str) -> str:
    """The spooler's documented raw path (OpenPrinter, StartDocPrinter with datatype RAW, WritePrinter)."""
    import ctypes
    from ctypes import wintypes

    winspool = ctypes.WinDLL("winspool.drv", use_last_error=True)  # type: ignore[attr-defined]

    class DocInfo1(ctypes.Structure):
        _fields_ = [("pDocName", wintypes.LPWSTR), ("pOutputFile", wintypes.LPWSTR), ("pDatatype", wintypes.LPWSTR)]

    if not queue:
        size = wintypes.DWORD(0)
        winspool.GetDefaultPrinterW(None, ctypes.byref(size))
        buffer = ctypes.create_unicode_buffer(size.value or 1)
        if not winspool.GetDefaultPrinterW(buffer, ctypes.byref(size)):
            raise RawTransportError("this computer has no default printer; choose the label printer's queue")
        queue = buffer.value
    handle = wintypes.HANDLE()
    if not winspool.OpenPrinterW(queue, ctypes.byref(handle), None):
        raise RawTransportError(f"the printer {queue!r} is not installed on this computer")
    try:
        info = DocInfo1(job_name, None, "RAW")
        job = winspool.StartDocPrinterW(handle, 1, ctypes.byref(info))
        if not job:
            raise RawTransportError(f"the spooler refused a raw job for {queue!r} (error {ctypes.get_last_error()})")
        try:
            winspool.StartPagePrinter(handle)
            written = wintypes.DWORD(0)
            ok = winspool.WritePrinter(handle, data, len(data), ctypes.byref(written))
            winspool.EndPagePrinter(handle)
            if not ok or written.value != len(data):
                raise RawTransportError(f"the spooler took {written.value} of {len(data)} bytes for {queue!r}")
        finally:
            winspool.EndDocPrinter(handle)
    finally:
        winspool.ClosePrinter(handle)
    return f"job {job} on {queue!r}"
