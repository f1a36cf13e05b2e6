"""What each engine needs from a rule file, declared as data and checked in one place.

A rule file passes the general schema (:mod:`game.engine.rules`) and can still
break its engine: Lohai ranks cards by a fixed order without aces, Lo-Hi has
no place for a joker, Oh Hell reads thirteen options by name and Laus looks up
the ``play`` section.  Each engine module therefore declares a :class:`Needs`
table (``NEEDS``) next to the code that makes those assumptions: the player
counts it is built for, the sections it reads, the ranks, special cards and
copies its deck may have, and every option it reads with the values it copes
with.  :func:`check_needs` holds a file to its engine's table, so whatever the
loader accepts is a game the engine, its bots and its table can play; the few
rules that tie parts of a file together stay in the engine's ``check_rules``.

>>> number(1, 30).accepts(7), number(1, 30).accepts(True), choice("blind", "open").words()
(True, False, 'one of: blind, open')
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .cards import RANKS
from .quoting import shown
from .schema import Path, Problems, describe_type


class Kind(StrEnum):
    """How an engine reads an option's value."""

    FLAG = "flag"
    NUMBER = "number"
    CHOICE = "choice"


@dataclass(frozen=True, slots=True)
class OptionNeed:
    """One option an engine reads: true or false, a whole number in a range, or one of a closed set."""

    kind: Kind
    low: int = 0
    high: int = 0
    choices: tuple[str | int, ...] = ()

    def accepts(self, value: Any) -> bool:
        """Whether the engine copes with ``value`` (``true`` is no number, and ``2`` is not ``'2'``)."""
        if self.kind is Kind.FLAG:
            return isinstance(value, bool)
        if self.kind is Kind.NUMBER:
            return isinstance(value, int) and not isinstance(value, bool) and self.low <= value <= self.high
        return any(type(value) is type(known) and value == known for known in self.choices)

    def words(self) -> str:
        """What the engine takes, in words for a message."""
        if self.kind is Kind.FLAG:
            return "true or false"
        if self.kind is Kind.NUMBER:
            return f"a whole number from {self.low:,} to {self.high:,}"
        return "one of: " + ", ".join(map(str, self.choices))


def flag() -> OptionNeed:
    """An option read as true or false."""
    return OptionNeed(Kind.FLAG)


def number(low: int, high: int) -> OptionNeed:
    """An option read as a whole number from ``low`` to ``high``."""
    return OptionNeed(Kind.NUMBER, low=low, high=high)


def choice(*values: str | int) -> OptionNeed:
    """An option read as one of ``values`` (the engine has code for each and no other)."""
    return OptionNeed(Kind.CHOICE, choices=values)


@dataclass(frozen=True, slots=True)
class DeckNeeds:
    """The decks an engine can deal and rank."""

    ranks: str = "".join(RANKS)
    """The ranks it can rank, lowest first; a deck may leave some out."""
    in_order: bool = False
    """The engine ranks cards by ``ranks`` itself, so the file must list them in that order."""
    min_ranks: int = 1
    specials: tuple[str, ...] = ()
    """The special cards (by code) it has rules for."""
    required: tuple[str, ...] = ()
    """The special cards it cannot do without."""
    most_copies: int = 1
    priced: bool = False
    """Every card needs a point value above zero (Lohai: the flipped card is what a hand is worth)."""


@dataclass(frozen=True, slots=True)
class Needs:
    """Everything an engine reads from a rule file, and what it copes with."""

    game: str
    """The game's name in messages (``Lo-Hi``)."""
    players: tuple[int, int]
    """The fewest and the most players its rules, bots and table are built for."""
    deck: DeckNeeds = field(default_factory=DeckNeeds)
    sections: tuple[str, ...] = ()
    """The sections it reads (``deal``, ``play``): a file must have each."""
    options: Mapping[str, OptionNeed] = field(default_factory=dict)
    """Every option it reads: a file must define each, and no other."""


# --------------------------------------------------------------------------- checking


def check_needs(data: Mapping[str, Any], needs: Needs, problems: Problems) -> None:
    """Hold schema-checked rule-file data to an engine's table; every mismatch is a problem."""
    _check_players(data["players"], needs, problems)
    _check_deck(data["deck"], needs, problems)
    options = data.get("options") or {}
    for name, wanted in needs.options.items():
        if name not in options:
            problems.add(("options",), f"{needs.game} needs the option '{name}' ({wanted.words()})")
    for name, option in options.items():
        need = needs.options.get(str(name))
        if need is None:
            known = ", ".join(needs.options) or "none"
            problems.add(("options", str(name)),
                         f"{needs.game} has no option '{shown(str(name))}' (its options: {known})")
        else:
            _check_option(("options", str(name)), option, need, needs.game, problems)


def _check_players(players: Mapping[str, Any], needs: Needs, problems: Problems) -> None:
    low, high = needs.players
    for key in ("min", "max", "default"):
        count = players.get(key)
        if count is not None and not low <= count <= high:
            problems.add(("players", key), f"{needs.game} is for {low} to {high} players, not {count}")


def _check_deck(deck: Mapping[str, Any], needs: Needs, problems: Problems) -> None:
    wants = needs.deck
    ranks = [str(r) for r in deck["ranks"]]
    for i, rank in enumerate(ranks):
        if rank not in wants.ranks:
            problems.add(("deck", "ranks", i), f"{needs.game} has no place for the rank {rank} "
                                               f"(its ranks: {' '.join(wants.ranks)})")
    known = [r for r in ranks if r in wants.ranks]
    if wants.in_order and known != sorted(known, key=wants.ranks.index):
        problems.add(("deck", "ranks"), f"list the ranks lowest first, as {needs.game} ranks them: "
                                        f"{' '.join(sorted(known, key=wants.ranks.index))}")
    if len(ranks) < wants.min_ranks:
        problems.add(("deck", "ranks"), f"{needs.game} needs at least {wants.min_ranks} ranks")
    if deck.get("copies", 1) > wants.most_copies:
        problems.add(("deck", "copies"), f"{needs.game} plays with {wants.most_copies} copy of each card at most")
    _check_specials(deck.get("specials") or [], needs, problems)
    if wants.priced:
        _check_prices(deck, needs, problems)


def _check_specials(specials: list[Mapping[str, Any]], needs: Needs, problems: Problems) -> None:
    codes = [str(s["code"]) for s in specials]
    for i, code in enumerate(codes):
        if code not in needs.deck.specials:
            allowed = ", ".join(needs.deck.specials) if needs.deck.specials else "none"
            problems.add(("deck", "specials", i, "code"),
                         f"{needs.game} has no special card '{shown(code)}' (its special cards: {allowed})")
        elif codes.count(code) > 1 and codes.index(code) < i:
            problems.add(("deck", "specials", i, "code"), f"'{shown(code)}' is defined twice; give one entry a count")
    for code in needs.deck.required:
        if code not in codes:
            problems.add(("deck", "specials"), f"the {needs.game} deck needs the {code} special card")


def _check_prices(deck: Mapping[str, Any], needs: Needs, problems: Problems) -> None:
    points = {str(k): v for k, v in (deck.get("points") or {}).items()}
    for special in deck.get("specials") or []:
        points.setdefault(str(special["code"]), special.get("points", 0))
    unpriced = [str(r) for r in deck["ranks"] if not points.get(str(r))]
    unpriced += [str(s["code"]) for s in deck.get("specials") or [] if not points.get(str(s["code"]))]
    if unpriced:
        problems.add(("deck", "points"), f"give {' '.join(unpriced)} a point value above 0: in {needs.game} "
                                         "the flipped card is what a hand is worth")


def _check_option(path: Path, option: Mapping[str, Any], need: OptionNeed, game: str, problems: Problems) -> None:
    if not need.accepts(option["default"]):
        problems.add((*path, "default"), f"{describe_type(option['default'])} does not suit {game}, "
                                         f"which reads this option as {need.words()}")
    for i, value in enumerate(option.get("choices") or ()):
        if not need.accepts(value):
            problems.add((*path, "choices", i), f"{describe_type(value)} does not suit {game}, "
                                                f"which reads this option as {need.words()}")
    for key in ("min", "max"):
        if key in option and need.kind is not Kind.NUMBER:
            problems.add((*path, key), f"{key} is for whole-number options; {game} reads this one as {need.words()}")
    if need.kind is Kind.NUMBER and option.get("min", need.low) < need.low:
        problems.add((*path, "min"), f"{option['min']} is below what {game} copes with ({need.words()})")
    if need.kind is Kind.NUMBER and option.get("max", need.high) > need.high:
        problems.add((*path, "max"), f"{option['max']} is above what {game} copes with ({need.words()})")


# --------------------------------------------------------------------------- for engines' own checks


def variant_settings(data: Mapping[str, Any]) -> Iterator[tuple[Path, dict[str, Any], int | None]]:
    """Each way the file can be played — every variant (or the defaults alone when it has none) — as
    its key path, its options over the defaults and the player count it fixes, for an engine's
    ``check_rules`` to test rules that tie options to each other or to the table.

    Only for data whose options and variants have already passed their checks.
    """
    defaults = {str(k): v["default"] for k, v in (data.get("options") or {}).items()}
    variants = data.get("variants") or {}
    if not variants:
        yield ("options",), defaults, None
    for name, variant in variants.items():
        chosen = {**defaults, **{str(k): v for k, v in (variant.get("options") or {}).items()}}
        yield ("variants", str(name)), chosen, variant.get("players")


def fixed_players(data: Mapping[str, Any], players: int | None) -> int | None:
    """The one player count a variant is played with: its own, or the file's when min and max agree."""
    if players is not None:
        return players
    low, high = data["players"]["min"], data["players"].get("max")
    return low if low == high else None


__all__ = ["DeckNeeds", "Kind", "Needs", "OptionNeed", "check_needs", "choice", "fixed_players", "flag", "number",
           "variant_settings"]
