"""Every command-line input bounded: a bad value is one line and exit status 2; a rule file is found as named.

The refused values come from :mod:`tests.hostile_commands`.  Then the rule files a command line or the house
folder names: ``EXAMPLE.YAML`` (an upper-case suffix) is a rule file, a dangling link's message names the link
given, and a sweep over the data folder's stray temporary files keeps what is not the app's own.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from game import __main__ as app_main
from game import assets, rules, sim
from game.commands import INTERRUPTED, command
from game.engine.rules import RULES_DIR
from tests.hostile_commands import APP, RULES, SIM, Case, all_cases

ROOT = Path(__file__).resolve().parent.parent
CASES = all_cases()
MAINS: dict[str, Callable[[Sequence[str] | None], int]] = {SIM: sim.main, RULES: rules.main, APP: app_main.main}


def test_there_are_enough_cases() -> None:
    assert len(CASES) >= 20 and {case.command for case in CASES} == {SIM, RULES, APP}


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_a_bad_value_is_one_line_and_status_2(case: Case, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        MAINS[case.command](list(case.args))
    out, err = capsys.readouterr()
    assert ended.value.code == 2 and out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and len(lines[0]) < 300, err
    assert lines[0].startswith(f"python -m {case.command}"), err
    assert case.names in lines[0] and case.says in lines[0], err


def run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True, timeout=60, env=env,
                          cwd=cwd, check=False)


def test_the_shell_sees_status_2_and_no_traceback() -> None:
    done = run("game.sim", "--game", "oh_hell", "--players", "123456789012345678901234567890")
    assert done.returncode == 2 and "Traceback" not in done.stderr and done.stdout == ""
    assert done.stderr.count("\n") == 1, done.stderr


def test_a_rule_file_with_an_upper_case_suffix_is_checked_as_named(tmp_path: Path) -> None:
    for name in ("EXAMPLE.YAML", "Other.Yml"):
        (tmp_path / name).write_bytes((RULES_DIR / "laus.yaml").read_bytes())
    lines = rules.check_one(str(tmp_path / "EXAMPLE.YAML")) + rules.check_one(str(tmp_path / "Other.Yml"))
    assert all(": ok (" in line for line in lines), lines


def test_the_house_folder_lists_an_upper_case_suffix(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(assets.HOME_ENV, str(tmp_path))
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "EXAMPLE.YAML").write_bytes((RULES_DIR / "laus.yaml").read_bytes())
    (tmp_path / "rules" / "notes.txt").write_text("not a rule file", encoding="utf-8")
    assert [path.name for path in assets.house_rule_files()] == ["EXAMPLE.YAML"]


@pytest.mark.parametrize("given", ["notes.txt", "nonsense", ""])
def test_a_name_that_is_neither_a_file_nor_a_game_is_named_as_given(given: str, tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    [line] = rules.check_one(given)
    assert line.startswith(f"{given}:1 (file): ") and "nor one of our games" in line and "rules/" not in line, line


@pytest.mark.parametrize("given", ["mine.yaml", "./mine.yaml"])
def test_a_dangling_link_is_named_as_given(given: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # as issue 59 met it: the link in the folder the check runs in
    (tmp_path / "mine.yaml").symlink_to(Path("elsewhere") / "gone.yaml")
    [line] = rules.check_one(given)
    assert line.startswith("mine.yaml:1 (file): ") and "gone.yaml" not in line and "link" in line, line


def test_ctrl_c_is_a_word_and_status_130(capsys: pytest.CaptureFixture[str]) -> None:
    def stopped() -> int:
        raise KeyboardInterrupt
    assert command(stopped) == INTERRUPTED
    assert capsys.readouterr().err == "stopped\n"
