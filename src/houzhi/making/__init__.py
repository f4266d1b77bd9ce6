"""The making: what a maker needs from the model — the cutting plan on a chosen fabric, the
build sheet, and the sewing and rigging sized from the loads.
"""
