"""What Lohai reads from a rule file, and the checks a file must pass to be dealt from.

Kept apart from the hand: the rule loader reads these (``NEEDS``, ``DEAL_SCHEMA``, ``check_rules``)
before any hand is dealt.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...catalogue import _
from ..needs import DeckNeeds, Needs, choice, fixed_players, flag, number, variant_settings
from ..schema import Key, Path, Problems, is_int, mapping_of, record
from .trick import RANK_ORDER

HOOKS: dict[str, dict[str, Any]] = {}
DEAL_SCHEMA = record({"hand_size": Key(mapping_of(is_int(2, 8), is_int(1, 20)), required=True)})
NEEDS = Needs(
    game="Lohai", players=(3, 4), sections=("deal",),
    deck=DeckNeeds(ranks=RANK_ORDER, in_order=True, specials=("GIV", "TAK", "MOV", "SHK"),
                   required=("GIV", "TAK", "MOV", "SHK"), priced=True),
    options={
        "target": number(1, 100_000), "mover_optional": flag(), "shaker_steal_mandatory": flag(),
        "stolen_black_retimestamp": flag(), "crazy_shakers": flag(),
        "crazy_comparison": choice("rank_only", "category_inversion"), "carryover": flag(),
        "carryover_margin": number(0, 100_000), "partnership": flag(), "partnership_target": number(1, 100_000),
    },
)
"""What Lohai reads from a rule file: ranks 2 to king in order (no aces), the four special cards, a point
value on every card, the ``deal`` section, and these options."""


def check_rules(data: Mapping[str, Any], problems: Problems) -> None:
    """Each allowed player count needs a hand size, the deck must cover the deal and a flip, and every
    variant must be one a match can finish."""
    _check_deal(data, problems)
    for path, options, players in variant_settings(data):
        _check_variant(path, options, fixed_players(data, players), problems)


def _check_variant(path: Path, options: Mapping[str, Any], players: int | None, problems: Problems) -> None:
    """Partnership needs four players at the table, and Carryover's cap must leave an award to win."""
    if options["partnership"] and players != 4:
        problems.add((*path, "players") if path[0] == "variants" else ("players",),
                     _("Partnership is for four players: fix the player count at 4"))
    target = options["partnership_target"] if options["partnership"] else options["target"]
    if options["carryover"] and target - options["carryover_margin"] < 1:
        problems.add((*path, "options") if path[0] == "variants" else path,
                     _("with Carryover the margin {margin} leaves nothing of the target {target} to award: "
                       "no hand could score").format(margin=options["carryover_margin"], target=target))


def _check_deal(data: Mapping[str, Any], problems: Problems) -> None:
    deck = data["deck"]
    size = len(deck["suits"]) * len(deck["ranks"]) * deck.get("copies", 1)
    size += sum(s.get("count", 1) for s in deck.get("specials") or ())
    sizes = data["deal"]["hand_size"]
    for players in range(data["players"]["min"], data["players"]["max"] + 1):
        path: Path = ("deal", "hand_size")
        if players not in sizes:
            problems.add(path, _("say how many cards {players} players are dealt").format(players=players))
        elif players * sizes[players] + 1 > size:
            problems.add(path, _("a deck of {size} cards cannot deal {players} × {sizes} and a flip").format(
                size=size, players=players, sizes=sizes[players]))
