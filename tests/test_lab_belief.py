"""The belief-quality measure (lab.belief): its report's shape and bounds, and worlds drawn from the view alone."""

from __future__ import annotations

import json
import random

import pytest

from game.ai.posterior import PosteriorDraws
from lab import belief


@pytest.mark.parametrize("game", belief.GAMES)
def test_every_trick_reports_plain_and_reading_within_bounds(game: str) -> None:
    report = belief.measure(game, hands=2, worlds=4)
    rows = report.rows
    assert report.gain.n == 2 and -1.0 <= report.gain.mean <= 1.0
    assert rows, "a hand has tricks to measure"
    assert [r.trick for r in rows] == sorted({r.trick for r in rows})
    for r in rows:
        assert r.positions >= 1
        assert 0.0 <= r.plain_share <= 1.0 and 0.0 <= r.reading_share <= 1.0
        assert r.plain_log <= 0.0 and r.reading_log <= 0.0
        assert r.effective >= 0.0


@pytest.mark.parametrize("game", belief.GAMES)
def test_worlds_do_not_depend_on_the_hidden_cards(game: str) -> None:
    differed = 0
    for number, (_, _, view, truth) in enumerate(belief.positions(game, hands=1, seed=3)):
        other = truth.determinize(belief.SEAT, random.Random(number))
        redealt = other.view(belief.SEAT)
        differed += belief.hands_of(other) != belief.hands_of(truth)
        mine, theirs = belief.sample_worlds(view, 6, 7), belief.sample_worlds(redealt, 6, 7)
        assert [belief.hands_of(w) for w in mine.plain] == [belief.hands_of(w) for w in theirs.plain]
        assert [belief.hands_of(w) for w in mine.read] == [belief.hands_of(w) for w in theirs.read]
        assert mine.effective == theirs.effective
    assert differed, "the hidden cards were dealt differently somewhere"


def test_the_truth_scores_perfectly_and_json_has_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    _, _, view, truth = next(iter(belief.positions("laus", hands=1, seed=1)))
    figures = belief.score(view, truth, [truth])
    assert figures is not None and figures.share == 1.0
    assert belief.main(["--games", "laus,lohai", "--hands", "1", "--worlds", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out, parse_constant=lambda name: pytest.fail(f"not JSON: {name}"))
    assert set(report["games"]) == {"laus", "lohai"}
    assert all({"plain_share", "reading_share"} <= set(r) for g in report["games"].values() for r in g["rows"])
    assert all({"mean", "low", "high", "n"} == set(g["gain"]) for g in report["games"].values())


@pytest.mark.parametrize("argv", [["--games", "whist"], ["--hands", "0"], ["--worlds", "x"]])
def test_bad_arguments_exit_2_in_one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        belief.main(argv)
    assert stop.value.code == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


@pytest.mark.parametrize("game", ["oh_hell", "lohi"])
def test_the_judges_draws_are_measured_from_the_view_alone(game: str) -> None:
    """``--reader judge``: its worlds do not depend on the hidden cards, and its pool counts different worlds."""
    report = belief.measure(game, hands=1, worlds=4, reader="judge", chain=(2, 2))
    assert report.rows and all(0.0 <= r.reading_share <= 1.0 and 0.0 <= r.effective <= 4.0 for r in report.rows)
    for number, (_, _, view, truth) in enumerate(belief.positions(game, hands=1, seed=3)):
        redealt = truth.determinize(belief.SEAT, random.Random(number)).view(belief.SEAT)
        mine = belief.sample_worlds(view, 5, 7, draws=PosteriorDraws(2, 2))
        theirs = belief.sample_worlds(redealt, 5, 7, draws=PosteriorDraws(2, 2))
        assert [belief.hands_of(w) for w in mine.read] == [belief.hands_of(w) for w in theirs.read]
        assert mine.effective == theirs.effective


def test_hands_played_by_a_search_are_other_hands_and_the_json_says_who_played(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``--played-by medium``: every seat searches, as opponents do at the table, so the positions met are not the
    rule bot's (the reading models the rule bot, and this is where it is furthest from its model)."""
    ruled = [str(view.world.log) for _, _, view, _ in belief.positions("oh_hell", hands=1, seed=2)]
    searched = [str(view.world.log) for _, _, view, _ in belief.positions("oh_hell", hands=1, seed=2, level="medium")]
    assert ruled and searched and ruled != searched
    assert belief.main(["--games", "oh_hell", "--hands", "1", "--worlds", "2", "--played-by", "easy", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["played_by"] == "easy"
