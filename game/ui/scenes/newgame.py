"""The new-game scene: how many players, how strong each computer seat is, which variant, the seed, and
the Learning switch (the preset of :data:`~game.ui.toolkit.settings.LEARNING`, the same as in the settings).

Everything shown comes from the rule file: the player range, the variants with
their titles and descriptions, and for the chosen variant the options it
changes (each with its own title).  The seed is shown so a surprising deal can
be reported and replayed.
"""

from __future__ import annotations

import random

import pygame

from ...ai import LEVELS
from ...catalogue import N_, _
from ...engine import RuleSet
from ...seating import MatchSetup, level_title
from ..speech.screens import control, new_game_screen, players, variant
from ..toolkit import theme
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import Button, draw_buttons, draw_panel, hit, label_width
from .wording import value_words


class NewGameScene(Scene):
    """Set up a match of one game, then start it on the table."""

    def __init__(self, app: App, rules: RuleSet, seed: int | None = None) -> None:
        super().__init__(app)
        self.rules = rules
        self.variants = list(rules.variants)
        self.variant = rules.default_variant if rules.default_variant in rules.variants else self.variants[0]
        self.players = rules.variant_players(self.variant) or rules.players_default
        default_level = "rule" if "rule" in LEVELS else LEVELS[-1]
        last = [lv for lv in app.settings.levels.split(",") if lv in LEVELS]
        self.levels: list[str] = (last + [default_level] * 7)[:7]
        """Each computer seat's level, starting from those chosen last time."""
        self.seed = seed if seed is not None else random.randrange(1, 10**6)
        self.hover: str | None = None
        self.said = "start"
        """What the keys changed last, which the focus words say ("variant", "players", a seat's level, a
        button of :data:`RING`)."""
        self.focus = "start"
        """The button Enter presses: Start, or the one Tab moved to along :data:`RING`."""
        self.buttons: list[Button] = []
        self.played = False
        self.size = app.size
        self.resize(app.size)

    # -- state --------------------------------------------------------------------
    def setup(self) -> MatchSetup:
        """The match these choices describe: the human in seat 0, computers after."""
        levels: tuple[str | None, ...] = (None, *self.levels[: self.players - 1])
        return MatchSetup(self.rules, self.variant, levels, self.seed, self.app.settings.player_name)

    def _fixed_players(self) -> int | None:
        return self.rules.variant_players(self.variant)

    def set_variant(self, name: str) -> None:
        self.variant = name
        fixed = self._fixed_players()
        if fixed is not None:
            self.players = fixed
        self.resize(self.size)

    def set_players(self, count: int) -> None:
        if self._fixed_players() is None:
            self.players = max(self.rules.players_min, min(self.rules.players_max, count))
        self.resize(self.size)

    def enter(self) -> None:
        """Back from a match: a fresh seed, so the next match is a new deal (not after reading the rules)."""
        if self.played:
            self.seed = random.randrange(1, 10**6)
            self.played = False
        self.resize(self.size)

    # -- layout -------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        u = min(w / 1280, h / 800)
        bh = max(28, round(40 * u))
        gap = max(4, round(8 * u))
        left = round(w * 0.06)
        buttons: list[Button] = []
        top = round(h * 0.2)
        small = pygame.Rect(0, 0, bh, bh)
        fixed = self._fixed_players() is not None
        minus = small.move(left + round(160 * u), top)
        plus = small.move(minus.right + round(70 * u), top)
        buttons.append(Button("players-", "-", minus, enabled=not fixed and self.players > self.rules.players_min))
        buttons.append(Button("players+", "+", plus, enabled=not fixed and self.players < self.rules.players_max))
        seat_top = top + bh + 3 * gap + (len(self._players_lines(u)) - 1) * theme.font(self._small_px(u)).get_linesize()
        seat_w = round(250 * u)
        for i in range(self.players - 1):
            col, row = divmod(i, 4)
            rect = pygame.Rect(left + col * (seat_w + gap), seat_top + row * (bh + gap), seat_w, bh)
            buttons.append(Button(f"level{i}", f"{_seat_name(i)}: {level_title(self.levels[i])}", rect))
        var_left = round(w * 0.5)
        var_w = round(w * 0.44)
        for i, name in enumerate(self.variants):
            rect = pygame.Rect(var_left, top + i * (bh + gap), var_w, bh)
            variant = self.rules.variants[name]
            buttons.append(Button(f"variant:{name}", _(variant.title), rect, selected=name == self.variant))
        bottom = h - round(30 * u) - bh
        buttons.append(Button("back", _("Back (Esc)"), pygame.Rect(left, bottom, round(180 * u), bh)))
        buttons.append(Button("seed", _("New seed"), pygame.Rect(left + round(200 * u), bottom, round(160 * u), bh)))
        start = pygame.Rect(0, 0, round(260 * u), round(bh * 1.3))
        start.bottomright = (w - left, h - round(30 * u))
        buttons.append(Button("start", _("Start (Enter)"), start, selected=True))
        rules = pygame.Rect(0, 0, round(180 * u), bh)
        rules.bottomright = (start.left - round(20 * u), start.bottom)
        buttons.append(Button("rules", _("Rules (R)"), rules))
        learning = pygame.Rect(0, 0, start.width, bh)
        learning.bottomright = (start.right, start.top - 2 * gap)
        on = self.app.settings.learning
        buttons.append(Button("learning", _("Learning: {value}").format(
            value=_('On') if on else _('Off')), learning, selected=on))
        deal = _("Play a deal by its code")  # in the variants' column, under the last: the left keeps its room
        wide = max(learning.width, label_width([deal], round(max(17, round(26 * u)) * 0.95)) + round(30 * u))
        buttons.append(Button("deal", deal, pygame.Rect(learning.right - wide, learning.top - bh - 2 * gap, wide, bh)))
        self.buttons = buttons

    def _small_px(self, u: float) -> int:
        return round(max(17, round(26 * u)) * 0.85)

    def _players_lines(self, u: float) -> tuple[str, ...]:
        """"Computer players (click, or press 1–3, …)" wrapped to the room left of the variants."""
        if self.players < 2:
            return ("",)
        w = self.size[0]
        keys = "1" if self.players == 2 else f"1–{self.players - 1}"
        words = _("Computer players (click, or press {keys}, to change how they play)").format(keys=keys)
        return theme.wrap(words, self._small_px(u), round(w * 0.5) - round(w * 0.06) - round(12 * u))

    # -- input --------------------------------------------------------------------
    def title_words(self) -> str:
        return new_game_screen(self.rules.title)

    def focus_words(self) -> str:
        """What the keys changed last: the variant (with what it is), the players, a computer player's level."""
        said = self.said
        if said == "variant":
            chosen = self.rules.variants[self.variant]
            return variant(chosen.title, chosen.describe, (self.variants.index(self.variant), len(self.variants)))
        if said == "players":
            return players(self.players)
        button = next((b for b in self.buttons if b.key == said), None)
        if button is None:
            return ""
        if said in RING:
            value = _("Seed {seed}").format(seed=self.seed) if said == "seed" else ""
            return control(button.label, value, (RING.index(said), len(RING)))
        return button.label

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind in (Kind.UP, Kind.DOWN):
            self.said = self.focus = "variant"
        elif kind in (Kind.LEFT, Kind.RIGHT):
            self.said = self.focus = "players"
        elif kind is Kind.DIGIT and 1 <= intent.value < self.players:
            self.said = self.focus = f"level{intent.value - 1}"
        elif kind is Kind.REVIEW:  # Tab: on along the buttons at the foot, for Enter to press
            at = RING.index(self.focus) + 1 if self.focus in RING else 0
            self.said = self.focus = RING[at % len(RING)]
        if kind is Kind.BACK:
            self.app.pop()
        elif kind is Kind.MOTION:
            button = hit(self.buttons, intent.pos)
            self.hover = button.key if button else None
        elif kind is Kind.PRESS:
            button = hit(self.buttons, intent.pos)
            if button is not None and button.enabled:
                self.press(button.key)
        elif kind is Kind.CONFIRM:
            self.press(self.focus if self.focus in RING else "start")
        elif kind is Kind.RULES:
            self.press("rules")
        elif kind in (Kind.UP, Kind.DOWN):
            i = self.variants.index(self.variant) + (-1 if kind is Kind.UP else 1)
            self.set_variant(self.variants[i % len(self.variants)])
        elif kind in (Kind.LEFT, Kind.RIGHT):
            self.set_players(self.players + (-1 if kind is Kind.LEFT else 1))
        elif kind is Kind.DIGIT and 1 <= intent.value < self.players:
            self.press(f"level{intent.value - 1}")  # the number keys reach the computer players' levels

    def press(self, key: str) -> None:
        if key == "start":
            from ..table.factory import table_for
            self.played = True
            self.app.push(table_for(self.app, self.setup()))
        elif key == "back":
            self.app.pop()
        elif key == "rules":
            from .rules import RulesScene
            self.app.push(RulesScene(self.app, self.rules))
        elif key == "learning":
            self.app.settings = self.app.settings.with_(learning=not self.app.settings.learning)
            if self.app.store is not None:
                self.app.store.save_settings(self.app.settings.to_dict())
            self.resize(self.size)
        elif key == "seed":
            self.seed = random.randrange(1, 10**6)
        elif key == "deal":
            from .dealcode import DealCodeScene
            self.app.push(DealCodeScene(self.app, self.rules, self.levels, self.seed))
        elif key == "players-":
            self.set_players(self.players - 1)
        elif key == "players+":
            self.set_players(self.players + 1)
        elif key.startswith("level"):
            i = int(key[5:])
            self.levels[i] = LEVELS[(LEVELS.index(self.levels[i]) + 1) % len(LEVELS)]
            self.app.settings = self.app.settings.with_(levels=",".join(self.levels))
            self.resize(self.size)
        elif key.startswith("variant:"):
            self.set_variant(key.split(":", 1)[1])

    # -- drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        u = min(w / 1280, h / 800)
        px = max(17, round(26 * u))
        left = round(w * 0.06)
        surface.blit(theme.felt(self.size), (0, 0))
        theme.blit_text(surface, _("New game: {title}").format(
            title=self.rules.title), round(56 * u), theme.GOLD, bold=True,
                        midleft=(left, round(h * 0.06)))
        title_bottom = round(h * 0.06) + theme.font(round(56 * u), True).get_height() // 2
        line = theme.font(px).get_linesize()
        y = max(title_bottom, round(h * 0.115) - line // 2)
        for k, words in enumerate(theme.wrap(_(self.rules.describe), px, w - 2 * left)):
            theme.blit_text(surface, words, px, theme.TEXT_DIM, topleft=(left, y + k * line))
        players = next(b for b in self.buttons if b.key == "players-").rect
        theme.blit_text(surface, _("Players"), px, theme.TEXT, bold=True, midleft=(left, players.centery))
        theme.blit_text(surface, str(self.players), round(px * 1.3), theme.TEXT, bold=True,
                        center=(players.right + round(35 * u), players.centery))
        if self._fixed_players() is not None:
            theme.blit_text(surface, _("(set by the variant)"), round(px * 0.85), theme.TEXT_DIM,
                            midleft=(players.right + round(120 * u), players.centery))
        first_seat = next((b for b in self.buttons if b.key.startswith("level")), None)
        first_variant = next(b for b in self.buttons if b.key.startswith("variant:")).rect
        if first_seat is not None:
            lines = self._players_lines(u)
            small = self._small_px(u)
            step = theme.font(small).get_linesize()
            for k, words in enumerate(lines):
                theme.blit_text(surface, words, small, theme.TEXT_DIM,
                                midleft=(left, first_seat.rect.top - round(14 * u) - (len(lines) - 1 - k) * step))
        theme.blit_text(surface, _("Variant"), px, theme.TEXT, bold=True,
                        midleft=(first_variant.left, first_variant.top - round(16 * u)))
        lit = self.focus if self.focus in RING[1:] else None  # the keys' focus looks as if pointed at
        draw_buttons(surface, self.buttons, self.hover or lit, px=round(px * 0.95))
        self._draw_variant(surface, u, px)
        learning = next(b for b in self.buttons if b.key == "learning").rect
        small = round(px * 0.75)
        edge = min(learning.left, next(b for b in self.buttons if b.key == "deal").rect.left) - round(16 * u)
        lines = theme.wrap(_(LEARNING_WORDS), small, edge - round(w * 0.5))  # clear of the deal button above
        step = theme.font(small).get_linesize()
        for k, words in enumerate(lines):  # upwards from the switch's middle, into the room under the variants
            theme.blit_text(surface, words, small, theme.TEXT_DIM,
                            midright=(edge, learning.centery - (len(lines) - 1 - k) * step))
        theme.blit_text(surface, _("Seed {seed}").format(seed=self.seed), px, theme.TEXT, bold=True,
                        midleft=(left + round(380 * u), next(b for b in self.buttons if b.key == "seed").rect.centery))

    def _pointed_level(self) -> str | None:
        """The level of the seat button under the pointer (or with the keys' focus), to say what it means."""
        key = self.hover or next((b.key for b in self.buttons if b.selected), None)
        if key is None or not key.startswith("level") or not key[5:].isdigit():
            return None
        index = int(key[5:])
        return self.levels[index] if index < len(self.levels) else None

    def _draw_variant(self, surface: pygame.Surface, u: float, px: int) -> None:
        """The chosen variant's description and the options it changes, under the seats."""
        seats = [b.rect for b in self.buttons if b.key == "players-" or b.key.startswith("level")]
        seats_bottom = max(r.bottom for r in seats) + round(16 * u)  # under the last seat: the room is the panel's
        variants_left = next(b for b in self.buttons if b.key.startswith("variant:")).rect.left
        left = round(self.size[0] * 0.06)
        small = round(px * 0.75)
        level = self._pointed_level()
        words = _(LEVEL_WORDS.get(level, "")) if level else _(LADDER)  # what the levels mean, above the variant
        for shown in theme.wrap(words, small, variants_left - left - round(30 * u)):
            theme.blit_text(surface, shown, small, theme.GOLD if level else theme.TEXT_DIM,
                            midleft=(left, seats_bottom + small // 2))
            seats_bottom += theme.font(small).get_linesize()
        seats_bottom += round(small * 0.6)
        below = next(b for b in self.buttons if b.key == "back").rect
        rect = pygame.Rect(left, seats_bottom, variants_left - left - round(30 * u),
                           max(60, below.top - round(20 * u) - seats_bottom))
        draw_panel(surface, rect, alpha=200)
        inner = rect.inflate(-round(24 * u), -round(20 * u))
        variant = self.rules.variants[self.variant]
        theme.blit_text(surface, _(variant.title), px, theme.GOLD, bold=True, topleft=inner.topleft)
        used = theme.font(px).get_linesize() + 6
        body = pygame.Rect(inner.left, inner.top + used, inner.width, inner.height - used)
        used = theme.blit_wrapped(surface, _(variant.describe), round(px * 0.9), theme.TEXT, body)
        __, options = self.rules.resolve(self.variant)
        top = body.top + used + 8
        items = [(f"{_(spec.title)}: {value_words(options[key])}", key in variant.options)
                 for key, spec in self.rules.options.items()]
        size, width, placed = _options_laid(items, theme.print_px(max(15, round(px * 0.8))), body.width,
                                            body.bottom - top)
        step = theme.font(size, exact=True).get_linesize()
        for col, row, words, changed in placed:
            theme.blit_text(surface, words, size, theme.GOLD if changed else theme.TEXT_DIM, bold=changed, exact=True,
                            topleft=(body.left + col * width, top + row * step))


def _options_laid(items: list[tuple[str, bool]], px: int, width: int, height: int,
                  ) -> tuple[int, int, list[tuple[int, int, str, bool]]]:
    """The variant's options as lines in the room ``width`` × ``height``: in one column, else two, each option
    wrapped whole into one column; where even two columns of large print run out of room, a smaller size (down
    to the usual print's, never an option cut).  Returns the size, the column width and each line's place."""
    least = min(px, max(12, round(px / theme.look().print_scale)))
    placed: list[tuple[int, int, str, bool]] = []
    for size in range(px, least - 1, -1):
        fits = max(1, height // theme.font(size, exact=True).get_linesize())
        for columns in (1, 2):
            room = width // columns
            placed, col, row = [], 0, 0
            for words, changed in items:  # an option's lines stay together in one column
                wrapped = _wrap_option(words, size, room - 8, changed)
                if row + len(wrapped) > fits and row > 0 and col + 1 < columns:
                    col, row = col + 1, 0
                placed += [(col, row + k, line, changed) for k, line in enumerate(wrapped)]
                row += len(wrapped)
            if all(place[1] < fits for place in placed):
                return size, room, placed
    return least, width // 2, placed


RING = ("start", "learning", "seed", "deal", "rules", "back")
"""The buttons at the foot that Tab moves the focus along, in turn, for Enter to press."""


LEVEL_WORDS = {
    "random": N_("Random: plays any card the rules allow; for learning the rules"),
    "rule": N_("Steady: plays by sound rules of thumb, without looking ahead"),
    "easy": N_("Easy: Steady's rules of thumb, with a beginner's slips now and then"),
    "medium": N_("Medium: tries each move over a few hundred possible deals"),
    "hard": N_("Hard: tries its moves over thousands of deals, a second a move"),
    "expert": N_("Expert: three seconds a move, and it reads your bids and plays"),
}
"""What each level of computer player means (docs/ai.md measures Easy, Medium, Hard against the level below)."""
LEARNING_WORDS = N_("Hint numbers, bid coach, callouts, slower")
"""What the Learning switch turns on (the settings say more)."""
LADDER = N_("Stronger in turn: Random, Easy, Steady (the default), Medium, Hard, Expert (point at one)")
"""The levels' ladder, every level named in it (Steady, the rule bot, is the level a new seat starts at)."""


def _wrap_option(words: str, px: int, width: int, bold: bool) -> tuple[str, ...]:
    """An option's line wrapped to ``width`` at exactly ``px`` (bold, a changed option's, is wider: it wraps
    sooner)."""
    lines = theme.wrap(words, px, width, exact=True)
    if bold and any(theme.font(px, True, exact=True).size(line)[0] > width for line in lines):
        lines = theme.wrap(words, px, width * 4 // 5, exact=True)
    return lines


def _seat_name(index: int) -> str:
    from ...seating import NAMES
    return NAMES[index % len(NAMES)]


