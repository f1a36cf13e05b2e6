"""Move the committed journal from the code print to the behaviour print (run once, at the code that played it).

The journal used to stamp each play with a hash of the source of game/engine
and game/ai (the *code print*, reproduced below exactly as game/journal.py
computed it), so any refactor retired every play.  It now stamps the play with
the behaviour print (:mod:`game.behaviour`).  At a commit whose engine and
bots are the ones that played the journal, a line whose ``code`` equals the
code print of its game is a play of this very code, so it gets this code's
behaviour stamp; every other line was stale and stays stale.

    python tools/restamp_journal.py [docs/ai-plays.jsonl.gz]
"""

from __future__ import annotations

import ast
import hashlib
import sys
from functools import cache
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.engine.rules import ENGINES  # noqa: E402
from game.journal import restamp  # noqa: E402

CODE_DIRS = ("game/engine", "game/ai")


def owner(stem: str) -> str | None:
    return next((g for g in ENGINES if stem == g or stem.startswith(g + "_")), None)


def expert_only(stem: str) -> bool:
    return stem in ("inference", "likelihood") or stem.endswith("_inference")


def _without_docstrings(tree: ast.AST) -> ast.AST:
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(
                    first.value.value, str):
                node.body = node.body[1:] or [ast.Pass()]
    return tree


def _source_print(path: Path) -> str:
    return ast.dump(_without_docstrings(ast.parse(path.read_text(encoding="utf-8"))))


def _rules_print(path: Path) -> str:
    return repr(yaml.safe_load(path.read_text(encoding="utf-8")))


@cache
def code_print(game: str, expert: bool) -> str:
    digest = hashlib.sha256()
    for folder in CODE_DIRS:
        for path in sorted((ROOT / folder).glob("*.py")):
            if owner(path.stem) in (None, game) and (expert or not expert_only(path.stem)):
                digest.update(f"{folder}/{path.name}\n{_source_print(path)}\n".encode())
    rules = ROOT / "rules" / f"{game}.yaml"
    if rules.exists():
        digest.update(_rules_print(rules).encode())
    return digest.hexdigest()[:16]


def played_here(entry: dict[str, Any]) -> bool:
    """Whether the line's code print is this code's: the old journal's test of a play that counts."""
    game, _, matchup = entry["key"][:3]
    return bool(entry.get("code") == code_print(str(game), "expert" in str(matchup).split("-")))


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else ROOT / "docs" / "ai-plays.jsonl.gz"
    restamped, left = restamp(path, played_here)
    print(f"{path}: {restamped:,} plays restamped with their behaviour print, {left:,} stale lines left as they were")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
