"""The site's rules page (rules.html), written at build time by tools/build.py. Standard library only.

For each game with shipped scenarios it shows a concise rule summary per section, in Spanish and
English (docs/rules/<game>.summary.json; switched on the page by web/rules.js), with each scenario
shown at the section it explains, and a copy-paste snippet generator (docs/embed.md).

Each example board is written into the page as a static SVG picture (its first step, drawn here);
one Python runtime for the whole page (web/rules_main.py, spacetable_web/rules_app.py) makes a
board live, with its caption and step controls, when it comes near the screen.

    python tools/rules_page.py [--out dist]    # only the page (needs an embed beside it to work)
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RULES_DOCS = ROOT / "docs" / "rules"
SCENARIOS = ROOT / "pyengine" / "scenarios"
SCRIPT = ROOT / "web" / "rules.js"
PAGE = "rules.html"
LANGS = ("es", "en")
DEFAULT_LANG = "en"  # what the page shows before (or without) its script; the script picks the reader's
SUMMARY_FORMAT = "spacetable-rules-summary"
SECTION_ID = re.compile(r"^[a-z0-9-]{1,40}$")
EMBED_HEIGHT = 640  # px, until the embed reports its own height

# Texts of the page itself (the rules' texts are in the summaries).
UI: dict[str, dict[str, str]] = {
    "page.title": {"es": "Spacetable: reglas de los juegos", "en": "Spacetable: game rules"},
    "heading": {"es": "Reglas de los juegos", "en": "Game rules"},
    "lead": {
        "es": "Cada regla con un tablero de ejemplo: usa los controles bajo cada tablero para avanzar "
        "o retroceder paso a paso.",
        "en": "Each rule with an example board: step forward and back with the controls under each board.",
    },
    "home": {"es": "Volver a la aplicación", "en": "Back to the app"},
    "lang.label": {"es": "Idioma", "en": "Language"},
    "toc": {"es": "Índice", "en": "Contents"},
    "scenario": {"es": "Ejemplo", "en": "Example"},
    "frame": {"es": "Tablero de ejemplo", "en": "Example board"},
    "snippets": {"es": "Inserta un ejemplo en tu web", "en": "Embed an example on your site"},
    "snippets.lead": {
        "es": "Elige un ejemplo y copia el código del iframe en tu página. Con el origen de tu web, el código "
        "incluye un script que ajusta la altura del tablero.",
        "en": "Choose an example and paste the iframe code into your page. With your site's origin, the code "
        "includes a script that fits the board's height.",
    },
    "field.scenario": {"es": "Ejemplo", "en": "Example"},
    "field.lang": {"es": "Idioma del tablero", "en": "Board language"},
    "field.step": {"es": "Paso inicial", "en": "Start step"},
    "field.interactive": {
        "es": "Interactivo (el lector puede probar jugadas legales)",
        "en": "Interactive (the reader may try legal moves)",
    },
    "field.origin": {
        "es": "Origen de tu web (opcional, p. ej. https://reglas.example.org)",
        "en": "Your site's origin (optional, e.g. https://rules.example.org)",
    },
    "field.code": {"es": "Código para copiar", "en": "Code to copy"},
    "copy": {"es": "Copiar", "en": "Copy"},
    "preview": {"es": "Vista previa", "en": "Preview"},
    "copied": {"es": "Código copiado.", "en": "Code copied."},
    "copy.failed": {"es": "Selecciona el código y cópialo.", "en": "Select the code and copy it."},
    "origin.bad": {
        "es": "El origen no es válido (https://host[:puerto]); el código no lo incluye.",
        "en": "That origin is not valid (https://host[:port]); the code leaves it out.",
    },
    "lang.es": {"es": "Español", "en": "Spanish"},
    "lang.en": {"es": "Inglés", "en": "English"},
}
LANG_NAMES = {"es": "Español", "en": "English"}


class RulesPageError(ValueError):
    """A rules summary or scenario is not usable; the message says which and why."""


@dataclass(frozen=True)
class ScenarioInfo:
    """What the page needs of a shipped scenario."""

    game: str  # the folder, e.g. migration_mars
    name: str  # the file's stem, e.g. meteor-guide
    id: str
    title: dict[str, str]
    steps: int

    @property
    def url(self) -> str:
        """Relative to the site's root (where rules.html and embed.html are)."""
        return f"scenarios/{self.game}/{self.name}.json"


@dataclass(frozen=True)
class Section:
    id: str
    title: dict[str, str]
    points: dict[str, list[str]]
    scenarios: tuple[ScenarioInfo, ...]


@dataclass(frozen=True)
class GameRules:
    game: str
    slug: str
    title: dict[str, str]
    intro: dict[str, str]
    sections: tuple[Section, ...]


# --- data ----------------------------------------------------------------------------------
def shipped_scenarios(folder: Path = SCENARIOS) -> dict[str, list[ScenarioInfo]]:
    """The shipped scenarios per game folder, sorted by file name."""
    found: dict[str, list[ScenarioInfo]] = {}
    for path in sorted(folder.glob("*/*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        title = data.get("title") or {}
        info = ScenarioInfo(
            game=path.parent.name,
            name=path.stem,
            id=str(data.get("id") or path.stem),
            title={lang: str(title.get(lang) or data.get("id") or path.stem) for lang in LANGS},
            steps=len(data.get("steps", [])),
        )
        found.setdefault(info.game, []).append(info)
    return found


def summary_files(folder: Path = RULES_DOCS) -> list[Path]:
    return sorted(folder.glob("*.summary.json"))


def _texts(value: Any, where: str) -> dict[str, str]:
    if not isinstance(value, dict) or any(not isinstance(value.get(lang), str) or not value[lang] for lang in LANGS):
        raise RulesPageError(f"{where}: needs a non-empty text for each of {', '.join(LANGS)}")
    return {lang: value[lang] for lang in LANGS}


def _points(value: Any, where: str) -> dict[str, list[str]]:
    if not isinstance(value, dict):
        raise RulesPageError(f"{where}: needs a list of points per language")
    lists = {lang: value.get(lang) for lang in LANGS}
    for lang, items in lists.items():
        if not isinstance(items, list) or not items or not all(isinstance(p, str) and p for p in items):
            raise RulesPageError(f"{where}.{lang}: needs a non-empty list of texts")
    if len({len(items) for items in lists.values() if isinstance(items, list)}) != 1:
        raise RulesPageError(f"{where}: the languages have different numbers of points")
    return {lang: list(items) for lang, items in lists.items() if isinstance(items, list)}


def parse_summary(data: Any, scenarios: dict[str, list[ScenarioInfo]], where: str) -> GameRules:
    """Check a summary against the shipped scenarios: every one appears, in exactly one section."""
    if not isinstance(data, dict) or data.get("format") != SUMMARY_FORMAT or data.get("version") != 1:
        raise RulesPageError(f"{where}: not a {SUMMARY_FORMAT} version 1")
    game, slug = data.get("game"), data.get("slug")
    if not isinstance(game, str) or not isinstance(slug, str) or not SECTION_ID.match(slug):
        raise RulesPageError(f"{where}: needs a game id and a slug of [a-z0-9-]")
    by_name = {info.name: info for info in scenarios.get(game, [])}
    raw_sections = data.get("sections")
    if not isinstance(raw_sections, list) or not raw_sections:
        raise RulesPageError(f"{where}: needs sections")
    sections: list[Section] = []
    used: list[str] = []
    for index, raw in enumerate(raw_sections):
        place = f"{where} section {index + 1}"
        if not isinstance(raw, dict) or not isinstance(raw.get("id"), str) or not SECTION_ID.match(raw["id"]):
            raise RulesPageError(f"{place}: needs an id of [a-z0-9-]")
        names = raw.get("scenarios", [])
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise RulesPageError(f"{place}: scenarios must be a list of file names")
        unknown = [n for n in names if n not in by_name]
        if unknown:
            raise RulesPageError(f"{place}: no shipped scenario {unknown} in pyengine/scenarios/{game}/")
        used += names
        sections.append(
            Section(
                id=raw["id"],
                title=_texts(raw.get("title"), f"{place}.title"),
                points=_points(raw.get("points"), f"{place}.points"),
                scenarios=tuple(by_name[n] for n in names),
            )
        )
    if len({s.id for s in sections}) != len(sections):
        raise RulesPageError(f"{where}: section ids repeat")
    missing = sorted(set(by_name) - set(used))
    repeated = sorted({n for n in used if used.count(n) > 1})
    if missing or repeated:
        raise RulesPageError(f"{where}: every shipped scenario once: missing {missing}, repeated {repeated}")
    return GameRules(
        game=game,
        slug=slug,
        title=_texts(data.get("title"), f"{where}.title"),
        intro=_texts(data.get("intro"), f"{where}.intro"),
        sections=tuple(sections),
    )


def load_rules(
    files: list[Path] | None = None, scenarios: dict[str, list[ScenarioInfo]] | None = None
) -> list[GameRules]:
    """Every summary, checked; each game with shipped scenarios must have one."""
    scenarios = shipped_scenarios() if scenarios is None else scenarios
    files = summary_files() if files is None else files
    games = []
    for path in files:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            raise RulesPageError(f"{path.name}: not JSON ({error})") from None
        games.append(parse_summary(data, scenarios, path.name))
    without = sorted(set(scenarios) - {g.game for g in games})
    if without:
        raise RulesPageError(f"games with scenarios but no docs/rules/*.summary.json: {without}")
    return games


# --- markup ----------------------------------------------------------------------------------
def attr(value: str) -> str:
    return escape(value, quote=True)


def tr(texts: dict[str, str], tag: str = "span", cls: str = "") -> str:
    """One element per language (the page's CSS shows only the current language's)."""
    extra = f" {cls}" if cls else ""
    return "".join(f'<{tag} class="tr{extra}" lang="{lang}">{escape(texts[lang])}</{tag}>' for lang in LANGS)


def tr_attr(name: str, texts: dict[str, str]) -> str:
    """An attribute in the default language plus data-<name>-<lang> for the script to switch."""
    per_lang = " ".join(f'data-{name}-{lang}="{attr(texts[lang])}"' for lang in LANGS)
    return f'{name}="{attr(texts[DEFAULT_LANG])}" {per_lang}'


def ui(key: str) -> dict[str, str]:
    return UI[key]


def frame_title(game: GameRules, info: ScenarioInfo) -> dict[str, str]:
    return {lang: f"{game.title[lang]}: {info.title[lang]} ({UI['frame'][lang].lower()})" for lang in LANGS}


def frame_titles(game: GameRules, info: ScenarioInfo) -> str:
    """data-frame-title-<lang>: the title a snippet's iframe gets, per language of the board."""
    return " ".join(f'data-frame-title-{lang}="{attr(text)}"' for lang, text in frame_title(game, info).items())


def embed_src(info: ScenarioInfo, lang: str = DEFAULT_LANG) -> str:
    return f"embed.html?scenario={info.url}&lang={lang}"


def static_board(info: ScenarioInfo) -> str:
    """The scenario's first step as the embed draws its board (SVG), shown until the board is live."""
    web = str(ROOT / "web")
    if web not in sys.path:
        sys.path.insert(0, web)
    from spacetable_web.embed import Embed, parse_options  # type: ignore[import-not-found]  # web/, not on mypy's path

    embed = Embed(parse_options(f"?lang={DEFAULT_LANG}", "", "http://localhost"), [DEFAULT_LANG])
    if not embed.load_text((SCENARIOS / info.game / f"{info.name}.json").read_text(encoding="utf-8")):
        raise RulesPageError(f"{info.url}: the embed cannot show it ({embed.caption()})")
    picture = re.sub(r' id="[^"]*"', "", embed.board())  # ids would repeat across boards; a picture needs none
    embed.narrow = True
    narrow = re.sub(r' id="[^"]*"', "", embed.board())
    if narrow != picture:  # the game draws another shape on a phone (Table.narrow_marks): both, CSS picks one
        picture = f'<div class="static-wide">{picture}</div><div class="static-narrow">{narrow}</div>'
    return f'<div class="board-wrap embed-board rules-static" inert>{picture}</div>'


def embed_figure(game: GameRules, info: ScenarioInfo) -> str:
    label = {lang: f"{UI['scenario'][lang]}: {info.title[lang]}" for lang in LANGS}
    return (
        f'<figure class="rules-embed" id="{attr(info.id)}">'
        f'<div class="rules-board" role="group" {tr_attr("aria-label", frame_title(game, info))} '
        f'data-scenario="{attr(info.url)}">{static_board(info)}</div>'
        f"<figcaption>{tr(label)}</figcaption></figure>"
    )


def section_html(game: GameRules, section: Section) -> str:
    anchor = f"{game.slug}-{section.id}"
    points = "".join(
        f'<ul class="tr" lang="{lang}">{"".join(f"<li>{escape(p)}</li>" for p in section.points[lang])}</ul>'
        for lang in LANGS
    )
    figures = "".join(embed_figure(game, info) for info in section.scenarios)
    return (
        f'<section class="rules-section" id="{attr(anchor)}" aria-labelledby="{attr(anchor)}-h">'
        f'<h3 id="{attr(anchor)}-h">{tr(section.title)}</h3>{points}{figures}</section>'
    )


def game_html(game: GameRules) -> str:
    sections = "".join(section_html(game, s) for s in game.sections)
    return (
        f'<article class="rules-game" id="{attr(game.slug)}" aria-labelledby="{attr(game.slug)}-h">'
        f'<h2 id="{attr(game.slug)}-h">{tr(game.title)}</h2>{tr(game.intro, "p", "intro")}{sections}</article>'
    )


def toc_html(games: list[GameRules]) -> str:
    items = []
    for game in games:
        subs = "".join(f'<li><a href="#{attr(game.slug)}-{attr(s.id)}">{tr(s.title)}</a></li>' for s in game.sections)
        items.append(f'<li><a href="#{attr(game.slug)}">{tr(game.title)}</a><ol>{subs}</ol></li>')
    items.append(f'<li><a href="#snippets">{tr(ui("snippets"))}</a></li>')
    return f'<nav class="rules-toc" {tr_attr("aria-label", ui("toc"))}><ol>{"".join(items)}</ol></nav>'


def snippet_html(games: list[GameRules]) -> str:
    groups = []
    for game in games:
        options = "".join(
            f'<option value="{attr(info.url)}" data-id="{attr(info.id)}" data-steps="{info.steps}" '
            f"{tr_attr('text', info.title)} {frame_titles(game, info)}>"
            f"{escape(info.title[DEFAULT_LANG])}</option>"
            for section in game.sections
            for info in section.scenarios
        )
        groups.append(f"<optgroup {tr_attr('label', game.title)}>{options}</optgroup>")
    langs = "".join(
        f'<option value="{lang}" {tr_attr("text", ui(f"lang.{lang}"))}>{escape(ui(f"lang.{lang}")[DEFAULT_LANG])}'
        "</option>"
        for lang in LANGS
    )
    return (
        '<section id="snippets" class="snippets" aria-labelledby="snippets-h">'
        f'<h2 id="snippets-h">{tr(ui("snippets"))}</h2>{tr(ui("snippets.lead"), "p")}'
        '<form id="snippet-form" class="snippet-form">'
        f'<div class="field"><label for="snippet-scenario">{tr(ui("field.scenario"))}</label>'
        f'<select id="snippet-scenario" name="scenario">{"".join(groups)}</select></div>'
        f'<div class="field"><label for="snippet-lang">{tr(ui("field.lang"))}</label>'
        f'<select id="snippet-lang" name="lang">{langs}</select></div>'
        f'<div class="field"><label for="snippet-step">{tr(ui("field.step"))}</label>'
        '<input id="snippet-step" name="step" type="number" min="0" value="0" inputmode="numeric"></div>'
        '<div class="field"><input id="snippet-interactive" name="interactive" type="checkbox">'
        f'<label for="snippet-interactive">{tr(ui("field.interactive"))}</label></div>'
        f'<div class="field"><label for="snippet-origin">{tr(ui("field.origin"))}</label>'
        '<input id="snippet-origin" name="origin" type="url" autocomplete="off" spellcheck="false"></div>'
        "</form>"
        f'<div class="field"><label for="snippet-code">{tr(ui("field.code"))}</label>'
        '<textarea id="snippet-code" readonly rows="7" spellcheck="false"></textarea></div>'
        f'<p><button type="button" id="snippet-copy">{tr(ui("copy"))}</button>'
        f'<button type="button" id="snippet-preview">{tr(ui("preview"))}</button></p>'
        '<p id="snippet-status" role="status" aria-live="polite"></p>'
        '<div id="snippet-preview-box"></div>'
        "</section>"
    )


STYLE = """
      body { margin: 0; }
      .rules-top { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; padding: 0.6rem 1rem;
                   border-bottom: 1px solid var(--line); background: var(--card); }
      .rules-top .brand { margin: 0 auto 0 0; font-weight: 600; }
      .rules-top a { color: inherit; }
      main#rules { max-width: 860px; margin: 0 auto; padding: 0.75rem 1rem 4rem; }
      main#rules h1 { margin: 0.8rem 0 0.4rem; }
      main#rules h2 { font-size: 1.4rem; margin: 2rem 0 0.5rem; border-bottom: 2px solid var(--line); }
      main#rules h3 { font-size: 1.1rem; margin: 1.4rem 0 0.4rem; }
      main#rules li { margin: 0.3rem 0; }
      main#rules a { color: var(--focus); }
      .rules-toc ol ol { font-size: 0.95rem; }
      .rules-embed { margin: 0.8rem 0 1.2rem; }
      .rules-board { border: 1px solid var(--line); border-radius: 0.5rem; background: var(--card); padding: 0.5rem; }
      .rules-board .embed-board svg { display: block; width: 100%; height: auto; max-height: none; }
      .rules-board .embed-caption { margin: 0.5rem 0; min-height: 2.9em; }
      .rules-static .static-narrow { display: none; }
      @media (max-width: 600px) {  /* embed.NARROW: the phone's shape the live board draws too */
        .rules-static .static-wide { display: none; }
        .rules-static .static-narrow { display: block; }
      }
      .rules-board .embed-caption[data-kind="error"] { color: var(--danger); }
      .rules-board .embed-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; }
      .rules-board .embed-controls button { min-width: 44px; padding: 0.3rem 0.6rem; }
      .rules-board .embed-step, .rules-board .embed-hint { color: var(--muted); font-size: 0.9rem; }
      #snippet-preview-box iframe { display: block; width: 100%; border: 1px solid var(--line);
                   border-radius: 0.5rem; background: var(--card); }
      .rules-embed figcaption { color: var(--muted); font-size: 0.9rem; margin-top: 0.3rem; }
      .snippet-form { display: grid; gap: 0.6rem; }
      .field { display: flex; flex-wrap: wrap; align-items: center; gap: 0.3rem 0.6rem; margin: 0.4rem 0; }
      .field label { flex: 0 0 auto; }
      .field select, .field input[type="number"], .field input[type="url"] { flex: 1 1 14rem; }
      #snippet-code { width: 100%; font: 0.85rem/1.4 ui-monospace, monospace; padding: 0.5rem;
                      border: 1px solid var(--line); border-radius: 0.4rem; background: var(--card); color: inherit; }
      html[lang="es"] .tr:not([lang="es"]), html:not([lang="es"]) .tr[lang="es"] { display: none; }
"""


def page_html(
    games: list[GameRules],
    build: str = "",
    stylesheets: str = "",
    icon: str = "data:,",
    game_zips: str = "{}",
    table_zips: str = "[]",
) -> str:
    """The whole page: every text escaped; both languages present, one shown (`game_zips` and
    `table_zips`: the JSON of the zips fetched when a board first needs a game, loadgames.py)."""
    strings = json.dumps(
        {lang: {k: v[lang] for k, v in sorted(UI.items())} for lang in LANGS}, ensure_ascii=False, sort_keys=True
    ).replace("</", "<\\/")
    body = "".join(game_html(g) for g in games)
    languages = "".join(
        f'<button type="button" data-lang="{lang}" lang="{lang}" aria-pressed="{str(lang == DEFAULT_LANG).lower()}">'
        f"{escape(LANG_NAMES[lang])}</button>"
        for lang in LANGS
    )
    version = f"?v={attr(build)}" if build else ""
    return f"""<!doctype html>
<html lang="{DEFAULT_LANG}" data-build="{attr(build)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>{escape(ui("page.title")[DEFAULT_LANG])}</title>
    <link rel="icon" href="{attr(icon)}">
    {stylesheets}
    <style>{STYLE}    </style>
    <script type="application/json" id="rules-strings">{strings}</script>
    <script src="./rules.js{version}"></script>
    <link rel="stylesheet" href="./runtime/pyscript/core.css">
    <script type="application/json" id="game-zips">{game_zips}</script>
    <script type="application/json" id="table-zips">{table_zips}</script>
    <script type="module" src="./runtime/pyscript/core.js"></script>
  </head>
  <body>
    <header class="rules-top">
      <p class="brand">Spacetable · <a href="./index.html">{tr(ui("home"))}</a></p>
      <nav class="lang-switch" {tr_attr("aria-label", ui("lang.label"))}>{languages}</nav>
    </header>
    <main id="rules">
      <h1>{tr(ui("heading"))}</h1>
      {tr(ui("lead"), "p")}
      {toc_html(games)}
      {body}
      {snippet_html(games)}
    </main>
    <script type="py" src="./rules_main.py{version}" config="./embed.toml{version}"></script>
  </body>
</html>
"""


def sources() -> list[Path]:
    """Every file the page is made from (the build hashes them)."""
    return [Path(__file__).resolve(), SCRIPT, *summary_files()]


def write_rules_page(
    out: Path,
    build: str = "",
    stylesheets: str = "",
    icon: str = "data:,",
    game_zips: str = "{}",
    table_zips: str = "[]",
) -> list[str]:
    """Write rules.html and rules.js into the site folder; returns their names."""
    html = page_html(load_rules(), build, stylesheets, icon, game_zips, table_zips)
    (out / PAGE).write_text(html, encoding="utf-8")
    shutil.copy2(SCRIPT, out / SCRIPT.name)
    return [PAGE, SCRIPT.name]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Write the rules page (rules.html, rules.js).")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="site folder (default: dist)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    print(" ".join(write_rules_page(args.out)))


if __name__ == "__main__":
    main()
