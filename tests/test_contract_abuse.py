"""The engine contract holds under abuse, for every registered game: only the contract's errors come out
(IllegalAction, StateFormatError, ValueError naming the argument), never IndexError, TypeError, AttributeError
or KeyError.

``from_dict`` is fuzzed with hypothesis from real ``to_dict()`` outputs taken along random games: one or a few
fields (at any depth) get a wrong type, a huge or negative number, a list for a scalar, a scalar for a list, or
disappear. Whatever it accepts passes ``check_invariants`` and answers ``to_act``, ``window``, ``observation`` and
``legal_actions`` for every seat (and the table).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from orcdesk.core import IllegalAction, Rng, StateFormatError
from orcdesk.core.contract import TABLE
from orcdesk.core.match import next_actor
from orcdesk.games import games_with_engines

ENGINES = games_with_engines()
IDS = [g.id for g in ENGINES]


def _positions(info, count: int = 12) -> list[dict]:
    """``to_dict()`` of positions along two random games (start, middle, late)."""
    cls = info.state_class()
    out = []
    for seed in (1, 2):
        players = info.max_players if seed == 2 else info.min_players
        state = cls.new(players, seed)
        rng = Rng(seed)
        steps = 0
        while not state.is_terminal() and len(out) < count * seed // 2 + count // 2:
            if steps % 7 == 0:
                out.append(state.to_dict())
            seat, action = next_actor(state, rng)
            state.apply(action if action is not None else state.random_action(seat, rng), seat)
            steps += 1
    return out


POSITIONS = {info.id: _positions(info) for info in ENGINES}

WRONG_VALUES = st.sampled_from(
    [None, True, -1, -(10**9), 10**9, 10**30, 1.5, "x", "", [], [0], [[]], [{}], {}, {"a": 1}, [None, None], 10**5000]
)


def _paths(value, prefix=()):
    """Every (path) to a value inside the dict, the top-level header excluded."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if prefix == () and key in ("game", "version"):
                continue
            yield prefix + (key,)
            yield from _paths(inner, prefix + (key,))
    elif isinstance(value, list):
        for index, inner in enumerate(value[:6]):
            yield prefix + (index,)
            yield from _paths(inner, prefix + (index,))


def _copy(value):
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def _mutate(data: dict, path: tuple, how: str, wrong):
    data = _copy(data)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    old = parent[key]
    if how == "drop" and isinstance(parent, dict):
        del parent[key]
    elif how == "wrap":
        parent[key] = [old]
    elif how == "unwrap" and isinstance(old, list):
        parent[key] = old[0] if old else 0
    elif how == "bump" and type(old) is int:
        parent[key] = old + wrong if type(wrong) is int else old * 1000 + 8
    else:
        parent[key] = wrong
    return data


def _accepted_state_is_playable(state) -> None:
    state.check_invariants()
    state.to_act()
    window = state.window()
    state.observation(None)
    for seat in range(state.players):
        state.observation(seat)
        state.legal_actions(seat)
    if window.table_after is not None:
        state.legal_actions(TABLE)


@pytest.mark.parametrize(
    "game_id,examples",
    # 100 broken dicts per game in the fast tier, 300 in the full suite
    [(game_id, 100) for game_id in IDS] + [pytest.param(game_id, 300, marks=pytest.mark.slow) for game_id in IDS],
)
def test_from_dict_refuses_broken_fields_with_state_format_error_only(game_id, examples):
    cls = next(g for g in ENGINES if g.id == game_id).state_class()
    positions = POSITIONS[game_id]

    @settings(
        max_examples=examples,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(data=st.data())
    def check(data):
        original = data.draw(st.sampled_from(positions))
        broken = original
        for _ in range(data.draw(st.integers(1, 3))):
            paths = list(_paths(broken))
            if not paths:
                break
            path = data.draw(st.sampled_from(paths))
            how = data.draw(st.sampled_from(["set", "set", "drop", "wrap", "unwrap", "bump"]))
            broken = _mutate(broken, path, how, data.draw(WRONG_VALUES))
        try:
            state = cls.from_dict(broken)
        except StateFormatError as refused:
            assert refused.field, f"{game_id}: refused without naming the field: {refused}"
            return
        _accepted_state_is_playable(state)

    check()


# ---------------------------------------------------------------- bad arguments
BAD_SEATS = [-2, 99, 1.0, "0", True, [0], None.__class__]
BAD_TEXTS = [5, None, b"play", ["play"], 1.5]


@pytest.mark.parametrize("info", ENGINES, ids=IDS)
def test_bad_seats_and_texts_are_refused_with_value_error_naming_the_argument(info):
    state = info.state_class().new(info.min_players, 3)
    for seat in BAD_SEATS:
        for method in (state.observation, state.legal_actions):
            with pytest.raises(ValueError, match="^seat: "):
                method(seat)
        with pytest.raises(IllegalAction):
            state.apply(state.legal_actions(state.to_act()[0])[0] if state.to_act() else 0, seat)
    with pytest.raises(ValueError, match="^seat: "):
        state.observation(TABLE)
    for text in BAD_TEXTS:
        with pytest.raises(ValueError, match="^text: "):
            state.action_from_text(text)


@pytest.mark.parametrize("info", ENGINES, ids=IDS)
def test_new_refuses_a_bad_player_count_seed_or_options(info):
    cls = info.state_class()
    for players in ("2", 2.0, None, True):
        with pytest.raises(ValueError, match="^players: "):
            cls.new(players, 1)
    for seed in ("1", 1.5, None, [1]):
        with pytest.raises(ValueError, match="^seed: "):
            cls.new(info.min_players, seed)
    for options in ([("a", 1)], "x", 3):
        with pytest.raises(ValueError, match="^options: "):
            cls.new(info.min_players, 1, options)
    for options in ({5: 1}, {"max_rounds": "many"}, {"max_rounds": 10**5000}, {"nope": [1]}):
        with pytest.raises(ValueError):
            cls.new(info.min_players, 1, options)
    for players in (info.max_players + 1, 10**9, -1):
        with pytest.raises(ValueError):
            cls.new(players, 1)


def test_option_values_are_checked_by_type_as_well_as_value():
    from orcdesk.games.orlog.engine import OrlogState

    with pytest.raises(ValueError, match="token_cap"):
        OrlogState.new(2, 1, {"token_cap": [50]})
    with pytest.raises(ValueError, match="odin_priority"):
        OrlogState.new(2, 1, {"odin_priority": True})  # true == 1 but is not a priority
    assert OrlogState.new(2, 1, {"token_cap": 50}).options["token_cap"] == 50


@pytest.mark.parametrize(
    "game_id, field, value",
    [
        ("orlog", "options", ["token_cap"]),
        ("orc", "options", "oya"),
    ],
)
def test_a_non_mapping_options_is_refused_by_name(game_id, field, value):
    data = dict(POSITIONS[game_id][0], **{field: value})
    cls = next(g for g in ENGINES if g.id == game_id).state_class()
    with pytest.raises(StateFormatError) as refused:
        cls.from_dict(data)
    assert refused.value.field == field
