"""Units and notation: the 尺 and its standards (a pint registry built from a
definitions file), classical numerals and lengths, and the one reader of lengths.
"""
