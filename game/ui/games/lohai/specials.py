"""Lohai's special cards played by hand at the table, the way a person would.

* **Giver**: once the trick is complete the other seats light up; a click on
  one gives it the trick (``give N``).
* **Mover**: the player drags a won pile from one seat's box onto another's
  (``move A B``), or presses "Don't move" (``pass``).
* **Shaker**: the cards that may be stolen light up in the trick; a click on
  one steals it (``steal N``).

The arrow keys pick a seat or a trick card (Giver, Shaker) or step through
the moves and "Don't move" (Mover), and Enter confirms.  Whether a move is allowed is asked of the engine
(``why_not``) every time; its reason is shown when it refuses.  These
functions only turn pointer positions into actions for the scene.
"""

from __future__ import annotations

import pygame

from ....engine import Action, HandState
from ....engine.core import ActionKind
from ....engine.lohai import LohaiHand, LohaiView
from ...table.gestures import Click, Drop
from ...table.hint import describe
from ...table.interface import PileGrab, Table
from ...table.panels import with_focus


def pending_for(state: HandState, seat: int | None) -> ActionKind | None:
    """The special card's decision ``seat`` is to make now (a gift, a steal, a move), or ``None``."""
    pending = state.pending if isinstance(state, LohaiHand) else None
    return pending[0] if pending is not None and pending[1] == seat else None


def is_lohai_view(view: object) -> bool:
    """The table shows won piles and special-card decisions for a game whose view has them."""
    return isinstance(view, LohaiView)


def seat_at(scene: Table, pos: tuple[int, int]) -> int | None:
    """The seat whose box (or pile) is under ``pos``."""
    layout = scene.layout
    for place in layout.places:
        if place.box.collidepoint(pos) or layout.pile(place.seat).collidepoint(pos):
            return place.seat
    return None


def pile_at(scene: Table, pos: tuple[int, int]) -> int | None:
    """The seat whose pile of won tricks is under ``pos`` (only seats that have won one)."""
    for seat in range(scene.setup.players):
        if scene.model.shown.tricks[seat] and scene.layout.pile(seat).inflate(8, 8).collidepoint(pos):
            return seat
    return None


def trick_top_at(scene: Table, pos: tuple[int, int]) -> int | None:
    """The seat whose top card in the trick is under ``pos`` (the card drawn last wins a tie)."""
    tops = [(seat, ids[-1]) for seat in range(scene.setup.players) if (ids := scene.model.slot_of(seat))]
    order = {sid: i for i, (_, sid) in enumerate(scene.model.trick)}
    for seat, sid in sorted(tops, key=lambda t: order[t[1]], reverse=True):
        if sid in scene.model.sprites and scene.card_rect(sid).collidepoint(pos):
            return seat
    return None


def targets(scene: Table, kind: str) -> list[int]:
    """The seats the engine allows now for a ``give`` or ``steal``, in seat order."""
    return sorted(int(a.args[0]) for a in scene.state.legal_actions() if a.kind == kind and a.args)


def move_targets(scene: Table, source: int) -> list[int]:
    """Where the engine lets the pile of ``source`` go now (empty unless it is the human's Mover)."""
    if scene.decision() != "move":
        return []
    return [s for s in range(scene.setup.players) if scene.state.can(Action(ActionKind.MOVE, args=(source, s)))]


def press(scene: Table, pos: tuple[int, int]) -> bool:
    """A press that belongs to a special card (or a won pile); ``True`` if it was used."""
    kind = scene.decision()
    if kind == ActionKind.GIVE:
        seat = seat_at(scene, pos)
        if seat is not None:
            scene.attempt(Action(ActionKind.GIVE, args=(seat,)))
            return True
    elif kind == ActionKind.STEAL:
        seat = trick_top_at(scene, pos)
        if seat is not None:
            scene.attempt(Action(ActionKind.STEAL, args=(seat,)))
            return True
    elif kind == ActionKind.MOVE:
        seat = seat_at(scene, pos)
        if seat is not None:
            scene.gesture.press(PileGrab(seat), pos)
            return True
    seat = pile_at(scene, pos)
    if seat is not None and scene.human is not None:
        scene.gesture.press(PileGrab(seat), pos)
        return True
    return False


def release(scene: Table, source: int, end: Click[object] | Drop[object]) -> None:
    """A press on the pile of ``source`` ended: a click explains or shows the last trick, a drop on a seat moves."""
    if isinstance(end, Click):
        if scene.decision() == "move":
            scene.say("drag a won pile onto another player's box to move one trick")
        elif scene.model.shown.last_trick is not None:
            scene.show_review("pinned")
        return
    target = seat_at(scene, end.pos)
    if target is None:
        if scene.decision() == "move":
            scene.say("drop the pile on another player's box", bad=True)
        return
    if not scene.model.shown.tricks[source] and scene.decision() != "move":
        return
    scene.attempt(Action(ActionKind.MOVE, args=(source, target)))


def arrow(scene: Table, step: int) -> bool:
    """Left/Right choose among the Giver's seats, the Shaker's cards or the Mover's moves; ``True`` if used."""
    kind = scene.decision()
    if kind == ActionKind.MOVE:
        return _arrow_move(scene, step)
    if kind not in (ActionKind.GIVE, ActionKind.STEAL):
        return False
    seats = targets(scene, kind)
    if not seats:
        return False
    current = scene.target_focus
    if current in seats:
        scene.target_focus = seats[(seats.index(current) + step) % len(seats)]
    else:
        scene.target_focus = seats[0] if step > 0 else seats[-1]
    return True


def moves(scene: Table) -> list[tuple[int, int]]:
    """Every move of a won trick the engine allows the human's Mover now: (from seat, to seat)."""
    return sorted((int(a.args[0]), int(a.args[1])) for a in scene.state.legal_actions()
                  if a.kind == ActionKind.MOVE and len(a.args) == 2)


def _arrow_move(scene: Table, step: int) -> bool:
    """The Mover's moves one after another (the pile and the seat glow, joined by an arrow), then "Don't move"."""
    panel = scene.choice
    stay = next((key for key, action in panel.actions.items() if action.kind == ActionKind.PASS),
                None) if panel else None
    ring: list[tuple[int, int] | None] = [*moves(scene), *([None] if stay is not None else [])]
    if not ring:
        return False
    staying = panel is not None and any(b.selected and b.key == stay for b in panel.buttons)
    at: int | None = None
    if scene.target_move is not None and scene.target_move in ring:
        at = ring.index(scene.target_move)
    elif staying:
        at = len(ring) - 1
    at = (0 if step > 0 else len(ring) - 1) if at is None else (at + step) % len(ring)
    scene.target_move = ring[at]
    if panel is not None:
        scene.choice = with_focus(panel, stay if scene.target_move is None else None)
    if scene.target_move is not None:
        scene.say(f"Enter to {describe(scene, Action(ActionKind.MOVE, args=scene.target_move))}")
    return True


def confirm(scene: Table) -> bool:
    """Enter gives or steals to the seat chosen with the arrows, or makes a hinted move; ``True`` if used."""
    kind = scene.decision()
    if kind == ActionKind.MOVE and scene.target_move is not None:
        scene.attempt(Action(ActionKind.MOVE, args=scene.target_move))
        return True
    if kind not in (ActionKind.GIVE, ActionKind.STEAL) or scene.target_focus is None:
        return False
    scene.attempt(Action(kind, args=(scene.target_focus,)))
    return True


def pile_ghost(scene: Table) -> pygame.Rect | None:
    """Where the dragged pile is drawn: under the pointer while the drag is on."""
    drag = scene.pile_drag
    if drag is None or not drag.active:
        return None
    rect = scene.layout.pile(drag.source).copy()
    rect.center = drag.pos
    return rect


def hint(scene: Table) -> str:
    """What the human's pending special card asks for, in a few words."""
    kind = scene.decision()
    if kind == ActionKind.GIVE:
        return "your Giver: click the player who gets this trick (or arrows and Enter)"
    if kind == ActionKind.MOVE:
        if scene.target_move is not None:
            return "your Mover: Enter makes the glowing move, or drag a won pile yourself, or press Don't move"
        return "your Mover: drag a won pile onto another player, or press Don't move"
    if kind == ActionKind.STEAL:
        return "your Shaker: click the card in the trick to steal (or arrows and Enter)"
    return ""
