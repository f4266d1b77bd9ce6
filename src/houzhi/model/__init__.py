"""The model: immutable value objects computed from the canon — the target, its marks,
the 大射's stack, the gear, the ground and the count — and the check of every
stated figure against them.
"""
