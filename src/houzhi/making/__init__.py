"""The making: what a maker needs from the model — ropes and posts, the cutting plan
on a chosen fabric, and the build sheet.
"""
