"""The light and dark look of the whole window: menus, panels, lists and dialogs follow the
application palette (the table has its own felt, darkened by ui/table/theme.palette).

Whatever the style, a button the keyboard reached shows a clear ring (`FocusRingStyle`):
Fusion marks it with a one-pixel tint that a player walking the launcher with Tab could not
find. The ring shows once Tab has moved the focus in that window, not on a mere click."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QStyleOptionSlider,
    QWidget,
)

_platform_style: str | None = None  # the style Qt chose before GameBox changed anything
RING_WIDTH = 2.5
INDICATOR_EDGE = QColor("#9aa39d")  # a check box's edge on a dark window


class FocusRingStyle(QProxyStyle):
    """A style (by its name: "Fusion", "Windows"...) whose push buttons, tool buttons, check
    boxes, radio buttons, combo boxes, spin boxes and sliders draw a ring in the highlight
    colour when the keyboard brought the focus to them."""

    RINGED = (QStyle.ControlElement.CE_PushButton, QStyle.ControlElement.CE_CheckBox,
              QStyle.ControlElement.CE_RadioButton)
    # the new-game and settings dialogs' choices too: a one-pixel tint marked them
    RINGED_COMPLEX = (QStyle.ComplexControl.CC_ToolButton, QStyle.ComplexControl.CC_ComboBox,
                      QStyle.ComplexControl.CC_SpinBox, QStyle.ComplexControl.CC_Slider)

    def drawControl(self, element: QStyle.ControlElement, option: QStyleOption, painter: QPainter,  # noqa: N802
                    widget: QWidget | None = None) -> None:
        super().drawControl(element, option, painter, widget)
        if element in self.RINGED:
            self._ring(option, painter)

    def drawComplexControl(self, control: QStyle.ComplexControl, option: QStyleOptionComplex,  # noqa: N802
                           painter: QPainter, widget: QWidget | None = None) -> None:
        if control == QStyle.ComplexControl.CC_Slider and _dark(option):
            option = _lit_slider(option)
        super().drawComplexControl(control, option, painter, widget)
        if control in self.RINGED_COMPLEX:
            self._ring(option, painter)

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption, painter: QPainter,  # noqa: N802
                      widget: QWidget | None = None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element in (QStyle.PrimitiveElement.PE_IndicatorCheckBox, QStyle.PrimitiveElement.PE_IndicatorRadioButton):
            self._edge(element, option, painter)

    @staticmethod
    def _edge(element: QStyle.PrimitiveElement, option: QStyleOption, painter: QPainter) -> None:
        """On a dark window a box's edge: Fusion outlines an unticked box in a shade darker
        than the window, which left it invisible on the dark theme's panels."""
        palette = option.palette  # type: ignore[attr-defined]
        if palette.color(QPalette.ColorRole.Window).lightness() >= 110:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(INDICATOR_EDGE, 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rect = QRectF(option.rect).adjusted(0.6, 0.6, -0.6, -0.6)  # type: ignore[attr-defined]
        if element == QStyle.PrimitiveElement.PE_IndicatorRadioButton:
            painter.drawEllipse(rect)
        else:
            painter.drawRoundedRect(rect, 2, 2)
        painter.restore()

    @staticmethod
    def _ring(option: QStyleOption, painter: QPainter) -> None:
        state = option.state  # type: ignore[attr-defined]
        if not (state & QStyle.StateFlag.State_HasFocus and state & QStyle.StateFlag.State_KeyboardFocusChange):
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(option.palette.color(QPalette.ColorRole.Highlight), RING_WIDTH))  # type: ignore[attr-defined]
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = RING_WIDTH / 2
        painter.drawRoundedRect(QRectF(option.rect).adjusted(inset, inset, -inset, -inset), 3, 3)  # type: ignore[attr-defined]
        painter.restore()


SLIDER_HANDLE = QColor("#c9d1cb")  # a slider's handle on a dark window
SLIDER_GROOVE = QColor("#a3aca6")  # its groove and tick marks there


def _dark(option: QStyleOption) -> bool:
    return bool(option.palette.color(QPalette.ColorRole.Window).lightness() < 110)  # type: ignore[attr-defined]


def _lit_slider(option: QStyleOptionComplex) -> QStyleOptionComplex:
    """A slider's option with a light handle and a visible groove and ticks: on the dark theme
    Fusion drew the handle and the ticks a shade off the window, so only the filled part of the
    groove showed where the handle was (hardly any at 60% cards)."""
    lit = QStyleOptionSlider(option)  # type: ignore[call-overload]
    palette = QPalette(option.palette)  # type: ignore[attr-defined]
    palette.setColor(QPalette.ColorRole.Button, SLIDER_HANDLE)
    palette.setColor(QPalette.ColorRole.Window, SLIDER_GROOVE)
    palette.setColor(QPalette.ColorRole.WindowText, SLIDER_HANDLE)
    lit.palette = palette
    return lit


def _base_name(app: QApplication) -> str:
    style = app.style()
    base = style.baseStyle() if isinstance(style, FocusRingStyle) else style
    return base.name()


class KeyboardFocusKept(QObject):
    """A window the keyboard was walking keeps showing its ring after a dialog or a message
    opened from it closes: Qt forgets that the keys brought the focus there (Enter on Rules,
    Escape: the Rules button had the focus and no ring). What the window showed as it went
    inactive is kept on the window itself (a property, gone with it)."""

    KEPT = "gameboxKeysWalked"

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if not isinstance(watched, QWidget):
            return False
        flag = Qt.WidgetAttribute.WA_KeyboardFocusChange
        kind = event.type()
        if kind == QEvent.Type.WindowDeactivate and watched.isWindow():
            watched.setProperty(self.KEPT, watched.testAttribute(flag))
        elif kind == QEvent.Type.FocusIn and event.reason() == Qt.FocusReason.ActiveWindowFocusReason:  # type: ignore[attr-defined]
            window = watched.window()  # (Qt has just said the focus came by other means than keys)
            if window.property(self.KEPT):
                window.setProperty(self.KEPT, False)
                window.setAttribute(flag, True)
                watched.update()
        return False


def give_focus(widget: QWidget, ring: bool) -> None:
    """Move the focus to `widget` for the keys; `ring`: the keys had brought the focus where it
    was, so it shows the ring there too (Qt counts a focus given by the program as not brought
    by the keys: after Hide with Enter, "Show the result" had the focus and no ring)."""
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    if ring:
        widget.window().setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)
        widget.update()


def keys_walking(widget: QWidget) -> bool:
    """The keys brought the focus where it is in `widget`'s window (its ring shows)."""
    return widget.window().testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)


def install_focus_ring(app: QApplication) -> None:
    """Wrap the application's style in `FocusRingStyle`, once, and keep the ring of a window
    the keys walk through a dialog (`KeyboardFocusKept`); the palette is left alone (a light
    theme keeps what the platform gave)."""
    global _platform_style
    if _platform_style is None:
        _platform_style = _base_name(app)
    if not isinstance(app.style(), FocusRingStyle):
        app.setStyle(FocusRingStyle(_base_name(app)))
    if app.findChild(KeyboardFocusKept) is None:
        app.installEventFilter(KeyboardFocusKept(app))


def dark_palette() -> QPalette:
    p = QPalette()
    base, window, text = QColor("#1f2421"), QColor("#2a302c"), QColor("#e8ece9")
    for role, colour in (
        (QPalette.ColorRole.Window, window), (QPalette.ColorRole.WindowText, text),
        (QPalette.ColorRole.Base, base), (QPalette.ColorRole.AlternateBase, window),
        (QPalette.ColorRole.Text, text), (QPalette.ColorRole.Button, window),
        (QPalette.ColorRole.ButtonText, text), (QPalette.ColorRole.ToolTipBase, window),
        (QPalette.ColorRole.ToolTipText, text), (QPalette.ColorRole.Highlight, QColor("#2fbf71")),
        (QPalette.ColorRole.HighlightedText, QColor("#0b1a12")), (QPalette.ColorRole.Link, QColor("#7fc8ff")),
        (QPalette.ColorRole.PlaceholderText, QColor("#9aa39d")), (QPalette.ColorRole.BrightText, QColor("#ffffff")),
        (QPalette.ColorRole.Light, QColor("#3a423d")), (QPalette.ColorRole.Midlight, QColor("#323934")),
        (QPalette.ColorRole.Mid, QColor("#232825")), (QPalette.ColorRole.Dark, QColor("#161a18")),
        (QPalette.ColorRole.Shadow, QColor("#0b0d0c")),
    ):
        p.setColor(role, colour)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7a827c"))
    return p


def apply_theme(app: QApplication, theme: str) -> None:
    """Fusion with a dark palette for "dark"; the platform's own style and palette for "light".
    Every widget, open dialogs included, takes the new palette at once."""
    global _platform_style
    if _platform_style is None:
        _platform_style = _base_name(app)
    if theme == "dark":
        app.setStyle(FocusRingStyle("Fusion"))
        app.setPalette(dark_palette())
    else:
        app.setStyle(FocusRingStyle(_platform_style))
        app.setPalette(app.style().standardPalette())
