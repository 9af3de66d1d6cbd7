"""The embeddable board (embed.html): a scenario shown read-only with captions and step controls,
and the postMessage API's validation (pure: no browser; embed_app.py is the glue).

URL (docs/embed.md): `embed.html?scenario=<relative URL>&lang=es&step=3&interactive=1&hint=1&origin=<host
origin>[,<origin>]&panels=title,caption,controls` or the scenario as JSON in the fragment
(`embed.html#{...}`, URL-encoded). `hint=1` asks "what would you do?" at a step where a player
decides, and reveals the coach's three best choices on request (embed_app.py works them out).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from html import escape
from typing import Any
from urllib.parse import parse_qs, unquote

from pyengine.core import Match, Msg
from pyengine.core.errors import SpacetableError
from pyengine.core.jsonutil import canonical
from pyengine.core.table import LOOK_PREFIX, table_of
from pyengine.i18n import LANGUAGES, pick_language, translate
from pyengine.scenarios import Scenario, loads, validate

PROTOCOL = 1
PREFIX = "spacetable:"
MAX_MESSAGE_CHARS = 500_000
PANELS = ("title", "caption", "controls")
AUTOPLAY_MS = 2500
NARROW = "(max-width: 600px)"  # a phone held upright, as at the table (app.py): boards with a narrow shape use it
PART_IDS = re.compile(r' id="(?:board|caption|controls|embed-step)"')  # the ids render() gives the parts
ORIGIN = re.compile(r"^https?://[a-z0-9.-]+(:\d{1,5})?$")
# A scenario URL must stay on the embed's own site: relative, no scheme, no "//host".
RELATIVE_URL = re.compile(r"^(?![a-zA-Z][a-zA-Z0-9+.-]*:)(?![/\\]{2})[^\s\\]{1,500}$")
INBOX = {
    "load-scenario": {"scenario", "url", "step"},
    "go-to-step": {"step"},
    "set-language": {"lang"},
}


# --- URL options ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Options:
    """What the embed's URL asks for."""

    scenario_url: str | None = None
    scenario_text: str | None = None  # JSON from the URL fragment
    lang: str | None = None
    step: int = 0
    interactive: bool = False
    panels: tuple[str, ...] = PANELS
    origins: tuple[str, ...] = ()
    hint: bool = False  # "what would you do?", then the coach's answer (issue 34)


def parse_options(search: str, fragment: str, own_origin: str) -> Options:
    """Read the URL's query and fragment; anything malformed falls back to the default."""
    query = parse_qs(search.removeprefix("?"), keep_blank_values=True)

    def first(name: str) -> str:
        return query.get(name, [""])[0].strip()

    url = first("scenario")
    text = unquote(fragment.removeprefix("#")).strip()
    lang = first("lang") if first("lang") in LANGUAGES else None
    step = int(first("step")) if first("step").isdigit() else 0
    panels = tuple(p for p in first("panels").split(",") if p in PANELS) if "panels" in query else PANELS
    origins = [o.rstrip("/").lower() for o in first("origin").split(",") if ORIGIN.match(o.rstrip("/").lower())]
    return Options(
        scenario_url=url if RELATIVE_URL.match(url) else None,
        scenario_text=text if text.startswith("{") else None,
        lang=lang,
        step=step,
        interactive=first("interactive") in ("1", "true", "yes"),
        hint=first("hint") in ("1", "true", "yes"),
        panels=panels,
        origins=tuple(dict.fromkeys([own_origin.lower(), *origins])),
    )


def origin_allowed(origin: Any, allowed: tuple[str, ...]) -> bool:
    """True if a message's origin is one the URL allowed (always including the embed's own)."""
    return isinstance(origin, str) and origin.lower() in allowed


def is_relative_url(url: Any) -> bool:
    """True for a URL on the embed's own site (no scheme, no other host)."""
    return isinstance(url, str) and bool(RELATIVE_URL.match(url))


# --- messages in and out --------------------------------------------------------------------
@dataclass(frozen=True)
class Command:
    """A validated message from the host: its kind and fields."""

    kind: str
    fields: dict[str, Any] = field(default_factory=dict)


def parse_message(data: Any) -> Command | str:
    """A host message as a Command, or why it is ignored (a short English reason for the log)."""
    if isinstance(data, str):
        if len(data) > MAX_MESSAGE_CHARS:
            return "message too large"
        try:
            data = json.loads(data)
        except (ValueError, RecursionError):
            return "not JSON"
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        return "not a {type: ...} object"
    kind = data["type"].removeprefix(PREFIX)
    if not data["type"].startswith(PREFIX) or kind not in INBOX:
        return f"unknown type {data['type'][:60]!r}"
    extra = set(data) - {"type"} - INBOX[kind]
    if extra:
        return f"unexpected fields {sorted(extra)[:3]}"
    try:
        if len(canonical(data)) > MAX_MESSAGE_CHARS:
            return "message too large"
    except (TypeError, ValueError, RecursionError):
        return "not plain data"
    return _check_fields(kind, data)


def _check_fields(kind: str, data: dict[str, Any]) -> Command | str:
    step = data.get("step", 0)
    if not isinstance(step, int) or isinstance(step, bool) or step < 0:
        return "step must be a whole number >= 0"
    if kind == "go-to-step":
        return Command(kind, {"step": step}) if "step" in data else "step missing"
    if kind == "set-language":
        return Command(kind, {"lang": data["lang"]}) if data.get("lang") in LANGUAGES else "unknown language"
    has_data, has_url = "scenario" in data, "url" in data
    if has_data == has_url or (has_data and not isinstance(data["scenario"], dict)):
        return "load-scenario needs either scenario (an object) or url"
    if has_url and not is_relative_url(data["url"]):
        return "url must be relative to the embed"
    return Command(kind, {k: data[k] for k in ("scenario", "url") if k in data} | {"step": step})


def outgoing(kind: str, **fields: Any) -> dict[str, Any]:
    """A message for the host page."""
    return {"type": PREFIX + kind, "protocol": PROTOCOL, **fields}


# --- the embed's state ----------------------------------------------------------------------
def tr(key: str, lang: str, **params: Any) -> str:
    """A catalog text, escaped for HTML."""
    return escape(translate(Msg(key, params), lang))


# The controls' icons, drawn rather than typed: Debian's fonts lack ⏮ and ⏭ (they showed as boxes).
ICON_PATHS = {
    "first": "M4 4h2.5v16H4z M20 4v16L8 12z",
    "back": "M18 4v16L6 12z",
    "play": "M6 4v16l14-8z",
    "pause": "M6 4h4v16H6z M14 4h4v16h-4z",
    "forward": "M6 4v16l12-8z",
    "last": "M17.5 4H20v16h-2.5z M4 4v16l12-8z",
}


def icon(command: str) -> str:
    """The control's icon as inline SVG in the text colour (hidden from screen readers: the button is named)."""
    return (
        '<svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">'
        f'<path fill="currentColor" d="{ICON_PATHS[command]}"/></svg>'
    )


def button(label: str, command: str, name: str, *, arg: str = "", disabled: bool = False, pressed: str = "") -> str:
    """A control button; `label` is escaped markup (an icon or a word), `name` its accessible name."""
    extra = f' data-arg="{escape(arg, quote=True)}"' if arg else ""
    extra += f' aria-pressed="{pressed}"' if pressed else ""
    extra += " disabled" if disabled else ""
    title = escape(name, quote=True)
    return (
        f'<button type="button" data-command="{command}" aria-label="{title}" title="{title}"{extra}>{label}</button>'
    )


class Embed:
    """A scenario being shown: the step, the language, autoplay, and the viewer's tries."""

    def __init__(self, options: Options, browser_languages: list[str] | None = None) -> None:
        self.options = options
        self.lang = options.lang or pick_language(browser_languages or [])
        self.scenario: Scenario | None = None
        self.step = 0
        self.playing = False
        self.trial: Match | None = None  # interactive mode: the position the viewer reached
        self.choices: list[dict[str, Any]] = []  # several legal actions on one tapped target
        self.error: str | None = None
        self.notice = ""
        self.hint_state = ""  # "", "working" (asked: embed_app.py works it out), "shown", "failed"
        self.hint_choices: list[dict[str, Any]] = []  # the coach's Choice.to_json(), best first
        self.narrow = False  # the page is a phone's width (NARROW): a board with a narrow shape draws it
        self.look = ""  # an overview zone tapped ("look:N", LOOK_PREFIX): drawn large until the position changes

    # --- loading ------------------------------------------------------------------------
    def load_text(self, text: str, step: int = 0) -> bool:
        """Validate scenario text and show it at a step; False (and an error shown) if invalid."""
        return self._load(lambda: loads(text), step)

    def load_data(self, data: Any, step: int = 0) -> bool:
        """Validate parsed scenario data and show it at a step."""
        return self._load(lambda: validate(data), step)

    def _load(self, make: Any, step: int) -> bool:
        try:
            scenario = make()
        except SpacetableError as err:
            self.fail(err.reason)
            return False
        self.scenario, self.error, self.playing = scenario, None, False
        self.go(step)
        return True

    def fail(self, reason: Msg) -> None:
        """Show why nothing can be shown."""
        self.scenario, self.playing, self.trial = None, False, None
        self.error = translate(Msg("ui.embed.error", {"reason": reason}), self.lang)

    # --- stepping -----------------------------------------------------------------------
    @property
    def steps(self) -> int:
        """The number of steps of the script (0 without a scenario)."""
        return self.scenario.length if self.scenario else 0

    def go(self, step: int) -> None:
        """Show a step (clamped); leaves any tried moves."""
        self.step = self.scenario.clamp(step) if self.scenario else 0
        self.trial, self.choices, self.notice, self.look = None, [], "", ""
        self.hint_state, self.hint_choices = "", []  # a hint is for one step's position

    def command(self, name: str, arg: str = "") -> bool:
        """A control: first back forward last play pause reset lang act choose; True if the step changed."""
        before = self.step
        if name in ("first", "back", "forward", "last"):
            self.playing = False
            self.go({"first": 0, "back": self.step - 1, "forward": self.step + 1, "last": self.steps}[name])
        elif name == "play":
            self.playing = self.scenario is not None
            if self.step >= self.steps:
                self.go(0)
        elif name == "pause":
            self.playing = False
        elif name == "reset":
            self.go(self.step)
        elif name == "lang" and arg in LANGUAGES:
            self.lang = arg
        elif name == "act":
            self.act(arg)
        elif name == "reveal-hint" and self.hint_position() is not None:
            self.hint_state = "working"
        return self.step != before

    def tick(self) -> bool:
        """Autoplay: the next step; False once the last step is shown (autoplay stops)."""
        if not self.playing or self.step >= self.steps:
            self.playing = False
            return False
        self.go(self.step + 1)
        self.playing = self.step < self.steps
        return True

    # --- interactive mode ---------------------------------------------------------------
    @property
    def match(self) -> Match | None:
        """The position shown: the viewer's try, else the script's step."""
        if self.trial is not None:
            return self.trial
        return self.scenario.match(self.step) if self.scenario else None

    def target(self, target: str) -> None:
        """A tapped board target (interactive mode): its legal action, or a choice, or why not; an
        overview zone (any mode) draws that part of the track large, as at the table."""
        if target.startswith(LOOK_PREFIX):
            self.look = target
            return
        match = self.match
        if not self.options.interactive or match is None:
            return
        found = [a for a in self._legal(match) if a.get("target") == target]
        if not found:  # a piece that stands for a tool (a Walking on the Moon die): the move it makes at once
            found = self._tool_move(match, target)
        self.choices = found if len(found) > 1 else []
        self.notice = "" if found else translate(Msg("ui.embed.nothing_here"), self.lang)
        if len(found) == 1:
            self._apply(match, found[0])

    def _tool_move(self, match: Match, target: str) -> list[dict[str, Any]]:
        """The legal move a tapped tool piece plays where its place goes without saying (a die into
        the next free jump slot, as at the table: Table.tool_target, Table.tool_default); none else."""
        table = table_of(match.game)
        tool = table.tool_target(match.decider_seen(), target) if match.to_move >= 0 else None
        move = table.tool_default(match.decider_seen(), tool) if tool is not None else None
        return [move] if move is not None and match.why_illegal(move) is None else []

    def act(self, text: str) -> None:
        """A legal-action button (its action as JSON), checked again."""
        match = self.match
        if not self.options.interactive or match is None:
            return
        try:
            action = json.loads(text)
        except ValueError:
            return
        reason = match.why_illegal(action)
        if reason is not None:
            self.notice = translate(reason, self.lang, [s["name"] for s in match.seats])
            return
        self._apply(match, action)

    def _legal(self, match: Match) -> list[dict[str, Any]]:
        return match.legal_actions() if match.to_move >= 0 else []

    def _apply(self, match: Match, action: dict[str, Any]) -> None:
        tried = Match(match.game, match.seats, match.options, match.seed, match._states, match.entries, True)
        self.trial = tried.apply(action).advance()
        self.choices, self.notice, self.look = [], "", ""
        self.playing = False

    # --- the hint ("what would you do?") -------------------------------------------------------
    def hint_position(self) -> Match | None:
        """The position a hint is offered for: the script's step, when the URL asks for hints and a
        player decides there with a choice to make (None otherwise)."""
        if not self.options.hint or self.trial is not None or self.scenario is None:
            return None
        match = self.scenario.match(self.step)
        return match if match.to_move >= 0 and len(match.legal_actions()) > 1 else None

    def show_hint(self, choices: list[dict[str, Any]]) -> None:
        """The coach's answer for the position asked about."""
        if self.hint_state == "working":
            self.hint_state, self.hint_choices = "shown", choices

    def hint_failed(self) -> None:
        """The answer could not be worked out (offline, say): the panel says so."""
        if self.hint_state == "working":
            self.hint_state = "failed"

    def hint_panel(self) -> str:
        """The question, then the Reveal button, the wait, or the answer: each choice with its
        chance and reasons, numbered in the colour that marks it on the board."""
        match = self.hint_position()
        if match is None:
            return ""
        lang = self.lang
        ask = f'<p class="embed-ask">{tr("ui.embed.ask", lang)}</p>'
        if self.hint_state == "working":
            body = f'<p role="status">{tr("ui.embed.revealing", lang)}</p>'
        elif self.hint_state == "shown":
            body = self.hint_answer(match)
        else:
            reveal = tr("ui.embed.reveal", lang)
            failed = f'<p role="status">{tr("ui.coach.failed", lang)}</p>' if self.hint_state == "failed" else ""
            body = failed + button(reveal, "reveal-hint", translate(Msg("ui.embed.reveal"), lang))
        return f'<section class="embed-coach" aria-live="polite">{ask}{body}</section>'

    def hint_answer(self, match: Match) -> str:
        """The revealed choices as a list, and the style that marks them on the board."""
        from spacetable_web.hintmarks import RANKS, mark_style

        names = [s["name"] for s in match.seats]
        key = "ui.coach.team_chance" if match.game.meta.cooperative else "ui.coach.chance"
        items, marks = [], []
        for (color, dash), choice in zip(RANKS, self.hint_choices, strict=False):
            move = escape(translate(Msg.from_json(choice["text"]), self.lang, names))
            percent = Msg("core.coach.chart.percent", {"value": str(round(float(choice["chance"]) * 100))})
            chance = tr(key, self.lang, percent=percent)
            why = "; ".join(escape(translate(Msg.from_json(r), self.lang, names)) for r in choice.get("reasons", []))
            items.append(
                f'<li class="hint-choice" style="--rank:{color}"><strong>{move}</strong> '
                f'<span class="hint-chance">{chance}</span> <span class="hint-why">{why}</span></li>'
            )
            marks.append(mark_style(choice.get("action"), color, dash, buttons="#embed"))
        answer = tr("ui.embed.answer", self.lang)
        return f'<p>{answer}</p><ol class="hint-choices">{"".join(items)}</ol><style>{"".join(marks)}</style>'

    # --- drawing ------------------------------------------------------------------------
    def caption(self) -> str:
        """The current caption (plain text)."""
        if self.scenario is None:  # never blank: the page that embeds us named no scenario at all
            return self.error or translate(Msg("ui.embed.no_scenario"), self.lang)
        if self.trial is not None:
            names = [s["name"] for s in self.trial.seats]
            if not self.trial.entries:
                return ""
            return " ".join(translate(line, self.lang, names) for line in self.trial.entries[-1].lines())
        return self.scenario.caption(self.step, self.lang)

    def board(self) -> str:
        """The board's SVG with the step's highlights (none while the viewer tries moves)."""
        match = self.match
        if match is None or self.scenario is None:
            return ""
        marks = [] if self.trial is not None else self.scenario.highlights(self.step)
        if self.narrow:  # the phone's shape the table draws too (Table.narrow_marks): readable at that width
            marks = [*marks, *table_of(match.game).narrow_marks()]
        return match.render(None, self.lang, [*marks, self.look] if self.look else marks)

    def controls(self) -> str:
        """First, back, play/pause, forward, last, and reset in interactive mode."""
        lang, at_start, at_end = self.lang, self.step == 0, self.step >= self.steps
        none = self.scenario is None
        play = (
            button(icon("pause"), "pause", translate(Msg("ui.embed.pause"), lang), pressed="true")
            if self.playing
            else button(icon("play"), "play", translate(Msg("ui.embed.play"), lang), disabled=none, pressed="false")
        )
        parts = [
            button(icon("first"), "first", translate(Msg("ui.embed.first"), lang), disabled=none or at_start),
            button(icon("back"), "back", translate(Msg("ui.embed.back"), lang), disabled=none or at_start),
            play,
            button(icon("forward"), "forward", translate(Msg("ui.embed.forward"), lang), disabled=none or at_end),
            button(icon("last"), "last", translate(Msg("ui.embed.last"), lang), disabled=none or at_end),
        ]
        if self.options.interactive:
            parts.append(
                button(
                    tr("ui.embed.reset", lang),
                    "reset",
                    translate(Msg("ui.embed.reset"), lang),
                    disabled=self.trial is None,
                )
            )
        return "".join(parts)

    def status(self) -> str:
        """ "Step 2 of 5" (plain text)."""
        if self.scenario is None:
            return ""
        return translate(Msg("ui.embed.step", {"step": self.step, "total": self.steps}), self.lang)

    def actions(self) -> str:
        """Interactive mode: buttons for a tapped target's choices and for untargeted legal actions."""
        match = self.match
        if not self.options.interactive or match is None or match.to_move < 0:
            return ""
        names = [s["name"] for s in match.seats]
        listed = self.choices or [a for a in self._legal(match) if "target" not in a][:12]
        said: dict[str, dict[str, Any]] = {}  # one button a text: two dice of a colour on a slot are one choice
        for action in listed:
            said.setdefault(translate(match.describe(action), self.lang, names), action)
        buttons = [
            f'<button type="button" data-command="act" data-arg="{escape(json.dumps(a), quote=True)}">'
            f"{escape(text)}</button>"
            for text, a in said.items()
        ]
        hint = tr("ui.embed.try_hint", self.lang)
        return f'<p class="embed-hint">{hint}</p><div class="embed-actions">{"".join(buttons)}</div>'

    def render(self, ids: bool = True) -> str:
        """The embed's whole content (#embed's inner HTML); `ids=False` leaves out the element ids,
        for a page showing several boards (the rules page), which finds the parts by class."""
        lang = self.lang
        title = self.scenario.title_text(lang) if self.scenario else ""
        parts = []
        if "title" in self.options.panels and title:
            parts.append(f'<h1 class="embed-title">{escape(title)}</h1>')
        parts.append(f'<div id="board" class="board-wrap embed-board">{self.board()}</div>')
        if "caption" in self.options.panels or self.scenario is None:
            kind = "error" if self.scenario is None else "caption"
            caption = escape(self.caption())
            parts.append(f'<p id="caption" class="embed-caption" data-kind="{kind}" aria-live="polite">{caption}</p>')
        if "controls" in self.options.panels:
            label = escape(translate(Msg("ui.embed.controls"), lang), quote=True)
            parts.append(
                f'<div class="embed-bar"><div id="controls" class="embed-controls" role="toolbar" aria-label="{label}">'
                f'{self.controls()}</div><span id="embed-step" class="embed-step">{escape(self.status())}</span></div>'
            )
        parts.append(self.actions())
        parts.append(self.hint_panel())
        if self.notice:
            parts.append(f'<p class="embed-notice" role="status">{escape(self.notice)}</p>')
        html = "".join(parts)
        return html if ids else PART_IDS.sub("", html)

    def state_message(self, kind: str = "step") -> dict[str, Any]:
        """The message telling the host where the embed is (kinds "ready" and "step")."""
        scenario = self.scenario
        return outgoing(
            kind,
            scenario=scenario.id if scenario else None,
            step=self.step,
            steps=self.steps,
            lang=self.lang,
            caption=self.caption(),
            error=self.error,
        )

    def key(self, key: str) -> str | None:
        """The control a key stands for (arrows, Home, End), or None."""
        return {"ArrowRight": "forward", "ArrowLeft": "back", "Home": "first", "End": "last"}.get(key)
