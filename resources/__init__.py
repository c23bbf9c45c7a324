"""Data files: card art, icons, rules pages, the Sifaka deck (read via importlib.resources)."""
