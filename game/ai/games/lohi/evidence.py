"""Lo-Hi inference: every pick-up says the seat had nothing that fit, every play that it had nothing better.

Lo-Hi's hands change as the round goes: a seat picks up cards nobody else
sees, and the pile it laid on may since have been shuffled back into the
deck.  What its decisions tell is still plain.  A seat that picked up under
"nine or higher" held no nine or higher (the rule bot picks up with a card
that fits only to keep the pile shut to a next player on one card); a seat
that laid one eight held no other eight (it lays sets whole), nor a run or a
bigger set that fit; a single laid above the top is, most likely, the one
that leaves the pile asking for what the unseen cards can least meet; a call
and a name go where the hand can follow.  Each opponent decision is weighed
like a card in the trick games (:func:`.likelihood.play_likelihood`): most
likely the rule bot's own (:mod:`.bot`), likely one that lays as many cards,
now and then anything legal, so no world the view allows is ever ruled out.

The decisions are read from the log once per view (:func:`history`, a
public replay: the pile, the constraint, whose turn, the sizes; a card turned
up from the deck is known while it lies on the pile, and a decision made
under a constraint a reshuffle has hidden is not weighed).  What a seat held
at a past decision is read from its sampled hand now.  A hand lists its cards
in the order they came (the engine adds a pick-up at the end, and a plain
deal of the hidden cards lists them at random, so which came last is part of
the sampled world, and the belief's swaps keep it), so all but its last
cards, as many as it has picked up since, were held then; so were the cards
it laid since, before it next picked up (a card laid after a pick-up may be
the one picked up).  The rest of that hand is not known and counts as
nothing that fits: a seat whose cards may have gone is never blamed for them.
Suits never matter, so the hands are read as counts of ranks.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ....engine import Action, ActionKind, HandState
from ....engine.lohi import LohiView
from ....engine.lohi.moves import EQ, GE, LE, MoveRules
from ...inference import Reading
from ...likelihood import AIM, INTENT, STRAY
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
    size: int
    """The seat's hand size then (not all of it need be known: see :func:`lohi_evidence`)."""
    next_size: int
    """The hand size of the seat playing next (the rule bot keeps the pile shut to one on a last card)."""
    may_pick: bool
    """Whether a pick-up was open, plays or not (the deck or the pile under its top holds a card)."""
    forced_play: bool
    """Whether a play had to be made if there was one (the round's first play, a quadruple's ``must_play``)."""
    picks: int
    """How many cards the seat picked up from this decision on."""
    later: tuple[int, ...]
    """The ranks of the cards the seat laid from this decision on before it next picked up (counts): held then."""


@dataclass(frozen=True, slots=True)
class History:
    """The opponents' decisions in a view, each with its table; ``sound`` is false when the replay does not end
    where the view is (a round set up mid-way), and then nothing is weighed; ``moves`` the round's play options."""

    decisions: tuple[Decision, ...]
    sound: bool
    moves: MoveRules


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
            self.rule = (LE_ if laid[1] > laid[0] else GE_, laid[-1])
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
    last = _LAST.get("view")
    if last is view:
        found = _LAST["history"]
        assert isinstance(found, History)
        return found
    found = _history(view)
    _LAST["view"], _LAST["history"] = view, found
    return found


_LAST: dict[str, object] = {}


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
            found.append(Decision(seat, len(seats) - 1, replay.phase, _key(action), replay.rule, replay.pile[-1],
                                  tuple(pile), replay.sizes[seat], replay.sizes[after_seat],
                                  bool(replay.deck) or len(replay.pile) > 1, replay.opening or replay.must_play, 0, ()))
        replay.step(action, after)
    if not replay.ends_at(view):
        return History((), False, moves)
    return History(_since(found, log, seats, view.players), True, moves)


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
            at[number] = (picks[seat], tuple(laid[seat]))
    return tuple(replace(d, picks=at[d.number][0], later=at[d.number][1]) for d in found)


# --------------------------------------------------------------------------- weighing a world


def lohi_evidence(view: LohiView, world: HandState) -> float:
    """The log-likelihood of the opponents' decisions so far, were ``world`` the true deal."""
    found = history(view)
    if not found.decisions:
        return 0.0
    hands = world.hands  # type: ignore[attr-defined]
    moves = found.moves
    total = 0.0
    for seat, decisions in _by_seat(found):
        hand = hands[seat]
        n = len(hand)
        base, k = [0] * RANKS, 0
        for decision in decisions:
            upto = n - min(decision.picks, n)
            while k < upto:
                base[INDEX[hand[k].rank]] += 1
                k += 1
            held = [a + b for a, b in zip(base, decision.later, strict=True)]
            total += math.log(chance(decision, held, moves))
    return total


def _by_seat(found: History) -> list[tuple[int, list[Decision]]]:
    seats: dict[int, list[Decision]] = {}
    for decision in found.decisions:
        seats.setdefault(decision.seat, []).append(decision)
    return list(seats.items())


def chance(decision: Decision, held: list[int], moves: MoveRules) -> float:
    """How likely ``decision`` was from a hand holding ``held`` (counts by rank): the rule bot's, softened."""
    unseen = [max(0, 4 - a - b) for a, b in zip(held, decision.pile, strict=True)]
    if decision.phase == "call":
        return _call_chance(decision, held, unseen)
    if decision.phase == "name":
        return _name_chance(decision, held, unseen)
    plays = legal_plays(held, decision.rule, moves)
    legal: list[Key] = list(plays)
    if not (decision.forced_play and plays):
        if decision.may_pick:
            legal.append("pickup")
        elif not plays:
            legal.append("pass")
    key = decision.key
    if key not in legal:
        return STRAY / (len(legal) + 1)  # the view allows it, the rules as the replay reads them do not
    if len(legal) == 1:
        return 1.0
    size = decision.size
    if decision.next_size == 1 and "pickup" in legal and all(len(p) < size for p in plays) and _opens(
            plays, decision.top, decision.rule, unseen):
        return likelihood(key, legal, ["pickup"], ["pickup"])
    top = decision.top
    best, choices = -1e9, []
    values = []
    for play in plays:
        count = len(play)
        value = 10.0 * count
        rank = play[0]
        if play[-1] == rank:
            if count < held[rank]:
                value -= 6
            if count == 1 and rank != top and top >= 0:
                value -= 0.3 * (sum(unseen[:rank + 1]) if rank > top else sum(unseen[rank:]))
        if count == size:
            value += 100
        values.append(value)
        if value > best + 1e-9:
            best = value
    choices = [p for p, v in zip(plays, values, strict=True) if v > best - 1e-9]
    most = len(choices[0])
    return likelihood(key, legal, [p for p in plays if len(p) == most], choices)


def likelihood(key: Key, legal: Sequence[Key], sensible: Sequence[Key], choices: Sequence[Key]) -> float:
    """:func:`.likelihood.play_likelihood` for a decision the rule bot takes among ``choices`` at random."""
    group = sensible or legal
    aimed = AIM * (key in choices) / len(choices) + (1 - AIM) / len(group) * (key in group)
    intent = INTENT * aimed + (1 - INTENT) / len(legal)
    return (1 - STRAY) * intent + STRAY / len(legal)


def _call_chance(decision: Decision, held: list[int], unseen: list[int]) -> float:
    """Higher or lower: whichever the unseen cards can least meet, less what the hand can meet (:func:`.bot._call`)."""
    rank = decision.top
    ge = sum(unseen[rank:]) - sum(held[rank:])
    le = sum(unseen[:rank + 1]) - sum(held[:rank])
    choice = "higher" if ge <= le else "lower"
    return likelihood(decision.key, ("higher", "lower"), (), (choice,))


def _name_chance(decision: Decision, held: list[int], unseen: list[int]) -> float:
    """A triple's name: the rank left when the hand is all one rank, else one the hand holds and the others do
    not (:func:`.bot.lohi`)."""
    ranks = [r for r in range(RANKS) if held[r]]
    out = ranks[0] if len(ranks) == 1 else -1
    values = [held[r] * 2 - unseen[r] * 3 for r in range(RANKS)]
    choice = max(range(RANKS), key=lambda r: (r == out, values[r], r))
    near = [ORDER[r] for r in range(RANKS) if values[r] >= values[choice] - 3]  # one unseen card off
    return likelihood(decision.key, ORDER, near, (ORDER[choice],))


def _opens(plays: Sequence[tuple[int, ...]], top: int, rule: Rule, unseen: list[int]) -> bool:
    """:func:`.bot.opens_to_anything` on ranks: every play a single that leaves a pile every unseen card meets."""
    if _all_meet(rule, unseen):
        return False
    for play in plays:
        if len(play) != 1 or play[0] == top:
            return False
        if not _all_meet((LE_ if play[0] > top else GE_, play[0]), unseen):
            return False
    return True


def _all_meet(rule: Rule, unseen: list[int]) -> bool:
    kind, at = rule
    if kind == ANY_:
        return True
    if kind == EQ_:
        return not any(n for i, n in enumerate(unseen) if i != at)
    return not any(unseen[:at] if kind == GE_ else unseen[at + 1:])


def legal_plays(held: list[int], rule: Rule, moves: MoveRules) -> list[tuple[int, ...]]:
    """Every distinct play of a hand of ``held`` (counts by rank) under ``rule``, as :func:`.moves.legal_plays`
    lists them, by ranks."""
    kind, at = rule
    fits = [kind == ANY_ or (r >= at if kind == GE_ else r <= at if kind == LE_ else r == at) for r in range(RANKS)]
    loose = moves.loose_sets and kind in (GE_, LE_)
    out: list[tuple[int, ...]] = []
    for rank in range(RANKS):
        count = held[rank]
        if count and (fits[rank] or (loose and count >= 3)):
            for size in range(1 if fits[rank] else 3, min(count, 4) + 1):
                out.append((rank,) * size)
    if kind == EQ_ and not moves.runs_on_named:
        return out
    wrap, least = moves.wrap, moves.min_run
    for step in (1, -1):
        if (kind == GE_ and step < 0) or (kind == LE_ and step > 0):
            continue
        for start in range(RANKS):
            if not (held[start] and fits[start]):
                continue
            run = [start]
            index = start + step
            while len(run) < RANKS:
                if wrap:
                    index %= RANKS
                elif not 0 <= index < RANKS:
                    break
                if not held[index]:
                    break
                run.append(index)
                if len(run) >= least:
                    out.append(tuple(run))
                index += step
    return out


def lohi_shown(view: LohiView) -> bool:
    """Whether an opponent has decided anything the replay can read."""
    return bool(history(view).decisions)


READING = Reading(lohi_evidence, lohi_shown)
"""Expert's reading of Lo-Hi's decisions (:class:`game.ai.inference.Reading`)."""
