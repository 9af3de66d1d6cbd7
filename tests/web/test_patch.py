"""Partial redraws: after a tap only what changed is written, and the result equals a full redraw."""

import json
import random
import re
import time

from spacetable_web.controller import BENCH_SEATS, Controller
from spacetable_web.patch import Patch, layer_patches, plan, split_svg
from spacetable_web.storage import MemoryStore, SaveStore
from spacetable_web.views import LogCache, board_markup, decorate, table_frame, table_regions

from pyengine.core import Match
from pyengine.core.registry import all_games

SVG = '<svg viewBox="0 0 1 1"><title>Board</title><g class="layer-a"><g x="1"/><rect/></g><g class="layer-b"/></svg>'


def apply_patches(old: dict[str, str], patches: list[Patch]) -> dict[str, str]:
    """What the browser ends up holding after the writes (a model of app.App.patch)."""
    result = dict(old)
    for change in patches:
        result[change.region] = result[change.region] + change.html if change.op == "append" else change.html
    return result


def apply_layers(old: str, changes: list[tuple[int, str]]) -> str:
    """The SVG after rewriting the inner markup of the changed layers."""
    svg = split_svg(old)
    assert svg is not None
    layers = list(svg.layers)
    for index, inner in changes:
        opening = svg.opening(index)
        layers[index] = f"{opening}{inner}</g>"
    return svg.head + "".join(layers) + svg.tail


def open_empty_layers(svg: str) -> str:
    """`<g class="layer-x"/>` written as `<g class="layer-x"></g>` (what a DOM patch gives)."""
    return re.sub(r'(<g class="layer-[^"]*"[^>]*?)/>', r"\1></g>", svg)


def table(match: Match) -> dict[str, str]:
    controller = Controller(SaveStore(MemoryStore()), "en", clock=time.time)
    controller._open(match, None)
    return table_regions(controller.ui, match, LogCache())


def test_unchanged_regions_are_not_written() -> None:
    assert plan({"a": "x", "b": "y"}, {"a": "x", "b": "z"}) == [Patch("b", "replace", "z")]


def test_a_longer_log_is_appended_not_rewritten() -> None:
    assert plan({"log": "<li>1</li>"}, {"log": "<li>1</li><li>2</li>"}) == [Patch("log", "append", "<li>2</li>")]


def test_an_svg_splits_into_its_top_level_layers() -> None:
    svg = split_svg(SVG)
    assert svg is not None
    assert svg.head == '<svg viewBox="0 0 1 1"><title>Board</title>'
    assert svg.layers == ('<g class="layer-a"><g x="1"/><rect/></g>', '<g class="layer-b"/>')
    assert svg.inner(0) == '<g x="1"/><rect/>'
    assert svg.tail == "</svg>"


def test_markup_that_is_not_a_layered_svg_needs_a_full_redraw() -> None:
    assert split_svg("<div></div>") is None
    assert split_svg('<svg><g class="a"></g><rect/></svg>') is None
    assert layer_patches(split_svg(SVG), split_svg(SVG.replace('viewBox="0 0 1 1"', 'viewBox="0 0 2 2"'))) is None
    assert layer_patches(split_svg(SVG), None) is None


def test_only_the_changed_layer_is_rewritten() -> None:
    new = SVG.replace('<g x="1"/>', '<g x="2"/>')
    assert layer_patches(split_svg(SVG), split_svg(new)) == [(0, '<g x="2"/><rect/>')]


def test_patching_a_played_game_gives_exactly_the_full_redraw() -> None:
    """Random taps through First Landing and Migration: Mars: patched regions equal fresh ones."""
    seats3 = [{"name": n, "color": c} for n, c in (("Ana", "red"), ("Bo", "blue"), ("Cy", "green"))]
    for match in (Match.new("first_landing", BENCH_SEATS, seed=4), Match.new("migration_mars", seats3, seed=4)):
        chooser = random.Random(7)
        drawn = table(match)
        for _ in range(120):
            if match.is_over:
                break
            match = match.apply(chooser.choice(match.legal_actions())) if match.to_move >= 0 else match.advance()
            fresh = table(match)
            patched = apply_patches(drawn, plan(drawn, fresh))
            layers = layer_patches(split_svg(drawn["board"]), split_svg(fresh["board"]))
            if layers is not None:
                patched["board"] = open_empty_layers(apply_layers(drawn["board"], layers))
                assert patched["board"] == open_empty_layers(fresh["board"])  # the same DOM
                patched["board"] = fresh["board"]
            assert patched == fresh
            drawn = fresh


def test_the_legal_marks_travel_beside_the_board_not_inside_it() -> None:
    """A tap that changes only which hexes are legal leaves every layer of the map as it was."""
    match = Match.new("first_landing", BENCH_SEATS, seed=1).apply({"type": "roll"})
    regions = table(match)
    legal = json.loads(regions["legal"])
    assert legal and 'data-legal="1"' not in regions["board"] and 'tabindex="0"' not in regions["board"]
    decorated = decorate(regions["board"], legal)
    assert decorated == board_markup(match, "en")
    assert decorated.count('tabindex="0"') == 1


def test_the_frame_holds_every_region_in_a_named_container() -> None:
    match = Match.new("first_landing", BENCH_SEATS, seed=1)
    controller = Controller(SaveStore(MemoryStore()), "en", clock=time.time)
    controller._open(match, None)
    regions = table_regions(controller.ui, match)
    markup = table_frame(controller.ui, match, regions)
    for name, inner in regions.items():
        if name == "legal":
            continue  # not markup: the marks go onto the board
        assert f'data-region="{name}"' in markup
        assert (decorate(inner, json.loads(regions["legal"])) if name == "board" else inner) in markup


def test_the_log_cache_gives_the_same_lines_as_translating_again() -> None:
    match = Match.new("first_landing", BENCH_SEATS, seed=2)
    chooser = random.Random(1)
    cache = LogCache()
    for _ in range(30):
        if match.is_over:
            break
        match = match.apply(chooser.choice(match.legal_actions())) if match.to_move >= 0 else match.advance()
        names = [seat["name"] for seat in match.seats]
        assert cache.entries(match, "es", names) == LogCache().entries(match, "es", names)


TAG = re.compile(r"<(/?)([a-zA-Z][\w:-]*)[^>]*?(/?)>")


def top_level_elements(svg: str) -> list[str]:
    """The children of the root <svg>, found by counting tag nesting (slow, careful)."""
    found, depth, start = [], 0, 0
    for tag in TAG.finditer(svg):
        closing, self_closing = tag.group(1), tag.group(3)
        if depth == 1 and not closing:
            start = tag.start()
        if closing:
            depth -= 1
            if depth == 1:
                found.append(svg[start : tag.end()])
        elif not self_closing:
            depth += 1
        elif depth == 1:
            found.append(svg[start : tag.end()])
    return found


def test_every_games_board_splits_into_exactly_its_top_level_layers() -> None:
    """The fast split by layer marker agrees with counting tags, on boards of every registered game."""
    for game in all_games():
        players = game.meta.max_players
        match = Match.new(game.meta.id, players, seed=3)
        chooser = random.Random(3)
        for step in range(60):
            if match.is_over:
                break
            if step % 10 == 0:
                board = match.render(None, "en", [])
                svg = split_svg(board)
                assert svg is not None, game.meta.id
                careful = [e for e in top_level_elements(board) if not e.startswith("<title")]
                assert list(svg.layers) == careful, game.meta.id
            match = match.apply(chooser.choice(match.legal_actions())) if match.to_move >= 0 else match.advance()
