"""Laus at the table: look at the skat or pass, and lay two cards away into it by hand.

When the engine asks the human for a several-card discard (Laus's two cards
back into the skat), each card may be dragged from the hand onto the skat,
where it lies face up until the last one arrives; that drop makes the discard.
A card the rules keep out of the skat is refused with the engine's reason and
slides home.  A card lying on the skat goes back into the hand with a click or
by dragging it away.  Clicking cards and pressing the panel's button (the
older way) still works, and the two mix: a clicked card counts as picked.
"""

from __future__ import annotations

import pygame

from ....catalogue import N_, _, ngettext, pgettext
from ....engine import Action, Card, Event
from ....engine.core import ActionKind, HandScored, TrickWon, Why
from ....engine.laus import (
    HOOKS,
    LausView,
    SkatDiscarded,
    SkatLooked,
    SkatPassed,
    SkatWon,
    doubling_words,
    raw_points,
    table_for,
)
from ...speech import prompts
from ...table.callouts import mid, the_cards, verb, whose
from ...table.choices import pick_panel, picked_action
from ...table.draw import TRICKS, Skin, draw_table
from ...table.interface import Looking, Seen, Table, view_as
from ...table.model import LastTrick
from ...table.panels import Choice, ChoicePanel, choice_panel
from ...table.plugin import GameTable
from ...toolkit import theme
from .model import LausModel

SKAT_PROMPT = N_("Drag two cards onto the skat to lay them away")


class LausTable(GameTable):
    """One match of Laus: the trick table, with the skat to look at and to lay cards away into."""

    model_type = LausModel

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.seen = Seen(LausView)
        """The player's view, read once a move (the seat boxes read the finished tricks every frame)."""

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface, self.table, Skin(TRICKS.middle, TRICKS.seat_box, self._corner, self._skat_marks))

    @property
    def laying(self) -> bool:
        """The human is choosing the cards that go back into the skat."""
        return self.table.picks.picking and self.table.picks.pick_kind == ActionKind.DISCARD

    def turn_prompt(self) -> str:
        return _(SKAT_PROMPT) if self.laying else ""

    def spoken_prompt(self) -> str:
        """Laying cards away by keys: Enter picks each card, then Enter on the Discard button (the engine's
        several pairs are not read out as if they were the instructions)."""
        state = self.table.state
        discards = [a for a in state.legal_actions() if a.kind == ActionKind.DISCARD and len(a.cards) > 1] \
            if state.current_player == self.table.viewer else []
        if not discards:
            return ""
        need = len(discards[0].cards)
        lay = ngettext("lay {count} card away into the skat", "lay {count} cards away into the skat", need)
        return prompts.pick(lay.format(count=need), _("Discard"))

    @property
    def doubling(self) -> int:
        """What the hand's points are multiplied by so far: twice for each pass of the skat."""
        return int(2 ** view_as(self.table, LausView).passes)

    def seat_line(self, seat: int) -> str:
        """The tricks taken and their points so far (points are what hurt in Laus), as the table has shown them:
        the skat's points join the last trick's taker only when the hand is scored.  The finished tricks are
        public, so they are read from the player's view, made once a move."""
        shown = sum(self.table.model.shown.tricks)
        tricks = self.seen(self.table).tricks[:shown]
        won = [card for record in tricks if record.winner == seat for __, card in record.plays]
        points, __ = raw_points(table_for(self.table.setup.rules), won)
        return ngettext("took {tricks}  ·  {points} point", "took {tricks}  ·  {points} points", points).format(
            tricks=self.table.model.shown.tricks[seat], points=points)

    def hand_story(self, scored: HandScored) -> str:
        """Card points are bad in Laus: who took the most and the fewest this hand (``scored``: its points), and
        what multiplied them; or who took every trick (and pays for it)."""
        view = view_as(self.table, LausView)
        taken, scores, players = view.tricks_won, scored.scores, view.players
        if not scores:
            return ""
        total = sum(taken)
        slammer = next((s for s in range(players) if taken[s] == total), None)
        if slammer is not None:
            return _("{names} took every trick: {scores}").format(names=self.names([slammer]), scores=scores[slammer])
        most, least = max(scores), min(scores)
        story = _("Most points: {most_names} ({most}); fewest: {least_names} ({least})").format(
            most_names=self.names([s for s in range(players) if scores[s] == most]), most=most,
            least_names=self.names([s for s in range(players) if scores[s] == least]), least=least)
        factor = HOOKS["multiplier_stacking"][view.options["multiplier_stacking"]](view.passes, taken.count(0))
        doubled = doubling_words(factor, view.passes, taken.count(0))
        return _("{story}. Points {doubled}").format(story=story, doubled=doubled) if doubled else story

    def callout(self, event: Event, trick: LastTrick | None) -> str | None:
        """Why a trick went where it did (the jacks are trumps; a ten ranks above the king), what a pass of the
        skat does, and whose the skat's points are at the end."""
        name = self.table.setup.name
        if isinstance(event, SkatPassed):
            who = name(event.seat)
            return _("{who} {verb} the skat: each pass doubles the hand's points").format(
                who=who, verb=verb(who, 'pass', 'passes'))
        if isinstance(event, SkatWon):
            who = name(event.seat)
            points, __ = raw_points(table_for(self.table.setup.rules), event.cards)
            return ngettext("{who} {verb} the skat with the last trick: its {points} point counts for {whom}",
                            "{who} {verb} the skat with the last trick: its {points} points count for {whom}",
                            points).format(who=who, verb=verb(who, "take", "takes"), points=points, whom=mid(who))
        said = super().callout(event, trick)
        if isinstance(event, TrickWon) and said and event.why == Why.SUIT_LED and trick is not None:
            card = event.decider
            beaten = [c for __, c in trick.plays if card is not None and c.suit == card.suit and c.rank in "KQ"]
            if card is not None and card.rank == "T" and beaten:
                said = _("{said} (a ten ranks above the {rank})").format(said=said, rank=beaten[0].rank_name)
        if isinstance(event, TrickWon) and said and trick is not None:
            said = self._queens(event, trick, said)
        return said

    def _queens(self, won: TrickWon, trick: LastTrick, said: str) -> str:
        """The trick's callout with what its queens do (C6): the penalty queens it takes and their points, or
        that the taker's queen of diamonds (in this trick or an earlier one) cancels them."""
        rules = table_for(self.table.setup.rules)
        cards = [c for __, c in trick.plays]
        queens = sorted((c for c in cards if c in rules.bonus), key=lambda c: -rules.bonus[c])
        cancel = rules.cancel
        if cancel is None and not queens:
            return said
        name = self.table.setup.name(won.seat)
        earlier = [c for record in self.seen(self.table).tricks[:won.trick_number - 1] if record.winner == won.seat
                   for __, c in record.plays]
        cancelled = cancel is not None and (cancel in cards or cancel in earlier)
        if queens:
            listed = the_cards(queens)
            listed = listed[:1].upper() + listed[1:]
            points = sum(rules.bonus[c] for c in queens)
            if not cancelled:
                return _("{said}. {queens}: {points} penalty points for {whom}").format(
                    said=said, queens=listed, points=points, whom=mid(name))
            return _("{said}. {queens}: no penalty for {whom}, as the {cancel} cancels it").format(
                said=said, queens=listed, whom=mid(name), cancel=cancel.name if cancel is not None else "")
        if cancel is not None and cancel in cards:
            before = sum(rules.bonus.get(c, 0) for c in earlier)
            if before:
                return _("{said}. The {cancel} cancels {whose} queen penalties ({points} points)").format(
                    said=said, cancel=cancel.name, whose=whose(name, start=False), points=before)
            return _("{said}. The {cancel} cancels any queen penalty {whom} {verb} this hand").format(
                said=said, cancel=cancel.name, whom=mid(name), verb=verb(name, "take", "takes"))
        return said

    def log_words(self, event: Event) -> str | None:
        """The skat's doings: taken up (what was in it, for the one who took it), laid back, passed, won."""
        name = self.table.setup.name
        if isinstance(event, SkatLooked):
            self.table.hand_log.set_aside(_("The skat as dealt"), event.cards)
            who = name(event.seat)
            if event.seat == self.table.viewer:
                return _("You take up the skat: the {card} and the {card2}").format(
                    card=event.cards[0].name, card2=event.cards[-1].name)
            return _("{who} takes up the skat").format(who=who)
        if isinstance(event, SkatDiscarded):
            who = name(event.seat)
            return _("{who} {verb} two cards back into the skat").format(who=who, verb=verb(who, 'lay', 'lays'))
        if isinstance(event, SkatPassed):
            who = name(event.seat)
            return _("{who} {verb} the skat").format(who=who, verb=verb(who, 'pass', 'passes'))
        if isinstance(event, SkatWon):
            self.table.hand_log.set_aside(_("The skat as dealt"), event.cards)
            return _("The skat at the end: {cards}").format(
                cards=the_cards(event.cards))
        return super().log_words(event)

    def panel(self, legal: list[Action]) -> tuple[ChoicePanel | None, ActionKind | None]:
        """Look or pass, with what passing does to the hand's points; any other choice as at any table."""
        kinds = {a.kind for a in legal}
        if kinds != {ActionKind.LOOK, ActionKind.PASS}:
            return super().panel(legal)
        now = self.doubling
        note = (_("Passing doubles the hand's points: ×{then} (now ×{now}); looking takes the skat into your hand")
                if now > 1 else _("Passing doubles the hand's points: ×{then}; looking takes the skat into your hand")
                ).format(then=now * 2, now=now)
        choices = [Choice(_("Look"), next(a for a in legal if a.kind == ActionKind.LOOK)),
                   Choice(_("Pass"), next(a for a in legal if a.kind == ActionKind.PASS))]
        return choice_panel(self.table.layout, _("The skat: look or pass?"), note, choices), None

    def pick_panel(self, multi: list[Action]) -> ChoicePanel:
        return pick_panel(self.table, multi, _("drag them onto the skat"))

    def click_card(self, sid: int) -> None:
        """A click on a card lying on the skat takes it back; any other card as at any table."""
        if self.table.picks.picking and sid in self.table.model.aside:
            self._take_back(sid)
            return
        super().click_card(sid)

    def drop_card(self, sid: int, pos: tuple[int, int]) -> None:
        """While the discard is chosen, a card dropped on the skat is laid there and one dragged off it comes back."""
        if not (self.laying and self._lay(sid, pos)):
            super().drop_card(sid, pos)

    def cancel(self) -> None:
        """Every card laid on the skat goes back to the hand, and nothing stays picked."""
        for sid in list(self.table.model.aside):
            self.table.model.take_back(sid)
        super().cancel()

    def _lay(self, sid: int, pos: tuple[int, int]) -> bool:
        """A card of the hand released at ``pos`` while the discard is asked for; ``True`` if it was used."""
        table = self.table
        model, picks = table.model, table.picks
        if not table.layout.trick.collidepoint(pos):
            if sid in model.aside:
                self._take_back(sid)
                return True
            return False
        sprite = model.sprites.get(sid)
        multi = self._multi()
        if sprite is None or sprite.card is None or not multi:
            return False
        reason = self._refusal(sprite.card, multi)
        need = len(multi[0].cards)
        if reason is None and sid not in picks.picked and len(picks.picked) >= need:
            reason = _("only {need} cards go back: click one on the skat to take it back first").format(need=need)
        if reason is not None:
            table.say(reason, bad=True)
            model.slide_home(sid)
            return True
        picks.add(sid)
        model.lay_aside(sid)
        picks.retitle(self.pick_panel(multi))
        action = picked_action(table, multi[0].kind)
        if len(picks.picked) == need and action is not None and table.state.can(action):
            table.play(action, dragged=sid)
        return True

    def _multi(self) -> list[Action]:
        return [a for a in self.table.state.legal_actions() if len(a.cards) > 1]

    def _refusal(self, card: Card, multi: list[Action]) -> str | None:
        """Why ``card`` cannot be one of the cards laid away (``None`` if it can)."""
        if any(card in a.cards for a in multi):
            return None
        state = self.table.state
        kind = multi[0].kind
        for other in (c for c in state.view(self.table.viewer).hand if c != card):
            reason = state.why_not(Action(kind, (card, other)))
            if reason is not None:
                return reason
        return _("the {card} cannot go to the skat").format(card=card.name)

    def _take_back(self, sid: int) -> None:
        table = self.table
        table.picks.unpick(sid)
        table.model.take_back(sid)
        multi = self._multi()
        if multi and table.picks.choice is not None:
            table.picks.retitle(self.pick_panel(multi))

    # -- pictures ---------------------------------------------------------------------
    def places(self) -> list[pygame.Rect]:
        """The two card places of the open skat, drawn as outlines until cards lie there."""
        out = []
        for index in range(2):
            rect = pygame.Rect((0, 0), self.table.layout.card)
            x, y = self.table.model.aside_home(index)
            rect.center = (round(x), round(y))
            out.append(rect)
        return out

    def _corner(self, surface: pygame.Surface, table: Looking) -> None:
        """The trick table's corner, the skat's name while it lies face down, the open skat while laying away."""
        TRICKS.info(surface, table)
        layout = table.layout
        model = table.model
        if isinstance(model, LausModel) and model.skat:
            theme.blit_text(surface, _("Skat"), layout.font_px, theme.TEXT, bold=True,
                            topleft=(layout.info.left, layout.info.top))
        if self.laying:
            self._open_skat(surface)
        if self.doubling > 1:  # the doubling in force, while the hand is played
            line = theme.font(layout.font_px).get_linesize()
            theme.blit_text(surface, _("Points ×{doubling}").format(
                doubling=self.doubling), round(layout.font_px * 0.9), theme.GOLD,
                            bold=True, topleft=(layout.info.left, layout.info.top + round(line * 1.3)))

    def _skat_marks(self, surface: pygame.Surface, table: Looking) -> None:
        """A gold "skat" tab (the language's word) on the top edge of each card the player took from the skat, so
        the two can be told apart from the dealt ones while choosing what to lay away."""
        model = table.model
        if not isinstance(model, LausModel):
            return
        px = max(12, round(table.layout.font_px * 0.7))
        for sid in model.skat_marked():
            if table.mouse.drag is not None and table.mouse.drag.active and table.mouse.drag.sid == sid:
                continue
            rect = table.mouse.card_rect(sid)
            # TRANSLATORS: the tab on a card taken from the skat, a word or two (Finnish "skaatti")
            word = pgettext("skat tab", "skat")
            size = theme.font(px, True).size(word)
            tab = pygame.Rect(0, 0, size[0] + 10, size[1] + 2)
            tab.midbottom = (rect.left + rect.width // 4, rect.top + 2)
            pygame.draw.rect(surface, theme.GOLD, tab, border_radius=tab.height // 3)
            theme.blit_text(surface, word, px, theme.INK, bold=True, center=tab.center)

    def _open_skat(self, surface: pygame.Surface) -> None:
        """The open skat in the middle while the human lays cards away: brighter while a card is dragged."""
        drag = self.table.mouse.drag
        dragging = drag is not None and drag.active
        colour = theme.GLOW if dragging else theme.TEXT_DIM
        rects = self.places()
        radius = max(4, rects[0].width // 10)
        for rect in rects:
            pygame.draw.rect(surface, colour, rect, width=2 if dragging else 1, border_radius=radius)
        label = rects[0].union(rects[1])
        px = self.table.layout.font_px
        theme.blit_text(surface, _("Skat"), px, colour, bold=True, center=(label.centerx, label.top - px))
