"""The title scene: pick a game from the rule files found.

Games are whatever rule files ``game.assets`` finds, so dropping in a new file
adds a game.  A file that fails to load is listed with its problems instead of
stopping the app: a broken house-rules file must never crash the menu.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame

from .. import assets
from ..engine import RuleSet, load_rules
from . import theme
from .app import App, Scene
from .intents import Intent, Kind
from .widgets import Button, draw_button, draw_buttons, hit


@dataclass(frozen=True, slots=True)
class Broken:
    """A rule file that did not load, and the first lines of why."""

    name: str
    problems: tuple[str, ...]


def load_games(paths: list[Path] | None = None) -> tuple[list[RuleSet], list[Broken]]:
    """Every rule file that loads, and every one that does not with its problems."""
    games: list[RuleSet] = []
    broken: list[Broken] = []
    for path in assets.rule_files() if paths is None else paths:
        try:
            games.append(load_rules(path))
        except Exception as error:  # a broken file is shown, never fatal
            lines = tuple(str(error).splitlines()[:3]) or (type(error).__name__,)
            broken.append(Broken(path.name, lines))
    return games, broken


class TitleScene(Scene):
    """The first screen: the games, each with its one-line description."""

    def __init__(self, app: App, games: list[RuleSet] | None = None, broken: list[Broken] | None = None) -> None:
        super().__init__(app)
        if games is None:
            games, broken = load_games()
        self.games = games
        self.broken = broken or []
        self.buttons: list[Button] = []
        self.focus = 0
        self.hover: str | None = None
        self.size = app.size
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        unit = min(w / 1280, h / 800)
        bw, bh = min(w - 40, round(820 * unit)), max(56, round(96 * unit))
        gap = round(14 * unit)
        top = round(h * 0.28)
        self.buttons = []
        for i, rules in enumerate(self.games):
            rect = pygame.Rect(0, 0, bw, bh)
            rect.midtop = (w // 2, top + i * (bh + gap))
            self.buttons.append(Button(rules.game, rules.title, rect, selected=i == self.focus))
        quit_rect = pygame.Rect(0, 0, round(200 * unit), max(32, round(48 * unit)))
        quit_rect.midbottom = (w // 2, h - round(24 * unit))
        self.buttons.append(Button("quit", "Quit", quit_rect, selected=self.focus == len(self.games)))

    def handle(self, intent: Intent) -> None:
        if intent.kind is Kind.BACK:
            self.app.quit()
        elif intent.kind is Kind.MOTION:
            button = hit(self.buttons, intent.pos)
            self.hover = button.key if button else None
        elif intent.kind is Kind.PRESS:
            button = hit(self.buttons, intent.pos)
            if button is not None:
                self.choose(button.key)
        elif intent.kind in (Kind.UP, Kind.DOWN, Kind.LEFT, Kind.RIGHT):
            step = -1 if intent.kind in (Kind.UP, Kind.LEFT) else 1
            self.focus = (self.focus + step) % len(self.buttons)
            self.resize(self.size)
        elif intent.kind is Kind.CONFIRM:
            self.choose(self.buttons[self.focus].key)

    def choose(self, key: str) -> None:
        if key == "quit":
            self.app.quit()
            return
        from .newgame import NewGameScene
        rules = next(r for r in self.games if r.game == key)
        self.app.push(NewGameScene(self.app, rules))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        unit = min(w / 1280, h / 800)
        surface.blit(theme.felt(self.size), (0, 0))
        theme.blit_text(surface, "Lohai & Friends", round(96 * unit), theme.GOLD, bold=True,
                        center=(w // 2, round(h * 0.1)))
        theme.blit_text(surface, "Card games against the computer. Pick a game:", round(32 * unit), theme.TEXT,
                        center=(w // 2, round(h * 0.19)))
        px = max(16, round(22 * unit))
        for button, rules in zip(self.buttons, self.games, strict=False):
            draw_button(surface, Button(button.key, "", button.rect, selected=button.selected),
                        hot=self.hover == button.key)
            inner = button.rect.inflate(-round(40 * unit), -round(16 * unit))
            theme.blit_text(surface, rules.title, round(40 * unit), theme.GOLD, bold=True, topleft=inner.topleft)
            lines = theme.wrap(rules.describe, px, inner.width)[:2]
            for k, line in enumerate(lines):
                theme.blit_text(surface, line, px, theme.TEXT,
                                topleft=(inner.left, inner.top + round(36 * unit) + k * round(px * 0.8)))
        draw_buttons(surface, self.buttons[len(self.games):], self.hover, px=round(32 * unit))
        if not self.games:
            theme.blit_text(surface, f"No rule files found in {assets.rules_dir()}", px, theme.BAD,
                            center=(w // 2, h // 2))
        y = (self.buttons[len(self.games) - 1].rect.bottom if self.games else h // 2) + round(30 * unit)
        for broken in self.broken:
            theme.blit_text(surface, f"{broken.name} could not be loaded:", px, theme.BAD, bold=True,
                            midleft=(round(w * 0.1), y))
            for line in broken.problems:
                y += px
                theme.blit_text(surface, line[:140], px, theme.BAD, midleft=(round(w * 0.12), y))
            y += round(px * 1.4)
