"""Nothing marked secret from a viewer reaches them: for every registered game, random games at each
player count are sampled, and at each sampled step, for every viewer (each seat and a spectator):

- Non-interference: a twin of the true state differs only in what the layout's marks hide from the
  viewer (core/visibility.py: the hidden values rotated among places of equal cover, a hidden list
  reordered, a hidden count moved between kinds, kept only if the marks' filter gives the viewer the
  same observation). The viewer's observation, board (SVG), prompt, panel and the log lines of the
  steps since the last sample must read the same in both; the log's twins vary only the secrets the
  step kept hidden (a step may tell what it reveals).
- Tokens: a hidden string the viewer sees nowhere in their observation (a rival's card, a deck's
  event) appears in no message the viewer reads: the prompt, the panel, those log lines (message
  keys and parameters, so a "wm.card.planning" names "planning").

The tests at the end make a game leak on purpose and check that the checker says so.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from pyengine.core import Match
from pyengine.core.game import Game
from pyengine.core.jsonutil import canonical, clone
from pyengine.core.match import Entry
from pyengine.core.messages import Msg, msg
from pyengine.core.registry import all_metas, get_game
from pyengine.core.table import table_of
from pyengine.core.visibility import Site, hidden_sites, observe
from pyengine.games.walking_moon.moves import PENDING
from pyengine.i18n import translate

State = dict[str, Any]
Path = tuple[Any, ...]
SEEDS = (3, 11)
# Steps between samples (a Migration: Mars game is 500 to 2,300 steps, Walking on the Moon's 150 to 400,
# The Artemis Project's 120 to 320).
EVERY = {
    "migration_mars": 150,
    "walking_moon": 25,
    "first_landing": 3,
    "tinyforming_mars": 15,
    "escape_pods": 60,
    "artemis": 15,
}
EVERY_AT: dict[tuple[str, int], int] = {("escape_pods", 1): 3}  # solo games are short: sample them often
MAX_STEPS = 20_000
LOG_ENTRIES = 3  # the log lines checked at a sampled step: the last few steps' (each costs a twin)
FIGURES: dict[str, list[int]] = {}  # game -> [viewer checks, of which with a twin, steps sampled]


# --- the twin: the same position as the viewer sees it, other secrets -------------------------------
def get_at(state: Any, path: Path) -> Any:
    for key in path:
        state = state[key]
    return state


def set_at(state: Any, path: Path, value: Any) -> Any:
    """The state with the value at `path` replaced (the state itself when the path is the root)."""
    if not path:
        return value
    get_at(state, path[:-1])[path[-1]] = value
    return state


def variants(value: Any) -> Iterator[Any]:
    """Reorderings of a value keeping its kinds and sizes: each list inside it reversed, rotated or
    reordered past its head, and each dict of counts with its counts moved round its keys."""
    if isinstance(value, list):
        if len(value) > 1 and len({canonical(v) for v in value}) > 1:
            yield value[::-1]
            yield value[1:] + value[:1]
            if len(value) > 2:
                yield value[:1] + value[:0:-1]
        for i, item in enumerate(value):
            for inner in variants(item):
                yield [*value[:i], inner, *value[i + 1 :]]
    elif isinstance(value, dict):
        keys = list(value)
        if len(keys) > 1 and all(isinstance(v, int) for v in value.values()) and len(set(value.values())) > 1:
            yield dict(zip(keys, [value[k] for k in keys[1:] + keys[:1]], strict=True))
        for k in keys:
            for inner in variants(value[k]):
                yield {**value, k: inner}


def twin_changes(game: Game, state: State, viewer: int | None) -> list[tuple[Path, Any]]:
    """Changes of the hidden values that leave the viewer's filtered observation as it is."""
    layout = game.state_type  # type: ignore[attr-defined]
    seen = observe(state, layout, viewer)
    twin = clone(state)
    changes: list[tuple[Path, Any]] = []

    def attempt(path: Path, value: Any) -> bool:
        old = get_at(twin, path)
        if old == value:
            return False
        set_at(twin, path, clone(value))
        if observe(twin, layout, viewer) == seen:
            changes.append((path, value))
            return True
        set_at(twin, path, old)
        return False

    sites = hidden_sites(state, layout, viewer)
    groups: dict[tuple[int, str], list[Site]] = {}
    for site in sites:
        groups.setdefault((id(site.mark), canonical(site.cover)), []).append(site)
    for group in groups.values():
        values = [s.value for s in group]
        for site, value in zip(group, values[-1:] + values[:-1], strict=True):
            attempt(site.path, value)
    for site in reversed(sites):
        for variant in variants(get_at(twin, site.path)):
            if attempt(site.path, variant):
                break
    return changes


def apply_changes(state: State, changes: list[tuple[Path, Any]]) -> State:
    twin = clone(state)
    for path, value in changes:
        twin = set_at(twin, path, clone(value))
    return twin


# --- what a viewer receives ---------------------------------------------------------------------------
def names(match: Match) -> list[str]:
    return [str(s["name"]) for s in match.seats]


def at(match: Match, state: State) -> Match:
    """A match standing at `state` (a twin of the true one): drawn and prompted by the core's own
    path (`Match.render`, `Match.prompt`), which filters the state first."""
    return Match(match.game, match.seats, match.options, match.seed, (state,))


def received(match: Match, viewer: int | None, lang: str, seats: list[str]) -> dict[str, Any]:
    """Everything the viewer is given at this position: observation, board, prompt, panel."""
    game = match.game
    seen = match.observation(viewer)
    panel = table_of(game).panel(seen, viewer)
    return {
        "observation": canonical(seen),
        "svg": match.render(viewer, lang),
        "prompt": translate(match.prompt(), lang, seats),
        "panel": [(p, translate(label, lang, seats), _text(value, lang, seats)) for p, label, value in panel],
    }


def _text(value: Any, lang: str, seats: list[str]) -> Any:
    return translate(value, lang, seats) if isinstance(value, Msg) else value


def lines(
    game: Game, before: State, after: State, action: Any, viewer: int | None, lang: str, seats: list[str]
) -> list[str]:
    """A step's log lines as the viewer reads them (its private part, if theirs, then its effects)."""
    text = game.describe(before, action)
    for allowed, line in game.private_text(before, after, action):
        if viewer is not None and viewer in allowed:
            text = line
    found = [text, *game.consequences(before, after, action)]
    return [translate(m, lang, seats) for m in found]


def tokens(game: Game, state: State, viewer: int | None) -> set[str]:
    """Hidden strings the viewer cannot read anywhere in their observation."""
    found: set[str] = set()
    for site in hidden_sites(state, game.state_type, viewer):  # type: ignore[attr-defined]
        found |= set(strings(site.value))
    seen = set(strings(game.observation(state, viewer)))
    return {t for t in found - seen if len(t) > 2}


def strings(value: Any) -> Iterator[str]:
    """The strings of a value (list items and dict values; never dict keys, which name kinds)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings(v)


def words(message: Any) -> Iterator[str]:
    """A message's key segments and string parameters, nested messages included."""
    if isinstance(message, Msg):
        yield from message.key.split(".")
        for v in message.params.values():
            yield from words(v)
    elif isinstance(message, str):
        yield message
    elif isinstance(message, (list, tuple)):
        for v in message:
            yield from words(v)


# --- the checker ----------------------------------------------------------------------------------------
def check_step(match: Match, since: int, lang: str) -> tuple[list[str], int, int]:
    """Leaks at this position for every viewer, and in the log lines of entries from `since` on:
    (problems, viewers checked, viewers with a twin that differs)."""
    game, state, seats = match.game, match.state, names(match)
    problems: list[str] = []
    twins = 0
    viewers: list[int | None] = [None, *range(len(match.seats))]
    since = max(since, len(match.entries) - LOG_ENTRIES)
    entries = match.entries[since:]
    states = match._states[since:]  # the state before each entry, then the current one
    marked = getattr(game, "state_type", None) is not None
    for viewer in viewers:
        if marked:
            changes = twin_changes(game, state, viewer)
            if changes:
                twins += 1
                mine, theirs = (
                    received(match, viewer, lang, seats),
                    received(at(match, apply_changes(state, changes)), viewer, lang, seats),
                )
                problems += [f"{what} (viewer {viewer})" for what in mine if mine[what] != theirs[what]]
        if not marked:
            continue
        secret = tokens(game, state, viewer)
        told: list[Any] = [match.prompt()]
        told += [row for row in table_of(game).panel(match.observation(viewer), viewer)]
        leaked = secret & set(words(told))
        for i, entry in enumerate(entries):
            before, after = states[i], states[i + 1]
            problems += log_leaks(game, before, after, entry.action, viewer, lang, seats)
            leaked |= tokens(game, after, viewer) & set(words(entry.lines_for(viewer)))
        if leaked:
            problems.append(f"messages name {sorted(leaked)} (viewer {viewer})")
    return problems, len(viewers), twins


def log_leaks(
    game: Game, before: State, after: State, action: Any, viewer: int | None, lang: str, seats: list[str]
) -> list[str]:
    """A step's log lines read the same from a twin of the state before it that the same step takes
    to a position the viewer sees as they see the true one (the step may tell what it reveals)."""
    layout = game.state_type  # type: ignore[attr-defined]
    changes = twin_changes(game, before, viewer)
    if not changes:
        return []
    twin_before = apply_changes(before, changes)
    twin_after = game.copy_state(twin_before)
    try:
        game.apply_action(twin_after, clone(action))
    except (KeyError, IndexError, ValueError):
        return []  # the step cannot be taken there (a drawn card the twin does not hold)
    if observe(twin_after, layout, viewer) != observe(after, layout, viewer):
        return []
    mine = lines(game, before, after, action, viewer, lang, seats)
    theirs = lines(game, twin_before, twin_after, action, viewer, lang, seats)
    return [] if mine == theirs else [f"log {mine} / {theirs} (viewer {viewer})"]


def check_game(
    game_id: str, players: int, options: dict[str, Any], seed: int, every: int, record: bool = False
) -> list[str]:
    """Random play to the end, checked every `every` steps; the problems found (`record`: counted
    in FIGURES)."""
    chooser = random.Random(seed)
    match = Match.new(game_id, players, options, seed=seed)
    problems: list[str] = []
    figures = FIGURES.setdefault(game_id, [0, 0, 0]) if record else [0, 0, 0]
    since = 0
    for step in range(MAX_STEPS):
        if step % every == 0 or match.is_over:
            found, viewers, twins = check_step(match, since, "en" if step % (2 * every) == 0 else "es")
            problems += [f"step {step}: {p}" for p in found]
            figures[0] += viewers
            figures[1] += twins
            figures[2] += 1
            since = len(match.entries)
        if match.is_over or len(problems) > 5:
            return problems
        match = match.apply(chooser.choice(match.legal_actions()))
    raise AssertionError(f"{game_id} did not end")


def hidden_options(game_id: str) -> dict[str, Any]:
    """The options that hide the most: every flag on (Walking on the Moon's action cards)."""
    meta = next(m for m in all_metas() if m.id == game_id)
    return {o.id: True for o in meta.options if isinstance(o.default, bool) and not o.choices}


CASES = [
    (meta.id, players, seed)
    for meta in all_metas()
    for players in range(meta.min_players, meta.max_players + 1)
    for seed in SEEDS
]


@pytest.mark.parametrize(("game_id", "players", "seed"), CASES)
def test_no_secret_reaches_a_viewer(game_id: str, players: int, seed: int) -> None:
    options = hidden_options(game_id)
    before = list(FIGURES.get(game_id, [0, 0, 0]))
    every = EVERY_AT.get((game_id, players), EVERY.get(game_id, 5))
    problems = check_game(game_id, players, options, seed, every, record=True)
    assert not problems, problems
    if get_game(game_id).meta.hidden_information:  # the marks hid something that could be varied
        assert FIGURES[game_id][1] > before[1], "no twin differed: nothing was checked"


def test_the_checker_covers_each_game_with_hidden_information() -> None:
    """Every game whose metadata says it hides something marks it in its layout, and the marks
    were exercised (a twin found) along these games; the figures for the record."""
    for meta in all_metas():
        game = get_game(meta.id)
        if meta.hidden_information:
            assert getattr(game, "state_type", None) is not None
            assert hidden_sites(Match.new(meta.id, meta.max_players, hidden_options(meta.id)).state, game.state_type, 0)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "game_id", sorted(m.id for m in all_metas() if m.hidden_information and not m.secrets_between_players)
)
def test_a_game_hiding_things_from_everybody_alike_shows_every_player_the_spectators_table(game_id: str) -> None:
    """A game declaring no secrets between players is played without a hand-over (web controller):
    along random games, every seat's observation and board equal the spectator's."""
    compared = 0
    for players in (get_game(game_id).meta.min_players, get_game(game_id).meta.max_players):
        match, chooser = Match.new(game_id, players, hidden_options(game_id), seed=5), random.Random(5)
        for step in range(120):
            if match.is_over:
                break
            if step % 10 == 0:
                spectator = match.seen(None)
                for viewer in range(players):
                    assert match.seen(viewer) == spectator, (players, step, viewer)
                    assert match.render(viewer, "en") == match.render(None, "en"), (players, step, viewer)
                    compared += 1
            match = match.apply(chooser.choice(match.legal_actions()))
    assert compared >= 20


# --- the board and the prompt are drawn from the viewer's observation ----------------------------------
def full_state(self: Match, viewer: int | None) -> State:
    """What `Match.seen` would be if the core gave the games the whole state again."""
    return {k: v for k, v in self.state.items() if k != "rng"}


def leaky_board(monkeypatch: pytest.MonkeyPatch) -> None:
    """First Landing's board writes out the rivals' missions it is given (a game that leaks)."""
    game = get_game("first_landing")
    original = type(game).render

    def leaky(self: Game, state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
        return original(self, state, viewer, lang, highlights) + f"<!-- {state['missions']} -->"

    monkeypatch.setattr(type(game), "render", leaky)


def test_a_board_writing_out_all_it_is_given_shows_no_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    """The core gives `render` the viewer's observation: the leaky board leaks nothing. Fails if
    `Match.render` is given the full state again (the next test shows the checker then sees it)."""
    leaky_board(monkeypatch)
    assert check_game("first_landing", 3, {}, 1, 3) == []


def test_a_board_given_the_full_state_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    leaky_board(monkeypatch)
    monkeypatch.setattr(Match, "seen", full_state)
    problems = check_game("first_landing", 3, {}, 1, 3)
    assert problems and all("svg" in p for p in problems), problems


@pytest.mark.parametrize("game_id", sorted(m.id for m in all_metas() if m.hidden_information))
def test_render_and_prompt_receive_the_viewers_observation(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Along the start of a random game, every state `render` and `prompt` receive is the viewer's
    observation (the table's for the prompt), without the generator, at a position where it differs
    from the full state."""
    game = get_game(game_id)
    given: list[State] = []
    render, prompt = type(game).render, type(game).prompt

    def spy_render(self: Game, state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
        given.append(state)
        return render(self, state, viewer, lang, highlights)

    def spy_prompt(self: Game, state: State) -> Msg:
        given.append(state)
        return prompt(self, state)

    monkeypatch.setattr(type(game), "render", spy_render)
    monkeypatch.setattr(type(game), "prompt", spy_prompt)
    chooser = random.Random(1)
    meta = game.meta
    match = Match.new(game_id, meta.max_players, hidden_options(game_id), seed=1)
    differed = 0
    for _ in range(12):
        for viewer in [None, *range(len(match.seats))]:
            given.clear()
            match.render(viewer, "en")
            match.prompt()
            assert len(given) == 2 and "rng" not in given[0] and "rng" not in given[1]
            assert given[0] == match.observation(viewer) and given[1] == match.observation(None)
            differed += given[0] != {k: v for k, v in match.state.items() if k != "rng"}
        if match.is_over:
            break
        match = match.apply(chooser.choice(match.legal_actions()))
    assert differed, "no position hid anything: nothing was checked"


# --- the checker finds a leak ---------------------------------------------------------------------------


def test_the_old_walking_moon_asks_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The observation before the marks named every asked player and card (the reported leak)."""
    game = get_game("walking_moon")
    original = type(game).observation

    def leaky(self: Game, state: State, player: int | None) -> State:
        return {**original(self, state, player), "tasks": state["tasks"]}

    monkeypatch.setattr(type(game), "observation", leaky)
    problems = check_game("walking_moon", 4, {"advanced": True}, 1, 2)
    assert any("observation" in p for p in problems), problems


def test_a_log_line_naming_a_drawn_card_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    game = get_game("walking_moon")
    original = type(game).describe

    def leaky(self: Game, state: State, action: Any) -> Msg:
        line = original(self, state, action)
        if action.get("type") == "draw":
            return msg("wm.log.draw", player=line.params["player"], card=msg(f"wm.card.{action['card']}"))
        return line

    monkeypatch.setattr(type(game), "describe", leaky)
    assert draws_named(random_match("walking_moon", 3, {"advanced": True}, 4)) == []  # told from the card covered
    monkeypatch.setattr(Entry, "_told_to", Entry._recorded_for)  # the log told from the full states, as it was
    problems = check_game("walking_moon", 3, {"advanced": True}, 4, 2)
    assert any("messages name" in p for p in problems), problems


def test_the_deck_top_in_the_prompt_is_caught_if_the_prompt_is_given_the_full_state(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A prompt naming the deck's top card names only its cover while the core filters what it is
    given; given the full state again, the checker sees the card's name."""
    game = get_game("migration_mars")

    def leaky(self: Game, state: State) -> Msg:
        return msg("mm.prompt.leak", top=state["deck"][:1])

    monkeypatch.setattr(type(game), "prompt", leaky)
    assert check_game("migration_mars", 2, {}, 2, 20) == []
    monkeypatch.setattr(Match, "seen", full_state)
    problems = check_game("migration_mars", 2, {}, 2, 20)
    assert any("messages name ['ev" in p for p in problems), problems


def test_a_private_line_told_to_the_wrong_seat_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    game = get_game("walking_moon")
    original = type(game).private_text

    def leaky(self: Game, before: State, after: State, action: Any) -> list[tuple[list[int], Msg]]:
        return [(list(range(before["players"])), line) for _, line in original(self, before, after, action)]

    monkeypatch.setattr(type(game), "private_text", leaky)
    assert draws_named(random_match("walking_moon", 3, {"advanced": True}, 4)) == []  # told from the card covered
    monkeypatch.setattr(Entry, "_told_to", Entry._recorded_for)  # the log told from the full states, as it was
    problems = check_game("walking_moon", 3, {"advanced": True}, 4, 2)
    assert any("messages name" in p for p in problems), problems


def random_match(game_id: str, players: int, options: dict[str, Any], seed: int) -> Match:
    """A random game played to its end."""
    chooser = random.Random(seed)
    match = Match.new(game_id, players, options, seed=seed)
    while not match.is_over:
        match = match.apply(chooser.choice(match.legal_actions()))
    return match


def draws_named(match: Match) -> list[str]:
    """Cards drawn whose log lines name them to a viewer who may not see them (the drawer may)."""
    found = []
    for i, entry in enumerate(match.entries):
        if entry.action.get("type") != "draw":
            continue
        for viewer in (None, *range(len(match.seats))):
            named = tokens(match.game, match._states[i + 1], viewer) & set(words(entry.lines_for(viewer)))
            found += [f"step {i}: {sorted(named)} (viewer {viewer})"] if named else []
    return found


# --- the private part of a log entry -------------------------------------------------------------------
def test_a_drawn_card_is_told_to_its_drawer_only() -> None:
    chooser = random.Random(2)
    match = Match.new("walking_moon", 3, {"advanced": True}, seed=2)
    while not any(e.action.get("type") == "draw" for e in match.entries):
        match = match.apply(chooser.choice(match.legal_actions()))
    i = next(i for i, e in enumerate(match.entries) if e.action.get("type") == "draw")
    entry, before = match.entries[i], match._states[i]
    drawer = PENDING.head(before)["player"]
    card = entry.action["card"]
    assert entry.text == msg("wm.log.draw", player=entry.text.params["player"])
    assert entry.lines() == entry.lines_for(None)
    mine = translate(entry.text_for(drawer), "en", names(match))
    assert mine.endswith(f": {translate(msg(f'wm.card.{card}'), 'en')}."), mine
    for viewer in {0, 1, 2} - {drawer}:
        assert entry.text_for(viewer) == entry.text


def test_figures() -> None:
    """The checks made in this run, per game, printed with `-s` (viewers checked, of which with a
    twin that differs; steps sampled)."""
    for game_id, (viewers, twins, steps) in sorted(FIGURES.items()):
        print(f"{game_id}: {viewers} viewer checks ({twins} with a differing twin) at {steps} sampled steps")
        assert twins <= viewers
