"""``python -m game.listen``: one hand played by ear (see :mod:`game.listen`)."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from ..commands import Parser, command, whole
from ..sim import MAX_PLAYERS, MAX_SEED


def main(argv: Sequence[str] | None = None) -> int:
    parser = Parser(prog="python -m game.listen", description=__doc__)
    parser.add_argument("--game", required=True, help="the game (oh_hell, lohai, laus, lohi, koira, or a rule file)")
    parser.add_argument("--variant", help="a variant of the game (its default when not given)")
    parser.add_argument("--players", type=whole(2, MAX_PLAYERS), help=f"2 to {MAX_PLAYERS}, as the game allows")
    parser.add_argument("--seed", type=whole(0, MAX_SEED), default=1, help="0 to 2**64 - 1")
    parser.add_argument("--lang", default="en", help="the language the table speaks (en, fi)")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # headless, whatever the machine has
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ..engine import RuleFileError
    from . import listen
    try:
        heard = listen(args.game, args.variant, args.players, args.seed, args.lang)
    except (RuleFileError, ValueError) as error:
        print(f"python -m game.listen: {error}", file=sys.stderr)
        return 2
    for silence in heard.silences:
        print(f"silence: {silence}", file=sys.stderr)
    for wrong in heard.wrong:
        print(f"wrong fact: {wrong.line!r}; the table shows {wrong.truth}", file=sys.stderr)
    done = "finished" if heard.finished else "not finished"
    print(f"listened: {args.game} hand {done}, {heard.decisions} decisions, {len(heard.silences)} silences, "
          f"{len(heard.wrong)} wrong facts")
    return 0 if heard.clean else 1


if __name__ == "__main__":
    sys.exit(command(main))
