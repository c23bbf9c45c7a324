"""Work-around for PySide6 6.12 on CPython 3.11: every Qt call that returns None drops one
reference to None (the binding assumes the immortal None of Python 3.12+), so a table that
paints for a few seconds aborts with "none_dealloc: deallocating None" (and, more rarely,
"bool_dealloc" for True/False).

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
    """Raise the reference counts of None, True and False out of reach on CPython < 3.12
    (3.12 makes them immortal); True if it changed anything."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if hasattr(sys, "gettotalrefcount"):
        return False  # a debug build lays objects out differently; leave it alone
    changed = False
    for singleton in (None, True, False):  # the binding mishandles True and False too
        count = ctypes.c_ssize_t.from_address(id(singleton))  # ob_refcnt is the first field
        if abs(count.value - (sys.getrefcount(singleton) - 1)) > 64:
            return changed  # not the field we expect: do nothing rather than harm
        if count.value < _FLOOR:
            count.value += _BOOST
            changed = True
    return changed
