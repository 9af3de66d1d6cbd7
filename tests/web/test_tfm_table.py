"""The TINYforming Mars table: panel rows, button texts and groups, the draft by tapping a card end,
card ends marked with whom they face, highlights, final scoring, and no dead ends (under CPython)."""

import html
import json
import random
import re
from typing import Any

import pytest
from spacetable_web.controller import Controller, Ui
from spacetable_web.panels import panel_rows
from spacetable_web.storage import SaveStore
from spacetable_web.tableboard import board_markup
from spacetable_web.tableviews import table_regions
from spacetable_web.views import render_screen

from pyengine.core import Match
from pyengine.core.jsonutil import canonical
from pyengine.core.messages import Msg
from pyengine.core.table import table_of
from pyengine.games.tinyforming_mars import data, queries, table
from pyengine.games.tinyforming_mars.actions import ACTIONS
from pyengine.i18n import CATALOGS, translate
from tests.web.fakes import FullStore

GAME = "tinyforming_mars"
SEATS = [{"name": "<b>Ana</b>", "color": "red"}, {"name": "Bo", "color": "blue"}]
FIELDS = {"seat-name-0": "Ana", "seat-color-0": "red", "seat-name-1": "Bo", "seat-color-1": "blue"}


def tm_table(seed: int = 3, players: int = 2) -> Controller:
    """A controller at a new TINYforming Mars table opened through the setup form."""
    app = Controller(SaveStore(FullStore()), "en", clock=lambda: 1000.0, seeder=lambda: 7)
    app.command("new", GAME)
    if players == 2:
        app.command("add-seat", fields=FIELDS)
    fields = {k: v for k, v in FIELDS.items() if players == 2 or k.endswith("-0")}
    app.command("start", fields={**fields, "seed": str(seed)})
    return app


def played(players: int, seed: int, until: Any, options: dict[str, Any] | None = None) -> Match:
    """A match played by seeded random actions until `until(match)` holds (or the game ends)."""
    match = Match.new(GAME, SEATS[:players], options or {}, seed=seed)
    chooser = random.Random(seed)
    while not match.is_over and not until(match):
        match = match.apply(chooser.choice(match.legal_actions()))
    return match


def found(until: Any) -> Match:
    """The first two-player playout (14-card deck, seeds 1-40) that reaches `until`."""
    for seed in range(1, 40):
        match = played(2, seed, until, {"deck": 14})
        if not match.is_over:
            return match
    raise AssertionError("no playout reached the position")


def task_is(*kinds: str) -> Any:
    return lambda m: bool(m.state["tasks"]) and m.state["tasks"][0]["kind"] in kinds


def button_args(regions: dict[str, str]) -> set[str]:
    """The canonical actions that the action buttons carry."""
    raw = re.findall(r'data-command="act" data-arg="([^"]*)"', regions["actions"])
    return {canonical(json.loads(html.unescape(a))) for a in raw}


def en(message: Any, names: tuple[str, ...] = ("Ana", "Bo")) -> str:
    return translate(message, "en", list(names)) if isinstance(message, Msg) else str(message)


def test_setup_offers_the_maps_decks_and_generation_limit_in_both_languages() -> None:
    app = Controller(SaveStore(FullStore()), "es", clock=lambda: 0.0)
    app.command("new", GAME)
    markup = render_screen(app.ui, [], 0)
    assert 'name="option-map"' in markup and "Elysium" in markup and "7 cartas (original)" in markup
    assert 'name="option-generation_limit"' in markup


def test_the_drafter_chooses_the_end_facing_them_by_tapping_it() -> None:
    app = tm_table()
    match = app.ui.match
    assert match is not None and match.state["drawn"] is not None
    drafter = match.to_move
    board = board_markup(match, "en")
    assert set(re.findall(r'data-target="(end:[ab])" data-legal="1"', board)) == {"end:a", "end:b"}
    assert board.count("☛") == 2 and "keeps this end facing them" in board  # what a tap means
    drawn = match.state["drawn"]
    app.command("target", "end:b")
    assert app.ui.match is match  # the first tap previews which end faces whom
    app.command("target", "end:b")  # a second tap on the same end takes it
    after = app.ui.match
    assert after is not None and not app.ui.choices
    card = after.state["table"][-1]
    assert card["card"] == drawn and card["faces"][drafter] == "b" and card["faces"][1 - drafter] == "a"
    mine = data.PAIRS[drawn][1].id
    board = board_markup(after, "en")
    assert f'data-target="project:{mine}"' in board
    assert f"faces {after.seats[drafter]['name']}" in board  # each end says whom it faces


def test_every_card_end_shows_whom_it_faces_with_that_players_colour() -> None:
    match = played(2, 4, lambda m: len(m.state["table"]) == 3 and m.state["drawn"] is None)
    board = board_markup(match, "en")
    assert board.count('class="faces" data-owner="0"') == 3 and board.count('class="faces" data-owner="1"') == 3
    for card in match.state["table"]:
        for owner in (0, 1):
            end = data.PAIRS[card["card"]][0 if card["faces"][owner] == "a" else 1]
            assert f'data-target="project:{end.id}"' in board


def test_solo_ends_facing_the_neutral_player_are_marked_as_such() -> None:
    match = played(1, 2, lambda m: len(m.state["table"]) == 3 and m.state["drawn"] is None)
    board = board_markup(match, "en")
    printed = " ".join(re.sub(r"<[^>]+>", " ", board).split())  # a card's lines read in order (names wrap)
    assert printed.count("faces the neutral player") == 3 and board.count('class="faces" data-owner="1"') == 3


def test_the_panel_shows_credits_tags_tokens_heat_cities_supplies_generation_and_who_starts() -> None:
    match = played(2, 3, lambda m: m.state["generation"] == 2 and not m.state["tasks"])
    rows = panel_rows(match, match.to_move)
    labels = {(p, en(label)) for p, label, _ in rows}
    for p in (0, 1):
        for label in ("Colour", "Credits", "Tags (facing ends, bonus cities)", "Resource tokens",
                      "Heat (personal supply)", "Cities", "Income at the end of the generation"):  # fmt: skip
            assert (p, label) in labels
    for label in ("Generation", "Starts this generation", "Left in the supply", "Parameters (for requirements)",
                  "Tokens in the supply", "Credits in the supply", "Deck", "End of the game"):  # fmt: skip
        assert (None, label) in labels
    values = {(p, en(label)): en(value) for p, label, value in rows}
    state = match.state
    assert values[(0, "Credits")] == str(state["credits"][0])
    assert values[(None, "Starts this generation")] in ("Ana", "Bo")
    assert f"heat {state['supply']['heat']}/11" in values[(None, "Left in the supply")]
    tags = queries.tags(state, 1)
    shown = values[(1, "Tags (facing ends, bonus cities)")]
    assert all(f"{en(Msg(f'tm.tag.{t}'))} {n}" in shown for t, n in tags.items() if n)
    markup = render_screen(Ui(lang="es", screen="table", match=match), [], 0)
    assert "<dt>Créditos</dt>" in markup and "Empieza esta generación" in markup


def test_the_score_breakdown_is_in_the_panel_on_the_board_and_in_the_results_at_the_end() -> None:
    match = played(2, 5, lambda m: False)
    assert match.is_over
    points = queries.breakdown(match.state)
    rows = {(p, en(label)): en(value) for p, label, value in panel_rows(match, None)}
    for p in (0, 1):
        assert rows[(p, "Score")].startswith(f"{queries.total(points[p])} points (cities {points[p]['cities']}")
    board = board_markup(match, "en")
    assert "Final scoring" in board and board.count('class="score-cell"') == 10
    winner = match.seats[match.winners()[0]]["name"] if len(match.winners()) == 1 else None
    assert (f"{html.escape(winner)} wins." in board) if winner else "shared" in board
    markup = render_screen(Ui(lang="en", screen="table", match=match), [], 0)
    assert '<section class="results"' in markup and 'class="winners"' in markup


def test_a_lost_solo_game_says_so_on_the_board_and_in_the_results() -> None:
    match = played(1, 1, lambda m: False)
    assert match.is_over and not match.winners()
    assert "you lose" in board_markup(match, "en")
    assert "Nobody wins." in render_screen(Ui(lang="en", screen="table", match=match), [], 0)


def test_action_buttons_have_short_texts_for_every_action_type_and_token_choice() -> None:
    seen: set[str] = set()
    for seed in range(1, 30):
        match = Match.new(GAME, SEATS, {"deck": 14}, seed=seed)
        chooser = random.Random(seed)
        while not match.is_over:
            for action in match.legal_actions():
                text = en(table_of(match.game).action_label(match.state, action))
                assert text and "{" not in text and "tm." not in text, (action, text)
                seen.add(action["type"])
                if action["type"] == "token":
                    assert en(Msg(f"tm.tag.{action['token']}")) in text
            match = match.apply(chooser.choice(match.legal_actions()))
        if seen >= DECLARED:
            break
    assert seen == DECLARED, DECLARED - seen
    assert all(kind.label is not None and kind.group for kind in ACTIONS.types)
    for key in {kind.group for kind in ACTIONS.types}:
        assert f"tm.group.{key}" in CATALOGS["es"] and f"tm.group.{key}" in CATALOGS["en"]


DECLARED = {kind.name for kind in ACTIONS.types}


def test_buttons_are_grouped_and_the_skip_button_says_what_is_declined() -> None:
    match = found(task_is("extra_heat"))
    regions = table_regions(Ui(lang="en", screen="table", match=match), match)
    assert "No second heat cube" in regions["actions"] and "Pay 2 credits for another heat cube" in regions["actions"]
    match = found(lambda m: task_is("remove")(m) and any(a["type"] == "skip" for a in m.legal_actions()))
    regions = table_regions(Ui(lang="en", screen="table", match=match), match)
    assert '<fieldset class="action-group" data-group="choice">' in regions["actions"]
    assert "Return no greenery" in regions["actions"]


def test_pass_and_token_choices_are_buttons() -> None:
    match = found(task_is("token"))
    regions = table_regions(Ui(lang="es", screen="table", match=match), match)
    assert "Tomar una ficha de" in regions["actions"]
    match = played(2, 2, lambda m: any(a["type"] == "pass" for a in m.legal_actions()))
    regions = table_regions(Ui(lang="en", screen="table", match=match), match)
    assert '<fieldset class="action-group" data-group="turn">' in regions["actions"] and ">Pass<" in regions["actions"]


def test_legal_card_ends_and_standard_projects_are_highlighted() -> None:
    match = played(2, 3, lambda m: m.state["generation"] == 2 and not m.state["tasks"])
    legal = {a["target"] for a in match.legal_actions() if "target" in a}
    board = board_markup(match, "en")
    outlined = set(re.findall(r'class="highlight-card" data-for="([^"]+)"', board))
    assert outlined == {t for t in legal if not t.startswith("hex:")} and outlined


@pytest.mark.parametrize("players", [1, 2])
def test_every_legal_action_is_reachable_by_a_button_or_a_board_target(players: int) -> None:
    chooser = random.Random(4)
    for seed in (1, 2, 3):
        match = Match.new(GAME, SEATS[:players], seed=seed)
        while not match.is_over:
            ui = Ui(lang="es", screen="table", match=match)
            regions = table_regions(ui, match)
            args = button_args(regions)
            targets = set(json.loads(regions["legal"]))
            on_board = set(re.findall(r'data-target="([^"]+)"', regions["board"]))
            for action in match.legal_actions():
                target = action.get("target")
                assert canonical(action) in args or (target in targets and target in on_board), action
            match = match.apply(chooser.choice(match.legal_actions()))


def test_a_tap_on_an_end_facing_the_opponent_says_why_not() -> None:
    app = tm_table(seed=3)
    while app.ui.match is not None and app.ui.match.state["tasks"]:
        app.command("act", json.dumps(app.ui.match.legal_actions()[0]))
    match = app.ui.match
    assert match is not None and not match.is_over
    theirs = queries.facing(match.state, 1 - match.to_move)[0]
    app.command("target", f"project:{theirs}")
    assert app.ui.notice is not None and app.ui.notice.message.key == "tm.illegal.not_yours"
    assert app.ui.match is match


def test_the_hooks_are_registered_for_the_game() -> None:
    match = Match.new(GAME, SEATS, seed=1)
    assert isinstance(table_of(match.game), table.TinyformingMarsTable)
    app = tm_table(players=1)
    assert app.ui.match is not None and len(app.ui.match.seats) == 1 and app.ui.curtain is None


def embedded(code: str) -> Match:
    """The position an embed code shows, as a reader who decodes it gets it."""
    from urllib.parse import unquote

    from pyengine.scenarios.format import loads as load_scenario

    src = html.unescape(re.search(r'src="([^"]+)"', code).group(1))  # type: ignore[union-attr]
    return load_scenario(unquote(src.split("#", 1)[1])).match(0)


def reader_foresees_the_draws(reader: Match, finished: Match, position_steps: int) -> bool:
    """Whether a reader who continues an embedded position with the players' next actions draws
    exactly the face-down cards the game went on to draw."""
    from pyengine.core.game import CHANCE

    later = finished.entries[position_steps:]
    assert any(entry.actor == CHANCE for entry in later)  # the game drew after the position
    for entry in later:
        if entry.actor != CHANCE:
            reader = reader.apply(entry.action, entry.actor)
            continue
        reader = reader.apply_chance()
        if canonical(reader.entries[-1].action) != canonical(entry.action):
            return False
    return True


def test_embed_this_position_shows_the_board_but_never_the_cards_to_come() -> None:
    foreseen = []
    for seed in range(1, 6):
        live = played(2, seed, lambda m: len(m.entries) >= 30, {"deck": 14})
        ui = Ui(lang="en", screen="table", match=live, share=True, site_url="https://example.org/games/")
        found_code = re.search(r'<textarea id="share-code"[^>]*>([^<]*)<', render_screen(ui, [], 0))
        assert found_code is not None  # the table offers the code: every card of the position lies face up
        reader = embedded(html.unescape(found_code.group(1)))
        assert reader.render(None, "en") == live.render(None, "en")  # the reader sees the same board
        finished = live
        chooser = random.Random(seed + 100)
        while not finished.is_over and len(finished.entries) < len(live.entries) + 60:
            finished = finished.apply(chooser.choice(finished.legal_actions()))
        foreseen.append(reader_foresees_the_draws(reader, finished, len(live.entries)))
    assert not any(foreseen)
