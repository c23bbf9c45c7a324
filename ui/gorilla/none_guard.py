"""Work-around for PySide6 6.12 on CPython 3.11: every Qt call that returns None drops one
reference to None (the binding assumes the immortal None of Python 3.12+), so a table that
paints for a few seconds aborts with "none_dealloc: deallocating None".

`guard_none_refcount()` gives None a very large reference count once, which is what 3.12
does by design. It belongs at application start-up (ui/app.py, tests/conftest.py); until the
shared code does it, the Gorilla scene calls it so the Gorilla table cannot crash this way.
"""

from __future__ import annotations

import ctypes
import sys

_FLOOR = 1 << 40
_BOOST = 1 << 42


def guard_none_refcount() -> bool:
    """Raise None's reference count out of reach on CPython < 3.12; True if it did."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    count = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt is the first field
    if count.value >= _FLOOR:
        return False
    count.value += _BOOST
    return True
