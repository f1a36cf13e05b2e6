"""The engine's contract at its edges: any text, and any action that is almost a move.

``state.parse_action(text)`` is handed whatever a save, a trace or a person
typing holds, so for any text it either returns a move ``apply`` takes or
raises :class:`IllegalActionError` with a one-line message, never another
exception.  ``state.apply(action)`` takes exactly the moves on offer: a legal
play with a stray card after it, with a card gone, or with a word too many is
refused, and the log, which is the save, is left as it was.

Positions come from seeded hands of every game at each table size the bench
times, chosen so that every kind of decision a game's hands reached is there
(Oh Hell's bids, Laus's skat and discard, Lohai's Giver, Lo-Hi's calls, Koira's
turn-up and draw), plus a few plays in between.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import Action, ActionKind, HandState, IllegalActionError, load_rules, new_match
from game.engine.cards import Card
from game.engine.core import ECHO
from game.games import all_games

TABLES = [(spec.name, case.variant, case.players) for spec in all_games() for case in spec.bench]
"""Every game at every table size the bench times."""

HANDS = 4
"""Seeded hands each table is dealt to find its positions."""

EVERY = 9
"""Besides the first position of each kind of decision, every ninth decision of a hand is kept ..."""

PER_HAND = 6
"""... up to six of them a hand (a Koira hand can last hundreds of decisions)."""

MESSAGE = 400
"""The longest refusal a person should have to read: the quoted text is cut at ``ECHO`` characters."""


@cache
def positions(game: str, variant: str | None, players: int) -> tuple[HandState, ...]:
    """Positions of seeded random hands: the first of each set of decision kinds, and every ``EVERY``-th."""
    rules = load_rules(game)
    kept: list[HandState] = []
    seen: set[frozenset[ActionKind]] = set()
    for seed in range(HANDS):
        state = new_match(rules, variant, players, seed).state
        rng = random.Random(seed)
        step = 0
        while not state.is_over():
            legal = state.legal_actions()
            kinds = frozenset(action.kind for action in legal)
            if kinds not in seen or (step % EVERY == 0 and step < EVERY * PER_HAND):
                seen.add(kinds)
                kept.append(state.clone())
            state.apply(rng.choice(legal))
            step += 1
    return tuple(kept)


def deck_cards(state: HandState) -> list[Card]:
    """Each card face of the game's deck once, with every special card the notation knows."""
    faces = dict.fromkeys(state.rules.deck.cards())
    faces.update(dict.fromkeys(Card.of(code) for code in ("JK", "GIV", "TAK", "MOV", "SHK")))
    return list(faces)


def vocabulary(state: HandState) -> list[str]:
    """Every word a move of this game could hold: kinds, cards (as written and as ``10H``), numbers, args."""
    words = [kind.value for kind in ActionKind]
    words += [str(card) for card in deck_cards(state)] + ["10H", "qs", "jk"]
    words += [str(n) for n in range(-2, 16)]
    words += sorted({str(arg) for action in state.legal_actions() for arg in action.args})
    return [*words, "higher", "lower", "q", "10", "2"]


JUNK = st.one_of(
    st.text(max_size=6),
    st.integers(-10**30, 10**30).map(str),
    st.sampled_from(["²", "--5", "+3", "0x1f", "١٢", "ＱＳ", "\u202e", "\x00", "9" * 5000, "ß", "ﬀ", "10♠", "QS,"]),
)
"""Words no move has: any text, huge and signed numbers, digits that are not ASCII, look-alike cards."""

SPACES = st.sampled_from([" ", "  ", "\t", "\n", " \r\n ", "\u3000"])


def texts(state: HandState) -> st.SearchStrategy[str]:
    """Any text, and texts made of this game's own words and moves with junk mixed in."""
    moves = [str(action) for action in state.legal_actions()]
    word = st.one_of(st.sampled_from(vocabulary(state)), st.sampled_from(moves), JUNK)
    built = st.lists(st.tuples(word, SPACES), max_size=8).map(lambda parts: "".join(w + s for w, s in parts))
    near = st.tuples(st.sampled_from(moves), SPACES, word).map(lambda parts: "".join(parts))
    return st.one_of(st.text(), built, near, st.sampled_from(moves), st.text(min_size=2000, max_size=3000))


def check_message(error: IllegalActionError, text: str) -> None:
    """One line, all of it printable, short, and quoting no more than ``ECHO`` characters of a long text."""
    message = str(error)
    assert message.isprintable(), repr(message)
    assert len(message) <= MESSAGE, message
    if len(text) > 4 * ECHO:
        assert text not in message


@pytest.mark.parametrize(("game", "variant", "players"), TABLES)
@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_any_text_is_a_move_apply_takes_or_an_illegal_action_error(
        game: str, variant: str | None, players: int, data: st.DataObject) -> None:
    seats_to_act = positions(game, variant, players)
    state = data.draw(st.sampled_from(seats_to_act)).clone()
    text = data.draw(texts(state))
    log = list(state.log)
    try:
        action = state.parse_action(text)
    except IllegalActionError as error:
        check_message(error, text)
        assert state.log == log
        return
    state.apply(action)
    assert state.log == [*log, action]


def is_move(state: HandState, action: Action) -> bool:
    """Whether ``action`` is a move, judged from the list alone: listed, or (Lo-Hi) a listed play in other suits.

    Lo-Hi lists one choice of suits for each play, and suits never matter there, so held cards whose
    ranks are those of a listed play are that play.
    """
    legal = state.legal_actions()
    if action in legal:
        return True
    if state.game != "lohi" or action.kind != ActionKind.PLAY or action.args or state.current_player is None:
        return False
    held = Counter(state.view(state.current_player).hand)
    if any(held[card] < count for card, count in Counter(action.cards).items()):
        return False
    ranks = sorted(card.rank for card in action.cards)
    return any(sorted(card.rank for card in listed.cards) == ranks for listed in legal if listed.kind == action.kind)


def near_moves(state: HandState, action: Action) -> Iterator[Action]:
    """``action`` with a card of the deck after its cards, with one of its cards gone, or with a word too many."""
    for card in deck_cards(state):
        yield Action(action.kind, (*action.cards, card), action.args)
    for i in range(len(action.cards)):
        yield Action(action.kind, action.cards[:i] + action.cards[i + 1:], action.args)
    for arg in (0, 1, state.players, -1, "higher", "x"):
        yield Action(action.kind, action.cards, (*action.args, arg))
    if action.args:
        yield Action(action.kind, action.cards, action.args[:-1])


@pytest.mark.parametrize(("game", "variant", "players"), TABLES)
def test_apply_refuses_a_move_with_a_card_or_word_too_many_or_too_few(
        game: str, variant: str | None, players: int) -> None:
    for position in positions(game, variant, players):
        state = position.clone()
        log = list(state.log)
        for action in state.legal_actions():
            for near in near_moves(state, action):
                if is_move(state, near):
                    continue
                with pytest.raises(IllegalActionError) as refused:
                    state.apply(near)
                check_message(refused.value, str(near))
                assert not state.can(near)
                assert state.log == log, f"{near} was logged"


@pytest.mark.parametrize(("game", "variant", "players"), TABLES)
def test_a_move_built_afresh_is_taken_and_logged_as_listed(game: str, variant: str | None, players: int) -> None:
    """The table and the worker hand back equal, not identical, actions; those are the moves they name."""
    for position in positions(game, variant, players):
        for action in position.legal_actions():
            state = position.clone()
            state.apply(Action(action.kind, tuple(action.cards), tuple(action.args)))
            assert state.log[-1] is action


def test_laus_takes_a_discard_in_either_order_and_logs_it_in_deck_order() -> None:
    """Laus puts the two cards back whichever way round they come; its log writes them as the list does."""
    for position in positions("laus", None, 3):
        pairs = [action for action in position.legal_actions() if action.kind == ActionKind.DISCARD]
        if pairs:
            state = position.clone()
            state.apply(Action(ActionKind.DISCARD, pairs[0].cards[::-1]))
            assert state.log[-1] is pairs[0]
            return
    pytest.fail("no seeded Laus hand reached a discard")


def test_koira_refuses_a_sequence_written_high_to_low_but_reads_it_as_text() -> None:
    """Koira's rules want a sequence low to high; a typed one is put in order before it is read."""
    for position in positions("koira", None, 4):
        runs = [action for action in position.legal_actions() if len(action.cards) > 1]
        if runs:
            backwards = Action(ActionKind.PLAY, runs[0].cards[::-1])
            assert "lowest card to its highest" in (position.why_not(backwards) or "")
            assert position.parse_action(str(backwards)) is runs[0]
            return
    pytest.fail("no seeded Koira hand reached a sequence")


@pytest.mark.parametrize("text", ["", "  \n\t ", "x" * 100_000, "bid " + "9" * 5000, "bid ²", "bid --5", "play\x00QS",
                                  "\u202eplay QS", "play 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS " * 50])
@pytest.mark.parametrize(("game", "variant", "players"), TABLES[::2])
def test_junk_text_is_refused_in_one_short_line(game: str, variant: str | None, players: int, text: str) -> None:
    state = positions(game, variant, players)[0].clone()
    with pytest.raises(IllegalActionError) as refused:
        state.parse_action(text)
    check_message(refused.value, text)
    assert state.log == []
