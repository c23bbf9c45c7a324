"""Computer players: the generic ones live here, each game's own in games/<id>/ai.py."""
