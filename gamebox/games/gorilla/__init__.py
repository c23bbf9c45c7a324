"""Gorilla: the animal shedding game with the tap race and the "Gorilla!" call (K1-K9)."""
