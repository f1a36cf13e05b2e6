"""Draw the four Lohai special-card illustrations as SVG into sprites/lohai/.

Our own vector art, written as shapes: the Giver is an open hand passing a card
on, the Taker a hand closing on a card, the Mover a trick lifted from one pile
to another, the Shaker a card shaken loose between two swapping arrows.  Black
ink for the black specials, red for the red ones.  The table renders these
with ``pygame.image.load_sized_svg`` at whatever size a card is drawn, so they
are crisp at every window size.  Run ``python tools/lohai_art.py`` after a
change and commit the SVG files it writes.
"""

from __future__ import annotations

from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "sprites" / "lohai"
BLACK, RED, PAPER, GOLD = "#1d1d22", "#c0262d", "#fbf8f1", "#d9a72b"
SIZE = 160


def svg(body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{SIZE}" '
            f'viewBox="0 0 {SIZE} {SIZE}">\n{body}\n</svg>\n')


def small_card(x: float, y: float, angle: float, ink: str, mark: str = "") -> str:
    """A little card with a corner pip, turned by ``angle`` degrees about its centre."""
    w, h = 34, 48
    cx, cy = x + w / 2, y + h / 2
    pip = mark if mark else f'<circle cx="{x + 10}" cy="{y + 11}" r="4" fill="{ink}"/>'
    return (f'<g transform="rotate({angle} {cx} {cy})">'
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" fill="{PAPER}" stroke="{ink}" stroke-width="3"/>'
            f'<rect x="{x + 7}" y="{y + 20}" width="{w - 14}" height="{h - 27}" rx="3" fill="none" '
            f'stroke="{ink}" stroke-width="1.5" opacity="0.6"/>{pip}</g>')


def hand(ink: str, *, curled: bool) -> str:
    """A hand seen from the side: a palm, four fingers and a thumb, open or closed into a fist."""
    cuff = f'<rect x="14" y="70" width="34" height="40" rx="6" fill="{ink}" opacity="0.85"/>'
    palm = f'<rect x="42" y="62" width="54" height="56" rx="18" fill="{ink}"/>'
    if curled:
        knuckles = "".join(
            f'<rect x="84" y="{62 + i * 14}" width="30" height="15" rx="7" fill="{ink}" '
            f'stroke="{PAPER}" stroke-width="2"/>' for i in range(4))
        thumb = f'<path d="M66 66 q14 -14 34 -8" fill="none" stroke="{ink}" stroke-width="11" stroke-linecap="round"/>'
        return cuff + palm + knuckles + thumb
    fingers = "".join(
        f'<line x1="90" y1="{70 + i * 13}" x2="{134 - abs(i - 1) * 4}" y2="{66 + i * 13}" stroke="{ink}" '
        f'stroke-width="10" stroke-linecap="round"/>' for i in range(4))
    thumb = f'<path d="M70 70 q8 -22 30 -24" fill="none" stroke="{ink}" stroke-width="11" stroke-linecap="round"/>'
    return cuff + palm + thumb + fingers


def arrow(path: str, ink: str, head: tuple[float, float, float]) -> str:
    """A thick curved arrow along ``path`` with a head at (x, y) pointing ``angle`` degrees."""
    x, y, angle = head
    return (f'<path d="{path}" fill="none" stroke="{ink}" stroke-width="7" stroke-linecap="round"/>'
            f'<g transform="translate({x} {y}) rotate({angle})">'
            f'<path d="M0 0 L-16 -10 L-12 0 L-16 10 Z" fill="{ink}"/></g>')


def giver() -> str:
    """An open hand offering a card away, a gold arc showing where it goes."""
    return svg(
        hand(BLACK, curled=False)
        + small_card(112, 6, 22, BLACK)
        + arrow("M60 40 Q96 -2 148 38", GOLD, (148, 38, 40))
    )


def taker() -> str:
    """A hand closing round a card and pulling it in."""
    return svg(
        small_card(96, 40, -14, BLACK)
        + hand(BLACK, curled=True)
        + arrow("M150 28 Q100 8 58 34", GOLD, (58, 34, 150))
    )


def pile(x: float, y: float, count: int, ink: str) -> str:
    return "".join(f'<rect x="{x + i * 3}" y="{y - i * 5}" width="40" height="26" rx="4" fill="{PAPER}" '
                   f'stroke="{ink}" stroke-width="3"/>' for i in range(count))


def mover() -> str:
    """A won trick lifted off one pile and set down on another."""
    lifted = small_card(62, 30, -8, RED)
    return svg(
        pile(12, 122, 3, RED) + pile(106, 122, 2, RED) + lifted
        + arrow("M34 92 Q40 28 78 26", RED, (78, 26, 0))
        + arrow("M104 40 Q136 44 128 88", RED, (128, 88, 95))
    )


def shaker() -> str:
    """A card shaken loose: two arrows trading places round it, with shake lines."""
    lines = "".join(
        f'<path d="M{x} {y} q6 8 0 16 q-6 8 0 16" fill="none" stroke="{RED}" stroke-width="4" '
        f'stroke-linecap="round"/>' for x, y in ((34, 56), (126, 56), (22, 64), (138, 64))
    )
    return svg(
        lines + small_card(63, 56, 10, RED)
        + arrow("M40 40 Q80 6 122 34", RED, (122, 34, 35))
        + arrow("M120 128 Q80 156 38 126", RED, (38, 126, 215))
    )


ART = {"giver": giver, "taker": taker, "mover": mover, "shaker": shaker}


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, draw in ART.items():
        (OUT / f"{name}.svg").write_text(draw(), encoding="utf-8")
        print(f"wrote sprites/lohai/{name}.svg")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
