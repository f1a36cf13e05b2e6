"""A corpus of hostile rule files, and what a rule file must come to: refused with reasons, or played.

Every failure issue 30 found is here — a missing section, a recursive anchor,
a 5,000-digit number, a kilobyte alias bomb, house files ``check`` used to
accept that then crashed the app (a special code with a space, a Lo-Hi deck
with jokers, a Lohai deck with aces, an Oh Hell file without ``options:``, a
text ``target``, a NUL in a title, a 10,000-character title, a 50 MB
description) — with many more of the kind: wrong types, missing and extra
keys, empty and binary files, other encodings, duplicate keys, aliases, deep
nesting, odd unicode, decks too small for the table, defaults outside their
own ranges, variants that name no option, Python tags.  Each :class:`Case`
says what must happen to it: ``refused`` (with the key path its message must
name) or ``played`` (it loads, lists and plays a hand to the end).

``python -m tests.hostile_rules DIR`` writes the corpus out, for trying it on
``python -m game.rules check DIR/*``.
"""

from __future__ import annotations

import random
import signal
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from game.engine import RuleFileError, RuleSet, load_rules, new_match
from game.engine.rules import RULES_DIR

REFUSED = "refused"
PLAYED = "played"


@dataclass(frozen=True, slots=True)
class Case:
    """One hostile file: its bytes (``tail`` written ``repeat`` times after them, for the huge ones), what must
    happen to it, and for a refusal the key path (``where``) and words (``words``) one message must hold."""

    name: str
    content: bytes
    expect: str
    where: str = ""
    words: str = ""
    tail: bytes = b""
    repeat: int = 0
    kind: str = "file"
    """``file``; ``folder`` (a directory named like a rule file); ``missing``; ``device`` (a link to /dev/zero)."""

    def write(self, folder: Path) -> Path:
        """The case as a file in ``folder``, named after it."""
        path = folder / f"{self.name}.yaml"
        if self.kind == "folder":
            path.mkdir()
        elif self.kind == "device":
            path.symlink_to("/dev/zero")
        elif self.kind == "file":
            with path.open("wb") as out:
                out.write(self.content)
                for _ in range(self.repeat):
                    out.write(self.tail)
        return path


def built_in(game: str) -> str:
    return (RULES_DIR / f"{game}.yaml").read_text(encoding="utf-8")


def edited(game: str, *changes: tuple[str, str]) -> bytes:
    """A built-in file with text replaced (each ``old`` must be there, so a changed built-in file shows)."""
    text = built_in(game)
    for old, new in changes:
        assert old in text, f"{game}.yaml no longer holds {old!r}"
        text = text.replace(old, new, 1)
    return text.encode("utf-8")


def changed(game: str, change: Callable[[dict[str, Any]], None]) -> bytes:
    """A built-in file's data changed in place and written back as YAML."""
    data = yaml.safe_load(built_in(game))
    change(data)
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True).encode("utf-8")


def refused(name: str, content: bytes, where: str, words: str = "", **more: Any) -> Case:
    return Case(name, content, REFUSED, where, words, **more)


def played(name: str, content: bytes) -> Case:
    return Case(name, content, PLAYED)


def _drop(*path: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        for key in path[:-1]:
            data = data[key]
        del data[path[-1]]
    return change


def _without(*keys: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        for key in keys:
            del data[key]
    return change


def _set(value: Any, *path: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        for key in path[:-1]:
            data = data[key]
        data[path[-1]] = value
    return change


BOMB = b"""a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
"""
MERGE_BOMB = b"a: &a {x: 1, y: 2}\n" + "".join(
    f"{name}: &{name} {{<<: [{', '.join([f'*{chr(ord(name) - 1)}'] * 10)}]}}\n" for name in "bcdefghij").encode()
"""Billion laughs through merge keys: each level merges ten copies of the one before."""
HOUSE = b"extends: oh_hell\ntitle: Quick Oh Hell\nvariants:\n  quick:\n    title: Three rounds\n" \
        b"    describe: The office rules, three rounds.\n    options: {rounds: 3}\n"


def _anchored_options() -> bytes:
    """Koira with its flags written once and reused by anchors and a merge key: aliases used as meant."""
    text = built_in("koira").replace("  v1_tie_split:\n", "  v1_tie_split: &flag\n", 1)
    text = text.replace("  v2_trump_ends:\n    title: A trump ends the trick\n    default: false\n",
                        "  v2_trump_ends:\n    <<: *flag\n    title: A trump ends the trick\n", 1)
    return text.encode("utf-8")


def corpus() -> list[Case]:
    """Every hostile case; names are unique and make the file names."""
    cases = [*_parsing(), *_shapes(), *_texts(), *_decks(), *_options(), *_house(), *_playable()]
    names = [c.name for c in cases]
    assert len(names) == len(set(names)), "case names must be unique"
    return cases


def _parsing() -> Iterator[Case]:
    """What the parser meets before any rule: sizes, encodings, aliases, depth, numbers, tags."""
    yield refused("empty", b"", "(top)", "a rule file is a mapping")
    yield refused("only_comments", b"# nothing here\n# at all\n", "(top)", "a rule file is a mapping")
    yield refused("binary_junk", bytes(random.Random(30).randrange(256) for _ in range(2048)), "(file)")
    yield refused("latin1", "title: Café\n".encode("latin-1"), "(file)", "not UTF-8")
    yield refused("utf16", "game: oh_hell\n".encode("utf-16"), "(file)", "not UTF-8")
    yield refused("nul_byte_raw", b"game: oh\x00hell\n", "(file)", "not valid YAML")
    yield refused("list_at_top", b"- game: oh_hell\n- title: Oh Hell\n", "(top)", "a rule file is a mapping")
    yield refused("scalar_at_top", b"just some words\n", "(top)", "a rule file is a mapping")
    yield refused("two_documents", edited("oh_hell") + b"---\ngame: again\n", "(top)", "one YAML document")
    yield refused("not_yaml", b"game: [unclosed\ntitle: {\n", "(file)", "not valid YAML")
    yield refused("tab_indent", b"game: x\n\ttitle: y\n", "(file)", "not valid YAML")
    yield refused("over_256k", edited("oh_hell"), "(file)", "over 256 KB", tail=b"# padding " * 100 + b"\n",
                  repeat=300)
    yield refused("describe_50mb", b"game: oh_hell\ndescribe: ", "(file)", "over 256 KB", tail=b"x" * 1_000_000,
                  repeat=50)
    yield refused("recursive_anchor", b"a: &a [*a]\n", "a[0]", "inside its own anchor")
    yield refused("recursive_anchor_map", edited("lohi", ("options:\n", "options: &o\n  self: *o\n")),
                  "options.self", "inside its own anchor")
    yield refused("billion_laughs", BOMB, "", "aliases")
    yield refused("merge_bomb", MERGE_BOMB, "", "aliases")
    yield refused("undefined_alias", b"game: *nowhere\n", "game", "names no anchor")
    yield refused("deep_flow", b"x: " + b"[" * 40 + b"]" * 40 + b"\n", "x", "nested more than")
    yield refused("deep_block", b"".join(b"  " * i + b"k:\n" for i in range(60)) + b"  " * 60 + b"v\n", "k.k",
                  "nested more than")
    yield refused("deep_2000", b"- " * 2000 + b"x\n", "")
    yield refused("many_values", b"x: [" + b"1, " * 20_000 + b"1]\n", "x", "more than 5,000 values")
    yield refused("int_5000_digits", edited("oh_hell", ("{min: 3, max: 8, default: 4}",
                                                        "{min: 3, max: " + "9" * 5000 + ", default: 4}")),
                  "players.max", "too large")
    yield refused("int_beyond_1e9", edited("lohai", ("default: 1500", "default: 10000000000")),
                  "options.target.default", "too large")
    yield refused("sexagesimal_huge", edited("lohai", ("default: 1500", "default: 1:2:3:4:5:6:7:8:9:10:11:12")),
                  "options.target.default", "too large")
    yield refused("float_inf", edited("lohai", ("default: 1500", "default: .inf")), "options.target.default",
                  "finite")
    yield refused("float_nan", edited("lohai", ("default: 1500", "default: .nan")), "options.target.default",
                  "finite")
    yield refused("float_target", edited("lohai", ("default: 1500", "default: 1500.5")), "options.target.default",
                  "a whole number")
    yield refused("bad_binary_int", edited("koira", ("default: 10000", "default: 0b_")),
                  "options.turn_limit.default", "not a number")
    yield refused("bool_maybe", edited("koira", ("    default: false\n", "    default: !!bool maybe\n")),
                  "options.v1_tie_split.default", "not true or false")
    yield refused("python_object", edited("oh_hell") + b"evil: !!python/object/apply:os.system ['echo hi']\n",
                  "evil", "Python objects")
    yield refused("python_name", edited("laus", ("describe: A 32", "describe: !!python/name:os.system A 32")),
                  "describe", "Python objects")
    yield refused("binary_tag", edited("laus", ("title: Laus", "title: !!binary aGVsbG8=")), "title",
                  "not allowed here")
    yield refused("set_tag", edited("laus", ("players: {", "players: !!set {")), "players", "not allowed here")
    yield refused("custom_tag", edited("laus", ("title: Laus", "title: !shout Laus")), "title", "not allowed here")
    yield refused("complex_key", edited("laus") + b"? [a, b]\n: 1\n", "(file)", "not valid YAML")


def _shapes() -> Iterator[Case]:
    """Files with the wrong shape: sections missing or extra, keys twice, types wrong everywhere."""
    yield refused("missing_deal_oh_hell", changed("oh_hell", _drop("deal")), "(top)", "missing required key 'deal'")
    yield refused("missing_play_laus", changed("laus", _drop("play")), "(top)", "missing required key 'play'")
    yield refused("missing_deal_lohi", changed("lohi", _drop("deal")), "(top)", "missing required key 'deal'")
    yield refused("missing_deck", changed("koira", _drop("deck")), "(top)", "missing required key 'deck'")
    yield refused("missing_engine", changed("lohai", _drop("engine")), "(top)", "missing required key 'engine'")
    yield refused("missing_title", changed("lohai", _drop("title")), "(top)", "missing required key 'title'")
    yield refused("oh_hell_without_options", changed("oh_hell", _without("options", "variants", "default_variant")),
                  "(top)", "missing required key 'options'")
    yield refused("option_missing", changed("lohi", _drop("options", "turn_limit")), "options",
                  "needs the option 'turn_limit'")
    yield refused("extra_top_key", edited("koira") + b"colour: green\n", "colour", "unknown key")
    yield refused("extra_deck_key", edited("koira", ("deck:\n", "deck:\n  jokers: 2\n")), "deck.jokers",
                  "unknown key")
    yield refused("extra_option", changed("koira", _set({"default": True, "describe": "Extra."}, "options", "wild")),
                  "options.wild", "has no option")
    yield refused("duplicate_key", edited("lohi", ("title: Lo-Hi\n", "title: Lo-Hi\ntitle: Lo-Hi again\n")),
                  "title", "written twice")
    yield refused("wrong_types_everywhere", b"game: [1]\ntitle: {a: 1}\nengine: 7\nplayers: three\ndeck: all\n"
                                            b"options: [x]\nvariants: 5\n", "players", "expected a mapping")
    yield refused("players_min_above_max", edited("koira", ("{min: 3, max: 8, default: 4}",
                                                            "{min: 6, max: 4, default: 5}")), "players",
                  "more than max")
    yield refused("players_beyond_engine", edited("lohai", ("{min: 3, max: 4, default: 4}",
                                                            "{min: 3, max: 6, default: 4}")), "players.max",
                  "Lohai is for 3 to 4 players")
    yield refused("unknown_engine", edited("laus", ("engine: laus", "engine: poker")), "engine", "unknown value")
    yield refused("many_unknown_keys", edited("laus") + b"".join(b"junk%d: 1\n" % i for i in range(300)),
                  "junk0", "unknown key")


def _texts() -> Iterator[Case]:
    """Texts the screen would choke on: NUL, huge, control characters, surrogates, names that are paths."""
    yield refused("title_nul", edited("oh_hell", ("title: Oh Hell", 'title: "Oh\\0Hell"')), "title", "U+0000")
    yield refused("title_10k", edited("oh_hell", ("title: Oh Hell", "title: " + "Oh Hell " * 1250)), "title",
                  "too long")
    yield refused("describe_200k", edited("koira", ("describe: Win", "describe: " + "Win " * 50_000 + "Win")),
                  "describe", "too long")
    yield refused("title_escape_sequence", edited("lohi", ("title: Lo-Hi", 'title: "\\e[31mLo-Hi"')), "title",
                  "U+001B")
    yield refused("title_newline", edited("lohi", ("title: Lo-Hi", 'title: "Lo\\nHi"')), "title", "U+000A")
    yield refused("title_surrogate", edited("lohi", ("title: Lo-Hi", 'title: "Lo\\ud800Hi"')), "")
    yield refused("title_private_use", edited("lohi", ("title: Lo-Hi", 'title: "Lo\\ue000Hi"')), "title", "U+E000")
    yield refused("title_blank", edited("lohi", ("title: Lo-Hi", 'title: "   "')), "title", "write something")
    yield refused("variant_title_long", edited("laus", ("title: Short game", "title: " + "Short " * 30)),
                  "variants.short.title", "too long")
    yield refused("variant_name_spaces", edited("laus", ("  short:\n", "  short game!:\n")),
                  "variants.short game!", "not a usable name")
    yield refused("game_name_path", edited("laus", ("game: laus", "game: ../../etc/passwd")), "game",
                  "not a usable name")
    yield refused("art_glob", edited("lohai", ("art: giver", "art: '**/../*'")), "deck.specials[0].art",
                  "not a usable name")
    yield played("weird_unicode", edited("lohi", ("title: Lo-Hi", "title: Lö-Hï ⇅ 🂡 Z̷a̷l̷g̷o̷ שלום"),
                                         ("describe: Shed", "describe: \u202eShed")))
    yield played("crlf_and_bom", b"\xef\xbb\xbf" + edited("laus").replace(b"\n", b"\r\n"))
    yield played("equals_title", edited("laus", ("title: Short game", "title: '='")))
    yield played("quoted_date_title", edited("laus", ("title: Laus", "title: '2024-01-01'")))
    yield refused("date_title", edited("laus", ("title: Laus", "title: 2024-01-01")), "title", "as a date")
    yield refused("impossible_date_title", edited("laus", ("title: Short game", "title: 2001-13-45")),
                  "variants.short.title", "as a date")
    yield refused("tagged_date", edited("laus", ("title: Laus", "title: !!timestamp 2024-01-01")), "title", "as a date")
    yield refused("game_names_another_engine", edited("oh_hell", ("game: oh_hell", "game: koira")), "game",
                  "another game than this file's engine")


def _decks() -> Iterator[Case]:
    """Decks an engine cannot deal or rank."""
    yield refused("special_code_space", edited("lohai", ("code: GIV", "code: G IV")), "deck.specials[0].code",
                  "unknown value")
    yield refused("lohi_with_jokers", edited("lohi", ("deck:\n", "deck:\n  specials: [{code: JK, count: 2}]\n")),
                  "deck.specials[0].code", "no special card 'JK'")
    yield refused("lohai_tens_and_aces", edited("lohai", ("9, J, Q, K]", "9, T, J, Q, K, A]"),
                                                ("J: 350", "T: 340, A: 420, J: 350")), "deck.ranks[12]", "rank A")
    yield refused("lohai_unpriced_ten", edited("lohai", ("9, J, Q, K]", "9, T, J, Q, K]")), "deck.points",
                  "give T a point value")
    yield refused("lohai_without_shaker", edited("lohai", ("    - {code: SHK, name: Shaker, count: 2, colour: red,"
                                                           " art: shaker}\n", "")), "deck.specials", "SHK")
    yield refused("lohai_ranks_out_of_order", edited("lohai", ("[2, 3, 4, 5, 6, 7, 8, 9, J, Q, K]",
                                                               "[K, 2, 3, 4, 5, 6, 7, 8, 9, J, Q]")),
                  "deck.ranks", "lowest first")
    yield refused("oh_hell_two_copies", edited("oh_hell", ("  specials:\n", "  copies: 2\n  specials:\n")),
                  "deck.copies", "1 copy")
    yield refused("oh_hell_deck_too_small", edited("oh_hell", ("suits: [S, H, D, C]", "suits: [S]"),
                                                   ("[2, 3, 4, 5, 6, 7, 8, 9, T, J, Q, K, A]", "[2, 3]"),
                                                   ("count: 2", "count: 1")), "players.max", "cannot deal 8")
    yield refused("lohai_deck_too_small", edited("lohai", ("hand_size: {3: 10, 4: 9}", "hand_size: {3: 10, 4: 13}")),
                  "deal.hand_size", "cannot deal 4 × 13")
    yield refused("koira_no_stock", edited("koira", ("hand: 3 ", "hand: 6 "), ("[2, 3, 4, 5, 6, 7, 8, 9, T, J, "
                                                                               "Q, K, A]", "[9, T, J, Q, K, A]")),
                  "deal.hand", "no stock")
    yield refused("lohi_deck_too_small", edited("lohi", ("winning_hand: 10", "winning_hand: 20")),
                  "deal.winning_hand", "could need")
    yield refused("laus_with_joker", edited("laus", ("deck:\n", "deck:\n  specials: [{code: JK}]\n")),
                  "deck.specials[0].code", "no special card")
    yield refused("laus_skat_of_three", edited("laus", ("{cards: 10, skat: 2, batches: [3, skat, 4, 3]}",
                                                        "{cards: 10, skat: 3, batches: [3, skat, 4, 3]}")),
                  "deal.hands.3.skat", "too large")
    yield refused("laus_pointless", edited("laus", ("points: {J: 2, A: 11, T: 10, K: 4, Q: 3}", "points: {}"),
                                           ("queen_bonus: {QC: 300, QS: 200, QH: 100}", "queen_bonus: {}")),
                  "deck.points", "no total could reach")
    yield refused("negative_points", edited("laus", ("A: 11", "A: -11")), "deck.points.A", "too small")


def _options() -> Iterator[Case]:
    """Options and variants the engine cannot honour."""
    yield refused("target_default_text", edited("lohai", ("default: 1500", "default: lots")),
                  "options.target.default", "does not suit Lohai")
    yield refused("default_above_own_max", edited("oh_hell", ("    default: 10\n    min: 1\n    max: 30",
                                                              "    default: 40\n    min: 1\n    max: 30")),
                  "options.rounds.default", "above its max")
    yield refused("min_below_engine", edited("oh_hell", ("    default: 10\n    min: 1\n    max: 30",
                                                         "    default: 10\n    min: 0\n    max: 30")),
                  "options.rounds.min", "below what Oh Hell copes with")
    yield refused("choice_engine_lacks", edited("oh_hell", ("choices: [no_trump_10, reflip]",
                                                            "choices: [no_trump_10, reflip, wild]")),
                  "options.joker_flip.choices[2]", "does not suit")
    yield refused("variant_unknown_option", edited("laus", ("options: {target: 500}", "options: {targte: 500}")),
                  "variants.short.options.targte", "unknown option")
    yield refused("variant_value_out_of_range", edited("koira", ("options: {min_sequence: 3}",
                                                                 "options: {min_sequence: 4}")),
                  "variants.long_sequences.options.min_sequence", "unknown value")
    yield refused("variant_false_for_zero", edited("oh_hell", ("options: {jokers: 0}", "options: {jokers: false}")),
                  "variants.no_jokers.options.jokers", "unknown value")
    yield refused("variant_players_out_of_range", edited("lohai", ("    players: 3\n", "    players: 5\n")),
                  "variants.three_player.players", "outside")
    yield refused("unknown_default_variant", edited("lohi", ("default_variant: standard", "default_variant: nope")),
                  "default_variant", "unknown variant")
    yield refused("partnership_for_three", edited("lohai", ("    players: 4\n    options: {partnership: true}",
                                                            "    players: 3\n    options: {partnership: true}")),
                  "variants.partnership.players", "four players")
    yield refused("carryover_margin_eats_target", edited("lohai", ("options: {carryover: true, target: 2000}",
                                                                   "options: {carryover: true, target: 200,"
                                                                   " carryover_margin: 900}")),
                  "variants.carryover.options", "nothing of the target")
    yield refused("hook_unknown", edited("laus", ("hook: multiplier_stacking", "hook: multiplier_stackin")),
                  "options.multiplier_stacking.hook", "unknown hook")
    yield refused("koira_hand_of_seven", edited("koira", ("hand: 3 ", "hand: 7 ")), "deal.hand", "too large")


def _house() -> Iterator[Case]:
    """House files that extend a built-in game."""
    yield played("house_extends", HOUSE)
    yield refused("house_redefines_builtin", HOUSE.replace(b"  quick:", b"  classic:"), "variants.classic",
                  "built-in variant")
    yield refused("house_bad_value", HOUSE.replace(b"rounds: 3", b"rounds: 300"), "variants.quick.options.rounds",
                  "too large")
    yield refused("house_extends_nothing", HOUSE.replace(b"extends: oh_hell", b"extends: ../oh_hell"), "extends",
                  "unknown value")
    yield refused("house_partnership_three", b"extends: lohai\nvariants:\n  pairs3:\n    players: 3\n"
                                             b"    options: {partnership: true}\n", "variants.pairs3.players",
                  "four players")
    yield refused("folder_named_yaml", b"", "(file)", "not a regular file", kind="folder")
    yield refused("device_named_yaml", b"", "(file)", "not a regular file", kind="device")
    yield refused("missing_file", b"", "(file)", "no such file", kind="missing")


def _playable() -> Iterator[Case]:
    """Unusual files that are fine: each must load, list and play."""
    yield played("aliases_used_well", _anchored_options())
    yield played("lohai_with_tens", edited("lohai", ("9, J, Q, K]", "9, T, J, Q, K]"), ("J: 350", "T: 340, J: 350")))
    yield played("oh_hell_small_deck", edited("oh_hell", ("{min: 3, max: 8, default: 4}", "{min: 3, max: 4}"),
                                              ("suits: [S, H, D, C]", "suits: [S, H]")))
    yield played("koira_few_ranks", edited("koira", ("{min: 3, max: 8, default: 4}", "{min: 3, max: 3}"),
                                           ("[2, 3, 4, 5, 6, 7, 8, 9, T, J, Q, K, A]", "[J, Q, K, A]")))
    yield played("lohi_short_deck", edited("lohi", ("{min: 2, max: 5, default: 3}", "{min: 2, max: 2}"),
                                           ("[2, 3, 4, 5, 6, 7, 8, 9, T, J, Q, K, A]", "[9, T, J, Q, K, A]"),
                                           ("base_hand: 5", "base_hand: 3"), ("winning_hand: 10", "winning_hand: 4")))
    yield played("laus_four_only", edited("laus", ("{min: 3, max: 4, default: 3}", "{min: 4, max: 4}"),
                                          ("    3: {cards: 10, skat: 2, batches: [3, skat, 4, 3]}\n", "")))


# --------------------------------------------------------------------------- mutations for the fuzz


GAMES = ("oh_hell", "laus", "lohai", "lohi", "koira")
Key = str | int
"""A step of a path into rule-file data: a mapping's key or a list's index."""


def key_paths(data: Any, path: tuple[Key, ...] = ()) -> Iterator[tuple[Key, ...]]:
    """Every path into ``data`` (mapping keys and list indexes), the whole file's ``()`` first."""
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from key_paths(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from key_paths(value, (*path, index))


def parent_of(data: Any, path: tuple[Key, ...]) -> Any:
    for key in path[:-1]:
        data = data[key]
    return data


def retyped(value: Any) -> Any:
    """The same value in another type: what a person gets by quoting a number, or a list for a mapping."""
    if isinstance(value, bool):
        return "yes" if value else 0
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return int(value) if value.isdigit() and len(value) < 9 else [value]
    if isinstance(value, list):
        return {str(i): v for i, v in enumerate(value)}
    if isinstance(value, dict):
        return list(value.values())
    return "nothing"


def mutate(data: dict[str, Any], path: tuple[Key, ...], how: str, value: Any) -> None:
    """Change ``data`` at ``path``: ``drop`` the key or item, ``replace`` its value with ``value``,
    ``retype`` it, or ``rename`` the key."""
    if not path:
        return
    parent, last = parent_of(data, path), path[-1]
    if how == "drop":
        del parent[last]
    elif how == "replace":
        parent[last] = value
    elif how == "retype":
        parent[last] = retyped(parent[last])
    elif how == "rename" and isinstance(parent, dict):
        parent[f"{last}{value}" if isinstance(value, (str, int)) and not isinstance(value, bool) else f"{last}_"] = (
            parent.pop(last))


def dumped(data: Any) -> bytes:
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True).encode("utf-8")


# --------------------------------------------------------------------------- what a file must come to


PLAY_SECONDS = 5.0
"""The longest one hand of random play may take before it counts as never ending."""


@contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Stop the block with an ``AssertionError`` after ``seconds``: a check or a hand that never ends fails
    its test instead of hanging the run (a timer signal, so only in the main thread)."""
    def expire(signum: int, frame: Any) -> None:
        raise AssertionError(f"still running after {seconds} s")
    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def play_a_hand(rules: RuleSet, variant: str, players: int, seed: int) -> int:
    """Start a match as the new-game screen would and play its first hand to the end with random legal
    actions, as computer players would; returns the actions taken.  Fails on a hand that runs past
    :data:`PLAY_SECONDS` or offers no action while it is not over."""
    match = new_match(rules, variant, players, seed)
    state, rng = match.state, random.Random(seed)
    start, actions = time.perf_counter(), 0
    while not state.is_over():
        legal = state.legal_actions()
        assert legal, f"{rules.path} {variant}: no legal action while the hand is not over"
        state.apply(rng.choice(legal))
        actions += 1
        assert time.perf_counter() - start < PLAY_SECONDS, f"{rules.path} {variant}: the hand never ends"
    match.next_hand() if not match.is_over() else match.result()
    return actions


def table_sizes(rules: RuleSet, variant: str) -> list[int]:
    """The player counts the new-game screen offers for ``variant``: its own, or the file's fewest, usual
    and most."""
    fixed = rules.variant_players(variant)
    return [fixed] if fixed is not None else sorted({rules.players_min, rules.players_default, rules.players_max})


def play_everything(rules: RuleSet, seed: int = 1) -> None:
    """A hand of every variant at every table size the app offers."""
    for variant in rules.variants:
        for players in table_sizes(rules, variant):
            play_a_hand(rules, variant, players, seed)


def outcome(path: Path) -> tuple[str, list[str]]:
    """What ``check`` makes of ``path``: ``played`` (it loaded, and every variant played a hand) or
    ``refused`` with its messages."""
    try:
        rules = load_rules(path)
    except RuleFileError as error:
        return REFUSED, [str(p) for p in error.problems]
    play_everything(rules)
    return PLAYED, []


def main(argv: list[str]) -> int:
    """Write the corpus into the folder named on the command line."""
    folder = Path(argv[0] if argv else "hostile-rules")
    folder.mkdir(parents=True, exist_ok=True)
    for case in corpus():
        case.write(folder)
    print(f"{len(corpus())} hostile rule files in {folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
