"""The bench's report of the worst claim check: every game with claims and the house rules are in it, each with
as many positions as asked, and no check goes past the bound (the numbers themselves are the bench's to
report, never asserted here)."""

from __future__ import annotations

import pytest

from game.engine.claim import BUDGET
from lab.bench import main
from lab.claim_bench import claim_tables, house_rules, worst_claim_checks


def test_the_report_covers_every_game_with_claims_and_the_house_rule_hand_sizes() -> None:
    tables = claim_tables()
    named = {table.game for table in tables}  # a plug-in another test registered (the test Whist) may join them
    assert {"oh_hell", "laus", "lohai", "lohai hand_size {4: 5}"} <= named and not named & {"lohi", "koira"}
    house = next(table for table in tables if table.game == "lohai hand_size {4: 5}")
    assert house.players == 4 and house.rules.deal["hand_size"][4] == 5
    report = worst_claim_checks(3, tables=tables)
    assert set(report) == {table.game for table in tables}
    for game, numbers in report.items():
        assert numbers["checks"] == 6, f"{game}: both claims at each of three positions"
        assert 0 <= numbers["worst_visited"] <= BUDGET
        assert numbers["certain"] + numbers["too_early"] <= numbers["checks"]


def test_a_house_rule_whose_text_moved_is_refused_and_bad_requests_exit_with_2(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(ValueError, match="no longer says"):
        house_rules("lohai", "hand_size: {9: 9}", "hand_size: {9: 1}")
    assert main(["--claims", "0"]) == 2
    assert main(["--house", "no such rule"]) == 2
    assert main(["--house", "lohai hand_size {4: 5}", "--level", "grandmaster"]) == 2
    assert "lab.bench:" in capsys.readouterr().err
