"""The Girafferaffe table."""
