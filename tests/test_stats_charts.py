"""Every chart with its axes and values (issue 60, item 18): the statistics' recent scores and the win rate over
time per game, and the score sheet's chart, whose Totals row names whose total each is."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.store import RECENT, MatchOutcome, Record, Store
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.scenes.stats import StatsScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

from .support import frames, key, make_table, texts_drawn, to_summary


def test_the_statistics_charts_have_axes_values_and_a_win_rate(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    for won, score in ((True, 300), (False, 1600), (True, 200)):
        store.record_result(MatchOutcome("laus", "standard", "Laus — Standard", won, score, low_is_good=True))
    app = App((1280, 800), Settings(), store)
    app.push(StatsScene(app))
    drawn = texts_drawn(monkeypatch)
    frames(app)
    assert "Recent scores" in drawn and "Win rate" in drawn, "each chart has its column's name"
    assert {"200", "1600", "1", "3"} <= set(drawn), "the scores' axis: best on top, worst below; matches 1 to 3"
    assert {"100%", "0%", "67%"} <= set(drawn), "the win rate's axis and its latest value: 2 of 3 won"
    assert any("Laus — Standard: win rate 67%, last score 200" in line for line in app.speech.recent), "spoken"


def test_the_win_rate_over_time_counts_every_match_not_only_the_recent() -> None:
    record = Record("Oh Hell", False)
    for k in range(RECENT + 10):
        record = record.adding(MatchOutcome("oh_hell", "classic", "Oh Hell", k < 10, 50, low_is_good=False))
    rates = record.win_rates
    assert len(rates) == RECENT and rates[-1] == pytest.approx(10 / (RECENT + 10))
    assert rates[0] == pytest.approx(10 / 11) and list(rates) == sorted(rates, reverse=True), "falling as it loses"


def test_the_score_charts_totals_row_names_each_total(monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = make_table(seed=3, players=3, settings=Settings(auto_play=False, speed="instant"))
    to_summary(app, table)
    app.push(ScoreSheetScene(app, table))
    frames(app)
    key(app, pygame.K_TAB)  # the chart
    drawn = texts_drawn(monkeypatch)
    frames(app)
    totals = table.match.totals
    assert all(f"{table.setup.title(s)} {totals[s]}" in drawn for s in range(3)), [t for t in drawn if t[-1:].isdigit()]
