"""The rules of every game: pure Python, deterministic given a seed, no pygame.

>>> match = new_match(load_rules("oh_hell"), variant="classic", players=4, seed=7)
>>> match.state.current_player == (match.dealer + 1) % 4
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .actions import Action, ActionKind, IllegalActionError
from .cards import Card, CardError, DeckSpec, cards_text, parse_cards
from .events import Event
from .match import Match, MatchResult, require_player_count
from .rules import RuleFileError, RuleSet, load_rules
from .state import HandState, PlayerView

Variant = str | Mapping[str, Any] | None


def _rules(rules: RuleSet | str | Path) -> RuleSet:
    return rules if isinstance(rules, RuleSet) else load_rules(rules)


def _players(rules: RuleSet, variant: Variant, players: int | None) -> int:
    fixed = rules.variant_players(variant)
    if players is None:
        return fixed or rules.players_default
    if fixed is not None and players != fixed:
        raise ValueError(f"the variant '{variant}' is for {fixed} players, not {players}")
    require_player_count(rules, players)
    return players


def new_match(rules: RuleSet | str | Path, variant: Variant = None, players: int | None = None,
              seed: int = 0) -> Match:
    """A match of ``rules`` (a RuleSet, a built-in game name or a path) from a seed."""
    rules = _rules(rules)
    name, options = rules.resolve(variant)
    match: Match = rules.module.make_match(rules, options, _players(rules, variant, players), seed, name)
    return match


def new_hand(rules: RuleSet | str | Path, variant: Variant = None, players: int | None = None,
             dealer: int = 0, seed: int = 0, **setup: Any) -> HandState:
    """An exact position for tests and tools: ``hands=``, ``flipped=``, ``stack=`` and more."""
    rules = _rules(rules)
    _, options = rules.resolve(variant)
    count = _players(rules, variant, players)
    state: HandState = rules.module.new_hand(rules, options, count, dealer, random.Random(seed), **setup)
    return state


def replay(rules: RuleSet | str | Path, variant: Variant, players: int, seed: int,
           actions: list[str]) -> Match:
    """The match a log describes: the save-game format is exactly these arguments."""
    match = new_match(rules, variant, players, seed)
    match.play(actions)
    return match


__all__ = [
    "Action", "ActionKind", "Card", "CardError", "DeckSpec", "Event", "HandState", "IllegalActionError", "Match",
    "MatchResult", "PlayerView", "RuleFileError", "RuleSet", "cards_text", "load_rules", "new_hand",
    "new_match", "parse_cards", "replay",
]
