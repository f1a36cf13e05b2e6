"""The hand's log and the callouts at the table, driven headless with real pygame events.

The log (L, the top bar's "Log (L)", the summary's "Hand log") lists every trick of the hand in order with who
led and who took it, as the engine played them; during the hand it shows no other seat's cards, after it every
hand as dealt.  A trick's reason stays on the message line against the routine prompts, and the setting turns
the line off while the log keeps the reasons.  A refusal's R opens the rules at the rule it applies.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pygame
import pytest

from game import catalogue
from game.ai import make_bot
from game.engine import load_rules
from game.engine.oh_hell import OhHellHand
from game.ui.scenes.handlog import Cards, HandLogScene, by_suit
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.settings_rows import ROWS
from game.ui.table.callouts import CALLOUT_MIN
from game.ui.table.draw import _prompt
from game.ui.table.scene import MESSAGE_TIME, TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

from .support import click, drag, frames, key, make_table, run_until, sprite_of, waiting_for_human

RULES = load_rules("oh_hell")


def play_on(app: App, table: TableScene, done: Callable[[], bool], seed: int = 3, dt: float = 0.2) -> None:
    """The human's seat played by the rule bot (the hand's last trick clicked away) until ``done``."""
    bot, rng = make_bot("rule", table.setup.rules), random.Random(seed)
    for _ in range(4000):
        if done():
            return
        if table.model.holding and not table.model.moving:
            click(app, table.layout.centre)
        elif table.human_to_act and not done():
            table.act(0, bot.choose(table.state.view(0), rng))
        table.seats.runner.wait(0.2)
        frames(app, 1, dt=dt)
    raise AssertionError("the table never got there")


def play_out(app: App, table: TableScene) -> None:
    play_on(app, table, lambda: table.summary is not None)


def test_the_log_lists_every_trick_in_order_and_after_the_hand_every_hand_as_dealt() -> None:
    app, table = make_table(seed=4, settings=Settings(speed="instant", auto_play=False, sound=False))
    play_out(app, table)
    state = table.state
    assert isinstance(state, OhHellHand)
    logged = [(t.number, t.leader, t.winner, t.plays) for t in table.hand_log.tricks]
    played = [(n, r.leader, r.winner, r.plays) for n, r in enumerate(state.tricks, start=1)]
    assert logged == played and played
    assert all(t.why for t in table.hand_log.tricks), "every trick says why it was won"
    assert any(line.words.startswith("Bids:") for line in table.hand_log.entries if hasattr(line, "words"))
    summary = table.summary
    assert summary is not None
    click(app, next(b.rect.center for b in summary.buttons if b.key == "log"))
    scene = app.top
    assert isinstance(scene, HandLogScene)
    rows = [item.cards for item in scene.items if isinstance(item, Cards) and not item.labels]
    dealt = [tuple(by_suit(hand, RULES.deck.suits, RULES.deck.ranks)) for hand in state.hands_dealt]
    assert rows[:4] == dealt, "every hand as it was dealt, grouped by suit"
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    app.close()


def test_during_the_hand_the_log_shows_no_other_seat_s_cards_and_opens_from_the_top_bar() -> None:
    app, table = make_table(seed=4, settings=Settings(speed="fast", auto_play=False, sound=False))
    play_on(app, table, lambda: table.human_to_act and not table.model.busy and bool(table.hand_log.tricks))
    click(app, table.mouse.log_rect.center)
    scene = app.top
    assert isinstance(scene, HandLogScene)
    shown = {card for item in scene.items if isinstance(item, Cards) and not item.labels for card in item.cards}
    assert shown == set(table.state.hands_dealt[0]), "only your own hand, as dealt"
    assert all(table.hand_log.hand_of(seat) is None for seat in (1, 2, 3))
    key(app, pygame.K_l)
    assert app.top is table
    key(app, pygame.K_l)
    assert isinstance(app.top, HandLogScene)
    app.close()


def test_a_trick_s_reason_stays_on_the_message_line_and_the_setting_turns_it_off() -> None:
    app, table = make_table(seed=4, settings=Settings(speed="fast", auto_play=False, sound=False))
    play_on(app, table, lambda: bool(table.callouts.words), dt=1 / 30)
    words = table.callouts.words
    assert words == table.hand_log.tricks[-1].why and " wins with the " in words
    for _ in range(round(CALLOUT_MIN / (1 / 30)) - 2):
        assert _prompt(table)[0] in (words, table.line.words) and table.callouts.words == words
        frames(app)
    app.settings = app.settings.with_(callouts=False)
    frames(app)
    assert _prompt(table)[0] != table.callouts.words or not table.callouts.words
    before = len(table.hand_log.tricks)
    play_on(app, table, lambda: len(table.hand_log.tricks) > before)
    assert table.hand_log.tricks[-1].why, "the log keeps the reason with the line off"
    app.close()


def test_a_refusal_keeps_the_line_its_whole_time_and_the_callouts_wait_behind_it() -> None:
    """Left alone in two notes: a callout that came while a refusal showed (in place of the one on show, or
    waiting its turn) took the message line, and the player lost why the move was refused.  Now the refusal
    keeps the line its whole time; a callout that came under it waits with its time stopped and is read after
    it, and one the player saw before it runs out its time behind it (seen in the window: a trick's reason
    already read came back over the next trick)."""
    app, table = make_table(seed=4, settings=Settings(auto_play=False, sound=False))
    table.callouts.show("The next card is a six or higher", about="next")
    frames(app)
    assert _prompt(table)[0] == "The next card is a six or higher"
    key(app, pygame.K_c)
    refusal = table.line.words
    assert table.line.bad and "claim is for the card play" in refusal
    table.callouts.show("Any card will do next", about="next")  # makes the one on show false: takes its place
    for _ in range(round((MESSAGE_TIME - 0.5) * 60)):  # past the time a callout waits for the next one
        assert _prompt(table)[0] == refusal, "the refusal is not covered while it lasts"
        app.frame(1 / 60)
    run_until(app, lambda: not table.refusing, dt=1 / 60)
    frames(app, 1, 1 / 60)
    assert _prompt(table)[0] == "Any card will do next", "then the callout"
    assert table.callouts.shown_for < 0.1, "its time to be read begins only now"
    key(app, pygame.K_c)
    frames(app, round(MESSAGE_TIME * 60) + 2, 1 / 60)
    assert not table.refusing and _prompt(table)[0] != "Any card will do next", (
        "a callout on screen before a refusal runs out its time behind it: once read, it does not come back")
    app.close()


def test_the_callouts_setting_is_a_row_of_the_settings() -> None:
    app = App((1024, 640), Settings(sound=False))
    scene = SettingsScene(app)
    app.push(scene)
    row = next(r for r in ROWS if r.field == "callouts")
    button = next(b for b in scene.buttons if b.key == f"callouts:{[v for v, _ in row.values].index(False)}")
    click(app, button.rect.center)
    assert app.settings.callouts is False
    app.close()


FOLLOW = {"en": ("follow", "Follow the suit that was led"), "fi": ("tunnustettava", "Tunnusta aloitettua maata")}
"""The refusal's word and the rule's opening, in each language."""


@pytest.fixture
def back_to_english() -> Iterator[None]:
    """A test that speaks another language leaves the catalogue in English for the tests after it."""
    yield
    catalogue.use("en")


@pytest.mark.parametrize("language", sorted(FOLLOW))
def test_after_a_refusal_r_opens_the_rules_at_the_rule_it_applies(language: str, back_to_english: None) -> None:
    from game.engine import new_hand, new_match
    from game.seating import MatchSetup

    word, rule = FOLLOW[language]
    app = App((1280, 800), Settings(auto_play=False, sound=False, language=language))
    pygame.event.clear()
    match = new_match(RULES, "classic", 4, 5)
    match.state = new_hand(RULES, "classic", players=4, dealer=2, flipped="7S",
                           hands=["4H 2C", "KH 3C", "9H 4C", "2H 5C"], bids=[0, 0, 0, 0])
    table = TableScene(app, MatchSetup(RULES, "classic", (None, "rule", "rule", "rule"), 5), match=match)
    app.push(table)
    run_until(app, waiting_for_human(table), limit=6000)
    assert table.state.current_player == 0 and table.state.lead_suit == "H"  # type: ignore[attr-defined]
    card = table.mouse.card_rect(sprite_of(table, "2C"))
    drag(app, card.center, table.layout.trick.center)
    assert table.line.bad and word in table.line.words
    key(app, pygame.K_r)
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.rule is not None
    assert rule in rules.blocks[rules.rule].text
    assert rules.scroll.offset > 0, "the page opens at the rule, not at the top"
    app.close()
