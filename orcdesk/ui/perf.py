"""UI performance figures for ``orcdesk bench``: frame times of a table and the time to the first frame.

``measure_frames(game_id)`` renders the table of ``game_id`` mid-game at 1280×720 off-screen (SDL dummy
driver), moving the mouse over it so hover code runs, and times whole frames (events, update, draw, flip):
first while nothing happens (``idle``), then while an AI worker process searches at ``hard`` on the same
position (``ai_thinking``: the UI must stay smooth while the other core thinks). Times are in ms; ``cpu``
gives the same percentiles in CPU time of the UI process (independent of machine load), ``load`` the load
average at the end.

``measure_idle_cpu(game_id)`` runs the real main loop (``App.run``) for 5 s at the table of ``game_id`` waiting for
the human, with no input, and gives the share of one core the UI process used (CPU time over wall time, in %):
what the window costs a laptop at rest.

``measure_rss_over_games(game_id)`` plays a dozen whole games one after another in one window (greedy in every
seat, the table drawn every few moves, then the result screen) and gives the resident memory after the second
game and after the last: what a long session costs. Caches keyed by size, language or card must stay bounded,
so the two figures should be close. With ``resizes``, the window also goes through that many distinct sizes
spread over the games (a frame at each, mid-game), as a player dragging its corner would.

``measure_resize_sweep(game_id)`` shows the table mid-game and resizes the window through ``sizes`` distinct sizes
(what dragging a corner makes), drawing a frame at each, and gives the resident memory before and after: caches
keyed by size must keep only the current size's entries and a few recent ones, so the two stay close.

``measure_startup()`` spawns ``python -m orcdesk`` with ``ORCDESK_STARTUP_PROBE=1``: the app prints the
wall-clock time of its first menu frame and exits; the result is seconds from spawning to that frame.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time


def _percentiles(samples: list[float]) -> dict:
    s = sorted(samples)
    if not s:
        return {"p50": None, "p95": None}

    def pick(q):
        return round(s[min(len(s) - 1, int(q * (len(s) - 1) + 0.5))], 2)

    return {"p50": pick(0.50), "p95": pick(0.95), "n": len(s)}


def _frames(app, count: int, w: int, h: int, start: int = 0, cpu: list | None = None) -> list[float]:
    """Wall-clock ms of ``count`` frames; with ``cpu``, also appends this process's CPU ms per frame (a figure
    that does not depend on what else the machine is doing)."""
    import pygame

    out = []
    for i in range(count):
        k = start + i
        pos = (int(w * (0.1 + 0.7 * ((k * 37) % 100) / 100)), int(h * (0.2 + 0.7 * ((k * 53) % 100) / 100)))
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        t0, c0 = time.perf_counter(), time.process_time()
        app.step(1 / 60, events=events)
        out.append((time.perf_counter() - t0) * 1000.0)
        if cpu is not None:
            cpu.append((time.process_time() - c0) * 1000.0)
    return out


def settle(app, limit_s: float = 10.0) -> None:
    """Run the real loop until nothing on screen moves any more. build_table plays half a game in one go, with
    no frame in between: the Orlog table times its effects on its own clock, which only runs in update, so the
    effects of those ~30 moves (60 of them, 12 dice tumbling) all played in the first second of the idle frames
    measured (the 15-30 ms frames behind the old 21.6 ms p95). The window's own events are read here too."""
    from orcdesk.ui.scene import ANIMATING

    deadline = time.perf_counter() + limit_s
    app.run(seconds=0.05)
    while app.frame_rate() >= ANIMATING and time.perf_counter() < deadline:
        app.run(seconds=0.05)


def measure_idle_cpu(
    game_id: str,
    seconds: float = 5.0,
    size: tuple[int, int] = (1280, 720),
    players: int | None = None,
    options: dict | None = None,
) -> float:
    """% of one core used by the main loop over ``seconds`` at ``game_id``'s table waiting for the human."""
    from orcdesk.ui.staging import build_table

    app, table = build_table(game_id, seed=2, size=size, players=players, options=options)
    app.settings["anim_speed"] = 1.0
    try:
        settle(app)
        cpu0, wall0 = time.process_time(), time.perf_counter()
        app.run(seconds=seconds)
        return round(100.0 * (time.process_time() - cpu0) / (time.perf_counter() - wall0), 1)
    finally:
        for scene in list(app.stack):
            scene.on_exit()


def current_rss_mb() -> float | None:
    """Resident memory of this process now, in MiB (Linux: /proc; None elsewhere)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except (OSError, ValueError):
        pass
    return None


RESIZE_AT_MOVE = 8  # where in a game measure_rss_over_games resizes the window: the table is drawn by then


def measure_rss_over_games(
    game_id: str,
    games: int = 12,
    size: tuple[int, int] = (1280, 720),
    players: int | None = None,
    options: dict | None = None,
    resizes: int = 0,
) -> dict:
    """RSS (MiB) after the 2nd and after the last of ``games`` whole games played in one window, which goes through
    ``resizes`` distinct sizes on the way (no larger than ``size``)."""
    import gc

    from orcdesk.ai import make_agent
    from orcdesk.core.match import AgentController
    from orcdesk.games import get_game
    from orcdesk.ui.app import App
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.staging import _headless

    _headless()
    info = get_game(game_id)
    n = players or info.min_players
    app = App(size)
    app.settings["anim_speed"] = 0.0
    app.stack.reset(MenuScene(app))
    after: dict = {}
    sizes = sweep_sizes(resizes, high=size) if resizes else []
    for g in range(games):
        share = sizes[len(sizes) * g // games : len(sizes) * (g + 1) // games]
        table = app.stack.push(
            info.table_class()(
                app, game_id, seats=["human"] + ["greedy"] * (n - 1), seed=g + 1, options=options, inline_ai=True
            )
        )
        match = table.match
        real = match.controllers
        match.controllers = {s: AgentController(make_agent("greedy", game_id, seed=g * 7 + s)) for s in range(n)}
        moves = 0
        while not match.state.is_terminal() and moves < 5000:
            match.step()
            moves += 1
            table.queue.finish_all()
            if moves % 4 == 0:
                app.step(1 / 60, events=[])  # draw: the caches fill as they do in play
            if moves == RESIZE_AT_MOVE and share:
                _resize_through(app, share, size)
        match.controllers = real
        for _ in range(3):
            app.step(1 / 60, events=[])  # the result screen
        app.stack.reset(MenuScene(app))
        gc.collect()
        if g in (1, games - 1):
            after[f"after_{g + 1}"] = current_rss_mb()
    app.stack.reset(MenuScene(app))
    return after


def sweep_sizes(count: int, low: tuple[int, int] = (800, 500), high: tuple[int, int] = (1920, 1080)) -> list:
    """``count`` distinct window sizes between ``low`` and ``high``, spread like a dragged corner's."""
    low = (min(low[0], high[0]), min(low[1], high[1]))
    span_w, span_h = high[0] - low[0] + 1, high[1] - low[1] + 1
    sizes: list[tuple[int, int]] = []
    seen: set = set()
    step = 0
    while len(sizes) < count and step < count * 4:
        size = (low[0] + (step * 97) % span_w, low[1] + (step * 61) % span_h)
        step += 1
        if size not in seen:
            seen.add(size)
            sizes.append(size)
    return sizes


def _resize_through(app, sizes: list, back: tuple[int, int]) -> None:
    """Resize the window to each of ``sizes`` with a frame drawn at each, then back to ``back`` for the half second
    of full-rate frames the window draws after its last input."""
    for other in sizes:
        app.resize(other)
        app.step(1 / 60, events=[])
    app.resize(back)
    for _ in range(30):
        app.step(1 / 60, events=[])


def measure_resize_sweep(
    game_id: str,
    sizes: int = 40,
    size: tuple[int, int] = (1280, 720),
    players: int | None = None,
    options: dict | None = None,
) -> dict:
    """RSS (MiB) of a table mid-game at ``size``, then after ``sizes`` distinct window sizes (a frame drawn at each),
    then back at ``size``."""
    import gc

    from orcdesk.ui.staging import build_table

    app, table = build_table(game_id, seed=2, size=size, players=players, options=options)
    try:
        for _ in range(3):
            app.step(1 / 60, events=[])
        gc.collect()
        before = current_rss_mb()
        _resize_through(app, sweep_sizes(sizes), size)
        gc.collect()
        return {"sizes": sizes, "before": before, "after": current_rss_mb()}
    finally:
        for scene in list(app.stack):
            scene.on_exit()


def measure_frames(
    game_id: str,
    size: tuple[int, int] = (1280, 720),
    quick: bool = False,
    players: int | None = None,
    options: dict | None = None,
) -> dict:
    """Frame times at a table mid-game (a real-time game: mid-deal, the deal running), idle and while an AI
    thinks in its helper process."""
    from orcdesk.ai.worker import Thinker
    from orcdesk.ui.staging import build_table

    n = 40 if quick else 240
    app, table = build_table(game_id, seed=2, size=size, players=players, options=options)
    app.settings["anim_speed"] = 1.0
    settle(app)
    _frames(app, 10, *size)  # warm the caches (textures are rasterised once per size)
    idle_cpu: list[float] = []
    idle = _frames(app, n, *size, cpu=idle_cpu)
    # AI thinking: a real worker process searches at "hard" on this position while we draw.
    thinking: list[float] = []
    thinking_cpu: list[float] = []
    seat = next((s for s in range(table.state.players) if not table.is_human(s)), 0)
    position = _ai_position(table.state, seat)
    table.shown_thinking = seat  # the banner shows "thinking..." as in a real game
    thinker = Thinker(game_id)
    try:
        deadline = time.perf_counter() + (20 if quick else 60)
        while len(thinking) < n and time.perf_counter() < deadline:
            if not thinker.busy:
                thinker.start(position, seat, "hard")
            thinking += _frames(app, 5, *size, start=len(thinking), cpu=thinking_cpu)
            thinker.poll()
    finally:
        thinker.close()
        for scene in list(app.stack):
            scene.on_exit()
    return {
        "idle": _percentiles(idle),
        "ai_thinking": _percentiles(thinking),
        "size": list(size),
        "cpu": {"idle": _percentiles(idle_cpu), "ai_thinking": _percentiles(thinking_cpu)},
        "load": _load(),
    }


def _load() -> float | None:
    """1-minute load average (Unix), to read the wall-clock figures against."""
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        return None


def _ai_position(state, seat: int):
    """A copy of ``state`` advanced (random legal moves) until ``seat`` is to act."""
    from orcdesk.core.match import next_actor
    from orcdesk.core.rng import Rng

    rng = Rng(5)
    pos = state.clone()
    while not pos.is_terminal() and seat not in pos.to_act():
        s, action = next_actor(pos, rng)
        pos.apply(pos.random_action(s, rng) if action is None else action, s)
    return pos


def measure_startup(timeout: float = 60.0, command: list[str] | None = None) -> float | None:
    """Seconds from spawning ``python -m orcdesk`` (or ``command``, e.g. a frozen build) to its first menu
    frame (None if it never came)."""
    env = dict(os.environ)
    env["ORCDESK_STARTUP_PROBE"] = "1"
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    t0 = time.time()
    proc = subprocess.run(
        command or [sys.executable, "-m", "orcdesk"], env=env, capture_output=True, text=True, timeout=timeout
    )
    for line in proc.stdout.splitlines():
        if line.startswith("ORCDESK_FIRST_FRAME "):
            return round(float(line.split()[1]) - t0, 3)
    return None
