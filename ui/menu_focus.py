"""The keys go back where they were when a menu closes without choosing anything.

Qt leaves the menu bar holding the keys after Escape closes a menu (its title stays lit): the
next Enter opened the menu again, and a second one ran its first item (a keyboard player's
"Enter plays the card" hid the move log instead)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QWidget
from shiboken6 import isValid


class MenuFocus(QObject):
    """Watches `bar`'s menus; gives the focus back to the last widget outside the menus that had
    it, once a menu has closed and the bar kept the keys."""

    def __init__(self, bar: QMenuBar) -> None:
        super().__init__(bar)
        self.bar = bar
        self._last: QWidget | None = None
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
        for action in bar.actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                menu.aboutToHide.connect(self._menu_hidden)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and new is not self.bar and not isinstance(new, QMenu) and new.window() is self.bar.window():
            self._last = new

    def _menu_hidden(self) -> None:
        QTimer.singleShot(0, self.give_back)  # after the menu has gone (and another one opened)

    def give_back(self) -> None:
        if not isValid(self.bar) or not self.bar.hasFocus() or QApplication.activePopupWidget() is not None:
            return  # an item chose something, or the keys walk on to the next menu
        last = self._last
        if last is not None and isValid(last) and last.isVisible() and last.isEnabled():
            last.setFocus(Qt.FocusReason.PopupFocusReason)
        else:
            self.bar.clearFocus()
