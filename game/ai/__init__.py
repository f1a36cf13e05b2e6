"""Computer opponents over the engine protocol: they see a seat's view, nothing more.

``make_bot(level, rules, clock=None).choose(view, rng, budget)`` returns one of
the view's legal actions.  Levels, weakest first: ``random`` (any legal
action), ``rule`` (a per-game rule bot with sensible intent), ``easy`` (the
rule bot with some slips), ``medium`` (a few hundred iterations of
information-set MCTS), ``hard`` (about a second of it) and ``expert`` (more
time, and the play read as it falls: the belief of :mod:`.belief`, over each
game's evidence).  ``budget`` is seconds
of thought (``0`` for the level's own) or an exact :class:`Budget`.
"""

from __future__ import annotations

from ..levels import LEVELS
from .belief import BeliefSampler
from .budget import Budget, Clock
from .inference import InferenceSampler, inference, reading_for
from .levels import (
    SEARCH_LEVELS,
    Bot,
    EasyBot,
    RandomBot,
    RuleBot,
    SearchBot,
    SearchLevel,
    Think,
    blunder_for,
    make_bot,
    policy_for,
)
from .rewards import Scoring, scoring_for
from .search import Choice, Sampler, determinize, ismcts, merge

__all__ = [
    "LEVELS", "SEARCH_LEVELS", "BeliefSampler", "Bot", "Budget", "Choice", "Clock", "EasyBot", "InferenceSampler",
    "RandomBot", "RuleBot", "Sampler", "Scoring", "SearchBot", "SearchLevel", "Think", "blunder_for", "determinize",
    "inference", "ismcts", "make_bot", "merge", "policy_for", "reading_for", "scoring_for",
]
