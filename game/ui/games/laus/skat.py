"""Laying cards away into the skat by hand, as at a real table.

When the engine asks the human for a several-card discard (Laus's two cards
back into the skat), each card may be dragged from the hand onto the skat,
where it lies face up until the last one arrives; that drop makes the discard.
A card the rules keep out of the skat is refused with the engine's reason and
slides home.  A card lying on the skat goes back into the hand with a click or
by dragging it away.  Clicking cards and pressing the panel's button (the
older way) still works, and the two mix: a clicked card counts as picked.
"""

from __future__ import annotations

import pygame

from ....engine import Action, Card
from ....engine.core import ActionKind
from ...table.choices import pick_panel, picked_action
from ...table.interface import Table


def zone(scene: Table) -> pygame.Rect:
    """Where a dropped card counts as laid on the skat: the middle of the table, empty until play."""
    return scene.layout.trick


def places(scene: Table) -> list[pygame.Rect]:
    """The two card places of the open skat, drawn as outlines until cards lie there."""
    out = []
    for index in range(2):
        rect = pygame.Rect((0, 0), scene.layout.card)
        x, y = scene.model.aside_home(index)
        rect.center = (round(x), round(y))
        out.append(rect)
    return out


def _multi(scene: Table) -> list[Action]:
    return [a for a in scene.state.legal_actions() if len(a.cards) > 1]


def _refusal(scene: Table, card: Card, multi: list[Action]) -> str | None:
    """Why ``card`` cannot be one of the cards laid away (``None`` if it can)."""
    if any(card in a.cards for a in multi):
        return None
    kind = multi[0].kind
    others = [c for c in scene.state.view(scene.viewer).hand if c != card]
    for other in others:
        reason = scene.state.why_not(Action(kind, (card, other)))
        if reason is not None:
            return reason
    return f"the {card.name} cannot go to the skat"


def drop(scene: Table, sid: int, pos: tuple[int, int]) -> bool:
    """A card of the hand released at ``pos`` while a discard is asked for; ``True`` if it was used."""
    model = scene.model
    if scene.pick_kind != ActionKind.DISCARD:
        return False
    if not zone(scene).collidepoint(pos):
        if sid in model.aside:
            take_back(scene, sid)
            return True
        return False
    sprite = model.sprites.get(sid)
    multi = _multi(scene)
    if sprite is None or sprite.card is None or not multi:
        return False
    reason = _refusal(scene, sprite.card, multi)
    need = len(multi[0].cards)
    if reason is None and sid not in scene.picked and len(scene.picked) >= need:
        reason = f"only {need} cards go back: click one on the skat to take it back first"
    if reason is not None:
        scene.say(reason, bad=True)
        model.slide_home(sid)
        return True
    if sid not in scene.picked:
        scene.picked = (*scene.picked, sid)
    model.lay_aside(sid)
    scene.choice = pick_panel(scene, multi)
    action = picked_action(scene, multi[0].kind)
    if len(scene.picked) == need and action is not None and scene.state.can(action):
        scene.discard(action, sid)
    return True


def click(scene: Table, sid: int) -> bool:
    """A click on a card lying on the skat takes it back; ``True`` if it was one."""
    if sid not in scene.model.aside:
        return False
    take_back(scene, sid)
    return True


def take_back(scene: Table, sid: int) -> None:
    scene.picked = tuple(p for p in scene.picked if p != sid)
    scene.model.take_back(sid)
    multi = _multi(scene)
    if multi and scene.choice is not None:
        scene.choice = pick_panel(scene, multi)


def clear(scene: Table) -> None:
    """Every card laid on the skat goes back to the hand, and nothing stays picked."""
    for sid in list(scene.model.aside):
        scene.model.take_back(sid)
    scene.picked = ()
