"""One click-through test for every playable game's table: whole games played by synthesized mouse clicks on
the real scene, as a player would, to the result screen. A new game's table gets it by being registered.

The human's move is drawn from the legal actions and played by clicking the targets its table says it takes
(``click_path``), each checked to be drawn, legal, on screen and not covered (tests/ui_driver.py). In a
real-time window the human acts now and then while the deal runs on. Hotseat: two humans share the screen
behind hand-over screens.

The fast tier (``-m "not slow"``) plays real-time deals on a fast-forwarded clock (eight 60ths of a second a
frame: the deal's logic is the same; Braves drew 1,244 frames instead of 14,614); the ``slow`` twins play every
game on the real 60 frames a second.
"""

from __future__ import annotations

import pytest

from orcdesk.core.contract import REALTIME
from orcdesk.core.rng import Rng
from orcdesk.games import playable_games
from orcdesk.ui.app import App
from orcdesk.ui.scenes.result import ResultScene
from tests.ui_driver import click_target, post_click

GAMES = playable_games()
MAX_FRAMES = 60_000
FRAME = 1 / 60
FAST_FORWARD = 8  # frames of the real clock in one frame of a real-time window (fast tier)


def _clocked(games):
    """(game, fast_forward): every game on the fast-forwarded clock, and on the real clock under ``slow``."""
    return [
        pytest.param(info, forward, id=info.id if forward > 1 else f"{info.id}-real-clock", marks=marks)
        for info in games
        for forward, marks in ((FAST_FORWARD, []), (1, [pytest.mark.slow]))
    ]


@pytest.fixture(scope="module")
def app():
    a = App((1280, 720))
    a.settings["anim_speed"] = 0.0  # animations finish at once; the logic is the same
    return a


def _new_table(app, info, seats, seed):
    from orcdesk.ui.scenes.menu import MenuScene

    app.stack.reset(MenuScene(app))
    table = info.table_class()(app, info.id, seats=list(seats), seed=seed, inline_ai=True)
    app.stack.push(table)
    return table


def play_by_clicks(app, table, seed: int, fast_forward: int = 1) -> dict:
    """Play the humans' moves by clicks until the result scene; return what happened. In a real-time window one
    frame runs ``fast_forward`` frames of the clock."""
    from orcdesk.ui.scenes.handoff import HandoffScene

    rng = Rng(seed)
    seen = {"human_moves": 0, "handoffs": 0, "realtime_moves": 0}
    for _ in range(MAX_FRAMES):
        realtime = not table.state.is_terminal() and table.state.window().kind == REALTIME
        app.step(FRAME * fast_forward if realtime else FRAME)
        top = app.stack.top
        if isinstance(top, ResultScene):
            break
        if isinstance(top, HandoffScene):
            seen["handoffs"] += 1
            post_click(app, (10, 10))
            continue
        if top is not table or not table.can_act():
            continue
        seat = table.human_to_act()
        realtime = table.state.window().kind == REALTIME
        if realtime and rng.random() > 0.05:
            continue  # in real time the human watches most of the deal
        action = rng.choice(table.state.legal_actions(seat))
        before = len(table.history.actions)
        for target in table.click_path(action):
            click_target(app, table, target)
        played = table.history.actions[before:]
        assert (seat, table.state.action_to_text(action)) in played or realtime, (
            f"the clicks did not play {table.state.action_to_text(action)!r}"
        )
        seen["human_moves"] += 1
        seen["realtime_moves"] += realtime
    assert table.state.is_terminal(), "the game did not end"
    assert isinstance(app.stack.top, ResultScene), "no result screen"
    assert app.stack.top.lines, "the result screen explains the score"
    return seen


@pytest.mark.parametrize("info,fast_forward", _clocked(GAMES))
def test_one_human_against_the_ai_by_mouse(app, info, fast_forward):
    seats = ["human"] + ["greedy"] * (info.min_players - 1)
    seen = play_by_clicks(app, _new_table(app, info, seats, seed=4), seed=4, fast_forward=fast_forward)
    assert seen["human_moves"] >= 5
    assert len(_log_lines(app)) > 10, "the game log words the game"


HOTSEAT_FAST = ("orc", "braves")  # the fast tier hands the screen over in a turn game and a real-time one


def _hotseat_cases(games):
    """The hand-over for every game: in the fast tier for HOTSEAT_FAST, the others (and real clocks) slow."""
    return [
        case if info.id in HOTSEAT_FAST else pytest.param(*case.values, id=case.id, marks=[pytest.mark.slow])
        for case, info in zip(_clocked(games), [g for g in games for _ in range(2)])
    ]


@pytest.mark.parametrize("info,fast_forward", _hotseat_cases(GAMES))
def test_two_humans_share_the_screen(app, info, fast_forward):
    seats = ["human", "human"] + ["random"] * (info.min_players - 2)
    table = _new_table(app, info, seats, seed=8)
    seen = play_by_clicks(app, table, seed=8, fast_forward=fast_forward)
    assert seen["handoffs"] >= 1, "the screen is handed over between the humans"


def _log_lines(app):
    table = app.stack.top.table if hasattr(app.stack.top, "table") else app.stack.top
    return getattr(getattr(table, "log", None), "lines", [])
