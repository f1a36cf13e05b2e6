"""Lo-Hi inference: every pick-up says the seat had nothing that fit, every play that it had nothing better.

Lo-Hi's hands change as the round goes: a seat picks up cards nobody else
sees, and the pile it laid on may since have been shuffled back into the
deck.  What its decisions tell is still plain.  A seat that picked up under
"nine or higher" held no nine or higher: the rule bot picks up with a card
that fits only to keep the pile shut to a next player on one card, and any
player seldom does (:data:`SLIP`, a share of its own, since a pick-up is no
one card among many legal ones but the choice not to play at all).  A seat
that laid one eight held no other eight (it lays sets whole), nor a run or a
bigger set that fit; a single is, most likely, the one that leaves the pile
asking for what the unseen cards can least meet; a call and a name go where
the hand can follow.  Each play is weighed like a card in the trick games
(:func:`.likelihood.play_likelihood`): most likely the rule bot's own
(:mod:`.bot`), likely one that lays as many cards, now and then anything
legal, so no world the view allows is ever ruled out.

The decisions, and the table each was made at, come from a public replay of
the log (:mod:`.replay`).  What a seat held then is read from its sampled
hand now.  A hand lists its cards in the order they came (the engine adds a
pick-up at the end; a plain deal of the hidden cards lists them at random, so
which came last is part of the sampled world, and the belief's swaps keep
it), so all but its last cards, as many as it has picked up since, were held
then; so were the cards it laid since, before it next picked up (a card laid
after a pick-up may be the one picked up).  The rest of that hand is not
known and counts as nothing that fits: a seat is never blamed for cards it
may not have had yet.  Suits never matter, so hands are read as counts of
ranks.
"""
from __future__ import annotations

import math
from collections.abc import Sequence

from ....engine import HandState
from ....engine.lohi import LohiView
from ....engine.lohi.moves import MoveRules
from ...inference import Reading
from ...likelihood import AIM, INTENT, STRAY
from .bot import INDEX, ORDER
from .replay import ANY_, EQ_, GE_, LE_, RANKS, Decision, Key, Play, Rule, fitting, history

SLIP = 0.04
"""The share of its turns a seat that could play picks up instead (a slip, or a set kept for later): the rule bot
never does, unless to keep the pile shut to a next player on one card (:func:`.bot.picks_up_to_shut`)."""


def lohi_evidence(view: LohiView, world: HandState) -> float:
    """The log-likelihood of the opponents' decisions so far, were ``world`` the true deal."""
    found = history(view)
    hands = world.hands  # type: ignore[attr-defined]
    moves = found.moves
    total, product = 0.0, 1.0
    for seat, decisions in found.by_seat:
        hand = hands[seat]
        n = len(hand)
        base, k = [0] * RANKS, 0
        for decision in decisions:
            upto = n - min(decision.picks, n)
            while k < upto:
                base[INDEX[hand[k].rank]] += 1
                k += 1
            later = decision.later
            product *= chance(decision, [a + b for a, b in zip(base, later, strict=True)] if later else base, moves)
            if product < 1e-100:
                total, product = total + math.log(product), 1.0
    return total + math.log(product)


def chance(decision: Decision, held: list[int], moves: MoveRules) -> float:
    """How likely ``decision`` was from a hand holding ``held`` (counts by rank): the rule bot's, softened."""
    phase, key = decision.phase, decision.key
    if phase == "call":
        return _call_chance(decision, held, _unseen(decision, held))
    if phase == "name":
        return _name_chance(decision, held, _unseen(decision, held))
    if not decision.loose and not any(held[r] for r in decision.fits):  # nothing fits: pick up, or pass
        return 1.0 if key == ("pickup" if decision.may_pick else "pass") else STRAY / 2
    forced = decision.forced_play or not decision.may_pick
    if key == "pickup" and not forced and decision.next_size > 1:
        return SLIP  # picking up while a card fits
    plays = legal_plays(held, decision.rule, moves, decision.fits)
    legal: list[Key] = list(plays)
    if not forced:
        legal.append("pickup")
    elif not plays:
        legal.append("pass" if not decision.may_pick else "pickup")
    if key not in legal:
        return STRAY / (len(legal) + 1)  # the view allows it, the rules as the replay reads them do not
    if len(legal) == 1:
        return 1.0
    size = decision.size
    if (decision.next_size == 1 and not forced and all(len(p) < size for p in plays)
            and _opens(plays, decision.top, decision.rule, _unseen(decision, held))):
        return 1 - STRAY if key == "pickup" else STRAY / len(plays)  # kept the pile shut to a last card
    if key == "pickup":
        return SLIP
    values = _values(plays, held, decision)
    best = max(values)
    choices: list[Key] = [p for p, v in zip(plays, values, strict=True) if v > best - 1e-9]
    most = len(choices[0])
    sensible: list[Key] = [p for p in plays if len(p) == most]
    return (1 - SLIP * (not forced)) * likelihood(key, plays, sensible, choices)


def _values(plays: Sequence[Play], held: Sequence[int], decision: Decision) -> list[float]:
    """The rule bot's score of each play (:func:`.bot.lohi`): ten a card, less six for breaking up a set, less
    0.3 an unseen card that would meet a single (on a known top), plus a hundred for going out."""
    top, size, cum = decision.top, decision.size, decision.below
    sums: list[int] = []
    out = []
    for play in plays:
        count = len(play)
        value = 10.0 * count
        rank = play[0]
        if play[-1] == rank:
            if count < held[rank]:
                value -= 6
            if count == 1 and rank != top and top >= 0:
                if not sums:
                    running = 0
                    for n in held:
                        running += n
                        sums.append(running)
                if rank > top:  # the pile then asks for this rank or lower
                    value -= 0.3 * (4 * (rank + 1) - sums[rank] - cum[rank])
                else:
                    below = sums[rank - 1] + cum[rank - 1] if rank else 0
                    value -= 0.3 * (4 * (RANKS - rank) - (sums[-1] + cum[-1] - below))
        if count == size:
            value += 100
        out.append(value)
    return out


def _unseen(decision: Decision, held: list[int]) -> list[int]:
    """Cards of each rank the deciding seat had not seen: neither in its hand (as far as known) nor on the pile."""
    return [max(0, 4 - a - b) for a, b in zip(held, decision.pile, strict=True)]


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


def legal_plays(held: Sequence[int], rule: Rule, moves: MoveRules, fits: Sequence[int] | None = None) -> list[Play]:
    """Every distinct play of a hand of ``held`` (counts by rank) under ``rule``, as :func:`.moves.legal_plays`
    lists them, by ranks (in another order); ``fits``, the ranks that meet ``rule``, if known."""
    kind = rule[0]
    if fits is None:
        fits = fitting(rule)
    out: list[Play] = []
    for rank in fits:
        count = held[rank]
        if count:
            out.extend(_SETS[rank][:count])
    if moves.loose_sets and kind in (GE_, LE_):
        out.extend(_SETS[rank][size - 1] for rank in range(RANKS) if rank not in fits
                   for size in range(3, min(held[rank], 4) + 1))
    if kind == EQ_ and not moves.runs_on_named:
        return out
    wrap, least = moves.wrap, moves.min_run
    for step in (1, -1):
        if (kind == GE_ and step < 0) or (kind == LE_ and step > 0):
            continue
        for start in fits:
            if not held[start]:
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


_SETS = [[(rank,) * size for size in range(1, 5)] for rank in range(RANKS)]
"""Each rank's sets of one to four, made once."""


def lohi_shown(view: LohiView) -> bool:
    """Whether an opponent has decided anything the replay can read."""
    return bool(history(view).decisions)


READING = Reading(lohi_evidence, lohi_shown)
"""Expert's reading of Lo-Hi's decisions (:class:`game.ai.inference.Reading`)."""
