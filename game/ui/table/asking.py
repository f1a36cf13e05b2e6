"""What the player's turn asks, by ear: gathered from the table for :mod:`game.ui.speech.prompts` to say.

The screen shows a panel, a glowing card or a trick with a lead in it; a player who cannot see it hears one
line instead, with the keys that answer it: the game's own prompt (its special cards, Lo-Hi's pile, Koira's
phases), a bid's range and the bid the rules forbid, a choice on a panel, cards to pick for one move, or a
card to lead or to play to the trick with what was led and what must be followed.  Everything here is read
from the player's view and what the table shows; nothing names a card the player cannot see.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...catalogue import N_, _
from ...engine import Action, ActionKind, Card
from ..speech import prompts, words
from ..speech.suits import suit_many
from .choices import PICK_BUTTONS, pick_title
from .hint import describe
from .interface import Looking


def asked(table: Looking, legal: Sequence[Action]) -> str:
    """What the turn asks, in a few words with its keys."""
    own = table.game.spoken_prompt()
    if own:
        return words.prompt_asks(own)
    bids = sorted(int(a.args[0]) for a in legal if a.kind == ActionKind.BID and a.args)
    if bids:
        return _bid(table, bids)
    if legal and not any(a.cards for a in legal):
        return prompts.choose([describe(table, a) for a in legal])
    plays = [a for a in legal if len(a.cards) == 1]
    several = [a for a in legal if len(a.cards) > 1]
    if several and not plays:
        kind, need = several[0].kind, len(several[0].cards)
        return prompts.pick(pick_title(kind, need), _(PICK_BUTTONS.get(kind, N_("Confirm"))))
    if plays:
        return _card(table, [a.cards[0] for a in plays])
    return prompts.choose([describe(table, a) for a in legal])


def _bid(table: Looking, bids: list[int]) -> str:
    """A turn to bid: from the lowest bid to the most the hand can take, and the bids not allowed between."""
    top = table.public.hand_size if table.public.hand_size is not None else bids[-1]
    top = max(top, bids[-1])
    return prompts.bid(bids[0], top, [n for n in range(bids[0], top + 1) if n not in bids])


def _card(table: Looking, cards: list[Card]) -> str:
    """A card to lead (and the suits that may not be led yet), or to play to the trick: who led what, and
    whether the player must follow it."""
    view = table.state.view(table.viewer)
    follows = view.follows
    hand = view.hand
    led = _led(table)
    if led is None:
        open_suits = {follows(c) for c in cards}
        return prompts.lead([suit_many(s) for s in _suits(hand, follows) if s not in open_suits])
    leader, card = led
    suit = next((s for s in map(follows, _played(table)) if s is not None), None)  # a joker led: the next card's
    if suit is None:
        return prompts.follow(leader, card.name, "", "play")
    following = [c for c in cards if follows(c) == suit]
    others = [c for c in cards if c not in following]
    if following and all(follows(c) is None for c in others):
        return prompts.follow(leader, card.name, suit_many(suit), "follow", [c.name for c in others])
    if not any(follows(c) == suit for c in hand) and len(cards) == len(hand):
        return prompts.follow(leader, card.name, suit_many(suit), "void")
    return prompts.follow(leader, card.name, suit_many(suit), "play")


def _led(table: Looking) -> tuple[str, Card] | None:
    """Who led the trick on the table and with which card, as the table shows it (``None``: an empty trick)."""
    model = table.model
    if not model.trick:
        return None
    seat, sid = model.trick[0]
    sprite = model.sprites.get(sid)
    if sprite is None or sprite.card is None:
        return None
    return table.setup.name(seat), sprite.card


def _played(table: Looking) -> list[Card]:
    """The cards in the trick on the table, in the order they were played."""
    model = table.model
    return [c for c in (model.sprites[sid].card for __, sid in model.trick if sid in model.sprites) if c is not None]


def _suits(hand: Sequence[Card], follows: Callable[[Card], str | None]) -> list[str]:
    """The suits of ``hand`` in the order they first come (cards of no suit left out)."""
    seen: list[str] = []
    for card in hand:
        suit = follows(card)
        if suit is not None and suit not in seen:
            seen.append(suit)
    return seen
