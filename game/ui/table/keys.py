"""The table by keyboard: every move the mouse can make has keys too.

The table has two rows for the keys: the hand at the bottom, and above it
what the table offers besides a card — a panel's buttons (a bid, Laus's
Look and Discard, Koira's "Turn up the stock") or, in Lo-Hi, the deck.
Left and Right step along the row that has the focus, Up and Down move
between the rows, and Enter does what has the focus: plays the card (or
picks it, when several go together), presses the button, picks up.  With
nothing focused yet, Left and Right go to the hand when it has a card to
play, else to the panel, so a bid or a Look/Pass needs no Up first.

Lohai's special cards have their own targets on the same keys
(:func:`.table_specials.arrow`): the Giver's seats, the Shaker's cards, and
each move of a Mover with "Don't move" last in the ring.
"""

from __future__ import annotations

from ..games.lohai import specials
from .interface import Table
from .panels import with_focus


def panel_focus(scene: Table) -> str | None:
    """The key of the panel button the keyboard is on, if any."""
    panel = scene.choice
    if panel is None:
        return None
    return next((b.key for b in panel.buttons if b.selected), None)


def arrow(scene: Table, step: int) -> None:
    """Left (``-1``) or Right (``+1``): along the special card's targets, the panel or the hand."""
    if specials.arrow(scene, step):
        return
    panel = scene.choice
    on_panel = panel_focus(scene) is not None or (scene.selected is None and not scene.playable)
    if panel is not None and panel.buttons and on_panel:
        keys = [b.key for b in panel.buttons]
        current = panel_focus(scene)
        index = keys.index(current) + step if current in keys else (0 if step > 0 else len(keys) - 1)
        scene.choice = with_focus(panel, keys[index % len(keys)])
        return
    scene.leave_table_focus()
    ids = scene.model.hands[scene.viewer]
    if not ids:
        return
    focus = scene.focus
    focus = (0 if step > 0 else len(ids) - 1) if focus is None else (focus + step) % len(ids)
    scene.focus = min(focus, len(ids) - 1)
    scene.selected = ids[scene.focus]


def focus_panel(scene: Table) -> bool:
    """Up: the focus goes to the panel's buttons (the first one that can be pressed); ``True`` if there is one."""
    panel = scene.choice
    if panel is None or not panel.buttons:
        return False
    if panel_focus(scene) is None:
        first = next((b.key for b in panel.buttons if b.enabled), panel.buttons[0].key)
        scene.choice = with_focus(panel, first)
    scene.selected, scene.target_move = None, None
    return True


def focus_hand(scene: Table) -> None:
    """Down: the focus comes back to the hand, on the card it was on or the first one that can be played."""
    scene.leave_table_focus()
    if scene.choice is not None:
        scene.choice = with_focus(scene.choice, None)
    ids = scene.model.hands[scene.viewer]
    if not ids or scene.selected in ids:
        return
    focus = scene.focus
    if focus is None or focus >= len(ids):
        focus = next((i for i, sid in enumerate(ids) if sid in scene.playable), 0)
    scene.focus, scene.selected = focus, ids[focus]


def focus_when_ready(scene: Table) -> None:
    """After a card is picked by key: once the picks make a move the panel can make, its button takes the focus."""
    panel = scene.choice
    if panel is not None and len(panel.buttons) == 1 and panel.buttons[0].enabled:
        scene.choice = with_focus(panel, panel.buttons[0].key)
