"""Rule files: the built-in ones load; broken ones are explained, line and key, never run.

Each broken file here is a mistake a person editing house rules could make.
The message must name the file, the line and the key path, and
``python -m game.rules check`` must exit 1 without a traceback.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from game import assets
from game.engine import RuleFileError, load_rules
from game.engine.rules import RULES_DIR
from game.games import rule_files

OH_HELL = (RULES_DIR / "oh_hell.yaml").read_text(encoding="utf-8")


def edited(old: str, new: str) -> str:
    assert old in OH_HELL, old
    return OH_HELL.replace(old, new, 1)


def line_of(text: str, needle: str) -> int:
    return text.splitlines().index(next(line for line in text.splitlines() if needle in line)) + 1


BROKEN: dict[str, tuple[str, str, str]] = {
    # name: (file text, expected key path, expected words)
    "unknown top-level key": (OH_HELL + "colour: green\n", "colour", "unknown key 'colour'"),
    "missing deck": (edited("deck:\n  suits", "dekk:\n  suits"), "(top)", "missing required key 'deck'"),
    "wrong type": (edited("{min: 3, max: 8, default: 4}", "{min: three, max: 8, default: 4}"),
                   "players.min", "expected a whole number"),
    "bad card in points": (edited("  suits: [S, H, D, C]", "  suits: [S, H, D, C]\n  points: {ZZ: 3}"),
                           "deck.points.ZZ", "not a rank, card or special"),
    "bad suit": (edited("suits: [S, H, D, C]", "suits: [S, H, D, X]"), "deck.suits[3]", "unknown value 'X'"),
    "unknown default variant": (edited("default_variant: classic", "default_variant: clasic"),
                                "default_variant", "unknown variant 'clasic'"),
    "unknown option in a variant": (edited("options: {scoring: original}", "options: {scoring: original, jokerz: 1}"),
                                    "variants.original_scoring.options.jokerz", "unknown option 'jokerz'"),
    "bad option value": (edited("options: {scoring: original}", "options: {scoring: crazzy}"),
                         "variants.original_scoring.options.scoring", "unknown value 'crazzy'"),
    "unknown hook": (edited("    hook: scoring", "    hook: scorer"), "options.scoring.hook", "unknown hook 'scorer'"),
    "unknown hook choice": (edited("    default: english\n    hook: scoring", "    default: welsh\n    hook: scoring"),
                            "options.scoring.default", "unknown hook 'welsh'"),
    "unknown engine": (edited("engine: oh_hell", "engine: poker"), "engine", "unknown value 'poker'"),
    "deck too small": (edited("  ranks: [2, 3, 4, 5, 6, 7, 8, 9, T, J, Q, K, A]", "  ranks: [2, 3]\n  copies: 1")
                       .replace("suits: [S, H, D, C]", "suits: [S]").replace("count: 2", "count: 1"),
                       "players.max", "cannot deal 8 players"),
    "python tag": (OH_HELL + "evil: !!python/object/apply:os.system ['echo hi']\n", "evil", "not allowed"),
    "not yaml": (OH_HELL + "options: [unclosed\n", "(file)", "not valid YAML"),
    "duplicate key": (edited("title: Oh Hell\n", "title: Oh Hell\ntitle: Oh Heck\n"), "title", "written twice"),
    "not a mapping": ("- just\n- a list\n", "(top)", "a rule file is a mapping"),
    "min above max": (edited("{min: 3, max: 8, default: 4}", "{min: 6, max: 4, default: 5}"),
                      "players", "min 6 is more than max 4"),
    "default not among choices": (edited("    default: blind\n", "    default: shouted\n"),
                                  "options.bidding.default", "not one of its choices"),
    "variant players out of range": (edited("    title: Rotating trump\n    describe: Trump rotates",
                                            "    title: Rotating trump\n    players: 12\n    describe: Trump rotates"),
                                     "variants.rotating_trump.players", "too large"),
    "special count out of range": (edited("count: 2", "count: 0"), "deck.specials[0].count", "too small"),
    "option default out of range": (edited("    default: 10\n    min: 1\n    max: 30",
                                           "    default: 40\n    min: 1\n    max: 30"),
                                    "options.rounds.default", "above its max"),
    "missing flip value": (edited("{T: 10, J: 10, Q: 10, K: 10, JK: 10}", "{T: 10, J: 10, Q: 10, JK: 10}"),
                           "deal.flip_values", "flipped K"),
    "empty file": ("", "(top)", "a rule file is a mapping"),
}


@pytest.mark.parametrize("name", list(BROKEN))
def test_broken_rule_files_are_explained(name: str, tmp_path: Path) -> None:
    text, key, words = BROKEN[name]
    path = tmp_path / "house.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RuleFileError) as caught:
        load_rules(path)
    messages = [str(p) for p in caught.value.problems]
    matching = [p for p in caught.value.problems if p.path == key and words in p.message]
    assert matching, f"expected {key}: {words} in {messages}"
    problem = matching[0]
    assert problem.file.endswith("house.yaml")
    assert 1 <= problem.line <= max(1, len(text.splitlines()) + 1)
    if key not in ("(file)", "(top)"):
        last = key.split(".")[-1].split("[")[0]
        assert last in text.splitlines()[problem.line - 1], f"line {problem.line} does not show '{last}'"


def test_every_problem_is_reported_at_once(tmp_path: Path) -> None:
    text = edited("engine: oh_hell", "engine: oh_hell\nflavour: mint").replace("count: 2", "count: 0")
    path = tmp_path / "two.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RuleFileError) as caught:
        load_rules(path)
    paths = {p.path for p in caught.value.problems}
    assert {"flavour", "deck.specials[0].count"} <= paths


def test_undecodable_bytes_are_reported(tmp_path: Path) -> None:
    path = tmp_path / "bytes.yaml"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(RuleFileError, match="cannot read the file"):
        load_rules(path)


def test_the_checker_exits_1_with_messages_and_no_traceback(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(BROKEN["bad option value"][0], encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "game.rules", "check", str(path), str(RULES_DIR / "oh_hell.yaml")],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 1
    assert "Traceback" not in run.stdout + run.stderr
    assert f"bad.yaml:{line_of(BROKEN['bad option value'][0], 'crazzy')} " in run.stdout
    assert "variants.original_scoring.options.scoring: unknown value 'crazzy'" in run.stdout
    assert "oh_hell.yaml: ok" in run.stdout


def test_the_checker_passes_the_built_in_files() -> None:
    files = sorted(str(p) for p in RULES_DIR.glob("*.yaml"))
    run = subprocess.run([sys.executable, "-m", "game.rules", "check", *files], capture_output=True, text=True,
                         check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.count(": ok") == len(files)


def test_a_python_tag_is_never_executed(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    path = tmp_path / "evil.yaml"
    path.write_text(OH_HELL + f"evil: !!python/object/apply:os.system ['touch {marker}']\n", encoding="utf-8")
    with pytest.raises(RuleFileError):
        load_rules(path)
    assert not marker.exists()


def test_house_rules_file_adds_variants(tmp_path: Path) -> None:
    path = tmp_path / "ours.yaml"
    path.write_text("extends: oh_hell\nvariants:\n  quick:\n    title: Quick\n    options: {rounds: 3}\n",
                    encoding="utf-8")
    rules = load_rules(path)
    assert "quick" in rules.variants and "classic" in rules.variants
    assert rules.resolve("quick")[1]["rounds"] == 3


def test_house_rules_file_may_not_redefine_a_built_in_variant(tmp_path: Path) -> None:
    path = tmp_path / "ours.yaml"
    path.write_text("extends: oh_hell\nvariants:\n  classic:\n    options: {rounds: 3, pace: 2}\n", encoding="utf-8")
    with pytest.raises(RuleFileError) as caught:
        load_rules(path)
    text = str(caught.value)
    assert "built-in variant" in text and "unknown option 'pace'" in text
    assert "ours.yaml:3 variants.classic" in text


RULING_ID = re.compile(r"\b[A-Z]{1,5}(?:-T)?[0-9]{1,2}[a-z]?\b|\b(?i:our rulings?)\b|\bRULINGS\b")
"""Our internal names for the rulings (B1, LOHI-T7, "our rulings"): words for developers, not players."""


@pytest.mark.parametrize("path", rule_files(), ids=lambda p: p.stem)
def test_what_players_read_names_no_ruling_ids(path: Path) -> None:
    rules = load_rules(path)
    texts = [rules.title, rules.describe]
    texts += [text for v in rules.variants.values() for text in (v.title, v.describe)]
    texts += [text for o in rules.options.values() for text in (o.title, o.describe)]
    own = assets.rules_text(rules.game) or ""
    found = [m.group(0) for text in [*texts, own] for m in RULING_ID.finditer(text)]
    assert not found, f"{path.name} shows players {found}"


def test_the_checker_piped_into_a_reader_that_stops_ends_without_a_traceback() -> None:
    """``python -m game.rules check rules/*.yaml | head -1``: the reader goes away before the verdicts are written
    (here it never reads at all), and the checker ends quietly with the shell's status for a cut-off writer."""
    files = sorted(str(p) for p in RULES_DIR.glob("*.yaml"))
    run = subprocess.Popen([sys.executable, "-m", "game.rules", "check", *files], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE)
    assert run.stdout is not None and run.stderr is not None
    run.stdout.close()
    errors = run.stderr.read().decode("utf-8")
    assert run.wait(timeout=60) == 141
    assert "Traceback" not in errors and "BrokenPipeError" not in errors, errors
