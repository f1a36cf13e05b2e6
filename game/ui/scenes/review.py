"""The review of a finished hand: the player's costliest decisions, any decision tried again, what each computer knew.

Opened by the summary's Review button, over the table (which stays as it was beneath).
The hand is replayed from its deal (:mod:`game.review`): the first tab lists the player's
decisions that had a choice, judged one by one off the frame (:mod:`.judges`, with a
progress bar); once judged, the one to three that cost the most come first, each with the
better move and the cost in the game's own units.  Choosing a decision shows the position as
the player saw it (their hand, the trick so far, the bids), and "Try again from here" sits a
practice table down at that very moment, with the same hidden cards (nothing of it is saved
or counted; leaving it comes back here).  The other tabs are the computer seats: any of
their decisions shows what the seat knew (its own hand, what it had worked out of the others')
and a few deals drawn from its view alone, face up, so anyone can see it did not peek.

This module keeps the review's state, layout, keys and time; the words are :mod:`.review_words`', the list
and the detail pane are drawn by :mod:`.review_detail`, the pictures by :mod:`.review_draw`.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from itertools import accumulate

import pygame

from ...catalogue import _
from ...engine import Card, Match
from ...judging import Effort, Judgement, costliest
from ...review import Imagined, Moment, imagined, mine, of_seat, replay
from ..speech.screens import review_screen
from ..speech.words import joined
from ..table.handsort import HandOrder
from ..table.interface import Table
from ..toolkit import theme
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import Button, Scroll, dim, draw_buttons, draw_panel, draw_scrollbar, hit
from .judges import InWorkers, Judges, Runner, effort_for
from .review_detail import Pane, draw_knew, draw_rows, draw_yours, row_height
from .review_draw import draw_progress
from .review_words import ReviewWords, Row


class ReviewScene(Scene):
    """The review of the hand the table has just finished."""

    overlay = True

    def __init__(self, app: App, table: Table, deal: Match, moves: Sequence[str], *,
                 practise: Callable[[int], None], runner: Runner | None = None, effort: Effort | None = None) -> None:
        """``deal`` and ``moves``: the match as the hand was dealt and the hand's moves; ``practise(number)``
        sits a practice table down after the hand's first ``number`` moves; ``runner`` and ``effort``: where
        and how hard the decisions are judged (the worker processes, about nine seconds a hand)."""
        super().__init__(app)
        self.table = table
        self.setup = table.setup
        self.practise = practise
        self.hand = deal.hand_number
        self.moments = replay(deal, moves)
        self.human = self.setup.human
        self.yours = mine(self.moments, self.human) if self.human is not None else ()
        others = [s for s in range(self.setup.players) if s != self.human and of_seat(self.moments, s)]
        self.said = ReviewWords(table)
        """The review's words: moves as the table words them, seats by name."""
        self.tabs: list[int | None] = ([None] if self.human is not None else []) + list(others)
        """``None`` is the player's own decisions; a seat number, that computer's."""
        self.tab = 0
        self.judges = Judges(self.setup.rules, self.yours, runner if runner is not None else _runner(),
                             effort or effort_for(len(self.yours)), seed=self.setup.seed, hand=self.hand)
        self.ranked = False
        self.rows: list[Row] = []
        self.chosen: int | None = None
        """The number (in the hand) of the decision shown."""
        self.picked = False
        """The player chose a decision themselves: judging's end does not move the choice."""
        self._imagined: dict[int, tuple[Imagined, ...]] = {}
        self.art = app.art(self.setup.rules.deck)
        self.scroll = Scroll()
        self.hover: str | None = None
        self.size = app.size
        self.panel = self.list_rect = self.detail = self.progress_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[Button] = []
        self.tops = [0]
        """Where each row of the list starts in the scrolled list, and (last) where the list ends: a long move
        takes the lines it needs."""
        self.verdicts = 0
        """How many decisions had been judged (or failed) when the rows were last measured."""
        self._fill_rows()
        self.resize(app.size)

    # -- what is shown ------------------------------------------------------------------
    @property
    def seat(self) -> int | None:
        """The computer seat whose decisions are listed, or ``None`` for the player's own."""
        return self.tabs[self.tab] if self.tabs else None

    @property
    def moment(self) -> Moment | None:
        return next((row.moment for row in self.rows if row.moment.number == self.chosen), None)

    def judgement(self, moment: Moment) -> Judgement | None:
        return self.judges.judged.get(moment.number)

    def costliest(self) -> list[tuple[int, Judgement]]:
        return costliest(list(self.judges.judged.items()))

    def imagined(self, moment: Moment) -> tuple[Imagined, ...]:
        """A few deals ``moment``'s seat could have imagined, drawn from its view with this hand's seed."""
        deals = self._imagined.get(moment.number)
        if deals is None:
            deals = self._imagined[moment.number] = imagined(moment.view, f"{self.setup.seed}/{self.hand}/"
                                                                         f"{moment.number}")
        return deals

    def _fill_rows(self) -> None:
        seat = self.seat
        if seat is not None:
            self.rows = [Row(m) for m in of_seat(self.moments, seat)]
        else:
            ranks = {number: k + 1 for k, (number, __) in enumerate(self.costliest())} if self.ranked else {}
            first = sorted((m for m in self.yours if m.number in ranks), key=lambda m: ranks[m.number])
            self.rows = [Row(m, ranks[m.number]) for m in first] + [Row(m) for m in self.yours if m.number not in ranks]
        if self.chosen is None or all(row.moment.number != self.chosen for row in self.rows):
            self.chosen = self.rows[0].moment.number if self.rows else None
        self.resize(self.size)

    # -- geometry -------------------------------------------------------------------------
    @property
    def unit(self) -> float:
        return min(self.size[0] / 1280, self.size[1] / 800)

    @property
    def px(self) -> int:
        return max(16, round(21 * self.unit))

    @property
    def small(self) -> int:
        return max(14, round(self.px * 0.85))

    @property
    def row_h(self) -> int:
        """A usual row's height (a line, its verdict on two): the list's scrolling step."""
        return theme.font(self.px).get_linesize() + theme.font(self.small).get_linesize() * 2 + round(12 * self.unit)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        u, px = self.unit, self.px
        margin = max(8, round(18 * u))
        self.panel = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        bh = max(30, round(40 * u))
        top = self.panel.top + margin
        back_w = theme.font(px).size(_("Back (Esc)"))[0] + round(30 * u)
        buttons = [Button("back", _("Back (Esc)"), pygame.Rect(self.panel.right - margin - back_w, top, back_w, bh))]
        x = self.panel.left + margin
        tab_top = top + bh + margin // 2
        for index, seat in enumerate(self.tabs):
            label = _("Your decisions") if seat is None else _("What {name} knew").format(name=self.setup.name(seat))
            bw = theme.font(px).size(label)[0] + round(24 * u)
            if x + bw > self.panel.right - margin:
                label = _("Yours") if seat is None else self.setup.name(seat)
                bw = theme.font(px).size(label)[0] + round(24 * u)
            buttons.append(Button(f"tab{index}", label, pygame.Rect(x, tab_top, bw, bh), selected=index == self.tab))
            x += bw + margin // 2
        body = pygame.Rect(self.panel.left + margin, tab_top + bh + margin, self.panel.width - 2 * margin,
                           self.panel.bottom - margin - tab_top - bh - margin)
        left = round(body.width * 0.36)
        self.list_rect = pygame.Rect(body.left, body.top, left, body.height)
        self.detail = pygame.Rect(body.left + left + margin, body.top, body.width - left - margin, body.height)
        judging = self.seat is None and not self.judges.finished
        line = theme.font(px).get_linesize()
        self.progress_rect = pygame.Rect(self.list_rect.left, self.list_rect.top, self.list_rect.width,
                                         2 * line + margin) if judging else pygame.Rect(self.list_rect.topleft, (0, 0))
        rows = self.list_rect.copy()
        rows.top += self.progress_rect.height
        rows.height -= self.progress_rect.height
        self.verdicts = self.judges.done
        self.tops = list(accumulate((row_height(self._row_words(row), px, self.small, rows.width, u)
                                     for row in self.rows), initial=0))
        self.scroll.set_sizes(rows, self.tops[-1], self.row_h)
        if self.seat is None and self.human is not None:
            label = _("Try again from here")
            bw = theme.font(px).size(label)[0] + round(30 * u)
            rect = pygame.Rect(0, 0, bw, bh)
            rect.bottomright = self.detail.bottomright
            buttons.append(Button("try", label, rect, enabled=self.moment is not None))
        self.buttons = buttons

    def row_at(self, pos: tuple[int, int]) -> int | None:
        view = self.scroll.view
        if not view.collidepoint(pos):
            return None
        index = bisect_right(self.tops, pos[1] - view.top + self.scroll.offset) - 1
        return index if 0 <= index < len(self.rows) else None

    def row_rect(self, index: int) -> pygame.Rect:
        view = self.scroll.view
        top, bottom = self.tops[index], self.tops[index + 1]
        return pygame.Rect(view.left, view.top + top - self.scroll.offset, view.width, bottom - top - 4)

    def button(self, key: str) -> Button | None:
        return next((b for b in self.buttons if b.key == key), None)

    # -- time --------------------------------------------------------------------------------
    @property
    def still(self) -> bool:
        return self.judges.finished

    def update(self, dt: float) -> None:
        was = self.judges.finished
        self.judges.update()
        if self.judges.finished and not self.ranked:
            self.ranked = True
            if not self.picked:
                self.chosen = None
            if self.seat is None:
                self._fill_rows()
        elif was != self.judges.finished or self.verdicts != self.judges.done:
            self.resize(self.size)  # the progress bar gone, or a verdict in: the rows measured again

    def exit(self) -> None:
        self.judges.close()

    # -- speech -------------------------------------------------------------------------------
    def title(self) -> str:
        return _("Review of {lower} {hand}").format(lower=_(self.table.game.hand_word).lower(), hand=self.hand)

    def title_words(self) -> str:
        return review_screen(self.title(), keys=self.human is not None)

    def focus_words(self) -> str:
        """Whose decisions are listed, and the decision chosen with its verdict (said again once judged)."""
        tab = next((b.label for b in self.buttons if b.key == f"tab{self.tab}"), "")
        row = next((r for r in self.rows if r.moment.number == self.chosen), None)
        if row is None:
            return joined(tab, _("No decisions to review"))
        first, second, __ = self._row_words(row)
        return joined(tab, first, second)

    # -- input --------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind in (Kind.BACK, Kind.ALT_PRESS):
            self.app.pop()
        elif kind is Kind.MOTION:
            button = hit(self.buttons, intent.pos)
            self.hover = button.key if button is not None else None
            self.scroll.handle(intent)
        elif kind is Kind.PRESS:
            self._press(intent)
        elif kind in (Kind.LEFT, Kind.RIGHT, Kind.REVIEW) and self.tabs:
            step = -1 if kind is Kind.LEFT else 1
            self.show_tab((self.tab + step) % len(self.tabs))
        elif kind in (Kind.UP, Kind.DOWN):
            self._step(-1 if kind is Kind.UP else 1)
        elif kind is Kind.CONFIRM:
            self.press("try")
        else:
            self.scroll.handle(intent)

    def _press(self, intent: Intent) -> None:
        button = hit(self.buttons, intent.pos)
        if button is not None:
            self.press(button.key)
            return
        index = self.row_at(intent.pos)
        if index is not None:
            self.choose(self.rows[index].moment.number)
        self.scroll.handle(intent)

    def press(self, key: str) -> None:
        """A button: back, a tab, or "Try again from here"."""
        if key == "back":
            self.app.pop()
        elif key.startswith("tab") and key[3:].isdigit():
            self.show_tab(int(key[3:]))
        elif key == "try":
            moment = self.moment
            if self.seat is None and moment is not None:
                self.judges.pause()  # the practice table's computer seats think in the same workers
                self.practise(moment.number)

    def show_tab(self, index: int) -> None:
        if not 0 <= index < len(self.tabs) or index == self.tab:
            return
        self.tab, self.chosen, self.picked = index, None, False
        self.scroll.to(0)
        self._fill_rows()

    def choose(self, number: int) -> None:
        self.chosen, self.picked = number, True
        self.resize(self.size)

    def _step(self, step: int) -> None:
        numbers = [row.moment.number for row in self.rows]
        if not numbers:
            return
        index = numbers.index(self.chosen) if self.chosen in numbers else -step
        index = max(0, min(len(numbers) - 1, index + step))
        self.choose(numbers[index])
        top, bottom = self.tops[index], self.tops[index + 1]
        if top < self.scroll.offset:
            self.scroll.to(top)
        elif bottom > self.scroll.offset + self.scroll.view.height:
            self.scroll.to(bottom - self.scroll.view.height)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        draw_panel(surface, self.panel, alpha=252)
        back = self.buttons[0].rect
        title = self.title()
        big = round(self.px * 1.3)
        room = back.left - self.list_rect.left - 10
        theme.blit_text(surface, theme.fit(title, big, room, bold=True), big, theme.GOLD, bold=True,
                        midleft=(self.list_rect.left, back.centery))
        draw_buttons(surface, self.buttons, self.hover, px=self.px)
        if self.seat is None and not self.judges.finished:
            draw_progress(surface, self.progress_rect, self.judges.done, self.judges.total, self.px)
        self._rows(surface)
        draw_scrollbar(surface, self.scroll)
        moment = self.moment
        if moment is None:
            words = (_("None of your moves this hand had a choice in it.") if self.seat is None
                     else _("It made no move this hand."))
            theme.blit_wrapped(surface, words, self.px, theme.TEXT_DIM, self.detail)
        elif self.seat is None:
            self._yours(surface, moment)
        else:
            self._knew(surface, moment)

    def _pane(self) -> Pane:
        return Pane(self.detail, self.px, self.small, self.unit, self.art, self.said)

    def _rows(self, surface: pygame.Surface) -> None:
        draw_rows(surface, self.scroll, self.rows, self.chosen, self.px, self.small, self.row_rect, self._row_words)

    def _row_words(self, row: Row) -> tuple[str, str, theme.Colour]:
        """A row's two lines: when and what was played; then its verdict (or, for a computer, its choices)."""
        return self.said.row_words(row, self.seat is not None, self.judgement(row.moment),
                                   row.moment.number in self.judges.failed)

    def in_order(self, moment: Moment) -> list[Card]:
        """The hand as the table sorts it: as the player's settings ask (trumps grouped, ranks as chosen), by rank
        alone where suits do not matter."""
        view, settings = moment.view, self.app.settings
        order = HandOrder.build(self.setup.rules, view.follows, view.facts().trump,
                                trumps_left=settings.hand_sort == "trumps_left",
                                by_rank=settings.hand_sort == "by_rank" or not self.table.game.suits_matter,
                                high_first=settings.rank_order == "high_low")
        return order.sort(view.hand)

    def _yours(self, surface: pygame.Surface, moment: Moment) -> None:
        draw_yours(surface, self._pane(), moment, self.in_order(moment), self.judgement(moment),
                   self.judges.failed.get(moment.number), self.buttons[-1].rect.top - 6)

    def _knew(self, surface: pygame.Surface, moment: Moment) -> None:
        draw_knew(surface, self._pane(), moment, self.in_order(moment), self.imagined(moment))


def _runner() -> Runner:
    """The table's worker processes, one decision on each core."""
    return InWorkers()
