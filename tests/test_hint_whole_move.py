"""The hint shows the whole move: before each click of the hinted move, that click's target is lit."""

import pytest

from orcdesk.core.contract import REALTIME
from orcdesk.games import playable_games
from orcdesk.ui.app import App
from tests.ui_driver import click_target

GAMES = playable_games()


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    import os

    os.environ["ORCDESK_HOME"] = str(tmp_path_factory.mktemp("home"))
    from orcdesk.ui.services import Services

    a = App((1280, 720))
    a.services = Services(a)
    a.settings["anim_speed"] = 0.0
    a.settings["ai_in_process"] = True
    yield a
    a.services = None


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_every_click_of_the_hinted_move_lights_up_in_turn(app, info):
    from orcdesk.ui.scenes.menu import MenuScene

    app.stack.reset(MenuScene(app))
    table = app.start_game(info.id, ["human"] + ["greedy"] * (info.min_players - 1), 6)
    for _ in range(6000):  # to the human's first decision (not a real-time window: its hint waits its turn)
        app.step(1 / 10)
        if table.can_act() and table.state.window().kind != REALTIME:
            break
    extras = app.services.extras(table)
    app.services.hint(table)
    for _ in range(600):
        app.step(1 / 60)
        if extras.hint_action is not None:
            break
    action = extras.hint_action
    assert action in table.state.legal_actions(table.human_to_act())
    before = len(table.history.actions)
    for target in table.click_path(action):
        lit = {r.target for r in table.regions_of(action)}
        assert target in lit, f"{target} is not lit before its click"
        click_target(app, table, target)
    assert len(table.history.actions) > before
