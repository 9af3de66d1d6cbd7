"""Command line: `python -m pyengine games | random-game | replay | hash | simulate | tournament`."""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pyengine.bots import BotSpec, parse_spec
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
        for effect in entry.effects:  # what the step set off by itself, indented under it
            print(f"      - {translate(effect, args.lang, names)}")
    print(translate(match.prompt(), args.lang, names))
    if match.is_over:
        scores = ", ".join(f"{n}: {s:g}" for n, s in zip(names, match.scores(), strict=True))
        print(scores)
    return 0


def cmd_hash(args: argparse.Namespace) -> int:
    """Print the state hash a saved game replays to."""
    print(loads(Path(args.save).read_text(encoding="utf-8")).state_hash())
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    """Play N games with a bot per seat; a summary table (or the JSON) on stdout."""
    from pyengine.bots.arena import simulate

    report = simulate(*_run_arguments(args))
    _emit(args, report, _simulate_table(report))
    return 0


def cmd_tournament(args: argparse.Namespace) -> int:
    """Round-robin between bot configurations with seat rotation; standings with 95% intervals."""
    from pyengine.bots.arena import tournament

    report = tournament(*_run_arguments(args))
    _emit(args, report, _tournament_table(report))
    return 0


def _run_arguments(args: argparse.Namespace) -> tuple[Any, ...]:
    """The arguments simulate and tournament share, in their order, from the command line."""
    return (
        args.game,
        args.bots,
        args.games,
        args.seed,
        args.jobs,
        args.max_actions,
        args.options,
        _progress(args),
        args.scheduler,
    )


def cmd_merge(args: argparse.Namespace) -> int:
    """One report from the JSON reports of a run played in parts; its table (or the JSON)."""
    from pyengine.bots.arena import merge

    reports = [_report(Path(name)) for name in args.reports]
    report = merge(reports)
    table = _simulate_table(report) if report["command"] == "simulate" else _tournament_table(report)
    _emit(args, report, table)
    return 0


def _report(path: Path) -> dict[str, Any]:
    """A simulate or tournament JSON report read from a file, or a ValueError saying why not."""
    try:
        report = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as err:
        raise ValueError(f"{path}: not a simulate or tournament report ({err})") from err
    needed = {"simulate": {"seats", "results"}, "tournament": {"entrants", "games_per_pair", "pairs", "results"}}
    keys = needed.get(str(report.get("command"))) if isinstance(report, dict) else None
    if keys is None or not keys | {"game", "seed", "max_actions"} <= set(report):
        raise ValueError(f"{path}: not a simulate or tournament report")
    return report  # type: ignore[no-any-return]


def _emit(args: argparse.Namespace, report: dict[str, Any], table: list[str]) -> None:
    """Write the JSON to --out, and print the table (or the JSON with --json)."""
    text = json.dumps(report, indent=1)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    print(text if args.json else "\n".join(table))


def _progress(args: argparse.Namespace) -> Any:
    """A progress bar on stderr, or None with --no-progress."""
    if args.no_progress:
        return None

    def show(done: int, total: int) -> None:
        filled = round(30 * done / total)
        end = "\n" if done == total else ""
        print(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{total} games", end=end, file=sys.stderr, flush=True)

    return show


def _interval(rate: dict[str, Any]) -> str:
    low, high = rate["ci95"]
    return f"{rate['rate']:.3f} [{low:.3f}, {high:.3f}]"


def _header(report: dict[str, Any], total: int) -> str:
    median = report["median_length"]
    length = "-" if median is None else f"{median:g}"
    return f"{report['game']}: {total} games, {report['finished']} finished, median length {length} actions"


def _simulate_table(report: dict[str, Any]) -> list[str]:
    columns = f"{'seat':<5} {'bot':<28} {'wins':>5}  {'win rate [95% CI]':<24} s/decision"
    lines = [_header(report, report["games"]), columns]
    for seat, (label, rate) in enumerate(zip(report["seats"], report["win_rates"], strict=True)):
        per = report["seconds_per_decision"][seat]
        lines.append(f"{seat:<5} {label:<28} {rate['wins']:>5}  {_interval(rate):<24} {per:.4f}")
    return lines


def _tournament_table(report: dict[str, Any]) -> list[str]:
    total = sum(p["games"] for p in report["pairs"])
    lines = [_header(report, total), f"{'pairing':<44} {'games':>5} {'draws':>5}  a win rate [95% CI]"]
    for p in report["pairs"]:
        pairing = f"{p['a']} vs {p['b']}"
        lines.append(f"{pairing:<44} {p['games']:>5} {p['draws']:>5}  {_interval(p['a_win'])}")
    lines.append(f"{'standings':<28} {'games':>5} {'wins':>5}  {'win rate [95% CI]':<24} s/decision")
    for row in report["standings"]:
        interval = _interval(row)
        lines.append(
            f"{row['bot']:<28} {row['games']:>5} {row['wins']:>5}  {interval:<24} {row['seconds_per_decision']:.4f}"
        )
    return lines


def _spec(text: str) -> BotSpec:
    try:
        return parse_spec(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def _option(text: str) -> tuple[str, Any]:
    name, sep, value = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"expected name=value, got {text!r}")
    try:
        return name, json.loads(value)
    except json.JSONDecodeError:
        return name, value  # a bare word is a string choice


def _add_bot_game_arguments(cmd: argparse.ArgumentParser, games_help: str) -> None:
    cmd.add_argument("game")
    cmd.add_argument("--bots", nargs="+", type=_spec, required=True, metavar="SPEC", help="kind[:level][,k=v...]")
    cmd.add_argument("--games", type=int, default=10, help=games_help)
    cmd.add_argument("--seed", type=int, default=0, help="first game seed (games use seed, seed+1, ...)")
    cmd.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    cmd.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="a Dask distributed scheduler (tcp://host:8786) whose workers play the games instead of --jobs"
        ' (needs pip install "dask[distributed]")',
    )
    cmd.add_argument("--max-actions", type=int, default=3000, help="player actions before a game counts as unfinished")
    cmd.add_argument("--option", dest="option_pairs", action="append", type=_option, default=[], metavar="NAME=VALUE")
    cmd.add_argument("--out", help="also write the JSON report to this file")
    cmd.add_argument("--json", action="store_true", help="print the JSON report instead of the table")
    cmd.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")


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
    sim = sub.add_parser("simulate", help="N games with a bot per seat (as many seats as --bots)")
    _add_bot_game_arguments(sim, "number of games")
    sim.set_defaults(run=cmd_simulate)
    tour = sub.add_parser("tournament", help="round-robin between bot configurations (2 seats, rotated)")
    _add_bot_game_arguments(tour, "games per pairing (each seed played with both seatings)")
    tour.set_defaults(run=cmd_tournament)
    merge = sub.add_parser("merge", help="one report from simulate or tournament reports played in parts")
    merge.add_argument("reports", nargs="+", metavar="REPORT")
    merge.add_argument("--out", help="also write the merged JSON report to this file")
    merge.add_argument("--json", action="store_true", help="print the JSON report instead of the table")
    merge.set_defaults(run=cmd_merge)
    from pyengine.scenarios.cli import add_render_command  # scenarios: static SVG export

    add_render_command(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; bad saves and options print their reason and exit with status 2."""
    args = build_parser().parse_args(argv)
    args.options = dict(getattr(args, "option_pairs", []))
    try:
        return int(args.run(args))
    except SpacetableError as err:
        print(f"error: {translate(err.reason, 'en')}", file=sys.stderr)
        return 2
    except (OSError, ValueError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
