"""Work-around for PySide6 6.12 on CPython 3.11: every Qt call returning None drops a
reference to None (the binding assumes the immortal None of Python 3.12+), so a table that
paints long enough aborts with "none_dealloc: deallocating None".

Like ui/gorilla/none_guard.py and ui/sifaka/none_guard.py (the same need): it belongs once at
application start-up (ui/app.py, tests/conftest.py); until shared code does it, the TRIO
scene calls it so the TRIO table cannot crash this way.
"""

from __future__ import annotations

import ctypes
import sys

_FLOOR = 1 << 40
_BOOST = 1 << 42


def guard_none_refcount() -> bool:
    """Give None, True and False reference counts out of reach on CPython < 3.12 (3.12 makes
    them immortal); True if anything changed."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    changed = False
    for singleton in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(singleton))  # ob_refcnt is the first field
        if count.value < _FLOOR:
            count.value += _BOOST
            changed = True
    return changed
