"""The replay screen as HTML (pure): a match stepped through from the start. Split from
tableviews.py; shipped with it in the table's zip."""

from __future__ import annotations

from spacetable_web.controller import Ui
from spacetable_web.markup import attr, button, header, names_of, t, tm
from spacetable_web.tablelog import log_line
from spacetable_web.tableresults import player_panel, results
from spacetable_web.tablestatus import recent_dice


# --- replay ------------------------------------------------------------------------------
def replay_screen(ui: Ui) -> str:
    """A match stepped through from the start: board, panel and the log up to this step."""
    replay = ui.replay
    assert replay is not None
    lang = ui.lang
    step = ui.replay_step
    match = replay.frame(step)
    names = names_of(match)
    steps = replay.steps
    controls = "".join(
        button(t(f"ui.replay.{where}", lang), "replay-step", where, disabled=disabled)
        for where, disabled in (
            ("first", step == 0),
            ("back", step == 0),
            ("forward", step >= steps),
            ("last", step >= steps),
        )
    )
    lines = "".join(log_line(e, lang, names, current=i == step - 1) for i, e in enumerate(match.entries))
    position = t("ui.replay.position", lang, step=step, steps=steps)
    board = match.render(None, lang, [])
    log_label = t("ui.table.log", lang)
    return (
        header(lang, button(t("ui.replay.exit", lang), "replay-exit"))
        + f'<div class="table replay" data-game="{attr(match.game.meta.id)}" data-step="{step}">'
        + f'<p class="status" id="status"><span class="prompt">{position}</span> '
        + f"<span>{tm(match.prompt(), lang, names)}</span>{recent_dice(match, lang, names)}</p>"
        + f'<div class="board-area"><div id="board" class="board-wrap">{board}</div></div>'
        + '<div class="side">'
        + f'<div class="actions replay-controls" role="group" aria-label="{position}">{controls}</div>'
        + results(match, lang, names, again=False)
        + player_panel(match, lang, names)
        + f'<section class="log"><h2>{log_label}</h2>'
        + f'<ol id="log" class="log-list" tabindex="0" aria-label="{log_label}">{lines}</ol></section></div></div>'
    )
