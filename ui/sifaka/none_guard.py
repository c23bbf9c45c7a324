"""Work-around for PySide6 6.12 on CPython 3.11: Qt calls that return None drop a reference
to None (the binding assumes the immortal None of Python 3.12+), so a table that paints long
enough aborts with "none_dealloc: deallocating None". Raising the reference counts of None,
True and False out of reach once is what 3.12 does by design. This belongs at application
start-up (shared code); until it is there, the Sifaka scene calls it itself.
"""

from __future__ import annotations

import ctypes
import sys

_FLOOR = 1 << 40
_BOOST = 1 << 42


def guard_none_refcount() -> bool:
    """True if it raised a count (CPython < 3.12 only)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    changed = False
    for singleton in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(singleton))  # ob_refcnt is the first field
        if count.value < _FLOOR:
            count.value += _BOOST
            changed = True
    return changed
