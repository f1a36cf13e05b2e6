"""The tournament's arithmetic and design, checked on known numbers and one tiny run (no timing asserted)."""

from __future__ import annotations

import gzip
import json
import math
import os
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from game.ai import EasyBot, policy_for
from game.engine.oh_hell import OhHellHand
from lab import behaviour
from lab.measures import variants_of
from lab.stats import Interval, t_interval, t_quantile
from lab.tournament import run as tournament
from lab.tournament.journal import Journal, Outcome, prints, restamp, stamp
from lab.tournament.plan import (
    SECOND_LOOK_CONFIDENCE,
    Group,
    Looks,
    Settings,
    hand_advantage,
    make_group,
    parse_games,
    parse_units,
    plan,
    seat_levels,
    unit_value,
    units_for,
)
from lab.tournament.report import KEPT, Report, Row, page, summarize, table
from lab.tournament.run import main


@pytest.fixture(autouse=True)
def small_prints(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The journal's stamps from two positions a game instead of dozens: the same scheme, at a test's cost."""
    monkeypatch.setattr("lab.tournament.journal.POSITIONS", 2)
    behaviour.forget()
    yield
    behaviour.forget()


def test_t_interval_of_a_fixed_sample() -> None:
    interval = t_interval([1, 2, 3, 4, 5])
    assert interval.mean == 3.0 and interval.n == 5
    # t(0.975, 4) = 2.776445; sd = 1.581139; half width = 2.776445 * 1.581139 / sqrt(5) = 1.963243
    assert interval.low == pytest.approx(3 - 1.963243, abs=1e-5)
    assert interval.high == pytest.approx(3 + 1.963243, abs=1e-5)
    assert interval.clear


def test_t_quantiles_match_the_tables() -> None:
    for df, expected in ((1, 12.7062), (4, 2.7764), (9, 2.2622), (30, 2.0423), (1000, 1.9623)):
        assert t_quantile(0.975, df) == pytest.approx(expected, abs=1e-4)
    assert t_quantile(0.025, 9) == pytest.approx(-2.2622, abs=1e-4)


def test_an_interval_across_zero_is_not_clear_and_one_unit_has_none() -> None:
    assert not t_interval([-1.0, 1.0, 0.5]).clear
    single = t_interval([4.0])
    assert single.mean == 4.0 and math.isinf(single.low) and not single.clear
    assert math.isnan(t_interval([]).mean)


def test_the_strong_level_takes_every_seat_equally_often_over_the_same_deals() -> None:
    groups = [make_group("oh_hell", "classic", "hard-medium"), make_group("lohai", "three_player", "easy-random")]
    tasks = plan(groups, {"": Looks(5)}, seed=10, settings=Settings())
    for group in groups:
        mine = [t for t in tasks if t.group == group]
        seats = Counter(seat_levels(group, t.rotation).index(group.strong) for t in mine)
        assert seats == {seat: 5 for seat in range(group.players)}
        for seed in range(10, 15):
            assert sorted(t.rotation for t in mine if t.seed == seed) == list(range(group.players))


def test_units_take_the_most_specific_override() -> None:
    units = parse_units("20,hard-medium=8,koira=10,koira:hard-medium=3+7")
    assert units_for(make_group("oh_hell", "classic", "hard-medium"), units) == Looks(8)
    assert units_for(make_group("koira", "standard", "easy-random"), units) == Looks(10)
    assert units_for(make_group("koira", "standard", "hard-medium"), units) == Looks(3, 7)
    assert units_for(make_group("laus", "standard", "medium-easy"), units) == Looks(20)
    with pytest.raises(ValueError, match=r"N or N\+M"):
        parse_units("hard-medium=8+x")


def fake_plays(group: Group, edges: list[int], seed: int = 1) -> dict[tuple[str, str, str, int, int, int], Outcome]:
    """Plays of ``group`` where, in unit ``u``, the strong seat scores ``edges[u]`` and the weak seats nothing."""
    plays = {}
    for u, edge in enumerate(edges):
        for rotation in range(group.players):
            key = (group.game, group.variant, group.matchup, group.hands, seed + u, rotation)
            plays[key] = Outcome(key, (tuple(edge if s == rotation else 0 for s in range(group.players)),))
    return plays


def test_a_row_gets_its_second_look_only_when_its_planned_units_did_not_clear() -> None:
    group = make_group("oh_hell", "classic", "hard-medium")
    units = {"": Looks(6, 4)}
    unsure = fake_plays(group, [10, -8, 12, -9, 7, -6])
    sure = fake_plays(group, [10, 8, 12, 9, 7, 11])
    assert len(plan([group], units, 1, Settings())) == 6 * 4, "nothing played yet: the planned units only"
    assert len(plan([group], units, 1, Settings(), dict(list(unsure.items())[:-1]))) == 6 * 4, "first look unfinished"
    assert len(plan([group], units, 1, Settings(), sure)) == 6 * 4, "a clear first look is the answer"
    assert {t.seed for t in plan([group], units, 1, Settings(), unsure)} == set(range(1, 11))

    later = {**unsure, **fake_plays(group, [9, 10, 11, 8], seed=7)}
    whole = summarize(group, later.values(), range(1, 11), SECOND_LOOK_CONFIDENCE)
    first = summarize(group, unsure.values(), range(1, 7)).interval
    report = Report("python -m lab.tournament", Settings(), 2, 40, 40, 0, 1.0, 1.0)
    text = page([replace(whole, first_look=first, planned=10)], report)
    line = next(line for line in text.splitlines() if line.startswith("| classic |"))
    assert line.split(" | ")[2] == "10" and "(97.5 %)" in line.split(" | ")[4]
    assert whole.interval.low < summarize(group, later.values(), range(1, 11)).interval.low, \
        "the second look's interval is the wider 97.5 % one"
    assert "*Second look*: classic Hard vs 3 Medium read +1.00" in text and "at its planned 6 units, not clear" in text
    assert "played 4 more; its row is judged over all 10 units with a 97.5 % interval." in text
    halfway = summarize(group, [*unsure.values(), *list(later.values())[-8:]], range(1, 11), SECOND_LOOK_CONFIDENCE)
    partial = page([replace(halfway, first_look=first, planned=10)], report)
    assert "plays 4 more; its row shows the 8 of 10 units played so far" in partial, "not judged until all are in"


def test_games_expand_to_lohai_variants_and_reject_unknown_names() -> None:
    chosen = parse_games("oh_hell,lohai")
    assert ("oh_hell", "classic") in chosen
    assert {"standard", "carryover", "partnership", "crazy_shakers", "three_player"} <= {
        v for g, v in chosen if g == "lohai"}
    assert parse_games("lohai:three_player") == [("lohai", "three_player")]
    with pytest.raises(ValueError, match="unknown game"):
        parse_games("poker")


def test_groups_know_table_size_carryover_runs_and_teams() -> None:
    assert make_group("lohai", "three_player", "hard-medium").players == 3
    assert make_group("lohai", "carryover", "hard-medium").hands > 1
    assert make_group("lohai", "partnership", "hard-medium").teams
    assert make_group("laus", "standard", "hard-medium").players == 3


def test_advantage_is_positive_when_the_strong_seat_does_better() -> None:
    points = Group("oh_hell", "classic", "hard", "medium", 4, 1)
    assert hand_advantage(points, (12, 3, 0, 6), strong=0) == 9.0
    penalty = Group("laus", "standard", "hard", "medium", 3, 1)
    assert hand_advantage(penalty, (10, 40, 60), strong=0) == 0.5  # a weak seat lost the hand
    assert hand_advantage(penalty, (60, 40, 60), strong=0) == pytest.approx(-0.25)  # shared the loss
    teams = Group("lohai", "partnership", "hard", "medium", 4, 1, teams=True)
    assert hand_advantage(teams, (0, 350, 0, 0), strong=1) == 1.0  # Lohai counts pots, not their size
    assert hand_advantage(teams, (0, 350, 700, 0), strong=1) == 0.0  # a pot each team, however big


def test_a_unit_averages_its_hands_then_its_rotations() -> None:
    group = Group("koira", "standard", "hard", "medium", 4, 1)
    plays = {r: Outcome(("koira", "standard", "hard-medium", 1, 7, r), ((1, 0, 0, 0),)) for r in range(4)}
    # the strong seat lost once (-1) and watched a weak seat lose three times (+1/3 each)
    assert unit_value(group, plays) == pytest.approx(0.0)


def test_a_quick_run_writes_a_table_with_a_row_per_matchup(tmp_path: Path) -> None:
    out, journal = tmp_path / "ai.md", tmp_path / "plays.jsonl"
    assert main(["--quick", "--games", "oh_hell", "--jobs", "1", "--out", str(out), "--journal", str(journal)]) == 0
    text = out.read_text(encoding="utf-8")
    assert text.startswith("# How strong are the computer players?")
    assert "--quick --games oh_hell" in text and "## How to read it" in text and "## Oh Hell" in text
    rows = [line for line in text.splitlines() if line.startswith("| classic |")]
    assert [row.split(" | ")[1] for row in rows] == ["Hard vs 3 Medium", "Medium vs 3 Easy", "Easy vs 3 Random"]
    assert all(row.split(" | ")[2] == "1" for row in rows)
    assert len(journal.read_text(encoding="utf-8").splitlines()) == 12


def test_a_rerun_resumes_from_the_journal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--quick", "--games", "oh_hell", "--matchups", "easy-random", "--jobs", "1",
            "--out", str(tmp_path / "ai.md"), "--journal", str(tmp_path / "plays.jsonl")]
    assert main(args) == 0
    first = [json.loads(line)["scores"] for line in (tmp_path / "plays.jsonl").read_text().splitlines()]
    capsys.readouterr()
    assert main(args) == 0
    assert "4 plays, 4 already in the journal" in capsys.readouterr().err
    assert len(first) == 4


def test_a_run_plays_the_second_look_when_the_planned_units_do_not_clear(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Random against random has no edge to show, so its five planned units stay unclear and three more follow."""
    journal = tmp_path / "plays.jsonl"
    args = ["--games", "oh_hell", "--matchups", "random-random", "--units", "5+3", "--jobs", "1", "--no-clock",
            "--out", str(tmp_path / "ai.md"), "--journal", str(journal)]
    assert main(args) == 0
    assert "a second look for oh_hell:classic random-random" in capsys.readouterr().err
    assert len(journal.read_text(encoding="utf-8").splitlines()) == 8 * 4
    text = (tmp_path / "ai.md").read_text(encoding="utf-8")
    assert "at its planned 5 units, not clear" in text and "Partial" not in text


@pytest.mark.parametrize(("load", "clock", "warned"), [(3.0, True, True), (0.1, True, False), (3.0, False, False)])
def test_a_clocked_run_on_a_busy_machine_says_its_plays_will_be_weak(
        load: float, clock: bool, warned: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Hard thinks on the clock, so a run started beside other work would understate it: the run says so."""
    monkeypatch.setattr("lab.tournament.run.cores_at_work", lambda: load)
    args = ["--games", "oh_hell", "--matchups", "easy-random", "--units", "1", "--jobs", "1",
            "--out", str(tmp_path / "ai.md"), "--journal", "", *([] if clock else ["--no-clock"])]
    assert main(args) == 0
    assert ("the machine is busy (3.00 cores at work before starting)" in capsys.readouterr().err) is warned


def test_the_work_on_the_cores_is_read_now_not_a_minute_ago(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two readings of the kernel's CPU counters: 200 of 300 ticks busy on 2 cores is 1.33 cores at work,
    whatever the one-minute load average still remembers of a run that just ended."""
    import lab.tournament.run as tournament

    class Stat:
        texts = iter(["cpu  100 0 100 800 0 0 0 0 0 0\ncpu0 1 2\n", "cpu  200 0 200 900 0 0 0 0 0 0\n"])

        def read_text(self, encoding: str) -> str:
            return next(self.texts)

    monkeypatch.setattr(tournament, "PROC_STAT", Stat())
    monkeypatch.setattr(tournament.os, "cpu_count", lambda: 2)
    monkeypatch.setattr(tournament.os, "getloadavg", lambda: (1.9, 1.0, 0.5))
    assert tournament.cores_at_work(sample=0.0) == pytest.approx(4 / 3)
    monkeypatch.setattr(tournament, "PROC_STAT", Path("/no/such/proc/stat"))
    assert tournament.cores_at_work(sample=0.0) == 1.9, "without the counters, the load average"


def test_a_few_identical_units_are_not_called_clear() -> None:
    """Three Koira units that all came out +1/3 give a zero-width interval: that is no evidence."""
    few = t_interval([1 / 3] * 3)
    assert few.low == few.high and not few.clear
    assert t_interval([1 / 3] * 5).clear


def test_report_writes_the_page_from_the_journal_without_playing(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--games", "oh_hell", "--matchups", "easy-random", "--units", "1", "--jobs", "1",
            "--out", str(tmp_path / "ai.md"), "--journal", str(tmp_path / "plays.jsonl")]
    assert main([*args, "--report"]) == 0
    assert not (tmp_path / "plays.jsonl").exists(), "nothing was played"
    empty = (tmp_path / "ai.md").read_text(encoding="utf-8")
    assert "**Partial**: 0 of 4 plays" in empty and "written from the journal" in empty
    unplayed = next(line for line in empty.splitlines() if "Easy vs 3 Random" in line)
    assert unplayed.endswith("| — | — |"), "a row nobody has played shows no decision times, not zeros"
    assert "| no so far |" in unplayed, "a row short of its planned units is not judged yet"
    assert main(args) == 0
    capsys.readouterr()
    assert main([*args, "--report"]) == 0
    assert "from 4 plays in the journal" in capsys.readouterr().err
    full = (tmp_path / "ai.md").read_text(encoding="utf-8")
    assert "Partial" not in full and "so far |" not in full


def test_a_matchup_named_for_one_game_is_played_there_alone_and_stays_on_the_page(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``laus:rule-random`` plays in Laus alone (a costly row such as Expert against Hard can be measured game by
    game), and a later page of the usual matchups still shows it, from the journal, without playing it again."""
    out, journal = tmp_path / "ai.md", tmp_path / "plays.jsonl"
    common = ["--units", "1", "--jobs", "1", "--no-clock", "--out", str(out), "--journal", str(journal)]
    assert main(["--games", "oh_hell,laus", "--matchups", "random-random,laus:rule-random", *common]) == 0
    assert len(journal.read_text(encoding="utf-8").splitlines()) == 4 + 3 + 3
    assert "Rule vs 3 Random" not in out.read_text(encoding="utf-8")
    assert main(["--games", "oh_hell,laus", "--matchups", "random-random", "--report", *common]) == 0
    page = out.read_text(encoding="utf-8")
    laus = page[page.index("## Laus"):]
    assert "| Rule vs 2 Random | 1 |" in laus and "Partial" not in page
    assert main(["--games", "oh_hell", "--matchups", "random-random", "--report", *common]) == 0
    assert "Rule vs" not in out.read_text(encoding="utf-8"), "a game not chosen shows none of its rows"
    capsys.readouterr()
    assert main(["--games", "laus", "--matchups", "koira:rule-random", *common]) == 2
    assert "koira is not among the games played" in capsys.readouterr().err
    assert main(["--games", "laus", "--matchups", "laus:rule-best", *common]) == 2


def row_cells(page: Path, matchup: str) -> list[str]:
    """The cells of the page's table row for ``matchup`` (e.g. "Random vs 3 Random")."""
    return next(line for line in page.read_text(encoding="utf-8").splitlines() if matchup in line).split(" | ")


def test_a_kept_row_part_way_through_its_second_look_is_judged_as_the_second_look(tmp_path: Path) -> None:
    """A costly row measured on its own keeps its plan on the page: six units of a 5+3 plan are the second look
    part played, judged at 97.5 % and only "so far", never called clear at 95 % on the units it happens to have."""
    out, journal = tmp_path / "ai.md", tmp_path / "plays.jsonl"
    common = ["--games", "oh_hell", "--jobs", "1", "--no-clock", "--out", str(out), "--journal", str(journal)]
    assert main([*common, "--matchups", "random-random", "--units", "6"]) == 0
    assert main([*common, "--matchups", "easy-random", "--units", "1,oh_hell:random-random=5+3", "--report"]) == 0
    cells = row_cells(out, "Random vs 3 Random")
    assert cells[2] == "6" and cells[4].endswith("(97.5 %)") and cells[5].endswith("so far")
    assert "its row shows the 6 of 8 units played so far" in out.read_text(encoding="utf-8")


def test_a_kept_row_part_way_through_its_first_look_is_not_judged_yet(tmp_path: Path) -> None:
    """Seen on the project's page: Lohai carryover's Expert row, 4 of its planned 6 units played (an hour of both
    cores a session), read "no" as if judged; until its planned units are in it reads "so far"."""
    out, journal = tmp_path / "ai.md", tmp_path / "plays.jsonl"
    common = ["--games", "oh_hell", "--jobs", "1", "--no-clock", "--out", str(out), "--journal", str(journal)]
    assert main([*common, "--matchups", "random-random", "--units", "4"]) == 0
    assert main([*common, "--matchups", "easy-random", "--units", "1,oh_hell:random-random=6", "--report"]) == 0
    cells = row_cells(out, "Random vs 3 Random")
    assert cells[2] == "4" and cells[5].endswith("so far")
    assert main([*common, "--matchups", "easy-random", "--units", "1,oh_hell:random-random=4", "--report"]) == 0
    assert not row_cells(out, "Random vs 3 Random")[5].endswith("so far"), "its planned units all played: judged"


def test_a_kept_row_keeps_the_project_s_plan_when_a_run_gives_a_bare_number_of_units(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seen on a run's own page: ``--units 24`` for one row re-planned the rows kept from the journal, and called
    Hard vs 3 Medium's 400 units a second look after 24.  A bare number plans the rows the run plays; a kept row
    is judged by the plan it was played under, unless the run names it."""
    out, journal = tmp_path / "ai.md", tmp_path / "plays.jsonl"
    common = ["--games", "oh_hell", "--jobs", "1", "--no-clock", "--out", str(out), "--journal", str(journal)]
    assert main([*common, "--matchups", "random-random", "--units", "6"]) == 0
    monkeypatch.setattr(tournament, "UNITS", "1,oh_hell:random-random=5+3")
    assert main([*common, "--matchups", "easy-random", "--units", "1"]) == 0
    assert "its row shows the 6 of 8 units played so far" in out.read_text(encoding="utf-8")


def test_rewriting_the_page_keeps_what_was_written_by_hand_after_the_marker(tmp_path: Path,
                                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """docs/ai.md ends with sections no tournament writes (how the bots work, the peer, what was tried); a rerun
    must not wipe them."""
    out = tmp_path / "ai.md"
    out.write_text(f"old tables\n\n{KEPT}\n\n## Against OpenSpiel\n\nby hand\n", encoding="utf-8")
    args = ["--games", "oh_hell", "--matchups", "easy-random", "--units", "1", "--jobs", "1",
            "--out", str(out), "--journal", str(tmp_path / "plays.jsonl"), "--report"]
    assert main(args) == 0 and main(args) == 0
    capsys.readouterr()
    text = out.read_text(encoding="utf-8")
    assert "old tables" not in text and "Easy vs 3 Random" in text
    assert text.count(KEPT) == 1 and text.endswith(f"{KEPT}\n\n## Against OpenSpiel\n\nby hand\n")



def test_the_page_s_hand_written_part_is_kept_once_and_its_links_lead_somewhere() -> None:
    """docs/ai.md's hand-written part sends readers to the notes in lab/experiments/ and to lab/arena.md; a note
    renamed or moved must not leave a link of the page, of the notes or of the arena's page pointing at nothing."""
    root = Path(__file__).resolve().parent.parent
    ai = (root / "docs" / "ai.md").read_text(encoding="utf-8")
    assert ai.count(KEPT) == 1 and "## What has been tried" in ai.split(KEPT)[1]
    pages = [root / "docs" / "ai.md", root / "lab" / "arena.md", *sorted((root / "lab" / "experiments").glob("*.md"))]
    broken = [f"{p.relative_to(root)}: {link}" for p in pages
              for link in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", p.read_text(encoding="utf-8"))
              if "://" not in link and not (p.parent / link).exists()]
    assert not broken
    notes = {p.name for p in (root / "lab" / "experiments").glob("*.md")} - {"README.md"}
    readme = (root / "lab" / "experiments" / "README.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"\]\(([\w-]+\.md)\)", readme))
    assert notes == listed, "every note in lab/experiments/ is listed in its README.md"

def test_a_play_counts_only_for_the_code_and_settings_that_made_it(tmp_path: Path) -> None:
    """A journal is kept across sessions, so a bot or engine change must retire its game's old plays."""
    path = tmp_path / "plays.jsonl.gz"
    journal = Journal.open(path, "think=0")
    lohi = Outcome(("lohi", "standard", "hard-medium", 1, 3, 0), ((1, 0, 0),), {"hard": [970.0]}, 9.5)
    journal.record(lohi)
    journal.save()
    assert Journal.open(path, "think=0").outcomes == {lohi.key: lohi}
    elsewhere = Journal.open(path, "think=50")
    assert not elsewhere.outcomes and elsewhere.stale == 1
    entry = json.loads(gzip.decompress(path.read_bytes()))
    assert entry["behaviour"] == stamp(lohi.key)
    path.write_bytes(gzip.compress(json.dumps({**entry, "behaviour": "0" * 16}).encode() + b"\n"))
    changed = Journal.open(path, "think=0")
    assert not changed.outcomes and changed.stale == 1


def test_each_play_keeps_the_machine_that_played_it(tmp_path: Path) -> None:
    """Hard thinks on the clock, so a row played on two machines should say so; older plays read as unknown."""
    path = tmp_path / "plays.jsonl.gz"
    journal = Journal.open(path, "think=0")
    epyc = Outcome(("lohi", "standard", "hard-medium", 1, 3, 0), ((1, 0, 0),), {}, 9.5, "2 cores (AMD EPYC)")
    journal.record(epyc)
    journal.save()
    entry = json.loads(gzip.decompress(path.read_bytes()))
    older = {**entry, "key": ["lohi", "standard", "hard-medium", 1, 3, 1]}
    del older["machine"]
    path.write_bytes(gzip.compress((json.dumps(entry) + "\n" + json.dumps(older) + "\n").encode()))
    kept = Journal.open(path, "think=0").outcomes
    assert kept[epyc.key].machine == "2 cores (AMD EPYC)" and kept[tuple(older["key"])].machine == ""
    report = Report("python -m lab.tournament", Settings(), 2, 2, 2, 0, 1.0, 19.0,
                    Counter(o.machine for o in kept.values()))
    assert ("- Plays by machine: 1 on 2 cores (AMD EPYC), 1 from before the journal recorded the machine"
            in page([], report).splitlines())


def oh_hell_prints() -> dict[str, str]:
    """The tournament's three Oh Hell prints, from two positions, computed afresh."""
    behaviour.forget()
    return {matchup: value for _, matchup, value in prints(["oh_hell"], count=2)}


def test_a_refactor_keeps_the_print_and_a_change_of_play_retires_only_its_levels(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The print is of what the levels do: a renamed, re-documented policy keeps every stamp; an Easy that
    plays otherwise changes the stamps of the matchups seating Easy, and Hard against Medium stands."""
    before = oh_hell_prints()
    assert len(set(before.values())) == 3

    original = policy_for("oh_hell")
    assert original is not None

    def renamed_policy(*args: object) -> object:
        """The same policy under another name, as a refactor leaves it."""
        return original(*args)  # type: ignore[arg-type]

    monkeypatch.setattr("game.ai.levels.policy_for", lambda engine: renamed_policy if engine == "oh_hell" else
                        policy_for(engine))
    assert oh_hell_prints() == before

    monkeypatch.setattr(EasyBot, "choose", lambda self, view, rng, budget=0.0: view.legal_actions[-1])
    after = oh_hell_prints()
    assert after["hard-medium"] == before["hard-medium"], "no Easy seat: the play still counts"
    assert after["medium-easy"] != before["medium-easy"] and after["easy-random"] != before["easy-random"]


def test_a_change_of_play_in_one_variant_retires_only_that_variants_plays(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each play carries its own variant's print: an Easy that plays otherwise in Lohai Partnership alone
    retires Partnership's Easy plays, and every other Lohai variant's rows stand (each costs hours to play)."""
    keys = {variant: ("lohai", variant, "easy-random", 1, 1, 0) for variant in variants_of("lohai")}
    before = {variant: stamp(key) for variant, key in keys.items()}
    steady = EasyBot.choose

    def contrary(self: EasyBot, view: Any, rng: Any, budget: Any = 0.0) -> Any:
        return view.legal_actions[-1] if view.options.get("partnership") else steady(self, view, rng, budget)

    monkeypatch.setattr(EasyBot, "choose", contrary)
    behaviour.forget()
    after = {variant: stamp(key) for variant, key in keys.items()}
    assert after["partnership"] != before["partnership"]
    assert {v: s for v, s in after.items() if v != "partnership"} == {
        v: s for v, s in before.items() if v != "partnership"}


def test_a_rules_change_retires_every_matchup_of_its_game(monkeypatch: pytest.MonkeyPatch) -> None:
    before = oh_hell_prints()
    scored = OhHellHand._score_hand

    def generous(self: OhHellHand) -> tuple[tuple[int, ...], tuple[str, ...]]:
        scores, details = scored(self)
        return (scores[0] + 1, *scores[1:]), details

    monkeypatch.setattr(OhHellHand, "_score_hand", generous)
    after = oh_hell_prints()
    assert all(after[m] != before[m] for m in before), (before, after)


def test_the_print_is_the_same_in_every_process() -> None:
    """Python salts its string hashes per process; the print must not depend on that, nor on the order
    prints are asked for."""
    here = oh_hell_prints()
    for salt in ("0", "4711"):
        run = subprocess.run([sys.executable, "-m", "lab.tournament.journal", "--prints", "--games", "oh_hell",
                              "--matchups", "easy-random,medium-easy,hard-medium", "--positions", "2"],
                             capture_output=True, text=True, check=True, env={**os.environ, "PYTHONHASHSEED": salt})
        there = dict(line.split()[1:] for line in run.stdout.splitlines())
        assert there == here


def test_restamping_gives_the_plays_of_this_code_their_behaviour_print(tmp_path: Path) -> None:
    """The journal moved from the code print to the behaviour print this way: lines the old stamp
    accepted get today's stamp and count again; the others stay as they were, stale."""
    path = tmp_path / "plays.jsonl.gz"
    keys = [("oh_hell", "classic", "easy-random", 1, seed, 0) for seed in (1, 2, 3)]
    codes = ("old", "old", "older")
    lines = [json.dumps({"settings": "think=0", "code": code, "key": key, "scores": [[1, 0, 0, 0]],
                         "decision_ms": {}, "seconds": 0.5}) for key, code in zip(keys, codes, strict=True)]
    path.write_bytes(gzip.compress("".join(line + "\n" for line in lines).encode()))
    assert not Journal.open(path, "think=0").outcomes
    assert restamp(path, lambda entry: entry["code"] == "old") == (2, 1)
    journal = Journal.open(path, "think=0")
    assert set(journal.outcomes) == set(keys[:2]) and journal.stale == 1
    entries = [json.loads(line) for line in gzip.decompress(path.read_bytes()).decode().splitlines()]
    assert [e.get("behaviour") for e in entries] == [stamp(keys[0]), stamp(keys[1]), None]
    assert [e["code"] for e in entries] == ["old", "old", "older"], "the old stamp stays, as history"


def test_a_broken_journal_is_named_not_a_traceback(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    journal = tmp_path / "plays.jsonl.gz"
    journal.write_bytes(b"not gzip at all")
    args = ["--games", "oh_hell", "--matchups", "easy-random", "--units", "1", "--jobs", "1", "--report",
            "--out", str(tmp_path / "ai.md"), "--journal", str(journal)]
    assert main(args) == 2
    assert "plays.jsonl.gz: not a journal" in capsys.readouterr().err


def test_the_page_header_groups_thousands_as_a_reader_expects() -> None:
    """A run of 1,320 plays over a journal of 11,882 reads with separators, not as "11882 plays"."""
    report = Report("python -m lab.tournament", Settings(), jobs=2, done=11_882, planned=11_882, played=1_320,
                    seconds=7_116.0, cpu_seconds=72_858.0)
    header = page([], report)
    assert "this run played 1,320 plays in 118.6 min" in header
    assert "all 11,882 plays on this page took 1,214.3 core-minutes" in header
    partial = page([], replace(report, done=9_500))
    assert "**Partial**: 9,500 of 11,882 plays finished so far." in partial


def test_an_interval_end_near_zero_shows_which_side_of_zero_it_lies() -> None:
    """Lo-Hi's Hard row cleared at +0.0043 to +0.0545: "+0.00" there would read as touching zero."""
    group = make_group("lohi", "standard", "hard-medium")

    def shown(interval: Interval) -> str:
        row = Row(group, interval, 0.35, 0.32, None, None, 0.0, planned=interval.n)
        return table([row])[-1]

    clear = shown(Interval(0.0294, 0.0043, 0.0545, 800))
    assert "| +0.004 to +0.05 | yes |" in clear
    across = shown(Interval(0.02, -0.0012, 0.0412, 800))
    assert "| -0.001 to +0.04 | no |" in across
    assert "| +0.00 to +0.05 |" in shown(Interval(0.03, 0.0, 0.05, 800))
    assert "| +0.02 to +0.05 |" in shown(Interval(0.035, 0.0151, 0.0549, 800))
