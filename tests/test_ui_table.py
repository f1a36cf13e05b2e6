"""Headless tests of the table: real pygame events, pumped through the app's own frame loop.

The human's moves are made only by posting mouse and key events (press, motion
steps, release; number keys for bids), exactly as SDL would deliver them, and
the engine's log is checked afterwards.  The animations run on a fixed ``dt``.
"""

from __future__ import annotations

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from game.engine import Action, load_rules
from game.seating import MatchSetup
from game.ui.table.draw import _prompt, held_words
from game.ui.table.layout import table_layout
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

from .support import (
    DT,
    click,
    deep_snapshot,
    drag,
    frames,
    key,
    make_table,
    past_the_last_trick,
    post,
    release,
    run_until,
    texts_drawn,
    waiting_for_human,
)

# --------------------------------------------------------------------------- helpers


def card_of(table: TableScene, sid: int) -> str:
    card = table.model.sprites[sid].card
    assert card is not None
    return str(card)


def bid_with_keys(app: App, table: TableScene) -> str:
    """Bid the lowest legal number with the number keys (waiting out a possible second digit)."""
    assert table.picks.choice is not None
    value = next(int(a.args[0]) for a in table.state.legal_actions())
    before = len(table.state.log)
    if value >= 10:
        key(app, pygame.K_1)
        key(app, pygame.K_0 + value - 10)
    else:
        key(app, pygame.K_0 + value)
    run_until(app, lambda: len(table.state.log) > before, limit=int(2 / DT))
    return f"bid {value}"


def play_by(app: App, table: TableScene, how: str) -> str:
    """Play a legal card as the human, by ``how``: drag, double, select or keys."""
    sid = min(table.picks.playable, key=lambda s: table.model.hands[table.viewer].index(s))
    text = f"play {card_of(table, sid)}"
    rect = table.mouse.card_rect(sid)
    target = table.layout.trick.center
    if how == "drag":
        drag(app, rect.center, target)
    elif how == "double":
        click(app, rect.center)
        click(app, rect.center)
    elif how == "select":
        click(app, rect.center)
        assert table.picks.selected == sid
        click(app, target)
    else:
        ids = table.model.hands[table.viewer]
        for _ in range(len(ids) + 1):
            key(app, pygame.K_RIGHT)
            if table.picks.selected == sid:
                break
        key(app, pygame.K_RETURN)
    return text


# --------------------------------------------------------------------------- playing a hand


def test_human_plays_a_whole_hand_through_posted_events(monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = make_table(seed=11)
    ways = ["drag", "double", "select", "keys"]
    mine: list[str] = []
    while True:
        run_until(app, waiting_for_human(table))
        if table.model.holding:
            past_the_last_trick(app, table)
        if table.summary is not None:
            break
        before = len(table.state.log)
        if table.picks.choice is not None:
            mine.append(bid_with_keys(app, table))
        else:
            mine.append(play_by(app, table, ways[len(mine) % len(ways)] if len(mine) < 8 else "drag"))
            frames(app)
        assert len(table.state.log) == before + 1, f"{mine[-1]} was not played"
        assert str(table.state.log[before]) == mine[-1]
    log = [str(a) for a in table.state.log]
    assert table.state.is_over()
    assert mine[0].startswith("bid ")
    plays = [m for m in mine if m.startswith("play ")]
    assert len(plays) == table.public.hand_size
    assert all(p in log for p in plays)
    assert not table.model.hands[table.viewer], "every card left the hand"
    assert table.summary is not None and len(table.summary.rows) == 4
    bids, took = table.state.bids, table.state.tricks_won  # type: ignore[attr-defined]
    missed = [f"{table.setup.name(s)} (bid {bids[s]}, took {took[s]})" for s in range(4) if bids[s] != took[s]]
    assert all(words in table.summary.subtitle for words in missed), table.summary.subtitle
    assert ("Missed" in table.summary.subtitle or "missed" in table.summary.subtitle) == bool(missed)
    drawn = texts_drawn(monkeypatch)
    key(app, pygame.K_s)
    frames(app)
    assert all(f"bid {bids[s]}, took {took[s]}" in drawn for s in range(4)), "the sheet shows bid and took"


def find_illegal_moment(seed: int) -> tuple[App, TableScene, int] | None:
    """Play legally until the human must follow suit while holding a card that may not be played."""
    app, table = make_table(seed=seed)
    for _ in range(40):
        run_until(app, waiting_for_human(table))
        if table.summary is not None or table.model.holding:
            return None
        if table.picks.choice is not None:
            bid_with_keys(app, table)
            continue
        illegal = [s for s in table.model.hands[table.viewer] if s not in table.picks.playable]
        if illegal:
            return app, table, illegal[0]
        play_by(app, table, "drag")
    return None


def test_illegal_drop_slides_back_and_says_why() -> None:
    found = None
    for seed in range(1, 60):
        found = find_illegal_moment(seed)
        if found is not None:
            break
    assert found is not None, "no seed gave the human an unplayable card"
    app, table, sid = found
    state = table.state
    card = table.model.sprites[sid].card
    assert card is not None
    reason = state.why_not(Action("play", (card,)))
    assert reason
    def hands() -> list[tuple[str, ...]]:
        return [tuple(map(str, state.view(s).hand)) for s in range(state.players)]

    log, before, turn = list(state.log), hands(), state.current_player
    home = table.model.hand_home(table.viewer, table.model.hands[table.viewer].index(sid),
                                 len(table.model.hands[table.viewer]))
    rect = table.mouse.card_rect(sid)
    drag(app, rect.center, table.layout.trick.center, drop=False)
    assert table.mouse.drag is not None and table.mouse.drag.active
    assert sid not in table.picks.playable
    release(app, table.layout.trick.center)
    frames(app, 20)
    assert state.log == log and hands() == before
    assert state.current_player == turn
    assert sid in table.model.hands[table.viewer], "the card is back in the hand"
    sprite = table.model.sprites[sid]
    assert (round(sprite.x), round(sprite.y)) == (round(home[0]), round(home[1]))
    assert table.line.bad and table.line.left > 0
    assert table.line.words.lower() == reason.lower()
    playable = next(s for s in table.model.hands[table.viewer] if s in table.picks.playable)
    drag(app, table.mouse.card_rect(playable).center, table.layout.trick.center)
    assert len(state.log) == len(log) + 1, "the playable card was played"
    assert table.line.left == 0, "the player has moved on: the refusal leaves the line"


def test_bots_wait_their_turn_and_clicks_skip_animation() -> None:
    app, table = make_table(seed=5)
    frames(app, 2)
    assert table.model.busy, "the deal is animating"
    click(app, table.layout.trick.center)
    assert not table.model.timeline.busy, "a click skipped the deal"


# --------------------------------------------------------------------------- layout


SIZES = [(800, 600), (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", range(3, 9))
def test_layout_keeps_every_card_on_screen(size: tuple[int, int], seats: int) -> None:
    layout = table_layout(size, seats)
    screen = pygame.Rect((0, 0), size)
    rects: list[pygame.Rect] = []
    for count in range(1, 14):
        hand = layout.hand_cards(count)
        rects += hand + [r.move(0, -layout.lift) for r in hand]
        for seat in range(1, seats):
            rects += layout.fan_cards(seat, count)
    rects += [layout.trick_card(s) for s in range(seats)]
    for point in (layout.stock, layout.flipped):
        rects.append(pygame.Rect((0, 0), layout.small).move(point[0] - layout.small[0] // 2,
                                                            point[1] - layout.small[1] // 2))
    rects += [p.box for p in layout.places] + [layout.hand, layout.trick, layout.message]
    for rect in rects:
        assert screen.contains(rect), f"{rect} leaves the {size} screen with {seats} seats"
    assert not layout.hand.colliderect(layout.trick)
    assert not layout.message.colliderect(layout.trick)
    for place in layout.places[1:]:
        assert not place.box.colliderect(layout.trick) and not place.fan.colliderect(layout.trick)
        for other in layout.places[1:]:
            if other.seat != place.seat:
                assert not place.box.colliderect(other.box), f"seat boxes {place.seat} and {other.seat} overlap"


@pytest.mark.parametrize("size", SIZES)
def test_table_cards_stay_on_screen_after_resizes(size: tuple[int, int]) -> None:
    app, table = make_table(seed=3, players=8)
    post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    run_until(app, waiting_for_human(table))
    assert app.size == size
    screen = pygame.Rect((0, 0), size)
    for sid in table.model.sprites:
        assert screen.contains(table.mouse.card_rect(sid)), f"sprite {sid} off screen at {size}"


# --------------------------------------------------------------------------- draw is pure


def test_draw_changes_no_state() -> None:
    app, table = make_table(seed=8)
    surface = pygame.Surface(app.size)

    def check() -> None:
        before = deep_snapshot(table)
        table.draw(surface)
        app.draw(surface)
        assert deep_snapshot(table) == before

    frames(app, 5)
    check()  # mid-deal
    run_until(app, waiting_for_human(table))
    check()  # bid panel
    bid_with_keys(app, table)
    run_until(app, waiting_for_human(table))
    sid = next(iter(table.picks.playable))
    drag(app, table.mouse.card_rect(sid).center, table.layout.trick.center, drop=False)
    check()  # mid-drag over the trick
    release(app, table.layout.trick.center)
    frames(app, 3)
    check()  # card in flight
    table.model.skip()
    run_until(app, lambda: table.summary is not None or table.human_to_act)
    check()


def test_at_the_smallest_window_the_top_bar_drops_the_key_reminder_rather_than_clip_the_words() -> None:
    from game.ui.table.draw import bar_label
    from game.ui.toolkit.app import MIN_SIZE
    app = App(MIN_SIZE)
    table = TableScene(app, MatchSetup(load_rules("oh_hell"), "classic", (None, "rule", "rule", "rule"), 3))
    px = round(table.layout.font_px * 0.9)
    label = bar_label("Last trick (Tab)", px, table.layout.review_button.width - 6)
    assert label == "Last trick", label
    assert bar_label("Last trick (Tab)", px, 1000) == "Last trick (Tab)"


def test_oh_hell_shows_the_bids_against_the_tricks_in_the_hand() -> None:
    from game.ui.table.draw import bids_words
    app = App((1280, 800))
    table = TableScene(app, MatchSetup(load_rules("oh_hell"), "classic", ("rule",) * 4, 3))
    app.push(table)
    while not all(b is not None for b in table.model.shown.bids):
        table.seats.runner.wait(0.2)
        app.frame(0.5, draw=False)
    total = sum(int(b) for b in table.model.shown.bids if b is not None)
    assert bids_words(table) == f"Bids {total} of {table.public.hand_size}"
    laus = TableScene(App((1280, 800)), MatchSetup(load_rules("laus"), "standard", ("rule",) * 3, 3))
    assert bids_words(laus) == "", "a game without bids says nothing of them"


# --------------------------------------------------------------------------- hold the trick


def first_trick_taken(app: App, table: TableScene) -> None:
    """Play (the human's moves by drag) until the hand's first trick has been won on the table."""
    while table.model.shown.last_trick is None:
        run_until(app, lambda: waiting_for_human(table)() or table.model.shown.last_trick is not None)
        if table.model.shown.last_trick is not None:
            break
        if table.picks.choice is not None:
            bid_with_keys(app, table)
        else:
            play_by(app, table, "drag")


def test_held_every_trick_waits_for_a_click_and_the_computers_wait_too() -> None:
    app, table = make_table(seed=11, settings=Settings(auto_play=False, hold_trick="every"))
    first_trick_taken(app, table)
    run_until(app, lambda: table.model.holding and not table.model.moving)
    played = len(table.state.log)
    held = list(table.model.trick)
    frames(app, 60, dt=0.2)
    assert table.model.holding and table.model.trick == held, "the trick stays for as long as the player looks"
    assert len(table.state.log) == played or table.state.current_player == table.human, "no computer plays on"
    assert held_words(table).endswith("click or press Enter to go on"), held_words(table)
    key(app, pygame.K_RETURN)
    run_until(app, lambda: not table.model.trick or table.model.trick != held)
    assert not table.model.holding


def test_held_for_seconds_the_trick_is_swept_after_that_long() -> None:
    app, table = make_table(seed=11, settings=Settings(auto_play=False, hold_trick="4s"))
    first_trick_taken(app, table)
    run_until(app, lambda: table.model.timeline.current is not None
              and table.model.timeline.current.label == "trick held")
    frames(app, 3 * 30)
    assert table.model.trick and table.model.timeline.current.label == "trick held", "still there after 3 s"
    frames(app, 2 * 30)
    assert not any(sid for _, sid in table.model.trick), "swept after 4 s"


def test_with_no_trick_held_the_score_follows_the_last_card() -> None:
    app, table = make_table(seed=11, settings=Settings(auto_play=False, hold_trick="off"))
    while table.summary is None:
        run_until(app, waiting_for_human(table))
        assert not table.model.holding
        if table.summary is not None:
            break
        if table.picks.choice is not None:
            bid_with_keys(app, table)
        else:
            play_by(app, table, "drag")
            frames(app)


def test_with_confirm_each_card_the_first_drop_only_asks_and_enter_plays() -> None:
    app, table = make_table(seed=11, settings=Settings(auto_play=False, confirm_play=True))
    run_until(app, waiting_for_human(table))
    if table.picks.choice is not None:
        bid_with_keys(app, table)
        run_until(app, waiting_for_human(table))
    sid = min(table.picks.playable)
    before = len(table.state.log)
    drag(app, table.mouse.card_rect(sid).center, table.layout.trick.center)
    frames(app, 20)
    assert len(table.state.log) == before, "the first drop does not play"
    assert table.line.words.startswith("Play the ") and "confirm" in table.line.words
    assert table.picks.selected == sid and sid in table.model.hands[table.viewer]
    key(app, pygame.K_RETURN)
    assert len(table.state.log) == before + 1 and table.state.log[before].cards[0] == table.model.sprites[sid].card


# --------------------------------------------------------------------------- pace


def seconds_to_next_computer_move(bot_wait: str) -> float:
    """From the human's first card to the next computer seat's move showing in the engine's log."""
    app, table = make_table(seed=11, settings=Settings(auto_play=False, bot_wait=bot_wait))
    run_until(app, waiting_for_human(table))
    while table.picks.choice is not None:
        bid_with_keys(app, table)
        run_until(app, waiting_for_human(table))
    play_by(app, table, "drag")
    played, waited = len(table.state.log), 0.0
    while len(table.state.log) == played:
        app.frame(DT)
        waited += DT
        assert waited < 10
    return waited


def test_computer_players_wait_as_long_as_the_setting_says() -> None:
    short, longer = seconds_to_next_computer_move("short"), seconds_to_next_computer_move("longer")
    assert longer - short >= 1.2, (short, longer)


@pytest.mark.parametrize("cue", [True, False])
def test_your_turn_comes_with_a_chime_and_a_glow_unless_turned_off(cue: bool) -> None:
    app, table = make_table(seed=11, settings=Settings(auto_play=False, turn_cue=cue))
    heard: list[str] = []
    app.sounds.play = lambda name: heard.append(name) or True  # type: ignore[method-assign]
    run_until(app, lambda: table.human_to_act)
    frames(app)
    assert heard.count("turn") == (1 if cue else 0)
    assert (table.cue.glow is not None) == cue, "the glow spreads round your seat"
    frames(app, 45)
    assert table.cue.glow is None and heard.count("turn") == (1 if cue else 0), "once, then it fades"


def test_over_the_hand_summary_only_fresh_words_show_and_they_show_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """Behind the summary the table is dimmed; its message line used to peek out under the panel's edge at a
    small window, still saying to click for the score.  Now the summary tells the hand's end alone, and what
    the table says while it is up (the deal's code copied) is drawn over the dimming, by the panel."""
    from game.ai import make_bot
    drawn = texts_drawn(monkeypatch, rendered=True)
    app, table = make_table(seed=5, size=(1036, 648), players=3, variant="standard", rules=load_rules("laus"))
    steer, rng = make_bot("rule", table.setup.rules), random.Random(3)
    while not table.model.holding:
        run_until(app, lambda: table.human_to_act or (table.model.holding and not table.model.moving), dt=0.2)
        if table.human_to_act:
            table.attempt(steer.choose(table.state.view(0), rng))
    drawn.clear()
    frames(app)
    line = _prompt(table)[0]
    assert line and line in drawn, "the message line tells of the hand's end"
    click(app, table.layout.centre)
    run_until(app, lambda: table.summary is not None and table.tally.done, dt=0.2)
    drawn.clear()
    frames(app)
    assert "Hand 1 scored" in drawn
    behind = _prompt(table)[0]  # a callout of the hand's end, or nothing
    assert line not in drawn and behind not in drawn, "nothing stale behind it"
    summary = table.summary
    assert summary is not None
    click(app, next(b for b in summary.buttons if b.key == "copy").rect.center)
    drawn.clear()
    frames(app)
    code = summary.deal.split(": ")[-1]
    said = [k for k, words in enumerate(drawn) if code in words and words != summary.deal]
    assert said and said[0] > drawn.index("Hand 1 scored"), "the words are drawn over the summary"
