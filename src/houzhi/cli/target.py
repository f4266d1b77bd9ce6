"""``houzhi target``: the target for a range: strips, totals, hanging, 乏."""

from __future__ import annotations

import argparse
import json
from fractions import Fraction
from typing import Any

from ..locale import N_, _
from ._common import (
    RANK_CHOICES,
    RITE_CHOICES,
    Known,
    Parents,
    bare_numbers,
    out_path,
    rite_word,
    write_dxf,
)

NAME = "target"


def add_rite_options(cmd: argparse.ArgumentParser) -> None:
    """``--rite`` and ``--rank``, as ``target`` and ``readings`` take them."""
    cmd.add_argument("--rite", default=None, choices=RITE_CHOICES, metavar="RITE",
                     type=rite_word,
                     help=_("the rite: %(choices)s, or its key (xiangshe, binshe, yanshe, dashe); "
                          "default: the 鄉射 at 50弓, the 大射 at 70 and 90弓"))
    cmd.add_argument("--rank", default=None, choices=RANK_CHOICES, metavar="RANK",
                     help=_("whose rite: %(choices)s (default: the rite's own)"))


def _hide_readings() -> list[str]:
    from ..canon.rites import HIDE_READINGS

    return [h.label for h in HIDE_READINGS.values()]


def _get_hides(name: str) -> object:
    from ..canon.rites import get_hides

    return get_hides(name)


def add_hides_option(cmd: argparse.ArgumentParser) -> None:
    """``--hides``: whose reading of the 大射's 三侯 and their hides, as ``target`` and ``build``
    take it."""
    cmd.add_argument("--hides", default=None, choices=Known(_hide_readings, _get_hides),
                     metavar="READING",
                     help=_("whose reading of the 大射's 三侯 and their hides: %(choices)s (鄭玄: "
                          "the 參 a 糝侯, 豹鵠而麋飾; 敖繼公: a 豹侯; 陳祥道, or 郝敬 with him on the "
                          "參: a 麋侯); default: the --reading's author's own where houzhi has "
                          "it, else 鄭玄's; only for the 大射 of a 諸侯, where they differ"))


def check_hides(name: str | None, target: Any) -> None:
    """Refuse, in one line, a ``--hides`` given where the readings of the hides have nothing to
    differ on (any 侯 but the 大射's 三侯 of a 諸侯): it would be silently ignored."""
    if name is None or target.setting.hides is not None:
        return
    from ..errors import BadValueError

    st = target.setting
    raise BadValueError(_("--hides: the readings of the hides differ only on the 大射's 三侯 of "
                          "a 諸侯; the {rite}'s {hou} of a {rank} is read alike by all of them"
                          ).format(rite=st.rite.label, hou=st.hou.name, rank=st.rank))


def _danzhi_names() -> list[str]:
    from ..canon.rites import DANZHI_NAMES

    return [n for key, v in DANZHI_NAMES.items() for n in (key, *v)]


def _get_danzhi(name: str) -> object:
    from ..canon.rites import get_danzhi

    return get_danzhi(name)


def add_danzhi_option(cmd: argparse.ArgumentParser) -> None:
    """``--danzhi``: whose reading of 凡畫者丹質, as ``target`` and ``build`` take it."""
    cmd.add_argument("--danzhi", default=None, choices=Known(_danzhi_names, _get_danzhi),
                     metavar="READING",
                     help=_("what 凡畫者丹質 belongs to: 鄭玄 (the ground of the 雲氣 on the sides of "
                          "every 采侯 and 獸侯; default) or 一說 (the 義疏's: the 布侯's ground, "
                          "熊侯白質，麋侯赤質，而布侯則丹質也)"))


def add_shi_width_option(cmd: argparse.ArgumentParser) -> None:
    """``--shi-width``: the width of a 皮侯's hide 飾, as ``target`` and ``build`` take it."""
    cmd.add_argument("--shi-width", default=None,
                     help=_("width of the hide 飾 along each side of a 皮侯's 中 (the texts give "
                          "none; default 一尺, houzhi's assumption; at most what leaves the 鵠 "
                          "clear; e.g. '20 cm')"))


def shi_width_of(text: str | None, target: Any, standard: str) -> Fraction | None:
    """The ``--shi-width`` given (None: not given) for ``target``'s 飾, in 尺: refused in one
    line where the 侯 has no hide 飾, where it is not positive, or where it would reach the 鵠
    (the bound written in the user's unit too, :func:`houzhi.measure.lengths.bound_text`)."""
    if text is None:
        return None
    from ..errors import BadValueError
    from ..measure.lengths import bound_text, read_length
    from ..model.marks import check_shi_width, shi_place

    hou = target.setting.hou
    if not hou.shi:
        raise BadValueError(_("--shi-width: the {hou} ({kind}) has no hide 飾; only a 皮侯's "
                              "sides are trimmed with hide").format(hou=hou.name, kind=hou.kind))
    said = text.strip() if len(text.strip()) <= 30 else text.strip()[:27] + "..."
    chi = read_length(text, standard=standard, what=N_("the width of the 飾"))
    with bare_numbers(standard, ("--shi-width", text, "cm")):
        return check_shi_width(chi, shi_place(target.composition),
                               lambda bound: bound_text(bound, text, standard), repr(said))


def spec_from(args: argparse.Namespace, range_: Any = None, cloth: Any = None) -> Any:
    """The :class:`houzhi.model.spec.Spec` a command's options ask for, read and checked once,
    before any work: the range (``range_``, else ``--range``/the positional range) under
    ``--standard``, ``--reading``, ``--rite``, ``--rank``, ``--hides``, ``--danzhi`` and
    ``--shi-width`` where the command takes them, and ``cloth`` (the Han cloth's breadth). A
    ``--hides`` where the readings of the hides do not differ, or a ``--shi-width`` the 侯 has
    no 飾 for or that reaches the 鵠, is refused in one line."""
    from ..measure.units import get_standard
    from ..model.spec import Spec

    std = get_standard(getattr(args, "standard", None)).key
    hides = getattr(args, "hides", None)
    spec = Spec.of(args.range if range_ is None else range_, reading=args.reading,
                   rite=getattr(args, "rite", None), rank=getattr(args, "rank", None),
                   hides=hides, danzhi=getattr(args, "danzhi", None), standard=std, cloth=cloth)
    check_hides(hides, spec.target())  # refused where the readings of the hides do not differ
    shi = shi_width_of(getattr(args, "shi_width", None), spec.target(), std)
    return spec if shi is None else spec.but(shi_width_chi=shi)


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help=_("the target for a range: strips, totals, hanging, 乏"),
                         parents=[parents.standard, parents.reading, parents.as_json,
                                  parents.table_format])
    cmd.set_defaults(run=run)
    cmd.add_argument("range", help=_("range in 弓 (70, 7/2) or as a length (七十弓, 420尺, 50步, "
                     "'97 m')"))
    add_rite_options(cmd)
    add_hides_option(cmd)
    add_danzhi_option(cmd)
    cmd.add_argument("--breadth", default=None,
                     help=_("nominal cloth breadth (default 二尺二寸; 2.2, '50 cm', '20 in')"))
    cmd.add_argument("--trim", default=None, help=_("trimmed from each edge (default 一寸; '5 mm')"))
    add_shi_width_option(cmd)
    cmd.add_argument("--dxf", default=None, metavar="FILE",
                     help=_("also write the assembly drawing to this DXF file (mm)"))


def run(args: argparse.Namespace) -> int:
    from ..documents import records
    from ..errors import BadValueError
    from ..measure.lengths import bound_text, read_length
    from ..measure.units import get_standard
    from ..model.target import MAX_BREADTH_CHI, Cloth

    # Every input read and checked before anything is printed or written.
    std = get_standard(args.standard).key
    dxf = out_path(args.dxf, "--dxf")
    given = {"nominal_chi": (args.breadth, N_("the cloth's breadth")),
             "trim_chi": (args.trim, N_("the trim"))}
    with bare_numbers(std, ("--breadth", args.breadth, "cm"), ("--trim", args.trim, "mm")):
        read = {k: read_length(v, standard=std, what=what) for k, (v, what) in given.items()
                if v is not None}
        if read.get("nominal_chi", 0) > MAX_BREADTH_CHI:  # the bound in the user's unit too
            raise BadValueError(_("the cloth's breadth must be at most {bound}, got {given}"
                                  ).format(bound=bound_text(MAX_BREADTH_CHI, args.breadth, std),
                                           given=args.breadth))
        cloth = Cloth(**read)
    t = spec_from(args, cloth=cloth).target()
    t.pieces  # noqa: B018 -- refuses a reading that cannot sew this 侯, before any output
    if dxf is not None:
        from ..render.dxf import assembly_dxf

        write_dxf(dxf, assembly_dxf(t, std))
    from ._common import print_table

    if print_table(args, lambda: records.target_records(t, std)):
        return 0
    from ..documents.target import target_document

    doc = target_document(t, std)
    if args.json:
        from ..model.rigging import Rigging
        from ..render.export import to_data

        print(json.dumps({**to_data(t), "rigging": to_data(Rigging(t)),
                          "document": to_data(doc)}, ensure_ascii=False, indent=2))
        return 0
    from ..render.text import render

    print(render(doc))
    return 0
