"""``python -m lab.bench --peer``: our engine's speed against OpenSpiel's C++ engine, side by side in one run.

The issue that asked for a faster engine set the bar at OpenSpiel's Oh Hell, written in C++ and called through
its Python binding, the way a Python program would drive either engine.  Both play random hands of the same
shape (four players, nine tricks, every action chosen with ``random.choice`` from the legal list), in turns of
``seconds`` each, so a busy machine slows both alike and the ratio is what to read.

Ours is timed two ways:

* **the table's path** (``apply``): every action checked and its events made, as the table needs them;
* **the search's path** (``advance``): the way a search plays its sampled worlds, unchecked and without events
  (OpenSpiel makes no events either).

OpenSpiel deals through chance nodes, one card an action, which its loop draws with ``random.choice`` from the
outcomes; ours deals inside the first action's state, from a seeded shuffle.  Our deck has the two jokers of
the office rules (``classic``), OpenSpiel's none.  ``pyspiel`` is the optional ``[peer]`` extra; without it the
report says how to install it.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from game.engine import load_rules, new_match

from .arena import openspiel

PLAYERS = 4
TRICKS = 9
"""The first hand of a seeded ``classic`` match at four is nine cards; OpenSpiel's hand is fixed to match."""


def ours(seconds: float, quiet: bool) -> float:
    """Our random Oh Hell hands a second, through ``apply`` or (``quiet``) through the search's ``advance``."""
    rules = load_rules("oh_hell")
    rng = random.Random(1)
    hands = seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = new_match(rules, "classic", PLAYERS, seed).state
        seed += 1
        play = state.advance if quiet else state.apply
        while not state.is_over():
            play(rng.choice(state.legal_actions()))
        hands += 1
    return hands / (time.perf_counter() - start)


def theirs(pyspiel: Any, seconds: float) -> float:
    """OpenSpiel's random Oh Hell hands a second, chance nodes (the deal) included."""
    game = pyspiel.load_game("oh_hell", {"players": PLAYERS, "num_tricks_fixed": TRICKS})
    rng = random.Random(1)
    hands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        hands += 1
    return hands / (time.perf_counter() - start)


def peer_speed(seconds: float = 2.0, rounds: int = 3) -> dict[str, float]:
    """Hands a second each way, the median of ``rounds`` turns taken in alternation, and the ratios to OpenSpiel's."""
    pyspiel = openspiel()
    runs: dict[str, Callable[[], float]] = {
        "ours, the table's path": lambda: ours(seconds, quiet=False),
        "ours, the search's path": lambda: ours(seconds, quiet=True),
        "OpenSpiel (C++)": lambda: theirs(pyspiel, seconds),
    }
    figures: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(rounds):
        for name, run in runs.items():
            figures[name].append(run())
    out = {name: round(statistics.median(values), 1) for name, values in figures.items()}
    peer = out["OpenSpiel (C++)"]
    out["ratio, the table's path"] = round(out["ours, the table's path"] / peer, 3)
    out["ratio, the search's path"] = round(out["ours, the search's path"] / peer, 3)
    return out
