"""The table's results and players drawer as HTML strings (pure): winners, the score's parts per
seat and the panel rows. Split from tableviews.py, which places them; shipped with it in the
table's zip."""

from __future__ import annotations

from pyengine.core import Match
from pyengine.core.table import PanelRow, table_of
from spacetable_web import bots as table_bots
from spacetable_web.controller import viewer_of
from spacetable_web.markup import button, seat_badge, t, tm, value_text
from spacetable_web.panels import panel_rows


def results(match: Match, lang: str, names: list[str], again: bool = True) -> str:
    """Scores and winners once the game is over."""
    if not match.is_over:
        return ""
    scores = match.scores()
    rows = "".join(
        f'<tr><th scope="row">{seat_badge(match, i)}</th><td>{value_text(s, lang, names)}</td></tr>'
        for i, s in enumerate(scores)
    )
    winners = ", ".join(seat_badge(match, i) for i in match.winners())
    key = {0: "ui.table.no_winner", 1: "ui.table.winner"}.get(len(match.winners()), "ui.table.winners")
    verdict = f'<p class="winners">{t(key, lang)} {winners}</p>'
    headline = table_of(match.game).headline(match.seen(None))
    if headline is not None:  # a team game says who won and why in its own words
        verdict = f'<p class="winners team-verdict">{tm(headline, lang, names)}</p>'
    buttons = ""
    if again:
        buttons = button(t("ui.table.play_again", lang), "new", match.game.meta.id, cls="primary") + button(
            t("ui.table.watch_replay", lang), "replay"
        )
    return (
        f'<section class="results" aria-live="polite"><h2>{t("ui.table.results", lang)}</h2>'
        f"{verdict}"
        f'<table><thead><tr><th scope="col">{t("ui.table.player", lang)}</th>'
        f'<th scope="col">{t("ui.table.score", lang)}</th></tr></thead><tbody>{rows}</tbody></table>'
        f"{score_breakdown(match, lang, names, t('ui.table.summary', lang, steps=len(match.entries)))}"
        f'<p class="results-actions">{buttons}</p></section>'
    )


def seat_rows(rows: list[PanelRow], seat: int | None, lang: str, names: list[str]) -> str:
    """One seat's (label, value) rows as the <dt>/<dd> pairs of its card (None: the table's own rows)."""
    return "".join(
        f"<dt>{tm(label, lang, names)}</dt><dd>{value_text(value, lang, names)}</dd>"
        for player, label, value in rows
        if player == seat
    )


def score_breakdown(match: Match, lang: str, names: list[str], summary: str) -> str:
    """Each seat's score by its parts, from the game's results view, and the game's length (folded:
    on a tablet the results already share the screen with the final board)."""
    rows = table_of(match.game).results(match.seen(None))
    length = f'<p class="game-length">{summary}</p>'
    if not rows:
        return f'<details class="breakdown"><summary>{t("ui.table.details", lang)}</summary>{length}</details>'
    cards = []
    for i in range(len(match.seats)):
        items = seat_rows(rows, i, lang, names)
        cards.append(f'<li data-seat="{i}">{seat_badge(match, i)}<dl>{items}</dl></li>')
    return (
        f'<details class="breakdown"><summary>{t("ui.table.breakdown", lang)}</summary>'
        f'<ul class="score-breakdown">{"".join(cards)}</ul>{length}</details>'
    )


def player_panel(match: Match, lang: str, names: list[str]) -> str:
    """The players panel as one section, the table's own rows after the cards (the replay's)."""
    cards, shared = panel_parts(match, lang, names)
    return cards.removesuffix("</section>") + shared + "</section>"


def panel_parts(
    match: Match,
    lang: str,
    names: list[str],
    bots: table_bots.BotTable | None = None,
    spectator: bool = False,
    public: bool = False,
) -> tuple[str, str]:
    """The players panel's cards (a section) and the table's own rows (a <dl>, "" when none): at
    the table they are two regions, since the table's rows change at nearly every move."""
    viewer = None if spectator else viewer_of(match) if bots is None else table_bots.viewer(bots, match)
    rows = panel_rows(match, viewer, public)
    cards = []
    for i in range(len(match.seats)):
        items = seat_rows(rows, i, lang, names)
        current = ' aria-current="true"' if i == viewer else ""
        card = f'<li class="player-card" data-seat="{i}" data-key="seat-{i}"{current}>'
        cards.append(f"{card}{seat_badge(match, i)}<dl>{items}</dl></li>")
    table_rows = seat_rows(rows, None, lang, names)  # the rows of no seat: the table's own
    shared = f'<dl class="shared-rows">{table_rows}</dl>' if table_rows else ""
    # Keyed cards: a move rewrites the cards that changed, not the whole panel (patch.region_edits).
    heading = f"<h2>{t('ui.table.players', lang)}</h2>"
    return f'<section class="panel">{heading}<ul data-keyed="1">{"".join(cards)}</ul></section>', shared
