"""``python -m game.rules check FILE…``: validate rule files the way the app does.

Prints every problem as ``file:line key.path: message`` and exits 1 if any file
has one; prints ``ok`` lines and exits 0 otherwise.  Never a traceback: the
loader explains every problem it knows of, and anything it did not foresee is
still reported as a line about that file, so one bad file never hides the
verdict on the others.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from .commands import Parser, command
from .engine.quoting import shown
from .engine.rules import RuleFileError, RuleSet, load_rules


def verdict(path: str | Path) -> RuleSet | list[str]:
    """The rules in the file at ``path``, or its problems as ``file:line key: message`` lines.

    The one judgement of a rule file: this command and the app's list of games (house rules included)
    both ask it, so a file is refused in the same words wherever it is met.
    """
    try:
        return load_rules(path)
    except RuleFileError as error:
        return [str(problem) for problem in error.problems]
    except Exception as error:  # the loader's own bug: still a verdict on this file, never a traceback
        return [f"{path}:1 (file): could not be checked ({type(error).__name__}: {shown(str(error), 120)})"]


def check_one(path: str) -> list[str]:
    """The problems of the file at ``path``, or its ``ok`` line."""
    found = verdict(path)
    return [ok_line(path, found)] if isinstance(found, RuleSet) else found


def ok_line(path: str, rules: RuleSet) -> str:
    count = len(rules.variants)
    return f"{path}: ok ({rules.title}, {count} variant{'s' if count != 1 else ''})"


def check(paths: Sequence[str]) -> int:
    failed = False
    for path in paths:
        lines = check_one(path)
        failed = failed or not lines[-1].startswith(f"{path}: ok")
        for line in lines:
            print(line)
    return 1 if failed else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = Parser(prog="python -m game.rules", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    checker = sub.add_parser("check", help="validate rule files")
    checker.add_argument("files", nargs="+")
    args = parser.parse_args(argv)
    return check(args.files)


if __name__ == "__main__":
    sys.exit(command(main))
