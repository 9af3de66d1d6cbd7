"""The Artemis Project's board: what it shows, and its kept drawings equal fresh ones along games."""

from __future__ import annotations

import random

from pyengine.core import Match
from pyengine.core.table import table_of
from pyengine.games.artemis import data, view
from pyengine.games.artemis.table import ArtemisTable
from pyengine.i18n import text, translate
from tests.drawings import drawn_afresh
from tests.games.artemis.helpers import GAME, opening, placing

KEPT = (view._MATS, view._PARTS)


def test_kept_drawings_equal_fresh_ones_for_every_viewer_along_random_games() -> None:
    """The mats and the board's parts are kept by what they show: at every few steps of random
    games (3 and 5 players), the board each viewer (and a spectator) gets, wide and narrow, in
    English and Spanish, is the board drawn with nothing kept."""
    compared = 0
    for players, seed in ((3, 8), (5, 9)):
        match = Match.new("artemis", players, seed=seed)
        chooser = random.Random(seed)
        for step in range(240):
            if match.is_over:
                break
            if step % 4 == 0:
                for viewer in (None, *range(players)):
                    lang = "es" if (step // 4 + (viewer or 0)) % 2 else "en"
                    marks = [view.NARROW_MARK] if (step // 4) % 3 == 0 else []
                    kept = match.render(viewer, lang, marks)
                    assert kept == drawn_afresh(KEPT, match.render, viewer, lang, marks), (players, step, viewer)
                    compared += 1
            match = match.apply(chooser.choice(match.legal_actions()))
    assert compared >= 150


def test_a_position_drawn_again_in_other_colours_shows_the_new_colours() -> None:
    """Two tables may seat the same position in other colours: kept dice never keep the old ones."""
    match = Match.new("artemis", 3, seed=8)
    chooser = random.Random(8)
    for _ in range(40):
        match = match.apply(chooser.choice(match.legal_actions()))
    recoloured = {**match.state, "colors": list(reversed(match.state["colors"]))}
    view.render(match.state, 0, "en")
    kept = view.render(recoloured, 0, "en")  # type: ignore[arg-type]
    assert kept == drawn_afresh(KEPT, view.render, recoloured, 0, "en") != view.render(match.state, 0, "en")


def test_the_board_marks_the_designed_half_and_shows_every_region() -> None:
    board = view.render(opening(3), 0, "en")
    assert "designed for this edition" in board
    for target in ("exp:0", "exp:1", "region:vents", "region:quarry", "region:doorstep", "region:academy"):
        assert f'data-target="{target}"' in board
    assert 'data-target="region:outfitters"' in board and 'data-target="lot:' in board


def test_the_status_names_this_rounds_event_in_one_line_and_the_board_card_gives_its_effect() -> None:
    """On a phone the status panel is a few lines tall: the event's whole effect there pushed the
    dice and colonists below its fold, and the board's event card just below shows it anyway."""
    table, state = table_of(GAME), {**placing(3), "event": "epidemic"}
    for lang, when in (("en", "fires at H"), ("es", "se activa en H")):
        note = translate(table.decision_note(state), lang)  # type: ignore[arg-type]
        effect = text("ar.event_text.epidemic", lang)
        assert text("ar.event.epidemic", lang) in note and when in note and effect not in note
        assert effect in view.render(state, 0, lang)
    notes = [translate(table.decision_note({**state, "event": e}), "es") for e in data.EVENTS]  # type: ignore[arg-type]
    assert max(map(len, notes)) <= 80  # two lines of a phone's status at most (the effect made three or four)
    assert "fired when revealed" in translate(table.decision_note({**state, "event": "solar_flare"}), "en")  # type: ignore[arg-type]


def test_highlights_outline_the_targets_asked_for() -> None:
    state = opening(2)
    board = view.render(state, 0, "en", ["region:vents", "exp:0"])
    assert board.count('class="highlight"') == 2


def test_a_building_space_is_a_target_only_for_whoever_moves_colonists() -> None:
    state = {**opening(2), "buildings": [[{"id": "o01", "staff": [None, None]}], []]}
    assert 'data-target="slot:0,0"' not in view.render(state, 0, "en")
    state["tasks"] = [{"kind": "arrange", "player": 0, "kinds": None, "into": None, "moves": 3, "evict": True}]
    assert 'data-target="slot:0,0"' in view.render(state, 0, "en")


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_a_phone_held_upright_gets_the_regions_stacked_one_under_another() -> None:
    state = opening(5)
    board = view.render(state, 0, "es", ArtemisTable().narrow_marks())
    boxes = view.target_boxes(state, None, narrow=True)
    assert 'viewBox="0 0 480 ' in board and 'data-fit="width"' in board
    assert all(x >= 0 and x + w <= 480 for x, _, w, _ in boxes.values())
    named = list(boxes.items())
    assert not [(a, b) for i, (a, box) in enumerate(named) for b, other in named[i + 1 :] if _overlap(box, other)]
    assert boxes["region:quarry"][1] > boxes["region:vents"][1] + boxes["region:vents"][3]
    assert 'viewBox="0 0 1200 ' in view.render(state, 0, "es")  # a tablet or a desktop: side by side


def test_a_portrait_tablet_gets_the_wide_board_fitted_to_its_width_and_scrolled() -> None:
    state = opening(3)
    board = view.render(state, 0, "en", ArtemisTable().upright_marks())
    assert 'viewBox="0 0 1200 ' in board and 'data-fit="width"' in board  # the wide board, its text ~9 px
    assert 'data-fit="width"' not in view.render(state, 0, "en")  # landscape: fitted whole, as before


def test_long_spanish_names_and_events_are_shown_whole_inside_their_panels() -> None:
    """A Spanish building name too long for its tile goes on two lines (never cut off); the
    longest event's effect goes on two lines on the phone's board, whole on one on the wide one;
    VP are PV in Spanish."""
    state = opening(2)
    state = {**state, "gantry": [{**state["gantry"][0], "id": "o16"}], "event": "epidemic"}
    narrow = view.render(state, 0, "es", ArtemisTable().narrow_marks())
    assert ">Piscina de<" in narrow and ">entrenamiento<" in narrow
    assert narrow.count('class="event"') == 1 and "textLength" not in narrow.split('class="event"')[1][:900]
    wide = view.render(state, 0, "es")
    assert ">Piscina de<" in wide and "pierde un pionero de ellos.</text>" in wide
    assert "PV 0" in wide and "VP 0" not in wide


def test_the_tray_speaks_of_dice_while_placing_and_of_colonists_while_moving_them() -> None:
    """Moving colonists into a building gained at the Gantry (resolution) picks a colonist, not a
    die: the tray's heading and hints say so, in both languages."""
    from pyengine.core.table import table_of
    from pyengine.games.artemis import GAME
    from pyengine.i18n import translate

    table = table_of(GAME)  # the table the web gets: it reads the rules' declared decisions
    placing = opening(2)
    assert [m.key for m in table.tool_hints(placing)][:2] == ["ar.tool.title", "ar.tool.hint"]
    moving = {**placing, "phase": "resolve", "step": "D"}
    words = table.tool_hints(moving)
    assert translate(words[0], "en") == "Your colonists" and translate(words[0], "es") == "Tus colonos"
    assert "colonist" in translate(words[1], "en") and "die" not in translate(words[1], "en")
