"""The arena against OpenSpiel (``lab.arena``): the translation, the bridge's checks and the report.

Everything but the last test runs without OpenSpiel: the card and action
numbers are checked against the values OpenSpiel's ``oh_hell`` prints (its
``action_to_string``), so a wrong suit order fails here, not in a long run.
The last test plays one small duplicate deal when ``pyspiel`` is installed
(the optional ``[peer]`` extra) and is skipped otherwise.
"""

from __future__ import annotations

import ast
import gzip
import importlib.util
import json
import random
import sys
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path

import pytest

from game.ai import SearchBot
from game.ai.budget import Budget
from game.ai.search import EXPLORATION
from game.engine import Action, Card, load_rules, new_hand, parse_cards
from game.engine.core import ActionKind, bid, play
from game.engine.oh_hell import OhHellHand
from lab.arena import (
    BLIND_PROBES,
    PLAYERS,
    OutOfStep,
    PeerMissing,
    PeerSees,
    Settings,
    check,
    check_blind,
    deals,
    in_step,
    main,
    our_bot,
    read_records,
    run,
)
from lab.arena_bridge import (
    DECK,
    OUR_OPTIONS,
    action_of,
    card_of,
    draw_deal,
    most_tricks,
    our_hand,
    ours,
    read_deal,
    theirs,
)
from lab.arena_report import Play, Seat, Timing, complete_deals, edge, report, same_cards

GAME = Path(__file__).resolve().parent.parent / "game"
OPENSPIEL_NAMES = {0: "C2", 1: "D2", 2: "S2", 3: "H2", 19: "H6", 33: "DT", 42: "SQ", 48: "CA", 51: "HA"}
"""OpenSpiel's own names for some of its oh_hell card actions (suit first), as ``action_to_string`` gives them."""


@pytest.mark.parametrize(("action", "name"), sorted(OPENSPIEL_NAMES.items()))
def test_cards_translate_as_openspiel_names_them(action: int, name: str) -> None:
    card = Card.of(name[1] + name[0])
    assert card_of(action) is card
    assert action_of(card) == action


def test_every_card_translates_there_and_back() -> None:
    cards = [card_of(a) for a in range(DECK)]
    assert len(set(cards)) == DECK
    assert [action_of(c) for c in cards] == list(range(DECK))
    with pytest.raises(ValueError, match="not a card"):
        card_of(DECK)
    with pytest.raises(ValueError, match="52-card deck"):
        action_of(Card.of("JK"))


def test_bids_and_plays_translate_both_ways() -> None:
    assert ours(DECK) is bid(0) and ours(DECK + 12) is bid(12)
    assert theirs(bid(3)) == DECK + 3
    assert ours(42) is play(Card.of("QS")) and theirs(play(Card.of("QS"))) == 42
    with pytest.raises(ValueError, match="no OpenSpiel"):
        theirs(Action(ActionKind.PICKUP))


def test_a_deal_reads_as_openspiel_deals_it() -> None:
    """Cards go round from player 0 whoever deals; the card after the hands is the trump card."""
    chance = [2, 1, 0, 1, 2, 3, 4, 5, 6, 7, 51]
    deal = read_deal(chance, 4)
    assert deal.tricks == 2 and deal.dealer == 1 and deal.trump is Card.of("AH")
    assert deal.hands[0] == tuple(parse_cards("2C 3C")) and deal.hands[3] == tuple(parse_cards("2H 3H"))
    assert deal.chance_actions() == chance
    with pytest.raises(ValueError, match="chance actions"):
        read_deal(chance[:-1], 4)


def test_drawn_deals_repeat_by_seed_and_cover_openspiels_sizes() -> None:
    deals = [draw_deal(random.Random(seed), 4) for seed in range(200)]
    assert draw_deal(random.Random(7), 4) == deals[7]
    assert {d.tricks for d in deals} == set(range(1, most_tricks(4) + 1))
    for deal in deals[:20]:
        held = [c for hand in deal.hands for c in hand]
        assert len(set(held)) == len(held) == 4 * deal.tricks and deal.trump not in held
        assert read_deal(deal.chance_actions(), 4) == deal
    assert draw_deal(random.Random(1), 4, tricks=5).tricks == 5
    with pytest.raises(ValueError, match="1 to 12"):
        draw_deal(random.Random(1), 4, tricks=13)


def test_our_engine_takes_the_deal_with_openspiels_rules() -> None:
    deal = read_deal([2, 3, *range(8), 51], 4)
    hand = our_hand(load_rules("oh_hell"), deal, seed=1)
    assert [tuple(h) for h in hand.hands] == list(deal.hands)
    assert hand.trump == "H" and hand.hand_size == 2 and hand.current_player == 0
    assert {k: hand.options[k] for k in OUR_OPTIONS} == dict(OUR_OPTIONS)
    for value in (1, 0, 0):
        hand.apply(bid(value))
    assert bid(1) not in hand.legal_actions(), "the hooked dealer may not make the bids add up to the tricks"


def test_a_twelve_card_hand_fits_our_engine() -> None:
    deal = draw_deal(random.Random(3), 4, tricks=most_tricks(4))
    hand = our_hand(load_rules("oh_hell"), deal, seed=1)
    assert hand.hand_size == 12 and len(hand.legal_actions()) == 13


class Mirror:
    """A stand-in for OpenSpiel's state that copies our engine, so the bridge's checks can be shown to bite."""

    def __init__(self, hand: OhHellHand, legal: list[int] | None = None, seat: int | None = None) -> None:
        self.hand, self.legal, self.seat = hand, legal, seat

    def current_player(self) -> int:
        seat = self.hand.current_player
        return self.seat if self.seat is not None else (-4 if seat is None else seat)

    def legal_actions(self) -> list[int]:
        return self.legal if self.legal is not None else [theirs(a) for a in self.hand.legal_actions()]

    def apply_action(self, action: int) -> None:
        self.hand.apply(ours(action))

    def is_terminal(self) -> bool:
        return self.hand.is_over()

    def returns(self) -> list[float]:
        return [float(s) for s in self.hand.hand_scores()]


def test_the_bridge_stops_when_the_two_games_disagree() -> None:
    hand = our_hand(load_rules("oh_hell"), draw_deal(random.Random(5), 4, tricks=3), seed=1)
    in_step(Mirror(hand), hand)
    with pytest.raises(OutOfStep, match="may play"):
        in_step(Mirror(hand, legal=[DECK, DECK + 1]), hand)
    with pytest.raises(OutOfStep, match="waits on seat"):
        in_step(Mirror(hand, seat=(hand.dealer + 2) % 4), hand)


def seat(ours_: bool, bid_: int, took: int, order: int) -> Seat:
    return Seat(ours_, bid_, took, took + (10 if bid_ == took else 0), order)


def test_the_report_takes_the_edge_over_whole_deals_and_splits_it() -> None:
    # deal 0: ours makes every bid, the peer misses by one; deal 1 is cut short and left out
    plays = [Play(0, k, 1, tuple(seat(s == k, 1, 1 if s == k else 0, s) for s in range(4)), ()) for k in range(4)]
    plays += [Play(1, 0, 1, tuple(seat(s == 0, 0, 0, s) for s in range(4)), ())]
    deals = complete_deals(plays, 4)
    assert list(deals) == [0]
    assert edge(deals).mean == pytest.approx(11.0)
    text = report("test", 1, plays, 4)
    assert "1 duplicate deals, 4 hands" in text and "+11.00 points" in text
    assert "from made bids: ours 10.00, ISMCTS 0.00" in text and "from tricks: ours 1.00, ISMCTS 0.00" in text
    assert "bids made: ours 100 %, ISMCTS 0 %" in text
    assert "ISMCTS: 12 missed of 12: 0 took more than bid, 12 fewer; 1.00 tricks off" in text
    assert same_cards(deals) == pytest.approx((0.0, 1.0, 1.0))
    assert "the same bid, 12 pairs (100 %): made 100 % / 0 %; +11.00 points; off +0.00 / -1.00" in text


def test_kept_records_are_read_back_plain_or_gzipped(tmp_path: Path) -> None:
    settings = Settings(level="hard", iterations=1000, deals=1, seed=3)
    play = Play(0, 2, 1, tuple(seat(s == 2, 0, s // 3, s) for s in range(4)), (Timing(True, "bid", 12.5, 9.75),))
    text = json.dumps({"settings": asdict(settings)}) + "\n" + json.dumps(play.record()) + "\n"
    (tmp_path / "run.jsonl").write_text(text, encoding="utf-8")
    (tmp_path / "run.jsonl.gz").write_bytes(gzip.compress(text.encode("utf-8")))
    for name in ("run.jsonl", "run.jsonl.gz"):
        assert read_records(tmp_path / name) == (settings, [play])


def test_settings_the_arena_cannot_honour_are_refused() -> None:
    check(Settings(level="hard", iterations=1000))
    for wrong, words in ((Settings(level="rule", iterations=10), "search level"),
                         (Settings(level="master"), "unknown level"), (Settings(tricks=13), "--tricks"),
                         (Settings(final_policy="best"), "--final-policy"),
                         (Settings(level="easy", rollout="random"), "--rollout"),
                         (Settings(level="easy", bids="aimed"), "--bids"), (Settings(bids="best"), "--bids"),
                         (Settings(level="easy", infer="on"), "--infer"), (Settings(infer="yes"), "--infer"),
                         (Settings(first=-1), "--first-deal"), (Settings(exploration=0.0), "--exploration"),
                         (Settings(level="easy", exploration=0.3), "--exploration"),
                         (Settings(up_to=0), "--up-to"), (Settings(up_to=13), "--up-to")):
        with pytest.raises(ValueError, match=words):
            check(wrong)


def test_up_to_plays_the_short_deals_alone_under_their_own_numbers() -> None:
    """``--up-to 3`` plays exactly the deals of one to three cards that a run of every deal plays, numbered
    alike, so its plays pair deal by deal with that run's."""
    every = dict(deals(Settings(deals=60, seed=1)))
    short = dict(deals(Settings(deals=60, seed=1, up_to=3)))
    assert short and len(short) < len(every)
    assert short == {number: deal for number, deal in every.items() if deal.tricks <= 3}
    later = dict(deals(Settings(deals=30, first=30, seed=1, up_to=3)))
    assert later == {number: deal for number, deal in short.items() if number >= 30}


def test_our_seat_is_the_level_as_shipped_or_as_the_measurement_sets_it() -> None:
    """``--infer``, ``--bids`` and ``--exploration`` change only what they name: Hard with plain worlds or
    Expert's first reading, Expert without a reading, Hard exploring less."""
    rules = load_rules("oh_hell")
    shipped = our_bot(Settings(level="hard"), rules)
    reading = our_bot(Settings(level="hard", infer="weights"), rules)
    plain = our_bot(Settings(level="hard", infer="plain"), rules)
    blind = our_bot(Settings(level="expert", infer="off"), rules)
    hands = our_bot(Settings(level="hard", bids="hands"), rules)
    assert isinstance(shipped, SearchBot) and shipped.reads == "plain" and shipped.bids == "mean"
    assert isinstance(reading, SearchBot) and reading.reads == "weights" and reading.bids == "mean"
    assert isinstance(plain, SearchBot) and plain.reads == "plain" and plain.bids == "mean"
    assert isinstance(blind, SearchBot) and blind.reads == "plain" and blind.level == "expert"
    assert isinstance(hands, SearchBot) and hands.bids == "hands" and hands.reads == "plain"
    believing = our_bot(Settings(level="hard", infer="on"), rules)
    assert isinstance(believing, SearchBot) and believing.reads == "belief"
    narrow = our_bot(Settings(level="hard", exploration=0.3), rules)
    assert isinstance(narrow, SearchBot) and narrow.exploration == 0.3 and narrow.bids == "mean"
    assert shipped.exploration == EXPLORATION
    state = new_hand(rules, "classic", players=4, round_number=7, seed=3)
    view = state.view(state.current_player or 0)
    spread = [bot.search(view, random.Random(5), Budget(iterations=400)).stats for bot in (shipped, narrow)]
    assert max(v for _, v, _ in spread[1]) > max(v for _, v, _ in spread[0])  # the narrow tree settles sooner


def test_without_openspiel_the_arena_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # makes `import pyspiel` fail as if not installed
    with pytest.raises(PeerMissing, match=r"\[peer\]"):
        run(Settings(deals=1))
    assert main(["--deals", "1", "--quiet"]) == 2
    assert "pip install" in capsys.readouterr().err


class Dealt:
    """Just enough of a ``pyspiel`` oh_hell state for :func:`check_blind`: its history, and the worlds its
    resampler imagines for a seat, the other hands drawn from every card the seat cannot see (or, ``leaky``,
    from the cards they really hold, as OpenSpiel 2.0 does)."""

    def __init__(self, history: list[int], leaky: bool) -> None:
        self._history, self.leaky, self.asked = history, leaky, 0

    def apply_action(self, action: int) -> None:
        self._history.append(action)

    def current_player(self) -> int:
        return (self._history[1] + 1) % PLAYERS

    def history(self) -> list[int]:
        return list(self._history)

    def resample_from_infostate(self, player: int, sampler: Callable[[], float]) -> Dealt:
        self.asked += 1
        dealt, trump = self._history[2:2 + PLAYERS], self._history[2 + PLAYERS]
        rng = random.Random(sampler())
        others = [a for k, a in enumerate(dealt) if k != player]
        pool = others if self.leaky else [a for a in range(DECK) if a not in (dealt[player], trump)]
        drawn = iter(rng.sample(pool, PLAYERS - 1))
        world = [dealt[k] if k == player else next(drawn) for k in range(PLAYERS)]
        return Dealt([*self._history[:2], *world, *self._history[2 + PLAYERS:]], self.leaky)


class Dealer:
    def __init__(self, leaky: bool) -> None:
        self.leaky, self.states = leaky, list[Dealt]()

    def new_initial_state(self) -> Dealt:
        self.states.append(Dealt([], self.leaky))
        return self.states[-1]


def test_a_peer_that_knows_which_cards_are_out_is_refused() -> None:
    """OpenSpiel 2.0's oh_hell re-deals only the cards the other seats really hold, so its ISMCTS knows which
    cards are out; the arena refuses such a peer before playing, and takes one that imagines the other hands
    from every card its seat cannot see."""
    honest, leaky = Dealer(leaky=False), Dealer(leaky=True)
    check_blind(honest)
    with pytest.raises(PeerSees, match=r"open_spiel>=1\.6\.9,<2\.0"):
        check_blind(leaky)
    assert honest.states[0].asked == leaky.states[0].asked == BLIND_PROBES


def test_only_the_arena_imports_openspiel() -> None:
    """The app, its selftest and the test suite's required path never load the optional extra."""
    for path in GAME.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            if any(n.split(".")[0] in ("pyspiel", "open_spiel") for n in names):
                assert path.name == "arena.py", f"{path} imports OpenSpiel"
            if path.name != "__init__.py" and any(n.endswith("arena") for n in names):
                raise AssertionError(f"{path} imports the arena, a developer's tool")
    assert "pyspiel" in (GAME.parent / "build.spec").read_text(encoding="utf-8"), "the frozen app must leave it out"


@pytest.mark.skipif(importlib.util.find_spec("pyspiel") is None, reason="OpenSpiel (the [peer] extra) not installed")
def test_one_duplicate_deal_against_openspiel() -> None:
    """Both games agree to the last score (the arena stops otherwise), and our side repeats by seed.

    OpenSpiel's ISMCTS breaks ties between equal actions in its hash maps' order, which may change from
    one run to the next, so only what no peer decision came before is compared: the deal and our bid
    from the seat that bids first.
    """
    settings = Settings(level="medium", iterations=60, simulations=60, deals=1, seed=4, tricks=3)
    first, again = run(settings), run(settings)
    assert sorted(p.our_seat for p in first) == [0, 1, 2, 3]
    for played in first:
        assert sum(s.took for s in played.seats) == 3
        assert all(s.score == s.took + (10 if s.made else 0) for s in played.seats)
        assert sum(s.ours for s in played.seats) == 1 and played.seats[played.our_seat].ours
        assert any(t.ours and t.phase == "bid" and t.expected is not None for t in played.timings)
    leads = [next(s.bid for s in p.seats if s.ours and s.order == 0) for p in first if p.seats[p.our_seat].order == 0]
    assert leads == [next(s.bid for s in p.seats if s.ours and s.order == 0)
                     for p in again if p.seats[p.our_seat].order == 0]
    assert len(leads) == 1


def test_the_ceiling_row_seats_openspiel_s_mcts_on_the_true_state() -> None:
    """``--level open``: our seat is OpenSpiel's plain MCTS stepping the true state; it plays whole hands that
    both games score alike, and takes no budget of ours."""
    check(Settings(level="open"))
    assert "true state" in Settings(level="open").label()
    with pytest.raises(ValueError, match="search level"):
        check(Settings(level="open", iterations=100))
    pytest.importorskip("pyspiel")
    played = run(Settings(level="open", simulations=40, deals=1, seed=2, tricks=2))
    assert sorted(p.our_seat for p in played) == [0, 1, 2, 3]
    assert all(sum(s.took for s in p.seats) == 2 for p in played)
