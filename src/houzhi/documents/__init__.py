"""The documents: the model and the making as rows and tables, ready for any
renderer.
"""
