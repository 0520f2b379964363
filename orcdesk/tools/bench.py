"""`orcdesk bench <game> [--players N] [--quick]`: performance figures, printed as one JSON object.

- ``playouts_per_s``: random full games per second on one core (``random_action`` + ``_apply``).
- ``ai``: p50/p95 decision time of each search level, over positions sampled from a few random games
  (positions with a single legal action are skipped: they cost nothing).
- ``frame_ms`` and ``startup_s``: from the UI's :mod:`orcdesk.ui.perf` (null while the UI does not provide it).
- ``idle_cpu_pct``: % of one core the window uses at a table waiting for the human, no input (perf).
- ``rss_mb``: peak resident memory of this process or any of its children (the AI helper), in MiB, before the
  two figures below, which run in processes of their own.
- ``rss_games_mb``: resident memory after the 2nd and after the 12th whole game played in one window (perf): it
  should stay flat (null with --quick, or off Linux).
- ``rss_resize_mb``: resident memory of a fresh process at the table mid-game, before and after the window went
  through 40 distinct sizes (10 with --quick), a frame drawn at each (perf.measure_resize_sweep, dummy driver):
  caches keyed by size must let old sizes go (null off Linux).
- ``rss_real_window_mb``: what a player's window costs, in a real X window (an Xvfb server started for it, when
  ``Xvfb`` is on PATH; null otherwise and with --quick): resident memory after the 2nd and after the 12th game at
  1920×1080, the window going through 50 distinct sizes over those games. Target: at most 200 MB, and flat.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

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
    peak = max(
        resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    )
    return round(peak * scale, 1)


def ui_figures(
    game_id: str, quick: bool, players: int | None = None, options: dict | None = None
) -> tuple[dict | None, float | None]:
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


REAL_WINDOW = {"size": (1920, 1080), "games": 12, "resizes": 50}
RESIZE_SWEEP = 40  # distinct sizes for rss_resize_mb (a few seconds)
_ROOT = Path(__file__).resolve().parents[2]


def _perf_in_child(call: str, env: dict, timeout: float) -> dict | None:
    """Run ``orcdesk.ui.perf.<call>`` in a fresh Python process and return the JSON it prints, or None: a fresh
    process, so the figure is the window's own and not what this process measured before."""
    env = {
        **env,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(_ROOT), env.get("PYTHONPATH")])),
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    code = f"import json; from orcdesk.ui import perf; print(json.dumps(perf.{call}))"
    try:
        proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired):
        return None
    lines = proc.stdout.strip().splitlines()
    if proc.returncode != 0 or not lines:
        return None
    return json.loads(lines[-1])


def _figures_args(game_id: str, players: int | None, options: dict | None) -> str:
    return f"{game_id!r}, players={players!r}, options={options!r}"


def resize_sweep(game_id: str, quick: bool, players: int | None = None, options: dict | None = None) -> dict | None:
    """perf.measure_resize_sweep in a fresh process with the dummy driver (null off Linux)."""
    if not sys.platform.startswith("linux"):
        return None
    sizes = 10 if quick else RESIZE_SWEEP
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy"}
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    return _perf_in_child(
        f"measure_resize_sweep({_figures_args(game_id, players, options)}, sizes={sizes})", env, timeout=300
    )


def real_window_rss(game_id: str, players: int | None = None, options: dict | None = None) -> dict | None:
    """perf.measure_rss_over_games at 1920×1080 with 50 resizes, in a real X window of an Xvfb server started for
    it; None without ``Xvfb`` on PATH (or off Linux, or if the server does not start)."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None or not sys.platform.startswith("linux"):
        return None
    w, h = REAL_WINDOW["size"]
    read_end, write_end = os.pipe()
    try:
        server = subprocess.Popen(
            [xvfb, "-displayfd", str(write_end), "-screen", "0", f"{w}x{h}x24", "-nolisten", "tcp"],
            pass_fds=(write_end,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    except OSError:
        os.close(read_end)
        os.close(write_end)
        return None
    os.close(write_end)
    try:
        with os.fdopen(read_end) as display_pipe:
            display = display_pipe.readline().strip()  # written once the server accepts clients
        if not display.isdigit():
            return None
        env = {**os.environ, "DISPLAY": f":{display}", "SDL_VIDEODRIVER": "x11"}
        call = (
            f"measure_rss_over_games({_figures_args(game_id, players, options)}, games={REAL_WINDOW['games']}, "
            f"size=({w}, {h}), resizes={REAL_WINDOW['resizes']})"
        )
        figures = _perf_in_child(call, env, timeout=1200)
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
    if figures is None:
        return None
    return {"size": [w, h], "games": REAL_WINDOW["games"], "resizes": REAL_WINDOW["resizes"], **figures}


def frozen_startup() -> float | None:
    """First-frame time of the one-folder build in dist/orcdesk/ (``pyinstaller build.spec``), if it exists."""
    exe = _ROOT / "dist" / "orcdesk" / ("orcdesk.exe" if sys.platform == "win32" else "orcdesk")
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
    report["rss_mb"] = peak_rss_mb()  # before the memory figures' own processes, which would count as children
    report["rss_resize_mb"] = resize_sweep(game, quick, players, options)
    report["rss_real_window_mb"] = None if quick else real_window_rss(game, players, options)
    print(json.dumps(report))
    return 0
