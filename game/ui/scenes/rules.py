"""The rules scene: our own explanation of a game, scrollable, with small card pictures.

Each game's text is a file ``game/ui/rules_text/<game>.md`` (found through
:mod:`game.assets`) in a tiny markup::

    # Title                  ## Section
    A paragraph; lines that follow it join it until a blank line.
    **bold** inside any text
    - a bullet point
    [cards] JC JS JH JD | a caption beside a row of card pictures
    [options]                where the rule file's variants and options go

The variants and options are never written by hand: they come from the rule
file, each with its own ``describe`` line, so the text cannot fall behind the
game.  A game with no text yet shows its rule-file description, its deck and
its options instead.  Wheel, arrow and page keys, Home/End and dragging the
page (or its scrollbar) scroll; Esc goes back.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import accumulate

import pygame

from ... import assets
from ...catalogue import N_, _, language
from ...engine import Card, CardError, RuleSet, parse_cards
from ..art.cards import CardArt, card_size
from ..speech.screens import KEYS_HEADING, PLAY_BY_EAR, rules_screen, table_keys
from ..speech.words import joined, listed, sentence
from ..toolkit import theme
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import Button, Line, Scroll, draw_button, draw_panel, draw_scrollbar
from .wording import value_words

OPTIONS_MARK = "[options]"
SUIT_WORDS = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}
"""A deck's suits as the fallback page names them."""
CARDS_MARK = "[cards]"


@dataclass(frozen=True, slots=True)
class Block:
    """One piece of a rule text: a heading, paragraph, bullet, a term with its meaning, or a row of cards."""

    kind: str
    text: str = ""
    cards: tuple[Card, ...] = ()
    detail: str = ""


def parse_text(text: str) -> list[Block]:
    """Blocks from the markup above; a ``[cards]`` line with an unknown card becomes plain text."""
    blocks: list[Block] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(Block("p", " ".join(paragraph)))
            paragraph.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", "- ", CARDS_MARK, OPTIONS_MARK)):
            flush()
        if not line:
            continue
        if line.startswith("## "):
            blocks.append(Block("h2", line[3:].strip()))
        elif line.startswith("# "):
            blocks.append(Block("h1", line[2:].strip()))
        elif line.startswith("- "):
            blocks.append(Block("li", line[2:].strip()))
        elif line == OPTIONS_MARK:
            blocks.append(Block("options"))
        elif line.startswith(CARDS_MARK):
            blocks.append(_cards_block(line[len(CARDS_MARK):]))
        else:
            paragraph.append(line)
    flush()
    return blocks


def _cards_block(rest: str) -> Block:
    codes, __, caption = rest.partition("|")
    try:
        cards = tuple(parse_cards(codes.strip()))
    except (CardError, ValueError):
        return Block("p", rest.strip())
    return Block("cards", caption.strip(), cards)


def option_blocks(rules: RuleSet) -> list[Block]:
    """Players, variants and options, straight from the rule file."""
    players = _("{players_min} to {players_max} players ({players_default} unless you choose).").format(
        players_min=rules.players_min, players_max=rules.players_max, players_default=rules.players_default)
    out = [Block("h2", _("Players, variants and options")), Block("p", players), Block("h2", _("Variants"))]
    for name, variant in rules.variants.items():
        title = (_("{variant} (the usual game)") if name == rules.default_variant else "{variant}").format(
            variant=_(variant.title))
        changes = ", ".join(f"{_(rules.options[k].title)}: {value_words(v)}" for k, v in variant.options.items()
                            if k in rules.options)
        detail = _(variant.describe) + (f" [{changes}]" if changes else "")
        if variant.players:
            detail = _("{detail} For {players} players.").format(detail=detail, players=variant.players).strip()
        out.append(Block("term", title, detail=detail))
    out.append(Block("h2", _("Options")))
    for spec in rules.options.values():
        out.append(Block("term", _("{title} (usually {value_words})").format(
            title=_(spec.title), value_words=value_words(spec.default)), detail=_(spec.describe)))
    return out


def fallback_blocks(rules: RuleSet) -> list[Block]:
    """What a game with no rule text of ours yet shows: its description, deck and options."""
    deck = rules.deck
    suits = ", ".join(_(SUIT_WORDS[s]) if s in SUIT_WORDS else s for s in deck.suits)
    ranks = " ".join("10" if r == "T" else r for r in deck.ranks)
    copies = _(" ({copies} copies of each)").format(copies=deck.copies) if deck.copies > 1 else ""
    blocks = [Block("h1", rules.title), Block("p", _(rules.describe)),
              Block("p", _("Our own write-up of these rules is still to come. Until then, here is what the "
                         "game's rule file says.")),
              Block("h2", _("The deck")), Block("p", _("Suits {suits}; ranks {ranks}, lowest first{copies}.").format(
                  suits=suits, ranks=ranks, copies=copies))]
    specials = tuple(Card.of(spec.code) for spec in deck.specials)
    if specials:
        names = ", ".join(f"{sentence(card.name)} ({spec.count})" for card, spec in zip(specials, deck.specials,
                                                                                        strict=True))
        blocks.append(Block("cards", _("Special cards: {names}.").format(names=names), specials))
    return blocks


def rule_blocks(rules: RuleSet, text: str | None) -> list[Block]:
    """The whole page for ``rules``: our text (or the fallback) with the options where it asks for them."""
    blocks = parse_text(text) if text else fallback_blocks(rules)
    options = option_blocks(rules)
    at = next((i for i, b in enumerate(blocks) if b.kind == "options"), None)
    keys = [Block("h2", _(KEYS_HEADING)), Block("p", _(PLAY_BY_EAR)),
            *(Block("term", k, detail=w) for k, w in table_keys())]
    if at is None:
        return blocks + options + keys
    return blocks[:at] + options + blocks[at + 1:] + keys


def block_words(block: Block) -> str:
    """A block of the page read aloud: its text, a term with its meaning, a row of cards by name."""
    if block.kind == "cards":
        return joined(block.text, listed([card.name for card in block.cards]))
    return joined(block.text.replace("**", ""), block.detail)


_COMMON_WORDS = (
    "a an and any are as at be been by card cards do does e.g for from has have hold holds if in is it its may "
    "must no not now of on one only or play played plays some than that the their them then there this to "
    "two until what when which while with you your yet spade spades heart hearts diamond diamonds club clubs "
    "king queen jack ace ten say")
_COMMON_FINNISH = ("ja on ei se sen sinun sinulla olet kortti kortin korttia kortit tai jos kun että mutta vain voi "
                   "saa saat olla ole eikä kuin niin myös yksi kaksi pelaa pelata pelattava pelaus nyt sano esim")
COMMON = frozenset(_COMMON_WORDS.split()) | frozenset(_COMMON_FINNISH.split())
"""Words too common in refusals and rule texts to tell which rule a refusal is about."""


def _stem(word: str) -> str:
    word = "".join(ch for ch in word.lower() if ch.isalpha())
    if language() == "fi":
        return word[:5]  # Finnish inflects the ending: valtti, valttia, valtit share their start
    return word[:-1] if word.endswith("s") and len(word) > 4 else word


def rule_for(blocks: list[Block], about: str) -> int | None:
    """The index of the block of ``blocks`` that best explains ``about`` (a refusal's words): the paragraph,
    bullet or term sharing the most telling words with it, first on a tie; ``None`` if none shares any.

    >>> rule_for([Block("h2", "Bidding"), Block("p", "The dealer may not make the bids add up.")],
    ...          "the dealer may not bid 3: the bids would add up")
    1
    """
    wanted = {_stem(w) for w in about.split()} - {_stem(w) for w in COMMON} - {""}
    best, score = None, 0
    for index, block in enumerate(blocks):
        if block.kind not in ("p", "li", "term"):
            continue
        words = {_stem(w) for w in f"{block.text} {block.detail}".split()}
        shared = len(wanted & words)
        if shared > score:
            best, score = index, shared
    return best


# --------------------------------------------------------------------------- layout


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


# --------------------------------------------------------------------------- the scene


class RulesScene(Scene):
    """One game's rules on a scrollable page."""

    def __init__(self, app: App, rules: RuleSet, about: str | None = None) -> None:
        """``about``: a refusal's words; the page opens at the rule they apply, marked in gold."""
        super().__init__(app)
        self.rules = rules
        self.art: CardArt = app.art(rules.deck)
        self.blocks = rule_blocks(rules, assets.rules_text(rules.game, language()) or assets.rules_text(rules.game))
        self.scroll = Scroll()
        self.items: list[Item] = []
        self.page = pygame.Rect(0, 0, 0, 0)
        self.back = Button("back", _("Back (Esc)"), pygame.Rect(0, 0, 0, 0))
        self.hover = False
        self.size = app.size
        self.rule = rule_for(self.blocks, about) if about else None
        """The block the refusal was about, which the page opens at."""
        self.rule_span = (0, 0)
        self.tops: list[int] = [0]
        self.reading: int | None = None
        """The block Up or Down read on to where the page could scroll no further (a page that fits the window,
        or its last screenful), so a player listening reads every block; ``None``: the block at the view's top."""
        self.resize(app.size)
        if self.rule is not None:
            self.scroll.to(self.rule_span[0] - self.scroll.line)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        u = min(w / 1280, h / 800)
        margin = max(10, round(24 * u))
        top = max(48, round(72 * u))
        width = min(w - 2 * margin, max(560, round(1000 * u)))
        self.page = pygame.Rect((w - width) // 2, top, width, h - top - margin)
        px = max(16, round(23 * u))
        inner = self.page.inflate(-2 * margin, -margin)
        self.items, height = lay_out(self.blocks, inner.width - margin, px)
        self.tops = list(accumulate((lay_out([b], inner.width - margin, px)[1] for b in self.blocks), initial=0))
        """Where each block begins on the page, near enough to say which one the view has reached."""
        self.scroll.set_sizes(inner, height + margin, theme.font(px).get_linesize())
        if self.rule is not None:
            start = lay_out(self.blocks[:self.rule], inner.width - margin, px)[1]
            self.rule_span = (start, lay_out(self.blocks[:self.rule + 1], inner.width - margin, px)[1])
        self.back = Button("back", _("Back (Esc)"), pygame.Rect(margin, (top - max(30, round(44 * u))) // 2,
                                                             round(170 * u) + 20, max(30, round(44 * u))))

    def title_words(self) -> str:
        return rules_screen(self.rules.title)

    def focus_words(self) -> str:
        """The block being read: the one at the top of the view as the page scrolls, then block by block where
        it can scroll no further."""
        return block_words(self.blocks[self._read_at()]) if self.blocks else ""

    def _read_at(self) -> int:
        return self.reading if self.reading is not None else self._top_block()

    def _top_block(self) -> int:
        """The block at the top of the view."""
        return max((k for k, top in enumerate(self.tops[:-1]) if top <= self.scroll.offset + self.scroll.line),
                   default=0)

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        back = kind is Kind.PRESS and self.back.rect.collidepoint(intent.pos)
        if back or kind in (Kind.BACK, Kind.ALT_PRESS, Kind.RULES):
            self.app.pop()
        elif kind is Kind.MOTION:
            self.hover = self.back.rect.collidepoint(intent.pos)
            self.scroll.handle(intent)
        elif kind in (Kind.UP, Kind.DOWN) and self.reading is not None:  # reading on below the view's top
            self.reading = min(len(self.blocks) - 1, self.reading + (1 if kind is Kind.DOWN else -1))
            self.reading = None if self.reading <= self._top_block() else self.reading
        else:
            before = self.scroll.offset
            self.scroll.handle(intent)
            if kind in (Kind.UP, Kind.DOWN) and self.scroll.offset == before and self.blocks:
                self.reading = min(len(self.blocks) - 1, max(0, self._top_block() + (1 if kind is Kind.DOWN else -1)))
                self.reading = None if self.reading <= self._top_block() else self.reading
            elif self.scroll.offset != before:
                self.reading = None

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        u = min(w / 1280, h / 800)
        surface.blit(theme.felt(self.size), (0, 0))
        theme.blit_text(surface, _("How to play {title}").format(
            title=self.rules.title), max(20, round(40 * u)), theme.GOLD, bold=True,
                        center=(w // 2, self.page.top // 2))
        draw_button(surface, self.back, hot=self.hover, px=max(16, round(24 * u)))
        draw_panel(surface, self.page, alpha=225)
        view = self.scroll.view
        clip = surface.get_clip()
        surface.set_clip(view)
        top = view.top - self.scroll.offset
        if self.rule is not None:  # the rule a refusal applies: a gold bar beside it
            surface.set_clip(self.page.clip(view.inflate(0, 0).union(view.move(-12, 0))))
            mark = pygame.Rect(view.left - 10, top + self.rule_span[0], 5, self.rule_span[1] - self.rule_span[0])
            pygame.draw.rect(surface, theme.GOLD, mark)
            surface.set_clip(view)
        for item in self.items:
            y = top + item.y
            if isinstance(item, Line):
                item.draw(surface, view, top)
            elif view.top - item.size[1] < y < view.bottom:
                self._draw_cards(surface, item, view.left, y)
        surface.set_clip(clip)
        draw_scrollbar(surface, self.scroll)

    def _draw_cards(self, surface: pygame.Surface, row: CardRow, left: int, y: int) -> None:
        step = round(row.size[0] * 0.62)
        for k, card in enumerate(row.cards):
            surface.blit(self.art.face(card, row.size), (left + row.x + k * step, y))
