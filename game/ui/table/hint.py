"""H at the table (or the top bar's Hint button): what a Hard player would do here, and why.

The hint is Hard's own search on the human's view, run in the bots' worker
process like any computer seat's, so the table keeps moving while it thinks.
When it answers, the table says the move in words with how clear a choice it
was (from the search's statistics: the share of simulated deals and the gap
to the next best), and points at it the way the keys would (:mod:`.table_keys`):
the card is lifted as if selected, a group's or a discard's cards are picked,
the panel's button or Lo-Hi's deck takes the focus, so Enter makes the move.
The hint never plays for the player.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from ...ai import Choice, SearchBot
from ...engine import Action, Card
from ...engine.core import ActionKind
from .bots import BotRunner, decision_rng
from .interface import Table

HINT_LEVEL = "hard"

CLEAR_GAP = 0.12
"""A lead in mean reward (rewards are in [0, 1]) that makes a move "clearly" the best."""

CLOSE_GAP = 0.03
"""Below this lead the move is "a close call" with the next best."""


class Hints:
    """One table's hints: asks, waits for the answer, and remembers the last one shown."""

    def __init__(self, scene: Table) -> None:
        self.bot = SearchBot(HINT_LEVEL, scene.setup.rules, clock=time.perf_counter)
        self.runner = BotRunner()
        self.shown: tuple[tuple[int, int], Action] | None = None
        """The decision the last hint was for, and its move."""

    @property
    def thinking(self) -> bool:
        return self.runner.key is not None

    def ask(self, scene: Table) -> None:
        """H was pressed: start thinking, or say why there is nothing to hint."""
        human = scene.human
        if human is None or scene.state.current_player != human or scene.summary is not None:
            scene.say("A hint is for your turn", bad=True)
            return
        key = scene.decision_key()
        if self.shown is not None and self.shown[0] == key:
            point(scene, self.shown[1])
            scene.say(words(scene, self.shown[1], None))
            return
        if self.runner.key == key:
            return
        self.runner.ask(key, self.bot, scene.state.view(human), decision_rng(scene.setup.seed ^ 0x4A1, *key))
        scene.say("Thinking about a hint…")

    def update(self, scene: Table) -> None:
        """Once a frame: show the answer when it comes; drop the question if the moment passed."""
        key = self.runner.key
        if key is None:
            return
        if key != scene.decision_key():
            self.runner.cancel()
            return
        action = self.runner.poll(key)
        if action is None:
            return
        choice, self.runner.key = self.runner.last, None
        self.shown = (scene.decision_key(), action)
        point(scene, action)
        scene.say(words(scene, action, choice))

    def close(self) -> None:
        self.runner.close()


def words(scene: Table, action: Action, choice: Choice | None) -> str:
    """The hint in words, e.g. "Hint: play the queen of spades — clearly the best over 1,734 simulated deals"."""
    move = describe(scene, action)
    if choice is None:
        return f"Hint: {move}"
    if choice.iterations == 0:
        return f"Hint: {move} — the only move there is"
    stats = choice.stats
    deals = f"{choice.iterations:,} simulated deals"
    if len(stats) < 2:
        return f"Hint: {move} — the best over {deals}"
    gap = stats[0][2] - stats[1][2]
    if gap >= CLEAR_GAP:
        return f"Hint: {move} — clearly the best over {deals}"
    runner_up = describe(scene, stats[1][0])
    if gap >= CLOSE_GAP:
        return f"Hint: {move} — the best over {deals}; next: {runner_up}"
    return f"Hint: {move} — a close call over {deals}; next: {runner_up}"


VERBS = {"play": "play", "lead": "lead", "discard": "lay away", "bid": "bid", "pickup": "pick up a card from the deck",
         "draw": "draw", "turnup": "turn up the stock"}


def describe(scene: Table, action: Action) -> str:
    """A move in the words of the table: the panel's label for a panel choice, the game's own words for
    its own moves (Lohai's gifts and steals), card names for cards."""
    panel = scene.picks.choice
    if panel is not None and action.kind != ActionKind.BID:
        for key, offered in panel.actions.items():
            if offered == action:
                label = next((b.label for b in panel.buttons if b.key == key), "")
                if label:
                    return label[:1].lower() + label[1:]
    own = scene.game.describe(action)
    if own is not None:
        return own
    verb = VERBS.get(action.kind, action.kind)
    parts = [verb, " and ".join(f"the {card.name}" for card in action.cards)]
    if action.kind == ActionKind.BID or not action.cards:
        parts += [str(a) for a in action.args]
    return " ".join(p for p in parts if p)


def point(scene: Table, action: Action) -> None:
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


def _point_at_cards(scene: Table, action: Action) -> None:
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


def sprites_of(scene: Table, cards: Sequence[Card]) -> list[int]:
    """The sprites of the viewer's hand that hold ``cards``, one each (Lohai has two of each special)."""
    hand = scene.model.viewer_cards()
    out: list[int] = []
    for card in cards:
        sid = next((s for s, c in hand if c == card and s not in out), None)
        if sid is not None:
            out.append(sid)
    return out
