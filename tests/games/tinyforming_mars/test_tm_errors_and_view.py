"""Bad input is rejected with a reason and leaves the state unchanged; the SVG board."""

from __future__ import annotations

from typing import Any

import pytest

from pyengine.core import IllegalAction, Match
from pyengine.core.messages import Msg
from pyengine.core.table import table_of
from pyengine.games.tinyforming_mars.messages import credits
from pyengine.i18n import translate
from tests.drawings import drawn_afresh, forget

from .helpers import GAME, T, board, city, cube, data, deal, digest, fresh, new_match, play, standard


def rejected(state: dict, action: dict, player: int | None = None) -> str:
    """The reason key of a refused action; the state must be unchanged."""
    before = digest(state)
    with pytest.raises(IllegalAction) as err:
        play(state, action, player)
    assert digest(state) == before
    return err.value.reason.key


def test_wrong_player_is_refused() -> None:
    assert rejected(fresh(), {"type": "pass"}, player=1) == "core.illegal.not_your_turn"


def test_out_of_phase_actions_are_refused() -> None:
    state = Match.new("tinyforming_mars", 2, seed=1).state  # the opening draft
    assert rejected(state, {"type": "pass"}) == "tm.illegal.not_now"
    assert rejected(state, {"type": "place", "target": T(1)}) == "tm.illegal.not_now"
    assert rejected(fresh(), {"type": "keep", "target": "end:a"}) == "tm.illegal.not_now"


def test_unaffordable_project_is_refused_unchanged() -> None:
    state = deal(fresh(), 0, "windmills", "bushes")
    state["credits"][0] = 3
    assert rejected(state, {"type": "project", "target": "project:windmills"}) == "tm.illegal.cost"


def test_illegal_hexes_are_refused_unchanged() -> None:
    state = deal(city(cube(fresh(), 2, "greenery"), 12, 1), 0, "research_outpost", "moss")
    state = standard(state, "build_city")
    assert rejected(state, {"type": "place", "target": "hex:9,9"}) == "tm.illegal.off_map"
    assert rejected(state, {"type": "place", "target": T(2)}) == "tm.illegal.occupied"
    assert rejected(state, {"type": "place", "target": T(9)}) == "tm.illegal.water_reserved"
    assert rejected(state, {"type": "place", "target": T(11)}) == "tm.illegal.next_to_city"


def test_second_standard_project_is_refused_unchanged() -> None:
    state = fresh()
    state["bank"] = 4
    state = play(standard(state, "sell_patent"), {"type": "pass"})
    assert rejected(state, {"type": "standard", "target": "std:sell_patent"}) == "tm.illegal.standard_used"


def test_malformed_and_unknown_actions_are_refused() -> None:
    state = fresh()
    assert rejected(state, {"type": "project"}) == "core.illegal.missing_field"
    assert rejected(state, {"type": "project", "target": 3}) == "core.illegal.bad_field"
    assert rejected(state, {"type": "project", "target": "project:nope"}) == "tm.illegal.unknown_project"
    assert rejected(state, {"type": "project", "target": "project:comet"}) == "tm.illegal.not_on_table"
    assert rejected(state, {"type": "standard", "target": "std:nope"}) == "tm.illegal.unknown_standard"


def test_every_reason_is_translated() -> None:
    from pyengine.i18n import CATALOGS

    state = deal(fresh(), 0, "windmills")
    reason = GAME.explain_illegal(state, {"type": "project", "target": "project:windmills"})
    assert reason is not None and all(reason.key in CATALOGS[lang] for lang in CATALOGS)


def test_svg_escapes_names_and_every_hex_card_end_and_standard_project_is_a_target() -> None:
    seats = [{"name": '<Ana & "Bo">', "color": "red"}, {"name": "Cy", "color": "blue"}]
    match = Match.new("tinyforming_mars", seats, seed=2)
    svg = match.render(0, "es")
    assert "<Ana" not in svg and "&lt;Ana &amp;" in svg
    assert svg.count('data-target="end:') == 2  # the drawn card, both ends
    state = deal(city(cube(fresh(), 5, "heat"), 12, 1), 0, "windmills", "lava_flows")
    state["names"] = ["<b>x</b>", "Cy"]
    svg = GAME.render(state, 0, "en", [T(1)])
    assert svg.count('data-target="hex:') == len(board.KEYS) == 19
    assert svg.count('data-target="project:') == 4 and svg.count('data-target="std:') == 5
    assert 'class="city"' in svg and "●" in svg  # the owner's colour and its symbol
    assert 'data-kind="heat"' in svg and 'class="highlight"' in svg and "<b>x" not in svg


def test_final_scores_and_solo_result_are_shown() -> None:
    state = fresh(1)
    state["supply"] = {"heat": 0, "greenery": 0, "water": 0}
    state = play(state, {"type": "pass"})
    assert "you win" in GAME.render(state, 0, "en") and "ganas" in GAME.render(state, 0, "es")


def test_amounts_of_credits_read_singular_and_plural() -> None:
    assert translate(credits(1), "en") == "1 credit" and translate(credits(3), "en") == "3 credits"
    assert translate(credits(1), "es") == "1 crédito" and translate(credits(0), "es") == "0 créditos"
    state = deal(fresh(), 0, "windmills", "bushes")
    state["credits"][0] = 1
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "project", "target": "project:windmills"})
    assert translate(err.value.reason, "en").endswith("you have 1.")


def test_seats_are_named_by_the_colours_the_players_chose_never_white_or_black() -> None:
    seats = [{"name": "Ana", "color": "red"}, {"name": "Bruno", "color": "blue"}]
    match = Match.new("tinyforming_mars", seats, None, 3)
    first = int(match.state["white"])
    table = table_of(match.game)
    for lang, words, banned in (
        ("en", ("red", "blue"), ("White", "Black")),
        ("es", ("rojo", "azul"), ("Blanco", "Negro")),
    ):
        log = " ".join(translate(line, lang, ["Ana", "Bruno"]) for e in match.entries for line in e.lines())
        panel = " ".join(
            translate(v, lang) if isinstance(v, Msg) else str(v) for _, _, v in table.panel(match.state, 0)
        )
        board = match.render(0, lang)
        for shown in (log, panel, board):
            assert not any(word in shown for word in banned), shown
        assert all(word in panel and word in board for word in words)
    log = [translate(line, "en", ["Ana", "Bruno"]) for e in match.entries for line in e.lines()]
    starts = f"{['Ana', 'Bruno'][first]} starts the odd generations and {['Ana', 'Bruno'][1 - first]} the even ones."
    assert starts in log


def test_the_map_drawn_from_memory_is_the_map_drawn_afresh_at_every_step() -> None:
    """Hexes, cards, standard projects and supplies are remembered by what they show (view.MEMOS,
    kept along the whole game): a random game's every position, in both languages and after a
    rename, draws as it does with nothing remembered."""
    import random

    from pyengine.games.tinyforming_mars import view

    match, chooser, cities, used = new_match(seed=5), random.Random(5), 0, 0
    forget(view.MEMOS)
    for step in range(120):
        if match.is_over:
            break
        renamed = {**match.state, "names": [f"<P{step % 3}>", "Cy"]}
        narrow = [view.NARROW_MARK]  # the phone's one column, remembered apart from the wide board
        for state, lang, marks in ((match.state, "en", []), (match.state, "es", []), (renamed, "en", narrow)):
            remembered = GAME.render(state, 0, lang, marks)
            assert remembered == drawn_afresh(view.MEMOS, GAME.render, state, 0, lang, marks), (step, lang)
        cities += remembered.count('class="city"')
        used += remembered.count('class="marker"')
        match = match.apply(chooser.choice(match.legal_actions()))
    assert step > 40 and cities > 0 and used > 0  # cities name their owner; standard projects were used
    assert all(memo.drawn for memo in view.MEMOS)  # every kind of drawing was remembered


Box = tuple[float, float, float, float]


def apart(a: Box, b: Box) -> bool:
    """True if two boxes (x, y, width, height) do not overlap."""
    return a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]


def map_beside_projects_above_cards(state: dict[str, Any], geo: Any) -> tuple[list[Box], list[Box], list[Box]]:
    """The tablet drawings' shared geometry (`geo`: view.UPRIGHT or view.WIDE): every target and hex
    inside the drawing, the standard projects beside the map, the cards below both; returns the
    targets' boxes, the hexes' and the cards'."""
    from pyengine.core.hexgrid import Hex
    from pyengine.games.tinyforming_mars import view

    boxes = list(view._boxes(state, geo).values())
    size = geo.layout.size
    centres = [geo.layout.center(Hex.from_key(k)) for k in board.KEYS]
    hexes = [(x - size * 0.87, y - size, size * 1.74, size * 2) for x, y in centres]
    assert all(x >= 0 and x + w <= geo.width and y >= 0 and y + h <= geo.height for x, y, w, h in boxes + hexes)
    standard = [b for t, b in view._boxes(state, geo).items() if t.startswith("std:")]
    cards = [b for t, b in view._boxes(state, geo).items() if not t.startswith("std:")]
    assert max(x + w for x, y, w, h in hexes) < min(x for x, y, w, h in standard)  # the projects beside the map
    assert max(y + h for x, y, w, h in hexes + standard) < min(y for x, y, w, h in cards)  # the cards below both
    return boxes, hexes, cards


def test_on_a_phone_the_board_is_one_column_with_every_target_apart_and_inside_it() -> None:
    """With the web table's narrow mark the board is one column 360 units wide (a phone's width at
    about 1 px a unit, the cards' text 14 px): the map, then the players, the cards and the standard
    projects below, every hex, card end and project inside the drawing and none over another."""
    from pyengine.core.hexgrid import Hex
    from pyengine.games.tinyforming_mars import view

    state = deal(city(fresh(), 12, 1), 0, "windmills", "lava_flows")
    state["drawn"] = data.PAIR_OF["research_outpost"]
    narrow = GAME.render(state, 0, "en", [view.NARROW_MARK])
    assert 'viewBox="0 0 360 1420"' in narrow and 'data-fit="width"' in narrow
    assert "data-fit" not in GAME.render(state, 0, "en")  # the wide board is fitted whole, as before
    for target in ("hex:", "project:", "end:", "std:"):
        assert narrow.count(f'data-target="{target}') == GAME.render(state, 0, "en").count(f'data-target="{target}')
    geo = view.NARROW
    boxes = list(view._boxes(state, geo).values())
    for k in board.KEYS:
        x, y = geo.layout.center(Hex.from_key(k))
        boxes.append((x - 33, y - 38, 66, 76))  # a hex's bounding box
    assert all(x >= 0 and x + w <= geo.width and y >= 0 and y + h <= geo.height for x, y, w, h in boxes)
    map_bottom = max(y + h for x, y, w, h in boxes[-19:])
    players_top, cards_top = geo.players[1] - 16, min(y for x, y, w, h in boxes[:-19])
    assert map_bottom < 400 < 545 < players_top and players_top + 44 * 2 < cards_top  # supplies between
    cards = boxes[:-19]
    assert all(apart(a, b) for i, a in enumerate(cards) for b in cards[i + 1 :])
    assert "Drawn card: tap the end you keep" in narrow  # words for a touch screen


def test_on_a_portrait_tablet_the_board_is_taller_with_every_target_apart_and_every_text_14_units() -> None:
    """With the web table's upright mark: as wide as the wide board (its 14-unit text stays 12 px on an
    820 px tablet) but taller, to fill the upright region: the larger map with the supplies and the
    standard projects beside it, the cards and the players below; fitted whole (no scrolling), every
    target inside and apart, and no text under 14 units."""
    import re

    from pyengine.core.table import table_of
    from pyengine.games.tinyforming_mars import view

    state = deal(city(fresh(), 12, 1), 0, "windmills", "lava_flows")
    state["drawn"] = data.PAIR_OF["research_outpost"]
    assert table_of(GAME).upright_marks() == [view.UPRIGHT_MARK]
    upright = GAME.render(state, 0, "en", [view.UPRIGHT_MARK])
    assert 'viewBox="0 0 920 745"' in upright and "data-fit" not in upright
    geo = view.UPRIGHT
    boxes, hexes, _ = map_beside_projects_above_cards(state, geo)
    assert geo.layout.size > view.WIDE.layout.size  # hexes bigger than the landscape board's
    assert all(apart(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :] + hexes)
    sizes = [float(n) for n in re.findall(r'<text [^>]*font-size="([0-9.]+)"', upright)]
    assert sizes and min(sizes) >= 14  # 12 px at the 0.86 an 820 px tablet fits it to
    over = {**state, "over": True}  # the results then take the bar's room: a shorter drawing, still 12 px
    ended = GAME.render(over, 0, "en", [view.UPRIGHT_MARK])
    assert 'viewBox="0 0 920 620"' in ended and 'data-target="std:' not in ended  # nothing to play at the end
    players = re.findall(r'<g class="player-panel".*?</g>', upright)
    lines = [t for g in players for t in re.findall(r">([^<>]+)</text>", g)]
    assert len(players) == 2 and max(len(t) for t in lines) <= geo.wrap  # wrapped, not run off the right edge


def test_on_a_landscape_screen_the_board_is_about_square_with_every_target_apart_and_every_text_14_units() -> None:
    """With no mark (a tablet held sideways, a desktop, where the board region beside the status column is
    about as high as wide): a drawing about as high as wide, at most 818 units wide so that fitted to a
    1180x820 tablet's region (701 px inside its frame) its 14-unit text is 12 px: the map with the supplies and the
    standard projects beside it, the cards and the players below; every target inside and apart, every
    text at least 14 units and the players' lines wrapped inside the drawing, in both languages."""
    import re

    from pyengine.games.tinyforming_mars import view

    state = deal(city(fresh(), 12, 1), 0, "windmills", "lava_flows")
    state["drawn"] = data.PAIR_OF["research_outpost"]
    geo = view.WIDE
    assert geo.width <= 818 and 0.8 <= geo.height / geo.width <= 1.0
    boxes, hexes, cards = map_beside_projects_above_cards(state, geo)
    assert max(x + w for x, y, w, h in cards) < geo.players[0]  # the players beside the cards
    assert all(apart(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :] + hexes)
    for lang in ("en", "es"):
        wide = GAME.render(state, 0, lang)
        assert f'viewBox="0 0 {geo.width:g} {geo.height:g}"' in wide and "data-fit" not in wide
        sizes = [float(n) for n in re.findall(r'<text [^>]*font-size="([0-9.]+)"', wide)]
        assert sizes and min(sizes) >= 14, lang
        players = re.findall(r'<g class="player-panel".*?</g>', wide)
        lines = [t for g in players for t in re.findall(r">([^<>]+)</text>", g)]
        assert len(players) == 2 and max(len(t) for t in lines) <= geo.wrap, lang  # wrapped at the right edge
        ended = GAME.render({**state, "over": True}, 0, lang)
        ended_sizes = [float(n) for n in re.findall(r'<text [^>]*font-size="([0-9.]+)"', ended)]
        assert min(ended_sizes) >= 14 and "score-cell" in ended, lang
