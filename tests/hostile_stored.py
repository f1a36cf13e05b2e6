"""Damaged stored files, one for each way the app's own files have been found (or could be) wrong.

Why: the save, the settings and the statistics sit in a folder anyone can
write to.  Each :class:`Case` writes one damaged ``match.json``,
``settings.json`` or ``stats.json`` into a folder and names the words the
store's problem must hold; :mod:`tests.test_hostile_stored` runs every case
through the store and the screens that read the file.  The classes of damage:

* the file itself: empty, truncated, binary junk, a pickle, a UTF-8 BOM, far too
  big, nested a hundred thousand deep, a folder, a pipe or an endless device in
  its place, not a record, a format number this version does not read;
* numbers JSON allows and our writer never writes: ``NaN``, ``Infinity``,
  ``1e400``, a whole number of four hundred digits;
* every field in turn holding the wrong type, and each range overstepped;
* texts with a NUL, control characters, a lone surrogate, ten thousand characters;
* names that do not exist: a game, a house-rules file, a level, a variant;
* (the save) a match the store reads but the rules refuse at Continue: a variant
  the game lacks, a player count it does not allow, an illegal move, a finished match.

``python -m tests.hostile_stored FOLDER`` writes every case into its own sub-folder, to try by hand
(``LOHAI_FRIENDS_HOME=FOLDER/<case> python -m game``).
"""

from __future__ import annotations

import json
import os
import pickle
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine import load_rules, new_match

MATCH, SETTINGS, STATS = "match.json", "settings.json", "stats.json"
POSIX = hasattr(os, "mkfifo") and Path("/dev/zero").exists()

Write = Callable[[Path], None]
"""Puts the damaged file into a folder (it may need the folder's path: a house-rules file's)."""


@dataclass(frozen=True, slots=True)
class Case:
    """One damaged file and what the player must be told about it."""

    name: str
    file: str
    write: Write
    says: str
    """Words the problem reported must hold (compared without case)."""
    at_continue: bool = False
    """The store reads the save (every field is of the right kind); its rules refuse it when Continue is pressed."""
    keeps: dict[str, Any] | None = None
    """Settings: the values that were fine are kept (these, by field); statistics: the good entries' keys."""


def _bytes(file: str, data: bytes) -> Write:
    def write(folder: Path) -> None:
        (folder / file).write_bytes(data)
    return write


def _json(file: str, data: object) -> Write:
    """``data`` as our writer would write it, except that ``NaN`` and ``Infinity`` are let through."""
    return _bytes(file, json.dumps(data, indent=1, allow_nan=True).encode("utf-8", "surrogatepass"))


def _text(file: str, text: str) -> Write:
    return _bytes(file, text.encode("utf-8"))


def _folder(file: str) -> Write:
    def write(folder: Path) -> None:
        (folder / file).mkdir()
        (folder / file / "inside.txt").write_text("a folder where a file belongs")
    return write


def _pipe(file: str) -> Write:
    """A named pipe with no writer: opening it to read the ordinary way waits for ever."""
    def write(folder: Path) -> None:
        os.mkfifo(folder / file)
    return write


def _endless(file: str) -> Write:
    """A link to a device that never runs out of bytes."""
    def write(folder: Path) -> None:
        (folder / file).symlink_to("/dev/zero")
    return write


# -- well-formed files, to damage one field at a time ---------------------------------------------


def good_match(**changes: Any) -> dict[str, Any]:
    """A save the app could have written: Oh Hell at four, one bid made."""
    data: dict[str, Any] = {"format": 1, "rules": "oh_hell", "variant": "classic", "players": 4, "seed": 7,
                            "levels": [None, "rule", "rule", "rule"], "actions": ["bid 1"], "ages": [],
                            "undo_used": False, "saved_at": 1_700_000_000.0}
    return {**data, **changes}


def good_settings(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"format": 1, "speed": "fast", "sound": False, "volume": 40, "card_back": "red",
                            "hand_sort": "trumps_left", "rank_order": "high_low", "auto_play": False, "undo": False,
                            "player_name": "Anna", "player_age": 9, "levels": "hard,easy", "window_width": 1500,
                            "window_height": 900, "fullscreen": True, "four_colour": True}
    return {**data, **changes}


def good_record(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"title": "Laus — Standard", "low_is_good": True, "played": 4, "won": 3, "lost": 1,
                            "best": 200, "total": 3000, "streak": 2, "best_streak": 2, "with_undo": 1}
    return {**data, **changes}


def good_stats(**records: dict[str, Any]) -> dict[str, Any]:
    return {"format": 1, "records": records or {"laus/standard": good_record()}}


# -- the cases ----------------------------------------------------------------------------------------


def file_cases(file: str, too_big: int) -> list[Case]:
    """What can be wrong with any of the three files as a file, whatever it should hold (``too_big``: bytes
    beyond the file's bound; the deepest nesting tried fits within it, so that it is parsed)."""
    tag = file.removesuffix(".json")
    deep = min(100_000, too_big // 3)
    return [
        Case(f"{tag}-empty", file, _bytes(file, b""), "not readable JSON"),
        Case(f"{tag}-truncated", file, _bytes(file, b'{"format": 1, "rules": "oh_hell", "vari'), "not readable JSON"),
        Case(f"{tag}-binary-junk", file, _bytes(file, b"\x89PNG\r\n\x1a\n\x00\xff\xfe\xfd" * 40), "not text"),
        Case(f"{tag}-random-bytes", file, _bytes(file, random.Random(5).randbytes(300)), "not text"),
        Case(f"{tag}-pickle", file, _bytes(file, pickle.dumps({"format": 1})), "not text"),
        Case(f"{tag}-bom", file, _bytes(file, b"\xef\xbb\xbf{}"), "not readable JSON"),
        Case(f"{tag}-too-big", file, _text(file, '{"format": 1, "pad": "' + "x" * too_big + '"}'),
             "far more than ours"),
        Case(f"{tag}-deep-nesting", file, _text(file, "[" * deep + "]" * deep), "nested"),
        Case(f"{tag}-deep-nesting-cut", file, _text(file, '{"a": ' * (deep // 3)), "nested"),
        Case(f"{tag}-a-folder", file, _folder(file), "not a file"),
        *([Case(f"{tag}-a-pipe", file, _pipe(file), "not a file"),
           Case(f"{tag}-endless-device", file, _endless(file), "not a file")] if POSIX else []),
        Case(f"{tag}-a-list", file, _text(file, "[1, 2, 3]"), "record"),
        Case(f"{tag}-format-2", file, _json(file, {"format": 2}), "format 2"),
        Case(f"{tag}-format-text", file, _json(file, {"format": "1"}), "format '1'"),
        Case(f"{tag}-no-format", file, _json(file, {}), "format nothing"),
    ]


MATCH_FIELDS: dict[str, tuple[object, str]] = {
    "rules": (3, "game"), "variant": (["classic"], "variant"), "players": (["4"], "players"),
    "seed": ("7", "seed"), "levels": ("rule,rule", "seats"), "actions": ({"0": "bid 1"}, "moves"),
    "ages": (34, "ages"), "undo_used": ("no", "move taken back"), "saved_at": ("yesterday", "time of saving"),
}
"""Each field of a save, a value of the wrong type for it, and how the problem names the field."""


def match_cases() -> list[Case]:
    wrong_types = [Case(f"match-{field}-wrong-type", MATCH, _json(MATCH, good_match(**{field: value})), words)
                   for field, (value, words) in MATCH_FIELDS.items()]
    return [*file_cases(MATCH, 2_100_000), *wrong_types, *match_value_cases(), *match_continue_cases()]


def match_value_cases() -> list[Case]:
    """Fields of the right type whose values the store refuses."""
    cases = {
        "match-missing-rules": (good_match(rules=None), "game"),
        "match-nan-seed": (_swap(good_match(), '"seed": 7', '"seed": NaN'), "seed should be a whole number"),
        "match-nan-time": (_swap(good_match(), "1700000000.0", "NaN"), "time of saving"),
        "match-infinity-time": (_swap(good_match(), "1700000000.0", "Infinity"), "Infinity, which is not"),
        "match-minus-infinity-time": (_swap(good_match(), "1700000000.0", "-Infinity"), "Infinity, which is not"),
        "match-1e400-time": (_swap(good_match(), "1700000000.0", "1e400"), "too large to keep"),
        "match-400-digit-seed": (_swap(good_match(), '"seed": 7', f'"seed": {10**400}'), "401 digits"),
        "match-400-digit-age": (_swap(good_match(ages=[9, 1, 2, 3]), "[9,", f"[{-10**400},"), "401 digits"),
        "match-seed-beyond-bound": (good_match(seed=2**64), "seed"),
        "match-negative-seed": (good_match(seed=-1), "seed"),
        "match-bool-players": (good_match(players=True), "players"),
        "match-one-player": (good_match(players=1, levels=[None]), "players"),
        "match-99-players": (good_match(players=99, levels=[None] + ["rule"] * 98), "players"),
        "match-unknown-level": (good_match(levels=[None, "rule", "grandmaster", "rule"]), "grandmaster"),
        "match-level-not-text": (good_match(levels=[None, "rule", 5, "rule"]), "level"),
        "match-seats-miscounted": (good_match(levels=[None, "rule"]), "2 seats for 4 players"),
        "match-two-humans": (good_match(levels=[None, None, "rule", "rule"]), "2 seats for the player"),
        "match-no-human": (good_match(levels=["rule"] * 4), "0 seats for the player"),
        "match-age-500": (good_match(ages=[500, 34, 27, 61]), "age"),
        "match-age-negative": (good_match(ages=[-3, 34, 27, 61]), "age"),
        "match-ages-miscounted": (good_match(ages=[9, 34]), "2 ages for 4 players"),
        "match-unknown-game": (good_match(rules="chess"), "'chess'"),
        "match-missing-house-rules": (good_match(rules="/nowhere/at/all/house.yaml"), "house-rules file"),
        "match-relative-house-rules": (good_match(rules="rules/oh_hell.yaml"), "house-rules file"),
        "match-nul-in-variant": (good_match(variant="clas\x00sic"), "cannot be shown"),
        "match-surrogate-in-variant": (good_match(variant="clas\ud800sic"), "cannot be shown"),
        "match-escape-in-variant": (good_match(variant="\x1b[2Jclassic"), "cannot be shown"),
        "match-long-variant": (good_match(variant="v" * 10_000), "10 000 characters"),
        "match-empty-variant": (good_match(variant=""), "variant"),
        "match-move-not-text": (good_match(actions=["bid 1", 2]), "move 2"),
        "match-move-control": (good_match(actions=["bid\x001"]), "move 1"),
        "match-move-surrogate": (good_match(actions=["bid \udc80"]), "move 1"),
        "match-move-long": (good_match(actions=["bid " + "1" * 5_000]), "move 1"),
        "match-too-many-moves": (good_match(actions=["bid 1"] * 60_000), "60 000 moves"),
        "match-not-a-record": ('"oh_hell"', "record"),
    }
    return [Case(name, MATCH, _text(MATCH, data) if isinstance(data, str) else _json(MATCH, data), says)
            for name, (data, says) in cases.items()]


def _json_text(data: object) -> str:
    return json.dumps(data)


def _swap(data: object, old: str, new: str) -> str:
    """``data`` as JSON text with ``old`` replaced by ``new`` (a number JSON allows and our writer never writes)."""
    text = _json_text(data)
    assert text.count(old) == 1, f"{old!r} is not once in {text[:80]!r}…"
    return text.replace(old, new)


def match_continue_cases() -> list[Case]:
    """Saves every field of which is of the right kind, that the rules refuse when Continue is pressed."""
    finished = finished_laus()
    cases = {
        "match-unknown-variant": (good_match(variant="no_such_variant"), "no variant"),
        "match-players-the-game-refuses": (good_match(rules="lohai", variant="standard", players=8,
                                                      levels=[None] + ["rule"] * 7), "for 4"),
        "match-players-the-game-is-not-for": (good_match(players=2, levels=[None, "rule"]), "is for 3 to 8"),
        "match-players-the-variant-refuses": (good_match(rules="lohai", variant="three_player", players=4),
                                              "for 3"),
        "match-illegal-move": (good_match(actions=["play ZZ"]), "no longer fit"),
        "match-nonsense-move": (good_match(actions=["¿¡ 💥 ☃"]), "its moves"),
        "match-move-out-of-turn": (good_match(actions=["bid 1"] * 40), "no longer fit"),
        "match-finished": (good_match(rules="laus", variant="short", players=3, seed=5,
                                      levels=[None, "rule", "rule"], actions=finished), "already over"),
        "match-moves-after-the-end": (good_match(rules="laus", variant="short", players=3, seed=5,
                                                 levels=[None, "rule", "rule"], actions=[*finished, "pass"]),
                                      "its moves"),
    }
    out = [Case(name, MATCH, _json(MATCH, data), says, at_continue=True) for name, (data, says) in cases.items()]
    out.append(Case("match-broken-house-rules", MATCH, _broken_house_rules, "rule file", at_continue=True))
    return out


def _broken_house_rules(folder: Path) -> None:
    """A save naming a house-rules file that is there but no longer loads."""
    rules = folder / "rules" / "mine.yaml"
    rules.parent.mkdir(exist_ok=True)
    rules.write_text("extends: oh_hell\nvariants: [this, is, not, a, mapping]\n")
    _json(MATCH, good_match(rules=str(rules.resolve())))(folder)


def finished_laus() -> list[str]:
    """The moves of a whole match of short Laus at three (seed 5), random but legal."""
    match = new_match(load_rules("laus"), "short", 3, 5)
    rng = random.Random(2)
    while not match.is_over():
        if match.state.is_over():
            match.next_hand()
        match.state.apply(rng.choice(match.state.legal_actions()))
    return list(match.actions)


SETTINGS_FIELDS: dict[str, object] = {
    "speed": 12, "sound": "yes", "volume": "loud", "card_back": 3, "hand_sort": [], "rank_order": {},
    "auto_play": 1, "undo": None, "player_name": 5, "player_age": "9", "levels": ["hard"],
    "window_width": 1.5, "window_height": True, "fullscreen": "no", "four_colour": 0,
}
"""Each setting, and a value of the wrong type for it."""


def settings_cases() -> list[Case]:
    """The file as a whole refused (defaults) or one value refused (the rest kept, named in ``keeps``)."""
    kept = {k: v for k, v in good_settings().items() if k != "format"}
    one_field = {f"settings-{field}-wrong-type": (field, value) for field, value in SETTINGS_FIELDS.items()} | {
        "settings-age-500": ("player_age", 500), "settings-age-negative": ("player_age", -1),
        "settings-width-beyond": ("window_width", 10**9), "settings-speed-unknown": ("speed", "ludicrous"),
        "settings-name-nul": ("player_name", "An\x00na"), "settings-name-surrogate": ("player_name", "An\ud800na"),
        "settings-name-long": ("player_name", "N" * 10_000), "settings-levels-escape": ("levels", "hard,\x1b[2J"),
        "settings-volume-250": ("volume", 250),
    }
    cases = [Case(name, SETTINGS, _json(SETTINGS, good_settings(**{field: value})), field.replace("_", " "),
                  keeps={k: v for k, v in kept.items() if k != field})
             for name, (field, value) in one_field.items()]
    numbers = {
        "settings-volume-nan": ("volume", '"volume": 40', '"volume": NaN', "volume (NaN"),
        "settings-volume-infinity": ("volume", '"volume": 40', '"volume": Infinity', "volume (Infinity"),
        "settings-volume-1e400": ("volume", '"volume": 40', '"volume": 1e400', "volume (1e400"),
        "settings-width-400-digits": ("window_width", '"window_width": 1500', f'"window_width": {10**400}',
                                      "window width (a number of 401 digits"),
    }
    cases += [Case(name, SETTINGS, _text(SETTINGS, _swap(good_settings(), old, new)), says,
                   keeps={k: v for k, v in kept.items() if k != field})
              for name, (field, old, new, says) in numbers.items()]
    return [*file_cases(SETTINGS, 70_000), *cases]


STATS_FIELDS: dict[str, tuple[object, str]] = {
    "title": (5, "title"), "low_is_good": ("yes", "score direction"), "played": ("4", "matches played"),
    "won": ([3], "matches won"), "lost": ({"n": 1}, "matches lost"), "best": ("200", "best score"),
    "total": ([3000], "total"), "streak": (2.5, "streak"), "best_streak": (None, "best run"),
    "with_undo": (True, "matches with undo"), "with_aids": ("1", "matches with aids"),
    "practice": (-1, "practice matches"),
}
"""Each field of a statistics record, a value of the wrong type for it, and how the problem names it."""


def stats_cases() -> list[Case]:
    """One damaged record among good ones (the good ones kept, named in ``keeps``), or the whole file refused."""
    good = {"oh_hell/classic": good_record(title="Oh Hell — Classic", low_is_good=False, played=5, won=4, best=41,
                                           total=120, with_undo=0)}
    records: dict[str, tuple[dict[str, Any], str]] = {
        f"stats-{field}-wrong-type": (good_record(**{field: value}), words)
        for field, (value, words) in STATS_FIELDS.items()}
    records |= {
        "stats-total-beyond-belief": (good_record(total=10**17), "total"),
        "stats-best-beyond-belief": (good_record(best=-(10**15)), "best score"),
        "stats-negative-played": (good_record(played=-4), "matches played"),
        "stats-miscounted": (good_record(won=30), "30 won and 1 lost of 4"),
        "stats-streak-beyond-played": (good_record(streak=90), "streak"),
        "stats-undo-beyond-played": (good_record(with_undo=9), "with undo"),
        "stats-aids-beyond-played": (good_record(with_aids=9), "with aids"),
        "stats-best-without-matches": (good_record(played=0, won=0, lost=0, total=0, streak=0, best_streak=0,
                                                   with_undo=0), "best score"),
        "stats-title-nul": (good_record(title="Laus\x00 — Standard"), "cannot be shown"),
        "stats-title-surrogate": (good_record(title="Laus \udfff"), "cannot be shown"),
        "stats-title-newline": (good_record(title="Laus\nStandard"), "cannot be shown"),
        "stats-title-long": (good_record(title="L" * 10_000), "10 000 characters"),
        "stats-title-missing": ({k: v for k, v in good_record().items() if k != "title"}, "title"),
        "stats-record-a-list": ([1, 2], "record"),
    }
    cases = [Case(name, STATS, _json(STATS, good_stats(**good, **{"laus/standard": record})), says,
                  keeps={"oh_hell/classic": True})
             for name, (record, says) in records.items()]
    cases.append(Case("stats-key-nul", STATS, _json(STATS, good_stats(**good, **{"laus/\x00": good_record()})),
                      "key", keeps={"oh_hell/classic": True}))
    both = good_stats(**good, **{"laus/standard": good_record()})
    numbers = {
        "stats-total-400-digits": ('"total": 3000', f'"total": {10**400}', "401 digits"),
        "stats-total-nan": ('"total": 3000', '"total": NaN', "total should be a whole number"),
        "stats-best-infinity": ('"best": 200', '"best": -Infinity', "not -Infinity"),
        "stats-played-1e400": ('"played": 4', '"played": 1e400', "too large to keep"),
    }
    cases += [Case(name, STATS, _text(STATS, _swap(both, old, new)), says, keeps={"oh_hell/classic": True})
              for name, (old, new, says) in numbers.items()]
    whole = {
        "stats-records-a-list": ({"format": 1, "records": [good_record()]}, "list of games"),
        "stats-too-many-records": ({"format": 1, "records": {f"g/{k}": {} for k in range(2_000)}}, "2000 games"),
    }
    cases += [Case(name, STATS, _json(STATS, data), says) for name, (data, says) in whole.items()]
    return [*file_cases(STATS, 1_100_000), *cases]


def all_cases() -> list[Case]:
    """Every damaged file, each with a name of its own."""
    cases = [*match_cases(), *settings_cases(), *stats_cases()]
    assert len({case.name for case in cases}) == len(cases), "two cases share a name"
    return cases


def main(argv: list[str]) -> int:
    """Write every case into ``argv[0]/<case name>/``."""
    if len(argv) != 1:
        print("usage: python -m tests.hostile_stored FOLDER")
        return 2
    for case in all_cases():
        folder = Path(argv[0]) / case.name
        folder.mkdir(parents=True, exist_ok=True)
        case.write(folder)
    print(f"{len(all_cases())} damaged files written under {argv[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
