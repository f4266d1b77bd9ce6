"""Where matplotlib and ezdxf keep their caches and configuration — set before either loads.

Both libraries keep a font cache in the user's home folder (matplotlib in
``~/.config/matplotlib`` and ``~/.cache/matplotlib``, or ``$MPLCONFIGDIR``; ezdxf in
``~/.cache/ezdxf``, or ``$XDG_CACHE_HOME/ezdxf``). houzhi leaves them there when those folders
can be written. When they cannot (a read-only or missing home folder), it points the library at
a private folder under the system's temporary folder, ``houzhi-<uid>/``, kept between runs so
the font cache is built once — silently, where the libraries would print warnings on stderr.

ezdxf also reads its configuration, ``~/.config/ezdxf/ezdxf.ini`` (or under
``$XDG_CONFIG_HOME``), when it is imported, and fails when it cannot even look for that file (a
home folder that cannot be read). Then houzhi points ``XDG_CONFIG_HOME`` at an empty folder of its
own, ``houzhi-<uid>/config``, and ezdxf runs on its defaults; matplotlib, which reads that variable
too, has already been settled (its configuration under an unreadable home is unreadable too).

A folder the user has chosen (``MPLCONFIGDIR``, ``XDG_CACHE_HOME``) is never overridden when it
can be written. Both libraries' loggers get a :class:`logging.NullHandler`, so a warning they
log reaches stderr only when the application has configured logging.
"""

from __future__ import annotations

import atexit
import errno
import logging
import os
import shutil
import stat
import sys
import tempfile
from functools import cache
from pathlib import Path

__all__ = ["prepare", "private_folder"]


def _writable_folder(path: Path) -> bool:
    """Whether ``path`` is (or can be made) a folder this process can write into."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except (OSError, RuntimeError):
        return False
    return path.is_dir() and os.access(path, os.W_OK | os.X_OK)


def _home() -> Path | None:
    try:
        return Path.home()
    except (RuntimeError, KeyError):
        return None


def _xdg(var: str, default: str) -> Path | None:
    value = os.environ.get(var)
    if value:
        return Path(value).expanduser()
    home = _home()
    return home / default if home is not None else None


@cache
def private_folder() -> Path:
    """A folder only this user can write, under the temporary folder: ``houzhi-<uid>``, reused
    between runs when it is safely ours (a real folder, owned by us, mode 0700); otherwise a
    fresh temporary folder removed at exit."""
    uid = os.getuid() if hasattr(os, "getuid") else 0
    path = Path(tempfile.gettempdir()) / f"houzhi-{uid}"
    try:
        path.mkdir(mode=0o700, exist_ok=True)
        st = os.lstat(path)
        if (stat.S_ISDIR(st.st_mode) and st.st_uid == uid
                and stat.S_IMODE(st.st_mode) & 0o077 == 0 and os.access(path, os.W_OK)):
            return path
    except OSError:
        pass
    fresh = Path(tempfile.mkdtemp(prefix="houzhi-"))
    atexit.register(shutil.rmtree, fresh, True)
    return fresh


def _matplotlib() -> None:
    if "matplotlib" in sys.modules:
        return
    chosen = os.environ.get("MPLCONFIGDIR")
    if chosen:
        if _writable_folder(Path(chosen)):
            return
    elif sys.platform.startswith(("linux", "freebsd")):
        config = _xdg("XDG_CONFIG_HOME", ".config")
        cache_ = _xdg("XDG_CACHE_HOME", ".cache")
        if config is not None and cache_ is not None and \
                _writable_folder(config / "matplotlib") and _writable_folder(cache_ / "matplotlib"):
            return
    else:
        home = _home()
        if home is not None and _writable_folder(home / ".matplotlib"):
            return
    folder = private_folder() / "matplotlib"
    folder.mkdir(exist_ok=True)
    os.environ["MPLCONFIGDIR"] = str(folder)


def _can_look_for(path: Path) -> bool:
    """Whether ``path.exists()`` answers for ``path`` instead of raising: it can be looked up,
    or it is plainly absent (a missing file or folder, a file where a folder should be)."""
    try:
        path.stat()
    except OSError as exc:
        return exc.errno in _ABSENT
    except ValueError:  # a name the system cannot take
        return False
    return True


_ABSENT = {errno.ENOENT, errno.ENOTDIR, errno.EBADF, errno.ELOOP}


def _ezdxf() -> None:
    if "ezdxf" in sys.modules:
        return
    # ezdxf reads ~/.config/ezdxf/ezdxf.ini (or $XDG_CONFIG_HOME's) when imported and fails if
    # it cannot even look for it: give it an empty folder of houzhi's instead
    config = _xdg("XDG_CONFIG_HOME", ".config")
    if config is None or not _can_look_for(config / "ezdxf" / "ezdxf.ini"):
        folder = private_folder() / "config"
        folder.mkdir(exist_ok=True)
        os.environ["XDG_CONFIG_HOME"] = str(folder)
    base = _xdg("XDG_CACHE_HOME", ".cache")
    if base is not None and _writable_folder(base / "ezdxf"):
        return
    # ezdxf reads only XDG_CACHE_HOME for its font cache; matplotlib's cache is settled above
    os.environ["XDG_CACHE_HOME"] = str(private_folder())


@cache
def prepare() -> None:
    """Settle where matplotlib and ezdxf keep their caches (once, before either is imported)
    and keep their logged warnings off stderr."""
    _matplotlib()
    _ezdxf()
    for name in ("matplotlib", "ezdxf", "fontTools"):
        logging.getLogger(name).addHandler(logging.NullHandler())
