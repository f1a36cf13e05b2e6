"""The game registry is the one list of games: every part it names loads, and the rest of the app follows it."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.ai.levels import blunder_for, policy_for, taker_for
from game.ai.rewards import GENERIC, scoring_for
from game.ai.rollouts import random_rollout, rollout_for
from game.engine import load_rules, new_match
from game.engine.core import TrickWon
from game.engine.rules import engine_module, engine_names
from game.games import (
    GAMES,
    RULES_DIR,
    GameSpec,
    Part,
    check,
    code_fields,
    load,
    modules,
    piece,
    register,
    rule_files,
    spec_for,
)
from lab.measures import Measure, measure_for
from tests.whist import SPEC as WHIST

ROOT = Path(__file__).resolve().parent.parent
REFS = tuple(f.name for f in code_fields())
"""Every field of a spec that names code, each with the kind of thing it must name."""


def has_tricks(game: str) -> bool:
    """Whether a seeded hand of ``game``, played at random, wins a trick: the engine says, not a list of names."""
    state, rng = new_match(load_rules(game), None, None, 1).state, random.Random(1)
    while not state.is_over():
        if any(isinstance(event, TrickWon) for event in state.apply(rng.choice(state.legal_actions()))):
            return True
    return False


@pytest.mark.parametrize("spec", [*GAMES, WHIST], ids=lambda s: s.name)
def test_every_part_a_game_names_loads_and_is_of_its_kind(spec: GameSpec) -> None:
    check(spec, everything=True)
    for field in REFS:
        if getattr(spec, field):
            assert load(spec, field) is piece(getattr(spec, field))
    assert isinstance(piece(spec.measure), Measure)


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.name)
def test_each_game_gets_its_own_parts_from_the_registry(spec: GameSpec) -> None:
    rules = load_rules(spec.name)
    assert rules.engine == spec.name and engine_module(spec.name).__name__ == spec.engine
    assert policy_for(spec.name) is piece(spec.policy)
    assert blunder_for(spec.name) is piece(spec.blunder)
    assert scoring_for(spec.name) is piece(spec.scoring)
    assert measure_for(spec.name) is piece(spec.measure)
    rollout: Callable[..., object] = rollout_for(rules)
    assert (rollout is random_rollout) == (not spec.rollout_seat)


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.name)
def test_a_game_that_takes_tricks_names_its_taker(spec: GameSpec) -> None:
    """Easy's slips keep who takes a trick; a trick game without a taker would let them change it."""
    if has_tricks(spec.name):
        assert spec.taker and taker_for(spec.name) is piece(spec.taker)
    else:
        assert not spec.taker


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.name)
def test_the_spec_says_the_way_its_own_scoring_reads_the_hand_scores(spec: GameSpec) -> None:
    """``better`` agrees with the game's scoring: on seeded hands the seat with the best hand score by it never gets
    less reward than the seat with the worst (so a game without a scoring of its own would be searched alike)."""
    scoring = scoring_for(spec.name)
    for seed in range(6):
        state, rng = new_match(load_rules(spec.name), None, None, seed).state, random.Random(seed)
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
        scores, rewards = state.hand_scores(), scoring.final(state)
        best = (max if spec.better == "higher" else min)(range(len(scores)), key=lambda seat: scores[seat])
        worst = (min if spec.better == "higher" else max)(range(len(scores)), key=lambda seat: scores[seat])
        assert rewards[best] >= rewards[worst], (seed, scores, rewards)


@pytest.mark.parametrize(("field", "ref", "why"), [
    ("policy", "tests.whist.ai:polcy", "no attribute 'polcy' in tests.whist.ai"),
    ("policy", "tests.whist.aj:policy", "no module tests.whist.aj"),
    ("policy", "tests.whist.ai:SCORING", "Scoring is not callable"),
    ("blunder", "tests.whist.ai:policy", "policy does not take 2 arguments"),
    ("scoring", "tests.whist.ai:policy", "a function, not a game.ai.rewards.Scoring"),
    ("rollout_seat", "tests.whist.ai:policy", "policy is not a subclass of game.ai.seats.Seat"),
    ("goal", "tests.whist.ai:SCORING", "a Scoring, not a game.ai.goals.Aim"),
    ("evidence", "tests.whist.ai:SCORING", "a Scoring, not a game.ai.inference.Reading"),
    ("engine", "tests.whist.ai", "tests.whist.ai has no make_match, new_hand"),
    ("table", "tests.whist.ai:policy", "policy is not a subclass of game.ui.table.plugin.GameTable"),
])
def test_a_bad_part_is_refused_at_the_door_naming_game_field_and_reference(field: str, ref: str, why: str) -> None:
    bad = replace(WHIST, name="whist_typo", **{field: ref})
    with pytest.raises(ValueError) as refused:
        check(bad, everything=True)
    assert str(refused.value).startswith(f"whist_typo: {field} {ref!r}: {why}"), refused.value
    if field != "table":
        with pytest.raises(ValueError, match=rf"^whist_typo: {field} "):
            register(bad)
    assert spec_for("whist") is WHIST


def test_register_refuses_a_missing_table_module_without_loading_the_table() -> None:
    bad = replace(WHIST, name="whist_typo", table="tests.whist.tabel:Table")
    with pytest.raises(ValueError) as refused:
        register(bad)
    assert str(refused.value) == "whist_typo: table 'tests.whist.tabel:Table': no module tests.whist.tabel"


def test_a_typed_handle_names_a_field_that_names_code() -> None:
    assert Part("scoring").field == "scoring"
    with pytest.raises(KeyError, match="polcy"):
        Part("polcy")


def test_a_spec_says_which_way_its_scores_run() -> None:
    with pytest.raises(ValueError, match=r"^whist_typo: better 'up'"):
        register(replace(WHIST, name="whist_typo", better="up"))  # type: ignore[arg-type]


def test_the_registry_lists_exactly_the_built_in_rule_files() -> None:
    """Every file in ``rules/`` is a built-in game's; a registered game (the tests' Whist) may add its own."""
    built_in = {spec.rules for spec in GAMES}
    assert [p.stem for p in rule_files() if p in built_in] == sorted(spec.name for spec in GAMES)
    assert sorted(RULES_DIR.glob("*.yaml")) == sorted(built_in)
    assert engine_names()[:len(GAMES)] == tuple(spec.name for spec in GAMES)


def test_an_unknown_game_falls_back_to_the_shared_defaults() -> None:
    assert scoring_for("no_such_game") is GENERIC and policy_for("no_such_game") is None
    with pytest.raises(KeyError):
        spec_for("no_such_game")


def test_a_registered_game_may_not_take_a_built_in_name() -> None:
    with pytest.raises(ValueError, match="built-in"):
        register(GAMES[0])


def test_the_frozen_app_carries_every_module_the_registry_names(tmp_path: Path) -> None:
    """build.spec's hidden imports come from the registry, so a new game cannot be left out of the app."""
    seen: dict[str, list[str]] = {}

    def analysis(*args: object, hiddenimports: list[str], **kwargs: object) -> SimpleNamespace:
        seen["hidden"] = hiddenimports
        return SimpleNamespace(pure=[], scripts=[], binaries=[], datas=[])

    stub = lambda *args, **kwargs: None  # noqa: E731 (PyInstaller's other builders do nothing here)
    spec = ROOT / "build.spec"
    copy = tmp_path / "build.spec"  # SPECPATH is where the launcher is written: keep it out of the checkout
    copy.write_text(spec.read_text(encoding="utf-8"), encoding="utf-8")
    namespace = {"SPECPATH": str(tmp_path), "Analysis": analysis, "PYZ": stub, "EXE": stub, "COLLECT": stub,
                 "BUNDLE": stub}  # BUNDLE: the .app, made on macOS
    exec(compile(copy.read_text(encoding="utf-8"), str(copy), "exec"), namespace)
    named = {m for spec in GAMES for m in modules(spec)}
    assert named <= set(seen["hidden"]) and "game.ai.games.lohi.rollout" in named
    assert not [m for m in seen["hidden"] if m.split(".")[0] == "lab"], "the lab's measures never ship"
