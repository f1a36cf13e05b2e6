"""Damaged translations: each falls into English (whole or one message), says why, and no screen crashes.

The cases come from :mod:`tests.hostile_catalogues`; each is written into a scratch ``locale`` folder that the
catalogue is pointed at (the real ``locale/`` is never written).  For each, asking for Finnish must return
within :data:`LIMIT` seconds without raising; the note must name the file and the fault; the title, with a
match saved (its "Continue {saved_title}" button is the message the placeholder cases break), must show the
note and draw; and ``python -m game --selftest``'s catalogue check must fail with the same note.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import assets, catalogue
from game.catalogue import _, ngettext
from game.store import Store
from game.ui.scenes import selftest
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.title import TitleScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.hostile_catalogues import COUNTED, ENGLISH, PARTIAL, POSIX, Case, all_cases
from tests.hostile_stored import good_match, good_record, good_stats
from tests.support import frames

LIMIT = 2.0
"""Seconds reading any one damaged catalogue may take (a FIFO used to hang the start for ever)."""
CASES = all_cases()


@pytest.fixture
def scratch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A scratch ``locale`` folder the catalogue reads from; the path its Finnish ``.mo`` goes to."""
    folder = tmp_path / "locale" / "fi" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    monkeypatch.setattr(assets, "locale_dir", lambda: tmp_path / "locale")
    yield folder / "lohai_friends.mo"
    catalogue.use("en")


def use_case(case: Case, path: Path) -> str:
    """Write ``case`` and ask for Finnish, timed; the language the catalogue settled on."""
    if case.posix and not POSIX:
        pytest.skip("needs a FIFO and /dev/zero")
    case.write(path)
    start = time.perf_counter()
    code = catalogue.use("fi")
    assert time.perf_counter() - start < LIMIT
    return code


def test_there_are_enough_cases() -> None:
    kinds = {kind: sum(case.expect == kind for case in CASES) for kind in (ENGLISH, PARTIAL, COUNTED)}
    assert len(CASES) >= 25 and min(kinds.values()) >= 2, kinds


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_a_damaged_catalogue_falls_into_english_with_a_note(case: Case, scratch: Path) -> None:
    code = use_case(case, scratch)
    note = catalogue.problem()
    if case.expect == ENGLISH:
        assert code == "en" and _("Settings") == "Settings"
        assert str(scratch) in note and case.says.lower() in note.lower(), note
        return
    assert code == "fi" and _("Settings") != "Settings", "the rest of the catalogue is still used"
    if case.expect == PARTIAL:
        assert _(case.english) == case.english, "the bad message stays English"
        assert case.says in note and str(scratch) in note, note
    else:
        assert case.says.lower() in note.lower(), note
        for count in range(0, 12):  # a failing rule gives the English form; the others Finnish or English
            assert "{count}" in ngettext("Discard {count} card", "Discard {count} cards", count)


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_the_title_shows_the_note_and_draws_with_a_match_saved(case: Case, scratch: Path, tmp_path: Path) -> None:
    store = Store(tmp_path / "home")
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "match.json").write_text(json.dumps(good_match()), encoding="utf-8")
    use_case(case, scratch)
    expected = catalogue.problem()
    app = App(settings=Settings(language="fi"), store=store)
    title = TitleScene(app)
    app.push(title)
    frames(app, 2)
    assert title.saved is not None and any(b.key == "continue" for b in title.buttons)
    if expected:
        assert expected[:60] in title.note
    pygame.display.quit()


@pytest.mark.parametrize("case", [c for c in CASES if c.expect != COUNTED or c.says],
                         ids=[c.name for c in CASES if c.expect != COUNTED or c.says])
def test_the_selftest_names_the_fault(case: Case, scratch: Path) -> None:
    use_case(case, scratch)
    app = App(settings=Settings(language="fi"))
    with pytest.raises(RuntimeError) as refused:
        selftest._catalogue(app)
    assert str(scratch) in str(refused.value) or case.says.lower() in str(refused.value).lower()
    pygame.display.quit()


def test_the_selftest_passes_the_real_catalogue() -> None:
    app = App(settings=Settings(language="fi"))
    assert selftest._catalogue(app) == "fi ok"
    assert catalogue.problem() == ""
    pygame.display.quit()


def test_the_title_says_the_note_once(scratch: Path) -> None:
    use_case(next(c for c in CASES if c.name == "three_bytes"), scratch)
    app = App(settings=Settings(language="fi"))
    catalogue.use("fi")
    title = TitleScene(app)
    assert "lohai_friends.mo" in title.note
    title.note = ""
    title.enter()
    assert title.note == ""
    pygame.display.quit()


@pytest.mark.parametrize("case", [c for c in CASES if c.expect == COUNTED], ids=[c.name for c in CASES
                                                                                 if c.expect == COUNTED])
def test_statistics_count_in_english_where_the_plural_rule_fails(case: Case, scratch: Path, tmp_path: Path) -> None:
    (tmp_path / "home").mkdir()
    record = good_record(played=9, won=3, lost=6, with_undo=3, with_aids=3, practice=3)
    (tmp_path / "home" / "stats.json").write_text(json.dumps(good_stats(**{"laus/standard": record})), "utf-8")
    use_case(case, scratch)
    app = App(settings=Settings(language="fi"), store=Store(tmp_path / "home"))
    app.push(StatsScene(app))
    frames(app, 2)  # a rule that divides by zero for 3 crashed this screen
    assert ngettext("{count} with undo", "{count} with undo", 3) == "{count} with undo"
    pygame.display.quit()
