"""What the screens around the table say: the keys' list, the title, the menus, the settings, the score
sheet, the log and the review, each as it comes up or as its focus moves.

Split from :mod:`.words` (which builds what is said at the table) so each stays a size to read whole; the
same rules hold here: sentences are plain data in and out (no pygame), looked up in the message catalogue as
they are built, short, without a full stop.  The keys at the table live here since the help overlay and the
rules screen, both screens, are what list them.

>>> control("Sound", "On", (4, 24))
'Sound: On, 5 of 24'
"""

from __future__ import annotations

from collections.abc import Sequence

from ...catalogue import N_, _, ngettext
from .words import joined

KEYS: tuple[tuple[str, str], ...] = (
    (N_("Left, Right"), N_("move through your hand, or along the buttons; each card is spoken")),
    (N_("Up, Down"), N_("between the buttons above the table and your hand")),
    (N_("Enter"), N_("play the card, press the button, pick a card for a group")),
    (N_("0 to 9"), N_("type a bid")),
    ("Y", N_("read your hand, suit by suit")),
    ("T", N_("read the trick so far (the pile in Lo-Hi, the table in Koira)")),
    ("W", N_("whose turn it is")),
    ("B", N_("bids and tricks taken")),
    ("P", N_("the scores")),
    ("K", N_("the last trick")),
    ("A", N_("the legal moves")),
    ("Q", N_("say the last line again")),
    ("V", N_("show or hide the spoken lines")),
    (N_("Tab"), N_("show the last trick while held")),
    ("H", N_("a hint")),
    ("L", N_("the hand's log")),
    ("C", N_("claim the rest of the hand")),
    ("S", N_("the score sheet")),
    ("U", N_("take back your last move")),
    (N_("R or F1"), N_("the rules")),
    ("M", N_("sound off or on")),
    (N_("F2 or ?"), N_("this list of keys")),
    (N_("Ctrl+L"), N_("where the speech log is kept")),
    (N_("Esc"), N_("the menu, or close what is open")),
)
"""The keys at the table, as the help overlay and the rules screen list them (marked for the catalogue:
:func:`table_keys` gives them in the player's language)."""
KEYS_HEADING = N_("Keys at the table")
KEYS_HOW = N_("Up and Down read them one by one; Esc closes")
PLAY_BY_EAR = N_("Everything at the table can be played with the keys alone, and spoken aloud with Speech on in "
                 "the settings.")


def table_keys() -> list[tuple[str, str]]:
    """:data:`KEYS` in the player's language: each key's name and what it does."""
    return [(_(key), _(what)) for key, what in KEYS]



# -- the screens ---------------------------------------------------------------------------
def control(label: str, value: str = "", place: tuple[int, int] | None = None) -> str:
    """A menu's control under the focus: its name, its value, where it is among the others."""
    said = f"{label}: {value}" if value else label
    if place is None:
        return said
    return _("{said}, {number} of {total}").format(said=said, number=place[0] + 1, total=place[1])


def chosen(buttons: Sequence[tuple[str, bool]]) -> str:
    """The button with the focus among ``buttons`` (label, focused), with its place: "Settings, 2 of 4"."""
    at = next((i for i, (_label, focused) in enumerate(buttons) if focused), None)
    return control(buttons[at][0], "", (at, len(buttons))) if at is not None else ""


def title_screen(app: str) -> str:
    """The title screen, as it comes up."""
    return joined(app, _("Choose a game: arrow keys and Enter; R the rules"))


ABOUT_HEADING = N_("About Lohai & Friends")
ABOUT_HOW = N_("Up and Down read the lines one by one; Esc closes")


def about_screen() -> str:
    """The About screen, as it comes up."""
    return joined(_(ABOUT_HEADING), _(ABOUT_HOW))


def rules_of(game: str) -> str:
    """A game's Rules button on the title."""
    return _("Rules of {game}").format(game=game)


def rules_screen(game: str) -> str:
    """The rules page, as it comes up."""
    return joined(rules_of(game), _("Up, Down and the page keys read on; Esc goes back"))


def new_game_screen(game: str) -> str:
    """The new-game screen, as it comes up."""
    return joined(_("New game: {title}").format(title=game),
                  _("Up and Down choose the variant, Left and Right the players, the number keys the computer "
                    "players' levels; Enter starts, R the rules; Tab moves along Start, Learning, New seed, Play a "
                    "deal by its code, Rules and Back, and Enter presses the one reached"))


def variant(title: str, describe: str, place: tuple[int, int]) -> str:
    """The variant chosen on the new-game screen, with what it is."""
    return control(_("Variant"), joined(title, describe), place)


def players(number: int) -> str:
    """The number of players chosen on the new-game screen."""
    return control(_("Players"), str(number))


def settings_screen() -> str:
    """The settings, as they come up."""
    return joined(_("Settings"), _("Up and Down choose a setting, Left and Right change it; Esc goes back"))


def name_and_age(name: str, typing: bool, age: str) -> str:
    """The settings' row of the player's name and age."""
    name = name or _("none")
    if typing:
        return _("name {name}, typing; age {age}; Enter ends the name").format(name=name, age=age)
    return _("name {name}; age {age}; Enter types the name").format(name=name, age=age)


def stats_screen(games: int) -> str:
    """The statistics, as they come up."""
    return _("Your statistics: {games} recorded. Enter or Esc goes back").format(
        games=ngettext("{count} game", "{count} games", games).format(count=games))


def menu_screen(question: str = "") -> str:
    """The table's menu, or its question before a match is left (then how to answer it)."""
    return question_screen(question) if question else _("Menu")


ANSWER_KEYS = N_("Up and Down choose, Enter answers")
"""How a question's buttons are answered by keys (the menu's, the claim's, the title's before a match is lost)."""


def claim_screen(explain: str) -> str:
    """The claim's question, as it comes up, and its keys."""
    return joined(_("Claim the rest of the hand"), explain, _(ANSWER_KEYS))


def question_screen(question: str) -> str:
    """A question with buttons to answer it, as it comes up, and its keys."""
    return joined(question, _(ANSWER_KEYS))


def keys_screen() -> str:
    """The keys overlay, as it comes up."""
    return joined(_(KEYS_HEADING), _(KEYS_HOW))


def log_where(path: str, kept: bool) -> str:
    """Ctrl+L: where the speech log is kept, or that it is off and where it would go (``path`` "": nowhere,
    with no data folder)."""
    if kept:
        return _("The speech log is kept in {path}").format(path=path)
    if path:
        return _("The speech log is off: turn on Speech log in the settings to keep it in {path}").format(path=path)
    return _("The speech log is off")


def keys_help() -> str:
    """The keys at the table, read out."""
    return _("Keys: {keys}").format(keys="; ".join(f"{key}: {what}" for key, what in table_keys()))


def score_sheet_screen(title: str) -> str:
    """The score sheet, as it comes up."""
    return joined(title, _("Up and Down read the hands, Tab swaps in the chart; Esc goes back"))


def sheet_hand(heading: str, seats: Sequence[tuple[str, str]], place: tuple[int, int]) -> str:
    """A hand's row of the score sheet: which hand, then each player's points and notes."""
    return control(heading.rstrip(":"), "; ".join(f"{name}: {said}" for name, said in seats), place)


def sheet_points(points: int, total: int, notes: str) -> str:
    """A player's points for a hand on the score sheet, the total after it, and the scorer's notes."""
    said = _("{points} points, total {total}").format(points=f"{'+' if points > 0 else ''}{points}", total=total)
    return f"{said}, {notes}" if notes else said


def chart_screen(rows: Sequence[tuple[str, int]]) -> str:
    """The score sheet's chart, which the voice cannot draw: the totals it ends at."""
    return joined(_("Chart of the totals after each hand"), ", ".join(f"{n} {t}" for n, t in rows))


def hand_log_screen(title: str) -> str:
    """The hand's log, as it comes up."""
    return joined(title, _("Up, Down and the page keys read on; Esc goes back"))


def review_screen(title: str, keys: bool) -> str:
    """The review of a hand, as it comes up (``keys``: the player's own decisions, which can be tried again)."""
    how = (_("Up and Down choose a decision, Left and Right whose decisions; Enter tries yours again from "
             "there; Esc goes back") if keys else _("Up and Down choose a decision, Left and Right whose "
                                                     "decisions; Esc goes back"))
    return joined(title, how)


def resumed(game: str, hand_word: str, number: int) -> str:
    """A saved match picked up again at the table."""
    return _("Back at your match of {game}, {hand} {number}").format(game=game, hand=_(hand_word), number=number)
