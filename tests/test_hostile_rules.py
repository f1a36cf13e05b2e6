"""One door for rule files: what it accepts plays to the end, what it refuses is explained.

Every built-in file and variant, every file of the hostile corpus
(:mod:`tests.hostile_rules`) and every file a fuzz makes by mutating a
built-in one goes through :func:`game.rules.verdict` — the judgement both
``python -m game.rules check`` and the app's list of games use.  A refused
file must get ``file:line key: message`` lines, within two seconds and a
bounded amount of memory; an accepted one must be listed as the title lists
it and play a hand of every variant, at every table size the new-game screen
offers, to the end.  The checker itself meets the whole corpus in a
subprocess with its address space capped, so an alias bomb that slipped
through would fail the test instead of the machine.
"""

from __future__ import annotations

import copy
import re
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import RuleSet
from game.games import rule_files
from game.rules import verdict
from game.text import is_drawable
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.title import TitleScene, load_games
from game.ui.toolkit.app import App
from tests.hostile_rules import (
    GAMES,
    PLAYED,
    REFUSED,
    Case,
    built_in,
    corpus,
    deadline,
    dumped,
    key_paths,
    mutate,
    play_a_hand,
    play_everything,
    table_sizes,
)
from tests.support import frames

ROOT = Path(__file__).resolve().parent.parent
CORPUS = corpus()
PROBLEM = re.compile(r"^(?P<file>.+?):(?P<line>\d+) (?P<path>\S.*?): (?P<message>\S.*)$")
"""A refusal line: ``file:line key.path: message``."""
CHECK_SECONDS = 2.0
"""The longest the loader may take over one file, hostile or not."""
HARD_STOP = 20.0
"""Where a test stops waiting altogether: a regression fails the run instead of hanging it."""
CHECK_BYTES = 32 * 1024 * 1024
"""The most memory the loader may hold at once over one file (a rule file is a few KB)."""
CHECKER_ADDRESS_SPACE = 768 * 1024 * 1024
"""The address space the checker's subprocess gets: an alias bomb or a 50 MB read would hit it."""


@pytest.fixture(scope="module")
def corpus_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("hostile")
    for case in CORPUS:
        case.write(folder)
    return folder


def lines_in(case: Case) -> int:
    return case.content.count(b"\n") + case.tail.count(b"\n") * case.repeat + 1


def assert_explained(problems: list[str], case: Case, path: Path) -> None:
    """Each line is ``file:line key: message`` about this file, on a line it has, and one says what the case
    is about."""
    assert problems, f"{case.name}: refused without a reason"
    matches = [PROBLEM.match(line) for line in problems]
    for line, match in zip(problems, matches, strict=True):
        assert match is not None, f"{case.name}: not file:line key: message: {line!r}"
        assert match["file"].endswith(path.name), line
        assert 1 <= int(match["line"]) <= max(1, lines_in(case)), line
        assert "Traceback" not in line and is_drawable(line, 400), line
    assert any(m is not None and m["path"].startswith(case.where) and case.words in m["message"] for m in matches), (
        f"{case.name}: expected {case.where!r}: {case.words!r} in {problems}")


def test_the_corpus_is_large_and_covers_both_verdicts() -> None:
    assert len(CORPUS) >= 60
    assert {case.expect for case in CORPUS} == {REFUSED, PLAYED}


def close_the_mixer() -> None:
    """Close pygame's mixer if an earlier test in this process opened it, before tracing memory.

    Its audio thread calls into Python whenever a sound ends, making itself a thread state each time, and
    Python 3.11's tracemalloc, tracing that allocation from a thread that has none yet, can crash the process
    (a segfault met in CI when these tests ran after the table's).  The app reopens the mixer by itself the
    next time it plays a sound (:mod:`game.ui.toolkit.sound`).
    """
    pygame = sys.modules.get("pygame")
    if pygame is not None and pygame.mixer.get_init():
        pygame.mixer.quit()


@pytest.mark.parametrize("case", CORPUS, ids=lambda case: case.name)
def test_each_hostile_file_is_refused_with_reasons_or_played(case: Case, corpus_dir: Path) -> None:
    path = corpus_dir / f"{case.name}.yaml"
    close_the_mixer()
    tracemalloc.start()
    start = time.perf_counter()
    try:
        with deadline(HARD_STOP):
            found = verdict(path)
        took, (_, peak) = time.perf_counter() - start, tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert took < CHECK_SECONDS, f"{case.name}: {took:.2f} s to check"
    assert peak < CHECK_BYTES, f"{case.name}: {peak // 1024} KB to check"
    if case.expect == REFUSED:
        assert isinstance(found, list), f"{case.name} was accepted"
        assert_explained(found, case, path)
    else:
        assert isinstance(found, RuleSet), f"{case.name} was refused: {found}"
        games, broken = load_games([path])
        assert len(games) == 1 and not broken
        with deadline(HARD_STOP):
            play_everything(found)


def test_the_checker_meets_the_whole_corpus_without_a_traceback(corpus_dir: Path) -> None:
    """One run of ``python -m game.rules check`` over every case, its address space capped."""
    files = [str(corpus_dir / f"{case.name}.yaml") for case in CORPUS]
    limit = CHECKER_ADDRESS_SPACE
    code = (f"import resource, sys; resource.setrlimit(resource.RLIMIT_AS, ({limit}, {limit})); "
            "from game.rules import main; sys.exit(main(['check', *sys.argv[1:]]))")
    run = subprocess.run([sys.executable, "-c", code, *files], capture_output=True, text=True, check=False,
                         timeout=60, cwd=ROOT)
    assert "Traceback" not in run.stdout + run.stderr, run.stderr[-2000:]
    assert run.returncode == 1 and not run.stderr
    for case, file in zip(CORPUS, files, strict=True):
        said = [line for line in run.stdout.splitlines() if line.startswith(file + ":")]
        accepted = said == [line for line in said if line.startswith(f"{file}: ok")] and len(said) == 1
        assert said and accepted == (case.expect == PLAYED), f"{case.name}: {said}"
        assert accepted or all(PROBLEM.match(line) for line in said), said


@pytest.mark.parametrize("path", rule_files(), ids=lambda path: path.stem)
def test_every_built_in_variant_plays_at_every_table_size(path: Path) -> None:
    found = verdict(path)
    assert isinstance(found, RuleSet), found
    games, broken = load_games([path])
    assert [g.title for g in games] == [found.title] and not broken
    with deadline(HARD_STOP):
        play_everything(found)


def test_the_title_and_new_game_screens_show_the_corpus(corpus_dir: Path) -> None:
    """The app's own listing: built-in files, then every corpus file as house rules; the refused ones are
    problem lines fit to draw, the accepted ones open their new-game and rules screens."""
    house = sorted(p for p in corpus_dir.iterdir())
    games, broken = load_games([*rule_files(), *house])
    played = {case.name for case in CORPUS if case.expect == PLAYED}
    assert len(games) == len(rule_files()) + len(played)
    assert len(broken) == len(house) - len(played)
    assert all(is_drawable(line, 200) for entry in broken for line in (entry.name, *entry.problems))
    app = App((1024, 640))
    app.push(TitleScene(app, games, broken))
    frames(app, 2)
    for rules in games[len(rule_files()):]:
        for scene in (NewGameScene(app, rules), RulesScene(app, rules)):
            app.push(scene)
            frames(app, 2)
            app.pop()


# --------------------------------------------------------------------------- the fuzz


BASES = {game: yaml.safe_load(built_in(game)) for game in GAMES}
SCALARS = st.one_of(
    st.integers(-3, 60), st.sampled_from([0, 1, 2, 3, 4, 8, 13, 52, 100, 10**9, 10**10, -1]), st.booleans(), st.none(),
    st.floats(), st.text(max_size=12),
    st.sampled_from(["JK", "GIV", "SHK", "T", "A", "2", "S", "X", "english", "reflip", "skat", "lazy", "QS", "JC",
                     "standard", "oh_hell", ""]))
VALUES = st.one_of(SCALARS, st.lists(SCALARS, max_size=5), st.dictionaries(st.text(max_size=6), SCALARS, max_size=3))


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    """A built-in file with one to three keys or items dropped, replaced, retyped or renamed."""
    data = copy.deepcopy(BASES[draw(st.sampled_from(GAMES))])
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(list(key_paths(data))))
        mutate(data, path, draw(st.sampled_from(["drop", "drop", "replace", "retype", "rename"])), draw(VALUES))
    return dumped(data)


@st.composite
def reshaped(draw: st.DrawFn) -> bytes:
    """A built-in file with fewer ranks or suits and another range of players: mostly still fine, often not."""
    data: dict[str, Any] = copy.deepcopy(BASES[draw(st.sampled_from(GAMES))])
    deck = data["deck"]
    for key in ("ranks", "suits"):
        keep = draw(st.lists(st.booleans(), min_size=len(deck[key]), max_size=len(deck[key])))
        deck[key] = [item for item, kept in zip(deck[key], keep, strict=True) if kept] or deck[key][-1:]
    low = draw(st.integers(2, 8))
    data["players"] = {"min": low, "max": draw(st.integers(low, 8))}
    for variant in (data.get("variants") or {}).values():
        if draw(st.booleans()):
            variant.pop("players", None)
    return dumped(data)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(content=st.one_of(mutated(), reshaped()), pick=st.randoms(use_true_random=False))
def test_fuzzed_rule_files_are_refused_with_reasons_or_played(content: bytes, pick: Any) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzzed.yaml"
        path.write_bytes(content)
        start = time.perf_counter()
        with deadline(HARD_STOP):
            found = verdict(path)
        assert time.perf_counter() - start < CHECK_SECONDS
    if isinstance(found, list):
        assert_explained(found, Case("fuzzed", content, REFUSED), path)
        return
    variant = pick.choice(list(found.variants))
    with deadline(HARD_STOP):
        play_a_hand(found, variant, pick.choice(table_sizes(found, variant)), pick.randrange(1000))


def test_a_card_named_with_a_control_character_is_refused_in_drawable_words() -> None:
    """The fuzz above once met a queen-bonus key of ``QC`` and ESC: the refusal quoted it raw."""
    from game.engine.cards import Card, CardError
    with pytest.raises(CardError) as refused:
        Card.of("QC\x1b")
    assert "\x1b" not in str(refused.value) and "'QC\\x1b' is not a card" in str(refused.value)


@pytest.mark.parametrize(("at", "bad"), [("batches: [3, skat", 'batches: ["\\x1F", skat'),
                                          ("skat_forbidden: [Q,", 'skat_forbidden: ["\\x1F",')])
def test_a_control_character_where_the_laus_file_wants_a_batch_or_rank_is_quoted_drawably(
        tmp_path: Path, at: str, bad: str) -> None:
    """Found by the fuzzing above: Laus quoted a bad batch (and a bad rank) raw, so the refusal held a control
    character the table cannot draw; every quoted value goes through the engine's ``shown``."""
    laus = next(path for path in rule_files() if path.stem == "laus").read_text(encoding="utf-8")
    assert at in laus
    path = tmp_path / "laus.yaml"
    path.write_text(laus.replace(at, bad, 1), encoding="utf-8")
    found = verdict(path)
    assert isinstance(found, list) and found
    assert all(is_drawable(line, 400) for line in found), found
    assert any("\\x1f" in line for line in found), found
