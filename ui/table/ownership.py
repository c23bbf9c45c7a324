"""Safe stand-ins for the QGraphicsItem calls whose PySide6 bindings move ownership.

PySide6 (seen on 6.11) marks `QGraphicsItem.parentItem()` as making the returned item the
parent of the wrapper it is called on. On a top-level item it returns None, and the wrapper
is left with no parent: Python then owns the C++ item, and the moment nothing in Python
refers to it (most table items are kept only by their scene), the item is deleted and
vanishes from the table. Pressing on a Sifaka board card made it disappear that way.
`topLevelItem()` does the same. Asking the item for its scene afterwards makes the scene its
owner again. Everything in ui/ walks the item tree through these helpers
(tests/ui/test_item_ownership.py checks that no other code calls the raw methods).
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem


def parent_item(item: QGraphicsItem) -> QGraphicsItem | None:
    """`item.parentItem()`, leaving a top-level item owned by its scene."""
    parent = item.parentItem()
    if parent is None:
        item.scene()  # the binding makes the scene the owner again
    return parent


def is_top_level(item: QGraphicsItem) -> bool:
    """Whether `item` has no parent item (its scene keeps owning it)."""
    return parent_item(item) is None
