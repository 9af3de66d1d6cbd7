"""The rules page generator (tools/rules_page.py): every shipped scenario embedded once, both
languages, everything escaped, valid and accessible markup; bad summaries are refused."""

from __future__ import annotations

import copy
import itertools
import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import rules_page  # noqa: E402

VOID = {"meta", "link", "input", "br", "img", "hr", "source", "wbr"}


class Markup(HTMLParser):
    """Collects elements and checks that every non-void element is closed in order."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.elements: list[tuple[str, dict[str, str]]] = []
        self.errors: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, {k: v or "" for k, v in attrs}))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
        else:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse(html: str) -> Markup:
    markup = Markup()
    markup.feed(html)
    markup.close()
    return markup


@pytest.fixture(scope="module")
def games() -> list[rules_page.GameRules]:
    return rules_page.load_rules()


@pytest.fixture(scope="module")
def page(games: list[rules_page.GameRules]) -> str:
    return rules_page.page_html(games, build="abc123", stylesheets='<link rel="stylesheet" href="./assets/app.css">')


def summary(name: str = "migration-mars") -> dict[str, Any]:
    data: dict[str, Any] = json.loads((ROOT / "docs" / "rules" / f"{name}.summary.json").read_text(encoding="utf-8"))
    return data


def test_every_game_with_scenarios_has_a_summary(games: list[rules_page.GameRules]) -> None:
    assert {g.game for g in games} == set(rules_page.shipped_scenarios()) >= {"migration_mars", "tinyforming_mars"}


def test_every_shipped_scenario_is_shown_once_as_a_static_board_with_a_name(page: str) -> None:
    """Each example is its board's picture (its first step, drawn at build time), inert until the page's
    one runtime makes it live; no iframe, so no runtime per example."""
    elements = parse(page).elements
    boards = [a for tag, a in elements if tag == "div" and "rules-board" in a.get("class", "").split()]
    shipped = [i for infos in rules_page.shipped_scenarios().values() for i in infos]
    assert len(shipped) >= 11
    assert sorted(b["data-scenario"] for b in boards) == sorted(i.url for i in shipped)
    for board in boards:
        assert (ROOT / "pyengine" / board["data-scenario"]).is_file()
        assert board["role"] == "group" and board["aria-label"]
        assert board["data-aria-label-es"] and board["data-aria-label-en"]
    assert not [tag for tag, _ in elements if tag == "iframe"]
    statics = [a for tag, a in elements if tag == "div" and "rules-static" in a.get("class", "").split()]
    assert len(statics) == len(boards) and all("inert" in a for a in statics)
    # A game drawn in another shape on a phone (Table.narrow_marks) has that picture too, shown by CSS there.
    narrow = [a for tag, a in elements if tag == "div" and a.get("class") == "static-narrow"]
    assert len(narrow) >= len(rules_page.shipped_scenarios()["artemis"])
    assert page.count('<svg xmlns="http://www.w3.org/2000/svg"') == len(boards) + len(narrow)
    assert 'src="./rules_main.py?v=abc123" config="./embed.toml?v=abc123"' in page
    options = [a for tag, a in elements if tag == "option" and a.get("value", "").startswith("scenarios/")]
    assert sorted(o["value"] for o in options) == sorted(i.url for i in shipped)
    steps = {i.url: i.steps for i in shipped}
    assert all(int(o["data-steps"]) == steps[o["value"]] > 0 for o in options)


def test_each_scenario_sits_in_the_section_that_explains_it(page: str) -> None:
    meteors = page.split('id="migration-mars-meteors"', 1)[1].split("</section>", 1)[0]
    assert "scenarios/migration_mars/meteor-guide.json" in meteors
    assert "scenarios/migration_mars/meteor-fortress.json" in meteors
    building = page.split('id="migration-mars-building"', 1)[1].split("</section>", 1)[0]
    assert "scenarios/migration_mars/building.json" in building
    assert "scenarios/migration_mars/rival-colonies.json" in building
    income = page.split('id="tinyforming-mars-income"', 1)[1].split("</section>", 1)[0]
    assert "scenarios/tinyforming_mars/income.json" in income


def test_both_languages_are_on_the_page_and_marked(page: str, games: list[rules_page.GameRules]) -> None:
    markup = parse(page)
    text = " ".join(markup.text)
    for game in games:
        for section in game.sections:
            for lang in rules_page.LANGS:
                assert section.title[lang] in text
                assert all(point in text for point in section.points[lang])
    translated = [a for _, a in markup.elements if "tr" in a.get("class", "").split()]
    assert {a["lang"] for a in translated} == {"es", "en"}
    by_lang = {lang: sum(a["lang"] == lang for a in translated) for lang in ("es", "en")}
    assert by_lang["es"] == by_lang["en"] > 50
    assert "Reglas de los juegos" in text and "Game rules" in text


def test_the_markup_is_valid_and_accessible(page: str) -> None:
    markup = parse(page)
    assert markup.errors == [] and markup.stack == []
    assert page.startswith("<!doctype html>\n<html lang=")
    tags = [tag for tag, _ in markup.elements]
    assert tags.count("main") == 1 and tags.count("h1") == 1 and "header" in tags and "nav" in tags
    ids = [a["id"] for _, a in markup.elements if "id" in a]
    assert len(ids) == len(set(ids)), [i for i in ids if ids.count(i) > 1]
    for _, a in markup.elements:
        if "aria-labelledby" in a:
            assert a["aria-labelledby"] in ids
    labels = {a["for"] for tag, a in markup.elements if tag == "label"}
    controls = {a["id"] for tag, a in markup.elements if tag in ("select", "textarea") or (tag == "input")}
    assert controls <= labels
    assert all(a.get("type") == "button" for tag, a in markup.elements if tag == "button")
    assert all("aria-label" in a for tag, a in markup.elements if tag == "nav")
    # Every heading level follows the one above it.
    levels = [int(tag[1]) for tag in tags if re.fullmatch(r"h[1-6]", tag)]
    assert all(b <= a + 1 for a, b in itertools.pairwise(levels))
    # No absolute URL: the site works from any sub-path, offline.
    assert not re.search(r"""(src|href)=["'](/|https?:)""", page)


def test_every_text_is_escaped() -> None:
    data = summary()
    evil = '<script>alert("x")</script> & "quotes"'
    data["title"] = {"es": evil, "en": evil}
    data["sections"][0]["title"]["en"] = evil
    data["sections"][0]["points"]["es"][0] = evil
    data["intro"]["en"] = evil
    game = rules_page.parse_summary(data, rules_page.shipped_scenarios(), "test")
    html = rules_page.page_html([game])
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;" in html
    markup = parse(html)
    assert markup.errors == []
    assert sum(evil in t for t in markup.text) >= 4  # the text survives, as text
    assert any(evil in v for _, a in markup.elements for v in a.values())  # and in attributes


def test_the_page_strings_cannot_close_their_script_element(games: list[rules_page.GameRules]) -> None:
    original = rules_page.UI["copied"]
    try:
        rules_page.UI["copied"] = {"es": "</script><b>", "en": "x"}
        html = rules_page.page_html(games)
    finally:
        rules_page.UI["copied"] = original
    script = html.split('id="rules-strings">', 1)[1].split("</script>", 1)[0]
    assert json.loads(script)["es"]["copied"] == "</script><b>"


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda d: d["sections"][3].update(scenarios=[]), "missing ['station-exchange']"),
        (lambda d: d["sections"][0].update(scenarios=["ruins"]), "repeated ['ruins']"),
        (lambda d: d["sections"][0].update(scenarios=["no-such"]), "no shipped scenario ['no-such']"),
        (lambda d: d["sections"][1]["points"]["en"].pop(), "different numbers of points"),
        (lambda d: d["sections"][1]["title"].pop("es"), "section 2.title: needs a non-empty text"),
        (lambda d: d["sections"][1].update(id="Bad id"), "section 2: needs an id"),
        (lambda d: d.update(version=2), "not a spacetable-rules-summary version 1"),
        (lambda d: d["sections"][2].update(id="goal"), "section ids repeat"),
    ],
)
def test_bad_summaries_are_refused_with_the_reason(change: Any, problem: str) -> None:
    data = copy.deepcopy(summary())
    change(data)
    with pytest.raises(rules_page.RulesPageError, match=re.escape(problem)):
        rules_page.parse_summary(data, rules_page.shipped_scenarios(), "migration-mars.summary.json")


def test_a_game_with_scenarios_but_no_summary_is_refused() -> None:
    files = [ROOT / "docs" / "rules" / "migration-mars.summary.json"]
    with pytest.raises(rules_page.RulesPageError, match="tinyforming_mars"):
        rules_page.load_rules(files)


def test_the_script_is_valid_javascript_and_the_page_writes(tmp_path: Path) -> None:
    checked = subprocess.run(["node", "--check", str(rules_page.SCRIPT)], capture_output=True, text=True, check=False)
    assert checked.returncode == 0, checked.stderr
    assert rules_page.write_rules_page(tmp_path, "b1") == ["rules.html", "rules.js"]
    assert 'src="./rules.js?v=b1"' in (tmp_path / "rules.html").read_text(encoding="utf-8")
    assert rules_page.SCRIPT in rules_page.sources()


def test_the_page_shows_players_no_developer_paths(page: str) -> None:
    shown = re.sub(r"<[^>]+>", " ", page)  # the text a reader sees, not attributes or script names
    assert not re.search(r"\b(docs|pyengine|tools|web)/[\w./-]+", shown)
