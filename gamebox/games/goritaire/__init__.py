"""Goritaire: the collapsing gorilla pyramid solitaire with score attack (rules R1-R11)."""
