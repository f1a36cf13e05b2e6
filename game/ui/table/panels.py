"""The table's modal panels: choosing a non-card action (a bid, look or pass) and the hand summary.

Each panel is built once as frozen data (its rectangles, labels and the action
each button stands for) and drawn by a pure function.  Which buttons are
enabled, and why a disabled one is refused, comes from the engine's
``can``/``why_not``, never from rules written here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

import pygame

from ...catalogue import N_, _
from ...engine import Action
from ..toolkit import theme
from ..toolkit.widgets import Button, draw_buttons, draw_panel
from .layout import TableLayout


@dataclass(frozen=True, slots=True)
class Choice:
    """One button of a choice panel: its label, the action, and the refusal if it is not allowed."""

    label: str
    action: Action
    reason: str | None = None


@dataclass(frozen=True, slots=True)
class ChoicePanel:
    """Buttons for the actions that are not a card: bids, look/pass, confirm a discard."""

    title: str
    note: str
    rect: pygame.Rect
    buttons: tuple[Button, ...]
    actions: Mapping[str, Action]
    reasons: Mapping[str, str]

    def index_of(self, key: str | None) -> int:
        keys = [b.key for b in self.buttons]
        return keys.index(key) if key in keys else -1


def choice_panel(layout: TableLayout, title: str, note: str, choices: Sequence[Choice],
                 focus: str | None = None, *, beside: bool = False) -> ChoicePanel:
    """A panel over the trick area with ``choices`` in rows of at most six.

    ``beside`` puts it to the left of the trick area instead, which then stays
    free for cards (the skat a discard is dragged onto)."""
    unit = layout.unit
    narrow = beside and layout.big  # beside a row of big cards the room is a narrow column
    per_row = min(4 if narrow else 6, max(1, len(choices)))
    rows = (len(choices) + per_row - 1) // per_row
    longest = max((theme.font(round(layout.font_px * 1.1)).size(c.label)[0] for c in choices), default=0)  # as drawn
    bw = max(round(64 * unit), longest + round(28 * unit))
    bh = max(30, round(50 * unit))
    gap = max(6, round(10 * unit))
    words = max(theme.font(round(layout.font_px * 1.15), True).size(title)[0], theme.font(layout.font_px).size(note)[0])
    least = 0 if beside else round(layout.card[0] * 3.2)  # over the trick: at least three cards wide
    width = max(per_row * bw + (per_row - 1) * gap + 4 * gap, least, words + 4 * gap)
    width = min(width, layout.size[0] - 2 * layout.margin)
    line = theme.font(layout.font_px).get_linesize()
    height = 2 * line + rows * bh + (rows - 1) * gap + 4 * gap
    rect = pygame.Rect(0, 0, width, height)
    rect.center = layout.trick.center
    if beside:
        rect.bottomright = (layout.trick.left - gap, layout.trick.bottom)
    margin = layout.margin  # clear of the window's edge
    room = pygame.Rect((margin, layout.top_bar.bottom), (layout.size[0] - 2 * margin,
                                                         layout.hand.top - layout.top_bar.bottom))
    rect.clamp_ip(room)
    if beside:  # beside the trick: below any card played there (Koira at six seats plays one at its left)
        for place in layout.places:
            card = pygame.Rect((0, 0), layout.card)
            card.center = place.trick
            if rect.colliderect(card):
                rect.top = card.bottom + gap
        rect.clamp_ip(room)
    buttons, actions, reasons = [], {}, {}
    top = rect.top + 2 * gap + 2 * line
    for i, choice in enumerate(choices):
        row, col = divmod(i, per_row)
        in_row = min(per_row, len(choices) - row * per_row)
        left = rect.centerx - (in_row * bw + (in_row - 1) * gap) // 2
        button_rect = pygame.Rect(left + col * (bw + gap), top + row * (bh + gap), bw, bh)
        key = str(choice.action)
        buttons.append(Button(key, choice.label, button_rect, enabled=choice.reason is None,
                              selected=key == focus, hint=choice.reason or ""))
        actions[key] = choice.action
        if choice.reason is not None:
            reasons[key] = choice.reason
    return ChoicePanel(title, note, rect, tuple(buttons), MappingProxyType(actions), MappingProxyType(reasons))


def with_focus(panel: ChoicePanel, focus: str | None) -> ChoicePanel:
    """The same panel with the keyboard focus on button ``focus``."""
    buttons = tuple(Button(b.key, b.label, b.rect, b.enabled, b.key == focus, b.hint) for b in panel.buttons)
    return ChoicePanel(panel.title, panel.note, panel.rect, buttons, panel.actions, panel.reasons)


def draw_choice(surface: pygame.Surface, panel: ChoicePanel, layout: TableLayout, hover: str | None) -> None:
    draw_panel(surface, panel.rect)
    px = layout.font_px
    line = theme.font(px).get_linesize()
    gap = max(6, round(10 * layout.unit))
    theme.blit_text(surface, panel.title, round(px * 1.15), theme.GOLD, bold=True,
                    center=(panel.rect.centerx, panel.rect.top + gap + line // 2))
    theme.blit_text(surface, panel.note, px, theme.TEXT_DIM,
                    center=(panel.rect.centerx, panel.rect.top + gap + line + line * 3 // 4))
    draw_buttons(surface, panel.buttons, hover, px=round(px * 1.1))


# --------------------------------------------------------------------------- the summary


@dataclass(frozen=True, slots=True)
class SummaryRow:
    name: str
    tricks: int
    points: int
    total: int
    details: str


@dataclass(frozen=True, slots=True)
class Summary:
    """Between hands (or at the end): each player's tricks, points, how they were scored, totals."""

    title: str
    subtitle: str
    rows: tuple[SummaryRow, ...]
    rect: pygame.Rect
    buttons: tuple[Button, ...]
    final: bool
    heading: str = N_("Tricks")
    """What the number after the name counts (tricks taken; cards left in Lo-Hi)."""
    celebrate_from: float | None = None
    """App time at which the player's match win was first shown: confetti falls for a moment from then."""
    deal: str = ""
    """The hand's deal revealed, its fingerprint and code ("Deal 1a2b3c4d: lohai:standard:…"), above the
    buttons with a Copy button beside it; "" for none."""
    hand_word: str = N_("Hand")
    """What the game calls one deal (the plug-in's ``hand_word``): the points column is "This round" in Lo-Hi."""


def _line_heights(layout: TableLayout) -> tuple[int, int, int]:
    """Line height of the main text, of the small detail text, and the gap unit."""
    px = layout.font_px
    return theme.font(px).get_linesize(), theme.font(_small_px(layout)).get_linesize(), max(6, round(10 * layout.unit))


def _small_px(layout: TableLayout) -> int:
    return max(15, round(layout.font_px * 0.85))


def summary_panel(layout: TableLayout, title: str, subtitle: str, rows: Sequence[SummaryRow],
                  buttons: Sequence[tuple[str, str]], final: bool, heading: str = N_("Tricks"),
                  deal: str = "", hand_word: str = N_("Hand")) -> Summary:
    """``deal``: the hand's deal revealed (shown above the buttons, with a "copy" button beside it)."""
    line, small, gap = _line_heights(layout)
    width = min(layout.size[0] - 2 * layout.margin, max(round(760 * layout.unit), 560))
    bh = max(30, round(46 * layout.unit))
    rows_of = _button_rows([label for __, label in buttons], width, gap, round(layout.font_px * 0.9))
    per_row = -(-len(buttons) // rows_of)
    row_h = line + 2 * small + gap // 2
    copy_w = max(round(110 * layout.unit), 80)
    deal_lines = len(theme.wrap(deal, _small_px(layout), width - 4 * gap - copy_w - 3 * gap)) if deal else 0
    height = (3 * line + gap * 7 + len(rows) * row_h + rows_of * bh + (rows_of - 1) * gap
              + (deal_lines * small + 2 * gap if deal else 0))
    rect = pygame.Rect(0, 0, width, min(height, layout.size[1] - 2 * layout.margin))
    rect.center = (layout.size[0] // 2, layout.size[1] // 2)
    bw = min(max(round(170 * layout.unit), 130), (width - (per_row + 1) * gap) // max(1, per_row))
    made = []
    for i, (key, label) in enumerate(buttons):
        row, col = divmod(i, per_row)
        in_row = min(per_row, len(buttons) - row * per_row)
        total = in_row * bw + (in_row - 1) * gap
        top = rect.bottom - gap - bh - (rows_of - 1 - row) * (bh + gap)
        b = pygame.Rect(rect.centerx - total // 2 + col * (bw + gap), top, bw, bh)
        made.append(Button(key, label, b, selected=i == 0))
    if deal:
        copy = pygame.Rect(0, 0, copy_w, small + gap)
        copy.bottomright = (rect.right - 2 * gap, rect.bottom - 2 * gap - rows_of * bh - (rows_of - 1) * gap)
        made.append(Button("copy", _("Copy"), copy))
    return Summary(title, subtitle, tuple(rows), rect, tuple(made), final, heading, deal=deal, hand_word=hand_word)


def _button_rows(labels: Sequence[str], width: int, gap: int, px: int) -> int:
    """In how many rows the summary's buttons go: one, unless a label would not fit its button at ``px``."""
    rows = 1
    while rows < len(labels):
        per_row = -(-len(labels) // rows)
        room = (width - (per_row + 1) * gap) // per_row - 8
        if all(theme.font(px).size(label)[0] <= room for label in labels):
            break
        rows += 1
    return rows


def draw_summary(surface: pygame.Surface, summary: Summary, layout: TableLayout, hover: str | None,
                 counted: float = 1.0) -> None:
    """A score table: one row per player, with how the hand was scored in small print beneath.

    ``counted`` (0 to 1) is how far the points have counted up: this hand's
    points from zero, the totals from where they stood before the hand.
    """
    draw_panel(surface, summary.rect, alpha=245)
    px, spx = layout.font_px, _small_px(layout)
    line, small, gap = _line_heights(layout)
    rect = summary.rect
    y = rect.top + 2 * gap + line // 2
    theme.blit_text(surface, summary.title, round(px * 1.4), theme.GOLD, bold=True, center=(rect.centerx, y))
    y += line + gap
    subtitle, size = theme.fit_shrinking(summary.subtitle, px, rect.width - 4 * gap)
    theme.blit_text(surface, subtitle, size, theme.TEXT, center=(rect.centerx, y))
    y += line + gap
    inner = rect.inflate(-4 * gap, 0)
    this = _("This {hand}").format(hand=_(summary.hand_word).lower())
    heads = (_("Player"), _(summary.heading), this, _("Total"))
    cols, head_px = _columns(inner, heads, px, gap)
    for x, head in zip(cols, heads, strict=True):
        theme.blit_text(surface, head, head_px, theme.TEXT_DIM, bold=True, midleft=(x, y))
    pygame.draw.line(surface, theme.PANEL_EDGE, (inner.left, y + line // 2 + 2), (inner.right, y + line // 2 + 2))
    y += line // 2 + gap // 2
    for row in summary.rows:
        middle = y + line // 2 + 2
        theme.blit_text(surface, theme.fit(row.name, px, cols[1] - cols[0] - gap), px, theme.TEXT,
                        midleft=(cols[0], middle))
        theme.blit_text(surface, str(row.tricks), px, theme.TEXT, midleft=(cols[1], middle))
        points = round(row.points * counted)
        sign = "+" if points > 0 else ""
        theme.blit_text(surface, f"{sign}{points}", px, theme.TEXT, midleft=(cols[2], middle))
        total = row.total - row.points + points
        theme.blit_text(surface, str(total), px, theme.GOLD, bold=True, midleft=(cols[3], middle))
        lines = theme.wrap(row.details, spx, inner.width - 2 * gap)[:2]
        for k, text in enumerate(lines):
            if k == 1 and len(theme.wrap(row.details, spx, inner.width - 2 * gap)) > 2:
                text = theme.fit(text + " …", spx, inner.width - 2 * gap)
            theme.blit_text(surface, text, spx, theme.TEXT_DIM,
                            topleft=(cols[0] + 2 * gap, y + line + 2 + k * small))
        y += line + 2 * small + gap // 2
    main = [b for b in summary.buttons if b.key != "copy"]
    draw_buttons(surface, main, hover, px=button_px(main, round(px * 1.05)))
    copy = next((b for b in summary.buttons if b.key == "copy"), None)
    if summary.deal and copy is not None:
        draw_buttons(surface, [copy], hover, px=spx)
        room = copy.rect.left - inner.left - 2 * gap
        lines = theme.wrap(summary.deal, spx, room)  # the code on a line of its own where the fingerprint leaves none
        for k, text in enumerate(lines):
            theme.blit_text(surface, theme.fit(text, spx, room), spx, theme.TEXT_DIM,
                            midleft=(inner.left + gap, copy.rect.centery - (len(lines) - 1 - k) * small))


def _columns(inner: pygame.Rect, heads: Sequence[str], px: int, gap: int) -> tuple[list[int], int]:
    """Where the summary's columns start, and the size of their heads: at half, two thirds and five sixths of the
    width, moved right to left so each head ends before the next begins (Finnish, large print), and the heads a
    size smaller where even that leaves too little room for the names."""
    for size in range(px, max(11, round(px * 0.7)) - 1, -1):
        font = theme.font(size, True)
        cols = [round(inner.left + inner.width * k) for k in (0.0, 0.5, 0.66, 0.82)]
        cols[3] = min(cols[3], inner.right - font.size(heads[3])[0])
        for k in (2, 1):
            cols[k] = min(cols[k], cols[k + 1] - gap - font.size(heads[k])[0])
        if cols[1] - gap - font.size(heads[0])[0] >= inner.left and cols[1] >= inner.left + inner.width * 0.3:
            return cols, size
    return cols, size


def button_px(buttons: Sequence[Button], px: int, least: int = 11) -> int:
    """The largest text size up to ``px`` at which every label fits its button (six on a summary are narrow)."""
    while px > least and any(theme.font(px).size(b.label)[0] > b.rect.width - 8 for b in buttons):
        px -= 1
    return px
