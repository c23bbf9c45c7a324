"""Render the one app icon SVG into every size and format the packages need.

    python packaging/make_icons.py OUT_DIR [--svg resources/icons/gamebox.svg]

Writes into OUT_DIR (a build folder, never committed):
  png/gamebox-<N>.png   for N in PNG_SIZES (hicolor theme sizes for the .deb)
  gamebox.ico           Windows icon (PNG-compressed entries, 16..256 px)
  gamebox.icns          macOS icon (PNG entries, 16..1024 px)

Rendering uses Qt's QSvgRenderer (PySide6 is already a dependency), so no extra tool is needed.
The ICO and ICNS containers are written here by hand: both are simple headers around PNG data.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

PNG_SIZES: tuple[int, ...] = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that hold PNG data, by pixel size (retina "@2x" types reuse larger renders).
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)
DEFAULT_SVG = Path(__file__).resolve().parent.parent / "resources" / "icons" / "gamebox.svg"


def render_png(svg_path: Path, size: int) -> bytes:
    """Render the SVG to a square transparent PNG of size x size pixels."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg_path))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: cannot read SVG {svg_path}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SystemExit("make_icons: PNG encoding failed")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNG images (supported since Windows Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries = b""
    blobs = b""
    for size in sizes:
        blob = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
        blobs += blob
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file made of PNG elements (what iconutil produces on current macOS)."""
    body = b""
    for kind, size in ICNS_TYPES:
        blob = pngs[size]
        body += kind + struct.pack(">I", 8 + len(blob)) + blob
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build_all(svg_path: Path, out_dir: Path) -> list[Path]:
    """Write every PNG size, the .ico and the .icns; return the written paths."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    needed = set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = {size: render_png(svg_path, size) for size in sorted(needed)}
    written: list[Path] = []
    png_dir = out_dir / "png"
    png_dir.mkdir(parents=True, exist_ok=True)
    for size in PNG_SIZES:
        path = png_dir / f"gamebox-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    ico = out_dir / "gamebox.ico"
    ico.write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    icns = out_dir / "gamebox.icns"
    icns.write_bytes(icns_bytes(pngs))
    written += [ico, icns]
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--svg", type=Path, default=DEFAULT_SVG)
    args = parser.parse_args(argv)
    written = build_all(args.svg, args.out_dir)
    print(f"make_icons: wrote {len(written)} files to {args.out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
