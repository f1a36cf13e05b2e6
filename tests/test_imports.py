"""No import cycles inside ``game/``: a part depends on the parts below it, never back up.

Every import counts, wherever it is written: at the top of a module, inside a
function (a cycle hidden there still ties the two modules together) and under
``if TYPE_CHECKING:`` (a cycle of types is a cycle of design).  ``from pkg
import name`` is an edge to ``pkg.name`` when that is a module, else to ``pkg``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in GAME.rglob("*.py")}


def imported(module: str, path: Path) -> Iterator[str]:
    """Every module of ``game`` that ``module`` imports, anywhere in its text."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names if alias.name in MODULES)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([base] if base else [])])
            for alias in node.names:
                target = f"{base}.{alias.name}"
                if target in MODULES:
                    yield target
                elif base in MODULES:
                    yield base


GRAPH = {module: set(imported(module, path)) - {module} for module, path in MODULES.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_import_graph_is_read() -> None:
    assert "game.games" in GRAPH["game.engine.rules"], "the reader must see the rule loader ask the registry"
    assert "game.ui.table.model" in GRAPH["game.ui.table.scene"]


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_module_of_game_is_part_of_an_import_cycle() -> None:
    found = cycles(GRAPH)
    assert not found, "import cycles:\n" + "\n".join(" -> ".join(group) for group in found)


def reaches(prefix: str, below: str) -> dict[str, set[str]]:
    """The modules under ``prefix`` that import anything under ``below``, and what."""
    return {module: {m for m in targets if m == below or m.startswith(below + ".")}
            for module, targets in GRAPH.items()
            if (module == prefix or module.startswith(prefix + ".")) and any(
                m == below or m.startswith(below + ".") for m in targets)}


KNOWN_TOOLKIT_ART = {"game.ui.toolkit.app": {"game.ui.art.cards"}}
"""The app caches the card art every scene shares (``app.art(deck)``); moving that cache to ``art`` would
change the scenes' every call of it (left for the scenes' own split)."""


def test_the_table_and_the_toolkit_import_no_scene() -> None:
    """The table opens the scenes around it by name (``app.push("pause", table)``); the scenes import the
    table, never the other way round."""
    assert reaches("game.ui.table", "game.ui.scenes") == {}
    assert reaches("game.ui.toolkit", "game.ui.scenes") == {}


def test_the_toolkit_imports_no_table_and_no_art_but_the_shared_card_art() -> None:
    assert reaches("game.ui.toolkit", "game.ui.table") == {}
    assert reaches("game.ui.toolkit", "game.ui.art") == KNOWN_TOOLKIT_ART


def test_the_scenes_opened_by_name_are_registered_and_carried_by_a_frozen_app() -> None:
    from game.ui.toolkit.app import SCENES

    assert SCENES.home in MODULES
    assert f'"{SCENES.home}"' in (ROOT / "build.spec").read_text(encoding="utf-8")
    for name in ("keys", "pause", "score sheet", "rules", "claim", "hand log", "review"):
        assert callable(SCENES.factory(name))


def test_the_voice_imports_no_table_and_no_scene() -> None:
    """The toolkit and the table speak through ``game.ui.speech``; the speech below them knows neither."""
    assert reaches("game.ui.speech", "game.ui.table") == {}
    assert reaches("game.ui.speech", "game.ui.scenes") == {}
