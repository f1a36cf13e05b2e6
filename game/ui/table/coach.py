"""The bid coach: beside a bid, how many tricks this hand is likely to take; beside a look or pass, what each costs.

With the setting "Bid coach" (``bid_coach``) on, a decision made before the first card gets a small
chart by the choice panel, worked out in the second worker (lane 1, so a hint can think at once)
from the player's view alone:

- a bid in a game that counts tricks (Oh Hell): a bar per trick count, the chance of taking exactly
  that many when the hand is played out by the rule bots from deals consistent with the view
  (:func:`game.ai.coach.trick_odds`), the bid the hook forbids marked "not allowed";
- a choice between looking and passing (Laus's skat): the penalty points each is expected to cost
  (:func:`game.ai.coach.appraise`).

Lohai has no decision before its first card, so it gets no chart.  The chart shows when the worker
answers and goes with the decision; nothing here waits.  It is spoken too, in one line (a chart is a
picture; a player who cannot see it hears what it comes to: the likeliest bid, or the better choice).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...ai.coach import Appraisal, TrickOdds
from ...ai.errands import Appraise, CountTricks, Request
from ...catalogue import _, ngettext
from ...engine import ActionKind, PlayerView, RuleSet
from ...judging import amount
from ..speech import prompts
from ..toolkit import theme
from ..toolkit.widgets import draw_panel
from .bots import Errand, decision_rng
from .hint import label
from .interface import Answering, Looking

COACH_SECONDS = 1.2
"""How long the worker samples deals for the chart: it shows about as soon as a person has read the hand."""
COACH_DEALS = 4000
"""The most deals a chart stands on."""


@dataclass(frozen=True, slots=True)
class Bar:
    """One bar of the chart: its label under it, its height (0 to 1), the words over it, and whether the
    rules forbid it now."""

    label: str
    height: float
    words: str
    forbidden: bool = False


@dataclass(frozen=True, slots=True)
class Chart:
    """What the coach shows: a title, the bars and a line under them (the deals behind it)."""

    title: str
    bars: tuple[Bar, ...]
    foot: str
    said: str = ""
    """What the chart comes to, in one spoken line."""


def coaching(rules: RuleSet, view: PlayerView, seed: int,
             key: tuple[int, int]) -> Request[TrickOdds | Appraisal] | None:
    """What to ask the worker for this decision, or ``None`` when the coach has nothing to say here."""
    legal = view.legal_actions
    rng = decision_rng(seed ^ 0xB1D, *key)
    if legal and all(a.kind == ActionKind.BID for a in legal) and view.facts().tricks_won is not None:
        return CountTricks(rules, view, rng, COACH_DEALS, COACH_SECONDS)
    if {a.kind for a in legal} == {ActionKind.LOOK, ActionKind.PASS}:
        return Appraise(rules, view, rng, COACH_DEALS, moves=tuple(legal), seconds=COACH_SECONDS)
    return None


def trick_chart(odds: TrickOdds) -> Chart:
    """A bar per trick count, the forbidden bid marked.

    >>> chart = trick_chart(TrickOdds((0.25, 0.5, 0.25), 40, forbidden=1))
    >>> [(b.label, b.words, b.forbidden) for b in chart.bars], chart.foot
    ([('0', '25 %', False), ('1', '50 %', True), ('2', '25 %', False)], '1: not allowed · 40 deals')
    >>> chart.said
    'Bid coach: 0 is the likeliest number of tricks you may bid, 25 %; 1 is not allowed'
    """
    top = max(odds.chances, default=0.0) or 1.0
    bars = tuple(Bar(str(k), chance / top, f"{round(chance * 100)} %", k == odds.forbidden)
                 for k, chance in enumerate(odds.chances))
    deals = ngettext("{deals:,} deal", "{deals:,} deals", odds.deals).format(deals=odds.deals)
    if odds.forbidden is not None:
        deals = _("{bid}: not allowed · {deals}").format(bid=odds.forbidden, deals=deals)
    allowed = [k for k in range(len(odds.chances)) if k != odds.forbidden] or [0]
    best = max(allowed, key=lambda k: odds.chances[k] if k < len(odds.chances) else 0.0)
    chance = odds.chances[best] if best < len(odds.chances) else 0.0
    said = prompts.coached_bid(best, f"{round(chance * 100)} %", odds.forbidden)
    return Chart(_("Tricks you are likely to take"), bars, deals, said)


def choice_chart(table: Looking, appraisal: Appraisal) -> Chart:
    """A bar per choice, as high as the points it is expected to cost (or the chance it gives)."""
    goal = appraisal.goal
    ordered = sorted(appraisal.worths, key=lambda w: str(w.action))
    bars = tuple(Bar(label(table, w.action).capitalize(), height, amount(goal, w.value))
                 for w, height in zip(ordered, heights([w.value for w in ordered]), strict=True))
    deals = min((w.deals for w in ordered), default=0)
    said = prompts.coached_choice(_(goal.words), [(label(table, w.action), amount(goal, w.value))
                                                  for w in appraisal.worths]) if appraisal.worths else ""
    return Chart(_(goal.words).capitalize(), bars, ngettext("{deals:,} deal", "{deals:,} deals", deals).format(
        deals=deals), said)


def heights(values: list[float]) -> list[float]:
    """Bar heights (0 to 1) for values that may be below zero: from zero when all are above it, else from the
    lowest, which keeps a sliver, so the taller bar is always the larger value.

    >>> heights([136.0, 235.0]), heights([-20.0, 30.0])
    ([0.5787234042553191, 1.0], [0.15, 1.0])
    """
    low = min(0.0, *values) if values else 0.0
    span = (max(values, default=0.0) - low) or 1.0
    floor = SLIVER if low < 0 else 0.0
    return [floor + (1 - floor) * (value - low) / span for value in values]


SLIVER = 0.15
"""The height of the lowest bar of a chart of values below zero."""


class BidCoach:
    """One table's bid coach: asks the worker at a decision before the first card, keeps the chart it gets."""

    def __init__(self) -> None:
        self.errand: Errand[TrickOdds | Appraisal] = Errand(lane=1)
        self.shown: tuple[tuple[int, int], Chart] | None = None

    @property
    def thinking(self) -> bool:
        return self.errand.key is not None

    def update(self, table: Answering) -> None:
        """Once a frame: ask when a coached decision comes, take the answer when it is in (and say it)."""
        human = table.human
        if human is None or not table.app.settings.bid_coach:
            self.errand.cancel()
            return
        key = table.decision_key()
        if self.errand.key is not None and self.errand.key != key:
            self.errand.cancel()
        if self.shown is not None and self.shown[0] == key:
            return
        if self.errand.key == key:
            self._take(table, key)
        elif table.human_to_act:
            request = coaching(table.setup.rules, table.state.view(human), table.setup.seed, key)
            if request is not None:
                self.errand.ask(key, request)

    def _take(self, table: Answering, key: tuple[int, int]) -> None:
        answer = self.errand.poll(key)
        if isinstance(answer, TrickOdds):
            self.shown = (key, trick_chart(answer))
        elif isinstance(answer, Appraisal):
            self.shown = (key, choice_chart(table, answer))
        if self.shown is not None and self.shown[0] == key and table.human_to_act:
            table.speech.told(self.shown[1].said)

    def chart(self, table: Looking) -> Chart | None:
        """The chart for the decision in front of the player, if the coach is on and has one."""
        if not table.app.settings.bid_coach or self.shown is None or self.shown[0] != table.decision_key():
            return None
        return self.shown[1] if table.human_to_act else None

    def draw(self, surface: pygame.Surface, table: Looking) -> None:
        chart = self.chart(table)
        panel = table.picks.choice
        if chart is not None and panel is not None:
            draw_chart(surface, chart, chart_rect(table, panel.rect, len(chart.bars), chart), table.layout.font_px)

    def close(self) -> None:
        self.errand.close()


def chart_rect(table: Looking, panel: pygame.Rect, bars: int, chart: Chart | None = None) -> pygame.Rect:
    """Where the chart goes: right of the choice panel, else left of it (narrowed to the room there, down to
    :data:`NARROWEST` a bar), else above it; always inside the table, clear of the seats' bids when it can be."""
    layout = table.layout
    unit = layout.unit
    gap = max(6, round(10 * unit))
    room = pygame.Rect(layout.margin, layout.top_bar.bottom + gap, layout.size[0] - 2 * layout.margin,
                       layout.hand.top - layout.top_bar.bottom - 2 * gap)
    height = max(130, round(210 * unit))
    wide = max(round(240 * unit), bars * max(22, round(34 * unit)) + 4 * gap)
    narrow = max(round(150 * unit), bars * NARROWEST + 4 * gap)
    right = room.right - panel.right - gap
    left = panel.left - gap - room.left
    rect = pygame.Rect(0, 0, min(wide, max(right, left)), height)
    above = rect.width < narrow
    if above:
        rect.width = wide
    if chart is not None:  # taller where its words take more lines (a long aim, large print), room allowing
        rect.height = min(room.height, max(rect.height, _chart_height(chart, rect.width, layout.font_px)))
    if not above and right >= left:
        rect.midleft = (panel.right + gap, panel.centery)
    elif not above:
        rect.midright = (panel.left - gap, panel.centery)
    else:
        rect.midbottom = (panel.centerx, panel.top - gap)
    rect.clamp_ip(room)
    return rect


def _chart_sizes(chart: Chart, width: int, font_px: int) -> tuple[int, int, int, list[str], list[tuple[str, ...]]]:
    """The chart's sizes in ``width``: its small and tiny print, its padding, the title's lines, each share's."""
    small = max(12, round(font_px * 0.9))
    tiny = max(11, round(small * 0.9))
    pad = max(6, width // 30)
    room = width - 2 * pad
    title = list(theme.wrap(chart.title, tiny, room * 4 // 5)) \
        if theme.font(small, True).size(chart.title)[0] > room else [chart.title]  # a long aim takes lines
    step = room / max(1, len(chart.bars))
    shares = [theme.wrap(bar.words, tiny, max(1, round(step) + pad // 2)) for bar in chart.bars]  # "185"/"points"
    return small, tiny, pad, title, shares


def _chart_height(chart: Chart, width: int, font_px: int) -> int:
    """The height the chart's words need, with bars at least three lines tall."""
    small, tiny, pad, title, shares = _chart_sizes(chart, width, font_px)
    line, over = theme.font(small).get_linesize(), theme.font(tiny).get_linesize()
    spacing = theme.font(small if len(title) == 1 else tiny, True).get_linesize()
    return 2 * pad + line + len(title) * spacing + max(map(len, shares), default=1) * over + 3 * line + 2 * line + 8


NARROWEST = 18
"""Pixels a bar of the chart needs at the least (its share written over it, its count under it)."""


def draw_chart(surface: pygame.Surface, chart: Chart, rect: pygame.Rect, font_px: int) -> None:
    """The chart drawn in ``rect``: a title, a bar per count with its share over it, the foot."""
    draw_panel(surface, rect)
    small, tiny, pad, title, shares = _chart_sizes(chart, rect.width, font_px)
    line = theme.font(small).get_linesize()
    room = rect.width - 2 * pad
    title_px = small if len(title) == 1 else tiny
    spacing = theme.font(title_px, True).get_linesize()
    for k, words in enumerate(title):
        theme.blit_text(surface, theme.fit(words, title_px, room, bold=True), title_px, theme.GOLD, bold=True,
                        center=(rect.centerx, rect.top + pad + line // 2 + k * spacing))
    theme.blit_text(surface, chart.foot, small, theme.TEXT_DIM, center=(rect.centerx, rect.bottom - pad - line // 2))
    base = rect.bottom - pad - 2 * line - 2
    step = (rect.width - 2 * pad) / max(1, len(chart.bars))
    over = theme.font(tiny).get_linesize()
    tallest = base - (rect.top + pad + line + len(title) * spacing + 4) - (max(map(len, shares), default=1) - 1) * over
    for index, bar in enumerate(chart.bars):
        centre = round(rect.left + pad + step * (index + 0.5))
        column = pygame.Rect(0, 0, max(6, round(step * 0.6)), max(2, round(tallest * bar.height)))
        column.midbottom = (centre, base)
        pygame.draw.rect(surface, theme.BAD if bar.forbidden else theme.GLOW, column, border_radius=2)
        lines = shares[index]
        for k, words in enumerate(lines):
            theme.blit_text(surface, words, tiny, theme.TEXT,
                            center=(centre, column.top - 2 - over // 2 - (len(lines) - 1 - k) * over))
        theme.blit_text(surface, bar.label, small, theme.BAD if bar.forbidden else theme.TEXT, bold=bar.forbidden,
                        center=(centre, base + 2 + line // 2))
