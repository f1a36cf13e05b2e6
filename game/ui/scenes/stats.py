"""The statistics screen: every game and variant the player has finished a match of.

One row per game and variant: matches played, won and lost, the best and the
average final score, the streak now and the best winning streak, how many
matches were played with a move taken back or with aids and how many at practice (counted apart:
in nothing else of the row), in small print under its name, and two small charts with their axes and values: the last
matches' scores (each dot green for a win and red for a loss), and the win rate over time (the share of all
matches won after each of them).  In Laus, a game with a loser
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
from .stats_charts import draw_scores, draw_win_rate, percent

FOOTNOTE = N_("With aids: you asked for a hint, or played with Learning or the bid coach on. "
              "Practice (a deal replayed) is counted apart, in no other column.")
"""What the marks after a game's name mean."""
COLUMNS = (N_("Game"), N_("Played"), N_("Won"), N_("Lost"), N_("Best"), N_("Average"), N_("Streak"), N_("Best run"),
           N_("Recent scores"), N_("Win rate"))
WIDTHS = (0.20, 0.07, 0.06, 0.06, 0.07, 0.08, 0.08, 0.08, 0.15, 0.15)
CHARTS = 2
"""The last columns are charts (:mod:`.stats_charts`), each with its axes and values, two lines high."""


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
            "", "")


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

    def focus_words(self) -> str:
        """What the charts show, in words: each game's win rate now and its last score."""
        return ". ".join(_("{title}: win rate {rate}, last score {score}").format(
            title=record.title, rate=percent(record.win_rates[-1]), score=record.recent[-1][0])
            for record, __ in self.records if record.recent)

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
        head_px = px  # the headings a size smaller till each fits its column (Finnish words run long)
        while head_px > 6 and any(theme.font(head_px, True).size(_(head))[0] > round(inner.width * width) - 8
                                   for head, width in zip(COLUMNS, WIDTHS, strict=True)):
            head_px -= 1
        for x, head, width in zip(xs, COLUMNS, WIDTHS, strict=True):
            theme.blit_text(surface, theme.fit(_(head), head_px, round(inner.width * width) - 8, bold=True),
                            head_px, theme.TEXT_DIM, bold=True, topleft=(x, inner.top))
        y = inner.top + line
        pygame.draw.line(surface, theme.PANEL_EDGE, (inner.left, y - 6), (inner.right, y - 6))
        if not self.records:
            theme.blit_text(surface, _("No finished matches yet: play one and it will be counted here."), px,
                            theme.TEXT, topleft=(inner.left, y))
        small = max(14, round(px * 0.8))
        chart_px = max(12, round(px * 0.65))
        footnote = theme.wrap(_(FOOTNOTE), small, inner.width)  # wrapped, never cut: it says what the marks mean
        foot_step = theme.font(small).get_linesize()
        foot_top = inner.bottom - max(line, len(footnote) * foot_step)
        for record, means in self.records:
            if y + 2 * line > foot_top:  # the last lines are the footnote's
                break
            for k, (x, text) in enumerate(zip(xs[:-CHARTS], cells(record, means)[:-CHARTS], strict=True)):
                room = round(inner.width * WIDTHS[k]) - 8
                lines = theme.wrap(text, px, room) if k == 0 else (text,)  # the game's name has the row's two lines
                for i, words in enumerate(lines[:2]):
                    theme.blit_text(surface, theme.fit(words, px, room), px, theme.TEXT,
                                    topleft=(x, y + i * theme.font(px).get_linesize()))
            charts = [pygame.Rect(x, y, round(inner.width * width) - 10, 2 * line - 8)
                      for x, width in zip(xs[-CHARTS:], WIDTHS[-CHARTS:], strict=True)]
            draw_scores(surface, charts[0], record.recent, record.low_is_good, chart_px)
            draw_win_rate(surface, charts[1], record.win_rates, chart_px)
            y += 2 * line
            marked = marks(record)
            if marked:
                theme.blit_text(surface, theme.fit(marked, small, inner.width), small, theme.TEXT_DIM,
                                topleft=(inner.left + px, y - line // 4))
                y += small * 5 // 4
        for k, words in enumerate(footnote):
            theme.blit_text(surface, words, small, theme.TEXT_DIM, topleft=(inner.left, foot_top + k * foot_step))
        draw_buttons(surface, [self.back], self.hover, px=round(px * 1.2))
