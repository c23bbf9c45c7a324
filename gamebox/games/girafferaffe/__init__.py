"""Girafferaffe: play ever higher sets of giraffe cards on the trees, or spend an apple."""
