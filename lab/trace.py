"""A readable, deterministic text trace of a match played by seeded random choices.

Golden playthrough files under ``tests/golden/`` are these traces; a test plays
the same seeds again and diffs, so any change in the rules' behaviour shows up
as a readable diff of who played what and who scored how much.

Every action is drawn by a ``random.Random`` seeded per match from the state's
legal actions (whose order the engine keeps deterministic), not chosen by a
bot: tuning a bot leaves the goldens alone, and a random walk reaches corners
of the rules a sensible bot never visits.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.engine import Event, load_rules, new_match
from game.engine.cards import Card
from game.engine.core import CardDealt

MAX_ACTIONS = 20_000
"""Far more actions than a hand takes even played at random (a random Koira hand at eight runs to about 2,000):
a hand that runs longer is not ending."""


def _event_text(event: Event) -> str:
    parts = [type(event).__name__]
    for name in event.__dataclass_fields__:
        value = getattr(event, name)
        if isinstance(value, tuple) and value and isinstance(value[0], Card):
            value = " ".join(str(c) for c in value)
        elif isinstance(value, tuple) and value and isinstance(value[0], str):
            value = " | ".join(value)
        elif isinstance(value, tuple):
            value = ",".join(str(v) for v in value)
        parts.append(f"{name}={value}")
    return " ".join(parts)


def trace(game: str, variant: str, players: int, seed: int, hands: int = 2) -> Iterator[str]:
    """The trace of the first ``hands`` hands of a match dealt from ``seed``, every action a seeded random pick.

    The picks come from their own ``random.Random(seed)``, apart from the match's deals.
    """
    rules = load_rules(game)
    match = new_match(rules, variant, players, seed)
    picks = random.Random(seed)
    yield f"# {game} variant={variant} players={players} seed={seed} actions=random"
    for number in range(1, hands + 1):
        state = match.state
        yield f"## hand {number} dealer={state.dealer}"
        for event in state.opening_events():
            if not isinstance(event, CardDealt):
                yield "  " + _event_text(event)
        for seat in range(players):
            yield f"  seat {seat} holds: " + " ".join(sorted(str(c) for c in state.view(seat).hand))
        for _ in range(MAX_ACTIONS):
            if state.is_over():
                break
            actor = state.current_player
            assert actor is not None, "the hand is not over but no seat is to act"
            action = picks.choice(state.legal_actions())
            yield f"{actor}: {action}"
            for event in state.apply(action):
                yield "  " + _event_text(event)
        assert state.is_over(), f"{game} {variant} {players}p seed {seed}: hand {number} not over after " \
                                f"{MAX_ACTIONS} random actions"
        yield f"  totals: {' '.join(map(str, match.totals))}"
        if match.is_over():
            yield f"  result: {match.result()}"
            return
        match.next_hand()
