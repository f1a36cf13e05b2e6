"""Raw pygame events turned into intents, in one place.

Scenes never look at pygame event types or key codes: they receive an
:class:`Intent` saying what the player meant (press here, drag there, confirm,
go back, the digit 3).  Re-mapping a key, adding a gamepad or posting synthetic
input for a test therefore touches this module only.  Double clicks are
detected here too, on the app's own clock, so they behave the same under a test
that posts events as under a real mouse.

The pointer's positions are scaled here too, from the window system's points to the pixels every scene
draws in (:attr:`IntentMapper.ratio`: 2 on a Retina Mac, 1 on most screens), before anything else sees
them, so no scene, widget or table part ever meets a point.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import pygame

DOUBLE_CLICK_SECONDS = 0.4
DOUBLE_CLICK_PIXELS = 6


class Kind(StrEnum):
    """What the player meant."""

    PRESS = "press"          # primary button down at ``pos``
    MOTION = "motion"        # pointer moved to ``pos`` (``held`` while the button is down)
    RELEASE = "release"      # primary button up at ``pos``
    ALT_PRESS = "alt_press"  # secondary button: a shortcut for "back" or "cancel"
    WHEEL = "wheel"          # scroll by ``value`` notches (positive is up)
    CONFIRM = "confirm"      # Enter / keypad Enter / space
    BACK = "back"            # Esc
    LEFT = "left"
    RIGHT = "right"
    UP = "up"
    DOWN = "down"
    DIGIT = "digit"          # a number key; ``value`` is 0..9
    PAGE_UP = "page_up"
    PAGE_DOWN = "page_down"
    HOME = "home"
    END = "end"
    REVIEW = "review"        # Tab went down: show the last trick while it is held
    REVIEW_END = "review_end"  # Tab came up
    SCORES = "scores"        # S: the score sheet
    RULES = "rules"          # F1 or R: the rules of the game
    FULLSCREEN = "fullscreen"
    MUTE = "mute"            # M: sound off or back on, in every scene
    UNDO = "undo"            # U: take back your last move (when the settings allow it)
    HINT = "hint"            # H: what a Hard player would do here
    CLAIM = "claim"          # C: claim the rest of the hand
    LOG = "log"              # L: the hand's log, every trick so far (and after the hand, the deal)
    READ = "read"            # a re-read key: ``text`` says what to read aloud (:data:`READS`)
    HELP = "help"            # F2 or ?: the keys at the table
    ABOUT = "about"          # I: the About screen (the version, the licences, the data folder)
    TEXT = "text"            # characters typed into a text field (``text``), only while a scene is typing
    ERASE = "erase"          # Backspace while typing
    PASTE = "paste"          # Ctrl+V (Cmd+V) while typing: the clipboard's text into the field
    RESIZE = "resize"        # the window is now ``size``
    QUIT = "quit"            # the window was closed
    OTHER = "other"          # a key that means nothing (answered at the table, so no key goes unheard)
    SPEECH_LOG = "speech_log"  # Ctrl+L: where the speech log is kept


@dataclass(frozen=True, slots=True)
class Intent:
    """One thing the player meant; only the fields its ``kind`` uses are set."""

    kind: Kind
    pos: tuple[int, int] = (0, 0)
    value: int = 0
    double: bool = False
    held: bool = False
    size: tuple[int, int] = (0, 0)
    text: str = ""
    rel: tuple[int, int] = (0, 0)
    """A motion's step since the last, in pixels like ``pos``."""


KEYS: dict[int, Kind] = {
    pygame.K_RETURN: Kind.CONFIRM, pygame.K_KP_ENTER: Kind.CONFIRM, pygame.K_SPACE: Kind.CONFIRM,
    pygame.K_ESCAPE: Kind.BACK,
    pygame.K_LEFT: Kind.LEFT, pygame.K_RIGHT: Kind.RIGHT, pygame.K_UP: Kind.UP, pygame.K_DOWN: Kind.DOWN,
    pygame.K_F11: Kind.FULLSCREEN,
    pygame.K_PAGEUP: Kind.PAGE_UP, pygame.K_PAGEDOWN: Kind.PAGE_DOWN, pygame.K_HOME: Kind.HOME, pygame.K_END: Kind.END,
    pygame.K_TAB: Kind.REVIEW, pygame.K_s: Kind.SCORES, pygame.K_F1: Kind.RULES, pygame.K_r: Kind.RULES,
    pygame.K_m: Kind.MUTE,
    pygame.K_u: Kind.UNDO,
    pygame.K_h: Kind.HINT,
    pygame.K_l: Kind.LOG,
    pygame.K_c: Kind.CLAIM,
    pygame.K_i: Kind.ABOUT,
}
READS: dict[int, str] = {
    pygame.K_y: "hand", pygame.K_t: "trick", pygame.K_w: "turn", pygame.K_b: "bids", pygame.K_p: "scores",
    pygame.K_k: "last", pygame.K_a: "moves", pygame.K_q: "again", pygame.K_v: "pane",
}
"""The keys that read the table aloud (the hand, the trick, whose turn, ...) and V, the spoken lines shown."""
HELP_KEYS = frozenset({pygame.K_F2, pygame.K_SLASH, pygame.K_QUESTION})
MODIFIERS = frozenset({pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT,
                       pygame.K_LGUI, pygame.K_RGUI, pygame.K_MODE, pygame.K_CAPSLOCK, pygame.K_NUMLOCKCLEAR,
                       pygame.K_SCROLLLOCK, pygame.K_INSERT, pygame.K_UNKNOWN})
"""Keys held with others, never pressed for themselves (Insert is a screen reader's): no intent."""
TYPING_KEYS: dict[int, Intent] = {
    pygame.K_ESCAPE: Intent(Kind.BACK), pygame.K_RETURN: Intent(Kind.CONFIRM),
    pygame.K_KP_ENTER: Intent(Kind.CONFIRM), pygame.K_TAB: Intent(Kind.CONFIRM), pygame.K_BACKSPACE: Intent(Kind.ERASE),
}
"""While typing, the only keys that are not characters (the characters arrive as text)."""
KEYS_UP: dict[int, Kind] = {pygame.K_TAB: Kind.REVIEW_END}
"""Keys whose release means something (holding Tab shows the last trick)."""
DIGITS: dict[int, int] = {
    **{getattr(pygame, f"K_{n}"): n for n in range(10)},
    **{getattr(pygame, f"K_KP{n}"): n for n in range(10)},
}


class IntentMapper:
    """Turns pygame events into intents; remembers only what double clicks and drags need."""

    def __init__(self, ratio: tuple[float, float] = (1.0, 1.0)) -> None:
        self.ratio = ratio
        """Pixels per window point on each axis (the app sets it whenever the window changes size or screen)."""
        self.held = False
        self.typing = False
        """A text field has the keyboard: keys type characters instead of being shortcuts."""
        self._last_press_time = -1.0
        self._last_press_pos = (-100, -100)

    def map(self, event: pygame.event.Event, now: float) -> Intent | None:
        """The intent behind ``event`` at app time ``now`` (seconds), or ``None`` to ignore it."""
        kind = event.type
        if kind == pygame.QUIT:
            return Intent(Kind.QUIT)
        if kind == pygame.VIDEORESIZE:
            return Intent(Kind.RESIZE, size=_pair(getattr(event, "size", (0, 0))))
        if kind == pygame.TEXTINPUT:
            return Intent(Kind.TEXT, text=str(getattr(event, "text", ""))) if self.typing else None
        if kind == pygame.KEYDOWN:
            code = int(getattr(event, "key", 0))
            pasting = code == pygame.K_v and int(getattr(event, "mod", 0)) & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if self.typing and pasting:
                return Intent(Kind.PASTE)
            return TYPING_KEYS.get(code) if self.typing else self._key(code, int(getattr(event, "mod", 0)))
        if kind == pygame.KEYUP:
            up = KEYS_UP.get(int(getattr(event, "key", 0)))
            return Intent(up) if up is not None else None
        if kind == pygame.WINDOWFOCUSLOST:
            return Intent(Kind.REVIEW_END)  # a Tab released in another window never comes back
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return self._mouse(event, now)
        if kind == pygame.MOUSEWHEEL:
            return Intent(Kind.WHEEL, value=int(getattr(event, "y", 0)))
        return None

    def _key(self, key: int, mod: int = 0) -> Intent | None:
        if key == pygame.K_l and mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            return Intent(Kind.SPEECH_LOG)
        if key in DIGITS:
            return Intent(Kind.DIGIT, value=DIGITS[key])
        if key in READS:
            return Intent(Kind.READ, text=READS[key])
        if key in HELP_KEYS:
            return Intent(Kind.HELP)
        mapped = KEYS.get(key)
        if mapped is None and key not in MODIFIERS:
            mapped = Kind.OTHER
        return Intent(mapped) if mapped is not None else None

    def _mouse(self, event: pygame.event.Event, now: float) -> Intent | None:
        pos = self.pixels(getattr(event, "pos", (0, 0)))
        button = int(getattr(event, "button", 1))
        if event.type == pygame.MOUSEMOTION:
            return Intent(Kind.MOTION, pos=pos, held=self.held, rel=self.pixels(getattr(event, "rel", (0, 0))))
        if button in (4, 5):  # old-style wheel buttons; MOUSEWHEEL carries the scroll
            return None
        if event.type == pygame.MOUSEBUTTONDOWN:
            if button != 1:
                return Intent(Kind.ALT_PRESS, pos=pos)
            self.held = True
            double = self._is_double(pos, now)
            self._last_press_time = -1.0 if double else now
            self._last_press_pos = pos
            return Intent(Kind.PRESS, pos=pos, double=double)
        if button != 1:
            return None
        self.held = False
        return Intent(Kind.RELEASE, pos=pos)

    def pixels(self, pos: object) -> tuple[int, int]:
        """An event's pointer position (or a motion's ``rel``), given in window points, in pixels of the drawing
        surface: each axis times :attr:`ratio`, rounded to the nearest pixel."""
        x, y = _pair(pos)
        return round(x * self.ratio[0]), round(y * self.ratio[1])

    def _is_double(self, pos: tuple[int, int], now: float) -> bool:
        if self._last_press_time < 0 or now - self._last_press_time > DOUBLE_CLICK_SECONDS:
            return False
        dx, dy = pos[0] - self._last_press_pos[0], pos[1] - self._last_press_pos[1]  # the hand's wobble is in points
        return abs(dx) <= DOUBLE_CLICK_PIXELS * self.ratio[0] and abs(dy) <= DOUBLE_CLICK_PIXELS * self.ratio[1]


def _pair(value: object) -> tuple[int, int]:
    """An ``(x, y)`` of ints from an event attribute, or ``(0, 0)`` if it is not one."""
    if isinstance(value, tuple | list) and len(value) == 2:
        try:
            return int(value[0]), int(value[1])
        except (TypeError, ValueError):
            pass
    return (0, 0)
