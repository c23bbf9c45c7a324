"""A guard for the Python overrides of `event`: on rare occasions, while a view's C++ object is
torn down (a closed window's view collected in the middle of later work), PySide hands the
override a wrapper of another type. `super().event(event)` then raised "super(type, obj): obj
must be an instance or subtype of type" inside Qt's event loop; the event goes to the Qt class
that object is instead."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject


def qt_event(obj: QObject, event: QEvent) -> bool:
    """`event` of the first Qt class in the type of `obj` (False when none has one)."""
    for cls in type(obj).__mro__:
        handler = cls.__dict__.get("event") if cls.__module__.startswith("PySide6.") else None
        if handler is not None:
            return bool(handler(obj, event))
    return False
