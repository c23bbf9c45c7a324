"""Every icon size and format is rendered from the one SVG (packaging/make_icons.py)."""

from __future__ import annotations

import struct
from pathlib import Path

from tests.packaging.helpers import ROOT, load

icons = load("make_icons")


def test_renders_every_size_and_container(tmp_path: Path) -> None:
    written = icons.build_all(ROOT / "resources" / "icons" / "gamebox.svg", tmp_path)
    from PySide6.QtGui import QImage

    for size in icons.PNG_SIZES:
        image = QImage(str(tmp_path / "png" / f"gamebox-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255  # the drawing covers the middle
        assert image.pixelColor(0, 0).alpha() == 0  # rounded corner stays transparent
    ico = (tmp_path / "gamebox.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    icns = (tmp_path / "gamebox.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert b"ic10" in icns and b"icp4" in icns
    assert len(written) == len(icons.PNG_SIZES) + 2


def test_no_generated_icon_is_committed() -> None:
    folder = ROOT / "resources" / "icons"
    assert sorted(p.name for p in folder.iterdir() if p.is_file() and p.name != "__init__.py") == [
        "gamebox.svg"
    ]
