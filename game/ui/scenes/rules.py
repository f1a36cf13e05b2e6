"""The rules scene: our own explanation of a game, scrollable, with small card pictures.

The page is the game's text with the rule file's variants and options and the keys at the table
(:mod:`.rules_blocks`), laid out in lines and rows of cards (:mod:`.rules_layout`).  A refusal's words open
it at the rule they apply, marked in gold.  Wheel, arrow and page keys, Home/End and dragging the
page (or its scrollbar) scroll; Esc goes back.
"""

from __future__ import annotations

from itertools import accumulate

import pygame

from ... import assets
from ...catalogue import _, language
from ...engine import RuleSet
from ..art.cards import CardArt
from ..speech.screens import rules_screen
from ..toolkit import theme
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import Button, Line, Scroll, draw_button, draw_panel, draw_scrollbar
from .rules_blocks import block_words, rule_blocks, rule_for
from .rules_layout import CardRow, Item, lay_out


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
