"""Load and validate rule files into frozen records.

A rule file (``rules/<game>.yaml``) holds a game's deck, deal, players allowed,
options with their defaults (every one of our rulings is an option) and named
variants that set options.  Loading reports *every* problem at once, each with
file, line and key path, so a person editing a house-rules file fixes them all
in one go.  Files are read with the safe loader only: a ``!!python`` tag is a
problem to report, never code to run.

This is the one door every rule file comes through — the app's title and
new-game screens, ``python -m game.rules check``, saves, the tools — so what
it accepts must be a game the app can list, start and play to the end, and
what it refuses must be explained, never a traceback.  In three steps: the
text is read and parsed within fixed bounds (:mod:`game.engine.bounded`: size,
depth, aliases, numbers, tags); the data passes the general schema below
(types, closed sets of keys, drawable texts of sane length); and it is held to
its engine's table of needs (:mod:`game.engine.needs`) and the engine's own
``check_rules`` for rules that tie parts of the file together.

A house-rules file may instead ``extends: <game>`` and add variants only.
"""

from __future__ import annotations

import copyreg
import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path as FilePath
from types import MappingProxyType, ModuleType
from typing import Any

import yaml

from .. import games
from .bounded import Refused, load_bounded
from .cards import RANKS, SUITLESS_NAMES, SUITS, DeckSpec, deck_from_data
from .needs import Kind, Needs, OptionNeed, check_needs
from .quoting import shown
from .schema import (
    DESCRIBE,
    NAME,
    TITLE,
    Key,
    Path,
    Problem,
    Problems,
    Validator,
    anything,
    describe_type,
    is_bool,
    is_card,
    is_int,
    is_str,
    is_text,
    is_value,
    is_word,
    list_of,
    mapping_of,
    record,
)

RULES_DIR = games.RULES_DIR
MAX_FILE_BYTES = 256 * 1024
"""The largest rule file read: the built-in ones are under 5 KB, so this leaves fifty times the room."""
MAX_VARIANTS = 32
"""The most variants a game may have (the new-game screen lists them all)."""
MAX_OPTIONS = 40
"""The most options a rule file may define."""
MAX_POINTS = 100_000
"""The highest point value of a card, a bonus or a slam (a target is at most as much)."""


def engine_names() -> tuple[str, ...]:
    """The closed set of engines a rule file may name: every game in the registry (:mod:`game.games`)."""
    return games.names()


class RuleFileError(ValueError):
    """A rule file with problems; ``problems`` lists each with file, line and key."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


def engine_module(name: str) -> ModuleType:
    """The engine module of the game called ``name`` (``KeyError`` for a game the registry does not know)."""
    return importlib.import_module(games.spec_for(name).engine)


# --------------------------------------------------------------------------- records



def _frozen(mapping: dict[Any, Any]) -> MappingProxyType[Any, Any]:
    return MappingProxyType(mapping)


# Rule sets and states cross to the bots' worker process by pickle; a read-only
# mapping travels as its plain dict and is frozen again on arrival.
copyreg.pickle(MappingProxyType, lambda proxy: (_frozen, (dict(proxy),)))

@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One named option: its default, allowed values and a one-line explanation."""

    name: str
    default: Any
    describe: str
    title: str
    choices: tuple[Any, ...] | None = None
    low: int | None = None
    high: int | None = None

    def problem_with(self, value: Any) -> str | None:
        """Why ``value`` does not suit this option, or ``None``: one of its choices (``true`` is not ``1``),
        or of its default's type and within its range."""
        if self.choices is not None:
            if not among(value, self.choices):
                return f"unknown value '{shown(value)}' (choose one of: {', '.join(map(str, self.choices))})"
            return None
        if isinstance(self.default, bool):
            return None if isinstance(value, bool) else f"expected true or false, got {describe_type(value)}"
        if isinstance(self.default, int):
            if not isinstance(value, int) or isinstance(value, bool):
                return f"expected a whole number, got {describe_type(value)}"
            if self.low is not None and value < self.low:
                return f"{value} is too small (at least {self.low})"
            if self.high is not None and value > self.high:
                return f"{value} is too large (at most {self.high})"
        if isinstance(self.default, str) and not isinstance(value, str):
            return f"expected text, got {describe_type(value)}"
        return None


def among(value: Any, choices: Sequence[Any]) -> bool:
    """``value`` is one of ``choices``, of the same type too: YAML's ``true`` equals ``1`` in Python, but an
    option that takes 0 or 2 jokers must not take ``false``."""
    return any(type(value) is type(known) and value == known for known in choices)


@dataclass(frozen=True, slots=True)
class Variant:
    name: str
    title: str
    describe: str
    options: Mapping[str, Any]
    players: int | None = None


@dataclass(frozen=True, slots=True)
class RuleSet:
    """A validated rule file.  ``data`` keeps the engine-specific sections."""

    game: str
    title: str
    describe: str
    engine: str
    path: str
    players_min: int
    players_max: int
    players_default: int
    deck: DeckSpec
    deal: Mapping[str, Any]
    play: Mapping[str, Any]
    options: Mapping[str, OptionSpec]
    variants: Mapping[str, Variant]
    default_variant: str
    data: Mapping[str, Any] = field(repr=False, compare=False, default_factory=dict)

    @property
    def module(self) -> ModuleType:
        return engine_module(self.engine)

    def resolve(self, variant: str | Mapping[str, Any] | None) -> tuple[str | None, dict[str, Any]]:
        """The options a variant name or option dict stands for, over the defaults."""
        chosen: Mapping[str, Any]
        name: str | None
        if variant is None:
            variant = self.default_variant
        if isinstance(variant, str):
            if variant not in self.variants:
                known = ", ".join(self.variants)
                raise ValueError(f"{self.title} has no variant '{variant}' (known: {known})")
            name, chosen = variant, self.variants[variant].options
        else:
            name, chosen = None, variant
        options = {key: spec.default for key, spec in self.options.items()}
        problems = []
        for key, value in chosen.items():
            spec = self.options.get(key)
            if spec is None:
                problems.append(f"unknown option '{key}'")
                continue
            why = spec.problem_with(value)
            if why:
                problems.append(f"option '{key}': {why}")
            options[key] = value
        if problems:
            raise ValueError(f"{self.title}: " + "; ".join(problems))
        return name, options

    def variant_players(self, variant: str | Mapping[str, Any] | None) -> int | None:
        if isinstance(variant, str) and variant in self.variants:
            return self.variants[variant].players
        return None


# --------------------------------------------------------------------------- schema

SPECIAL = record({
    "code": Key(is_str(tuple(SUITLESS_NAMES)), required=True), "name": Key(is_text(NAME)),
    "count": Key(is_int(1, 8)), "colour": Key(is_str(("black", "red"))), "points": Key(is_int(0, MAX_POINTS)),
    "art": Key(is_word),
})
DECK = record({
    "suits": Key(list_of(is_str(SUITS), min_len=1, max_len=len(SUITS), unique=True), required=True),
    "ranks": Key(list_of(is_str(RANKS), min_len=1, max_len=len(RANKS), unique=True), required=True),
    "copies": Key(is_int(1, 4)),
    "specials": Key(list_of(SPECIAL, max_len=len(SUITLESS_NAMES))),
    "points": Key(mapping_of(is_str(), is_int(0, MAX_POINTS))),
}, name="the deck")
PLAYERS = record({
    "min": Key(is_int(2, 8), required=True), "max": Key(is_int(2, 8), required=True),
    "default": Key(is_int(2, 8)),
})
OPTION = record({
    "default": Key(is_value, required=True), "describe": Key(is_text(DESCRIBE, lines=True), required=True),
    "title": Key(is_text(TITLE)), "choices": Key(list_of(is_value, min_len=1, max_len=20)), "hook": Key(is_word),
    "min": Key(is_int()), "max": Key(is_int()),
})
VARIANT = record({
    "title": Key(is_text(TITLE)), "describe": Key(is_text(DESCRIBE, lines=True)), "players": Key(is_int(2, 8)),
    "options": Key(mapping_of(is_word, is_value, max_len=MAX_OPTIONS)),
})
VARIANTS = mapping_of(is_word, VARIANT, max_len=MAX_VARIANTS)


def top_schema(module: ModuleType | None, needs: Needs | None = None) -> Validator:
    """A whole rule file; the engine's module gives its ``deal`` and ``play`` validators and its needs say
    which sections it cannot do without."""
    deal = getattr(module, "DEAL_SCHEMA", anything)
    play = getattr(module, "PLAY_SCHEMA", anything)
    sections = needs.sections if needs is not None else ()
    return record({
        "game": Key(is_word, required=True),
        "title": Key(is_text(TITLE), required=True),
        "describe": Key(is_text(DESCRIBE, lines=True)),
        "engine": Key(is_str(engine_names()), required=True),
        "players": Key(PLAYERS, required=True),
        "deck": Key(DECK, required=True),
        "deal": Key(deal, required="deal" in sections),
        "play": Key(play, required="play" in sections),
        "options": Key(mapping_of(is_word, OPTION, max_len=MAX_OPTIONS), required=bool(needs and needs.options)),
        "variants": Key(VARIANTS),
        "default_variant": Key(is_word),
    })


def extends_schema() -> Validator:
    """A house file that adds variants to a built-in game."""
    return record({
        "extends": Key(is_str(engine_names()), required=True),
        "title": Key(is_text(TITLE)),
        "variants": Key(VARIANTS, required=True),
    })


def needs_of(module: ModuleType | None) -> Needs | None:
    """The engine's table of needs (``NEEDS``); a game registered without one gets the general checks only."""
    needs = getattr(module, "NEEDS", None)
    return needs if isinstance(needs, Needs) else None


# --------------------------------------------------------------------------- reading


def load_rules(name_or_path: str | FilePath) -> RuleSet:
    """A built-in game by name (``"oh_hell"``) or a rule file by path.

    Raises :class:`RuleFileError` listing every problem found.
    """
    path = FilePath(name_or_path)
    if not is_rule_file_name(path):
        known = games.find(str(name_or_path))
        path = known.rules if known is not None else RULES_DIR / f"{name_or_path}.yaml"
        if known is None and not _is_file(path):  # name the text given, not a file in our folder it never named
            raise RuleFileError([Problem(shown(str(name_or_path)), 1, "(file)", "not a rule file's name (one ends in "
                                         f".yaml or .yml) nor one of our games ({', '.join(engine_names())})")])
    shown_path = _shown_path(path)
    return parse_rules(_read(path, shown_path), shown_path)


RULE_SUFFIXES = (".yaml", ".yml")
"""A rule file's name ends so, in any case (``EXAMPLE.YAML`` too: a file saved on Windows is not ignored)."""


def is_rule_file_name(path: FilePath) -> bool:
    """``path`` is named as a rule file is (``.yaml`` or ``.yml``, any case), not as a game."""
    return path.suffix.lower() in RULE_SUFFIXES


def _shown_path(path: FilePath) -> str:
    """The file as its messages name it: the path given (under the current folder if it is there), never where
    a link points (a dangling link's message named its target, a file the user never typed)."""
    try:
        return str((path.parent.resolve() / path.name).relative_to(FilePath.cwd()))
    except (OSError, ValueError, RuntimeError):
        return str(path)


def _read(path: FilePath, shown_path: str) -> str:
    """The file's text, never more than :data:`MAX_FILE_BYTES` of it: a device, a fifo or a 50 MB file
    named ``.yaml`` costs no more memory or time than a real rule file."""
    def refused(line: int, why: str) -> RuleFileError:
        return RuleFileError([Problem(shown_path, line, "(file)", why)])
    try:
        regular, exists = path.is_file(), path.exists()
        raw = _head(path) if regular else b""
    except (OSError, ValueError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise refused(1, f"cannot read the file: {shown(reason, 80)}") from None
    if not regular:
        raise refused(1, "cannot read the file: " + ("it is not a regular file" if exists else _missing(path)))
    if len(raw) > MAX_FILE_BYTES:
        raise refused(1, f"the file is over {MAX_FILE_BYTES // 1024} KB; a rule file is a few KB of text")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise refused(line, f"cannot read the file: it is not UTF-8 text (byte 0x{raw[error.start]:02x})") from None


def _is_file(path: FilePath) -> bool:
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def _missing(path: FilePath) -> str:
    """Why a path that is not there is not: a link pointing nowhere says so (its target is not what was given)."""
    try:
        return "it is a link to a file that is not there" if path.is_symlink() else "there is no such file"
    except (OSError, ValueError):
        return "there is no such file"


def _head(path: FilePath) -> bytes:
    """The first :data:`MAX_FILE_BYTES` and one bytes of a file: enough to know it is too long."""
    with path.open("rb") as stream:
        return stream.read(MAX_FILE_BYTES + 1)


def _parse(text: str, problems: Problems) -> Any:
    """The file's data, parsed within bounds; any problem at this stage stops the check here."""
    try:
        data = load_bounded(text, problems)
    except Refused as refused:
        raise RuleFileError([refused.problem]) from None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
        line = mark.line + 1 if mark is not None else 1
        what = shown(getattr(error, "problem", None) or str(error), 120)
        raise RuleFileError([Problem(problems.file, line, "(file)", f"not valid YAML: {what}")]) from None
    if problems.found:
        raise RuleFileError(problems.found)
    return data


# --------------------------------------------------------------------------- checking


def parse_rules(text: str, file: str) -> RuleSet:
    """Validate rule-file text; ``file`` is the name used in messages."""
    problems = Problems(file)
    data = _parse(text, problems)
    if not isinstance(data, dict):
        raise RuleFileError([Problem(file, 1, "(top)", "a rule file is a mapping of keys like game:, deck:, options:")])
    if "extends" in data:
        return _extend(data, problems)
    module = engine_module(data["engine"]) if data.get("engine") in engine_names() else None
    needs = needs_of(module)
    top_schema(module, needs)(data, (), problems)
    if not problems.found:
        _check_meaning(data, module, needs, problems)
    if problems.found:
        raise RuleFileError(problems.found)
    return _build(data, file)


def _extend(data: dict[str, Any], problems: Problems) -> RuleSet:
    extends_schema()(data, (), problems)
    if problems.found:
        raise RuleFileError(problems.found)
    base_rules = load_rules(data["extends"])
    merged = dict(base_rules.data)
    merged_variants = dict(merged.get("variants") or {})
    for name in data["variants"]:
        if name in merged_variants:
            problems.add(("variants", str(name)), f"'{shown(name)}' is a built-in variant; give yours another name")
    merged_variants.update(data["variants"])
    if len(merged_variants) > MAX_VARIANTS:
        problems.add(("variants",), f"{base_rules.title} would have {len(merged_variants)} variants; "
                                    f"at most {MAX_VARIANTS} fit the new-game screen")
    merged["variants"] = merged_variants
    if "title" in data:
        merged["title"] = data["title"]
    module = engine_module(merged["engine"])
    _check_variants(merged, problems, needs_of(module), only=set(data["variants"]))
    if not problems.found:
        _check_engine(merged, module, problems)
    if problems.found:
        raise RuleFileError(problems.found)
    return _build(merged, problems.file)


def _check_meaning(data: dict[str, Any], module: ModuleType | None, needs: Needs | None,
                   problems: Problems) -> None:
    """Checks that need the whole file: ranges, hooks, variants, the engine's needs, the deck's size."""
    _check_game_name(data, problems)
    players = data["players"]
    if players["min"] > players["max"]:
        problems.add(("players",), f"min {players['min']} is more than max {players['max']}")
    default = players.get("default", players["min"])
    if not players["min"] <= default <= players["max"]:
        problems.add(("players", "default"), f"{default} is outside {players['min']}..{players['max']}")
    for key in data["deck"].get("points") or {}:
        if str(key) not in map(str, data["deck"]["ranks"]) and not _is_card_or_code(str(key), data["deck"]):
            problems.add(("deck", "points", str(key)),
                         f"'{shown(str(key))}' is not a rank, card or special card of this deck")
    hooks = getattr(module, "HOOKS", {})
    for name, option in (data.get("options") or {}).items():
        _check_option(str(name), option, hooks, problems)
    if needs is not None:
        check_needs(data, needs, problems)
    _check_variants(data, problems, needs)
    variants = data.get("variants") or {}
    chosen = data.get("default_variant")
    if chosen is not None and chosen not in variants:
        problems.add(("default_variant",), f"unknown variant '{shown(chosen)}'")
    if module is not None and not problems.found:
        _check_engine(data, module, problems)


def _check_game_name(data: dict[str, Any], problems: Problems) -> None:
    """``game:`` is the name saves, statistics and the rules screen know the file by; it may be a name of the
    file's own (``my_oh_hell``), but not another built-in game's: ``game: koira`` with ``engine: oh_hell``
    would show Koira's rules and resume Koira's saves on Oh Hell's engine."""
    game, engine = str(data["game"]), str(data["engine"])
    if game != engine and game in engine_names():
        problems.add(("game",), f"'{shown(game)}' is another game than this file's engine '{shown(engine)}': "
                                f"write game: {shown(engine)}, or a name of your own")


def _check_engine(data: dict[str, Any], module: ModuleType, problems: Problems) -> None:
    """The engine's own whole-file rules (``check_rules``), on data that passed everything else."""
    check = getattr(module, "check_rules", None)
    if check is not None:
        check(data, problems)


def _is_card_or_code(text: str, deck: dict[str, Any]) -> bool:
    codes = {str(s.get("code")) for s in deck.get("specials") or ()}
    if text in codes:
        return True
    return len(text) == 2 and text[0] in map(str, deck["ranks"]) and text[1] in deck["suits"]


def _check_option(name: str, option: dict[str, Any], hooks: Mapping[str, Mapping[str, Any]],
                  problems: Problems) -> None:
    path: Path = ("options", name)
    if "hook" in option:
        slot = option["hook"]
        if slot not in hooks:
            problems.add((*path, "hook"), f"unknown hook '{shown(slot)}' (known: {', '.join(hooks) or 'none'})")
            return
        allowed = list(hooks[slot])
        for i, choice in enumerate(option.get("choices", allowed)):
            if not among(choice, allowed):
                problems.add((*path, "choices", i), f"unknown hook '{shown(choice)}' (known: {', '.join(allowed)})")
        if not among(option["default"], allowed):
            problems.add((*path, "default"),
                         f"unknown hook '{shown(option['default'])}' (known: {', '.join(allowed)})")
        return
    default = option["default"]
    if "choices" in option and not among(default, option["choices"]):
        problems.add((*path, "default"), f"'{shown(default)}' is not one of its choices")
    if ("min" in option or "max" in option) and (not isinstance(default, int) or isinstance(default, bool)):
        problems.add((*path, "default"), "min and max need a whole-number default")
    elif isinstance(default, int) and not isinstance(default, bool):
        if "min" in option and "max" in option and option["min"] > option["max"]:
            problems.add((*path, "min"), f"min {option['min']} is more than max {option['max']}")
        if "min" in option and default < option["min"]:
            problems.add((*path, "default"), f"{default} is below its min {option['min']}")
        if "max" in option and default > option["max"]:
            problems.add((*path, "default"), f"{default} is above its max {option['max']}")


def _check_variants(data: dict[str, Any], problems: Problems, needs: Needs | None,
                    only: set[str] | None = None) -> None:
    hooks = getattr(engine_module(data["engine"]), "HOOKS", {}) if data.get("engine") in engine_names() else {}
    options = _specs(data, hooks, needs)
    players = data["players"]
    for name, variant in (data.get("variants") or {}).items():
        if only is not None and name not in only:
            continue
        for key, value in (variant.get("options") or {}).items():
            path: Path = ("variants", str(name), "options", str(key))
            spec = options.get(str(key))
            if spec is None:
                problems.add(path, f"unknown option '{shown(str(key))}' (known: {', '.join(options) or 'none'})")
                continue
            why = spec.problem_with(value)
            if why:
                problems.add(path, why)
        count = variant.get("players")
        if count is not None and not players["min"] <= count <= players["max"]:
            problems.add(("variants", str(name), "players"), f"{count} is outside {players['min']}..{players['max']}")


def _specs(data: dict[str, Any], hooks: Mapping[str, Mapping[str, Any]], needs: Needs | None) -> dict[str, OptionSpec]:
    wanted = needs.options if needs is not None else {}
    return {str(k): _spec(str(k), v, hooks, wanted.get(str(k))) for k, v in (data.get("options") or {}).items()}


def _spec(name: str, option: dict[str, Any], hooks: Mapping[str, Mapping[str, Any]],
          need: OptionNeed | None = None) -> OptionSpec:
    """An option as the loader and the app use it: its own choices and range, narrowed to what the engine
    copes with when the file leaves them out (a variant may not set a target the engine cannot reach)."""
    choices = option.get("choices")
    if choices is None and "hook" in option:
        choices = list(hooks.get(option["hook"], {})) or None
    if choices is None and need is not None and need.kind is Kind.CHOICE:
        choices = list(need.choices)
    low, high = option.get("min"), option.get("max")
    if need is not None and need.kind is Kind.NUMBER:
        low = need.low if low is None else max(low, need.low)
        high = need.high if high is None else min(high, need.high)
    return OptionSpec(
        name=name, default=option["default"], describe=str(option["describe"]),
        title=str(option.get("title", name.replace("_", " ").capitalize())),
        choices=tuple(choices) if choices is not None else None, low=low, high=high,
    )


# --------------------------------------------------------------------------- building


def _build(data: dict[str, Any], file: str) -> RuleSet:
    module = engine_module(data["engine"])
    hooks = getattr(module, "HOOKS", {})
    options = _specs(data, hooks, needs_of(module))
    variants = {
        str(name): Variant(
            name=str(name), title=str(v.get("title", str(name).replace("_", " ").capitalize())),
            describe=str(v.get("describe", "")), options=MappingProxyType(dict(v.get("options") or {})),
            players=v.get("players"),
        )
        for name, v in (data.get("variants") or {"standard": {}}).items()
    }
    players = data["players"]
    return RuleSet(
        game=str(data["game"]), title=str(data["title"]), describe=str(data.get("describe", "")),
        engine=str(data["engine"]), path=file,
        players_min=players["min"], players_max=players["max"],
        players_default=players.get("default", players["min"]),
        deck=deck_from_data(data["deck"]),
        deal=MappingProxyType(dict(data.get("deal") or {})),
        play=MappingProxyType(dict(data.get("play") or {})),
        options=MappingProxyType(options), variants=MappingProxyType(variants),
        default_variant=str(data.get("default_variant", next(iter(variants)))),
        data=MappingProxyType(data),
    )


def card_list(value: Any, path: Path, problems: Problems) -> None:
    """Validator for a list of card texts (used by engine PLAY_SCHEMAs)."""
    list_of(is_card)(value, path, problems)


__all__ = [
    "MAX_FILE_BYTES", "OptionSpec", "RuleFileError", "RuleSet", "Variant", "among", "card_list", "engine_module",
    "engine_names", "is_bool", "load_rules", "parse_rules",
]
