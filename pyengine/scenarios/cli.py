"""`python -m pyengine render SCENARIO [--step N | --all] [--lang es|en] --out DIR`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from pyengine.i18n import LANGUAGES


def cmd_render(args: argparse.Namespace) -> int:
    """Write standalone SVG files of a scenario's steps (default: the last step)."""
    from pyengine.scenarios import load_file
    from pyengine.scenarios.render import export

    scenario = load_file(args.scenario)
    if args.all:
        steps = list(range(scenario.length + 1))
    else:
        steps = [scenario.clamp(scenario.length if args.step is None else args.step)]
    lang = args.render_lang or args.lang
    for path in export(scenario, Path(args.out), steps, lang, Path(args.scenario).stem):
        print(path)
    return 0


def add_render_command(sub: Any) -> None:
    """Register the `render` subcommand on the CLI's subparsers."""
    cmd = sub.add_parser("render", help="write a scenario's steps as standalone SVG files")
    cmd.add_argument("scenario", help="a scenario JSON file")
    which = cmd.add_mutually_exclusive_group()
    which.add_argument("--step", type=int, help="this step only (0 = the start position; default: the last)")
    which.add_argument("--all", action="store_true", help="every step, the start position included")
    cmd.add_argument("--lang", dest="render_lang", choices=LANGUAGES, default=None, help="caption language")
    cmd.add_argument("--out", required=True, help="folder for the .svg files")
    cmd.set_defaults(run=cmd_render)
