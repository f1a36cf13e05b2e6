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

from ....catalogue import _, ngettext
from ....engine import Action, Event
from ....engine.core import ActionKind, CardFlipped, HandScored, TrickWon, Why
from ....engine.lohai import (
    CardDrawn,
    CardStolen,
    LohaiView,
    MoverIdle,
    TrickGiven,
    TrickMoved,
    three_player_scorer,
)
from ...table.callouts import mid, suit_many, verb, whose
from ...table.gestures import Click, Drop
from ...table.hint import describe
from ...table.interface import Seen, Table, view_as
from ...table.model import LastTrick
from ...table.panels import ChoicePanel
from ...table.plugin import GameTable, Gesture, Outcome, Say, ShowLastTrick
from ...toolkit import theme
from ...toolkit.widgets import Button
from . import specials
from .draw import draw_lohai
from .model import LohaiModel


@dataclass(frozen=True, slots=True)
class SeatPick:
    """A press on a seat's box (Giver) or on its top card in the trick (Shaker): the action a click makes."""

    kind: ActionKind
    seat: int


class LohaiTable(GameTable):
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

    def note(self, event: Event) -> Say | None:
        """The player's own Mover that cannot move, as a refusal (everything else the specials do is called out)."""
        if isinstance(event, MoverIdle) and event.seat == self.table.human:
            return Say(_("your Mover cannot move: {reason}").format(reason=event.reason), bad=True)
        return None

    def _said(self, event: Event) -> Say | None:
        """Words for a Mover that cannot move, a trick given away, a trick moved."""
        table = self.table
        human, name = table.human, table.setup.name
        if isinstance(event, MoverIdle):
            return Say(_("{whose} Mover cannot move: {reason}").format(
                whose=self._whose(event.seat), reason=event.reason), bad=event.seat == human)
        if isinstance(event, TrickGiven):
            giver, recipient = event.giver, event.recipient
            to = mid(name(recipient))
            return Say(_("{name} {verb} the trick to {to}").format(
                name=name(giver), verb=verb(name(giver), "give", "gives"), to=to))
        if isinstance(event, TrickMoved):
            by, source, target = event.by, event.source, event.target
            to = mid(name(target))
            what = _("one of your tricks") if source == human else _("a trick from {name}").format(name=name(source))
            return Say(_("{name} {verb} {what} to {to}").format(
                name=name(by), verb=verb(name(by), "move", "moves"), what=what, to=to))
        return None

    def hand_story(self, scored: HandScored) -> str:
        """Who took Lo and Hai, or that a tie left one unscored (and whether its points carry over: the pot that
        rode on it this hand); with three players, who scored as the one in the middle or the odd one out (the
        line ``scored`` gives them)."""
        view = view_as(self.table, LohaiView)
        counts = view.tricks_won
        if view.players == 3:
            scorer = three_player_scorer(counts)
            how = scored.details[scorer].split(": ", 1)[-1] if scored.details else ""
            return _("{names} scores as {how}").format(names=self.names([scorer]), how=how) if how else ""
        parts = []
        for index, (name, target) in enumerate(((_("Lo"), min(counts)), (_("Hai"), max(counts)))):
            holders = [s for s in range(view.players) if counts[s] == target]
            tricks = ngettext("{count} trick", "{count} tricks", target).format(count=target)
            if len(holders) == 1:
                parts.append(_("{name}: {names} with {tricks}").format(
                    name=name, names=self.names(holders), tricks=tricks))
            elif view.options["carryover"]:
                parts.append(_("{name} tied at {tricks}: its {next_pots} points carry over").format(
                    name=name, tricks=tricks, next_pots=view.pots[index]))
            else:
                parts.append(_("{name} tied at {tricks}: nobody scores it").format(name=name, tricks=tricks))
        return ". ".join(parts)

    def trick_story(self, last: LastTrick) -> tuple[str | None, list[str]]:
        """A Giver's gift says who got the trick; steals, moves, draws and an idle Mover are told in turn."""
        gift: str | None = None
        notes: list[str] = []
        for event in last.events:
            if isinstance(event, TrickGiven):
                said = self._said(event)
                gift = said.words if said is not None else None
                continue
            words = self._told(event)
            if words:
                notes.append(words[:1].upper() + words[1:])
        return gift, notes

    def _told(self, event: Event) -> str:
        """One of the specials' doings in words, as the review lists them."""
        name = self.table.setup.name
        if isinstance(event, CardStolen):
            victim = whose(name(event.victim), start=False) if event.victim != self.table.human else _("your")
            return _("{whose} Shaker steals {victim} {card}").format(
                whose=self._whose(event.thief), victim=victim, card=event.card.name)
        if isinstance(event, CardDrawn):
            drawn = (_("the {card}").format(card=event.card.name) if event.card is not None
                     else _("nothing (the stack is empty)"))
            who = name(event.seat)
            return _("{who} {verb} {drawn} onto the special card").format(
                who=who, verb=verb(who, 'draw', 'draws'), drawn=drawn)
        said = self._said(event)  # a move, a Mover left idle
        return said.words if said is not None else ""

    def callout(self, event: Event, trick: LastTrick | None) -> str | None:
        """Why a trick went where it did (a Taker, a Giver, upside down, trumps, the suit led), and what a special
        card just did (a steal, a move, a Mover that could not move)."""
        if isinstance(event, TrickWon) and trick is not None:
            return self._trick_why(event, trick)
        if isinstance(event, CardStolen | TrickMoved | MoverIdle):
            words = self._told(event)
            return words[:1].upper() + words[1:] if words else None
        return None

    def _trick_why(self, won: TrickWon, trick: LastTrick) -> str | None:
        name = self.table.setup.name(won.seat)
        decides = _("the last Giver or Taker decides")
        if won.why == Why.TAKER:
            return _("{whose} Taker takes the trick: {decides}").format(whose=self._whose(won.seat), decides=decides)
        if won.why == Why.GIVER:
            gift = next((e for e in reversed(trick.events) if isinstance(e, TrickGiven)), None)
            to = mid(name)
            if gift is None:
                return _("A Giver gives the trick to {to}: {decides}").format(to=to, decides=decides)
            return _("{whose} Giver gives the trick to {to}: {decides}").format(
                whose=self._whose(gift.giver), to=to, decides=decides)
        if won.why == Why.LEADER:
            return _("No suited card is showing: {name}, who led, {verb} the trick").format(
                name=name, verb=verb(name, 'keep', 'keeps'))
        card = won.decider
        if card is None:
            return None
        head = _("{name} {verb} with the {card}").format(name=name, verb=verb(name, "win", "wins"), card=card.name)
        if won.why == Why.LOWEST:
            if self.table.match.options.get("crazy_comparison") == "rank_only":
                return _("Upside down, a Shaker in the trick: the lowest card wins. {head}").format(head=head)
            return _("Upside down, a Shaker in the trick: the lowest card wins (off-suit cards first, trumps last)."
                     " {head}").format(head=head)
        if won.why == Why.HIGHEST:
            return _("{head}: no card of the suit led is showing, so the highest card wins").format(head=head)
        return super().callout(won, trick)

    def log_words(self, event: Event) -> str | None:
        """The flipped card: the trump suit and what the hand is worth."""
        if isinstance(event, CardFlipped) and event.card.suit is not None:
            value = self.table.public.value
            if value is None:
                return _("Turned up: the {card}: {suits} are trumps").format(
                    card=event.card.name, suits=suit_many(event.card.suit))
            return _("Turned up: the {card}: {suits} are trumps, the hand is worth {value}").format(
                card=event.card.name, suits=suit_many(event.card.suit), value=value)
        return super().log_words(event)

    def _whose(self, seat: int) -> str:
        """"Your" for the player, "Bruno's" for anyone else."""
        return _("Your") if seat == self.table.human else whose(self.table.setup.name(seat))

    def describe(self, action: Action) -> str | None:
        def seat(index: int) -> str:
            return _("you") if index == self.table.human else self.table.setup.name(index)

        args = action.args
        if action.kind == ActionKind.GIVE and args:
            return _("give the trick to {seat}").format(seat=seat(int(args[0])))
        if action.kind == ActionKind.STEAL and args:
            return _("steal from {seat}").format(seat=seat(int(args[0])))
        if action.kind == ActionKind.MOVE and len(args) == 2:
            return _("move a trick from {source} to {target}").format(
                source=seat(int(args[0])), target=seat(int(args[1])))
        if action.kind == ActionKind.PASS:
            return _("don't move a trick")
        return None

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
