"""Headless tests of the scene stack, the menus, the match's end and the selftest."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pathlib import Path

import pygame
import pytest

from game.__main__ import main
from game.engine import load_rules
from game.games import rule_files
from game.seating import MatchSetup
from game.store import Store
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.pause import QUESTIONS, PauseScene
from game.ui.scenes.title import TitleScene, load_games
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.intents import Intent, IntentMapper, Kind
from game.ui.toolkit.tween import Beat, Timeline, Tween, ease_in_out_cubic, ease_out_back, ease_out_cubic, linear

from .support import click, frames, key, texts_drawn


def button_pos(scene: TitleScene | NewGameScene | PauseScene, key_: str) -> tuple[int, int]:
    return next(b for b in scene.buttons if b.key == key_).rect.center


def test_menus_lead_to_the_table_and_back() -> None:
    app = App((1280, 800))
    pygame.event.clear()
    app.push(TitleScene(app))
    title = app.top
    assert isinstance(title, TitleScene) and any(r.game == "oh_hell" for r in title.games)
    click(app, button_pos(title, title.key_of("oh_hell")))
    setup_scene = app.top
    assert isinstance(setup_scene, NewGameScene) and setup_scene.rules.game == "oh_hell"
    click(app, button_pos(setup_scene, "players+"))
    assert setup_scene.players == 5
    click(app, button_pos(setup_scene, "level0"))
    assert setup_scene.levels[0] != "rule"
    click(app, button_pos(setup_scene, "variant:jokers_high"))
    assert setup_scene.variant == "jokers_high"
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.setup.players == 5 and table.setup.variant == "jokers_high"
    assert table.setup.seed == setup_scene.seed and table.setup.human == 0
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is table, "Esc resumes"
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, button_pos(pause, "newgame"))
    assert pause.confirming == "newgame"
    click(app, button_pos(pause, "no"))
    assert app.top is pause and pause.confirming is None
    click(app, button_pos(pause, "newgame"))
    click(app, button_pos(pause, "yes"))
    assert app.top is setup_scene
    key(app, pygame.K_ESCAPE)
    assert app.top is title
    key(app, pygame.K_ESCAPE)
    question = app.top
    assert app.running and isinstance(question, PauseScene) and question.confirming == "leave", "Esc asks first"
    key(app, pygame.K_ESCAPE)
    assert app.top is title and app.running, "and Esc again keeps the app open"
    key(app, pygame.K_ESCAPE)
    click(app, button_pos(app.top, "yes"))  # type: ignore[arg-type]
    assert not app.running


def test_quit_asks_first() -> None:
    app = App((1024, 700))
    pygame.event.clear()
    app.push(TitleScene(app))
    setup = MatchSetup(load_rules("oh_hell"), "classic", (None, "rule", "rule"), 1)
    app.push(TableScene(app, setup))
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, button_pos(pause, "quit"))
    assert app.running and pause.confirming == "quit"
    question = QUESTIONS[pause.confirming]
    assert "lost" not in question and "saved" in question, "the match is saved, and Continue resumes it"
    click(app, button_pos(pause, "yes"))
    assert not app.running


def test_computer_match_reaches_final_standings_and_play_again() -> None:
    app = App((1280, 800))
    pygame.event.clear()
    rules = load_rules("oh_hell")
    table = TableScene(app, MatchSetup(rules, "classic", ("rule", "rule", "random"), 99))
    app.push(table)
    for _ in range(4000):
        frames(app, dt=5.0)
        if table.summary is not None:
            if table.summary.final:
                break
            key(app, pygame.K_RETURN)
    assert table.summary is not None and table.summary.final
    assert table.match.is_over()
    assert table.summary.title == "Final standings"
    best = table.match.result().standings[0]
    assert table.summary.rows[0].name == table.setup.label(best)
    again = next(b for b in table.summary.buttons if b.key == "again")
    click(app, again.rect.center)
    fresh = app.top
    assert isinstance(fresh, TableScene) and fresh is not table
    assert fresh.match.hand_number == 1 and fresh.setup.levels == table.setup.levels


def test_broken_rule_file_is_listed_not_fatal(tmp_path: Path) -> None:
    bad = tmp_path / "broken.yaml"
    bad.write_text("game: broken\ntitle: [unclosed\n", encoding="utf-8")
    games, broken = load_games([*rule_files(), bad])
    assert [b.name for b in broken] == ["broken.yaml"] and broken[0].problems
    app = App((800, 600))
    app.push(TitleScene(app, games, broken))
    frames(app, 2)


def test_double_click_is_detected_on_app_time() -> None:
    mapper = IntentMapper()
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1)
    first = mapper.map(down, 1.0)
    mapper.map(up, 1.05)
    second = mapper.map(down, 1.2)
    mapper.map(up, 1.25)
    late = mapper.map(down, 3.0)
    assert first == Intent(Kind.PRESS, pos=(10, 10))
    assert second is not None and second.double
    assert late is not None and not late.double
    assert mapper.map(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_7), 0.0) == Intent(Kind.DIGIT, value=7)
    assert mapper.map(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE), 0.0) == Intent(Kind.BACK)


def test_tweens_end_where_they_should_and_timelines_do_not_depend_on_frame_size() -> None:
    for easing in (linear, ease_out_cubic, ease_in_out_cubic, ease_out_back):
        assert easing(0.0) == pytest.approx(0.0) and easing(1.0) == pytest.approx(1.0)
    tween = Tween((0.0, 10.0), (100.0, 20.0), 0.5, delay=0.1)
    tween.update(0.05)
    assert tween.value == (0.0, 10.0)
    tween.update(10)
    assert tween.done and tween.value == (100.0, 20.0)

    def run(step: float) -> list[tuple[str, float]]:
        clock = [0.0]
        started: list[tuple[str, float]] = []
        line = Timeline()
        for name, hold in (("a", 0.3), ("b", 0.0), ("c", 0.25)):
            line.add(Beat(lambda name=name: started.append((name, round(clock[0], 6))), hold))

        def advance(dt: float) -> None:
            clock[0] += dt
        while line.busy:
            line.update(step, advance)
        return started

    assert run(0.01) == run(5.0) == [("a", 0.0), ("b", 0.3), ("c", 0.3)]


def test_selftest_passes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--selftest"]) == 0
    out = capsys.readouterr().out
    assert "selftest:" in out and "FAIL" not in out
    assert "hand oh_hell/classic" in out


def test_selftest_reports_a_broken_rule_file_as_a_failure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.scenes import selftest

    bad = tmp_path / "zz_broken.yaml"
    bad.write_text("game: zz\n", encoding="utf-8")
    one = [p for p in rule_files() if p.stem == "laus"]  # one good game keeps this quick
    monkeypatch.setattr(selftest, "rule_files", lambda: [*one, bad])
    lines: list[str] = []
    assert selftest.run(lines.append) == 1
    failed = [line for line in lines if line.startswith("FAIL")]
    assert len(failed) == 1 and "zz_broken.yaml" in failed[0]
    assert "Traceback" not in "\n".join(lines)


def test_open_house_rules_says_when_no_file_browser_could_start_and_gives_the_whole_path(tmp_path: Path) -> None:
    from game.ui.scenes.house_folder import open_folder

    def no_browser(folder: Path) -> None:
        raise FileNotFoundError(2, "No such file or directory", "xdg-open")

    folder = tmp_path / "a rather long folder name" / "rules"
    words = open_folder(folder, no_browser)
    assert folder.is_dir(), "the folder was made: it is not what failed"
    assert words.startswith("No file browser could be started") and str(folder) in words
    assert open_folder(folder, lambda path: None).startswith(f"Opened {folder}")


def until_saved(app: App, table: TableScene, store: Store, limit: int = 400) -> None:
    """Play on (the player's moves: the first legal one) until the match has a save on disk."""
    for _ in range(limit):
        if store.load_match() is not None:
            return
        if table.human_to_act:
            table.act(0, table.state.legal_actions()[0])
        table.seats.runner.wait(0.2)
        app.frame(0.5, draw=False)
        table.session.flush()
    raise AssertionError("the match was never saved")


def a_saved_match(folder: Path, game: str) -> tuple[App, Store, TitleScene, TableScene]:
    """From the title, a new match of ``game`` begun and played on until it has a save in ``folder``."""
    store = Store(folder)
    app = App((1280, 800), store=store)
    pygame.event.clear()
    app.push(TitleScene(app))
    title = app.top
    assert isinstance(title, TitleScene)
    click(app, button_pos(title, title.key_of(game)))
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    until_saved(app, table, store)
    return app, store, title, table


def test_abandoning_a_match_clears_its_save_and_lands_on_its_new_game_screen_begun_or_resumed(tmp_path: Path) -> None:

    def abandon(app: App) -> None:
        key(app, pygame.K_ESCAPE)
        pause = app.top
        assert isinstance(pause, PauseScene)
        click(app, button_pos(pause, "newgame"))
        click(app, button_pos(pause, "yes"))

    app, store, title, _ = a_saved_match(tmp_path, "oh_hell")
    abandon(app)
    assert isinstance(app.top, NewGameScene) and app.top.rules.game == "oh_hell"
    assert store.load_match() is None, "an abandoned match is not offered again"
    key(app, pygame.K_ESCAPE)
    assert app.top is title and all(b.key != "continue" for b in title.buttons)

    session_app = App((1280, 800), store=store)  # a match resumed with Continue: the same landing
    click(app, button_pos(title, title.key_of("oh_hell")))
    key(app, pygame.K_RETURN)
    second = app.top
    assert isinstance(second, TableScene)
    until_saved(app, second, store)
    app.pop()  # the player closed the window mid-match; the app opens again on the title
    app.pop()
    session_app.push(TitleScene(session_app))
    again = session_app.top
    assert isinstance(again, TitleScene) and any(b.key == "continue" for b in again.buttons)
    click(session_app, button_pos(again, "continue"))
    assert isinstance(session_app.top, TableScene)
    abandon(session_app)
    assert isinstance(session_app.top, NewGameScene) and session_app.top.rules.game == "oh_hell"
    assert store.load_match() is None


def test_the_new_game_screen_says_what_the_level_under_the_pointer_means(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.scenes import newgame
    app = App((1280, 800))
    scene = NewGameScene(app, load_rules("oh_hell"), seed=1)
    app.push(scene)
    drawn = texts_drawn(monkeypatch)
    frames(app, 1)
    assert any(text.startswith("Stronger in turn") for text in drawn)
    seat = next(b for b in scene.buttons if b.key == "level0")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=seat.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    drawn.clear()
    frames(app, 1)
    assert any(text.startswith(f"{newgame.level_title(scene.levels[0])}: ") for text in drawn), drawn


def test_the_pause_menu_goes_back_to_the_title_keeping_the_match(tmp_path: Path) -> None:
    app, _, title, _ = a_saved_match(tmp_path, "lohi")
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, button_pos(pause, "title"))
    assert app.top is title and any(b.key == "continue" for b in title.buttons), "the match waits behind Continue"
    assert title.buttons[title.focus].key == "continue", "Enter on the title picks the match up again"
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and app.top.setup.rules.game == "lohi"


def test_koira_statistics_count_not_being_the_koira_and_show_no_best_or_average() -> None:
    from game.store import MatchOutcome, Record
    from game.ui.scenes.stats import cells, won_means
    record = Record("Koira — Standard", True).adding(MatchOutcome("koira", "standard", "Koira — Standard", True, 0,
                                                                  True))
    row = cells(record, won_means("koira/standard"))
    assert "not the Koira" in row[0] and row[2] == "1" and row[4] == row[5] == "–"
    laus = Record("Laus", True).adding(MatchOutcome("laus", "standard", "Laus", True, 12, True))
    assert cells(laus, won_means("laus/standard"))[4] == "12", "Laus keeps its best score"


def test_option_values_read_as_words_on_both_screens() -> None:
    from game.ui.scenes import newgame, rules_blocks
    from game.ui.scenes.wording import value_words
    assert value_words("co_losers") == "all tied lose together", "not 'co losers'"
    assert newgame.value_words is rules_blocks.value_words, "one wording for the two screens"


def test_a_still_window_waits_for_input_instead_of_drawing_frame_after_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.toolkit import app as app_module
    waits: list[int] = []

    def wait(timeout: int = 0) -> pygame.event.Event:
        waits.append(timeout)
        return pygame.event.Event(pygame.NOEVENT)

    monkeypatch.setattr(app_module.pygame.event, "wait", wait)
    app = App((1024, 700))
    pygame.event.clear()
    title = TitleScene(app)
    app.stack.append(title)
    app.run(frames=5)
    assert len(waits) == 5 and all(0 < t <= app_module.IDLE_WAKE for t in waits), "the title is still: it waits"

    waits.clear()
    app = App((1024, 700))
    table = TableScene(app, MatchSetup(load_rules("oh_hell"), "classic", ("rule",) * 4, 3))
    app.stack.append(table)
    app.run(frames=5)
    assert not waits, "cards in flight and computer seats thinking: every frame is drawn"


def test_the_table_is_still_on_the_players_turn_once_everything_has_settled() -> None:
    app = App((1280, 800))
    table = TableScene(app, MatchSetup(load_rules("oh_hell"), "classic", (None, "rule", "rule", "rule"), 3))
    app.push(table)
    assert not table.still, "the deal is still flying"
    for _ in range(400):
        if table.human_to_act and not table.model.busy:
            break
        table.seats.runner.wait(0.2)
        app.frame(0.5, draw=False)
    app.frame(0.5, draw=False)
    assert table.human_to_act and not table.still, "the glow round your seat spreads as your turn comes"
    app.frame(1.0, draw=False)
    assert table.human_to_act and table.still
