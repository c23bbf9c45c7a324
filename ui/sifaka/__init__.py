"""The Sifaka table scene."""
