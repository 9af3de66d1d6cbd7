"""The coach at the table (issue 34, web part): the Hint control and its three marked choices, the
hints setting and count kept beside the save, the review on the results screen opening the replay,
and the worker's protocol for both (a hint hurried after a few units: the tests check the table,
not the bot's strength)."""

import json
import random
import re

import pytest
from spacetable_web import coaching, coachwork, thinking
from spacetable_web.coachstate import CoachTable
from spacetable_web.controller import Controller
from spacetable_web.storage import COACH_PREFIX, SaveStore
from spacetable_web.tableviews import table_regions
from spacetable_web.thinking import Thinker
from spacetable_web.views import render_screen

from pyengine.core import Match
from pyengine.core.jsonutil import canonical
from tests.bots.test_coach import hidden_twins
from tests.web.fakes import FullStore

TWO = {"seat-name-0": "Ana", "seat-color-0": "red", "seat-name-1": "Bo", "seat-color-1": "blue", "seed": "5"}
UNITS = 24  # work units before the hint is hurried (its reasons are finished either way)


def at_table(hints: bool = True, backing: FullStore | None = None) -> Controller:
    """A controller at a two-person First Landing table, hints on or off in the setup form."""
    app = Controller(SaveStore(backing or FullStore()), "en", clock=lambda: 1000.0, seeder=lambda: 7)
    app.start("")
    app.command("new", "first_landing")
    app.command("start", fields={**TWO, "hints": "1" if hints else ""})
    app.command("reveal")
    app.command("act", canonical({"type": "roll"}))  # then the first claim: a choice among many
    app.command("reveal")
    assert app.ui.match is not None and len(app.ui.match.legal_actions()) > 3
    return app


def worker_reply(request: str) -> str:
    """What the worker answers a coach request: its work replayed from the save, a few units, then hurried."""
    work = Thinker().begin(request)
    work.step(UNITS)
    return thinking.reply_text(work, 1)


def ask_and_answer(app: Controller) -> str:
    """Ask a hint and hand the controller the worker's answer; the hint's region markup."""
    app.command("hint")
    match = app.ui.match
    assert match is not None and app.ui.coach.state == coaching.THINKING
    assert coaching.hint_shown(app, match, worker_reply(coachwork.coach_request(match, "hint", match.to_move)))
    return table_regions(app.ui, match)["coach"]


def finished(app: Controller) -> Match:
    """Play the table's game to its end with seeded random moves (through the controller)."""
    chooser = random.Random(3)
    while app.ui.match is not None and not app.ui.match.is_over:
        app.command("reveal")  # pass and play: the next player takes the tablet
        app.command("act", canonical(chooser.choice(app.ui.match.legal_actions())))
    assert app.ui.match is not None
    return app.ui.match


def test_a_hint_shows_three_choices_marked_on_the_board_and_plays_one() -> None:
    app = at_table()
    regions = table_regions(app.ui, app.ui.match)
    assert 'data-command="hint"' in regions["status"] and regions["coach"] == ""  # at the end of the status line
    app.command("hint")
    thinking = table_regions(app.ui, app.ui.match)["coach"]
    assert 'data-command="hint-cancel"' in thinking and 'data-state="thinking"' in thinking
    assert 'data-command="hint"' not in table_regions(app.ui, app.ui.match)["status"]
    app.command("hint-cancel")
    assert app.ui.coach.state == coaching.IDLE
    shown = ask_and_answer(app)
    assert shown.count('class="hint-choice"') == 3
    assert shown.count("Chance to win:") == 3 and "%" in shown
    assert len(re.findall(r'#board \[data-target="[^"]+"\] > \*', shown)) == 3  # each outlined on the board
    assert shown.count('data-command="hint-play"') == 3 and 'aria-label="Play choice 1:' in shown
    before = app.ui.match
    chosen = app.ui.coach.choices[1]["action"]
    app.command("hint-play", "1")
    assert app.ui.match is not before and app.ui.match.entries[-1].action == chosen
    assert app.ui.coach.state == coaching.IDLE  # a hint is for one position
    assert app.store.coach(app.ui.save_id or "")["hints"] == 1


def test_a_hint_reads_in_spanish() -> None:
    app = at_table()
    app.command("lang", "es")
    shown = ask_and_answer(app)
    assert "Probabilidad de ganar" in shown and "Jugarla" in shown
    words = re.sub(r'data-action="[^"]*"', "", shown.split("<style>")[0])
    assert "ui.coach" not in words and "core.coach" not in words and "{" not in words
    app.command("hint-close")
    assert (
        app.ui.coach.state == coaching.IDLE and 'data-command="hint"' in table_regions(app.ui, app.ui.match)["status"]
    )


def test_a_hint_that_arrives_after_the_table_moved_on_is_dropped() -> None:
    app = at_table()
    app.command("hint")
    asked = app.ui.match
    assert asked is not None
    reply = worker_reply(coachwork.coach_request(asked, "hint", asked.to_move))
    app.command("act", canonical(asked.legal_actions()[0]))
    assert not coaching.hint_shown(app, asked, reply)
    assert app.ui.coach.choices == () and app.ui.coach.hints == 0


def test_no_hint_while_a_bot_decides() -> None:
    app = at_table()
    app.command("seat-control", str(app.ui.match.to_move), {f"seat-control-{app.ui.match.to_move}": "random"})
    app.command("hint")
    assert app.ui.coach.state == coaching.IDLE
    assert 'data-command="hint"' not in table_regions(app.ui, app.ui.match)["status"]


def test_hints_turned_off_in_setup_are_kept_with_the_save_and_said_at_the_end() -> None:
    backing = FullStore()
    app = at_table(hints=False, backing=backing)
    save_id = app.ui.save_id or ""
    assert json.loads(backing.items[COACH_PREFIX + save_id]) == {"off": True}
    assert 'data-command="hint"' not in table_regions(app.ui, app.ui.match)["status"]
    app.command("hint")
    assert app.ui.coach.state == coaching.IDLE
    assert 'aria-pressed="false"' in table_regions(app.ui, app.ui.match)["bots"]
    app.command("hints")  # on again, from the computer players' drawer
    assert app.ui.coach.enabled and app.store.coach(save_id)["off"] is False
    app.command("hints")
    finished(app)
    assert "Hints were off in this game." in table_regions(app.ui, app.ui.match)["review"]


def test_the_setup_form_offers_hints_checked() -> None:
    app = Controller(SaveStore(FullStore()), "en", clock=lambda: 1000.0)
    app.command("new", "first_landing")
    page = render_screen(app.ui, [], 0)
    assert '<input type="checkbox" id="hints" name="hints" checked>' in page and 'for="hints"' in page


def test_the_review_is_worked_out_once_kept_with_the_save_and_opens_the_replay() -> None:
    app = at_table()
    ask_and_answer(app)
    match = finished(app)
    save_id = app.ui.save_id or ""
    assert coaching.wants_review(app.ui)
    waiting = table_regions(app.ui, match)["review"]
    assert "Working out the review" in waiting and "Hints used in this game: 1." in waiting
    reply = worker_reply(coachwork.coach_request(match, "review"))
    assert coaching.review_kept(app, save_id, reply)
    shown = table_regions(app.ui, match)["review"]
    assert "<svg" in shown and 'data-command="review-step"' in shown
    steps = re.findall(r'data-command="review-step" data-arg="(\d+)"', shown)
    assert 1 <= len(steps) <= 3
    app.command("home")
    app.command("resume", save_id)  # later: the review opens at once, from its record
    assert app.ui.coach.review is not None and not coaching.wants_review(app.ui)
    app.command("review-step", steps[0])
    assert app.ui.screen == "replay" and app.ui.replay_step == int(steps[0])
    assert 'aria-current="step"' in render_screen(app.ui, [], 0)


def test_a_damaged_coach_record_reads_as_none_and_goes_with_its_save() -> None:
    backing = FullStore()
    app = at_table(backing=backing)
    save_id = app.ui.save_id or ""
    backing.items[COACH_PREFIX + save_id] = '{"off": "yes", "hints": -3, "review": {"chances": 1}}'
    app.command("home")
    app.command("resume", save_id)
    assert app.ui.coach == CoachTable()
    backing.items[COACH_PREFIX + save_id] = "not json"
    assert app.store.coach(save_id) == {}
    app.store.delete(save_id)
    assert COACH_PREFIX + save_id not in backing.items


def test_a_full_store_keeps_the_hint_and_the_save() -> None:
    backing = FullStore()
    app = at_table(backing=backing)
    backing.full = True
    assert "hint-choice" in ask_and_answer(app)  # the count is best effort
    app.command("hints")
    assert app.ui.notice is not None and app.ui.notice.message.key == "ui.storage.write_failed"


@pytest.mark.parametrize(
    ("game_id", "options", "hidden", "players"),
    [("walking_moon", {"advanced": True}, "hands", 2)],
    ids=["walking_moon-action-cards"],
)
def test_the_hint_shown_does_not_change_with_what_the_player_cannot_see(
    game_id: str, options: dict, hidden: str, players: int
) -> None:
    app = at_table()
    for match, twin in hidden_twins(game_id, options, hidden, players)[:2]:
        shown = []
        for position in (match, twin):
            assert coachwork.hint_seed(position, position.to_move) == coachwork.hint_seed(match, match.to_move)
            work = thinking.start_work(position, {"kind": "hint", "seat": position.to_move})
            work.step(UNITS)
            app.ui = app.ui.__class__(lang="en", screen="table", match=position)
            app.command("hint")
            assert coaching.hint_shown(app, position, thinking.reply_text(work))
            shown.append(table_regions(app.ui, position)["coach"])
        assert shown[0] == shown[1]


# --- the embed: "what would you do?" ---------------------------------------------------------


def test_an_embed_with_hint_asks_then_reveals_the_coachs_three_choices() -> None:
    from spacetable_web.embed import Embed, Options, parse_options

    from pyengine.bots.coach import hint
    from pyengine.scenarios import shipped

    assert parse_options("?hint=1", "", "http://x.org").hint and not parse_options("", "", "http://x.org").hint
    view = Embed(Options(hint=True), ["es-ES"])
    assert view.load_text(shipped()["first_landing/landing"].read_text(encoding="utf-8"))
    step = next(
        i
        for i in range(view.steps + 1)
        if view.scenario.match(i).to_move >= 0 and len(view.scenario.match(i).legal_actions()) > 3
    )
    view.go(step)
    assert "¿Qué harías aquí?" in view.render() and 'data-command="reveal-hint"' in view.render()
    view.command("reveal-hint")
    assert view.hint_state == "working" and "Calculando" in view.render()
    match = view.hint_position()
    assert match is not None
    view.show_hint([c.to_json() for c in hint(match, match.to_move, "easy", iterations=12)])
    shown = view.render()
    assert shown.count('class="hint-choice"') == 3 and "Probabilidad de ganar" in shown
    assert len(re.findall(r'#board \[data-target="[^"]+"\] > \*', shown)) >= 1
    view.command("forward")
    assert view.hint_state == "" and "hint-choice" not in view.render()  # a hint is for one step
    assert "embed-coach" not in Embed(Options(), ["en"]).render()  # no hint unless the URL asks


def test_no_hint_for_a_decision_with_one_move() -> None:
    app = Controller(SaveStore(FullStore()), "en", clock=lambda: 1000.0, seeder=lambda: 7)
    app.command("new", "first_landing")
    app.command("start", fields=TWO)
    app.command("reveal")
    assert app.ui.match is not None and len(app.ui.match.legal_actions()) == 1  # the roll
    assert 'data-command="hint"' not in table_regions(app.ui, app.ui.match)["status"]


def test_the_worker_still_answers_a_bots_request_with_its_action() -> None:
    app = at_table()
    match = app.ui.match
    assert match is not None
    work = Thinker().begin(thinking.think_request(match, match.to_move, "random"))
    reply = json.loads(thinking.reply_text(work, 3))
    assert reply["ms"] == 3 and "choices" not in reply
    assert match.why_illegal(json.loads(reply["action"])) is None
