"""What the commands share: the parser class, the options several commands take, and writing."""

from __future__ import annotations

import argparse
import copy
import re
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import PurePath
from typing import Any, NoReturn

from ..errors import HouzhiError
from ..locale import N_, _, display, language, listing, named, pgettext, quoted

__all__ = [
    "RANK_CHOICES",
    "RITE_CHOICES",
    "SUFFIXES",
    "Known",
    "Parents",
    "Parser",
    "add_reading_file",
    "bare_numbers",
    "bounded_work",
    "make_parents",
    "only_with",
    "out_path",
    "print_table",
    "rite_word",
    "said_written",
    "use_reading_file",
    "write_dxf",
]


# A word that begins with "-" and then anything but a letter or a second "-" is a value, not an
# option: "--trim -1寸", "target -1/2", "--seam -.5cm", "-３" (houzhi has no option of that form).
_VALUE_WITH_MINUS = re.compile(r"^-[^-A-Za-z]")


class _Formatter(argparse.HelpFormatter):
    """argparse's help formatter, every text shown in the reader's script before it is wrapped
    (a quotation broken across two lines would be simplified in part)."""

    def _expand_help(self, action: argparse.Action) -> str:
        """argparse's, its %(choices)s listed as the reader's language lists them (、)."""
        choices = action.choices
        if choices is not None:
            action = copy.copy(action)
            action.choices = [listing(str(c) for c in choices)]  # one, joined as said
        return display(super()._expand_help(action))

    def _format_text(self, text: str) -> str:
        return super()._format_text(display(text))

    def _format_usage(self, *args: Any) -> str:
        return display(super()._format_usage(*args))

    def start_section(self, heading: str | None) -> None:
        super().start_section(display(heading) if heading else heading)

    def _split_lines(self, text: str, width: int) -> list[str]:
        """argparse's, but in Chinese by the columns a terminal gives each character (a CJK
        character two) and between characters, not inside a Latin run (``1:500``)."""
        if language() == "en":
            return super()._split_lines(text, width)
        from ..documents._text import wrap

        return wrap(" ".join(text.split()), width)


class Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors become :class:`HouzhiError` (one line, exit 2), and
    which reads a word such as ``-1寸`` as a (negative) value, never as an unknown option."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)
        # argparse's own hook for words that look like negative numbers; its default pattern
        # knows only ASCII digits, so "-1寸" would be taken for an option.
        self._negative_number_matcher = _VALUE_WITH_MINUS

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        """As argparse's, but ``--eye=--`` is refused: argparse would hand the command an empty
        list for a value that is not there."""
        for word in args or ():
            if isinstance(word, str) and word.startswith("--") and word.endswith("=--"):
                self.error(_("{option} needs a value, got '--'").format(option=word[:-3]))
        return super().parse_known_args(args, namespace)

    def format_help(self) -> str:
        """argparse's help, its sections' headings closed as the reader's language closes them
        (``options:``, 選項：): argparse writes the colon itself, untranslated."""
        text = super().format_help()  # in 简体 as the commands' output is shown (_Formatter)
        for group in self._action_groups:
            if group.title:
                title = display(group.title)
                text = text.replace(f"\n{title}:\n", "\n" + display(pgettext(
                    "argparse", "{heading}:").format(heading=title)) + "\n")
        return text

    def error(self, message: str) -> NoReturn:
        line = message.splitlines()[0] if message else "bad command line"
        if language() != "en":  # argparse's own refusals, in the reader's language
            line = _argparse_words(line)
        # argparse quotes the words as given; a byte that is not UTF-8 is shown escaped
        raise HouzhiError(line.encode("utf-8", "backslashreplace").decode("utf-8"))


#: argparse's refusals houzhi words in the reader's language: pattern -> message
_ARGPARSE = (
    (re.compile(r"argument (?P<option>[^:]+): invalid choice: (?P<value>.*) \(choose from "
                r"(?P<choices>.*)\)"), N_("{option}: unknown {value}; known: {choices}")),
    (re.compile(r"argument (?P<option>[^:]+): expected one argument"),
     N_("{option} needs a value")),
    (re.compile(r"the following arguments are required: (?P<names>.*)"),
     N_("missing: {names}")),
    (re.compile(r"unrecognized arguments: (?P<words>.*)"), N_("unknown options or words: {words}")),
    # a refusal of houzhi's own raised through argparse (rite_word), already in the reader's words
    (re.compile(r"argument (?P<option>[^:]+): (?P<message>.*)"), N_("{option}: {message}")),
)


def _unquoted(word: str) -> str:
    """A word argparse quoted with its repr (``'鄭玄'``), without the quotes."""
    return word[1:-1] if len(word) > 1 and word[0] == word[-1] and word[0] in "'\"" else word


def _argparse_words(line: str) -> str:
    """One of argparse's refusals (English, as argparse writes them) in the reader's language;
    one houzhi does not know, as argparse wrote it."""
    for pattern, message in _ARGPARSE:
        m = pattern.fullmatch(line)
        if m:
            words = m.groupdict()
            if "choices" in words:  # argparse's list, joined as the reader's language joins one
                words["choices"] = _(", ").join(_unquoted(c) for c in words["choices"].split(", "))
                words["value"] = quoted(_unquoted(words["value"]))
            return _(message).format(**words)
    return line


class Known:
    """argparse ``choices`` that accept every name a look-up accepts (keys, labels, aliases) and
    list the keys in ``--help`` and in the one-line refusal.

    ``keys`` gives the names to list; ``lookup`` raises :class:`HouzhiError` for an unknown
    name. Both are called only when argparse asks, so the model loads lazily.
    """

    def __init__(self, keys: Callable[[], Iterable[str]], lookup: Callable[[str], object]):
        self._keys = keys
        self._lookup = lookup

    def __contains__(self, name: object) -> bool:
        try:
            self._lookup(str(name))
        except HouzhiError:
            return False
        return True

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._keys()))


def _standards() -> list[str]:
    """The standards' keys, in Chinese each after its name (周秦西漢（han）), for --help and the
    refusal; the key is what the reader types."""
    from ..measure.units import STANDARDS

    return [named(k, s.label) for k, s in STANDARDS.items()]


def _get_standard(name: str) -> object:
    from ..measure.units import get_standard

    return get_standard(name)


def _readings() -> list[str]:
    from ..canon.readings import READINGS

    return [r.label for r in READINGS.values()]


def _get_reading(name: str) -> object:
    from ..canon.readings import get_reading

    return get_reading(name)


def _rites() -> list[str]:
    from ..canon.rites import RITES

    return [r.label for r in RITES.values()]


def _get_rite(name: str) -> object:
    from ..canon.rites import get_rite

    return get_rite(name)


def _ranks() -> list[str]:
    from ..canon.rites import RANKS

    return list(RANKS)


def _get_rank(name: str) -> object:
    from ..canon.rites import get_rank

    return get_rank(name)


def rite_word(name: str) -> str:
    """``--rite``'s value as given, or argparse's refusal in one line where it names a place
    houzhi lays out that is no rite of the texts (the 頖宮, the Ming 射圃): its ground is
    ``houzhi ground --rite 頖宮``, and no target is made for it here."""
    from ..canon.rites import get_rite
    from ..errors import UnknownNameError
    from ..model.grounds import find_place

    place = find_place(name.strip())
    if place is not None:
        try:
            get_rite(name)
        except UnknownNameError:
            raise argparse.ArgumentTypeError(
                _("the {place} is a place, not a rite of the texts: its ground is `houzhi ground "
                  "--rite {place}`").format(place=place.key)) from None
    return name


#: ``choices`` for ``--rite`` (鄉射, 賓射, 燕射, 大射, or their keys) and ``--rank`` (天子 … 士, or
#: tianzi … shi)
RITE_CHOICES = Known(_rites, _get_rite)
RANK_CHOICES = Known(_ranks, _get_rank)


@dataclass(frozen=True)
class Parents:
    """Options several commands take, each defined once (argparse parents)."""

    standard: Parser
    reading: Parser
    as_json: Parser
    table_format: Parser


def make_parents() -> Parents:
    """Build the shared option groups."""
    standard = Parser(add_help=False)
    standard.add_argument("--standard", default=None, choices=Known(_standards, _get_standard),
                          metavar="STANDARD",
                          help=_("standard of the 尺 for real sizes: %(choices)s (default han)"))
    reading = Parser(add_help=False)
    reading.add_argument("--reading", default=None, choices=Known(_readings, _get_reading),
                         metavar="READING",
                         help=_("whose reading of the text: %(choices)s (default 鄭玄)"))
    add_reading_file(reading)
    as_json = Parser(add_help=False)
    as_json.add_argument("--json", action="store_true", help=_("exact, machine-readable output"))
    table_format = Parser(add_help=False)
    table_format.add_argument("--format", default=None, choices=("csv", "markdown", "latex"),
                              help=_("the table for a spreadsheet or a paper, each row with its "
                              "citation and the basis of its figure: %(choices)s"))
    return Parents(standard, reading, as_json, table_format)


def print_table(args: argparse.Namespace, records: Callable[[], Any]) -> bool:
    """With ``--format``, print the table ``records()`` builds in that format
    (:mod:`houzhi.render.tabular`) and say so (True); without it, False. ``--format`` with
    ``--json`` is refused: one output at a time."""
    fmt = getattr(args, "format", None)
    if fmt is None:
        return False
    if getattr(args, "json", False):
        raise HouzhiError(_("--format and --json each choose the output: give one of them"))
    from ..render.tabular import write

    print(write(records(), fmt), end="")
    return True


def add_reading_file(cmd: argparse.ArgumentParser) -> None:
    """``--reading-file``: a reading declared in a TOML file, loaded before the command runs
    (:func:`use_reading_file`)."""
    cmd.add_argument("--reading-file", default=None, metavar="TOML",
                     help=_("a reading declared in a TOML file (see the docs: Writing a "
                          "reading), known to the command beside houzhi's own; where the "
                          "command takes --reading, the reading it uses"))


def use_reading_file(args: argparse.Namespace) -> None:
    """Load and register the ``--reading-file`` given, if any, and make it the command's
    ``--reading`` where it takes one; a ``--reading`` naming another reading is refused."""
    path = getattr(args, "reading_file", None)
    if path is None:
        return
    from ..canon.readings import get_reading, load_reading

    reading = load_reading(path)
    if not hasattr(args, "reading"):
        return
    if args.reading is not None and get_reading(args.reading).key != reading.key:
        raise HouzhiError(_("--reading {reading} and --reading-file {path} name two readings: "
                            "give one").format(reading=args.reading, path=path))
    args.reading = reading.key


def bounded_work(ranges: list[Any], most: int, command: str, bolts: int | None = None) -> None:
    """Refuse, before any work, more than ``most`` ranges, or ranges whose cutting plans would
    together take more than ``bolts`` bolts (default :data:`houzhi.making.cutting.MAX_BOLTS`), so that
    each run stays within seconds."""
    from ..making.cutting import MAX_BOLTS, Fabric, check_size
    from ..model.target import Target

    most_bolts = MAX_BOLTS if bolts is None else bolts
    if len(ranges) > most:
        raise HouzhiError(_("{command} takes at most {most} ranges, got {n}").format(
            command=command, most=most, n=len(ranges)))
    fewest = sum(check_size(Target.of(d), Fabric.historical()) for d in ranges)
    if fewest > most_bolts:
        raise HouzhiError(_("these ranges' cloth fills at least {n} 匹 together; {command} plans "
                            "at most {most} in one run").format(n=fewest, command=command,
                                                                most=most_bolts))


@contextmanager
def bare_numbers(standard: str | None, *given: tuple[str, Any, str]) -> Iterator[None]:
    """Within it, a refusal of a value (:class:`~houzhi.errors.BadValueError`) is completed by
    how each bare number among ``given`` (option, value as typed or None, the unit to suggest)
    was read — in 尺 — and the form to write instead (:func:`houzhi.measure.lengths.read_as`): the
    refusal of ``--breadth 50`` says that 50 was read as 50尺 and to write ``--breadth "50 cm"``
    for centimetres. A message that already says so, or values with units, are left as they
    are."""
    from ..errors import BadValueError, ParseError

    try:
        yield
    except ParseError:
        raise
    except BadValueError as exc:
        from ..measure.lengths import read_as

        message = str(exc)
        hints = [read_as(value, standard, option=option, unit=unit)
                 for option, value, unit in given if value is not None]
        hints = [h.removeprefix(" — ") for h in hints
                 if h and re.split("[;；]", h)[0] not in message]
        if not hints:
            raise
        raise BadValueError(message + " — " + "; ".join(hints)) from None


#: The file extension each output option's format takes (any case: ``.DXF`` is a DXF too).
SUFFIXES: dict[str, str] = {"--dxf": ".dxf", "--pdf": ".pdf", "--svg": ".svg", "--png": ".png"}


def out_path(path: str | None, option: str) -> str | None:
    """The output file (or, for ``--out``, folder) an option names on the command line, checked
    before any work: an empty name is refused, and so is a file name whose extension is not the
    one the option's format takes (:data:`SUFFIXES`, in any case), or that has none — each with
    one line naming the option (exit 2). ``None`` (the option not given) is returned as is."""
    if path is None:
        return None
    if not path.strip():
        raise HouzhiError(_("{option} needs a file name, got an empty one").format(option=option))
    suffix = SUFFIXES.get(option)
    if suffix is not None:
        name = PurePath(path).name
        if not (name.lower().endswith(suffix) and len(name) > len(suffix)):
            fmt = suffix[1:].upper()
            raise HouzhiError(_("{option} writes {format}: the file name must end in {suffix} "
                                "(or {upper}), got {path}").format(
                                    option=option, format=fmt, suffix=suffix,
                                    upper=suffix.upper(), path=repr(path)))
    return path


def only_with(args: argparse.Namespace, option: str, needs: str) -> None:
    """Refuse ``option``, given, when the output ``needs`` names is not (one line, exit 2):
    ``--paper`` says nothing without ``--pdf``. An option not given is ``None`` in ``args``."""
    given = getattr(args, option.lstrip("-").replace("-", "_"))
    wanted = getattr(args, needs.lstrip("-").replace("-", "_"))
    if given is not None and wanted is None:
        raise HouzhiError(_("{option} is only for the file {needs} writes: give {needs} FILE "
                            "too, or drop {option}").format(option=option, needs=needs))


def write_dxf(path: str, doc: object) -> None:
    """Save a DXF document whole or not at all; say where it went on stderr."""
    from ..render._files import write_atomically

    said_written(write_atomically(path, lambda tmp: doc.saveas(tmp)))  # type: ignore[attr-defined]


def said_written(path: object) -> None:
    """Say on stderr, in the reader's language, where a file went (``path``, as written)."""
    print(_("wrote {path}").format(path=path), file=sys.stderr)
