"""Draw the app icon with pygame and write it as PNG, Windows ICO and macOS ICNS into sprites/.

Our own drawing, no outside art: two cards fanned on a round-cornered square of
table felt with a gold rim, a black spade behind a red heart, the two colours
of the deck.  It is drawn once at 1024 pixels and scaled down smoothly, so
every size is anti-aliased.  The ICO and ICNS containers are written by hand
with the standard library: both formats allow each size to be a PNG stream,
so each entry is simply the PNG bytes behind the format's small header.

Run ``python tools/make_icon.py`` after a change and commit what it writes:
``sprites/icon.png`` (256 px, the window icon), ``sprites/icon.ico`` and
``sprites/icon.icns`` (what ``build.spec`` gives the Windows and macOS builds).
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.ui.art.cards import pip  # noqa: E402
from game.ui.toolkit import theme  # noqa: E402

OUT = ROOT / "sprites"
BIG = 1024
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
              (b"ic10", 1024))
"""ICNS entry types that may hold PNG data, with their pixel size (ic10 is 512 at twice the density)."""


def card(size: tuple[int, int], suit: str, colour: theme.Colour, across: float = 0.5) -> pygame.Surface:
    """A plain card with one large pip ``across`` its width: all a card needs to say "cards" at 16 pixels."""
    w, h = size
    image = pygame.Surface(size, pygame.SRCALPHA)
    radius = round(w * 0.12)
    pygame.draw.rect(image, (70, 70, 76), image.get_rect(), border_radius=radius)
    edge = max(2, w // 40)
    pygame.draw.rect(image, theme.PAPER, image.get_rect().inflate(-2 * edge, -2 * edge), border_radius=radius - edge)
    sign = pip(suit, round(w * (0.7 if across == 0.5 else 0.5)), colour)
    image.blit(sign, sign.get_rect(center=(round(w * across), round(h * (0.54 if across == 0.5 else 0.3)))))
    return image


def draw(px: int = BIG) -> pygame.Surface:
    """The icon at ``px`` pixels square."""
    icon = pygame.Surface((px, px), pygame.SRCALPHA)
    tile = pygame.Rect(0, 0, px, px).inflate(-px // 16, -px // 16)
    radius = round(px * 0.2)
    pygame.draw.rect(icon, theme.GOLD, tile, border_radius=radius)
    inner = tile.inflate(-px // 20, -px // 20)
    felt = pygame.Surface(inner.size, pygame.SRCALPHA)
    felt.blit(pygame.transform.smoothscale(theme.felt((96, 96)), inner.size), (0, 0))
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius - px // 40)
    felt.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    icon.blit(felt, inner)
    size = (round(px * 0.42), round(px * 0.6))
    fan = (("S", theme.BLACK_SUIT, 16, -0.13, 0.33), ("H", theme.RED_SUIT, -10, 0.11, 0.5))
    for suit, colour, angle, dx, across in fan:
        face = pygame.transform.rotozoom(card(size, suit, colour, across), angle, 1)
        shadow = pygame.Surface(face.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 90), special_flags=0)
        shadow.blit(face, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        centre = (round(px * (0.5 + dx)), round(px * 0.52))
        icon.blit(shadow, shadow.get_rect(center=(centre[0] + px // 60, centre[1] + px // 40)))
        icon.blit(face, face.get_rect(center=centre))
    return icon


def png_bytes(image: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(image, buffer, "icon.png")
    return buffer.getvalue()


def sizes(big: pygame.Surface, wanted: tuple[int, ...]) -> dict[int, bytes]:
    """PNG bytes of the icon at each wanted size, scaled down from ``big``."""
    return {px: png_bytes(big if px == big.get_width() else pygame.transform.smoothscale(big, (px, px)))
            for px in wanted}


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon holding each PNG (ICONDIR, one ICONDIRENTRY per size, then the data)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, data = b"", b""
    for px, blob in sorted(pngs.items()):
        side = 0 if px >= 256 else px  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset + len(data))
        data += blob
    return header + entries + data


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon: the 'icns' header, then one (type, length, PNG) block per size."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[px])) + pngs[px] for kind, px in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    pygame.display.init()
    big = draw(BIG)
    pngs = sizes(big, tuple(sorted({*ICO_SIZES, *(px for _, px in ICNS_TYPES)})))
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "icon.png").write_bytes(pngs[256])
    (OUT / "icon.ico").write_bytes(ico({px: pngs[px] for px in ICO_SIZES}))
    (OUT / "icon.icns").write_bytes(icns(pngs))
    for name in ("icon.png", "icon.ico", "icon.icns"):
        print(f"wrote {OUT / name} ({(OUT / name).stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
