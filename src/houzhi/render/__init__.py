"""Renderers: each output format reads the model and writes nothing but its own output.

``dxf`` (ezdxf) and ``plots`` (matplotlib) load their libraries only when imported.
"""
