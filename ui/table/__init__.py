"""Shared scene machinery: items, drag and drop onto legal targets, the animation queue,
the hand fan and the privacy curtain. See README.md beside this file."""
