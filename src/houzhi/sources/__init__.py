"""The sources: citations of the texts by work, 卷, leaf and layer, the passages
houzhi ships, and the glossary of the names the texts use.
"""
