"""The result screen's summary is never cut silently: for every game at its most players, in a small and a
square window, each summary line is drawn whole, or the last line that fits ends in "…" and the hover there
shows the rest (a five-seat Braves result at 800x800 lost its last battles before)."""

from __future__ import annotations

import pygame
import pytest

from orcdesk import games
from orcdesk.ai import make_agent
from orcdesk.core.match import AgentController
from orcdesk.ui.kit import text
from orcdesk.ui.scenes.result import ResultScene
from orcdesk.ui.staging import build_table

SIZES = [(800, 800), (1024, 600)]


def _finished(game_id: str, size):
    """The table of a game played to its end by greedy seats, at the game's most players."""
    info = games.get_game(game_id)
    app, table = build_table(game_id, seed=3, moves=10**6, size=size, players=info.max_players)
    match = table.match  # a table that shows a mid-game position best was rewound there: play on to the end
    match.controllers = {s: AgentController(make_agent("greedy", game_id, seed=s)) for s in range(len(table.seats))}
    while not match.state.is_terminal():
        match.step()
        table.queue.finish_all()
    table.queue.finish_all()
    return app, table


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", [spec.id for spec in games.playable_games()])
def test_result_summary_is_whole_or_ends_in_an_ellipsis_with_the_rest_on_hover(game_id, size):
    app, table = _finished(game_id, size)
    scene = app.stack.push(ResultScene(app, table))
    scene.appear.finish()
    with text.texts_drawn() as drawn:
        app.step(1 / 60, events=[])
    shown = " ".join(d.text for d in drawn if isinstance(d, text.DrawnText) and d.on_screen)
    hovered = " ".join(whole for _, whole in text._hover)
    floor = text.min_text_px(size)
    for d in drawn:
        if isinstance(d, text.DrawnText) and d.on_screen:
            assert d.size >= floor, (d.text, d.size)
    for line in scene.lines:
        words = line.lstrip("!").split()
        missing = [w for w in words if w not in shown and w not in hovered]
        assert not missing, f"{game_id} {size}: {line!r} lost {missing}"
    table.on_exit()
    pygame.event.clear()
