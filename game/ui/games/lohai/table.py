"""Lohai at the table: the special cards played by hand, the way a person would.

* **Giver**: once the trick is complete the other seats light up; a click on
  one gives it the trick (``give N``).
* **Mover**: the player drags a won pile from one seat's box onto another's
  (``move A B``), or presses "Don't move" (``pass``).
* **Shaker**: the cards that may be stolen light up in the trick; a click on
  one steals it (``steal N``).

The arrow keys pick a seat or a trick card (Giver, Shaker) or step through
the moves and "Don't move" (Mover), and Enter confirms.  Whether a move is
allowed is asked of the engine (``why_not``) every time; its reason is shown
when it refuses.  A click on a won pile at any other time shows the last trick.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

import pygame

from ....catalogue import _
from ....engine import Action
from ....engine.core import ActionKind
from ....engine.lohai import (
    LohaiView,
)
from ...table.gestures import Click, Drop
from ...table.hint import describe
from ...table.interface import Seen, Table
from ...table.panels import ChoicePanel
from ...table.plugin import GameTable, Gesture, Outcome, Say, ShowLastTrick
from ...toolkit import theme
from ...toolkit.widgets import Button
from . import specials
from .draw import draw_lohai
from .model import LohaiModel
from .words import LohaiWords


@dataclass(frozen=True, slots=True)
class SeatPick:
    """A press on a seat's box (Giver) or on its top card in the trick (Shaker): the action a click makes."""

    kind: ActionKind
    seat: int


class LohaiTable(LohaiWords, GameTable):
    """One match of Lohai: won piles by the boxes, special cards decided on the table itself."""

    model_type = LohaiModel

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.target_focus: int | None = None
        """The seat chosen with the arrow keys for a Giver or a Shaker."""
        self.target_move: tuple[int, int] | None = None
        """The move a hint or the arrows suggest for the human's Mover: both ends glow, Enter makes it."""
        self.pots: tuple[int, int] | None = None
        """Carryover's Lo and Hai pots, when the variant carries them."""
        self.upside_down = False
        """Crazy Shakers: a Shaker in the trick turns it upside down."""
        self.seen = Seen(LohaiView)
        """The player's view, read once a move (the special card waiting is asked of it every frame)."""

    def start_hand(self) -> None:
        """The hand's pots (Carryover) and whether Shakers turn tricks upside down (Crazy Shakers)."""
        options = self.table.match.options
        self.pots = self.table.state.view(self.table.viewer).facts().pots if options.get("carryover") else None
        self.upside_down = bool(options.get("crazy_shakers"))

    def draw(self, surface: pygame.Surface) -> None:
        draw_lohai(surface, self.table, self)

    def decision(self) -> ActionKind | None:
        """The special-card decision the human is to make now: a move, a steal, a gift, or ``None``."""
        if not self.table.human_to_act:
            return None
        return specials.pending_for(self.seen(self.table), self.table.human)

    def panel(self, legal: list[Action]) -> tuple[ChoicePanel | None, ActionKind | None]:
        """Specials are played on the table itself (seats, piles, trick cards); only the Mover's
        "Don't move" needs a button."""
        decision = self.decision()
        if decision is None:
            return super().panel(legal)
        passes = [a for a in legal if a.kind == ActionKind.PASS]
        return (self._mover_panel(passes[0]) if decision == ActionKind.MOVE and passes else None), None

    def turn_prompt(self) -> str:
        """What the human's pending special card asks for, in a few words."""
        kind = self.decision()
        if kind == ActionKind.GIVE:
            return _("your Giver: click the player who gets this trick (or arrows and Enter)")
        if kind == ActionKind.MOVE:
            if self.target_move is not None:
                return _("your Mover: Enter makes the glowing move, or drag a won pile yourself, or press Don't move")
            return _("your Mover: drag a won pile onto another player, or press Don't move")
        if kind == ActionKind.STEAL:
            return _("your Shaker: click the card in the trick to steal (or arrows and Enter)")
        return ""

    def spoken_prompt(self) -> str:
        """A special card's decision by keys: Left and Right step through its choices, Enter makes it."""
        kind = self.decision()
        if kind == ActionKind.GIVE:
            return _("your Giver: Left and Right choose the player who gets this trick, Enter gives it")
        if kind == ActionKind.MOVE:
            return _("your Mover: Left and Right choose a move, Enter makes it; Up reaches Don't move")
        if kind == ActionKind.STEAL:
            return _("your Shaker: Left and Right choose the card in the trick to steal, Enter takes it")
        return ""

    def refuse_card(self) -> str | None:
        """No card goes down while a special card waits for its decision."""
        refusal = super().refuse_card()
        return refusal if refusal is not None or self.decision() is None else self.turn_prompt()

    # -- the pointer ------------------------------------------------------------------
    def target_at(self, pos: tuple[int, int]) -> object | None:
        """A seat for a Giver, a trick card for a Shaker, a seat's pile for a Mover; any won pile otherwise."""
        table = self.table
        kind = self.decision()
        if kind in (ActionKind.GIVE, ActionKind.STEAL):
            seat = self._seat_pick_at(kind, pos)
            if seat is not None:
                return SeatPick(kind, seat)
        elif kind == ActionKind.MOVE:
            seat = specials.seat_at(table, pos)
            if seat is not None:
                return specials.PileGrab(seat)
        seat = specials.pile_at(table, pos)
        return specials.PileGrab(seat) if seat is not None and table.human is not None else None

    def _seat_pick_at(self, kind: ActionKind, pos: tuple[int, int]) -> int | None:
        """The seat a Giver's press (its box) or a Shaker's press (its top trick card) at ``pos`` names."""
        if kind == ActionKind.GIVE:
            return specials.seat_at(self.table, pos)
        return specials.trick_top_at(self.table, pos)

    def ended(self, end: Gesture) -> Outcome:
        """A gift or a steal on the chosen seat; a pile dropped on a seat is moved there, a pile clicked explains
        the Mover or shows the last trick."""
        target = end.target
        if isinstance(target, SeatPick):
            if isinstance(end, Drop) and self._seat_pick_at(target.kind, end.pos) != target.seat:
                return None  # pressed, then dragged off the seat: changed one's mind
            return Action(target.kind, args=(target.seat,))
        if not isinstance(target, specials.PileGrab):
            return None
        moving = self.decision() == ActionKind.MOVE
        if isinstance(end, Click):
            if moving:
                return Say(_("drag a won pile onto another player's box to move one trick"))
            return ShowLastTrick() if self.table.model.shown.last_trick is not None else None
        seat = specials.seat_at(self.table, end.pos)
        if seat is None:
            return Say(_("drop the pile on another player's box"), bad=True) if moving else None
        if not self.table.model.shown.tricks[target.source] and not moving:
            return None
        return Action(ActionKind.MOVE, args=(target.source, seat))

    # -- keys -------------------------------------------------------------------------
    def arrow(self, step: int) -> bool:
        """Left/Right choose among the Giver's seats, the Shaker's cards or the Mover's moves."""
        kind = self.decision()
        if kind == ActionKind.MOVE:
            return self._arrow_move(step)
        if kind not in (ActionKind.GIVE, ActionKind.STEAL):
            return False
        seats = specials.targets(self.table, kind)
        if not seats:
            return False
        current = self.target_focus
        if current in seats:
            self.target_focus = seats[(seats.index(current) + step) % len(seats)]
        else:
            self.target_focus = seats[0] if step > 0 else seats[-1]
        return True

    def _arrow_move(self, step: int) -> bool:
        """The Mover's moves one after another (the pile and the seat glow, joined by an arrow), then "Don't move"."""
        table = self.table
        panel = table.picks.choice
        stay = next((key for key, action in panel.actions.items() if action.kind == ActionKind.PASS),
                    None) if panel else None
        ring: list[tuple[int, int] | None] = [*specials.moves(table), *([None] if stay is not None else [])]
        if not ring:
            return False
        staying = panel is not None and any(b.selected and b.key == stay for b in panel.buttons)
        at: int | None = None
        if self.target_move is not None and self.target_move in ring:
            at = ring.index(self.target_move)
        elif staying:
            at = len(ring) - 1
        at = (0 if step > 0 else len(ring) - 1) if at is None else (at + step) % len(ring)
        self.target_move = ring[at]
        table.picks.focus_button(stay if self.target_move is None else None)
        if self.target_move is not None:
            table.say(_("Enter to {move}").format(
                move=describe(table, Action(ActionKind.MOVE, args=self.target_move))))
        return True

    def confirm(self) -> bool:
        """Enter gives or steals to the seat chosen with the arrows, or makes the glowing move."""
        kind = self.decision()
        if kind == ActionKind.MOVE and self.target_move is not None:
            self.table.attempt(Action(ActionKind.MOVE, args=self.target_move))
            return True
        if kind not in (ActionKind.GIVE, ActionKind.STEAL) or self.target_focus is None:
            return False
        self.table.attempt(Action(kind, args=(self.target_focus,)))
        return True

    def leave(self) -> None:
        """The keys went to the panel or the hand, or a move was made: no move glows any more."""
        self.target_move = None

    def focus_words(self) -> str:
        """The seat a Giver or Shaker is aimed at, or the Mover's move, as the hint words it."""
        kind = self.decision()
        if kind == ActionKind.MOVE and self.target_move is not None:
            return describe(self.table, Action(ActionKind.MOVE, args=self.target_move))
        if kind in (ActionKind.GIVE, ActionKind.STEAL) and self.target_focus is not None:
            return describe(self.table, Action(kind, args=(self.target_focus,)))
        return ""

    def point(self, action: Action) -> bool:
        """The hint's seat (a gift, a steal) or move (both ends glow) is lit, so Enter makes it."""
        self.target_move = None
        if action.kind in (ActionKind.GIVE, ActionKind.STEAL) and action.args:
            self.target_focus = int(action.args[0])
            return True
        if action.kind == ActionKind.MOVE and len(action.args) == 2:
            self.target_move = (int(action.args[0]), int(action.args[1]))
            self.table.picks.focus_button(None)
            return True
        return False

    def _mover_panel(self, decline: Action) -> ChoicePanel:
        """A small panel beside the trick with one button, "Don't move", for a Mover that may move."""
        layout = self.table.layout
        px = layout.font_px
        gap = max(6, round(10 * layout.unit))
        line = theme.font(px).get_linesize()
        label, title, note = _("Don't move"), _("Your Mover"), _("drag a pile onto a player")
        bw = theme.font(round(px * 1.1)).size(label)[0] + 3 * gap
        bh = max(30, round(46 * layout.unit))
        width = max(bw, theme.font(round(px * 1.15), True).size(title)[0], theme.font(px).size(note)[0]) + 3 * gap
        rect = pygame.Rect(0, 0, width, 2 * line + bh + 4 * gap)
        rect.bottomright = (layout.trick.left - gap, layout.message.top - gap)
        rect.clamp_ip(pygame.Rect((0, layout.top_bar.bottom),
                                  (layout.size[0], layout.hand.top - layout.top_bar.bottom)))
        button = pygame.Rect(0, 0, bw, bh)
        button.midbottom = (rect.centerx, rect.bottom - gap)
        key = str(decline)
        reason = self.table.state.why_not(decline)
        reasons = {key: reason} if reason is not None else {}
        return ChoicePanel(title, note, rect, (Button(key, label, button, enabled=reason is None, hint=reason or ""),),
                           MappingProxyType({key: decline}), MappingProxyType(reasons))
