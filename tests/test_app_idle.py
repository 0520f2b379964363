"""Quiet when nothing moves: the main loop draws on input and then only as often as the scenes ask."""

from __future__ import annotations

import pygame
import pytest

from orcdesk.core.contract import REALTIME
from orcdesk.games import GAMES
from orcdesk.ui import perf
from orcdesk.ui.app import AMBIENT_MIN_FPS, App
from orcdesk.ui.kit import anim
from orcdesk.ui.scene import ANIMATING, BREATHING, STILL, Scene
from orcdesk.ui.scenes.pause import PauseScene
from orcdesk.ui.scenes.result import ResultScene
from orcdesk.ui.staging import build_table


class Still(Scene):
    """A scene where nothing ever moves; counts its updates."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.updates = 0

    def update(self, dt: float) -> None:
        self.updates += 1


def frames_in(app: App, seconds: float) -> int:
    before = app.frame
    app.run(seconds=seconds)
    return app.frame - before


@pytest.fixture
def settled_table():
    app, table = build_table("orc", seed=2)
    app.settings["anim_speed"] = 1.0
    perf.settle(app)
    yield app, table
    for scene in list(app.stack):
        scene.on_exit()


def test_a_still_window_sleeps_but_still_updates_and_wakes_on_input():
    app = App((640, 400))
    scene = app.stack.push(Still(app))
    app.run(seconds=0.7)  # the first frame, the window's own events and the grace after them
    assert app.frame_rate() == STILL
    assert frames_in(app, 1.2) == 0
    assert scene.updates >= 2  # woken every IDLE_WAKE_S to update, without drawing
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    assert frames_in(app, 0.3) >= 10  # the key is drawn at once, then full rate while hovers settle


def test_request_frame_draws_one_frame():
    app = App((640, 400))
    app.stack.push(Still(app))
    app.run(seconds=0.7)
    app.request_frame()
    assert frames_in(app, 0.6) == 1


def test_a_table_waiting_for_the_human_breathes_at_a_low_rate(settled_table):
    app, table = settled_table
    assert table.can_act() and table.frame_rate() == BREATHING
    assert AMBIENT_MIN_FPS <= app.frame_rate() <= BREATHING
    assert 0.8 * AMBIENT_MIN_FPS <= frames_in(app, 1.0) <= BREATHING + 1


def test_a_table_animates_at_full_rate_then_goes_quiet(settled_table):
    app, table = settled_table
    table.queue.push(anim.Wait(0.4))
    assert app.frame_rate() == ANIMATING
    assert frames_in(app, 0.3) >= 12
    app.run(seconds=0.3)
    assert app.frame_rate() < ANIMATING
    table.log.add("a new line")  # the newest log line lights up and fades at full rate
    assert table.frame_rate() == ANIMATING
    perf.settle(app)
    assert not table.log.fading and table.frame_rate() == BREATHING


def test_a_paused_or_finished_table_is_still(settled_table):
    app, table = settled_table
    app.stack.push(PauseScene(app, table))
    app.run(seconds=0.7)
    assert app.frame_rate() == STILL  # the table below is not updated: its glow does not move
    app.stack.pop()
    result = app.stack.push(ResultScene(app, table))
    assert result.frame_rate() == ANIMATING  # the panel springs in ...
    perf.settle(app)  # (on the clock, not a count of frames: a loaded machine draws fewer of them)
    assert result.frame_rate() == STILL  # ... and holds


def test_an_ai_seat_thinking_keeps_the_table_breathing(settled_table, monkeypatch):
    app, table = settled_table
    app.stack.push(PauseScene(app, table))
    assert app.stack.frame_rate() == STILL
    app.stack.pop()
    monkeypatch.setattr(type(table), "can_act", lambda self: False)
    assert table.frame_rate() == STILL
    monkeypatch.setattr(type(table), "ai_thinking", property(lambda self: True))
    assert table.frame_rate() == BREATHING  # its dots, and its answer polled


def test_orlog_reports_its_own_clock_animations():
    """The old 21.6 ms idle p95 of `bench orlog`: build_table's moves left 60 effects and 12 tumbling dice on the
    Orlog table's own clock, which all played during the first measured second; perf now settles first."""
    app, table = build_table("orlog", seed=2)
    app.settings["anim_speed"] = 1.0
    try:
        assert table.model.effects and table.frame_rate() == ANIMATING
        perf.settle(app)
        assert not table.model.effects and table.frame_rate() == BREATHING
    finally:
        table.on_exit()


IDLE_FAST = ("orc", "braves")  # a turn game and a real-time one; the others' idle watch (a second each) is slow


@pytest.mark.parametrize(
    "game", [game if game in IDLE_FAST else pytest.param(game, marks=pytest.mark.slow) for game in GAMES]
)
def test_every_idle_table_only_breathes(game):
    """At every table waiting for the human, once settled, the window draws at most the breathing rate (the
    CPU share this gives is a bench figure, idle_cpu_pct, not a timed test: it depends on the machine's load),
    unless the game's own clock runs there (a real-time deal): then it keeps the full rate, so each card lands
    on time."""
    app, table = build_table(game, seed=2)
    app.settings["anim_speed"] = 1.0
    try:
        window = table.state.window()
        if window.kind == REALTIME or window.table_after is not None:  # nothing settles while the clock runs
            assert table.can_act(), f"{game}: the staged table does not wait for the human"
            assert table.frame_rate() == ANIMATING, f"{game}: its clock runs, yet it asks {table.frame_rate()} fps"
            return
        perf.settle(app)
        assert table.can_act(), f"{game}: the staged table does not wait for the human"
        assert table.frame_rate() <= BREATHING, f"{game} asks {table.frame_rate()} fps while waiting"
        assert frames_in(app, 1.0) <= BREATHING + 1
    finally:
        for scene in list(app.stack):
            scene.on_exit()


def test_a_match_on_its_clock_keeps_full_rate(settled_table, monkeypatch):
    """A real-time window, or a table move due after a delay, must land on time: no sleeping between frames."""
    from orcdesk.core.contract import REALTIME, TURN, Window

    app, table = settled_table
    assert table.frame_rate() == BREATHING
    state_cls = type(table.state)
    monkeypatch.setattr(state_cls, "window", lambda self: Window(kind=REALTIME, seats=(0, 1)))
    assert table.frame_rate() == ANIMATING
    monkeypatch.setattr(state_cls, "window", lambda self: Window(kind=TURN, seats=(), table_after=1.5))
    assert table.frame_rate() == ANIMATING
