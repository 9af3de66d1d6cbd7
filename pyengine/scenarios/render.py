"""Static export: a scenario step as a standalone SVG file (the board, its highlights, the caption
as <title> and <desc>), for pages that cannot load the Python runtime.

    python -m pyengine render pyengine/scenarios/migration_mars/meteor-guide.json --all --lang es --out diagrams/
"""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

from pyengine.core import svg
from pyengine.scenarios.format import Scenario

TITLE = re.compile(r"<title>.*?</title>", re.DOTALL)
ARIA_LABEL = re.compile(r'^(<svg[^>]*?) aria-label="[^"]*"')
# What the site's stylesheet adds to a board, so the file looks the same on its own.
STATIC_STYLE = (
    "text{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}.highlight{stroke:#fff;stroke-width:3}"
)


def step_svg(scenario: Scenario, step: int, lang: str) -> str:
    """The board at a step as a standalone SVG document: caption as title and description."""
    step = scenario.clamp(step)
    match = scenario.match(step)
    board = match.render(None, lang, scenario.highlights(step))
    caption = scenario.caption(step, lang)
    title = scenario.title_text(lang) or match.game.meta.id
    heading = f"{title} ({step}/{scenario.length})"
    label = f"{heading}: {caption}" if caption else heading
    head = svg.el("title", None, svg.text(heading)) + svg.el("desc", None, svg.text(caption or heading))
    head += svg.el("style", None, svg.text(STATIC_STYLE))
    document = TITLE.sub(lambda _: head, board, count=1)
    document = ARIA_LABEL.sub(lambda m: f'{m.group(1)} aria-label="{escape(label, quote=True)}"', document, count=1)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + document + "\n"


def file_name(scenario: Scenario, step: int, lang: str, stem: str) -> str:
    """`<id or file stem>-<lang>-<step, 2 digits>.svg`."""
    return f"{scenario.id or stem}-{lang}-{step:02d}.svg"


def export(scenario: Scenario, out: Path, steps: list[int], lang: str, stem: str = "scenario") -> list[Path]:
    """Write the SVG of each step into `out`; the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for step in steps:
        path = out / file_name(scenario, step, lang, stem)
        path.write_text(step_svg(scenario, step, lang), encoding="utf-8")
        written.append(path)
    return written
