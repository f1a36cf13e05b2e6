"""The art: every card of every deck draws at three sizes, faces differ, four colours, the icon files.

Faces are compared by their pixels: two different cards that came out the same
would mean a face lost what tells it apart (a blank court card, a missing
index).  The icon files are parsed by their headers, as Windows and macOS will.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import struct
from pathlib import Path

import pygame
import pytest

from game import assets
from game.engine import Card, RuleSet, load_rules
from game.games import rule_files
from game.ui.art.cards import CardArt, card_size, suit_colour
from game.ui.toolkit import theme

HEIGHTS = (60, 150, 320)
"""Small (a seat's simplified face), normal and large card heights."""
GAMES = [path.stem for path in rule_files()]


@pytest.fixture(scope="module", autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def _rules(game: str) -> RuleSet:
    return load_rules(game)


def _colours(image: pygame.Surface) -> set[tuple[int, int, int]]:
    """The distinct opaque colours of a face, sampled on a grid."""
    w, h = image.get_size()
    seen = set()
    for y in range(0, h, 3):
        for x in range(0, w, 3):
            r, g, b, a = image.get_at((x, y))
            if a > 250:
                seen.add((r, g, b))
    return seen


@pytest.mark.parametrize("game", GAMES)
def test_every_card_draws_at_three_sizes_and_faces_differ(game: str) -> None:
    rules = _rules(game)
    art = CardArt(rules.deck)
    cards = list(dict.fromkeys(rules.deck.cards()))
    for height in HEIGHTS:
        size = card_size(height)
        seen: dict[bytes, Card] = {}
        for card in cards:
            image = art.face(card, size)
            assert image.get_size() == size, f"{card} at {height}px came out {image.get_size()}"
            pixels = pygame.image.tobytes(image, "RGBA")
            assert pixels not in seen, f"{card} and {seen.get(pixels)} look the same at {height}px in {game}"
            seen[pixels] = card
        back = art.back(size)
        assert back.get_size() == size


def test_court_cards_and_jokers_are_figures_not_just_letters() -> None:
    """A court face holds gold and skin as well as the suit's ink: a drawn figure, not a letter on paper."""
    art = CardArt(load_rules("oh_hell").deck)
    size = card_size(200)
    for code in ("JS", "QH", "KD", "KC", "JK"):
        colours = _colours(art.face(Card.of(code), size))
        assert any(r > 200 and 140 < g < 200 and b < 80 for r, g, b in colours), f"{code} has no gold"
        assert any(r > 240 and 210 < g < 235 and 180 < b < 210 for r, g, b in colours), f"{code} has no face"


def test_lohai_values_are_printed_where_a_fanned_hand_leaves_them_in_sight() -> None:
    """In the hand each card covers all but the left edge of the one before: the value is printed there
    (under the index), not in the right corner the next card hides."""
    lohai, plain = CardArt(load_rules("lohai").deck), CardArt(load_rules("oh_hell").deck)
    size = card_size(150)
    w, h = size
    left = pygame.Rect(0, round(h * 0.22), round(w * 0.28), round(h * 0.12))
    right = pygame.Rect(round(w * 0.7), 0, round(w * 0.3), round(h * 0.12))
    for code in ("9C", "5H", "JS"):
        valued, bare = lohai.face(Card.of(code), size), plain.face(Card.of(code), size)
        assert _ink(valued, left) > _ink(bare, left) + 20, f"{code}: no value under the index"
        assert _ink(valued, right) == _ink(bare, right), f"{code}: the value is still in the hidden corner"


def _ink(image: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels in ``rect`` are not card paper."""
    rect = rect.clip(image.get_rect().inflate(-4, -4))  # inside the card's rounded border
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if image.get_at((x, y))[:3] != theme.PAPER)


def test_four_colour_mode_recolours_diamonds_and_clubs_only() -> None:
    deck = load_rules("oh_hell").deck
    two, four = CardArt(deck), CardArt(deck, four_colour=True)
    size = card_size(150)
    for code, ink in (("7D", theme.BLUE_SUIT), ("7C", theme.GREEN_SUIT)):
        plain, coloured = two.face(Card.of(code), size), four.face(Card.of(code), size)
        assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(coloured, "RGBA")
        assert ink in _colours(coloured), f"{code} has no {ink} in four colours"
    for code in ("7S", "7H"):
        same = two.face(Card.of(code), size), four.face(Card.of(code), size)
        assert pygame.image.tobytes(same[0], "RGBA") == pygame.image.tobytes(same[1], "RGBA")


def test_four_colour_follows_the_setting_live_and_keys_the_cache() -> None:
    setting = {"four": False}
    art = CardArt(load_rules("laus").deck, four_colour=lambda: setting["four"])
    size = card_size(150)
    before = art.face(Card.of("9D"), size)
    setting["four"] = True
    after = art.face(Card.of("9D"), size)
    assert after is not before
    assert art.colour("D") == theme.BLUE_SUIT and art.colour("H") == theme.RED_SUIT


def _contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """WCAG contrast ratio of two colours."""
    def lum(c: tuple[int, int, int]) -> float:
        parts = [v / 255 for v in c]
        lin = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in parts]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    high, low = sorted((lum(a), lum(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("four", [False, True])
def test_every_suit_ink_reads_on_card_paper(four: bool) -> None:
    for suit in "SHDC":
        assert _contrast(suit_colour(suit, four_colour=four), theme.PAPER) >= 4.5, suit


def test_icon_files_exist_and_parse() -> None:
    folder = assets.sprites_dir()
    png = (folder / "icon.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", png[16:24]) == (256, 256)
    image = pygame.image.load(str(folder / "icon.png"))
    assert image.get_size() == (256, 256)
    _check_ico(folder / "icon.ico")
    _check_icns(folder / "icon.icns")


def _png_size(blob: bytes) -> tuple[int, int]:
    assert blob[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", blob[16:24])
    return width, height


def _check_ico(path: Path) -> None:
    data = path.read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = set()
    for k in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * k: 22 + 16 * k])
        side = w or 256
        assert (w, h, planes, bits) == (w, h, 1, 32)
        assert _png_size(data[offset: offset + length]) == (side, h or 256)
        sizes.add(side)
    assert {16, 32, 48, 256} <= sizes


def _check_icns(path: Path) -> None:
    data = path.read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    at, sizes = 8, set()
    while at < len(data):
        kind, length = data[at: at + 4], struct.unpack(">I", data[at + 4: at + 8])[0]
        width, height = _png_size(data[at + 8: at + length])
        assert width == height
        sizes.add((kind, width))
        at += length
    assert at == len(data)
    assert {(b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024)} <= sizes


def test_the_window_gets_the_icon() -> None:
    from game.ui.toolkit.app import load_icon, set_window_icon
    assert load_icon().get_size() == (256, 256)
    assert set_window_icon()
