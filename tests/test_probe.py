"""The probe's all-seeing search sees exactly the true hands, and the tool reports without tracebacks."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from game.ai import Bot
from game.ai.levels import SearchBot, table_bot
from game.engine import load_rules, new_match
from game.games import GAMES
from lab import probe
from lab.probe import all_seeing, main


@pytest.mark.parametrize("game", [spec.name for spec in GAMES])
def test_the_all_seeing_view_deals_every_hand_as_it_truly_is(game: str) -> None:
    rules = load_rules(game)
    rng = random.Random(4)
    state = new_match(rules, None, None, 9).state
    for _ in range(12):
        if state.is_over():
            break
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        world = all_seeing(view, state).determinize(rng)
        assert [sorted(map(str, h)) for h in world.hands] == [sorted(map(str, h)) for h in state.hands]  # type: ignore[attr-defined]
        blind = view.determinize(rng)
        assert sorted(map(str, blind.hands[seat])) == sorted(map(str, view.hand))  # type: ignore[attr-defined]
        state.apply(rng.choice(view.legal_actions))


def test_a_tiny_probe_reports_each_budget_and_what_seeing_is_worth(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "lohi", "--positions", "3", "--judge", "20", "--budgets", "5,10", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "search, 5 iterations" in out and "search, 10 iterations" in out and "all-seeing search, 5" in out
    assert "paired" in out and "what seeing every hand is worth" in out


def test_a_level_is_probed_as_the_table_plays_it_and_set_against_the_next(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "lohi", "--positions", "3", "--judge", "20", "--budgets", "medium,5", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "Medium as at the table" in out and "search, 5 iterations" in out and "all-seeing Medium" in out
    assert "medium minus 5 iterations, paired" in out
    alike = re.search(r"the same choice at (\d+)% of decisions", out)
    assert alike is not None and int(alike.group(1)) in (0, 33, 67, 100)


def test_bad_input_is_a_message_not_a_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "poker"]) == 2
    assert main(["--game", "lohi", "--budgets", "0"]) == 2
    assert main(["--game", "lohi", "--budgets", "300,grandmaster"]) == 2
    err = capsys.readouterr().err
    assert err.count("lab.probe:") == 3 and "'grandmaster'" in err


def test_the_worst_decisions_show_every_hand_and_what_each_action_is_worth(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "oh_hell", "--positions", "6", "--judge", "40", "--budgets", "5,20", "--jobs", "1",
                 "--worst", "3"]) == 0
    listing = capsys.readouterr().out.split("lost most")[1]
    shown = [float(x) for x in re.findall(r"position \d+, seat \d, loses (\d\.\d+)", listing)]
    assert 1 <= len(shown) <= 3 and shown == sorted(shown, reverse=True) and shown[-1] > 0
    for block in listing.split(". position ")[1:]:
        assert block.count("hands: seat 0") == 1 and "(to move)" in block and "table: " in block
        worth = {line.split()[1]: float(line.split("judge ")[1].split()[0])
                 for line in block.splitlines() if " judge " in line}
        loss = float(block.split("loses ")[1].split()[0])
        chosen = [line.split()[1] for line in block.splitlines() if "<- " in line and "20 iterations" in line]
        assert len(chosen) == 1 and abs(max(worth.values()) - worth[chosen[0]] - loss) < 2e-3


def test_the_rule_bots_are_probed_as_levels_too(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "lohi", "--positions", "3", "--judge", "20", "--budgets", "rule,easy", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "Rule as at the table" in out and "Easy as at the table" in out and "rule minus easy, paired" in out


def test_a_level_is_probed_with_its_inference_given_or_taken_away(capsys: pytest.CaptureFixture[str],
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """What Expert's inference is worth apart from its time: ``expert-infer`` is Expert without it, ``hard+infer``
    Hard with it; a level that cannot read the table is refused."""
    rules = load_rules("lohi")
    given, taken = table_bot("medium", rules, infer=True), table_bot("expert", rules, infer=False)
    assert isinstance(given, SearchBot) and given.reads == "belief"
    assert isinstance(taken, SearchBot) and taken.reads == "plain"
    seated: list[bool] = []

    def bot(*args: Any) -> Bot:
        made = table_bot(*args)
        seated.append(isinstance(made, SearchBot) and made.reads != "plain")
        return made

    monkeypatch.setattr(probe, "table_bot", bot)
    assert main(["--game", "lohi", "--positions", "3", "--judge", "20", "--budgets", "medium+infer,medium",
                 "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "Medium with inference as at the table" in out and "medium with inference minus medium, paired" in out
    assert seated[:3] == [True, False, True], "each position: medium+infer, medium, then medium+infer all-seeing"
    assert main(["--game", "lohi", "--budgets", "easy-infer"]) == 2
    assert "'easy-infer'" in capsys.readouterr().err


def test_a_level_and_the_judge_can_play_out_past_the_game_s_own_cap(capsys: pytest.CaptureFixture[str],
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """``medium@200`` is Medium with its play-outs cut after 200 moves rather than Lo-Hi's 60, and
    ``--judge-cap`` does the same for the judge; a level without a search, or a cut that is no count, is refused."""
    made: list[Bot] = []
    judged: list[int | None] = []
    real_ismcts = probe.ismcts

    def bot(*args: Any) -> Bot:
        made.append(table_bot(*args))
        return made[-1]

    def judge(*args: Any, **kwargs: Any) -> Any:
        judged.append(args[3].cap)  # the judge's scoring: the levels search through game.ai.search's own name
        return real_ismcts(*args, **kwargs)

    monkeypatch.setattr(probe, "table_bot", bot)
    monkeypatch.setattr(probe, "ismcts", judge)
    assert main(["--game", "lohi", "--positions", "2", "--judge", "20", "--judge-cap", "400",
                 "--budgets", "medium@200,medium", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "play-outs cut at 400" in out.splitlines()[0]
    assert "medium, play-outs cut at 200 minus medium, paired" in out
    rows = [line for line in out.splitlines() if " loses " in line]
    assert len(rows) == 3 and len({row.index(" loses ") for row in rows}) == 1, "the figures line up under the names"
    caps = [b.scoring.cap for b in made if isinstance(b, SearchBot)]
    assert caps == [200, 60, 200, 200, 60, 200], "each position: medium@200, medium, then medium@200 all-seeing"
    assert judged == [400, 400]
    for bad in ("easy@200", "hard@0", "hard@soon"):
        assert main(["--game", "lohi", "--budgets", bad]) == 2
        assert f"'{bad}'" in capsys.readouterr().err
