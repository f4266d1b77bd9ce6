"""The model: immutable value objects computed from the canon — the target, its marks, its
ropes and posts, the 大射's stack, the grounds and the 釋獲 count — with the basis of every
figure, and the check of every stated figure against them.
"""
