"""Who sits where: the choices made on the new-game screen, as one frozen record.

The table, the selftest and the tests all start a match from a
:class:`MatchSetup`, so "play again" is just the same record with a new seed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .catalogue import N_, _
from .engine import RuleSet

NAMES = ("Aino", "Bruno", "Chidi", "Dora", "Eero", "Fatima", "Gus", "Hana")
"""Computer players' names, in seat order after the human."""
AGES = dict(zip(NAMES, (34, 27, 61, 45, 19, 52, 38, 23), strict=True))
"""The computer players' ages, for games where the youngest starts (Lo-Hi)."""
LEVEL_TITLES = {"random": N_("Random"), "rule": N_("Steady"), "easy": N_("Easy"), "medium": N_("Medium"),
                "hard": N_("Hard"), "expert": N_("Expert")}
"""How a bot level reads on screen; unknown levels show their own name."""


def level_title(level: str) -> str:
    return _(LEVEL_TITLES[level]) if level in LEVEL_TITLES else level.replace("_", " ").title()


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """A match to start: game, variant, one level per seat (``None`` is the human) and the seed."""

    rules: RuleSet
    variant: str
    levels: tuple[str | None, ...]
    seed: int
    player: str = ""
    """The human's name from the settings ("" when not given: "You")."""
    practice: bool = False
    """A practice table (a deal replayed, a hand tried again from the review): never saved over the match in
    progress, and its result kept out of the game's record."""

    @property
    def players(self) -> int:
        return len(self.levels)

    @property
    def human(self) -> int | None:
        """The human's seat, or ``None`` when computers play every seat (the selftest)."""
        return self.levels.index(None) if None in self.levels else None

    def name(self, seat: int) -> str:
        if self.levels[seat] is None:
            return _("You")
        human = self.human if self.human is not None else -1
        return NAMES[(seat - human - 1) % len(NAMES)] if human >= 0 else NAMES[seat % len(NAMES)]

    def ages(self, player_age: int) -> tuple[int | None, ...]:
        """Every seat's age: the computers' own, the human's from the settings (0: not given)."""
        return tuple((player_age or None) if level is None else AGES.get(self.name(seat), 0)
                     for seat, level in enumerate(self.levels))

    def title(self, seat: int) -> str:
        """The name on a seat box or a score sheet's column: the player's own name when given.

        Messages keep :meth:`name` ("You take the trick") so their grammar holds.
        """
        return self.player if self.levels[seat] is None and self.player else self.name(seat)

    def label(self, seat: int) -> str:
        """Name and level, for seat boxes and score sheets."""
        level = self.levels[seat]
        return self.title(seat) if level is None else f"{self.name(seat)} ({level_title(level)})"

    def with_seed(self, seed: int) -> MatchSetup:
        return replace(self, seed=seed)

    @property
    def variant_title(self) -> str:
        """The variant's title; no variant named is the rule file's default (a script's setup), never "None"."""
        name = self.variant or self.rules.default_variant
        variant = self.rules.variants.get(name)
        return _(variant.title) if variant is not None else name
