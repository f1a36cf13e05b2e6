"""Headless tests of the table's newer parts: settings, hand order, bots off the loop, review, sheets, rules."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import random
import threading
import time

import pygame
import pytest

from game.engine import Action, PlayerView, RuleSet, load_rules, new_match
from game.games import GAMES as REGISTRY
from game.seating import MatchSetup
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.rules_blocks import parse_text, rule_blocks
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.settings_rows import ROWS
from game.ui.scenes.title import TitleScene
from game.ui.table.bots import BotRunner
from game.ui.table.layout import table_layout
from game.ui.table.scene import TableScene
from game.ui.table.turns import forced_card
from game.ui.toolkit import theme
from game.ui.toolkit.app import App
from game.ui.toolkit.intents import Intent, Kind
from game.ui.toolkit.settings import Settings

from .support import click, deep_snapshot, frames, key, make_table, post, run_until, texts_drawn, waiting_for_human

LAUS = load_rules("laus")
OH_HELL = load_rules("oh_hell")


def laus_table(seed: int = 3, settings: Settings | None = None) -> tuple[App, TableScene]:
    app = App((1280, 800), settings or Settings(auto_play=False))
    pygame.event.clear()
    table = TableScene(app, MatchSetup(LAUS, "standard", (None, "rule", "rule"), seed))
    app.push(table)
    return app, table


def bots_only(rules: RuleSet = OH_HELL, seed: int = 9, players: int = 4) -> tuple[App, TableScene]:
    app = App((1024, 700))
    pygame.event.clear()
    variant = rules.default_variant
    table = TableScene(app, MatchSetup(rules, variant, ("rule",) * players, seed))
    app.push(table)
    return app, table


def hand_text(table: TableScene) -> list[str]:
    out = []
    for sid in table.model.hands[table.viewer]:
        card = table.model.sprites[sid].card
        assert card is not None
        out.append(str(card))
    return out


def runs_together(cards: list[str], member: set[str]) -> bool:
    marks = [c in member for c in cards]
    if not any(marks):
        return True
    first, last = marks.index(True), len(marks) - 1 - marks[::-1].index(True)
    return all(marks[first:last + 1])


# --------------------------------------------------------------------------- settings


def test_settings_are_plain_data_and_forgive_bad_values() -> None:
    s = Settings(speed="slow", sound=False, volume=30, card_back="red", hand_sort="trumps_left",
                 rank_order="high_low", auto_play=False)
    assert Settings.from_dict(s.to_dict()) == s
    assert Settings.from_dict({"speed": "warp", "sound": "yes", "volume": "loud", "extra": 1}) == Settings()
    assert Settings.from_dict(None) == Settings()
    assert Settings().with_(volume=-5).volume == 0
    assert Settings(speed="instant").speed_factor == float("inf")


def test_settings_scene_changes_the_app_settings_live() -> None:
    app, table = make_table(seed=4)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, next(b for b in pause.buttons if b.key == "settings").rect.center)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    click(app, next(b for b in scene.buttons if b.key == "speed:3").rect.center)
    assert app.settings.speed == "instant"
    click(app, next(b for b in scene.buttons if b.key == "card_back:1").rect.center)
    assert app.settings.card_back == "red"
    click(app, next(b for b in scene.buttons if b.label == "−").rect.center)
    assert app.settings.volume == Settings().volume - 10
    assert ROWS[scene.row].field == "volume", "the row clicked last has the keyboard"
    key(app, pygame.K_UP)
    assert ROWS[scene.row].field == "sound"
    key(app, pygame.K_LEFT)
    assert app.settings.sound is True  # already the first value: stays
    key(app, pygame.K_RIGHT)
    assert app.settings.sound is False
    key(app, pygame.K_ESCAPE)
    assert app.top is pause
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    frames(app)
    assert not table.model.busy, "instant speed finishes every animation in the frame"


def test_the_players_name_is_typed_in_the_settings_and_shown_on_the_seat_box() -> None:
    """Typed keys go into the field, not to shortcuts: "m" types an m, it does not mute the sound."""
    app, table = make_table(seed=4)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, next(b for b in pause.buttons if b.key == "settings").rect.center)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    click(app, next(b for b in scene.buttons if b.key == "player_name").rect.center)
    assert scene.typing
    for text in ("E", "m", "m", "x"):
        post(pygame.KEYDOWN, key=pygame.key.key_code(text.lower()), mod=0, unicode=text, scancode=0)
        post(pygame.TEXTINPUT, text=text)
        frames(app)
    key(app, pygame.K_BACKSPACE)
    post(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    post(pygame.TEXTINPUT, text="a")
    frames(app)
    assert app.settings.player_name == "Emma" and app.settings.sound, "typing m did not mute"
    key(app, pygame.K_RETURN)
    assert not scene.typing and app.top is scene
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    new = NewGameScene(app, OH_HELL, seed=5).setup()
    assert new.title(0) == "Emma" and new.name(0) == "You", "messages keep 'You'; the seat box says the name"
    assert new.label(0) == "Emma" and new.label(1) == table.setup.label(1)


# --------------------------------------------------------------------------- hand order


def test_laus_jacks_sit_together_as_trumps_and_follow_the_setting_live() -> None:
    app, table = laus_table(seed=3)
    run_until(app, waiting_for_human(table))
    cards = hand_text(table)
    jacks = [c for c in cards if c[0] == "J"]
    assert jacks, "seed 3 should deal the human a jack"
    assert runs_together(cards, set(jacks))
    assert cards[-len(jacks):] == sorted(jacks, key=["JD", "JH", "JS", "JC"].index), "trumps right, low to high"
    for suit in "SHDC":
        plain = [c for c in cards if c[1] == suit and c[0] != "J"]
        assert runs_together(cards, set(plain))
        order = ["7", "8", "9", "Q", "K", "T", "A"]
        assert plain == sorted(plain, key=lambda c: order.index(c[0])), "Laus ranks: ten just under the ace"
    app.settings = app.settings.with_(hand_sort="trumps_left", rank_order="high_low")
    frames(app, 30)
    cards = hand_text(table)
    assert cards[:len(jacks)] == sorted(jacks, key=["JC", "JS", "JH", "JD"].index)
    assert all(table.model.sprites[s].motion is None for s in table.model.hands[table.viewer])


def test_oh_hell_trump_turns_after_the_deal_and_the_hand_regroups() -> None:
    app, table = make_table(seed=12)
    labels: list[str] = []
    while table.model.timeline.busy:
        current = table.model.timeline.current
        if current is not None and (not labels or labels[-1] != current.label):
            labels.append(current.label)
        frames(app)
    assert "flip" in labels and labels.index("flip") > max(i for i, x in enumerate(labels) if x == "deal")
    trump = table.public.trump
    cards = hand_text(table)
    if trump is not None:
        trumps = {c for c in cards if c[1] == trump}
        assert runs_together(cards, trumps)
        tail = [c for c in cards if c != "JK"]
        assert not trumps or tail[-len(trumps):] == [c for c in cards if c in trumps]
    assert all(c == "JK" for c in cards[len(cards) - cards.count("JK"):])


# --------------------------------------------------------------------------- bots


class SlowBot:
    """Thinks for a while in whatever thread runs it, and says which thread that was."""

    level = "slow"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.threads: set[int] = set()

    def choose(self, view: PlayerView, rng: random.Random, budget: float = 0.0) -> Action:
        self.threads.add(threading.get_ident())
        time.sleep(self.seconds)
        return rng.choice(view.legal_actions)


def test_bots_think_off_the_render_loop_and_the_window_keeps_answering() -> None:
    app, table = bots_only(seed=2)
    slow = SlowBot(0.4)
    table.seats.bots = dict.fromkeys(table.seats.bots, slow)
    table.model.skip()
    longest, start = 0.0, time.perf_counter()
    while not table.state.log and time.perf_counter() - start < 10:
        t = time.perf_counter()
        app.frame(1 / 60)
        longest = max(longest, time.perf_counter() - t)
    assert table.state.log, "the slow bot's move arrived"
    assert slow.threads and threading.get_ident() not in slow.threads
    assert longest < 0.2, f"a frame took {longest:.3f}s while the bot thought"
    assert table.cue.seat() is not None or table.model.busy


def test_bot_matches_are_the_same_for_a_seed_whatever_the_timing() -> None:
    logs = []
    for dt in (5.0, 0.3):
        app, table = bots_only(LAUS, seed=21, players=3)
        while table.summary is None:
            app.frame(dt, draw=False)
        logs.append([str(a) for a in table.state.log])
        app.close()
    assert logs[0] == logs[1]


def test_leaving_the_table_stops_its_bot_worker() -> None:
    app, table = bots_only(seed=3)
    table.seats.bots = dict.fromkeys(table.seats.bots, SlowBot(0.2))
    table.model.skip()
    frames(app, 3)
    assert table.seats.runner.thinking
    app.pop()
    assert table.seats.runner.key is None and not table.seats.runner.thinking


def test_bot_runner_falls_back_to_a_legal_move_when_a_bot_breaks() -> None:
    class Broken:
        level = "broken"

        def choose(self, view: PlayerView, rng: random.Random, budget: float = 0.0) -> Action:
            raise RuntimeError("oops")

    state = new_match(OH_HELL, "classic", 4, 1).state
    assert state.current_player is not None
    view = state.view(state.current_player)
    runner = BotRunner()
    runner.ask("k", Broken(), view, random.Random(1))
    runner.wait(5)
    assert runner.poll("k") == view.legal_actions[0] and runner.error and "oops" in runner.error
    runner.close()


# --------------------------------------------------------------------------- forced cards


@pytest.mark.parametrize("settings", [Settings(auto_play=True), Settings()], ids=["on", "by default"])
def test_a_forced_card_plays_itself_only_when_the_setting_is_on(settings: Settings) -> None:
    """Played by itself only by the player's choice: a new player's forced card waits for them."""
    for seed in range(1, 80):
        app, table = make_table(seed=seed, settings=settings)
        for _ in range(30):
            run_until(app, waiting_for_human(table))
            if table.summary is not None or table.model.holding:
                break
            if table.picks.choice is not None:
                value = next(int(a.args[0]) for a in table.state.legal_actions())
                table.handle(Intent(Kind.DIGIT, value=value))
                frames(app, 45)
                continue
            legal = table.state.legal_actions()
            if len(legal) != 1:
                sid = next(iter(table.picks.playable))
                table.game.play_card(sid)
                continue
            assert (forced_card(table) is not None) == settings.auto_play
            forced = legal[0]
            before = len(table.state.log)
            frames(app, 10)
            assert len(table.state.log) == before, "it waits a moment first"
            frames(app, 20)
            if not settings.auto_play:
                frames(app, 120)
                assert len(table.state.log) == before, "off: the forced card waits for the player"
                return
            assert len(table.state.log) > before and table.state.log[before] == forced
            return
        app.close()
    pytest.fail("no seed gave the human a forced card")


# --------------------------------------------------------------------------- review, sheet, count-up


def test_last_trick_review_by_tab_and_by_clicking_a_seat() -> None:
    app, table = bots_only(seed=6)
    key(app, pygame.K_TAB)
    assert table.keys.review is None and "no trick" in table.line.words.lower()
    while table.model.shown.last_trick is None:
        app.frame(0.5, draw=False)
    last = table.model.shown.last_trick
    assert len(last.plays) == 4 and last.winner in [s for s, _ in last.plays]
    post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
    frames(app)
    assert table.keys.review == "held"
    log = len(table.state.log)
    frames(app, 120)
    assert len(table.state.log) == log, "the bots wait while the last trick is looked at"
    post(pygame.KEYUP, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
    frames(app)
    assert table.keys.review is None
    table.model.skip()
    click(app, table.layout.place(1).box.center)
    assert table.keys.review == "pinned"
    click(app, (5, table.layout.size[1] // 2))
    assert table.keys.review is None


def test_the_last_trick_shows_instead_of_the_summary_not_over_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.table import draw
    app, table = bots_only(seed=6)
    while table.summary is None:
        app.frame(0.5, draw=False)
    drawn: list[object] = []
    monkeypatch.setattr(draw, "draw_summary", lambda *args, **kw: drawn.append(args[1]))
    frames(app, 2)
    assert drawn, "the summary is drawn"
    drawn.clear()
    post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
    frames(app, 2)
    assert table.keys.review == "held" and not drawn, "while Tab is held the last trick is shown alone"
    post(pygame.KEYUP, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
    frames(app, 2)
    assert table.keys.review is None and drawn, "the summary comes back"


def test_a_name_changed_in_settings_reaches_the_running_match_and_the_sheet_agrees_with_itself(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = App((1280, 800), Settings(speed="instant", player_name="Tester"))
    table = TableScene(app, MatchSetup(OH_HELL, "classic", (None, "rule", "rule"), 4, "Tester"))
    app.push(table)
    while table.summary is None:  # the human's moves made for the test: the first legal one each time
        if table.human_to_act:
            table.act(0, table.state.legal_actions()[0])
        table.seats.runner.wait(0.2)
        app.frame(5.0, draw=False)
    app.settings = app.settings.with_(player_name="Ann")  # as the settings screen does, over the table
    table.enter()
    assert table.setup.label(0) == "Ann"
    sheet = ScoreSheetScene(app, table)
    app.push(sheet)
    sheet.chosen = 0
    drawn = texts_drawn(monkeypatch)
    frames(app, 2)
    assert "Ann" in drawn and any(text.startswith("Ann: ") for text in drawn), drawn
    assert not any(text.startswith("You") or "by You" in text for text in drawn), drawn


def test_score_sheet_lists_every_hand_and_the_totals() -> None:
    app, table = bots_only(seed=8, players=3)
    for _ in range(2):
        while table.summary is None:
            app.frame(5.0, draw=False)
        frames(app)
        assert table.tally.progress < 1.0, "the scores count up"
        click(app, (3, table.layout.size[1] - 3))
        assert table.tally.progress == 1.0, "a click finishes the counting"
        key(app, pygame.K_RETURN)
    assert len(table.match.history) == 2
    key(app, pygame.K_s)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    assert [r.number for r in sheet.rows] == [1, 2, 3] and sheet.rows[-1].points is None
    first, second = table.match.history
    assert sheet.rows[1].totals == tuple(a + b for a, b in zip(first.scores, second.scores, strict=True))
    post(pygame.MOUSEMOTION, pos=sheet.scroll.view.topleft, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)
    assert sheet.hover_row == 0
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_the_score_sheet_charts_every_total_after_each_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = bots_only(seed=8, players=3)
    for _ in range(3):
        while table.summary is None:
            app.frame(5.0, draw=False)
        key(app, pygame.K_RETURN)
    key(app, pygame.K_s)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    drawn: list[tuple[theme.Colour, list[tuple[int, int]]]] = []
    real = pygame.draw.lines
    monkeypatch.setattr(pygame.draw, "lines", lambda surface, colour, closed, points, width=1:
                        drawn.append((tuple(colour), list(points))) or real(surface, colour, closed, points, width))
    frames(app)
    assert not drawn, "the rows first"
    key(app, pygame.K_TAB)
    drawn.clear()
    frames(app)
    assert sheet.charting and len(drawn) == 3, "a line for each player"
    totals = [0, 0, 0]
    for hand, record in enumerate(table.match.history, start=1):
        totals = [a + b for a, b in zip(totals, record.scores, strict=True)]
        heights = [line[hand][1] for _, line in drawn]
        for a in range(3):
            for b in range(3):
                if totals[a] > totals[b]:
                    assert heights[a] < heights[b], f"after hand {hand} the higher total stands higher"
    assert all(len(line) == len(table.match.history) + 1 for _, line in drawn), "from zero, then every hand"
    assert len({colour for colour, _ in drawn}) == 3, "a colour of its own for each"
    click(app, sheet.chart.rect.center)
    assert not sheet.charting, "the button goes back to the rows"


def test_seat_totals_count_up_after_a_hand() -> None:
    app, table = bots_only(seed=10, players=3)
    while table.summary is None:
        app.frame(0.5, draw=False)
    final = list(table.tally.totals)
    assert not table.tally.done
    shown = [table.tally.shown_total(s) for s in range(3)]
    frames(app, 90)
    assert [table.tally.shown_total(s) for s in range(3)] == final
    assert shown != final or final == [0, 0, 0]


# --------------------------------------------------------------------------- rules and menus


def test_rule_texts_show_cards_and_every_option_from_the_rule_file() -> None:
    for rules in (OH_HELL, LAUS):
        from game import assets
        text = assets.rules_text(rules.game)
        assert text, f"no rule text for {rules.game}"
        blocks = rule_blocks(rules, text)
        details = " ".join(b.detail for b in blocks)
        assert all(spec.describe in details for spec in rules.options.values())
        assert all(v.describe in details for v in rules.variants.values())
        assert any(b.kind == "cards" and b.cards for b in blocks)
    laus_cards = {str(c) for b in rule_blocks(LAUS, assets.rules_text("laus")) for c in b.cards}
    assert {"JC", "JS", "JH", "JD", "QC", "QS", "QH", "QD"} <= laus_cards
    assert parse_text("[cards] XX YY | bad")[0].kind == "p", "an unknown card is shown as words, not a crash"


@pytest.mark.parametrize("game", ["oh_hell", "laus", "lohai"])
def test_rules_scene_scrolls_and_falls_back_without_a_text(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from game import assets
    if game == "lohai":
        monkeypatch.setattr(assets, "rules_text", lambda name, language="en": None)
    app = App((800, 600))
    pygame.event.clear()
    app.push(TitleScene(app))
    scene = RulesScene(app, load_rules(game))
    app.push(scene)
    frames(app)
    scroll = scene.scroll
    assert scroll.most > 0, "the page is longer than the window"
    post(pygame.MOUSEWHEEL, x=0, y=-2)
    frames(app)
    wheel = scroll.offset
    assert wheel > 0
    key(app, pygame.K_END)
    assert scroll.offset == scroll.most
    key(app, pygame.K_HOME)
    assert scroll.offset == 0
    start = scroll.view.center
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 100), rel=(0, -100), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] - 100), button=1)
    frames(app)
    assert scroll.offset == 100
    if game == "lohai":
        assert any(b.kind == "cards" for b in scene.blocks), "the special cards are pictured"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_title_leads_to_rules_and_settings_and_pause_to_the_sheet() -> None:
    app = App((1280, 800))
    pygame.event.clear()
    app.push(TitleScene(app, [OH_HELL, LAUS]))
    title = app.top
    assert isinstance(title, TitleScene)
    click(app, next(b for b in title.buttons if b.key == "rules:" + title.key_of("laus")).rect.center)
    assert isinstance(app.top, RulesScene) and app.top.rules is LAUS
    key(app, pygame.K_ESCAPE)
    click(app, next(b for b in title.buttons if b.key == "settings").rect.center)
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is title
    table = TableScene(app, MatchSetup(OH_HELL, "classic", (None, "rule", "rule"), 2))
    app.push(table)
    click(app, table.layout.scores_button.center)
    assert isinstance(app.top, ScoreSheetScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    for name, kind in (("scores", ScoreSheetScene), ("rules", RulesScene), ("settings", SettingsScene)):
        click(app, next(b for b in pause.buttons if b.key == name).rect.center)
        assert isinstance(app.top, kind)
        key(app, pygame.K_ESCAPE)
        assert app.top is pause


def test_new_game_number_keys_set_the_computer_players_levels() -> None:
    """Without a mouse: 2 steps the second computer player to the next level; a key past the seats does nothing."""
    from game.ai import LEVELS
    from game.seating import level_title
    from game.ui.scenes.newgame import NewGameScene

    app = App((1280, 800))
    pygame.event.clear()
    scene = NewGameScene(app, OH_HELL, seed=5)
    app.push(scene)
    before = list(scene.levels)
    key(app, pygame.K_2)
    assert scene.levels[1] == LEVELS[(LEVELS.index(before[1]) + 1) % len(LEVELS)]
    assert scene.levels[0] == before[0] and scene.setup().levels[2] == scene.levels[1]
    key(app, getattr(pygame, f"K_{scene.players}"))
    assert scene.levels[1:] == [scene.levels[1], *before[2:]]
    shown = next(b for b in scene.buttons if b.key == "level1").label
    assert shown.endswith(": " + level_title(scene.levels[1])), "the seat's button says its new level"


def test_title_arrow_keys_move_as_the_buttons_lie() -> None:
    """Down goes to the game below, Right to a game's Rules, and past the last game to the bottom row."""
    app = App((1280, 800))
    pygame.event.clear()
    title = TitleScene(app, [OH_HELL, LAUS])
    app.push(title)

    def focused() -> str:
        return title.buttons[title.focus].key

    first, second = title.key_of("oh_hell"), title.key_of("laus")
    assert focused() == first
    key(app, pygame.K_DOWN)
    assert focused() == second
    key(app, pygame.K_RIGHT)
    assert focused() == "rules:" + second
    key(app, pygame.K_UP)
    assert focused() == "rules:" + first
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert focused() == "settings", "below a Rules button: the bottom row's second button"
    key(app, pygame.K_RIGHT)
    assert focused() == "about"
    key(app, pygame.K_RIGHT)
    assert focused() == "quit"
    key(app, pygame.K_RETURN)
    assert not app.running


# --------------------------------------------------------------------------- layout


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_big_tables_keep_trick_cards_apart(size: tuple[int, int]) -> None:
    for seats in range(5, 9):
        layout = table_layout(size, seats)
        rects = [layout.trick_card(s) for s in range(seats)]
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                clip = a.clip(b)
                assert clip.w * clip.h <= 0.4 * a.w * a.h, f"{seats} seats at {size}: trick cards pile up"


def test_bench_measures_table_frames() -> None:
    from lab.bench import table_frame_ms
    report = table_frame_ms(frames=120)
    assert report["frames_in_motion"] > 30 and 0 < report["p50"] <= report["p95"] <= report["max"]
    pygame.display.init()


def test_new_scenes_and_the_review_draw_without_changing_anything() -> None:
    app, table = bots_only(seed=6)
    while table.model.shown.last_trick is None:
        app.frame(0.5, draw=False)
    table.keys.show_review("pinned")
    surface = pygame.Surface(app.size)
    scenes = [table, RulesScene(app, LAUS), ScoreSheetScene(app, table), SettingsScene(app), PauseScene(app, table)]
    for scene in scenes:
        before = deep_snapshot(scene)
        scene.draw(surface)
        assert deep_snapshot(scene) == before, f"{type(scene).__name__}.draw changed it"


@pytest.mark.parametrize("game", [spec.name for spec in REGISTRY])
def test_rules_page_sets_marked_words_in_bold_and_tells_the_keys(game: str) -> None:
    """``**`` marks never reach the page: the words between them are drawn bold, on the line they
    belong to; and every game's page ends its own text with how to make each move at this table."""
    from game.ui.toolkit.widgets import Line

    app = App((1280, 800))
    scene = RulesScene(app, load_rules(game))
    lines = [item for item in scene.items if isinstance(item, Line)]
    assert not any("**" in line.text for line in lines)
    plain = [line for line in lines if not line.bold]
    assert any(line.bold and any(p.y == line.y and p.x != line.x for p in plain) for line in lines), \
        "bold words on a line with plain ones"
    headings = [b.text for b in scene.blocks if b.kind == "h2"]
    assert "At this table" in headings
    table_part = scene.blocks[[b.text for b in scene.blocks].index("At this table"):]
    assert any("Enter" in b.text for b in table_part if b.kind == "li")
