"""What Laus reads from a rule file, and the checks a file must pass to be dealt from.

The doubling and tie-break hooks a file chooses by name, the ``deal`` batches (with the word that marks
the skat), the ``play`` section's card orders and the options.  Kept apart from the hand: the rule
loader reads these before any hand is dealt.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...catalogue import _
from ..cards import RANKS, Card
from ..needs import Needs, choice, number
from ..quoting import shown
from ..rules import MAX_POINTS
from ..schema import Key, Path, Problems, is_card, is_int, is_str, list_of, mapping_of, record

SKAT_MARK = "skat"
"""The word in a deal's ``batches`` that marks where the skat is laid."""
SKAT_SIZES = (0, 2)
"""A skat is taken up and two cards go back, so it holds two cards, or there is none."""


def multiplicative(passes: int, empty_handed: int) -> int:
    """Each doubling doubles again (C3): two passes and one player without a trick make ×8."""
    return int(2 ** (passes + empty_handed))


def co_losers(totals: Sequence[int], target: int) -> tuple[int, ...]:
    """Of the totals at or past the target the highest loses; equal highest lose together (C7)."""
    reached = [t for t in totals if t >= target]
    if not reached:
        return ()
    worst = max(reached)
    return tuple(seat for seat, total in enumerate(totals) if total == worst)


HOOKS: dict[str, Mapping[str, Any]] = {
    "multiplier_stacking": {"multiplicative": multiplicative},
    "loser_tie_break": {"co_losers": co_losers},
}
"""Behaviour data cannot express, chosen by name from a rule file."""


# --------------------------------------------------------------------------- rule-file data


def _batch(value: Any, path: Path, problems: Problems) -> None:
    if value == SKAT_MARK:
        return
    if isinstance(value, str):
        problems.add(path, _("unknown batch '{value}' (write a number of cards, or {mark})").format(
            value=shown(value), mark=SKAT_MARK))
        return
    is_int(1, 20)(value, path, problems)


HAND_DEAL = record({
    "cards": Key(is_int(1, 20), required=True),
    "skat": Key(is_int(0, max(SKAT_SIZES))),
    "batches": Key(list_of(_batch, min_len=1, max_len=20)),
}, name="a deal")
DEAL_SCHEMA = record({"hands": Key(mapping_of(is_int(2, 8), HAND_DEAL), required=True)})
PLAY_SCHEMA = record({
    "trump_order": Key(list_of(is_card, min_len=1, unique=True), required=True),
    "plain_order": Key(list_of(is_str(RANKS), min_len=1, max_len=len(RANKS), unique=True), required=True),
    "queen_bonus": Key(mapping_of(is_card, is_int(0, MAX_POINTS))),
    "bonus_cancel": Key(is_card),
    "slam_points": Key(is_int(0, MAX_POINTS), required=True),
    "skat_forbidden": Key(list_of(is_str(RANKS), max_len=len(RANKS), unique=True)),
})
NEEDS = Needs(
    game="Laus", players=(3, 4), sections=("deal", "play"),
    options={"target": number(1, 100_000), "multiplier_stacking": choice(*HOOKS["multiplier_stacking"]),
             "loser_tie_break": choice(*HOOKS["loser_tie_break"])},
)
"""What Laus reads from a rule file: a plain deck (its ``play`` section ranks the cards), the ``deal`` and
``play`` sections, and these options."""


def check_rules(data: Mapping[str, Any], problems: Problems) -> None:
    """The play data must place every card, every player count must deal exactly the deck, and the cards
    must carry points (else no total ever reaches the target and the match never ends)."""
    _check_play(data["deck"], data["play"], problems)
    _check_deal(data, problems)
    bonuses = data["play"].get("queen_bonus") or {}
    if not any((data["deck"].get("points") or {}).values()) and not any(bonuses.values()):
        problems.add(("deck", "points"), _("no card carries a point: no total could reach the target"))


def _check_play(deck: Mapping[str, Any], play: Mapping[str, Any], problems: Problems) -> None:
    ranks = [str(r) for r in deck["ranks"]]
    cards = {r + s for r in ranks for s in deck["suits"]}
    named: list[tuple[Path, Any]] = [(("play", "trump_order", i), c) for i, c in enumerate(play["trump_order"])]
    named += [(("play", "queen_bonus", str(c)), c) for c in play.get("queen_bonus") or {}]
    named += [(("play", "bonus_cancel"), play["bonus_cancel"])] if "bonus_cancel" in play else []
    for path, text in named:
        if str(Card.of(str(text))) not in cards:
            problems.add(path, _("'{text}' is not a card of this deck").format(text=shown(text)))
    for key in ("plain_order", "skat_forbidden"):
        for i, rank in enumerate(play.get(key) or ()):
            if str(rank) not in ranks:
                problems.add(("play", key, i), _("'{rank}' is not a rank of this deck").format(rank=shown(rank)))
    trumps, plain = {str(Card.of(str(c))) for c in play["trump_order"]}, {str(r) for r in play["plain_order"]}
    loose = sorted(c for c in cards if c not in trumps and c[0] not in plain)
    if loose:
        problems.add(("play", "plain_order"), _("these cards are neither trumps nor ranked: {join}").format(
            join=' '.join(loose)))


def _check_deal(data: Mapping[str, Any], problems: Problems) -> None:
    low, high, hands, deck = data["players"]["min"], data["players"]["max"], data["deal"]["hands"], data["deck"]
    size = len(deck["suits"]) * len(deck["ranks"]) * deck.get("copies", 1)
    size += sum(s.get("count", 1) for s in deck.get("specials") or ())
    barred = {str(r) for r in data["play"].get("skat_forbidden") or ()} & {str(r) for r in deck["ranks"]}
    barred_cards = len(barred) * len(deck["suits"]) * deck.get("copies", 1)
    for count in range(low, high + 1):
        if count not in hands:
            problems.add(("deal", "hands"), _("say how {count} players are dealt").format(count=count))
    for count, deal in hands.items():
        path: Path = ("deal", "hands", str(count))
        cards, skat = deal["cards"], deal.get("skat", 0)
        if skat not in SKAT_SIZES:
            problems.add((*path, "skat"), _("the skat is taken up and two cards go back: it holds 2 cards, or 0"))
        if not low <= count <= high:
            problems.add(path, _("{count} players is outside players {low}..{high}").format(
                count=count, low=low, high=high))
        elif count * cards + skat != size:
            problems.add(path, _("{count} hands of {cards} and a skat of {skat} make {total} cards, but the deck has "
                                 "{size}").format(count=count, cards=cards, skat=skat, total=count * cards + skat,
                                                  size=size))
        if skat and barred_cards > cards:
            problems.add(path, _("a player who takes up the skat might hold too few cards allowed back into it"))
        batches = deal.get("batches") or [cards, *([SKAT_MARK] if skat else [])]
        if sum(b for b in batches if b != SKAT_MARK) != cards:
            problems.add((*path, "batches"), _("the batches must deal {cards} cards to each player").format(
                cards=cards))
        if batches.count(SKAT_MARK) != (1 if skat else 0):
            problems.add((*path, "batches"), _("write '{mark}' once in the batches if and only if there is a skat"
                                               ).format(mark=SKAT_MARK))
