"""What Koira reads from a rule file, and the check a file must pass to be dealt from.

Kept apart from the game: the rule loader reads these (``NEEDS``, ``DEAL_SCHEMA``, ``check_rules``)
before any game is dealt.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...catalogue import _
from ..needs import Needs, choice, flag, number
from ..schema import Key, Problems, is_int, record

HOOKS: dict[str, Mapping[str, Any]] = {}
DEAL_SCHEMA = record({"hand": Key(is_int(1, 6), required=True)})
NEEDS = Needs(
    game="Koira", players=(3, 8), sections=("deal",),
    options={
        "stock_turn_up": choice("any_play", "leads_only"), "refill_order": choice("winner_first"),
        "split_face_down": flag(), "trick_count": choice("cards", "plays"), "min_sequence": choice(2, 3),
        "turn_limit": number(100, 1_000_000), "v1_tie_split": flag(), "v2_trump_ends": flag(),
        "v3_restricted": flag(), "v3_reading": choice("lowest_is_two", "pairs"), "v4_draw_one": flag(),
        "games": number(1, 50),
    },
)
"""What Koira reads from a rule file: a plain deck (no jokers), ranked in the file's order, the ``deal``
section, and these options."""


def check_rules(data: Mapping[str, Any], problems: Problems) -> None:
    """The first deal must leave a stock."""
    deck = data["deck"]
    size = len(deck["suits"]) * len(deck["ranks"]) * deck.get("copies", 1)
    most = data["players"]["max"] * data["deal"]["hand"]
    if most >= size:
        problems.add(("deal", "hand"), _("{most} cards dealt leave no stock in a deck of {size}").format(
            most=most, size=size))
