"""The player's preferences: one plain dataclass the app owns and every scene reads live.

:class:`Settings` is plain data so a later issue can persist it as JSON:
:meth:`Settings.to_dict` gives only built-in types, and
:meth:`Settings.from_dict` accepts anything (a hand-edited or older file) and
keeps the default for every value it does not understand, so a bad settings
file can never stop the app from starting.

>>> s = Settings.from_dict({"speed": "fast", "volume": 250, "colour": "pink"})
>>> s.speed, s.volume, s.card_back
('fast', 100, 'blue')
>>> Settings.from_dict(s.to_dict()) == s
True

:func:`load_settings` reads them from the store and, when a value had to be
refused or cleaned, keeps the file as it was aside and says which values, in
words, so that a hand edit that went wrong is seen rather than silently lost.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import TYPE_CHECKING, Any

from ...catalogue import LANGUAGES, _, system_language
from ...stored import shown
from ...text import is_drawable

if TYPE_CHECKING:
    from ...store import Store

SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": float("inf")}
"""How much faster than normal the table animates; ``instant`` finishes every animation at once."""
BOT_WAITS: dict[str, float] = {"short": 0.3, "normal": 0.6, "long": 1.0, "longer": 1.6}
"""Seconds a computer seat waits before its move shows, so a person can follow the play (its own setting,
apart from the animation speed); at the instant speed nothing waits longer than :data:`INSTANT_WAIT`."""
INSTANT_WAIT = 0.1
CARD_BACKS = ("blue", "red", "green")
SORTS = ("trumps_right", "trumps_left", "by_rank")
RANK_ORDERS = ("low_high", "high_low")
SPEECH_MODES = ("auto", "on", "off")
"""Speech: when a screen reader is found running as the app starts; always; never."""
VERBOSITIES = ("brief", "normal", "full")
"""How much is spoken (see :mod:`game.ui.speech.words` and :mod:`game.ui.speech.screens`)."""
HOLDS: dict[str, float | None] = {"off": None, "last": None, "every": math.inf, "2s": 2.0, "4s": 4.0}
"""How long a finished trick stays on the table: ``every`` until a click; seconds; ``last``: only the hand's
last trick waits for a click (as every choice but ``off`` does), the others are swept after a glance."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the settings scene changes."""

    speed: str = "normal"
    """How fast the cards move."""
    bot_wait: str = "normal"
    """How long a computer seat waits before its move shows (:data:`BOT_WAITS`)."""
    turn_cue: bool = True
    """A soft chime and a glow round your seat when it becomes your turn."""
    sound: bool = True
    volume: int = 70
    """Percent, 0 to 100."""
    card_back: str = "blue"
    hand_sort: str = "trumps_right"
    """Where the trump group sits in the hand (the other suits alternate colours), or ``by_rank``: the hand
    in rank order whatever the suits (Lo-Hi and Koira's second phase care for ranks, not suits)."""
    rank_order: str = "low_high"
    """Within a suit, left to right."""
    hold_trick: str = "last"
    """Which finished tricks stay on the table for the player to look at (:data:`HOLDS`)."""
    auto_play: bool = False
    """Play a forced move by itself (the only legal card, or a forced pick-up or take) after a short pause;
    off unless the player chooses it (players object to a card that plays without them)."""
    confirm_play: bool = False
    """A card (or a group of cards) is played only at a second try: a guard against a slip of the mouse."""
    undo: bool = True
    """The player may take back their last move against the computer (such matches are marked)."""
    player_name: str = ""
    """What the seat boxes, score sheet and records call the player ("" keeps "You")."""
    player_age: int = 0
    """Years; 0 when not given.  Lo-Hi lets the youngest of the players tied for fewest cards start."""
    levels: str = ""
    """The computer seats' levels chosen last time, comma-separated (the new-game screen starts from them)."""
    window_width: int = 0
    window_height: int = 0
    """The window's size when the app was last closed (0: the default size)."""
    fullscreen: bool = False
    four_colour: bool = False
    """Diamonds blue and clubs green, so no two suits share a colour (for colour-blind players)."""
    big_cards: bool = False
    """The hand and the trick half as large again (the trick then lies in a row), for eyes that need it."""
    high_contrast: bool = False
    """Every scene in black, white and bright colours, with thick outlines (for low vision)."""
    large_print: bool = False
    """Every text drawn larger, the layouts making room for it."""
    hint_numbers: bool = True
    """The hint names the best two or three moves with what the search expects of each, in the game's words."""
    bid_coach: bool = False
    """Beside a bid (or Laus's look or pass), a chart of what this hand is likely to come to."""
    callouts: bool = True
    """Callouts: the table says in one line why a trick was won or a special card acted (the hand's log keeps
    them either way)."""
    language: str = ""
    """The language of every word on screen (:data:`LANGUAGE_CHOICES`); "" follows the system: Finnish on a Finnish
    system, else English (:func:`game.catalogue.system_language`)."""
    speech: str = "auto"
    """The table and menus spoken aloud: ``auto`` when a screen reader is found running as the app starts (NVDA,
    JAWS, System Access, Orca), ``on`` (the screen reader, else the system's own voice), ``off``."""
    verbosity: str = "normal"
    """How much is spoken (:data:`VERBOSITIES`)."""
    speech_log: bool = False
    """Every spoken line, with its time, written to a file in the player's data folder (Ctrl+L says where)."""

    @property
    def learning(self) -> bool:
        """The Learning preset is on: every setting it sets has its value (change one by hand and it is off)."""
        return all(getattr(self, key) == value for key, value in LEARNING.items())

    @property
    def aided(self) -> bool:
        """A move made now is made with aids (the statistics mark the match): Learning or the bid coach is on."""
        return self.learning or self.bid_coach

    @property
    def language_code(self) -> str:
        """The language the app speaks: the chosen one, or the system's when none was chosen."""
        return self.language or system_language()

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    @property
    def bot_pause(self) -> float:
        wait = BOT_WAITS.get(self.bot_wait, BOT_WAITS["normal"])
        return min(wait, INSTANT_WAIT) if self.speed == "instant" else wait

    def with_(self, **changes: Any) -> Settings:
        """A copy with ``changes`` applied (and cleaned, like :meth:`from_dict`); ``learning=True`` sets the
        Learning preset's values, ``learning=False`` puts them back to the usual ones.

        >>> on = Settings(speed="fast").with_(learning=True)
        >>> on.learning, on.hold_trick, on.bot_wait, on.speed, on.bid_coach
        (True, 'every', 'long', 'normal', True)
        >>> on.with_(hold_trick="last").learning, on.with_(learning=False) == Settings()
        (False, True)
        """
        if "learning" in changes:
            preset = LEARNING if changes.pop("learning") else USUAL
            changes = {**preset, **changes}
        return Settings.from_dict({**self.to_dict(), **changes})

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> Settings:
        """Settings from stored data; unknown keys are ignored and bad values fall back to defaults."""
        return checked(data)[0]


def checked(data: object) -> tuple[Settings, tuple[str, ...]]:
    r"""The settings in ``data`` and the keys whose values could not be used as written (refused, so the
    default stands, or cleaned); keys this version does not know (an older version's) are ignored.

    >>> settings, refused = checked({"volume": float("nan"), "speed": "fast", "player_name": "Ann\x00a"})
    >>> settings.volume, settings.speed, settings.player_name, refused
    (70, 'fast', 'Anna', ('volume', 'player_name'))
    """
    out = Settings()
    if not isinstance(data, Mapping):
        return out, ()
    known = {f.name for f in fields(Settings)}
    refused: list[str] = []
    for key, value in data.items():
        if key not in known:
            continue
        cleaned = _clean(key, value)
        if cleaned is not None:
            out = replace(out, **{key: cleaned})
        if cleaned is None or cleaned != value:
            refused.append(key)
    return out, tuple(refused)


def load_settings(store: Store) -> Settings:
    """The settings kept in ``store``; if some values could not be used, the file is set aside (the values that
    could are kept, and written back when the app next saves its settings) and the problem says which."""
    data = store.load_settings()
    settings, refused = checked(data)
    if refused:
        words = ", ".join(f"{key.replace('_', ' ')} ({shown(data[key])})" for key in refused[:4])
        if len(refused) > 4:
            words = _("{values} and more").format(values=words)
        store.reject_settings(_("its {values} could not be used as written").format(values=words))
    return settings


NAME_LENGTH = 16


def clean_name(text: str) -> str:
    r"""A player's name as kept: printable characters only, no outer spaces, at most :data:`NAME_LENGTH`.

    >>> clean_name("  Anna\n\t"), clean_name("x" * 40) == "x" * 16
    ('Anna', True)
    """
    return "".join(c for c in text if c.isprintable()).strip()[:NAME_LENGTH]


LEARNING: dict[str, Any] = {"hint_numbers": True, "bid_coach": True, "callouts": True, "speed": "normal",
                             "bot_wait": "long", "hold_trick": "every"}
"""The Learning preset: hints with their numbers, the bid coach, callouts, the computer players waiting
longer, no card faster than the normal speed, and every trick held until a click."""
USUAL: dict[str, Any] = {key: getattr(Settings(), key) for key in LEARNING}
"""What turning Learning off puts its settings back to: the defaults."""


LANGUAGE_CHOICES = ("", *LANGUAGES)
"""The language setting's values: "" (the system's), then each language the catalogue has."""

CHOICES: dict[str, tuple[str, ...]] = {
    "speed": tuple(SPEEDS), "card_back": CARD_BACKS, "hand_sort": SORTS, "rank_order": RANK_ORDERS,
    "hold_trick": tuple(HOLDS), "bot_wait": tuple(BOT_WAITS), "language": LANGUAGE_CHOICES,
    "speech": SPEECH_MODES, "verbosity": VERBOSITIES,
}


_SWITCHES = frozenset(f.name for f in fields(Settings) if f.type in ("bool", bool))
"""The on/off settings, read from the class so a new switch is kept (and checked) like the others."""


def _clean(key: str, value: Any) -> Any:
    """``value`` made valid for ``key``, or ``None`` to keep the default."""
    if key in CHOICES:
        return value if value in CHOICES[key] else None
    if key in _SWITCHES:
        return value if isinstance(value, bool) else None
    if key == "player_name":
        return clean_name(value) if isinstance(value, str) else None
    if key == "levels":
        return value if isinstance(value, str) and len(value) < 200 and is_drawable(value) else None
    if key in ("window_width", "window_height"):
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        return value if 0 <= value <= 20000 else None
    if key == "player_age":
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        return value if 0 <= value <= 120 else None
    if key == "volume":
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
            return None
        return max(0, min(100, round(value)))
    return None
