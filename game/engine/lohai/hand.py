"""One hand of Lohai: the deal, the choices its special cards ask for, the score, and a seat's view of it.

Every choice a red or black card asks for (``move 1 3``, ``pass``, ``steal 0``,
``give 2``) is one action of the seat that owns it, so bots and the table drive
them like any card.  The trick itself is played by :class:`~.trick.LohaiTrick`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...catalogue import N_, _, ngettext
from ..actions import Action, ActionKind, play
from ..cards import Card, parse_cards
from ..events import CardDealt, CardFlipped, CardPlayed, Event, HandScored, Why
from ..hidden import Hidden, Location, hand_location, shuffle
from ..rules import RuleSet
from ..state import PlayerView, TableFacts, seat_hands, take_from_deck
from ..tricks import copy_rng
from .events import TrickGiven, TrickMoved
from .trick import GIVER, PASS, LohaiTrick, SlotView

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_GIVE = ActionKind.GIVE
_MOVE = ActionKind.MOVE
_PLAY = ActionKind.PLAY
_STEAL = ActionKind.STEAL
_BY_GIVER = Why.GIVER


@dataclass(frozen=True, slots=True)
class LohaiView(PlayerView):
    """What one seat may know of a Lohai hand: the public table plus its own hand."""

    world: LohaiHand = field(repr=False, compare=False)
    """The redacted table, as a Lohai hand: the rule bot reads the table through it (every hand but the seat's
    is empty, as in any view's world)."""
    flipped: Card
    value: int
    trump: str | None
    tricks_won: tuple[int, ...]
    books: tuple[tuple[tuple[Card, ...], ...], ...]
    """Each seat's won tricks, oldest first: every card in them was seen face up."""
    trick: tuple[SlotView, ...]
    lead_suit: str | None
    leader: int
    pending: tuple[ActionKind, int] | None
    """A decision a special card is waiting for: ("move" | "steal" | "give", seat)."""
    stack_size: int
    pots: tuple[int, int]
    """Carryover: points riding on Lo and on Hai this hand (the flipped value included)."""
    teams: tuple[tuple[int, ...], ...]
    inverted: bool
    """Crazy Shakers: this trick is currently upside down (lowest wins)."""
    mover_eligible: tuple[bool, ...]
    voids: tuple[frozenset[str], ...]

    def facts(self) -> TableFacts:
        """What everyone sees of this hand, for the table."""
        return TableFacts(trump=self.trump, has_trump=True, value=self.value, pots=self.pots, teams=self.teams,
                          tricks_won=self.tricks_won, stack_size=self.stack_size)


class LohaiHand(LohaiTrick):
    """One hand of Lohai."""

    game = "lohai"
    decks = ("stack",)

    def __init__(self, rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
                 rng: random.Random, hands: Sequence[Sequence[Card] | str] | None = None,
                 flipped: Card | str | None = None, stack: Sequence[Card] | str | None = None,
                 won: Sequence[int] | None = None, leader: int | None = None,
                 pots: tuple[int, int] = (0, 0)) -> None:
        self.rules, self.options, self.players, self.dealer, self.rng = rules, options, players, dealer, rng
        self.log = []
        self.crazy: bool = options["crazy_shakers"]
        self.pots_in = pots
        self.books: list[list[tuple[Card, ...]]] = [[] for __ in range(players)]
        self._deal(seat_hands(hands, players), flipped, stack, won)
        self.hands_dealt = [list(h) for h in self.hands]
        self.books_dealt = [list(b) for b in self.books]
        self.shown: list[tuple[int, Card, bool]] = []
        """Every card that reached the table, in order: its seat, the card, and whether it came from the stack.

        All of it was seen face up; it is what lets a reader of the view (Expert's
        inference) replay the hand from its deal in a world it has sampled."""
        self.value = rules.deck.points_of(self.flipped)
        self.trump = self.flipped.suit
        self.leader = (dealer + 1) % players if leader is None else leader
        self.first_leader = self.leader
        self.voids: list[set[str]] = [set() for __ in range(players)]
        self.scores = tuple(0 for __ in range(players))
        self.details = tuple("" for __ in range(players))
        self.next_pots = (0, 0)
        self._new_trick()

    # -- dealing ------------------------------------------------------------------
    def _deal(self, hands: list[list[Card]] | None, flipped: Card | str | None,
              stack: Sequence[Card] | str | None, won: Sequence[int] | None) -> None:
        deck = self.rules.deck.cards()
        if isinstance(flipped, str):
            flipped = Card.of(flipped)
        if hands is None:
            shuffle(self.rng, deck)
            size = self.rules.deal["hand_size"][self.players]
            if flipped is not None:  # a chosen flip, the rest dealt at random
                deck.remove(flipped)
                deck.insert(size * self.players, flipped)
            first = (self.dealer + 1) % self.players
            dealt = size * self.players
            self.hands: list[list[Card]] = [[] for __ in range(self.players)]
            for k in range(self.players):
                self.hands[(first + k) % self.players] = deck[k:dealt:self.players]
            self.flipped = deck[dealt]
            self.stack = deck[dealt + 1:]
            return
        self.hands = hands
        if flipped is None:
            raise ValueError("an exact Lohai deal needs the flipped card")
        self.flipped = flipped
        given = parse_cards(stack) if isinstance(stack, str) else list(stack or ())
        rest = take_from_deck(deck, [c for h in hands for c in h] + [self.flipped] + given)
        shuffle(self.rng, rest)
        for seat, count in enumerate(won or ()):
            for __ in range(count):
                book, rest = tuple(rest[:self.players]), rest[self.players:]
                if len(book) < self.players:
                    raise ValueError("not enough cards left in the deck for the tricks won")
                self.books[seat].append(book)
        self.stack = given + rest

    def opening_events(self) -> list[Event]:
        events: list[Event] = []
        first = (self.dealer + 1) % self.players
        for i in range(max(len(h) for h in self.hands_dealt)):
            for k in range(self.players):
                seat = (first + k) % self.players
                if i < len(self.hands_dealt[seat]):
                    events.append(CardDealt(seat, self.hands_dealt[seat][i]))
        events.append(CardFlipped(self.flipped))
        return events

    # -- scoring ------------------------------------------------------------------
    def _score(self, events: list[Event]) -> None:
        self.turn = None
        counts = self.tricks_won
        scores = [0] * self.players
        lines = [ngettext("{count} trick", "{count} tricks", n).format(count=n) for n in counts]
        if self.players == 3:
            scorer = three_player_scorer(counts)
            scores[scorer] = self.value
            where = _("in the middle") if len(set(counts)) == 3 else _("the odd one out")
            lines[scorer] += f": {where}, +{self.value}"
        else:
            lo_pot, hai_pot = (p + self.value for p in self.pots_in) if self.options["carryover"] else (
                self.value, self.value)
            cap = self.award_cap()
            next_pots = [0, 0]
            for index, (name, target) in enumerate(((_("Lo"), min(counts)), (_("Hai"), max(counts)))):
                pot = (lo_pot, hai_pot)[index]
                holders = [s for s in range(self.players) if counts[s] == target]
                if len(holders) == 1:
                    award = min(pot, cap)
                    scores[holders[0]] += award
                    lines[holders[0]] += f": {name}, +{award}"
                elif self.options["carryover"]:
                    next_pots[index] = pot
            self.next_pots = (next_pots[0], next_pots[1])
        self.scores, self.details = tuple(scores), tuple(lines)
        events.append(HandScored(self.scores, self.details))

    def award_cap(self) -> int:
        """The most one Lo or Hai award pays: target less the margin with Carryover (A22), else no limit."""
        if not self.options["carryover"]:
            return 10**9
        target = self.options["partnership_target"] if self.options["partnership"] else self.options["target"]
        return int(target) - int(self.options["carryover_margin"])

    def hand_scores(self) -> tuple[int, ...]:
        return self.scores

    def score_lines(self) -> tuple[str, ...]:
        return self.details

    # -- legality -----------------------------------------------------------------
    def legal_cards(self, seat: int) -> list[Card]:
        hand = self.hands[seat]
        lead = self.lead_suit
        if lead is None:
            return list(hand)
        following = [c for c in hand if c.suit == lead or c.suit is None]
        if any(c.suit == lead for c in following):
            return following
        return list(hand)

    def _legal_actions(self) -> list[Action]:
        if self.turn is None:
            return []
        if self.pending is None:
            return [play(c) for c in dict.fromkeys(self.legal_cards(self.turn))]
        kind, seat = self.pending
        if kind == _MOVE:
            moves = self._moves()
            return [*moves, PASS] if self.options["mover_optional"] else moves
        if kind == _STEAL:
            steals = [Action(_STEAL, args=(v,)) for v in self.stealable(seat)]
            return steals if self.options["shaker_steal_mandatory"] else [*steals, PASS]
        return [Action(_GIVE, args=(r,)) for r in range(self.players) if r != seat]

    def _why_not(self, action: Action) -> str | None:
        if self.pending is not None:
            return self._why_not_decision(action)
        if action.kind != _PLAY or len(action.cards) != 1:
            return _("it is your turn to play a card, not '{action}'").format(action=action)
        card = action.cards[0]
        assert self.turn is not None
        if card not in self.hands[self.turn]:
            return _("you do not hold the {card}").format(card=card.name)
        if card not in self.legal_cards(self.turn):
            return _("you must follow {suit} or play a special card").format(suit=_(_SUIT_WORDS[self.lead_suit or ""]))
        return None

    def _why_not_decision(self, action: Action) -> str | None:
        assert self.pending is not None
        kind, seat = self.pending
        if kind == _MOVE:
            if action == PASS:
                return None if self.options["mover_optional"] else _("with this Mover you must move a trick")
            if action.kind != _MOVE or len(action.args) != 2:
                return _("your Mover may move a won trick: say 'move FROM TO', or 'pass' to just draw")
            a, b = action.args
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < self.players and 0 <= b < self.players):
                return _("name two seats at this table")
            if a == b:
                return _("a trick must move to a different player")
            if not self.tricks_won[a]:
                return _("{seat} has no trick to move").format(seat=self._seat_name(a))
            return None
        if kind == _STEAL:
            if action == PASS and not self.options["shaker_steal_mandatory"]:
                return None
            if action.kind != _STEAL or len(action.args) != 1:
                return _("your Shaker must take a card from the table: say 'steal SEAT'")
            if action.args[0] not in self.stealable(seat):
                return _("that seat has no card on the table your Shaker may take")
            return None
        if action.kind != _GIVE or len(action.args) != 1:
            return _("your Giver decides who gets this trick: say 'give SEAT'")
        target = action.args[0]
        if target == seat:
            return _("a Giver cannot give the trick to its own player")
        if not isinstance(target, int) or not 0 <= target < self.players:
            return _("name a seat at this table")
        return None

    # -- applying -----------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if self.pending is None:
            self._play_from_hand(action.cards[0], events)
        else:
            kind, seat = self.pending
            self.pending = None
            if kind == _MOVE:
                if action.kind == _MOVE:
                    a, b = (int(x) for x in action.args)
                    self.books[b].append(self.books[a].pop())
                    events.append(TrickMoved(seat, a, b))
                self._draw_for(seat, events)
            elif kind == _STEAL:
                if action.kind == _STEAL:
                    self._steal(seat, int(action.args[0]), events)
                else:
                    self._draw_for(seat, events)
            else:
                recipient = int(action.args[0])
                events.append(TrickGiven(seat, recipient))
                self._award(recipient, _BY_GIVER, GIVER, events)
                return events
        self._advance(events)
        return events

    def _play_from_hand(self, card: Card, events: list[Event]) -> None:
        seat = self.turn
        assert seat is not None
        self.hands[seat].remove(card)
        lead = self.lead_suit
        if lead is not None and card.suit is not None and card.suit != lead:
            self.voids[seat].add(lead)
        self.order.append(seat)
        self.shown.append((seat, card, False))
        self._place(seat, card)
        events.append(CardPlayed(seat, card))
        self._resolve(seat, card, events)

    def _advance(self, events: list[Event]) -> None:
        if self.pending is not None:
            self.turn = self.pending[1]
        elif len(self.order) == self.players:
            self._complete(events)
        else:
            self.turn = (self.leader + len(self.order)) % self.players

    # -- copying and views ----------------------------------------------------------
    def clone(self) -> LohaiHand:
        new = object.__new__(LohaiHand)
        new.__dict__.update(self.__dict__)
        new.hands = [list(h) for h in self.hands]
        new.books = [list(b) for b in self.books]
        new.stack = list(self.stack)
        new.slots = {s: slot.copy() for s, slot in self.slots.items()}
        new.order = list(self.order)
        new.voids = [set(v) for v in self.voids]
        new.log = list(self.log)
        new.shown = list(self.shown)
        new.rng = copy_rng(self.rng)
        return new

    def _cards_at(self, location: Location) -> tuple[Card, ...]:
        if location != "stack":
            raise KeyError(location)
        return tuple(self.stack)

    def _set_location(self, location: Location, cards: list[Card]) -> None:
        self._legal = None
        if location == "stack":
            self.stack = list(cards)
        else:
            self.hands[int(location[4:])] = list(cards)

    def all_cards(self) -> dict[Card, int]:
        cards = [c for h in self.hands for c in h] + self.stack + [self.flipped]
        cards += [c for slot in self.slots.values() for c in slot.cards]
        cards += [c for books in self.books for book in books for c in book]
        counts: dict[Card, int] = {}
        for card in cards:
            counts[card] = counts.get(card, 0) + 1
        return counts

    def _hidden(self, seat: int) -> Hidden:
        sizes: dict[Location, int] = {"stack": len(self.stack)}
        unseen: list[Card] = list(self.stack)
        excluded: dict[Location, frozenset[Card]] = {}
        for other in range(self.players):
            if other != seat:
                sizes[hand_location(other)] = len(self.hands[other])
                unseen.extend(self.hands[other])
                if self.voids[other]:
                    excluded[hand_location(other)] = frozenset(
                        c for c in self.rules.deck.cards() if c.suit in self.voids[other])
        return Hidden(sizes=sizes, unseen=tuple(unseen), excluded=excluded)

    def teams(self) -> tuple[tuple[int, ...], ...]:
        if self.options["partnership"] and self.players == 4:
            return ((0, 2), (1, 3))
        return tuple((s,) for s in range(self.players))

    def pots(self) -> tuple[int, int]:
        if self.options["carryover"] and self.players == 4:
            return (self.pots_in[0] + self.value, self.pots_in[1] + self.value)
        return (self.value, self.value)

    def view(self, seat: int) -> LohaiView:
        hidden = self._hidden(seat)
        world = self._redacted(hidden)
        world.hands_dealt = [list(h) if s == seat else [] for s, h in enumerate(self.hands_dealt)]
        return LohaiView(
            seat=seat, players=self.players, dealer=self.dealer, current_player=self.turn,
            hand=tuple(self.hands[seat]), hand_sizes=tuple(len(h) for h in self.hands),
            legal_actions=tuple(self.legal_actions()) if self.turn == seat else (),
            hidden=hidden, world=world, flipped=self.flipped, value=self.value, trump=self.trump,
            tricks_won=tuple(self.tricks_won), books=tuple(tuple(b) for b in self.books),
            trick=tuple(SlotView(s.seat, tuple(s.cards)) for s in self.slots.values()),
            lead_suit=self.lead_suit, leader=self.leader, pending=self.pending, stack_size=len(self.stack),
            pots=self.pots(), teams=self.teams(), inverted=self.inverted(),
            mover_eligible=tuple(self.mover_eligible(s) for s in range(self.players)),
            voids=tuple(frozenset(v) for v in self.voids),
        )


_SUIT_WORDS = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs"), "": N_("suit")}


def three_player_scorer(counts: Sequence[int]) -> int:
    """A17: the middle of three different counts, or the one who did not tie."""
    for seat, count in enumerate(counts):
        if counts.count(count) == 1 and len(set(counts)) == 2:
            return seat
    return sorted(range(3), key=lambda s: counts[s])[1]
