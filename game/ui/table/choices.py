"""The table's panels built from the engine: the choice for a non-card action, and the hand summary.

These are pure functions of the table scene's state (they read the engine's
``legal_actions``/``why_not`` and the scene's picks) returning frozen panel
records; the scene stores what they return.  Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ...catalogue import N_, _, ngettext, or_list
from ...engine import Action
from ...engine.core import ActionKind
from .interface import Looking
from .panels import Choice, ChoicePanel, Summary, SummaryRow, choice_panel, summary_panel

SUIT_NAMES = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}


def build_choice(scene: Looking, legal: list[Action]) -> tuple[ChoicePanel | None, ActionKind | None]:
    """The panel for the human's non-card choices, and the kind of multi-card pick it asks for."""
    plain = [a for a in legal if not a.cards]
    multi = [a for a in legal if len(a.cards) > 1]
    if plain and all(a.kind == ActionKind.BID and a.args and isinstance(a.args[0], int) for a in plain):
        return bid_panel(scene, plain), None
    if plain:
        choices = [Choice(str(a).capitalize(), a) for a in plain]
        phase = scene.state.view(scene.viewer).facts().phase
        title = _("{phase}: your choice").format(phase=phase.capitalize()) if phase else _("Your choice")
        words = or_list([f"'{a}'" for a in plain])
        return choice_panel(scene.layout, title, _("Choose {words}").format(words=words), choices), None
    if multi:
        return scene.game.pick_panel(multi), multi[0].kind
    return None, None


def bid_panel(scene: Looking, bids: list[Action]) -> ChoicePanel:
    top = scene.public.hand_size
    if top is None:
        top = max(int(a.args[0]) for a in bids)
    choices = []
    for n in range(top + 1):
        action = Action(ActionKind.BID, args=(n,))
        choices.append(Choice(str(n), action, scene.state.why_not(action)))
    trump = trump_words(scene)
    note = _("{trump}. Keys 0-9 bid too.").format(trump=trump) if trump else _("Keys 0-9 bid too.")
    return choice_panel(scene.layout, _("How many tricks will you take?"), note, choices)


def pick_panel(scene: Looking, multi: list[Action], where: str = "") -> ChoicePanel:
    """Pick several cards (a discard), then confirm with the one button; ``where``: how they go by the mouse, a
    whole phrase of the game's own ("drag them onto the skat", so each language words its place), "" for a click
    in the hand."""
    kind, need = multi[0].kind, len(multi[0].cards)
    action = picked_action(scene, kind)
    reason = None if action is not None and scene.state.can(action) else _("pick {need} cards first").format(need=need)
    if action is not None and reason is not None:
        reason = scene.state.why_not(action) or reason
    shown = action or Action(kind, ())
    where = where or _("click them in your hand")
    note = _("{where} ({count} of {need})").format(where=where, count=len(scene.picks.picked), need=need)
    return choice_panel(scene.layout, pick_title(kind, need), note,
                        [Choice(_(PICK_BUTTONS.get(kind, N_("Confirm"))), shown, reason)],
                        beside=kind == ActionKind.DISCARD)


PICK_BUTTONS = {ActionKind.DISCARD: N_("Discard"), ActionKind.PASS: N_("Pass"), ActionKind.GIVE: N_("Give"),
                ActionKind.PLAY: N_("Play")}
"""The button that confirms a pick of several cards, by what the pick is for."""


def pick_title(kind: ActionKind, need: int) -> str:
    """The title of a pick of ``need`` cards, a whole sentence per kind so each language words its own."""
    if kind == ActionKind.DISCARD:
        return ngettext("Discard {count} card", "Discard {count} cards", need).format(count=need)
    if kind == ActionKind.PASS:
        return ngettext("Pass {count} card", "Pass {count} cards", need).format(count=need)
    if kind == ActionKind.GIVE:
        return ngettext("Give {count} card", "Give {count} cards", need).format(count=need)
    if kind == ActionKind.PLAY:
        return ngettext("Play {count} card", "Play {count} cards", need).format(count=need)
    return ngettext("Pick {count} card", "Pick {count} cards", need).format(count=need)


def picked_action(scene: Looking, kind: ActionKind) -> Action | None:
    """The legal action made of the cards picked so far (or the plain action, for ``why_not``)."""
    cards = [scene.model.sprites[sid].card for sid in scene.picks.picked if sid in scene.model.sprites]
    if not cards or any(c is None for c in cards):
        return None
    chosen = tuple(c for c in cards if c is not None)
    for action in scene.state.legal_actions():
        if action.kind == kind and sorted(map(str, action.cards)) == sorted(map(str, chosen)):
            return action
    return Action(kind, chosen)


def trump_words(scene: Looking) -> str:
    if not scene.public.has_trump:
        return ""
    trump = scene.public.trump
    return _("Trump: {suit}").format(suit=_(SUIT_NAMES.get(trump, trump))) if trump else _("No trump this hand")


def _celebration_start(scene: Looking, winners: Sequence[int]) -> float | None:
    """When the player's win was first shown (kept when the summary is rebuilt for a new window size)."""
    if scene.human is None or scene.human not in winners or scene.replaying:
        return None
    before = scene.summary.celebrate_from if scene.summary is not None and scene.summary.final else None
    return before if before is not None else scene.app.time


def build_summary(scene: Looking, compared: str = "") -> Summary:
    """Between hands: each seat's tricks, points and how they were scored; at the end, the standings.
    ``compared``: at a practice table, the player's score against the real hand's (the subtitle)."""
    scored = scene.model.shown.scored
    assert scored is not None
    totals = scene.match.totals
    setup = scene.setup
    heading, counts = scene.game.count_column()
    rows = [SummaryRow(setup.label(s), counts[s], scored.scores[s], totals[s],
                       scored.details[s] if s < len(scored.details) else "")
            for s in range(setup.players)]
    number = scene.match.hand_number
    deal = _("Deal {fingerprint}: {code}").format(fingerprint=scene.deal.fingerprint, code=scene.deal.code)
    review = [("decisions", _("Review"))] if scene.human is not None else []
    if setup.practice:
        return summary_panel(scene.layout, _("Practice {hand} over").format(hand=_(scene.game.hand_word).lower()),
                             compared or _("Played for practice: not saved over your match, not counted"), rows,
                             [*review, ("replay", _("Replay this deal")), ("sheet", _("Score sheet")),
                              ("leave", _("Leave practice"))], final=False, heading=heading, deal=deal,
                             hand_word=scene.game.hand_word)
    if scene.match.is_over():
        result = scene.match.result()
        rows = [rows[seat] for seat in result.standings]
        verdict = scene.game.verdict(result)
        word = _(scene.game.hand_word).lower()
        hands = f"{number} {word}{'s' if number != 1 else ''}"
        final = summary_panel(scene.layout, _("Final standings"), _("After {hands}. {verdict}.").format(
            hands=hands, verdict=verdict), rows,
                              [("again", _("Play again")), *review, ("sheet", _("Score sheet")), ("log", _("Hand log")),
                               ("replay", _("Replay this deal")), ("menu", _("New game"))],
                              final=True, heading=heading, deal=deal, hand_word=scene.game.hand_word)
        return replace(final, celebrate_from=_celebration_start(scene, result.winners))
    word = _(scene.game.hand_word)
    story = scene.game.hand_story(scored) or _("Points this {hand} and running totals").format(hand=word.lower())
    return summary_panel(scene.layout, _("{word} {number} scored").format(word=word, number=number), story, rows,
                         [("next", _("Next {hand}").format(
                             hand=word.lower())), *review, ("sheet", _("Score sheet")), ("log", _("Hand log")),
                          ("replay", _("Replay this deal")), ("menu", _("New game"))],
                         final=False, heading=heading, deal=deal, hand_word=scene.game.hand_word)
