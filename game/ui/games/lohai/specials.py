"""Where Lohai's special cards point at the table: seats, won piles, the trick's top cards, the moves allowed.

* **Giver**: once the trick is complete the other seats light up; a click on
  one gives it the trick (``give N``).
* **Mover**: the player drags a won pile from one seat's box onto another's
  (``move A B``), or presses "Don't move" (``pass``).
* **Shaker**: the cards that may be stolen light up in the trick; a click on
  one steals it (``steal N``).

These functions only read: what lies under a pointer position, and which
seats or moves the engine allows now.  The table part that turns presses,
drags and keys into the actions is :class:`~.table.LohaiTable`; the
drawing of the glows is :mod:`.draw`.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ....engine import Action
from ....engine.core import ActionKind
from ....engine.lohai import LohaiView
from ...table.interface import Looking


@dataclass(frozen=True, slots=True)
class PileGrab:
    """A won pile pressed by the pointer (Lohai's Mover, a gesture's target): whose pile it is."""

    source: int


@dataclass(frozen=True, slots=True)
class PileDrag:
    """A won pile held by the pointer, as the drawing sees it: whose, where the press began, where it is."""

    source: int
    start: tuple[int, int]
    pos: tuple[int, int]
    active: bool = False


def pile_drag(scene: Looking) -> PileDrag | None:
    """The won pile pressed or held by the pointer (the Mover's drag), for the drawing."""
    gesture = scene.mouse.gesture
    target = gesture.target
    if not isinstance(target, PileGrab):
        return None
    return PileDrag(target.source, gesture.start, gesture.pos, gesture.dragging)


def pending_for(view: LohaiView, seat: int | None) -> ActionKind | None:
    """The special card's decision ``seat`` is to make now (a gift, a steal, a move), as ``view`` shows it, or
    ``None``."""
    pending = view.pending
    return pending[0] if pending is not None and pending[1] == seat else None


def seat_at(scene: Looking, pos: tuple[int, int]) -> int | None:
    """The seat whose box (or pile) is under ``pos``."""
    layout = scene.layout
    for place in layout.places:
        if place.box.collidepoint(pos) or layout.pile(place.seat).collidepoint(pos):
            return place.seat
    return None


def pile_at(scene: Looking, pos: tuple[int, int]) -> int | None:
    """The seat whose pile of won tricks is under ``pos`` (only seats that have won one)."""
    for seat in range(scene.setup.players):
        if scene.model.shown.tricks[seat] and scene.layout.pile(seat).inflate(8, 8).collidepoint(pos):
            return seat
    return None


def trick_top_at(scene: Looking, pos: tuple[int, int]) -> int | None:
    """The seat whose top card in the trick is under ``pos`` (the card drawn last wins a tie)."""
    tops = [(seat, ids[-1]) for seat in range(scene.setup.players) if (ids := scene.model.slot_of(seat))]
    order = {sid: i for i, (_, sid) in enumerate(scene.model.trick)}
    for seat, sid in sorted(tops, key=lambda t: order[t[1]], reverse=True):
        if sid in scene.model.sprites and scene.mouse.card_rect(sid).collidepoint(pos):
            return seat
    return None


def targets(scene: Looking, kind: str) -> list[int]:
    """The seats the engine allows now for a ``give`` or ``steal``, in seat order."""
    return sorted(int(a.args[0]) for a in scene.state.legal_actions() if a.kind == kind and a.args)


def move_targets(scene: Looking, source: int) -> list[int]:
    """Where the engine lets the pile of ``source`` go now (empty unless it is the human's Mover)."""
    if scene.game.decision() != "move":
        return []
    return [s for s in range(scene.setup.players) if scene.state.can(Action(ActionKind.MOVE, args=(source, s)))]


def moves(scene: Looking) -> list[tuple[int, int]]:
    """Every move of a won trick the engine allows the human's Mover now: (from seat, to seat)."""
    return sorted((int(a.args[0]), int(a.args[1])) for a in scene.state.legal_actions()
                  if a.kind == ActionKind.MOVE and len(a.args) == 2)


def pile_ghost(scene: Looking) -> pygame.Rect | None:
    """Where the dragged pile is drawn: under the pointer while the drag is on."""
    drag = pile_drag(scene)
    if drag is None or not drag.active:
        return None
    rect = scene.layout.pile(drag.source).copy()
    rect.center = drag.pos
    return rect
