"""`orcdesk arena <game> --seats hard,greedy --games 400 --seed 1 [--json] [--workers N]`: AI against AI.

Game ``i`` rotates the seating by ``i``: agent ``j`` sits at seat ``(j + i) % n``, so over a multiple of ``n``
games every agent plays every seat equally often (in Orc the first seat has a real edge). Game ``i`` is dealt
from a seed derived from ``(seed, i)`` and each agent's own seed too, so a run is reproducible whatever the
number of worker processes. A draw (no winner) counts as a non-win for everyone; a shared win counts for
each winner. Decision times are wall-clock times of every ``choose`` call, forced moves included.
"""

from __future__ import annotations

import json
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor

from orcdesk.core.rng import Rng

MAX_ACTIONS = 100_000  # a game that does not end by then is a broken engine: stop with an error


def game_seed(seed: int, index: int) -> int:
    """The deal of game ``index`` of a run (independent of how games are spread over workers)."""
    rng = Rng(seed * 1_000_003 + index)
    return rng.next64() >> 33


def seating(agents: int, index: int) -> list[int]:
    """``seating(n, i)[seat]`` = which agent sits at ``seat`` in game ``i``."""
    return [(seat - index) % agents for seat in range(agents)]


def play_one(
    game_id: str,
    kinds: list[str],
    seed: int,
    index: int,
    options: dict | None = None,
    level_reactions: bool = False,
    save_records: str | None = None,
) -> dict:
    """Play game ``index`` on the match driver (simulated clock); return per-agent results (indexed by agent,
    not seat). Every seat reacts on the ``default`` reaction model unless ``level_reactions``."""
    from orcdesk.ai import make_agent
    from orcdesk.ai.config import reaction_for
    from orcdesk.core.match import play_match
    from orcdesk.games import get_game

    n = len(kinds)
    deal = game_seed(seed, index)
    at_seat = seating(n, index)
    seat_of = {agent: seat for seat, agent in enumerate(at_seat)}
    agents = [make_agent(kinds[j], game_id, seed=deal * 31 + 7 * j + 1) for j in range(n)]
    if not level_reactions:
        for agent in agents:
            agent.reaction = reaction_for("default")
    try:
        match = play_match(
            get_game(game_id).state_class(), [agents[at_seat[s]] for s in range(n)], deal, options, MAX_ACTIONS
        )
    except RuntimeError as exc:
        raise RuntimeError(f"{game_id} game {index} (seed {deal}): {exc}") from None
    if save_records:
        _save_record(match, [kinds[at_seat[s]] for s in range(n)], save_records, index)
    won = set(match.state.winners())
    times = [match.controllers[seat_of[j]].times for j in range(n)]
    sides = {name: bool(won & set(seats)) for name, seats in match.state.teams().items()}
    return {
        "index": index,
        "wins": [seat_of[j] in won for j in range(n)],
        "draw": not won,
        "times": times,
        "side_wins": sides,
    }


def _save_record(match, seat_kinds: list[str], folder: str, index: int) -> None:
    """Write the game's record in the export format (``orcdesk replay`` / ``review`` read it), its seats named
    by the agents that sat there."""
    from dataclasses import replace
    from pathlib import Path

    from orcdesk.app.records import write_record

    record = replace(match.record, seats=list(seat_kinds))
    write_record(record, Path(folder) / f"{record.game_id}-{index:05d}.yaml", True, match.state)


def _play_chunk(args: tuple) -> list[dict]:
    game_id, kinds, seed, indices, options, level_reactions, save_records = args
    return [play_one(game_id, kinds, seed, i, options, level_reactions, save_records) for i in indices]


def percentile(values: list[float], q: float) -> float | None:
    """Nearest-rank percentile (q in 0..100); None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, min(len(ordered), int(-(-q * len(ordered) // 100))))
    return ordered[rank - 1]


def run_games(
    game_id: str,
    kinds: list[str],
    games: int,
    seed: int,
    workers: int,
    options: dict | None = None,
    level_reactions: bool = False,
    save_records: str | None = None,
) -> list[dict]:
    """All results, in game order."""
    workers = workers or os.cpu_count() or 1
    workers = max(1, min(workers, games))
    if workers == 1:
        return [play_one(game_id, kinds, seed, i, options, level_reactions, save_records) for i in range(games)]
    # Interleaved chunks balance the work; small chunks keep every worker busy to the end.
    chunks = [list(range(start, games, workers * 4)) for start in range(workers * 4)]
    chunks = [c for c in chunks if c]
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
        parts = pool.map(
            _play_chunk, [(game_id, kinds, seed, c, options, level_reactions, save_records) for c in chunks]
        )
        results = [r for part in parts for r in part]
    return sorted(results, key=lambda r: r["index"])


def summarize(game_id: str, kinds: list[str], results: list[dict]) -> dict:
    n = len(kinds)
    games = len(results)
    wins = [sum(r["wins"][j] for r in results) for j in range(n)]
    times = [[t for r in results for t in r["times"][j]] for j in range(n)]

    def rounded(v):
        return None if v is None else round(v, 2)

    out = {
        "game": game_id,
        "games": games,
        "agents": list(kinds),
        "wins": wins,
        "win_rate": [round(w / games, 4) if games else 0.0 for w in wins],
        "draws": sum(1 for r in results if r["draw"]),
        "decision_ms_p50": [rounded(percentile(t, 50)) for t in times],
        "decision_ms_p95": [rounded(percentile(t, 95)) for t in times],
    }
    sides = results[0].get("side_wins") if results else None
    if sides:  # a game of teams: how often each side won, whoever sat where
        out["side_win_rate"] = {name: round(sum(r["side_wins"][name] for r in results) / games, 4) for name in sides}
    return out


def format_table(summary: dict) -> str:
    lines = [f"{summary['game']}: {summary['games']} games, seats rotated; draws: {summary['draws']}"]
    if summary.get("side_win_rate"):
        lines.append(
            "sides: " + ", ".join(f"{name} {rate * 100:.1f}%" for name, rate in summary["side_win_rate"].items())
        )
    lines.append(f"{'agent':<10} {'wins':>6} {'win rate':>9} {'p50 ms':>9} {'p95 ms':>9}")
    for j, kind in enumerate(summary["agents"]):
        p50, p95 = summary["decision_ms_p50"][j], summary["decision_ms_p95"][j]
        lines.append(
            f"{kind:<10} {summary['wins'][j]:>6} {summary['win_rate'][j] * 100:>8.1f}% "
            f"{'-' if p50 is None else f'{p50:.1f}':>9} {'-' if p95 is None else f'{p95:.1f}':>9}"
        )
    return "\n".join(lines)


def run_arena(
    game: str,
    seats: list[str],
    games: int = 100,
    seed: int = 1,
    as_json: bool = False,
    workers: int = 0,
    options: dict | None = None,
    level_reactions: bool = False,
    save_records: str | None = None,
) -> int:
    results = run_games(game, list(seats), games, seed, workers, options, level_reactions, save_records)
    summary = summarize(game, list(seats), results)
    print(json.dumps(summary) if as_json else format_table(summary))
    return 0
