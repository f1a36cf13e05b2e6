"""The table's frame, drawn around the cards: the top bar, the trick's zone, the seat boxes and the corner.

What every seat shows of itself (its name, level, dealer's chip, thinking dots,
the glow when the player's turn comes) and what the table shows of the hand
(the stage, the trump, the bids, the stock) are painted here; a game's
:class:`~.draw.Skin` replaces the middle, the boxes or the corner with its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...catalogue import _, pgettext
from ...seating import level_title
from ..art.cards import pip
from ..toolkit import theme
from ..toolkit.widgets import Button, draw_button, draw_panel
from .interface import Looking

if TYPE_CHECKING:
    pass


def _top_bar(surface: pygame.Surface, scene: Looking) -> None:
    layout = scene.layout
    bar = layout.top_bar
    shade = pygame.Surface(bar.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 90))
    surface.blit(shade, bar)
    px = layout.font_px
    small = round(px * 0.9)
    buttons = [("menu", _("Menu (Esc)"), layout.menu_button), ("scores", _("Scores (S)"), layout.scores_button)]
    if scene.game.plays_tricks:
        buttons.append(("review", _("Last trick (Tab)"), layout.review_button))
    buttons.append(("log", _("Log (L)"), scene.mouse.log_rect))
    if scene.human is not None:
        buttons.append(("hint", _("Hint (H)"), scene.mouse.hint_rect))
        if scene.game.claims:
            buttons.append(("claim", _("Claim (C)"), scene.mouse.claim_rect))
    right = min(rect.left for __, __, rect in buttons) - layout.margin * 2
    parts, extras = _bar_parts(scene)
    needed = theme.font(px).size("  ·  ".join(parts + extras[:1]))[0]  # the hand and the deal's fingerprint
    titles = (f"{scene.setup.rules.title} — {scene.setup.variant_title}", scene.setup.rules.title)
    title = next((t for t in titles if theme.font(px, True).size(t)[0] + layout.margin * 3 + needed <= right),
                 titles[-1])  # a narrow bar drops the variant's name (the pause menu and score sheet say it)
    shown = theme.blit_text(surface, title, px, theme.TEXT, bold=True, midleft=(layout.margin, bar.centery))
    left = shown.right + layout.margin * 2
    words, size = _bar_words(parts, extras, px, right - left)
    theme.blit_text(surface, words, size, theme.TEXT_DIM, center=((left + right) // 2, bar.centery))
    for key, label, rect in buttons:
        enabled = ((key != "review" or scene.model.shown.last_trick is not None)
                   and (key != "claim" or scene.claims.offered(scene)))
        words = bar_label(label, small, rect.width - 6)
        hot = scene.mouse.hover == key and enabled
        draw_button(surface, Button(key, words, rect, enabled=enabled), hot=hot, px=small)


def bar_label(label: str, px: int, room: int) -> str:
    """A top-bar button's label in ``room`` pixels: "Last trick (Tab)", or "Last trick" when the key's
    reminder does not fit (the rules screen lists the keys), and only then shortened."""
    if theme.font(px).size(label)[0] <= room or " (" not in label:
        return theme.fit(label, px, room)
    return theme.fit(label[:label.index(" (")], px, room)


def _bar_parts(scene: Looking) -> tuple[list[str], list[str]]:
    """The top bar's middle: what it always says (the hand, the stage) and what it says as room allows, the
    first kept longest (the deal's fingerprint, the dealer, the seed)."""
    rounds = scene.match.rounds()
    number = scene.match.hand_number
    word = _(scene.game.hand_word)
    parts = [_("{word} {number} of {rounds}").format(
        word=word, number=number, rounds=rounds) if rounds is not None else f"{word} {number}"]
    stage = scene.game.stage_words()
    if stage:
        parts.append(stage)
    if scene.setup.practice:
        parts.insert(0, _("Practice"))
    extras = [_("deal {fingerprint}").format(
        fingerprint=scene.deal.fingerprint), _("dealer: {name}").format(name=scene.setup.name(scene.public.dealer)),
              _("seed {seed}").format(seed=scene.setup.seed)]
    return parts, extras


def _bar_words(parts: list[str], extras: list[str], px: int, room: int) -> tuple[str, int]:
    """The top bar's middle in ``room``, and its size: dropping the seed (the pause menu shows it too) and then
    the dealer (its chip is on the seat box) when the bar is too narrow, then a size smaller."""
    extras = list(extras)
    while True:
        words = "  ·  ".join(parts + extras)
        if not extras or theme.font(px).size(words)[0] <= room:
            return theme.fit_shrinking(words, px, max(0, room), 0.75)
        extras.pop()


def _trick_zone(surface: pygame.Surface, scene: Looking) -> None:
    layout = scene.layout
    zone = layout.trick
    radius = max(8, zone.height // 10)
    drag = scene.mouse.drag
    colour, width = (255, 255, 255), 1
    alpha = 40
    if drag is not None and drag.active:
        legal = drag.sid in scene.picks.playable and scene.human_to_act
        over = zone.collidepoint(scene.mouse.pos)
        if legal:
            colour, width, alpha = (theme.GOOD if over else theme.GLOW), 4 if over else 3, 200
        elif over:
            colour, width, alpha = theme.BAD, 3, 200
    overlay = pygame.Surface(zone.size, pygame.SRCALPHA)
    pygame.draw.rect(overlay, (0, 0, 0, 35), overlay.get_rect(), border_radius=radius)
    pygame.draw.rect(overlay, (*colour, alpha), overlay.get_rect(), width=width, border_radius=radius)
    surface.blit(overlay, zone)
    if scene.human_to_act and not scene.model.trick and scene.picks.playable and scene.picks.choice is None:
        theme.blit_text(surface, _("drop a card here"), layout.font_px, theme.TEXT_DIM, center=zone.center)


def _turn_glow(surface: pygame.Surface, scene: Looking) -> None:
    """Your turn has just come: a soft gold ring spreads out from your seat box and fades."""
    spread = scene.cue.glow
    if spread is None or scene.human is None:
        return
    box = scene.layout.place(scene.human).box
    grow = round(4 + 18 * spread)
    ring = box.inflate(grow * 2, grow * 2)
    layer = pygame.Surface(ring.size, pygame.SRCALPHA)
    alpha = round(170 * (1.0 - spread))
    pygame.draw.rect(layer, (*theme.GOLD, alpha), layer.get_rect(), width=max(2, round(6 * (1 - spread))),
                     border_radius=max(6, box.height // 6) + grow)
    surface.blit(layer, ring)


def trick_edge(scene: Looking, seat: int) -> theme.Colour | None:
    """A trick table's seat edge: gold for whoever is to act, green for the trick's winner."""
    if scene.model.shown.winner == seat:
        return theme.GOOD
    return theme.GOLD if scene.cue.seat() == seat else None


def _seat_box(surface: pygame.Surface, scene: Looking, seat: int) -> None:
    layout = scene.layout
    box = layout.place(seat).box
    x, line, pad, px = seat_header(surface, scene, seat, trick_edge(scene, seat), box.right - layout.margin)
    second, size = theme.fit_shrinking(scene.game.seat_line(seat), px, box.right - pad - x)
    theme.blit_text(surface, second, size, theme.TEXT, midleft=(x, box.top + pad + line + line // 2 + 2))
    third = (x, box.top + pad + 2 * line + line // 2 + 4)
    score = theme.blit_text(surface, _("score {shown_total}").format(
        shown_total=scene.tally.shown_total(seat)), px, theme.TEXT_DIM, midleft=third)
    level_tag(surface, scene, seat, score, box.right - pad, px)


def level_tag(surface: pygame.Surface, scene: Looking, seat: int, after: pygame.Rect, right: int, px: int) -> None:
    """A computer seat's level (Steady, Hard, …) ending at ``right`` on the line of ``after``, the seat box's last
    words, in the room they leave: every game's box says who the player is up against.  Whole or not at all: a
    clipped "S…" tells nobody anything (Koira's won pile leaves no room for it until phase two)."""
    level = scene.setup.levels[seat]
    if level is None:
        return
    small, title = round(px * 0.8), level_title(level)
    if theme.font(small).size(title)[0] <= right - after.right - scene.layout.margin:
        theme.blit_text(surface, title, small, theme.TEXT_DIM, midright=(right, after.centery))


def seat_header(surface: pygame.Surface, scene: Looking, seat: int, edge: theme.Colour | None, right: int,
                *, alpha: int = 200, colour: theme.Colour | None = None, indent: int = 0) -> tuple[int, int, int, int]:
    """What every table's seat box starts with: the panel, its edge, the name (fitted to end by
    ``right``) and the dealer's chip.  Returns where the lines below go: ``x``, line height, padding, font size."""
    layout = scene.layout
    box = layout.place(seat).box
    draw_panel(surface, box, alpha=alpha)
    if edge is not None:
        pygame.draw.rect(surface, edge, box.inflate(4, 4), width=3, border_radius=max(6, box.height // 6))
    px = layout.font_px
    line = round(theme.print_px(px) * 0.78)
    pad = layout.margin
    x = box.left + pad + indent
    dealer = seat == scene.public.dealer
    thinking = scene.cue.thinking() == seat
    end = right - (line if dealer else 0)
    room = end - x - (round(line * 1.5) if thinking else 0)
    name = theme.fit(scene.setup.title(seat), px, room, bold=True)
    theme.blit_text(surface, name, px, colour or theme.TEXT, bold=True, midleft=(x, box.top + pad + line // 2))
    if dealer:
        _dealer_chip(surface, box, line, px)
    if thinking:
        thinking_dots(surface, box, end, line, scene.app.time)
    return x, line, pad, px


DOT_REST = (80, 98, 88)
"""A thinking dot between its turns to shine: just above the seat box's panel."""


def thinking_dots(surface: pygame.Surface, box: pygame.Rect, right: int, line: int, now: float) -> None:
    """Three dots at the end of the name line, brightening to gold in turn: this seat is thinking."""
    radius = max(3, line // 6)
    gap = radius * 3
    y = box.top + round(line * 0.9)
    for k in range(3):
        phase = (now * 2.2 - k * 0.3) % 1.0
        level = max(0.0, 1.0 - abs(phase - 0.5) * 3)
        shade = tuple(round(a + (b - a) * level) for a, b in zip(DOT_REST, theme.GOLD, strict=True))
        centre = (right - radius - (2 - k) * gap, y - round(level * radius * 0.7))
        pygame.draw.circle(surface, shade, centre, radius)


def _dealer_chip(surface: pygame.Surface, box: pygame.Rect, line: int, px: int) -> None:
    """A round "D" badge on the seat box's top-right corner, clear of the name ("J", jakaja, in Finnish)."""
    radius = line // 2 + 3
    chip = (box.right - radius // 2, box.top + radius // 2)
    pygame.draw.circle(surface, theme.PAPER, chip, radius)
    pygame.draw.circle(surface, theme.GOLD, chip, radius, width=2)
    # TRANSLATORS: the dealer's badge on a seat box: one letter, the first of the word for dealer
    theme.blit_text(surface, pgettext("dealer badge", "D"), round(px * 0.8), theme.INK, bold=True, center=chip)


def _info_panel(surface: pygame.Surface, scene: Looking) -> None:
    layout = scene.layout
    px = layout.font_px
    top = layout.info.top
    if scene.public.has_trump and scene.model.shown.flipped_seen:
        trump = scene.public.trump
        if trump is None:
            theme.blit_text(surface, _("No trump"), px, theme.TEXT, bold=True, topleft=(layout.info.left, top))
        else:
            rect = theme.blit_text(surface, _("Trump"), px, theme.TEXT, bold=True, topleft=(layout.info.left, top))
            size = round(px * 0.9)
            back = pygame.Rect(rect.right + 6, rect.top - 3, size + 6, size + 6)
            pygame.draw.rect(surface, theme.PAPER, back, border_radius=4)
            colour = scene.art.colour(trump)
            surface.blit(pip(trump, size, colour), (back.left + 3, back.top + 3))
    words = bids_words(scene)
    if words:
        line = theme.font(px).get_linesize()
        size = round(px * 0.9)
        for k, shown in enumerate(theme.wrap(words, round(size * 1.1), layout.info.width)):  # bold: wrapped wider
            theme.blit_text(surface, shown, size, theme.GOLD, bold=True,
                            topleft=(layout.info.left, top + round(line * 1.3) + k * theme.font(size).get_linesize()))
    stock(surface, scene)


def bids_words(scene: Looking) -> str:
    """The bids against the tricks there are ("Bids 7 of 10", "… so far" while bidding), the figure an Oh Hell
    player watches: over or under the tricks in the hand decides who must fail.  "" where nobody bids."""
    if not scene.public.has_bids or scene.public.hand_size is None:
        return ""
    known = [int(b) for b in scene.model.shown.bids if b is not None and b.isdigit()]
    if not known:
        return ""
    if len(known) < scene.setup.players:
        return _("Bids {known} of {hand_size} so far").format(known=sum(known), hand_size=scene.public.hand_size)
    return _("Bids {known} of {hand_size}").format(known=sum(known), hand_size=scene.public.hand_size)


def stock(surface: pygame.Surface, scene: Looking) -> None:
    """The face-down stock in the corner, while it has cards."""
    layout = scene.layout
    if scene.model.stock_visible:
        w, h = layout.small
        back_img = scene.art.back((w, h), scene.app.settings.card_back)
        for k in range(3):
            rect = back_img.get_rect(center=(layout.stock[0] - k * 2, layout.stock[1] - k * 2))
            surface.blit(back_img, rect)
