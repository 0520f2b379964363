"""Orc Wars saves of format 1 (before the state's fields were renamed) still load, into the same position."""

from __future__ import annotations

from orcdesk.core.rng import Rng
from orcdesk.games.orc_wars.engine import FIELDS, RENAMED_IN_2, OrcWarsState


def _format_1(data: dict) -> dict:
    old_name = {new: old for old, new in RENAMED_IN_2.items()}
    return {old_name.get(k, k): v for k, v in data.items()} | {"version": 1}


def test_every_renamed_field_is_a_field_now():
    assert set(RENAMED_IN_2.values()) <= set(FIELDS)
    assert not set(RENAMED_IN_2) & set(FIELDS)


def test_a_format_1_save_loads_into_the_same_position():
    for players in (2, 3, 4):
        state = OrcWarsState.new(players, 7, {"scenario": "orc_camp"} if players > 2 else {})
        rng = Rng(players)
        for _ in range(150):  # into the squads' and the elves' fights
            if state.is_terminal():
                break
            seat = state.decider
            state.apply(rng.choice(state.legal_actions(seat)), seat)
        old = _format_1(state.to_dict())
        assert "x_by" in old and "tok_val" in old and "mv" in old
        assert OrcWarsState.from_dict(old).to_dict() == state.to_dict()
