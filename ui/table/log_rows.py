"""How the move log draws its rows: each sentence wrapped to the log's width, at spaces where it
can and anywhere inside a word too long for a line (a 40-letter name), each row as tall as all
its lines in whatever fonts draw them. Qt's own rows cut a sentence with a Chinese name after
two lines, and scrolled sideways for a long name without spaces."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

PAD_X, PAD_Y = 4, 2  # px around a row's text


def wrapped(text: str, font: QFont, width: float,
            direction: Qt.LayoutDirection = Qt.LayoutDirection.LeftToRight) -> tuple[QTextLayout, float]:
    """`text` laid out in lines of `width`, and their height together. The sentence reads in
    the window's direction, whatever its first word (a Hebrew name at its start turned the
    whole line round: "opened a new pile with דוד .1")."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setTextDirection(direction)
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    height = 0.0
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1.0, width))
        line.setPosition(QPointF(0, height))
        height += line.height()
    layout.endLayout()
    return layout, height


class LogRows(QStyledItemDelegate):
    """The rows of a list whose items are sentences (the move log)."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.view = view

    def _text_width(self, option: QStyleOptionViewItem) -> float:
        viewport = getattr(self.view, "viewport", None)
        width = viewport().width() if viewport is not None else option.rect.width()
        return max(40, width) - 2 * PAD_X

    def sizeHint(self, option: QStyleOptionViewItem,  # noqa: N802 (Qt's name)
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        text = str(index.data() or "")
        width = self._text_width(option)
        _layout, height = wrapped(text, option.font, width, option.direction)
        return QSize(int(width) + 2 * PAD_X, int(height + 0.999) + 2 * PAD_Y)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        styled = QStyleOptionViewItem(option)
        self.initStyleOption(styled, index)
        text, styled.text = styled.text, ""  # the style draws the row (its colour, the selection), not the text
        widget = styled.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, styled, painter, widget)
        rect = styled.rect.adjusted(PAD_X, PAD_Y, -PAD_X, -PAD_Y)
        layout, _height = wrapped(text, styled.font, rect.width(), styled.direction)
        selected = bool(styled.state & QStyle.StateFlag.State_Selected)
        painter.save()
        painter.setPen(styled.palette.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text))
        layout.draw(painter, QPointF(rect.topLeft()))
        painter.restore()
