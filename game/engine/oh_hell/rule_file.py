"""What Oh Hell reads from a rule file, and the checks a file must pass to be dealt from.

The deck (with its jokers and trump rotation), the scoring hooks a file chooses by name, the ``deal`` and
``play`` sections and the options; kept apart from the hand, which reads these once the file is loaded.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...catalogue import _
from ..cards import Card
from ..needs import DeckNeeds, Needs, choice, flag, number, variant_settings
from ..quoting import shown
from ..schema import Key, Path, Problems, is_int, is_str, list_of, mapping_of, record

JOKER = Card.of("JK")
ROTATION = ("S", "H", "D", "C")


def english(bid_: int, took: int, hand_size: int) -> int:
    """Made: 10 + bid (a made zero is 10); missed: a point a trick."""
    if took == bid_:
        return 10 + bid_
    return took


def original(bid_: int, took: int, hand_size: int) -> int:
    """Made: 10 + bid (a made zero is 5 + cards in the round); missed: nothing."""
    if took != bid_:
        return 0
    return 10 + bid_ if bid_ else 5 + hand_size


HOOKS = {"scoring": {"english": english, "original": original}}
"""Behaviour data cannot express, chosen by name from a rule file."""

DEAL_SCHEMA = record({
    "max_hand_size": Key(is_int(1, 20), required=True),
    "flip_values": Key(mapping_of(is_str(), is_int(1, 20)), required=True),
    "eight_down_up": Key(list_of(is_int(1, 20), min_len=1, max_len=30), required=True),
})
PLAY_SCHEMA = record({"rotation": Key(list_of(is_str(ROTATION), min_len=1, max_len=8))})
NEEDS = Needs(
    game="Oh Hell", players=(3, 8), sections=("deal",),
    deck=DeckNeeds(ranks="23456789TJQKA", in_order=True, specials=("JK",)),
    options={
        "scoring": choice(*HOOKS["scoring"]), "jokers": choice(0, 2), "jokers_high": flag(),
        "first_joker_wins": flag(), "joker_flip": choice("no_trump_10", "reflip"), "ace_hand_size": number(1, 20),
        "bidding": choice("blind", "open"), "hook": flag(), "trumps_must_be_broken": flag(),
        "schedule": choice("flip", "eight_down_up", "fixed"), "hand_size": number(1, 20),
        "rotating_trump": flag(), "rounds": number(1, 100),
    },
)
"""What Oh Hell reads from a rule file: a plain deck with jokers at most (ranked 2 to ace, whatever the file's
order), the ``deal`` section, and these options."""


def check_rules(data: Mapping[str, Any], problems: Problems) -> None:
    """The deck must leave at least one card each after the flip, for every player count (without the jokers
    when a variant plays without them)."""
    deck = data["deck"]
    size = len(deck["suits"]) * len(deck["ranks"]) * deck.get("copies", 1)
    jokers = sum(s.get("count", 1) for s in deck.get("specials") or ())
    if any(options["jokers"] == 0 for _name, options, _players in variant_settings(data)):
        jokers = 0
    size += jokers
    most = data["players"]["max"]
    if size - 1 < most:
        path: Path = ("players", "max")
        problems.add(path, _("a deck of {size} cards cannot deal {most} players a card each plus the flip").format(
            size=size, most=most))
    values = data["deal"]["flip_values"]
    for key in values:
        if key not in deck["ranks"] and key != "JK":
            problems.add(("deal", "flip_values", str(key)),
                         _("'{key}' is not a rank of this deck").format(key=shown(key)))
    for rank in [*deck["ranks"], "JK"]:
        if rank not in values and not str(rank).isdigit() and rank != "A":
            problems.add(("deal", "flip_values"), _("say how many cards a flipped {rank} deals").format(rank=rank))
