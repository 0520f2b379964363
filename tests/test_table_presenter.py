"""The table layer's presenter, over every registered game, through the real scene (tables/presenter.py):

* the shown state: while a table draws it reads the game as of the last move on show, never the live one
  (the live-state guard is on: a drawing that reaches ``match.state`` raises), and the shown game does trail
  the live one while moves animate;
* a resize at every step of a hotseat game, hand-over screens included;
* a replay shows no prompt, lights no target and lets no one act;
* a mode may allow only given actions and light the targets of any action (a toy guided mode);
* ``click_path`` round trip: at random positions, clicking the path of each legal action plays exactly it.

The fast tier plays a slice of each (half of it for the shown state and the resizes, whose full slices are
``slow`` twins); the ``slow`` versions play whole games.
"""

from __future__ import annotations

import pygame
import pytest

from orcdesk.core.contract import REALTIME
from orcdesk.core.i18n import t
from orcdesk.core.match import Match
from orcdesk.core.rng import Rng
from orcdesk.games import playable_games
from orcdesk.ui.app import App
from orcdesk.ui.kit import anim
from orcdesk.ui.kit import text as kit_text
from orcdesk.ui.scenes.handoff import HandoffScene
from orcdesk.ui.scenes.menu import MenuScene
from orcdesk.ui.scenes.replay import ReplayScene
from orcdesk.ui.scenes.result import ResultScene
from orcdesk.ui.tables import presenter as presenting
from orcdesk.ui.tables.presenter import GuidedMode
from tests.ui_driver import click_target

GAMES = playable_games()
IDS = [g.id for g in GAMES]


@pytest.fixture
def app():
    a = App((1280, 720))
    a.settings["anim_speed"] = 1.0
    return a


@pytest.fixture
def guarded(monkeypatch):
    monkeypatch.setattr(presenting, "GUARD_LIVE_STATE", True)


def _table(app, info, seats, seed):
    app.stack.reset(MenuScene(app))
    table = info.table_class()(app, info.id, seats=list(seats), seed=seed, inline_ai=True)
    app.stack.push(table)
    return table


def _against_ai(info):
    return ["human"] + ["greedy"] * (info.min_players - 1)


# ---------------------------------------------------------------------------------------------- shown state
def _watch_shown_state(app, table, seed: int, frames: int) -> dict:
    """Run the real window with animations at full length, the human playing at random; at every frame the
    table is drawn under the live-state guard and must read the presenter's game."""
    rng = Rng(seed)
    seen = {"frames": 0, "trailing": 0, "drawn_shown": 0}
    cls = type(table)
    original = cls.draw_table

    def spy(self, surface):
        assert self.state is self.presenter.state, "a drawing reads the live game"
        seen["drawn_shown"] += 1
        return original(self, surface)

    cls.draw_table = spy
    try:
        for frame in range(frames):
            app.step(1 / 15)
            seen["frames"] += 1
            top = app.stack.top
            if isinstance(top, ResultScene):
                break
            if isinstance(top, HandoffScene):
                app.stack.pop()
                continue
            if table.queue.busy:
                viewer = table.viewer
                if table.presenter.state.observation(viewer) != table.match.state.observation(viewer):
                    seen["trailing"] += 1
            head = table.queue.current
            waits = (isinstance(head, anim.Gate) and head.holding) or (table.hold_clock() and not table.queue.busy)
            if top is table and waits:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
                continue  # the table waits for the player (a Roll to press, a result read, Ready): he presses Enter
            if top is table and table.can_act() and rng.random() < 0.5:
                seat = table.human_to_act()
                table.play(rng.choice(table.state.legal_actions(seat)), seat)
    finally:
        cls.draw_table = original
    return seen


def _frames(fast: int, full: int):
    """Every game for ``fast`` frames, and for ``full`` frames under ``slow``."""
    return [
        pytest.param(info, frames, id=info.id if frames == fast else f"{info.id}-{frames}", marks=marks)
        for info in GAMES
        for frames, marks in ((fast, []), (full, [pytest.mark.slow]))
    ]


@pytest.mark.parametrize("info,frames", _frames(250, 500))
def test_a_drawing_reads_the_shown_state_only(app, guarded, info, frames):
    seen = _watch_shown_state(app, _table(app, info, _against_ai(info), seed=2), seed=2, frames=frames)
    assert seen["drawn_shown"] >= seen["frames"] - 5
    assert seen["trailing"] > 0, "the shown game never trailed the live one: the test saw no animation"


@pytest.mark.slow
@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_whole_games_draw_the_shown_state_only(app, guarded, info):
    app.settings["anim_speed"] = 4.0  # every animation still plays (the shown game trails), four times faster
    table = _table(app, info, _against_ai(info), seed=3)
    seen = _watch_shown_state(app, table, seed=3, frames=40_000)
    assert table.match.state.is_terminal(), "the game did not end"
    assert seen["trailing"] > 0


def test_the_shown_game_moves_on_only_through_the_queue(app):
    """A move played: the live game is past it at once, the shown one when its animation begins; parts held
    back (presenter.hold) follow when the move's animation ends."""
    info = GAMES[0]
    table = _table(app, info, _against_ai(info), seed=1)
    for _ in range(600):
        app.step(1 / 30)
        if table.can_act():
            break
    seat = table.human_to_act()
    before = table.presenter.state
    table.play(table.state.legal_actions(seat)[0], seat)
    assert table.presenter.state is before, "the shown game moved before the queue showed the move"
    table.presenter.show(table.match.state.clone(), table.match.state.observation(table.viewer), seat, ("hand",))
    assert table.obs["hand"] == table.prev_obs["hand"], "a held part stays as before the move"
    table.presenter.release()
    assert table.obs["hand"] == table.match.state.observation(table.viewer)["hand"]


def test_orcs_and_trolls_hold_piles_and_points_while_dice_roll(app):
    """The fight's result (discard pile, orc decks, victory points) is not shown before its dice land."""
    from orcdesk.games import get_game

    table = _table(app, get_game("orcs_trolls"), ["human", "greedy"], seed=1)
    events = [{"type": "attack_roll", "seat": 1}]
    assert set(table.held_keys(events)) >= {"discard", "orc_decks", "vp"}
    assert table.held_keys([{"type": "discard", "seat": 1}]) == ()


# ---------------------------------------------------------------------------------------------- hotseat resize
SIZES = ((1280, 720), (800, 800), (1024, 600), (760, 760), (1920, 1080))


def _hotseat_with_resizes(app, info, seed: int, moves: int, frames: int, every_frame: bool) -> int:
    """A hotseat game of every seat human, the window resized at every frame (``every_frame``) or at every
    step: each move, each hand-over screen (before and after it is passed) and the frame after a move."""
    app.settings["anim_speed"] = 0.0
    table = _table(app, info, ["human"] * info.min_players, seed=seed)
    rng = Rng(seed)
    played = handoffs = resizes = 0

    def resize():
        nonlocal resizes
        resizes += 1
        app.resize(SIZES[resizes % len(SIZES)])

    for _ in range(frames):
        if every_frame:
            resize()  # on the table, on a hand-over, mid-animation
        app.step(1 / 30)
        top = app.stack.top
        if isinstance(top, ResultScene) or played >= moves:
            break
        if isinstance(top, HandoffScene):
            handoffs += 1
            resize()
            app.step(1 / 30)
            app.stack.pop()
            resize()
            continue
        if top is table and table.can_act():
            seat = table.human_to_act()
            table.play(rng.choice(table.state.legal_actions(seat)), seat)
            played += 1
            resize()
    assert played > 0
    return handoffs


@pytest.mark.parametrize("info,frames", _frames(45, 90))
def test_a_resize_at_every_step_of_a_hotseat_game(app, info, frames):
    _hotseat_with_resizes(app, info, seed=5, moves=frames * 25 // 90, frames=frames, every_frame=True)


@pytest.mark.slow
@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_a_resize_at_every_step_of_a_whole_hotseat_game(app, info):
    assert _hotseat_with_resizes(app, info, seed=6, moves=100_000, frames=60_000, every_frame=False) > 0
    assert isinstance(app.stack.top, ResultScene), "the hotseat game did not end"


def test_setting_the_viewer_lays_the_table_out_at_once(app):
    for info in GAMES:
        table = _table(app, info, ["human"] * info.min_players, seed=1)
        app.step(1 / 30)
        laid = []
        table.presenter.viewer_listeners.append(laid.append)
        other = (table.viewer + 1) % info.min_players
        table.viewer = other
        assert laid == [other]
        assert table.obs == table.shown_state.observation(other), "the shown view is the new viewer's"
        table.on_resize((900, 700))  # at once, before any frame: nothing waits for an update


# ---------------------------------------------------------------------------------------------- replay mode
def _record(info, seed: int, moves: int):
    match = Match.new(info.state_class(), _against_ai(info), seed, {}, {})
    rng = Rng(seed)
    for _ in range(moves):
        if match.state.is_terminal():
            break
        acting = match.state.to_act()
        if not acting:
            match.step()
            continue
        match.submit(acting[0], rng.choice(match.state.legal_actions(acting[0])))
    return match.record


def _live_calls() -> list:
    """Patterns of the words that only a live game says: someone is thinking, it is your turn."""
    import re

    from orcdesk.core import i18n

    found = []
    for key, value in i18n.catalogue("en").items():
        if re.search(r"\.(thinking|wait_opponent|your_turn)$", key):
            parts = re.split(r"\{[^}]*\}", value)
            found.append(re.compile(".+".join(re.escape(part) for part in parts) + r"\Z"))
    return found


LIVE = _live_calls()


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_a_replay_shows_no_prompt_and_no_lit_target(app, info):
    app.settings["anim_speed"] = 0.0
    app.stack.reset(MenuScene(app))
    replay = ReplayScene(app, _record(info, seed=7, moves=60), finished=False)
    app.stack.push(replay)
    table = replay.table
    lit = []
    table.draw_highlight = lambda surface, rect, *args, **kwargs: lit.append(rect)
    table.draw_target_glow = lambda surface, rect, *args, **kwargs: lit.append(rect)
    for k in range(0, replay.length + 1, 7):
        replay.goto(k)
        for _ in range(3):
            app.step(1 / 30)
        assert not table.can_act() and table.human_to_act() is None, f"someone may act in a replay at move {k}"
        table._drawing = True
        try:
            banner = table.status_text()[0]
        finally:
            table._drawing = False
        assert banner in ("", t("app.table.game_over")), f"a prompt shows in a replay at move {k}: {banner!r}"
        drawn = kit_text.start_recording()
        try:
            app.render()
        finally:
            kit_text.stop_recording()
        live = [d.text for d in drawn if isinstance(d, kit_text.DrawnText) and any(p.match(d.text) for p in LIVE)]
        assert not live, f"a live call shows in a replay at move {k}: {live}"
        assert not [r for r in table.hit_regions() if r.legal and table.mode.may_act]
    assert lit == [], f"{len(lit)} targets lit in a replay"


# ---------------------------------------------------------------------------------------------- a toy mode
def _deciding(table) -> bool:
    """The human may act and nothing else will move meanwhile (no deal running on its clock)."""
    window = table.state.window()
    return table.can_act() and (window.kind != REALTIME or window.table_after is None)


def _first_decision(app, info, seed: int):
    app.settings["anim_speed"] = 0.0
    table = _table(app, info, _against_ai(info), seed=seed)
    for _ in range(6000):
        app.step(1 / 10)
        if _deciding(table):
            return table
    raise AssertionError("no decision for the human")


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_a_mode_allows_given_actions_and_lights_any_action(app, info):
    table = _first_decision(app, info, seed=8)
    seat = table.human_to_act()
    legal = table.state.legal_actions(seat)
    allowed, lit_action = legal[-1], legal[0]
    mode = GuidedMode(allowed=lambda state, s: [allowed], lit=lambda state, s: [lit_action], why="Not now")
    table.set_mode(mode)
    glowing = []
    original = table.draw_target_glow
    table.draw_target_glow = lambda surface, rect, *a, **k: (glowing.append(rect), original(surface, rect, *a, **k))
    app.step(1 / 30)
    expected = {tuple(r.rect) for r in table.regions_of(lit_action)}
    assert expected and expected <= {tuple(r) for r in glowing}, "the mode's action is not lit"
    assert table.legal_now(seat) == [allowed]
    if allowed != lit_action:
        before = len(table.history.actions)
        assert table.play(lit_action, seat) == [] and len(table.history.actions) == before
        assert any(text == "Not now" for text, _ in app.toasts), "a refused action says why"
    before = len(table.history.actions)
    for target in table.click_path(allowed):
        click_target(app, table, target)
    assert (seat, table.state.action_to_text(allowed)) in table.history.actions[before:]


# ---------------------------------------------------------------------------------------------- click_path
def _round_trip(app, info, seed: int, positions: int, per_position: int) -> int:
    """At ``positions`` random points of a game, each of (up to ``per_position``) legal actions of the human
    is played by clicking its path on the real scene, then taken back: exactly that action must be played."""
    table = _first_decision(app, info, seed=seed)
    rng = Rng(seed)
    checked = 0
    for _ in range(positions):
        if table.state.is_terminal():
            break
        seat = table.human_to_act()
        keep = list(table.history.actions)
        legal = table.state.legal_actions(seat)
        for action in rng.sample(legal, min(per_position, len(legal))):
            text = table.state.action_to_text(action)
            for target in table.click_path(action):
                click_target(app, table, target)
            played = table.history.actions[len(keep) :]
            assert played and played[0] == (seat, text), f"clicking the path of {text!r} played {played[:1]}"
            checked += 1
            table.restore(keep)
            app.stack.top is table or app.stack.pop()
            app.step(1 / 30)
        table.play(rng.choice(legal), seat)  # on to another position
        for _ in range(3000):
            app.step(1 / 10)
            if table.state.is_terminal() or _deciding(table):
                break
            if isinstance(app.stack.top, HandoffScene):
                app.stack.pop()
    return checked


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_click_path_round_trip(app, info):
    assert _round_trip(app, info, seed=9, positions=2, per_position=4) >= 2


@pytest.mark.slow
@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_click_path_round_trip_at_many_positions(app, info):
    assert _round_trip(app, info, seed=10, positions=12, per_position=12) >= 12
