"""The ``houzhi`` command line. Every bad input gives one line on stderr and exit status 2.

Each command lives in a module of its own with ``add(sub, parents)`` to register its options and
``run(args)`` to carry it out; :data:`COMMANDS` lists them in the order ``--help`` shows.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import signal
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import TextIO

from .._start import Signalled, leave, on_signals, settle, stop_line
from ..errors import HouzhiError
from ..locale import (
    LANGUAGES,
    OTHER_TAGS,
    _,
    argparse_words,
    display,
    from_environment,
    language,
    listing,
    of_tag,
    pgettext,
    use,
)
from . import (
    bolts,
    build,
    check,
    cite,
    convert,
    dashe,
    drawings,
    gear,
    ground,
    plan,
    readings,
    score,
    source,
    target,
    why,
)
from ._common import Parser, make_parents, use_reading_file

__all__ = ["COMMANDS", "chosen_language", "main"]

COMMANDS = (
    target,
    check,
    source,
    convert,
    drawings,
    plan,
    build,
    gear,
    bolts,
    dashe,
    ground,
    readings,
    why,
    score,
    cite,
)


def _build_parser() -> argparse.ArgumentParser:
    from .._version import __version__

    p = Parser(prog="houzhi", description=_("Compute, check and draw the archery target (侯) of "
                                            "the 儀禮 鄉射禮 from the classical text and its "
                                            "commentaries."))
    p.add_argument("--version", action="version", version=f"houzhi {__version__}",
                   help=pgettext("argparse", "show program's version number and exit"))
    add_lang(p, "en")
    sub = p.add_subparsers(dest="command", required=True, parser_class=Parser)
    parents = make_parents()
    for command in COMMANDS:
        command.add(sub, parents)
    for cmd in sub.choices.values():  # after the command too: houzhi target 50 --lang zh-Hant
        add_lang(cmd, argparse.SUPPRESS)
    return p


def add_lang(p: argparse.ArgumentParser, default: str) -> None:
    """``--lang``: the language houzhi speaks (read before the parser is built, by
    :func:`chosen_language`; declared here for ``--help`` and so that argparse takes it)."""
    p.add_argument("--lang", default=default, metavar="LANG",
                   help=_("the language of the output: {languages} (default: as LC_ALL, "
                          "LC_MESSAGES or LANG ask, else en)").format(
                       languages=listing(LANGUAGES)))


def chosen_language(argv: Sequence[str], environ: Mapping[str, str]) -> str:
    """The language a command line asks for: the last ``--lang LANG`` (or ``--lang=LANG``)
    before any ``--``, as a language tag or locale name in any case (``zh_hant``, ``zh-TW``,
    ``zh-CN``, ``zh``: :func:`houzhi.locale.of_tag`); without one, the POSIX locale's
    (:func:`houzhi.locale.from_environment`). An unknown language is refused in one line naming
    the three."""
    lang: str | None = None
    words = list(argv)
    for i, word in enumerate(words):
        if word == "--":
            break
        if word == "--lang":
            lang = words[i + 1] if i + 1 < len(words) else ""
        elif word.startswith("--lang="):
            lang = word.removeprefix("--lang=")
    if lang is None:
        return from_environment(environ)
    found = of_tag(lang)
    if found is None:
        script = {"zh-Hant": "繁體", "zh-Hans": "简体"}
        known = [f"{name} ({script[name]}: also {', '.join(OTHER_TAGS[name])})"
                 if name in OTHER_TAGS else name for name in LANGUAGES]
        raise HouzhiError(f"--lang: unknown language {lang!r}; houzhi speaks "
                          f"{', '.join(known[:-1])} and {known[-1]}")
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0, 1 for a failed check, 2 for bad input,
    130 after Ctrl-C, 128 + n after signal n such as SIGTERM).

    What a command prints is held until it has finished (see :class:`_HeldOutput`), so an
    error leaves stdout empty; an error writing stdout itself (``> /dev/full``) is one line on
    stderr, exit 2; a closed pipe (``| head``) is not an error.
    """
    with on_signals():
        try:
            return _run(argv)
        except KeyboardInterrupt:
            print(stop_line(signal.SIGINT), file=sys.stderr)
            return 130
        except Signalled as exc:
            print(stop_line(exc.signum), file=sys.stderr)
            return 128 + exc.signum


def _run(argv: Sequence[str] | None) -> int:
    import pint

    from ..measure._scripts import take_folds

    take_folds()  # what an earlier run in this process folded is not this run's to echo
    out = _HeldOutput(sys.stdout)
    spoken = language()
    try:
        use(chosen_language(sys.argv[1:] if argv is None else argv, os.environ))
        with argparse_words():  # argparse's own words (usage:, options:) in the reader's too
            args = _build_parser().parse_args(argv)
        use_reading_file(args)
        run: Callable[[argparse.Namespace], int] = args.run
        out.shown = not getattr(args, "json", False)  # --json is exact: its text as it is
        with contextlib.redirect_stdout(out):
            status = run(args)
        out.release()
        _echo_folds()
    except _StdoutFailed as failed:
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - keep the interpreter's exit quiet
        if isinstance(failed.error, BrokenPipeError):  # piped into head and the like
            return 0
        from ..render._files import plain

        return _fail(_("cannot write to standard output: {error}").format(
            error=plain(failed.error)))
    except HouzhiError as exc:
        return _fail(str(exc))
    except pint.errors.PintError as exc:
        return _fail(str(exc).splitlines()[0])
    except OSError as exc:
        return _fail(f"{exc.strerror or exc}: {exc.filename}" if exc.filename
                     else str(exc.strerror or exc))
    finally:
        use(spoken)  # a run in this process leaves the language as it found it
    return status


def _echo_folds() -> None:
    """Say on stderr each name read in another script, in the form houzhi cites: ``乡射 → 鄉射``."""
    from ..measure._scripts import take_folds

    for typed, cited in take_folds():
        print(_("houzhi: read {typed} as {cited}").format(typed=typed, cited=cited),
              file=sys.stderr)


def _fail(message: str, status: int = 2) -> int:
    print(display(_("houzhi: error: {message}").format(message=message)), file=sys.stderr)
    return status


class _StdoutFailed(Exception):
    """Writing to the real standard output failed with ``error``."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error)
        self.error = error


class _HeldOutput(io.TextIOBase):
    """Stands in for stdout while a command runs: what it prints is held until it has
    finished, so an error leaves stdout empty — up to ``limit`` characters (4 Mi), beyond which
    output passes straight through, so a long listing does not take its size again in memory.
    Errors of the real stdout are raised as :class:`_StdoutFailed`."""

    def __init__(self, real: TextIO, limit: int = 1 << 22) -> None:
        super().__init__()
        self.real = real
        self.limit = limit
        self.parts: list[str] = []
        self.size = 0
        self.held = True
        #: whether the text is shown to a reader (simplified in 简体: houzhi.locale.display), or
        #: exact, machine-readable output, written as it is
        self.shown = True

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if self.held:
            self.parts.append(text)
            self.size += len(text)
            if self.size > self.limit:
                self.release()
        else:
            self._through(text)
        return len(text)

    def release(self) -> None:
        """Write what is held and let the rest pass through; flush the real stdout."""
        text = "".join(self.parts)
        self.parts.clear()
        self.held = False
        self._through(text)
        try:
            self.real.flush()
        except OSError as exc:
            raise _StdoutFailed(exc) from None

    def _through(self, text: str) -> None:
        try:
            self.real.write(display(text) if self.shown else text)
        except OSError as exc:
            raise _StdoutFailed(exc) from None


def _entry() -> None:
    """Run the command line as a process of its own: signals, streams and encodings settled
    (:func:`houzhi._start.settle`, already done by :func:`houzhi.__main__.entry`, the console
    script), then :func:`main`, then the process ends with its status (:func:`houzhi._start.leave`)."""
    settle()
    try:
        status = main()
    except SystemExit as exc:  # --help, --version, and argparse's own refusals
        if exc.code is None or isinstance(exc.code, int):
            status = exc.code or 0
        else:
            print(exc.code, file=sys.stderr)
            status = 1
    leave(status)
