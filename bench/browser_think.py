"""How long a hint and a `hard` bot take in the browser: Pyodide in Chromium, in the bot worker, on
every game's bench position (docs/bots.md, "Hint and hard in the browser").

    python tools/build.py && python bench/browser_think.py [--games first_landing,...] [--repeats 3]
        [--decisions 4] [--out bench/results/browser-think.json]

Per game, one page opens `index.html#bench/<game>` (the mid-game position the tap bench opens) and:
- asks the Hint (the control a person taps) once to load the game's zip into the worker, then
  `--repeats` times more, each after closing the last one: the same position and hint seed, so the
  same search each time;
- hands every seat to `mcts:hard` (the panel's selects, pace instant) and watches `--decisions`
  decisions from there (the game moves on: mid-game positions after the bench's).
Each request to the worker is timed three ways: in the worker (the reply's `ms`, from the request's
arrival: the save replayed, the search in 50 ms slices, the reply) and on the page (from the
request to the reply, what a person waits), and by the worker thread's CPU seconds (Linux /proc:
what a quiet machine would wait; the wall clock of a loaded one is several times more). A slow phone
is about four times the CPU figure: DevTools' CPU throttling is a page's, not its worker's (sent to
the worker's target it changed nothing measurable), so it is not measured here.
Prints one JSON line per game and writes them all to `--out`.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import PREFIX, READY, browser  # noqa: E402

from pyengine.core.registry import all_metas, declaration_of  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

WAIT_MS = 300_000  # a first hint on a loaded machine (the worker replays the save) can take a minute
# Wraps the page's calls into the worker: every request's kind, page-side time and reply.
RECORD = """() => {
  const bots = window.spacetableBots;
  if (bots.__timed) return;
  bots.__timed = true;
  window.spacetableThinkLog = [];
  const think = bots.think;
  bots.think = (id, request) => {
    const kind = JSON.parse(request).kind || "move";
    const entry = {kind, start: performance.now(), end: null, reply: null};
    window.spacetableThinkLog.push(entry);
    return think(id, request).then((reply) => {
      entry.end = performance.now();
      entry.reply = reply;
      return reply;
    });
  };
}"""
DONE = "([kind, n]) => window.spacetableThinkLog.filter((e) => e.kind === kind && e.end !== null).length >= n"
# Hands a seat to a bot as the panel's select does (the drawer need not be open).
SET_CONTROL = """([seat, control]) => {
  const select = document.querySelector(`#seat-control-${seat}`);
  select.value = control;
  select.dispatchEvent(new Event("change", {bubbles: true}));
}"""


def _children() -> dict[int, list[int]]:
    """Process id -> its children's ids (from /proc)."""
    tree: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            tree.setdefault(parent, []).append(int(entry.name))
    return tree


def worker_cpu() -> float:
    """CPU seconds of every dedicated worker thread in this process's browser (Linux /proc), so a
    loaded machine does not inflate the figure as it does the wall clock."""
    tree, todo, total = _children(), [os.getpid()], 0.0
    while todo:
        pid = todo.pop()
        todo.extend(tree.get(pid, []))
        for task in Path(f"/proc/{pid}/task").glob("*") if pid != os.getpid() else []:
            try:
                stat = (task / "stat").read_text()
            except OSError:
                continue
            name, rest = stat.split("(", 1)[1].rsplit(")", 1)
            if name.startswith("DedicatedWorker"):
                fields = rest.split()
                total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def finished(page: Any, kind: str) -> list[dict[str, Any]]:
    """The finished requests of `kind`: page ms, worker ms and playouts."""
    rows = []
    for entry in page.evaluate("window.spacetableThinkLog"):
        if entry["kind"] != kind or entry["end"] is None or entry["reply"] is None:
            continue
        reply = json.loads(entry["reply"])
        rows.append({
            "page_ms": round(float(entry["end"]) - float(entry["start"])),
            "worker_ms": int(reply.get("ms", 0)), "playouts": int(reply.get("iterations", 0)),
        })  # fmt: skip
    return rows


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Mean and maximum of the worker's and the page's milliseconds, mean playouts."""
    if not rows:
        return {"n": 0}
    worker = [r["worker_ms"] for r in rows]
    waited = [r["page_ms"] for r in rows]
    cpu = [r["cpu_s"] for r in rows if "cpu_s" in r]
    spent = {"cpu_s_mean": round(statistics.mean(cpu), 2), "cpu_s_max": max(cpu)} if cpu else {}
    return {
        **spent, "n": len(rows), "worker_ms_mean": round(statistics.mean(worker)), "worker_ms_max": max(worker),
        "page_ms_mean": round(statistics.mean(waited)), "page_ms_max": max(waited),
        "playouts": round(statistics.mean(r["playouts"] for r in rows)),
    }  # fmt: skip


def hard_decisions(page: Any, decisions: int) -> list[dict[str, Any]]:
    """Every seat handed to `mcts:hard` (pace instant) until `decisions` searched decisions: each
    decision's times, with the worker's CPU seconds read at each reply (polled every 20 ms, so a
    decision also carries the next one's first milliseconds)."""
    for seat in range(page.locator('select[id^="seat-control-"]').count()):
        page.evaluate(SET_CONTROL, [seat, "mcts:hard"])
    instant = '[data-command="bot-pace"][data-arg="instant"]'
    page.wait_for_selector(instant, state="attached", timeout=WAIT_MS)
    page.evaluate("(sel) => document.querySelector(sel).click()", instant)
    cpu, last, deadline = [], worker_cpu(), time.time() + WAIT_MS / 1000 * decisions
    while time.time() < deadline:
        rows = finished(page, "move")
        if len(rows) > len(cpu):
            now = worker_cpu()
            cpu.extend([0.0] * (len(rows) - len(cpu) - 1) + [now - last])  # two at once: the first was forced
            last = now
        if sum(1 for r in rows if r["playouts"] > 0) >= decisions:
            return [{**row, "cpu_s": round(spent, 2)} for row, spent in zip(rows, cpu, strict=False)]
        time.sleep(0.02)
    raise TimeoutError(f"{decisions} hard decisions not seen")


def measure(chromium: Any, base: str, game_id: str, args: argparse.Namespace) -> dict[str, Any]:
    """The hint's and `hard`'s times on one game's bench position."""
    context = chromium.new_context(service_workers="block")
    page = context.new_page()
    page.goto(base + f"index.html#bench/{game_id}")
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    page.wait_for_function("window.spacetableBots.state === 'ready'", timeout=WAIT_MS)
    page.evaluate(RECORD)
    cpu = []
    for asked in range(1, args.repeats + 2):  # the first loads the game's zip into the worker
        before = worker_cpu()
        page.click('[data-command="hint"]')
        page.wait_for_function(DONE, arg=["hint", asked], timeout=WAIT_MS)
        cpu.append(worker_cpu() - before)
        page.wait_for_selector(".hint-choice", timeout=WAIT_MS)
        page.click('[data-command="hint-close"]')
    hints = [{**row, "cpu_s": round(spent, 2)} for row, spent in zip(finished(page, "hint"), cpu, strict=True)]
    moves = hard_decisions(page, args.decisions)
    context.close()
    hard = summary([m for m in moves if m["playouts"] > 0][: args.decisions])  # not forced moves
    return {
        "game": game_id,
        "hint_first": hints[0] if hints else None, "hint": summary(hints[1:]), "hard": hard,
    }  # fmt: skip


def main() -> None:
    """Parse the arguments, measure every game, print and write JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--decisions", type=int, default=4)
    parser.add_argument("--out", default="")
    args = parser.parse_args()
    benched = [m.id for m in all_metas() if (d := declaration_of(m.id)) is not None and d.bench]
    games = args.games.split(",") if args.games else benched
    results = []
    with serve_in_thread(ROOT / "dist", prefix=PREFIX) as origin, browser() as chromium:
        for game_id in games:
            started = time.time()
            row = measure(chromium, origin + PREFIX, game_id, args)
            row["wall_s"] = round(time.time() - started)
            print(json.dumps(row), flush=True)
            results.append(row)
    if args.out:
        Path(args.out).write_text(json.dumps(results, indent=1) + "\n")


if __name__ == "__main__":
    main()
