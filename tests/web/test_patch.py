"""Partial redraws: after a tap only what changed is written, and the result equals a full redraw."""

import json
import random
import re
import time
from dataclasses import replace
from html import escape

import pytest
from spacetable_web.benchpos import BENCH_SEATS
from spacetable_web.controller import Controller
from spacetable_web.markup import LATER_REGIONS
from spacetable_web.patch import (
    ATTRIBUTE,
    HEAD,
    KEYED,
    Edit,
    HeadPatch,
    Patch,
    element_count,
    element_end,
    head_patch,
    keyed_children,
    keyed_edits,
    layer_edits,
    layer_patches,
    plan,
    region_edits,
    split_svg,
)
from spacetable_web.storage import MemoryStore, SaveStore
from spacetable_web.tableboard import board_markup, decorate
from spacetable_web.tablelog import LogCache
from spacetable_web.tableviews import later_regions, table_frame, table_regions

from pyengine.core import Match, svg
from pyengine.core.registry import all_games

SVG = '<svg viewBox="0 0 1 1"><title>Board</title><g class="layer-a"><g x="1"/><rect/></g><g class="layer-b"/></svg>'


def apply_patches(old: dict[str, str], patches: list[Patch]) -> dict[str, str]:
    """What the browser ends up holding after the writes (a model of app.App.patch)."""
    result = dict(old)
    for change in patches:
        if change.op == "append":
            result[change.region] += change.html
        elif change.op == "trim":  # the last `count` elements go, which were exactly `html`
            assert result[change.region].endswith(change.html) and element_count(change.html) == change.count
            result[change.region] = result[change.region][: -len(change.html)]
        else:
            result[change.region] = change.html
    return result


def apply_layers(old: str, changes: list[tuple[int, str]], head: HeadPatch | None = None) -> str:
    """The SVG after rewriting the inner markup of the changed layers (and its head, if given)."""
    svg = split_svg(old)
    assert svg is not None
    layers = list(svg.layers)
    for index, inner in changes:
        opening = svg.opening(index)
        layers[index] = f"{opening}{inner}</g>"
    return (svg.head if head is None else apply_head(svg.head, head)) + "".join(layers) + svg.tail


def apply_head(head: str, patch: HeadPatch) -> str:
    """The <svg> opening tag and title after the writes (a model of app.patch_head: a written
    attribute keeps its place, a new one goes last, the title's text is replaced)."""
    found = HEAD.fullmatch(head)
    assert found is not None
    attributes = dict(ATTRIBUTE.findall(found.group(1)))
    for name, value in patch.attributes:
        if value is None:
            del attributes[name]
        else:
            attributes[name] = escape(value, quote=True)
    title = found.group(2) if patch.title is None else escape(patch.title, quote=False)
    opening = "<svg" + "".join(f' {name}="{value}"' for name, value in attributes.items()) + ">"
    return opening + ("" if title is None else f"<title>{title}</title>")


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


def test_a_board_whose_targets_vanish_keeps_its_layers_and_changes_only_its_role() -> None:
    """Targets gone (another player's decision): the <svg> turns from a group into a picture and
    its round label changes, and only those attributes and the changed layer are written."""
    before = svg.document((0, 0, 2, 2), "Round 1", [svg.group("a", ['<rect data-target="x"/>']), svg.group("b", [])])
    after = svg.document((0, 0, 2, 2), "Round 2 & last", [svg.group("a", ["<rect/>"]), svg.group("b", [])])
    drawn, fresh = split_svg(before), split_svg(after)
    assert drawn is not None and fresh is not None
    patch = head_patch(drawn, fresh)
    assert patch == HeadPatch((("role", "img"), ("aria-label", "Round 2 & last")), "Round 2 & last")
    assert layer_patches(drawn, fresh) == [(0, "<rect/>")]
    assert apply_layers(before, [(0, "<rect/>")], patch) == after


def test_a_board_whose_view_box_changes_is_drawn_again() -> None:
    """The map's fit to its region depends on the viewBox: a new one means a full redraw."""
    before = split_svg(svg.document((0, 0, 2, 2), "Board", [svg.group("a", [])]))
    after = split_svg(svg.document((0, 0, 3, 3), "Board", [svg.group("a", [])]))
    assert before is not None and after is not None
    assert head_patch(before, after) is None and layer_patches(before, after) is None


def test_only_the_changed_layer_is_rewritten() -> None:
    new = SVG.replace('<g x="1"/>', '<g x="2"/>')
    assert layer_patches(split_svg(SVG), split_svg(new)) == [(0, '<g x="2"/><rect/>')]


def test_patching_a_played_game_gives_exactly_the_full_redraw() -> None:
    """Random taps through every game: patched regions equal fresh ones, and the board is patched
    (not drawn again) even when its targets come and go."""
    seats3 = [{"name": n, "color": c} for n, c in (("Ana", "red"), ("Bo", "blue"), ("Cy", "green"))]
    games = (("first_landing", BENCH_SEATS), ("migration_mars", seats3))
    games += (("tinyforming_mars", BENCH_SEATS), ("walking_moon", BENCH_SEATS))
    heads = 0
    for game, seats in games:
        match = Match.new(game, seats, seed=4)
        chooser = random.Random(7)
        drawn = table(match)
        for _ in range(120):
            if match.is_over:
                break
            match = match.apply(chooser.choice(match.legal_actions())) if match.to_move >= 0 else match.advance()
            fresh = table(match)
            patched = apply_patches(drawn, plan(drawn, fresh))
            was, now = split_svg(drawn["board"]), split_svg(fresh["board"])
            layers = layer_patches(was, now)
            if layers is not None:
                assert was is not None and now is not None
                head = head_patch(was, now)
                heads += head is not None and head != HeadPatch()
                patched["board"] = open_empty_layers(apply_layers(drawn["board"], layers, head))
                assert patched["board"] == open_empty_layers(fresh["board"])  # the same DOM
                patched["board"] = fresh["board"]
            assert patched == fresh
            drawn = fresh
    assert heads > 10


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
        if name in ("legal", "layout"):
            continue  # not markup: the marks go onto the board, the layout words onto the table
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


# --- undo: the log loses its last lines ------------------------------------------------------
def test_an_undone_log_line_is_removed_not_the_log_rewritten() -> None:
    kept, undone = "<li>a</li>", '<li data-players="0">b<ul class="log-effects"><li>c</li></ul></li>'
    assert plan({"log": kept + undone}, {"log": kept}) == [Patch("log", "trim", undone, 1)]
    assert apply_patches({"log": kept + undone}, plan({"log": kept + undone}, {"log": kept})) == {"log": kept}


def test_a_shorter_region_that_is_not_whole_elements_is_rewritten() -> None:
    assert plan({"a": "<p>xy</p>"}, {"a": "<p>x"}) == [Patch("a", "replace", "<p>x")]
    assert plan({"a": "<p>x</p>tail"}, {"a": "<p>x</p>"}) == [Patch("a", "replace", "<p>x</p>")]
    assert plan({"a": "<p>x</p>"}, {"a": ""}) == [Patch("a", "replace", "")]


def test_top_level_elements_are_counted_through_nesting_and_void_tags() -> None:
    assert element_count('<li>a<ul><li>b</li></ul></li><li><br><img src="x"></li><rect/>') == 3
    assert element_count(" <li>a</li>\n") == 1
    assert element_count("<li>a</li>text") is None
    assert element_count("<li>a") is None
    assert element_count("</li><li>") is None


# --- keyed layers: children patched one by one ----------------------------------------------
def apply_edits(inner: str, edits: list[Edit]) -> str:
    """A keyed layer's inner markup after the edits (a model of loader.js spacetablePatchKeyed)."""
    children = keyed_children(inner)
    assert children is not None
    for edit in edits:
        keys = [key for key, _ in children]
        if edit.op == "remove":
            del children[keys.index(edit.key)]
        elif edit.op == "replace":
            children[keys.index(edit.key)] = (edit.key, edit.html)
        else:
            assert edit.key not in keys
            children.insert(keys.index(edit.after) + 1 if edit.after else 0, (edit.key, edit.html))
    return "".join(html for _, html in children)


def keyed(*items: tuple[str, str]) -> str:
    """The inner markup of a keyed layer holding these (key, element) children."""
    layer = svg.keyed_group("x", items)
    return layer[len('<g class="layer-x" data-keyed="1">') : -len("</g>")]


def test_a_keyed_group_tags_each_child_with_its_key_and_the_layer_as_keyed() -> None:
    layer = svg.keyed_group("structures", [("1,-2", '<g class="a"><rect/></g>'), ('"q"', "<circle/>")])
    assert layer == (
        '<g class="layer-structures" data-keyed="1"><g data-key="1,-2" class="a"><rect/></g>'
        '<circle data-key="&quot;q&quot;"/></g>'
    )
    assert keyed_children(layer[layer.index(">") + 1 : -4]) == [
        ("1,-2", '<g data-key="1,-2" class="a"><rect/></g>'),
        ('"q"', '<circle data-key="&quot;q&quot;"/>'),
    ]
    with pytest.raises(ValueError):
        svg.keyed_group("structures", [("a", "just text")])


def test_keyed_edits_insert_replace_and_remove_only_what_changed() -> None:
    before = keyed(("a", "<g>1</g>"), ("b", "<g>2</g>"), ("c", "<g>3</g>"))
    after = keyed(("z", "<g>0</g>"), ("a", "<g>1</g>"), ("b", "<g>2!</g>"), ("d", "<g>4</g>"))
    edits = keyed_edits(before, after)
    assert edits == [
        Edit("remove", "c"),
        Edit("insert", "z", '<g data-key="z">0</g>', ""),
        Edit("replace", "b", '<g data-key="b">2!</g>'),
        Edit("insert", "d", '<g data-key="d">4</g>', "b"),
    ]
    assert apply_edits(before, edits) == after
    assert keyed_edits(before, before) == []
    assert keyed_edits("", keyed(("a", "<g/>"))) == [Edit("insert", "a", '<g data-key="a"/>', "")]


def test_keyed_layers_fall_back_to_a_rewrite_when_children_cannot_be_matched() -> None:
    abc = keyed(("a", "<g/>"), ("b", "<g/>"))
    assert keyed_edits(abc, keyed(("b", "<g/>"), ("a", "<g/>"))) is None  # reordered
    assert keyed_edits(abc, keyed(("a", "<g/>"), ("a", "<g>x</g>"))) is None  # a key twice
    assert keyed_edits(abc, "<rect/>" + abc) is None  # a child without a key
    assert keyed_edits(abc, '<g data-key="a"><g data-key="n"/></g>') is None  # a key inside a child
    assert keyed_edits(abc, abc + "text") is None
    plain = split_svg(SVG)
    assert plain is not None and layer_edits(plain, 0, "<rect/>") is None  # a layer that is not keyed


def test_migration_mars_builds_patch_one_structure_and_equal_a_full_redraw() -> None:
    """Random play in Migration: Mars: the keyed structures layer, patched child by child, always
    equals the layer drawn afresh, and a build inserts exactly one child."""
    used = 0
    for seed in (2, 9):
        match = Match.new("migration_mars", 3, seed=seed)
        chooser = random.Random(seed)
        drawn = split_svg(match.render(None, "en", []))
        for _ in range(400):
            if match.is_over:
                break
            before_count = len(match.state["structures"])
            match = match.apply(chooser.choice(match.legal_actions())) if match.to_move >= 0 else match.advance()
            fresh = split_svg(match.render(None, "en", []))
            assert drawn is not None and fresh is not None
            for index, inner in layer_patches(drawn, fresh) or []:
                edits = layer_edits(drawn, index, inner)
                if "layer-structures" in drawn.opening(index):
                    assert edits is not None
                    assert apply_edits(drawn.inner(index), edits) == inner
                    used += 1
                    if len(match.state["structures"]) == before_count + 1:
                        assert [edit.op for edit in edits] == ["insert"]
                else:
                    assert edits is None
            drawn = fresh
    assert used > 20


def test_the_log_drawn_again_after_undo_and_replay_reuses_lines_and_stays_exact() -> None:
    match = Match.new("migration_mars", 3, seed=5)
    chooser = random.Random(5)
    cache = LogCache()
    names = [seat["name"] for seat in match.seats]
    history = [match]
    for step in range(80):
        if match.is_over:
            break
        if step % 7 == 6 and match.can_undo:
            match = match.undo()
        else:
            match = match.apply(chooser.choice(match.legal_actions())) if match.to_move >= 0 else match.advance()
        history.append(match)
        lang = "es" if step % 11 == 10 else "en"
        assert cache.entries(match, lang, names) == LogCache().entries(match, lang, names)
    for old in history[::9]:  # back to any earlier position (a replay, a reload)
        assert cache.entries(old, "en", names) == LogCache().entries(old, "en", names)


def apply_region_edits(region: str, edits: list[Edit]) -> str:
    """A region's markup after the edits to its keyed list (a model of app.patch_keyed_region)."""
    opened = region.index(">", region.index('data-keyed="1"')) + 1
    closing = region.rindex("</ul>")
    return region[:opened] + apply_edits(region[opened:closing], edits) + region[closing:]


def test_a_region_keyed_list_is_patched_child_by_child_only_when_nothing_else_changed() -> None:
    cards = '<li data-key="a">A</li><li data-key="b">B</li>'
    region = f'<section><h2>Players</h2><ul data-keyed="1">{cards}</ul><dl><dt>x</dt></dl></section>'
    changed = region.replace(">B<", ">B!<")
    assert region_edits(region, changed) == [Edit("replace", "b", '<li data-key="b">B!</li>')]
    assert region_edits(region, region.replace("Players", "Jugadores")) is None  # outside the list
    assert region_edits(region, changed.replace("<dt>x", "<dt>y")) is None
    assert region_edits("<section><ul>" + cards + "</ul></section>", changed) is None  # not keyed
    twice = region.replace("<dl>", '<ol data-keyed="1"></ol><dl>')
    assert region_edits(twice, twice.replace(">B<", ">C<")) is None  # two keyed lists: rewritten whole
    assert region_edits(region, region.replace("</ul>", "")) is None  # cut short


def test_a_move_rewrites_only_the_player_cards_that_changed_and_equals_the_panel_drawn_afresh() -> None:
    """Random 4-player Migration: Mars: the players panel patched card by card always equals the
    panel drawn afresh, and most moves touch one or two of the four cards."""
    match, chooser = Match.new("migration_mars", 4, seed=3), random.Random(3)
    panel, patched, small = table(match)["panel"], 0, 0
    for _ in range(150):
        match = match.apply(chooser.choice(match.legal_actions())) if match.to_move >= 0 else match.advance()
        fresh = table(match)["panel"]
        if fresh != panel:
            edits = region_edits(panel, fresh)
            assert edits is not None and apply_region_edits(panel, edits) == fresh
            patched += 1
            small += len(edits) <= 2
        panel = fresh
    assert patched > 50 and small > patched * 0.8


def test_an_elements_end_is_found_through_namesakes_nested_and_self_closing() -> None:
    assert element_end("<g><g/><g>x</g></g>tail", 0) == len("<g><g/><g>x</g></g>")
    assert element_end("<ul><li><ul><li>x</li></ul></li></ul>!", 4) == len("<ul><li><ul><li>x</li></ul></li>")
    assert element_end("<section><link/><li>x</li></section>!", 0) == len("<section><link/><li>x</li></section>")
    assert element_end("<br>x", 0) == 4 and element_end("<g/>", 0) == 4  # void and self-closing
    assert element_end("<p>never closed", 0) is None and element_end("text", 0) is None


@pytest.mark.parametrize(
    "game", ["artemis", "escape_pods", "walking_moon", "migration_mars", "tinyforming_mars", "march_mars"]
)
def test_every_keyed_layer_of_a_played_game_is_patched_child_by_child_to_the_fresh_drawing(game: str) -> None:
    """Along a random game, each changed keyed layer gets child edits (never the whole-layer
    fallback: every child one keyed element, no key twice) that rebuild exactly the fresh layer."""
    match = Match.new(game, BENCH_SEATS, seed=5)
    chooser = random.Random(5)
    before = split_svg(table(match)["board"])
    edited = 0
    for _ in range(80):
        if match.is_over:
            break
        match = match.apply(chooser.choice(match.legal_actions())) if match.to_move >= 0 else match.advance()
        after = split_svg(table(match)["board"])
        assert before is not None and after is not None
        for index, inner in layer_patches(before, after) or []:
            if KEYED in before.opening(index):
                edits = layer_edits(before, index, inner)
                assert edits is not None, (game, before.opening(index))
                assert apply_edits(before.inner(index), edits) == inner
                edited += 1
        before = after
    assert edited >= 10


@pytest.mark.parametrize("game", ["migration_mars", "march_mars", "escape_pods"])
def test_the_settle_frame_completes_the_taps_frame_into_exactly_the_full_table(game: str) -> None:
    """A tap's frame draws the table with the panel and log as they were (`kept`); the next frame
    adds them afresh (app.settle, later_regions): together, exactly the table drawn whole, along a
    random game (March on Mars's automated aliens paced one at a time included)."""
    controller = Controller(SaveStore(MemoryStore()), "en", clock=time.time)
    controller._open(Match.new(game, BENCH_SEATS, seed=3), None)
    chooser = random.Random(3)
    log = LogCache()
    drawn = table_regions(controller.ui, controller.ui.match, log)
    paced = 0
    for _ in range(60):
        match = controller.ui.match
        assert match is not None
        if match.is_over:
            break
        if controller.ui.pacing is not None:
            controller.pace_step()
            paced += 1
        elif match.to_move < 0:
            controller._play(match.advance())
        else:
            controller._play(match.apply(chooser.choice(match.legal_actions())))
        ui, match = controller.ui, controller.ui.match
        first = table_regions(ui, match, log, {name: drawn[name] for name in LATER_REGIONS})
        settled = {**first, **later_regions(ui, match, log)}
        drawn = table_regions(ui, match, LogCache())
        assert settled == drawn
        if ui.pacing is not None and ui.pacing < len(match.entries):  # the log as far as the move shown
            shown = match.at(ui.pacing)
            assert drawn["log"].count("<li") < table_regions(replace(ui, pacing=None), match)["log"].count("<li")
            assert drawn["panel"] == table_regions(replace(ui, pacing=None), shown)["panel"]
    assert game != "march_mars" or paced > 0
