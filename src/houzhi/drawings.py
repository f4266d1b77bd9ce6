"""The drawing set: for each range a cutting plan and an assembly drawing (DXF, with PNG
previews), the 鄉射 and 大射 grounds and the Ming 射圃, the 大射 stack and the curves against
range (SVG and PNG).

Everything is first written into a temporary folder inside the output folder and moved into
place only when the whole set has been made, so a failure leaves no partial file behind.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .errors import BadValueError
from .target import Target

__all__ = ["DEFAULT_RANGES", "build_set"]

DEFAULT_RANGES = (50, 70, 90)
_DPI = 110


def _check_out(out: Path) -> bool:
    """Make sure ``out`` is (or can become) a writable folder; True when it had to be made."""
    if out.exists() and not out.is_dir():
        raise BadValueError(f"{out} is not a folder")
    if out.is_dir():
        if not os.access(out, os.W_OK | os.X_OK):
            raise BadValueError(f"cannot write into {out}: permission denied")
        return False
    parent = out.parent if str(out.parent) else Path(".")
    if not parent.is_dir():
        raise BadValueError(f"cannot make {out}: {parent} is not a folder")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise BadValueError(f"cannot make {out}: permission denied in {parent}")
    return True


def _save(fig: Any, path: Path, **kw: Any) -> None:
    import matplotlib

    from .render.plots import style

    meta = {"Date": None} if path.suffix in (".svg", ".pdf") else {}
    with matplotlib.rc_context({**style(), "svg.fonttype": "path"}):
        fig.savefig(path, metadata=meta, **kw)


def build_set(out: str | os.PathLike[str], ranges: Iterable[Any] = DEFAULT_RANGES,
              standard: str | None = None, reading: str | None = None) -> list[Path]:
    """Write the drawing set into folder ``out`` and return the files' paths.

    ``ranges`` in 弓 (or as lengths), ``standard`` the standard of the 尺 for real sizes in mm.
    """
    from .cutting import plan
    from .dashe import stack
    from .ground import ground
    from .render import plots
    from .render.dxf import assembly_dxf, cutting_plan_dxf
    from .units import get_standard

    std = get_standard(standard).key
    targets = [Target.of(d, reading=reading) for d in ranges]  # bad ranges fail before any file
    out_dir = Path(out)
    made = _check_out(out_dir)
    try:
        if made:
            out_dir.mkdir()
        tmp = Path(tempfile.mkdtemp(prefix=".houzhi-", dir=out_dir))
    except OSError as exc:
        raise BadValueError(f"cannot write into {out_dir}: {exc.strerror or exc}") from None
    written: list[str] = []
    try:
        for t in targets:
            stem = f"hou_{str(t.range_gong).replace('/', '_')}"
            cplan = plan(t)
            cutting_plan_dxf(cplan, std).saveas(tmp / f"{stem}_cutting.dxf")
            _save(plots.cutting_preview(cplan), tmp / f"{stem}_cutting.png", dpi=_DPI)
            assembly_dxf(t, std).saveas(tmp / f"{stem}_assembly.dxf")
            _save(plots.elevation(t, standard=std), tmp / f"{stem}_assembly.png", dpi=_DPI)
            written += [f"{stem}_cutting.dxf", f"{stem}_cutting.png", f"{stem}_assembly.dxf",
                        f"{stem}_assembly.png"]
        figures = {
            "ground_plan": plots.ground_plan(targets[0], standard=std),
            "ground_dashe": plots.ground_plan(ground("大射", reading=reading), standard=std),
            "ground_pangong": plots.ground_plan(ground("頖宮")),  # in its own Ming measure
            "dashe": plots.dashe_stack(stack(reading=reading), rank="諸侯"),
            "curves": plots.curves(reading=reading),
        }
        for name, fig in figures.items():
            for ext in ("svg", "png"):
                _save(fig, tmp / f"{name}.{ext}", **({"dpi": _DPI} if ext == "png" else {}))
                written.append(f"{name}.{ext}")
        for name in written:
            os.replace(tmp / name, out_dir / name)
    except BaseException:
        if made:
            shutil.rmtree(out_dir, ignore_errors=True)
        raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return [out_dir / n for n in written]
