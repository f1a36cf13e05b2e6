"""The proof: plain Whist, registered from its own package (``tests/whist``), plays everywhere a game plays.

The engine keeps the engine contract (checked by the shared random-playout
invariants), a hand-built deal has a known trick winner and score, and the
command-line tools (``game.sim``, ``lab.tournament --quick``, ``lab.bench``)
find the game through ``LOHAI_FRIENDS_GAMES`` in fresh processes, as a user's
shell would.  The table plays a whole hand with the human's cards dragged by
real mouse events.  Nothing in ``game/`` names Whist.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import json
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

import tests.whist
from game.ai import LEVELS, Budget, make_bot
from game.engine import Action, IllegalActionError, load_rules, new_hand, new_match, parse_cards
from game.engine.core import CardDealt, CardFlipped, CardPlayed, HandScored, TrickWon
from game.games import PLUGINS, all_games, owner, spec_for
from game.seating import MatchSetup
from game.ui.scenes.resume import rules_ref
from game.ui.scenes.title import is_house
from game.ui.table.factory import table_for
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.whist.ai import blunder, policy
from tests.whist.engine import WhistHand, WhistView

from .invariants import check_determinize, check_view, play_checked
from .support import drag, frames, steered_hand

ROOT = Path(__file__).resolve().parent.parent
RULES = load_rules("whist")
ENV = {**os.environ, PLUGINS: "tests.whist", "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy",
       "SDL_AUDIODRIVER": "dummy"}

# A deal in which every seat holds one whole suit but for a swap or two: the winners are easy to tell.
NORTH = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2H"
EAST = "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2S"
SOUTH = "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D"
WEST = "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C"


def run_tool(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """A ``python -m`` tool in a fresh process that knows Whist only from ``LOHAI_FRIENDS_GAMES``."""
    done = subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True, env=ENV, cwd=ROOT,
                          timeout=timeout, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return done


# --------------------------------------------------------------------------- the registry


def test_one_registry_line_makes_whist_a_game() -> None:
    assert spec_for("whist") is tests.whist.SPEC and tests.whist.SPEC in all_games()
    assert RULES.engine == "whist" and owner(RULES.path) is tests.whist.SPEC
    assert RULES.module.__name__ == "tests.whist.engine"


def test_the_app_treats_the_plug_in_file_as_the_games_own() -> None:
    """Not a house-rules file on the title, and saved by the game's name, though it lies outside rules/."""
    assert not is_house(RULES) and rules_ref(RULES.path, "whist") == "whist"


def test_game_names_no_plug_in() -> None:
    """Adding Whist edited no shared module: no code under game/ names it (a docstring may mention it)."""
    for path in (ROOT / "game").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "tests.whist" not in text and '"whist"' not in text and "'whist'" not in text, path


# --------------------------------------------------------------------------- the engine


def test_random_hands_keep_the_engine_contract() -> None:
    rng = random.Random("whist")
    for k in range(150):
        match = new_match(RULES, "short", 4, seed=k)
        play_checked(match, rng, deep=k % 10 == 0)
        state = match.state
        assert isinstance(state, WhistHand)
        took = state.team_tricks()
        assert sum(took) == 13 and sum(state.tricks_won) == 13
        points = [max(0, n - 6) for n in took]
        assert state.hand_scores() == (points[0], points[1], points[0], points[1])


def test_a_match_runs_to_the_target() -> None:
    match = new_match(RULES, "short", 4, seed=3)
    rng = random.Random(3)
    while True:
        while not match.state.is_over():
            match.state.apply(rng.choice(match.state.legal_actions()))
        if match.is_over():
            break
        match.next_hand()
    totals = match.totals
    assert max(totals) >= 5 and totals[0] == totals[2] and totals[1] == totals[3]
    assert set(match.result().winners) in ({0, 2}, {1, 3})


def test_a_known_deal_scores_as_whist_does() -> None:
    """Hearts are trump (the dealer, East, turned the 3H).  South leads the AD; West, North and East are
    void in diamonds, and North's 2H, the only trump, takes the trick.  The hand then scores the
    partnerships' tricks over six."""
    state = new_hand(RULES, "short", dealer=1, hands=[NORTH, EAST, SOUTH, WEST], flipped="3H")
    assert isinstance(state, WhistHand) and state.trump == "H" and state.current_player == 2
    events = state.apply(state.parse_action("play AD"))
    assert events == [CardPlayed(2, parse_cards("AD")[0])]
    events = state.apply(state.parse_action("play AC"))
    events += state.apply(state.parse_action("play 2H"))  # North is void in diamonds: trumps
    events += state.apply(state.parse_action("play 2S"))
    winner = next(e for e in events if isinstance(e, TrickWon))
    assert winner.seat == 0 and winner.trick_number == 1
    assert state.current_player == 0
    assert state.why_not(Action.parse("play AH")) == "you do not hold the ace of hearts"
    rng = random.Random(0)
    scored: list[HandScored] = []
    while not state.is_over():
        scored += [e for e in state.apply(rng.choice(state.legal_actions())) if isinstance(e, HandScored)]
    took = state.team_tricks()
    assert scored == [HandScored(state.hand_scores(), state.score_lines())]
    assert state.hand_scores() == (max(0, took[0] - 6), max(0, took[1] - 6)) * 2
    assert "took" in state.score_lines()[0]


def test_trick_winner_follow_suit_and_refusals() -> None:
    state = new_hand(RULES, "short", dealer=3, hands=[NORTH, EAST, SOUTH, WEST], flipped="2C")
    assert isinstance(state, WhistHand)
    state.apply(state.parse_action("play 5S"))  # North leads a spade
    assert state.why_not(Action.parse("play AH")) == "you must follow spades: you hold some"
    with pytest.raises(IllegalActionError):
        state.parse_action("play AH")
    state.apply(state.parse_action("play 2S"))  # East follows with its one spade
    assert [str(a) for a in state.legal_actions()][:2] == ["play AD", "play KD"]  # South is void: anything
    state.apply(state.parse_action("play 2D"))
    state.apply(state.parse_action("play 2C"))  # West trumps with the dealer's turned card
    assert state.tricks[-1].winner == 3 and state.current_player == 3
    assert str(state.legal_actions()[0]) == "play AC"


def test_the_deal_turns_the_dealers_last_card_and_views_hide_the_rest() -> None:
    match = new_match(RULES, "short", 4, seed=8)
    state = match.state
    assert isinstance(state, WhistHand)
    events = state.opening_events()
    dealt = [e for e in events if isinstance(e, CardDealt)]
    assert len(dealt) == 52 and dealt[-1].seat == state.dealer
    assert events[-1] == CardFlipped(dealt[-1].card) and state.trump == dealt[-1].card.suit
    rng = random.Random(1)
    for seat in range(4):
        view = state.view(seat)
        assert isinstance(view, WhistView) and view.trump == state.trump and view.teams == ((0, 2), (1, 3))
        check_view(state, seat)
        check_determinize(state, seat, rng)
        if seat != state.dealer:  # everyone knows the dealer holds the turned card
            world = view.determinize(rng)
            assert isinstance(world, WhistHand) and state.flipped in world.hands[state.dealer]


# --------------------------------------------------------------------------- the computer players


def test_every_level_plays_whist_and_the_rule_bot_never_blunders() -> None:
    rng = random.Random(5)
    for level in LEVELS:
        bot = make_bot(level, RULES)
        state = new_match(RULES, "single", 4, seed=2).state
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            action = bot.choose(view, rng, Budget(iterations=3))
            assert state.can(action)
            if level == "rule":
                assert action == policy(view, RULES, rng) and not blunder(view, action)
            state.apply(action)


def test_blunders_are_the_certain_mistakes() -> None:
    """Last to the trick: overtaking a partner's winner when a card would duck, or letting the opponents
    keep a trick a card in hand would take."""
    state = new_hand(RULES, "short", dealer=1, hands=[NORTH, EAST, SOUTH, WEST], flipped="3H")
    for text in ("play AD", "play AC", "play 2H"):  # North ruffs; East, last, can overruff
        state.apply(state.parse_action(text))
    view = state.view(1)
    assert blunder(view, Action.parse("play 2S")) and not blunder(view, Action.parse("play 4H"))
    assert policy(view, RULES, random.Random(0)) == Action.parse("play 3H")  # the cheapest winner
    east = "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 2S 3D"
    south = "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 2D 3H"
    state = new_hand(RULES, "short", dealer=2, hands=[NORTH, east, south, WEST], flipped="3H")
    for text in ("play 2C", "play 2H", "play 2S"):  # North ruffs West's lead; South, last, is North's partner
        state.apply(state.parse_action(text))
    view = state.view(2)
    assert blunder(view, Action.parse("play 3H")) and not blunder(view, Action.parse("play 2D"))
    assert policy(view, RULES, random.Random(0)) == Action.parse("play 2D")


# --------------------------------------------------------------------------- the command-line tools


def test_sim_plays_whist_from_the_plug_in_variable() -> None:
    done = run_tool("game.sim", "--game", "whist", "--variant", "single", "--games", "2",
                    "--seats", "rule,easy,medium", "--json")
    summary = json.loads(done.stdout)
    assert summary["game"] == "whist" and summary["games"] == 2 and summary["players"] == 4
    assert summary["seats"] == ["rule", "easy", "medium", "rule"] and summary["decisions"] == 104
    assert sum(summary["wins"]) >= 4  # partners win together


def test_tournament_quick_plays_whist(tmp_path: Path) -> None:
    out = tmp_path / "ai-quick.md"
    run_tool("lab.tournament", "--quick", "--games", "whist:single", "--jobs", "1",
             "--journal", str(tmp_path / "plays.jsonl.gz"), "--out", str(out))
    page = out.read_text(encoding="utf-8")
    assert "## Whist" in page and "Hard vs 3 Medium" in page and "Points scored in one hand" in page


def test_bench_times_whist_alone() -> None:
    done = run_tool("lab.bench", "--games", "whist", "--no-ui", "--seconds", "0.1", "--json")
    report = json.loads(done.stdout)
    assert list(report["playouts_per_second"]) == ["whist/4p"] and report["playouts_per_second"]["whist/4p"] > 0
    assert list(report["search_iterations_per_second"]) == ["whist/4p"]


# --------------------------------------------------------------------------- the table


def by_mouse(app: App, table: TableScene, action: Action) -> None:
    """Drag the card ``action`` plays from the human's hand onto the trick, with real mouse events."""
    frames(app, 3)
    sid = next(s for s, c in table.model.viewer_cards() if c == action.cards[0])
    drag(app, table.mouse.card_rect(sid).center, table.layout.trick.center)


def test_the_shared_trick_table_plays_a_whole_hand_by_mouse() -> None:
    app = App((1280, 800), Settings(auto_play=False, speed="instant"))
    pygame.event.clear()
    table = table_for(app, MatchSetup(RULES, "short", (None, "rule", "easy", "rule"), 6))
    app.push(table)
    assert type(table) is TableScene and table.public.trump is not None and table.public.teams
    mine = steered_hand(app, table, by_mouse, 6)
    assert len(mine) == 13 and all(a.kind == "play" for a in mine)
    assert table.state.is_over() and not table.model.hands[table.viewer]
    assert table.summary is not None and len(table.summary.rows) == 4
    log = [str(a) for a in table.state.log]
    assert all(str(a) in log for a in mine) and len(log) == 52
    app.close()
