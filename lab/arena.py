"""Our bots against a peer: OpenSpiel's C++ ``ISMCTSBot`` on OpenSpiel's own ``oh_hell`` (issue 32).

``python -m lab.arena --level hard --iterations 1000 --deals 40`` seats one of
our levels in one seat and OpenSpiel's ISMCTS (1,000 simulations, random
rollouts) in the others.  Every deal is played once with ours in each seat over
the very same cards (a duplicate deal), so the luck of the cards and of the
seat cancels inside the deal, and the 95 % interval is taken over deals.

A developer's tool, never part of the app: it needs the optional extra
(``pip install -e '.[peer]'``), which nothing else imports.  The hand is played
in OpenSpiel and in our engine at once (:mod:`.arena_bridge`): OpenSpiel's
deal, dealer and trump card are forced into our engine, every action is
applied to both, and our bot is asked from its own seat's view only.  Both
games must agree at every step on whose turn it is and what is legal, and at
the end on every score; a disagreement stops the run, since it would mean the
two rule sets differ.  Before playing it checks that OpenSpiel imagines the other seats' hands from every
card the peer's seat cannot see (:func:`check_blind`): OpenSpiel 2.0's ``oh_hell`` does not, and its ISMCTS
would know which cards are out.  The seed fixes the deals and every bot's random numbers;
with ``--iterations`` our choices repeat for the same table, while a timed
level (Hard as shipped) reads the clock.  OpenSpiel's ISMCTS breaks ties between
equally good actions in the order of its hash maps, which may differ from one
run to the next, so a rerun can part ways after such a tie: a rerun measures
the same thing, not always the very same hands.
``--rollout random`` swaps our search's rule-bot rollouts for random ones, and
``--bids visits``, ``mean``, ``focused``, ``read``, ``aimed`` or ``hands`` (:data:`game.ai.levels.BIDS`;
``tree`` is ``visits``) chooses our Oh Hell bids by the tree's visits, by its best mean (with a narrower root,
reading the bids already made, or with the seats still to bid bidding from their sampled hands), or by
:mod:`game.ai.bidding` whatever the level ships with, and ``--infer on|off`` gives our search Expert's
inference or takes it away, and ``--exploration C`` sets UCB's constant throughout its tree, as measurements
only.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Protocol, cast

from game.ai import LEVELS, make_bot
from game.ai.budget import Budget
from game.ai.levels import BIDS, READS, SEARCH_LEVELS, Bot, SearchBot, Think
from game.commands import command
from game.engine import Action, Card, RuleSet, load_rules
from game.engine.oh_hell import OhHellHand

from .arena_bridge import Deal, card_of, draw_deal, most_tricks, our_hand, ours, theirs
from .arena_report import Play, Seat, Timing, paired_line, report

PLAYERS = 4
"""OpenSpiel's oh_hell is played here by four, as in the issue's measurement."""


class PeerState(Protocol):
    """The part of a ``pyspiel.State`` the arena uses."""

    def current_player(self) -> int: ...
    def legal_actions(self) -> list[int]: ...
    def apply_action(self, action: int) -> None: ...
    def is_terminal(self) -> bool: ...
    def returns(self) -> list[float]: ...


class PeerGame(Protocol):
    def new_initial_state(self) -> PeerState: ...


class PeerWorld(Protocol):
    """The part of a ``pyspiel.State`` that :func:`check_blind` reads: the worlds it imagines for a seat."""

    def apply_action(self, action: int) -> None: ...
    def current_player(self) -> int: ...
    def history(self) -> list[int]: ...
    def resample_from_infostate(self, player: int, sampler: Callable[[], float]) -> PeerWorld: ...


class PeerDealer(Protocol):
    def new_initial_state(self) -> PeerWorld: ...


class PeerBot(Protocol):
    """A ``pyspiel.Bot``: the action it plays for the state's current player."""

    def step(self, state: PeerState) -> int: ...


class PeerMissing(RuntimeError):
    """OpenSpiel is not installed: the arena is the only thing that needs it."""


class PeerSees(RuntimeError):
    """OpenSpiel's ``oh_hell`` would let its ISMCTS know cards its seat cannot see (:func:`check_blind`)."""


class OutOfStep(RuntimeError):
    """OpenSpiel and our engine disagree about the same hand: the rules differ, or the bridge does."""


@dataclass(frozen=True, slots=True)
class Settings:
    """One arena run: who plays, how hard each side thinks, and which deals."""

    level: str = "hard"
    iterations: int | None = None
    simulations: int = 1000
    uct_c: float = 2.0
    final_policy: str = "max_visit_count"
    deals: int = 20
    seed: int = 1
    tricks: int | None = None
    rollout: str = "rule"
    bids: str = "level"
    infer: str = "level"
    """Whether our search reads the other seats' bids and plays (Expert's inference): ``level``, ``on`` or ``off``."""
    first: int = 0
    """The first deal's number: a later run can carry an earlier one on over the next deals of the same seed."""
    cores: int | None = None
    """Searches merged for each of our decisions, run one after another (``None``: the level's own, as the
    table's workers run them side by side on that many cores)."""
    exploration: float | None = None
    """UCB's constant throughout our search's tree (``None``: as shipped, :data:`game.ai.search.EXPLORATION`)."""
    up_to: int | None = None
    """Play only the deals of at most this many cards, skipping the others by number, so a change that acts in
    short hands alone is measured there alone and paired, deal by deal, with a run that played every deal."""

    def think(self) -> Think:
        """Our level's budget: a fixed number of iterations, or (0) the level's own."""
        return Budget(iterations=self.iterations) if self.iterations else 0.0

    def settled(self) -> Settings:
        """These settings with the level's own number of searches written in, as a run's records keep them."""
        if self.cores is None and self.level in SEARCH_LEVELS:
            return replace(self, cores=SEARCH_LEVELS[self.level].cores)
        return self

    def label(self) -> str:
        if self.level == OPEN:
            return (f"OpenSpiel MCTS-{self.simulations:,} on the true state (every hand face up) vs {PLAYERS - 1}x "
                    f"OpenSpiel ISMCTS-{self.simulations:,}")
        ours_ = self.level.capitalize() + (f" held to {self.iterations:,} iterations" if self.iterations else "")
        ours_ += "" if self.rollout == "rule" else f" with {self.rollout} rollouts"
        ours_ += "" if self.bids == "level" else f", {self.bids} bids"
        ours_ += "" if self.infer == "level" else f", inference {self.infer}"
        ours_ += f", {self.cores} searches merged" if self.cores and self.cores > 1 else ""
        ours_ += "" if self.exploration is None else f", exploring at {self.exploration:g}"
        ours_ += "" if self.up_to is None else f", hands of at most {self.up_to} cards"
        return f"{ours_} vs {PLAYERS - 1}x OpenSpiel ISMCTS-{self.simulations:,}"


def openspiel() -> Any:
    """The ``pyspiel`` module, imported only here and only when an arena is run."""
    try:
        import pyspiel
    except ImportError as error:
        raise PeerMissing("this needs OpenSpiel, the optional peer: pip install -e '.[peer]'") from error
    return pyspiel


OPEN = "open"
"""``--level open``: OpenSpiel's own ``MCTSBot`` in our seat, searching the true state with every hand face up
(the peer's settings, its simulations and constant), the ceiling row: no honest seat can play so, and what it
wins is the most any reading of the hidden cards could buy a search of the peer's kind."""


def open_handed(pyspiel: Any, game: PeerGame, settings: Settings, seed: int) -> PeerBot:
    """OpenSpiel's plain MCTS on the true state: it clones the state it is given, hidden hands and all."""
    evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
    bot: PeerBot = pyspiel.MCTSBot(game, evaluator, settings.uct_c, settings.simulations, 1_000_000, False, seed,
                                   False)
    return bot


def ismcts(pyspiel: Any, settings: Settings, seed: int) -> PeerBot:
    """OpenSpiel's ISMCTS with one random rollout per simulation, as a new user would set it up."""
    policy = getattr(pyspiel.ISMCTSFinalPolicyType, settings.final_policy.upper())
    evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
    bot: PeerBot = pyspiel.ISMCTSBot(seed, evaluator, settings.uct_c, settings.simulations, -1, policy,
                                     False, False)
    return bot


BLIND_PROBES = 40
"""Worlds :func:`check_blind` asks OpenSpiel to imagine for one seat of a one-card deal."""


def check_blind(game: PeerDealer) -> None:
    """Raise :class:`PeerSees` unless OpenSpiel imagines the other seats' hands from every card its seat cannot see.

    ISMCTS draws each simulation's world from ``ResampleFromInfostate``. From OpenSpiel 2.0 (June 2026) on, the
    ``oh_hell`` version shares out again only the cards the other seats were really dealt, never the ones left in
    the deck, so its search knows which cards are out: in a one-card hand, exactly the three it is up against.
    A peer that sees what its seat cannot is no measure of ours. 1.6.x draws from all the unseen cards (blind to
    the suits a seat has shown out of, which is honest, only less shrewd). So before a run the arena deals one
    card each and asks for :data:`BLIND_PROBES` worlds: an honest peer puts far more than three cards in the
    other hands.
    """
    deal = draw_deal(random.Random(0), PLAYERS, tricks=1)
    state = game.new_initial_state()
    for chance in deal.chance_actions():
        state.apply_action(chance)
    seat = state.current_player()
    held = {card for other, hand in enumerate(deal.hands) if other != seat for card in hand}
    rng = random.Random(0)
    imagined: set[Card] = set()
    for _ in range(BLIND_PROBES):
        dealt = state.resample_from_infostate(seat, rng.random).history()[2:2 + PLAYERS]
        imagined |= {card_of(action) for k, action in enumerate(dealt) if k % PLAYERS != seat}
    if imagined <= held:
        raise PeerSees("this OpenSpiel's oh_hell lets ISMCTS see which cards the other seats hold (its "
                       "ResampleFromInfostate from version 2.0 on deals out only the cards really held); "
                       "install an honest one: pip install 'open_spiel>=1.6.9,<2.0'")


def in_step(state: PeerState, hand: OhHellHand) -> None:
    """Raise :class:`OutOfStep` unless both games wait on the same seat with the same legal actions."""
    seat = hand.current_player if not hand.is_over() else None
    if state.is_terminal() or seat is None:
        if state.is_terminal() != hand.is_over():
            raise OutOfStep(f"one game is over and the other is not: {hand.score_lines()}")
        return
    if state.current_player() != seat:
        raise OutOfStep(f"OpenSpiel waits on seat {state.current_player()}, our engine on seat {seat}")
    mine = sorted(theirs(action) for action in hand.legal_actions())
    if sorted(state.legal_actions()) != mine:
        raise OutOfStep(f"seat {seat} may play {sorted(state.legal_actions())} in OpenSpiel, {mine} in ours")


def play_seating(game: PeerGame, rules: RuleSet, deal: Deal, our_seat: int, bot: Bot | PeerBot,
                 peers: Sequence[PeerBot], settings: Settings, seed: int) -> tuple[list[Seat], list[Timing]]:
    """One hand of ``deal`` with our bot in ``our_seat`` (or OpenSpiel's open-handed one, :data:`OPEN`) and
    ``peers[seat]`` in every other seat."""
    state = game.new_initial_state()
    for chance in deal.chance_actions():
        state.apply_action(chance)
    hand = our_hand(rules, deal, seed)
    rng = random.Random(seed)
    timings: list[Timing] = []
    while True:
        in_step(state, hand)
        if state.is_terminal():
            break
        seat, legal = state.current_player(), state.legal_actions()
        phase = hand.phase
        if len(legal) == 1:
            action = legal[0]
        else:
            start = time.perf_counter()
            expected = None
            if seat == our_seat and settings.level == OPEN:  # the open-handed peer: it steps the true state
                action = cast(PeerBot, bot).step(state)
            elif seat == our_seat:
                ours_ = cast(Bot, bot)
                chosen = ours_.choose(hand.view(seat), rng, settings.think())
                action, expected = theirs(chosen), expectation(ours_, chosen, hand.hand_size)
            else:
                action = peers[seat].step(state)
            timings.append(Timing(seat == our_seat, phase, (time.perf_counter() - start) * 1000, expected))
        state.apply_action(action)
        hand.apply(ours(action))
    return seats_of(state, hand, our_seat), timings


def expectation(bot: Bot, chosen: Action, hand_size: int) -> float | None:
    """The points our search expected from its choice (its mean reward there, in points), if it searched.

    Oh Hell's reward is the score over the best the hand allows (:func:`game.ai.rewards.oh_hell`), so the
    mean times ``10 + hand_size`` is the score the search foresaw; set beside the score made, it shows
    whether the search's own play-outs are too hopeful about a bid.
    """
    last = bot.last if isinstance(bot, SearchBot) else None
    if last is None:
        return None
    mean = next((value for action, _, value in last.stats if action == chosen), None)
    return None if mean is None else mean * (10 + hand_size)


def seats_of(state: PeerState, hand: OhHellHand, our_seat: int) -> list[Seat]:
    """Each seat's bid, tricks and score, once both games agree on the scores."""
    scores = hand.hand_scores()
    if [round(r) for r in state.returns()] != list(scores):
        raise OutOfStep(f"OpenSpiel scores {state.returns()}, our engine {list(scores)}")
    first = (hand.dealer + 1) % hand.players
    seats = []
    for seat in range(hand.players):
        wanted = hand.bids[seat]
        assert wanted is not None
        seats.append(Seat(seat == our_seat, wanted, hand.tricks_won[seat], scores[seat],
                          (seat - first) % hand.players))
    return seats


def seed_of(*parts: int) -> int:
    """A seed for OpenSpiel (a C++ int) and for us, mixed from the run's seed, the deal, the seating and the seat.

    >>> seed_of(1, 0, 0) != seed_of(1, 0, 1) and 0 <= seed_of(10**9, 5, 3) < 2**31
    True
    """
    mixed = 0
    for part in parts:
        mixed = (mixed * 1_000_003 + part) % (2**31 - 1)
    return mixed


def our_bot(settings: Settings, rules: RuleSet) -> Bot:
    """Our level as shipped, on the clock, its searches merged as the table's workers merge them; or, for a
    measurement, its search with random rollouts, its bids taken another way (:data:`game.ai.levels.BIDS`),
    or another number of searches, whatever the level ships with."""
    if settings.level not in SEARCH_LEVELS:
        return make_bot(settings.level, rules, clock=time.perf_counter)
    bids = {"level": None, "tree": "visits"}.get(settings.bids, settings.bids)
    infer = {"on": True, "off": False}.get(settings.infer)
    reads = settings.infer if settings.infer in READS else None
    return SearchBot(settings.level, rules, clock=time.perf_counter, rollout=settings.rollout, bids=bids,
                     infer=infer, cores=settings.cores or SEARCH_LEVELS[settings.level].cores,
                     exploration=settings.exploration, reads=reads)


def deals(settings: Settings) -> Iterator[tuple[int, Deal]]:
    """The run's deals by number: the seed's sequence from the first deal on, less those over ``up_to`` cards."""
    for number in range(settings.first, settings.first + settings.deals):
        deal = draw_deal(random.Random(seed_of(settings.seed, number)), PLAYERS, settings.tricks)
        if settings.up_to is None or deal.tricks <= settings.up_to:
            yield number, deal


def plays(settings: Settings) -> Iterator[Play]:
    """Every deal's seatings, one after another, so a long run can be written down as it goes."""
    pyspiel = openspiel()
    loaded = pyspiel.load_game("oh_hell", {"players": PLAYERS})
    check_blind(loaded)
    game: PeerGame = loaded
    rules = load_rules("oh_hell")
    ours_: Bot | None = None if settings.level == OPEN else our_bot(settings, rules)
    for number, deal in deals(settings):
        for our_seat in range(PLAYERS):
            seed = seed_of(settings.seed, number, our_seat)
            peers = [ismcts(pyspiel, settings, seed_of(seed, seat)) for seat in range(PLAYERS)]
            bot = ours_ if ours_ is not None else open_handed(pyspiel, game, settings, seed_of(seed, our_seat))
            seats, timings = play_seating(game, rules, deal, our_seat, bot, peers, settings, seed)
            yield Play(number, our_seat, deal.tricks, tuple(seats), tuple(timings))


def check(settings: Settings) -> None:
    """Refuse settings the arena cannot honour, naming what would work."""
    if settings.level not in (*LEVELS, OPEN):
        raise ValueError(f"unknown level '{settings.level}' (known: {', '.join(LEVELS)}; or {OPEN}, OpenSpiel's "
                         "MCTS on the true state)")
    if settings.iterations is not None and settings.level not in SEARCH_LEVELS:
        raise ValueError(f"--iterations holds a search level ({', '.join(SEARCH_LEVELS)}), not '{settings.level}'")
    if settings.iterations is not None and settings.iterations < 1:
        raise ValueError("--iterations must be at least 1")
    if settings.tricks is not None and not 1 <= settings.tricks <= most_tricks(PLAYERS):
        raise ValueError(f"--tricks must be from 1 to {most_tricks(PLAYERS)}")
    if settings.up_to is not None and not 1 <= settings.up_to <= most_tricks(PLAYERS):
        raise ValueError(f"--up-to must be from 1 to {most_tricks(PLAYERS)}")
    if settings.deals < 1 or settings.simulations < 1 or settings.first < 0:
        raise ValueError("--deals and --simulations must be at least 1, --first-deal at least 0")
    searching = settings.level in SEARCH_LEVELS
    if settings.rollout not in ("rule", "random") or (settings.rollout != "rule" and not searching):
        raise ValueError("--rollout is rule (as shipped) or random, and random is for a search level")
    if settings.bids not in ("level", "tree", *BIDS) or (settings.bids != "level" and not searching):
        raise ValueError(f"--bids is level (as shipped) or, for a search level, one of {', '.join(BIDS)}")
    if settings.infer not in ("level", "on", "off", *READS) or (settings.infer != "level" and not searching):
        raise ValueError(f"--infer is level (as shipped) or, for a search level, on, off or one of {', '.join(READS)}")
    if settings.cores is not None and (settings.cores < 1 or not searching):
        raise ValueError("--cores is at least 1, and for a search level")
    if settings.exploration is not None and (settings.exploration <= 0 or not searching):
        raise ValueError("--exploration is above 0, and for a search level")
    if settings.final_policy not in ("max_visit_count", "normalized_visit_count", "max_value"):
        raise ValueError("--final-policy is max_visit_count, normalized_visit_count or max_value")


def run(settings: Settings, records: Path | None = None,
        progress: Callable[[Play], None] | None = None) -> list[Play]:
    """Play the whole run; with ``records``, each play is appended there as one JSON line as soon as it ends.

    The records name the number of searches the run merged, so a later report reads right if the level's own
    number changes (records without it were made with one).
    """
    check(settings)
    settings = settings.settled()
    done: list[Play] = []
    sink = records.open("w", encoding="utf-8") if records else None
    try:
        if sink:
            sink.write(json.dumps({"settings": asdict(settings)}) + "\n")
        for play in plays(settings):
            done.append(play)
            if sink:
                sink.write(json.dumps(play.record()) + "\n")
                sink.flush()
            if progress:
                progress(play)
    finally:
        if sink:
            sink.close()
    return done


def read_records(path: Path) -> tuple[Settings, list[Play]]:
    """A run written by ``--records``, to report on again without playing it (gzipped too, as kept in docs/)."""
    data = path.read_bytes()
    lines = (gzip.decompress(data) if path.suffix == ".gz" else data).decode("utf-8").splitlines()
    settings = Settings(**json.loads(lines[0])["settings"])
    return settings, [Play.from_record(json.loads(line)) for line in lines[1:] if line.strip()]


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m lab.arena", description=__doc__.split("\n\n")[0])
    p.add_argument("--level", default="hard",
                   help=f"our level ({', '.join(LEVELS)}; default %(default)s), or {OPEN}: OpenSpiel's MCTS on the "
                        "true state, every hand face up (the ceiling row)")
    p.add_argument("--iterations", type=int, help="hold our search to this many iterations a decision")
    p.add_argument("--simulations", type=int, default=1000, help="ISMCTS simulations a decision (%(default)s)")
    p.add_argument("--uct-c", type=float, default=2.0, help="ISMCTS exploration constant (%(default)s)")
    p.add_argument("--final-policy", default="max_visit_count",
                   help="ISMCTS's move from its root: max_visit_count (default), normalized_visit_count, max_value")
    p.add_argument("--deals", type=int, default=20, help="duplicate deals, each played once per seat (%(default)s)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--first-deal", type=int, default=0,
                   help="start at this deal of the seed's sequence, to carry an earlier run on (%(default)s)")
    p.add_argument("--tricks", type=int, help="fix the hand size (default: OpenSpiel's, 1 to 12 equally likely)")
    p.add_argument("--up-to", type=int, metavar="CARDS",
                   help="play only the deals of at most this many cards, keeping every deal's number "
                        "(default: every deal)")
    p.add_argument("--rollout", default="rule", help="our search's rollouts: rule (as shipped) or random")
    p.add_argument("--bids", default="level",
                   help="our search's Oh Hell bids: level (as shipped), visits (the tree's; also tree), "
                        "mean (the tree's best mean), focused (the same, its root exploring less), "
                        "read (the mean, reading the bids made), aimed (game.ai.bidding) or hands (the seats "
                        "still to bid bid from their sampled hands)")
    p.add_argument("--infer", default="level",
                   help="our search reads the others' bids and plays: level (as shipped), on (Expert's "
                        "reading) or off (plain worlds), or where its worlds come from: plain, weights (Expert's "
                        "first reading) or belief (the particle filter)")
    p.add_argument("--cores", type=int,
                   help="searches merged for each of our decisions, played one after another (default: the "
                        "level's own, as the table runs them side by side, one per core)")
    p.add_argument("--exploration", type=float,
                   help="UCB's constant throughout our search's tree, rewards in [0, 1] (default: as shipped, 0.7)")
    p.add_argument("--records", type=Path, help="write every play here as JSON lines, as it ends")
    p.add_argument("--report", type=Path, metavar="RECORDS", help="report on a --records file; play nothing")
    p.add_argument("--against", type=Path, metavar="RECORDS",
                   help="also compare with another run's records, deal by deal over the deals both played")
    p.add_argument("--quiet", action="store_true", help="no progress line per deal")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        if args.report:
            settings, done = read_records(args.report)
        else:
            settings = Settings(args.level, args.iterations, args.simulations, args.uct_c, args.final_policy,
                                args.deals, args.seed, args.tricks, args.rollout, args.bids, args.infer,
                                args.first_deal, args.cores, args.exploration, args.up_to).settled()
            start = time.perf_counter()

            def progress(play: Play) -> None:
                if not args.quiet and play.our_seat == PLAYERS - 1:
                    count = play.deal + 1 - settings.first
                    print(f"deal {count}/{settings.deals} done, {time.perf_counter() - start:.0f} s",
                          file=sys.stderr, flush=True)

            done = run(settings, args.records, progress)
        other = read_records(args.against)[1] if args.against else None
    except (PeerMissing, PeerSees, OutOfStep, ValueError, OSError) as error:
        print(f"lab.arena: {error}", file=sys.stderr)
        return 2
    print(report(settings.label(), settings.seed, done, PLAYERS))
    if other is not None:
        print(paired_line(done, other, PLAYERS))
    return 0


if __name__ == "__main__":
    raise SystemExit(command(main))
