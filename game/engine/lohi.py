"""Lo-Hi (RULINGS §2): shed your hand onto a pile that asks for higher, lower or exact.

One :class:`LohiHand` is one round.  Each player is dealt five cards plus one
for every round they have won; the deck's top card starts the pile; the player
with the fewest cards starts (ties: the youngest when ages are known, else a
seeded random pick, B2) and must play (B3).  A turn is one play — a set of one
rank or a run of consecutive ranks — or a pick-up.  The play sets what comes
next: a single card flips the direction against the card under it, a double
lets its player call higher or lower (not for aces and twos, B7), a triple lets
its player name a rank (B8), a quadruple gives its player another turn (B9), a
run reverses the order of play and asks for the other way (B10).  Three pick-ups
in a row turn the deck's top card onto the pile, keeping the direction (§2.2.7).
An empty deck is rebuilt from the pile under its top card (B13).

The match plays rounds until someone wins a round they began with ten cards.

>>> from game.engine import load_rules, new_hand
>>> hand = new_hand(load_rules("lohi"), players=3, hands=["9H 3C", "TD", "8C 6H"], flipped="7H")
>>> hand.current_player, [str(a) for a in hand.legal_actions()], hand.first_reason
(1, ['play TD'], 'fewest cards')
>>> tied = new_hand(load_rules("lohi"), players=3, hands=["9H 3C", "2C TD", "8C 6H"], flipped="7H")
>>> tied.first_reason, tied.current_player in (0, 1, 2)
('random', True)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..catalogue import N_, _, ngettext
from .actions import Action, ActionKind, IllegalActionError
from .cards import RANKS, Card, count_cards, parse_cards
from .events import CardDealt, CardFlipped, Event, HandScored
from .hidden import Hidden, Location, hand_location, shuffle
from .lohi_moves import (
    ANY,
    EQ,
    GE,
    LE,
    Constraint,
    MoveRules,
    Shape,
    by_rank,
    either,
    legal_plays,
    parse_constraint,
    play_words,
    shape_of,
    shape_problem,
)
from .match import Match, MatchResult, ranked
from .needs import Needs, choice, flag, number
from .rules import RuleSet
from .schema import Key, Problems, is_int, record
from .state import HandState, PlayerView, TableFacts, seat_hands, take_from_deck
from .tricks import copy_rng

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_CALL = ActionKind.CALL
_NAME = ActionKind.NAME
_PASS = ActionKind.PASS
_PICKUP = ActionKind.PICKUP
_PLAY = ActionKind.PLAY

DECK: Location = "deck"
PICKUP = Action(_PICKUP)
PASS = Action(_PASS)
CALLS = {"higher": Action(_CALL, args=("higher",)), "lower": Action(_CALL, args=("lower",))}
NAMES = {rank: Action(_NAME, args=(rank,)) for rank in RANKS}

HOOKS: dict[str, Mapping[str, Any]] = {}
DEAL_SCHEMA = record({
    "base_hand": Key(is_int(1, 20), required=True),
    "winning_hand": Key(is_int(1, 30), required=True),
})
PLAY_SCHEMA = record({"min_run": Key(is_int(2, 13), required=True), "streak_flip": Key(is_int(1, 10), required=True)})
NEEDS = Needs(
    game="Lo-Hi", players=(2, 5), sections=("deal", "play"),
    options={
        "sets_ignore_direction": flag(), "reshuffle_timing": choice("lazy", "immediate"),
        "first_player_tie_break": choice("youngest_then_random", "random"), "runs_wrap": flag(),
        "turned_cards_count": flag(), "name_own_rank": flag(), "bonus_turn": choice("play_or_pick_up", "must_play"),
        "runs_under_named_rank": choice("start_with_it", "not_allowed"), "flip_keeps_named_rank": flag(),
        "new_round_direction": choice("clockwise", "carry_over"), "turn_limit": number(0, 1_000_000),
    },
)
"""What Lo-Hi reads from a rule file: a plain deck (no jokers: every card has a rank to compare), ranked
in the file's order, the ``deal`` and ``play`` sections, and these options."""


def check_rules(data: Mapping[str, Any], problems: Problems) -> None:
    """The biggest possible deal — every player holding the winning hand size — must leave a card to turn up."""
    deal, deck = data["deal"], data["deck"]
    if deal["winning_hand"] < deal["base_hand"]:
        problems.add(("deal", "winning_hand"), _("the winning hand size cannot be below the starting hand size"))
    size = len(deck["suits"]) * len(deck["ranks"]) * deck.get("copies", 1)
    most = data["players"]["max"]
    worst = most * deal["winning_hand"] + 1  # every player may have won their way up to the winning hand
    if worst > size:
        problems.add(("deal", "winning_hand"), _("{most} players could need {worst} cards, but the deck has {size}"
                                                 ).format(most=most, worst=worst, size=size))


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class FirstPlayerChosen(Event):
    """Who starts the round, and why: ``fewest cards``, ``youngest``, ``random`` or ``given``."""

    seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class CardsPlayed(Event):
    """A set or a run laid on the pile, in the order laid."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardPicked(Event):
    """``seat`` took ``card`` from the deck: the table shows its face to that seat only."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """``seat`` could neither play nor pick up (deck and pile both spent, B13)."""

    seat: int


class Cause(StrEnum):
    """What set the pile's constraint, as a rule of the game (the table says it in a callout)."""

    SINGLE = "single"
    """A single card: the other way from the card under it (B5)."""
    MATCH = "match"
    """A single card of a turned-up card's rank: the constraint carries on (B4)."""
    DOUBLE_END = "double_end"
    """A double of the highest or lowest rank: anything may follow (B7)."""
    CALL = "call"
    """A double's player called higher or lower (B6)."""
    NAME = "name"
    """A triple's player named the rank to play (B8)."""
    QUADRUPLE = "quadruple"
    """Four of a kind: another turn, with any card (B9)."""
    RUN = "run"
    """A run: the order of play reverses and the pile asks for the other way (B10)."""
    PASSES = "passes"
    """Everyone passed with nothing to draw: anything may follow (B13)."""
    FLIP = "flip"
    """Three pick-ups in a row turned the deck's top card onto the pile (§2.2.7)."""


# Cause members read once (enum reads are slow, and these are read on every play)
_BY_SINGLE, _BY_MATCH, _BY_DOUBLE_END = Cause.SINGLE, Cause.MATCH, Cause.DOUBLE_END
_BY_CALL, _BY_NAME, _BY_QUADRUPLE, _BY_RUN, _BY_PASSES, _BY_FLIP = (
    Cause.CALL, Cause.NAME, Cause.QUADRUPLE, Cause.RUN, Cause.PASSES, Cause.FLIP)


@dataclass(frozen=True, slots=True)
class ConstraintSet(Event):
    """The pile now asks for ``constraint``; ``reason`` says what set it in words, ``cause`` as a rule, and
    ``seat`` whose play or call it was (``None`` when nobody's: passes, a card turned up)."""

    constraint: str
    reason: str
    cause: Cause = Cause.SINGLE
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class DirectionReversed(Event):
    """A run reversed the order of play: ``direction`` is +1 clockwise, -1 counter-clockwise."""

    direction: int


@dataclass(frozen=True, slots=True)
class BonusTurn(Event):
    """"Lo-hi!": a quadruple gives ``seat`` another turn with any card (B9)."""

    seat: int


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    """``count`` cards from under the pile's top card were shuffled into a new deck."""

    count: int


@dataclass(frozen=True, slots=True)
class RoundWon(Event):
    seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class LohiView(PlayerView):
    """What one seat may know: its hand, the whole pile, the constraint and every count."""

    phase: str
    """``play``, ``call`` (a double to call), ``name`` (a triple to name) or ``over``."""
    pile: tuple[Card, ...]
    constraint: Constraint
    direction: int
    streak: int
    deck_size: int
    rounds_won: tuple[int, ...]
    """Rounds each seat had won before this one (so it was dealt 5 + that many)."""
    first_player: int
    first_reason: str
    winner: int | None

    def facts(self) -> TableFacts:
        """What everyone sees of this hand, for the table."""
        return TableFacts(phase=self.phase)


# --------------------------------------------------------------------------- the round


class LohiHand(HandState):
    """One round of Lo-Hi, from the deal until someone's hand is empty."""

    game = "lohi"

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

    # -- what may be done ---------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.turn

    def can_pick_up(self) -> bool:
        """A card can be had: from the deck, or from the pile under its top card (B13)."""
        return bool(self.deck) or len(self.pile) > 1

    def _legal_actions(self) -> list[Action]:
        seat = self.turn
        if seat is None:
            return []
        if self.phase == "call":
            return [CALLS["higher"], CALLS["lower"]]
        if self.phase == "name":
            return [NAMES[r] for r in self.nameable()]
        plays = legal_plays(self.hands[seat], self.constraint, self.moves)
        if self.opening or (self.must_play and plays):
            return plays
        if self.can_pick_up():
            return [*plays, PICKUP]
        return plays or [PASS]

    def _why_not(self, action: Action) -> str | None:
        if self.phase == "call":
            if action.kind == _CALL and action.args in (("higher",), ("lower",)):
                return None
            return _("you made a double: say 'call higher' or 'call lower', not '{action}'").format(action=action)
        if self.phase == "name":
            if action.kind == _NAME and len(action.args) == 1 and str(action.args[0]) in self.order:
                if str(action.args[0]) in self.nameable():
                    return None
                return _("a triple may not name its own rank: name another")
            return _("you made a triple: name the rank to be played next, e.g. 'name Q', not '{action}'").format(
                action=action)
        if action.kind == _PICKUP and not action.cards and not action.args:
            if self.opening:
                return _("the first player of a round must play a card")
            if self.must_play and self._plays():
                return _("after a quadruple you play again: play a card")
            return None if self.can_pick_up() else _("the deck and the pile under its top card are empty: play or pass")
        if action.kind == _PASS and not action.cards and not action.args:
            if self.opening or self.can_pick_up():
                return _("you may not pass: play a card") if self.opening else _("you may not pass: play or pick up")
            return None if not self._plays() else _("you can play, so you may not pass")
        if action.kind != _PLAY or not action.cards or action.args:
            if self.opening:
                return _("play cards (e.g. 'play 6S 5H 4C'), not '{action}'").format(action=action)
            return _("play cards (e.g. 'play 6S 5H 4C') or pick up ('pickup'), not '{action}'").format(action=action)
        return self._why_not_play(action.cards)

    def nameable(self) -> list[str]:
        """The ranks a triple may name: every rank, its own included unless ``name_own_rank`` is off (B8)."""
        ranks = list(self.rules.deck.ranks)
        if not self.options["name_own_rank"]:
            ranks.remove(self.pile[-1].rank)
        return ranks

    def _plays(self) -> list[Action]:
        assert self.turn is not None
        return legal_plays(self.hands[self.turn], self.constraint, self.moves)

    def _why_not_play(self, cards: Sequence[Card]) -> str | None:
        assert self.turn is not None
        hand = count_cards(self.hands[self.turn])
        for card, count in count_cards(cards).items():
            if hand.get(card, 0) < count:
                return (_("you do not hold the {card}") if card not in hand else _("you hold one {card}")).format(
                    card=card.name)
        shape = shape_of(cards, self.moves)
        if isinstance(shape, str):
            return shape
        problem = shape_problem(shape, len(cards), self.constraint, self.moves)
        if problem is None:
            return None
        plays = list(dict.fromkeys(play_words(a.cards) for a in self._plays()))
        if len(plays) > 6:
            plays = [*plays[:5], _("{count} other plays").format(count=len(plays) - 5)]
        fallback = "" if self.opening else _("pick up") if self.can_pick_up() else "" if plays else _("pass")
        shown = [_("play {plays}").format(plays=either(plays)) if plays else "", fallback]
        listed = _("{first}, or {second}").format(first=shown[0], second=fallback) if all(shown) else "".join(shown)
        return _("{problem} (you may {listed})").format(problem=problem, listed=listed) if listed else problem

    def offered(self, action: Action) -> Action | None:
        """The listed action that makes the same play as ``action``, or ``None`` if it is not legal.

        Suits never matter, so :meth:`legal_actions` lists one choice of suits per
        distinct play; any other choice of the same ranks is just as legal and is
        accepted by :meth:`apply`.  The table and tests use this to match a dragged
        group of cards to the listed play it stands for.
        """
        if self.turn is None or self.why_not(action) is not None:
            return None
        if action.kind != _PLAY:
            return next((a for a in self.legal_actions() if a == action), None)
        groups = by_rank(self.hands[self.turn])
        ranks = [c.rank for c in action.cards]
        one_rank = len(set(ranks)) == 1
        cards = tuple(groups[ranks[0]][:len(ranks)]) if one_rank else tuple(groups[r][0] for r in ranks)
        return next((a for a in self.legal_actions() if a.cards == cards), None)

    def _read(self, text: str) -> Action:
        """As for every game, with ``name q``, ``name 10`` and ``name 9`` read as the ranks they are."""
        action = super()._read(text)
        if action.kind == _NAME and len(action.args) == 1 and not action.cards:
            word = str(action.args[0]).upper()
            action = Action(_NAME, args=("T" if word == "10" else word,))
        return action

    def _unlisted_move(self, action: Action) -> Action | None:
        """A play of held cards in a legal shape is a move in whatever suits and order: the list holds one of each.

        ``_why_not`` has checked the cards are held, the shape and the constraint, and that no word
        follows the cards; every other kind is listed exactly.
        """
        return action if action.kind == _PLAY else None

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

    # -- results ------------------------------------------------------------------
    def hand_scores(self) -> tuple[int, ...]:
        """One round won for the winner: rounds won are the only score (B16)."""
        return tuple(int(s == self.winner) for s in range(self.players))

    def score_lines(self) -> tuple[str, ...]:
        if self.winner is None:
            return super().score_lines()
        return tuple(
            _("won the round begun with {count} cards ({reason})").format(
                count=self.start_sizes[s], reason=_(self.win_reason)) if s == self.winner
            else ngettext("{count} card left", "{count} cards left", len(self.hands[s])).format(
                count=len(self.hands[s]))
            for s in range(self.players))

    @property
    def game_won(self) -> bool:
        """The round's winner began it with the winning hand size (LOHI-T7)."""
        return self.winner is not None and self.start_sizes[self.winner] >= self.winning_hand

    def next_hand_sizes(self) -> tuple[int, ...]:
        """What each seat is dealt next round: five plus rounds won, this one included."""
        return tuple(size + int(s == self.winner) for s, size in enumerate(self.start_sizes))

    def all_cards(self) -> dict[Card, int]:
        return count_cards([c for h in self.hands for c in h] + self.deck + self.pile)

    # -- copies and views ---------------------------------------------------------
    def clone(self) -> LohiHand:
        new = object.__new__(LohiHand)
        new.__dict__.update(self.__dict__)
        new.hands = [list(h) for h in self.hands]
        new.deck, new.pile, new.log = list(self.deck), list(self.pile), list(self.log)
        new.rng = copy_rng(self.rng)
        return new

    def _set_location(self, location: Location, cards: list[Card]) -> None:
        self._legal = None
        if location == DECK:
            self.deck = list(cards)
        else:
            self.hands[int(location[4:])] = list(cards)

    def hidden_from(self, seat: int) -> Hidden:
        """Other hands and the deck; nobody sees another's pick-ups, everyone sees the pile."""
        sizes: dict[Location, int] = {}
        unseen: list[Card] = []
        for other in range(self.players):
            if other != seat:
                sizes[hand_location(other)] = len(self.hands[other])
                unseen.extend(self.hands[other])
        sizes[DECK] = len(self.deck)
        unseen.extend(self.deck)
        return Hidden(sizes=sizes, unseen=tuple(unseen))

    def view(self, seat: int) -> LohiView:
        hidden = self.hidden_from(seat)
        world = self._redacted(hidden)
        world.hands_dealt = [list(h) if s == seat else [] for s, h in enumerate(self.hands_dealt)]
        if self.log:
            # Once the round is under way the deal only served the opening animation; after a
            # reshuffle those cards may lie in the deck, and the world must not say which they are.
            world.hands_dealt = [[] for __ in self.hands_dealt]
            world.start_card = world.pile[-1]
        return LohiView(
            seat=seat, players=self.players, dealer=self.dealer, current_player=self.turn,
            hand=tuple(self.hands[seat]), hand_sizes=tuple(len(h) for h in self.hands),
            legal_actions=tuple(self.legal_actions()) if self.turn == seat else (),
            hidden=hidden, world=world, phase=self.phase, pile=tuple(self.pile), constraint=self.constraint,
            direction=self.direction, streak=self.streak, deck_size=len(self.deck), rounds_won=self.wins,
            first_player=self.first, first_reason=self.first_reason, winner=self.winner,
        )


# --------------------------------------------------------------------------- the match


class LohiMatch(Match):
    """Rounds until someone wins a round begun with ten cards; the totals are rounds won.

    ``ages`` (one per seat, ``None`` when unknown) break the first-player tie
    (B2); the app sets them with :meth:`set_ages`, which also re-decides the
    round in progress if nobody has acted yet.
    """

    def __init__(self, rules: RuleSet, options: Mapping[str, Any], players: int, seed: int,
                 variant: str | None = None) -> None:
        self.ages: list[int | None] = [None] * players
        super().__init__(rules, options, players, seed, variant)

    def set_ages(self, ages: Sequence[int | None]) -> None:
        if len(ages) != self.players:
            raise ValueError(f"{len(ages)} ages given for {self.players} players")
        self.ages = list(ages)
        state = self.state
        if isinstance(state, LohiHand) and not state.log and state.opening:
            state.restart_with_ages(self.ages)

    def _carried(self) -> dict[str, tuple[int, ...]]:
        """Rounds won (a card more each), and with ``carry_over`` the way the last round went (B11)."""
        terms: dict[str, tuple[int, ...]] = {"wins": tuple(self._committed)}
        if self.options["new_round_direction"] == "carry_over":
            last = getattr(self, "state", None)
            terms["way"] = (last.direction if isinstance(last, LohiHand) else 1,)
        return terms

    def _check_terms(self, terms: Mapping[str, tuple[int, ...]]) -> None:
        most = int(self.rules.deal["winning_hand"]) - int(self.rules.deal["base_hand"])
        if any(not 0 <= won <= most for won in terms["wins"]):
            raise ValueError(f"rounds won should be from 0 to {most} each")
        if terms.get("way", (1,))[0] not in (1, -1):
            raise ValueError("the way of play should be 1 (clockwise) or -1")

    def _take_terms(self, terms: Mapping[str, tuple[int, ...]]) -> None:
        """The rounds won are the match's totals so far."""
        self._committed = list(terms["wins"])

    def _deal(self) -> LohiHand:
        """Five cards plus rounds won each; clockwise, or the last round's way with ``carry_over`` (B11)."""
        return LohiHand(self.rules, self.options, self.players, self.dealer, self._hand_rng(),
                        wins=self.terms["wins"], ages=self.ages, direction=self.terms.get("way", (1,))[0])

    def _over(self, totals: Sequence[int]) -> bool:
        state = self.state
        return isinstance(state, LohiHand) and state.game_won

    def _result(self, totals: Sequence[int]) -> MatchResult:
        state = self.state
        assert isinstance(state, LohiHand) and state.winner is not None
        return MatchResult(totals=tuple(totals), winners=(state.winner,), losers=(),
                           standings=ranked(totals, high_first=True))


def make_match(rules: RuleSet, options: Mapping[str, Any], players: int, seed: int,
               variant: str | None) -> LohiMatch:
    return LohiMatch(rules, options, players, seed, variant)


def new_hand(rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
             rng: random.Random, **setup: Any) -> LohiHand:
    """An exact position: ``hands``, ``flipped`` or the whole ``pile`` (bottom first), ``stack``
    (the deck, top first; unnamed cards go under it shuffled), ``wins`` before the round,
    ``ages``; mid-round also ``turn``, ``constraint`` (``>=9``), ``direction`` and ``streak``."""
    return LohiHand(rules, options, players, dealer, rng, **setup)
