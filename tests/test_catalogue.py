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
import random
import re
import string
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from game import assets, catalogue
from game.catalogue import _
from game.engine import Action, ActionKind, HandState, load_rules, new_match
from game.games import GAMES
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.rules_blocks import fallback_blocks, parse_text, rule_blocks
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.scenes.wording import value_words
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.support import click, key

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import catalogue as upkeep  # noqa: E402  (tools/catalogue.py, the development-time half)

PO = ROOT / "locale" / "fi" / "LC_MESSAGES" / "lohai_friends.po"
SCANNED = sorted({*ROOT.joinpath("game", "ui").rglob("*.py"), ROOT / "game" / "seating.py",
                  ROOT / "game" / "judging.py", ROOT / "game" / "review.py", ROOT / "game" / "ai" / "goals.py",
                  *(ROOT / "game" / "engine" / f"{name}.py" for name in (
                      "cards", "actions", "events", "hidden", "state", "match", "tricks")),
                  *(path for name in ("lohai", "lohi", "laus", "koira", "oh_hell")
                    for path in ROOT.joinpath("game", "engine", name).glob("*.py"))}
                 - {ROOT / "game" / "ui" / "scenes" / "selftest.py"})
"""Where texts for players are built: the screens, the engine's refusals and card names, a hand's review and
the coach's goals.  The selftest
reports to a developer's console, in English."""
SPOKEN = {ROOT / "game" / "ui" / "speech" / name for name in ("words.py", "screens.py")}
"""Where every spoken sentence is built: here a single word is words too ("picked", "none"), since whatever
these modules give back is said aloud."""
MARKERS = {"_", "N_", "NP_", "ngettext", "pgettext"}
QUIET_CALLS = {"Beat", "getattr", "setattr", "hasattr", "startswith", "endswith", "split", "partition", "replace",
               "strip", "get", "parse_action", "parse_cards", "Card.of", "of", "Action", "set_caption", "TypeVar",
               "cast", "field", "ConstraintSet"}
"""Calls whose text arguments no player reads: beats' debugging labels, attribute names, parsing, ids."""
NOT_WORDS = {
    ("ui/toolkit/app.py", "Lohai & Friends"): "the window's caption: the app's name, the same in every language",
    **{(f"engine/{module}/rule_file.py", name): "a game's name, the same in every language" for module, name in (
        ("koira", "Koira"), ("laus", "Laus"), ("lohai", "Lohai"), ("lohi", "Lo-Hi"), ("oh_hell", "Oh Hell"))},
    **{("engine/cards.py", name): "the card notation's names (parsing); players read Card.name, from the catalogue"
       for name in ("Giver", "Taker", "Mover", "Shaker")},
    **{("seating.py", name): "a computer player's name" for name in (
        "Aino", "Bruno", "Chidi", "Dora", "Eero", "Fatima", "Gus", "Hana")},
    ("ui/scenes/rules_blocks.py", "ja on ei se sen sinun sinulla olet kortti kortin korttia kortit tai jos kun "
                                  "että mutta vain voi saa saat olla ole eikä kuin niin myös yksi kaksi pelaa pelata "
                                  "pelattava pelaus nyt sano esim"):
        "Finnish words the rules screen skips when it finds the rule a refusal is about",
    ("engine/lohi/play.py", "fewest cards"): "the reason's key the table words (games/lohi/draw.py FIRST_WORDS)",
    **{("ui/speech/voices.py", script): "AppleScript run to reach VoiceOver (the line it speaks is the catalogue's)"
       for script in ('tell application "VoiceOver" to output {x}',
                      'tell application "System Events" to (name of processes) contains "VoiceOver"')},
    ("ui/scenes/rules_blocks.py", "a an and any are as at be been by card cards do does e.g for from has have "
                                  "hold holds if in is it its may must no not now of on one only or play played plays "
                                  "some than that the their them then there this to two until what when which while "
                                  "with you your yet spade spades heart hearts diamond diamonds club clubs king queen "
                                  "jack ace ten say"):
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


GLUE = {" and ", " or ", " and the ", " or the "}
"""English words that join a list; a list is joined in the player's language with ``and_list``."""


def test_no_list_is_joined_with_english_words() -> None:
    """ "A, B and C" glued with a literal " and " stays English in Finnish (the scan above reads one lowercase
    word as an id, so it looks for these apart)."""
    glued = [f"{path.relative_to(ROOT)}:{node.lineno}" for path in SCANNED
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Constant) and node.value in GLUE]
    assert not glued, glued


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
    from game.engine.lohi.moves import parse_constraint, play_words
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


# --------------------------------------------------------------------------- the rules screens in every language

OTHER_LANGUAGES = sorted(set(catalogue.LANGUAGES) - {catalogue.ENGLISH})
GAME_NAMES = sorted(spec.name for spec in GAMES)


def shape_problems(english: str, other: str | None) -> list[str]:
    """How a translated rules text differs in shape from the English one: every heading, paragraph, bullet
    and row of cards in the same order (so scroll-to-rule lands on the same rule), the same cards pictured,
    and ``**`` marks in pairs.  Empty when the shapes agree."""
    if other is None:
        return ["no text"]
    ours, theirs = parse_text(english), parse_text(other)
    problems = []
    headings = [b for b in ours if b.kind in ("h1", "h2")], [b for b in theirs if b.kind in ("h1", "h2")]
    if len(headings[0]) != len(headings[1]):
        problems.append(f"{len(headings[1])} headings where English has {len(headings[0])}")
    shape = [(b.kind, b.cards) for b in ours], [(b.kind, b.cards) for b in theirs]
    if shape[0] != shape[1]:
        at = next((i for i, (a, b) in enumerate(zip(*shape, strict=False)) if a != b), min(map(len, shape)))
        near = ours[at].text if at < len(ours) else "the end"
        problems.append(f"the blocks part at {at} (English: {shape[0][at:at + 1]} {near[:40]!r}), "
                        f"{len(shape[1])} blocks where English has {len(shape[0])}")
    problems += [f"unpaired ** in {line[:40]!r}" for line in other.splitlines() if line.count("**") % 2]
    return problems


@pytest.mark.parametrize("game", GAME_NAMES)
@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_every_language_has_each_rules_screen_in_the_english_shape(language: str, game: str) -> None:
    english, other = assets.rules_text(game), assets.rules_text(game, language)
    assert english, f"no English rules text for {game}"
    assert not shape_problems(english, other), f"{language}/{game}.md: {shape_problems(english, other)}"
    own = [b.text for b in parse_text(other or "") if b.kind in ("h2", "p", "li")]
    assert not set(own) & {b.text for b in parse_text(english)}, "a heading or paragraph left in English"


def test_the_shape_check_catches_a_missing_section_or_a_lost_mark() -> None:
    english, finnish = assets.rules_text("oh_hell"), assets.rules_text("oh_hell", "fi")
    assert english and finnish
    start = finnish.index("## Jokerit")
    cut = finnish[:start] + finnish[finnish.index("## ", start + 3):]
    assert any("headings" in p for p in shape_problems(english, cut))
    assert shape_problems(english, finnish.replace("[cards] 7C", "[cards] 8C"))
    assert shape_problems(english, finnish.replace("**Pelaa**", "**Pelaa"))
    assert shape_problems(english, None) == ["no text"]


def refused_plays(game: str) -> Iterator[tuple[HandState, Action]]:
    """Positions of seeded hands where playing a card from the hand is refused, in the order a player meets them.

    Computed from the engine, so a new game needs no entry here: its refusals are whatever its rules refuse.
    """
    for seed in range(8):
        state, rng = new_match(load_rules(game), None, None, seed).state, random.Random(seed)
        while not state.is_over():
            for card in state.view(state.current_player or 0).hand:
                action = Action(ActionKind.PLAY, (card,))
                if state.why_not(action):
                    yield state.clone(), action
            state.apply(rng.choice(state.legal_actions()))


def rule_refused(app: App, game: str) -> tuple[HandState, Action, RulesScene]:
    """The first refused play of a seeded hand whose refusal opens the English rules at a rule and the Finnish at
    the Finnish of that rule, with the English page (the language is English again on return).

    Not every refusal finds its rule in both languages yet (Oh Hell's "everyone bids first", Lohai's Shaker that
    must steal, Lo-Hi's "the next card must be..." open different rules in Finnish); each game must have one that
    does, whatever its rules, so a new game needs no entry here.
    """
    rules = load_rules(game)
    english_settings = app.settings
    try:
        for state, action in refused_plays(game):
            app.settings = english_settings
            catalogue.use("en")
            english = RulesScene(app, rules, about=state.why_not(action) or "")
            app.settings = replace(english_settings, language="fi")
            finnish = RulesScene(app, rules, about=state.why_not(action) or "")
            if english.rule is not None and finnish.rule == english.rule:
                return state, action, english
    finally:
        app.settings = english_settings
        catalogue.use("en")
    raise AssertionError(f"no refusal in eight hands of {game} opens its rules at a rule in English and Finnish")


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_refusal_opens_the_finnish_rules_at_the_same_rule_as_the_english(game: str) -> None:
    """R after a refusal opens the rules at the rule it applies; in Finnish, at the Finnish of that rule."""
    rules = load_rules(game)
    app = App((1280, 800), Settings(sound=False))
    try:
        state, action, english = rule_refused(app, game)
        english_reason = state.why_not(action) or ""
        assert english.rule is not None and english.blocks[english.rule].text in (assets.rules_text(game) or "")
        app.settings = replace(app.settings, language="fi")
        reason = state.why_not(action) or ""
        assert reason and reason != english_reason, "the refusal itself is in Finnish"
        scene = RulesScene(app, rules, about=reason)
        assert scene.rule == english.rule, (reason, scene.blocks[scene.rule].text if scene.rule else None)
        assert scene.blocks[scene.rule].text in (assets.rules_text(game, "fi") or ""), "the Finnish text is shown"
        assert scene.scroll.offset > 0, "the page opens at the rule, not at the top"
        for opened in (english, scene):
            assert opened.back.rect.bottom <= opened.page.top, "Back stays above the page when it opens at a rule"
    finally:
        catalogue.use("en")


@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_part_the_rules_screen_adds_is_finnish_too(game: str, finnish: object,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The variants and options come from the rule file, not the text: in Finnish they are Finnish, values too;
    so is the page a game without a text of ours falls back to."""
    rules = load_rules(game)
    blocks = rule_blocks(rules, assets.rules_text(game, "fi"))
    shown = " ".join(f"{b.text} {b.detail}" for b in blocks)
    english = [v.describe for v in rules.variants.values()] + [o.title for o in rules.options.values()]
    assert not [text for text in english if text in shown and _(text) != text], "English left in the options"
    values = [o.default for o in rules.options.values() if isinstance(o.default, str)]
    assert all(value_words(v) != v.replace("_", " ") for v in values), "an option's value in English"
    monkeypatch.setattr(assets, "rules_text", lambda name, language="en": None)
    fallback = " ".join(b.text for b in fallback_blocks(rules))
    assert "padat" in fallback and "spades" not in fallback and _(rules.describe) in fallback


# --------------------------------------------------------------------------- English left on Finnish screens


def test_koira_refuses_a_low_card_naming_the_suit_in_finnish(finnish: object) -> None:
    from game.engine import parse_cards
    from tests.test_koira import A, B, two
    state = two(["2C 3C", "7S 9S TS AS 2H TD 6S", "4C 5C"], trick=[(A, "8S")], turn=B)
    refusal = state.why_not(Action(ActionKind.PLAY, tuple(parse_cards("7S")))) or ""
    assert "pelaa suurempi pata" in refusal and "spade" not in refusal, refusal


def test_a_finnish_owner_is_ainon_not_aino_n(finnish: object) -> None:
    from game.ui.table.callouts import whose
    assert [whose(n) for n in ("Aino", "Bruno", "Chidi", "Mikael")] == ["Ainon", "Brunon", "Chidin", "Mikaelin"]
    assert (whose(_("You")), whose(_("You"), start=False)) == ("Sinun", "sinun")
    catalogue.use("en")
    assert (whose("Aino"), whose(_("You")), whose(_("You"), start=False)) == ("Aino's", "Your", "your")


def test_the_laus_discard_panel_is_finnish() -> None:
    from tests.test_ui_laus import laus_table, looked_up
    app, table = laus_table()
    looked_up(app, table)
    multi = [a for a in table.state.legal_actions() if len(a.cards) > 1]
    english = table.game.pick_panel(multi)
    assert english.title == "Discard 2 cards" and [b.label for b in english.buttons] == ["Discard"]
    try:
        catalogue.use("fi")
        panel = table.game.pick_panel(multi)
        assert panel.title == "Hylkää 2 korttia" and [b.label for b in panel.buttons] == ["Hylkää"]
    finally:
        catalogue.use("en")


def test_the_fallback_rules_page_names_the_jokers_in_finnish(finnish: object) -> None:
    text = " ".join(b.text for b in fallback_blocks(load_rules("oh_hell")))
    assert "Jokeri (2)" in text and "Joker (" not in text


def test_lo_hi_names_a_rank_by_its_word_when_the_keys_reach_it_and_a_call_in_finnish() -> None:
    from game.engine import new_hand
    from game.engine.lohi import Cause, ConstraintSet
    from game.seating import MatchSetup
    from game.ui.speech.queue import Recorder
    from game.ui.table.factory import table_for
    from tests.support import key, run_until

    rules = load_rules("lohi")
    voice = Recorder()
    app = App((1280, 800), Settings(auto_play=False, speed="instant", speech="on", language="fi"),
              voices=lambda: (voice, True))
    pygame.event.clear()
    try:
        match = new_match(rules, "standard", 3, 3)
        match.state = new_hand(rules, "standard", 3, dealer=2, hands=["8C 8D 3S", "QS 3C JD", "5C 6C"],
                               pile="5D 8H", constraint=">=8", turn=0)
        table = table_for(app, MatchSetup(rules, "standard", (None, "rule", "rule"), 3), match)
        app.push(table)
        run_until(app, lambda: table.human_to_act and not table.model.busy)
        table.attempt(table.state.parse_action("play 8C 8D"))
        run_until(app, lambda: table.human_to_act and not table.model.busy and table.picks.choice is not None)
        assert [b.label for b in table.picks.choice.buttons][-2:] == ["K", "A"]  # type: ignore[union-attr]
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RIGHT)
        assert voice.lines[-2:] == ["kakkoset, painike", "kolmoset, painike"], "the rank in words, in Finnish"
        called = table.game.callout(ConstraintSet(">=9", "", Cause.CALL, 1), None)  # type: ignore[attr-defined]
        assert called is not None and called.startswith("Ainon pari: Aino ilmoittaa suuremman"), called
    finally:
        catalogue.use("en")
