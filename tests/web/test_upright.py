"""A portrait tablet's board region (`Ui.upright`, set by the browser's media query) asks the game
for its upright shape (Table.upright_marks): TINYforming Mars taller than wide-screen; other games as before."""

from spacetable_web.controller import Controller
from spacetable_web.storage import SaveStore
from spacetable_web.tableboard import board_parts

from pyengine.core import Match
from tests.web.fakes import FullStore

SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]


def test_a_portrait_tablet_gets_the_upright_board_and_a_phone_the_narrow_one() -> None:
    match = Match.new("tinyforming_mars", SEATS, seed=1)
    # TINYforming Mars as wide as the wide board (its text 12 px at 820 px) and taller: the upright region filled
    assert 'viewBox="0 0 920 745"' in board_parts(match, "en", upright=True)[0]
    assert 'viewBox="0 0 810 745"' in board_parts(match, "en")[0]  # a landscape region: about square
    assert 'viewBox="0 0 360 1420"' in board_parts(match, "en", narrow=True, upright=True)[0]
    other = Match.new("walking_moon", SEATS, seed=1)
    assert board_parts(other, "en", upright=True)[0] == board_parts(other, "en")[0]
    app = Controller(SaveStore(FullStore()), "en", clock=lambda: 1000.0, seeder=lambda: 7)
    app.set_narrow(False, True)
    assert app.ui.upright and not app.ui.narrow
    app.set_narrow(True, True)
    assert app.ui.narrow and not app.ui.upright
