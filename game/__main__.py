"""``python -m game``: open the app.  ``python -m game --selftest``: check it headless.
``python -m game --version``: print the version (the frozen app's too, so a player or a build can tell which it is).

pygame is imported only after the environment is set, so ``--selftest`` can
pick SDL's dummy video and audio drivers on a machine with no display or sound
card, and the pygame banner stays out of the output.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from .commands import Parser


def main(argv: Sequence[str] | None = None) -> int:
    """The console entry point (``lohai-friends``); returns the exit status."""
    if getattr(sys, "frozen", False):  # in the frozen app, a bots' worker process starts here and never returns
        import multiprocessing
        multiprocessing.freeze_support()
    parser = Parser(prog="python -m game", description="Lohai & Friends: card games.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--selftest", action="store_true",
                        help="headless: load every rule file, open every scene, play a hand of every variant")
    parser.add_argument("--speech-log", metavar="FILE",
                        help="write every spoken line, with its time, to FILE (the setting Speech log keeps one in "
                             "the data folder)")
    parser.add_argument("--first-frame", action="store_true",
                        help="open the window, draw the first frame, print the wall-clock time and exit "
                             "(how lab.bench measures start-up)")
    args = parser.parse_args(argv)
    if args.version:  # print() rather than argparse's own action: a windowed Windows app may have no stdout at all
        from .version import version
        print(f"Lohai & Friends {version()}")
        return 0
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.selftest:
        return selftest()
    return play(frames=1 if args.first_frame else None, speech_log=args.speech_log)


def selftest() -> int:
    """Run the selftest with dummy drivers; a crash becomes a FAIL line and exit status 1."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # headless whether or not there is a display
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        from .ui.scenes.selftest import run
        return run()
    except BaseException as error:  # the contract: never a traceback
        print(f"FAIL selftest: {type(error).__name__}: {error}")
        return 1


def play(frames: int | None = None, speech_log: str | None = None) -> int:
    """Open the window on the title scene and run until it is closed (or ``frames`` were shown); ``speech_log``:
    a file every spoken line is written to."""
    import time
    from pathlib import Path

    import pygame

    from .store import Store
    from .ui.scenes.title import TitleScene
    from .ui.speech.guest import guest_voice
    from .ui.toolkit.app import App
    from .ui.toolkit.settings import load_settings
    from .ui.toolkit.window import kept_size

    store = Store()
    store.sweep()  # the stray temporary files of saves a kill cut short
    settings = load_settings(store)
    app = App(kept_size(settings.window_width, settings.window_height), settings=settings, store=store,
              voices=guest_voice)
    app.voicing.log_to = Path(speech_log).expanduser() if speech_log else None
    store.problems.extend(app.notes)  # the title shows the store's notes ("The smallest window is 800 × 600.")
    if settings.fullscreen and frames is None:
        app.toggle_fullscreen()
    app.push(TitleScene(app, later=True))
    try:
        status = app.run(frames)
        if frames is not None:
            print(f"first-frame {time.time():.6f}", flush=True)
        return status
    finally:
        width, height = app.windowed
        store.save_settings(app.settings.with_(window_width=width, window_height=height,
                                               fullscreen=app.fullscreen).to_dict())
        workers = sys.modules.get("game.ai.worker")  # imported only once a search was asked for
        if workers is not None:
            workers.shutdown()
        pygame.quit()


if __name__ == "__main__":
    sys.exit(main())
