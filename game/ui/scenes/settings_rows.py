"""The settings screen's rows: each setting with its label and the values offered, in the order shown, the
headings that group them, and which rows step (− value +) rather than show a button a value.

Plain data, apart from the scene that lays them out, so what can be set reads as one list (the tests walk it
too); the values are the app's :class:`~.settings.Settings` fields'.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...catalogue import LANGUAGES, N_
from ..toolkit.settings import (
    BOT_WAITS,
    CARD_BACKS,
    HOLDS,
    RANK_ORDERS,
    SORTS,
    SPEECH_MODES,
    SPEEDS,
    VERBOSITIES,
    Settings,
)


@dataclass(frozen=True, slots=True)
class Row:
    """One setting: its field, its label, and the values offered with their words."""

    field: str
    label: str
    values: tuple[tuple[Any, str], ...]


ROWS = (
    Row("language", N_("Language"), tuple((code, LANGUAGES[code]) for code in LANGUAGES)),
    Row("learning", N_("Learning"), ((True, N_("On")), (False, N_("Off")))),
    Row("speed", N_("Animation speed"), tuple(zip(SPEEDS, (N_("Slow"), N_("Normal"), N_("Fast"), N_("Instant")),
                                                   strict=True))),
    Row("bot_wait", N_("Computer players wait"),
        tuple(zip(BOT_WAITS, (N_("Short"), N_("Normal"), N_("Long"), N_("Longer")), strict=True))),
    Row("sound", N_("Sound"), ((True, N_("On")), (False, N_("Off")))),
    Row("volume", N_("Volume"), tuple((v, f"{v}%") for v in range(0, 101, 10))),
    Row("card_back", N_("Card back"), tuple(zip(CARD_BACKS, (N_("Blue"), N_("Red"), N_("Green")), strict=True))),
    Row("hand_sort", N_("Your hand"),
        tuple(zip(SORTS, (N_("Trumps right"), N_("Trumps left"), N_("By rank")), strict=True))),
    Row("rank_order", N_("Ranks in a suit"),
        tuple(zip(RANK_ORDERS, (N_("Low to high"), N_("High to low")), strict=True))),
    Row("hold_trick", N_("Hold the trick"),
        tuple(zip(HOLDS, (N_("Never"), N_("Last of a hand"), N_("Until a click"), N_("2 seconds"), N_("4 seconds")),
                  strict=True))),
    Row("auto_play", N_("Play a forced move by itself"), ((True, N_("On")), (False, N_("Off")))),
    Row("confirm_play", N_("Confirm each card"), ((False, N_("No")), (True, N_("Ask first")))),
    Row("turn_cue", N_("Your turn: chime and glow"), ((True, N_("On")), (False, N_("Off")))),
    Row("callouts", N_("Callouts: why tricks are won"), ((True, N_("On")), (False, N_("Off")))),
    Row("undo", N_("Taking back a move (U)"), ((True, N_("Allowed")), (False, N_("Not allowed")))),
    Row("hint_numbers", N_("Hints show their numbers"), ((True, N_("On")), (False, N_("Off")))),
    Row("bid_coach", N_("Bid coach"), ((False, N_("Off")), (True, N_("On")))),
    Row("player_age", N_("Your name and age"),
        ((0, N_("Not given")), *((age, str(age)) for age in range(4, 100)))),
    Row("high_contrast", N_("High contrast"), ((False, N_("Off")), (True, N_("On")))),
    Row("large_print", N_("Large print"), ((False, N_("Off")), (True, N_("On")))),
    Row("four_colour", N_("Suit colours"), ((False, N_("Red and black")), (True, N_("Four colours")))),
    Row("big_cards", N_("Card size"), ((False, N_("Usual")), (True, N_("Big")))),
    Row("speech", N_("Speech"), tuple(zip(SPEECH_MODES, (N_("With a screen reader"), N_("On"), N_("Off")),
                                          strict=True))),
    Row("verbosity", N_("Speech detail"),
        tuple(zip(VERBOSITIES, (N_("Brief"), N_("Normal"), N_("Full")), strict=True))),
    Row("speech_log", N_("Speech log"), ((False, N_("Off")), (True, N_("Kept in your data folder")))),
)
HEADINGS = {"high_contrast": N_("Accessibility")}
"""Headings shown above a row, naming the group of rows it starts (the rows after it to the end, or to the next
heading, belong to it)."""
STEPPED = frozenset({"volume", "player_age"})
"""Rows shown as − value + rather than one button per value."""
NAME_FIELD = "player_name"
"""The name's text field shares the age's row (the age breaks Lo-Hi ties)."""

LEARNING_NOTE = N_("Learning: hint numbers, bid coach, callouts, a slower pace, every trick held. "
                   "Change one by hand and it is off; off puts them back. Its matches count as with aids.")


def shown_value(settings: Settings, field: str) -> Any:
    """A row's value as its buttons show it (the language followed from the system shows as that language)."""
    return settings.language_code if field == "language" else getattr(settings, field)
