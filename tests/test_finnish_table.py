"""The table's Finnish where English was hard-coded or read machine-made (issue 60, item 16): the Laus skat tab, the
dealer badge, the discard panel's note and the Lohai title's specials."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game import catalogue
from game.engine import load_rules

from .support import frames, texts_drawn
from .test_ui_laus import laus_table, looked_up


@pytest.fixture
def finnish() -> Iterator[None]:
    catalogue.use("fi")
    yield
    catalogue.use("en")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    catalogue.use("en")


def test_the_skat_tab_the_dealer_badge_and_the_discard_note_are_finnish(monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = laus_table()
    looked_up(app, table)
    catalogue.use("fi")  # after the app has started (it sets the system's language)
    drawn = texts_drawn(monkeypatch)
    frames(app, 2)
    assert "skaatti" in drawn and "skat" not in drawn, "the tab on the cards taken from the skat"
    assert "J" in drawn and "D" not in drawn, "the dealer's badge: jakaja"
    multi = [a for a in table.state.legal_actions() if len(a.cards) > 1]
    note = table.game.pick_panel(multi).note
    assert note.startswith("vedä ne skaattiin") and "kohteeseen" not in note, note
    assert table.game.turn_prompt() == "Pane kaksi korttia pois vetämällä ne skaattiin"


def test_the_skat_tab_and_the_badge_stay_english_in_english(monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = laus_table()
    looked_up(app, table)
    drawn = texts_drawn(monkeypatch)
    frames(app, 2)
    assert "skat" in drawn and "D" in drawn
    multi = [a for a in table.state.legal_actions() if len(a.cards) > 1]
    assert table.game.pick_panel(multi).note.startswith("drag them onto the skat")


def test_the_lohai_specials_keep_their_card_names_in_a_finnish_sentence(finnish: None) -> None:
    words = catalogue._(load_rules("lohai").describe)
    assert not any(plural in words for plural in ("Giverit", "Takerit", "Moverit", "Shakerit")), words
    assert all(name in words for name in ("Giver", "Taker", "Mover", "Shaker")), words
