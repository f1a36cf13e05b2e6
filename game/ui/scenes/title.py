"""The title scene: pick a game from the rule files found.

Games are whatever rule files ``game.assets`` finds, so dropping in a new file
adds a game.  A file that fails to load is listed with its problems instead of
stopping the app: a broken house-rules file must never crash the menu.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame

from ... import assets
from ...catalogue import _, unsaid_problem
from ...engine import RuleSet
from ...games import owner, rule_files
from ...rules import verdict
from ...store import SavedMatch
from ...text import drawable
from ...version import version
from ..art.title_art import draw_motifs
from ..speech.queue import Priority
from ..speech.screens import chosen, rules_of, title_screen
from ..speech.words import joined
from ..toolkit import theme
from ..toolkit.app import TITLE, App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import Button, draw_button, draw_buttons, hit


@dataclass(frozen=True, slots=True)
class Broken:
    """A rule file that did not load, and the first lines of why."""

    name: str
    problems: tuple[str, ...]


PROBLEM_WIDTH = 140
"""The most characters of one problem line the title shows."""


def is_house(rules: RuleSet) -> bool:
    """The rules come from the player's own folder, not a game's own file (built in or a plug-in's)."""
    return owner(rules.path) is None


def game_key(index: int) -> str:
    """A game button's key: its place in the list (house-rules files share their base game's name)."""
    return f"game:{index}"


def load_games(paths: list[Path] | None = None) -> tuple[list[RuleSet], list[Broken]]:
    """Every rule file that loads — the built-in ones, then the player's house rules — and every one
    that does not, with its problems exactly as ``python -m game.rules check`` words them (the same
    :func:`game.rules.verdict`), made fit to draw."""
    games: list[RuleSet] = []
    broken: list[Broken] = []
    for path in rule_files() + assets.house_rule_files() if paths is None else paths:
        found = verdict(path)
        if isinstance(found, RuleSet):
            games.append(found)
        else:
            broken.append(broken_entry(path, found))
    return games, broken


def broken_entry(path: Path, problems: list[str]) -> Broken:
    """A refused file as the title lists it: its name and its first four problems, each cut to a line."""
    shown = [drawable(line, PROBLEM_WIDTH) for line in problems[:4]]
    if len(problems) > 4:
        shown.append(_("…and {value} more").format(value=len(problems) - 4))
    return Broken(drawable(path.name, PROBLEM_WIDTH // 2), tuple(shown) or (_("could not be loaded"),))


class TitleScene(Scene):
    """The first screen: the games, each with its one-line description."""

    home = True

    def start_over(self, rules: RuleSet) -> None:
        """A resumed match was given up for a new one: its new-game screen, over the title."""
        from .newgame import NewGameScene
        self.app.push(NewGameScene(self.app, rules))

    def __init__(self, app: App, games: list[RuleSet] | None = None, broken: list[Broken] | None = None,
                 *, later: bool = False) -> None:
        """``later``: read the rule files after the first frame is on screen (the app's start), so the
        window shows at once; otherwise now (tests, tools)."""
        super().__init__(app)
        self.loading = games is None and later
        """The rule files are still to be read: the first frame shows the title alone."""
        if games is None and not later:
            games, broken = load_games()
        self.games = games or []
        self.broken = broken or []
        self.buttons: list[Button] = []
        self.focus = 0
        self.hover: str | None = None
        self.size = app.size
        self.saved: SavedMatch | None = None
        """The match in progress last time, offered as "Continue"."""
        self.note = ""
        """A problem with the app's files (a damaged save set aside), in words."""
        self.enter()

    def enter(self) -> None:
        """Shown again (or first): look for a match to continue and for problems to report."""
        store = self.app.store
        self.saved = store.load_match() if store is not None else None
        if store is not None and store.problems:
            self.note = drawable(" ".join(store.problems), 1_000)
            store.problems.clear()
        translation = unsaid_problem()  # a damaged catalogue: English, and why, once
        if translation:
            self.note = drawable(f"{self.note} {translation}".strip(), 1_000)
        self.focus_first()

    def focus_first(self) -> None:
        """The focus where Enter does what a player most likely wants: Continue when a match is saved (it
        picks the match up where it was left), else the first game. Set again once the games are listed, as
        listing them moves every button along."""
        self.resize(self.app.size)
        keys = [b.key for b in self.buttons]
        self.focus = keys.index("continue") if self.saved is not None and "continue" in keys else 0
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        unit = min(w / 1280, h / 800)
        gap = round(14 * unit)
        top = round(h * 0.25)
        small = pygame.Rect(0, 0, round(200 * unit), max(32, round(48 * unit)))
        scale = theme.look().print_scale
        count = max(1, len(self.games))

        def room() -> int:
            return (h - round(24 * unit) - small.height - gap - top - gap * len(self.games)
                    - self._broken_room(unit)) // count
        usual = min(w - 40, round(820 * unit))
        widest = max(usual, min(w - 40, round(820 * unit * scale)))  # large print: wider where the window has room
        clear = max(usual, min(widest, w - 2 * round(170 * unit)))  # ... leaving room for the games' fans of cards
        bw = clear if self._wanted_height(clear, unit) <= room() else widest
        wanted = max(round(96 * unit), self._wanted_height(bw, unit))
        if room() < wanted:  # every line of the descriptions wanted: the games start under the words above
            top = min(top, round(h * 0.19) + theme.font(round(32 * unit)).get_height() // 2 + gap)
        if room() < wanted:
            gap = max(4, gap // 2)
        bh = max(52, min(wanted, room()))
        games: list[Button] = []
        extras: list[Button] = []
        for index, rules in enumerate(self.games):
            rect = pygame.Rect(0, 0, bw, bh)
            rect.midtop = (w // 2, top + len(games) * (bh + gap))
            games.append(Button(game_key(index), rules.title, rect))
            side = pygame.Rect(0, 0, max(80, round(120 * unit)), max(28, round(bh * 0.5)))
            side.midright = (rect.right - round(16 * unit), rect.centery)
            extras.append(Button(f"rules:{game_key(index)}", _("Rules"), side))
        bottom = [("stats", _("Statistics")), ("settings", _("Settings")), ("about", _("About")), ("quit", _("Quit"))]
        if self.saved is not None:
            bottom.insert(0, ("continue", _("Continue {saved_title}").format(saved_title=self._saved_title())))
        widths = [max(small.width, theme.font(round(32 * unit)).size(label)[0] + 2 * gap) for __, label in bottom]
        x = w // 2 - (sum(widths) + gap * (len(bottom) - 1)) // 2
        for (key, label), width in zip(bottom, widths, strict=True):
            rect = pygame.Rect(x, 0, width, small.height)
            rect.bottom = h - round(24 * unit)
            extras.append(Button(key, label, rect))
            x += width + gap
        self.buttons = [Button(b.key, b.label, b.rect, selected=i == self.focus)
                        for i, b in enumerate(games + extras)]
        count = len(games)
        self.rows = [[i, count + i] for i in range(count)] + [list(range(2 * count, len(self.buttons)))]
        """The buttons as the eye sees them: each game with its Rules, then the bottom row (indexes)."""

    def title_words(self) -> str:
        return joined(title_screen(TITLE), self.note)

    def focus_words(self) -> str:
        """The button in the focus; none while the games are still read (the first frame's focus is not the one
        the player will be on: "Statistics, 1 of 4" was said, then "Koira, 1 of 14")."""
        if self.loading:
            return ""
        said = [(b.label if not b.key.startswith("rules:") else rules_of(self._game_title(b.key)), b.selected)
                for b in self.buttons]
        return chosen(said)

    def _game_title(self, key: str) -> str:
        game = next((b for b in self.buttons if b.key == key.removeprefix("rules:")), None)
        return game.label if game is not None else ""

    def _step(self, kind: Kind) -> int:
        """The button an arrow key moves the focus to: Up and Down go from row to row (a game, the next
        game, the bottom row), Left and Right along the row (a game and its Rules)."""
        rows = [row for row in self.rows if row]
        at = next((r for r, row in enumerate(rows) if self.focus in row), 0)
        column = rows[at].index(self.focus) if self.focus in rows[at] else 0
        if kind in (Kind.UP, Kind.DOWN):
            at = (at + (-1 if kind is Kind.UP else 1)) % len(rows)
            return rows[at][min(column, len(rows[at]) - 1)]
        row = rows[at]
        return row[(column + (-1 if kind is Kind.LEFT else 1)) % len(row)]

    def _wanted_height(self, width: int, unit: float) -> int:
        """A game's button tall enough for its title and every line of the longest description at ``width``."""
        px = max(16, round(22 * unit))
        room = width - round(40 * unit) - round(140 * unit)
        lines = max((len(theme.wrap(_(rules.describe), px, room)) for rules in self.games), default=2)
        return round(16 * unit) + self._title_height(unit) + lines * theme.font(px).get_linesize() + round(8 * unit)

    @staticmethod
    def _title_height(unit: float) -> int:
        """How far below a game's button's top its description starts: under the game's name."""
        return theme.font(round(40 * unit), True).get_height() + round(4 * unit)

    def _broken_room(self, unit: float) -> int:
        """Height kept under the games for the rule files that failed to load."""
        px = max(16, round(22 * unit))
        return sum(round(px * 1.4) + px * len(b.problems) for b in self.broken)

    def update(self, dt: float) -> None:
        if self.loading and self.app.time > dt:  # not in the very first frame: that one is shown first
            self.loading = False
            self.games, self.broken = load_games()
            self.focus_first()

    def handle(self, intent: Intent) -> None:
        if intent.kind is Kind.BACK:
            from .pause import PauseScene
            self.app.push(PauseScene(self.app, asking="leave"))
        elif intent.kind is Kind.MOTION:
            button = hit(self.buttons, intent.pos)
            self.hover = button.key if button else None
        elif intent.kind is Kind.PRESS:
            button = hit(self.buttons, intent.pos)
            if button is not None:
                self.choose(button.key)
        elif intent.kind in (Kind.UP, Kind.DOWN, Kind.LEFT, Kind.RIGHT):
            self.focus = self._step(intent.kind)
            self.resize(self.size)
        elif intent.kind is Kind.CONFIRM:
            self.choose(self.buttons[self.focus].key)
        elif intent.kind is Kind.ABOUT:
            self.choose("about")
        elif intent.kind is Kind.RULES and self.games:
            key = self.buttons[self.focus].key.removeprefix("rules:")
            self.choose(f"rules:{key if key.startswith('game:') else game_key(0)}")

    @property
    def still(self) -> bool:
        """The rule files are read just after the first frame: until then the title has work to do."""
        return not self.loading

    def key_of(self, game: str) -> str:
        """The button key of the first entry for ``game`` (built-in files come before house rules)."""
        return game_key(next(i for i, r in enumerate(self.games) if r.game == game))

    def _saved_title(self) -> str:
        saved = self.saved
        if saved is None:
            return ""
        rules = next((r for r in self.games if r.game == saved.rules), None)
        return rules.title if rules is not None else _("the last match")

    def choose(self, key: str) -> None:
        if key == "quit":
            self.app.quit()
            return
        if key == "continue":
            self._continue()
            return
        if key == "stats":
            from .stats import StatsScene
            self.app.push(StatsScene(self.app))
            return
        if key == "settings":
            from .settings import SettingsScene
            self.app.push(SettingsScene(self.app))
            return
        if key == "about":
            self.app.push("about")
            return
        game = key.removeprefix("rules:")
        index = int(game.removeprefix("game:")) if game.startswith("game:") else -1
        rules = self.games[index] if 0 <= index < len(self.games) else None
        if rules is None:
            return
        if key.startswith("rules:"):
            from .rules import RulesScene
            self.app.push(RulesScene(self.app, rules))
        elif self.saved is not None:  # one match is kept: a new one would take its place, so ask first
            from .keep_match import KeepMatchScene
            self.app.push(KeepMatchScene(self.app, rules.title, self.saved, self._saved_title(),
                                         lambda: self._new_game(rules)))
        else:
            self._new_game(rules)

    def _new_game(self, rules: RuleSet) -> None:
        from .newgame import NewGameScene
        self.app.push(NewGameScene(self.app, rules))

    def _continue(self) -> None:
        """Sit back down at the saved match, or say why it cannot be and set it aside.

        The store has checked every field of the save; whether its moves replay under its rules is
        known only by replaying them, so a :class:`ResumeError` is the expected end of a damaged save.
        """
        from .resume import ResumeError, resume
        saved, store = self.saved, self.app.store
        if saved is None:
            return
        try:
            table = resume(self.app, saved)
        except ResumeError as error:
            if store is not None:
                store.reject_match(str(error))
            self.enter()
            self.app.speak(self.note or str(error), Priority.URGENT)  # the title stays: say why, then the focus
            return
        self.app.push(table)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        unit = min(w / 1280, h / 800)
        surface.blit(theme.felt(self.size), (0, 0))
        theme.blit_text(surface, _("Lohai & Friends"), round(96 * unit), theme.GOLD, bold=True,
                        center=(w // 2, round(h * 0.1)))
        theme.blit_text(surface, _("Card games against the computer. Pick a game:"), round(32 * unit), theme.TEXT,
                        center=(w // 2, round(h * 0.19)))
        theme.blit_text(surface, _("Version {version}").format(version=version()), max(13, round(17 * unit)),
                        theme.TEXT_DIM, topright=(w - round(14 * unit), round(10 * unit)))
        px = max(16, round(22 * unit))
        for button, rules in zip(self.buttons, self.games, strict=False):
            draw_button(surface, Button(button.key, "", button.rect, selected=button.selected),
                        hot=self.hover == button.key)
            inner = button.rect.inflate(-round(40 * unit), -round(16 * unit))
            inner.width -= round(140 * unit)
            house = drawable(Path(rules.path).stem, PROBLEM_WIDTH // 2)
            title = rules.title if not is_house(rules) else _("{title} · house rules ({house})").format(
                title=rules.title, house=house)
            theme.blit_text(surface, theme.fit(title, round(40 * unit), inner.width, bold=True), round(40 * unit),
                            theme.GOLD, bold=True, topleft=inner.topleft)
            below = inner.top + self._title_height(unit)
            step = theme.font(px).get_linesize()
            fits = max(0, (button.rect.bottom - round(4 * unit) - below) // step)
            lines = list(theme.wrap(_(rules.describe), px, inner.width))
            if len(lines) > fits > 0:  # no room left to grow: the last line that fits ends with an ellipsis
                lines[fits - 1] = theme.fit(" ".join(lines[fits - 1:]), px, inner.width)
            for k, line in enumerate(lines[:fits]):
                theme.blit_text(surface, line, px, theme.TEXT, topleft=(inner.left, below + k * step))
        extras = self.buttons[len(self.games):]
        rules_buttons = [b for b in extras if b.key.startswith("rules:")]
        draw_buttons(surface, rules_buttons, self.hover, px=max(16, round(26 * unit)))
        draw_buttons(surface, [b for b in extras if b not in rules_buttons], self.hover, px=round(32 * unit))
        draw_motifs(surface, self.app, self.buttons, self.games, self.hover)
        if self.loading:
            theme.blit_text(surface, _("Shuffling the decks…"), px, theme.TEXT_DIM, center=(w // 2, h // 2))
        elif not self.games:
            theme.blit_text(surface, _("No rule files found in {rules_dir}").format(
                rules_dir=assets.rules_dir()), px, theme.BAD,
                            center=(w // 2, h // 2))
        if self.note:
            for k, line in enumerate(theme.wrap(self.note, px, w - 80)[:3]):
                theme.blit_text(surface, line, px, theme.BAD, center=(w // 2, round(h * 0.225) + k * px))
        y = (self.buttons[len(self.games) - 1].rect.bottom if self.games else h // 2) + round(30 * unit)
        for broken in self.broken:
            theme.blit_text(surface, _("{name} could not be loaded:").format(
                name=broken.name), px, theme.BAD, bold=True,
                            midleft=(round(w * 0.1), y))
            for line in broken.problems:
                y += px
                theme.blit_text(surface, line, px, theme.BAD, midleft=(round(w * 0.12), y))
            y += round(px * 1.4)
