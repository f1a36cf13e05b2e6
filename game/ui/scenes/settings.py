"""The settings scene: the Learning preset, speed, sound, card back, hand order, forced cards, you, and under
the Accessibility heading high contrast, large print, the suit colours and the card size.

Every change is made at once on the app's :class:`~.settings.Settings` (a new
frozen record each time), so the table beneath, which reads them every frame,
follows live.  Rows of choice buttons; the mouse picks, or Up/Down choose a
row and Left/Right change it.  Card backs are shown as the cards themselves.
The player's name is a text field: a click (or Enter on its row) gives it the
keyboard, Enter, Tab, Esc or a click elsewhere hands the keyboard back.  When
the window cannot show every row (a small window in large print) the rows
scroll: the wheel scrolls them, and the row with the keyboard is always shown.
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
from ...catalogue import LANGUAGES, N_, _
from ..art.cards import card_size
from ..speech.screens import control, name_and_age, settings_screen
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
from ..toolkit.widgets import Button, Scroll, dim, draw_buttons, draw_panel, draw_scrollbar, hit


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
)
HEADINGS = {"high_contrast": N_("Accessibility")}
"""Headings shown above a row, naming the group of rows it starts (the rows after it to the end, or to the next
heading, belong to it)."""
STEPPED = frozenset({"volume", "player_age"})
"""Rows shown as − value + rather than one button per value."""
NAME_FIELD = "player_name"
"""The name's text field shares the age's row (the age breaks Lo-Hi ties)."""
MIN_ROW = 18
"""The lowest a row of buttons gets (pixels), in the smallest window the app allows (1024x640)."""

LEARNING_NOTE = N_("Learning: hint numbers, bid coach, callouts, a slower pace, every trick held. "
                   "Change one by hand and it is off; off puts them back. Its matches count as with aids.")


def open_folder(folder: Path, launch: Callable[[Path], object] | None = None) -> str:
    """Show ``folder`` in the system's file browser (made if missing); the words say what happened, and
    when no file browser could be started they give the folder's whole path (put on the clipboard too)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return _("Could not make the folder {folder}: {value}.").format(folder=folder, value=error.strerror or error)
    try:
        (launch or _file_browser)(folder)
    except OSError as error:
        copied = _("; its path is on the clipboard") if _to_clipboard(str(folder)) else ""
        return (_("No file browser could be started ({value}). The house-rules folder is {folder}{copied}.").format(
            value=error.strerror or error, folder=folder, copied=copied))
    return _("Opened {folder}. Files dropped there appear on the title screen next time it is shown.").format(
        folder=folder)


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


def _current(settings: Settings, field: str) -> Any:
    """A row's value as its buttons show it (the language followed from the system shows as that language)."""
    return settings.language_code if field == "language" else getattr(settings, field)


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
        self.labels: list[tuple[str, int, int]] = []
        """Each shown row's label, the height of its middle and its index in :data:`ROWS`."""
        self.headings: list[tuple[str, int]] = []
        self.scroll = Scroll()
        self.label_room = 0
        """The rows scroll when the window cannot show them all (a small window with large print)."""
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

    @property
    def px(self) -> int:
        """The labels' size of text."""
        return max(16, round(24 * self.unit))

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        u, px = self.unit, self.px
        bh, gap = max(28, round(44 * u)), max(6, round(12 * u))
        lowest = max(MIN_ROW, round(theme.font(round(px * 0.9)).get_height() * 1.2))  # a row holds its words
        self.panel = pygame.Rect(0, 0, min(w - 20, round(1060 * u)), 0)
        label_w = min(max(theme.font(px, True).size(_(r.label))[0] for r in ROWS), round(self.panel.width * 0.42))
        left = round(30 * u) + label_w + gap * 2
        self.label_room = label_w + gap
        room = self.panel.width - gap * 2 - left
        height = self._height(bh, gap, room)
        if height > h - 20:  # a short window: the rows close up rather than run over the foot
            shrink = (h - 20) / height
            bh, gap = max(lowest, round(bh * shrink)), max(3, round(gap * shrink))
            height = self._height(bh, gap, room)
            while height > h - 20 and bh > lowest:  # rounding (the card backs' size) may leave it too tall
                bh -= 1
                height = self._height(bh, gap, room)
        self.panel.height = min(h - 20, height)
        self.panel.center = (w // 2, h // 2)
        head, foot = self._head(), self._foot(bh, gap)
        view = pygame.Rect(self.panel.left, self.panel.top + head, self.panel.width,
                           self.panel.height - head - foot)
        layout = self._rows(bh, gap, room)
        self.scroll.set_sizes(view, layout[-1][1] + layout[-1][2] if layout else 0, bh + gap)
        __, top, tall, ___ = layout[self.row]
        if top - self.scroll.offset < 0 or top + tall - self.scroll.offset > view.height:  # the focused row shows
            self.scroll.to(top if top - self.scroll.offset < 0 else top + tall - view.height)
        settings = self.app.settings
        self.buttons, self.labels, self.headings = [], [], []
        x0 = self.panel.left + left
        for i, (row, top, tall, places) in enumerate(layout):
            y = view.top + top - self.scroll.offset
            if y < view.top or y + tall > view.bottom:
                continue  # scrolled out of sight
            heading = HEADINGS.get(row.field)
            if heading is not None:
                self.headings.append((heading, y + self._heading_h(gap) // 2 - gap // 2))
                y += self._heading_h(gap)
            height = card_size(round(bh * 2.1))[1] if row.field == "card_back" else bh
            self.labels.append((_(row.label), y + height // 2, i))
            current = _current(settings, row.field)
            if row.field == "player_age":
                name_w = min(round(300 * u), room // 2)
                self.buttons.append(Button(NAME_FIELD, settings.player_name, pygame.Rect(x0, y, name_w, bh),
                                           selected=self.typing))
                span = max(bh * 4, theme.font(px).size(_(row.values[0][1]))[0] + gap * 2)  # room for "Not given"
                self.buttons += self._stepper(row, x0 + name_w + gap * 2, y, bh, current, i == self.row, span)
            elif row.field in STEPPED:
                self.buttons += self._stepper(row, x0, y, bh, current, i == self.row)
            else:
                for k, ((value, words), (dx, dy, each)) in enumerate(zip(row.values, places, strict=True)):
                    rect = pygame.Rect(x0 + dx, y + dy, each, height)
                    self.buttons.append(Button(f"{row.field}:{k}", _(words), rect, selected=value == current))
        back = pygame.Rect(0, 0, round(200 * u), bh)
        back.midbottom = (self.panel.centerx + round(110 * u), self.panel.bottom - gap)
        folder = pygame.Rect(0, 0, round(260 * u), bh)
        folder.midbottom = (self.panel.centerx - round(150 * u), self.panel.bottom - gap)
        self.buttons.append(Button("open_rules", _("Open house rules"), folder))
        self.buttons.append(Button("back", _("Back (Esc)"), back))

    def _rows(self, bh: int, gap: int, room: int) -> list[tuple[Row, int, int, list[tuple[int, int, int]]]]:
        """Each row with its top and height in the list (from the first row's top) and where its buttons sit
        in it (x, y, width).  A row's buttons share its room equally; when their words need more (large print),
        each is as wide as the widest word and the buttons run on to a second line."""
        out: list[tuple[Row, int, int, list[tuple[int, int, int]]]] = []
        y, small = 0, round(self.px * 0.9)
        for row in ROWS:
            height = card_size(round(bh * 2.1))[1] if row.field == "card_back" else bh
            each = min(round(190 * self.unit), (room - gap * (len(row.values) - 1)) // len(row.values))
            widest = max(theme.font(small).size(_(words))[0] for __, words in row.values) + 2 * gap
            if row.field not in STEPPED and row.field != "card_back" and widest > each:
                each = min(room, widest)
            per_line = max(1, (room + gap) // (each + gap))
            places = [((k % per_line) * (each + gap), (k // per_line) * (height + gap // 2), each)
                      for k in range(len(row.values))]
            lines = 1 if row.field in STEPPED else -(-len(row.values) // per_line)
            tall = lines * height + (lines - 1) * (gap // 2)
            if row.field in HEADINGS:
                tall += self._heading_h(gap)
            out.append((row, y, tall, places))
            y += tall + gap
        return out

    def _heading_h(self, gap: int) -> int:
        """The height a group's heading takes above its first row."""
        return theme.font(self.px, True).get_linesize() + gap

    def _head(self) -> int:
        """The panel's top above the rows: its title."""
        return round(80 * self.unit)

    def _foot(self, bh: int, gap: int) -> int:
        """The panel's bottom below the rows: two lines of notes and the buttons."""
        step = theme.font(round(self.px * 0.7)).get_linesize()
        return round(18 * self.unit) + 2 * step + step // 2 + bh + gap * 2

    def _height(self, bh: int, gap: int, room: int) -> int:
        """The panel's height with buttons ``bh`` high and ``gap`` apart: the title, every row, the foot."""
        layout = self._rows(bh, gap, room)
        return self._head() + layout[-1][1] + layout[-1][2] + self._foot(bh, gap)

    def _stepper(self, row: Row, left: int, y: int, bh: int, current: Any, focused: bool,
                 span: int = 0) -> list[Button]:
        """The − and + buttons of a stepped row, ``span`` apart (four buttons' width unless more is asked)."""
        span = max(span, bh * 4)
        values = [v for v, __ in row.values]
        index = values.index(current) if current in values else 0
        return [Button(f"{row.field}:{max(0, index - 1)}", "−", pygame.Rect(left, y, bh, bh), enabled=index > 0),
                Button(f"{row.field}:{min(len(values) - 1, index + 1)}", "+",
                       pygame.Rect(left + bh + span, y, bh, bh), enabled=index < len(values) - 1)]

    def title_words(self) -> str:
        return settings_screen()

    def focus_words(self) -> str:
        """The row with the focus, its value, and where it is."""
        row = ROWS[self.row]
        value = _current(self.app.settings, row.field)
        words = _(dict(row.values).get(value, str(value)))
        if row.field == "player_age":
            words = name_and_age(self.app.settings.player_name, self.typing, words)
        return control(_(row.label), words, (self.row, len(ROWS)))

    # -- input ----------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if self.typing and self._type(intent):
            return
        if kind in (Kind.BACK, Kind.ALT_PRESS):
            self.app.pop()
        elif kind is Kind.WHEEL:
            self.scroll.handle(intent)
            self.resize(self.size)
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
        field, __, index = key.partition(":")
        row = next((r for r in ROWS if r.field == field), None)
        if row is not None and index.isdigit():
            self.row = ROWS.index(row)
            self.set(row, row.values[int(index)][0])

    def step(self, row: Row, step: int, *, wrap: bool = False) -> None:
        values = [v for v, __ in row.values]
        current = _current(self.app.settings, row.field)
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
        u, px = self.unit, self.px
        theme.blit_text(surface, _("Settings"), round(44 * u), theme.GOLD, bold=True,
                        center=(self.panel.centerx, self.panel.top + round(40 * u)))
        room = self.label_room
        for label, y, i in self.labels:
            colour = theme.GOLD if i == self.row else theme.TEXT
            theme.blit_text(surface, theme.fit(label, px, room, bold=i == self.row), px, colour, bold=i == self.row,
                            midleft=(self.panel.left + round(30 * u), y))
        for heading, y in self.headings:
            shown = theme.blit_text(surface, _(heading), px, theme.GOLD, bold=True,
                                    midleft=(self.panel.left + round(30 * u), y))
            pygame.draw.line(surface, theme.PANEL_EDGE, (shown.right + 12, y), (self.panel.right - 30, y),
                             theme.palette().line)
        draw_scrollbar(surface, self.scroll)
        plain = [b for b in self.buttons if not b.key.startswith("card_back:") and b.key != NAME_FIELD]
        draw_buttons(surface, plain, self.hover, px=round(px * 0.9))
        self._volume(surface, px)
        self._backs(surface)
        self._age(surface, px)
        self._name(surface, px)
        note = self.folder_note or _("House rules: drop variant files into {folder}. "
                                     "Changes apply at once; M turns the sound off or on anywhere.").format(
            folder=assets.house_rules_dir())
        if ROWS[self.row].field == "learning" and not self.folder_note:
            note = _(LEARNING_NOTE)
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
        words = f"{settings.volume}%" if settings.sound else _("{volume}% (muted)").format(volume=settings.volume)
        theme.blit_text(surface, words, px, theme.TEXT, midleft=(bar.right + minus.rect.width + 16, minus.rect.centery))

    def _age(self, surface: pygame.Surface, px: int) -> None:
        """The age between its − and + buttons."""
        minus = next((b for b in self.buttons if b.key.startswith("player_age:") and b.label == "−"), None)
        plus = next((b for b in self.buttons if b.key.startswith("player_age:") and b.label == "+"), None)
        if minus is None or plus is None:
            return
        row = next(r for r in ROWS if r.field == "player_age")
        words = _(dict(row.values).get(self.app.settings.player_age, str(self.app.settings.player_age)))
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
        shown = name if name or self.typing else _("Click to type your name")
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
