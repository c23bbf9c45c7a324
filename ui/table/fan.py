"""Hand fan: where each of n cards of a hand goes."""

from __future__ import annotations

from PySide6.QtCore import QPointF


def fan_positions(count: int, centre: QPointF, card_width: float, max_width: float,
                  arc: float = 0.0, gap: float = 6.0) -> list[tuple[QPointF, float]]:
    """Top-left points (and a rotation in degrees) for `count` cards centred on `centre`.

    Cards sit side by side with `gap` while they fit in `max_width`, then overlap evenly.
    arc > 0 bends the fan: outer cards drop and turn by up to `arc` degrees.
    """
    if count <= 0:
        return []
    step = card_width + gap
    if count > 1 and step * (count - 1) + card_width > max_width:
        step = max(12.0, (max_width - card_width) / (count - 1))
    total = step * (count - 1) + card_width
    left = centre.x() - total / 2
    out = []
    for i in range(count):
        t = 0.0 if count == 1 else (i / (count - 1)) * 2 - 1  # -1 .. 1
        drop = abs(t) ** 2 * arc * 1.2
        out.append((QPointF(left + i * step, centre.y() + drop), t * arc))
    return out
