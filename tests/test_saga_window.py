"""The Orlog saga played in the window as a player plays it: menu > Orlog saga > Challenge, a whole game (the
player's moves chosen by the hard AI and played through the table), the result screen's Saga button, the next
opponent; through the first three opponents, with the app's services (autosave, statistics, the progress file).

``ORCDESK_SAGA_SHOTS=<folder>`` saves a picture of every screen on the way (to look at them)."""

from __future__ import annotations

import os

import pygame
import pytest

from tests.ui_driver import post_click


def _shot(app, name: str) -> None:
    folder = os.environ.get("ORCDESK_SAGA_SHOTS")
    if folder:
        app.step(1 / 60, events=[])
        pygame.image.save(app.screen, os.path.join(folder, f"{name}.png"))


def _click_button(app, scene, key: str) -> None:
    button = next(b for b in scene.buttons if b.key == key)
    assert button.visible and button.enabled, key
    post_click(app, button.rect.center)


def _play_to_the_end(app, table, agent) -> None:
    for _ in range(20000):
        app.step(1 / 30)
        if table.state.is_terminal() and app.stack.top is not table:
            return
        if table.can_act():
            seat = table.human_to_act()
            table.play(agent.choose(table.state, seat), seat)
    raise AssertionError("the saga game did not end")


@pytest.mark.slow
def test_the_first_three_saga_opponents_in_the_window(tmp_path, monkeypatch):
    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    from orcdesk.ai import make_agent
    from orcdesk.ai.opponents import saga
    from orcdesk.app import saga as saga_mod
    from orcdesk.app import stats
    from orcdesk.games.orlog.engine import G
    from orcdesk.ui.app import App
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.scenes.result import ResultScene
    from orcdesk.ui.scenes.saga import SagaScene
    from orcdesk.ui.services import Services
    from orcdesk.ui.tables.orlog import OrlogTable

    app = App((1280, 720))
    app.services = Services(app)
    app.settings["ai_in_process"] = True
    app.settings["anim_speed"] = 0.0
    try:
        menu = app.stack.push(MenuScene(app))
        app.step(1 / 60, events=[])
        _click_button(app, menu, "saga")
        scene = app.stack.top
        assert isinstance(scene, SagaScene)
        player = make_agent("hard", "orlog", seed=11)
        data = saga()
        beaten, games = 0, 0
        while beaten < 3:
            games += 1
            assert games <= 8, "lost too often to the first opponents"
            _shot(app, f"saga_walk_{games:02d}_screen")
            _click_button(app, scene, "challenge")
            table = app.stack.top
            assert isinstance(table, OrlogTable) and table.seats[1] == data.opponents[beaten].seat
            assert sorted(table.state.gods[1]) == sorted(G[g] for g in data.opponents[beaten].gods)
            app.step(1 / 60, events=[])
            _shot(app, f"saga_walk_{games:02d}_table")
            _play_to_the_end(app, table, player)
            result = app.stack.top
            assert isinstance(result, ResultScene)
            won = 0 in table.state.winners()
            _shot(app, f"saga_walk_{games:02d}_result_{'won' if won else 'lost'}")
            if won:
                beaten += 1
            progress, _ = saga_mod.load_progress()
            assert progress.beaten == tuple(c.id for c in data.opponents[:beaten])
            _click_button(app, result, "saga")
            scene = app.stack.top
            assert isinstance(scene, SagaScene) and scene.selected == beaten
        assert saga_mod.load_progress()[0].unlocked_favors()[-3:] == [c.favor for c in data.opponents[:3]]
        named = stats.opponent_records(stats.load_stats()[0])["orlog"]
        assert sum(r.won for r in named.values()) == 3 and sum(r.played for r in named.values()) == games
        _shot(app, "saga_walk_after_three")
    finally:
        for scene in list(app.stack):
            scene.on_exit()
        app.services.shutdown()
