"""Screens as HTML strings (pure): every text comes from the catalog and every value is escaped.
This module draws the home page's screens; the table's (setup, table, replay) are in tableviews.py,
imported when one is first drawn (the built site fetches it with the table's zip).

Interactive elements carry `data-command` (and `data-arg`); board elements carry `data-target`
(from the game's SVG). app.py routes both to the controller through one delegated listener.
"""

from __future__ import annotations

import time
from html import escape
from typing import TYPE_CHECKING, Any

from pyengine.core import Msg
from pyengine.core.registry import all_metas, get_meta
from pyengine.i18n import translate
from spacetable_web import aside
from spacetable_web.bots import undoable
from spacetable_web.controller import Ui
from spacetable_web.markup import attr, button, game_name, header, names_of, rules_link, t, tm
from spacetable_web.storage import SaveInfo

if TYPE_CHECKING:
    from spacetable_web.tablelog import LogCache


# --- small helpers ----------------------------------------------------------------------
# --- screens ----------------------------------------------------------------------------
def render_screen(ui: Ui, saves: list[SaveInfo], quarantined: int, log: LogCache | None = None) -> str:
    """The markup of the current screen."""
    if ui.screen in ("table", "replay", "setup"):
        from spacetable_web import replayviews, setupviews, tableviews  # the table's zip: loadgames.load_games

        if ui.screen == "table" and ui.match is not None:
            return tableviews.table_screen(ui, ui.match, log)
        if ui.screen == "replay" and ui.replay is not None:
            return replayviews.replay_screen(ui)
        if ui.screen == "setup" and ui.setup is not None:
            return setupviews.setup_screen(ui.lang, ui.setup)
    if ui.screen == "failed":
        return failed_screen(ui)
    if ui.screen in ("settings", "stats"):
        return aside.settings_screen(ui, len(saves)) if ui.screen == "settings" else aside.stats_screen(ui)
    return home_screen(ui.lang, saves, quarantined, ui.confirm_delete)


def failed_screen(ui: Ui) -> str:
    """A screen that could not be drawn: what happened, that the save is safe, and the ways on
    (home, undo the last move, export the save to report it, watch the replay). Drawn from the
    home page's own modules only, with no board: it must not fail the way the table did."""
    lang = ui.lang
    ways = [button(t("ui.failed.home", lang), "home", cls="primary")]
    if ui.failed == "table" and ui.match is not None and undoable(ui.match, ui.bots):
        ways.append(button(t("ui.failed.undo", lang), "failed-undo"))
    if ui.match is not None or ui.save_id:
        ways.append(button(t("ui.failed.export", lang), "export", ui.save_id or ""))
    if ui.save_id and ui.failed != "replay":
        ways.append(button(t("ui.failed.replay", lang), "replay", ui.save_id))
    return (
        header(lang)
        + '<section class="failed" role="alert" aria-labelledby="failed-title">'
        + f'<h2 id="failed-title">{t("ui.failed.title", lang)}</h2>'
        + f"<p>{t('ui.failed.safe', lang)}</p><p>{t('ui.failed.ways', lang)}</p>"
        + f'<div class="failed-ways">{"".join(ways)}</div>'
        + f'<p class="failed-reason">{t("ui.failed.reason", lang, reason=ui.failure)}</p></section>'
    )


def notice_text(ui: Ui) -> str:
    """The plain text of the live-region notice (set with textContent, never as markup)."""
    if ui.notice is None:
        return ""
    match = ui.match or (ui.replay.source if ui.replay else None)
    names = names_of(match) if match else []
    return translate(ui.notice.message, ui.lang, names)


def table_key(ui: Ui) -> tuple[Any, ...]:
    """What the table's frame markup depends on: while it is unchanged, regions are patched in place."""
    game = ui.match.game.meta.id if ui.match is not None else None
    return (ui.screen, ui.lang, game, ui.curtain if ui.covered else None, ui.log_filter)


ANNOUNCED_LINES = 3  # at most this many new log lines are read out after one tap


def announcement(ui: Ui, seen: int) -> str:
    """What the turn announcer (a polite live region) says after a change at the table: the log
    lines added since `seen` entries (the last few), then whose decision it is, or the hand-over."""
    match = ui.match
    if ui.screen != "table" or match is None:
        return ""
    names = names_of(match)
    said = [line for e in match.entries[seen:] for line in e.lines()]  # effects read after their step
    lines = [translate(line, ui.lang, names) for line in said[-ANNOUNCED_LINES:]]
    if ui.curtain is not None:
        lines.append(translate(Msg("ui.announce.pass", {"name": names[ui.curtain]}), ui.lang))
    elif match.to_move >= 0:
        turn = {"name": names[match.to_move], "prompt": match.prompt()}
        lines.append(translate(Msg("ui.announce.turn", turn), ui.lang, names))
    else:
        lines.append(translate(match.prompt(), ui.lang, names))
    return " ".join(lines)


# --- home -------------------------------------------------------------------------------
def home_screen(lang: str, saves: list[SaveInfo], quarantined: int, confirm_delete: str | None) -> str:
    """Continue, the games, saved games, import."""
    parts = [
        header(lang, button(t("ui.nav.stats", lang), "stats"), rules_link(lang)),
        '<div class="home">',
        continue_section(lang, saves),
        games_section(lang),
        saves_section(lang, saves, confirm_delete),
        import_section(lang),
        quarantine_note(lang, quarantined),
        "</div>",
    ]
    return "".join(parts)


def unfinished(saves: list[SaveInfo]) -> list[SaveInfo]:
    """The saves of games still under way (a save of an older version, without a summary, counts)."""
    return [info for info in saves if not (info.summary or {}).get("over")]


def continue_section(lang: str, saves: list[SaveInfo]) -> str:
    """The 'continue' button for the most recent game still under way (none for finished games)."""
    if not unfinished(saves):
        return ""
    latest = unfinished(saves)[0]
    label = t("ui.home.continue", lang, game=translate_name(latest.game, lang), players=latest.title)
    return f'<section class="continue">{button(label, "continue", cls="primary")}</section>'


def translate_name(game_id: str, lang: str) -> str:
    """A game's name as plain text (for use inside a catalog template)."""
    try:
        return translate(get_meta(game_id).name, lang)
    except ValueError:
        return game_id


def games_section(lang: str) -> str:
    """The registry's games, each with a 'new game' button."""
    cards = []
    for meta in all_metas():
        name = tm(meta.name, lang)
        facts = [t("ui.home.players", lang, low=meta.min_players, high=meta.max_players)]
        if meta.minutes[1]:
            facts.append(t("ui.home.minutes", lang, low=meta.minutes[0], high=meta.minutes[1]))
        if meta.weight:
            facts.append(t(f"ui.home.weight.{meta.weight}", lang))
        picture = f'<img class="game-picture" src="./assets/games/{attr(meta.id)}.svg" alt="" width="120" height="80">'
        new = t("ui.home.new_game", lang)
        start = button(new, "new", meta.id, cls="primary", extra=f' aria-label="{new}: {name}"')
        cards.append(
            f'<li class="game-card" data-game="{attr(meta.id)}">{picture}<div><h3>{name}</h3>'
            f"<p>{tm(meta.summary, lang)}</p>"
            f'<p class="game-facts">{" · ".join(facts)}</p>'
            f"{start}</div></li>"
        )
    return f'<section class="games"><h2>{t("ui.home.games", lang)}</h2><ul>{"".join(cards)}</ul></section>'


def saves_section(lang: str, saves: list[SaveInfo], confirm_delete: str | None) -> str:
    """Saved games with resume, export and delete."""
    if not saves:
        body = f'<p class="empty">{t("ui.saves.none", lang)}</p>'
    else:
        body = f'<ul class="saves">{"".join(save_row(lang, s, s.id == confirm_delete) for s in saves)}</ul>'
    return f'<section class="saved"><h2>{t("ui.saves.title", lang)}</h2>{body}</section>'


def save_row(lang: str, info: SaveInfo, confirming: bool) -> str:
    """One saved game."""
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(info.updated))
    if confirming:
        actions = (
            f'<span role="alert">{t("ui.saves.confirm_delete", lang)}</span>'
            + button(t("ui.saves.delete_yes", lang), "delete-confirm", info.id, cls="danger")
            + button(t("ui.saves.delete_no", lang), "delete-cancel")
        )
    else:
        over = bool((info.summary or {}).get("over"))  # a finished game is not resumed: its table shows the result
        actions = (
            button(t("ui.saves.result" if over else "ui.saves.resume", lang), "resume", info.id, cls="primary")
            + button(t("ui.saves.replay", lang), "replay", info.id)
            + button(t("ui.saves.export", lang), "export", info.id)
            + button(t("ui.saves.delete", lang), "delete", info.id)
        )
    return (
        f'<li class="save" data-save="{attr(info.id)}"><span class="save-game">{game_name(info.game, lang)}</span>'
        f' <span class="save-title">{escape(info.title)}</span> <time>{escape(when)}</time>'
        f'<span class="save-actions">{actions}</span></li>'
    )


def import_section(lang: str) -> str:
    """The file input to import a game."""
    return (
        f'<section class="import"><h2>{t("ui.import.title", lang)}</h2>'
        f'<label for="import-file" class="file-button">{t("ui.import.label", lang)}</label>'
        '<input type="file" id="import-file" class="visually-hidden" accept=".json,application/json"></section>'
    )


def quarantine_note(lang: str, count: int) -> str:
    """How many unreadable entries are kept aside."""
    if not count:
        return ""
    download = button(t("ui.storage.download_kept", lang), "export-kept")
    return f'<p class="quarantine-note">{t("ui.storage.kept_aside", lang, count=count)} {download}</p>'
