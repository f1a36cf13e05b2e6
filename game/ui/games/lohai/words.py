"""Lohai's words at the table: the special cards' doings told, the tricks' reasons, the hand's story.

Lohai's special cards act on the trick and on the won piles: a Giver gives the
trick away, a Taker takes it, a Shaker steals a card, a Mover moves a won
trick.  The table calls each out, logs it, lists it in the last trick's review
and says the summary's story (who took Lo and Hai, or that a tie carried its
pot over) in the words here; :class:`~.table.LohaiTable` plays them by hand.
"""

from __future__ import annotations

from ....catalogue import _, ngettext
from ....engine import Action, Event
from ....engine.core import ActionKind, CardFlipped, HandScored, TrickWon, Why
from ....engine.lohai import (
    CardDrawn,
    CardStolen,
    LohaiView,
    MoverIdle,
    TrickGiven,
    TrickMoved,
    three_player_scorer,
)
from ...speech.suits import suit_many
from ...table.callouts import mid, verb, whose
from ...table.interface import view_as
from ...table.model import LastTrick
from ...table.plugin import Say
from ...table.plugin_words import GameWords


class LohaiWords(GameWords):
    """Lohai's part of the words role: the specials, the Lo and the Hai."""

    def note(self, event: Event) -> Say | None:
        """The player's own Mover that cannot move, as a refusal (everything else the specials do is called out)."""
        if isinstance(event, MoverIdle) and event.seat == self.table.human:
            return Say(_("your Mover cannot move: {reason}").format(reason=event.reason), bad=True)
        return None

    def _said(self, event: Event) -> Say | None:
        """Words for a Mover that cannot move, a trick given away, a trick moved."""
        table = self.table
        human, name = table.human, table.setup.name
        if isinstance(event, MoverIdle):
            return Say(_("{whose} Mover cannot move: {reason}").format(
                whose=self._whose(event.seat), reason=event.reason), bad=event.seat == human)
        if isinstance(event, TrickGiven):
            giver, recipient = event.giver, event.recipient
            to = mid(name(recipient))
            return Say(_("{name} {verb} the trick to {to}").format(
                name=name(giver), verb=verb(name(giver), "give", "gives"), to=to))
        if isinstance(event, TrickMoved):
            by, source, target = event.by, event.source, event.target
            to = mid(name(target))
            what = _("one of your tricks") if source == human else _("a trick from {name}").format(name=name(source))
            return Say(_("{name} {verb} {what} to {to}").format(
                name=name(by), verb=verb(name(by), "move", "moves"), what=what, to=to))
        return None

    def hand_story(self, scored: HandScored) -> str:
        """Who took Lo and Hai, or that a tie left one unscored (and whether its points carry over: the pot that
        rode on it this hand); with three players, who scored as the one in the middle or the odd one out (the
        line ``scored`` gives them)."""
        view = view_as(self.table, LohaiView)
        counts = view.tricks_won
        if view.players == 3:
            scorer = three_player_scorer(counts)
            how = scored.details[scorer].split(": ", 1)[-1] if scored.details else ""
            return _("{names} scores as {how}").format(names=self.names([scorer]), how=how) if how else ""
        parts = []
        for index, (name, target) in enumerate(((_("Lo"), min(counts)), (_("Hai"), max(counts)))):
            holders = [s for s in range(view.players) if counts[s] == target]
            tricks = ngettext("{count} trick", "{count} tricks", target).format(count=target)
            if len(holders) == 1:
                parts.append(_("{name}: {names} with {tricks}").format(
                    name=name, names=self.names(holders), tricks=tricks))
            elif view.options["carryover"]:
                parts.append(_("{name} tied at {tricks}: its {next_pots} points carry over").format(
                    name=name, tricks=tricks, next_pots=view.pots[index]))
            else:
                parts.append(_("{name} tied at {tricks}: nobody scores it").format(name=name, tricks=tricks))
        return ". ".join(parts)

    def trick_story(self, last: LastTrick) -> tuple[str | None, list[str]]:
        """A Giver's gift says who got the trick; steals, moves, draws and an idle Mover are told in turn."""
        gift: str | None = None
        notes: list[str] = []
        for event in last.events:
            if isinstance(event, TrickGiven):
                said = self._said(event)
                gift = said.words if said is not None else None
                continue
            words = self._told(event)
            if words:
                notes.append(words[:1].upper() + words[1:])
        return gift, notes

    def _told(self, event: Event) -> str:
        """One of the specials' doings in words, as the review lists them."""
        name = self.table.setup.name
        if isinstance(event, CardStolen):
            victim = whose(name(event.victim), start=False) if event.victim != self.table.human else _("your")
            return _("{whose} Shaker steals {victim} {card}").format(
                whose=self._whose(event.thief), victim=victim, card=event.card.name)
        if isinstance(event, CardDrawn):
            drawn = (_("the {card}").format(card=event.card.name) if event.card is not None
                     else _("nothing (the stack is empty)"))
            who = name(event.seat)
            return _("{who} {verb} {drawn} onto the special card").format(
                who=who, verb=verb(who, 'draw', 'draws'), drawn=drawn)
        said = self._said(event)  # a move, a Mover left idle
        return said.words if said is not None else ""

    def callout(self, event: Event, trick: LastTrick | None) -> str | None:
        """Why a trick went where it did (a Taker, a Giver, upside down, trumps, the suit led), and what a special
        card just did (a steal, a move, a Mover that could not move)."""
        if isinstance(event, TrickWon) and trick is not None:
            return self._trick_why(event, trick)
        if isinstance(event, CardStolen | TrickMoved | MoverIdle):
            words = self._told(event)
            return words[:1].upper() + words[1:] if words else None
        return None

    def _trick_why(self, won: TrickWon, trick: LastTrick) -> str | None:
        name = self.table.setup.name(won.seat)
        decides = _("the last Giver or Taker decides")
        if won.why == Why.TAKER:
            return _("{whose} Taker takes the trick: {decides}").format(whose=self._whose(won.seat), decides=decides)
        if won.why == Why.GIVER:
            gift = next((e for e in reversed(trick.events) if isinstance(e, TrickGiven)), None)
            to = mid(name)
            if gift is None:
                return _("A Giver gives the trick to {to}: {decides}").format(to=to, decides=decides)
            return _("{whose} Giver gives the trick to {to}: {decides}").format(
                whose=self._whose(gift.giver), to=to, decides=decides)
        if won.why == Why.LEADER:
            return _("No suited card is showing: {name}, who led, {verb} the trick").format(
                name=name, verb=verb(name, 'keep', 'keeps'))
        card = won.decider
        if card is None:
            return None
        head = _("{name} {verb} with the {card}").format(name=name, verb=verb(name, "win", "wins"), card=card.name)
        if won.why == Why.LOWEST:
            if self.table.match.options.get("crazy_comparison") == "rank_only":
                return _("Upside down, a Shaker in the trick: the lowest card wins. {head}").format(head=head)
            return _("Upside down, a Shaker in the trick: the lowest card wins (off-suit cards first, trumps last)."
                     " {head}").format(head=head)
        if won.why == Why.HIGHEST:
            return _("{head}: no card of the suit led is showing, so the highest card wins").format(head=head)
        return super().callout(won, trick)

    def log_words(self, event: Event) -> str | None:
        """The flipped card: the trump suit and what the hand is worth."""
        if isinstance(event, CardFlipped) and event.card.suit is not None:
            value = self.table.public.value
            if value is None:
                return _("Turned up: the {card}: {suits} are trumps").format(
                    card=event.card.name, suits=suit_many(event.card.suit))
            return _("Turned up: the {card}: {suits} are trumps, the hand is worth {value}").format(
                card=event.card.name, suits=suit_many(event.card.suit), value=value)
        return super().log_words(event)

    def _whose(self, seat: int) -> str:
        """"Your" for the player, "Bruno's" for anyone else."""
        return _("Your") if seat == self.table.human else whose(self.table.setup.name(seat))

    def describe(self, action: Action) -> str | None:
        def seat(index: int) -> str:
            return mid(self.table.setup.name(index))

        args = action.args
        if action.kind == ActionKind.GIVE and args:
            return _("give the trick to {seat}").format(seat=seat(int(args[0])))
        if action.kind == ActionKind.STEAL and args:
            return _("steal from {seat}").format(seat=seat(int(args[0])))
        if action.kind == ActionKind.MOVE and len(args) == 2:
            return _("move a trick from {source} to {target}").format(
                source=seat(int(args[0])), target=seat(int(args[1])))
        if action.kind == ActionKind.PASS:  # as its button says it, so the focus on the button is heard as the move
            return _("Don't move")[:1].lower() + _("Don't move")[1:]
        return None
