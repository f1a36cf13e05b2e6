"""Saves and settings: atomic, plain data, damaged files set aside with a message, resume exact.

The kill test starts a process that saves a growing match over and over and
kills it (SIGKILL) at random moments, 200 times: whatever moment it died in,
the file left behind is the last complete save.
"""

from __future__ import annotations

import json
import os
import pickle
import random
import signal
import subprocess
import sys
import time
from dataclasses import fields
from pathlib import Path

import pygame
import pytest

from game import assets
from game.engine import load_rules, new_match
from game.games import GAMES as REGISTRY
from game.store import RECENT, MatchOutcome, SavedMatch, Store
from game.ui.scenes.resume import ResumeError, resume
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.title import TitleScene, is_house
from game.ui.toolkit import theme
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.support import click, frames, post

GAMES = tuple(spec.name for spec in REGISTRY)


def saved(actions: tuple[str, ...] = ("bid 1",), game: str = "oh_hell", players: int = 4) -> SavedMatch:
    return SavedMatch(game, load_rules(game).default_variant, players, 7, (None, *("rule",) * (players - 1)),
                      actions)


def test_a_saved_match_reads_back_as_it_was_written(tmp_path: Path) -> None:
    store = Store(tmp_path)
    record = saved(("bid 1", "bid 2"))
    assert store.save_match(record)
    assert store.load_match() == record
    assert [p.name for p in tmp_path.iterdir()] == ["match.json"], "no temporary file is left behind"
    assert json.loads((tmp_path / "match.json").read_text())["actions"] == ["bid 1", "bid 2"]
    store.clear_match()
    assert store.load_match() is None and not store.problems


@pytest.mark.parametrize("damage", [
    b'{"format": 1, "rules": "oh_hell", "variant": "cl',                       # truncated
    b'{"format": 1, "rules": 3, "variant": [], "players": "x"}',              # wrong types
    bytes(random.Random(5).randrange(256) for _ in range(300)),              # random bytes
    pickle.dumps({"rules": "oh_hell"}),                                       # a pickle
    b'[1, 2, 3]',                                                             # not a record
])
def test_a_damaged_save_is_set_aside_with_a_message(tmp_path: Path, damage: bytes) -> None:
    (tmp_path / "match.json").write_bytes(damage)
    (tmp_path / "settings.json").write_bytes(damage)
    store = Store(tmp_path)
    assert store.load_match() is None
    assert store.load_settings() == {} or not isinstance(json.loads(damage), list)
    assert any("saved match could not be used" in p for p in store.problems)
    assert not (tmp_path / "match.json").exists()
    assert any(p.name.startswith("match.json.bad-") for p in tmp_path.iterdir()), "kept for a curious player"
    assert Settings.from_dict(store.load_settings()) == Settings(), "defaults load"


def test_settings_persist_and_bad_values_fall_back_to_defaults(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.save_settings(Settings(speed="fast", card_back="red", player_age=9).to_dict())
    assert Settings.from_dict(Store(tmp_path).load_settings()) == Settings(speed="fast", card_back="red",
                                                                            player_age=9)
    (tmp_path / "settings.json").write_text('{"format": 1, "speed": 12, "volume": "loud", "sound": false}')
    loaded = Settings.from_dict(Store(tmp_path).load_settings())
    assert loaded.speed == Settings().speed and loaded.volume == Settings().volume and loaded.sound is False


WRITER = """
import sys
from game import assets
from game.store import RECENT, MatchOutcome, SavedMatch, Store
store = Store(__import__("pathlib").Path(sys.argv[1]))
n = 0
while True:
    n += 1
    store.save_match(SavedMatch("oh_hell", "classic", 4, 7, (None, "rule", "rule", "rule"),
                                tuple(f"bid {k % 5}" for k in range(n)) + ("x" * 100,) * 20))
    print(n, flush=True)
"""


# Slow (about 45 s): it starts and kills a saving process many times over, each kill at a new moment, since a
# torn save shows only at the rare moment between the write and the rename.
def test_a_process_killed_while_saving_always_leaves_the_last_complete_save(tmp_path: Path) -> None:
    rng = random.Random(11)
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    written = 0
    for _ in range(200):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path)], stdout=subprocess.PIPE, env=env)
        assert proc.stdout is not None
        proc.stdout.readline()  # it has saved at least once
        time.sleep(rng.random() * 0.01)
        proc.send_signal(signal.SIGKILL)
        confirmed = [int(line) for line in proc.stdout.read().split()]
        proc.wait()
        store = Store(tmp_path)
        record = store.load_match()
        assert record is not None and not store.problems, store.problems
        count = len(record.actions) - 1
        assert count >= (confirmed[-1] if confirmed else 1), "a confirmed save was lost"
        written += 1
    assert written == 200


@pytest.mark.parametrize("game", GAMES)
def test_resume_puts_the_table_exactly_where_the_match_was(game: str, tmp_path: Path) -> None:
    rules = load_rules(game)
    players = rules.players_default
    probe = new_match(rules, rules.default_variant, players, 7)
    rng = random.Random(3)
    texts: list[str] = []
    while len(texts) < 60 and not probe.is_over():
        if probe.state.is_over():
            probe.next_hand()
        action = rng.choice(probe.state.legal_actions())
        probe.state.apply(action)
        texts.append(str(action))
    app = App((1280, 800), Settings(speed="instant"), Store(tmp_path))
    record = SavedMatch(game, rules.default_variant, players, 7, (None, *("rule",) * (players - 1)), tuple(texts))
    table = resume(app, record)
    assert table.match.actions == texts
    assert table.match.hand_number == probe.hand_number
    view, again = probe.state.view(0), table.state.view(0)
    assert sorted(map(str, view.hand)) == sorted(map(str, again.hand))
    assert sorted(str(c) for _, c in table.model.viewer_cards()) == sorted(map(str, view.hand)), "cards shown"
    assert [len(ids) for ids in table.model.hands] == list(view.hand_sizes)


def test_a_save_that_no_longer_replays_is_refused_in_words(tmp_path: Path) -> None:
    app = App((1280, 800), Settings(), Store(tmp_path))
    with pytest.raises(ResumeError, match="no longer fit"):
        resume(app, saved(("play ZZ",)))
    with pytest.raises(ResumeError, match="rule file"):
        resume(app, SavedMatch("no_such_game", "x", 4, 1, (None, "rule", "rule", "rule"), ()))


def test_continue_on_the_title_screen_resumes_and_a_finished_match_is_cleared(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.save_match(saved(("bid 1",)))
    app = App((1280, 800), Settings(speed="instant", auto_play=False), store)
    pygame.event.clear()
    title = TitleScene(app)
    app.push(title)
    button = next(b for b in title.buttons if b.key == "continue")
    assert "Oh Hell" in button.label
    click(app, button.rect.center)
    table = app.top
    assert table is not title and [str(a) for a in table.match.actions][:1] == ["bid 1"]  # type: ignore[attr-defined]
    frames(app, 5)
    assert store.load_match() is not None


def test_a_damaged_save_is_reported_on_the_title_screen(tmp_path: Path) -> None:
    (tmp_path / "match.json").write_text("{not json")
    app = App((1280, 800), Settings(), Store(tmp_path))
    title = TitleScene(app)
    assert "could not be used" in title.note and not any(b.key == "continue" for b in title.buttons)


def test_statistics_count_wins_losses_best_average_and_streaks(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for won, score in ((True, 300), (False, 1600), (True, 200), (True, 900)):
        store.record_result(MatchOutcome("laus", "standard", "Laus — Standard", won, score, low_is_good=True))
    store.record_result(MatchOutcome("oh_hell", "classic", "Oh Hell — Classic", False, 40, False, undo_used=True))
    stats = Store(tmp_path).load_stats()
    laus = stats["laus/standard"]
    assert (laus.played, laus.won, laus.lost, laus.best, laus.streak, laus.best_streak) == (4, 3, 1, 200, 2, 2)
    assert laus.average == 750
    hell = stats["oh_hell/classic"]
    assert (hell.best, hell.streak, hell.with_undo) == (40, -1, 1)
    (tmp_path / "stats.json").write_text('{"format": 1, "records": {"laus/standard": {"title": 5}}}')
    damaged = Store(tmp_path)
    assert damaged.load_stats() == {} and damaged.problems


def test_statistics_keep_the_last_results_for_the_chart_and_refuse_a_damaged_list(tmp_path: Path) -> None:
    store = Store(tmp_path)
    results = [(score, score % 3 == 0) for score in range(35)]
    for score, won in results:
        store.record_result(MatchOutcome("oh_hell", "classic", "Oh Hell — Classic", won, score, False))
    record = Store(tmp_path).load_stats()["oh_hell/classic"]
    assert record.recent == tuple(results[-RECENT:]), "the last thirty, oldest first, through the file"
    data = json.loads((tmp_path / "stats.json").read_text())
    for bad in ([[1, True]] * (RECENT + 1), [[1]], [["x", True]], [[1, "yes"]], [[1, True]] * 36):
        data["records"]["oh_hell/classic"]["recent"] = bad
        (tmp_path / "stats.json").write_text(json.dumps(data))
        damaged = Store(tmp_path)
        assert damaged.load_stats() == {} and damaged.problems, bad
    (tmp_path / "stats.json").write_text('{"format": 1, "records": {"laus/standard": {"title": "Laus", '
                                         '"played": 2, "won": 1, "lost": 1, "best": 5, "total": 9, '
                                         '"best_streak": 1}}}')
    older = Store(tmp_path).load_stats()["laus/standard"]
    assert older.played == 2 and older.recent == (), "a file from before the chart is read as it was"


def test_a_finished_match_at_the_table_is_counted_once(tmp_path: Path) -> None:
    store = Store(tmp_path)
    app = App((1280, 800), Settings(speed="instant"), store)
    rules = load_rules("laus")
    match = new_match(rules, "short", 3, 5)
    rng = random.Random(2)
    while not match.is_over():
        if match.state.is_over():
            match.next_hand()
        match.state.apply(rng.choice(match.state.legal_actions()))
    last = match.actions
    record = SavedMatch("laus", "short", 3, 5, (None, "rule", "rule"), tuple(last[:-1]))
    table = resume(app, record)
    table.act(table.state.current_player, table.state.parse_action(last[-1]))  # type: ignore[arg-type]
    table.session.save()  # a second save of the finished match counts nothing more
    table.session.flush()
    stats = store.load_stats()
    assert stats["laus/short"].played == 1 and store.load_match() is None


def test_house_rules_files_appear_on_the_title_screen_and_broken_ones_say_why(tmp_path: Path) -> None:
    folder = assets.house_rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "quick.yaml").write_text(
        "extends: oh_hell\nvariants:\n  quick:\n    title: Quick\n    describe: Five rounds.\n"
        "    options: {rounds: 5}\n")
    (folder / "shouted.yaml").write_text(
        "extends: oh_hell\nvariants:\n  loud:\n    title: Loud\n    describe: x\n    options: {bidding: shouted}\n")
    try:
        app = App((1280, 800), Settings(), Store(tmp_path))
        title = TitleScene(app)
        house = [r for r in title.games if is_house(r)]
        assert [r.variants["quick"].title for r in house] == ["Quick"]
        broken = next(b for b in title.broken if b.name == "shouted.yaml")
        assert any("variants.loud.options.bidding" in line and ":6 " in line for line in broken.problems)
    finally:
        for path in folder.iterdir():
            path.unlink()


def test_u_takes_back_the_players_last_move_and_marks_the_match(tmp_path: Path) -> None:
    store = Store(tmp_path)
    app = App((1280, 800), Settings(speed="instant", auto_play=False), store)
    pygame.event.clear()
    table = resume(app, SavedMatch("oh_hell", "classic", 4, 7, (None, "rule", "rule", "rule"), ()))
    app.push(table)
    for _ in range(400):
        if table.human_to_act:
            break
        frames(app)
    before = list(table.match.actions)
    table.act(0, table.state.legal_actions()[0])
    for _ in range(400):  # the computer answers
        if table.human_to_act and len(table.match.actions) > len(before) + 1:
            break
        frames(app)
    post(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u", scancode=0)
    frames(app, 2)
    again = app.top
    assert again is not table and again.match.actions == before  # type: ignore[attr-defined]
    again.session.flush()  # type: ignore[attr-defined]
    assert again.session.undo_used and store.load_match().undo_used  # type: ignore[attr-defined,union-attr]


def test_the_window_and_the_last_levels_are_remembered(tmp_path: Path) -> None:
    from game.ui.scenes.newgame import NewGameScene
    store = Store(tmp_path)
    store.save_settings(Settings(window_width=1500, window_height=900, fullscreen=True,
                                 levels="hard,easy,bogus").to_dict())
    settings = Settings.from_dict(Store(tmp_path).load_settings())
    assert (settings.window_width, settings.window_height, settings.fullscreen) == (1500, 900, True)
    app = App((1280, 800), settings, store)
    scene = NewGameScene(app, load_rules("oh_hell"))
    assert scene.levels[:2] == ["hard", "easy"] and scene.levels[2] == "rule"
    scene.press("level2")
    assert app.settings.levels.split(",")[2] == scene.levels[2] != "rule"


def test_every_setting_comes_back_as_it_was_saved(tmp_path: Path) -> None:
    """Each setting persists: a value other than its default, saved and read again, is the same value."""
    changed = Settings(speed="slow", sound=False, volume=30, card_back="green", hand_sort="by_rank",
                       rank_order="high_low", hold_trick="every", auto_play=True, confirm_play=True, undo=False,
                       player_name="Ann", player_age=30, levels="hard,easy", window_width=1000, window_height=700,
                       fullscreen=True, four_colour=True, bot_wait="long", turn_cue=False, hint_numbers=False,
                       bid_coach=True, callouts=False, big_cards=True, high_contrast=True, large_print=True,
                       language="fi", speech="on", verbosity="full", speech_log=True)
    default = Settings()
    assert all(getattr(changed, f.name) != getattr(default, f.name) for f in fields(Settings)), \
        "every setting is given a value of its own here"
    Store(tmp_path).save_settings(changed.to_dict())
    assert Settings.from_dict(Store(tmp_path).load_settings()) == changed


def test_the_statistics_screen_draws_the_last_matches_as_a_little_chart(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    for won, score in ((True, 300), (False, 1600), (True, 200)):
        store.record_result(MatchOutcome("laus", "standard", "Laus — Standard", won, score, low_is_good=True))
    app = App((1280, 800), Settings(), store)
    scene = StatsScene(app)
    app.push(scene)
    dots: list[tuple[tuple[int, ...], tuple[int, int]]] = []
    real = pygame.draw.circle
    monkeypatch.setattr(pygame.draw, "circle", lambda surface, colour, centre, radius, *a, **k:
                        dots.append((tuple(colour), tuple(centre))) or real(surface, colour, centre, radius, *a, **k))
    app.draw(pygame.Surface(app.size))
    assert [colour for colour, _ in dots] == [theme.GOOD, theme.BAD, theme.GOOD], "a dot a match: won, lost, won"
    heights = [centre[1] for _, centre in dots]
    assert heights[2] < heights[0] < heights[1], "in Laus the fewest points stand highest"
    xs = [centre[0] for _, centre in dots]
    assert xs == sorted(xs), "oldest on the left"
