"""Every word a player sees comes from the message catalogue, and Finnish has every one of them.

How to mark a text (``game/catalogue.py`` says more):

- inside a function: ``_("Deal")``; with values: ``_("{name} takes the trick").format(name=name)``;
- counted: ``ngettext("{count} trick", "{count} tricks", n).format(count=n)``;
- in a table built at import time: ``N_("Deal")`` there, and ``_(words)`` where it is shown;
- a text that is not words for a player (a key, an id, a format, a debugging label) is written so the scan
  below does not take it for words (lower-case, no spaces: ``"open_rules"``), or passed where the scan knows
  no player reads it (:data:`QUIET_CALLS`), or, last, named in :data:`NOT_WORDS` with the reason.

Then ``python tools/catalogue.py update`` brings the new message into ``locale/fi/LC_MESSAGES/lohai_friends.po``;
write its Finnish there and run ``python tools/catalogue.py compile``.
"""

from __future__ import annotations

import ast
import gettext
import re
import string
import sys
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from game import catalogue
from game.catalogue import _
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.support import click, key

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import catalogue as upkeep  # noqa: E402  (tools/catalogue.py, the development-time half)

PO = ROOT / "locale" / "fi" / "LC_MESSAGES" / "lohai_friends.po"
SCANNED = sorted({*ROOT.joinpath("game", "ui").rglob("*.py"), ROOT / "game" / "seating.py",
                  *(ROOT / "game" / "engine" / f"{name}.py" for name in (
                      "cards", "core", "tricks", "lohai", "lohi", "lohi_moves", "laus", "koira", "koira_moves",
                      "oh_hell"))} - {ROOT / "game" / "ui" / "scenes" / "selftest.py"})
"""Where texts for players are built: the screens, and the engine's refusals and card names.  The selftest
reports to a developer's console, in English."""
SPOKEN = {ROOT / "game" / "ui" / "speech" / "words.py"}
"""Where every spoken sentence is built: here a single word is words too ("picked", "none"), since whatever
this module gives back is said aloud."""
MARKERS = {"_", "N_", "NP_", "ngettext", "pgettext"}
QUIET_CALLS = {"Beat", "getattr", "setattr", "hasattr", "startswith", "endswith", "split", "partition", "replace",
               "strip", "get", "parse_action", "parse_cards", "Card.of", "of", "Action", "set_caption", "TypeVar",
               "cast", "field", "ConstraintSet"}
"""Calls whose text arguments no player reads: beats' debugging labels, attribute names, parsing, ids."""
NOT_WORDS = {
    ("ui/toolkit/app.py", "Lohai & Friends"): "the window's caption: the app's name, the same in every language",
    **{(f"engine/{module}.py", name): "a game's name, the same in every language" for module, name in (
        ("koira", "Koira"), ("laus", "Laus"), ("lohai", "Lohai"), ("lohi", "Lo-Hi"), ("oh_hell", "Oh Hell"))},
    **{("engine/cards.py", name): "the card notation's names (parsing); players read Card.name, from the catalogue"
       for name in ("Giver", "Taker", "Mover", "Shaker")},
    **{("seating.py", name): "a computer player's name" for name in (
        "Aino", "Bruno", "Chidi", "Dora", "Eero", "Fatima", "Gus", "Hana")},
    ("ui/scenes/rules.py", "ja on ei se sen sinun sinulla olet kortti kortin korttia kortit tai jos kun että mutta "
                           "vain voi saa saat olla ole eikä kuin niin myös"):
        "Finnish words the rules screen skips when it finds the rule a refusal is about",
    ("engine/lohi.py", "fewest cards"): "the reason's key the table words (games/lohi/draw.py FIRST_WORDS)",
    ("ui/scenes/rules.py", "a an and any are as at be been by card cards do does e.g for from has have hold holds if "
                        "in is it its may must no not now of on one only or play played plays some than that the their "
                        "them then there this to two until what when which while with you your yet spade spades "
                        "heart hearts diamond diamonds club clubs king queen jack ace ten say"):
        "English words the rules screen skips when it finds the rule a refusal is about",
}
"""Texts that look like words but are none a player reads, each with the reason."""


def looks_like_words(text: str) -> bool:
    """A text a person would read: two letter-words with a space between, or one capitalised word.

    >>> [looks_like_words(t) for t in ("Deal", "the trick", "open_rules", "{name}: {n}", "KoiraView", "%")]
    [True, True, False, False, False, False]
    """
    bare = re.sub(r"\{[^{}]*\}", " ", text)
    if re.fullmatch(r"\s*(?:[A-Z][a-z]+){2,}\s*", bare):
        return False  # a class's name
    return bool(re.search(r"[A-Za-z]{2,}[^A-Za-z{}\n]*\s[^A-Za-z{}]*[A-Za-z]{2,}", bare)
                or re.search(r"(?:^|\s)[A-Z][a-z]+", bare))


def _call_name(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def unmarked(path: Path, root: Path = ROOT, *, spoken: bool = False) -> list[str]:
    """The texts in ``path`` that look like words and reach no catalogue function; ``spoken``: any letter-word
    is words (:data:`SPOKEN`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parents: dict[int, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[id(child)] = node
    developers = {id(n) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) and f.name == "__repr__"
                  for n in ast.walk(f)}  # what a developer reads of an object
    found = []
    for node in ast.walk(tree):
        if id(node) in developers:
            continue
        if not isinstance(node, ast.Constant | ast.JoinedStr) or (isinstance(node, ast.Constant)
                                                                     and not isinstance(node.value, str)):
            continue
        text = node.value if isinstance(node, ast.Constant) else "".join(
            v.value if isinstance(v, ast.Constant) else "{x}" for v in node.values)
        wordy = bool(re.search(r"[A-Za-z]{2,}", re.sub(r"\{[^{}]*\}", " ", text))) if spoken else looks_like_words(text)
        if not isinstance(text, str) or not wordy or _quiet(node, parents):
            continue
        place = path.relative_to(root / "game")
        if (str(place), text) in NOT_WORDS:
            continue
        found.append(f"{place}:{node.lineno}: {text[:70]!r}")
    return found


def _quiet(node: ast.AST, parents: dict[int, ast.AST]) -> bool:
    """The text is marked, or sits where no player reads it: a docstring, a key, a comparison, an error for a
    developer, a format spec, a quiet call's argument, a module's ``__all__``."""
    child, parent = node, parents.get(id(node))
    if isinstance(parent, ast.JoinedStr):
        return True  # a part of an f-string (checked as the whole) or a format spec
    while parent is not None:
        if isinstance(parent, ast.Expr) and parent.value is child:
            return True  # a docstring, of a module, class, function or attribute
        if isinstance(parent, ast.Call) and (_call_name(parent) in MARKERS | QUIET_CALLS):
            return True
        if isinstance(parent, ast.Raise | ast.Assert | ast.Compare) or (
                isinstance(parent, ast.Subscript) and parent.slice is child):
            return True
        if isinstance(parent, ast.Dict) and any(k is child for k in parent.keys):
            return True
        if isinstance(parent, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__"
                                                  for t in parent.targets):
            return True
        if isinstance(parent, ast.stmt):
            return False
        child, parent = parent, parents.get(id(parent))
    return False


def test_every_player_text_goes_through_the_catalogue() -> None:
    problems = [line for path in SCANNED for line in unmarked(path, spoken=path in SPOKEN)]
    assert not problems, "texts a player reads, outside the catalogue (see this test's docstring):\n" + "\n".join(
        problems)


def test_the_scan_catches_an_unmarked_label(tmp_path: Path) -> None:
    """The scan is strict enough: a new label, a message with a value, a table's words all fail it."""
    sample = tmp_path / "game" / "ui" / "scenes" / "sample.py"
    sample.parent.mkdir(parents=True)
    sample.write_text('WORDS = {"x": "Deal again"}\n\ndef f(name):\n    a = Button("deal", "Deal", rect)\n'
                      '    b = f"{name} takes the trick"\n    c = _("Deal") + N_("Hand") + key("open_rules")\n'
                      '    """A docstring."""\n    return WORDS["Some key"]\n', encoding="utf-8")
    found = unmarked(sample, root=tmp_path)
    assert sorted(line.split(": ", 1)[1] for line in found) == ["'Deal again'", "'Deal'", "'{x} takes the trick'"]


def test_the_scan_of_spoken_words_catches_a_single_word(tmp_path: Path) -> None:
    """In the module that builds what is said, one unmarked word is enough to fail ("picked"); a sentence's
    punctuation and a verbosity compared are not words."""
    sample = tmp_path / "game" / "ui" / "speech" / "words.py"
    sample.parent.mkdir(parents=True)
    sample.write_text('def f(card, verbosity):\n    if verbosity == "brief":\n        return card\n'
                      '    return ", ".join([card, "picked", _("cannot be played now")])\n', encoding="utf-8")
    assert unmarked(sample, root=tmp_path) == []
    assert [line.split(": ", 1)[1] for line in unmarked(sample, root=tmp_path, spoken=True)] == ["'picked'"]


def _messages() -> dict[tuple[str | None, str | tuple[str, ...]], object]:
    with PO.open("rb") as file:
        return {(m.context, m.id): m for m in read_po(file, locale="fi") if m.id}


def _fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name is not None}


def test_every_message_has_its_finnish_with_the_same_placeholders() -> None:
    messages = _messages()
    wanted = {(m.context, m.id) for m in upkeep.template() if m.id}
    missing = sorted(str(k[1]) for k in wanted - set(messages))
    assert not missing, f"not in {PO.name} (run tools/catalogue.py update): {missing[:10]}"
    for (_context, msgid), message in messages.items():
        assert not message.fuzzy, f"fuzzy: {msgid!r}"  # type: ignore[attr-defined]
        ids = msgid if isinstance(msgid, tuple) else (msgid,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)  # type: ignore[attr-defined]
        assert all(strings), f"no Finnish for {msgid!r}"
        for text in strings:
            assert _fields(text) == _fields(ids[-1]), f"placeholders differ: {ids[-1]!r} -> {text!r}"


def test_the_compiled_catalogue_matches_its_source() -> None:
    """The .mo the app reads is the .po compiled (run tools/catalogue.py compile after editing the .po)."""
    with PO.with_suffix(".mo").open("rb") as file:
        compiled = gettext.GNUTranslations(file)
    for (context, msgid), message in _messages().items():
        strings = message.string  # type: ignore[attr-defined]
        if isinstance(msgid, tuple):
            got = (compiled.npgettext(context, *msgid, 1), compiled.npgettext(context, *msgid, 2)) if context else \
                (compiled.ngettext(*msgid, 1), compiled.ngettext(*msgid, 2))
            assert got == tuple(strings), msgid
        else:
            got_one = compiled.pgettext(context, msgid) if context else compiled.gettext(msgid)
            assert got_one == strings, f"stale .mo for {msgid!r}"


@pytest.fixture
def finnish() -> object:
    catalogue.use("fi")
    yield catalogue
    catalogue.use("en")


def test_finnish_names_the_cards_and_counts(finnish: object) -> None:
    from game.engine import Card
    assert [Card.of(c).name for c in ("AS", "KH", "QD", "JC", "TS")] == [
        "pataässä", "herttakuningas", "ruuturouva", "ristijätkä", "patakymppi"]
    assert catalogue.ngettext("{count} trick", "{count} tricks", 1).format(count=1) == "1 tikki"
    assert catalogue.ngettext("{count} trick", "{count} tricks", 3).format(count=3) == "3 tikkiä"


def test_finnish_names_the_ranks_lo_hi_asks_for(finnish: object) -> None:
    """Lo-Hi's pile says what comes next and its refusals list the plays in Finnish, not "a nine or lower"."""
    from game.engine.cards import parse_cards
    from game.engine.lohi_moves import parse_constraint, play_words
    assert parse_constraint("<=9").words() == "ysi tai pienempi"
    assert parse_constraint(">=A").words() == "ässä tai suurempi"
    assert [play_words(parse_cards(t)) for t in ("8H", "6C 6D", "QS QH QD", "6S 5C 4H")] == [
        "kasi", "kaksi kutosta", "kolme rouvaa", "suora kutonen-vitonen-nelonen"]


def test_the_language_setting_defaults_to_the_system_and_refuses_nonsense() -> None:
    assert catalogue.system_language({"LANG": "fi_FI.UTF-8"}) == "fi"
    assert catalogue.system_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert Settings.from_dict({"language": "klingon"}).language == ""
    assert Settings.from_dict({"language": "fi"}).language_code == "fi"
    assert Settings.from_dict({"language": 7}).language_code == "en"  # tests run with LANGUAGE=en


def test_choosing_suomi_in_the_settings_speaks_finnish_at_once_and_is_kept() -> None:
    app = App((1280, 800), settings=Settings())
    try:
        pygame.event.clear()
        app.push(TitleScene(app))
        app.push(SettingsScene(app))
        scene = app.top
        assert isinstance(scene, SettingsScene)
        suomi = next(b for b in scene.buttons if b.label == "Suomi")
        click(app, suomi.rect.center)
        assert app.settings.language == "fi" and catalogue.language() == "fi"
        assert any(b.label == "Takaisin (Esc)" for b in scene.buttons), "the settings re-laid in Finnish"
        key(app, pygame.K_ESCAPE)
        title = app.top
        assert isinstance(title, TitleScene)
        assert any(b.label == "Tilastot" for b in title.buttons), "the title below speaks Finnish without a restart"
        assert Settings.from_dict(app.settings.to_dict()).language == "fi"
    finally:
        catalogue.use("en")
    assert _("Statistics") == "Statistics"
