"""Computer opponents over the engine protocol: they see a seat's view, nothing more.

``make_bot(level, rules).choose(view, rng, budget)`` returns one of the view's
legal actions.  Levels so far: ``random`` (any legal action) and ``rule`` (a
per-game rule bot with sensible intent).  Search levels slot in here later.
"""

from __future__ import annotations

import random
from typing import Protocol

from ..engine import Action, PlayerView, RuleSet
from .koira_bot import koira
from .lohai_bot import lohai
from .lohi_bot import lohi
from .rulebots import RULE_BOTS, Policy

LEVELS = ("random", "rule")
POLICIES: dict[str, Policy] = {**RULE_BOTS, "lohai": lohai, "lohi": lohi, "koira": koira}


class Bot(Protocol):
    level: str

    def choose(self, view: PlayerView, rng: random.Random, budget: float = 0.0) -> Action:
        """One of ``view.legal_actions``; ``budget`` is seconds (or iterations) of thought."""
        ...


class RandomBot:
    """Plays any legal action: the floor every other level must beat."""

    level = "random"

    def choose(self, view: PlayerView, rng: random.Random, budget: float = 0.0) -> Action:
        return rng.choice(view.legal_actions)


class RuleBot:
    """A per-game heuristic player; falls back to random for games it does not know."""

    level = "rule"

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.policy = POLICIES.get(rules.engine)

    def choose(self, view: PlayerView, rng: random.Random, budget: float = 0.0) -> Action:
        actions = view.legal_actions
        if len(actions) == 1 or self.policy is None:
            return actions[0] if len(actions) == 1 else rng.choice(actions)
        return self.policy(view, self.rules, rng)


def make_bot(level: str, rules: RuleSet) -> Bot:
    """A bot of ``level`` for ``rules``; raises ``ValueError`` naming the known levels."""
    if level == "random":
        return RandomBot()
    if level == "rule":
        return RuleBot(rules)
    raise ValueError(f"unknown level '{level}' (known: {', '.join(LEVELS)})")


__all__ = ["LEVELS", "Bot", "RandomBot", "RuleBot", "make_bot"]
