"""What the human has singled out at the table, and where the keyboard's focus is.

A card may be *selected* (lifted: the next click on the trick or Enter plays
it), several may be *picked* (a group to lay, a discard to make), a panel
may offer the choices that are not a card, with one of its buttons in the
keyboard's focus.  The mouse, the keys, the hint and each game's own table
part all change these; they do it through the methods here, so one class
owns the state and the drawing reads it.

The keys use two rows: the hand at the bottom, and above it whatever the
table offers besides a card (a panel's buttons; in Lo-Hi the deck, which
that game's part keeps).  Left and Right step along the row with the focus;
with nothing focused yet they go to the hand when it has a card to play,
else to the panel, so a bid or a Look/Pass needs no Up first.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import ActionKind
from .panels import ChoicePanel, with_focus


class Picks:
    """The selected card, the picked cards, the panel on offer and the keyboard's place in the hand."""

    def __init__(self) -> None:
        self.selected: int | None = None
        """The sprite lifted out of the hand: Enter or a click on the trick plays it."""
        self.focus: int | None = None
        """The keyboard's place in the hand (an index into the viewer's sprites)."""
        self.picked: tuple[int, ...] = ()
        """Sprites picked to go down together, in the order they were picked."""
        self.choice: ChoicePanel | None = None
        """The panel for the choices that are not a card (a bid, look or pass, a discard's button)."""
        self.pick_kind: ActionKind | None = None
        """The kind of several-card action the panel asks the picks for (a discard), if any."""
        self.playable: frozenset[int] = frozenset()
        """The sprites of the hand the engine lets the human play now."""

    @property
    def picking(self) -> bool:
        """The human is choosing several cards for the panel's action (a skat discard)."""
        return self.choice is not None and self.pick_kind is not None

    def clear(self) -> None:
        """A move was made: nothing is selected, picked or offered any more."""
        self.choice, self.pick_kind, self.selected, self.picked, self.playable = None, None, None, (), frozenset()

    def reset(self) -> None:
        """A new hand: the keyboard starts again from nothing as well."""
        self.clear()
        self.focus = None

    def offer(self, choice: ChoicePanel | None, kind: ActionKind | None = None) -> None:
        """Show ``choice`` (``kind``: the several-card action its picks make)."""
        self.choice, self.pick_kind = choice, kind

    def retitle(self, choice: ChoicePanel) -> None:
        """The same offer, its panel rebuilt (the count of picks changed)."""
        self.choice = choice

    def allow(self, playable: frozenset[int]) -> None:
        self.playable = playable

    # -- selecting and picking ------------------------------------------------------
    def select(self, sid: int | None, hand: Sequence[int]) -> None:
        """Lift ``sid`` (``None``: lower the selected card), and move the keyboard's place to it."""
        self.selected = sid
        if sid is not None:
            self.focus = hand.index(sid) if sid in hand else self.focus

    def toggle_select(self, sid: int, hand: Sequence[int]) -> None:
        """A click on a card of the hand: lift it, or lower it again when it is already up."""
        self.selected = None if self.selected == sid else sid
        self.focus = hand.index(sid) if sid in hand else None

    def toggle_pick(self, sid: int, hand: Sequence[int]) -> None:
        """Pick ``sid`` out of the hand, or put it back when it is already picked."""
        self.picked = tuple(p for p in self.picked if p != sid) if sid in self.picked else (*self.picked, sid)
        self.selected = None
        self.focus = hand.index(sid) if sid in hand else None

    def add(self, sid: int) -> None:
        if sid not in self.picked:
            self.picked = (*self.picked, sid)

    def unpick(self, sid: int) -> None:
        self.picked = tuple(p for p in self.picked if p != sid)

    def pick_only(self, sids: Sequence[int]) -> None:
        """Exactly these cards are picked (a hint's group, a fresh start)."""
        self.picked = tuple(sids)

    # -- the keyboard ---------------------------------------------------------------
    @property
    def button(self) -> str | None:
        """The key of the panel button the keyboard is on, if any."""
        panel = self.choice
        return None if panel is None else next((b.key for b in panel.buttons if b.selected), None)

    def focus_button(self, key: str | None) -> None:
        """Put the keyboard on the panel's button ``key`` (``None``: on none of them)."""
        if self.choice is not None:
            self.choice = with_focus(self.choice, key)

    def arrow(self, step: int, hand: Sequence[int]) -> bool:
        """Left (``-1``) or Right (``+1``) along the panel or the hand; ``True`` if it stayed on the panel."""
        panel = self.choice
        on_panel = self.button is not None or (self.selected is None and not self.playable)
        if panel is not None and panel.buttons and on_panel:
            keys = [b.key for b in panel.buttons]
            current = self.button
            index = keys.index(current) + step if current in keys else (0 if step > 0 else len(keys) - 1)
            self.choice = with_focus(panel, keys[index % len(keys)])
            return True
        if hand:
            focus = (0 if step > 0 else len(hand) - 1) if self.focus is None else (self.focus + step) % len(hand)
            self.focus = min(focus, len(hand) - 1)
            self.selected = hand[self.focus]
        return False

    def to_panel(self) -> bool:
        """Up: the focus goes to the panel's first button that can be pressed; ``True`` if there is a panel."""
        panel = self.choice
        if panel is None or not panel.buttons:
            return False
        if self.button is None:
            self.choice = with_focus(panel, next((b.key for b in panel.buttons if b.enabled), panel.buttons[0].key))
        self.selected = None
        return True

    def to_hand(self, hand: Sequence[int]) -> None:
        """Down: back to the hand, on the card it was on or the first one that can be played."""
        self.focus_button(None)
        if not hand or self.selected in hand:
            return
        focus = self.focus
        if focus is None or focus >= len(hand):
            focus = next((i for i, sid in enumerate(hand) if sid in self.playable), 0)
        self.focus, self.selected = focus, hand[focus]

    def ready(self) -> None:
        """After a pick by key: once the picks make a move the panel can make, its button takes the focus."""
        panel = self.choice
        if panel is not None and len(panel.buttons) == 1 and panel.buttons[0].enabled:
            self.choice = with_focus(panel, panel.buttons[0].key)
