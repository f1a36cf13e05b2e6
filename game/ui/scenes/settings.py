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

from typing import Any

import pygame

from ... import assets
from ...catalogue import _
from ..art.cards import card_size
from ..speech.screens import control, name_and_age, settings_screen
from ..toolkit import theme
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.settings import NAME_LENGTH, clean_name
from ..toolkit.widgets import Button, Scroll, dim, draw_buttons, draw_panel, draw_scrollbar, hit
from .house_folder import open_folder
from .settings_draw import draw_age, draw_backs, draw_name, draw_volume
from .settings_layout import Measure, stepper
from .settings_rows import HEADINGS, LEARNING_NOTE, NAME_FIELD, ROWS, STEPPED, Row, shown_value

MIN_ROW = 18
"""The lowest a row of buttons gets (pixels), in the smallest window the app allows (1024x640)."""


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
        measure = Measure(px, u)
        bh, gap = max(28, round(44 * u)), max(6, round(12 * u))
        lowest = max(MIN_ROW, round(theme.font(round(px * 0.9)).get_height() * 1.2))  # a row holds its words
        self.panel = pygame.Rect(0, 0, min(w - 20, round(1060 * u)), 0)
        label_w = min(max(theme.font(px, True).size(_(r.label))[0] for r in ROWS), round(self.panel.width * 0.42))
        left = round(30 * u) + label_w + gap * 2
        self.label_room = label_w + gap
        room = self.panel.width - gap * 2 - left
        height = measure.height(bh, gap, room)
        if height > h - 20:  # a short window: the rows close up rather than run over the foot
            shrink = (h - 20) / height
            bh, gap = max(lowest, round(bh * shrink)), max(3, round(gap * shrink))
            height = measure.height(bh, gap, room)
            while height > h - 20 and bh > lowest:  # rounding (the card backs' size) may leave it too tall
                bh -= 1
                height = measure.height(bh, gap, room)
        self.panel.height = min(h - 20, height)
        self.panel.center = (w // 2, h // 2)
        head, foot = measure.head(), measure.foot(bh, gap)
        view = pygame.Rect(self.panel.left, self.panel.top + head, self.panel.width,
                           self.panel.height - head - foot)
        layout = measure.rows(bh, gap, room)
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
                self.headings.append((heading, y + measure.heading_h(gap) // 2 - gap // 2))
                y += measure.heading_h(gap)
            height = card_size(round(bh * 2.1))[1] if row.field == "card_back" else bh
            self.labels.append((_(row.label), y + height // 2, i))
            current = shown_value(settings, row.field)
            if row.field == "player_age":
                name_w = min(round(300 * u), room // 2)
                self.buttons.append(Button(NAME_FIELD, settings.player_name, pygame.Rect(x0, y, name_w, bh),
                                           selected=self.typing))
                span = max(bh * 4, theme.font(px).size(_(row.values[0][1]))[0] + gap * 2)  # room for "Not given"
                self.buttons += stepper(row, x0 + name_w + gap * 2, y, bh, current, i == self.row, span)
            elif row.field in STEPPED:
                self.buttons += stepper(row, x0, y, bh, current, i == self.row)
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

    def title_words(self) -> str:
        return settings_screen()

    def focus_words(self) -> str:
        """The row with the focus, its value, and where it is."""
        row = ROWS[self.row]
        value = shown_value(self.app.settings, row.field)
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
        current = shown_value(self.app.settings, row.field)
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
        settings = self.app.settings
        draw_volume(surface, self.buttons, settings, px)
        draw_backs(surface, self.buttons, self.app.art(None), self.hover, self.unit)
        draw_age(surface, self.buttons, settings, px)
        draw_name(surface, self.buttons, settings, px, typing=self.typing, hover=self.hover, time=self.app.time)
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
