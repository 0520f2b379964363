"""The UI's non-blocking thinker: a helper process (spawn) that answers with legal actions, can be cancelled,
and is reused; and the same-process fallback."""

from __future__ import annotations

import time

import pytest

from orcdesk.ai.worker import Thinker, ThinkerError
from orcdesk.core import Rng
from orcdesk.core.contract import TABLE
from orcdesk.core.match import next_actor
from orcdesk.games import games_with_engines

ENGINES = games_with_engines()
GAME = ENGINES[0]


def _wait(thinker, limit=60.0):
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        action = thinker.poll()
        if action is not None:
            return action
        time.sleep(0.01)
    raise AssertionError("the thinker did not answer in time")


def _mid_game(info, moves=6, seed=3):
    state = info.state_class().new(info.min_players, seed)
    rng = Rng(seed)
    for _ in range(moves):
        seat, action = next_actor(state, rng)
        state.apply(state.random_action(seat, rng) if action is None else action, seat)
    while not state.to_act():  # the table's own moves (a deal) until a seat decides
        state.apply(state.legal_actions(TABLE)[0], TABLE)
    return state


def test_process_thinker_answers_legally_and_is_reused():
    state = _mid_game(GAME)
    seat = state.to_act()[0]
    with Thinker(GAME.id) as thinker:
        pid = thinker._process.pid
        thinker.start(state, seat, "hard")
        assert thinker.poll() is None and thinker.busy, "poll must not wait for the search"
        thinker.cancel()  # e.g. the player pressed undo: this answer must never come out
        assert not thinker.busy and thinker.poll() is None
        for kind in ("easy", "greedy"):
            thinker.start(state, seat, kind)
            action = _wait(thinker)
            assert action in state.legal_actions(seat)
            assert not thinker.busy and thinker.poll() is None
        assert thinker._process.pid == pid, "one helper process serves every request"
    assert thinker._process is None


def test_process_thinker_reports_agent_errors():
    state = _mid_game(GAME)
    with Thinker(GAME.id) as thinker:
        thinker.start(state, state.to_act()[0], "no-such-kind")
        with pytest.raises(ThinkerError, match="unknown agent kind"):
            _wait(thinker)


@pytest.mark.parametrize("info", ENGINES, ids=[g.id for g in ENGINES])
def test_inline_thinker_answers_legally(info):
    state = _mid_game(info, moves=2)
    seat = state.window().seats[0]
    thinker = Thinker(info.id, inline=True)
    thinker.start(state, seat, "easy")
    action = _wait(thinker)
    assert action in state.legal_actions(seat)
    assert thinker.poll() is None
    thinker.close()


def test_process_thinker_recovers_from_a_dead_helper():
    state = _mid_game(GAME)
    seat = state.to_act()[0]
    with Thinker(GAME.id) as thinker:
        thinker.start(state, seat, "hard")
        thinker._process.kill()  # the helper process this test started
        thinker._process.join(5)
        with pytest.raises(ThinkerError, match="stopped unexpectedly"):
            _wait(thinker)
        thinker.start(state, seat, "random")  # a fresh helper process takes over
        assert _wait(thinker) in state.legal_actions(seat)
