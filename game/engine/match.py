"""Matches: a sequence of hands with running totals, its result, and the score sheet's records.

A :class:`Match` owns the one seeded RNG a whole match is reproduced from; each game's engine
subclasses it to deal its hands and say when the match is over and who won.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .actions import IllegalActionError
from .state import HandState

if TYPE_CHECKING:
    from .rules import RuleSet


def require_player_count(rules: RuleSet, players: int) -> None:
    if not rules.players_min <= players <= rules.players_max:
        raise IllegalActionError(
            f"{rules.title} is for {rules.players_min} to {rules.players_max} players, not {players}"
        )


@dataclass(frozen=True, slots=True)
class MatchResult:
    """The end of a match.  Games with a loser (Laus, Koira) fill ``losers``."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]
    losers: tuple[int, ...]
    standings: tuple[int, ...]
    """Seats from best to worst."""


Terms = tuple[tuple[str, tuple[int, ...]], ...]
"""A hand's terms: named whole numbers it took over from the hands before it (Lohai Carryover's pots,
Lo-Hi's rounds won), in a fixed order; with the game, variant, players, hand number, dealer and deal seed
they deal the hand again (:mod:`game.engine.deals`)."""


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One finished hand for the score sheet."""

    number: int
    dealer: int
    scores: tuple[int, ...]
    details: tuple[str, ...]
    actions: tuple[str, ...]
    deal_seed: int = 0
    """The 64-bit number the hand's cards were dealt from (:attr:`Match.deal_seed`)."""
    terms: Terms = ()
    """What the hand took over from the hands before it (:attr:`Match.terms`)."""


class Match(ABC):
    """A sequence of hands with running totals; owns the one seeded RNG.

    Each hand gets its own ``random.Random`` seeded from the match's, so a hand
    can be cloned and searched without disturbing the match, and the whole
    match is reproduced from ``(rules, variant, players, seed, actions)``.
    """

    def __init__(self, rules: RuleSet, options: Mapping[str, Any], players: int, seed: int,
                 variant: str | None = None) -> None:
        require_player_count(rules, players)
        self.rules = rules
        self.options = options
        self.variant = variant
        self.players = players
        self.seed = seed
        self.rng = random.Random(seed)
        self.dealer = self.rng.randrange(players)
        self.hand_number = 1
        self.history: list[HandRecord] = []
        self._committed = [0] * players
        self.deal_seed = 0
        """The 64-bit number the current hand's cards were dealt from (drawn from the match's RNG)."""
        self.terms: dict[str, tuple[int, ...]] = {}
        """What the current hand took over from the hands before it: see :data:`Terms`."""
        self._given: tuple[int, dict[str, tuple[int, ...]]] | None = None
        """The deal seed and terms for the next deal when they are given (:meth:`deal_again`), not drawn."""
        self._seed_given: int | None = None
        self.state = self._next_deal()

    @abstractmethod
    def _deal(self) -> HandState:
        """Deal hand ``self.hand_number`` with ``self.dealer`` dealing."""

    @abstractmethod
    def _over(self, totals: Sequence[int]) -> bool: ...

    @abstractmethod
    def _result(self, totals: Sequence[int]) -> MatchResult: ...

    def _carried(self) -> dict[str, tuple[int, ...]]:
        """What the hand about to be dealt takes over from the hands before it, besides its number and dealer
        (a game whose deal depends on more says so here; :meth:`_deal` reads it from :attr:`terms`)."""
        return {}

    def _check_terms(self, terms: Mapping[str, tuple[int, ...]]) -> None:
        """Raise ``ValueError`` saying why ``terms`` (keys and sizes already checked) cannot be dealt from."""
        return None

    def _take_terms(self, terms: Mapping[str, tuple[int, ...]]) -> None:
        """A hand is dealt again from ``terms``: set what the match keeps of them (Lo-Hi's rounds won)."""
        return None

    def _next_deal(self) -> HandState:
        """Deal the next hand: its terms from the match so far (or as given), then the cards."""
        given, self._given = self._given, None
        self.terms = dict(given[1]) if given is not None else self._carried()
        self._seed_given = given[0] if given is not None else None
        return self._deal()

    def _hand_rng(self) -> random.Random:
        """The hand's own RNG: seeded from the match's (or as :meth:`deal_again` gave), its seed kept."""
        given, self._seed_given = self._seed_given, None
        self.deal_seed = self.rng.getrandbits(64) if given is None else given
        return random.Random(self.deal_seed)

    def deal_again(self, hand: int, dealer: int, seed: int, terms: Mapping[str, tuple[int, ...]]) -> HandState:
        """Deal hand ``hand`` as it was dealt once (a deal code's parts), in place of the hand in progress.

        The match starts afresh from it (no hands before it, totals as the terms say); a deal a
        match of this game and variant could not have made raises ``ValueError`` saying why.
        """
        expected = self._carried_shape()
        if set(terms) != set(expected):
            want = ", ".join(expected) or "none"
            raise ValueError(f"this game and variant carry {want} from hand to hand, not {', '.join(terms) or 'none'}")
        for key, size in expected.items():
            if len(terms[key]) != size:
                raise ValueError(f"'{key}' should be {size} number{'s' if size != 1 else ''}, not {len(terms[key])}")
        if not 0 <= dealer < self.players:
            raise ValueError(f"the dealer should be a seat from 0 to {self.players - 1}, not {dealer}")
        rounds = self.rounds()
        if not 1 <= hand <= (rounds or 10_000):
            raise ValueError(f"the hand should be numbered from 1 to {rounds or 10_000}, not {hand}")
        if not 0 <= seed < 2**64:
            raise ValueError("the deal seed should be 16 hexadecimal digits")
        self._check_terms(terms)
        self.history, self._committed = [], [0] * self.players
        self.hand_number, self.dealer = hand, dealer
        self._take_terms(terms)
        self._given = (seed, {key: tuple(terms[key]) for key in expected})
        self.state = self._next_deal()
        return self.state

    def _carried_shape(self) -> dict[str, int]:
        """The terms this match's hands carry, and how many numbers each (as the current hand's)."""
        return {key: len(value) for key, value in self.terms.items()}

    @property
    def totals(self) -> tuple[int, ...]:
        """Running totals, including the current hand once it is over."""
        if self.state.is_over() and len(self.history) < self.hand_number:
            return tuple(a + b for a, b in zip(self._committed, self.state.hand_scores(), strict=True))
        return tuple(self._committed)

    def is_over(self) -> bool:
        return self.state.is_over() and self._over(self.totals)

    def rounds(self) -> int | None:
        """How many hands the match has, where that is fixed in advance (Oh Hell's schedule); else ``None``."""
        return None

    def result(self) -> MatchResult:
        if not self.is_over():
            raise IllegalActionError("the match is not over yet")
        return self._result(self.totals)

    def next_hand(self) -> HandState:
        """Score the finished hand and deal the next one."""
        if not self.state.is_over():
            raise IllegalActionError("the hand is still being played")
        if self.is_over():
            raise IllegalActionError("the match is over")
        self._commit()
        self.hand_number += 1
        self.dealer = (self.dealer + 1) % self.players
        self.state = self._next_deal()
        return self.state

    def _commit(self) -> None:
        scores = self.state.hand_scores()
        self._committed = [a + b for a, b in zip(self._committed, scores, strict=True)]
        self.history.append(HandRecord(
            number=self.hand_number, dealer=self.state.dealer, scores=scores,
            details=self.state.score_lines(), actions=tuple(str(a) for a in self.state.log),
            deal_seed=self.deal_seed, terms=tuple(self.terms.items()),
        ))

    @property
    def actions(self) -> list[str]:
        """The whole match log as action text: with the seed, the replay and the save."""
        done = [text for record in self.history for text in record.actions]
        return done + [str(a) for a in self.state.log]

    def play(self, texts: Iterable[str]) -> None:
        """Apply logged actions in order, dealing new hands as hands finish."""
        for text in texts:
            if self.state.is_over():
                self.next_hand()
            self.state.apply(self.state.parse_action(text))


def ranked(totals: Sequence[int], *, high_first: bool) -> tuple[int, ...]:
    """Seats ordered by total; equal totals keep seat order."""
    sign = -1 if high_first else 1
    return tuple(sorted(range(len(totals)), key=lambda s: (sign * totals[s], s)))
