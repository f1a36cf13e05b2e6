"""Painting the table scene: a pure function of the scene's state.

Nothing here changes the scene or the engine: it reads the layout, the
sprites, the revealed public numbers and the scene's input state (what is
selected, dragged or playable) and paints them.  Only the art caches fill up.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from ...catalogue import _
from ...engine import Card
from ...engine.core import ActionKind
from ...seating import level_title
from ..art.cards import pip
from ..toolkit import theme
from ..toolkit.widgets import Button, dim, draw_button, draw_panel
from .feel import cast_shadow, draw_celebration
from .interface import Table
from .model import LastTrick
from .panels import draw_choice, draw_summary
from .sprites import CardSprite
from .turns import FORCED_WORDS, forced_card, forced_move

if TYPE_CHECKING:
    from .layout import TableLayout

SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


Painter = Callable[[pygame.Surface, "Table"], None]
SeatPainter = Callable[[pygame.Surface, "Table", int], None]


@dataclass(frozen=True, slots=True)
class Skin:
    """The parts of the table a game draws its own way (Lohai's piles and specials, Lo-Hi's pile, Koira)."""

    middle: Painter
    """The trick area, under the cards (Lo-Hi: the deck and the constraint)."""
    seat_box: SeatPainter
    info: Painter
    """The bottom-left corner."""
    over_cards: Painter | None = None
    """Drawn over the cards, under bubbles and panels (Lohai: the special cards' targets)."""


def draw_table(surface: pygame.Surface, scene: Table, skin: Skin | None = None) -> None:
    layout = scene.layout
    skin = skin or TRICKS
    surface.blit(theme.felt(layout.size), (0, 0))
    _top_bar(surface, scene)
    skin.middle(surface, scene)
    for seat in range(scene.setup.players):
        skin.seat_box(surface, scene, seat)
    _turn_glow(surface, scene)
    skin.info(surface, scene)
    _cards(surface, scene)
    if skin.over_cards is not None:
        skin.over_cards(surface, scene)
    _bubbles(surface, scene)
    summing_up = scene.summary is not None and scene.keys.review is None
    if not summing_up:  # the summary tells the hand's end itself; a prompt dimmed behind it only peeks out
        _message(surface, scene)
    if scene.picks.choice is not None and scene.summary is None:
        draw_choice(surface, scene.picks.choice, layout, scene.mouse.hover)
        scene.coach.draw(surface, scene)
        _held_card(surface, scene)
    if scene.summary is not None and summing_up:  # the last trick shows instead, while asked for
        dim(surface, 110)
        draw_summary(surface, scene.summary, layout, scene.mouse.hover, scene.tally.progress)
        _said_by(surface, scene, scene.summary.rect)
        if scene.summary.celebrate_from is not None:
            draw_celebration(surface, scene.app.time - scene.summary.celebrate_from)
    if scene.keys.review is not None:
        _review(surface, scene)


# --------------------------------------------------------------------------- chrome


def _top_bar(surface: pygame.Surface, scene: Table) -> None:
    layout = scene.layout
    bar = layout.top_bar
    shade = pygame.Surface(bar.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 90))
    surface.blit(shade, bar)
    px = layout.font_px
    title = f"{scene.setup.rules.title} — {scene.setup.variant_title}"
    shown = theme.blit_text(surface, title, px, theme.TEXT, bold=True, midleft=(layout.margin, bar.centery))
    small = round(px * 0.9)
    buttons = [("menu", _("Menu (Esc)"), layout.menu_button), ("scores", _("Scores (S)"), layout.scores_button)]
    if scene.game.plays_tricks:
        buttons.append(("review", _("Last trick (Tab)"), layout.review_button))
    buttons.append(("log", _("Log (L)"), scene.mouse.log_rect))
    if scene.human is not None:
        buttons.append(("hint", _("Hint (H)"), scene.mouse.hint_rect))
        if scene.game.claims:
            buttons.append(("claim", _("Claim (C)"), scene.mouse.claim_rect))
    left, right = shown.right + layout.margin * 2, min(rect.left for __, __, rect in buttons) - layout.margin * 2
    theme.blit_text(surface, _bar_words(scene, px, right - left), px, theme.TEXT_DIM,
                    center=((left + right) // 2, bar.centery))
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


def _bar_words(scene: Table, px: int, room: int) -> str:
    """The top bar's middle: hand, stage, dealer and seed, dropping the seed (the pause menu shows
    it too) and then the dealer (its chip is on the seat box) when the bar is too narrow."""
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
    while True:
        words = "  ·  ".join(parts + extras)
        if not extras or theme.font(px).size(words)[0] <= room:
            return theme.fit(words, px, max(0, room))
        extras.pop()


def _trick_zone(surface: pygame.Surface, scene: Table) -> None:
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


def _turn_glow(surface: pygame.Surface, scene: Table) -> None:
    """Your turn has just come: a soft gold ring spreads out from your seat box and fades."""
    spread = scene.turn_glow
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


def trick_edge(scene: Table, seat: int) -> theme.Colour | None:
    """A trick table's seat edge: gold for whoever is to act, green for the trick's winner."""
    if scene.model.shown.winner == seat:
        return theme.GOOD
    return theme.GOLD if scene.turn_seat() == seat else None


def _seat_box(surface: pygame.Surface, scene: Table, seat: int) -> None:
    layout = scene.layout
    box = layout.place(seat).box
    x, line, pad, px = seat_header(surface, scene, seat, trick_edge(scene, seat), box.right - layout.margin)
    second, size = theme.fit_shrinking(scene.game.seat_line(seat), px, box.right - pad - x)
    theme.blit_text(surface, second, size, theme.TEXT, midleft=(x, box.top + pad + line + line // 2 + 2))
    third = (x, box.top + pad + 2 * line + line // 2 + 4)
    score = theme.blit_text(surface, _("score {shown_total}").format(
        shown_total=scene.tally.shown_total(seat)), px, theme.TEXT_DIM, midleft=third)
    level = scene.setup.levels[seat]
    if level is not None:
        small = round(px * 0.8)
        words = theme.fit(level_title(level), small, box.right - pad - score.right - pad)
        theme.blit_text(surface, words, small, theme.TEXT_DIM, midright=(box.right - pad, third[1]))


def seat_header(surface: pygame.Surface, scene: Table, seat: int, edge: theme.Colour | None, right: int,
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
    thinking = scene.thinking_seat() == seat
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
    """A round "D" badge on the seat box's top-right corner, clear of the name."""
    radius = line // 2 + 3
    chip = (box.right - radius // 2, box.top + radius // 2)
    pygame.draw.circle(surface, theme.PAPER, chip, radius)
    pygame.draw.circle(surface, theme.GOLD, chip, radius, width=2)
    theme.blit_text(surface, "D", round(px * 0.8), theme.INK, bold=True, center=chip)


def _info_panel(surface: pygame.Surface, scene: Table) -> None:
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
        theme.blit_text(surface, theme.fit(words, round(px * 0.9), layout.info.width), round(px * 0.9), theme.GOLD,
                        bold=True, topleft=(layout.info.left, top + round(line * 1.3)))  # clear of the pip
    stock(surface, scene)


def bids_words(scene: Table) -> str:
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


def stock(surface: pygame.Surface, scene: Table) -> None:
    """The face-down stock in the corner, while it has cards."""
    layout = scene.layout
    if scene.model.stock_visible:
        w, h = layout.small
        back_img = scene.art.back((w, h), scene.app.settings.card_back)
        for k in range(3):
            rect = back_img.get_rect(center=(layout.stock[0] - k * 2, layout.stock[1] - k * 2))
            surface.blit(back_img, rect)


# --------------------------------------------------------------------------- cards


def _cards(surface: pygame.Surface, scene: Table) -> None:
    model = scene.model
    viewer = scene.viewer
    order: list[int] = model.lying()
    for seat in range(scene.setup.players):
        if seat != viewer:
            order.extend(model.hands[seat])
    order.extend(sid for __, sid in model.trick)
    order.extend(model.sweeping)
    order.extend(model.hands[viewer])
    dragged = scene.mouse.drag.sid if scene.mouse.drag is not None and scene.mouse.drag.active else None
    if dragged in order:
        order.remove(dragged)
        order.append(dragged)
    in_hand = set(model.hands[viewer])
    dimming = greying(scene)
    for sid in order:
        sprite = model.sprites.get(sid)
        if sprite is None:
            continue
        image = _card_image(scene, sprite)
        lift = scene.mouse.lift_of(sid) if sid in in_hand else 0
        rect = image.get_rect(center=(round(sprite.x), round(sprite.y) - lift))
        cast_shadow(surface, rect, scene.layout.lift if sid == dragged else lift)
        surface.blit(image, rect)
        if sid in in_hand and sid != dragged:
            if dimming and sid not in scene.picks.playable:
                surface.blit(_shade(rect.size), rect)
            elif sid in scene.picks.playable and ((dimming and theme.palette().ring_playable)
                                                  or (scene.mouse.drag is not None and scene.mouse.drag.active)):
                _outline(surface, rect, theme.GLOW, 2 * theme.palette().line)
        if sid == scene.picks.selected or sid in scene.picks.picked:
            _outline(surface, rect, theme.GOLD, 3)
        if sid == dragged:
            _outline(surface, rect, theme.GOOD if sid in scene.picks.playable else theme.GLOW, 3)


def greying(scene: Table) -> bool:
    """The hand's cards that cannot be played now are greyed: on the human's turn when some card can be,
    and also when none can in a game of laying cards (Lo-Hi's "= 3" with no three: every card greys, and the
    deck or the lowest play is the move), but not while a panel asks for a bid or a choice before play."""
    if not scene.human_to_act:
        return False
    return bool(scene.picks.playable) or (scene.game.grouping and not scene.picks.picking)


def _held_card(surface: pygame.Surface, scene: Table) -> None:
    """A card held by the pointer stays above a panel it passes over."""
    drag = scene.mouse.drag
    sprite = scene.model.sprites.get(drag.sid) if drag is not None and drag.active else None
    if sprite is not None:
        image = _card_image(scene, sprite)
        surface.blit(image, image.get_rect(center=(round(sprite.x), round(sprite.y))))


def _card_image(scene: Table, sprite: CardSprite) -> pygame.Surface:
    """The sprite's picture at its current scale and flip, from the cached art where possible."""
    layout = scene.layout
    full, small = layout.card, layout.small
    small_scale = small[1] / full[1]
    base = full if sprite.scale > (1 + small_scale) / 2 else small
    face = sprite.shown_face_up and sprite.card is not None
    simple = base == small
    if face and sprite.card is not None:
        image = scene.art.face(sprite.card, base, simple)
    else:
        image = scene.art.back(base, scene.app.settings.card_back)
    w = round(full[0] * sprite.scale * sprite.squash)
    h = round(full[1] * sprite.scale)
    if abs(w - base[0]) <= 1 and abs(h - base[1]) <= 1:
        return image
    return pygame.transform.scale(image, (max(1, w), max(1, h)))


@lru_cache(maxsize=8)
def _shade(size: tuple[int, int]) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 95), shade.get_rect(), border_radius=max(2, round(size[0] * 0.08)))
    return shade


def _outline(surface: pygame.Surface, rect: pygame.Rect, colour: theme.Colour, width: int) -> None:
    pygame.draw.rect(surface, colour, rect.inflate(4, 4), width=width, border_radius=max(3, round(rect.width * 0.09)))


# --------------------------------------------------------------------------- words


def _bubbles(surface: pygame.Surface, scene: Table) -> None:
    layout = scene.layout
    px = round(layout.font_px * 0.95)
    for seat, bubble in scene.model.shown.bubbles.items():
        box = layout.place(seat).box
        label = theme.text(bubble.text, px, theme.INK, True)
        rect = label.get_rect().inflate(16, 10)
        rect.midbottom = (box.centerx, box.top - 4)
        rect.clamp_ip(pygame.Rect((0, layout.top_bar.bottom), layout.size))
        pygame.draw.rect(surface, theme.PAPER, rect, border_radius=rect.height // 2)
        pygame.draw.rect(surface, theme.GOLD, rect, width=2, border_radius=rect.height // 2)
        surface.blit(label, label.get_rect(center=rect.center))


def _message(surface: pygame.Surface, scene: Table) -> None:
    words, colour = _prompt(scene)
    if words:
        _message_pill(surface, scene.layout, words, colour, scene.layout.message.center)


def _said_by(surface: pygame.Surface, scene: Table, panel: pygame.Rect) -> None:
    """What the table says while a panel covers it (a deal's code copied, a key refused), by the panel's edge
    where the window has room: below it, else above it."""
    said = _said(scene)
    if said is None:
        return
    layout = scene.layout
    half = layout.message.height // 2 + 4
    below = panel.bottom + 6 + half
    y = below if below + half <= layout.size[1] else max(layout.top_bar.bottom + half, panel.top - 6 - half)
    _message_pill(surface, layout, *said, (panel.centerx, y))


def _message_pill(surface: pygame.Surface, layout: TableLayout, words: str, colour: theme.Colour,
                  centre: tuple[int, int]) -> None:
    """One line of words on a dark pill, a size smaller when long, so it never runs off the window."""
    px = layout.font_px
    room = layout.size[0] - 2 * layout.margin - 20
    while px > 13 and theme.font(px, True).size(words)[0] > room:  # a long callout: smaller, never off the window
        px -= 1
    label = theme.text(theme.fit(words, px, room, bold=True), px, colour, True)
    rect = label.get_rect(center=centre).inflate(20, 8)
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 120), shade.get_rect(), border_radius=rect.height // 2)
    surface.blit(shade, rect)
    surface.blit(label, label.get_rect(center=rect.center))


def held_words(scene: Table) -> str:
    """The hand is over and its last cards wait on the table: who took the last trick, and how to go on."""
    seat, last = scene.model.unswept, scene.model.shown.last_trick
    then = _("click or press Enter for the score") if scene.model.held_last else _("click or press Enter to go on")
    if seat is None or last is None:
        return _("The hand is over: {then}").format(then=then)
    own = scene.game.trick_story(last)[0]  # a Giver's gift says who gave the trick to whom
    if own:
        return f"{own[:1].upper()}{own[1:]}: {then}"
    name = scene.setup.name(seat)
    if name == _("You"):
        taken = _("You take the last trick") if scene.model.held_last else _("You take the trick")
    else:
        taken = (_("{name} takes the last trick") if scene.model.held_last else _("{name} takes the trick")).format(
            name=name)
    return f"{taken}: {then}"


def _said(scene: Table) -> tuple[str, theme.Colour] | None:
    """What the table said a moment ago (``say``), in red when it refused something; ``None`` once it fades."""
    if scene.message_left > 0 and scene.message:
        return scene.message, (theme.BAD if scene.message_bad else theme.TEXT)
    return None


def _prompt(scene: Table) -> tuple[str, theme.Colour]:
    """The message line: a refusal for its whole time; what the table just said, or the callout on show,
    whichever is newer; else the routine prompts, which wait for a callout to be read."""
    callout = scene.callouts.words if scene.app.settings.callouts and scene.keys.review is None else ""
    said = _said(scene)
    if said is not None and (not callout or scene.callouts.said_since or scene.refusing):
        return said
    if callout:
        return callout, theme.GOLD
    if scene.model.holding and scene.keys.review is None:
        return held_words(scene), theme.GLOW
    if scene.summary is not None or scene.model.busy or scene.keys.review is not None:
        return "", theme.TEXT
    if scene.human_to_act:
        move = forced_move(scene)
        if move is not None:
            return _(FORCED_WORDS[move.kind]), theme.GLOW
        own = scene.game.turn_prompt()
        if own:
            return own[:1].upper() + own[1:], theme.GLOW
        if scene.picks.picking:
            return _("Pick the cards, then press the button"), theme.GLOW
        if scene.picks.choice is not None:
            if any(a.kind == ActionKind.BID for a in scene.picks.choice.actions.values()):
                return _("Your turn: click your bid, or type it on the number keys"), theme.GLOW
            return _("Your turn: choose on the panel"), theme.GLOW
        if forced_card(scene) is not None:
            return _("Only one card may be played: it goes by itself"), theme.GLOW
        return _("Your turn: drag a card to the table, double-click it, or use the arrow keys and Enter"), theme.GLOW
    seat = scene.turn_seat()
    if seat is not None and seat != scene.human:
        return _("{name} is thinking…").format(name=scene.setup.name(seat)), theme.TEXT_DIM
    return "", theme.TEXT


# --------------------------------------------------------------------------- review


def _review(surface: pygame.Surface, scene: Table) -> None:
    """The last trick laid out again at each player's place, every card numbered in the order it came, the
    taker's box ringed, with a caption that says who took it and what the game's own cards did to it."""
    last = scene.model.shown.last_trick
    if last is None:
        return
    layout = scene.layout
    dim(surface, 120)
    area = layout.trick.inflate(layout.margin * 2, layout.margin * 2)
    draw_panel(surface, area, alpha=225)
    px = layout.font_px
    laid = review_cards(layout, last)
    tops = {seat: rect for rect, _number, seat, _card in laid}  # each seat's last card, on top of its own
    for rect, _number, _seat, card in laid:
        surface.blit(scene.art.face(card, layout.card), rect)
    headline, notes = review_words(scene, last)
    if last.winner in tops and scene.game.trick_story(last)[0] is None:  # not handed over: its card took it
        _outline(surface, tops[last.winner], theme.GOOD, 4)
    for rect, number, seat, __ in laid:
        _order_badge(surface, layout, seat, number, px, rect)
    for place in layout.places:
        won = place.seat == last.winner
        pygame.draw.rect(surface, theme.GOOD if won else theme.PANEL_EDGE, place.box.inflate(4, 4),
                         width=3 if won else 1, border_radius=max(6, place.box.height // 6))
    how = _("release Tab") if scene.keys.review == "held" else _("click anywhere")
    lines = [_("{headline}. Numbers show the order of play ({how} to go on)").format(
        headline=headline, how=how), *notes[:2]]
    y = layout.message.centery  # the headline where the message line is; the notes under it, over the hand
    for k, words in enumerate(lines):
        size = px if k == 0 else round(px * 0.85)
        label = theme.text(theme.fit(words, size, layout.size[0] - 4 * layout.margin, bold=k == 0), size,
                           theme.GOLD if k == 0 else theme.TEXT, k == 0)
        rect = label.get_rect(center=(layout.message.centerx, y)).inflate(20, 8)
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=rect.height // 2)
        pygame.draw.rect(surface, theme.GOLD, rect, width=1, border_radius=rect.height // 2)
        surface.blit(label, label.get_rect(center=rect.center))
        y += rect.height + 4


def review_cards(layout: TableLayout, last: LastTrick) -> list[tuple[pygame.Rect, int, int, Card]]:
    """Where each card of ``last`` is laid again: (its rectangle, its number in the order of play, the seat
    that played it, the card).  A seat that played (or drew, or stole) more than one card shows them side by
    side at its place, in order, so none hides another."""
    counts: dict[int, int] = {}
    for seat, __ in last.plays:
        counts[seat] = counts.get(seat, 0) + 1
    seen: dict[int, int] = {}
    out = []
    step = round(layout.card[0] * 0.34)
    for number, (seat, card) in enumerate(last.plays, start=1):
        k = seen.get(seat, 0)
        seen[seat] = k + 1
        rect = layout.trick_card(seat).move(round((k - (counts[seat] - 1) / 2) * step), 0)
        out.append((rect, number, seat, card))
    return out


def review_words(scene: Table, last: LastTrick) -> tuple[str, list[str]]:
    """The caption: who took the trick ("Bruno takes it", or the game's own account, as a Giver's gift), and
    a line for each of the game's own doings in it (a steal, a Mover's move, a card drawn)."""
    own, notes = scene.game.trick_story(last)
    if own is not None:
        return _("Trick {number}: {own}").format(number=last.number, own=own), notes
    winner = scene.setup.name(last.winner)
    if winner == _("You"):
        return _("Trick {number}: You take it").format(number=last.number), notes
    return _("Trick {number}: {name} takes it").format(number=last.number, name=winner), notes


def _order_badge(surface: pygame.Surface, layout: TableLayout, seat: int, number: int, px: int,
                 rect: pygame.Rect | None = None) -> None:
    """A numbered gold disc on the side of a trick card that faces its player, clear of the other cards."""
    rect = rect or layout.trick_card(seat)
    cx, cy = layout.centre
    dx, dy = rect.centerx - cx, rect.centery - cy
    if seat == layout.viewer or (dx == 0 and dy == 0):
        dx, dy = 0, 1
    radius = max(9, round(px * 0.6))
    scale = min(rect.width / 2 / abs(dx) if dx else math.inf, rect.height / 2 / abs(dy) if dy else math.inf)
    spot = (round(rect.centerx + dx * scale), round(rect.centery + dy * scale))
    pygame.draw.circle(surface, theme.GOLD, spot, radius)
    pygame.draw.circle(surface, theme.INK, spot, radius, width=2)
    theme.blit_text(surface, str(number), round(px * 0.85), theme.INK, bold=True, center=spot)


TRICKS = Skin(_trick_zone, _seat_box, _info_panel)
"""How trick games (Oh Hell, Laus) draw the middle, the seats and the corner; Lohai adds to it."""
