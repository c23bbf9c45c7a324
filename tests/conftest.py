"""Headless Qt for every test; settings and saves go to a temporary folder."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_dirs(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """Never touch the real user's settings or saves."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    yield


@pytest.fixture(autouse=True)
def _one_review_pass(monkeypatch):  # type: ignore[no-untyped-def]
    """A finished game's review makes one pass over its moves, not a few seconds of them: the
    window tests look at the graph, not at its steadiness (tests/core/test_review_compute.py)."""
    monkeypatch.setattr("gamebox.review.REVIEW_SECONDS", 0.0)
