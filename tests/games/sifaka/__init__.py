"""Sifaka engine tests."""
