"""Writing output files whole or not at all."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from .errors import BadValueError

__all__ = ["write_atomically"]


def write_atomically(path: str | os.PathLike[str], write: Callable[[Path], object]) -> Path:
    """Call ``write(tmp)`` to make the file at a temporary path beside ``path``, then move it
    into place; on any failure nothing is left behind. A folder that does not exist or cannot
    be written raises :class:`BadValueError`."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    if target.is_dir():
        raise BadValueError(f"{target} is a folder, not a file")
    if not folder.is_dir():
        raise BadValueError(f"cannot write {target}: {folder} is not a folder")
    try:
        fd, name = tempfile.mkstemp(prefix=f".{target.name}.", dir=folder)
    except OSError as exc:
        raise BadValueError(f"cannot write into {folder}: {exc.strerror or exc}") from None
    os.close(fd)
    tmp = Path(name)
    umask = os.umask(0)
    os.umask(umask)
    try:
        write(tmp)
        tmp.chmod(0o666 & ~umask)  # as an ordinary new file, not mkstemp's private 0600
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    return target
