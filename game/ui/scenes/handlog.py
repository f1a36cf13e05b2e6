"""The hand's log: every trick or play of the hand in order, who led, who took it and why; after the hand, the deal.

It draws a :class:`~game.ui.table.handlog.HandLog`, the plain record the table
keeps from the events it has shown, and nothing else: during the hand it holds
only what the player has seen (their own hand as dealt, the cards played); once
the hand is scored it holds every hand as it was dealt, which this page shows
first, face up and grouped by suit.  The page scrolls (wheel, arrows, page
keys, dragging); Esc, L, a right click, the Back button or a click beside the
page closes it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...catalogue import _
from ...engine import Card, RuleSet
from ..art.cards import CardArt, card_size
from ..speech.screens import hand_log_screen
from ..table.handlog import HandLog, LineEntry, TrickEntry
from ..toolkit import theme
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import Button, Line, Scroll, draw_button, draw_panel, draw_scrollbar


@dataclass(frozen=True, slots=True)
class Cards:
    """A row of small cards, each with a few words under it (who played it) or none (a hand)."""

    x: int
    y: int
    cards: tuple[Card, ...]
    labels: tuple[str, ...]
    size: tuple[int, int]
    step: int


Item = Line | Cards


def by_suit(cards: list[Card], deck_suits: tuple[str, ...], deck_ranks: tuple[str, ...]) -> list[Card]:
    """A dealt hand as a player holds it: grouped by suit in the deck's order, each suit low to high, the cards
    without a suit (jokers, Lohai's specials) last."""
    def key(card: Card) -> tuple[int, int, str]:
        suit = deck_suits.index(card.suit) if card.suit in deck_suits else len(deck_suits)
        rank = deck_ranks.index(card.rank) if card.rank in deck_ranks else -1
        return suit, rank, card.rank
    return sorted(cards, key=key)


def lay_out(log: HandLog, rules: RuleSet, width: int, px: int) -> tuple[list[Item], int]:
    """Every line and card row of the log's page at ``width`` pixels, and the page's height."""
    items: list[Item] = []
    small = max(13, round(px * 0.8))
    card = card_size(max(48, round(px * 3.0)))
    gap = px // 2
    y = 0

    def text(words: str, size: int, colour: theme.Colour, bold: bool = False, indent: int = 0) -> None:
        nonlocal y
        for row in theme.wrap(words, size, width - indent):
            items.append(Line(indent, y, row, size, colour, bold))
            y += theme.font(size, bold).get_linesize()

    def cards(shown: list[Card], labels: tuple[str, ...], step: int, indent: int = 0) -> None:
        nonlocal y
        items.append(Cards(indent, y, tuple(shown), labels, card, step))
        y += card[1] + (theme.font(small).get_linesize() if labels else 0) + gap // 2

    def heading(words: str) -> None:
        nonlocal y
        y += gap
        text(words, round(px * 1.2), theme.GOLD, True)
        y += gap // 2

    def deal() -> None:
        heading(_("As dealt") if log.over else _("Your hand as dealt"))
        seats = range(len(log.names)) if log.over else [log.viewer]
        for seat in seats:
            hand = log.hand_of(seat)
            if not hand:
                continue
            text(log.names[seat], px, theme.TEXT, True)
            shown = by_suit(hand, rules.deck.suits, rules.deck.ranks)
            cards(shown, (), max(8, min(card[0] + gap // 2, (width - card[0]) // max(1, len(shown) - 1))))
        for label, extra in log.extras if log.over else ():
            text(label, px, theme.TEXT, True)
            cards(list(extra), (), card[0] + gap // 2)
        if not log.over:
            text(_("The other hands are shown here once the hand is over."), small, theme.TEXT_DIM)

    if log.over:
        deal()
    heading(_("The hand so far") if not log.over else _("The hand, as it was played"))
    if not log.entries:
        text(_("Nothing has been played yet."), px, theme.TEXT_DIM)
    for entry in log.entries:
        if isinstance(entry, TrickEntry):
            led = _(" · {names} led").format(names=log.names[entry.leader]) if entry.leader is not None else ""
            text(_("Trick {number}{led} · {taken}").format(
                number=entry.number, led=led, taken=entry.taken), px, theme.TEXT, True)
            labels = tuple(log.names[seat] for seat, __ in entry.plays)
            widest = max((theme.font(small).size(label)[0] for label in labels), default=0)
            step = min(max(card[0] + gap, widest + gap), max(8, (width - card[0]) // max(1, len(labels) - 1)))
            cards([c for __, c in entry.plays], labels, step, indent=gap)
            if entry.why:
                text(entry.why, small, theme.GOLD, indent=gap)
            for note in entry.notes:
                text(note, small, theme.TEXT_DIM, indent=gap)
            y += gap // 2
        elif isinstance(entry, LineEntry):
            if entry.words:
                text(entry.words, px, theme.TEXT)
            if entry.why:
                text(entry.why, small, theme.GOLD, indent=gap)
    if not log.over:
        deal()
    return items, y


class HandLogScene(Scene):
    """The hand's log on a scrollable page over the table."""

    def __init__(self, app: App, log: HandLog, rules: RuleSet) -> None:
        super().__init__(app)
        self.log = log
        self.rules = rules
        self.art: CardArt = app.art(rules.deck)
        self.scroll = Scroll()
        self.items: list[Item] = []
        self.page = pygame.Rect(0, 0, 0, 0)
        self.back = Button("back", _("Back (Esc)"), pygame.Rect(0, 0, 0, 0))
        self.hover = False
        self.reading: int | None = None
        """The item Up and Down have read to (``None``: the one at the top of the view, as it scrolls)."""
        self.px = 16
        self.size = app.size
        self.resize(app.size)
        if not log.over:
            self.scroll.to(self.scroll.most)  # during the hand the latest trick is what is wanted

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        u = min(w / 1280, h / 800)
        margin = max(10, round(24 * u))
        top = max(48, round(72 * u))
        width = min(w - 2 * margin, max(560, round(1000 * u)))
        self.page = pygame.Rect((w - width) // 2, top, width, h - top - margin)
        self.px = max(16, round(22 * u))
        inner = self.page.inflate(-2 * margin, -margin)
        self.items, height = lay_out(self.log, self.rules, inner.width - margin, self.px)
        self.scroll.set_sizes(inner, height + margin, theme.font(self.px).get_linesize())
        bh = max(30, round(44 * u))
        self.back = Button("back", _("Back (Esc)"), pygame.Rect(margin, (top - bh) // 2, round(170 * u) + 20, bh))

    def title(self) -> str:
        return f"{self.log.title}: " + (_("every trick and the deal") if self.log.over else _("the hand so far"))

    def title_words(self) -> str:
        return hand_log_screen(self.title())

    def focus_words(self) -> str:
        """The line or row of cards Up and Down have read to, else the one at the top of the view."""
        at = self.reading if self.reading is not None else self._top()
        item = self.items[at] if 0 <= at < len(self.items) else None
        if isinstance(item, Cards):
            return ", ".join(f"{item.labels[k]}: {card.name}" if k < len(item.labels) else card.name
                             for k, card in enumerate(item.cards))
        return item.text if item is not None else ""

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        pressed = kind is Kind.PRESS and (self.back.rect.collidepoint(intent.pos)
                                          or not self.page.collidepoint(intent.pos))
        if pressed or kind in (Kind.BACK, Kind.ALT_PRESS, Kind.LOG):
            self.app.pop()
        elif kind is Kind.MOTION:
            self.hover = self.back.rect.collidepoint(intent.pos)
            self.scroll.handle(intent)
        elif kind in (Kind.UP, Kind.DOWN) and self.items:
            self._read(-1 if kind is Kind.UP else 1)
        elif self.scroll.handle(intent):
            self.reading = None

    def _top(self) -> int:
        """The item at the top of the view."""
        top = self.scroll.offset + self.scroll.line
        return max((k for k, item in enumerate(self.items) if item.y <= top), default=0)

    def _read(self, step: int) -> None:
        """Read on to the next (or back to the previous) line or row of cards, scrolling it into view: a page
        short enough to need no scrolling is read item by item all the same."""
        at = max(0, min(len(self.items) - 1, (self.reading if self.reading is not None else self._top()) + step))
        self.reading = at
        y = self.items[at].y
        height = (self.items[at + 1].y if at + 1 < len(self.items) else self.scroll.content) - y
        if y < self.scroll.offset:
            self.scroll.to(y)
        elif y + height > self.scroll.offset + self.scroll.view.height:
            self.scroll.to(y + height - self.scroll.view.height)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        u = min(w / 1280, h / 800)
        surface.blit(theme.felt(self.size), (0, 0))
        title = self.title()
        theme.blit_text(surface, theme.fit(title, max(20, round(36 * u)), w - 2 * self.back.rect.right, bold=True),
                        max(20, round(36 * u)), theme.GOLD, bold=True, center=(w // 2, self.page.top // 2))
        draw_button(surface, self.back, hot=self.hover, px=max(16, round(24 * u)))
        draw_panel(surface, self.page, alpha=225)
        view = self.scroll.view
        clip = surface.get_clip()
        surface.set_clip(view)
        top = view.top - self.scroll.offset
        for item in self.items:
            y = top + item.y
            if isinstance(item, Line):
                item.draw(surface, view, top)
            elif view.top - item.size[1] * 2 < y < view.bottom:
                self._cards(surface, item, view.left, y)
        surface.set_clip(clip)
        draw_scrollbar(surface, self.scroll)

    def _cards(self, surface: pygame.Surface, row: Cards, left: int, y: int) -> None:
        small = max(13, round(self.px * 0.8))
        for k, card in enumerate(row.cards):
            x = left + row.x + k * row.step
            surface.blit(self.art.face(card, row.size, True), (x, y))
            if k < len(row.labels):
                label = theme.fit(row.labels[k], small, max(row.step - 4, row.size[0]))
                below = y + row.size[1] + theme.font(small).get_linesize() // 2 + 2
                theme.blit_text(surface, label, small, theme.TEXT_DIM, center=(x + row.size[0] // 2, below))
