"""Lo-Hi's constraint and the moves it allows: sets, runs, and why a play is refused.

Kept apart from the state machine (:mod:`.play`, :mod:`.hand`) because the same questions
("may this rank go down now?", "which runs does this hand hold?") are asked by
the engine, its refusals and the rule bot, and because it keeps the round's
modules short enough to read in one sitting.

Suits never matter in Lo-Hi, so the legal moves offer one representative per
distinct play: a set of two kings is offered once, made of the lowest suits
(spades, hearts, diamonds, clubs order) the player holds.  Any other choice of
the same ranks is just as legal and is accepted when played.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise

from ...catalogue import _
from ..actions import Action, ActionKind
from ..cards import RANK_NAMES, SUITS, Card, one_of_rank, some_of_rank
from ..quoting import shown

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_PLAY = ActionKind.PLAY

ANY, GE, LE, EQ = "any", "ge", "le", "eq"
"""The four kinds of constraint (B4): anything, at least, at most, exactly."""


@dataclass(frozen=True, slots=True)
class Constraint:
    """What the next play must be measured against: ``ANY``, ``≥ r``, ``≤ r`` or ``= r``.

    ``str`` gives the compact text logs and set-ups use (``any``, ``>=9``,
    ``<=J``, ``=Q``); :meth:`words` the plain English the table shows.
    """

    kind: str = ANY
    rank: str | None = None

    def __str__(self) -> str:
        if self.kind == ANY or self.rank is None:
            return "any"
        return {GE: ">=", LE: "<=", EQ: "="}[self.kind] + self.rank

    def words(self, ranks: Sequence[str] = ()) -> str:
        """The constraint in words; given the deck's ``ranks`` low to high, one that every rank meets ("ace or
        lower" after a run up to the ace) reads "any card", as the player needs to hear it."""
        top_or_bottom = {LE: ranks[-1], GE: ranks[0]}.get(self.kind) if ranks else None
        if self.kind == ANY or self.rank is None or self.rank == top_or_bottom:
            return _("any card")
        one = one_of_rank(self.rank)
        if self.kind == EQ:
            return _("exactly {rank}").format(rank=one)
        return (_("{rank} or higher") if self.kind == GE else _("{rank} or lower")).format(rank=one)

    def allows(self, rank: str, order: Mapping[str, int]) -> bool:
        """Whether a first card of ``rank`` meets this constraint (equality always counts, B4)."""
        if self.kind == ANY or self.rank is None:
            return True
        if self.kind == EQ:
            return rank == self.rank
        if self.kind == GE:
            return order[rank] >= order[self.rank]
        return order[rank] <= order[self.rank]

    def carried_to(self, rank: str) -> Constraint:
        """The constraint after a card is turned over by the pick-up streak (§2.2 item 7)."""
        if self.kind in (GE, LE):
            return Constraint(self.kind, rank)
        return self


def parse_constraint(text: str | Constraint | None) -> Constraint:
    """``any``, ``>=9``, ``≥ 9``, ``<=J``, ``=Q`` (spaces and case do not matter)."""
    if text is None:
        return Constraint()
    if isinstance(text, Constraint):
        return text
    clean = text.replace(" ", "").replace("≥", ">=").replace("≤", "<=").upper().replace("10", "T")
    if clean in ("ANY", ""):
        return Constraint()
    for prefix, kind in ((">=", GE), ("<=", LE), ("=", EQ)):
        if clean.startswith(prefix) and clean[len(prefix):] in RANK_NAMES:
            return Constraint(kind, clean[len(prefix):])
    raise ValueError(f"'{shown(text)}' is not a constraint (write any, >=9, <=J or =Q)")


SUIT_ORDER = {s: i for i, s in enumerate(SUITS)}


def by_rank(hand: Sequence[Card]) -> dict[str, list[Card]]:
    """The hand grouped by rank, each group in suit order (the representatives offered)."""
    groups: dict[str, list[Card]] = {}
    for card in sorted(hand, key=lambda c: SUIT_ORDER.get(c.suit or "", 9)):
        groups.setdefault(card.rank, []).append(card)
    return groups


@dataclass(frozen=True, slots=True)
class MoveRules:
    """The options that shape what a play may be, gathered once per round.

    ``order`` maps each rank to its height; ``wrap`` lets runs go round from the
    ace to the two (B1: off); ``loose_sets`` lets sets of three or four ignore
    higher/lower (B5: off); ``runs_on_named`` allows a run under ``= v`` when it
    starts with v (B10: on).
    """

    order: Mapping[str, int]
    min_run: int = 3
    wrap: bool = False
    loose_sets: bool = False
    runs_on_named: bool = True

    def step(self, low: str, high: str) -> int:
        """+1 if ``high`` follows ``low`` in a run going up, -1 going down, 0 otherwise."""
        diff = self.order[high] - self.order[low]
        if self.wrap:
            diff %= len(self.order)
            return 1 if diff == 1 else -1 if diff == len(self.order) - 1 else 0
        return diff if diff in (1, -1) else 0


@dataclass(frozen=True, slots=True)
class Shape:
    """What a list of cards is as a play: a set, an ascending run or a descending run."""

    kind: str
    """``set``, ``up`` or ``down``."""
    first: str
    last: str


def shape_of(cards: Sequence[Card], moves: MoveRules) -> Shape | str:
    """The shape of ``cards`` laid in this order, or why they make no single play (B10, B17)."""
    ranks = [c.rank for c in cards]
    if len(set(ranks)) == 1:
        if len(cards) > 4:
            return _("a set has at most four cards")
        return Shape("set", ranks[0], ranks[0])
    if len(cards) < moves.min_run:
        return _("a play is cards of one rank, or a run of at least {count} consecutive ranks").format(
            count=moves.min_run)
    steps = {moves.step(a, b) for a, b in pairwise(ranks)}
    if len(set(ranks)) == len(ranks):
        if steps == {1}:
            return Shape("up", ranks[0], ranks[-1])
        if steps == {-1}:
            return Shape("down", ranks[0], ranks[-1])
    elif all(a == b or moves.step(a, b) for a, b in pairwise(ranks)):
        return _("one play is either a set or a run, never both at once (such as 8 8 9 T)")
    if moves.wrap:
        return _("a run is at least {count} consecutive ranks laid in order, up or down").format(count=moves.min_run)
    return _("a run is at least {count} consecutive ranks laid in order, up or down (aces are high only: no run goes "
             "round from ace to two)").format(count=moves.min_run)


def play_words(cards: Sequence[Card]) -> str:
    """A play as a player says it, suits left out (they never matter in Lo-Hi).

    >>> from ..cards import parse_cards
    >>> [play_words(parse_cards(t)) for t in ("TH", "AS", "6C 6D", "6S 5C 4H")]
    ['a ten', 'an ace', 'two sixes', 'the run six-five-four']
    """
    ranks = [c.rank for c in cards]
    if len(set(ranks)) > 1:
        return _("the run {ranks}").format(ranks="-".join(c.rank_name for c in cards))
    if len(ranks) == 1:
        return one_of_rank(ranks[0])
    return some_of_rank(ranks[0], len(ranks))


def either(choices: Sequence[str]) -> str:
    """``a``, ``a or b``, ``a, b or c``.

    >>> either(["a ten"]), either(["a ten", "two sixes", "the run four-five-six"])
    ('a ten', 'a ten, two sixes or the run four-five-six')
    """
    return choices[-1] if len(choices) < 2 else _("{items} or {last}").format(
        items=", ".join(choices[:-1]), last=choices[-1])


def run_direction_needed(constraint: Constraint) -> str | None:
    """The order a run must be laid in under ``constraint``: up for ≥, down for ≤, free otherwise."""
    return {GE: "up", LE: "down"}.get(constraint.kind)


def shape_problem(shape: Shape, size: int, constraint: Constraint, moves: MoveRules) -> str | None:
    """Why a well-formed play breaks the constraint, or ``None`` (B6, B10, option B5)."""
    if shape.kind == "set":
        if moves.loose_sets and size >= 3 and constraint.kind in (GE, LE):
            return None
        if constraint.allows(shape.first, moves.order):
            return None
        return _("the next card must be {words}").format(words=constraint.words())
    if constraint.kind == EQ and not moves.runs_on_named:
        return _("a rank was named: no run may be played, the next card must be {words}").format(
            words=constraint.words())
    if not constraint.allows(shape.first, moves.order):
        if constraint.kind == EQ:
            return _("a run must start with the named rank: the next card must be {words}").format(
                words=constraint.words())
        return _("a run's first card must be {words}").format(words=constraint.words())
    needed = run_direction_needed(constraint)
    if needed is not None and shape.kind != needed:
        way = _("up (lowest card first)") if needed == "up" else _("down (highest card first)")
        return (_("the pile asks for higher: lay this run {way}") if needed == "up"
                else _("the pile asks for lower: lay this run {way}")).format(way=way)
    return None


def legal_plays(hand: Sequence[Card], constraint: Constraint, moves: MoveRules) -> list[Action]:
    """Every distinct play the hand allows: sets by rank and size, then runs by start, way and length."""
    order = moves.order
    groups = by_rank(hand)
    ranks = sorted(groups, key=order.__getitem__)
    fits = {rank: constraint.allows(rank, order) for rank in ranks}
    out: list[Action] = []
    loose = moves.loose_sets and constraint.kind in (GE, LE)
    for rank in ranks:
        cards = groups[rank]
        for size in range(1, min(len(cards), 4) + 1):
            if fits[rank] or (loose and size >= 3):
                out.append(_play_of(tuple(cards[:size])))
    if constraint.kind == EQ and not moves.runs_on_named:
        return out
    needed = run_direction_needed(constraint)
    count = len(order)
    by_index = {order[r]: r for r in ranks}
    for way, step in (("up", 1), ("down", -1)):
        if needed is not None and needed != way:
            continue
        for start in ranks:
            if not fits[start]:
                continue
            run = [start]
            index = order[start] + step
            if moves.wrap:
                index %= count
            while index in by_index and len(run) < count:
                run.append(by_index[index])
                if len(run) >= moves.min_run:
                    out.append(_play_of(tuple(groups[r][0] for r in run)))
                index += step
                if moves.wrap:
                    index %= count
    return out


def _play_of(cards: tuple[Card, ...]) -> Action:
    """The action laying ``cards``, made once and kept: the same cards always make an equal action."""
    action = _PLAYS.get(cards)
    if action is None:
        action = _PLAYS[cards] = Action(_PLAY, cards)
    return action


_PLAYS: dict[tuple[Card, ...], Action] = {}


__all__ = [
    "ANY", "EQ", "GE", "LE", "Constraint", "MoveRules", "Shape", "by_rank", "legal_plays", "parse_constraint",
    "run_direction_needed", "shape_of", "shape_problem",
]
