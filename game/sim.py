"""Computer-only matches from the command line, for measuring bots and rules.

``python -m game.sim --game oh_hell --players 5 --games 100 --json`` prints one
JSON object with the fields DESIGN.md fixes (a contract other tools read).
``--seats hard,medium,easy,random`` sets each seat's level (the list repeats
to fill the table); ``--think-ms 200`` gives the timed levels (Hard, Expert)
200 ms a decision instead of their own budget, for quick runs.
``--deal CODE`` deals the hand a deal code names (the code a table shows
after a hand) and plays that one hand: the same cards, card for card.
``--deal CODE --judge`` shows the one judge at work on that hand: at each
decision of seat 0 every option with its value, interval and deals, and the
pick (``--seed`` sets the judge's random numbers; ``--json`` prints one
object a line: ``{"decision": n, "options": [...], "pick": text}``).
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .ai import LEVELS, Bot, make_bot
from .ai.judge import Sampling, weigh
from .commands import Parser, command, decimal, whole
from .engine import Match, RuleFileError, RuleSet, load_rules, new_match
from .engine.core import CardDealt, CardFlipped
from .engine.deals import Deal, DealCodeError, deal_again, deal_of, read_deal, rules_for

MAX_PLAYERS = 8
"""The most seats any rule file may allow (the rule schema's bound)."""
MAX_GAMES = 100_000
"""The most matches one run plays: a long night's measuring, not a run that never ends."""
MAX_SEED = 2**64 - 1
"""Seeds are 64-bit, as a deal code writes them."""
MAX_THINK_MS = 60_000.0
"""A minute a decision, the most a timed level may be given (``inf`` or ``nan`` never ended)."""


@dataclass(slots=True)
class Tally:
    """Everything the summary reports, gathered match by match."""

    players: int
    wins: list[int] = field(default_factory=list)
    losses: list[int] = field(default_factory=list)
    hand_scores: list[list[int]] = field(default_factory=list)
    decision_ms: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.wins = [0] * self.players
        self.losses = [0] * self.players
        self.hand_scores = [[] for _ in range(self.players)]


def play_match(rules: RuleSet, variant: str | None, players: int, seed: int, bots: Sequence[Bot],
               tally: Tally, budget: float = 0.0) -> None:
    """One computer-only match, every decision timed."""
    match = new_match(rules, variant, players, seed)
    rng = random.Random(seed ^ 0x5EED)
    while True:
        state = match.state
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view, rng, budget)
            tally.decision_ms.append((time.perf_counter() - start) * 1000)
            state.apply(action)
        for seat, score in enumerate(state.hand_scores()):
            tally.hand_scores[seat].append(score)
        if match.is_over():
            break
        match.next_hand()
    result = match.result()
    best = result.winners or tuple(s for s in range(players) if result.totals[s] == min(result.totals))
    for seat in best:
        tally.wins[seat] += 1
    for seat in result.losers:
        tally.losses[seat] += 1


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(game: str, variant: str | None, players: int | None, seats: list[str], games: int,
        seed: int, think_ms: float = 0.0) -> dict[str, Any]:
    rules = load_rules(game)
    count = players or rules.variant_players(variant) or rules.players_default
    levels = seat_levels(rules, count, seats)
    bots = [make_bot(level, rules, clock=time.perf_counter) for level in levels]
    tally = Tally(count)
    start = time.perf_counter()
    for k in range(games):
        play_match(rules, variant, count, seed + k, bots, tally, think_ms / 1000)
    return {
        "game": rules.game, "variant": variant or rules.default_variant, "players": count,
        "games": games, "seed": seed, "seats": levels, "wins": tally.wins,
        "losses": tally.losses,
        "mean_hand_score": [round(statistics.fmean(s), 3) if s else 0.0 for s in tally.hand_scores],
        "decisions": len(tally.decision_ms),
        "decision_ms_p50": round(percentile(tally.decision_ms, 0.5), 4),
        "decision_ms_p95": round(percentile(tally.decision_ms, 0.95), 4),
        "seconds": round(time.perf_counter() - start, 3),
    }


def seat_levels(rules: RuleSet, count: int, seats: list[str]) -> list[str]:
    """Each seat's level: ``seats`` repeated to fill the table (the rule bot when none given)."""
    levels = (seats * count)[:count] if seats else ["rule"] * count
    unknown = sorted(set(levels) - set(LEVELS))
    if unknown:
        raise ValueError(f"unknown level '{unknown[0]}' (known: {', '.join(LEVELS)})")
    return levels


def by_code(code: str, game: str | None) -> tuple[Deal, RuleSet, Match]:
    """The deal ``code`` names, its rules and the match it deals.

    Raises ``DealCodeError`` (a ``ValueError``) for a code that cannot be read or dealt, or deals another game."""
    deal = read_deal(code)
    if game is not None and game != deal.game:
        raise DealCodeError(f"the code deals {deal.game}, not {game}")
    rules = rules_for(deal)
    return deal, rules, deal_again(deal, rules)


def play_deal(code: str, game: str | None, seats: list[str], think_ms: float = 0.0) -> dict[str, Any]:
    """Deal the hand ``code`` names and play it out with computer seats: the dealt cards, the moves, the scores.

    Raises ``DealCodeError`` (a ``ValueError``) for a code that cannot be read or dealt, in words."""
    deal, rules, match = by_code(code, game)
    levels = seat_levels(rules, deal.players, seats)
    bots = [make_bot(level, rules, clock=time.perf_counter) for level in levels]
    state = match.state
    dealt: list[list[str]] = [[] for _ in range(deal.players)]
    flipped = []
    for event in state.opening_events():
        if isinstance(event, CardDealt):
            dealt[event.seat].append(str(event.card))
        elif isinstance(event, CardFlipped):
            flipped.append(str(event.card))
    rng = random.Random(deal.seed ^ 0x5EED)
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat), rng, think_ms / 1000))
    shown = deal_of(match)
    return {"deal": shown.code, "fingerprint": shown.fingerprint, "game": rules.game, "variant": deal.variant,
            "players": deal.players, "hand": deal.hand, "dealer": deal.dealer, "seats": levels, "hands": dealt,
            "flipped": flipped, "actions": [str(a) for a in state.log], "scores": list(state.hand_scores())}


JUDGE_SAMPLING = Sampling(first=128, most=2048)
"""The judge's budget at the command line: counted in deals, so a seed always gives the same lines."""


def judge_deal(code: str, game: str | None, seats: list[str], seed: int) -> list[dict[str, Any]]:
    """Play the hand ``code`` names with computer seats and weigh every decision of seat 0 from its view.

    Raises ``DealCodeError`` (a ``ValueError``) for a code that cannot be read or dealt, in words."""
    deal, rules, match = by_code(code, game)
    state = match.state
    bots = [make_bot(level, rules) for level in seat_levels(rules, deal.players, seats)]
    rng, judge_rng = random.Random(deal.seed ^ 0x5EED), random.Random(seed)
    decisions: list[dict[str, Any]] = []
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        if seat == 0:
            weighing = weigh(rules, view, judge_rng, sampling=JUDGE_SAMPLING)
            decisions.append({"decision": len(decisions) + 1, "goal": weighing.goal.words, "options": [
                {"action": str(o.action), "value": round(o.value, 4), "low": round(o.low, 4),
                 "high": round(o.high, 4), "deals": o.deals} for o in weighing.options],
                "pick": str(weighing.pick)})
        state.apply(bots[seat].choose(view, rng))
    return decisions


def main(argv: Sequence[str] | None = None) -> int:
    parser = Parser(prog="python -m game.sim", description=__doc__)
    parser.add_argument("--game", help="the game (required, unless --deal names it)")
    parser.add_argument("--variant")
    parser.add_argument("--players", type=whole(2, MAX_PLAYERS), help=f"2 to {MAX_PLAYERS}, as the game allows")
    parser.add_argument("--seats", default="", help=f"levels per seat, comma separated ({', '.join(LEVELS)})")
    parser.add_argument("--games", type=whole(1, MAX_GAMES), default=10, help=f"1 to {MAX_GAMES:,}")
    parser.add_argument("--seed", type=whole(0, MAX_SEED), default=1, help="0 to 2**64 - 1")
    parser.add_argument("--think-ms", type=decimal(0, MAX_THINK_MS), default=0.0,
                        help="milliseconds per decision for the timed levels (hard, expert), up to "
                             f"{MAX_THINK_MS:,.0f}; 0 keeps theirs")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--deal", metavar="CODE",
                        help="deal the hand this deal code names (shown after a hand at the table) and play it out")
    parser.add_argument("--judge", action="store_true",
                        help="with --deal: weigh every decision of seat 0 (--seed sets the judge's random numbers)")
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    if args.judge and args.deal is None:
        parser.error("--judge weighs a deal's decisions: give it --deal CODE")
    if args.judge:
        return _judge_main(args.deal, args.game, seats, args.seed, args.json)
    if args.deal is not None:
        return _deal_main(args.deal, args.game, seats, args.think_ms, args.json)
    if args.game is None:
        parser.error("the following arguments are required: --game (or --deal)")
    try:
        summary = run(args.game, args.variant, args.players, seats, args.games, args.seed, args.think_ms)
    except (RuleFileError, ValueError) as error:
        print(f"game.sim: {error}", file=sys.stderr)
        return 2
    _print(summary, args.json)
    return 0


def _deal_main(code: str, game: str | None, seats: list[str], think_ms: float, as_json: bool) -> int:
    return _for_deal(lambda: _print(play_deal(code, game, seats, think_ms), as_json))


def _judge_main(code: str, game: str | None, seats: list[str], seed: int, as_json: bool) -> int:
    return _for_deal(lambda: _print_judged(judge_deal(code, game, seats, seed), as_json))


def _for_deal(show: Callable[[], None]) -> int:
    """Run what a deal code asks for; a code refused is said in one line, with exit code 2."""
    try:
        show()
    except ValueError as error:
        print(f"game.sim: deal code refused: {error}", file=sys.stderr)
        return 2
    return 0


def _print_judged(decisions: list[dict[str, Any]], as_json: bool) -> None:
    for decision in decisions:
        if as_json:
            print(json.dumps({k: decision[k] for k in ("decision", "options", "pick")}))
            continue
        print(f"decision {decision['decision']} ({decision['goal']}): pick {decision['pick']}")
        for option in decision["options"]:
            print(f"  {option['action']:>16}  {option['value']:9.3f}  [{option['low']:9.3f}, {option['high']:9.3f}]"
                  f"  {option['deals']:>5} deals")


def _print(summary: dict[str, Any], as_json: bool) -> None:
    if as_json:
        print(json.dumps(summary))
    else:
        for key, value in summary.items():
            print(f"{key:>16}: {value}")


if __name__ == "__main__":
    raise SystemExit(command(main))
