"""A round of Lo-Hi as it is dealt and played: its state, the deal, and what each move does.

A turn is one play — a set of one rank or a run of consecutive ranks — or a
pick-up.  The play sets what comes next: a single card flips the direction
against the card under it, a double lets its player call higher or lower (not
for aces and twos, B7), a triple lets its player name a rank (B8), a quadruple
gives its player another turn (B9), a run reverses the order of play and asks
for the other way (B10).  Three pick-ups in a row turn the deck's top card onto
the pile, keeping the direction (§2.2.7).  An empty deck is rebuilt from the
pile under its top card (B13).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...catalogue import N_
from ..actions import Action, ActionKind, IllegalActionError
from ..cards import Card, parse_cards
from ..events import CardDealt, CardFlipped, Event, HandScored
from ..hidden import shuffle
from ..rules import RuleSet
from ..state import HandState, seat_hands, take_from_deck
from .events import (
    BonusTurn,
    CardPicked,
    CardsPlayed,
    Cause,
    ConstraintSet,
    DeckReshuffled,
    DirectionReversed,
    FirstPlayerChosen,
    Passed,
    RoundWon,
)
from .moves import ANY, EQ, GE, LE, Constraint, MoveRules, Shape, parse_constraint, shape_of

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_PASS = ActionKind.PASS
_PICKUP = ActionKind.PICKUP

# Cause members read once (enum reads are slow, and these are read on every play)
_BY_SINGLE, _BY_MATCH, _BY_DOUBLE_END = Cause.SINGLE, Cause.MATCH, Cause.DOUBLE_END
_BY_CALL, _BY_NAME, _BY_QUADRUPLE, _BY_RUN, _BY_PASSES, _BY_FLIP = (
    Cause.CALL, Cause.NAME, Cause.QUADRUPLE, Cause.RUN, Cause.PASSES, Cause.FLIP)


class LohiPlay(HandState):
    """One round of Lo-Hi as dealt and played: the state, the deal, the first player, and what each move does
    to the hands, the pile and the turn.  :class:`~.hand.LohiHand` adds what may be done and why not, the
    result, copies and views."""

    def __init__(self, rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
                 rng: random.Random, hands: Sequence[Sequence[Card] | str] | None = None,
                 flipped: Card | str | None = None, pile: Sequence[Card] | str | None = None,
                 stack: Sequence[Card] | str | None = None, wins: Sequence[int] | None = None,
                 ages: Sequence[int | None] | None = None, turn: int | None = None,
                 constraint: str | Constraint | None = None, direction: int = 1, streak: int = 0) -> None:
        self.rules, self.options, self.players, self.dealer, self.rng = rules, options, players, dealer, rng
        self.log = []
        self.order = {r: i for i, r in enumerate(rules.deck.ranks)}
        self.moves = MoveRules(
            self.order, min_run=int(rules.play["min_run"]), wrap=bool(options["runs_wrap"]),
            loose_sets=bool(options["sets_ignore_direction"]),
            runs_on_named=options["runs_under_named_rank"] == "start_with_it")
        self.streak_flip: int = rules.play["streak_flip"]
        self.lazy = options["reshuffle_timing"] == "lazy"
        self.turn_limit = int(options["turn_limit"])
        self.wins = tuple(wins) if wins is not None else (0,) * players
        if len(self.wins) != players:
            raise ValueError(f"{len(self.wins)} win counts given for {players} players")
        base = int(rules.deal["base_hand"])
        self.start_sizes = tuple(base + w for w in self.wins)
        self.winning_hand = int(rules.deal["winning_hand"])
        self.tie_roll = rng.random()
        self._deal(seat_hands(hands, players), flipped, pile, stack)
        self.hands_dealt = [list(h) for h in self.hands]
        self.start_card = self.pile[-1]
        self.turned_at: int | None = len(self.pile) - 1 if turn is None else None
        """Where on the pile the last card turned from the deck lies (for ``turned_cards_count``, B4/B12)."""
        self.constraint = parse_constraint(constraint)
        self.direction = 1 if direction >= 0 else -1
        self.streak, self.passes, self.turns = streak, 0, 0
        self.phase = "play"
        self.must_play = False
        """A bonus turn under ``bonus_turn: must_play`` (B9): no picking up."""
        self.winner: int | None = None
        self.win_reason = ""
        if turn is None:
            self.opening = True
            self.first, self.first_reason = self.choose_first(ages)
        else:
            self.opening = False
            self.first, self.first_reason = turn % players, "given"
        self.turn: int | None = self.first

    # -- dealing ------------------------------------------------------------------
    def _deal(self, hands: list[list[Card]] | None, flipped: Card | str | None,
              pile: Sequence[Card] | str | None, stack: Sequence[Card] | str | None) -> None:
        laid = parse_cards(pile) if isinstance(pile, str) else list(pile or [])
        if flipped is not None:
            laid.append(Card.of(flipped) if isinstance(flipped, str) else flipped)
        top = parse_cards(stack) if isinstance(stack, str) else list(stack or [])
        deck = self.rules.deck.cards()
        if hands is None:
            rest = take_from_deck(deck, laid + top)
            shuffle(self.rng, rest)
            rest = top + rest
            self.hands: list[list[Card]] = [[] for __ in range(self.players)]
            first = (self.dealer + 1) % self.players
            for __ in range(max(self.start_sizes)):
                for k in range(self.players):
                    seat = (first + k) % self.players
                    if len(self.hands[seat]) < self.start_sizes[seat]:
                        self.hands[seat].append(rest.pop(0))
        else:
            self.hands = hands
            rest = take_from_deck(deck, [c for h in hands for c in h] + laid + top)
            shuffle(self.rng, rest)
            rest = top + rest
        if not laid:
            laid.append(rest.pop(0))
        self.pile, self.deck = laid, rest

    def choose_first(self, ages: Sequence[int | None] | None = None) -> tuple[int, str]:
        """Fewest cards; on a tie the youngest if every tied age is known, else a seeded pick (B2)."""
        sizes = [len(h) for h in self.hands]
        tied = [s for s in range(self.players) if sizes[s] == min(sizes)]
        if len(tied) == 1:
            return tied[0], "fewest cards"
        known = list(ages) if ages is not None else [None] * self.players
        if self.options["first_player_tie_break"] == "youngest_then_random" and all(
                known[s] is not None for s in tied):
            youngest = min(int(known[s] or 0) for s in tied)
            pool = [s for s in tied if known[s] == youngest]
            if len(pool) == 1:
                return pool[0], "youngest"
            tied = pool
        return tied[int(self.tie_roll * len(tied))], "random"

    def restart_with_ages(self, ages: Sequence[int | None]) -> None:
        """Choose the first player again once ages are known; only before anyone has acted."""
        if self.log or not self.opening:
            raise IllegalActionError("the round has begun: the first player can no longer change")
        self.first, self.first_reason = self.choose_first(ages)
        self.turn = self.first
        self._legal = None

    def opening_events(self) -> list[Event]:
        events: list[Event] = []
        first = (self.dealer + 1) % self.players
        for i in range(max(len(h) for h in self.hands_dealt)):
            for k in range(self.players):
                seat = (first + k) % self.players
                if i < len(self.hands_dealt[seat]):
                    events.append(CardDealt(seat, self.hands_dealt[seat][i]))
        events.append(CardFlipped(self.start_card))
        events.append(FirstPlayerChosen(self.first, self.first_reason))
        return events

    # -- doing it -----------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        assert seat is not None
        self.turns += 1
        if self.phase == "call":
            rank = self.pile[-1].rank
            self.constraint = Constraint(GE if action.args[0] == "higher" else LE, rank)
            self.phase = "play"
            called = ConstraintSet(str(self.constraint), N_("seat {seat} called {call}").format(
                seat=seat, call=action.args[0]), _BY_CALL, seat)
            return [called, *self._next(seat)]
        if self.phase == "name":
            self.constraint = Constraint(EQ, str(action.args[0]))
            self.phase = "play"
            return [ConstraintSet(str(self.constraint), N_("seat {seat} named a rank").format(
                seat=seat), _BY_NAME, seat), *self._next(seat)]
        if action.kind == _PICKUP:
            return self._pick_up(seat)
        if action.kind == _PASS:
            return self._pass(seat)
        return self._play(seat, action.cards)

    def _play(self, seat: int, cards: Sequence[Card]) -> list[Event]:
        shape = shape_of(cards, self.moves)
        assert isinstance(shape, Shape)
        hand = self.hands[seat]
        for card in cards:
            hand.remove(card)
        self.pile.extend(cards)
        self.opening = self.must_play = False
        self.streak = self.passes = 0
        events: list[Event] = [CardsPlayed(seat, tuple(cards))]
        bonus = False
        if shape.kind != "set":
            self.direction = -self.direction
            self.constraint = Constraint(LE if shape.kind == "up" else GE, shape.last)
            events += [DirectionReversed(self.direction), ConstraintSet(str(self.constraint),
                N_("a run"), _BY_RUN, seat)]
        else:
            count = self._multiplicity()
            under = self.pile[-len(cards) - 1].rank
            if count == 1 and under == shape.first:
                self.constraint = self.constraint.carried_to(shape.first)
                events.append(ConstraintSet(str(self.constraint),
                    N_("a card matching a turned-up card"), _BY_MATCH, seat))
            elif count == 1:
                higher = self.order[shape.first] > self.order[under]
                self.constraint = Constraint(LE if higher else GE, shape.first)
                events.append(ConstraintSet(str(self.constraint), N_("a single card"), _BY_SINGLE, seat))
            elif count == 2 and shape.first in (self.rules.deck.ranks[0], self.rules.deck.ranks[-1]):
                self.constraint = Constraint()
                events.append(ConstraintSet(str(self.constraint), N_("a double of the highest or lowest rank"),
                                            _BY_DOUBLE_END, seat))
            elif count == 2:
                self.phase = "call"
            elif count == 3:
                self.phase = "name"
            else:
                self.constraint, bonus = Constraint(), True
                self.must_play = self.options["bonus_turn"] == "must_play"
                events += [BonusTurn(seat), ConstraintSet(str(self.constraint), N_("a quadruple"), _BY_QUADRUPLE, seat)]
        if not hand:
            return events + self._win(seat, N_("emptied their hand"))
        if self.phase != "play" or bonus:
            return events
        return events + self._next(seat)

    def _multiplicity(self) -> int:
        """How many cards of the top card's rank lie together on top of the pile (B4, B6, B12)."""
        top, count = self.pile[-1].rank, 0
        floor = -1 if self.options["turned_cards_count"] or self.turned_at is None else self.turned_at
        for index in range(len(self.pile) - 1, floor, -1):
            if self.pile[index].rank != top:
                break
            count += 1
        return count

    def _pick_up(self, seat: int) -> list[Event]:
        events = [] if self.deck else self._reshuffle()
        card = self.deck.pop(0)
        self.hands[seat].append(card)
        events.append(CardPicked(seat, card))
        if not self.lazy and not self.deck:
            events += self._reshuffle()
        return events + self._count_streak(seat)

    def _pass(self, seat: int) -> list[Event]:
        self.passes += 1
        events: list[Event] = [Passed(seat)]
        events += self._count_streak(seat)
        if self.passes >= self.players and self.constraint.kind != ANY:
            self.passes = 0
            self.constraint = Constraint()
            events.append(ConstraintSet(str(self.constraint), N_("everyone passed with nothing to draw"), _BY_PASSES))
        return events

    def _count_streak(self, seat: int) -> list[Event]:
        """Pick-ups and passes in a row: the third turns the deck's top card onto the pile (§2.2.7, B12)."""
        self.streak += 1
        events: list[Event] = []
        if self.streak >= self.streak_flip:
            self.streak = 0
            if not self.deck and len(self.pile) > 1:
                events += self._reshuffle()
            if self.deck:
                card = self.deck.pop(0)
                self.pile.append(card)
                self.turned_at = len(self.pile) - 1
                self.constraint = self.constraint.carried_to(card.rank)
                if self.constraint.kind == EQ and not self.options["flip_keeps_named_rank"]:
                    self.constraint = Constraint()
                events += [CardFlipped(card), ConstraintSet(str(self.constraint),
                    N_("three pick-ups in a row"), _BY_FLIP)]
                if not self.lazy and not self.deck:
                    events += self._reshuffle()
        if self.turn_limit and self.turns >= self.turn_limit:
            return events + self._stalled()
        return events + self._next(seat)

    def _reshuffle(self) -> list[Event]:
        """The pile under its top card becomes the deck; the top card and the constraint stay (B13)."""
        under = self.pile[:-1]
        if not under:
            return []
        self.pile = self.pile[-1:]
        self.turned_at = 0 if self.turned_at == len(under) else None
        shuffle(self.rng, under)
        self.deck.extend(under)
        return [DeckReshuffled(len(under))]

    def _next(self, seat: int) -> list[Event]:
        self.turn = (seat + self.direction) % self.players
        return []

    def _stalled(self) -> list[Event]:
        assert self.turn is not None
        order = [(self.turn + self.direction * k) % self.players for k in range(self.players)]
        return self._win(min(order, key=lambda s: len(self.hands[s])), N_("held the fewest cards at the turn limit"))

    def _win(self, seat: int, reason: str) -> list[Event]:
        self.winner, self.win_reason = seat, reason
        self.turn, self.phase = None, "over"
        return [RoundWon(seat, reason), HandScored(self.hand_scores(), self.score_lines())]
