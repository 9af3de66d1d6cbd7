"""The share box as HTML (pure): the code that embeds this position in another page. Split
from tableviews.py; shipped with it in the table's zip."""

from __future__ import annotations

import json
from html import escape
from typing import Any
from urllib.parse import quote

from pyengine.core import Match
from pyengine.scenarios.format import from_match, seedless_from_match
from spacetable_web.controller import Ui
from spacetable_web.markup import attr, button, game_name, t


def share_box(ui: Ui, match: Match) -> str:
    """The code that shows this position in another page (an iframe of this site's embed), never
    what no player at this position sees: not offered for a game with hidden information (the code
    would hold every hand), and without the seed (it would tell the draws and rolls to come)."""
    if not ui.share:
        return ""
    close = button(t("ui.table.share_close", ui.lang), "share")
    position = None if match.game.meta.hidden_information else seedless_from_match(match)
    if position is None:
        return f'<section class="share"><p>{t("ui.table.share_hidden", ui.lang)}</p>{close}</section>'
    code = embed_snippet(ui.site_url, match, ui.lang, position)
    label = t("ui.table.share_help", ui.lang)
    return (
        f'<section class="share"><label for="share-code">{label}</label>'
        f'<textarea id="share-code" readonly rows="5">{escape(code)}</textarea>{close}</section>'
    )


def embed_snippet(site_url: str, match: Match, lang: str, position: dict[str, Any] | None = None) -> str:
    """An iframe of embed.html with the position (default: the match's, seed and all) as a scenario
    in the URL fragment."""
    scenario = json.dumps(position or from_match(match), ensure_ascii=False, separators=(",", ":"))
    src = f"{site_url}embed.html?lang={lang}#{quote(scenario, safe='')}"
    title = game_name(match.game.meta.id, lang)
    return (
        f'<iframe src="{attr(src)}" title="{attr(title)}" width="100%" height="560" '
        f'style="border:0" loading="lazy"></iframe>'
    )
