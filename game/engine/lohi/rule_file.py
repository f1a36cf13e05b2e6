"""What Lo-Hi reads from a rule file, and the checks a file must pass to be dealt from.

Kept apart from the round: the rule loader reads these (``NEEDS``, ``DEAL_SCHEMA``, ``PLAY_SCHEMA``,
``check_rules``) before any round is dealt.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...catalogue import _
from ..needs import Needs, choice, flag, number
from ..schema import Key, Problems, is_int, record

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
