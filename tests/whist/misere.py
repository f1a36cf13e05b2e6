"""Misère Whist: plain Whist where every trick counts against the side that takes it, and the fewest points win.

The test suite's lower-wins game.  Its spec says ``better="lower"`` and names no
scoring, no rule bot and no seat, so search plays it with the registry's generic
scoring and random rollouts: the proof that the generic scoring reads a game's
hand scores the way its spec says they run (``tests/test_whist.py``, where
Medium takes fewer tricks than random seats).  Importing this module registers
the game; it is also the game's engine module, so a worker that unpickles a
misère hand registers the game too.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.engine.cards import parse_cards
from game.engine.core import MatchResult, ranked
from game.engine.needs import DeckNeeds, Needs, number
from game.engine.rules import RuleSet
from game.games import GameSpec, register
from tests.whist.engine import WhistHand, WhistMatch, check_rules, team_of

__all__ = ["NEEDS", "SPEC", "MisereHand", "MisereMatch", "check_rules", "make_match", "new_hand"]

NEEDS = Needs(game="Misère Whist", players=(4, 4), deck=DeckNeeds(in_order=True),
              options={"target": number(1, 100)})
"""What misère Whist reads from a rule file: Whist's deck and players, and the limit that ends a match."""


class MisereHand(WhistHand):
    """One deal of misère Whist: thirteen tricks, each a point against the side that took it."""

    game = "misere_whist"

    def _score_hand(self) -> tuple[tuple[int, ...], tuple[str, ...]]:
        took = self.team_tricks()
        lines = tuple(f"your side took {took[team_of(seat)]} trick{'' if took[team_of(seat)] == 1 else 's'}: "
                      f"{took[team_of(seat)]} against you" for seat in range(self.players))
        return tuple(took[team_of(seat)] for seat in range(self.players)), lines

    def clone(self) -> MisereHand:
        new = object.__new__(MisereHand)
        new.__dict__.update(self.__dict__)
        self._copy_trick_state(new)
        return new


class MisereMatch(WhistMatch):
    """Hands until a side reaches the limit; then the side with fewer points wins."""

    def _deal(self) -> MisereHand:
        return MisereHand(self.rules, self.options, self.players, self.dealer, self._hand_rng())

    def _result(self, totals: Sequence[int]) -> MatchResult:
        best = min(totals)
        return MatchResult(totals=tuple(totals), winners=tuple(s for s, t in enumerate(totals) if t == best),
                           losers=(), standings=ranked(totals, high_first=False))


def make_match(rules: RuleSet, options: Mapping[str, Any], players: int, seed: int,
               variant: str | None) -> MisereMatch:
    """What :func:`game.engine.new_match` calls for a misère Whist rule file."""
    return MisereMatch(rules, options, players, seed, variant)


def new_hand(rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
             rng: random.Random, **setup: Any) -> MisereHand:
    """An exact position for tests, as for Whist: ``hands`` (per seat, or text) and ``flipped``."""
    hands = setup.get("hands")
    if isinstance(hands, str):
        setup["hands"] = parse_cards(hands)
    return MisereHand(rules, options, players, dealer, rng, **setup)


SPEC = register(GameSpec(name="misere_whist", engine="tests.whist.misere",
                         rules=Path(__file__).resolve().parent / "misere.yaml", better="lower", motif="2S 2H 2D"))
"""Misère Whist's entry in the game registry: lower hand scores win, and nothing else of its own."""
