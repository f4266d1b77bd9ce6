"""Writing output files so that a user's data is never lost.

Two ways to write, used by every writer in houzhi:

* :func:`write_atomically` — one file: made under a temporary name beside it, then moved into
  place in one step.
* :class:`FileSet` — a set of files in one folder (the drawing set, a build book with its DXF):
  made in a temporary folder, then moved in all together or not at all.

The rules they keep:

* houzhi removes only what it created, and only while it owns it: its own temporaries. A new
  folder for a set is made as a temporary and renamed into place only when the set is whole,
  so a failed run never has a folder of the user's to clean up.
* A temporary is named ``.houzhi-tmp-<pid>-<random>``: short (so it fits beside a target whose
  own name has the full 255 bytes a name may have) and recognisable. Every run first clears the
  temporaries that runs now dead left beside its target (:func:`clear_stale`); a temporary whose
  process still runs is left alone. A run killed while moving a finished set into place is
  completed by the next run, so the folder always ends up with the old set or the new one.
* Only a regular file, or a name not yet taken, is written: a folder, device, FIFO or socket
  (``/dev/full``, ``/dev/stdout`` on a pipe or terminal) is refused with one line and left alone.
* A single file named through a symbolic link is written where the link points (the link stays a
  link, the file it points to is replaced whole; a dangling link makes the file it names). In a
  set, a member that is a link is refused: the set would no longer lie in one folder.
* An existing file keeps its permission bits; a new one gets the usual ``0o666 & ~umask``.
* Errors of the operating system (a full disk, a read-only file system, no permission) become
  :class:`~houzhi.errors.BadValueError` with one plain line naming the file.

While a set is moved into place, SIGINT, SIGTERM and SIGHUP are held back (on the main thread)
and delivered right after, so an interrupt never splits a set; only SIGKILL can, and then the
next run completes the move.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import shutil
import signal
import stat
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from types import TracebackType

from ..errors import BadValueError

__all__ = ["TMP_PREFIX", "FileSet", "clear_stale", "live", "plain", "write_atomically"]

TMP_PREFIX = ".houzhi-tmp-"
_TMP_RE = re.compile(re.escape(TMP_PREFIX) + r"(\d+)-[0-9a-f]{8}\Z")
_COMMIT = ".houzhi-commit"  # inside a set's temporary folder: the set is whole, move it in
_OLD = ".houzhi-old"  # inside a set's temporary folder: files the set replaces, until it is in

# The temporaries this process has (or is about to make): noted before each is made and dropped
# once it is gone, so that a signal finding none may end the process at once (houzhi.cli._start).
_LIVE: set[Path] = set()


def live() -> frozenset[Path]:
    """The temporaries of this process that exist (or are being made) now."""
    return frozenset(_LIVE)

_PLAIN = {getattr(errno, code): text for code, text in (
    ("ENOSPC", "the disk is full"),
    ("EDQUOT", "the disk quota is used up"),
    ("EFBIG", "the file would be larger than the system allows"),
    ("EROFS", "the file system is read-only"),
    ("EACCES", "permission denied"),
    ("EPERM", "operation not permitted"),
    ("ENAMETOOLONG", "the name is too long"),
    ("ENOENT", "no such folder"),
    ("ENOTDIR", "a part of the path is not a folder"),
    ("EISDIR", "it is a folder"),
    ("EIO", "input/output error"),
) if hasattr(errno, code)}


def plain(exc: OSError, creating: Path | None = None) -> str:
    """One plain phrase for an operating-system error (e.g. "the disk is full"); ``creating``
    the new file or folder whose making raised it, if that is what raised it."""
    if creating is not None and exc.errno == errno.ENOENT and creating.parent.is_dir():
        # the folder is there, yet making something in it says "no such file": a kernel's
        # file system such as /proc or /sys
        return "the folder does not take new files"
    if exc.errno in _PLAIN:
        return _PLAIN[exc.errno]
    return (exc.strerror or str(exc) or type(exc).__name__).lower()


def _new_name() -> str:
    return f"{TMP_PREFIX}{os.getpid()}-{secrets.token_hex(4)}"


def _alive(pid: int) -> bool:
    """Whether process ``pid`` may still run (when in doubt: yes, so its files are kept)."""
    if pid == os.getpid() or os.name == "nt":  # Windows' os.kill would end the process
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # exists, but belongs to someone else
        return True
    return True


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
                       (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a device"),
                       (stat.S_ISBLK, "a device")):
        if test(mode):
            return name
    return "not a regular file"


def _check_writable_name(path: Path, *, follow: bool) -> os.stat_result | None:
    """The stat of ``path`` when it is a regular file, None when it does not exist; anything
    else is refused. ``follow``: look through a symbolic link (else a link is refused)."""
    try:
        st = os.stat(path) if follow else os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise BadValueError(f"cannot write {path}: {plain(exc)}") from None
    if stat.S_ISLNK(st.st_mode):
        raise BadValueError(f"cannot write {path}: it is a symbolic link")
    if not stat.S_ISREG(st.st_mode):
        raise BadValueError(f"cannot write {path}: it is {_kind(st.st_mode)}, not a file; "
                            "houzhi writes only regular files")
    own = _own_stream(st)
    if own:  # e.g. /dev/stdout while the output is redirected to a file: it would be replaced
        raise BadValueError(f"cannot write {path}: it is where houzhi's {own} goes; give the "
                            "drawing a file of its own")
    return st


def _own_stream(st: os.stat_result) -> str:
    """"standard output" or "standard error" when the file ``st`` is where that stream goes,
    else ""."""
    for fd, name in ((1, "standard output"), (2, "standard error")):
        try:
            out = os.fstat(fd)
        except OSError:
            continue
        if (out.st_dev, out.st_ino) == (st.st_dev, st.st_ino):
            return name
    return ""


def _check_name(name: str | os.PathLike[str], what: str = "file") -> Path:
    text = os.fspath(name)
    if not text or not text.strip():
        raise BadValueError(f"no {what} name given (an empty path)")
    if "\0" in text:
        raise BadValueError(f"the {what} name {text!r} holds a NUL character")
    return Path(text)


def clear_stale(folder: str | os.PathLike[str]) -> list[Path]:
    """Remove the temporaries that dead houzhi runs left in ``folder`` and return them.

    A set that was being moved into place when its run was killed is moved in first, so the
    folder holds the whole new set. Temporaries of live processes are left alone; so is
    anything not named like a houzhi temporary. Errors are ignored: clearing is a courtesy.
    """
    cleared = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    for entry in entries:
        m = _TMP_RE.match(entry.name)
        if m is None or _alive(int(m.group(1))):
            continue
        path = Path(entry.path)
        try:
            if entry.is_dir(follow_symlinks=False):
                if (path / _COMMIT).is_file():
                    _finish_commit(path)
                shutil.rmtree(path, ignore_errors=True)
            else:
                path.unlink()
        except OSError:
            continue
        cleared.append(path)
    return cleared


def write_atomically(path: str | os.PathLike[str], write: Callable[[Path], object]) -> Path:
    """Call ``write(tmp)`` to make the file at a temporary path beside ``path`` (a file path),
    then move it into place; on any failure or interrupt nothing is left behind and an old
    file at ``path`` is untouched. Returns ``path``.

    ``path`` must be a regular file or a new name (a link is followed to where it points).
    Raises :class:`BadValueError` (one line) for an empty path, a folder, device, FIFO or
    socket, a folder that does not exist, and for every error of the file system.
    """
    target = _check_name(path)
    st = _check_writable_name(target, follow=True)
    real = Path(os.path.realpath(target)) if target.is_symlink() else target
    folder = real.parent
    if not folder.is_dir():
        why = "is not a folder" if os.path.lexists(folder) else "does not exist"
        raise BadValueError(f"cannot write {target}: the folder {folder} {why}")
    if real.name in ("", ".", ".."):
        raise BadValueError(f"cannot write {target}: it is a folder")
    clear_stale(folder)
    tmp = folder / _new_name()
    mode = stat.S_IMODE(st.st_mode) if st is not None else 0o666 & ~_umask()
    _LIVE.add(tmp)
    try:
        try:
            os.close(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        except OSError as exc:
            raise BadValueError(f"cannot write {target}: {plain(exc, tmp)}") from None
        try:
            write(tmp)
            os.chmod(tmp, mode)
            _check_writable_name(real, follow=False)  # still not a device or folder
            os.replace(tmp, real)
        except OSError as exc:
            raise BadValueError(f"cannot write {target}: {plain(exc)}") from None
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()
        _LIVE.discard(tmp)
    return target


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    """Hold back SIGINT, SIGTERM and SIGHUP (delivered when the block ends)."""
    held = {getattr(signal, n) for n in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, n)}
    if (threading.current_thread() is not threading.main_thread()
            or not hasattr(signal, "pthread_sigmask")):
        yield
        return
    old = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


@contextlib.contextmanager
def _locked(folder: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``folder`` (flock on the folder itself, nothing is written),
    so two runs never move their sets into one folder at the same time."""
    try:
        import fcntl
    except ImportError:  # not POSIX: no lock
        yield
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        yield
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def _finish_commit(tmp: Path, *, locked: bool = False) -> None:
    """Move what is left of a whole set in ``tmp`` into the folder its commit note names
    (raises OSError when a file cannot be moved)."""
    lines = (tmp / _COMMIT).read_text(encoding="utf-8").splitlines()
    folder, names = Path(lines[0]), lines[1:]
    with contextlib.nullcontext() if locked else _locked(folder):
        for name in names:
            if (tmp / name).is_file():
                os.replace(tmp / name, folder / name)
    (tmp / _COMMIT).unlink()


class FileSet:
    """A set of files written into ``folder`` whole or not at all.

    ::

        with FileSet("drawings") as files:
            doc.saveas(files.path("hou_70_assembly.dxf"))
            fig.savefig(files.path("curves.png"))
        files.written  # the final paths, in the order they were asked for

    :meth:`path` gives where to make each file (in a temporary folder); when the block ends
    without an exception, every file is moved into ``folder`` — replacing files of the same
    names, leaving every other file alone. On an exception (or Ctrl-C, SIGTERM) nothing in
    ``folder`` changes and the temporaries are removed.

    A missing ``folder`` (its parent must exist) is made in the parent as a temporary folder
    and renamed to ``folder`` in one step when the set is whole, so a failed run leaves no
    folder behind; if someone makes ``folder`` meanwhile, the files are moved into it.
    """

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = _check_name(folder, "folder")
        self.names: list[str] = []
        self._tmp: Path | None = None
        self._existed = False
        self._keep = False

    @property
    def written(self) -> list[Path]:
        """Paths of the files of the set, in ``folder``."""
        return [self.folder / n for n in self.names]

    def __enter__(self) -> FileSet:
        out = self.folder
        try:
            st = os.stat(out)
        except FileNotFoundError:
            st = None
        except OSError as exc:
            raise BadValueError(f"cannot write into {out}: {plain(exc)}") from None
        if st is not None and not stat.S_ISDIR(st.st_mode):
            raise BadValueError(f"{out} is not a folder")
        where = out
        self._existed = st is not None
        if st is None:
            where = out.parent
            if not where.is_dir():
                why = "is not a folder" if os.path.lexists(where) else "does not exist"
                raise BadValueError(f"cannot make {out}: the folder {where} {why}")
        clear_stale(where)
        if where == out:  # a run killed while it made this folder left its temporary beside it
            clear_stale(out.parent)
        tmp = where / _new_name()
        _LIVE.add(tmp)
        try:
            tmp.mkdir(mode=0o700)
        except OSError as exc:
            _LIVE.discard(tmp)
            raise BadValueError(f"cannot write into {where}: {plain(exc, tmp)}") from None
        self._tmp = tmp
        return self

    def path(self, name: str) -> Path:
        """Where to make the member ``name`` (a plain file name, no folder part)."""
        if self._tmp is None:
            raise RuntimeError("FileSet.path() outside its with-block")
        if (not name or "/" in name or os.sep in name or name in (".", "..")
                or name.startswith(".houzhi-")):
            raise BadValueError(f"{name!r} cannot be a file of a set")
        if name in self.names:
            raise BadValueError(f"{name} is in the set twice")
        _check_writable_name(self.folder / name, follow=False)
        self.names.append(name)
        return self._tmp / name

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        tmp = self._tmp
        try:
            if kind is None:
                self._commit()
        finally:
            if self._tmp is not None and not self._keep:
                with _signals_held():  # an interrupt now would leave half a temporary
                    shutil.rmtree(self._tmp, ignore_errors=True)
                self._tmp = None
            if tmp is not None:
                _LIVE.discard(tmp)
        if isinstance(exc, OSError):  # making a file failed: say which, plainly
            name = Path(str(exc.filename)).name if exc.filename and tmp is not None \
                and Path(str(exc.filename)).parent == tmp else None
            where = self.folder / name if name else self.folder
            raise BadValueError(f"cannot write {where}: {plain(exc)}; {self._unchanged()}"
                                ) from None

    def _unchanged(self) -> str:
        return f"{self.folder} is as it was" if self._existed else f"{self.folder} was not made"

    def _commit(self) -> None:
        assert self._tmp is not None
        tmp, out = self._tmp, self.folder
        mode = 0o666 & ~_umask()
        try:
            for name in self.names:
                if not (tmp / name).is_file():
                    raise BadValueError(f"{name} of the set was not made")
                os.chmod(tmp / name, mode)
                _check_writable_name(out / name, follow=False)
            if not os.path.lexists(out):
                os.chmod(tmp, 0o777 & ~_umask())
                os.rename(tmp, out)  # a new folder appears whole, in one step
                self._tmp = None
                return
            note = tmp / (_COMMIT + ".part")
            note.write_text("\n".join([str(out.resolve()), *self.names]), encoding="utf-8")
        except OSError as exc:
            raise BadValueError(f"cannot write into {out}: {plain(exc)}") from None
        old = tmp / _OLD
        moved: list[tuple[str, bool]] = []  # (name, whether it replaced a file)
        name = ""
        with _signals_held(), _locked(out):
            try:
                old.mkdir()
                os.replace(note, tmp / _COMMIT)  # from here on a killed run is completed
                for name in self.names:
                    had = os.path.lexists(out / name)
                    if had:
                        os.replace(out / name, old / name)
                    moved.append((name, had))
                    os.replace(tmp / name, out / name)
            except OSError as exc:
                failure = f"cannot write {out / name}: {plain(exc)}"
                try:
                    for done, had in reversed(moved):  # put the old set back, the new aside
                        if not (tmp / done).exists():
                            os.replace(out / done, tmp / done)
                        if had:
                            os.replace(old / done, out / done)
                    (tmp / _COMMIT).unlink()
                except OSError:  # cannot go back: go forward, to the whole new set
                    try:
                        _finish_commit(tmp, locked=True)
                    except OSError:
                        self._keep = True  # the old files are in there: never delete them
                        raise BadValueError(f"{failure}; {out} is half moved in: the rest is "
                                            f"in {tmp}") from None
                    raise BadValueError(f"{failure} at first; the new set is in place "
                                        f"after all") from None
                raise BadValueError(f"{failure}; {self._unchanged()}") from None


