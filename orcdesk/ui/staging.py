"""A table set up mid-game, headless: what ``orcdesk shot``, ``bench``'s frame figures and the app's own
screenshots show. The UI owns it; the tools use it."""

from __future__ import annotations

import os


def _headless() -> None:
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def build_table(
    game: str,
    seed: int = 1,
    moves: int | None = None,
    size=(1280, 720),
    players: int | None = None,
    ai: str = "greedy",
    options: dict | None = None,
):
    """An App showing ``game``'s table (seat 0 human, other seats ``ai``) after ``moves`` moves.

    The moves are played by the match driver with the game's greedy agent in every seat (the human's too),
    on a simulated clock. With ``moves=None`` the game is played to about its middle (found by playing the
    very same game once on a bare match), stopping where the human may act."""
    _headless()
    from orcdesk.ai import make_agent
    from orcdesk.core.match import AgentController, play_match
    from orcdesk.games import get_game
    from orcdesk.ui.app import App

    info = get_game(game)
    n = players or info.min_players

    def greedy_seats() -> list:
        return [make_agent("greedy", game, seed=seed * 7 + s) for s in range(n)]

    app = App(size)
    app.settings["anim_speed"] = 0.0
    seats = ["human"] + [ai] * (n - 1)
    table = info.table_class()(app, game, seats=seats, seed=seed, options=options, inline_ai=True)
    app.stack.push(table)
    if moves is None:
        moves = len(play_match(info.state_class(), greedy_seats(), seed, options).record.actions) // 2
    match = table.match
    real, match.controllers = match.controllers, {s: AgentController(a) for s, a in enumerate(greedy_seats())}
    try:
        slack = getattr(table, "shot_slack", 40)  # a table may wait longer for a position it shows well
        good = None  # the last position the table shows well, should the game end before the next one
        while not match.state.is_terminal() and len(match.record.actions) < moves + slack:
            if table.human_to_act() is not None and table.shot_ready():
                if len(match.record.actions) >= moves:
                    break
                good = len(match.record.actions)
            match.step()
            table.queue.finish_all()
    finally:
        match.controllers = real
        if match.state.is_terminal() and good is not None and slack > 40:
            table.restore(list(match.record.actions[:good]))  # back to the last position worth showing
        else:
            match.restore(list(match.record.actions))  # the real seats take over from a clean window
    table.finished_shown = True  # a shot shows the table, not the result overlay
    return app, table


def smoke_frames(size: tuple[int, int] | None = None) -> list[str]:
    """Render one off-screen frame of every scene (menu, setup, each playable table mid-game, pause,
    result) and return their names; raises on the first failure. Used by ``--smoke-test`` and tests."""
    from orcdesk.games import playable_games
    from orcdesk.ui.app import DEFAULT_SIZE, App

    size = size or DEFAULT_SIZE
    names = []
    app = App(size)
    app.open_scene("menu")
    app.step(1 / 60, events=[])
    names.append("menu")
    for info in playable_games():
        app.open_scene("setup", info.id)
        app.step(1 / 60, events=[])
        names.append(f"setup:{info.id}")
        app.stack.pop()
    for info in playable_games():
        table_app, table = build_table(info.id, seed=3, size=size)
        table_app.step(1 / 60, events=[])
        table_app.open_scene("pause", table)
        table_app.step(1 / 60, events=[])
        table_app.stack.pop()
        table_app.open_scene("result", table)
        table_app.step(1 / 60, events=[])
        names += [f"table:{info.id}", f"pause:{info.id}", f"result:{info.id}"]
        for scene in list(table_app.stack):
            scene.on_exit()
    return names
