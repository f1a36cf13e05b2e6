"""One round of Oh Hell: the flip, the deal, the bids and the tricks, and what a seat may see of it.

A round: flip a card for the hand size and trump, deal, bid (blind and
simultaneous by default, or openly with the hook on the dealer), play tricks in
which jokers may always be played and never win (unless ``jokers_high``), and
score bids made.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...catalogue import _, ngettext
from ..actions import Action, ActionKind, bid
from ..cards import Card, parse_cards
from ..events import BidMade, BidsRevealed, CardDealt, CardFlipped, Event, Why
from ..hidden import Location, shuffle
from ..rules import RuleSet
from ..state import PlayerView, TableFacts, seat_hands, take_from_deck
from ..tricks import Play, TrickHand, TrickRecord, trump_or_suit
from .rule_file import HOOKS, JOKER, ROTATION

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_BID = ActionKind.BID
_JOKER_WINS = Why.JOKER

# --------------------------------------------------------------------------- the hand


@dataclass(frozen=True, slots=True)
class OhHellView(PlayerView):
    round_number: int
    phase: str
    hand_size: int
    flipped: Card
    flips: tuple[Card, ...]
    """Every card turned this round: a re-flipped joker went back into the deck."""
    trump: str | None
    bids: tuple[int | None, ...]
    bids_revealed: bool
    tricks_won: tuple[int, ...]
    trick: tuple[Play, ...]
    lead_suit: str | None
    tricks: tuple[TrickRecord, ...]
    trumps_broken: bool
    voids: tuple[frozenset[str], ...]

    def facts(self) -> TableFacts:
        """What everyone sees of this hand, for the table."""
        return TableFacts(trump=self.trump, has_trump=True, has_bids=True, hand_size=self.hand_size,
                          phase=self.phase, tricks_won=self.tricks_won)


class OhHellHand(TrickHand):
    """One round of Oh Hell."""

    game = "oh_hell"
    printed_suits = True

    def __init__(self, rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
                 rng: random.Random, round_number: int = 1,
                 hands: Sequence[Sequence[Card] | str] | None = None, flipped: Card | str | None = None,
                 stack: Sequence[Card] | str | None = None, bids: Sequence[int] | None = None) -> None:
        self.rules, self.options, self.players, self.dealer, self.rng = rules, options, players, dealer, rng
        self.round_number = round_number
        self.log = []
        self.score_rule = HOOKS["scoring"][options["scoring"]]
        self.jokers_high: bool = options["jokers_high"]
        self.first_joker_wins: bool = options["first_joker_wins"]
        self.must_break: bool = options["trumps_must_be_broken"]
        self.trumps_broken = False
        self.flips: list[Card] = []
        self._deal(seat_hands(hands, players), flipped, stack)
        self.hands_dealt = [list(h) for h in self.hands]
        self.trick, self.tricks_won = [], [0] * players
        self.won, self.tricks = [[] for __ in range(players)], []
        self.voids = [set() for __ in range(players)]
        self.lead_suit = None
        self.scores = (0,) * players
        self.score_details = ("",) * players
        self.bids: list[int | None] = [None] * players
        self.open_bidding = options["bidding"] == "open"
        first = (dealer + 1) % players
        self.bid_queue = [(first + i) % players for i in range(players)]
        self.phase = "bid"
        self.leader, self.turn = first, first
        for value in bids or ():
            self.apply(bid(value))

    # -- dealing ------------------------------------------------------------------
    def _deck(self) -> list[Card]:
        without = ("JK",) if self.options["jokers"] == 0 else ()
        return self.rules.deck.cards(without=without)

    def _deal(self, hands: list[list[Card]] | None, flipped: Card | str | None,
              stack: Sequence[Card] | str | None) -> None:
        deck = self._deck()
        if isinstance(flipped, str):
            flipped = Card.of(flipped)
        if isinstance(stack, str):
            stack = parse_cards(stack)
        if hands is None:
            shuffle(self.rng, deck)
            if flipped is not None:
                deck.remove(flipped)
                deck.insert(0, flipped)
            cards = len(deck)
            flipped = self._flip(deck)
            size = self._hand_size(flipped, cards)
            first = (self.dealer + 1) % self.players
            dealt = size * self.players
            order = [(first + i) % self.players for i in range(self.players)]
            self.hands = [[] for __ in range(self.players)]
            for k, seat in enumerate(order):
                self.hands[seat] = deck[k:dealt:self.players]
            self.stock = deck[dealt:]
        else:
            self.hands = hands
            if flipped is None:
                raise ValueError("an exact Oh Hell deal needs the flipped card")
            rest = take_from_deck(deck, [c for h in hands for c in h] + [flipped])
            if stack is not None:
                take_from_deck(rest, stack)
                self.stock = list(stack)
            else:
                shuffle(self.rng, rest)
                self.stock = rest
            self.flips = [flipped]
            self.hand_size = len(hands[0])
        self.flipped = flipped
        self.trump = self._trump(flipped)

    def _may_hold_twins(self) -> bool:
        return bool(self.options["jokers"] != 0)

    def _alike(self, cards: list[Card]) -> bool:
        return cards.count(JOKER) > 1  # one deck (a rule file asking for more is refused): only jokers come twice

    def _flip(self, deck: list[Card]) -> Card:
        """Turn the top card; with ``joker_flip: reflip`` a joker goes back and we flip again."""
        while True:
            card = deck.pop(0)
            self.flips.append(card)
            if card is JOKER and self.options["joker_flip"] == "reflip" and self._flip_matters():
                deck.append(card)
                shuffle(self.rng, deck)
                continue
            return card

    def _flip_matters(self) -> bool:
        return self.options["schedule"] == "flip" or not self.options["rotating_trump"]

    def _hand_size(self, flipped: Card, cards: int) -> int:
        """The hand size ``flipped`` gives (or the schedule does), at most what a deck of ``cards`` allows."""
        deal = self.rules.deal
        cap = min(deal["max_hand_size"], (cards - 1) // self.players)
        schedule = self.options["schedule"]
        if schedule == "eight_down_up":
            sizes = deal["eight_down_up"]
            size = sizes[(self.round_number - 1) % len(sizes)]
        elif schedule == "fixed":
            size = self.options["hand_size"]
        else:
            values = deal["flip_values"]
            if flipped.rank == "A":
                size = self.options["ace_hand_size"]
            else:
                size = values[flipped.rank] if flipped.rank in values else int(flipped.rank)
        self.hand_size = min(size, cap)
        return self.hand_size

    def _trump(self, flipped: Card) -> str | None:
        if self.options["rotating_trump"]:
            rotation = self.rules.play.get("rotation", ROTATION)
            return str(rotation[(self.round_number - 1) % len(rotation)])
        return flipped.suit

    def opening_events(self) -> list[Event]:
        events: list[Event] = [CardFlipped(card) for card in self.flips]
        first = (self.dealer + 1) % self.players
        for i in range(self.hand_size):
            for k in range(self.players):
                seat = (first + k) % self.players
                events.append(CardDealt(seat, self.hands_dealt[seat][i]))
        return events

    # -- the rules of play --------------------------------------------------------
    def suit_of(self, card: Card) -> str | None:
        return card.suit

    def is_free(self, card: Card) -> bool:
        return card is JOKER

    def legal_cards(self, seat: int) -> list[Card]:
        # The shared rule with the suit read straight off the card: this is the hot path.
        lead = self.lead_suit
        hand = self.hands[seat]
        if lead is None:
            return list(hand) if not self.must_break else self._lead_cards(seat)
        following = [c for c in hand if c.suit == lead]
        if not following:
            return list(hand)
        following.extend(c for c in hand if c is JOKER)
        return following

    def _lead_cards(self, seat: int) -> list[Card]:
        hand = self.hands[seat]
        trump = self.trump
        if not self.must_break or trump is None or self.trumps_broken:
            return list(hand)
        others = [c for c in hand if c.suit != trump]
        if any(c is not JOKER for c in others):
            return others
        return list(hand)

    def _refusal(self, card: Card) -> str:
        if self.lead_suit is None and card.suit == self.trump:
            return _("trumps have not been broken yet: lead another suit")
        return super()._refusal(card)

    def trick_winner(self, plays: Sequence[Play]) -> int:
        if self.jokers_high:
            jokers = [seat for seat, card in plays if card is JOKER]
            if jokers:
                return jokers[0] if self.first_joker_wins else jokers[-1]
        # The highest trump, else the highest card of the suit led (the earliest of equals), in one pass: every
        # trick of every search ends here.
        strength, trump, lead = _STRENGTH, self.trump, self.lead_suit
        best, best_strength, trumped = -1, -1, False
        for seat, card in plays:
            suit = card.suit
            if suit is None:
                continue
            if suit == trump:
                if not trumped or strength[card] > best_strength:
                    best, best_strength, trumped = seat, strength[card], True
            elif suit == lead and not trumped and strength[card] > best_strength:
                best, best_strength = seat, strength[card]
        assert best >= 0, "a trick always holds a card of the led suit"
        return best

    def trick_why(self, plays: Sequence[Play], winner: int) -> tuple[Why, Card | None]:
        """A high joker, else the highest trump or the highest card of the suit led."""
        if self.jokers_high and any(card is JOKER and seat == winner for seat, card in plays):
            return _JOKER_WINS, JOKER
        return trump_or_suit(plays, winner, self.trump, self.suit_of)

    def _close_trick(self) -> int:
        trump = self.trump
        if trump is not None and not self.trumps_broken and any(c.suit == trump for __, c in self.trick):
            self.trumps_broken = True
        return super()._close_trick()

    def _points(self) -> tuple[int, ...]:
        rule, size, won = self.score_rule, self.hand_size, self.tricks_won
        return tuple(rule(wanted, won[seat], size) for seat, wanted in enumerate(self._bids_made()))

    def _bids_made(self) -> list[int]:
        bids = [b for b in self.bids if b is not None]
        assert len(bids) == self.players, "every seat bids before the play"
        return bids

    def _score_hand(self) -> tuple[tuple[int, ...], tuple[str, ...]]:
        scores = self._points()
        details = []
        for seat, wanted in enumerate(self._bids_made()):
            took, points = self.tricks_won[seat], scores[seat]
            verdict = _("made") if took == wanted else _("missed")
            details.append(ngettext("bid {wanted}, took {took}: {verdict}, {points} point",
                                    "bid {wanted}, took {took}: {verdict}, {points} points", points).format(
                wanted=wanted, took=took, verdict=verdict, points=points))
        return scores, tuple(details)

    # -- bidding ------------------------------------------------------------------
    def forbidden_bid(self) -> int | None:
        """The dealer's bid the hook rule forbids, if any."""
        if not (self.open_bidding and self.options["hook"]) or len(self.bid_queue) != 1:
            return None
        left = self.hand_size - sum(b for b in self.bids if b is not None)
        return left if 0 <= left <= self.hand_size else None

    def _bid_actions(self) -> list[Action]:
        banned = self.forbidden_bid()
        return [bid(n) for n in range(self.hand_size + 1) if n != banned]

    def _why_not_bid(self, action: Action) -> str | None:
        if action.kind != _BID or len(action.args) != 1 or not isinstance(action.args[0], int):
            return _("everyone bids first: say how many tricks you will take, e.g. 'bid 2', not '{action}'").format(
                action=action)
        value = action.args[0]
        if not 0 <= value <= self.hand_size:
            return _("a bid is from 0 to {hand_size} tricks").format(hand_size=self.hand_size)
        if value == self.forbidden_bid():
            return _("the dealer may not bid {value}: the bids would add up to the {hand_size} tricks there are"
                     ).format(value=value, hand_size=self.hand_size)
        return None

    def _bid(self, value: int) -> list[Event]:
        seat = self.bid_queue.pop(0)
        self.bids[seat] = value
        events: list[Event] = [BidMade(seat, value if self.open_bidding else None)]
        if self.bid_queue:
            self.turn = self.bid_queue[0]
            return events
        if not self.open_bidding:
            events.append(BidsRevealed(tuple(b for b in self.bids if b is not None)))
        self._start_play((self.dealer + 1) % self.players)
        return events

    # -- the protocol -------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        if self.phase == "play":
            return self._play_actions()
        if self.phase == "bid":
            return self._bid_actions()
        return []

    def _why_not(self, action: Action) -> str | None:
        if self.phase == "bid":
            return self._why_not_bid(action)
        return self._why_not_play(action)

    def _apply(self, action: Action) -> list[Event]:
        if self.phase == "bid":
            value = action.args[0]
            assert isinstance(value, int)
            return self._bid(value)
        return self._play(action.cards[0])

    def _apply_quietly(self, action: Action) -> None:
        if self.phase == "play":
            self._play_quietly(action.cards[0])
        else:
            self._apply(action)

    def clone(self) -> OhHellHand:
        new = object.__new__(OhHellHand)
        new.__dict__.update(self.__dict__)
        self._copy_trick_state(new)
        new.bids = list(self.bids)
        new.bid_queue = list(self.bid_queue)
        new.stock = list(self.stock)
        return new

    def _set_location(self, location: Location, cards: list[Card]) -> None:
        if location == "stock":
            self.stock = list(cards)
        else:
            super()._set_location(location, cards)

    def _other_cards(self) -> list[Card]:
        return [*self.stock, self.flipped]

    def view(self, seat: int) -> OhHellView:
        hidden = self._hand_hidden(seat, {"stock": len(self.stock)}, self.stock)
        world = self._redacted(hidden)
        world.hands_dealt = [list(h) if s == seat else [] for s, h in enumerate(self.hands_dealt)]
        revealed = self.open_bidding or self.phase != "bid"
        shown = tuple(b if revealed or s == seat else None for s, b in enumerate(self.bids))
        if not revealed:
            world.log = []
            world.bids = list(shown)
            world.bid_queue = [s for s in self.bid_queue if s == seat] + [
                s for s in range(self.players) if shown[s] is None and s != seat]
            world.turn = world.bid_queue[0]
        return OhHellView(
            seat=seat, players=self.players, dealer=self.dealer, current_player=self.turn,
            hand=tuple(self.hands[seat]), hand_sizes=tuple(len(h) for h in self.hands),
            legal_actions=tuple(self.legal_actions()) if self.turn == seat else (),
            hidden=hidden, world=world,
            round_number=self.round_number, phase=self.phase, hand_size=self.hand_size,
            flipped=self.flipped, flips=tuple(self.flips), trump=self.trump, bids=shown, bids_revealed=revealed,
            tricks_won=tuple(self.tricks_won), trick=tuple(self.trick), lead_suit=self.lead_suit,
            tricks=tuple(self.tricks), trumps_broken=self.trumps_broken,
            voids=tuple(frozenset(v) for v in self.voids),
        )


_STRENGTH = {Card.of(r + s): i for s in ROTATION for i, r in enumerate("23456789TJQKA")}
_STRENGTH[JOKER] = -1
