"""`orcdesk shot <game> out.png`: render a table mid-game to a PNG, headless (no window needed)."""
from __future__ import annotations

import os


def _headless() -> None:
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def build_table(game: str, seed: int = 1, moves: int | None = None, size=(1280, 720), players: int | None = None,
                ai: str = "greedy"):
    """An App showing ``game``'s table (seat 0 human, other seats ``ai``) after ``moves`` legal moves.

    Moves are chosen by the game's greedy policy for every seat (random when there is none). With
    ``moves=None`` the game is played to about its middle, stopping on the human's turn."""
    _headless()
    from orcdesk.core.rng import Rng
    from orcdesk.games import get_game
    from orcdesk.ui.app import App

    info = get_game(game)
    n = players or info.min_players
    app = App(size)
    app.settings["anim_speed"] = 0.0
    seats = ["human"] + [ai] * (n - 1)
    table = info.table_class()(app, game, seats=seats, seed=seed, inline_ai=True)
    app.stack.push(table)
    try:
        policy = info.greedy_policy()
    except (ImportError, AttributeError):
        policy = None
    if moves is None:  # the very game played below, run once on a bare state to find its middle
        moves = _game_length(table.state.clone(), policy, seed) // 2
    rng = Rng(seed)
    played = 0
    while not table.state.is_terminal():
        seat = table.state.to_act()[0]
        if played >= moves and table.is_human(seat):
            break
        action = policy(table.state, seat, rng) if policy else table.state.random_action(seat, rng)
        table.play(action, seat)
        table.queue.finish_all()
        played += 1
        if played > moves + 40:
            break
    table.finished_shown = True  # a shot shows the table, not the result overlay
    return app, table


def _game_length(state, policy, seed: int) -> int:
    """Length of the game build_table plays (same start, same policy, same RNG seed)."""
    from orcdesk.core.rng import Rng
    rng = Rng(seed)
    n = 0
    while not state.is_terminal() and n < 5000:
        seat = state.to_act()[0]
        state.apply(policy(state, seat, rng) if policy else state.random_action(seat, rng), seat)
        n += 1
    return n


def run_shot(game: str, out: str, seed: int = 1, moves: int | None = None, size=(1280, 720),
             players: int | None = None) -> int:
    _headless()  # before pygame is imported: dummy video without a display, no banner
    import pygame

    app, table = build_table(game, seed, moves, size, players)
    app.step(1 / 60, events=[])
    app.step(1 / 60, events=[])
    pygame.image.save(app.screen, out)
    table.on_exit()
    print(f"wrote {out} ({size[0]}x{size[1]}, {len(table.history.actions)} moves played)")
    return 0
