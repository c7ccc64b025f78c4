"""Writing a file so that a crash or a full disk leaves the old file or the whole new one, never a part."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomically(target: Path, data: bytes | str) -> None:
    """Write `data` (text as UTF-8) to `target`: a reader sees either the old file or the whole new one.

    The temporary file lives in the target's folder, since `os.replace` is atomic only within one file system; it
    is flushed to the disk before it takes the target's name, so a power cut cannot leave an empty file behind.
    """
    payload = data.encode("utf-8") if isinstance(data, str) else data
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".part")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, target)
    except BaseException:
        # Leave no half-written temporary file behind, whatever went wrong.
        try:
            os.unlink(temp_name)
        except FileNotFoundError:
            pass
        raise
