"""How well a seat's sampled worlds put the opponents' cards where they truly are: plain against read.

Expert weighs the worlds it searches by how well they explain the opponents'
bids and plays (:class:`game.ai.inference.InferenceSampler`); issue 63 asks
how much better that belief is than plain determinization, measured directly
rather than through the points a search wins with it.  ``python -m lab.belief``
plays ``--hands`` hands per game with the rule bots, from fixed seeds so every
run meets the same positions.  At seat 0's first card of each trick (in Lo-Hi, which has no tricks, at
each decision of seat 0 with a choice) it draws
``--worlds`` worlds from seat 0's view both ways and scores them against the
true deal:

* **share**: of the cards the opponents truly hold and seat 0 cannot see, the
  mean share a world puts in the right hand (1 would be seeing every hand);
* **log**: the mean natural log of the probability the K worlds give each such
  card's true hand (its count, plus a half, over K + 1, so a card never placed
  right still scores; higher is better, 0 at best): it punishes a belief that is sure and wrong;
* **pool**: what the sampler's candidates are worth (Kish's effective size); for ``--reader belief`` its
  different particles, for ``--reader judge`` (the judge's independent draws, each from a fresh chain of
  ``--candidates`` weighed deals and ``--steps`` swaps) its different worlds among the K;

and under each game the reading's gain in share over plain with its 95 % interval, a hand being one unit.

The worlds are drawn from the view alone; the true deal is read only to score
them (a test deals the hidden cards differently and gets the same worlds).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass

from game.ai import make_bot
from game.ai.belief import BeliefSampler
from game.ai.inference import InferenceSampler
from game.ai.posterior import CANDIDATES, STEPS, PosteriorDraws
from game.commands import Parser, command, whole
from game.engine import ActionKind, Card, HandState, PlayerView, load_rules, new_match
from game.engine.hidden import hand_location
from game.games import find

from .stats import Interval, t_interval

GAMES = ("oh_hell", "laus", "lohai", "lohi", "koira")
"""The games with a reading (their ``evidence`` modules); the others would only measure plain twice."""
PLAYED_BY = ("rule", "easy", "medium", "hard")
"""Who plays the measured hands (``--played-by``): the rule bot the readings model, or a level that strays from it
(Easy's slips) or searches (Medium's 300 iterations, Hard's 1,000 off the clock), as opponents do at the table."""

READERS = {"weights": "Expert's weighted candidates (InferenceSampler)",
           "belief": "the particle filter carried through the hand (BeliefSampler)",
           "judge": "the judge's worlds, each from a fresh chain of its own (PosteriorDraws)"}
"""How the read worlds are drawn (``--reader``)."""

SEAT = 0
"""The seat whose view is measured."""


@dataclass(frozen=True, slots=True)
class Figures:
    """One position's worlds scored against the truth: share placed right and mean log probability."""

    share: float
    log: float


@dataclass(frozen=True, slots=True)
class Row:
    """One game's trick: how many positions, and the plain and read worlds' mean figures over them."""

    trick: int
    positions: int
    plain_share: float
    reading_share: float
    plain_log: float
    reading_log: float
    effective: float
    """The sampler's mean effective pool size (of 32 dealt plus one every four draws); for the belief, its
    different particles; for the judge's draws, its different worlds."""


@dataclass(frozen=True, slots=True)
class Draw:
    """One position's worlds, both ways, and what the sampler's pool was worth (Kish's effective size; 0 when
    nothing was shown yet and it dealt plainly)."""

    plain: list[HandState]
    read: list[HandState]
    effective: float


def sample_worlds(view: PlayerView, worlds: int, seed: int, belief: BeliefSampler | None = None,
                  draws: PosteriorDraws | None = None) -> Draw:
    """``worlds`` plain determinizations and as many read ones, from ``view`` only: from a fresh
    :class:`InferenceSampler`, from ``belief``, the seat's particle filter carried through the hand, or from
    ``draws``, the judge's independent chains."""
    plain_rng, read_rng = random.Random(seed), random.Random(seed + 1)
    plain = [view.determinize(plain_rng) for _ in range(worlds)]
    if draws is not None:
        read = [draws(view, read_rng) for _ in range(worlds)]
        distinct = len({repr(hands_of(w)) for w in read}) if draws.reads(view) else 0
        return Draw(plain, read, float(distinct))
    if belief is not None:
        read = [belief(view, read_rng) for _ in range(worlds)]
        return Draw(plain, read, float(len({repr(sorted(p.items())) for p in belief.placements()})))
    sampler = InferenceSampler()
    read = [sampler(view, read_rng) for _ in range(worlds)]
    return Draw(plain, read, sampler.effective_size())


def hands_of(state: HandState) -> Sequence[Sequence[Card]]:
    """Every seat's hand (all three games have ``hands``)."""
    hands: Sequence[Sequence[Card]] = state.hands  # type: ignore[attr-defined]
    return hands


def hidden_truth(view: PlayerView, truth: HandState) -> dict[int, Counter[Card]]:
    """Each opponent's true hand less what ``view`` already knows sits there: the cards a belief must place."""
    out: dict[int, Counter[Card]] = {}
    for seat, hand in enumerate(hands_of(truth)):
        location = hand_location(seat)
        if seat == view.seat or location not in view.hidden.sizes:
            continue
        cards = Counter(hand) - Counter(view.hidden.known.get(location, ()))
        if cards:
            out[seat] = cards
    return out


def score(view: PlayerView, truth: HandState, worlds: Sequence[HandState]) -> Figures | None:
    """How ``worlds`` place the opponents' hidden cards; ``None`` when there is none to place."""
    target = hidden_truth(view, truth)
    total = sum(sum(c.values()) for c in target.values())
    if total == 0:
        return None
    placed: dict[int, Counter[Card]] = {seat: Counter() for seat in target}
    for world in worlds:
        hands = hands_of(world)
        for seat, cards in target.items():
            placed[seat].update(cards & Counter(hands[seat]))
    right = sum(sum(c.values()) for c in placed.values())
    log = sum(n * math.log((placed[seat][card] / n + 0.5) / (len(worlds) + 1))
              for seat, cards in target.items() for card, n in cards.items())
    return Figures(right / (total * len(worlds)), log / total)


def positions(game: str, hands: int, seed: int,
              level: str = "rule") -> Iterator[tuple[int, int, PlayerView, HandState]]:
    """Seat 0's first card of each trick (the hand, the trick's number, the view and the true state) in ``hands``
    hands played by ``level`` in every seat (:data:`PLAYED_BY`); in a game without tricks (Lo-Hi), each decision of
    seat 0 that has a choice, numbered so."""
    rules = load_rules(game)
    spec = find(rules.engine)
    tricks = spec is None or bool(spec.taker)
    match, played, rng = new_match(rules, None, None, seed), 0, random.Random(seed)
    bots = [make_bot(level, rules) for _ in range(match.players)]
    while played < hands:
        state, trick = match.state, 0
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            action = bots[seat].choose(view, rng)
            if seat == SEAT and (action.kind == ActionKind.PLAY if tricks else len(view.legal_actions) > 1):
                trick += 1
                yield played, trick, view, state.clone()
            state.apply(action)
        played += 1
        if not match.is_over():
            match.next_hand()
        else:
            seed += 1
            match = new_match(rules, None, None, seed)


@dataclass(frozen=True, slots=True)
class Report:
    """One game's measure: the per-trick rows, and the reading's gain in share over plain, a hand's positions
    averaged into one unit (the positions of a hand are not independent) with its 95 % interval."""

    rows: list[Row]
    gain: Interval


def measure(game: str, hands: int, worlds: int, seed: int = 1, reader: str = "weights",
            chain: tuple[int, int] = (CANDIDATES, STEPS), level: str = "rule") -> Report:
    """The per-trick table for one game, the read worlds drawn as ``reader`` says (:data:`READERS`); the judge's
    chains weigh ``chain[0]`` candidates and take ``chain[1]`` swaps; the hands are played by ``level``."""
    figures: dict[int, list[tuple[Figures, Figures, float]]] = {}
    gains: dict[int, list[float]] = {}
    belief = BeliefSampler() if reader == "belief" else None
    draws = PosteriorDraws(*chain) if reader == "judge" else None
    for number, (hand, trick, view, truth) in enumerate(positions(game, hands, seed, level)):
        draw = sample_worlds(view, worlds, seed * 1_000_003 + number * 2, belief, draws)
        a, b = score(view, truth, draw.plain), score(view, truth, draw.read)
        if a is not None and b is not None:
            figures.setdefault(trick, []).append((a, b, draw.effective))
            gains.setdefault(hand, []).append(b.share - a.share)
    rows = [row(trick, found) for trick, found in sorted(figures.items())]
    return Report(rows, t_interval([sum(g) / len(g) for g in gains.values()]))


def row(trick: int, found: Sequence[tuple[Figures, Figures, float]]) -> Row:
    """The mean of a trick's positions."""
    n = len(found)
    return Row(trick, n, sum(a.share for a, _, _ in found) / n, sum(b.share for _, b, _ in found) / n,
               sum(a.log for a, _, _ in found) / n, sum(b.log for _, b, _ in found) / n,
               sum(e for _, _, e in found) / n)


def table(report: dict[str, Report]) -> str:
    """The report as a compact text table."""
    lines = [f"{'game':<8} {'trick':>5} {'n':>4} {'plain':>6} {'read':>6} {'gain':>6} "
             f"{'log pl':>7} {'log rd':>7} {'pool':>5}"]
    for game, found in report.items():
        for r in found.rows:
            lines.append(f"{game:<8} {r.trick:>5} {r.positions:>4} {r.plain_share:>6.3f} {r.reading_share:>6.3f} "
                         f"{r.reading_share - r.plain_share:>+6.3f} {r.plain_log:>7.3f} {r.reading_log:>7.3f} "
                         f"{r.effective:>5.1f}")
    for game, found in report.items():
        g = found.gain
        lines.append(f"{game}: reading gains {g.mean:+.3f} of the share a position ({g.low:+.3f} to {g.high:+.3f}), "
                     f"{g.n} hands")
    return "\n".join(lines)


def games_arg(text: str) -> tuple[str, ...]:
    """``--games``: a comma-separated list of games with a reading."""
    names = tuple(n.strip() for n in text.split(",") if n.strip())
    unknown = [n for n in names if n not in GAMES]
    if unknown or not names:
        raise argparse.ArgumentTypeError(f"not a game with a reading: '{text}' (known: {','.join(GAMES)})")
    return names


def plain_json(report: Report) -> dict[str, object]:
    """``report`` as JSON's types: an interval one hand cannot bound has ``null`` ends, not ``Infinity``."""
    out = asdict(report)
    out["gain"] = {k: v if not isinstance(v, float) or math.isfinite(v) else None for k, v in out["gain"].items()}
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the arguments, measure, print."""
    parser = Parser(prog="python -m lab.belief", description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=games_arg, default=GAMES, help="comma-separated: " + ",".join(GAMES))
    parser.add_argument("--hands", type=whole(1, 100_000), default=20, help="hands per game (20)")
    parser.add_argument("--worlds", type=whole(1, 100_000), default=64, help="worlds drawn each way (64)")
    parser.add_argument("--seed", type=whole(0, 2**31), default=1, help="the first match's seed (1)")
    parser.add_argument("--reader", choices=list(READERS), default="weights",
                        help="; ".join(f"{k}: {v}" for k, v in READERS.items()))
    parser.add_argument("--candidates", type=whole(1, 1000), default=CANDIDATES,
                        help=f"--reader judge: plain deals weighed for each world ({CANDIDATES})")
    parser.add_argument("--steps", type=whole(0, 10_000), default=STEPS,
                        help=f"--reader judge: swaps each world's chain takes ({STEPS})")
    parser.add_argument("--played-by", choices=list(PLAYED_BY), default="rule",
                        help="the level every seat plays the hands at (rule): the reading models the rule bot, "
                             "so a search at the table is further from its model")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    chain = (args.candidates, args.steps)
    report = {game: measure(game, args.hands, args.worlds, args.seed, args.reader, chain, args.played_by)
              for game in args.games}
    if args.json:
        print(json.dumps({"hands": args.hands, "worlds": args.worlds, "seed": args.seed, "reader": args.reader,
                          "candidates": args.candidates, "steps": args.steps, "played_by": args.played_by,
                          "games": {g: plain_json(found) for g, found in report.items()}}))
    else:
        print(table(report))
    return 0


if __name__ == "__main__":
    sys.exit(command(main))
