"""The table's words over the cards: the seats' bubbles and the message line (a refusal, a callout, the prompt).

Which words the line shows is decided here in one place (:func:`_prompt`), so
the line never says two things at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...catalogue import _
from ...engine.core import ActionKind
from ..toolkit import theme
from .interface import Looking
from .turns import FORCED_WORDS, forced_card, forced_move

if TYPE_CHECKING:
    from .layout import TableLayout


def _bubbles(surface: pygame.Surface, scene: Looking) -> None:
    layout = scene.layout
    px = round(layout.font_px * 0.95)
    for seat, bubble in scene.model.shown.bubbles.items():
        box = layout.place(seat).box
        label = theme.text(bubble.text, px, theme.INK, True)
        rect = label.get_rect().inflate(16, 10)
        rect.midbottom = (box.centerx, box.top - 4)
        rect.clamp_ip(pygame.Rect((0, layout.top_bar.bottom), layout.size))
        pygame.draw.rect(surface, theme.PAPER, rect, border_radius=rect.height // 2)
        pygame.draw.rect(surface, theme.GOLD, rect, width=2, border_radius=rect.height // 2)
        surface.blit(label, label.get_rect(center=rect.center))


def _message(surface: pygame.Surface, scene: Looking) -> None:
    words, colour = _prompt(scene)
    if words:
        _message_pill(surface, scene.layout, words, colour, scene.layout.message.center)


def _said_by(surface: pygame.Surface, scene: Looking, panel: pygame.Rect) -> None:
    """What the table says while a panel covers it (a deal's code copied, a key refused), by the panel's edge
    where the window has room: below it, else above it."""
    said = _said(scene)
    if said is None:
        return
    layout = scene.layout
    half = layout.message.height // 2 + 4
    below = panel.bottom + 6 + half
    y = below if below + half <= layout.size[1] else max(layout.top_bar.bottom + half, panel.top - 6 - half)
    _message_pill(surface, layout, *said, (panel.centerx, y))


def _message_pill(surface: pygame.Surface, layout: TableLayout, words: str, colour: theme.Colour,
                  centre: tuple[int, int]) -> None:
    """One line of words on a dark pill, a size smaller when long, so it never runs off the window."""
    px = layout.font_px
    room = layout.size[0] - 2 * layout.margin - 20
    while px > 13 and theme.font(px, True).size(words)[0] > room:  # a long callout: smaller, never off the window
        px -= 1
    label = theme.text(theme.fit(words, px, room, bold=True), px, colour, True)
    rect = label.get_rect(center=centre).inflate(20, 8)
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 120), shade.get_rect(), border_radius=rect.height // 2)
    surface.blit(shade, rect)
    surface.blit(label, label.get_rect(center=rect.center))


def held_words(scene: Looking) -> str:
    """The hand is over and its last cards wait on the table: who took the last trick, and how to go on."""
    seat, last = scene.model.unswept, scene.model.shown.last_trick
    then = _("click or press Enter for the score") if scene.model.holding_last else \
        _("click or press Enter to go on")
    if seat is None or last is None:
        return _("The hand is over: {then}").format(then=then)
    own = scene.game.trick_story(last)[0]  # a Giver's gift says who gave the trick to whom
    if own:
        return f"{own[:1].upper()}{own[1:]}: {then}"
    name = scene.setup.name(seat)
    if name == _("You"):
        taken = _("You take the last trick") if scene.model.held_last else _("You take the trick")
    else:
        taken = (_("{name} takes the last trick") if scene.model.held_last else _("{name} takes the trick")).format(
            name=name)
    return f"{taken}: {then}"


def _said(scene: Looking) -> tuple[str, theme.Colour] | None:
    """What the table said a moment ago (``say``), in red when it refused something; ``None`` once it fades."""
    line = scene.line
    if line.left > 0 and line.words:
        return line.words, (theme.BAD if line.bad else theme.TEXT)
    return None


def _prompt(scene: Looking) -> tuple[str, theme.Colour]:
    """The message line: a refusal for its whole time; what the table just said, or the callout on show,
    whichever is newer; else the routine prompts, which wait for a callout to be read."""
    callout = scene.callouts.words if scene.app.settings.callouts and scene.keys.review is None else ""
    said = _said(scene)
    if said is not None and (not callout or scene.callouts.said_since or scene.line.refusing):
        return said
    if callout:
        return callout, theme.GOLD
    if scene.model.holding and scene.keys.review is None:
        return held_words(scene), theme.GLOW
    if scene.summary is not None or scene.model.busy or scene.keys.review is not None:
        return "", theme.TEXT
    if scene.human_to_act:
        move = forced_move(scene)
        if move is not None:
            return _(FORCED_WORDS[move.kind]), theme.GLOW
        own = scene.game.turn_prompt()
        if own:
            return own[:1].upper() + own[1:], theme.GLOW
        if scene.picks.picking:
            return _("Pick the cards, then press the button"), theme.GLOW
        if scene.picks.choice is not None:
            if any(a.kind == ActionKind.BID for a in scene.picks.choice.actions.values()):
                return _("Your turn: click your bid, or type it on the number keys"), theme.GLOW
            return _("Your turn: choose on the panel"), theme.GLOW
        if forced_card(scene) is not None:
            return _("Only one card may be played: it goes by itself"), theme.GLOW
        return _("Your turn: drag a card to the table, double-click it, or use the arrow keys and Enter"), theme.GLOW
    seat = scene.cue.seat()
    if seat is not None and seat != scene.human:
        return _("{name} is thinking…").format(name=scene.setup.name(seat)), theme.TEXT_DIM
    return "", theme.TEXT
