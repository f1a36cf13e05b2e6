"""The listener: one whole hand of every game and variant played by a computer that hears only the spoken lines
and presses only keys, in English and in Finnish, with no silence and no wrong fact.

A silence is the table waiting for the player while nothing said what to press; a wrong fact is a count or a
score said that differs from the table.  The listener is also held to finding them: a table that does not
announce a held trick, or miscounts a hand, is caught.
"""

from __future__ import annotations

import pytest

from game import catalogue
from game.listen import listen
from game.listen.__main__ import main
from game.listen.hands import head
from game.ui.speech import words
from game.ui.table.hint import ANY_OF, VERBS
from game.ui.table.speaking import TableSpeech

CASES = [
    ("oh_hell", "classic", None), ("oh_hell", "open_hook", None),
    ("lohai", "standard", None), ("lohai", "carryover", None), ("lohai", "partnership", None),
    ("lohai", "crazy_shakers", None), ("lohai", "three_player", None),
    ("laus", "standard", 3), ("laus", "standard", 4),
    ("koira", "standard", 3), ("koira", "standard", 8),
    ("lohi", "standard", None),
]
SEED = 2
"""Oh Hell's first hand has ten cards at this seed, and the player deals (so bids last: the hook)."""


@pytest.mark.parametrize("language", ["en", "fi"])
@pytest.mark.parametrize("game, variant, players", CASES, ids=[f"{g}-{v}-{p or ''}" for g, v, p in CASES])
def test_a_whole_hand_is_played_by_ear_with_no_silence_and_no_wrong_fact(game: str, variant: str,
                                                                         players: int | None, language: str) -> None:
    heard = listen(game, variant, players, SEED, language)
    assert heard.finished, f"the hand did not finish: {heard.lines[-8:]}"
    assert not heard.silences, f"silences: {heard.silences}"
    assert not heard.wrong, f"wrong facts: {[(w.line, w.truth) for w in heard.wrong]}"
    assert heard.decisions >= 2


def test_the_command_prints_one_line_and_exits_0_only_for_a_clean_hand(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "oh_hell", "--variant", "open_hook", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert out == "listened: oh_hell hand finished, 10 decisions, 0 silences, 0 wrong facts\n"


@pytest.mark.parametrize("argv, said", [
    (["--game", "bridge"], "bridge"),
    (["--game", "oh_hell", "--variant", "nope"], "nope"),
    (["--game", "laus", "--players", "6"], "6"),
    (["--game", "oh_hell", "--lang", "xx"], "xx"),
])
def test_bad_arguments_get_a_line_and_status_2(argv: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("python -m game.listen: ") and said in err and "Traceback" not in err


def test_a_number_out_of_range_is_refused_by_the_parser(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--game", "koira", "--players", "99"])
    assert stop.value.code == 2 and "99" in capsys.readouterr().err


def test_a_held_trick_said_nowhere_is_a_silence(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TableSpeech, "hold", lambda self, key, last: None)
    heard = listen("oh_hell", "classic", None, SEED)
    assert heard.silences and all(s.startswith("a held trick") for s in heard.silences)
    assert heard.finished, "whose turn (W) told the listener to go on"


def test_a_hand_read_with_a_card_missing_is_a_wrong_fact(monkeypatch: pytest.MonkeyPatch) -> None:
    hand = words.hand
    monkeypatch.setattr(words, "hand", lambda cards: hand(list(cards)[1:]))
    heard = listen("laus", "standard", 3, SEED)
    assert heard.wrong and all(w.line.startswith("Your hand") for w in heard.wrong)


def test_koiras_tie_split_leaves_each_card_once_in_the_hand() -> None:
    """Tied cards back to hand and the rest shared: the hand read back holds each card once (it read the stock's
    refills twice, "hearts: two, two", when the table re-read the engine's hands ahead of its beats)."""
    heard = listen("koira", "tie_split", 5, 3)
    assert any("tie: their cards go back to hand" in line for line in heard.lines), "the seed has a tie split"
    assert heard.clean, [(w.line, w.truth) for w in heard.wrong]


@pytest.mark.parametrize("language", ["en", "fi"])
def test_laus_lay_away_is_heard_as_one_choice_and_made_by_keys(language: str) -> None:
    """Two of eleven cards to lay away are 55 moves: A says them as one choice, each card named once ("lay away
    any 2 of …"), the count it stands for checked against the engine, and the listener picks two by keys."""
    heard = listen("laus", "standard", 3, SEED, language)
    catalogue.use(language)
    try:
        choice = head(VERBS["discard"], "cards") + head(ANY_OF, "count")
        pairs = head(VERBS["discard"], "cards") + head("the {card}", "card")
        said = [m for line in heard.lines for m in words.parse_moves(line)]
    finally:
        catalogue.use(catalogue.ENGLISH)
    assert any(m.startswith(choice + "2") for m in said), said
    assert not any(m.startswith(pairs) and not m.startswith(choice) for m in said), "a pair read out on its own"
    assert heard.clean and heard.finished
