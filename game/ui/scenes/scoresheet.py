"""The score sheet: every hand of the match so far, the running totals, and how each hand was scored.

An overlay over the table (which stays frozen beneath it).  One row per hand
from ``match.history`` (plus the hand just finished, before "Next hand"
commits it, and the hand in play), each with the points of every seat and the
running totals beneath; pointing at a row, or moving to it with the arrow keys,
shows the scorer's notes for that hand.  The current totals stay at the foot.
The rows scroll with the wheel, page keys or by dragging; Tab (or the Chart
button) swaps them for a chart of every player's total after each hand; Esc or S
goes back.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...catalogue import _
from ...engine.core import HandRecord
from ..speech.screens import chart_screen, score_sheet_screen, sheet_hand, sheet_points
from ..table.interface import Table
from ..toolkit import theme
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import Button, Scroll, dim, draw_button, draw_panel, draw_scrollbar
from .chart import draw_chart


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One hand on the sheet: its points per seat, the totals after it, and the notes."""

    number: int
    dealer: int
    points: tuple[int, ...] | None
    """``None`` while the hand is still being played."""
    totals: tuple[int, ...]
    details: tuple[str, ...]


def sheet_rows(table: Table) -> list[SheetRow]:
    """The history, the finished-but-uncommitted hand, and the hand in play, oldest first."""
    match = table.match
    records = list(match.history)
    state = match.state
    if state.is_over() and len(records) < match.hand_number:
        records.append(HandRecord(match.hand_number, state.dealer, state.hand_scores(), state.score_lines(), ()))
    rows: list[SheetRow] = []
    totals = [0] * match.players
    for record in records:
        totals = [a + b for a, b in zip(totals, record.scores, strict=True)]
        rows.append(SheetRow(record.number, record.dealer, tuple(record.scores), tuple(totals), record.details))
    if not state.is_over():
        notes = tuple(table.game.seat_line(seat) for seat in range(match.players))  # the seats' boxes' words
        rows.append(SheetRow(match.hand_number, state.dealer, None, tuple(totals), notes))
    return rows


class ScoreSheetScene(Scene):
    """Hand-by-hand history of the match at ``table``."""

    overlay = True

    def __init__(self, app: App, table: Table) -> None:
        super().__init__(app)
        self.table = table
        self.rows = sheet_rows(table)
        self.scroll = Scroll()
        self.chosen: int | None = len(self.rows) - 1 if self.rows else None
        self.hover_row: int | None = None
        self.hover = False
        self.hover_chart = False
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.back = Button("back", _("Back (Esc)"), pygame.Rect(0, 0, 0, 0))
        self.chart = Button("chart", _("Chart (Tab)"), pygame.Rect(0, 0, 0, 0))
        self.charting = False
        """The rows give way to a chart of everyone's totals after each hand."""
        self.size = app.size
        self.resize(app.size)
        self.scroll.to(self.scroll.most)

    # -- geometry -------------------------------------------------------------------
    @property
    def unit(self) -> float:
        return min(self.size[0] / 1280, self.size[1] / 800)

    @property
    def px(self) -> int:
        return max(16, round(22 * self.unit))

    @property
    def row_h(self) -> int:
        return theme.font(self.px).get_linesize() + theme.font(self.small).get_linesize() + round(8 * self.unit)

    @property
    def small(self) -> int:
        return max(14, round(self.px * 0.82))

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        u = self.unit
        margin = max(8, round(20 * u))
        self.panel = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        line = theme.font(self.px).get_linesize()
        notes = (self.table.setup.players + 1) * theme.font(self.small).get_linesize()
        top = self.panel.top + 4 * line + margin
        bottom = self.panel.bottom - notes - 2 * line - 2 * margin
        rows = pygame.Rect(self.panel.left + margin, top, self.panel.width - 2 * margin, max(line, bottom - top))
        self.scroll.set_sizes(rows, len(self.rows) * self.row_h, self.row_h)
        bw, bh = max(120, round(170 * u)), max(30, round(42 * u))
        self.back = Button("back", _("Back (Esc)"), pygame.Rect(self.panel.right - margin - bw, self.panel.top + margin,
                                                             bw, bh))
        self.chart = Button("chart", _("Table (Tab)") if self.charting else _("Chart (Tab)"),
                            self.back.rect.move(-bw - margin // 2, 0))

    def columns(self) -> list[int]:
        """Left edges: hand number, dealer, then one column per seat."""
        view = self.scroll.view
        head = theme.font(self.px, True).size(_(self.table.game.hand_word))[0] + 10  # "Kierros" in large print
        first, second = max(round(view.width * 0.07), min(head, round(view.width * 0.12))), round(view.width * 0.13)
        seats = self.table.setup.players
        each = (view.width - first - second - 12) / seats
        return [view.left, view.left + first] + [round(view.left + first + second + k * each) for k in range(seats)]

    def row_at(self, pos: tuple[int, int]) -> int | None:
        view = self.scroll.view
        if not view.collidepoint(pos):
            return None
        index = (pos[1] - view.top + self.scroll.offset) // self.row_h
        return index if 0 <= index < len(self.rows) else None

    # -- speech ---------------------------------------------------------------------
    def title(self) -> str:
        setup = self.table.setup
        return _("Score sheet — {title}, {variant_title}").format(title=setup.rules.title,
                                                                   variant_title=setup.variant_title)

    def title_words(self) -> str:
        return score_sheet_screen(self.title())

    def focus_words(self) -> str:
        """The hand chosen with Up and Down, each player's points and notes; on the chart, the totals."""
        setup = self.table.setup
        if self.charting:
            return chart_screen([(setup.title(s), t) for s, t in enumerate(self.table.match.totals)])
        if self.chosen is None or not self.rows:
            return _("No hand has been scored yet.")
        row = self.rows[self.chosen]
        seats = []
        for seat in range(setup.players):
            notes = row.details[seat] if seat < len(row.details) else ""
            said = notes if row.points is None else sheet_points(row.points[seat], row.totals[seat], notes)
            seats.append((setup.title(seat), said))
        return sheet_hand(self.heading(row), seats, (self.chosen, len(self.rows)))

    def heading(self, row: SheetRow) -> str:
        """"Hand 3 (scored), dealt by Bruno:", above the notes of the hand."""
        state = _("in play") if row.points is None else _("scored")
        return _("{hand_word} {number} ({state}), dealt by {title}:").format(
            hand_word=_(self.table.game.hand_word), number=row.number, state=state,
            title=self.table.setup.title(row.dealer))

    # -- input ----------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        back = kind is Kind.PRESS and self.back.rect.collidepoint(intent.pos)
        chart = kind is Kind.PRESS and self.chart.rect.collidepoint(intent.pos)
        if back or kind in (Kind.BACK, Kind.SCORES, Kind.ALT_PRESS):
            self.app.pop()
        elif chart or kind is Kind.REVIEW:
            self.charting = not self.charting
            self.resize(self.size)
        elif kind in (Kind.UP, Kind.DOWN) and self.rows:
            step = -1 if kind is Kind.UP else 1
            self.chosen = max(0, min(len(self.rows) - 1, (self.chosen or 0) + step))
            self._show(self.chosen)
        else:
            if kind is Kind.MOTION:
                self.hover = self.back.rect.collidepoint(intent.pos)
                self.hover_chart = self.chart.rect.collidepoint(intent.pos)
                self.hover_row = self.row_at(intent.pos)
            elif kind is Kind.PRESS:
                row = self.row_at(intent.pos)
                self.chosen = row if row is not None else self.chosen
            self.scroll.handle(intent)

    def _show(self, index: int) -> None:
        top, bottom = index * self.row_h, (index + 1) * self.row_h
        if top < self.scroll.offset:
            self.scroll.to(top)
        elif bottom > self.scroll.offset + self.scroll.view.height:
            self.scroll.to(bottom - self.scroll.view.height)

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        draw_panel(surface, self.panel, alpha=252)
        px, small = self.px, self.small
        line = theme.font(px).get_linesize()
        setup = self.table.setup
        margin = self.scroll.view.left - self.panel.left
        title = self.title()
        big = round(px * 1.3)
        title = theme.fit(title, big, self.chart.rect.left - self.panel.left - 2 * margin, bold=True)
        theme.blit_text(surface, title, big, theme.GOLD, bold=True,
                        midleft=(self.panel.left + margin, self.back.rect.centery))
        draw_button(surface, self.back, hot=self.hover, px=px)
        draw_button(surface, self.chart, hot=self.hover_chart, px=px)
        if self.charting:
            totals = [row.totals for row in self.rows if row.points is not None]
            names = [setup.title(s) for s in range(setup.players)]
            frame = self.scroll.view.inflate(0, theme.font(px).get_linesize())
            if totals:
                draw_chart(surface, frame, names, totals, self.small)
            else:
                theme.blit_text(surface, _("The chart starts once a hand is scored."), px, theme.TEXT_DIM,
                                center=frame.center)
            self._footer(surface, self.columns(), px, self.small)
            return
        cols = self.columns()
        head_y = self.scroll.view.top - line
        heads = [_(self.table.game.hand_word), _("Dealer"), *(setup.title(s) for s in range(setup.players))]
        for k, (x, head) in enumerate(zip(cols, heads, strict=True)):
            room = (cols[k + 1] if k + 1 < len(cols) else self.scroll.view.right) - x - 6
            theme.blit_text(surface, theme.fit(head, px, room, bold=True), px, theme.TEXT_DIM, bold=True,
                            topleft=(x, head_y))
        pygame.draw.line(surface, theme.PANEL_EDGE, (self.scroll.view.left, self.scroll.view.top - 3),
                         (self.scroll.view.right, self.scroll.view.top - 3))
        self._rows(surface, cols, px, small)
        draw_scrollbar(surface, self.scroll)
        self._footer(surface, cols, px, small)

    def _rows(self, surface: pygame.Surface, cols: list[int], px: int, small: int) -> None:
        view = self.scroll.view
        clip = surface.get_clip()
        surface.set_clip(view)
        step = theme.font(px).get_linesize()
        for i, row in enumerate(self.rows):
            y = view.top + i * self.row_h - self.scroll.offset
            if y + self.row_h < view.top or y > view.bottom:
                continue
            if i in (self.hover_row, self.chosen):
                band = pygame.Rect(view.left, y, view.width, self.row_h - 2)
                pygame.draw.rect(surface, theme.BUTTON if i == self.hover_row else theme.BUTTON_OFF, band,
                                 border_radius=6)
            theme.blit_text(surface, str(row.number), px, theme.TEXT, bold=True, topleft=(cols[0] + 4, y + 2))
            dealer = theme.fit(self.table.setup.title(row.dealer), small, cols[2] - cols[1] - 6)
            theme.blit_text(surface, dealer, small, theme.TEXT_DIM, topleft=(cols[1], y + 4))
            for seat in range(self.table.setup.players):
                x = cols[2 + seat]
                if row.points is None:
                    theme.blit_text(surface, _("playing"), small, theme.TEXT_DIM, topleft=(x, y + 4))
                    continue
                points = row.points[seat]
                shown = theme.blit_text(surface, f"{'+' if points > 0 else ''}{points}", px, theme.TEXT,
                                        topleft=(x, y + 2))
                tag = self.table.game.sheet_tag(seat, row.details[seat]) if seat < len(row.details) else ""
                if tag:
                    room = (cols[3 + seat] if 3 + seat < len(cols) else view.right) - shown.right - 14
                    theme.blit_text(surface, theme.fit(tag, small, room), small, theme.TEXT_DIM,
                                    midleft=(shown.right + 8, shown.centery + 1))
                theme.blit_text(surface, f"= {row.totals[seat]}", small, theme.GOLD, topleft=(x, y + 2 + step))
        surface.set_clip(clip)

    def _footer(self, surface: pygame.Surface, cols: list[int], px: int, small: int) -> None:
        """The totals now, then the notes of the hand pointed at (or chosen)."""
        view = self.scroll.view
        setup = self.table.setup
        line, note = theme.font(px).get_linesize(), theme.font(small).get_linesize()
        y = view.bottom + 6
        pygame.draw.line(surface, theme.PANEL_EDGE, (view.left, y), (view.right, y))
        theme.blit_text(surface, _("Totals"), px, theme.GOLD, bold=True, topleft=(cols[0] + 4, y + 4))
        totals = self.table.match.totals
        for seat in range(setup.players):
            # over the chart no column heads name the players: each total says whose it is
            words = f"{setup.title(seat)} {totals[seat]}" if self.charting else str(totals[seat])
            room = (cols[3 + seat] if 3 + seat < len(cols) else view.right) - cols[2 + seat] - 6
            shown = theme.fit(words, px, room, bold=True)
            if self.charting and shown != words:  # a long name gives way, never its total
                total = f" {totals[seat]}"
                name = theme.fit(setup.title(seat), px, room - theme.font(px, True).size(total)[0], bold=True)
                shown = name + total
            theme.blit_text(surface, shown, px, theme.GOLD, bold=True, topleft=(cols[2 + seat], y + 4))
        y += line + 10
        index = self.hover_row if self.hover_row is not None else self.chosen
        if index is None or not self.rows:
            theme.blit_text(surface, _("No hand has been scored yet."), small, theme.TEXT_DIM, topleft=(view.left, y))
            return
        row = self.rows[index]
        theme.blit_text(surface, self.heading(row), small, theme.TEXT, bold=True, topleft=(view.left, y))
        for seat, words in enumerate(row.details[: setup.players]):
            text = theme.fit(f"{setup.title(seat)}: {words}", small, view.width - 10)
            theme.blit_text(surface, text, small, theme.TEXT_DIM, topleft=(view.left + 10, y + (seat + 1) * note))
