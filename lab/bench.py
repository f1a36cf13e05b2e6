"""``python -m lab.bench [--json]``: how fast the engine plays, measured, never asserted.

Reports random playouts (whole hands, legal actions chosen at random through
the public API) per second for each game, and determinizations per second,
the two numbers search speed is built on, and the search's own iterations per
second (ISMCTS with rule-bot rollouts, from positions through a hand); then the table scene's frame time
while cards move (dummy video driver, computer seats only) and the start-up
time from process start to the first frame drawn, and the frame time while Hard
seats think (in the worker processes).  Budgets live in DESIGN.md.

Three reports run on request only, being slow or needing more than the app: ``--claims N``, the worst
claim check over ``N`` positions of every game with claims and of the house rules (:mod:`lab.claim_bench`);
``--house NAME``, the frame time of a computer-only table playing a house rule's hands to the end
(:func:`house_frame_ms`), where every claim a computer seat considers is checked; and ``--peer``, random Oh
Hell hands against OpenSpiel's C++ engine through its binding, side by side (:mod:`lab.peer_bench`).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from game.commands import command
from game.engine import load_rules, new_match
from game.games import all_games

from .arena import PeerMissing


def cases(games: Sequence[str] | None = None) -> list[tuple[str, str | None, int]]:
    """Every table the registry (:mod:`game.games`) asks the bench to time: game, variant, players.

    ``games`` keeps only those games (in the registry's order); an unknown name is a ``ValueError``.
    """
    known = [spec.name for spec in all_games()]
    unknown = [name for name in games or () if name not in known]
    if unknown:
        raise ValueError(f"unknown game '{unknown[0]}' (known: {', '.join(known)})")
    return [(spec.name, case.variant, case.players) for spec in all_games() for case in spec.bench
            if games is None or spec.name in games]


def playouts_per_second(game: str, variant: str | None, players: int, seconds: float) -> float:
    """Random hands completed per second, dealing included."""
    rules = load_rules(game)
    rng = random.Random(1)
    hands, seed = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = new_match(rules, variant, players, seed).state
        seed += 1
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
        hands += 1
    return hands / (time.perf_counter() - start)


def determinizations_per_second(game: str, variant: str | None, players: int, seconds: float) -> float:
    rules = load_rules(game)
    rng = random.Random(2)
    state = new_match(rules, variant, players, 3).state
    for _ in range(players + 2):
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player or 0
    view = state.view(seat)
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        view.determinize(rng)
        count += 1
    return count / (time.perf_counter() - start)


def search_iterations_per_second(game: str, variant: str | None, players: int, seconds: float) -> float:
    """ISMCTS iterations per second, averaged over positions spread through seeded hands.

    Early positions cost most (the rollout plays the whole hand), so the
    positions are every third decision of whole hands, not just the first.
    """
    from game.ai import Budget, SearchBot

    rules = load_rules(game)
    bot = SearchBot("medium", rules, clock=time.perf_counter)
    rng = random.Random(4)
    positions = []
    for seed in range(3):
        state = new_match(rules, variant, players, seed).state
        step = 0
        while not state.is_over():
            if step % 3 == 0 and len(state.legal_actions()) > 1:
                positions.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
            step += 1
    per = Budget(seconds=seconds / len(positions), iterations=100_000)
    iterations, start = 0, time.perf_counter()
    for state in positions:
        bot.choose(state.view(state.current_player or 0), rng, per)
        iterations += bot.last.iterations if bot.last else 0
    return iterations / (time.perf_counter() - start)


def hard_decision_ms(game: str, variant: str | None, players: int, decisions: int = 5) -> dict[str, float]:
    """Milliseconds Hard takes per real decision (its one-second search on the real clock).

    A handful of positions with a choice to make, spread through seeded hands;
    the time runs from asking for the seat's view to having the action, as the
    table's worker would see it.  The budget is p95 <= 1,000 ms.
    """
    from game.ai import make_bot

    rules = load_rules(game)
    bot = make_bot("hard", rules, clock=time.perf_counter)
    rng = random.Random(6)
    states = []
    for seed in range(decisions):
        state = new_match(rules, variant, players, 100 + seed).state
        for _ in range(rng.randrange(4 * players)):
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
        while not state.is_over() and len(state.legal_actions()) < 2:
            state.apply(state.legal_actions()[0])
        if not state.is_over():
            states.append(state)
    took: list[float] = []
    for state in states:
        start = time.perf_counter()
        bot.choose(state.view(state.current_player or 0), rng)
        took.append((time.perf_counter() - start) * 1000)
    return {"p50": round(statistics.median(took or [0.0]), 1), "p95": round(_percentile(took, 0.95), 1)}


def _percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))] if ordered else 0.0


def table_frame_ms(frames: int = 900, size: tuple[int, int] = (1280, 800), players: int = 4,
                   seed: int = 5) -> dict[str, float]:
    """Milliseconds of update + draw per table frame in a computer-only Oh Hell match at normal speed.

    Frames are run back to back with a 60 fps ``dt`` (the real loop would then
    wait in ``clock.tick``); only frames with cards in motion count towards
    ``p50``/``p95``/``max``, all frames towards ``all_p95``.  Between hands the
    summary is dismissed as a player would, so the cards keep moving.
    """
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.seating import MatchSetup
    from game.ui.table.scene import TableScene
    from game.ui.toolkit.app import App

    app = App(size)
    table = TableScene(app, MatchSetup(load_rules("oh_hell"), "classic", ("rule",) * players, seed))
    app.push(table)
    moving: list[float] = []
    every: list[float] = []
    for _ in range(frames):
        if table.summary is not None and table.tally.progress >= 1.0:
            table.press_summary("again" if table.match.is_over() else "next")
            table = app.top if isinstance(app.top, TableScene) else table
        busy = table.model.busy
        start = time.perf_counter()
        app.frame(1 / 60)
        took = (time.perf_counter() - start) * 1000
        every.append(took)
        if busy or table.model.busy:
            moving.append(took)
    app.close()
    pygame.display.quit()
    return {"p50": round(statistics.median(moving or [0.0]), 2), "p95": round(_percentile(moving, 0.95), 2),
            "max": round(max(moving or [0.0]), 2), "all_p95": round(_percentile(every, 0.95), 2),
            "frames_in_motion": float(len(moving))}


def thinking_frame_ms(seconds: float = 6.0, level: str = "hard", size: tuple[int, int] = (1280, 800),
                      players: int = 4, seed: int = 5) -> dict[str, float]:
    """Milliseconds per table frame while computer seats of ``level`` think, frames paced at 60 a second.

    Every seat is a computer of ``level``, so nearly always someone is
    searching (in the worker processes); frames are paced like the real loop,
    which leaves the search its core.  Only frames drawn while a search runs
    count; ``decisions`` says how many searches they spanned.
    """
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.ai import worker
    from game.seating import MatchSetup
    from game.ui.table.scene import TableScene
    from game.ui.toolkit.app import App

    app = App(size)
    table = TableScene(app, MatchSetup(load_rules("oh_hell"), "classic", (level,) * players, seed))
    app.push(table)
    thinking: list[float] = []
    keys: set[object] = set()
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        if table.summary is not None and table.tally.progress >= 1.0:
            table.press_summary("again" if table.match.is_over() else "next")
            table = app.top if isinstance(app.top, TableScene) else table
        start = time.perf_counter()
        app.frame(1 / 60)
        took = (time.perf_counter() - start) * 1000
        if table.seats.runner.thinking:
            thinking.append(took)
            keys.add(table.seats.runner.key)
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - start)))
    app.close()
    worker.shutdown()
    pygame.display.quit()
    return {"p50": round(statistics.median(thinking or [0.0]), 2), "p95": round(_percentile(thinking, 0.95), 2),
            "max": round(max(thinking or [0.0]), 2), "frames_while_thinking": float(len(thinking)),
            "decisions": float(len(keys))}


def house_frame_ms(house: str = "lohai hand_size {4: 5}", hands: int = 10, level: str = "rule", players: int = 4,
                   seed: int = 5, size: tuple[int, int] = (1280, 800)) -> dict[str, float]:
    """Milliseconds per table frame while computer seats of ``level`` play ``hands`` hands of a house rule
    (:data:`lab.claim_bench.HOUSE_RULES`) at normal speed, frames paced at 60 a second as in the window.

    Every frame counts, the slow ones most: ``max`` is the longest, ``over_100`` how many took longer than
    100 ms; ``claims_checked`` how many claims the computer seats had checked on the way.
    """
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.ai import worker
    from game.seating import MatchSetup
    from game.ui.table.scene import TableScene
    from game.ui.toolkit.app import App
    from game.ui.toolkit.settings import Settings

    from .claim_bench import HOUSE_RULES, house_rules

    rules = house_rules(*HOUSE_RULES[house])
    app = App(size, Settings(sound=False))
    table = TableScene(app, MatchSetup(rules, rules.default_variant, (level,) * players, seed))
    app.push(table)
    took: list[float] = []
    played, asked, checks = 0, None, 0
    begun = time.perf_counter()
    while played < hands:
        if table.summary is not None and table.tally.progress >= 1.0:
            played += 1
            table.press_summary("again" if table.match.is_over() else "next")
            table = app.top if isinstance(app.top, TableScene) else table
        start = time.perf_counter()
        app.frame(1 / 60)
        took.append((time.perf_counter() - start) * 1000)
        if table.claims.asked is not None and table.claims.asked != asked:
            checks += 1
        asked = table.claims.asked
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - start)))
    seconds = time.perf_counter() - begun
    app.close()
    worker.shutdown()
    pygame.display.quit()
    return {"max": round(max(took), 2), "p95": round(_percentile(took, 0.95), 2),
            "p50": round(statistics.median(took), 2), "over_100": float(sum(ms > 100 for ms in took)),
            "frames": float(len(took)), "hands": float(played), "claims_checked": float(checks),
            "seconds": round(seconds, 1)}


def startup_seconds(runs: int = 3) -> dict[str, float]:
    """Seconds from starting ``python -m game`` to its first frame drawn, in fresh processes."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    times: list[float] = []
    for _ in range(runs):
        start = time.time()
        done = subprocess.run([sys.executable, "-m", "game", "--first-frame"], capture_output=True, text=True,
                              env=env, timeout=60, check=False)
        stamp = next((line.split()[1] for line in done.stdout.splitlines() if line.startswith("first-frame ")), None)
        if done.returncode != 0 or stamp is None:
            raise RuntimeError(f"python -m game --first-frame failed: {done.stderr.strip()[-300:]}")
        times.append(float(stamp) - start)
    return {"median": round(statistics.median(times), 3), "max": round(max(times), 3)}


def idle_cpu_share(seconds: float = 2.0) -> dict[str, float]:
    """The processor share the app's own loop takes while nothing happens: on the title, and at a table
    waiting for the player's move; each also with the idle wait turned off (every frame drawn), side by side
    in one run, so the saving is a ratio on the same machine at the same moment."""
    from game.engine import load_rules
    from game.seating import MatchSetup
    from game.ui.scenes.title import TitleScene
    from game.ui.table.scene import TableScene
    from game.ui.toolkit import app as app_module
    from game.ui.toolkit.app import App, Scene

    def share(make: Callable[[App], Scene], waits: bool) -> float:
        app = App((1280, 800))
        scene = make(app)
        app.push(scene)
        for _ in range(600):  # let a table reach the player's turn, at full speed
            if scene.still:
                break
            if isinstance(scene, TableScene):
                scene.seats.runner.wait(0.2)
                scene.claims.wait(0.2)
            app.frame(0.5, draw=False)
        rest = app.rest if waits else (lambda: None)
        cpu, start = time.process_time(), time.perf_counter()
        while time.perf_counter() - start < seconds:
            rest()
            app.frame(min(app.clock.tick(app_module.FPS) / 1000.0, 0.1))
        return (time.process_time() - cpu) / (time.perf_counter() - start)

    def table(app: App) -> Scene:
        return TableScene(app, MatchSetup(load_rules("oh_hell"), "classic", (None, "rule", "rule", "rule"), 3))

    out: dict[str, float] = {}
    for name, make in (("title", TitleScene), ("table", table)):
        busy, idle = share(make, waits=False), share(make, waits=True)
        out[f"{name} drawn"] = round(busy, 3)
        out[f"{name} waits"] = round(idle, 3)
    return out


def measure(seconds: float, ui: bool = True, games: Sequence[str] | None = None) -> dict[str, Any]:
    """Every number the bench reports; ``games`` limits the engine numbers to those games."""
    out: dict[str, Any] = {"playouts_per_second": {}, "determinizations_per_second": {},
                           "search_iterations_per_second": {}}
    chosen = cases(games)
    for game, variant, players in chosen:
        key = f"{game}/{players}p"
        out["playouts_per_second"][key] = round(playouts_per_second(game, variant, players, seconds), 1)
        out["determinizations_per_second"][key] = round(
            determinizations_per_second(game, variant, players, seconds / 2), 1)
        out["search_iterations_per_second"][key] = round(
            search_iterations_per_second(game, variant, players, seconds), 1)
    out["hard_decision_ms"] = {f"{game}/{players}p {name}": value for game, variant, players in chosen
                               for name, value in hard_decision_ms(game, variant, players).items()}
    if ui:
        frames = max(120, round(seconds * 450))
        out["table_frame_ms_1280x800"] = table_frame_ms(frames)
        out["table_frame_ms_1920x1080_8p"] = table_frame_ms(frames, (1920, 1080), players=8)
        out["table_frame_ms_while_hard_thinks"] = thinking_frame_ms(max(4.0, seconds * 3))
        out["startup_seconds"] = startup_seconds()
        out["idle_cpu_share"] = idle_cpu_share(max(1.0, seconds))
    return out


def extra(args: argparse.Namespace) -> dict[str, Any] | None:
    """The report asked for instead of the usual ones (``--claims``, ``--house``, ``--peer``), if any."""
    if args.peer:
        from .peer_bench import peer_speed

        return {"oh_hell_random_hands_against_openspiel": peer_speed(args.seconds)}
    if args.claims is not None:
        from .claim_bench import worst_claim_checks

        if args.claims < 1:
            raise ValueError("--claims needs one position at least")
        return {"worst_claim_check": worst_claim_checks(args.claims)}
    if args.house is not None:
        from game.levels import LEVELS

        from .claim_bench import HOUSE_RULES

        if args.level not in LEVELS:
            raise ValueError(f"unknown level {args.level!r} (known: {', '.join(LEVELS)})")
        if args.house not in HOUSE_RULES:
            raise ValueError(f"unknown house rule {args.house!r} (known: {', '.join(HOUSE_RULES)})")
        return {f"house_frame_ms {args.house} {args.level}": house_frame_ms(args.house, args.hands, args.level)}
    return None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab.bench", description=__doc__)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    parser.add_argument("--no-ui", action="store_true", help="engine numbers only: no table frames, no start-up")
    parser.add_argument("--games", help="comma separated: time only these games' engines (default: every game)")
    parser.add_argument("--claims", type=int, metavar="N",
                        help="instead: the worst claim check over N positions of each game and house rule")
    parser.add_argument("--house", metavar="NAME",
                        help="instead: the frame time while computer seats play a house rule's hands "
                             "(e.g. 'lohai hand_size {4: 5}')")
    parser.add_argument("--peer", action="store_true",
                        help="instead: random Oh Hell hands a second, ours against OpenSpiel's C++ engine through "
                             "its binding, side by side (needs the [peer] extra)")
    parser.add_argument("--hands", type=int, default=10, help="hands the --house table plays")
    parser.add_argument("--level", default="rule", help="the computer seats' level at the --house table")
    args = parser.parse_args(argv)
    games = [name.strip() for name in args.games.split(",") if name.strip()] if args.games else None
    try:
        report = extra(args) or measure(args.seconds, ui=not args.no_ui, games=games)
    except (ValueError, PeerMissing) as error:
        print(f"lab.bench: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report))
        return 0
    for section, values in report.items():
        print(section.replace("_", " "))
        for key, value in values.items():
            if isinstance(value, dict):  # a report by game (the claim checks)
                print(f"  {key}")
                print("\n".join(f"    {name:<14} {number:>12,.1f}" for name, number in value.items()))
            else:
                print(f"  {key:<16} {value:>12,.2f}" if section.startswith(("table", "startup", "house"))
                      else f"  {key:<26} {value:>10,.{3 if key.startswith('ratio') else 1}f}"
                      if section.endswith("openspiel") else f"  {key:<14} {value:>12,.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(command(main))
