"""The TRIO table."""
