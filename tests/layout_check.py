"""The layout check's eyes: draw the app once and record every text, panel and button as it is drawn.

:func:`problems` patches the drawing's few entry points wherever the game's modules imported them
(``theme.blit_text``, ``widgets.draw_panel``, ``widgets.draw_button``, ``theme.fit`` and
``theme.fit_shrinking``), draws the app's stack once onto a surface of the window's size, and says what
is wrong with the words drawn:

- a text not wholly inside the window;
- a button's label wider than its button;
- a text that starts inside a panel (the topmost one drawn before it) but runs past its edge;
- a text cut short with "…" (the layout must wrap, stack or scroll instead).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from game.ui.toolkit import theme, widgets
from game.ui.toolkit.app import App

ELLIPSIS = "…"


@dataclass
class Drawn:
    """What one frame drew, in order: texts and panels (each with its place in the order) and buttons."""

    texts: list[tuple[int, str, pygame.Rect]] = field(default_factory=list)
    panels: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    buttons: list[tuple[str, pygame.Rect, int]] = field(default_factory=list)
    cuts: list[tuple[str, str, int]] = field(default_factory=list)
    order: int = 0

    def next(self) -> int:
        self.order += 1
        return self.order


def record(app: App, monkeypatch: pytest.MonkeyPatch, surface: pygame.Surface | None = None) -> Drawn:
    """Draw the app once, recording what was drawn."""
    drawn = Drawn()
    real_text, real_button, real_panel = theme.blit_text, widgets.draw_button, widgets.draw_panel
    real_fit, real_shrinking = theme.fit, theme.fit_shrinking

    def text(target: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real_text(target, words, *args, **kwargs)
        seen = rect.clip(target.get_clip())  # a scrolled page clips its lines to its view: what shows
        if target.get_size() == app.size and words.strip() and seen.width and seen.height:
            drawn.texts.append((drawn.next(), words, seen))  # drawn on the window (not on a card's own image)
        return rect

    def button(target: pygame.Surface, b: widgets.Button, *args: Any, **kwargs: Any) -> None:
        drawn.buttons.append((b.label, b.rect, kwargs.get("px", 24)))
        real_button(target, b, *args, **kwargs)

    def panel(target: pygame.Surface, rect: pygame.Rect, *args: Any, **kwargs: Any) -> None:
        if target.get_size() == app.size:
            drawn.panels.append((drawn.next(), pygame.Rect(rect)))
        real_panel(target, rect, *args, **kwargs)

    def fit(words: str, px: int, width: int, bold: bool = False, *, exact: bool = False) -> str:
        shown = real_fit(words, px, width, bold, exact=exact)
        if shown.endswith(ELLIPSIS) and not words.endswith(ELLIPSIS):
            drawn.cuts.append((words, shown, width))
        return shown

    def shrinking(words: str, px: int, width: int, smallest: float = 0.8) -> tuple[str, int]:
        shown, size = real_shrinking(words, px, width, smallest)
        if shown.endswith(ELLIPSIS) and not words.endswith(ELLIPSIS):
            drawn.cuts.append((words, shown, width))
        return shown, size


    from game.ui.table import draw_seats
    real_chip = draw_seats._dealer_chip

    def chip(target: pygame.Surface, box: pygame.Rect, line: int, px: int) -> None:  # a round badge: its own box
        radius = line // 2 + 3
        badge = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        badge.center = (box.right - radius // 2, box.top + radius // 2)
        drawn.panels.append((drawn.next(), badge))
        real_chip(target, box, line, px)

    real_wrapped = theme.blit_wrapped

    def wrapped(target: pygame.Surface, words: str, px: int, colour: Any, rect: pygame.Rect,
                **kwargs: Any) -> int:  # lines past the rect's bottom are dropped: a cut
        lines = theme.wrap(words, px, rect.width)
        room = rect.height // theme.font(px).get_linesize()
        if target.get_size() == app.size and len(lines) > room:
            drawn.cuts.append((words, f"{room} of its {len(lines)} lines", rect.width))
        return real_wrapped(target, words, px, colour, rect, **kwargs)

    monkeypatch.setattr(theme, "blit_wrapped", wrapped)
    monkeypatch.setattr(draw_seats, "_dealer_chip", chip)
    monkeypatch.setattr(theme, "fit", fit)
    monkeypatch.setattr(theme, "fit_shrinking", shrinking)
    for module in [m for name, m in sys.modules.items() if name.startswith("game.ui")]:
        if getattr(module, "blit_text", None) is real_text:
            monkeypatch.setattr(module, "blit_text", text)
        if getattr(module, "draw_button", None) is real_button:
            monkeypatch.setattr(module, "draw_button", button)
        if getattr(module, "draw_panel", None) is real_panel:
            monkeypatch.setattr(module, "draw_panel", panel)
    try:
        app.draw(surface or pygame.Surface(app.size))
    finally:
        monkeypatch.undo()
    return drawn


def inside(panel: pygame.Rect) -> pygame.Rect:
    """A panel's inside: within its edge, which a text may not touch."""
    edge = 2 * theme.palette().line
    return panel.inflate(-2 * edge, -2 * edge)


def problems(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Draw the app once; every text cut, off the window, past its panel or its button."""
    drawn = record(app, monkeypatch)
    screen = pygame.Rect((0, 0), app.size)
    bad: list[str] = []
    for order, words, rect in drawn.texts:
        if not screen.contains(rect):
            bad.append(f"{words!r} off the window at {rect}")
            continue
        under = [p for k, p in drawn.panels if k < order and p.collidepoint(rect.center)]
        if under and not inside(under[-1]).contains(rect):
            bad.append(f"{words!r} at {rect} past its panel {under[-1]}")
    for k, (order, words, rect) in enumerate(drawn.texts):  # two texts on one another, no panel between
        for later, other, place in drawn.texts[k + 1:]:
            overlap = rect.clip(place)
            sliver = min(rect.height, place.height) // 4  # a line's rect has room above and below its letters
            covered = any(order < n < later and p.contains(overlap) for n, p in drawn.panels)
            if overlap.width > 2 and overlap.height > sliver and not covered:
                bad.append(f"{other!r} at {place} runs into {words!r} at {rect}")
    for label, rect, px in drawn.buttons:
        if label and theme.font(px).size(label)[0] > rect.width - 4:
            bad.append(f"button {label!r} wider than {rect}")
    for words, shown, width in drawn.cuts:
        bad.append(f"{words!r} cut to {shown!r} in {width} px")
    return sorted(set(bad))


# --------------------------------------------------------------------------- the moments drawn


def mid_hand(app: App, game: str, *, players: int | None = None, variant: str | None = None, seed: int = 7,
             until: str = "play") -> Any:
    """A table with you in seat 0, your seat played by the rule bot until the moment ``until``: ``play`` (a card
    of yours may go), ``panel`` (a choice panel asks you), ``laying`` (cards to lay away), ``phase two``
    (Koira's second phase, your turn) or ``summary`` (the hand's summary)."""
    import random

    from game.ai import make_bot
    from game.engine import load_rules
    from game.seating import MatchSetup
    from game.ui.table.factory import table_for
    rules = load_rules(game)
    count = players or rules.players_min + (1 if rules.players_max > rules.players_min else 0)
    table = table_for(app, MatchSetup(rules, variant or rules.default_variant, (None, *("rule",) * (count - 1)),
                                      seed))
    app.push(table)
    you, rng = make_bot("rule", rules), random.Random(seed)

    def ready() -> bool:
        if until == "summary":
            return table.summary is not None
        if not table.human_to_act or table.model.busy:
            return False
        if until == "panel":
            return table.picks.choice is not None
        if until == "laying":
            return bool(table.picks.picking)
        if until == "phase two":
            return bool(getattr(table.model, "phase_two", False)) and bool(table.picks.playable)
        return bool(table.picks.playable)

    for _ in range(5000):
        if ready():
            break
        if table.model.holding:
            table.model.skip()
        elif table.human_to_act and not table.model.busy and table.summary is None:
            table.act(0, you.choose(table.state.view(0), rng))
        table.seats.runner.wait(0.2)
        if table.claims.asked is not None:  # a computer seat's claim is checked in its worker: nobody moves meanwhile
            table.claims.wait(0.2)
        app.frame(0.5, draw=False)
    else:
        raise AssertionError(f"{game}: never came to {until}")
    app.frame(1 / 30, draw=False)
    return table
