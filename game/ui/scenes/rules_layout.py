"""The rules page laid out: each block of :mod:`.rules_blocks` as lines of text (``**bold**`` kept within a
word) and rows of card pictures, at the page's width.

Apart from the scene so the page's geometry reads on its own: the scene lays the page out again when the
window changes and measures where each block starts from the same function.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Card
from ..art.cards import card_size
from ..toolkit import theme
from ..toolkit.widgets import Line
from .rules_blocks import Block


@dataclass(frozen=True, slots=True)
class CardRow:
    x: int
    y: int
    cards: tuple[Card, ...]
    size: tuple[int, int]


Item = Line | CardRow


def lay_out(blocks: list[Block], width: int, px: int) -> tuple[list[Item], int]:
    """Every line and card row of the page at ``width`` pixels, and the page's height."""
    items: list[Item] = []
    y = 0
    gap = px // 2
    card = card_size(max(64, round(px * 4.2)))
    small = round(px * 0.9)
    for block in blocks:
        if block.kind == "h1":
            y += _text(items, block.text, round(px * 1.8), theme.GOLD, True, 0, y, width) + gap
        elif block.kind == "h2":
            y += gap * 2
            y += _text(items, block.text, round(px * 1.25), theme.GOLD, True, 0, y, width) + gap // 2
        elif block.kind == "p":
            y += _text(items, block.text, px, theme.TEXT, False, 0, y, width) + gap
        elif block.kind == "li":
            items.append(Line(px // 2, y, "•", px, theme.GOLD, True))
            y += _text(items, block.text, px, theme.TEXT, False, px * 3 // 2, y, width - px * 3 // 2) + gap // 2
        elif block.kind == "term":
            y += _text(items, block.text, px, theme.TEXT, True, 0, y, width)
            y += _text(items, block.detail, small, theme.TEXT_DIM, False, px, y, width - px) + gap
        elif block.kind == "cards":
            y += _card_row(items, block, card, small, y, width, gap) + gap
    return items, y


Word = tuple[tuple[str, bool], ...]
"""A word as it is drawn: its pieces, each bold or not (a ``**`` mark may fall inside a word)."""


def words_of(text: str, bold: bool = False) -> list[Word]:
    """The words of ``text``, the parts between ``**`` marks bold (all of it when ``bold``).

    >>> words_of("a **bold move**, here")
    [(('a', False),), (('bold', True),), (('move', True), (',', False)), (('here', False),)]
    """
    words: list[list[tuple[str, bool]]] = []
    glued = False
    for k, part in enumerate(text.split("**")):
        strong = bold or k % 2 == 1
        pieces = part.split()
        for i, piece in enumerate(pieces):
            if i == 0 and glued and not part[0].isspace():
                words[-1].append((piece, strong))
            else:
                words.append([(piece, strong)])
        if part:
            glued = bool(pieces) and not part[-1].isspace()
    return [tuple(w) for w in words]


def _width(word: Word, px: int) -> int:
    return sum(theme.font(px, strong).size(piece)[0] for piece, strong in word)


def _runs(line: list[Word]) -> list[tuple[str, bool]]:
    """A line's words joined into as few runs as its bold and plain parts allow."""
    runs: list[tuple[str, bool]] = []
    for n, word in enumerate(line):
        for i, (piece, strong) in enumerate(word):
            text = (" " if n and not i else "") + piece
            if runs and runs[-1][1] == strong:
                runs[-1] = (runs[-1][0] + text, strong)
            else:
                runs.append((text, strong))
    return runs


def _text(items: list[Item], words: str, px: int, colour: theme.Colour, bold: bool, x: int, y: int,
          width: int) -> int:
    """Lay ``words`` out in lines no wider than ``width``, ``**bold**`` parts in bold; returns their height."""
    step = theme.font(px, bold).get_linesize()
    space = theme.font(px).size(" ")[0]
    lines: list[list[Word]] = [[]]
    used = 0
    for word in words_of(words, bold):
        wide = _width(word, px)
        if lines[-1] and used + space + wide > width:
            lines.append([])
            used = 0
        used += (space if lines[-1] else 0) + wide
        lines[-1].append(word)
    for k, line in enumerate(lines):
        left = x
        for text, strong in _runs(line):
            items.append(Line(left, y + k * step, text, px, colour, strong))
            left += theme.font(px, strong).size(text)[0]
    return step * len(lines)


def _card_row(items: list[Item], block: Block, card: tuple[int, int], px: int, y: int, width: int, gap: int) -> int:
    """Cards overlapping a little, the caption beside them (or below when there is no room)."""
    step = round(card[0] * 0.62)
    row = card[0] + step * (len(block.cards) - 1)
    items.append(CardRow(gap, y, block.cards, card))
    left = gap + row + 2 * gap
    if block.text and width - left >= px * 12:
        height = len(theme.wrap(block.text, px, width - left)) * theme.font(px).get_linesize()
        _text(items, block.text, px, theme.TEXT_DIM, False, left, y + max(0, (card[1] - height) // 2), width - left)
        return card[1]
    if block.text:
        return card[1] + gap // 2 + _text(items, block.text, px, theme.TEXT_DIM, False, gap, y + card[1] + gap // 2,
                                          width - gap)
    return card[1]

