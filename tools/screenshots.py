"""Screenshots of every game's table, to look at: `make screenshots` (PNGs in screenshots/, git-ignored).

    python tools/screenshots.py [--out screenshots] [--games first_landing,...] [--sizes 390x844,...] [--lang es]

For each game, positions are played in CPython by a seeded chooser (setup: the first decision;
mid-game; a hand-off; the end), stored as saves in the page's localStorage before it boots, and
opened from the home page at each viewport (phones and tablets as touch screens). Each PNG is
what the player sees without scrolling; `-full` variants show the whole page. The coach is photographed
too: the mid-game hint (`-hint`, worked out in the bot worker) and the end's review (`-review`).
`--lang es` photographs the Spanish interface (file names end in `-es`).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from spacetable_web.storage import MemoryStore, SaveStore  # type: ignore[import-not-found]  # noqa: E402

from pyengine.core import Match  # noqa: E402
from pyengine.core.declaration import Screenshots  # noqa: E402
from pyengine.core.registry import declaration_of, declarations, get_game  # noqa: E402
from pyengine.core.table import table_of  # noqa: E402
from tools.build import build  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
PREFIX = "/spacetable/"
SIZES = ("390x844", "820x1180", "1180x820", "1366x900")
# The games that declare what to photograph (core/declaration.py, `Screenshots`: seats, how far mid-game is).
GAMES = tuple(d.game_id for d in declarations() if d.screenshots is not None)
SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bruno", "color": "blue"}, {"name": "Carla", "color": "yellow"}]
SEATS += [{"name": "Dani", "color": "green"}, {"name": "Eva", "color": "purple"}]
MAX_STEPS = 20_000  # a random game longer than this is cut short (never seen)
ACT = '.actions [data-command="act"]'  # the status bar's move buttons
COACH_MS = 180_000  # the bot worker boots its own Pyodide before the first hint or review


@dataclass(frozen=True)
class Position:
    """A named position of one game, stored as a save."""

    game: str
    name: str  # setup | mid | handoff | end
    match: Match


def settle(match: Match) -> Match:
    """Play the chance steps until a player decides (or the game ends)."""
    while match.to_move < 0 and not match.is_over:
        match = match.advance()
    return match


def played(match: Match, chooser: random.Random, steps: int) -> Match:
    """`steps` seeded random player decisions on from `match` (fewer if the game ends)."""
    for _ in range(steps):
        match = settle(match)
        if match.is_over:
            break
        busy = [a for a in match.legal_actions() if a.get("type") not in ("pass", "end_turn")]
        match = match.apply(chooser.choice(busy if busy and chooser.random() < 0.8 else match.legal_actions()))
    return settle(match)


def handed_over(match: Match, chooser: random.Random) -> Match:
    """Play on until the decision passes to another player (what the hand-over card is for)."""
    mover = match.to_move
    for _ in range(MAX_STEPS):
        match = played(match, chooser, 1)
        if match.is_over or match.to_move != mover:
            break
    return match


def seats_for(game: str, count: int) -> list[dict[str, Any]]:
    """The first `count` seats, each in the colour its game's default choices fix (a Migration: Mars
    player is their faction's colour), as the setup form makes them."""
    table = table_of(get_game(game))
    defaults = table.seat_defaults(count)
    return [{**seat, "color": table.seat_color(defaults[i]) or seat["color"]} for i, seat in enumerate(SEATS[:count])]


def plan(game: str) -> Screenshots:
    """What the game declares to photograph (the defaults for a game that declares nothing)."""
    declared = declaration_of(game)
    return declared.screenshots if declared is not None and declared.screenshots is not None else Screenshots()


def positions(game: str, seed: int = 7) -> Iterator[Position]:
    """The setup, mid-game, hand-off and end positions of one game."""
    chooser = random.Random(seed)
    shots = plan(game)
    match = settle(Match.new(game, seats_for(game, shots.players), seed=seed))
    yield Position(game, "setup", match)
    match = played(match, chooser, shots.mid_game)
    yield Position(game, "mid", match)
    yield Position(game, "handoff", handed_over(match, chooser))
    yield Position(game, "end", played(match, chooser, MAX_STEPS))


def stored(found: list[Position]) -> tuple[dict[str, str], dict[str, str]]:
    """localStorage items holding every position as a save, and each position's save id."""
    memory = MemoryStore()
    store = SaveStore(memory)
    ids = {}
    for number, position in enumerate(found):
        save_id = store.new_id(1_700_000_000 + number)
        store.write(save_id, position.match, 1_700_000_000 + number)
        ids[f"{position.game}-{position.name}"] = save_id
    return dict(memory.items), ids


SEED_STORAGE = (  # an init script: runs in every frame, and about:blank has no storage to read
    "items => { try { if (!localStorage.length) "
    "for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); } catch (e) {} }"
)


def shoot(base_url: str, out: Path, sizes: list[str], found: list[Position], lang: str = "en") -> list[Path]:
    """Open every position at every size and write the PNGs."""
    items, ids = stored(found)
    written = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        for size in sizes:
            width, height = (int(n) for n in size.split("x"))
            touch = width < 1300
            context = browser.new_context(
                viewport={"width": width, "height": height},
                has_touch=touch,
                is_mobile=touch,
                service_workers="block",
                reduced_motion="reduce",
                locale=lang,
            )
            context.add_init_script(f"({SEED_STORAGE})({json.dumps(items)})")
            page = context.new_page()
            page.goto(base_url + "index.html#settings", wait_until="domcontentloaded")
            page.wait_for_function("document.documentElement.dataset.ready === '1'", timeout=180_000)
            suffix = "" if lang == "en" else f"-{lang}"
            written += shoot_home(page, out, size + suffix)
            for position in found:
                written += shoot_position(page, out, size + suffix, position, ids[f"{position.game}-{position.name}"])
            context.close()
        browser.close()
    return written


def shoot_home(page: Page, out: Path, size: str) -> list[Path]:
    """The home page (the list of games and the saves)."""
    page.click('[data-command="back"]')
    page.wait_for_selector('#app[data-screen="home"]')
    path = out / f"home-{size}.png"
    page.screenshot(path=str(path))
    return [path]


def shoot_position(page: Page, out: Path, size: str, position: Position, save_id: str) -> list[Path]:
    """Resume one save from the home page and photograph the table (and the hand-over card)."""
    p = page
    if p.locator('[data-command="home"]').count():
        p.click('[data-command="home"]')
    p.click(f'[data-command="resume"][data-arg="{save_id}"]')
    p.wait_for_selector('#app[data-screen="table"]', timeout=120_000)  # a game's code loads when first opened
    written = []
    stem = f"{position.game}-{position.name}-{size}"
    if p.locator(".curtain").count():
        if position.name == "handoff":
            written.append(out / f"{stem}-card.png")
            p.screenshot(path=str(written[-1]))
        p.click('[data-command="reveal"]')
        p.wait_for_selector("#board", state="attached")  # a trade being built on a phone hides the map
    p.mouse.move(0, 0)  # no hover card from where the last click left the pointer
    p.wait_for_timeout(150)
    written.append(out / f"{stem}.png")
    p.screenshot(path=str(written[-1]))
    written.append(out / f"{stem}-full.png")
    p.screenshot(path=str(written[-1]), full_page=True)
    breakdown = p.locator(".results details.breakdown > summary")
    if position.name == "end" and breakdown.count():  # the score's parts are folded: open them
        breakdown.click()
        p.locator(".results details.breakdown").scroll_into_view_if_needed()
        written.append(out / f"{stem}-breakdown.png")
        p.screenshot(path=str(written[-1]))
    return written + shoot_coach(p, out, stem, position)


def shoot_coach(p: Page, out: Path, stem: str, position: Position) -> list[Path]:
    """The coach: a hint asked mid-game (then closed), the review at the end."""
    if position.name == "mid" and not p.locator('[data-command="hint"]').count() and p.locator(ACT).count() == 1:
        p.click(ACT)  # a decision with one move has no hint (the roll): take it, then ask
        p.wait_for_timeout(300)
    if position.name == "mid" and p.locator('[data-command="hint"]').count():
        p.click('[data-command="hint"]')
        p.wait_for_selector(".hint-choice", timeout=COACH_MS)
        p.locator(".hint-box").scroll_into_view_if_needed()
        p.screenshot(path=str(out / f"{stem}-hint.png"))
        p.click('[data-command="hint-close"]')
        return [out / f"{stem}-hint.png"]
    if position.name == "end" and p.locator(".review").count():
        p.wait_for_selector(".review-chart svg", timeout=COACH_MS)
        p.locator(".review").scroll_into_view_if_needed()
        p.screenshot(path=str(out / f"{stem}-review.png"))
        return [out / f"{stem}-review.png"]
    return []


def main(argv: list[str] | None = None) -> int:
    """Build the site, serve it, play the positions and photograph them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "screenshots"))
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--dist", default=str(ROOT / ".build" / "screenshots-site"))
    parser.add_argument("--lang", default="en", choices=("en", "es"))
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    found = [p for game in args.games.split(",") for p in positions(game)]
    site = build(Path(args.dist)).out
    with serve_in_thread(site, prefix=PREFIX) as origin:
        written = shoot(origin + PREFIX, out, args.sizes.split(","), found, args.lang)
    print(f"{len(written)} screenshots in {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
