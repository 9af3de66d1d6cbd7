"""The board: the ring of cards, the jump card's slot targets, where each result lands, the jump replayed."""

import re

from pyengine.core.seats import PALETTE
from pyengine.core.sideview import step_patterns
from pyengine.games.walking_moon import GAME, board, data, moves, view
from pyengine.games.walking_moon.moves import decision
from pyengine.games.walking_moon.table import WalkingMoonTable
from pyengine.games.walking_moon.view import TOKEN_MARK
from pyengine.i18n import translate
from tests.drawings import drawn_afresh, forget
from tests.games.walking_moon.helpers import BLACK, BLUE, BLUE2, CARDS, WHITE, new, program, put, roll, use

TARGET = re.compile(r'data-target="([^"]+)"')
MOVES = re.compile(r'data-target="((?!look:)[^"]+)"')  # a move's targets, not the overview's zones


def test_the_window_draws_every_square_of_its_columns_around_the_astronaut_and_the_whole_loop_small() -> None:
    state = new()
    svg = GAME.render(state, 0, "es")
    track = board.terrain(tuple(state["cards"]))
    assert view.window_start(state) == 0  # everyone on the start square
    shown = {(c, lv) for c, lv in track.squares() if c < view.COLUMNS}
    assert set(re.findall(r'data-square="(\d+),(\d+)"', svg)) == {(str(c), str(lv)) for c, lv in shown}
    assert "Salida y meta" in svg and svg.startswith("<svg") and 'class="overview-window"' in svg
    moved = put(state, moves.active(state), 14)
    assert view.followed(moved) == moves.active(moved) and view.window_start(moved) == 13
    columns = {int(c) for c, _ in re.findall(r'data-square="(\d+),(\d+)"', GAME.render(moved, 0, "en"))}
    assert columns == set(range(13, 13 + view.COLUMNS))
    done = put(state, moves.active(state), board.FINISH)
    assert view.window_start(done) == board.FINISH + 1 - view.COLUMNS  # the finish is the track's last column
    assert 'class="finish-line"' in GAME.render(done, 0, "en")
    over = {**put(state, 1, board.FINISH), "phase": "over"}
    assert view.followed(over) == 1  # the race over, the window shows the leader across the finish


def test_a_tapped_zone_of_the_overview_draws_that_part_of_the_track_large() -> None:
    # Issue 28: the whole loop small beside the window, "tappable to look elsewhere".
    state = new()
    svg = GAME.render(state, 0, "en")
    zones = [t for t in TARGET.findall(svg) if t.startswith("look:")]
    assert zones[0] == "look:0" and len(zones) == 5  # the 36 columns in five zones about a window wide
    assert "Look at squares 1–7 (tap: draw them large)" in svg  # each named for a screen reader
    far = zones[3]
    looked = GAME.render(state, 0, "en", [far])
    first = int(far.split(":")[1])
    columns = {int(c) for c, _ in re.findall(r'data-square="(\d+),(\d+)"', looked)}
    assert columns == set(range(first, first + view.COLUMNS)) and first > view.COLUMNS
    assert view.window_start(state, ["look:99"]) == board.FINISH + 1 - view.COLUMNS  # kept on the track
    card = translate(WalkingMoonTable().space(state, far), "es")  # a long press says what it shows
    assert card.startswith(f"Ver las casillas {first + 1}–{first + view.COLUMNS}")


PIECE = re.compile(r'data-astro="(\d)"[^>]*><rect[^>]*/><text[^>]*>([^<]+)</text><text[^>]*>([^<]+)</text>')


def test_every_piece_carries_its_players_symbol_and_number_and_with_two_players_which_astronaut() -> None:
    """Each astronaut is drawn on the start square, stacked, with its seat's symbol and number."""
    three = {index: (mark, number) for index, mark, number in PIECE.findall(GAME.render(new(3), 0, "en"))}
    assert three == {"0": ("▲", "1"), "1": ("●", "2"), "2": ("■", "3")}
    two = {index: number for index, _, number in PIECE.findall(GAME.render(new(2), 0, "en"))}
    assert two == {"0": "1 (1)", "1": "2 (1)", "2": "1 (2)", "3": "2 (2)"}  # as the prompt names them


def test_the_squares_are_named_in_the_board_language_each_time_and_follow_the_cards_dealt() -> None:
    """The track's squares are drawn once per deal and language, so a language switch or a new deal
    must still show its own squares."""
    state = new()
    english = GAME.render(state, 0, "en")
    assert "Salida y meta" in GAME.render(state, 0, "es") and "Salida y meta" not in english
    assert GAME.render(state, 0, "en") == english
    other = {**state, "cards": list(reversed(state["cards"]))}
    squares = re.compile(r'<g class="sq [^"]+" data-square="[^"]+"')
    assert squares.findall(GAME.render(other, 0, "en")) != squares.findall(english)


def test_while_programming_the_jump_slots_and_the_dice_left_in_the_pool_are_the_targets() -> None:
    svg = GAME.render(new(), 0, "en")
    assert set(MOVES.findall(svg)) == {"slot:0", "slot:1", "slot:2", *(f"die:{d}" for d in range(6))}
    state = new()
    state["program"][BLUE2] = 1
    svg = GAME.render(state, 0, "en")
    assert TARGET.findall(svg).count("die:1") == 1  # programmed: on its slot (a tap takes it back), not in the pool
    assert (
        'data-target="die:1" tabindex="0" role="button" aria-label="blue die on jump slot 2: tap to take it back"'
        in svg
    )


BOX = re.compile(r'<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"')
FINGER_UNITS = 50  # 45 CSS px at a phone's scale (45.5 px a 50-unit square, the least)


def hit_box(svg: str, cls: str, target: str) -> tuple[float, float, float, float]:
    """The first rect of the target `target` (class `cls`): x, y, width, height in drawing units."""
    start = svg.index(f'data-target="{target}"')
    assert cls in svg[svg.rindex("<g", 0, start) : svg.index(">", start)]
    x, y, w, h = (float(v) for v in BOX.search(svg, start).groups())  # type: ignore[union-attr]
    return x, y, w, h


def test_a_jump_slot_and_its_dice_stay_a_finger_wide_whatever_the_number_of_dice() -> None:
    for count in range(1, data.MAX_DICE + 1):
        state = new()
        state["dice"] = count
        for die in range(count):
            state["program"][die] = 0
        svg = GAME.render(state, 0, "en")
        sx, _, sw, sh = hit_box(svg, "slot-box", "slot:0")
        dx, _, dw, dh = hit_box(svg, "placed-die", f"die:{count - 1}")  # the last die placed: a tap takes it back
        assert sum(f'data-target="die:{d}"' in svg for d in range(count)) == 1  # one take-back target
        own = dx - sx  # the slot's part left of its dice: a tap there picks the slot
        assert min(own, sh, dw, dh) >= FINGER_UNITS, (count, own, sh, dw, dh)
        assert dx + dw <= sx + sw + 0.1  # the dice's target lies within the slot
        assert svg.count('class="die die-') == data.MAX_DICE  # every die drawn, in the pool or on the slot


def test_while_choosing_each_landing_square_is_a_target_with_its_path_shown() -> None:
    state = roll(program(new(), [BLUE, WHITE], [BLUE2, 5]), "2", "1")
    svg = GAME.render(state, 0, "en")
    wanted = {a["target"] for a in GAME.legal_actions(state) if a["type"] == "use"}
    assert set(MOVES.findall(svg)) == wanted
    assert svg.count('class="preview"') == len([a for a in GAME.legal_actions(state) if a["type"] == "use"])
    previews = svg.split('class="layer-paths"')[1].split('class="layer-pieces"')[0]
    assert "✓" in previews and "✕" in previews  # the blue 2 lands safely; the white 1 descends into the ground


def test_a_jump_is_played_out_along_its_path_unless_motion_is_reduced() -> None:
    state = program(new(), [BLUE], [BLUE2, WHITE, 5])
    state = use(roll(state, "2"), BLUE, "ss")
    svg = GAME.render(state, 0, "en")
    assert "<animateMotion" in svg and "prefers-reduced-motion: reduce" in svg
    assert "<animateMotion" not in GAME.render(new(), 0, "en")


GLYPH = re.compile(r'<text[^>]*fill="([^"]+)"[^>]*>([^<]+)</text>')
GROUND = re.compile(
    r'<g class="sq [^>]*><rect[^>]*fill="([^"]+)" stroke="([^"]+)"|<rect[^>]*fill="(#8d8a86)" stroke="([^"]+)"'
)
RECT = re.compile(r'<rect[^>]*fill="([^"]+)" stroke="([^"]+)"')


def glyphs(markup: str) -> set[tuple[str, str]]:
    """Each mark drawn (its colour and character), numbers and words left out, seats' marks too;
    a piece's marks in whichever ink reads on its player's colour."""
    seat_marks = {mark for _, mark in PALETTE.values()}
    drawn = set()
    for fill, shown in GLYPH.findall(markup):
        if " " in shown.strip() or shown in seat_marks:
            continue  # a caption, or an astronaut's seat mark (the players drawer names the seats)
        drawn |= {("ink" if ch == "⤓" else fill, ch) for ch in shown if not ch.isdigit() and not ch.isspace()}
    return drawn


def boards_showing_everything() -> list[str]:
    """Boards with every kind of ground, a hard card, each token, an astronaut down, a skull rolled,
    safe and crashing results, and the last jump's trail."""
    cards = sorted(data.MOON_CARDS)
    states = []
    for k in range(0, len(cards), 5):
        deal = (cards[k : k + 5] + CARDS)[:5]
        for connector in range(0, board.FINISH + 1, data.CARD_WIDTH + 1):  # the window over each stretch
            state = new(advanced=True, cards=deal)
            state["tokens"] = {str(7 + 2 * i): effect for i, effect in enumerate(TOKEN_MARK)}
            state["astros"][1]["down"] = True
            state["astros"][moves.active(state)].update(col=connector, level=0)
            state["astros"][1].update(col=connector, level=0)
            states.append(state)
    choosing = roll(program(new(), [BLUE, WHITE], [BLUE2, 5]), "2", "1")
    skull = roll(program(new(), [BLACK], [BLUE, BLUE2, WHITE]), "2k")
    again = use(roll(program(new(), [BLUE], [], [WHITE, BLACK, BLUE2]), "2"), BLUE, "ss")  # several colours' reach
    states += [choosing, skull, program(new(), [BLUE], [BLUE2, WHITE, 5]), again]
    reaching = [GAME.render(new(), 0, "en", [f"reach:die:{die}"]) for die in (BLUE, WHITE, BLACK)]
    return [GAME.render(state, 0, "en") for state in states] + reaching


def test_every_symbol_the_board_draws_has_a_line_in_the_legend() -> None:
    legend = WalkingMoonTable().legend()
    symbols = "".join(symbol for symbol, _ in legend)
    boards = boards_showing_everything()
    drawn = set().union(*(glyphs(board) for board in boards))
    assert {("#ff8a65", "✕"), ("#ef5350", "✕"), ("#c62828", "!"), ("#ffffff", "☠")} <= drawn
    assert drawn - glyphs(symbols) == set()
    ground = {tuple(v for v in found if v) for board in boards for found in GROUND.findall(board)}
    assert len(ground) >= 4 and ground - set(RECT.findall(symbols)) == set()
    assert "#1e88e5" in symbols and 'stroke-dasharray="4 3"' in symbols  # start and the last jump
    meanings = [translate(meaning, "en", []) for _, meaning in legend]
    assert len(set(meanings)) == len(meanings) and all(m.strip() for m in meanings)


def test_the_legend_reads_in_both_languages() -> None:
    legend = WalkingMoonTable().legend()
    for _, meaning in legend:
        assert translate(meaning, "es", []) != translate(meaning, "en", [])


def test_the_results_break_each_score_into_race_points_and_sputniks_in_both_languages() -> None:
    state = new(3)
    for index, (col, done, sputniks) in enumerate([(35, 1, 0), (33, 0, 2), (20, 0, 1)]):
        state["astros"][index].update(col=col, level=0, done=done, sputniks=sputniks)
    rows = WalkingMoonTable().results(state)
    parts = {p: [translate(value, "en", []) for owner, _, value in rows if owner == p] for p in range(3)}
    assert parts[0] == ["first across the finish = 11", "0 Sputniks × 1 = 0"]
    assert parts[1] == ["on the last card, a square worth 8 = 8", "2 Sputniks × 1 = 2"]
    assert parts[2] == ["short of the last card = 0", "1 Sputnik × 1 = 1"]
    for p, texts in parts.items():  # the parts add up to the score the results table shows
        assert sum(int(t.rsplit("= ", 1)[1]) for t in texts) == GAME.scores(state)[p]
    spanish = [translate(value, "es", []) for _, _, value in rows]
    assert spanish[0] == "primero en cruzar la meta = 11" and spanish[5] == "1 Sputnik × 1 = 1"


def test_with_two_players_the_results_name_each_of_a_players_two_astronauts() -> None:
    state = new(2)
    labels = [translate(label, "en", []) for owner, label, _ in WalkingMoonTable().results(state) if owner == 0]
    assert labels == ["(1) Race", "(1) Sputniks", "(2) Race", "(2) Sputniks"]


def test_the_board_drawn_from_memory_is_the_board_drawn_afresh_at_every_step() -> None:
    """The marks and the jump card are remembered by what they show (view.MEMOS, kept along whole
    random games): every position, in both languages, draws as it does with nothing remembered."""
    import random

    from pyengine.core import Match
    from pyengine.games.walking_moon import view

    forget(view.MEMOS)
    steps = rolled = 0
    for seed in (3, 4):
        match, chooser = Match.new("walking_moon", 2, seed=seed), random.Random(seed)
        while not match.is_over and steps < 250:
            state = match.state
            # Also each position with other tokens and another slot: inputs a game seldom changes alone.
            tokens = {**state, "tokens": {"3": "advance_circle", "9": "back_circle"} if not state["tokens"] else {}}
            slot = {**state, "slot": (state["slot"] + 1) % data.SLOTS}
            for shown, lang in ((state, "en"), (state, "es"), (tokens, "en"), (slot, "en")):
                remembered = GAME.render(shown, 0, lang)
                assert remembered == drawn_afresh(view.MEMOS, GAME.render, shown, 0, lang), (seed, steps, lang)
            rolled += bool(match.state["roll"])
            match = match.apply(chooser.choice(match.legal_actions()))
            steps += 1
    assert steps > 100 and rolled > 10  # the jump card was drawn with dice rolled, many times
    assert all(memo.drawn for memo in view.MEMOS)


REACH = re.compile(
    r'class="reach" data-reach="(\d+),(\d+)" data-outcome="(safe|crash)" data-safe="([^"]*)" data-crash="([^"]*)"'
)


def marked(svg: str) -> dict[tuple[int, int], str]:
    """The squares a die's preview marks, with ✓ (safe: some face lands there safely) or ✕ (crash)."""
    return {(int(c), int(lv)): outcome for c, lv, outcome, _, _ in REACH.findall(svg)}


def faces_marked(svg: str) -> dict[tuple[int, int], tuple[set[str], set[str]]]:
    """The faces a preview shows on each square: those landing safely, those only crashing there."""
    return {(int(c), int(lv)): (set(safe.split()), set(crash.split())) for c, lv, _, safe, crash in REACH.findall(svg)}


def landings(state: dict, colour: str) -> dict[tuple[int, int], tuple[set[str], set[str]]]:
    """Where each face of a colour lands by moves.plan, every way it may step: the faces with a
    safe way to each square, and those whose every way there crashes."""
    safe: dict[tuple[int, int], set[str]] = {}
    crash: dict[tuple[int, int], set[str]] = {}
    for face in data.FACES[colour]:
        for steps in step_patterns(int(face.rstrip("k")), data.STEP_KIND[colour]):
            result = moves.plan(state, steps)
            ok = not result.crashed and not face.endswith("k")
            (safe if ok else crash).setdefault(result.end, set()).add(face.replace("k", "☠"))
    ends = {*safe, *crash}
    return {end: (safe.get(end, set()), crash.get(end, set()) - safe.get(end, set())) for end in ends}


def test_a_die_picked_before_the_roll_marks_every_square_its_faces_could_reach() -> None:
    """On every stretch of every card: the marked squares are the landings of moves.plan for each
    face of the die's colour, ✓ where some face lands safely, ✕ where every way crashes."""
    cards = sorted(data.MOON_CARDS)
    for k in range(0, len(cards), 5):
        state = new(cards=(cards[k : k + 5] + CARDS)[:5])
        track = board.terrain(tuple(state["cards"]))
        for square in track.squares()[::3]:
            if not track.has_ground(square) or square[0] >= board.FINISH:
                continue
            here = put(state, moves.active(state), *square)
            for die in (BLUE, WHITE, BLACK):
                svg = GAME.render(here, 0, "en", [f"reach:die:{die}"])
                assert faces_marked(svg) == landings(here, data.DICE[die]), (state["cards"], square, die)
                assert all(
                    (o == "safe") == bool(landings(here, data.DICE[die])[sq][0]) for sq, o in marked(svg).items()
                )
                assert "Later jumps start where the earlier ones land" in svg  # not yet on a slot
    assert 'class="reach"' not in GAME.render(new(), 0, "en")  # nothing picked: nothing previewed


def test_a_blue_die_in_front_of_a_wall_shows_which_faces_crash_and_a_black_die_the_climb() -> None:
    state = put(new(cards=["n04", "n01", "n02", "n03", "n05"]), 0, 0)  # a hill: a wall two levels high
    assert faces_marked(GAME.render(state, 0, "en", ["reach:die:0"])) == {(1, 0): ({"1"}, {"2", "3", "4"})}
    svg = GAME.render(state, 0, "en", ["reach:die:0"])
    assert "Square 2, height 1; lands safely with 1; an accident with 2 3 4" in svg
    black = faces_marked(GAME.render(state, 0, "en", ["reach:die:4"]))
    assert black[(2, 1)] == ({"2"}, {"2☠"})  # climbing onto the hill's first step (the skull: an accident there)
    assert black[(1, 0)] == ({"1"}, {"2", "2☠"})  # straight on, a 2 runs into the wall


def test_the_preview_before_the_roll_matches_where_the_rolled_face_lands() -> None:
    """Program one die on the first slot: its preview, then each face rolled, each way used: the
    astronaut lands on a marked square, and a safe landing is marked ✓."""
    for die in (BLUE, WHITE, BLACK):
        colour = data.DICE[die]
        start = new()
        preview = marked(GAME.render(start, 0, "en", [f"reach:die:{die}"]))
        others = [d for d in range(6) if d != die][:3]
        for face in sorted(set(data.FACES[colour])):
            rolled = roll(program(start, [die], others), face)
            for action in [a for a in GAME.legal_actions(rolled) if a["type"] == "use"]:
                after = use(rolled, die, action["steps"])
                a = after["astros"][moves.active(rolled)]
                assert (a["col"], a["level"]) in preview, (colour, face, action)
                if not after["last"]["skull"] and after["last"]["outcome"] == "safe":
                    assert preview[(a["col"], a["level"])] == "safe"
                else:
                    assert action["target"] == f"sq:{a['col']},{a['level']}"


def test_a_jump_slot_tapped_first_previews_its_dice_and_says_when_it_starts_elsewhere() -> None:
    state = new()
    state["program"][WHITE] = 0
    first = GAME.render(state, 0, "en", ["reach:slot:0"])
    assert faces_marked(first) == landings(state, "white") and "Later jumps start" not in first
    state["program"][BLACK] = 1
    second = GAME.render(state, 0, "en", ["reach:slot:1"])
    assert faces_marked(second) == landings(state, "black") and "Later jumps start" in second
    assert 'class="reach"' not in GAME.render(state, 0, "en", ["reach:slot:2"])  # no dice on it


def test_the_dice_tray_shows_each_colours_faces_and_way_of_stepping() -> None:
    svg = GAME.render(new(), 0, "en")
    for colour in ("blue", "white", "black"):
        tray = svg.split(f'data-faces="{colour}"')[1].split("</g>")[0]
        shown = re.findall(r">([^<]+)</text>", tray)
        assert shown == [f.replace("k", "☠") for f in data.FACES[colour]]
    assert "Faces of a black die: 1 1 2 2 2 2☠" in svg
    assert "Blue die (→): straight steps" in svg and "Black die (↗): may climb" in svg


def test_jump_again_or_stop_shows_where_the_next_jumps_dice_could_land_from_here() -> None:
    state = use(roll(program(new(), [BLUE], [], [WHITE, BLACK, BLUE2]), "2"), BLUE, "ss")
    assert decision(state) == "continue" and moves.next_slot(state) == 2
    svg = GAME.render(state, 0, "en")
    each = [landings(state, colour) for colour in ("blue", "white", "black")]
    ends = {square for found in each for square in found}
    union = {s: set().union(*(found.get(s, (set(), set()))[0] for found in each)) for s in ends}
    assert {s: safe for s, (safe, _) in faces_marked(svg).items()} == union
    assert "Jump 3 (blue, white, black) from here" in svg
