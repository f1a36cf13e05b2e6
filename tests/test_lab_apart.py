"""The lab stays out of the app: the wheel carries ``game`` alone, and nothing in ``game`` imports ``lab``.

The developers' tools (tournament, arena, probe, bench, ...) live in ``lab/``; a player's install, from
the wheel or the frozen app (``tests/test_frozen.py`` checks its archive), holds none of them.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def lab_imports(path: Path) -> list[str]:
    """The imports of ``lab`` written anywhere in ``path`` (at the top, inside functions, for types)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names if a.name.split(".")[0] == "lab"]
        elif isinstance(node, ast.ImportFrom) and not node.level and (node.module or "").split(".")[0] == "lab":
            found.append(node.module or "")
    return found


def test_the_finder_sees_an_import_of_the_lab() -> None:
    assert lab_imports(ROOT / "tests" / "test_tournament.py"), "the tournament's tests import the lab"


def test_no_module_of_the_game_imports_the_lab() -> None:
    found = {str(p.relative_to(ROOT)): lab_imports(p) for p in (ROOT / "game").rglob("*.py")}
    assert not {p: names for p, names in found.items() if names}


def test_the_wheel_holds_the_game_and_no_lab_module(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(tmp_path), str(ROOT)]
    built = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr[-3000:]
    (wheel,) = tmp_path.glob("*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names}
    assert "game" in tops and "game/ui/table/scene.py" in names
    assert not [name for name in names if name.startswith(("lab/", "tests/", "tools/"))], sorted(tops)
