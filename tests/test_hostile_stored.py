"""Damaged saves, settings and statistics: each is set aside and named in words, and no screen that reads it crashes.

The cases come from :mod:`tests.hostile_stored` (over a hundred, across the three
files); for each the store must load within :data:`LIMIT` seconds without
raising, move the file aside as it was, report a problem holding the case's
words, and hand back valid values (defaults, or what was sound in the file).
Then the screen that reads the file is opened headless: the title and its
Continue button for a save, the statistics for the statistics, the settings
for the settings.  Hypothesis then throws arbitrary JSON-like data, shaped
like each file and not, at the loaders: they never raise, and what they return
is always valid.
"""

from __future__ import annotations

import json
import math
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.games import names
from game.levels import LEVELS
from game.store import MatchOutcome, Record, SavedMatch, Store
from game.text import is_drawable
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.stats import StatsScene, cells
from game.ui.scenes.title import TitleScene, load_games
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import CHOICES, Settings, checked, load_settings
from tests.hostile_stored import MATCH, SETTINGS, STATS, Case, all_cases, good_match, good_record, good_settings
from tests.support import click, frames, key

LIMIT = 2.0
"""Seconds any one damaged file may take to load (a frozen Statistics screen took minutes)."""
CASES = all_cases()
GAMES, BROKEN = load_games()


def test_there_are_enough_cases_and_every_file_has_them() -> None:
    by_file = {file: sum(case.file == file for case in CASES) for file in (MATCH, SETTINGS, STATS)}
    assert len(CASES) >= 40 and min(by_file.values()) >= 20, by_file


def load(file: str, store: Store) -> object:
    """What the app makes of ``file``: the save, the settings (checked) or the statistics."""
    if file == MATCH:
        return store.load_match()
    if file == SETTINGS:
        return load_settings(store)
    return store.load_stats()


def contents(path: Path) -> bytes | str:
    """The bytes of a file, or what stands in its place, to compare what was set aside with what was written."""
    if path.is_symlink():
        return f"a link to {path.readlink()}"
    if path.is_dir():
        return "a folder"
    return "a pipe" if path.is_fifo() else path.read_bytes()


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_a_damaged_file_is_set_aside_and_named_in_words(case: Case, tmp_path: Path) -> None:
    case.write(tmp_path)
    written = contents(tmp_path / case.file)
    store = Store(tmp_path)
    start = time.perf_counter()
    loaded = load(case.file, store)
    assert time.perf_counter() - start < LIMIT, "loading must never stall"
    if case.at_continue:
        assert isinstance(loaded, SavedMatch) and not store.problems, "the store reads it; the rules refuse it"
        return
    assert len(store.problems) == 1 and case.says.lower() in store.problems[0].lower(), store.problems
    assert "could not be used" in store.problems[0] and is_drawable(store.problems[0])
    aside = [p for p in tmp_path.iterdir() if p.name.startswith(f"{case.file}.bad-")]
    assert len(aside) == 1 and contents(aside[0]) == written, "kept, as it was, for a curious player"
    assert aside[0].name in store.problems[0]
    check_loaded(case, loaded, tmp_path)


def check_loaded(case: Case, loaded: object, folder: Path) -> None:
    """The app carries on with valid values: defaults, or what was sound in the file."""
    if case.file == MATCH:
        assert loaded is None and not (folder / MATCH).exists()
    elif case.file == SETTINGS:
        assert isinstance(loaded, Settings)
        expected = Settings.from_dict(case.keeps or {})
        assert all(getattr(loaded, name) == getattr(expected, name) for name in case.keeps or expected.to_dict())
        assert_valid_settings(loaded)
    else:
        assert isinstance(loaded, dict) and set(loaded) == set(case.keeps or {})
        again = Store(folder)
        assert set(again.load_stats()) == set(loaded) and not again.problems, "the sound records were kept"


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_the_screen_that_reads_the_file_carries_on(case: Case, tmp_path: Path) -> None:
    case.write(tmp_path)
    store = Store(tmp_path)
    app = App((1280, 800), load_settings(store) if case.file == SETTINGS else Settings(speed="instant"), store)
    pygame.event.clear()
    title = TitleScene(app, GAMES, BROKEN)
    app.push(title)
    if case.file == MATCH:
        press_continue(case, app, title, tmp_path)
        return
    scene = StatsScene(app) if case.file == STATS else SettingsScene(app)
    app.push(scene)
    frames(app, 2)
    if isinstance(scene, StatsScene):
        assert all(is_drawable(text) for record, means in scene.records for text in cells(record, means))
    key(app, pygame.K_ESCAPE)
    assert app.top is title and app.running
    assert case.says.lower() in title.note.lower(), "the title says what was wrong"


def press_continue(case: Case, app: App, title: TitleScene, folder: Path) -> None:
    """Continue is offered only for a save the store read; pressed, a save the rules refuse is set aside in words."""
    offered = [b for b in title.buttons if b.key == "continue"]
    assert bool(offered) == case.at_continue
    if offered:
        click(app, offered[0].rect.center)
    frames(app, 2)
    assert app.top is title, "no table for a damaged save"
    assert case.says.lower() in title.note.lower(), title.note
    assert not (folder / MATCH).exists() and any(p.name.startswith(f"{MATCH}.bad-") for p in folder.iterdir())
    assert not any(b.key == "continue" for b in title.buttons)


def test_sound_files_load_without_a_problem(tmp_path: Path) -> None:
    """The control: the well-formed files the cases damage load as they are."""
    (tmp_path / MATCH).write_text(json.dumps(good_match()))
    (tmp_path / SETTINGS).write_text(json.dumps(good_settings()))
    (tmp_path / STATS).write_text(json.dumps({"format": 1, "records": {"laus/standard": good_record()}}))
    store = Store(tmp_path)
    assert store.load_match() == SavedMatch("oh_hell", "classic", 4, 7, (None, "rule", "rule", "rule"), ("bid 1",))
    assert load_settings(store) == Settings.from_dict(good_settings()) != Settings()
    assert store.load_stats()["laus/standard"] == Record(**good_record())
    assert not store.problems and sorted(p.name for p in tmp_path.iterdir()) == [MATCH, SETTINGS, STATS]


def test_one_damaged_record_leaves_the_others_counted(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record_result(MatchOutcome("laus", "standard", "Laus — Standard", True, 300, low_is_good=True))
    data = json.loads((tmp_path / STATS).read_text())
    data["records"]["koira/standard"] = good_record(total=10**400)
    (tmp_path / STATS).write_text(json.dumps(data))
    assert set(store.load_stats()) == {"laus/standard"} and "koira/standard" in store.problems[0]
    store.record_result(MatchOutcome("laus", "standard", "Laus — Standard", False, 900, low_is_good=True))
    assert store.load_stats()["laus/standard"].played == 2


def test_a_title_too_long_or_not_drawable_is_cleaned_when_the_result_is_counted(tmp_path: Path) -> None:
    """A house-rules title may be long or odd; what the statistics keep always reads back."""
    store = Store(tmp_path)
    assert store.record_result(MatchOutcome("oh_hell", "x" * 300, "Oh\x00 " + "Hell " * 40, True, 5, False))
    (record,) = Store(tmp_path).load_stats().values()
    assert len(record.title) <= 80 and is_drawable(record.title) and record.title.startswith("Oh Hell")
    assert not store.record_result(MatchOutcome("oh_hell", "classic", "Oh Hell", True, 10**30, False))


# --------------------------------------------------------------------------- anything at all


def json_like() -> st.SearchStrategy[Any]:
    """Any value JSON can carry (and NaN, Infinity, huge numbers, lone surrogates in texts)."""
    texts = st.text(st.characters(exclude_categories=()), max_size=12)
    scalars = st.none() | st.booleans() | st.integers() | st.floats() | texts
    return st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(texts, inner, max_size=4),
                        max_leaves=12)


def shaped(fields: dict[str, st.SearchStrategy[Any]]) -> st.SearchStrategy[Any]:
    """A record with some of ``fields``, each plausible or anything at all; or anything at all."""
    optional = {name: strategy | json_like() for name, strategy in fields.items()}
    return st.fixed_dictionaries({"format": st.just(1) | json_like()}, optional=optional) | json_like()


MATCH_SHAPE = shaped({
    "rules": st.sampled_from([*names(), "chess", "/tmp/x.yaml"]), "variant": st.sampled_from(["classic", "x", ""]),
    "players": st.integers(0, 10), "seed": st.integers(-5, 2**64),
    "levels": st.lists(st.sampled_from([None, *LEVELS, "grandmaster"]), max_size=9),
    "actions": st.lists(st.sampled_from(["bid 1", "play AS", "\x00", ""]), max_size=5),
    "ages": st.lists(st.none() | st.integers(-5, 200), max_size=9), "undo_used": st.booleans(),
    "saved_at": st.floats(allow_nan=True, allow_infinity=True),
})
SETTINGS_SHAPE = shaped({
    **{name: st.sampled_from([*choices, "x"]) for name, choices in CHOICES.items()},
    "volume": st.floats() | st.integers(), "player_name": st.text(st.characters(exclude_categories=()), max_size=30),
    "player_age": st.integers(-5, 200), "levels": st.text(max_size=40), "window_width": st.integers(-5, 30_000),
    **{name: st.booleans() for name in ("sound", "auto_play", "undo", "fullscreen", "four_colour")},
})
RECORD_SHAPE = st.fixed_dictionaries({}, optional={
    "title": st.text(st.characters(exclude_categories=()), max_size=100) | json_like(),
    "low_is_good": st.booleans() | json_like(),
    **{name: st.integers(-3, 12) | json_like()
       for name in ("played", "won", "lost", "best", "total", "streak", "best_streak", "with_undo")},
}) | json_like()
STATS_SHAPE = shaped({"records": st.dictionaries(st.text(max_size=20), RECORD_SHAPE, max_size=4)})


@contextmanager
def stored(file: str, data: Any) -> Iterator[tuple[Store, object]]:
    """``data`` written as ``file`` (NaN and Infinity let through) and loaded, in a folder of its own; on leaving,
    a file the store could not use must have been set aside and named, and one it could left where it was."""
    with tempfile.TemporaryDirectory(prefix="hostile-") as name:
        folder = Path(name)
        (folder / file).write_text(json.dumps(data, allow_nan=True), encoding="utf-8")
        store = Store(folder)
        yield store, load(file, store)
        aside = any(p.name.startswith(f"{file}.bad-") for p in folder.iterdir())
        if store.problems:
            assert aside and all(is_drawable(p) and "could not be used" in p for p in store.problems)
        else:
            assert not aside and (folder / file).exists()


def assert_valid_match(saved: SavedMatch) -> None:
    """Every field within what the store promises the resume (legality of moves is the resume's)."""
    assert saved.rules in names() or (saved.rules.endswith((".yaml", ".yml")) and Path(saved.rules).is_file())
    assert 2 <= saved.players <= 8 and 0 <= saved.seed < 2**63 and is_drawable(saved.variant, 80)
    assert len(saved.levels) == saved.players and saved.levels.count(None) == 1
    assert all(level is None or level in LEVELS for level in saved.levels)
    assert all(isinstance(a, str) and 0 < len(a) <= 100 and a.isprintable() for a in saved.actions)
    assert saved.ages == () or (len(saved.ages) == saved.players
                                and all(a is None or 0 <= a <= 120 for a in saved.ages))
    assert math.isfinite(saved.saved_at) and isinstance(saved.undo_used, bool)


def assert_valid_settings(loaded: Settings) -> None:
    for name, choices in CHOICES.items():
        assert getattr(loaded, name) in choices
    assert 0 <= loaded.volume <= 100 and 0 <= loaded.player_age <= 120 and type(loaded.volume) is int
    assert len(loaded.player_name) <= 16 and loaded.player_name.isprintable() and is_drawable(loaded.levels)
    assert 0 <= loaded.window_width <= 20_000 and 0 <= loaded.window_height <= 20_000
    assert checked(loaded.to_dict()) == (loaded, ()), "what was kept reads back as it is"


def assert_valid_record(record: Record) -> None:
    assert is_drawable(record.title, 80) and record.title.strip() and "\n" not in record.title
    assert 0 <= record.won <= record.played and record.won + record.lost == record.played
    assert max(record.streak, 0) <= record.best_streak <= record.played and abs(record.streak) <= record.played
    assert 0 <= record.with_undo <= record.played and (record.best is None) == (record.played == 0)
    assert abs(record.total) <= record.played * 10**12
    assert all(is_drawable(text) and len(text) < 120 for text in cells(record))


EXAMPLES = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@EXAMPLES
@given(MATCH_SHAPE)
def test_any_save_loads_as_a_valid_match_or_none(data: Any) -> None:
    with stored(MATCH, data) as (store, loaded):
        assert (loaded is None) == bool(store.problems)
        if loaded is not None:
            assert isinstance(loaded, SavedMatch)
            assert_valid_match(loaded)


@EXAMPLES
@given(SETTINGS_SHAPE)
def test_any_settings_load_as_valid_settings(data: Any) -> None:
    with stored(SETTINGS, data) as (store, loaded):
        assert isinstance(loaded, Settings)
        assert_valid_settings(loaded)
        if isinstance(data, dict) and checked(data)[1]:
            assert store.problems, "a value that could not be used is reported"


@EXAMPLES
@given(STATS_SHAPE)
def test_any_statistics_load_as_valid_records(data: Any) -> None:
    with stored(STATS, data) as (_, loaded):
        assert isinstance(loaded, dict)
        for name, record in loaded.items():
            assert isinstance(record, Record) and is_drawable(name)
            assert_valid_record(record)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(-10**6, 10**6), st.booleans()), min_size=1, max_size=6),
       st.sampled_from(names()), st.booleans())
def test_counted_results_always_read_back(results: list[tuple[bool, int, bool]], game: str, low: bool) -> None:
    """The statistics the app writes pass its own checks: the checks refuse damage, not play."""
    with tempfile.TemporaryDirectory(prefix="stats-") as folder:
        store = Store(Path(folder))
        for won, score, undo in results:
            assert store.record_result(MatchOutcome(game, "standard", f"{game} — Standard", won, score, low, undo))
        (record,) = store.load_stats().values()
        assert record.played == len(results) and not store.problems
        assert_valid_record(record)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(names()), st.integers(2, 8), st.integers(0, 2**63 - 1), st.data())
def test_saves_the_app_writes_read_back_as_written(game: str, players: int, seed: int, data: st.DataObject) -> None:
    """Every field the app may write passes the checks (whether the rules then allow it is the resume's question)."""
    human = data.draw(st.integers(0, players - 1))
    levels = tuple(None if seat == human else data.draw(st.sampled_from(LEVELS)) for seat in range(players))
    ages = data.draw(st.just(()) | st.tuples(*[st.none() | st.integers(0, 120)] * players))
    moves = tuple(data.draw(st.lists(st.sampled_from(["bid 1", "play 10H", "give 2 QS", "pass"]), max_size=30)))
    record = SavedMatch(game, "standard", players, seed, levels, moves, ages, data.draw(st.booleans()))
    with tempfile.TemporaryDirectory(prefix="save-") as folder:
        store = Store(Path(folder))
        assert store.save_match(record) and store.load_match() == record and not store.problems
