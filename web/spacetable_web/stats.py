"""Statistics of the games saved on this device (pure): per game, games played and finished,
win rates per player name, per seat and per group (a team game's difficulty and player count:
`Table.stats_group`), average length; and their JSON export.

They come from the summaries in the saves index (storage.summary), so opening the screen never
replays games; a save written by an older version (no summary) is replayed once, read-only.
A deleted save no longer counts.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pyengine.core import Match, Msg
from spacetable_web.storage import SaveInfo, summary

EXPORT_FORMAT = "spacetable-stats"


@dataclass
class Tally:
    """Finished games and wins (a shared win counts for every winner)."""

    finished: int = 0
    wins: int = 0

    @property
    def rate(self) -> float | None:
        """Wins per finished game, or None before any finished game."""
        return self.wins / self.finished if self.finished else None


@dataclass(frozen=True)
class Result:
    """One saved game as the statistics see it."""

    save_id: str
    updated: float
    names: tuple[str, ...]
    over: bool
    winners: tuple[int, ...]
    actions: int
    rounds: int | None
    group: Msg | None = None


@dataclass
class GameStats:
    """Everything counted for one game."""

    game: str
    results: list[Result] = field(default_factory=list)
    by_name: dict[str, Tally] = field(default_factory=dict)
    by_seat: dict[int, Tally] = field(default_factory=dict)
    by_group: dict[str, tuple[Msg, Tally]] = field(default_factory=dict)  # canonical JSON of the group -> (it, tally)

    @property
    def played(self) -> int:
        """Saved games, finished or not."""
        return len(self.results)

    @property
    def finished(self) -> list[Result]:
        """The games that reached their end."""
        return [r for r in self.results if r.over]

    @property
    def average_actions(self) -> float | None:
        """Player actions per finished game."""
        return _mean([r.actions for r in self.finished])

    @property
    def average_rounds(self) -> float | None:
        """Rounds per finished game (games that count rounds)."""
        return _mean([r.rounds for r in self.finished if r.rounds is not None])

    def add(self, result: Result) -> None:
        """Count one game."""
        self.results.append(result)
        if not result.over:
            return
        for seat, name in enumerate(result.names):
            won = seat in result.winners
            for tally in (self.by_name.setdefault(name, Tally()), self.by_seat.setdefault(seat, Tally())):
                tally.finished += 1
                tally.wins += won
        if result.group is not None:  # a team's result counts once in its group (won by the team)
            key = json.dumps(result.group.to_json(), sort_keys=True)
            tally = self.by_group.setdefault(key, (result.group, Tally()))[1]
            tally.finished += 1
            tally.wins += bool(result.winners)

    @property
    def groups(self) -> list[tuple[Msg, Tally]]:
        """The groups' tallies in a steady order (by their message)."""
        return [self.by_group[key] for key in sorted(self.by_group)]


def _mean(values: list[int]) -> float | None:
    return sum(values) / len(values) if values else None


def result_of(info: SaveInfo, peek: Callable[[str], Match | None]) -> Result | None:
    """A save's result from its index summary, else by replaying it; None if unreadable."""
    data = info.summary
    if data is None:
        match = peek(info.id)
        if match is None:
            return None
        data = summary(match)
    try:
        rounds = data.get("rounds")
        group = data.get("group")
        return Result(
            info.id,
            info.updated,
            tuple(str(n) for n in data["names"]),
            bool(data["over"]),
            tuple(int(w) for w in data["winners"]),
            int(data.get("actions", 0)),
            int(rounds) if isinstance(rounds, int) else None,
            Msg.from_json(group) if isinstance(group, dict) else None,
        )
    except (KeyError, TypeError, ValueError):
        return None


def collect(saves: list[SaveInfo], peek: Callable[[str], Match | None]) -> list[GameStats]:
    """Statistics per game (games in the order of their most recent save)."""
    games: dict[str, GameStats] = {}
    for info in saves:
        result = result_of(info, peek)
        if result is not None:
            games.setdefault(info.game, GameStats(info.game)).add(result)
    return list(games.values())


def export_data(stats: list[GameStats], now: float) -> dict[str, Any]:
    """The statistics as plain JSON data (the export file)."""
    return {
        "format": EXPORT_FORMAT,
        "schema": 1,
        "exported": round(now),
        "games": [
            {
                "game": g.game,
                "played": g.played,
                "finished": len(g.finished),
                "average_actions": g.average_actions,
                "average_rounds": g.average_rounds,
                "by_name": {n: _tally(t) for n, t in sorted(g.by_name.items())},
                "by_seat": {str(s + 1): _tally(t) for s, t in sorted(g.by_seat.items())},
                "by_group": [{"group": group.to_json(), **_tally(t)} for group, t in g.groups],
                "results": [
                    {
                        "save": r.save_id,
                        "updated": round(r.updated),
                        "players": list(r.names),
                        "over": r.over,
                        "winners": [r.names[w] for w in r.winners if 0 <= w < len(r.names)],
                        "actions": r.actions,
                        "rounds": r.rounds,
                        "group": r.group.to_json() if r.group is not None else None,
                    }
                    for r in g.results
                ],
            }
            for g in stats
        ],
    }


def _tally(tally: Tally) -> dict[str, Any]:
    return {"finished": tally.finished, "wins": tally.wins, "rate": tally.rate}


def export_text(stats: list[GameStats], now: float) -> str:
    """The export file's text."""
    return json.dumps(export_data(stats, now), ensure_ascii=False, indent=1)
