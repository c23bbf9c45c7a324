"""The Gorilla table."""
