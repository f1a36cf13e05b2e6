"""The match session without a window: what a player notices about saving, taking back and resuming.

Resuming lands on the very position saved; taking a move back takes the
player's last move and the computers' answers, landing where a replay of the
shorter log lands; a finished match counts once in the statistics; moves reach
the disk off the caller's thread, coalesced, and a flush (what the app does on
leaving the table) leaves a save that replays to the same position.
"""

from __future__ import annotations

import random
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.engine import Match, load_rules, new_match
from game.seating import MatchSetup
from game.session import MatchSession, ResumeError, UndoError
from game.store import SavedMatch, Store

GAMES = ("oh_hell", "laus", "lohai", "lohi", "koira")


def session_for(game: str, store: Store | None = None, seed: int = 7, variant: str | None = None) -> MatchSession:
    rules = load_rules(game)
    setup = MatchSetup(rules, variant or rules.default_variant, (None, *("rule",) * (rules.players_default - 1)), seed)
    return MatchSession(setup, store=store)


def step(session: MatchSession, rng: random.Random) -> None:
    """One random legal move, dealing the next hand first if this one is over (as the table's Next button)."""
    if session.state.is_over():
        session.next_hand()
    session.act(rng.choice(session.state.legal_actions()))


def play_moves(session: MatchSession, count: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        if session.match.is_over():
            return
        step(session, rng)


def replayed(session: MatchSession, texts: list[str]) -> Match:
    setup = session.setup
    match = new_match(setup.rules, setup.variant, setup.players, setup.seed)
    match.play(texts)
    return match


def same_position(a: Match, b: Match) -> bool:
    """The same hand, the same cards, the same turn and totals, for every seat's eyes."""
    if (a.actions, a.hand_number, a.totals, a.state.current_player) != (b.actions, b.hand_number, b.totals,
                                                                          b.state.current_player):
        return False
    views = [(sorted(map(str, a.state.view(s).hand)), sorted(map(str, b.state.view(s).hand))) for s in range(a.players)]
    return all(x == y for x, y in views) and a.state.legal_actions() == b.state.legal_actions()


# --------------------------------------------------------------------------- resume and the disk


@pytest.mark.parametrize("game", GAMES)
def test_a_flushed_save_resumes_at_the_same_position(game: str, tmp_path: Path) -> None:
    session = session_for(game, Store(tmp_path))
    play_moves(session, 40)
    assert not session.match.is_over() and session.flush(10)  # no close: a kill right after this loses nothing
    saved = Store(tmp_path).load_match()
    assert saved is not None and list(saved.actions) == session.match.actions
    again = MatchSession.resume(saved)
    assert same_position(again.match, session.match)


def test_the_save_catches_up_by_itself_without_a_flush(tmp_path: Path) -> None:
    session = session_for("oh_hell", Store(tmp_path))
    play_moves(session, 12)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        saved = Store(tmp_path).load_match()
        if saved is not None and list(saved.actions) == session.match.actions:
            break
        time.sleep(0.01)
    else:
        pytest.fail("the last move never reached the disk")
    session.flush()


class SlowStore(Store):
    """A store whose first save waits to be let go, and which counts the saves it writes."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.written: list[SavedMatch] = []
        self.release = threading.Event()
        self.threads: set[int] = set()

    def save_match(self, match: SavedMatch) -> bool:
        self.threads.add(threading.get_ident())
        self.release.wait(10)
        self.written.append(match)
        return super().save_match(match)


def test_quick_moves_are_written_together_off_the_callers_thread(tmp_path: Path) -> None:
    store = SlowStore(tmp_path)
    session = session_for("lohi", store)
    play_moves(session, 40)
    store.release.set()
    assert session.flush(10)
    assert 1 <= len(store.written) <= 2, "moves made while a save was being written share the next write"
    assert list(store.written[-1].actions) == session.match.actions
    assert threading.get_ident() not in store.threads


def test_without_a_store_or_a_human_nothing_is_written(tmp_path: Path) -> None:
    rules = load_rules("oh_hell")
    computers = MatchSession(MatchSetup(rules, "classic", ("rule",) * 4, 7), store=Store(tmp_path))
    play_moves(computers, 10)
    play_moves(session_for("oh_hell"), 10)
    assert computers.flush() and not list(tmp_path.iterdir())


def test_a_save_that_no_longer_replays_is_refused_in_words() -> None:
    with pytest.raises(ResumeError, match="no longer fit"):
        MatchSession.resume(SavedMatch("oh_hell", "classic", 4, 7, (None, "rule", "rule", "rule"), ("play ZZ",)))
    with pytest.raises(ResumeError, match="rule file"):
        MatchSession.resume(SavedMatch("no_such_game", "x", 4, 1, (None, "rule", "rule", "rule"), ()))


# --------------------------------------------------------------------------- taking a move back


@pytest.mark.parametrize("game", GAMES)
def test_undo_takes_back_the_players_last_move_and_the_answers_after_it(game: str, tmp_path: Path) -> None:
    session = session_for(game, Store(tmp_path))
    rng = random.Random(5)
    for moves in (25, 40, 15):
        play_moves(session, moves, seed=rng.randrange(1000))
        if session.match.is_over():
            break
        log = session.match.actions
        mine = session.last_move_of(0)
        assert mine is not None
        rewind = session.undo()
        session.play(rewind.moves)
        assert session.match.actions == log[:mine]
        assert same_position(session.match, replayed(session, log[:mine]))
    assert session.undo_used and session.flush(10)
    saved = Store(tmp_path).load_match()
    assert saved is not None and saved.undo_used and list(saved.actions) == session.match.actions


def test_undo_replays_only_the_hand_in_play() -> None:
    session = session_for("oh_hell")
    rng = random.Random(2)
    while session.match.hand_number < 4 or len(session.state.log) < 12:
        step(session, rng)
    while session.state.current_player != 0:
        step(session, rng)
    step(session, rng)  # the player's move
    log, mine = session.match.actions, session.last_move_of(0)
    dealt = len(log) - len(session.state.log)
    rewind = session.undo()
    assert session.match.hand_number == 4 and not session.state.log, "back at this hand's deal"
    assert rewind.moves == tuple(log[dealt:mine]) and len(rewind.moves) < dealt


def test_taking_back_a_hands_first_move_shows_the_hand_before_it_finished() -> None:
    session = session_for("oh_hell")
    rng = random.Random(4)
    while True:
        step(session, rng)
        if session.state.is_over() and not session.match.is_over():
            session.next_hand()
            if session.state.current_player == 0:
                break
    step(session, rng)
    rewind = session.undo()
    session.play(rewind.moves)
    assert session.state.is_over() and session.match.hand_number == len(session.match.history) + 1
    session.next_hand()
    assert session.state.current_player == 0 and not session.state.log, "the same deal comes again"


def test_there_is_nothing_to_take_back_before_the_player_has_moved() -> None:
    session = session_for("oh_hell")
    rng = random.Random(1)
    while session.state.current_player != 0:
        step(session, rng)
    assert session.why_no_undo() == "there is no move of yours to take back yet"
    with pytest.raises(UndoError, match="yet"):
        session.undo()


# --------------------------------------------------------------------------- the end of the match


def test_a_finished_match_is_counted_once_and_its_save_cleared(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = session_for("laus", store, seed=5, variant="short")
    play_moves(session, 10_000)
    assert session.match.is_over()
    session.save()
    session.save()
    assert session.flush(10)
    assert store.load_stats()["laus/short"].played == 1 and store.load_match() is None
    assert session.recorded


def test_the_session_needs_no_window() -> None:
    code = "import sys, game.session; sys.exit(any(m == 'pygame' or m.startswith('game.ui') for m in sys.modules))"
    assert subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parent.parent).returncode == 0


def test_a_setup_without_a_variant_is_titled_by_the_default_variant_never_none() -> None:
    laus = load_rules("laus")
    plain = MatchSetup(laus, None, (None, "rule", "rule"), 1)  # type: ignore[arg-type]  # as a script may make it
    default = MatchSetup(laus, laus.default_variant, (None, "rule", "rule"), 1)
    assert plain.variant_title == default.variant_title and "None" not in plain.variant_title
