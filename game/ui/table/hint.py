"""H at the table (or the top bar's Hint button): what a Hard player would do here, and why.

The hint is Hard's own search on the human's view, run in the bots' worker
process like any computer seat's, so the table keeps moving while it thinks.
When it answers, the table says the move in words with how clear a choice it
was (from the search's statistics: the share of simulated deals and the gap
to the next best), and points at it the way the keys would (:mod:`.table_keys`):
the card is lifted as if selected, a group's or a discard's cards are picked,
the panel's button or Lo-Hi's deck takes the focus, so Enter makes the move.
The hint never plays for the player.

With the setting "Hints show their numbers" (``hint_numbers``) the worker does more within the
same wait: Hard's search (:data:`HINT_SEARCH` seconds) picks the best few moves, then the coach
(:mod:`game.ai.coach`) values them in the time left (:data:`HINT_APPRAISE`), over the same sampled
deals for each, in the game's own words: "Hint — make your bid exactly: bid 2 82 %, bid 1 61 %
(1,200 deals)".  The table still points at the search's move.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from ...ai import Choice, SearchBot
from ...ai.coach import Appraisal
from ...ai.errands import Advice, Hint
from ...ai.worker import thinkers
from ...catalogue import N_, _, ngettext
from ...engine import Action, Card
from ...engine.core import ActionKind
from ...judging import amount
from .bots import BotRunner, Errand, decision_rng
from .callouts import the_cards
from .interface import Answering, Looking

HINT_LEVEL = "hard"

HINT_SEARCH = 0.8
HINT_APPRAISE = 0.55
"""Seconds for the search and then the coach's values: together with the pipe, about 1.3 s on two busy cores
(the worker answered in 1.31-1.34 s in each game, measured with the worker's clock while other searches ran)."""
HINT_DEALS = 5000
"""The most sampled deals the values stand on (time runs out first in every game but the last tricks')."""
TOP = 3
"""How many moves the hint values."""

CLEAR_GAP = 0.12
"""A lead in mean reward (rewards are in [0, 1]) that makes a move "clearly" the best."""

CLOSE_GAP = 0.03
"""Below this lead the move is "a close call" with the next best."""


class Hints:
    """One table's hints: asks, waits for the answer, and remembers the last one shown."""

    def __init__(self, scene: Answering) -> None:
        self.bot = SearchBot(HINT_LEVEL, scene.setup.rules, clock=time.perf_counter)
        self.runner = BotRunner()
        self.errand: Errand[Advice] = Errand(lane=0)
        self.shown: tuple[tuple[int, int], Action, str] | None = None
        """The decision the last hint was for, its move and its words."""

    @property
    def thinking(self) -> bool:
        return self.runner.key is not None or self.errand.key is not None

    def ask(self, scene: Answering) -> None:
        """H was pressed: start thinking, or say why there is nothing to hint."""
        human = scene.human
        if human is None or scene.state.current_player != human or scene.summary is not None:
            scene.say(_("A hint is for your turn"), bad=True)
            return
        key = scene.decision_key()
        if self.shown is not None and self.shown[0] == key:
            point(scene, self.shown[1])
            scene.say(self.shown[2])
            return
        if self.thinking:
            return
        view, rng = scene.state.view(human), decision_rng(scene.setup.seed ^ 0x4A1, *key)
        if scene.app.settings.hint_numbers:
            rules = scene.setup.rules
            self.errand.ask(key, Hint(HINT_LEVEL, thinkers().rules_key(rules), rules, view, rng, HINT_SEARCH,
                                      HINT_APPRAISE, HINT_DEALS, TOP))
        else:
            self.runner.ask(key, self.bot, view, rng)
        scene.say(_("Thinking about a hint…"))

    def update(self, scene: Answering) -> None:
        """Once a frame: show the answer when it comes; drop the question if the moment passed."""
        key = self.runner.key if self.runner.key is not None else self.errand.key
        if key is None:
            return
        if key != scene.decision_key():
            self.runner.cancel()
            self.errand.cancel()
            return
        if self.errand.key is not None:
            self._advice(scene, key)
            return
        action = self.runner.poll(key)
        if action is None:
            return
        choice, self.runner.key = self.runner.last, None
        self._show(scene, action, words(scene, action, choice))

    def _advice(self, scene: Answering, key: tuple[int, int]) -> None:
        advice = self.errand.poll(key)
        if advice is None:
            if self.errand.key is None:  # it failed: the hint has nothing to point at
                scene.say(_("No hint this time ({error})").format(error=self.errand.error), bad=True)
            return
        legal = scene.state.legal_actions()
        action = next((a for a in legal if a == advice.choice.action), None)
        if action is None:
            scene.say(_("No hint this time (the search chose {action})").format(action=advice.choice.action), bad=True)
            return
        said = words(scene, action, advice.choice)
        if advice.appraisal is not None:
            said = numbered(scene, action, advice.appraisal)
        self._show(scene, action, said)

    def _show(self, scene: Answering, action: Action, said: str) -> None:
        self.shown = (scene.decision_key(), action, said)
        point(scene, action)
        scene.say(said)

    def close(self) -> None:
        self.runner.close()
        self.errand.close()


LONGEST = 110
"""Characters a hint with numbers may run to on the message line; longer, it names one move fewer."""


def numbered(scene: Answering, action: Action, appraisal: Appraisal) -> str:
    """The hint with its numbers: "Hint — make your bid exactly: bid 2 82 %, bid 1 61 % (1,200 deals)".

    The pointed move comes first, then the others best first; each with what the sampled deals expect of it.
    """
    goal = appraisal.goal
    worths = sorted(appraisal.worths, key=lambda w: w.action != action)
    deals = min(w.deals for w in worths)
    said = ""
    for count in range(len(worths), 0, -1):
        moves = ", ".join(f"{label(scene, w.action)} {amount(goal, w.value)}" for w in worths[:count])
        said = ngettext("Hint — {words}: {moves} ({deals:,} deal)", "Hint — {words}: {moves} ({deals:,} deals)",
                        deals).format(words=_(goal.words), moves=moves, deals=deals)
        if len(said) <= LONGEST:
            break
    return said


def label(scene: Looking, action: Action) -> str:
    """A move in a few words for a list: a card by name, a group by its cards, a bid as "bid 2", else the
    hint's own words for it."""
    if action.kind == ActionKind.PLAY and len(action.cards) == 1:
        return action.cards[0].name
    if action.cards and action.kind == ActionKind.PLAY:
        return " ".join(str(card) for card in action.cards)
    if action.kind == ActionKind.BID:
        return str(action)
    return describe(scene, action)


def words(scene: Answering, action: Action, choice: Choice | None) -> str:
    """The hint in words, e.g. "Hint: play the queen of spades — clearly the best over 1,734 simulated deals"."""
    move = describe(scene, action)
    if choice is None:
        return _("Hint: {move}").format(move=move)
    if choice.iterations == 0:
        return _("Hint: {move} — the only move there is").format(move=move)
    stats = choice.stats
    deals = ngettext("{count:,} simulated deal", "{count:,} simulated deals", choice.iterations).format(
        count=choice.iterations)
    if len(stats) < 2:
        return _("Hint: {move} — the best over {deals}").format(move=move, deals=deals)
    gap = stats[0][2] - stats[1][2]
    if gap >= CLEAR_GAP:
        return _("Hint: {move} — clearly the best over {deals}").format(move=move, deals=deals)
    runner_up = describe(scene, stats[1][0])
    if gap >= CLOSE_GAP:
        return _("Hint: {move} — the best over {deals}; next: {runner_up}").format(
            move=move, deals=deals, runner_up=runner_up)
    return _("Hint: {move} — a close call over {deals}; next: {runner_up}").format(
        move=move, deals=deals, runner_up=runner_up)


VERBS = {"play": N_("play {cards}"), "lead": N_("lead {cards}"), "discard": N_("lay away {cards}"),
         "bid": N_("bid {number}"), "pickup": N_("pick up a card from the deck"), "draw": N_("draw"),
         "turnup": N_("turn up the stock")}
"""A move in words, by its kind; ``{cards}`` are its cards named, ``{number}`` its number."""


def describe(scene: Looking, action: Action) -> str:
    """A move in the words of the table: the game's own words for its own moves (Lohai's gifts and steals, the
    rank a Lo-Hi triple names: "queens", where its button shows "Q"), the panel's label for a panel choice, card
    names for cards.  The focus says a button in the same words, so a move heard in the moves' list is found."""
    own = scene.game.describe(action)
    if own is not None:
        return own
    panel = scene.picks.choice
    if panel is not None and action.kind != ActionKind.BID:
        for key, offered in panel.actions.items():
            if offered == action:
                label = next((b.label for b in panel.buttons if b.key == key), "")
                if label:
                    return label[:1].lower() + label[1:]
    cards = the_cards(action.cards)
    args = " ".join(str(a) for a in action.args)
    if action.kind in VERBS:
        return _(VERBS[action.kind]).format(cards=cards, number=args)
    return " ".join(p for p in (str(action.kind), cards, "" if action.cards else args) if p)


def point(scene: Answering, action: Action) -> None:
    """Show the move the way the keys would make it, so Enter then makes it: the card lifted, the cards
    of a group or a discard picked, the game's own target lit, the panel's button or Lo-Hi's deck in focus."""
    if scene.game.point(action):
        return
    picks = scene.picks
    panel = picks.choice
    key = next((k for k, offered in panel.actions.items() if offered == action), None) if panel else None
    if key is not None:
        picks.focus_button(key)
    elif action.kind == ActionKind.PICKUP:
        scene.keys.up()
    elif action.cards:
        _point_at_cards(scene, action)


def _point_at_cards(scene: Answering, action: Action) -> None:
    """One card is lifted into the focus; cards that go down together are picked (a discard's button focused)."""
    picks = scene.picks
    sids = sprites_of(scene, action.cards)
    if len(sids) == 1 and not (scene.game.grouping or picks.picking):
        picks.select(sids[0], scene.model.hands[scene.viewer])
        return
    picks.select(None, ())
    scene.game.cancel()
    picks.pick_only(sids)
    multi = [a for a in scene.state.legal_actions() if len(a.cards) > 1]
    if picks.picking and multi:
        picks.retitle(scene.game.pick_panel(multi))
        picks.ready()


def sprites_of(scene: Answering, cards: Sequence[Card]) -> list[int]:
    """The sprites of the viewer's hand that hold ``cards``, one each (Lohai has two of each special)."""
    hand = scene.model.viewer_cards()
    out: list[int] = []
    for card in cards:
        sid = next((s for s, c in hand if c == card and s not in out), None)
        if sid is not None:
            out.append(sid)
    return out
