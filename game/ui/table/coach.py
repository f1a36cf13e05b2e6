"""The bid coach: beside a bid, each bid's chance; beside a look or pass, what each costs, and which is better.

With the setting "Bid coach" (``bid_coach``) on, a decision made before the first card gets a small
chart by the choice panel, worked out by the one judge (:func:`game.ai.judge.weigh`) in the second
worker (lane 1, so a hint can think at once) from the player's view alone: a bar per option, as high as
its value in the game's words (the chance to make that bid exactly; the penalty points a look or a pass
is expected to cost, Laus's skat), the bid the hook forbids marked "not allowed".  Above the bars, one
plain recommendation ("Look: about 100 points better than passing"); under them, a key that says which
way is better and the deals behind the chart.

Lohai has no decision before its first card, so it gets no chart.  The chart shows when the worker
answers and goes with the decision; nothing here waits.  Its recommendation is spoken too, in one line
(a chart is a picture; a player who cannot see it hears what it comes to).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...ai.errands import Weigh
from ...ai.judge import Sampling, Weighing
from ...catalogue import _, ngettext
from ...engine import Action, ActionKind, PlayerView, RuleSet
from ...judging import amount
from ..toolkit import theme
from ..toolkit.widgets import draw_panel
from .bots import Errand, decision_rng
from .hint import label
from .interface import Answering, Looking

COACH_SAMPLING = Sampling(first=256, most=4096, seconds=1.5)
"""Deals the chart may stand on: more than a hint's (it shows about as soon as a person has read the hand),
stopped once the best option is told apart."""


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
    """What the coach shows: a title, one recommendation, the bars and a line under them (the key and deals)."""

    title: str
    bars: tuple[Bar, ...]
    foot: str
    advice: str = ""


def coaching(rules: RuleSet, view: PlayerView, seed: int, key: tuple[int, int]) -> Weigh | None:
    """What to ask the worker for this decision, or ``None`` when the coach has nothing to say here."""
    legal = view.legal_actions
    if len(set(legal)) < 2:
        return None
    kinds = {a.kind for a in legal}
    if kinds == {ActionKind.BID} or kinds == {ActionKind.LOOK, ActionKind.PASS}:
        return Weigh(rules, view, decision_rng(seed ^ 0xB1D, *key), COACH_SAMPLING)
    return None


def forbidden_bid(legal: list[Action], size: int) -> int | None:
    """The one bid from nought to ``size`` the rules do not allow now (Oh Hell's hook), if exactly one.

    >>> from game.engine import Action, ActionKind
    >>> forbidden_bid([Action(ActionKind.BID, args=(k,)) for k in (0, 1, 3)], 3)
    2
    """
    bids = {int(a.args[0]) for a in legal if a.kind == ActionKind.BID and a.args}
    missing = [b for b in range(size + 1) if b not in bids]
    return missing[0] if bids and len(missing) == 1 else None


def chart_for(table: Looking, weighing: Weighing) -> Chart:
    """A bar per option (bids in their order, with the forbidden bid marked), the recommendation over them."""
    goal = weighing.goal
    if all(o.action.kind == ActionKind.BID for o in weighing.options):
        view = table.state.view(table.viewer)
        size = view.facts().hand_size or len(view.hand)
        hook = forbidden_bid(list(view.legal_actions), size)
        ordered = sorted(weighing.options, key=lambda o: int(o.action.args[0]) if o.action.args else 0)
        values = heights([o.value for o in ordered])
        bars = [Bar(str(o.action.args[0]) if o.action.args else str(o.action), h, amount(goal, o.value))
                for o, h in zip(ordered, values, strict=True)]
        if hook is not None:
            bars.insert(hook, Bar(str(hook), 0.0, "–", forbidden=True))
        title = _("Chance to make each bid")
    else:
        ordered = sorted(weighing.options, key=lambda o: str(o.action))
        bars = [Bar(label(table, o.action).capitalize(), h, amount(goal, o.value))
                for o, h in zip(ordered, heights([o.value for o in ordered]), strict=True)]
        hook, title = None, _(goal.words).capitalize()
    deals = ngettext("{deals:,} deal", "{deals:,} deals", weighing.deals).format(deals=weighing.deals)
    key = _("higher is better") if goal.higher_is_better else _("lower is better")
    foot = _("{key} · {deals}").format(key=key, deals=deals)
    if hook is not None:
        foot = _("{bid}: not allowed · {deals}").format(bid=hook, deals=foot)
    return Chart(title, tuple(bars), foot, recommendation(table, weighing))


def recommendation(table: Looking, weighing: Weighing) -> str:
    """The coach's advice in one line, sure only as far as its numbers are: "Look: about 100 points better
    than passing", "Bid 2: 82 %, clearly better than bid 1 (61 %)", "Look or pass: about the same"."""
    goal, best, other = weighing.goal, weighing.options[0], weighing.runner_up
    pick = label(table, best.action).capitalize()
    if other is None:
        return pick
    gap, rival = weighing.gaps[1], label(table, other.action)
    if not gap.clear:
        return _("{pick} or {other}: about the same").format(pick=pick, other=rival)
    if goal.percent:
        return _("{pick}: {value}, clearly better than {other} ({other_value})").format(
            pick=pick, value=amount(goal, best.value), other=rival, other_value=amount(goal, other.value))
    return _("{pick}: about {points} better than {other}").format(pick=pick, points=amount(goal, abs(gap.value)),
                                                                  other=rival)


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
        self.errand: Errand[Weighing] = Errand(lane=1)
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
        if answer is not None:
            self.shown = (key, chart_for(table, answer))
            if table.human_to_act:
                table.speech.told(_("Coach: {advice}").format(advice=self.shown[1].advice))

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


@dataclass(frozen=True, slots=True)
class _Sizes:
    """The chart's print in one width: small and tiny sizes, padding, and each part's lines."""

    small: int
    tiny: int
    pad: int
    title: list[str]
    advice: list[str]
    shares: list[tuple[str, ...]]
    foot: list[str]

    @property
    def title_px(self) -> int:
        return self.small if len(self.title) == 1 else self.tiny

    def top(self) -> int:
        """Pixels from the chart's top to the first line over the tallest bar."""
        spacing = theme.font(self.title_px, True).get_linesize()
        return (self.pad + len(self.title) * spacing + len(self.advice) * theme.font(self.tiny).get_linesize() + 4)

    def bottom(self) -> int:
        """Pixels from the bars' foot to the chart's bottom: the labels under the bars, then the key's lines."""
        return 2 + theme.font(self.small).get_linesize() + len(self.foot) * theme.font(self.tiny).get_linesize() \
            + self.pad


def _chart_sizes(chart: Chart, width: int, font_px: int) -> _Sizes:
    """The chart's sizes in ``width``: its print, padding, and the lines of its title, advice, shares and key."""
    small = max(12, round(font_px * 0.9))
    tiny = max(11, round(small * 0.9))
    pad = max(6, width // 30)
    room = width - 2 * pad
    title = list(theme.wrap(chart.title, tiny, room * 4 // 5)) \
        if theme.font(small, True).size(chart.title)[0] > room else [chart.title]  # a long aim takes lines
    step = room / max(1, len(chart.bars))
    shares = [theme.wrap(bar.words, tiny, max(1, round(step) + pad // 2)) for bar in chart.bars]  # "185"/"points"
    advice = list(theme.wrap(chart.advice, tiny, room)) if chart.advice else []
    return _Sizes(small, tiny, pad, title, advice, shares, list(theme.wrap(chart.foot, tiny, room)))


def _chart_height(chart: Chart, width: int, font_px: int) -> int:
    """The height the chart's words need, with bars at least three lines tall."""
    sizes = _chart_sizes(chart, width, font_px)
    over = theme.font(sizes.tiny).get_linesize()
    return sizes.top() + max(map(len, sizes.shares), default=1) * over \
        + 3 * theme.font(sizes.small).get_linesize() + sizes.bottom() + 4


NARROWEST = 18
"""Pixels a bar of the chart needs at the least (its share written over it, its count under it)."""


def draw_chart(surface: pygame.Surface, chart: Chart, rect: pygame.Rect, font_px: int) -> None:
    """The chart drawn in ``rect``: a title, the advice, a bar per option with its value over it, the key."""
    draw_panel(surface, rect)
    sizes = _chart_sizes(chart, rect.width, font_px)
    small, tiny, pad, shares = sizes.small, sizes.tiny, sizes.pad, sizes.shares
    line, over = theme.font(small).get_linesize(), theme.font(tiny).get_linesize()
    room = rect.width - 2 * pad
    spacing = theme.font(sizes.title_px, True).get_linesize()
    y = rect.top + pad
    for words in sizes.title:
        theme.blit_text(surface, theme.fit(words, sizes.title_px, room, bold=True), sizes.title_px, theme.GOLD,
                        bold=True, center=(rect.centerx, y + spacing // 2))
        y += spacing
    for words in sizes.advice:
        theme.blit_text(surface, words, tiny, theme.GOOD, center=(rect.centerx, y + over // 2))
        y += over
    for k, words in enumerate(sizes.foot):
        theme.blit_text(surface, words, tiny, theme.TEXT_DIM,
                        center=(rect.centerx, rect.bottom - pad - (len(sizes.foot) - k) * over + over // 2))
    base = rect.bottom - sizes.bottom()
    step = room / max(1, len(chart.bars))
    tallest = base - (rect.top + sizes.top()) - max(map(len, shares), default=1) * over
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
