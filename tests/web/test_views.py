"""Screens as HTML: escaping of player data, catalog texts in both languages, table contents."""

import html
import json
import random
import re
from html.parser import HTMLParser

import pytest
from spacetable_web.controller import Controller, Notice, Ui
from spacetable_web.setupflow import Setup
from spacetable_web.storage import SaveInfo, SaveStore
from spacetable_web.tableboard import mark_legal
from spacetable_web.views import notice_text, render_screen

from pyengine.core import Match
from pyengine.core.messages import msg
from pyengine.core.registry import all_games
from pyengine.i18n import CATALOGS
from tests.web.fakes import FullStore

EVIL = "<img src=x onerror=alert(1)>"
READABLE_ATTRS = {"aria-label", "placeholder", "title"}
SEATS = [{"name": EVIL, "color": "red"}, {"name": "Bo<script>x()</script>", "color": "blue"}]


class TagCollector(HTMLParser):
    """Collects tag names and attribute names, to prove markup from data never becomes elements."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.attrs: set[str] = set()
        self.texts: list[str] = []  # what a person reads or hears

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.attrs.update(name for name, _ in attrs)
        self.texts.extend(value or "" for name, value in attrs if name in READABLE_ATTRS)

    def handle_data(self, data: str) -> None:
        self.texts.append(data)


def parsed(markup: str) -> TagCollector:
    collector = TagCollector()
    collector.feed(markup)
    return collector


def table_ui(lang: str = "en", match: Match | None = None) -> Ui:
    match = match or Match.new("first_landing", SEATS, seed=2).apply({"type": "roll"})
    return Ui(lang=lang, screen="table", match=match, save_id="g1")


def all_screens(lang: str) -> list[str]:
    saves = [SaveInfo("g1", "first_landing", f"{EVIL}, Bo", 0.0, "a")]
    setup = Setup("first_landing", ((EVIL, "red"), ("Bo", "blue")), '"><b>', {"rounds": 6, "missions": True})
    over = Match.new("first_landing", SEATS, {"rounds": 3}, seed=4)
    while not over.is_over:
        over = over.apply(over.legal_actions()[-1])
    return [
        render_screen(Ui(lang=lang), saves, 2),
        render_screen(Ui(lang=lang, confirm_delete="g1"), saves, 0),
        render_screen(Ui(lang=lang, screen="setup", setup=setup), [], 0),
        render_screen(table_ui(lang), [], 0),
        render_screen(table_ui(lang, over), [], 0),
    ]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_player_names_with_markup_are_rendered_as_text(lang: str) -> None:
    for markup in all_screens(lang):
        collector = parsed(markup)
        pictures = collector.tags.count("img")  # the home page's game pictures, nothing a name brought
        assert pictures in (0, len(all_games())) and "script" not in collector.tags and "b" not in collector.tags
        assert "onerror" not in collector.attrs
    assert "&lt;img src=x onerror=alert" in all_screens(lang)[3]  # names are cut at 24 characters


@pytest.mark.parametrize(("lang", "other"), [("es", "en"), ("en", "es")])
def test_screens_use_only_the_chosen_languages_catalog(lang: str, other: str) -> None:
    foreign = {
        value
        for key, value in CATALOGS[other].items()
        if key.startswith("ui.") and value != CATALOGS[lang][key] and "{" not in value and len(value) > 4
    }
    foreign -= {CATALOGS[other]["ui.lang.es"], CATALOGS[other]["ui.lang.en"]}  # the switch names each language
    for markup in all_screens(lang):
        readable = "\n".join(parsed(markup).texts)
        assert [text for text in foreign if re.search(rf"(?<!\w){re.escape(text)}(?!\w)", readable)] == []


def test_ui_catalogs_define_the_same_keys_in_both_languages() -> None:
    ui_keys = {lang: {k for k in CATALOGS[lang] if k.startswith("ui.")} for lang in ("es", "en")}
    assert ui_keys["es"] == ui_keys["en"]


def test_the_table_shows_status_board_actions_panel_and_log() -> None:
    markup = render_screen(table_ui(), [], 0)
    assert 'data-target="hex:' in markup and 'data-legal="1"' in markup
    assert 'data-command="act"' in markup and "End turn" in markup
    assert 'data-command="undo"' not in markup and "Nothing to undo" in markup  # the roll cannot be taken back
    assert "Energy" in markup and "The die shows" in markup
    assert "▲" in markup  # the palette symbol accompanies the colour


def test_a_tables_declared_layout_styles_are_written_on_it_and_the_css_keys_on_them_not_on_games() -> None:
    from pathlib import Path

    from pyengine.core.table import LAYOUTS, table_of

    css = (Path(__file__).resolve().parents[2] / "public" / "app.css").read_text(encoding="utf-8")
    assert '.table[data-game="' not in css  # no per-game special case on the shared table layout
    # nor on the shape of a decision's markup: the trade builder's style is the "builder" word
    assert ":has(.steppers thead th + th)" not in css and ".steppers:has(thead th + th)" not in css
    assert all(f'[data-layout~="{word}"]' in css for word in LAYOUTS)
    declared = {}
    for game_id in ("walking_moon", "escape_pods", "first_landing", "march_mars"):
        match = Match.new(game_id, SEATS, seed=1).advance()
        declared[game_id] = table_of(match.game).layout
        written = re.search(r'<div class="table"[^>]*>', render_screen(table_ui("en", match), [], 0))
        assert written is not None
        words = re.search(r'data-layout="([^"]*)"', written.group())
        assert set(words.group(1).split() if words else ()) == declared[game_id] <= set(LAYOUTS)
    assert declared == {
        "walking_moon": {"compact-actions"},
        "escape_pods": {"wide-board"},
        "first_landing": set(),
        "march_mars": {"tray"},
    }


def test_the_panel_shows_only_the_viewers_secret_mission() -> None:
    match = Match.new("first_landing", SEATS, seed=2).apply({"type": "roll"})
    own = match.state["missions"][0]
    other = match.state["missions"][1]
    markup = render_screen(table_ui("en", match), [], 0)
    own_text = CATALOGS["en"][f"fl.mission.{own}"]
    other_text = CATALOGS["en"][f"fl.mission.{other}"]
    assert own_text in markup and other_text not in markup and "secret" in markup


def test_the_curtain_shows_no_board_and_no_secret() -> None:
    match = Match.new("first_landing", SEATS, seed=2).apply({"type": "roll"})
    markup = render_screen(Ui(lang="en", screen="table", match=match, save_id="g1", curtain=0), [], 0)
    mission = CATALOGS["en"][f"fl.mission.{match.state['missions'][0]}"]
    assert 'data-command="reveal"' in markup and "<svg" not in markup and mission not in markup


def test_results_show_scores_and_winners_at_the_end() -> None:
    markup = all_screens("en")[4]
    assert "Final scores" in markup and ("Winner:" in markup or "Winners:" in markup)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_results_break_each_first_landing_score_into_terrain_and_mission(lang: str) -> None:
    for seed in (4, 5, 6):
        over = Match.new("first_landing", SEATS, {"missions": True}, seed=seed)
        chooser = random.Random(seed)
        while not over.is_over:
            over = over.apply(chooser.choice(over.legal_actions()))
        markup = render_screen(Ui(lang=lang, screen="table", match=over, save_id="g1"), [], 0)
        title = {"en": "How each score was made", "es": "Cómo se hizo cada puntuación"}[lang]
        mission_word = {"en": ", achieved", "es": ", cumplida"}[lang]
        assert title in markup
        cards = re.findall(r'<li data-seat="(\d)">(.*?)</li>', markup.split(title, 1)[1])
        assert [int(seat) for seat, _ in cards] == [0, 1]
        for seat, card in cards:
            parts = [int(points) for points in re.findall(r"= (\d+)</dd>", card)]
            bonus = 3 if mission_word in card else 0
            assert sum(parts) + bonus == over.scores()[int(seat)]  # the parts add up to the score shown
            assert card.count("<dt>") == len(parts) + 1  # one line per terrain held, and the mission


def test_every_games_results_break_the_score_down() -> None:
    for game_id in ("first_landing", "migration_mars", "tinyforming_mars", "walking_moon"):
        over = Match.new(game_id, 2, {}, seed=3)
        chooser = random.Random(3)
        while not over.is_over:
            over = over.apply(chooser.choice(over.legal_actions()))
        markup = render_screen(Ui(lang="en", screen="table", match=over, save_id="g1"), [], 0)
        assert '<ul class="score-breakdown">' in markup, game_id


def test_legal_marks_only_touch_legal_targets() -> None:
    svg = '<g data-target="hex:0,0"></g><g data-target="hex:1,0"></g>'
    marked = '<g aria-describedby="legal-note" data-target="hex:1,0" data-legal="1"></g>'  # read as "can be played now"
    assert mark_legal(svg, ["hex:1,0"]) == '<g data-target="hex:0,0"></g>' + marked


def test_notices_are_plain_text_with_player_names() -> None:
    ui = table_ui()
    ui = Ui(lang="es", screen="table", match=ui.match, notice=Notice("error", msg("core.illegal.cannot_undo")))
    assert notice_text(ui).startswith("Nada que deshacer")


def test_action_buttons_carry_their_action_as_json() -> None:
    app = Controller(SaveStore(FullStore()), "en", clock=lambda: 0.0)
    app.start("#bench")
    markup = render_screen(app.ui, [], 0)
    args = [html.unescape(arg) for arg in re.findall(r'data-command="act" data-arg="([^"]*)"', markup)]
    assert [json.loads(arg) for arg in args] == [{"type": "end_turn"}]


@pytest.mark.parametrize("game_id", [game.meta.id for game in all_games()])
def test_every_game_renders_through_setup_and_a_random_playout(game_id: str) -> None:
    chooser = random.Random(1)
    app = Controller(SaveStore(FullStore()), "es", clock=lambda: 0.0, seeder=lambda: 3)
    app.command("new", game_id)
    render_screen(app.ui, [], 0)
    app.command("start")
    for _ in range(120):
        app.command("reveal")
        match = app.ui.match
        assert match is not None and app.ui.notice is None, app.ui.notice
        assert "<svg" in render_screen(app.ui, [], 0)
        if match.is_over:
            break
        app.command("act", json.dumps(chooser.choice(match.legal_actions())))


def test_remembered_translations_tell_apart_what_reads_differently(monkeypatch: pytest.MonkeyPatch) -> None:
    """tm remembers texts, keyed so that 1, True and 1.0, seat names, languages and a catalog that
    grew never share a text; a message with an unusual parameter is still translated."""
    from spacetable_web.views import tm

    from pyengine.i18n import seat

    for lang, many, one in (("en", "{n} cells for {who}", "{n} cell for {who}"), ("es", "{n} pilas", "{n} pila")):
        monkeypatch.setitem(CATALOGS[lang], "t.tm.cells", many)
        monkeypatch.setitem(CATALOGS[lang], "t.tm.cells.one", one)
    who = seat(0)
    assert tm(msg("t.tm.cells", n=1, who=who), "en", ["Ana"]) == "1 cell for Ana"
    assert tm(msg("t.tm.cells", n=True, who=who), "en", ["Ana"]) == "True cells for Ana"
    assert tm(msg("t.tm.cells", n=1.0, who=who), "en", ["Ana"]) == "1.0 cells for Ana"
    assert tm(msg("t.tm.cells", n=1, who=who), "en", ["B<o"]) == "1 cell for B&lt;o"
    assert tm(msg("t.tm.cells", n=[1, 2], who=who), "en", ["Ana"]) == "1, 2 cells for Ana"
    assert tm(msg("t.tm.cells", n=1), "es") == "1 pila"
    assert tm(msg("t.tm.cells", n=None, who=who), "en", ["Ana"]) == "None cells for Ana"  # not remembered
    monkeypatch.setitem(CATALOGS["en"], "t.tm.word", "Word")
    assert tm(msg("t.tm.cells", n=2, who="t.tm.word"), "en") == "2 cells for t.tm.word"  # a text parameter
    assert tm(msg("t.tm.cells", n=2, who=msg("t.tm.word")), "en") == "2 cells for Word"  # a message parameter
    assert tm(msg("t.tm.late"), "en") == "t.tm.late"
    monkeypatch.setitem(CATALOGS["en"], "t.tm.late", "Registered later")
    assert tm(msg("t.tm.late"), "en") == "Registered later"


def test_home_offers_continue_only_for_a_game_under_way_and_names_each_new_game() -> None:
    over = SaveInfo("g2", "first_landing", "Ana, Bo", 2.0, "a", {"over": True})
    going = SaveInfo("g1", "migration_mars", "Ana, Bo", 1.0, "a", {"over": False})
    assert 'data-command="continue"' not in render_screen(Ui(), [over], 0)  # a finished game is not continued
    markup = render_screen(Ui(), [over, going], 0)
    assert 'data-command="continue"' in markup and "Continue: Migration: Mars" in markup
    names = re.findall(r'data-command="new"[^>]*aria-label="([^"]+)"', markup)
    assert len(names) == len(all_games()) == len(set(names))  # "New game: First Landing", ...
    assert markup.count('class="game-picture"') == len(all_games()) and "minutes" in markup


def test_a_finished_game_is_offered_as_its_result_not_resumed() -> None:
    over = SaveInfo("g2", "first_landing", "Ana, Bo", 2.0, "a", {"over": True})
    going = SaveInfo("g1", "migration_mars", "Ana, Bo", 1.0, "a", {"over": False})
    old = SaveInfo("g3", "first_landing", "Ana, Bo", 0.5, "a", None)  # an index older than the summaries
    for lang, result, resume in (("en", "See the result", "Resume"), ("es", "Ver el resultado", "Reanudar")):
        rows = dict(
            re.findall(
                r'data-save="(g\d)".*?data-command="resume"[^>]*>([^<]*)<',
                render_screen(Ui(lang=lang), [over, going, old], 0),
            )
        )
        assert rows == {"g2": result, "g1": resume, "g3": resume}


def test_the_table_has_a_legend_and_links_to_its_games_rules() -> None:
    for game_id in ("first_landing", "migration_mars", "tinyforming_mars", "walking_moon"):
        ui = table_ui(match=Match.new(game_id, [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]))
        markup = render_screen(ui, [], 0)
        assert f'rules.html?lang=en#{game_id.replace("_", "-")}"' in markup
        assert markup.count('class="legend-symbol"') >= 3, game_id


def test_embed_code_is_never_offered_for_a_game_with_hidden_cards() -> None:
    seats = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]
    hidden = Ui(screen="table", match=Match.new("migration_mars", seats, seed=3), share=True)
    regions = render_screen(hidden, [], 0)
    assert "share-code" not in regions and "cannot be embedded" in regions
    shown = Ui(screen="table", match=Match.new("tinyforming_mars", seats, seed=3), share=True)
    assert 'id="share-code"' in render_screen(shown, [], 0)  # every card of it lies face up


class TargetTitles(HTMLParser):
    """Counts <title> elements inside board targets (elements carrying data-target)."""

    def __init__(self) -> None:
        super().__init__()
        self.open_targets: list[int] = []
        self.depth = 0
        self.titles_in_targets = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.depth += 1
        if any(name == "data-target" for name, _ in attrs):
            self.open_targets.append(self.depth)
        if tag == "title" and self.open_targets:
            self.titles_in_targets += 1

    def handle_endtag(self, tag: str) -> None:
        if self.open_targets and self.open_targets[-1] == self.depth:
            self.open_targets.pop()
        self.depth -= 1


def test_no_board_target_carries_a_tooltip_that_would_cover_its_space_card() -> None:
    for game in all_games():
        match = Match.new(game.meta.id, max(2, game.meta.min_players), {}, seed=5)
        chooser = random.Random(5)
        for _ in range(30):
            if match.is_over:
                break
            markup = match.game.render(match.state, match.to_move if match.to_move >= 0 else None, "en")
            parser = TargetTitles()
            parser.feed(markup)
            assert parser.titles_in_targets == 0, game.meta.id  # named by aria-label instead
            match = match.apply(chooser.choice(match.legal_actions()))
