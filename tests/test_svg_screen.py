"""The screen boards are drawn for: the web layer says when it is narrow (a phone held upright)."""

from pyengine.core import svg


def test_the_narrow_screen_flag_reports_a_change_only_when_it_changes() -> None:
    assert not svg.narrow_screen()
    try:
        assert svg.set_narrow_screen(True) and svg.narrow_screen()
        assert not svg.set_narrow_screen(True)
    finally:
        assert svg.set_narrow_screen(False)
    assert not svg.narrow_screen()
