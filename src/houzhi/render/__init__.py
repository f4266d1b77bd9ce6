"""Renderers: each output format reads the model and writes nothing but its own output.

``dxf`` (ezdxf) and ``plots`` (matplotlib) load their libraries only when imported.
"""

from .caches import prepare as _prepare

_prepare()  # where matplotlib's and ezdxf's caches go, before either is imported
