"""Command line: `python -m pyengine games | random-game | replay | hash`."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from pyengine.core import Match, SpacetableError
from pyengine.core.registry import all_games
from pyengine.core.saves import dumps, loads
from pyengine.i18n import LANGUAGES, translate


def cmd_games(args: argparse.Namespace) -> int:
    """List the registered games."""
    for game in all_games():
        meta = game.meta
        name = translate(meta.name, args.lang)
        print(f"{meta.id:20} {name:24} {meta.min_players}-{meta.max_players} players")
    return 0


def cmd_random_game(args: argparse.Namespace) -> int:
    """Play random legal moves to the end and print (or write) the save."""
    chooser = random.Random(args.seed)
    match = Match.new(args.game, args.players, seed=args.seed)
    while not match.is_over:
        match = match.apply(chooser.choice(match.legal_actions()))
    text = dumps(match)
    if args.out:
        Path(args.out).write_text(text, encoding="utf-8")
    else:
        print(text)
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    """Print the log of a saved game in a language."""
    match = loads(Path(args.save).read_text(encoding="utf-8"))
    names = [s["name"] for s in match.seats]
    for number, entry in enumerate(match.entries, start=1):
        print(f"{number:4}. {translate(entry.text, args.lang, names)}")
    print(translate(match.prompt(), args.lang, names))
    if match.is_over:
        scores = ", ".join(f"{n}: {s:g}" for n, s in zip(names, match.scores(), strict=True))
        print(scores)
    return 0


def cmd_hash(args: argparse.Namespace) -> int:
    """Print the state hash a saved game replays to."""
    print(loads(Path(args.save).read_text(encoding="utf-8")).state_hash())
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser."""
    parser = argparse.ArgumentParser(prog="python -m pyengine", description=__doc__)
    parser.add_argument("--lang", choices=LANGUAGES, default="en")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("games", help="list the games").set_defaults(run=cmd_games)
    rnd = sub.add_parser("random-game", help="play random legal moves to the end; print the save")
    rnd.add_argument("game")
    rnd.add_argument("--players", type=int, default=2)
    rnd.add_argument("--seed", type=int, default=0)
    rnd.add_argument("--out")
    rnd.set_defaults(run=cmd_random_game)
    for name, run, help_text in (("replay", cmd_replay, "print a saved game's log"), ("hash", cmd_hash, "state hash")):
        cmd = sub.add_parser(name, help=help_text)
        cmd.add_argument("save")
        cmd.set_defaults(run=run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; bad saves and options print their reason and exit with status 2."""
    args = build_parser().parse_args(argv)
    try:
        return int(args.run(args))
    except (SpacetableError, OSError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
