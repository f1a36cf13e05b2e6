"""A game's own part of the table: the one protocol every game's table plugs into.

The table scene runs the frame, the match session, the computer seats and
the gestures; everything that differs from game to game is asked of its
:class:`GameTable`:

* **targets**: what besides a card of the hand a press may land on (Lo-Hi's
  deck, Koira's stock, Lohai's seats and won piles), and what a click or a
  drop on it means: an action for the engine, words (a refusal with its
  reason), or the last trick shown (:data:`Outcome`);
* **cards**: what a click, a drop or a double-click on a card of the hand
  does (play it; pick it into a group; lay it on the skat);
* **keys**: what Left, Right, Up and Enter do before the hand and the panel get them;
* **the panel** for the choices that are not a card, and **the words**: the
  turn's prompt, the top bar's stage, the summary's column, a move described;
* **pictures**: the table's drawing, with the game's own middle, seat boxes and corner;
* **beats**: the table model class (:attr:`model_type`), whose ``beats()``
  animate the game's own events by their class.

This class is itself the plainest game, one card a trick (Oh Hell, Whist).
A game's part subclasses it in ``game/ui/games/<name>/`` and is named in the
game's registry entry (:attr:`game.games.GameSpec.table`); it keeps any
state of its own (Lo-Hi's focus on the deck, Lohai's chosen seat) and
changes the table only through the table's methods and :class:`~.picks.Picks`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

import pygame

from ...catalogue import N_, _, and_list
from ...engine import Action, ActionKind, Event, Match
from ...engine.core import BidMade, BidsRevealed, CardFlipped, HandScored, MatchResult, TrickWon, Why
from ...games import find, piece
from ...seating import MatchSetup
from ..speech import words
from ..toolkit.settings import Settings
from .callouts import suit_many, suit_one, verb
from .choices import build_choice, pick_panel
from .draw import TRICKS, Skin, draw_table
from .gestures import Click, DragMove, DragStart, Drop
from .interface import CardGrab, Table
from .model import LastTrick, TableModel
from .panels import ChoicePanel


@dataclass(frozen=True, slots=True)
class Say:
    """Words for the message line; ``bad`` marks a refusal (shown in red, with the error sound)."""

    words: str
    bad: bool = False


@dataclass(frozen=True, slots=True)
class ShowLastTrick:
    """Show the last trick (a click on a won pile)."""


Outcome = Action | Say | ShowLastTrick | None
"""What a gesture on a game's own target comes to: an action to attempt, words, the last trick, or nothing."""

Gesture = Click[object] | Drop[object]


class GameTable:
    """A game's part of the table; as it stands, a trick game played one card at a time."""

    model_type: ClassVar[type[TableModel]] = TableModel
    """The table model: its ``beats()`` animate every event of the game's engine."""
    hand_word: ClassVar[str] = N_("Hand")
    """What one deal is called on screen ("Round" in Lo-Hi, "Game" in Koira)."""
    skin: ClassVar[Skin] = TRICKS
    """The game's own middle, seat boxes and corner in the shared drawing."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.armed: tuple[int, ...] | None = None
        """The cards a first try asked about, with "Confirm each card" on: the next try at them plays."""

    @classmethod
    def prepare(cls, settings: Settings, setup: MatchSetup) -> Match | None:
        """A new match made the game's own way (Lo-Hi tells it the players' ages); ``None``: the usual way."""
        return None

    # -- what the table shows ---------------------------------------------------------
    @property
    def plays_tricks(self) -> bool:
        """Tricks are played: the last one can be reviewed (Tab, the top bar's button)."""
        return True

    @property
    def claims(self) -> bool:
        """The rest of a hand can be claimed (C, the top bar's Claim): the hand is decided by its tricks."""
        return self.plays_tricks

    @property
    def grouping(self) -> bool:
        """Cards are picked and laid as a group now (Lo-Hi; Koira's second phase), not one at a time."""
        return False

    def start_hand(self) -> None:
        """A hand was dealt (or the table sat down at one): read what the game shows of it."""

    def stage_words(self) -> str:
        """Where the hand stands, for the top bar (Koira: which phase); "" when there is nothing to say."""
        return ""

    def turn_prompt(self) -> str:
        """What the message line says on the human's turn ("" for the table's own words)."""
        return ""

    def spoken_prompt(self) -> str:
        """What the turn asks when it is spoken, in keys rather than the mouse's drags and clicks ("" for the
        table's own words: a bid's range, a lead, a card to play)."""
        return ""

    def count_column(self) -> tuple[str, list[int]]:
        """The summary's second column: its heading and one number per seat (tricks taken here)."""
        return N_("Tricks"), list(self.table.model.shown.tricks)

    def note(self, event: Event) -> Say | None:
        """Words for the message line when the model shows ``event`` (a Mover that cannot move)."""
        return None

    def seat_line(self, seat: int) -> str:
        """A seat box's second line: the tricks taken so far, with the bid where there are bids."""
        shown = self.table.model.shown
        tricks = shown.tricks[seat]
        if self.table.public.has_bids:
            bid = shown.bids[seat]
            return _("bid {bid}  ·  took {tricks}").format(bid=bid if bid is not None else "–", tricks=tricks)
        return _("took {tricks}").format(tricks=tricks)

    def names(self, seats: Sequence[int]) -> str:
        """Seats' names in a sentence: "Ann", "Ann and You", "Ann, Bruno and You"."""
        said = [self.table.setup.name(s) for s in seats]
        return and_list(said)

    def hand_story(self, scored: HandScored) -> str:
        """What decided the hand just scored (``scored``: its points and their lines, as shown), in a sentence
        for the summary ("Hai tied: nobody scores"); "": the summary says only that the points follow."""
        return ""

    def sheet_tag(self, seat: int, details: str) -> str:
        """A few words beside ``seat``'s points on the score sheet from its scorer's note (Oh Hell: the bid and
        the tricks taken); "": the points alone."""
        return ""

    def verdict(self, result: MatchResult) -> str:
        """The final standings' sentence: the winner (or the best, in a game of losers) and any loser."""
        name = self.table.setup.name
        names = ", ".join(name(s) for s in (result.winners or result.standings[:1]))
        verdict = _("Winner: {names}").format(names=names) if result.winners else _("Best: {names}").format(names=names)
        if result.losers:
            verdict = _("{verdict} — loser: {names}").format(
                verdict=verdict, names=", ".join(name(s) for s in result.losers))
        return verdict

    def trick_story(self, last: LastTrick) -> tuple[str | None, list[str]]:
        """For the last trick's review: who got it, when not simply by its cards ("Ann gives the trick to
        Bruno"; ``None`` otherwise), and a line for each of the game's own doings in it."""
        return None, []

    def describe(self, action: Action) -> str | None:
        """A move in the game's own words for the hint ("give the trick to Bruno"); ``None``: the usual words."""
        return None

    # -- speech ---------------------------------------------------------------------------
    def middle_words(self) -> str:
        """What lies in the middle of the table, spoken on request (T): the trick so far, card by card."""
        table = self.table
        model = table.model
        plays = [(table.setup.name(seat), model.sprites[sid].card) for seat, sid in model.trick if sid in model.sprites]
        seat = table.state.current_player
        leader = table.setup.name(seat) if seat is not None and not plays else None
        return words.trick([(name, card.name) for name, card in plays if card is not None], leader)

    def focus_words(self) -> str:
        """The game's own target under the keyboard's focus, spoken as it moves there ("" for none)."""
        return ""

    # -- callouts and the hand's log ------------------------------------------------------
    def callout(self, event: Event, trick: LastTrick | None) -> str | None:
        """Why, in one line in the game's words, when ``event`` is a trick won (``trick``: the trick it takes, as
        it lay) or a special card acting; ``None``: nothing to explain.  Shown on the table (a setting) and kept
        in the hand's log."""
        if isinstance(event, TrickWon) and trick is not None:
            return self.trick_callout(event, trick)
        return None

    def callout_about(self, event: Event) -> str | None:
        """What ``event``'s callout is about, when a later event's callout can make it false (the card a pile
        asks for next): the later one replaces it on the table at once.  ``None``: it stays true, and is read."""
        return None

    def trick_callout(self, won: TrickWon, trick: LastTrick) -> str | None:
        """Why a trick game's trick was won, from the rule the engine names: the highest trump, the highest
        card of the suit led, a high joker; with the jokers' rule when one was played and lost."""
        card = won.decider
        if card is None or won.why == Why.CARDS:
            return None
        name = self.table.setup.name(won.seat)
        head = _("{name} {verb} with the {card}").format(name=name, verb=verb(name, "win", "wins"), card=card.name)
        if won.why == Why.JOKER:
            if sum(1 for __, c in trick.plays if c.rank == "JK") < 2:
                return _("{head}: jokers are high").format(head=head)
            which = "first" if self.table.match.options.get("first_joker_wins") else "last"
            return _("{head}: jokers are high, and the {which} joker played wins").format(head=head, which=which)
        follows = self.table.state.view(self.table.viewer).follows
        suit = follows(card)
        led = next((follows(c) for __, c in trick.plays if follows(c) is not None), None)
        if won.why == Why.TRUMP:
            trumps = sum(1 for __, c in trick.plays if follows(c) == suit)
            if trumps == 1 and led != suit:
                why = _("{suits} are trumps").format(suits=suit_many(suit))
            else:
                why = _("the highest {suit}, and {suits} are trumps").format(
                    suit=suit_one(suit), suits=suit_many(suit))
        else:
            why = _("the highest {suit}, the suit led").format(suit=suit_one(suit))
        if any(c.rank == "JK" for __, c in trick.plays):
            why = _("{why}; a joker never wins").format(why=why)
        return f"{head}: {why}"

    def log_words(self, event: Event) -> str | None:
        """What ``event`` was, as a line of the hand's log, when it is not a card played to a trick (the trick
        lists those): a bid, the bids shown, a card turned up; ``None``: nothing to log."""
        name = self.table.setup.name
        if isinstance(event, BidMade) and event.bid is not None:
            return f"{name(event.seat)} {verb(name(event.seat), 'bid', 'bids')} {event.bid}"
        if isinstance(event, BidsRevealed):
            return _("Bids: {bids}").format(bids=", ".join(f"{name(s)} {b}" for s, b in enumerate(event.bids)))
        if isinstance(event, CardFlipped):
            return _("Turned up: the {card}").format(card=event.card.name)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface, self.table, self.skin)

    # -- the human's turn ---------------------------------------------------------------
    def decision(self) -> ActionKind | None:
        """A choice the human makes on the table itself rather than with a card (Lohai's special cards)."""
        return None

    def panel(self, legal: list[Action]) -> tuple[ChoicePanel | None, ActionKind | None]:
        """The panel for the choices that are not a card, and the kind of several-card pick it asks for."""
        return build_choice(self.table, legal)

    def pick_panel(self, multi: list[Action]) -> ChoicePanel:
        """The panel while several cards are picked for one action (a discard)."""
        return pick_panel(self.table, multi)

    def target_at(self, pos: tuple[int, int]) -> object | None:
        """The game's own target under a press at ``pos`` (the table tries these before the hand)."""
        return None

    def ended(self, end: Gesture) -> Outcome:
        """A click or a drop on one of the game's targets: what it comes to."""
        return None

    def dragging(self, step: DragStart[object] | DragMove[object]) -> None:
        """A card of the hand is being dragged (a group's other cards follow it)."""

    def click_card(self, sid: int) -> None:
        """A click on a card of the hand: pick it for the panel's action, or lift it (and lower it again)."""
        table = self.table
        picks = table.picks
        if picks.picking:
            if sid in picks.picked:
                picks.unpick(sid)
            else:
                picks.add(sid)
            multi = [a for a in table.state.legal_actions() if len(a.cards) > 1]
            if multi:
                picks.retitle(self.pick_panel(multi))
            return
        picks.toggle_select(sid, table.model.hands[table.viewer])

    def drop_card(self, sid: int, pos: tuple[int, int]) -> None:
        """A card of the hand let go at ``pos``: played when it is over the trick, else home again."""
        if self.table.layout.trick.collidepoint(pos):
            self.play_card(sid)
        else:
            self.table.model.slide_home(sid)

    def play_card(self, sid: int, *, confirmed: bool = False) -> None:
        """The human wants to play the card of sprite ``sid`` (a drop, a double-click, Enter): the engine decides.

        With "Confirm each card" on, the first try only asks (the card goes home, lifted); a second try at the
        same card plays it.  ``confirmed``: no asking (a forced card the player chose to have played).
        """
        table = self.table
        sprite = table.model.sprites.get(sid)
        if sprite is None or sprite.card is None:
            return
        refusal = self.refuse_card()
        if refusal is not None:
            table.model.slide_home(sid)
            table.say(refusal, bad=True)
            return
        legal = table.state.legal_actions()
        kind = next((a.kind for a in legal if len(a.cards) == 1), ActionKind.PLAY)
        action = Action(kind, (sprite.card,))
        reason = table.state.why_not(action)
        if reason is not None:
            table.model.slide_home(sid)
            table.say(reason, bad=True)
            return
        if not confirmed and self.asks_first([sid], _("the {card}").format(card=sprite.card.name)):
            return
        table.play(action, dragged=sid)

    def asks_first(self, sids: list[int], what: str) -> bool:
        """With "Confirm each card" on, the first try at laying ``sids`` only asks: they go home, lifted or
        picked, and the message line says how to confirm; ``True`` then.  A second try at the same cards
        goes ahead (``False``), as does every try with the setting off."""
        table, asked = self.table, tuple(sorted(sids))
        if not table.app.settings.confirm_play or self.armed == asked:
            self.armed = None
            return False
        self.armed = asked
        for sid in sids:
            table.model.slide_home(sid)
        if len(sids) == 1 and not self.grouping:
            table.picks.select(sids[0], table.model.hands[table.viewer])
        table.say(_("Play {what}? Once more to confirm: double-click, drop again or press Enter").format(what=what))
        return True

    def refuse_card(self) -> str | None:
        """Why no card of the hand may go down now, before the engine is asked (not the human's turn)."""
        return None if self.table.human_to_act else self.table.cue.wait_words()

    def cancel(self) -> None:
        """The human took everything back into the hand (a right click): picks and cards laid aside, and any
        card waiting to be confirmed."""
        self.armed = None
        self.table.picks.pick_only(())

    # -- keys -----------------------------------------------------------------------------
    def arrow(self, step: int) -> bool:
        """Left or Right among the game's own targets; ``True`` if used."""
        return False

    def above(self) -> bool:
        """Up to what the game has above the hand besides a panel (Lo-Hi's deck); ``True`` if used."""
        return False

    def leave(self) -> None:
        """The keyboard left the game's own targets (back to the hand, a move made)."""

    def confirm(self) -> bool:
        """Enter on the game's own target or group; ``True`` if used."""
        return False

    def point(self, action: Action) -> bool:
        """Show the hint's ``action`` on the game's own targets so that Enter makes it; ``True`` if shown."""
        return False


def grabbed(end: Gesture) -> int | None:
    """The sprite of the hand's card a gesture was on, if it was one."""
    return end.target.sid if isinstance(end.target, CardGrab) else None


def game_table(setup: MatchSetup) -> type[GameTable]:
    """The game's own part of the table, from its registry entry (a game without one plays plain tricks)."""
    spec = find(setup.rules.engine)
    return piece(spec.table) if spec is not None else GameTable
