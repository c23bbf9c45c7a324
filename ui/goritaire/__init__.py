"""The Goritaire table."""
