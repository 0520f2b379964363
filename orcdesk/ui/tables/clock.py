"""The match clock at a table: the AI seats' controllers and one tick of the clock, paced for the eye.

Each AI seat is a :class:`orcdesk.ai.worker.ThinkerController` (its own helper process: several may think at
once, never blocking the window); the clock fires the table's own moves and real-time reactions, and paces AI
turn answers so that a move never appears faster than :data:`AI_MIN_SECONDS`.
"""

from __future__ import annotations

from orcdesk.core.contract import REALTIME
from orcdesk.core.match import Match
from orcdesk.ui.kit import anim
from orcdesk.ui.tables.view import TableView

AI_MIN_SECONDS = 0.6  # an AI move never appears faster than this (scaled by the animation speed)


def ai_controllers(game_id: str, seats: list[str], seed: int, inline: bool) -> dict:
    """{seat: its controller} for every AI seat, each seeded from the game's ``seed``."""
    from orcdesk.ai.worker import ThinkerController

    return {
        s: ThinkerController(game_id, kind, seed=seed * 10 + s, inline=inline)
        for s, kind in enumerate(seats)
        if kind != "human"
    }


def tick(match: Match, dt: float, hold: bool) -> str | None:
    """Run the match clock ``dt`` seconds: bots' answers (paced for the eye, held while ``hold``: the last move
    still animates), real-time reactions and the table's own moves. Returns an AI failure to show, if any."""
    match.turn_pace = 0.0 if anim.SPEED <= 0 else AI_MIN_SECONDS / anim.SPEED
    match.advance(dt, hold=hold)
    error = None
    for controller in match.controllers.values():
        if getattr(controller, "error", None):
            error, controller.error = controller.error, None
    return error


def frame_rate(table: TableView) -> float:
    """Frames a second ``table`` needs with no input (scene.py): full while events animate, the newest log
    line fades or the match runs on its clock (a real-time window, a table move due: they land on time); a
    breathing rate while an AI seat thinks (its dots, and its answer seen within a frame) or the human may
    act (the legal targets' glow pulses); still once nothing can move."""
    from orcdesk.ui.scene import ANIMATING, BREATHING, STILL

    state = table.state
    live = not state.is_terminal()
    on_the_clock = live and (state.window().kind == REALTIME or table.match.next_table_time() is not None)
    if table.queue.moving or table.log.fading or on_the_clock or table.presenter.mode.animating():
        return ANIMATING
    return BREATHING if table.ai_thinking or table.can_act() else STILL
