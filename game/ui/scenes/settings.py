"""The settings scene: the Learning preset, speed, sound, card back, suit colours, hand order, forced cards, you.

Every change is made at once on the app's :class:`~.settings.Settings` (a new
frozen record each time), so the table beneath, which reads them every frame,
follows live.  Rows of choice buttons; the mouse picks, or Up/Down choose a
row and Left/Right change it.  Card backs are shown as the cards themselves.
The player's name is a text field: a click (or Enter on its row) gives it the
keyboard, Enter, Tab, Esc or a click elsewhere hands the keyboard back.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from ... import assets
from ..art.cards import card_size
from ..speech.words import control
from ..toolkit import theme
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.settings import (
    BOT_WAITS,
    CARD_BACKS,
    HOLDS,
    NAME_LENGTH,
    RANK_ORDERS,
    SORTS,
    SPEECH_MODES,
    SPEEDS,
    VERBOSITIES,
    Settings,
    clean_name,
)
from ..toolkit.widgets import Button, dim, draw_buttons, draw_panel, hit


@dataclass(frozen=True, slots=True)
class Row:
    """One setting: its field, its label, and the values offered with their words."""

    field: str
    label: str
    values: tuple[tuple[Any, str], ...]


ROWS = (
    Row("learning", "Learning", ((True, "On"), (False, "Off"))),
    Row("speed", "Animation speed", tuple((s, s.capitalize()) for s in SPEEDS)),
    Row("bot_wait", "Computer players wait", tuple(zip(BOT_WAITS, ("Short", "Normal", "Long", "Longer"),
                                                        strict=True))),
    Row("sound", "Sound", ((True, "On"), (False, "Off"))),
    Row("volume", "Volume", tuple((v, f"{v}%") for v in range(0, 101, 10))),
    Row("card_back", "Card back", tuple((b, b.capitalize()) for b in CARD_BACKS)),
    Row("four_colour", "Suit colours", ((False, "Red and black"), (True, "Four colours"))),
    Row("hand_sort", "Your hand", tuple(zip(SORTS, ("Trumps right", "Trumps left", "By rank"), strict=True))),
    Row("rank_order", "Ranks in a suit", tuple(zip(RANK_ORDERS, ("Low to high", "High to low"), strict=True))),
    Row("hold_trick", "Hold the trick", tuple(zip(HOLDS, ("Never", "Last of a hand", "Until a click", "2 seconds",
                                                       "4 seconds"), strict=True))),
    Row("auto_play", "Play a forced move by itself", ((True, "On"), (False, "Off"))),
    Row("confirm_play", "Confirm each card", ((False, "No"), (True, "Ask first"))),
    Row("turn_cue", "Your turn: chime and glow", ((True, "On"), (False, "Off"))),
    Row("callouts", "Callouts: why tricks are won", ((True, "On"), (False, "Off"))),
    Row("speech", "Speech", tuple(zip(SPEECH_MODES, ("With a screen reader", "On", "Off"), strict=True))),
    Row("verbosity", "Speech detail", tuple(zip(VERBOSITIES, ("Brief", "Normal", "Full"), strict=True))),
    Row("undo", "Taking back a move (U)", ((True, "Allowed"), (False, "Not allowed"))),
    Row("hint_numbers", "Hints show their numbers", ((True, "On"), (False, "Off"))),
    Row("bid_coach", "Bid coach", ((False, "Off"), (True, "On"))),
    Row("player_age", "Your name and age",
        ((0, "Not given"), *((age, str(age)) for age in range(4, 100)))),
)
STEPPED = frozenset({"volume", "player_age"})
"""Rows shown as − value + rather than one button per value."""
NAME_FIELD = "player_name"
"""The name's text field shares the age's row (the age breaks Lo-Hi ties)."""
MIN_ROW = 18
"""The lowest a row of buttons gets (pixels), in the smallest window the app allows (1024x640)."""

LEARNING_NOTE = ("Learning: hint numbers, bid coach, callouts, a slower pace, every trick held. "
                 "Change one by hand and it is off; off puts them back. Its matches count as with aids.")


def open_folder(folder: Path, launch: Callable[[Path], object] | None = None) -> str:
    """Show ``folder`` in the system's file browser (made if missing); the words say what happened, and
    when no file browser could be started they give the folder's whole path (put on the clipboard too)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return f"Could not make the folder {folder}: {error.strerror or error}."
    try:
        (launch or _file_browser)(folder)
    except OSError as error:
        copied = "; its path is on the clipboard" if _to_clipboard(str(folder)) else ""
        return (f"No file browser could be started ({error.strerror or error}). "
                f"The house-rules folder is {folder}{copied}.")
    return f"Opened {folder}. Files dropped there appear on the title screen next time it is shown."


def _file_browser(folder: Path) -> None:
    """Start the system's file browser on ``folder`` (raises ``OSError`` when there is none to start)."""
    if sys.platform.startswith("win"):
        os.startfile(folder)  # type: ignore[attr-defined]
    else:
        subprocess.Popen(["open" if sys.platform == "darwin" else "xdg-open", str(folder)],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _to_clipboard(text: str) -> bool:
    """Put ``text`` on the clipboard where the window system allows it; ``True`` if it did."""
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError, NotImplementedError):
        return False
    return True


class SettingsScene(Scene):
    """Change the app's settings; Esc goes back to where you came from."""

    overlay = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.row = 0
        self.hover: str | None = None
        self.folder_note = ""
        """What happened when the player asked to open the house-rules folder."""
        self.typing = False
        """The name field has the keyboard (the app then sends typed text, not shortcuts)."""
        self.buttons: list[Button] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.labels: list[tuple[str, int]] = []
        self.size = app.size
        self.resize(app.size)

    @property
    def unit(self) -> float:
        return min(self.size[0] / 1280, self.size[1] / 800)

    def exit(self) -> None:
        """Leaving the settings: keep them for next time."""
        self.stop_typing()
        if self.app.store is not None:
            self.app.store.save_settings(self.app.settings.to_dict())

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        u = self.unit
        bh, gap = max(28, round(44 * u)), max(6, round(12 * u))
        height = self._height(bh, gap)
        if height > h - 20:  # a short window: the rows close up rather than run over the foot
            shrink = (h - 20) / height
            bh, gap = max(MIN_ROW, round(bh * shrink)), max(3, round(gap * shrink))
            height = self._height(bh, gap)
            while height > h - 20 and bh > MIN_ROW:  # rounding (the card backs' size) may leave it too tall
                bh -= 1
                height = self._height(bh, gap)
        self.panel = pygame.Rect(0, 0, min(w - 20, round(1060 * u)), min(h - 20, height))
        self.panel.center = (w // 2, h // 2)
        left = self.panel.left + round(330 * u)
        room = self.panel.right - gap * 2 - left
        y = self.panel.top + round(80 * u)
        settings = self.app.settings
        self.buttons, self.labels = [], []
        for i, row in enumerate(ROWS):
            height = card_size(round(bh * 2.1))[1] if row.field == "card_back" else bh
            self.labels.append((row.label, y + height // 2))
            current = getattr(settings, row.field)
            if row.field == "player_age":
                name_w = min(round(300 * u), room // 2)
                self.buttons.append(Button(NAME_FIELD, settings.player_name, pygame.Rect(left, y, name_w, bh),
                                           selected=self.typing))
                self.buttons += self._stepper(row, left + name_w + gap * 2, y, bh, current, i == self.row)
            elif row.field in STEPPED:
                self.buttons += self._stepper(row, left, y, bh, current, i == self.row)
            else:
                each = min(round(190 * u), (room - gap * (len(row.values) - 1)) // len(row.values))
                for k, (value, words) in enumerate(row.values):
                    rect = pygame.Rect(left + k * (each + gap), y, each, height)
                    self.buttons.append(Button(f"{row.field}:{k}", words, rect, selected=value == current))
            y += height + gap
        back = pygame.Rect(0, 0, round(200 * u), bh)
        back.midbottom = (self.panel.centerx + round(110 * u), self.panel.bottom - gap)
        folder = pygame.Rect(0, 0, round(260 * u), bh)
        folder.midbottom = (self.panel.centerx - round(150 * u), self.panel.bottom - gap)
        self.buttons.append(Button("open_rules", "Open house rules", folder))
        self.buttons.append(Button("back", "Back (Esc)", back))

    def _height(self, bh: int, gap: int) -> int:
        """The panel's height with buttons ``bh`` high and ``gap`` apart: the title, every row, the foot."""
        u = self.unit
        rows = sum(card_size(round(bh * 2.1))[1] if r.field == "card_back" else bh for r in ROWS)
        return round(80 * u) + rows + gap * len(ROWS) + round(50 * u) + bh + gap

    def _stepper(self, row: Row, left: int, y: int, bh: int, current: Any, focused: bool) -> list[Button]:
        values = [v for v, _ in row.values]
        index = values.index(current) if current in values else 0
        return [Button(f"{row.field}:{max(0, index - 1)}", "−", pygame.Rect(left, y, bh, bh), enabled=index > 0),
                Button(f"{row.field}:{min(len(values) - 1, index + 1)}", "+",
                       pygame.Rect(left + bh * 5, y, bh, bh), enabled=index < len(values) - 1)]

    def title_words(self) -> str:
        return "Settings. Up and Down choose a setting, Left and Right change it; Esc goes back"

    def focus_words(self) -> str:
        """The row with the focus, its value, and where it is."""
        row = ROWS[self.row]
        value = getattr(self.app.settings, row.field)
        words = dict(row.values).get(value, str(value))
        if row.field == "player_age":
            name = self.app.settings.player_name or "none"
            words = f"name {name}{', typing' if self.typing else ''}; age {words}; Enter types the name"
        return control(row.label, words, (self.row, len(ROWS)))

    # -- input ----------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if self.typing and self._type(intent):
            return
        if kind in (Kind.BACK, Kind.ALT_PRESS):
            self.app.pop()
        elif kind is Kind.MOTION:
            button = hit(self.buttons, intent.pos)
            self.hover = button.key if button is not None else None
        elif kind is Kind.PRESS:
            button = hit(self.buttons, intent.pos)
            if button is not None and button.enabled:
                self.press(button.key)
        elif kind in (Kind.UP, Kind.DOWN):
            self.row = (self.row + (-1 if kind is Kind.UP else 1)) % len(ROWS)
            self.resize(self.size)
        elif kind in (Kind.LEFT, Kind.RIGHT):
            self.step(ROWS[self.row], -1 if kind is Kind.LEFT else 1)
        elif kind is Kind.CONFIRM and ROWS[self.row].field == "player_age":
            self.start_typing()
        elif kind is Kind.CONFIRM:
            self.step(ROWS[self.row], 1, wrap=True)

    def _type(self, intent: Intent) -> bool:
        """Typing the name; returns False for what the scene should still handle (a click elsewhere)."""
        kind = intent.kind
        name = self.app.settings.player_name
        if kind is Kind.TEXT:
            self._set_name(name + intent.text)
        elif kind is Kind.ERASE:
            self._set_name(name[:-1])
        elif kind in (Kind.CONFIRM, Kind.BACK):
            self.stop_typing()
        elif kind in (Kind.PRESS, Kind.ALT_PRESS):
            field = next((b for b in self.buttons if b.key == NAME_FIELD), None)
            if field is not None and field.rect.collidepoint(intent.pos):
                return True
            self.stop_typing()
            return kind is Kind.ALT_PRESS
        return kind is not Kind.MOTION

    def _set_name(self, text: str) -> None:
        cleaned = "".join(c for c in text if c.isprintable())[:NAME_LENGTH]
        self.app.settings = self.app.settings.with_(player_name=cleaned)
        self.resize(self.size)

    def start_typing(self) -> None:
        self.typing = True
        self.row = next(i for i, r in enumerate(ROWS) if r.field == "player_age")
        pygame.key.start_text_input()
        self.resize(self.size)

    def stop_typing(self) -> None:
        if not self.typing:
            return
        self.typing = False
        pygame.key.stop_text_input()
        self.app.settings = self.app.settings.with_(player_name=clean_name(self.app.settings.player_name))
        self.resize(self.size)

    @property
    def still(self) -> bool:
        """The name field's cursor blinks while it has the keyboard."""
        return not self.typing

    def press(self, key: str) -> None:
        if key == "back":
            self.app.pop()
            return
        if key == "open_rules":
            self.folder_note = open_folder(assets.house_rules_dir())
            return
        if key == NAME_FIELD:
            self.start_typing()
            return
        field, _, index = key.partition(":")
        row = next((r for r in ROWS if r.field == field), None)
        if row is not None and index.isdigit():
            self.row = ROWS.index(row)
            self.set(row, row.values[int(index)][0])

    def step(self, row: Row, step: int, *, wrap: bool = False) -> None:
        values = [v for v, _ in row.values]
        current = getattr(self.app.settings, row.field)
        index = values.index(current) + step if current in values else 0
        index = index % len(values) if wrap else max(0, min(len(values) - 1, index))
        self.set(row, values[index])

    def set(self, row: Row, value: Any) -> None:
        self.app.settings = self.app.settings.with_(**{row.field: value})
        self.resize(self.size)

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        draw_panel(surface, self.panel, alpha=252)
        u = self.unit
        px = max(16, round(24 * u))
        theme.blit_text(surface, "Settings", round(44 * u), theme.GOLD, bold=True,
                        center=(self.panel.centerx, self.panel.top + round(40 * u)))
        room = round(290 * u)
        for i, (label, y) in enumerate(self.labels):
            colour = theme.GOLD if i == self.row else theme.TEXT
            theme.blit_text(surface, theme.fit(label, px, room, bold=i == self.row), px, colour, bold=i == self.row,
                            midleft=(self.panel.left + round(30 * u), y))
        plain = [b for b in self.buttons if not b.key.startswith("card_back:") and b.key != NAME_FIELD]
        draw_buttons(surface, plain, self.hover, px=round(px * 0.9))
        self._volume(surface, px)
        self._backs(surface)
        self._age(surface, px)
        self._name(surface, px)
        note = self.folder_note or (f"House rules: drop variant files into {assets.house_rules_dir()}. "
                                    "Changes apply at once; M turns the sound off or on anywhere.")
        if ROWS[self.row].field == "learning" and not self.folder_note:
            note = LEARNING_NOTE
        small = round(px * 0.7)
        lines = theme.wrap(note, small, self.panel.width - 20)[:2]  # two lines: a long path is shown whole
        step = theme.font(small).get_linesize()
        for k, line in enumerate(lines):
            theme.blit_text(surface, theme.fit(line, small, self.panel.width - 20), small, theme.TEXT_DIM,
                            center=(self.panel.centerx,
                                    self.buttons[-1].rect.top - round(18 * u) - (len(lines) - 1 - k) * step))

    def _volume(self, surface: pygame.Surface, px: int) -> None:
        minus = next(b for b in self.buttons if b.label == "−")
        bar = pygame.Rect(minus.rect.right + 8, minus.rect.top + minus.rect.height // 3,
                          minus.rect.width * 4 - 16, minus.rect.height // 3)
        settings: Settings = self.app.settings
        pygame.draw.rect(surface, theme.BUTTON_OFF, bar, border_radius=bar.height // 2)
        filled = bar.copy()
        filled.width = round(bar.width * settings.volume / 100)
        colour = theme.GOLD if settings.sound else theme.TEXT_DIM
        pygame.draw.rect(surface, colour, filled, border_radius=bar.height // 2)
        words = f"{settings.volume}%" + ("" if settings.sound else " (muted)")
        theme.blit_text(surface, words, px, theme.TEXT, midleft=(bar.right + minus.rect.width + 16, minus.rect.centery))

    def _age(self, surface: pygame.Surface, px: int) -> None:
        """The age between its − and + buttons."""
        minus = next((b for b in self.buttons if b.key.startswith("player_age:") and b.label == "−"), None)
        plus = next((b for b in self.buttons if b.key.startswith("player_age:") and b.label == "+"), None)
        if minus is None or plus is None:
            return
        row = next(r for r in ROWS if r.field == "player_age")
        words = dict(row.values).get(self.app.settings.player_age, str(self.app.settings.player_age))
        theme.blit_text(surface, words, px, theme.TEXT, center=((minus.rect.right + plus.rect.left) // 2,
                                                                minus.rect.centery))

    def _name(self, surface: pygame.Surface, px: int) -> None:
        """The name field: the name (or an invitation to type one) and a blinking caret while typing."""
        field = next((b for b in self.buttons if b.key == NAME_FIELD), None)
        if field is None:
            return
        rect = field.rect
        pygame.draw.rect(surface, theme.INK, rect, border_radius=6)
        edge = theme.GOLD if self.typing else theme.GLOW if self.hover == NAME_FIELD else theme.TEXT_DIM
        pygame.draw.rect(surface, edge, rect, width=2, border_radius=6)
        name = self.app.settings.player_name
        shown = name if name or self.typing else "Click to type your name"
        colour = theme.TEXT if name else theme.TEXT_DIM
        text = theme.fit(shown, px, rect.width - 20)
        drawn = theme.blit_text(surface, text, px, colour, midleft=(rect.left + 10, rect.centery))
        if self.typing and int(self.app.time * 2) % 2 == 0:
            x = drawn.right + 2 if name else rect.left + 10
            pygame.draw.line(surface, theme.GOLD, (x, rect.top + 8), (x, rect.bottom - 8), 2)

    def _backs(self, surface: pygame.Surface) -> None:
        art = self.app.art(None)
        for button in self.buttons:
            if not button.key.startswith("card_back:"):
                continue
            design = CARD_BACKS[int(button.key.split(":")[1])]
            size = card_size(button.rect.height)
            image = art.back(size, design)
            rect = image.get_rect(midleft=(button.rect.left, button.rect.centery))
            surface.blit(image, rect)
            edge = theme.GOLD if button.selected else theme.GLOW if button.key == self.hover else None
            if edge is not None:
                pygame.draw.rect(surface, edge, rect.inflate(8, 8), width=3, border_radius=8)
            theme.blit_text(surface, button.label, max(14, round(20 * self.unit)), theme.TEXT,
                            midleft=(rect.right + 10, rect.centery))
