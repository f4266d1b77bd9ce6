"""DXF entities' attributes set and written without ezdxf's general machinery.

ezdxf keeps each entity's attributes in a ``DXFNamespace``. Setting one
(``DXFNamespace.__setattr__``) makes two closures each time before it checks and converts the
value; writing an entity (``DXFNamespace.export_dxf_attribs``) goes through three method calls
for each attribute the entity could have (about twenty a graphic entity), and formats a debug
message for each one left unset, whether debug messages are shown or not. In the drawing set,
with some 6 000 entities a run (most of them a glyph's INSERT: :mod:`houzhi.render.dxf`), that
was about a quarter of the time of writing its DXF files.

Within :func:`attributes_quickly`, both do the same steps in one function each: the same values
checked and converted by ezdxf's own ``cast_value`` and ``is_valid_value``, the same tags
written in the same order, so the same bytes. A tag of one value (not a point, not binary data)
written by ezdxf's own text writer goes straight to its stream as ezdxf formats it (the value
cast to its group code's type by ezdxf's ``TYPE_TABLE``, ``TAG_STRING_FORMAT``), without making a
``DXFTag`` of it through ``_export_group_codes`` and ``dxftag`` (about a third of writing the
set's DXF files); every other tag is written by ``_export_group_codes``. A value ezdxf would
refuse or fix, an attribute ezdxf does not know, and a namespace of ezdxf's own subclass are
handed to ezdxf's own methods, which raise or fix as they do. Where ezdxf is not as this module
knows it, nothing is changed.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from contextlib import AbstractContextManager
from typing import Any

from ._patching import Swap, swapped

__all__ = ["attributes_quickly"]


def attributes_quickly() -> AbstractContextManager[bool]:
    """Within the ``with`` block, ezdxf sets and writes entities' attributes as this module says;
    outside it, ezdxf is as it was. Blocks in parallel threads wait for one another; a block
    within one leaves it in place (:func:`houzhi.render._patching.swapped`)."""
    return swapped("attributes_quickly", _swaps)


def _swaps() -> list[Swap] | None:
    """ezdxf's namespace's setting and writing of attributes in one function each; None where
    ezdxf is not as this module knows it."""
    try:
        from ezdxf.entities import dxfns
        from ezdxf.lldxf import types
        from ezdxf.lldxf.attributes import XType
        from ezdxf.lldxf.tagwriter import TagWriter
        from ezdxf.lldxf.types import cast_value
    except ImportError:
        return None
    cls: Any = dxfns.DXFNamespace
    group = getattr(dxfns, "_export_group_codes", None)
    if not (group is not None and hasattr(cls, "export_dxf_attribs")
            and hasattr(XType, "callback") and hasattr(dxfns, "logger")
            and all(hasattr(types, name) for name in (
                "TAG_STRING_FORMAT", "POINT_CODES", "BINARY_DATA", "TYPE_TABLE"))
            and getattr(types.DXFTag, "dxfstr", None) is not None
            and getattr(TagWriter, "write_tag", None) is not None):
        return None
    # a tag of one value, as ezdxf's text writer writes it: dxftag() makes a DXFTag of the
    # value cast to the code's type, and write_tag() writes its dxfstr() to the stream
    fmt, points, binary, kinds = (types.TAG_STRING_FORMAT, types.POINT_CODES,
                                  types.BINARY_DATA, types.TYPE_TABLE)
    set_attribute, export = cls.__setattr__, cls.export_dxf_attribs
    callback, logger = XType.callback, dxfns.logger

    def __setattr__(self: Any, key: str, value: Any) -> None:
        if type(self) is not cls:  # a namespace of other attributes (ezdxf's own subclass)
            return set_attribute(self, key, value)
        attrib = self.__dict__["_entity"].DXFATTRIBS.get(key)
        if attrib is None or attrib.xtype == callback:
            return set_attribute(self, key, value)
        cast = cast_value(attrib.code, value)
        if not attrib.is_valid_value(cast):  # ezdxf fixes it or refuses it
            return set_attribute(self, key, value)
        self.__dict__[key] = cast
        return None

    def export_dxf_attribs(self: Any, tagwriter: Any, attribs: str | Iterable[str]) -> None:
        if type(self) is not cls:
            export(self, tagwriter, attribs)
            return
        if isinstance(attribs, str):
            attribs = (attribs,)
        entity = self.__dict__["_entity"]
        known, values = entity.DXFATTRIBS, self.__dict__
        force, version = tagwriter.force_optional, tagwriter.dxfversion
        # ezdxf's own text writer (not a subclass, nor another writer) is written to directly
        write = tagwriter._stream.write if type(tagwriter) is TagWriter else None
        for name in attribs:
            attrib = known.get(name)
            if attrib is None:  # ezdxf raises
                export(self, tagwriter, name)
                continue
            if name in values:
                value = values[name]
            elif attrib.xtype == callback:
                value = attrib.get_callback_value(entity)
            else:
                value = None
            optional, default = attrib.optional, attrib.default
            if value is None and not optional:
                value = default
            if value is None:
                if logger.isEnabledFor(logging.DEBUG):
                    logger.debug(f"DXF attribute '{name}' not written because its a None "
                                 f"value.")
                continue
            if optional and not force and default is not None and default == value:
                continue
            code = attrib.code
            if (write is not None and code not in points and code not in binary
                    and version >= attrib.dxfversion
                    and not (type(value) is str and ("\n" in value or "\r" in value))):
                write(fmt % (code, kinds.get(code, str)(value)))
                continue
            group(tagwriter, attrib, value)  # ezdxf writes it (or leaves it out, or refuses it)

    return [(cls, "__setattr__", __setattr__), (cls, "export_dxf_attribs", export_dxf_attribs)]
