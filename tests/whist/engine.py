"""Plain Whist on the shared trick engine: four players, two partnerships, trump from the deal.

The dealer deals all 52 cards one at a time from the left; the last card,
the dealer's own, is turned face up and its suit is trump.  The turned card
stays the dealer's, so until the dealer plays it every other seat knows where
it is, and the view says so (``Hidden.known``) for search's sampled worlds.
Players follow suit if they can; the highest trump, else the highest card of
the suit led, wins the trick, and its winner leads the next.  After thirteen
tricks each partnership (seats 0 and 2 against 1 and 3) scores a point for
every trick over six; the first side to the ``target`` wins the match.

Everything except the deal, the trick's winner and the score comes from
:class:`game.engine.tricks.TrickHand`, which is the point: a new trick game
is a few dozen lines over the shared parts.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.cards import Card, parse_cards
from game.engine.core import (
    Action,
    CardDealt,
    CardFlipped,
    Event,
    Hidden,
    Match,
    MatchResult,
    PlayerView,
    TableFacts,
    hand_location,
    ranked,
    seat_hands,
    shuffle,
    take_from_deck,
)
from game.engine.needs import DeckNeeds, Needs, number
from game.engine.rules import RuleSet
from game.engine.schema import Problems
from game.engine.tricks import Play, TrickHand, TrickRecord, highest

SUITS = ("S", "H", "D", "C")
RANKS = "23456789TJQKA"
TEAMS: tuple[tuple[int, ...], ...] = ((0, 2), (1, 3))
"""Partners sit opposite each other."""
BOOK = 6
"""Tricks a side must take before its tricks score (the "book")."""

STRENGTH = {Card.of(r + s): i for s in SUITS for i, r in enumerate(RANKS)}
"""A card's rank order within its suit: the trick's winner compares these."""


NEEDS = Needs(game="Whist", players=(4, 4), deck=DeckNeeds(in_order=True), options={"target": number(1, 13)})
"""What Whist reads from a rule file: a plain deck (no special cards), four players, and the target."""


def team_of(seat: int) -> int:
    """The partnership ``seat`` plays for: 0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat % 2


def check_rules(data: Mapping[str, Any], problems: Problems) -> None:
    """The loader's whole-file check: Whist needs exactly four players and a deck that deals them 13 each."""
    deck = data["deck"]
    size = len(deck["suits"]) * len(deck["ranks"]) * deck.get("copies", 1)
    if deck.get("specials"):
        problems.add(("deck", "specials"), "plain Whist has no special cards")
    if size != 52:
        problems.add(("deck",), f"Whist deals 13 cards to each of four players: the deck must hold 52, not {size}")
    players = data["players"]
    if players["min"] != 4 or players["max"] != 4:
        problems.add(("players",), "Whist is for four players in two partnerships")


@dataclass(frozen=True, slots=True)
class WhistView(PlayerView):
    """A seat's view, with the public fields the shared trick table and the rule bot read."""

    phase: str
    hand_size: int
    """Cards dealt to each player (13)."""
    flipped: Card
    """The dealer's turned card: trump's suit, and a card everyone knows the dealer holds until played."""
    trump: str
    tricks_won: tuple[int, ...]
    trick: tuple[Play, ...]
    lead_suit: str | None
    tricks: tuple[TrickRecord, ...]
    voids: tuple[frozenset[str], ...]
    teams: tuple[tuple[int, ...], ...]
    """The partnerships, which the table marks."""

    def facts(self) -> TableFacts:
        """What everyone sees of this hand, for the table."""
        return TableFacts(trump=self.trump, has_trump=True, hand_size=self.hand_size, phase=self.phase,
                          teams=self.teams, tricks_won=self.tricks_won)


class WhistHand(TrickHand):
    """One deal of Whist: thirteen tricks, then the partnerships' scores."""

    game = "whist"
    trump: str
    """Every Whist hand has a trump suit: the turned card's."""

    def __init__(self, rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
                 rng: random.Random, hands: Sequence[Sequence[Card] | str] | None = None,
                 flipped: Card | str | None = None) -> None:
        self.rules, self.options, self.players, self.dealer, self.rng = rules, options, players, dealer, rng
        self.log = []
        self._deal(seat_hands(hands, players), Card.of(flipped) if isinstance(flipped, str) else flipped)
        self.hands_dealt = [list(h) for h in self.hands]
        self.hand_size = len(self.hands[0])
        self.trick, self.tricks_won = [], [0] * players
        self.won, self.tricks = [[] for _ in range(players)], []
        self.voids = [set() for _ in range(players)]
        self.lead_suit = None
        self.scores = tuple(0 for _ in range(players))
        self.score_details = tuple("" for _ in range(players))
        self._start_play((dealer + 1) % players)

    def _deal(self, hands: list[list[Card]] | None, flipped: Card | None) -> None:
        """Deal round from the dealer's left, so the last card is the dealer's: it is turned for trump."""
        if hands is None:
            deck = self.rules.deck.cards()
            shuffle(self.rng, deck)
            order = [(self.dealer + 1 + k) % self.players for k in range(self.players)]
            self.hands = [[] for _ in range(self.players)]
            for k, seat in enumerate(order):
                self.hands[seat] = deck[k::self.players]
            flipped = self.hands[self.dealer][-1]
        else:
            take_from_deck(self.rules.deck.cards(), [c for h in hands for c in h])  # honest about the deck
            if flipped is None or flipped not in hands[self.dealer]:
                raise ValueError("an exact Whist deal needs the flipped card, and the dealer must hold it")
            self.hands = hands
        assert flipped.suit is not None, "a plain deck's every card has a suit"
        self.flipped = flipped
        self.trump = flipped.suit

    def opening_events(self) -> list[Event]:
        events: list[Event] = []
        for i in range(self.hand_size):
            for k in range(self.players):
                seat = (self.dealer + 1 + k) % self.players
                events.append(CardDealt(seat, self.hands_dealt[seat][i]))
        events.append(CardFlipped(self.flipped))
        return events

    # -- the rules of play --------------------------------------------------------
    def suit_of(self, card: Card) -> str | None:
        return card.suit

    def trick_winner(self, plays: Sequence[Play]) -> int:
        best = highest(plays, STRENGTH, self.trump, self.suit_of) or highest(plays, STRENGTH, self.lead_suit,
                                                                             self.suit_of)
        assert best is not None, "a trick always holds a card of the suit led"
        return best[0]

    def team_tricks(self) -> tuple[int, int]:
        """Tricks taken so far by each partnership."""
        return (self.tricks_won[0] + self.tricks_won[2], self.tricks_won[1] + self.tricks_won[3])

    def _score_hand(self) -> tuple[tuple[int, ...], tuple[str, ...]]:
        took = self.team_tricks()
        points = tuple(max(0, n - BOOK) for n in took)
        lines = []
        for seat in range(self.players):
            mine, score = took[team_of(seat)], points[team_of(seat)]
            lines.append(f"your side took {mine} trick{'' if mine == 1 else 's'}: "
                         f"{score} point{'' if score == 1 else 's'}")
        return tuple(points[team_of(s)] for s in range(self.players)), tuple(lines)

    # -- the protocol -------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        return self._play_actions() if self.phase == "play" else []

    def _why_not(self, action: Action) -> str | None:
        return self._why_not_play(action)

    def _apply(self, action: Action) -> list[Event]:
        return self._play(action.cards[0])

    def _apply_quietly(self, action: Action) -> None:
        self._play_quietly(action.cards[0])

    def clone(self) -> WhistHand:
        new = object.__new__(WhistHand)
        new.__dict__.update(self.__dict__)
        self._copy_trick_state(new)
        return new

    def _hidden(self, seat: int) -> Hidden:
        """Other hands, with the voids shown in play and the turned card known to sit with the dealer."""
        hidden = self._hand_hidden(seat)
        if seat == self.dealer or self.flipped not in self.hands[self.dealer]:
            return hidden
        return Hidden(sizes=hidden.sizes, unseen=hidden.unseen, excluded=hidden.excluded,
                      known={hand_location(self.dealer): (self.flipped,)})

    def view(self, seat: int) -> WhistView:
        hidden = self._hidden(seat)
        world = self._redacted(hidden)
        world.hands_dealt = [list(h) if s == seat else [] for s, h in enumerate(self.hands_dealt)]
        return WhistView(
            seat=seat, players=self.players, dealer=self.dealer, current_player=self.turn,
            hand=tuple(self.hands[seat]), hand_sizes=tuple(len(h) for h in self.hands),
            legal_actions=tuple(self.legal_actions()) if self.turn == seat else (),
            hidden=hidden, world=world, phase=self.phase, hand_size=self.hand_size, flipped=self.flipped,
            trump=self.trump, tricks_won=tuple(self.tricks_won), trick=tuple(self.trick),
            lead_suit=self.lead_suit, tricks=tuple(self.tricks), voids=tuple(frozenset(v) for v in self.voids),
            teams=TEAMS,
        )


class WhistMatch(Match):
    """Hands until a partnership reaches the target; partners share their total, so both win."""

    def _deal(self) -> WhistHand:
        return WhistHand(self.rules, self.options, self.players, self.dealer, self._hand_rng())

    def _over(self, totals: Sequence[int]) -> bool:
        return max(totals) >= int(self.options["target"])

    def _result(self, totals: Sequence[int]) -> MatchResult:
        best = max(totals)
        return MatchResult(totals=tuple(totals), winners=tuple(s for s, t in enumerate(totals) if t == best),
                           losers=(), standings=ranked(totals, high_first=True))


def make_match(rules: RuleSet, options: Mapping[str, Any], players: int, seed: int,
               variant: str | None) -> WhistMatch:
    """What :func:`game.engine.new_match` calls for a Whist rule file."""
    return WhistMatch(rules, options, players, seed, variant)


def new_hand(rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
             rng: random.Random, **setup: Any) -> WhistHand:
    """An exact position for tests: ``hands`` (per seat, or text) and ``flipped`` (a card the dealer holds)."""
    hands = setup.get("hands")
    if isinstance(hands, str):
        setup["hands"] = parse_cards(hands)
    return WhistHand(rules, options, players, dealer, rng, **setup)
