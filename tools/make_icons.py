"""Draw the app's PNG icons (home-screen sizes and a maskable one) from the same design as icon.svg.

    python tools/make_icons.py      (writes public/icons/*.png; they are committed)

Standard library only: a hexagon and a sun on a dark tile, rasterised with 4x4 supersampling.
"""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "public" / "icons"
BACKGROUND = (0x12, 0x17, 0x22)
HEX_FILL = (0xB8, 0x73, 0x4F)
HEX_EDGE = (0xE0, 0xB4, 0x8A)
SUN = (0xF0, 0x8A, 0x4B)
SAMPLES = 4


def hexagon_distance(x: float, y: float) -> float:
    """Distance-like measure of (x, y) to the centre of a pointy-top unit hexagon (1 = its edge)."""
    ax, ay = abs(x), abs(y)
    return max(ax / (math.sqrt(3) / 2), (ax / math.sqrt(3) + ay))


def colour_at(x: float, y: float, scale: float) -> tuple[int, int, int]:
    """The design at a point of the [-1, 1] square (scale shrinks the motif for maskable icons)."""
    x, y = x / scale, y / scale
    if math.hypot(x, y) <= 0.28:
        return SUN
    d = hexagon_distance(x, y * 1.0) / 0.75
    if d <= 0.92:
        return HEX_FILL
    if d <= 1.0:
        return HEX_EDGE
    return BACKGROUND


def pixels(size: int, scale: float) -> bytes:
    """Raw RGB scanlines (each prefixed by PNG filter type 0)."""
    rows = bytearray()
    for py in range(size):
        rows.append(0)
        for px in range(size):
            total = [0, 0, 0]
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = (px + (sx + 0.5) / SAMPLES) / size * 2 - 1
                    y = (py + (sy + 0.5) / SAMPLES) / size * 2 - 1
                    for i, c in enumerate(colour_at(x, y, scale)):
                        total[i] += c
            rows.extend(round(c / SAMPLES**2) for c in total)
    return bytes(rows)


def png(size: int, scale: float) -> bytes:
    """A complete PNG file."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    body = chunk(b"IDAT", zlib.compress(pixels(size, scale), 9))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + body + chunk(b"IEND", b"")


def main() -> None:
    """Write every icon."""
    OUT.mkdir(parents=True, exist_ok=True)
    # Maskable icons keep the motif inside the central 80 % "safe zone" that launchers never crop.
    for name, size, scale in (("icon-192.png", 192, 1.0), ("icon-512.png", 512, 1.0), ("maskable-512.png", 512, 0.7)):
        (OUT / name).write_bytes(png(size, scale))
        print(f"wrote {OUT / name}")


if __name__ == "__main__":
    main()
