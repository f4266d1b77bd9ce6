"""What the command line settles before anything heavy loads: how it stops, and where it writes.

:func:`settle` runs first in the console script and in ``python -m houzhi``
(:func:`houzhi.__main__.entry`), before even the command line is imported — and so before
pint, the model, matplotlib or ezdxf — so that every way of stopping or starving houzhi ends in
one line and the documented exit status. This module imports nothing of houzhi's.

- **Signals.** Ctrl-C (SIGINT), SIGTERM and SIGHUP end the run with one line on stderr
  (``houzhi: interrupted``, ``houzhi: stopped by SIGTERM``) and exit status 130, 143, 129
  (128 + the signal). While no temporary of houzhi's exists (:func:`houzhi.render._files.live`) the
  handler writes its line and ends the process at once: there is nothing to undo, and nothing
  is raised inside an import that may not survive it (a SIGTERM raised into matplotlib's import
  once aborted the interpreter). While a temporary exists, it raises (``KeyboardInterrupt`` or
  :class:`Signalled`) so that the run unwinds and removes it. A signal ignored when houzhi
  starts (``nohup``, a background job) stays ignored.
- **Closed streams.** A standard stream whose descriptor is closed (``>&-``, ``2>&-``) is
  given ``/dev/null``, so that no file houzhi opens takes its number. A closed standard output
  is refused before any work (one line, exit 2): every command's answer goes there. A closed
  stderr only silences the messages; the exit status still tells.
- **The end.** The process ends by :func:`leave` once the command is done, without the
  interpreter's finalization, where a signal would have its default effect again. Only in the
  first instant, while Python itself starts (a few hundredths of a second, before houzhi's
  first line runs), does a signal have its default effect: death by the signal.
- **Encodings.** A character the encoding of stdout or stderr cannot write
  (``PYTHONIOENCODING=ascii``, a ``latin-1`` terminal) is written as its escape, ``\\u4faf``
  for 侯 — the same escape on the output and on the error path, and JSON's own (a character
  beyond U+FFFF as its surrogate pair), so that ``--json`` output stays valid JSON.
- **Garbage collection.** A run is one short process: Python's cyclic garbage collector makes
  no full collection in it (:func:`_young_collections_only`), only of its young objects. What
  a command loads (pint, matplotlib, ezdxf and their tables) lives until the process ends, and
  each full collection walked all of it again, to free next to nothing (measured: two full
  collections, a tenth of a second, in ``houzhi drawings`` and in ``houzhi build 70 --pdf``).
"""

from __future__ import annotations

import atexit
import codecs
import os
import sys
from contextlib import contextmanager, suppress

try:  # the C module that signal wraps: the same functions, without importing enum (a cost)
    import _signal as signal
except ImportError:  # pragma: no cover - another Python
    import signal

TYPE_CHECKING = False  # not typing's: importing typing costs the start of every run
if TYPE_CHECKING:
    from collections.abc import Iterator
    from types import FrameType
    from typing import NoReturn

__all__ = ["ESCAPE", "Signalled", "handled_signals", "leave", "on_signals", "settle", "stop_line"]

#: The name of the codec error handler that writes an unencodable character as ``\\uXXXX``.
ESCAPE = "houzhi-escape"


class Signalled(BaseException):
    """SIGTERM or SIGHUP arrived: unwind (removing temporaries), then exit 128 + the signal."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


_NAMES = {getattr(signal, n): n for n in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, n)}


def stop_line(signum: int) -> str:
    """The one line houzhi writes when signal ``signum`` stops it."""
    if signum == signal.SIGINT:
        return "houzhi: interrupted"
    return f"houzhi: stopped by {_NAMES.get(signum, f'signal {signum}')}"


def handled_signals() -> list[int]:
    """SIGINT, SIGTERM and SIGHUP, where the platform has them."""
    return list(_NAMES)


# Whether a signal may end the process at once (only in a process of houzhi's own: the console
# script or python -m houzhi; cli.main called from Python always raises).
_EXIT_AT_ONCE = False


def _live_temporaries() -> bool:
    live = getattr(sys.modules.get("houzhi.render._files"), "live", None)  # None while it is imported
    return live is not None and bool(live())


def _exit_now(signum: int) -> None:
    with suppress(OSError):
        os.write(2, (stop_line(signum) + "\n").encode("ascii"))
    os._exit(128 + signum)


def _handler(signum: int, frame: FrameType | None) -> None:
    if _EXIT_AT_ONCE and not _live_temporaries():
        _exit_now(signum)
    if signum == signal.SIGINT:
        raise KeyboardInterrupt
    raise Signalled(signum)


def _install() -> dict[int, object]:
    """Set :func:`_handler` for every handled signal not ignored; the handlers it replaced.
    Nothing off the main thread, where Python allows no handler."""
    before: dict[int, object] = {}
    for s in handled_signals():
        current = signal.getsignal(s)
        if current == signal.SIG_IGN:
            continue
        try:
            signal.signal(s, _handler)
        except ValueError:  # not the main thread
            break
        before[s] = current
    return before


@contextmanager
def on_signals() -> Iterator[None]:
    """Turn SIGINT, SIGTERM and SIGHUP into an exception (or, in houzhi's own process with
    nothing to undo, into an immediate exit) while the block runs; main thread only."""
    before = _install()
    try:
        yield
    finally:
        for s, handler in before.items():
            signal.signal(s, handler)


def _escape(error: UnicodeError) -> tuple[str, int]:
    """Codec error handler: each character that cannot be encoded as ``\\uXXXX``."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    out = []
    for ch in error.object[error.start:error.end]:
        code = ord(ch)
        if code > 0xFFFF:
            code -= 0x10000
            out.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
        else:
            out.append(f"\\u{code:04x}")
    return "".join(out), error.end


codecs.register_error(ESCAPE, _escape)


def _fill_closed_descriptors() -> set[int]:
    """Give /dev/null to each of the descriptors 0, 1, 2 that is closed; the ones that were."""
    closed = set()
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            closed.add(fd)
    for fd in sorted(closed):
        new = os.open(os.devnull, os.O_RDWR)
        if new != fd:
            os.dup2(new, fd)
            os.close(new)
    return closed


def settle() -> None:
    """Set the signal handlers, fill closed standard streams and set the escapes of stdout and
    stderr (see the module); exit with status 2 and one line if standard output is closed."""
    global _EXIT_AT_ONCE
    if _EXIT_AT_ONCE:  # settled already
        return
    _EXIT_AT_ONCE = True
    _young_collections_only()
    _install()
    closed = _fill_closed_descriptors()
    if sys.stderr is None or 2 in closed:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - for the process
    if sys.stdin is None or 0 in closed:
        sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115 - for the process
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with suppress(ValueError, OSError):  # not a text wrapper as Python makes them
                reconfigure(errors=ESCAPE)
    if sys.stdout is None or 1 in closed:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - for the process
        print("houzhi: error: standard output is closed: give it a file or a pipe "
              "(> out.txt, or > /dev/null to discard what houzhi prints)", file=sys.stderr)
        leave(2)


def _young_collections_only() -> None:
    """No full collection by the garbage collector for the rest of the process (the threshold
    of its oldest generation out of reach), the young generations collected as before; a
    collector turned off (threshold 0) stays off. A cycle that dies young is still freed; one
    that has lived through two young collections stays until the process ends, soon."""
    import gc

    first, second, _third = gc.get_threshold()
    if first:
        gc.set_threshold(first, second, 1 << 30)


def leave(status: int) -> NoReturn:
    """End houzhi's process with ``status``: the standard streams flushed and the functions
    registered with :mod:`atexit` run (under houzhi's signal handlers still), then the process
    ends without the interpreter's own finalization, in which a signal would kill it silently
    (Python restores the default handlers there) however complete its work."""
    for stream in (sys.stdout, sys.stderr):
        with suppress(Exception):  # a stream that fails now has had its one line already
            stream.flush()
    run = getattr(atexit, "_run_exitfuncs", None)
    if run is not None:
        run()
    os._exit(status)
