"""The statistics screen: every game and variant the player has finished a match of.

One row per game and variant: matches played, won and lost, the best and the
average final score, the streak now and the best winning streak, how many
matches were played with a move taken back or with aids and how many at practice (counted apart:
in nothing else of the row), in small print under its name, and a small chart of the last
matches (their scores, each dot green for a win and red for a loss).  In Laus, a game with a loser
rather than a winner, "won" means "not the loser" and the best score is the
lowest; in Koira "won" is "not the Koira" (its registry entry says so), and
no best or average is shown, since its scores are only games lost.  Esc (or a click on Back) returns to the title.
"""

from __future__ import annotations

import pygame

from ...catalogue import N_, _, ngettext
from ...games import find
from ...store import Record
from ..speech.screens import stats_screen
from ..toolkit import theme
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import Button, draw_buttons, draw_panel, hit

FOOTNOTE = N_("With aids: you asked for a hint, or played with Learning or the bid coach on. "
              "Practice (a deal replayed) is counted apart, in no other column.")
"""What the marks after a game's name mean."""
COLUMNS = (N_("Game"), N_("Played"), N_("Won"), N_("Lost"), N_("Best"), N_("Average"), N_("Streak"), N_("Best run"),
           N_("Recent"))
WIDTHS = (0.29, 0.07, 0.06, 0.06, 0.08, 0.09, 0.09, 0.09, 0.17)


def cells(record: Record, won_means: str = "") -> tuple[str, ...]:
    """A record's row as the screen prints it; ``won_means``: what "won" is in a game with only a loser
    (Koira: "not the Koira"), where a best or an average score means nothing."""
    average = record.average
    streak = (_("{count} won").format(count=record.streak) if record.streak > 0
              else _("{count} lost").format(count=-record.streak) if record.streak < 0 else "–")
    title = record.title
    if won_means:
        title = _("{title} (won: {means})").format(title=title, means=won_means)
    scores = ("–", "–") if won_means else ("–" if record.best is None else str(record.best),
                                           "–" if average is None else f"{average:.0f}")
    return (title, str(record.played), str(record.won), str(record.lost), *scores, streak, str(record.best_streak),
            "")


def marks(record: Record) -> str:
    """The small line under a game's name: its matches with undo, with aids, and at practice ("" for none)."""
    counts = ((record.with_undo, ngettext("{count} with undo", "{count} with undo", record.with_undo)),
              (record.with_aids, ngettext("{count} with aids", "{count} with aids", record.with_aids)),
              (record.practice, ngettext("{count} at practice", "{count} at practice", record.practice)))
    return "  ·  ".join(words.format(count=count) for count, words in counts if count)


def won_means(key: str) -> str:
    """The game's own meaning of "won" for the record under ``key`` ("koira/standard"), from the registry."""
    spec = find(key.partition("/")[0])
    return spec.won_means if spec is not None else ""


def recent_points(rect: pygame.Rect, recent: tuple[tuple[int, bool], ...],
                  low_is_good: bool) -> list[tuple[int, int]]:
    """Where each recent match's score lies in ``rect``, oldest on the left; the better scores stand higher
    (in Laus, where points are bad, the lower)."""
    if not recent:
        return []
    scores = [score for score, __ in recent]
    low, high = min(scores), max(scores)
    step = rect.width / max(1, len(recent) - 1)
    out = []
    for k, score in enumerate(scores):
        share = 0.5 if high == low else (score - low) / (high - low)
        if low_is_good:
            share = 1.0 - share
        out.append((round(rect.left + k * step), round(rect.bottom - share * rect.height)))
    return out


def draw_recent(surface: pygame.Surface, rect: pygame.Rect, recent: tuple[tuple[int, bool], ...],
                low_is_good: bool) -> None:
    """The last matches as a little line of their scores, a green dot for each won and a red one for each lost."""
    points = recent_points(rect, recent, low_is_good)
    if len(points) > 1:
        pygame.draw.lines(surface, theme.TEXT_DIM, False, points, 2)
    for point, (__, won) in zip(points, recent, strict=True):
        pygame.draw.circle(surface, theme.GOOD if won else theme.BAD, point, 3)


class StatsScene(Scene):
    """Read-only: the records the store keeps."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        store = app.store
        stats = store.load_stats() if store is not None else {}
        self.records = sorted(((record, won_means(key)) for key, record in stats.items()), key=lambda r: r[0].title)
        self.back = Button("back", _("Back"), pygame.Rect(0, 0, 10, 10))
        self.hover: str | None = None
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        unit = min(w / 1280, h / 800)
        rect = pygame.Rect(0, 0, max(160, round(200 * unit)), max(36, round(50 * unit)))
        rect.midbottom = (w // 2, h - round(24 * unit))
        self.back = Button("back", _("Back"), rect, selected=True)

    def title_words(self) -> str:
        return stats_screen(len(self.records))

    def handle(self, intent: Intent) -> None:
        if intent.kind in (Kind.BACK, Kind.CONFIRM, Kind.ALT_PRESS):
            self.app.pop()
        elif intent.kind is Kind.MOTION:
            self.hover = "back" if self.back.rect.collidepoint(intent.pos) else None
        elif intent.kind is Kind.PRESS and hit([self.back], intent.pos) is not None:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        unit = min(w / 1280, h / 800)
        surface.blit(theme.felt((w, h)), (0, 0))
        theme.blit_text(surface, _("Your statistics"), round(56 * unit), theme.GOLD, bold=True,
                        center=(w // 2, round(60 * unit)))
        panel = pygame.Rect(round(40 * unit), round(110 * unit), w - round(80 * unit),
                            self.back.rect.top - round(130 * unit))
        draw_panel(surface, panel, alpha=230)
        px = max(15, round(22 * unit))
        line = round(px * 1.6)
        inner = panel.inflate(-round(40 * unit), -round(30 * unit))
        xs = [inner.left]
        for width in WIDTHS[:-1]:
            xs.append(xs[-1] + round(inner.width * width))
        for x, head in zip(xs, COLUMNS, strict=True):
            theme.blit_text(surface, _(head), px, theme.TEXT_DIM, bold=True, topleft=(x, inner.top))
        y = inner.top + line
        pygame.draw.line(surface, theme.PANEL_EDGE, (inner.left, y - 6), (inner.right, y - 6))
        if not self.records:
            theme.blit_text(surface, _("No finished matches yet: play one and it will be counted here."), px,
                            theme.TEXT, topleft=(inner.left, y))
        small = max(14, round(px * 0.8))
        for record, means in self.records:
            if y + line > inner.bottom - line:  # the last line is the footnote's
                break
            for k, (x, text) in enumerate(zip(xs, cells(record, means), strict=True)):
                room = round(inner.width * WIDTHS[k]) - 8
                theme.blit_text(surface, theme.fit(text, px, room), px, theme.TEXT, topleft=(x, y))
            spark = pygame.Rect(xs[-1], y + 2, round(inner.width * WIDTHS[-1]) - 8, line - 10)
            draw_recent(surface, spark, record.recent, record.low_is_good)
            y += line
            marked = marks(record)
            if marked:
                theme.blit_text(surface, theme.fit(marked, small, inner.width), small, theme.TEXT_DIM,
                                topleft=(inner.left + px, y - line // 4))
                y += small * 5 // 4
        theme.blit_text(surface, theme.fit(_(FOOTNOTE), small, inner.width), small, theme.TEXT_DIM,
                        midleft=(inner.left, inner.bottom - line // 2))
        draw_buttons(surface, [self.back], self.hover, px=round(px * 1.2))
