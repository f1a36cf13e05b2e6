"""Lohai's trick: a slot per seat that can grow, red cards that act at once, black cards that decide it.

A trick here is more than a row of cards.  Each seat has a *slot* on the table
that can grow: a Mover covered by the card drawn onto it, a Shaker covered by
the card it stole.  The top card of a slot is that seat's play.  Red cards
resolve at once and depth-first: the Mover's optional move, then its draw; the
Shaker's steal, then the victim's replacement draw, which may itself be red
and resolve for the victim.  Black cards wait for the end of the trick, where
the most recently placed one controls it.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field

from ...catalogue import _
from ..actions import Action, ActionKind
from ..cards import Card
from ..events import Event, TrickWon, Why
from ..state import HandState
from .events import CardDrawn, CardStolen, MoverIdle

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_GIVE = ActionKind.GIVE
_MOVE = ActionKind.MOVE
_PASS = ActionKind.PASS
_STEAL = ActionKind.STEAL
_BY_TRUMP, _BY_SUIT, _BY_LOWEST, _BY_HIGHEST = Why.TRUMP, Why.SUIT_LED, Why.LOWEST, Why.HIGHEST
_BY_TAKER, _BY_LEADER = Why.TAKER, Why.LEADER

GIVER, TAKER, MOVER, SHAKER = (Card.of(c) for c in ("GIV", "TAK", "MOV", "SHK"))
BLACK = (GIVER, TAKER)
RANK_ORDER = "23456789TJQK"
_RANK = {rank: i for i, rank in enumerate(RANK_ORDER)}
PASS = Action(_PASS)


@dataclass(slots=True)
class Slot:
    """One seat's pile in the current trick, bottom to top, with each card's placing time."""

    seat: int
    cards: list[Card] = field(default_factory=list)
    times: list[int] = field(default_factory=list)

    @property
    def top(self) -> Card | None:
        return self.cards[-1] if self.cards else None

    def copy(self) -> Slot:
        return Slot(self.seat, list(self.cards), list(self.times))


@dataclass(frozen=True, slots=True)
class SlotView:
    seat: int
    cards: tuple[Card, ...]


class LohaiTrick(HandState):
    """The trick on a Lohai table: each seat's slot, the red cards acting at once, the black ones deciding at
    the end, and who wins.  :class:`~.hand.LohaiHand` adds the deal, the choices, the score and the views."""

    crazy: bool
    """Crazy Shakers: an odd number of Shakers in a trick turns it upside down."""
    hands: list[list[Card]]
    books: list[list[tuple[Card, ...]]]
    stack: list[Card]
    shown: list[tuple[int, Card, bool]]
    trump: str | None
    leader: int

    @abstractmethod
    def _score(self, events: list[Event]) -> None:
        """Score the hand: its last trick has just been taken."""

    # -- the trick ----------------------------------------------------------------
    def _new_trick(self) -> None:
        self.slots: dict[int, Slot] = {}
        self.order: list[int] = []
        self.lead_suit: str | None = None
        self.clock = 0
        self.pending: tuple[ActionKind, int] | None = None
        self.turn: int | None = self.leader

    @property
    def tricks_won(self) -> list[int]:
        return [len(b) for b in self.books]

    @property
    def current_player(self) -> int | None:
        return self.turn

    def _place(self, seat: int, card: Card, time: int | None = None) -> None:
        slot = self.slots.setdefault(seat, Slot(seat))
        self.clock += 1
        slot.cards.append(card)
        slot.times.append(self.clock if time is None else time)
        if self.lead_suit is None and card.suit is not None:
            self.lead_suit = card.suit

    def _resolve(self, seat: int, card: Card, events: list[Event]) -> None:
        """A card just became ``seat``'s play: red cards act now (A7, A10)."""
        if card is MOVER:
            self._mover(seat, events)
        elif card is SHAKER:
            self._shaker(seat, events)

    def _draw_for(self, seat: int, events: list[Event]) -> None:
        if not self.stack:  # A11: only a modified deck can run dry; the play stays empty
            events.append(CardDrawn(seat, None))
            return
        card = self.stack.pop(0)
        self.shown.append((seat, card, True))
        self._place(seat, card)
        events.append(CardDrawn(seat, card))
        self._resolve(seat, card, events)

    # -- the Mover ----------------------------------------------------------------
    def mover_eligible(self, seat: int) -> bool:
        """A5/A18: in the middle of the counts (four players), or the sole Lo or Hai (three)."""
        counts = self.tricks_won
        low, high = min(counts), max(counts)
        mine = counts[seat]
        if self.players == 3:
            return (mine == low and counts.count(low) == 1) or (mine == high and counts.count(high) == 1)
        return low < mine < high

    def _moves(self) -> list[Action]:
        counts = self.tricks_won
        return [Action(_MOVE, args=(a, b)) for a in range(self.players) if counts[a]
                for b in range(self.players) if b != a]

    def _mover(self, seat: int, events: list[Event]) -> None:
        if self.mover_eligible(seat) and self._moves():
            self.pending = (_MOVE, seat)
            return
        events.append(MoverIdle(seat, self._idle_reason(seat)))
        self._draw_for(seat, events)

    def _idle_reason(self, seat: int) -> str:
        if self.players == 3:
            return _("the Mover only works for a player who is alone as Lo or as Hai")
        counts = self.tricks_won
        if counts[seat] in (min(counts), max(counts)):
            return _("the Mover only works for a player who is neither Lo nor Hai, nor tied for either")
        return _("there is no won trick to move")

    # -- the Shaker ---------------------------------------------------------------
    def stealable(self, thief: int) -> list[int]:
        """Seats whose current play a Shaker may take (A8)."""
        return [s for s in self.order_on_table() if s != thief and self.slots[s].top is not None]

    def order_on_table(self) -> list[int]:
        return [s for s in self.slots]

    def _shaker(self, seat: int, events: list[Event]) -> None:
        if not self.crazy and self.stealable(seat):
            self.pending = (_STEAL, seat)
            return
        self._draw_for(seat, events)

    def _steal(self, thief: int, victim: int, events: list[Event]) -> None:
        card = self._take_top(thief, victim)
        events.append(CardStolen(thief, victim, card))
        self._draw_for(victim, events)

    def _take_top(self, thief: int, victim: int) -> Card:
        """``victim``'s card on the table becomes ``thief``'s play; a black card keeps its time (A8, A12)."""
        slot = self.slots[victim]
        card = slot.cards.pop()
        placed = slot.times.pop()
        keep_time = card in BLACK and not self.options["stolen_black_retimestamp"]
        self._place(thief, card, placed if keep_time else None)
        return card

    def winner_after_steal(self, thief: int, victim: int) -> int:
        """Who would hold the trick were ``thief``'s Shaker to take ``victim``'s card with nobody left to play,
        before the victim's replacement draw (a bot asks this: the draw is hidden from it)."""
        trial = self.clone()
        trial._take_top(thief, victim)
        control = trial.controller()
        return control[0] if control is not None else trial.card_winner()

    # -- winning ------------------------------------------------------------------
    def controller(self) -> tuple[int, Card] | None:
        """The seat whose Giver or Taker was placed last, if any is showing (rule 8a, A12)."""
        best: tuple[int, int, Card] | None = None
        for slot in self.slots.values():
            top = slot.top
            if top in BLACK and (best is None or slot.times[-1] > best[0]):
                best = (slot.times[-1], slot.seat, top)
        return None if best is None else (best[1], best[2])

    def shakers_in_trick(self) -> int:
        return sum(c is SHAKER for slot in self.slots.values() for c in slot.cards)

    def inverted(self) -> bool:
        return self.crazy and self.shakers_in_trick() % 2 == 1

    def _suited_plays(self) -> list[tuple[int, Card, int]]:
        return [(s.seat, s.cards[-1], s.times[-1]) for s in self.slots.values()
                if s.cards and s.cards[-1].suit is not None]

    def card_winner(self) -> int:
        """Who wins on the cards alone: trump, then lead suit; or upside down (A23)."""
        return self._card_decision()[0]

    def _card_decision(self) -> tuple[int, Why, Card | None]:
        """Who wins on the cards alone, by which rule, with which card (for the trick's callout)."""
        plays = self._suited_plays()
        if not plays:
            return self.leader, _BY_LEADER, None
        lead = self.lead_suit
        if self.inverted():
            best = self._lowest(plays, lead)
            return best[0], _BY_LOWEST, best[1]
        best = self._highest(plays, lead)
        suit = best[1].suit
        return best[0], (_BY_TRUMP if suit == self.trump else _BY_SUIT if suit == lead else _BY_HIGHEST), best[1]

    def would_win(self, seat: int, card: Card) -> bool:
        """Whether ``card``, laid by ``seat`` now, would win the trick on the cards alone (bots ask this)."""
        return self.winners(seat, (card,))[0]

    def winners(self, seat: int, cards: Sequence[Card]) -> list[bool]:
        """:meth:`would_win` for each of ``cards``, the trick on the table read once (a bot's reading asks it of
        every card of a hand, at every decision it weighs)."""
        shown, lead, when = self._suited_plays(), self.lead_suit, self.clock + 1
        pick = self._lowest if self.inverted() else self._highest
        return [card.suit is not None and pick([*shown, (seat, card, when)], lead or card.suit)[0] == seat
                for card in cards]

    def _highest(self, plays: list[tuple[int, Card, int]], lead: str | None) -> tuple[int, Card, int]:
        trump = self.trump
        pool = [p for p in plays if p[1].suit == trump] or [p for p in plays if p[1].suit == lead] or plays
        best, high = pool[0], _RANK[pool[0][1].rank]
        for play in pool:  # max() by rank, the first of equals, without a key call per play (bots ask often)
            rank = _RANK[play[1].rank]
            if rank > high:
                best, high = play, rank
        return best

    def _lowest(self, plays: list[tuple[int, Card, int]], lead: str | None) -> tuple[int, Card, int]:
        def category(card: Card) -> int:
            if self.options["crazy_comparison"] == "rank_only":
                return 0
            if card.suit == self.trump:
                return 2
            return 1 if card.suit == lead else 0
        return min(plays, key=lambda p: (category(p[1]), RANK_ORDER.index(p[1].rank), -p[2]))

    def _complete(self, events: list[Event]) -> None:
        control = self.controller()
        if control is not None and control[1] is GIVER:
            self.pending = (_GIVE, control[0])
            self.turn = control[0]
            return
        if control is not None:
            self._award(control[0], _BY_TAKER, control[1], events)
            return
        self._award(*self._card_decision(), events)

    def _award(self, winner: int, why: Why, decider: Card | None, events: list[Event]) -> None:
        cards = tuple(c for slot in self.slots.values() for c in slot.cards)
        self.books[winner].append(cards)
        events.append(TrickWon(winner, cards, sum(self.tricks_won), why, decider))
        self.leader = winner
        self._new_trick()
        if not self.hands[winner]:
            self._score(events)
