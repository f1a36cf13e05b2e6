"""Laus's cards as a rule file ranks and prices them: the lookups the hot paths use, and a hand's points.

:class:`Table` turns the ``play`` section into plain dictionaries once per rule set (which suit a card
follows as, how strong it is, what it is worth, the queens' bonuses); :func:`raw_points` and
:func:`doubling_words` say what a pile of won cards scores and why, for the hand and the table alike.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...catalogue import _, ngettext
from ..cards import Card
from ..rules import RuleSet

TRUMP = "J"
"""The suit every trump card follows as, whatever suit is printed on it."""


@dataclass(frozen=True, slots=True)
class Table:
    """A rule file's play data as the lookups the hot paths use."""

    suit: Mapping[Card, str]
    strength: dict[Card, int]
    points: Mapping[Card, int]
    bonus: Mapping[Card, int]
    cancel: Card | None
    slam: int
    forbidden: frozenset[Card]
    """The ranks that may not go to the skat, in English, for a developer's error."""
    forbidden_ranks: tuple[str, ...]
    """The same ranks as the rule file orders them, named in the player's language when a move is refused."""
    order: Mapping[Card, int]


def make_table(rules: RuleSet) -> Table:
    """Build the lookups once per rule set; trumps rank above every plain card."""
    play, deck = rules.play, rules.deck
    cards = deck.cards()
    trumps = [Card.of(str(c)) for c in play["trump_order"]]
    plain = [str(r) for r in play["plain_order"]]
    strength = {c: len(plain) - plain.index(c.rank) for c in cards if c not in trumps}
    strength.update({c: 100 + len(trumps) - i for i, c in enumerate(trumps)})
    banned = [str(r) for r in play.get("skat_forbidden") or ()]
    cancel = play.get("bonus_cancel")
    return Table(
        suit={c: TRUMP if c in trumps else str(c.suit) for c in cards},
        strength=strength,
        points={c: deck.points_of(c) for c in cards},
        bonus={Card.of(str(c)): int(v) for c, v in (play.get("queen_bonus") or {}).items()},
        cancel=Card.of(str(cancel)) if cancel is not None else None,
        slam=int(play["slam_points"]),
        forbidden=frozenset(c for c in cards if c.rank in banned),
        forbidden_ranks=tuple(banned),
        order={c: i for i, c in reversed(list(enumerate(cards)))},
    )


_TABLES: dict[int, tuple[RuleSet, Table]] = {}


def table_for(rules: RuleSet) -> Table:
    """The cached :class:`Table` of ``rules`` (the rule set is kept so its id stays unique)."""
    entry = _TABLES.get(id(rules))
    if entry is None or entry[0] is not rules:
        if len(_TABLES) >= 64:
            _TABLES.clear()
        entry = _TABLES[id(rules)] = (rules, make_table(rules))
    return entry[1]


def raw_points(table: Table, won: Sequence[Card]) -> tuple[int, str]:
    """The points of the cards ``won``: card points plus queen bonuses (C6: cancelled by the same seat taking
    QD), and how; the hand's score and the table's seat boxes (the tricks taken so far) count alike."""
    points = sum(table.points[c] for c in won)
    how = _("{points} card points").format(points=points)
    queens = sorted((c for c in won if c in table.bonus), key=lambda c: -table.bonus[c])
    if not queens:
        return points, how
    listed = " + ".join(f"{c} {table.bonus[c]}" for c in queens)
    if table.cancel is not None and table.cancel in won:
        return points, _("{how}, {listed} cancelled by {cancel}").format(how=how, listed=listed, cancel=table.cancel)
    return points + sum(table.bonus[c] for c in queens), f"{how} + {listed}"


def doubling_words(factor: int, passes: int, empty: int) -> str:
    """What multiplied a hand's points, and why ("×4 (1 pass, 1 player without a trick)"); "" for none."""
    if factor == 1:
        return ""
    reasons = []
    if passes:
        reasons.append(ngettext("{count} pass", "{count} passes", passes).format(count=passes))
    if empty:
        reasons.append(ngettext("{count} player without a trick", "{count} players without a trick", empty).format(
            count=empty))
    return f"×{factor} ({', '.join(reasons)})"
