"""What Lo-Hi's log shows of each opponent decision: the round replayed in public, as every seat saw it.

A reading weighs a sampled world by the opponents' decisions, and each
decision has to be put back in front of the rule bot with the table it saw:
the pile, the constraint, whose turn, every hand's size, whether the deck
could give a card.  A Lo-Hi view keeps none of that history, only the log of
moves and today's pile, so :func:`history` replays the log in public, once
per view (the reading weighs hundreds of worlds of one).  A card turned up
from the deck by three pick-ups is public while it lies on the pile; after a
reshuffle it is gone from the view, and a decision made under a constraint
such a card set is left out.  The replay must end where the view is (pile,
constraint, turn, sizes, deck): when it does not, as in a round set up
mid-way, nothing is read.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ....engine import Action, ActionKind
from ....engine.lohi import LohiView
from ....engine.lohi.moves import EQ, GE, LE, MoveRules
from .bot import INDEX, ORDER

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_CALL, _NAME, _PASS = ActionKind.CALL, ActionKind.NAME, ActionKind.PASS
_PICKUP, _PLAY = ActionKind.PICKUP, ActionKind.PLAY

RANKS = len(ORDER)
ANY_, GE_, LE_, EQ_ = 0, 1, 2, 3
"""The constraint's kinds as the replay keeps them: anything, at least, at most, exactly."""
KINDS = {"any": ANY_, GE: GE_, LE: LE_, EQ: EQ_}

Key = tuple[int, ...] | str
"""A decision as the reading compares it: a play's ranks in the order laid (indices into :data:`ORDER`), or
``pickup``, ``pass``, ``higher``, ``lower``, or a named rank's letter."""
Play = tuple[int, ...]
"""A play's ranks in the order laid."""
Rule = tuple[int, int]
"""A constraint: its kind (:data:`ANY_` …) and rank index."""


@dataclass(frozen=True, slots=True)
class Decision:
    """One opponent decision and what the table showed when it was made."""

    seat: int
    number: int
    """Its place in the log."""
    phase: str
    """``play``, ``call`` or ``name``."""
    key: Key
    rule: Rule
    top: int
    """The pile's top rank (index)."""
    pile: tuple[int, ...]
    """The pile's cards by rank, as far as they are known."""
    below: tuple[int, ...]
    """The same, summed up to each rank (that rank included)."""
    size: int
    """The seat's hand size then (not all of it need be known: :func:`.evidence.lohi_evidence`)."""
    next_size: int
    """The hand size of the seat playing next (the rule bot keeps the pile shut to one on a last card)."""
    fits: tuple[int, ...]
    """The ranks that meet the constraint."""
    loose: bool
    """Whether a set of three or four may ignore the constraint (``sets_ignore_direction``)."""
    may_pick: bool
    """Whether a pick-up was open, plays or not (the deck or the pile under its top holds a card)."""
    forced_play: bool
    """Whether a play had to be made if there was one (the round's first play, a quadruple's ``must_play``)."""
    picks: int
    """How many cards the seat picked up from this decision on."""
    later: tuple[int, ...]
    """The ranks of the cards the seat laid from this decision on before it next picked up (counts; empty for
    none): held then."""


@dataclass(frozen=True, slots=True)
class History:
    """The opponents' decisions in a view, each with its table; ``sound`` is false when the replay does not end
    where the view is (a round set up mid-way), and then nothing is weighed; ``moves`` the round's play options."""

    decisions: tuple[Decision, ...]
    sound: bool
    moves: MoveRules
    by_seat: tuple[tuple[int, tuple[Decision, ...]], ...] = ()
    """The decisions seat by seat, each seat's in order."""


class _Replay:
    """The public state of a round as its log unfolds: the pile (a card turned up from the deck is ``-1`` where
    it is not known), the constraint (``None`` where a hidden card set it), whose turn, the sizes, the deck."""

    def __init__(self, view: LohiView, flips: dict[int, int], sizes: Sequence[int], deck: int) -> None:
        world = view.world
        options = world.options
        self.lazy = options["reshuffle_timing"] == "lazy"
        self.keep_named = bool(options["flip_keeps_named_rank"])
        self.turned_count = bool(options["turned_cards_count"])
        self.bonus_play = options["bonus_turn"] == "must_play"
        self.streak_flip = int(world.rules.play["streak_flip"])
        self.players, self.flips = view.players, flips
        self.sizes, self.deck = list(sizes), deck
        self.pile: list[int] = [flips.get(-1, -1)]
        self.turned_at: int | None = 0
        self.rule: Rule | None = (ANY_, 0)
        self.direction, self.streak, self.passes, self.epoch, self.flipped = 1, 0, 0, 0, 0
        self.opening, self.must_play, self.phase = True, False, "play"
        self.turn = view.first_player
        self.broken = False
        self.where: list[tuple[int, int]] = []
        """Each turned card's reshuffle epoch and place on the pile, in turn."""

    def step(self, action: Action, after: ActionKind | None) -> None:
        """Play ``action`` for the seat whose turn it is; ``after`` is the next action's kind (it tells how
        many cards of a rank lay together on top where a hidden card was among them)."""
        seat, kind = self.turn, action.kind
        if (kind in (_CALL, _NAME)) != (self.phase != "play") or (kind == _CALL) != (self.phase == "call"):
            self.broken = True  # the replay has lost the round: it will not end where the view is
            return
        if self.phase == "call":
            top = self.pile[-1]
            self.rule = (GE_ if action.args[0] == "higher" else LE_, top) if top >= 0 else None
            self.phase = "play"
        elif self.phase == "name":
            self.rule, self.phase = (EQ_, INDEX[str(action.args[0])]), "play"
        elif kind == _PICKUP:
            if not self.deck:
                self._reshuffle()
            self.deck -= 1
            self.sizes[seat] += 1
            if not self.lazy and not self.deck:
                self._reshuffle()
            self._count_streak()
        elif kind == _PASS:
            self.passes += 1
            self._count_streak()
            if self.passes >= self.players and self.rule != (ANY_, 0):
                self.passes, self.rule = 0, (ANY_, 0)
        elif not self._play([INDEX[c.rank] for c in action.cards], after):
            return
        if self.phase == "play":
            self.turn = (seat + self.direction) % self.players

    def _play(self, laid: list[int], after: ActionKind | None) -> bool:
        """Lay ``laid``; whether the turn passes on (not after a quadruple, a double to call, a triple to name)."""
        self.sizes[self.turn] -= len(laid)
        self.pile.extend(laid)
        self.opening = self.must_play = False
        self.streak = self.passes = 0
        rule = self.rule
        if len(set(laid)) > 1:
            self.direction = -self.direction
            self.rule = (LE_ if (laid[1] - laid[0]) % RANKS == 1 else GE_, laid[-1])  # up, or down
            return True
        top, count = laid[0], self._multiplicity(after)
        under = self.pile[-len(laid) - 1]
        if count == 1 and under == top:
            self.rule = (rule[0], top) if rule is not None and rule[0] in (GE_, LE_) else rule
        elif count == 1:
            self.rule = (LE_ if top > under else GE_, top) if under >= 0 else None
        elif count == 2 and top in (0, RANKS - 1):
            self.rule = (ANY_, 0)
        elif count == 2:
            self.phase = "call"
        elif count == 3:
            self.phase = "name"
        else:
            self.rule, self.must_play = (ANY_, 0), self.bonus_play
            return False
        return self.phase == "play"

    def _multiplicity(self, after: ActionKind | None) -> int:
        """Cards of the top's rank together on top of the pile.  Where a hidden card lies among them, the next
        action says whether it counts: a call follows a double, a name a triple, and a play anything else."""
        pile = self.pile
        top, low, high, certain = pile[-1], 0, 0, True
        for index in range(len(pile) - 1, -1 if self.turned_count or self.turned_at is None else self.turned_at, -1):
            if pile[index] == top:
                high, low = high + 1, low + certain
            elif pile[index] < 0:
                high, certain = high + 1, False
            else:
                break
        for count in range(low, min(high, 4) + 1):
            asks = _CALL if count == 2 and top not in (0, RANKS - 1) else _NAME if count == 3 else None
            if asks == after or (asks is None and after not in (_CALL, _NAME)):
                return count
        return low

    def _count_streak(self) -> None:
        self.streak += 1
        if self.streak < self.streak_flip:
            return
        self.streak = 0
        if not self.deck and len(self.pile) > 1:
            self._reshuffle()
        if not self.deck:
            return
        self.deck -= 1
        self.where.append((self.epoch, len(self.pile)))
        rank = self.flips.get(self.flipped, -1)
        self.flipped += 1
        self.pile.append(rank)
        self.turned_at = len(self.pile) - 1
        rule = self.rule
        if rule is not None and rule[0] in (GE_, LE_):
            self.rule = (rule[0], rank) if rank >= 0 else None
        elif rule is not None and rule[0] == EQ_ and not self.keep_named:
            self.rule = (ANY_, 0)
        if not self.lazy and not self.deck:
            self._reshuffle()

    def _reshuffle(self) -> None:
        pile = self.pile
        if len(pile) < 2:
            return
        self.deck += len(pile) - 1
        self.turned_at = 0 if self.turned_at == len(pile) - 1 else None
        self.pile, self.epoch = pile[-1:], self.epoch + 1

    def ends_at(self, view: LohiView) -> bool:
        """Whether the replay stands where ``view`` does."""
        rule = _rule_of(view)
        return (not self.broken and len(self.pile) == len(view.pile) and self.deck == view.deck_size
                and self.turn == view.current_player and self.direction == view.direction
                and self.streak == view.streak and self.phase == view.phase
                and list(self.sizes) == list(view.hand_sizes) and (self.rule is None or self.rule == rule)
                and all(r < 0 or r == INDEX[c.rank] for r, c in zip(self.pile, view.pile, strict=True)))


def _rule_of(view: LohiView) -> Rule:
    constraint = view.constraint
    rank = constraint.rank
    return (KINDS[constraint.kind], INDEX[rank]) if rank is not None else (ANY_, 0)


def _key(action: Action) -> Key:
    """What ``action`` decided, as :data:`Key`."""
    kind = action.kind
    if kind == _PLAY:
        return tuple(INDEX[c.rank] for c in action.cards)
    if kind == _PICKUP:
        return "pickup"
    if kind == _PASS:
        return "pass"
    return str(action.args[0])


def history(view: LohiView) -> History:
    """The opponents' decisions in ``view``, replayed from its log (kept for the last view asked: the reading
    weighs hundreds of worlds of one view)."""
    last = _LAST[0]
    if last is not None and last[0] is view:
        return last[1]
    found = _history(view)
    _LAST[0] = (view, found)  # one assignment: a thread reading it meets a view with its own history
    return found


_LAST: list[tuple[LohiView, History] | None] = [None]


def _history(view: LohiView) -> History:
    world = view.world
    log = world.log
    moves: MoveRules = world.moves  # type: ignore[attr-defined]
    if world.first_reason == "given" or not log:  # type: ignore[attr-defined]
        return History((), False, moves)  # a round set up mid-way: its start is not in the log
    afters: list[ActionKind | None] = [a.kind for a in log[1:]]
    afters.append({"call": _CALL, "name": _NAME}.get(view.phase))
    laid = sum(len(a.cards) for a in log if a.kind == _PLAY)
    picked = sum(1 for a in log if a.kind == _PICKUP)
    deck = len(world.rules.deck.cards()) - (sum(view.hand_sizes) + laid - picked) - 1
    first = _Replay(view, {}, view.hand_sizes, deck)  # where the turned cards lie, and what each seat drew and laid
    for action, after in zip(log, afters, strict=True):
        first.step(action, after)
    flips = {k: INDEX[view.pile[place].rank] for k, (epoch, place) in enumerate(first.where)
             if epoch == first.epoch and place < len(view.pile)}
    if first.epoch == 0:
        flips[-1] = INDEX[view.pile[0].rank]
    sizes = [2 * size - now for size, now in zip(view.hand_sizes, first.sizes, strict=True)]
    replay = _Replay(view, flips, sizes, deck)
    seats: list[int] = []
    found: list[Decision] = []
    for action, after in zip(log, afters, strict=True):
        seat = replay.turn
        seats.append(seat)
        if seat != view.seat and replay.rule is not None:
            pile = [0] * RANKS
            for r in replay.pile:
                if r >= 0:
                    pile[r] += 1
            after_seat = (seat + replay.direction) % replay.players
            rule = replay.rule
            found.append(Decision(seat, len(seats) - 1, replay.phase, _key(action), rule, replay.pile[-1],
                                  tuple(pile), tuple(itertools.accumulate(pile)), replay.sizes[seat],
                                  replay.sizes[after_seat], fitting(rule), moves.loose_sets and rule[0] in (GE_, LE_),
                                  bool(replay.deck) or len(replay.pile) > 1, replay.opening or replay.must_play, 0, ()))
        replay.step(action, after)
    if not replay.ends_at(view):
        return History((), False, moves)
    decisions = _since(found, log, seats, view.players)
    seats_seen = sorted({d.seat for d in decisions})
    by_seat = tuple((seat, tuple(d for d in decisions if d.seat == seat)) for seat in seats_seen)
    return History(decisions, True, moves, by_seat)


def _since(found: Sequence[Decision], log: Sequence[Action], seats: Sequence[int],
           players: int) -> tuple[Decision, ...]:
    """``found`` with each decision's :attr:`Decision.picks` and :attr:`Decision.later` counted from the log."""
    picks = [0] * players
    laid = [[0] * RANKS for _ in range(players)]
    at: dict[int, tuple[int, tuple[int, ...]]] = {}
    wanted = {d.number for d in found}
    for number in range(len(log) - 1, -1, -1):
        seat, action = seats[number], log[number]
        if action.kind == _PICKUP:
            picks[seat] += 1
            laid[seat] = [0] * RANKS  # a card laid after a pick-up may be the card picked up
        elif action.kind == _PLAY:
            for card in action.cards:
                laid[seat][INDEX[card.rank]] += 1
        if number in wanted:
            at[number] = (picks[seat], tuple(laid[seat]) if any(laid[seat]) else ())
    return tuple(replace(d, picks=at[d.number][0], later=at[d.number][1]) for d in found)


def fitting(rule: Rule) -> tuple[int, ...]:
    """The ranks that meet ``rule``."""
    kind, at = rule
    return tuple(r for r in range(RANKS) if kind == ANY_ or (
        r >= at if kind == GE_ else r <= at if kind == LE_ else r == at))
