"""Starting the app sweeps away its own stray temporary files, and nothing else.

Why (issue 59): a save killed between writing its temporary file and renaming it over the old save leaves
the file behind; 200 kills left 123 of them (17 MB) and no later start removed one.  The sweep must remove
only what the app's writer makes (by exact name, a regular file, older than a minute): a file of the same
look but another name, a fresh one (a write under way in another copy of the app), a folder or a link so
named are kept, and it says nothing unless a file could not be removed.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.store import MATCH_FILE, SETTINGS_FILE, STATS_FILE, STRAY_AGE, SavedMatch, Store
from tests.test_your_files import run_your_files

ROOT = Path(__file__).resolve().parent.parent
OLD = time.time() - 10 * STRAY_AGE


def killed_save(store: Store, monkeypatch: pytest.MonkeyPatch, name: str = MATCH_FILE) -> Path:
    """What a kill after the temporary file is written leaves: the file, named by the writer itself."""
    before = set(store.folder.iterdir()) if store.folder.exists() else set()
    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", lambda *args: (_ for _ in ()).throw(KeyboardInterrupt()))
        patch.setattr(os, "unlink", lambda *args: None)
        with pytest.raises(KeyboardInterrupt):
            store._write(name, {"format": 1})
    [left] = set(store.folder.iterdir()) - before
    os.utime(left, (OLD, OLD))
    return left


def aged(path: Path, data: bytes = b"{}") -> Path:
    path.write_bytes(data)
    os.utime(path, (OLD, OLD))
    return path


def test_the_writers_own_stray_files_go(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    strays = [killed_save(store, monkeypatch, name) for name in (MATCH_FILE, MATCH_FILE, SETTINGS_FILE, STATS_FILE)]
    assert all(path.name.startswith(".") and path.name.endswith(".tmp") for path in strays)
    assert store.sweep() == 4
    assert not any(path.exists() for path in strays) and store.problems == []


@pytest.mark.parametrize("name", [".match.json.k3j_x9q.tmp", ".match.json.k3j_x9qab.tmp", "match.json.k3j_x9qa.tmp",
                                  ".notes.json.k3j_x9qa.tmp", ".match.json.K3J_X9QA.tmp", ".match.json.k3j_x9qa.tmp~",
                                  "stray.tmp", ".match.json.k3j-x9qa.tmp", MATCH_FILE, "match.json.bad-20240101"])
def test_a_file_the_app_did_not_make_is_kept(name: str, tmp_path: Path) -> None:
    path = aged(tmp_path / name)
    assert Store(tmp_path).sweep() == 0 and path.exists()


def test_a_fresh_temporary_file_is_kept(tmp_path: Path) -> None:
    fresh = tmp_path / ".match.json.k3j_x9qa.tmp"
    fresh.write_bytes(b"{}")  # another copy of the app may be writing it now
    old = aged(tmp_path / ".stats.json.abcdefgh.tmp")
    assert Store(tmp_path).sweep() == 1 and fresh.exists() and not old.exists()


def test_a_folder_or_link_so_named_is_kept(tmp_path: Path) -> None:
    folder = tmp_path / ".match.json.aaaaaaaa.tmp"
    folder.mkdir()
    target = aged(tmp_path / "precious.txt", b"mine")
    link = tmp_path / ".match.json.bbbbbbbb.tmp"
    link.symlink_to(target)
    os.utime(link, (OLD, OLD), follow_symlinks=False)
    assert Store(tmp_path).sweep() == 0 and folder.is_dir() and link.is_symlink() and target.read_bytes() == b"mine"


def test_a_missing_folder_is_quiet(tmp_path: Path) -> None:
    store = Store(tmp_path / "not-yet")
    assert store.sweep() == 0 and store.problems == []


def test_a_file_that_will_not_go_is_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    aged(tmp_path / ".match.json.k3j_x9qa.tmp")

    def refuse(self: Path, missing_ok: bool = False) -> None:
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(Path, "unlink", refuse)
    store = Store(tmp_path)
    assert store.sweep() == 0
    [problem] = store.problems
    assert "stray temporary file" in problem and "Permission denied" in problem and str(tmp_path) in problem


def test_starting_the_app_sweeps(tmp_path: Path) -> None:
    stray = aged(tmp_path / ".match.json.k3j_x9qa.tmp")
    kept = aged(tmp_path / ".match.json.notours.tmp")
    Store(tmp_path).save_match(SavedMatch("oh_hell", "classic", 4, 7, (None, "rule", "rule", "rule"), ("bid 1",)))
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LOHAI_FRIENDS_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "game", "--first-frame"], capture_output=True, text=True,
                          timeout=120, env=env, check=False)
    assert done.returncode == 0, done.stderr
    assert not stray.exists() and kept.exists() and (tmp_path / MATCH_FILE).exists()


def test_the_selftest_sweeps_and_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stray = aged(tmp_path / ".settings.json.k3j_x9qa.tmp")
    test, lines = run_your_files(tmp_path, monkeypatch)
    assert test.failures == 0 and not stray.exists()
    assert "ok   your stray files: 1 stray temporary file of cut-short saves removed" in lines
