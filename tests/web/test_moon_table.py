"""Walking on the Moon at the table: the board and the players drawer agree on the dice of this
turn, and each decision has the game's own hint, not the building games' (pure parts, CPython)."""

import copy
import json
import random
import re

from spacetable_web.controller import Controller, Ui
from spacetable_web.markup import tm
from spacetable_web.storage import SaveStore
from spacetable_web.tableactions import tools_bar, undo_row
from spacetable_web.tableboard import board_markup, space_card
from spacetable_web.tablestatus import status_line
from spacetable_web.tabletools import tools_of
from spacetable_web.tableviews import table_regions

from pyengine.core import Match
from pyengine.core.table import table_of
from pyengine.games.walking_moon import GAME, moves, turn
from pyengine.games.walking_moon.moves import asked, decision
from pyengine.i18n import translate
from tests.games.walking_moon.helpers import new
from tests.web.fakes import FullStore

SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}, {"name": "Cy", "color": "yellow"}]
NAMES = ["Ana", "Bo", "Cy"]


def status_of(state: dict, index: int, lang: str = "en") -> str:
    """The players drawer's state line for one astronaut."""
    rows = table_of(GAME).panel(state, None)
    lines = [translate(value, lang, NAMES) for _, label, value in rows if label.key == "wm.panel.status"]
    return lines[index]


def test_an_astronaut_standing_up_from_an_accident_has_two_dice_on_the_board_and_in_the_drawer() -> None:
    state = copy.deepcopy(new())
    index = moves.active(state)
    state["astros"][index]["down"] = True  # accidented in the last round: its turn begins
    turn.start_turn(state)
    assert state["dice"] == 2
    board = GAME.render(state, 0, "en")
    assert "2 dice this turn" in board
    assert status_of(state, index).startswith("2 dice this turn; next turn normal (4 dice)")
    assert status_of(state, index, "es").startswith("2 dados este turno")
    others = [status_of(state, i) for i in range(len(state["astros"])) if i != index]
    assert all("this turn" not in line for line in others)  # the others' lines say their next turn


def test_a_handicapped_astronaut_has_three_dice_on_both() -> None:
    state = copy.deepcopy(new())
    index = moves.active(state)
    state["astros"][index]["handicap"] = 1
    state["supply"]["handicap"] -= 1
    turn.start_turn(state)
    assert "3 dice this turn" in GAME.render(state, 0, "en")
    assert status_of(state, index).startswith("3 dice this turn")


def test_programming_and_choosing_have_the_games_own_tool_hints() -> None:
    match = Match.new("walking_moon", SEATS, seed=4)
    bar = tools_bar(Ui(lang="en"), match)
    assert "<h2>Dice to program</h2>" in bar and "first empty slot" in bar
    assert "Build" not in bar and "build" not in bar
    chooser = random.Random(1)
    while decision(match.state) != "choose":
        match = match.advance() if match.to_move < 0 else match.apply(chooser.choice(match.legal_actions()))
    bar = tools_bar(Ui(lang="es"), match)
    assert "<h2>Resultados</h2>" in bar and "construir" not in bar.lower()


def test_dice_left_over_once_every_slot_is_programmed_fold_with_the_reason_in_sight() -> None:
    chooser = random.Random(3)
    match = Match.new("walking_moon", SEATS, seed=4)
    while "closed-tools" not in tools_bar(Ui(lang="en"), match):
        match = match.advance() if match.to_move < 0 else match.apply(chooser.choice(match.legal_actions()))
    bar = tools_bar(Ui(lang="en"), match)
    closed = [reason for _, _, reason in tools_of(match) if reason is not None]
    alike = {repr(label) for _, label, reason in tools_of(match) if reason is not None}  # two white dice: one button
    closed = closed[: len(alike)]
    assert closed and {r.key for r in closed} == {"wm.illegal.all_dice_programmed"}
    assert f"Not available now ({len(closed)})" in bar and 'aria-describedby="tools-closed-why"' in bar
    why = re.search(r'<p class="closed why" id="tools-closed-why">(.*?)</p>', bar)
    assert why and why.group(1) == tm(closed[0], "en")  # folded, the one reason they share still shows
    assert "tools-hint" not in bar  # no "Choose a die" with none to choose
    unfolded = tools_bar(Ui(lang="es", closed_tools=True), match)
    assert "tools-closed-why" not in unfolded and unfolded.count('aria-disabled="true"') == len(closed)


def test_jump_again_or_stop_robbing_and_card_windows_have_their_own_hints() -> None:
    seen: dict[str, str] = {}
    for seed in range(1, 7):
        match = Match.new("walking_moon", SEATS, seed=seed, options={"advanced": True})
        chooser = random.Random(seed)
        for _ in range(400):
            if match.is_over:
                break
            phase = decision(match.state)
            if match.to_move >= 0 and phase in ("continue", "rob", "ask") and phase not in seen:
                seen[phase] = status_line(match, "en", NAMES)
            match = match.advance() if match.to_move < 0 else match.apply(chooser.choice(match.legal_actions()))
    assert {"continue", "rob", "ask"} <= set(seen), sorted(seen)
    note = {phase: re.search(r'class="decision-note">([^<]*)<', line) for phase, line in seen.items()}
    assert note["continue"] and "Next jump rolls the dice" in note["continue"].group(1)
    assert note["rob"] and "take a Sputnik" in note["rob"].group(1)
    assert note["ask"] and "action card" in note["ask"].group(1)


def at_the_table() -> Controller:
    """A two-player Walking on the Moon table, the first player programming the dice."""
    app = Controller(SaveStore(FullStore()), "en", clock=lambda: 1000.0, seeder=lambda: 7)
    app.start("")
    app.command("new", "walking_moon")
    fields = {"seat-name-0": "Ana", "seat-color-0": "red", "seat-name-1": "Bo", "seat-color-1": "blue", "seed": "4"}
    app.command("start", fields=fields)
    if app.ui.curtain is not None:
        app.command("reveal")
    assert app.ui.match is not None and decision(app.ui.match.state) == "program"
    return app


def program(app: Controller) -> list[int | None]:
    """The jump slot each die is programmed on now (None: still in the pool)."""
    assert app.ui.match is not None
    return list(app.ui.match.state["program"])


def test_the_dice_on_the_jump_card_are_named_targets_while_programming() -> None:
    app = at_the_table()
    assert app.ui.match is not None
    board = board_markup(app.ui.match, "en")
    for die, colour in enumerate(("blue", "blue", "white", "white", "black", "black")):
        assert re.search(
            rf'data-target="die:{die}" tabindex="-?[01]" role="button" aria-label="{colour} die: tap to put it', board
        )
    assert 'aria-label="dado azul: tócalo para ponerlo' in board_markup(app.ui.match, "es")
    chooser = random.Random(2)
    match = app.ui.match
    while decision(match.state) != "choose":
        match = match.advance() if match.to_move < 0 else match.apply(chooser.choice(match.legal_actions()))
    assert 'data-target="die:' not in board_markup(match, "en")  # rolled: the dice are no longer picked


def test_one_tap_a_die_programs_it_on_the_first_empty_slot_and_a_tap_on_it_takes_it_back() -> None:
    app = at_the_table()
    app.target("die:2")  # on the board
    app.command("tool", json.dumps({"type": "assign", "die": 4}))  # or its button in the status bar
    assert program(app) == [None, None, 0, None, 1, None] and app.ui.tool == "" and not app.ui.preview
    assert app.ui.match is not None
    assert 'data-target="die:2" tabindex="-1" role="button" aria-label="white die on jump slot 1' in board_markup(
        app.ui.match, "en"
    )
    assert "reach:slot:1" in table_of(GAME).tool_marks(app.ui.match.state, None, "")  # where it could land
    app.target("die:2")  # the first die taken back; the second stays on its slot
    assert program(app) == [None, None, None, None, 1, None] and app.ui.notice is None
    app.target("die:0")  # the empty first slot takes the next
    assert program(app) == [0, None, None, None, 1, None]
    app.command("undo")
    assert program(app) == [None, None, None, None, 1, None]


def test_a_slot_tapped_first_offers_the_dice_and_a_die_tapped_on_the_board_programs_it() -> None:
    app = at_the_table()
    app.target("slot:2")
    assert {a["die"] for a in app.ui.choices} == {0, 1, 2, 3, 4, 5} and app.ui.choice_target == "slot:2"
    app.target("die:4")
    assert program(app)[4] == 2 and not app.ui.choices and app.ui.tool == ""


def test_with_every_slot_taken_a_die_is_held_until_a_slot_is_tapped() -> None:
    app = at_the_table()
    app.target("die:1")  # 4 dice: three slots, then the fourth goes where the player says
    app.target("die:2")
    assert app.ui.match is not None
    app.command("act", json.dumps({"type": "extra_die"})) if app.ui.match.state["dice"] < 4 else None
    app.target("die:3")
    app.target("die:5")
    assert json.loads(app.ui.tool) == {"type": "assign", "die": 5} and program(app)[5] is None
    app.target("die:5")
    assert app.ui.tool == ""  # tapped again: put down


def test_undo_while_programming_takes_back_only_the_last_die() -> None:
    app = at_the_table()
    for die, slot in ((0, 0), (3, 1)):
        app.target(f"slot:{slot}")
        app.target(f"die:{die}")
    assert program(app) == [0, None, None, 1, None, None]
    assert app.ui.match is not None
    assert 'data-command="undo"' in undo_row(app.ui.match, "en", NAMES, app.ui.bots)
    app.command("undo")
    assert program(app) == [0, None, None, None, None, None]


def choosing(app: Controller) -> Match:
    """The table's game played on (seeded) to a choice of results where two results land apart."""
    chooser = random.Random(5)
    match = app.ui.match
    assert match is not None
    while decision(match.state) != "choose" or len({a["target"] for a in match.legal_actions() if "steps" in a}) < 2:
        match = match.apply(chooser.choice(match.legal_actions()))
    app._open(match, None)
    return match


def test_a_landing_square_tapped_as_the_legend_says_takes_that_result() -> None:
    app = at_the_table()
    match = choosing(app)
    use = next(a for a in match.legal_actions() if a["type"] == "use")
    app.command("target", use["target"])  # no result in hand: the square names the move
    assert app.ui.notice is None
    landing = [a for a in match.legal_actions() if a.get("target") == use["target"]]
    assert (app.ui.preview and json.loads(app.ui.preview) == use) or list(app.ui.choices) == landing


def test_a_square_of_another_result_takes_that_result_not_a_field_name() -> None:
    app = at_the_table()
    match = choosing(app)
    uses = [a for a in match.legal_actions() if a["type"] == "use"]
    held = uses[0]
    other = next(a for a in uses if a["target"] != held["target"] and a["die"] != held["die"])
    app.command("tool", json.dumps({"type": "use", "die": held["die"]}))
    app.command("target", other["target"])
    assert app.ui.notice is None and (app.ui.preview or other in app.ui.choices)  # that move, previewed or offered
    app.command("tool", json.dumps({"type": "use", "die": held["die"]}))
    ends = {a["target"] for a in uses}
    nowhere = next(f"sq:{c},0" for c in range(40) if f"sq:{c},0" not in ends)
    card = app.inspect(nowhere)
    assert card is not None and card.reason is not None and card.reason.key == "wm.illegal.no_landing"


def test_a_long_press_on_a_die_says_where_a_tap_puts_it_and_on_a_placed_die_that_a_tap_takes_it_back() -> None:
    app = at_the_table()
    card = app.inspect("die:0")
    assert card is not None and card.moves == ({"type": "assign", "die": 0, "target": "slot:0"},)
    assert app.ui.match is not None
    html = space_card(app.ui.match, card, "en")
    assert 'data-playable="1"' in html and "blue die → jump 1" in html
    app.target("die:0")
    placed = app.inspect("die:0")
    assert placed is not None and placed.back
    assert "tap it to take it back" in space_card(app.ui.match, placed, "en")
    assert "tócalo para devolverlo" in space_card(app.ui.match, placed, "es")


def test_the_log_tells_a_drawn_card_to_its_drawer_only() -> None:
    """A drawn action card is named in its drawer's log (the entry's private part), never in another's."""
    from spacetable_web.tablelog import LogCache, log_line

    from pyengine.core.messages import msg

    chooser = random.Random(2)
    match = Match.new("walking_moon", SEATS, {"advanced": True}, seed=2)
    while not any(e.action.get("type") == "draw" for e in match.entries):
        match = match.apply(chooser.choice(match.legal_actions()))
    i = next(i for i, e in enumerate(match.entries) if e.action.get("type") == "draw")
    entry = match.entries[i]
    drawer = asked(match._states[i])["player"]
    card = translate(msg(f"wm.card.{entry.action['card']}"), "en")
    cache = LogCache()
    assert card in log_line(entry, "en", NAMES, viewer=drawer)
    for viewer in [None, *({0, 1, 2} - {drawer})]:
        assert card not in log_line(entry, "en", NAMES, viewer=viewer)
        assert "draws an action card." in cache.line(entry, "en", NAMES, viewer)
    assert card in cache.entries(match, "en", NAMES, drawer)
    assert f"draws an action card: {card}" not in cache.entries(match, "en", NAMES, (drawer + 1) % 3)


def test_a_die_in_hand_or_a_slot_tapped_first_shows_where_its_dice_could_land() -> None:
    """The table passes the tool in hand (and the slot whose menu is open) to the board, which marks
    every square the die could reach with ✓ or ✕; nothing is marked with nothing picked."""
    from spacetable_web.tableviews import table_regions

    app = at_the_table()
    assert app.ui.match is not None
    assert 'class="reach"' not in table_regions(app.ui, app.ui.match)["board"]
    app.target("die:4")
    board = table_regions(app.ui, app.ui.match)["board"]
    assert 'class="reach"' in board and "From here, a black die" in board
    app.target("die:4")  # put down: the preview goes
    assert 'class="reach"' not in table_regions(app.ui, app.ui.match)["board"]
    app.target("slot:0")
    app.target("die:0")  # the blue die programmed on slot 1
    app.target("slot:0")  # the slot's menu opens: its blue die is previewed
    assert app.ui.choice_target == "slot:0"
    board = table_regions(app.ui, app.ui.match)["board"]
    assert 'class="reach"' in board and "From here, a blue die" in board


def test_two_dice_of_a_colour_are_one_button_in_the_status_bar() -> None:
    app = at_the_table()
    assert app.ui.match is not None
    bar = tools_bar(app.ui, app.ui.match)
    assert bar.count('data-command="tool"') == 3 and bar.count(">white die<") == 1


def test_a_zone_of_the_overview_tapped_draws_that_part_large_until_the_next_move() -> None:
    # Issue 28: the whole loop small, "tappable to look elsewhere"; the window follows play again after a move.
    app = at_the_table()
    assert app.ui.match is not None
    squares = re.compile(r'data-square="(\d+),\d+"')

    def columns() -> set[int]:
        board = table_regions(app.ui, app.ui.match)["board"]
        return {int(c) for c in squares.findall(board)}

    assert min(columns()) == 0  # at the start, the window shows the start
    app.target("look:22")
    assert app.ui.look == "look:22" and app.ui.notice is None  # no "no move there" for a look
    assert min(columns()) == 22 and program(app) == [None] * 6  # nothing played
    app.target("die:2")  # a move: the window follows the astronauts again
    assert app.ui.look == "" and min(columns()) == 0
