"""Static export: every shipped scenario step becomes a standalone, parseable SVG file."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from pyengine.__main__ import main
from pyengine.scenarios import load_file, shipped
from pyengine.scenarios.render import step_svg

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("name", sorted(shipped()))
def test_every_step_of_every_shipped_scenario_is_valid_svg_with_its_caption(name: str) -> None:
    scenario = load_file(shipped()[name])
    for lang in ("es", "en"):
        for step in range(scenario.length + 1):
            root = ET.fromstring(step_svg(scenario, step, lang).encode("utf-8"))
            assert root.tag == f"{SVG}svg"
            title, desc = root.find(f"{SVG}title"), root.find(f"{SVG}desc")
            assert title is not None and scenario.title_text(lang) in (title.text or "")
            caption = scenario.caption(step, lang)
            assert desc is not None and (not caption or desc.text == caption)
            if scenario.highlights(step):
                assert root.findall(f".//{SVG}g[@class='layer-highlights']/*") or "meteor:" in str(
                    scenario.highlights(step)
                )


def test_render_command_writes_one_file_per_step(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = shipped()["migration_mars/meteor-guide"]
    assert main(["render", str(source), "--all", "--lang", "es", "--out", str(tmp_path)]) == 0
    files = sorted(tmp_path.glob("*.svg"))
    assert [f.name for f in files] == [f"mm-meteor-guide-es-{i:02d}.svg" for i in range(5)]
    assert "Impacto" in files[-1].read_text(encoding="utf-8")
    assert main(["render", str(source), "--step", "1", "--out", str(tmp_path / "one")]) == 0
    assert [f.name for f in (tmp_path / "one").iterdir()] == ["mm-meteor-guide-en-01.svg"]
    assert capsys.readouterr().out.count(".svg") == 6


def test_render_command_reports_a_bad_scenario(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "spacetable-scenario", "version": 1, "game": "nope", "start": {}}', encoding="utf-8")
    assert main(["render", str(bad), "--out", str(tmp_path)]) == 2
    assert "Unknown game" in capsys.readouterr().err


def test_the_site_ships_the_embed_page_and_the_scenarios_for_offline_use(tmp_path: Path) -> None:
    from tools.build import PAGES, WEB_FILES, copy_scenarios, precache_list

    assert "embed.html" in PAGES and "embed_main.py" in WEB_FILES
    copy_scenarios(tmp_path / "scenarios")
    (tmp_path / "embed.html").write_text("<!doctype html>", encoding="utf-8")
    cached = precache_list(tmp_path)
    assert "embed.html" in cached
    assert {f"scenarios/{name}.json" for name in shipped()} <= set(cached)
