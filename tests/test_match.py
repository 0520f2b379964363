"""The one match driver: windows of play, the table's own actions, real-time reactions, pacing, replays."""

import pytest

from orcdesk.ai.config import SearchParams
from orcdesk.core.contract import TABLE, IllegalAction
from orcdesk.core.match import AgentController, Match, Record, next_actor, random_playout, replay
from orcdesk.core.rng import Rng
from orcdesk.search.mcts import SearchStats, ismcts
from tests.toy_games import HEADS, TAILS, Grabber, Pennies, Snap


def _match(cls, bots: dict, seed=3, **kw) -> Match:
    state = cls.new(2, seed)
    seats = ["human" if s not in bots else "bot" for s in range(2)]
    record = Record(cls.GAME_ID, 2, seed, {}, seats)
    return Match(state, record, {s: AgentController(b) for s, b in bots.items()}, **kw)


def _snap_replay(record):
    return replay(Snap, record.players, record.seed, record.options, record.actions)


def test_the_faster_reflex_takes_every_card_and_the_clock_deals_each_second():
    match = _match(Snap, {0: Grabber(0.4), 1: Grabber(0.6)})
    last_card = match.state.deck[0]  # dealt last: the bows begin, nobody can grab it
    match.play_out()
    evens = sum(1 for c in range(10) if c % 2 == 0 and c != last_card)
    assert match.state.points == [evens, 0]
    deals = [m for m in match.record.actions if m[0] == TABLE]
    assert len(deals) == 10
    # ten deals a second apart from t=0, then seat 1 (no point) bows 0.6 s after the last deal
    assert match.now == pytest.approx(10.6)


def test_a_reaction_slower_than_the_deal_still_plays_if_legal_and_is_dropped_if_not():
    match = _match(Snap, {0: Grabber(1.5), 1: Grabber(5.0)})
    match.play_out()
    assert match.state.is_terminal()
    assert sum(match.state.points) <= 5


def test_same_seed_and_reaction_model_give_the_same_game_and_the_record_replays_exactly():
    first = _match(Snap, {0: Grabber(0.5), 1: Grabber(0.5)}, seed=9)
    second = _match(Snap, {0: Grabber(0.5), 1: Grabber(0.5)}, seed=9)
    first.play_out()
    second.play_out()
    assert first.record.actions == second.record.actions
    assert _snap_replay(first.record) == first.state


def test_a_paused_match_deals_nothing():
    match = _match(Snap, {0: Grabber(0.5), 1: Grabber(0.5)})
    match.paused = True
    assert match.advance(30.0) == []
    assert match.record.actions == [] and match.now == 0.0
    match.paused = False
    played = match.advance(1.0)
    assert [p.seat for p in played] == [TABLE]


def test_a_human_acts_in_real_time_through_submit_and_the_deal_does_not_wait():
    match = _match(Snap, {1: Grabber(0.7)})
    for _ in range(40):
        match.advance(0.25)
        if 0 in match.state.to_act():
            match.submit(0, "grab")  # the human is quicker than the bot
    assert len([m for m in match.record.actions if m[0] == TABLE]) == 10
    assert match.state.points[0] >= 1


def test_table_actions_are_refused_when_the_table_has_nothing_to_do():
    state = Snap.new(2, 1)
    state.apply("deal", TABLE)
    state.deck.clear()
    with pytest.raises(IllegalAction):
        state.apply("deal", TABLE)


@pytest.mark.parametrize("seat", ["0", 2, -2, 0.0, True, None.__class__])
def test_a_seat_that_is_not_a_seat_is_refused_before_the_state_changes(seat):
    state = Pennies.new()
    before = state.to_dict()
    with pytest.raises(IllegalAction):
        state.apply(HEADS, seat)
    assert state.to_dict() == before


class Recorder:
    """Remembers the observation it chose on (a secret window must show no one's choice)."""

    name = "recorder"

    def __init__(self, side):
        self.side, self.seen = side, []

    def choose(self, state, seat):
        self.seen.append(state.observation(seat)["chosen"])
        return self.side


def test_secret_choices_are_all_asked_on_the_same_position():
    a, b = Recorder(HEADS), Recorder(TAILS)
    match = _match(Pennies, {0: a, 1: b})
    match.play_out()
    assert a.seen == [[False, False]] and b.seen == [[False, False]]
    assert match.state.winners() == [1]


def test_turn_pacing_and_hold_keep_a_bot_answer_waiting():
    match = _match(Pennies, {1: Recorder(HEADS)}, turn_pace=0.6)
    assert match.advance(0.3) == []
    assert match.advance(0.4, hold=True) == []
    played = match.advance(0.0)
    assert [(p.seat, p.action) for p in played] == [(1, HEADS)]
    match.submit(0, HEADS)
    assert match.state.winners() == [0]


def test_undo_rebuilds_from_the_record_and_marks_what_may_be_undone():
    match = _match(Snap, {0: Grabber(0.4), 1: Grabber(0.6)})
    match.advance(2.5)
    kept = len(match.record.actions)
    assert kept >= 2
    assert not any(p.undoable for p in match.played if p.seat == TABLE)
    match.advance(3.0)
    match.undo_to(kept)
    assert len(match.record.actions) == kept == len(match.played)
    assert match.state == _snap_replay(match.record)


def test_next_actor_gives_the_table_its_move_and_random_playouts_end():
    state = Snap.new(3, 4)
    assert next_actor(state, Rng(1)) == (TABLE, "deal")
    assert random_playout(state, Rng(2), check=True) > 10
    assert state.is_terminal()


def test_matching_pennies_value_is_one_half_for_either_choice():
    """Secret simultaneous choices: the search must not let the second chooser see the first one's coin.
    (Keyed by action path, it found a win chance of 0.003 for both moves; the truth is 0.5.)"""
    params = SearchParams(iterations=4000, time_cap_s=30.0, exploration=0.7)
    for seat in (0, 1):
        stats = SearchStats()
        ismcts(Pennies.new(), seat, params, Rng(5), stats=stats)
        visits = sum(v for v, _ in stats.visits.values())
        value = sum(r for _, r in stats.visits.values()) / visits
        assert value == pytest.approx(0.5, abs=0.08), (seat, stats.visits)
        for v, r in stats.visits.values():
            assert r / v == pytest.approx(0.5, abs=0.12)
