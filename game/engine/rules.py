"""Load and validate rule files into frozen records.

A rule file (``rules/<game>.yaml``) holds a game's deck, deal, players allowed,
options with their defaults (every one of our rulings is an option) and named
variants that set options.  Loading reports *every* problem at once, each with
file, line and key path, so a person editing a house-rules file fixes them all
in one go.  Files are read with ``yaml.safe_load`` only: a ``!!python`` tag is a
problem to report, never code to run.

A house-rules file may instead ``extends: <game>`` and add variants only.
"""

from __future__ import annotations

import copyreg
import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path as FilePath
from types import MappingProxyType, ModuleType
from typing import Any

import yaml

from .. import games
from .cards import DeckSpec, deck_from_data
from .schema import (
    Key,
    Path,
    Problem,
    Problems,
    Validator,
    anything,
    is_bool,
    is_card,
    is_int,
    is_str,
    list_of,
    mapping_of,
    node_lines,
    record,
)

RULES_DIR = games.RULES_DIR


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
        """Why ``value`` does not suit this option, or ``None``."""
        if self.choices is not None:
            if value not in self.choices:
                return f"unknown value '{value}' (choose one of: {', '.join(map(str, self.choices))})"
            return None
        if isinstance(self.default, bool):
            return None if isinstance(value, bool) else f"expected true or false, got {value!r}"
        if isinstance(self.default, int):
            if not isinstance(value, int) or isinstance(value, bool):
                return f"expected a whole number, got {value!r}"
            if self.low is not None and value < self.low:
                return f"{value} is too small (at least {self.low})"
            if self.high is not None and value > self.high:
                return f"{value} is too large (at most {self.high})"
        return None


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
    "code": Key(is_str(), required=True), "name": Key(is_str()), "count": Key(is_int(1, 8)),
    "colour": Key(is_str(("black", "red"))), "points": Key(is_int()), "art": Key(is_str()),
})
DECK = record({
    "suits": Key(list_of(is_str(("S", "H", "D", "C")), min_len=1, unique=True), required=True),
    "ranks": Key(list_of(is_str(("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")),
                         min_len=1, unique=True), required=True),
    "copies": Key(is_int(1, 4)),
    "specials": Key(list_of(SPECIAL)),
    "points": Key(mapping_of(is_str(), is_int())),
}, name="the deck")
PLAYERS = record({
    "min": Key(is_int(2, 8), required=True), "max": Key(is_int(2, 8), required=True),
    "default": Key(is_int(2, 8)),
})
OPTION = record({
    "default": Key(anything, required=True), "describe": Key(is_str(), required=True),
    "title": Key(is_str()), "choices": Key(list_of(anything, min_len=1)), "hook": Key(is_str()),
    "min": Key(is_int()), "max": Key(is_int()),
})
VARIANT = record({
    "title": Key(is_str()), "describe": Key(is_str()), "players": Key(is_int(2, 8)),
    "options": Key(mapping_of(is_str(), anything)),
})


def top_schema(module: ModuleType | None) -> Validator:
    deal = getattr(module, "DEAL_SCHEMA", anything)
    play = getattr(module, "PLAY_SCHEMA", anything)
    return record({
        "game": Key(is_str(), required=True),
        "title": Key(is_str(), required=True),
        "describe": Key(is_str()),
        "engine": Key(is_str(engine_names()), required=True),
        "players": Key(PLAYERS, required=True),
        "deck": Key(DECK, required=True),
        "deal": Key(deal),
        "play": Key(play),
        "options": Key(mapping_of(is_str(), OPTION)),
        "variants": Key(mapping_of(is_str(), VARIANT)),
        "default_variant": Key(is_str()),
    })


def extends_schema() -> Validator:
    """A house file that adds variants to a built-in game."""
    return record({
        "extends": Key(is_str(engine_names()), required=True),
        "title": Key(is_str()),
        "variants": Key(mapping_of(is_str(), VARIANT), required=True),
    })


# --------------------------------------------------------------------------- loading


def load_rules(name_or_path: str | FilePath) -> RuleSet:
    """A built-in game by name (``"oh_hell"``) or a rule file by path.

    Raises :class:`RuleFileError` listing every problem found.
    """
    path = FilePath(name_or_path)
    if path.suffix not in (".yaml", ".yml"):
        known = games.find(str(name_or_path))
        path = known.rules if known is not None else RULES_DIR / f"{name_or_path}.yaml"
    shown = _shown_path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise RuleFileError([Problem(shown, 1, "(file)", f"cannot read the file: {reason}")]) from None
    return parse_rules(text, shown)


def _shown_path(path: FilePath) -> str:
    try:
        return str(path.resolve().relative_to(FilePath.cwd()))
    except ValueError:
        return str(path)


SAFE_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""The safe loader, in libyaml's C when PyYAML has it (the same safe constructor, several times faster)."""


def _safe_load_with_nodes(text: str) -> tuple[Any, Any]:
    """What ``yaml.safe_load`` does — the safe loader, nothing else — keeping the node tree for line numbers.

    Parsing once instead of composing and then loading halves the start-up time the rule files cost.
    """
    loader = SAFE_LOADER(text)
    try:
        node = loader.get_single_node()
        return node, (loader.construct_document(node) if node is not None else None)
    finally:
        loader.dispose()


def parse_rules(text: str, file: str) -> RuleSet:
    """Validate rule-file text; ``file`` is the name used in messages."""
    problems = Problems(file)
    try:
        node, data = _safe_load_with_nodes(text)
        node_lines(node, problems)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
        line = mark.line + 1 if mark is not None else 1
        what = getattr(error, "problem", None) or str(error)
        if "python" in str(error):
            what = "tags that build Python objects are not allowed in rule files"
        raise RuleFileError([Problem(file, line, "(file)", f"not valid YAML: {what}")]) from None
    if not isinstance(data, dict):
        raise RuleFileError([Problem(file, 1, "(top)", "a rule file is a mapping of keys like game:, deck:, options:")])
    if "extends" in data:
        return _extend(data, problems)
    module = engine_module(data["engine"]) if data.get("engine") in engine_names() else None
    top_schema(module)(data, (), problems)
    if not problems.found:
        _check_meaning(data, module, problems)
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
            problems.add(("variants", str(name)), f"'{name}' is a built-in variant; give yours another name")
    merged_variants.update(data["variants"])
    merged["variants"] = merged_variants
    if "title" in data:
        merged["title"] = data["title"]
    _check_variants(merged, problems, only=set(data["variants"]))
    if problems.found:
        raise RuleFileError(problems.found)
    return _build(merged, problems.file)


def _check_meaning(data: dict[str, Any], module: ModuleType | None, problems: Problems) -> None:
    """Checks that need the whole file: ranges, hooks, variants, the deck's size."""
    players = data["players"]
    if players["min"] > players["max"]:
        problems.add(("players",), f"min {players['min']} is more than max {players['max']}")
    default = players.get("default", players["min"])
    if not players["min"] <= default <= players["max"]:
        problems.add(("players", "default"), f"{default} is outside {players['min']}..{players['max']}")
    for key in data["deck"].get("points") or {}:
        if str(key) not in map(str, data["deck"]["ranks"]) and not _is_card_or_code(str(key), data["deck"]):
            problems.add(("deck", "points", str(key)), f"'{key}' is not a rank, card or special card of this deck")
    hooks = getattr(module, "HOOKS", {})
    for name, option in (data.get("options") or {}).items():
        _check_option(str(name), option, hooks, problems)
    _check_variants(data, problems)
    variants = data.get("variants") or {}
    chosen = data.get("default_variant")
    if chosen is not None and chosen not in variants:
        problems.add(("default_variant",), f"unknown variant '{chosen}'")
    if module is not None and not problems.found:
        module.check_rules(data, problems)


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
            problems.add((*path, "hook"), f"unknown hook '{slot}' (known: {', '.join(hooks) or 'none'})")
            return
        allowed = list(hooks[slot])
        for i, choice in enumerate(option.get("choices", allowed)):
            if choice not in allowed:
                problems.add((*path, "choices", i), f"unknown hook '{choice}' (known: {', '.join(allowed)})")
        if option["default"] not in allowed:
            problems.add((*path, "default"), f"unknown hook '{option['default']}' (known: {', '.join(allowed)})")
        return
    if "choices" in option and option["default"] not in option["choices"]:
        problems.add((*path, "default"), f"'{option['default']}' is not one of its choices")
    default = option["default"]
    if ("min" in option or "max" in option) and (not isinstance(default, int) or isinstance(default, bool)):
        problems.add((*path, "default"), "min and max need a whole-number default")
    elif isinstance(default, int) and not isinstance(default, bool):
        if "min" in option and default < option["min"]:
            problems.add((*path, "default"), f"{default} is below its min {option['min']}")
        if "max" in option and default > option["max"]:
            problems.add((*path, "default"), f"{default} is above its max {option['max']}")


def _check_variants(data: dict[str, Any], problems: Problems, only: set[str] | None = None) -> None:
    hooks = getattr(engine_module(data["engine"]), "HOOKS", {}) if data.get("engine") in engine_names() else {}
    options = {str(k): _spec(str(k), v, hooks) for k, v in (data.get("options") or {}).items()}
    players = data["players"]
    for name, variant in (data.get("variants") or {}).items():
        if only is not None and name not in only:
            continue
        for key, value in (variant.get("options") or {}).items():
            path: Path = ("variants", str(name), "options", str(key))
            spec = options.get(str(key))
            if spec is None:
                problems.add(path, f"unknown option '{key}' (known: {', '.join(options)})")
                continue
            why = spec.problem_with(value)
            if why:
                problems.add(path, why)
        count = variant.get("players")
        if count is not None and not players["min"] <= count <= players["max"]:
            problems.add(("variants", str(name), "players"), f"{count} is outside {players['min']}..{players['max']}")


def _spec(name: str, option: dict[str, Any], hooks: Mapping[str, Mapping[str, Any]]) -> OptionSpec:
    choices = option.get("choices")
    if choices is None and "hook" in option:
        choices = list(hooks.get(option["hook"], {})) or None
    return OptionSpec(
        name=name, default=option["default"], describe=str(option["describe"]),
        title=str(option.get("title", name.replace("_", " ").capitalize())),
        choices=tuple(choices) if choices is not None else None,
        low=option.get("min"), high=option.get("max"),
    )


def _build(data: dict[str, Any], file: str) -> RuleSet:
    module = engine_module(data["engine"])
    hooks = getattr(module, "HOOKS", {})
    options = {str(k): _spec(str(k), v, hooks) for k, v in (data.get("options") or {}).items()}
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
    "OptionSpec", "RuleFileError", "RuleSet", "Variant", "card_list", "engine_module", "engine_names",
    "is_bool", "load_rules", "parse_rules",
]
