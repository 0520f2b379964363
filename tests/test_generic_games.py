"""The generic random-playout test every registered game must pass (OpenSpiel style).

For each game: 200 seeded random full games (spread over its player counts). After every action the state's
invariants hold; every listed legal action applies (on a clone) for a sample of steps; an action that is not
legal now is refused with IllegalAction and leaves the state untouched; the dict round trip gives an equal,
JSON-safe state; action text round trips; a seat's observation does not change when the hidden information is
resampled from its point of view; and replaying seed + actions reproduces the game. Every non-default value
of every option the game's YAML lists (scenarios, rule readings) gets a few random games of its own.

The fast tier (``-m "not slow"``) plays the first eight games of each game (every legal action applied in the
first only) and one game of each option value; the rest is marked slow and runs in the full suite (there the
second game is also played with every legal action applied: at Orc Wars' three seats it takes about 5 s).

Windows of play: the window agrees with ``to_act()``; a game not over always has a seat or the table to act;
in a SECRET window the seats' choices give the same state whatever order they are applied in; the table's own
moves are refused when it has nothing to do; a seat that is not a seat of the game is refused.
"""

from __future__ import annotations

import json

import pytest

from orcdesk.core import IllegalAction, Reason, Rng
from orcdesk.core.contract import SECRET, TABLE, WINDOW_KINDS
from orcdesk.core.i18n import catalogue
from orcdesk.games import games_with_engines

GAMES_PER_ENGINE = 200
CHUNK = 25
MAX_STEPS = 20_000  # no real game comes near this; reaching it means the game cannot end

VARIANT_GAMES = 4  # random games for each non-default value of each option (one in the fast tier)

ENGINES = games_with_engines()
FAST_GAMES = 8  # the fast tier plays the first games of the first chunk; the chunk's rest and the others are slow
FULL_GAMES = 2  # a chunk's first games apply every legal action at every step (the fast tier's chunk: its first)
CASES = [
    pytest.param(info.id, start, count, full, marks=[pytest.mark.slow] if slow else [])
    for info in ENGINES
    for start, count, full, slow in [
        (0, FAST_GAMES, 1, False),
        (1, 1, 1, True),  # the fast chunk's second game, with every legal action applied
        (FAST_GAMES, CHUNK - FAST_GAMES, FULL_GAMES, True),
    ]
    + [(start, CHUNK, FULL_GAMES, True) for start in range(CHUNK, GAMES_PER_ENGINE, CHUNK)]
]


def _option_values(info):
    """(option, value) for every non-default value an option of the game's YAML lists in ``choices``."""
    from orcdesk.core.data import load_yaml

    spec = load_yaml(f"{info.id}.yaml").get("options") or {}
    for name, entry in spec.items():
        for value in entry.get("choices") or []:
            if value != entry["default"]:
                yield name, value


VARIANTS = [
    pytest.param(info.id, name, value, half, marks=[pytest.mark.slow] if half else [])
    for info in ENGINES
    for name, value in _option_values(info)
    for half in (0, 1)
]


def _info(game_id):
    return next(g for g in ENGINES if g.id == game_id)


def test_at_least_one_engine_registered():
    assert any(g.id == "orc" for g in ENGINES)


def _deep_checks(state, seat, rng, action_pool, full):
    """The expensive checks, on one position."""
    cls = type(state)
    data = state.to_dict()
    assert data["game"] == cls.GAME_ID and isinstance(data["version"], int)
    json.dumps(data)  # plain, JSON-safe
    again = cls.from_dict(json.loads(json.dumps(data)))
    assert again == state, "dict round trip changed the state"
    again.check_invariants()

    legal = state.legal_actions(seat)
    assert legal, "a seat that may act has no legal action"
    assert len(set(legal)) == len(legal), "duplicate legal actions"
    for action in legal:
        text = state.action_to_text(action)
        assert isinstance(text, str) and text == text.strip() and text and "\n" not in text
        assert state.action_from_text(text) == action, f"text round trip failed for {action!r} ({text})"
    sample = legal if full else [rng.choice(legal) for _ in range(min(4, len(legal)))]
    for action in sample:
        probe = state.clone()
        events = probe.apply(action, seat)
        assert isinstance(events, list) and all(isinstance(e, dict) and "type" in e for e in events)
        json.dumps(events)
        probe.check_invariants()
    assert state.to_dict() == data, "applying to a clone changed the original"

    # An action that is legal somewhere else but not here is refused, and nothing changes.
    legal_set = set(legal)
    illegal = [a for a in action_pool if a not in legal_set]
    if illegal:
        bad = rng.choice(illegal)
        with pytest.raises(IllegalAction) as refused:
            state.apply(bad, seat)
        reason = refused.value.reason
        known = catalogue("en")
        assert isinstance(reason, Reason) and (reason.key in known or f"{reason.key}.other" in known), (
            f"an IllegalAction must name its rule by a catalogue key, not {reason!r}"
        )
        assert state.to_dict() == data, "a refused action changed the state"
    # A seat that may not act is refused too.
    idle = [s for s in range(state.players) if s not in state.to_act()]
    if idle:
        with pytest.raises(IllegalAction):
            state.apply(legal[0], idle[0])
        assert state.to_dict() == data

    # Observations: JSON-safe, and blind to hidden information resampled from the seat's own view.
    for viewer in range(state.players):
        obs = state.observation(viewer)
        json.dumps(obs)
        twin = state.determinize(viewer, rng.spawn())
        twin.check_invariants()
        assert twin.observation(viewer) == obs, f"seat {viewer} can see resampled hidden information"
        assert twin.to_act() == state.to_act()
        assert sorted(map(repr, twin.legal_actions(seat))) == sorted(map(repr, legal)) or viewer != seat


def _check_window(state):
    window = state.window()
    assert window.kind in WINDOW_KINDS
    assert set(window.seats) == set(state.to_act()), "the window's seats are the seats to act"
    assert window.seats or window.table_after is not None, "a game that is not over must have someone to act"
    assert window.kind != "turn" or len(window.seats) <= 1, "a turn window has one seat"
    with pytest.raises(IllegalAction):
        state.apply(0, str(window.seats[0]) if window.seats else "table")  # not a seat: refused
    return window


def _check_secret_order(state, seats, rng):
    """Secret choices: applying them in any order gives the same state once they are all made."""
    choices = {s: rng.choice(state.legal_actions(s)) for s in seats}
    forward, backward = state.clone(), state.clone()
    for s in seats:
        forward.apply(choices[s], s)
    for s in reversed(seats):
        backward.apply(choices[s], s)
    assert forward == backward, "the order of secret choices changed the state"


@pytest.mark.parametrize("game_id,start,count,full", CASES)
def test_random_playouts(game_id, start, count, full):
    info = _info(game_id)
    for game_no in range(start, start + count):
        _play(info, game_no, {}, full=game_no < start + full)  # every legal action applied on the first games


@pytest.mark.parametrize("game_id,name,value,half", VARIANTS)
def test_random_playouts_with_every_option_value(game_id, name, value, half):
    """Every non-default value of every option (scenarios, rule readings) gets its own random games."""
    info = _info(game_id)
    fast = [1]  # one game with sampled checks in the fast tier; the game with every action tried runs in full
    for game_no in fast if half == 0 else [n for n in range(VARIANT_GAMES) if n not in fast]:
        _play(info, 5000 + game_no, {name: value}, full=game_no == 0)


def _play(info, game_no: int, options: dict, full: bool) -> None:
    cls = info.state_class()
    counts = [n for n in info.player_counts if info.offers(options, n)]  # e.g. a 2-player scenario
    players = counts[game_no % len(counts)]
    seed = 1000 + game_no
    rng = Rng(seed * 7919)
    state = cls.new(players, seed, options)
    assert state.players == players
    state.check_invariants()
    log = []
    action_pool = []
    steps = 0
    while not state.is_terminal():
        steps += 1
        assert steps < MAX_STEPS, f"{info.id} seed {seed} did not end in {MAX_STEPS} actions"
        window = _check_window(state)
        if window.table_after is not None and (not window.seats or rng.random() < 0.3):
            table_moves = state.legal_actions(TABLE)
            assert table_moves, "a window with a table clock must give the table a move"
            action, seat = table_moves[0], TABLE
        else:
            if window.table_after is None:
                with pytest.raises(IllegalAction):  # the table has nothing to do now
                    state.apply(state.legal_actions(window.seats[0])[0], TABLE)
            seat = rng.choice(list(window.seats))
            # deep checks every 3 steps, then every 15 past step 150: long games (Orc Wars) stay affordable
            if full or steps % (3 if steps < 150 else 15) == 0:
                _deep_checks(state, seat, rng, action_pool, full)
            if window.kind == SECRET and len(window.seats) > 1 and steps % 2 == 0:
                _check_secret_order(state, window.seats, rng)
            legal = state.legal_actions(seat)
            if len(action_pool) < 400:
                action_pool.extend(legal[:20])
            action = rng.choice(legal)
        log.append((seat, state.action_to_text(action)))
        state.apply(action, seat)
        state.check_invariants()
    assert state.to_act() == ()
    assert state.legal_actions(0) == [] if state.players else True
    scores = state.scores()
    assert len(scores) == players
    winners = state.winners()
    assert all(0 <= w < players for w in winners)
    returns = state.returns()
    assert abs(sum(returns) - 1.0) < 1e-9
    # Same seed + same actions = same game.
    replayed = cls.new(players, seed, options)
    for seat, text in log:
        replayed.apply(replayed.action_from_text(text), seat)
    assert replayed == state, f"{info.id} seed {seed} {options}: replay diverged"
