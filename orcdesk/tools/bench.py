"""`orcdesk bench <game> [--players N] [--quick]`: performance figures, printed as one JSON object.

- ``playouts_per_s``: random full games per second on one core (``random_action`` + ``_apply``).
- ``ai``: p50/p95 decision time of each search level, over positions sampled from a few random games
  (positions with a single legal action are skipped: they cost nothing).
- ``frame_ms`` and ``startup_s``: from the UI's :mod:`orcdesk.ui.perf` (null while the UI does not provide it).
- ``idle_cpu_pct``: % of one core the window uses at a table waiting for the human, no input (perf).
- ``rss_mb``: peak resident memory of this process or any of its children, in MiB.
- ``rss_games_mb``: resident memory after the 2nd and after the 12th whole game played in one window (perf): it
  should stay flat (null with --quick, or off Linux).
"""
from __future__ import annotations

import json
import sys
import time

from orcdesk.ai import make_agent
from orcdesk.ai.config import LEVELS
from orcdesk.core.match import next_actor, random_playout
from orcdesk.core.rng import Rng
from orcdesk.games import GAMES
from orcdesk.tools.arena import percentile


def playouts_per_second(cls, players: int, seconds: float, options: dict | None = None) -> float:
    rng = Rng(12345)
    games = 0
    start = time.perf_counter()
    while True:
        random_playout(cls.new(players, rng.next64() >> 33, options), rng)
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games / elapsed


def sample_positions(cls, players: int, count: int, seed: int = 7, options: dict | None = None) -> list[tuple]:
    """``count`` (state, seat) pairs with a real choice, spread over the whole length of random games."""
    rng = Rng(seed)
    pool = []
    for game in range(max(2, count // 4)):
        state = cls.new(players, 100 + game, options)
        while not state.is_terminal():
            seat, action = next_actor(state, rng)
            if action is None:
                if len(state.legal_actions(seat)) > 1:
                    pool.append((state.clone(), seat))
                action = state.random_action(seat, rng)
            state._apply(action, seat)
    if len(pool) <= count:
        return pool
    step = len(pool) / count
    return [pool[int(i * step)] for i in range(count)]


def decision_times(game_id: str, level: str, positions: list[tuple]) -> dict:
    agent = make_agent(level, game_id, seed=1)
    times = []
    for state, seat in positions:
        t0 = time.perf_counter()
        agent.choose(state, seat)
        times.append((time.perf_counter() - t0) * 1000.0)
    return {"p50_ms": _round(percentile(times, 50)), "p95_ms": _round(percentile(times, 95))}


def _round(value, digits: int = 2):
    return None if value is None else round(value, digits)


def peak_rss_mb() -> float | None:
    try:
        import resource
    except ImportError:  # Windows
        return None
    scale = 1.0 / (1024 * 1024) if sys.platform == "darwin" else 1.0 / 1024  # bytes on macOS, KiB elsewhere
    peak = max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
               resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
    return round(peak * scale, 1)


def ui_figures(game_id: str, quick: bool, players: int | None = None,
               options: dict | None = None) -> tuple[dict | None, float | None]:
    """(frame_ms, startup_s) from orcdesk.ui.perf, or (None, None) while the UI does not provide them."""
    try:
        from orcdesk.ui import perf
    except ImportError:
        return None, None
    frames = perf.measure_frames(game_id, size=(1280, 720), quick=quick, players=players, options=options)
    startup = perf.measure_startup() if hasattr(perf, "measure_startup") else None
    return frames, (None if startup is None else round(startup, 3))


def idle_cpu(game_id: str, quick: bool, players: int | None = None, options: dict | None = None) -> float | None:
    """perf.measure_idle_cpu over 5 s (2 s quick), or None while the UI does not provide it."""
    try:
        from orcdesk.ui import perf
    except ImportError:
        return None
    return perf.measure_idle_cpu(game_id, seconds=2.0 if quick else 5.0, players=players, options=options)


def rss_over_games(game_id: str, players: int | None, options: dict | None) -> dict | None:
    try:
        from orcdesk.ui import perf
    except ImportError:
        return None
    return perf.measure_rss_over_games(game_id, players=players, options=options)


def frozen_startup() -> float | None:
    """First-frame time of the one-folder build in dist/orcdesk/ (``pyinstaller build.spec``), if it exists."""
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    exe = root / "dist" / "orcdesk" / ("orcdesk.exe" if sys.platform == "win32" else "orcdesk")
    if not exe.is_file():
        return None
    from orcdesk.ui import perf
    startup = perf.measure_startup(command=[str(exe)])
    return None if startup is None else round(startup, 3)


def run_bench(game: str, players: int | None = None, quick: bool = False, options: dict | None = None) -> int:
    info = GAMES[game]
    cls = info.state_class()
    players = players or info.min_players
    report: dict = {"game": game, "players": players, "quick": quick}
    report["playouts_per_s"] = round(playouts_per_second(cls, players, 0.3 if quick else 3.0, options), 1)
    positions = sample_positions(cls, players, 2 if quick else 24, options=options)
    report["ai"] = {level: decision_times(game, level, positions) for level in LEVELS}
    report["frame_ms"], report["startup_s"] = ui_figures(game, quick, players, options)
    report["idle_cpu_pct"] = idle_cpu(game, quick, players, options)
    report["startup_frozen_s"] = frozen_startup()  # null until the app is built into dist/
    report["rss_games_mb"] = None if quick else rss_over_games(game, players, options)
    report["rss_mb"] = peak_rss_mb()
    print(json.dumps(report))
    return 0
