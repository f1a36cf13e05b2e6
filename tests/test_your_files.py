"""The selftest reads the player's own files as the app would: their problems are notes, not failures.

And text from any file can be drawn: a NUL, a lone surrogate or ten thousand
characters reach the font only after :func:`game.text.printable`, and fitting a
long title into its box takes a handful of measurements, not one per character.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.engine import load_rules
from game.seating import MatchSetup
from game.session import MatchSession
from game.store import HOME_ENV, Store
from game.text import drawable, printable
from game.ui.scenes.selftest import SelfTest, your_files
from game.ui.toolkit import theme
from game.ui.toolkit.app import App


def a_saved_lohai_match(folder: Path, moves: int = 9) -> int:
    """A Lohai match saved part-way, as the app leaves it when the window is closed."""
    rules = load_rules("lohai")
    session = MatchSession(MatchSetup(rules, rules.default_variant, (None, "rule", "rule", "rule"), 5), None,
                           Store(folder))
    rng = random.Random(1)
    for _ in range(moves):
        session.act(rng.choice(session.match.state.legal_actions()))
    session.flush()
    return moves


def run_your_files(folder: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[SelfTest, list[str]]:
    monkeypatch.setenv(HOME_ENV, str(folder))
    lines: list[str] = []
    test = SelfTest(lines.append)
    your_files(test, App((1024, 700)))
    return test, lines


def test_the_selftest_plays_a_house_variant_resumes_the_save_and_notes_a_broken_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    saved = a_saved_lohai_match(tmp_path)
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "mine.yaml").write_text("extends: oh_hell\nvariants:\n  mine:\n    title: Mine\n"
                                     "    describe: Jokers high, with the hook.\n"
                                     "    options: {jokers_high: true, hook: true}\n")
    (rules / "bad.yaml").write_text("title: x\n  bad: [\n")
    (tmp_path / "settings.json").write_text('{"format": 1, "volume": NaN}')
    test, lines = run_your_files(tmp_path, monkeypatch)
    assert test.failures == 0, lines
    assert any(line.startswith("note house rules bad.yaml: not used:") and "bad.yaml:2" in line for line in lines)
    assert any(line.startswith("ok   house mine.yaml/mine:") for line in lines), lines
    assert not any("mine.yaml/classic" in line for line in lines), "the base game's own variants are not replayed"
    assert any(line.startswith("note your files: The settings could not be used") for line in lines), lines
    resumed = next(line for line in lines if "your saved match" in line)
    assert f"{saved} moves saved, played on 6 more" in resumed
    kept = json.loads((tmp_path / "match.json").read_text())
    assert len(kept["actions"]) == saved, "the selftest never saves over the player's match"


def test_a_save_that_does_not_replay_is_a_note_and_is_set_aside(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    a_saved_lohai_match(tmp_path)
    data = json.loads((tmp_path / "match.json").read_text())
    data["actions"][3] = "play ZZ"
    (tmp_path / "match.json").write_text(json.dumps(data))
    test, lines = run_your_files(tmp_path, monkeypatch)
    assert test.failures == 0, lines
    assert any(line.startswith("note your saved match: it cannot be resumed") for line in lines), lines
    assert not (tmp_path / "match.json").exists()
    assert any(p.name.startswith("match.json.bad-") for p in tmp_path.iterdir())


@pytest.mark.parametrize("title", ["Oh\x00Hell", "\ud800 lone", "\x1b[31mred", "x" * 10_000])
def test_any_text_from_a_file_renders(title: str) -> None:
    pygame.font.init()
    image = theme.text(title, 20)
    assert 0 < image.get_width() <= 20 * theme.LINE_LIMIT
    assert theme.fit(title, 20, 300).endswith("…") or theme.font(20).size(printable(title))[0] <= 300


def test_fitting_a_long_title_takes_a_few_measurements_not_one_per_character(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.font.init()
    real = theme.font(18)
    calls = 0

    class Counting:
        def size(self, words: str) -> tuple[int, int]:
            nonlocal calls
            calls += 1
            return real.size(words)

    monkeypatch.setattr(theme, "font", lambda px, bold=False, exact=False: Counting())
    theme._fit.cache_clear()
    fitted = theme.fit("A house title " * 700, 18, 400)
    assert fitted.endswith("…") and real.size(fitted)[0] <= 400
    assert calls <= 2 + theme.LINE_LIMIT.bit_length(), f"{calls} measurements"


def test_drawable_cleans_and_bounds() -> None:
    assert drawable("a\x00\tb\n c") == "a b c"
    assert len(drawable("y" * 100_000, 80)) == 80
