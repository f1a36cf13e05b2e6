"""Drawing what Lohai adds to the table: trick counts with Lo and Hai, won piles, the hand's worth,
the stack, Carryover pots, partners, "lowest wins", and the glows of a special card's choice.

Like the rest of the drawing code this reads the scene and changes nothing.
Counts come from the table model (so they change when the animation gets
there); what may be chosen comes from the engine's legal actions.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from ....catalogue import _, ngettext
from ....engine.core import ActionKind
from ....engine.lohai import three_player_scorer
from ....seating import level_title
from ...art.cards import pip
from ...table.draw import Skin, _trick_zone, draw_table, seat_header, stock, trick_edge
from ...table.interface import Looking
from ...toolkit import theme
from . import specials


class LohaiPart(Protocol):
    """What the glows read of the game's part of the table (:class:`~.table.LohaiTable`): the keys' choices."""

    target_focus: int | None
    target_move: tuple[int, int] | None
    pots: tuple[int, int] | None
    upside_down: bool


TEAM_COLOURS: tuple[theme.Colour, ...] = ((90, 160, 240), (240, 150, 70))
LO_HAI = (250, 236, 190)
TIED = (150, 160, 156)
RED_BANNER = (196, 40, 52)


def markers(counts: list[int]) -> list[tuple[str, bool]]:
    """Each seat's marker from the trick counts and whether it would score: ("Lo", True) etc.; ("", False) for none.

    Four players: a sole Lo or a sole Hai scores.  Three players score the
    other way round (A17): only the middle count, or the one apart from a tied
    pair, scores, so that seat's chip says "scores" (the seat box has no room
    for "the odd one out"; the hand's score line gives the reason) and Lo and
    Hai are shown dim; they still tell who may use the Mover (A18).

    >>> markers([0, 2, 1, 2])
    [('Lo', True), ('Hai tied', False), ('', False), ('Hai tied', False)]
    >>> markers([1, 4, 2])
    [('Lo', False), ('Hai', False), ('scores', True)]
    """
    if not counts or not any(counts):
        return [("", False) for __ in counts]
    low, high = min(counts), max(counts)
    if low == high:
        return [(_("all tied"), False) for __ in counts]
    scorer = three_player_scorer(counts) if len(counts) == 3 else None
    out: list[tuple[str, bool]] = []
    for seat, count in enumerate(counts):
        sole = counts.count(count) == 1
        if seat == scorer:
            out.append(("scores", True))
        elif count in (low, high):
            name = _("Lo") if count == low else _("Hai")
            out.append((name if sole else _("{name} tied").format(name=name), sole and scorer is None))
        else:
            out.append(("", False))
    return out


def team_of(scene: Looking, seat: int) -> int | None:
    for index, team in enumerate(scene.public.teams):
        if seat in team:
            return index
    return None


def seat_box(surface: pygame.Surface, scene: Looking, seat: int, edge: theme.Colour | None) -> None:
    """A Lohai seat: name, the trick count large with its Lo/Hai marker, score, partner colour, won pile."""
    layout = scene.layout
    box = layout.place(seat).box
    shown = scene.model.shown
    team = team_of(scene, seat)
    pile = layout.pile(seat)
    x, line, pad, px = seat_header(surface, scene, seat, edge, pile.left - layout.margin,
                                   indent=layout.margin // 2 if team is not None else 0)
    if team is not None:
        radius = max(6, box.height // 6)
        colour = TEAM_COLOURS[team % len(TEAM_COLOURS)]
        stripe = pygame.Rect(box.left, box.top, max(5, layout.margin // 2 + 2), box.height)
        pygame.draw.rect(surface, colour, stripe, border_top_left_radius=radius, border_bottom_left_radius=radius)
    middle = box.top + pad + line + line // 2 + 2
    big = round(px * 1.45)
    count = theme.blit_text(surface, str(shown.tricks[seat]), big, theme.TEXT, bold=True, midleft=(x, middle))
    label, sole = markers(list(shown.tricks))[seat]
    noun = ngettext("trick", "tricks", shown.tricks[seat])  # beside the big number: the word alone
    small = round(px * 0.8)
    chip_w = theme.font(small, True).size(label)[0] + 16 if label else 0
    if count.right + 4 + theme.font(small).size(noun)[0] + chip_w > pile.left - 4:
        noun = ""  # the Lo/Hai marker matters more than the word
    after = theme.blit_text(surface, noun, small, theme.TEXT_DIM, midleft=(count.right + 4, middle + 2)) if noun \
        else count
    if label:
        _chip(surface, label, small, sole, (after.right + 6, middle), pile.left - 4)
    third = box.top + pad + 2 * line + line // 2 + 4
    score = theme.blit_text(surface, _("score {shown_total}").format(
        shown_total=scene.tally.shown_total(seat)), round(px * 0.85), theme.TEXT_DIM,
                            midleft=(x, third))
    words = ""
    if team is not None and scene.human is not None and seat != scene.human and team == team_of(scene, scene.human):
        words = _("partner")
    elif scene.setup.levels[seat] is not None:
        words = level_title(str(scene.setup.levels[seat]))
    if words:
        small = round(px * 0.75)
        words = theme.fit(words, small, max(0, pile.left - 4 - score.right - 6))
        if words:
            theme.blit_text(surface, words, small, theme.TEXT_DIM, midleft=(score.right + 6, third))


def _chip(surface: pygame.Surface, label: str, px: int, sole: bool, midleft: tuple[int, int], right: int) -> None:
    words = theme.fit(label, px, max(8, right - midleft[0] - 8), bold=True)
    image = theme.text(words, px, theme.INK if sole else theme.PANEL, True)
    rect = image.get_rect().inflate(10, 4)
    rect.midleft = midleft
    pygame.draw.rect(surface, LO_HAI if sole else TIED, rect, border_radius=rect.height // 2)
    surface.blit(image, image.get_rect(center=rect.center))


def piles(surface: pygame.Surface, scene: Looking) -> None:
    """Each seat's won tricks as a small squared-up pile of backs by its box."""
    layout = scene.layout
    drag = specials.pile_drag(scene)
    for seat in range(scene.setup.players):
        count = scene.model.shown.tricks[seat]
        if drag is not None and drag.active and drag.source == seat:
            count -= 1
        rect = layout.pile(seat)
        if count <= 0:
            pygame.draw.rect(surface, (255, 255, 255), rect, width=1, border_radius=max(2, rect.width // 10))
            continue
        back = scene.art.back(rect.size, scene.app.settings.card_back)
        for k in range(min(count, 4)):
            surface.blit(back, rect.move(-k * 2, -k * 2))


def pile_ghost(surface: pygame.Surface, scene: Looking) -> None:
    rect = specials.pile_ghost(scene)
    if rect is None:
        return
    surface.blit(scene.art.back(rect.size, scene.app.settings.card_back), rect)
    pygame.draw.rect(surface, theme.GLOW, rect.inflate(4, 4), width=2, border_radius=max(3, rect.width // 8))


def decision_glows(surface: pygame.Surface, scene: Looking, part: LohaiPart) -> None:
    """Light up what the human's special card may choose: seats (Giver), piles and seats (Mover), cards (Shaker)."""
    kind = scene.game.decision()
    if kind is None:
        return
    layout = scene.layout
    pointer = scene.mouse.pos
    if kind == ActionKind.GIVE:
        for seat in specials.targets(scene, "give"):
            box = layout.place(seat).box
            hot = box.collidepoint(pointer) or part.target_focus == seat
            _ring(surface, box, theme.GOOD if hot else theme.GLOW, 4 if hot else 3)
    elif kind == ActionKind.STEAL:
        for seat in specials.targets(scene, "steal"):
            ids = scene.model.slot_of(seat)
            if ids and ids[-1] in scene.model.sprites:
                rect = scene.mouse.card_rect(ids[-1])
                hot = rect.collidepoint(pointer) or part.target_focus == seat
                _ring(surface, rect, theme.GOOD if hot else theme.GLOW, 4 if hot else 3)
    elif kind == ActionKind.MOVE:
        drag = specials.pile_drag(scene)
        if drag is None or not drag.active:
            for seat in range(scene.setup.players):
                if scene.model.shown.tricks[seat]:
                    _ring(surface, layout.pile(seat), theme.GLOW, 2)
            if part.target_move is not None:  # the hint's move: from this pile to that seat
                source, target = layout.pile(part.target_move[0]), layout.place(part.target_move[1]).box
                _ring(surface, source, theme.GOOD, 4)
                _ring(surface, target, theme.GOOD, 4)
                _arrow(surface, source, target, max(2, round(3 * layout.unit)))
            return
        legal = specials.move_targets(scene, drag.source)
        over = specials.seat_at(scene, drag.pos)
        for seat in range(scene.setup.players):
            box = layout.place(seat).box
            if seat in legal:
                _ring(surface, box, theme.GOOD if seat == over else theme.GLOW, 4 if seat == over else 3)
            elif seat == over and seat != drag.source:
                _ring(surface, box, theme.BAD, 3)


def _arrow(surface: pygame.Surface, source: pygame.Rect, target: pygame.Rect, width: int) -> None:
    """An arrow from the edge of ``source`` to the edge of ``target``, across the felt only."""
    start, end = pygame.Vector2(source.center), pygame.Vector2(target.center)
    leaving = source.inflate(12, 12).clipline(start, end)
    entering = target.inflate(12, 12).clipline(start, end)
    if not leaving or not entering:
        return
    tail, head = pygame.Vector2(leaving[1]), pygame.Vector2(entering[0])
    if tail.distance_to(head) < 4 * width:
        return
    pygame.draw.line(surface, theme.GOOD, tail, head, width)
    back = (tail - head).normalize() * 6 * width
    pygame.draw.polygon(surface, theme.GOOD, [head, head + back.rotate(25), head + back.rotate(-25)])


def _ring(surface: pygame.Surface, rect: pygame.Rect, colour: theme.Colour, width: int) -> None:
    pygame.draw.rect(surface, colour, rect.inflate(8, 8), width=width, border_radius=max(6, rect.height // 6))


def info(surface: pygame.Surface, scene: Looking, part: LohaiPart) -> None:
    """Trump or no trump, what the hand is worth, the stack's size and any Carryover pots."""
    layout = scene.layout
    px = layout.font_px
    left, top = layout.info.left, layout.info.top
    line = theme.font(px).get_linesize()
    shown = scene.model.shown
    if shown.flipped_seen:
        trump = scene.public.trump
        if trump is None:
            theme.blit_text(surface, _("No trumps"), px, theme.TEXT, bold=True, topleft=(left, top))
        else:
            rect = theme.blit_text(surface, _("Trumps"), px, theme.TEXT, bold=True, topleft=(left, top))
            size = round(px * 0.9)
            back = pygame.Rect(rect.right + 6, rect.top - 3, size + 6, size + 6)
            pygame.draw.rect(surface, theme.PAPER, back, border_radius=4)
            colour = scene.art.colour(trump)
            surface.blit(pip(trump, size, colour), (back.left + 3, back.top + 3))
        if scene.public.value is not None:
            theme.blit_text(surface, _("Hand worth {value}").format(
                value=scene.public.value), px, theme.GOLD, bold=True,
                            topleft=(left, top + line))
        pots = part.pots
        if pots is not None:
            words = theme.fit(_("Pots: Lo {pots} · Hai {pots2}").format(
                pots=pots[0], pots2=pots[1]), round(px * 0.85), layout.info.width)
            theme.blit_text(surface, words, round(px * 0.85), theme.TEXT, topleft=(left, top + 2 * line))
    if scene.model.stock_visible:
        h = layout.small[1]
        theme.blit_text(surface, _("stack {stack}").format(
            stack=shown.stack), round(px * 0.75), theme.TEXT_DIM, bold=True,
                        center=(layout.stock[0], layout.stock[1] - h // 2 - round(px * 0.5)))


def upside_down(surface: pygame.Surface, scene: Looking, part: LohaiPart) -> None:
    """Crazy Shakers: while an odd number of Shakers lies in the trick, say that the lowest card wins."""
    if not part.upside_down:
        return
    shakers = sum(1 for __, sid in scene.model.trick
                  if (card := scene.model.sprites[sid].card) is not None and card.rank == "SHK")
    if shakers % 2 == 0:
        return
    layout = scene.layout
    px = round(layout.font_px * 1.05)
    label = theme.text(_("LOWEST WINS"), px, theme.PAPER, True)
    rect = label.get_rect().inflate(24, 10)
    rect.midtop = (layout.trick.centerx, layout.trick.top + 4)
    pygame.draw.rect(surface, RED_BANNER, rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, theme.PAPER, rect, width=2, border_radius=rect.height // 2)
    surface.blit(label, label.get_rect(center=rect.center))


def _seat(surface: pygame.Surface, scene: Looking, seat: int) -> None:
    seat_box(surface, scene, seat, trick_edge(scene, seat))


def _corner(surface: pygame.Surface, scene: Looking, part: LohaiPart) -> None:
    """The won piles by the boxes, then the corner: trumps, the hand's value, pots, the stack."""
    piles(surface, scene)
    info(surface, scene, part)
    stock(surface, scene)


def _over_cards(surface: pygame.Surface, scene: Looking, part: LohaiPart) -> None:
    upside_down(surface, scene, part)
    decision_glows(surface, scene, part)
    pile_ghost(surface, scene)


def draw_lohai(surface: pygame.Surface, scene: Looking, part: LohaiPart) -> None:
    """The trick table with Lohai's won piles, markers, pots and special-card targets."""
    draw_table(surface, scene, Skin(_trick_zone, _seat, lambda s, t: _corner(s, t, part),
                                    lambda s, t: _over_cards(s, t, part)))
