"""A button the keyboard reached shows a ring a player can find: Fusion marked it with a
one-pixel tint, so walking the launcher with Tab left the player guessing which game Enter
would open. A click leaves no ring; the ring follows the light and dark themes."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QHBoxLayout, QPushButton, QWidget

from ui.appearance import FocusRingStyle, apply_theme, install_focus_ring


@pytest.fixture
def theme(qapp: QApplication) -> Iterator[Any]:
    install_focus_ring(qapp)
    yield lambda name: apply_theme(qapp, name)
    apply_theme(qapp, "light")


def buttons(qtbot: Any) -> tuple[QWidget, QPushButton, QPushButton]:
    window = QWidget()
    row = QHBoxLayout(window)
    first, second = QPushButton("Play Sifaka"), QPushButton("Play TRIO")
    row.addWidget(first)
    row.addWidget(second)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    return window, first, second


def ring_pixels(button: QPushButton) -> int:
    """Pixels of the highlight colour along the button's left edge, where Fusion draws at most
    a one-pixel line."""
    image: QImage = button.grab().toImage()
    ring = button.palette().color(QPalette.ColorRole.Highlight)
    count = 0
    for x in range(0, 3):
        for y in range(4, image.height() - 4):
            pixel = QColor(image.pixel(x, y))
            if abs(pixel.red() - ring.red()) + abs(pixel.green() - ring.green()) + abs(pixel.blue() - ring.blue()) < 90:
                count += 1
    return count


@pytest.mark.parametrize("name", ["light", "dark"])
def test_tab_puts_a_visible_ring_on_the_button_it_reached(qtbot: Any, theme: Any, name: str) -> None:
    theme(name)
    assert isinstance(QApplication.style(), FocusRingStyle)
    _, first, second = buttons(qtbot)
    first.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.keyClick(first, Qt.Key.Key_Tab)
    assert second.hasFocus()
    rows = second.height() - 8
    assert ring_pixels(second) >= 2 * rows, "a ring at least two pixels wide down the side"
    assert ring_pixels(first) < rows, "the button the focus left has none"


def test_a_click_leaves_no_ring(qtbot: Any, theme: Any) -> None:
    _, first, second = buttons(qtbot)
    qtbot.mouseClick(second, Qt.MouseButton.LeftButton)
    assert second.hasFocus()
    assert ring_pixels(second) < second.height() - 8


def test_an_unticked_box_shows_its_edge_on_the_dark_theme(qtbot: Any, theme: Any) -> None:
    """Fusion outlined an unticked check box a shade darker than the dark window: the New game
    dialog's options looked like blank text with nothing to tick."""
    from PySide6.QtWidgets import QCheckBox, QStyle, QStyleOptionButton

    theme("dark")
    box = QCheckBox("Winnable deals only")
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    option = QStyleOptionButton()
    box.initStyleOption(option)
    indicator = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    image = box.grab().toImage()
    window = box.palette().color(QPalette.ColorRole.Window)
    ratio = image.devicePixelRatio()
    edge = max(abs(QColor(image.pixel(round(x * ratio), round(y * ratio))).lightness() - window.lightness())
               for x in range(indicator.left(), indicator.right() + 1)
               for y in range(indicator.top(), indicator.bottom() + 1))
    assert edge >= 60, (edge, indicator)


def test_a_sliders_handle_shows_on_the_dark_theme(qtbot: Any, theme: Any) -> None:
    """Settings' sliders: Fusion drew the handle and the ticks a shade off the dark window; only
    the filled part of the groove told where the handle was (hardly any at 60% cards)."""
    from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider

    theme("dark")
    slider = QSlider(Qt.Orientation.Horizontal)
    slider.setRange(0, 10)
    slider.setValue(0)
    slider.resize(240, 30)
    qtbot.addWidget(slider)
    slider.show()
    qtbot.waitExposed(slider)
    option = QStyleOptionSlider()
    slider.initStyleOption(option)
    handle = slider.style().subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                           QStyle.SubControl.SC_SliderHandle, slider)
    image = slider.grab().toImage()
    ratio = image.devicePixelRatio()
    centre = QColor(image.pixel(round(handle.center().x() * ratio), round(handle.center().y() * ratio)))
    window = slider.palette().color(QPalette.ColorRole.Window)
    assert centre.lightness() - window.lightness() >= 90, (centre.name(), window.name())


@pytest.mark.parametrize("kind", ["combo", "spin", "slider"])
def test_tab_rings_the_dialogs_choices_too(qtbot: Any, theme: Any, kind: str) -> None:
    """The new-game and settings dialogs' combo boxes, spin boxes and sliders showed only
    Fusion's one-pixel tint when Tab reached them."""
    from PySide6.QtWidgets import QComboBox, QSlider, QSpinBox

    window, first, _second = buttons(qtbot)
    if kind == "combo":
        choice: QWidget = QComboBox()
        choice.addItems(["Human", "Computer"])  # type: ignore[attr-defined]
    elif kind == "spin":
        choice = QSpinBox()
    else:
        choice = QSlider(Qt.Orientation.Horizontal)
    choice.setMinimumSize(160, 30)
    window.layout().addWidget(choice)
    choice.show()
    qtbot.waitExposed(choice)
    first.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.keyClick(first, Qt.Key.Key_Tab)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert choice.hasFocus()
    assert ring_pixels(choice) >= 2 * (choice.height() - 8), "a ring at least two pixels wide down the side"  # type: ignore[arg-type]


def test_a_window_the_keys_walked_keeps_its_ring_after_a_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Enter on a Rules button, Escape: the focus came back to the button but Qt counted it as
    not brought by the keys, so no ring showed. A window the keys walked before it went
    inactive shows the ring again when its focus comes back; one a mouse used does not."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QFocusEvent
    from PySide6.QtWidgets import QVBoxLayout

    from ui.appearance import KeyboardFocusKept

    keeper = KeyboardFocusKept()
    flag = Qt.WidgetAttribute.WA_KeyboardFocusChange
    for walked in (True, False):
        window = QWidget()
        qtbot.addWidget(window)
        button = QPushButton("Rules", window)
        QVBoxLayout(window).addWidget(button)
        window.setAttribute(flag, walked)
        window.installEventFilter(keeper)
        button.installEventFilter(keeper)
        QApplication.sendEvent(window, QEvent(QEvent.Type.WindowDeactivate))
        window.setAttribute(flag, False)  # what Qt does as the focus comes back on activation
        QApplication.sendEvent(button, QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.ActiveWindowFocusReason))
        assert window.testAttribute(flag) == walked
