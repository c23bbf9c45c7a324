"""Every game's card back is a picture, never letters: the old "GB" monogram meant nothing to
a player (it stood for the box's name)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from ui.girafferaffe.art import card_back as girafferaffe_back
from ui.gorilla.art import card_back as gorilla_back
from ui.goritaire.art import card_back as goritaire_back
from ui.table.painting import measure_text
from ui.trio.art import card_back as trio_back

BACKS: dict[str, Callable[[QPainter, QRectF], None]] = {
    "girafferaffe": girafferaffe_back, "goritaire": goritaire_back, "gorilla": gorilla_back, "trio": trio_back}


@pytest.mark.parametrize("game", sorted(BACKS))
@pytest.mark.parametrize("size", [(40, 60), (90, 130), (160, 230)])
def test_a_card_back_shows_an_emblem_and_no_letters(qapp: Any, game: str, size: tuple[int, int]) -> None:
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    with measure_text() as painted:
        BACKS[game](painter, QRectF(0, 0, size[0], size[1]))
    painter.end()
    assert [p.text for p in painted if p.text.strip()] == []
