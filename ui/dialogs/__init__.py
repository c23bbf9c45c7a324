"""Dialogs: new game, settings, rules, about, statistics."""
