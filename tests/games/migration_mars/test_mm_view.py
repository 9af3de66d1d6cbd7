"""The SVG board: every hex and track square is a target; pieces are drawn."""

from __future__ import annotations

from .helpers import GAME, board, fresh, put


def test_board_svg_has_targets_for_hexes_and_squares() -> None:
    state = fresh(4)
    put(state, "0,-6", "habitat", 0, pop=1)
    state["impacts"] = ["3,3"]
    svg = GAME.render(state, 0, "es")
    assert svg.startswith("<svg") and svg.count('data-target="hex:') == len(board.CELLS)
    assert svg.count('data-target="square:') == 32
    assert 'data-kind="habitat"' in svg and 'class="impact"' in svg
    assert svg.count('class="rover"') == 4
    assert svg.count('class="structure"') == len(state["structures"])
    assert 'data-target="embassy"' in svg  # population can be sent to the Embassy by a tap
    assert svg.count('role="img"') >= len(state["structures"]) + 1 + 4  # buildings, impact, rovers named


def test_every_building_kind_has_its_own_shape_and_an_accessible_name() -> None:
    from pyengine.games.migration_mars import view

    state = fresh(2)
    kinds = ["tunnel", "lsc", "habitat", "factory", "hospital", "refinery", "export", "fortress"]
    for i, kind in enumerate(kinds):
        put(state, f"{i - 3},2", kind, 0)
    svg = GAME.render(state, 0, "en")
    for kind in kinds:
        assert f'data-kind="{kind}"' in svg
        assert GAME.render(state, 0, "es").count("aria-label=") == svg.count("aria-label=")
    outlines = {view.SHAPES[k] for k in view.SHAPES}
    assert len(outlines) == len(view.SHAPES)  # no two kinds share an outline
    assert "habitat module of the blue faction at G9" in svg


def test_wreck_mark_appears_where_a_meteor_destroyed_a_building_and_names_it() -> None:
    from .helpers import meteor_at, pending, roll

    state = fresh(2)
    put(state, "2,-4", "factory", 0)
    assert 'class="wreck"' not in GAME.render(state, 0, "en")
    state = roll(pending(state, {"kind": "meteor"}), meteor_at("2,-3"))
    svg = GAME.render(state, 0, "en")
    assert svg.count('class="wreck"') == 1
    assert "Destroyed by a meteor: factory of the blue faction at J5" in svg  # aria-label and <title>
    assert "Destruido por un meteorito: fábrica de la facción azul en J5" in GAME.render(state, 0, "es")


def test_wreck_mark_stays_for_the_next_turn_and_goes_when_the_round_comes_back() -> None:
    from .helpers import flow, meteor_at, pending, roll

    state = fresh(2)
    put(state, "2,-4", "factory", 0)
    state = roll(pending(state, {"kind": "meteor"}), meteor_at("2,-3"))
    flow.end_turn(state, {})  # the next player's turn: they see it too
    assert state["active"] == 1 and 'class="wreck"' in GAME.render(state, 1, "en")
    flow.end_turn(state, {})  # the turn of the player whose meteor it was comes round again
    assert state["active"] == 0 and state["wrecks"] == [] and 'class="wreck"' not in GAME.render(state, 0, "en")


def test_wreck_mark_gives_way_to_a_building_put_back_on_its_hex() -> None:
    from .helpers import meteor_at, pending, roll

    state = fresh(2)
    put(state, "2,-4", "factory", 0)
    state = roll(pending(state, {"kind": "meteor"}), meteor_at("2,-3"))
    put(state, "2,-4", "factory", 0)
    assert 'class="wreck"' not in GAME.render(state, 0, "en")
