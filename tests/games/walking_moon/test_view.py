"""The board: the ring of cards, the jump card's slot targets, where each result lands, the jump replayed."""

import re

from pyengine.core.seats import PALETTE
from pyengine.games.walking_moon import GAME, board, data
from pyengine.games.walking_moon.table import WalkingMoonTable
from pyengine.games.walking_moon.view import TOKEN_MARK
from pyengine.i18n import translate
from tests.drawings import drawn_afresh, forget
from tests.games.walking_moon.helpers import BLACK, BLUE, BLUE2, CARDS, WHITE, new, program, roll, use

TARGET = re.compile(r'data-target="([^"]+)"')


def test_the_board_draws_every_square_of_the_five_cards_and_connectors() -> None:
    state = new()
    svg = GAME.render(state, 0, "es")
    track = board.terrain(tuple(state["cards"]))
    assert svg.count("data-square=") == len([s for s in track.squares() if s[0] < board.FINISH])
    assert "Salida y meta" in svg and svg.startswith("<svg")


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
    assert set(TARGET.findall(svg)) == {"slot:0", "slot:1", "slot:2", *(f"die:{d}" for d in range(6))}
    state = new()
    state["program"][BLUE2] = 1
    assert "die:1" not in TARGET.findall(GAME.render(state, 0, "en"))  # programmed: on its slot, not in the pool


def test_while_choosing_each_landing_square_is_a_target_with_its_path_shown() -> None:
    state = roll(program(new(), [BLUE, WHITE], [BLUE2, 5]), "2", "1")
    svg = GAME.render(state, 0, "en")
    wanted = {a["target"] for a in GAME.legal_actions(state) if a["type"] == "use"}
    assert set(TARGET.findall(svg)) == wanted
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
GROUND = re.compile(r'<polygon[^>]*fill="([^"]+)" stroke="([^"]+)"')
RECT = re.compile(r'<rect[^>]*fill="([^"]+)" stroke="([^"]+)"')


def glyphs(markup: str) -> set[tuple[str, str]]:
    """Each mark drawn (its colour and character), numbers and words left out, seats' marks too."""
    seat_marks = {mark for _, mark in PALETTE.values()}
    drawn = set()
    for fill, shown in GLYPH.findall(markup):
        if " " in shown.strip() or (shown in seat_marks and fill == "#111"):
            continue  # a caption, or an astronaut's seat mark (the players drawer names the seats)
        drawn |= {(fill, ch) for ch in shown if not ch.isdigit()}
    return drawn


def boards_showing_everything() -> list[str]:
    """Boards with every kind of ground, a hard card, each token, an astronaut down, a skull rolled,
    safe and crashing results, and the last jump's trail."""
    cards = sorted(data.MOON_CARDS)
    states = []
    for k in range(0, len(cards), 5):
        deal = (cards[k : k + 5] + CARDS)[:5]
        state = new(advanced=True, cards=deal)
        state["tokens"] = {str(7 + 2 * i): effect for i, effect in enumerate(TOKEN_MARK)}
        state["astros"][1]["down"] = True
        states.append(state)
    choosing = roll(program(new(), [BLUE, WHITE], [BLUE2, 5]), "2", "1")
    skull = roll(program(new(), [BLACK], [BLUE, BLUE2, WHITE]), "2k")
    states += [choosing, skull, program(new(), [BLUE], [BLUE2, WHITE, 5])]
    return [GAME.render(state, 0, "en") for state in states]


def test_every_symbol_the_board_draws_has_a_line_in_the_legend() -> None:
    legend = WalkingMoonTable().legend()
    symbols = "".join(symbol for symbol, _ in legend)
    boards = boards_showing_everything()
    drawn = set().union(*(glyphs(board) for board in boards))
    assert {("#ff8a65", "✕"), ("#ef5350", "✕"), ("#c62828", "●"), ("#ffffff", "☠")} <= drawn
    assert drawn - glyphs(symbols) == set()
    ground = set().union(*(GROUND.findall(board) for board in boards))
    assert ground - set(RECT.findall(symbols)) == set()
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
        while not match.is_over and steps < 400:
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
