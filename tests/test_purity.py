"""The engine and the bots stay pure: no pygame, no files, no clock, no hidden randomness."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parent.parent / "game"
WORKER = GAME / "ai" / "worker.py"
"""The one module of game.ai that may read the clock and start processes: it lends the clock to searches."""
PURE = sorted(p for p in [*GAME.joinpath("engine").rglob("*.py"), *GAME.joinpath("ai").rglob("*.py")] if p != WORKER)
"""The engine with each game's package, and the bots with theirs."""


def test_importing_the_engine_and_bots_never_imports_pygame() -> None:
    code = ("import sys, game.engine, game.ai, game.engine.oh_hell, game.engine.laus; "
            "print('pygame' in sys.modules)")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "False"


@pytest.mark.parametrize("path", PURE, ids=lambda p: str(p.relative_to(GAME)))
def test_pure_modules_use_no_toolkit_clock_or_global_random(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    banned_modules = {"pygame", "time", "os", "datetime", "pathlib", "socket"}
    if path.name in ("rules.py", "__init__.py"):
        banned_modules -= {"pathlib"}  # rule files are named by path; only the loader reads them
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = {node.module.split(".")[0]}
        else:
            names = set()
        assert not names & banned_modules, f"{path.name} imports {names & banned_modules}"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            if isinstance(owner, ast.Name) and owner.id == "random" and node.func.attr != "Random":
                raise AssertionError(f"{path.name}:{node.lineno} uses the module-level random.{node.func.attr}")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "open":
            raise AssertionError(f"{path.name}:{node.lineno} opens a file")
        if isinstance(node, ast.Attribute) and node.attr in ("read_text", "read_bytes", "write_text", "open"):
            assert path.name == "rules.py", f"{path.name}:{node.lineno} touches files"


@pytest.mark.parametrize("path", PURE, ids=lambda p: str(p.relative_to(GAME)))
def test_no_pure_module_imports_the_worker(path: Path) -> None:
    """Searches stay reproducible because nothing in the engine or the bots reaches the worker's clock."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            assert "worker" not in (node.module or "") and all(a.name != "worker" for a in node.names), path.name
        elif isinstance(node, ast.Import):
            assert all("worker" not in a.name for a in node.names), path.name
