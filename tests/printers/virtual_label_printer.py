"""A virtual ZPL label printer for tests: a loopback listener standing in for port 9100 that keeps every job and
answers `~HS` with the state a test sets, and a reading of ZPL back into the label the printer would print."""

from __future__ import annotations

import re
import socket
import threading
from dataclasses import dataclass, field

from PIL import Image
from zebrafy import ZebrafyZPL

STX, ETX = "\x02", "\x03"


@dataclass
class PrinterState:
    paper_out: bool = False
    paused: bool = False
    buffer_full: bool = False
    head_open: bool = False

    def host_status(self) -> bytes:
        """~HS's three lines, as a Zebra ZD-series printer frames them (flags 1 = set)."""
        line1 = f"030,{int(self.paper_out)},{int(self.paused)},1184,000,{int(self.buffer_full)},0,0,000,0,0,0"
        line2 = f"000,0,{int(self.head_open)},0,0,2,4,0,00000000,1,000"
        line3 = "1234,0"
        return "".join(f"{STX}{line}{ETX}\r\n" for line in (line1, line2, line3)).encode("ascii")


@dataclass
class VirtualLabelPrinter:
    """Listens on 127.0.0.1 on a free port; `jobs` holds each connection's bytes that were not a status query."""

    state: PrinterState = field(default_factory=PrinterState)
    jobs: list[bytes] = field(default_factory=list)
    status_queries: int = 0
    answers_status: bool = True

    def __post_init__(self) -> None:
        self._server = socket.create_server(("127.0.0.1", 0))
        self._server.settimeout(0.1)  # accept() wakes up to see close(): closing alone does not wake it on Linux
        self.port: int = self._server.getsockname()[1]
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._serve, name="virtual-label-printer", daemon=True)
        self._thread.start()

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def _serve(self) -> None:
        while not self._stopped.is_set():
            try:
                connection, _ = self._server.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            with connection:
                self._handle(connection)

    def _handle(self, connection: socket.socket) -> None:
        connection.settimeout(5)
        received = bytearray()
        try:
            while True:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                received += chunk
                if bytes(received).strip() == b"~HS":
                    self.status_queries += 1
                    if self.answers_status:
                        connection.sendall(self.state.host_status())
                    return
        except OSError:
            pass
        if received:
            self.jobs.append(bytes(received))

    def close(self) -> None:
        self._stopped.set()
        self._server.close()
        self._thread.join(timeout=5)


@dataclass(frozen=True)
class PrintedLabel:
    """One ^XA…^XZ label as the printer lays it out: the paper (black = a dot) and the settings it carried."""

    image: Image.Image  # mode "L", the label's print width × length, as it comes out of the printer
    darkness: int | None
    orientation: str
    graphic: Image.Image  # the graphic field itself, before placing


_LABEL = re.compile(r"\^XA(.*?)\^XZ", re.DOTALL)


def _number_pair(pattern: str, text: str, default: tuple[int, int] = (0, 0)) -> tuple[int, int]:
    match = re.search(pattern, text)
    return (int(match.group(1)), int(match.group(2))) if match else default


def printed_labels(zpl: bytes) -> list[PrintedLabel]:
    """Every label of a ZPL stream, as a Zebra would put it on paper: ^PW × ^LL paper, the graphic at ^LH + ^FO,
    turned half a turn for ^POI; `darkness` the last ~SD before it."""
    text = zpl.decode("ascii")
    labels: list[PrintedLabel] = []
    position = 0
    darkness: int | None = None
    for match in _LABEL.finditer(text):
        before = text[position : match.start()]
        for setting in re.findall(r"~SD(\d\d)", before):
            darkness = int(setting)
        position = match.end()
        body = match.group(1)
        width = int(re.search(r"\^PW(\d+)", body).group(1))  # type: ignore[union-attr]
        length = int(re.search(r"\^LL(\d+)", body).group(1))  # type: ignore[union-attr]
        home = _number_pair(r"\^LH(\d+),(\d+)", body)
        origin = _number_pair(r"\^FO(\d+),(\d+)", body)
        orientation_match = re.search(r"\^PO([NI])", body)
        orientation = orientation_match.group(1) if orientation_match else "N"
        (graphic,) = ZebrafyZPL("^XA" + body + "^XZ").to_images()
        paper = Image.new("L", (width, length), 255)
        paper.paste(graphic.convert("L"), (home[0] + origin[0], home[1] + origin[1]))
        if orientation == "I":
            paper = paper.transpose(Image.Transpose.ROTATE_180)
        labels.append(PrintedLabel(paper, darkness, orientation, graphic))
    return labels
