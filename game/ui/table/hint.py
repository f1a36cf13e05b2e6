"""H at the table (or the top bar's Hint button): the judge's best move here, and how sure it is.

The hint asks the one judge (:func:`game.ai.judge.weigh`) about the human's view, in the bots' worker
process like any computer seat's search, so the table keeps moving while it thinks.  The judge races
every legal move over the same sampled deals until the best is told apart (or its budget is spent),
and the hint lifts the move with the best number, the way the keys would (:mod:`.keys`): the card is
lifted as if selected, a group's or a discard's cards are picked, the panel's button or Lo-Hi's deck
takes the focus, so Enter makes the move.  The hint never plays for the player.

It says how sure it is in plain words ("clearly better than …", "about as good as …"); with the
setting "Hints show their numbers" (``hint_numbers``) it shows each of the best few moves' values and
intervals in the game's own words: "Hint — make your bid exactly: bid 2 82 % (±3), bid 1 61 % (±4) —
clearly the best (1,200 deals)".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from math import comb

from ...ai.errands import Weigh
from ...ai.judge import Sampling, Weighing
from ...catalogue import N_, _, ngettext
from ...engine import Action, Card
from ...engine.core import ActionKind
from ...judging import sure_amount, versus
from .bots import Errand, decision_rng
from .callouts import the_cards
from .interface import Answering, Looking

HINT_SAMPLING = Sampling(first=128, most=2048, seconds=1.5)
"""Deals the hint may weigh: it stops once the best move is told apart, else at 2,048 deals, and within
1.5 seconds on the worker's clock whatever comes first (Koira's long rounds and Laus's 66 ways to lay
away two cards are where the clock ends it)."""
TOP = 3
"""How many moves the hint shows numbers for."""


class Hints:
    """One table's hints: asks, waits for the answer, and remembers the last one shown."""

    def __init__(self) -> None:
        self.errand: Errand[Weighing] = Errand(lane=0)
        self.shown: tuple[tuple[int, int], Action, str] | None = None
        """The decision the last hint was for, its move and its words."""

    @property
    def thinking(self) -> bool:
        return self.errand.key is not None

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
        self.errand.ask(key, Weigh(scene.setup.rules, view, rng, HINT_SAMPLING))
        scene.say(_("Thinking about a hint…"))

    def update(self, scene: Answering) -> None:
        """Once a frame: show the answer when it comes; drop the question if the moment passed."""
        key = self.errand.key
        if key is None:
            return
        if key != scene.decision_key():
            self.errand.cancel()
            return
        weighing = self.errand.poll(key)
        if weighing is None:
            if self.errand.key is None:  # it failed: the hint has nothing to point at
                scene.say(_("No hint this time ({error})").format(error=self.errand.error), bad=True)
            return
        action = next((a for a in scene.state.legal_actions() if a == weighing.pick), None)
        if action is None:
            scene.say(_("No hint this time (the judge chose {action})").format(action=weighing.pick), bad=True)
            return
        said = numbered(scene, weighing) if scene.app.settings.hint_numbers else words(scene, weighing)
        self.shown = (scene.decision_key(), action, said)
        point(scene, action)
        scene.say(said)

    def close(self) -> None:
        self.errand.close()


LONGEST = 120
"""Characters a hint with numbers may run to on the message line; longer, it names one move fewer."""


def verdict(scene: Looking, weighing: Weighing, name: Callable[[Looking, Action], str] | None = None) -> str:
    """How the pick stands against the next best, in words that say how sure: "clearly better than the ace of
    spades", "about as good as bid 1"; "the only move there is" alone.  ``name`` words the next best (the
    table's words for a move unless given: a list of numbers names it as the list does)."""
    runner_up = weighing.runner_up
    if runner_up is None:
        return _("the only move there is")
    return versus(weighing.gaps[1], (name or describe)(scene, runner_up.action))


def against_next(weighing: Weighing) -> str:
    """The verdict when the next best is listed beside the pick: "clearly the best", "about as good as the
    next", "the same as the next in every deal"."""
    gap = weighing.gaps[1]
    if gap.identical:
        return _("the same as the next in every deal")
    return _("clearly the best") if gap.clear else _("about as good as the next")


def numbered(scene: Answering, weighing: Weighing) -> str:
    """The hint with its numbers: "Hint — make your bid exactly: bid 2 82 % (±3), bid 1 61 % (±4) — clearly
    better than bid 1 (1,200 deals)".  The pick comes first, then the others best first, each with its interval."""
    goal, options = weighing.goal, weighing.options
    deals = weighing.deals
    said = ""
    for count in range(min(TOP, len(options)), 0, -1):
        moves = ", ".join(f"{label(scene, o.action)} {sure_amount(goal, o)}" for o in options[:count])
        said = ngettext("Hint — {words}: {moves} — {verdict} ({deals:,} deal)",
                        "Hint — {words}: {moves} — {verdict} ({deals:,} deals)", deals).format(
            words=_(goal.words), moves=moves, deals=deals,
            verdict=against_next(weighing) if count > 1 else verdict(scene, weighing, label))
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


def words(scene: Answering, weighing: Weighing) -> str:
    """The hint in words, e.g. "Hint: play the queen of spades — clearly better than the ace of spades over
    1,734 deals"."""
    move = describe(scene, weighing.pick)
    if weighing.runner_up is None:
        return _("Hint: {move} — the only move there is").format(move=move)
    deals = ngettext("{count:,} deal", "{count:,} deals", weighing.deals).format(count=weighing.deals)
    return _("Hint: {move} — {verdict} over {deals}").format(move=move, verdict=verdict(scene, weighing),
                                                              deals=deals)


VERBS = {"play": N_("play {cards}"), "lead": N_("lead {cards}"), "discard": N_("lay away {cards}"),
         "bid": N_("bid {number}"), "pickup": N_("pick up a card from the deck"), "draw": N_("draw"),
         "turnup": N_("turn up the stock")}
"""A move in words, by its kind; ``{cards}`` are its cards named, ``{number}`` its number."""

ANY_OF = N_("any {count} of {cards}")
"""Several cards to take any ``count`` of, said once in a move's ``{cards}`` ("lay away any 2 of …")."""


def any_of(scene: Looking, actions: Sequence[Action]) -> str | None:
    """The legal moves said as one choice ("lay away any 2 of the ace of spades, … and the 9 of hearts") when
    they are every way of taking the same number of cards from the same cards in one kind of move: Laus's
    discard of two from ten is 45 moves, which nobody can hold in their head when they are read out one by
    one.  ``None`` when they are not that, or when the game or a panel names its moves in its own words."""
    kinds = {a.kind for a in actions}
    sizes = {len(a.cards) for a in actions}
    if len(actions) < 3 or len(kinds) != 1 or len(sizes) != 1 or any(a.args for a in actions):
        return None
    kind, size = kinds.pop(), sizes.pop()
    panel = scene.picks.choice
    if size < 2 or "{cards}" not in VERBS.get(kind, ""):
        return None
    if panel is not None and any(offered in actions for offered in panel.actions.values()):
        return None
    if any(scene.game.describe(a) is not None for a in actions):
        return None
    pool = list(dict.fromkeys(card for a in actions for card in a.cards))  # the hand's order, as dealt out
    ways = {frozenset(a.cards) for a in actions}
    if len(ways) != len(actions) or len(ways) != comb(len(pool), size) or any(len(w) != size for w in ways):
        return None
    return _(VERBS[kind]).format(cards=_(ANY_OF).format(count=size, cards=the_cards(pool)), number="")


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
