"""Jupyter: the rich display of houzhi's objects and the explorer's controls.
"""
