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
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ...catalogue import _, language, ngettext
from ...engine import Action, ActionKind, Card, Match
from ...judging import Effort, Judgement, cost_words, costliest, notable
from ...review import Imagined, Moment, imagined, mine, of_seat, readings, replay
from ..speech.screens import review_screen
from ..speech.words import joined
from ..table.handsort import HandOrder
from ..table.hint import describe
from ..table.interface import Table
from ..toolkit import theme
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import Button, Scroll, dim, draw_buttons, draw_panel, draw_scrollbar, hit
from .judges import InWorkers, Judges, Runner, effort_for
from .review_draw import card_row, draw_progress, imagined_deals, trick_cards


@dataclass(frozen=True, slots=True)
class Row:
    """One decision in the list: its moment, and its place among the costliest (1 to 3) if it is one."""

    moment: Moment
    rank: int | None = None


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

    def words(self, action: Action) -> str:
        """A move in the table's words: "play the queen of spades", "bid 2"."""
        return describe(self.table, action)

    def where(self, moment: Moment) -> str:
        """When in the hand: "Trick 3", or "Move 12" in a game without tricks."""
        if moment.played.kind == ActionKind.BID:
            return _("Bidding")
        if self.table.game.plays_tricks:
            return _("Trick {trick_number}").format(trick_number=moment.trick_number)
        return _("Move {value}").format(value=moment.number + 1)

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
        self.scroll.set_sizes(rows, len(self.rows) * self.row_h, self.row_h)
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
        index = (pos[1] - view.top + self.scroll.offset) // self.row_h
        return index if 0 <= index < len(self.rows) else None

    def row_rect(self, index: int) -> pygame.Rect:
        view = self.scroll.view
        return pygame.Rect(view.left, view.top + index * self.row_h - self.scroll.offset, view.width, self.row_h - 4)

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
        elif was != self.judges.finished:
            self.resize(self.size)

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
        top, bottom = index * self.row_h, (index + 1) * self.row_h
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

    def _rows(self, surface: pygame.Surface) -> None:
        view = self.scroll.view
        clip = surface.get_clip()
        surface.set_clip(view)
        line, below = theme.font(self.px).get_linesize(), theme.font(self.small).get_linesize()
        for index, row in enumerate(self.rows):
            rect = self.row_rect(index)
            if rect.bottom < view.top or rect.top > view.bottom:
                continue
            if row.moment.number == self.chosen:
                pygame.draw.rect(surface, theme.BUTTON, rect, border_radius=6)
                pygame.draw.rect(surface, theme.GOLD, rect, width=2, border_radius=6)
            first, second, colour = self._row_words(row)
            theme.blit_text(surface, theme.fit(first, self.px, rect.width - 12), self.px, theme.TEXT,
                            topleft=(rect.left + 6, rect.top + 4))
            for k, text in enumerate(theme.wrap(second, self.small, rect.width - 16)[:2]):
                theme.blit_text(surface, text, self.small, colour,
                                topleft=(rect.left + 12, rect.top + 4 + line + k * below))
        surface.set_clip(clip)

    def _row_words(self, row: Row) -> tuple[str, str, theme.Colour]:
        """A row's two lines: when and what was played; then its verdict (or, for a computer, its choices)."""
        moment = row.moment
        played = self.words(moment.played)
        if self.seat is not None:
            count = len(moment.view.legal_actions)
            return f"{self.where(moment)}: {played}", _("{count} moves open").format(
                count=count) if count > 1 else _("its only move"), \
                theme.TEXT_DIM
        verdict = self.judgement(moment)
        first = f"{row.rank}. " if row.rank is not None else ""
        first += _("{where}: you {past}").format(
            where=self.where(moment), past=self._past(moment.played))
        if moment.number in self.judges.failed:
            return first, _("could not be judged"), theme.TEXT_DIM
        if verdict is None:
            return first, _("waiting to be judged"), theme.TEXT_DIM
        if row.rank is not None:
            better = self.words(verdict.best.action)
            return first, _("Better: {better}; {cost_words}").format(
                better=better, cost_words=cost_words(verdict)), theme.BAD
        if verdict.best.action == verdict.played.action:
            return first, _("the search agrees"), theme.GOOD
        return first, _("close enough to the search's move"), theme.TEXT_DIM

    def _header(self, surface: pygame.Surface, moment: Moment, title: str) -> int:
        """The decision's title, the bids and the tricks so far, and what happened since the seat last moved;
        returns where the next part starts."""
        rect = self.detail
        px, small = self.px, self.small
        theme.blit_text(surface, theme.fit(title, px, rect.width, bold=True), px, theme.GOLD, bold=True,
                        topleft=rect.topleft)
        y = rect.top + theme.font(px).get_linesize() + 2
        for words in (self._facts(moment), self._since(moment)):
            if words:
                y += theme.blit_wrapped(surface, words, small, theme.TEXT_DIM, pygame.Rect(rect.left, y, rect.width,
                                        theme.font(small).get_linesize() * 2))
        return y + 6

    def _facts(self, moment: Moment) -> str:
        name = self.setup.name
        parts = []
        facts = moment.view.facts()
        if facts.has_trump:
            parts.append(_("trump: {suit}").format(suit=_suit(facts.trump)) if facts.trump else _("no trump"))
        if moment.bids:
            bids = (f"{name(s)} {'-' if b is None else b}" for s, b in enumerate(moment.bids))
            parts.append(_("bids: {bids}").format(bids=", ".join(bids)))
        if facts.tricks_won is not None:
            parts.append(_("tricks taken: {counts}").format(
                counts=", ".join(f"{name(s)} {t}" for s, t in enumerate(facts.tricks_won))))
        text = " · ".join(parts)
        return text[:1].upper() + text[1:]

    def _past(self, action: Action) -> str:
        """A move in the past tense where the language makes one from the move's words (English), else its words."""
        words = self.words(action)
        return _past(words) if language() == "en" else words

    def _since(self, moment: Moment) -> str:
        if not moment.since:
            return ""
        shown = [f"{self.setup.name(s)} {self._past(a) if a is not None else _('bid face down')}"
                 for s, a in moment.since[-6:]]
        return _("Since then: {moves}.").format(moves="; ".join(shown))

    def _cards_at(self, surface: pygame.Surface, moment: Moment, y: int, marks: dict[Card, theme.Colour],
                  whose: str) -> int:
        """The trick on the table and the seat's hand at the moment; returns where the next part starts."""
        rect, small = self.detail, self.small
        line = theme.font(small).get_linesize()
        height = max(40, min(round(118 * self.unit), rect.height // 5))
        if moment.trick:
            theme.blit_text(surface, _("On the table:"), small, theme.TEXT, topleft=(rect.left, y))
            used = trick_cards(surface, self.art, moment.trick, (rect.left, y + line), round(height * 0.8),
                               self.setup.name, small)
            y = used.bottom + 6
        theme.blit_text(surface, whose, small, theme.TEXT, topleft=(rect.left, y))
        used = card_row(surface, self.art, self.in_order(moment), (rect.left, y + line), height, rect.width, marks)
        return used.bottom + 8

    def in_order(self, moment: Moment) -> list[Card]:
        """The hand as the player's settings sort one at the table (trumps grouped, ranks as chosen)."""
        view, settings = moment.view, self.app.settings
        order = HandOrder.build(self.setup.rules, view.follows, view.facts().trump,
                                trumps_left=settings.hand_sort == "trumps_left",
                                by_rank=settings.hand_sort == "by_rank", high_first=settings.rank_order == "high_low")
        return order.sort(view.hand)

    def _yours(self, surface: pygame.Surface, moment: Moment) -> None:
        y = self._header(surface, moment, _("{where}: your decision").format(where=self.where(moment)))
        verdict = self.judgement(moment)
        marks: dict[Card, theme.Colour] = {card: theme.GOLD for card in moment.played.cards}
        if verdict is not None and notable(verdict):
            marks.update({card: theme.GOOD for card in verdict.best.action.cards})
        y = self._cards_at(surface, moment, y, marks, _("Your hand then (gold: played; green: better):"))
        lines = [(_("You chose to {words}.").format(words=self.words(moment.played)), theme.TEXT)]
        if verdict is None:
            failed = self.judges.failed.get(moment.number)
            lines.append((_("It could not be judged: {failed}").format(
                failed=failed) if failed else _("Being judged…"), theme.TEXT_DIM))
        elif notable(verdict):
            lines += [(_("Better: {words}.").format(words=self.words(verdict.best.action)), theme.GOOD),
                      (cost_words(verdict)[:1].upper() + cost_words(verdict)[1:] + ".", theme.BAD)]
        else:
            same = verdict.best.action == verdict.played.action
            lines.append((_("The search would have done the same.") if same else
                          _("The search prefers another move, by too little to call this a mistake."), theme.GOOD))
        lines.append((_("Judged from what you could see then, over {deals:,} deals.").format(deals=verdict.best.deals)
                      if verdict is not None else "", theme.TEXT_DIM))
        bottom = self.buttons[-1].rect.top - 6
        for words, colour in lines:
            if words:
                y += theme.blit_wrapped(surface, words, self.px, colour, pygame.Rect(self.detail.left, y,
                                        self.detail.width, max(0, bottom - y)))

    def _knew(self, surface: pygame.Surface, moment: Moment) -> None:
        name = self.setup.name(moment.seat)
        y = self._header(surface, moment, _("{where}: {name} chose to {words}").format(
            where=self.where(moment), name=name, words=self.words(moment.played)))
        marks: dict[Card, theme.Colour] = {card: theme.GOLD for card in moment.played.cards}
        y = self._cards_at(surface, moment, y, marks, _("What {name} held (gold: played):").format(name=name))
        small = self.small
        line = theme.font(small).get_linesize()
        for words in self._readings(moment):
            theme.blit_text(surface, theme.fit(words, small, self.detail.width), small, theme.TEXT, topleft=(
                self.detail.left, y))
            y += line
        theme.blit_text(surface, theme.fit(_("Deals {name} could have imagined, drawn from what it knew alone:").format(
            name=name), small,
                                           self.detail.width), small, theme.GOLD, topleft=(self.detail.left, y + 4))
        y += line + 8
        area = pygame.Rect(self.detail.left, y, self.detail.width, self.detail.bottom - y)
        imagined_deals(surface, self.art, self.imagined(moment), area, self.setup.name, small)

    def _readings(self, moment: Moment) -> list[str]:
        """What the seat knew of each place it could not see, a line each."""
        out = []
        for reading in readings(moment.view):
            if reading.size == 0:
                continue
            who = self.setup.name(reading.seat) if reading.seat is not None else _("The {place}").format(
                place=reading.place)
            parts = [ngettext("{size} card unseen", "{size} cards unseen", reading.size).format(size=reading.size)]
            if reading.void:
                parts.append("no " + ", no ".join(_suit(s) for s in reading.void))
            if reading.known:
                parts.append("holds " + ", ".join(card.name for card in reading.known))
            out.append(f"{who}: " + "; ".join(parts))
        return out


SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def _suit(suit: str | None) -> str:
    return SUITS.get(suit or "", suit or "")


def _past(words: str) -> str:
    """A move in the past: "play the 7 of hearts" becomes "played the 7 of hearts"."""
    verb, __, rest = words.partition(" ")
    past = {"play": "played", "lead": "led", "bid": "bid", "give": "gave", "draw": "drew", "pass": "passed",
            "discard": "discarded", "pick": "picked", "call": "called", "move": "moved", "steal": "stole",
            "take": "took", "look": "looked", "lay": "laid", "name": "named", "turn": "turned"}.get(verb)
    return f"{past} {rest}".strip() if past else words


def _runner() -> Runner:
    """The table's worker processes, one decision on each core."""
    return InWorkers()
