"""A readable, deterministic text trace of a computer-played match.

Golden playthrough files under ``tests/golden/`` are these traces; a test plays
the same seeds again and diffs, so any change in the rules' behaviour shows up
as a readable diff of who played what and who scored how much.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from .ai import make_bot
from .engine import Event, load_rules, new_match
from .engine.cards import Card


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


def trace(game: str, variant: str, players: int, seed: int, hands: int = 2, level: str = "rule") -> Iterator[str]:
    """The trace of the first ``hands`` hands of a seeded match played by ``level`` bots."""
    rules = load_rules(game)
    match = new_match(rules, variant, players, seed)
    bots = [make_bot(level, rules) for _ in range(players)]
    rng = random.Random(seed)
    yield f"# {game} variant={variant} players={players} seed={seed} level={level}"
    for number in range(1, hands + 1):
        state = match.state
        yield f"## hand {number} dealer={state.dealer}"
        for event in state.opening_events():
            if type(event).__name__ != "CardDealt":
                yield "  " + _event_text(event)
        for seat in range(players):
            yield f"  seat {seat} holds: " + " ".join(sorted(str(c) for c in state.view(seat).hand))
        while not state.is_over():
            actor = state.current_player
            assert actor is not None
            action = bots[actor].choose(state.view(actor), rng)
            yield f"{actor}: {action}"
            for event in state.apply(action):
                yield "  " + _event_text(event)
        yield f"  totals: {' '.join(map(str, match.totals))}"
        if match.is_over():
            yield f"  result: {match.result()}"
            return
        match.next_hand()
