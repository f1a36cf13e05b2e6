"""``python -m game.rules check FILE…``: validate rule files the way the app does.

Prints every problem as ``file:line key.path: message`` and exits 1 if any file
has one; prints ``ok`` lines and exits 0 otherwise.  Never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .engine.rules import RuleFileError, load_rules


def check(paths: Sequence[str]) -> int:
    failed = False
    for path in paths:
        try:
            rules = load_rules(path)
        except RuleFileError as error:
            failed = True
            for problem in error.problems:
                print(problem)
            continue
        count = len(rules.variants)
        print(f"{path}: ok ({rules.title}, {count} variant{'s' if count != 1 else ''})")
    return 1 if failed else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.rules", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    checker = sub.add_parser("check", help="validate rule files")
    checker.add_argument("files", nargs="+")
    args = parser.parse_args(argv)
    return check(args.files)


if __name__ == "__main__":
    sys.exit(main())
