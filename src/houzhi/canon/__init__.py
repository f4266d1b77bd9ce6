"""The canon: the rules of the 記 and its commentators, the named readings, and the
rites, written as definitions with their citations.
"""
