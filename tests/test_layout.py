"""The layout check: no word is ever cut or runs over, on any screen, at any size we support.

Every scene (the title and its quit question, a new game for each game, the settings, the statistics, the rules)
and every game's table (mid-hand with the panels that ask: Oh Hell's bid, with the hook too, Laus's skat and its
discard, Koira at six players and in its second phase; over it the pause menu, the quit question, the hand's log,
the claim, the score sheet and its chart, the review and what a seat knew; and the hand's summary) is drawn
headless at 800 × 600, 1024 × 640, 1152 × 720, 1920 × 1080 and 3840 × 2160, in English and Finnish, in the usual
and in large print.  :mod:`tests.layout_check` records every text, panel and button drawn; each text must lie
inside the window and inside the panel it starts in, each button's label inside its button, and no text may be
cut short with "…" (nor a wrapped text lose its last lines): where words do not fit, the layout wraps, stacks or
grows.

The sizes × languages × prints are parameters, each in two halves (the screens, and the summaries, which play a
hand to its end), so xdist spreads them; the whole check takes about a minute of one core.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

from game import catalogue
from game.engine import load_rules
from game.games import GAMES
from game.judging import Effort
from game.ui.scenes.claim import ClaimScene
from game.ui.scenes.judges import InPlace
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.title import TitleScene
from game.ui.toolkit.app import App
from game.ui.toolkit.intents import Intent, Kind
from game.ui.toolkit.settings import Settings

from .layout_check import mid_hand, problems, record

SIZES = [(800, 600), (1024, 640), (1152, 720), (1920, 1080), (3840, 2160)]
LOOKS = [(size, language, large) for size in SIZES for language in ("en", "fi") for large in (False, True)]
IDS = [f"{w}x{h}-{language}{'-large' if large else ''}" for (w, h), language, large in LOOKS]

TABLES: list[tuple[str, dict[str, object]]] = [
    ("oh_hell", {"until": "panel"}),
    ("oh_hell", {"until": "panel", "variant": "open_hook", "players": 4}),
    ("laus", {"players": 3, "until": "panel"}),
    ("laus", {"players": 3, "until": "laying"}),
    ("laus", {"players": 4}),
    ("lohai", {}),
    ("lohi", {}),
    ("koira", {"players": 6}),
    ("koira", {"until": "phase two", "seed": 2}),
]
"""Each game mid-hand, and the panels that ask you: the bid (with the hook, where the top bar is fullest), Laus's
skat and laying cards on it, Koira at six players (its "Or instead" panel) and in its second phase."""

SUMMARIES: list[tuple[str, dict[str, object]]] = [
    ("oh_hell", {}), ("laus", {"players": 4}), ("lohai", {}), ("lohi", {}), ("koira", {"players": 6})]
"""Each game's hand played to its summary: Laus at four players (its wrapped lines), Koira at six."""


class KnownProblems(Exception):
    """The problems of :data:`KNOWN` a look still shows (the look's only expected failure)."""


Known = tuple[tuple[str, str, frozenset[str], str], ...]
KNOWN: Known = ()  # none left, neither the screens' nor the summaries'
"""The problems not fixed yet, each exactly: the scene (how its name starts), the words (a part of the problem's
line), the looks that show it, and why.  A look that shows one is ``xfail(raises=KnownProblems, strict=True)``:
any other problem in it still fails, and so does a known one that is no longer there (take it off the list)."""


def known_for(look: str, known: Known) -> list[tuple[str, str, frozenset[str], str]]:
    return [entry for entry in known if look in entry[2]]


@pytest.fixture(autouse=True)
def as_shipped(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The app as it ships: its five games (not the suite's Whist, registered by the tests that play it), and back
    to English after."""
    from game import games
    monkeypatch.setattr(games, "_REGISTERED", {})
    yield
    catalogue.use("en")


def app_for(size: tuple[int, int], language: str, large: bool) -> App:
    return App(size, Settings(sound=False, language=language, large_print=large, speed="instant", hold_trick="off",
                              auto_play=False))


def looks(table: Known) -> list[object]:
    out = []
    for look, name in zip(LOOKS, IDS, strict=True):
        known = known_for(name, table)
        reason = "; ".join(sorted({why for __, __, __, why in known}))
        marks = [pytest.mark.xfail(raises=KnownProblems, strict=True, reason=reason)] if known else []
        out.append(pytest.param(*look, id=name, marks=marks))
    return out


def judge(found: dict[str, list[str]], look: str, table: Known = ()) -> None:
    """Fail on any problem not known for ``look`` and on a known one gone; raise :class:`KnownProblems` for the
    known ones still there."""
    known = known_for(look, table)
    hit: set[int] = set()
    unknown = []
    for name, lines in found.items():
        for line in lines:
            which = [k for k, (scene, words, __, __) in enumerate(known) if name.startswith(scene) and words in line]
            hit.update(which)
            if not which:
                unknown.append(f"{name}: {line}")
    gone = [f"{scene!r} / {words!r}" for k, (scene, words, __, __) in enumerate(known) if k not in hit]
    if unknown or gone:
        pytest.fail("\n".join(unknown + [f"fixed, take it off KNOWN for {look}: {g}" for g in gone]), pytrace=False)
    if hit:
        raise KnownProblems("; ".join(sorted({known[k][3] for k in hit})))


def seen(app: App, monkeypatch: pytest.MonkeyPatch, name: str, found: dict[str, list[str]]) -> None:
    bad = problems(app, monkeypatch)
    if bad:
        found[name] = bad


def over(app: App, scene: object, name: str, monkeypatch: pytest.MonkeyPatch, found: dict[str, list[str]],
         then: Callable[[], None] | None = None) -> None:
    """``scene`` pushed over the app's stack, drawn (and ``then`` done and drawn again), and popped."""
    app.push(scene)  # type: ignore[arg-type]
    app.frame(1 / 30, draw=False)
    seen(app, monkeypatch, name, found)
    if then is not None:
        then()
        seen(app, monkeypatch, f"{name}, then", found)
    app.pop()


@pytest.mark.parametrize(("size", "language", "large"), looks(KNOWN))
def test_no_screen_cuts_or_runs_over_its_words(size: tuple[int, int], language: str, large: bool,
                                               monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> None:
    app = app_for(size, language, large)
    found: dict[str, list[str]] = {}
    title = TitleScene(app)
    app.push(title)
    app.frame(1 / 30, draw=False)
    app.frame(1 / 30, draw=False)  # the games are listed after the first frame
    seen(app, monkeypatch, "title", found)
    over(app, PauseScene(app, asking="leave"), "title: quit?", monkeypatch, found)
    for spec in GAMES:
        over(app, NewGameScene(app, load_rules(spec.name), seed=1), f"new game: {spec.name}", monkeypatch, found)
    over(app, SettingsScene(app), "settings", monkeypatch, found)
    over(app, StatsScene(app), "statistics", monkeypatch, found)
    over(app, RulesScene(app, load_rules("laus")), "rules", monkeypatch, found)
    for game, how in TABLES:
        name = f"{game} {how}" if how else game
        table = mid_hand(app, game, **how)  # type: ignore[arg-type]
        seen(app, monkeypatch, name, found)
        pause = PauseScene(app, table)
        over(app, pause, f"{name}: pause", monkeypatch, found, then=lambda p=pause: p.press("quit"))  # type: ignore[misc]
        if how.get("until", "play") == "play":
            table.keys.open_log()
            seen(app, monkeypatch, f"{name}: log", found)
            app.pop()
            if table.game.claims:
                over(app, ClaimScene(app, table), f"{name}: claim", monkeypatch, found)
            sheet = ScoreSheetScene(app, table)
            over(app, sheet, f"{name}: score sheet", monkeypatch, found,
                 then=lambda s=sheet: s.handle(Intent(Kind.REVIEW)))  # type: ignore[misc]
            deal, moves = table.session.hand_at_deal()
            review = ReviewScene(app, table, deal, moves, practise=lambda n: None, runner=InPlace(),
                                 effort=Effort(deals=2))
            over(app, review, f"{name}: review", monkeypatch, found,
                 then=lambda r=review: r.show_tab(len(r.tabs) - 1))  # type: ignore[misc]
        while app.top is not title:
            app.pop()
    app.close()
    judge(found, request.node.callspec.id, KNOWN)


@pytest.mark.parametrize(("size", "language", "large"), looks(()))
def test_no_summary_cuts_or_runs_over_its_words(size: tuple[int, int], language: str, large: bool,
                                                monkeypatch: pytest.MonkeyPatch,
                                                request: pytest.FixtureRequest) -> None:
    app = app_for(size, language, large)
    found: dict[str, list[str]] = {}
    title = TitleScene(app)
    app.push(title)
    for game, how in SUMMARIES:
        name = f"{game} {how}" if how else game
        mid_hand(app, game, until="summary", **how)  # type: ignore[arg-type]
        seen(app, monkeypatch, f"{name}: summary", found)
        while app.top is not title:
            app.pop()
    app.close()
    judge(found, request.node.callspec.id)


# --------------------------------------------------------------------------- what players tripped over (issue 60)


def test_the_top_bar_shows_the_deal_before_the_first_card_with_the_hook_at_1024x640(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Oh Hell "Open bidding with the hook" has a long name: the bar drops it to the game's name rather than the
    deal's fingerprint."""
    app = app_for((1024, 640), "en", False)
    table = mid_hand(app, "oh_hell", variant="open_hook", players=4, until="panel")
    texts = [words for __, words, __ in record(app, monkeypatch).texts]
    assert any(table.deal.fingerprint in words for words in texts), texts[:12]
    app.close()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_koiras_or_instead_panel_covers_no_card_of_the_trick(size: tuple[int, int]) -> None:
    """At six players a card lands at the trick's left, where the panel beside the trick used to reach."""
    app = app_for(size, "en", True)
    table = mid_hand(app, "koira", players=6)
    panel = table.picks.choice
    assert panel is not None
    for place in table.layout.places:
        card = pygame.Rect((0, 0), table.layout.card)
        card.center = place.trick
        assert not panel.rect.colliderect(card), (place.seat, panel.rect, card)
    assert panel.rect.left >= table.layout.margin, "clear of the window's edge"
    app.close()


@pytest.mark.parametrize(("title", "large"), [("Points fewer than the others' average", True),
                                               ("Pisteitä vähemmän kuin muilla keskimäärin", True),
                                               ("Tricks you will likely take", False)])
def test_a_coach_chart_grows_to_its_words(title: str, large: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Laus's look-or-pass chart in large print, narrow beside the panel: its whole title and each share on as many
    lines as they take, none cut, all inside the chart's box (issue 60: "…than the others'")."""
    from game.ui.table import coach
    from game.ui.toolkit import theme
    theme.use(high_contrast=False, large_print=large)
    try:
        drawn: list[tuple[str, pygame.Rect]] = []
        real = theme.blit_text

        def recording(surface: pygame.Surface, words: str, *args: object, **kwargs: object) -> pygame.Rect:
            rect = real(surface, words, *args, **kwargs)  # type: ignore[arg-type]
            drawn.append((words, rect))
            return rect

        monkeypatch.setattr(coach.theme, "blit_text", recording)
        chart = coach.Chart(title, (coach.Bar("Look", 0.03, "6.5 pistettä"), coach.Bar("Pass", 1.0, "−200 pistettä")),
                            "4 deals")
        box = pygame.Rect(663, 245, 131, 0)
        box.height = coach._chart_height(chart, box.width, 17)
        coach.draw_chart(pygame.Surface((800, 600)), chart, box, 17)
        assert all(box.inflate(-4, -4).contains(rect) for __, rect in drawn), [w for w, r in drawn
                                                                               if not box.contains(r)]
        assert not any(words.endswith("…") for words, __ in drawn)
        assert " ".join(w for w, r in drawn if r.top < box.top + box.height // 3).split()[:3] == title.split()[:3]
    finally:
        theme.use(high_contrast=False, large_print=False)


@pytest.mark.parametrize("language", ["en", "fi"])
def test_a_long_move_in_the_review_takes_the_lines_it_needs(language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Lo-Hi's "Move 1: play the five of spades, the six of spades and the seven of diamonds" on as many lines as
    it takes in the list (its row as tall as they are, a click anywhere on it chooses it) and in the pane's heading,
    none cut (issue 60: the row held one line)."""
    catalogue.use(language)
    app = app_for((800, 600), language, True)
    table = mid_hand(app, "lohi")
    deal, moves = table.session.hand_at_deal()
    review = ReviewScene(app, table, deal, moves, practise=lambda n: None, runner=InPlace(),
                         effort=Effort(deals=2))
    app.push(review)
    review.show_tab(len(review.tabs) - 1)
    row = review.row_rect(0)
    drawn = record(app, monkeypatch)
    mine = [words for __, words, rect in drawn.texts if row.contains(rect)]
    assert len(mine) >= 3 and not drawn.cuts, (mine, drawn.cuts)
    assert "seiska" in " ".join(mine) or "diamonds" in " ".join(mine)
    assert {review.row_at((row.centerx, y)) for y in range(row.top, row.bottom)} == {0}
    heading = [words for __, words, rect in drawn.texts if rect.top < review.detail.top + row.height
               and review.detail.contains(rect)]
    assert len(heading) >= 2, heading
    app.close()


def test_the_imagined_deals_keep_each_name_on_its_row() -> None:
    """Five hands to a deal in a short pane (Koira at six, large print at 800 × 600): fewer deals, their hands in
    columns, rather than names on top of one another (issue 60)."""
    from game.ui.scenes.review_draw import arrange
    plan = arrange(4, 5, 3, pygame.Rect(0, 0, 473, 137), 15, 51, 31)
    assert plan is not None and plan.each >= 15 + 4 and plan.card >= 31
    assert plan.shown == 2 and plan.seat_columns == 2
    roomy = arrange(4, 2, 5, pygame.Rect(0, 0, 606, 313), 10, 33, 31)
    assert roomy is not None and roomy.shown == 4, "two hands to a deal: all four deals, as before"
    assert arrange(4, 5, 3, pygame.Rect(0, 0, 473, 20), 15, 51, 31) is None, "no room for a name: none drawn"
