"""The game registry is the one list of games: every part it names loads, and the rest of the app follows it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.ai.levels import blunder_for, policy_for, taker_for
from game.ai.rewards import GENERIC, Scoring, scoring_for
from game.ai.rollouts import random_rollout, rollout_for
from game.engine import load_rules
from game.engine.rules import engine_module, engine_names
from game.games import GAMES, RULES_DIR, GameSpec, piece, register, rule_files, spec_for
from lab.measures import Measure, measure_for

ROOT = Path(__file__).resolve().parent.parent
REFS = ("engine", "policy", "blunder", "taker", "scoring", "rollout_seat", "rollout", "evidence", "measure", "table",
        "cues")


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.name)
def test_every_part_a_game_names_loads(spec: GameSpec) -> None:
    for field in REFS:
        ref = getattr(spec, field)
        if ref:
            assert piece(ref) is not None, f"{spec.name}.{field} = {ref}"
    assert isinstance(piece(spec.scoring), Scoring) and isinstance(piece(spec.measure), Measure)
    assert callable(piece(spec.policy)) and callable(piece(spec.blunder))


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.name)
def test_each_game_gets_its_own_parts_from_the_registry(spec: GameSpec) -> None:
    rules = load_rules(spec.name)
    assert rules.engine == spec.name and engine_module(spec.name).__name__ == spec.engine
    assert policy_for(spec.name) is piece(spec.policy)
    assert blunder_for(spec.name) is piece(spec.blunder)
    assert (taker_for(spec.name) is piece(spec.taker)) if spec.taker else spec.name == "lohi"
    assert scoring_for(spec.name) is piece(spec.scoring)
    assert measure_for(spec.name) is piece(spec.measure)
    rollout: Callable[..., object] = rollout_for(rules)
    assert (rollout is random_rollout) == (not spec.rollout_seat)


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
    named = {m for spec in GAMES for m in (getattr(spec, f).partition(":")[0] for f in REFS if f != "measure") if m}
    assert named <= set(seen["hidden"])
    assert not [m for m in seen["hidden"] if m.split(".")[0] == "lab"], "the lab's measures never ship"
