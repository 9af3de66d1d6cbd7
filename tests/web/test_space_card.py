"""The space card (long press, hover, the I key): each game's words for what a board space is
(Table.space) and the verdict on it now: the moves a tap plays, the choice that would play it, or
the game's reason why not (pure parts, under CPython)."""

import json
import random
import re

import pytest
from spacetable_web.controller import Controller
from spacetable_web.storage import SaveStore
from spacetable_web.tableboard import legal_targets
from spacetable_web.tableboard import space_card as card_markup
from spacetable_web.tabletools import space_card, tap_moves, tool_actions, tools_of

from pyengine.core import Match
from pyengine.core.jsonutil import canonical
from pyengine.core.table import Table, table_of
from pyengine.games.tinyforming_mars.data import STANDARD
from pyengine.i18n import translate
from tests.web.fakes import FullStore
from tests.web.test_mm_table import mm_table

SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]
NAMES = ["Ana", "Bo"]


def words(match: Match, target: str, lang: str = "en") -> str:
    """The card's first line: what the space is, translated."""
    return translate(table_of(match.game).space(match.state, target), lang, NAMES)


def verdict(match: Match, target: str, tool: str = "", lang: str = "en") -> tuple[str, str]:
    """The card's verdict line as shown, and whether it says the space can be played ("1"/"0")."""
    card = space_card(match, tool, target, table_of(match.game).space(match.state, target))
    markup = card_markup(match, card, lang)
    found = re.search(r'data-playable="([01])"><span aria-hidden="true">[✓✗]</span> ([^<]*)</p>', markup)
    assert found is not None, markup
    return found.group(2), found.group(1)


def test_the_default_names_a_space_by_its_kind_and_place() -> None:
    table = Table()
    assert translate(table.space({}, "hex:1,-2"), "en") == "Hex 1,-2"
    assert translate(table.space({}, "square:7"), "es") == "Casilla 7"
    assert translate(table.space({}, "rocket"), "en") == "rocket"


def test_first_landing_says_terrain_cost_and_owner_and_which_hexes_can_be_claimed() -> None:
    match = Match.new("first_landing", SEATS, seed=1).apply({"type": "roll"})
    legal = sorted(a["target"] for a in match.legal_actions() if "target" in a)
    assert legal
    free = words(match, legal[0])
    assert re.fullmatch(r"Hex \d of row \d, (plain|crater|ridge), cost \d, unclaimed", free), free
    said, playable = verdict(match, legal[0])
    assert playable == "1" and said.startswith("Can be played now: ")
    claimed = match.apply(next(a for a in match.legal_actions() if a.get("target") == legal[0]))
    while claimed.to_move < 0:
        claimed = claimed.advance()
    assert words(claimed, legal[0]).endswith("claimed by Ana")
    assert words(claimed, legal[0], "es").endswith("reclamado por Ana")
    said, playable = verdict(claimed, legal[0])
    assert playable == "0" and said.startswith("Not now: ") and "Nothing" not in said


def test_migration_mars_names_terrain_structures_rovers_and_the_embassy() -> None:
    app = mm_table()
    match = app.ui.match
    assert match is not None
    state = match.state
    hq = next(k for k, s in state["structures"].items() if s["kind"] == "hq" and s["owner"] == 0)
    assert re.fullmatch(r"Hex [A-O]\d+, \w[\w ]*, HQ of the \w+ faction at [A-O]\d+", words(match, f"hex:{hq}"))
    square = state["rover"][1]
    assert "Rover of the" in words(match, f"square:{square}")
    assert words(match, "embassy").startswith("The Embassy: population of")
    assert words(match, "hex:0,0", "es").startswith("Hexágono H8")


def test_migration_mars_verdicts_follow_the_tool_in_hand() -> None:
    app = mm_table()
    match = app.ui.match
    assert match is not None
    template = {"type": "build", "kind": "tunnel"}
    sites = sorted(a["target"] for a in match.legal_actions() if a["type"] == "build" and a["kind"] == "tunnel")
    # no tool in hand: a tunnel site says which choice plays it, never that nothing can be done
    said, playable = verdict(match, sites[0])
    assert playable == "1" and said.startswith("Can be played now: first choose tunnel")
    # the tunnel in hand: the site plays a build there; a hex far from the colony says the game's reason
    tool = canonical(template)
    said, playable = verdict(match, sites[0], tool)
    assert playable == "1" and said.startswith("Can be played now: ")
    far = "hex:0,0"  # the Embassy hex: never a tunnel site
    reason = match.why_illegal({**template, "target": far})
    assert reason is not None
    said, playable = verdict(match, far, tool)
    assert playable == "0" and said == f"Not now: {translate(reason, 'en', NAMES)}"
    # a track square concerns no decision of this moment
    said, playable = verdict(match, "square:3")
    assert playable == "0" and (said == "Nothing to do here now." or said.startswith("Not now: "))


def test_tinyforming_mars_names_hexes_standard_projects_and_card_ends() -> None:
    match = Match.new("tinyforming_mars", SEATS, seed=2)
    hexes = [k for k in match.state["board"]] or ["0,0"]
    said = words(match, f"hex:{hexes[0]}")
    assert said.startswith("Hex ") and said.count(",") >= 1
    std = next(iter(STANDARD))
    assert words(match, f"std:{std}") != f"std:{std}"  # named in words, not by its id
    if match.state["drawn"] is not None:
        assert words(match, "end:a") != "end:a"


def test_walking_on_the_moon_names_squares_astronauts_and_jump_slots() -> None:
    match = Match.new("walking_moon", SEATS, seed=3)
    start = match.state["astros"][0]
    said = words(match, f"sq:{start['col']},{start['level']}")
    assert re.match(r"(Firm|Hazardous|No) ground", said) and "Ana" in said
    assert words(match, "slot:0").startswith("Jump slot 1")
    assert words(match, "slot:0", "es").startswith("Casilla de salto 1")


def test_a_finished_game_and_the_hand_over_card() -> None:
    app = Controller(SaveStore(FullStore()), "en", clock=lambda: 1000.0, seeder=lambda: 7)
    app.command("new", "first_landing")
    app.command("start", fields={"seat-name-0": "Ana", "seat-name-1": "Bo", "seed": "3"})
    assert app.ui.curtain is not None  # First Landing hides missions: the table waits behind the card
    assert app.inspect("hex:0,0") is None  # no card while the tablet is being handed over
    app.command("reveal")
    card = app.inspect("hex:0,0")
    assert card is not None and translate(card.what, "en", NAMES).startswith("Hex 3 of row 3")
    match = app.ui.match
    assert match is not None
    while not match.is_over:
        match = match.advance() if match.to_move < 0 else match.apply(match.legal_actions()[0])
    said, playable = verdict(match, "hex:0,0")
    assert playable == "0" and "over" in said.lower()


def test_the_card_markup_is_escaped_and_says_playable_by_more_than_colour() -> None:
    match = Match.new("first_landing", [{"name": "<b>A</b>", "color": "red"}, SEATS[1]], seed=1)
    match = match.apply({"type": "roll"})
    target = next(a["target"] for a in match.legal_actions() if "target" in a)
    claimed = match.apply(next(a for a in match.legal_actions() if a.get("target") == target))
    card = space_card(claimed, "", target, table_of(claimed.game).space(claimed.state, target))
    markup = card_markup(claimed, card, "en")
    assert "<b>" not in markup and "&lt;b&gt;A&lt;/b&gt;" in markup
    assert '<span aria-hidden="true">✗</span> Not now:' in markup
    assert json.dumps("✓") not in markup


@pytest.mark.parametrize("game_id", ["artemis", "escape_pods", "march_mars", "walking_moon"])
def test_with_no_tool_in_hand_the_marked_targets_are_those_a_tap_plays(game_id: str) -> None:
    """Where a tap on a space offers its moves as a menu, the board marks exactly the spaces a first
    tap plays something on: no mark on a dead space, and none missing on a live one (where a die
    picked plays itself, Walking on the Moon's programming, the dice are the first tap: the slots
    are marked once one is in hand)."""
    chooser = random.Random(5)
    match = Match.new(game_id, 2, {}, seed=5)
    for _ in range(400):
        while match.to_move < 0 and not match.is_over:
            match = match.advance()
        if match.is_over:
            break
        spaces = {a["target"] for a in match.legal_actions() if isinstance(a.get("target"), str)}
        table, seen = table_of(match.game), match.decider_seen()
        one_tap = any(table.tool_default(seen, tool) for tool, _, why in tools_of(match) if why is None)
        tapped = {t for t in spaces if tap_moves(match, "", t)}
        if one_tap:  # the dice first: only what needs no tool is marked
            tapped = spaces & {a.get("target") for a in tool_actions(match, "")}
        assert legal_targets(match) == tapped, match.legal_actions()
        match = match.apply(chooser.choice(match.legal_actions()))
