"""The Migration: Mars table: panel, construction tools, grouped buttons, no dead ends, log
filter, dice faces, replay and arrow-key movement (pure parts, under CPython)."""

import html
import json
import random
import re
from dataclasses import replace

from spacetable_web.controller import Controller, Ui
from spacetable_web.navigate import nearest
from spacetable_web.storage import SaveStore
from spacetable_web.tableboard import board_markup
from spacetable_web.tablelog import players_in
from spacetable_web.tabletools import tool_actions, tools_of
from spacetable_web.tableviews import table_regions
from spacetable_web.views import render_screen

from pyengine.core import Match
from pyengine.core.hexgrid import FLAT, Hex, Layout
from pyengine.core.jsonutil import canonical
from pyengine.games.migration_mars.actions import ACTIONS as MM_ACTIONS
from pyengine.i18n import CATALOGS
from tests.web.fakes import FullStore

SEATS = [{"name": "<b>Ana</b>", "color": "red"}, {"name": "Bo", "color": "blue"}]
FIELDS = {"seat-name-0": "Ana", "seat-color-0": "red", "seat-name-1": "Bo", "seat-color-1": "blue", "seed": "3"}


def mm_table(seed: int = 3) -> Controller:
    """A controller at a new 2-player Migration: Mars table, played to the first colony phase."""
    app = Controller(SaveStore(FullStore()), "en", clock=lambda: 1000.0, seeder=lambda: 7)
    app.command("new", "migration_mars")
    app.command("start", fields={**FIELDS, "seed": str(seed)})
    while app.ui.match is not None and (app.ui.match.state["tasks"] or app.ui.match.to_move < 0):
        app.command("reveal")
        app.command("act", json.dumps(app.ui.match.legal_actions()[0]))
    app.command("reveal")
    return app


def test_setup_offers_a_faction_per_seat_and_says_where_rocky_terrain_goes() -> None:
    app = Controller(SaveStore(FullStore()), "es", clock=lambda: 0.0)
    app.command("new", "migration_mars")
    markup = render_screen(app.ui, [], 0)
    assert 'name="seat-faction-0"' in markup and 'name="seat-faction-1"' in markup
    assert '<option value="yellow" selected>facción amarilla (sur)' in markup  # two players: opposite sides
    assert "lados vacíos: facción roja, facción verde" in markup
    app.command("add-seat", fields={})
    markup = render_screen(app.ui, [], 0)
    assert 'name="seat-faction-2"' in markup and app.ui.setup is not None
    assert [c["faction"] for c in app.ui.setup.choices] == ["blue", "yellow", "red"]  # the first free one
    chosen = {"seat-faction-0": "green", "seat-faction-1": "yellow", "seat-faction-2": "red"}
    app.command("setup-refresh", fields=chosen)
    assert "lados vacíos: facción azul" in render_screen(app.ui, [], 0)
    app.command("start", fields={**chosen, "seat-faction-1": "green"})
    assert app.ui.screen == "setup" and app.ui.notice is not None
    assert app.ui.notice.message.key == "mm.error.same_faction"  # refused with the reason, nothing saved
    app.command("start", fields=chosen)
    match = app.ui.match
    assert match is not None and match.state["factions"] == ["green", "yellow", "red"]
    assert [s["faction"] for s in match.seats] == ["green", "yellow", "red"]
    assert [s["color"] for s in match.seats] == ["green", "yellow", "red"]  # a player is their faction's colour
    assert 'name="seat-color-0"' not in markup  # so the form asks for the faction only
    app.command("reveal")  # the hand-over card first
    assert "facción verde" in render_screen(app.ui, [], 0)  # each seat's panel names its faction


def test_the_panel_shows_cards_population_pieces_platforms_and_the_station() -> None:
    app = mm_table()
    markup = render_screen(app.ui, [], 0)
    for label in ("Resources", "Olympium", "Supplies", "Blueprints", "Saved events", "Population", "Buildings left"):
        assert f"<dt>{label}</dt>" in markup
    assert "needs 5 healthy to win" in markup and "Station stock" in markup and "Repair platforms" in markup
    assert "colony actions and one construction" in markup  # the phase and who decides


def test_construction_tools_show_costs_and_say_why_a_structure_cannot_be_built() -> None:
    app = mm_table()
    match = app.ui.match
    assert match is not None
    app.command("closed-tools")  # the unavailable structures unfold
    markup = render_screen(app.ui, [], 0)
    buttons = re.findall(r'<button type="button" data-command="tool"[^>]*>', markup)
    assert len(buttons) >= 8  # every structure is listed, available or not
    blocked = [b for b in buttons if 'aria-disabled="true"' in b]
    assert blocked and all("title=" in b and "aria-describedby=" in b for b in blocked)
    for button in blocked:
        described = re.search(r'aria-describedby="([^"]+)"', button)
        assert described and f'id="{described.group(1)}"' in markup
    tunnel = next(b for b in re.findall(r'data-command="tool"[^>]*>(.*?)</button>', markup) if "tunnel" in b)
    assert "1◆" in tunnel  # a tunnel's cost, in the track's pictogram for stone, which the legend explains:
    assert re.search(r">◆</text></svg><span>Track square: stone</span>", markup)


def test_structure_tools_are_read_aloud_in_words_not_pictograms() -> None:
    """A screen reader reads "1◆" as a shape: each structure's button is named in words (its cost in
    cards, the pieces left), in English and in Spanish, while the button still shows the pictograms."""
    app = mm_table()
    app.command("closed-tools")  # every structure listed
    for lang, tunnel, words in (("en", "tunnel, costs 1 stone", " left"), ("es", "túnel, cuesta 1 piedra", "reserva ")):
        app.ui = replace(app.ui, lang=lang)
        markup = render_screen(app.ui, [], 0)
        buttons = re.findall(r'<button type="button" data-command="tool"[^>]*>.*?</button>', markup)
        builds = [b for b in buttons if "&quot;type&quot;:&quot;build&quot;" in b]
        assert len(builds) >= 8
        # the pictograms hidden from a screen reader, the words in their place (no aria-label to contradict them)
        assert all('aria-hidden="true"' in b and "aria-label" not in b for b in builds)
        names = [html.unescape(re.search(r'class="visually-hidden">([^<]*)<', b).group(1)) for b in builds]  # type: ignore[union-attr]
        assert not any(glyph in name for name in names for glyph in "≈◆▣Ω⌂"), names
        assert any(name.startswith(tunnel) and words in name for name in names), names
        assert any("1◆" in b for b in builds)  # the button itself keeps the track's pictogram


def test_unavailable_tools_fold_behind_one_button_that_counts_them() -> None:
    app = mm_table()
    match = app.ui.match
    assert match is not None
    closed = sum(reason is not None for _, _, reason in tools_of(match))
    assert 0 < closed < len(tools_of(match))
    folded = table_regions(app.ui, match)["tools"]
    toggle = re.search(r'<button[^>]*data-command="closed-tools"[^>]*>(.*?)</button>', folded)
    assert toggle and 'aria-expanded="false"' in toggle.group(0) and f"({closed})" in toggle.group(1)
    assert 'aria-disabled="true"' not in folded and "tool-why" not in folded  # one line, not a line each
    assert "tools-closed-why" not in folded  # the structures are closed for different reasons
    assert len(re.findall(r'data-command="tool"', folded)) == len(tools_of(match)) - closed  # the open ones stay
    app.command("closed-tools")
    unfolded = table_regions(app.ui, match)["tools"]
    assert 'aria-expanded="true"' in unfolded and 'aria-controls="closed-tools"' in unfolded
    assert len(re.findall(r'aria-disabled="true"', unfolded)) == closed
    app.command("target", "hex:nowhere")  # other commands keep the list unfolded
    assert 'aria-expanded="true"' in table_regions(app.ui, match)["tools"]
    app.ui = replace(app.ui, lang="es")
    assert "No disponibles ahora" in table_regions(app.ui, match)["tools"]
    app.command("closed-tools")
    assert 'aria-expanded="false"' in table_regions(app.ui, match)["tools"]


def test_choosing_a_structure_highlights_exactly_its_legal_hexes_and_a_tap_builds_it() -> None:
    app = mm_table()
    match = app.ui.match
    assert match is not None
    template = {"type": "build", "kind": "tunnel"}
    sites = {a["target"] for a in match.legal_actions() if a["type"] == "build" and a["kind"] == "tunnel"}
    app.command("tool", json.dumps(template))
    assert app.ui.tool == canonical(template)
    board = board_markup(match, "en", app.ui.tool)
    legal = set(re.findall(r'data-target="([^"]+)" data-legal="1"', board))
    assert legal == sites
    assert board.count('class="highlight"') == len(sites)
    target = sorted(sites)[0]
    app.command("target", target)  # no menu: the tool says which structure; the first tap previews
    assert app.ui.match is match and "Confirm" in table_regions(app.ui, match)["preview"]
    app.command("confirm")
    assert (
        app.ui.match is not None and app.ui.match.state["structures"][target.removeprefix("hex:")]["kind"] == "tunnel"
    )
    assert app.ui.tool == "" and not app.ui.choices


def test_an_unavailable_tool_explains_itself_when_tapped() -> None:
    app = mm_table()
    match = app.ui.match
    assert match is not None
    blocked = [tool for tool, _, reason in tools_of(match) if reason is not None]
    assert blocked
    app.command("tool", json.dumps(blocked[0]))
    assert app.ui.tool == "" and app.ui.notice is not None and app.ui.notice.kind == "error"


def test_buttons_are_grouped_and_undo_says_whether_it_is_available() -> None:
    app = mm_table()
    markup = render_screen(app.ui, [], 0)
    assert '<fieldset class="action-group" data-group="dice">' in markup
    assert "Roll the dice" in markup and "Propose a trade to Bo" in markup
    assert "Nothing to undo" in markup or "can be taken back" in markup


def test_every_legal_action_is_reachable_by_a_button_or_a_board_target() -> None:
    chooser = random.Random(4)
    for seed in (1, 2):
        match = Match.new("migration_mars", SEATS, seed=seed)
        for _ in range(250):
            if match.is_over:
                break
            ui = Ui(lang="es", screen="table", match=match)
            regions = table_regions(ui, match)
            args = {html.unescape(a) for a in re.findall(r'data-command="act" data-arg="([^"]*)"', regions["actions"])}
            targets = set(json.loads(regions["legal"]))
            tools = re.findall(r'data-command="tool" data-arg="([^"]*)"', regions["tools"])
            for tool in tools:  # a tool's board targets show once it is chosen
                chosen = Ui(lang="es", screen="table", match=match, tool=canonical(json.loads(html.unescape(tool))))
                targets |= set(json.loads(table_regions(chosen, match)["legal"]))
            buttons = {canonical(json.loads(a)) for a in args}
            for action in match.legal_actions():
                assert canonical(action) in buttons or action.get("target") in targets, action
            match = match.apply(chooser.choice(match.legal_actions()))


def test_the_log_can_be_filtered_by_player() -> None:
    app = mm_table()
    match = app.ui.match
    assert match is not None
    app.command("log-filter", "1")
    assert app.ui.log_filter == 1
    markup = render_screen(app.ui, [], 0)
    assert 'data-filter="1"' in markup and 'data-players="1"' in markup
    assert any(1 in players_in(e) for e in match.entries) and any(0 in players_in(e) for e in match.entries)
    app.command("log-filter", "")
    assert app.ui.log_filter is None


def test_dice_rolled_since_the_last_action_are_shown_with_faces_and_names() -> None:
    app = mm_table()
    app.command("act", json.dumps({"type": "roll"}))
    assert 'class="die"' not in render_screen(app.ui, [], 0)  # fuel cells are chosen before the roll
    app.command("act", json.dumps({"type": "fuel", "cells": 1}))
    app.command("reveal")
    markup = render_screen(app.ui, [], 0)
    assert "+ 1 fuel cell," in markup  # the log line of the roll counts the committed cell (in the singular)
    assert markup.count('class="die"') >= 2 and 'aria-label="Movement die: ' in markup and "<circle" in markup


def test_replay_steps_through_a_saved_game_from_the_start() -> None:
    app = mm_table()
    match = app.ui.match
    assert match is not None
    save_id = app.ui.save_id
    app.command("replay")
    assert app.ui.screen == "replay" and app.route == f"#replay/{save_id}"
    replay = app.ui.replay
    assert replay is not None and replay.steps == len(match.entries)
    app.command("replay-step", "forward")
    app.command("replay-step", "forward")
    app.command("replay-step", "back")
    assert app.ui.replay_step == 1
    markup = render_screen(app.ui, [], 0)
    assert "step 1 of" in markup and markup.count("<li data-players") == 1 and 'aria-current="step"' in markup
    app.command("replay-step", "last")
    assert replay.frame(app.ui.replay_step).state_hash() == match.state_hash()
    app.command("replay-exit")
    assert app.ui.screen == "table" and app.ui.save_id == save_id

    fresh = Controller(app.store, "es", clock=lambda: 2000.0)
    fresh.start(f"#replay/{save_id}")
    assert fresh.ui.screen == "replay" and fresh.ui.replay is not None
    assert "<b>" not in render_screen(fresh.ui, [], 0)


def test_replay_names_are_escaped() -> None:
    match = Match.new("migration_mars", SEATS, seed=2)
    ui = Ui(lang="en", screen="table", match=match, save_id="g1")
    app = Controller(SaveStore(FullStore()), "en", clock=lambda: 0.0)
    app.ui = ui
    app.command("replay")
    app.command("replay-step", "last")
    markup = render_screen(app.ui, [], 0)
    assert "<b>Ana" not in markup and "&lt;b&gt;Ana" in markup


def test_arrow_keys_walk_to_neighbouring_hexes() -> None:
    layout = Layout(FLAT, 14.0, (0.0, 0.0))
    cells = [Hex(q, r) for q in range(-3, 4) for r in range(-3, 4)]
    points = [(h.key(), *layout.center(h)) for h in cells]
    origin = layout.center(Hex(0, 0))
    others = [p for p in points if p[0] != "0,0"]
    assert nearest(origin, others, "ArrowUp") == Hex(0, -1).key()
    assert nearest(origin, others, "ArrowDown") == Hex(0, 1).key()
    assert nearest(origin, others, "ArrowRight") in (Hex(1, -1).key(), Hex(1, 0).key())
    assert nearest(origin, others, "ArrowLeft") in (Hex(-1, 0).key(), Hex(-1, 1).key())
    assert nearest(origin, [], "ArrowUp") is None and nearest(origin, others, "Tab") is None


def test_no_tool_is_armed_until_the_player_picks_one() -> None:
    app = mm_table()
    match = app.ui.match
    assert match is not None
    builds = [a for a in match.legal_actions() if a["type"] in ("build", "demolish", "clear_impact", "rebuild")]
    assert builds and not any(a in tool_actions(match, "") for a in builds)
    assert [a for a in match.legal_actions() if a not in builds] == tool_actions(match, "")
    app.command("target", builds[0]["target"])  # a build site tapped with no tool chosen: nothing is built
    assert app.ui.match is match and app.ui.notice is not None
    assert app.ui.notice.message.key == "mm.tools.choose_first"
    assert all(k in CATALOGS["es"] for k in ("mm.tools.title", "mm.tool.build", "ui.replay.position"))


def test_a_meteor_is_drawn_as_the_guide_teaches_it() -> None:
    from pyengine.games.migration_mars.table import MigrationMarsTable

    def marks(match: Match) -> list[str]:
        return MigrationMarsTable().marks(
            match.decider_seen(), match.steps_seen(match.to_move if match.to_move >= 0 else None)
        )

    chooser = random.Random(2)
    match = Match.new("migration_mars", SEATS, seed=5)
    for _ in range(2000):
        if any(m.startswith("meteor:") for m in marks(match)) or match.is_over:
            break
        match = match.apply(chooser.choice(match.legal_actions()))
    assert any(m.startswith("meteor:") for m in marks(match))
    board = board_markup(match, "en")
    assert 'class="meteor-guide"' in board and "direction hex" in board


def test_only_one_board_target_is_in_the_tab_order() -> None:
    app = mm_table()
    match = app.ui.match
    assert match is not None
    board = board_markup(match, "en", canonical({"type": "build", "kind": "tunnel"}))
    assert board.count('tabindex="0"') == 1 and 'data-legal="1" tabindex="0"' in board
    assert board.count('tabindex="-1"') > 200


def test_while_choosing_fuel_cells_the_rovers_way_is_shown_square_by_square() -> None:
    from pyengine.games.migration_mars.table import MigrationMarsTable

    def marks(match: Match) -> list[str]:
        return MigrationMarsTable().marks(
            match.decider_seen(), match.steps_seen(match.to_move if match.to_move >= 0 else None)
        )

    match = Match.new("migration_mars", SEATS, {"fuel_cells": "after"}, seed=3)  # the die is known then
    for _ in range(400):
        if match.state["tasks"] and match.state["tasks"][0]["kind"] == "move":
            break
        actions = match.legal_actions()
        rolls = [a for a in actions if a["type"] == "roll"]
        match = match.apply(rolls[0] if rolls else actions[0])
    trail = [m for m in marks(match) if m.startswith("trail:")]
    assert trail
    board = board_markup(match, "en")
    assert 'class="rover-trail"' in board and 'class="layer-trail"' in board


def test_pinching_scales_the_map_within_the_buttons_range() -> None:
    from spacetable_web.navigate import pinched_zoom, spread

    assert spread([(0.0, 0.0), (3.0, 4.0)]) == 5.0
    assert pinched_zoom(1.0, 100.0, 200.0) == 2.0
    assert pinched_zoom(2.0, 100.0, 10.0) == 1.0  # never smaller than the whole map
    assert pinched_zoom(3.0, 100.0, 1000.0) == 4.0  # nor larger than the zoom-in button goes
    assert pinched_zoom(1.5, 0.0, 50.0) == 1.5


def test_the_map_buttons_go_into_the_room_the_drawing_leaves_never_over_it() -> None:
    """The map buttons (44 px and their margins) take a band the fitted drawing leaves: beside it or
    above it when one side's band is wide enough; when only both sides together are (Migration:
    Mars's square map on a phone, about 75 px above and below), the drawing moves over and the
    buttons take the whole band; with no room at all they fold into one zoom button off the map."""
    from spacetable_web.navigate import CONTROLS_BAND, controls_place

    assert CONTROLS_BAND >= 44 + 2 * 6  # a button and the margin either side
    assert controls_place(0, 150) == "above"  # already clear of the drawing, as before
    assert controls_place(150, 20) == "side"
    assert controls_place(0, 75) == "below"  # a phone: the drawing at the bottom, the row above it
    assert controls_place(100, 0) == "aside"  # a portrait tablet: the drawing at the left, a column
    assert controls_place(30, 30) == "folded"  # no room: one zoom button beside the drawers instead


def test_the_folded_map_buttons_are_one_named_zoom_button_beside_the_drawers() -> None:
    app = mm_table()
    assert app.ui.match is not None
    markup = render_screen(app.ui, [], 0)
    unfold = re.search(r'<button[^>]*class="map-unfold"[^>]*>', markup)
    assert unfold and 'data-command="zoom"' in unfold.group(0) and 'aria-label="Zoom in"' in unfold.group(0)
    assert markup.index("drawer-players") < markup.index("map-unfold") < markup.index("drawer-bots")


def test_the_embed_code_of_a_position_replays_to_that_position() -> None:
    from urllib.parse import unquote

    from spacetable_web.shareviews import embed_snippet, share_box

    from pyengine.scenarios.format import loads as load_scenario

    match = Match.new("migration_mars", SEATS, seed=2)
    for _ in range(6):
        match = match.apply(match.legal_actions()[0])
    code = embed_snippet("https://example.org/games/", match, "es")
    src = html.unescape(re.search(r'src="([^"]+)"', code).group(1))  # type: ignore[union-attr]
    assert src.startswith("https://example.org/games/embed.html?lang=es#")
    scenario = load_scenario(unquote(src.split("#", 1)[1]))
    assert scenario.match(0).state_hash() == match.state_hash()
    ui = Ui(lang="en", screen="table", match=match, share=True, site_url="https://example.org/games/")
    assert 'id="share-code"' not in share_box(ui, match)  # the table offers none: it would show the hidden cards
    assert share_box(Ui(lang="en", screen="table", match=match), match) == ""


def _seat_cards(panel: str) -> dict[int, str]:
    """Each player card of a panel's markup, by seat."""
    found = re.findall(r'<li class="player-card" data-seat="(\d)"[^>]*>(.*?)</li>', panel, re.S)
    return {int(seat): body for seat, body in found}


def test_the_panel_shows_another_players_hand_only_as_a_count() -> None:
    app = mm_table()
    match = app.ui.match
    assert match is not None
    me, other = match.to_move, 1 - match.to_move
    cards = _seat_cards(table_regions(app.ui, match)["panel"])
    assert "<dt>Resources</dt>" in cards[me] and "<dt>Hand</dt>" not in cards[me]
    size = sum(match.state["hand"][other].values())
    assert f"<dt>Hand</dt><dd>{size} cards (private)</dd>" in cards[other]
    assert "<dt>Resources</dt>" not in cards[other] and "<dt>Supplies</dt>" not in cards[other]


def test_with_public_hands_the_panel_shows_every_hand() -> None:
    app = mm_table()
    app.command("setting", "hands:public")
    match = app.ui.match
    assert match is not None and app.ui.settings.public_hands
    cards = _seat_cards(table_regions(app.ui, match)["panel"])
    assert all("<dt>Resources</dt>" in body and "<dt>Hand</dt>" not in body for body in cards.values())


def test_the_trade_buttons_ask_by_card_type_whatever_the_partner_holds() -> None:
    app = mm_table()
    match = app.ui.match
    assert match is not None
    other = 1 - match.to_move
    app.command("act", json.dumps({"type": "trade_open", "partner": other}))
    before = app.ui.match
    assert before is not None
    asks = [a["asset"] for a in before.legal_actions() if a["type"] == "trade_ask"]
    assert {"water", "stone", "metal", "olympium", "medipack", "rcu", "fuel"} <= set(asks)
    markup = table_regions(app.ui, before)["actions"]
    assert all(f'{{"asset":"{a}","type":"trade_ask"}}' in html.unescape(markup) for a in asks)


def test_a_crater_is_read_as_a_crater_and_legal_hexes_as_playable() -> None:
    chooser = random.Random(2)
    match = Match.new("migration_mars", SEATS, seed=5)
    while not match.state["impacts"] and not match.is_over:
        match = match.apply(chooser.choice(match.legal_actions()))
    crater = sorted(match.state["impacts"])[0]
    board = board_markup(match, "en")
    label = re.search(rf'data-target="hex:{re.escape(crater)}"[^>]*aria-label="([^"]+)"', board)
    assert label is not None and "crater" in label.group(1) and "flat terrain" in label.group(1)
    legal = set(re.findall(r'aria-describedby="legal-note" data-target="([^"]+)" data-legal="1"', board))
    assert legal == {a["target"] for a in tool_actions(match, "") if isinstance(a.get("target"), str)}


def test_every_action_type_declares_its_button_text_and_a_translated_heading() -> None:
    for kind in MM_ACTIONS.types:
        assert kind.label is not None and kind.group, kind.name
        assert f"mm.group.{kind.group}" in CATALOGS["es"] and f"mm.group.{kind.group}" in CATALOGS["en"]
