"""The canon: the rules of the 記 and its commentators, the named readings (in Python and as
TOML definitions), the rites, the gear, the figures a reading gives and every figure a text
states — written as definitions with their citations.
"""
