"""``docs/architecture.md`` stays true: every file it names exists, and every hook a game's table may answer is
in its table of hooks, so a newcomer reading the map finds what the code has.
"""

from __future__ import annotations

import re
from pathlib import Path

from game.ui.table.plugin import GameTable

ROOT = Path(__file__).resolve().parent.parent
PAGE = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
QUOTED = re.compile(r"`([^`\s]+)`")


def named_paths(text: str) -> set[str]:
    """Paths the page quotes (``game/ui/table/scene.py``, ``lab/``), generic ones (``<name>``) left out."""
    return {q.rstrip("/") for q in QUOTED.findall(text)
            if "/" in q and "<" not in q and not q.startswith(("..", "http")) and "(" not in q}


def hooks() -> set[str]:
    """The public names a game's ``GameTable`` may answer, from each of its role classes."""
    return {name for cls in GameTable.__mro__ if cls.__module__.startswith("game.ui.table.plugin")
            for name in vars(cls) if not name.startswith("_")}


def test_the_page_quotes_paths_and_hooks() -> None:
    assert "game/ui/table/scene.py" in named_paths(PAGE) and "target_at" in hooks()


def test_every_file_the_page_names_exists() -> None:
    assert not sorted(p for p in named_paths(PAGE) if not (ROOT / p).exists())


def test_every_hook_of_a_games_table_is_on_the_page() -> None:
    assert not sorted(h for h in hooks() if f"`{h}" not in PAGE)
