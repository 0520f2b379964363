"""Agents: legal moves on every real engine, search finds obvious wins on tiny games, ai.yaml validation.

Strength and speed targets are measured by `orcdesk arena` / `orcdesk bench`, not here.
"""

from __future__ import annotations

import math

import pytest

from orcdesk.ai import AGENT_KINDS, Dilution, SearchAgent, make_agent
from orcdesk.ai.config import LEVELS, SearchParams, level_config, parse_ai_config
from orcdesk.core import GameState, Rng
from orcdesk.core.contract import REALTIME, TABLE
from orcdesk.core.data import DataError, load_yaml, parse_yaml
from orcdesk.core.match import next_actor
from orcdesk.games import games_with_engines
from orcdesk.search.mcts import SearchStats, cutoff_returns, ismcts

ENGINES = games_with_engines()


# ---------------------------------------------------------------- tiny games (contract subset search uses)
class Nim(GameState):
    """Take 1-3 stones in turn from one pile; whoever takes the last stone wins. 2 or 3 players."""

    GAME_ID = "test_nim"

    def __init__(self, players, pile, turn=0, seed=0):
        self.players, self.pile, self.turn, self.rng, self.options = players, pile, turn, Rng(seed), {}
        self.last = None

    @classmethod
    def new(cls, players, seed, options=None):
        return cls(players, (options or {}).get("pile", 10), seed=seed)

    def to_act(self):
        return () if self.is_terminal() else (self.turn,)

    def legal_actions(self, seat=None):
        return [] if self.is_terminal() else [n for n in (1, 2, 3) if n <= self.pile]

    def _apply(self, action, seat):
        self.pile -= action
        self.last = seat
        self.turn = (self.turn + 1) % self.players
        return [{"type": "take", "n": action}]

    def determinize(self, seat, rng):
        twin = self.clone()
        twin.rng = rng.spawn()
        return twin

    def is_terminal(self):
        return self.pile == 0

    def scores(self):
        return [1.0 if self.pile == 0 and s == self.last else 0.0 for s in range(self.players)]

    def winners(self):
        return [self.last] if self.pile == 0 else []

    def clone(self):
        twin = Nim(self.players, self.pile, self.turn)
        twin.rng, twin.last = self.rng.clone(), self.last
        return twin


class SecretBid(GameState):
    """Every seat secretly bids 0, 1 or 2, in any order (all undecided seats may act at once); the single
    highest bid wins, otherwise it is a draw. Bids already made are hidden from the other seats."""

    GAME_ID = "test_bid"

    def __init__(self, players, seed=0):
        self.players, self.rng, self.options = players, Rng(seed), {}
        self.bids = [None] * players

    @classmethod
    def new(cls, players, seed, options=None):
        return cls(players, seed)

    def to_act(self):
        return tuple(s for s, b in enumerate(self.bids) if b is None)

    def legal_actions(self, seat=None):
        return [0, 1, 2] if seat in self.to_act() else []

    def _apply(self, action, seat):
        self.bids[seat] = action
        return [{"type": "bid"}]

    def determinize(self, seat, rng):
        twin = self.clone()
        twin.rng = rng.spawn()
        for s, b in enumerate(twin.bids):
            if s != seat and b is not None:
                twin.bids[s] = rng.randrange(3)  # hidden: resampled
        return twin

    def is_terminal(self):
        return all(b is not None for b in self.bids)

    def scores(self):
        return [float(b or 0) for b in self.bids]

    def winners(self):
        if not self.is_terminal():
            return []
        best = max(self.bids)
        top = [s for s, b in enumerate(self.bids) if b == best]
        return top if len(top) == 1 else []

    def clone(self):
        twin = SecretBid(self.players)
        twin.rng, twin.bids = self.rng.clone(), list(self.bids)
        return twin


FAST = SearchParams(iterations=600, time_cap_s=10.0, exploration=0.7)


# ---------------------------------------------------------------- search on tiny games
def test_search_takes_an_immediate_win():
    state = Nim(2, 3)
    assert ismcts(state, 0, FAST, Rng(1)) == 3


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_search_finds_the_only_winning_move(seed):
    # Pile 5: taking 1 leaves 4, a lost position for the opponent; 2 or 3 lets the opponent win at once.
    state = Nim(2, 5)
    stats = SearchStats()
    assert ismcts(state, 0, FAST, Rng(seed), stats=stats) == 1
    assert stats.iterations == FAST.iterations
    assert state.pile == 5 and state.turn == 0, "search must not modify the real state"


def test_search_in_three_player_game_takes_the_win():
    state = Nim(3, 2, turn=1)
    assert ismcts(state, 1, FAST, Rng(4)) == 2


def test_search_with_simultaneous_seats_and_hidden_bids():
    state = SecretBid(3)
    state._apply(2, 0)  # seat 0 has bid 2, hidden from seats 1 and 2
    for seat in (1, 2):
        assert ismcts(state, seat, FAST, Rng(seat), stats=SearchStats()) == 2
    assert state.bids == [2, None, None]


def test_search_is_reproducible_for_a_seed():
    state = SecretBid(2)
    picks = {ismcts(state, 1, SearchParams(iterations=50, time_cap_s=10.0), Rng(9)) for _ in range(3)}
    assert len(picks) == 1


def test_time_cap_stops_the_search():
    stats = SearchStats()
    ismcts(Nim(2, 40), 0, SearchParams(iterations=10**9, time_cap_s=0.05), Rng(1), stats=stats)
    assert stats.seconds < 1.0 and 0 < stats.iterations < 10**9


def test_should_stop_cancels_the_search():
    stats = SearchStats()
    ismcts(
        Nim(2, 40), 0, SearchParams(iterations=10**6, time_cap_s=30.0), Rng(1), should_stop=lambda: True, stats=stats
    )
    assert stats.iterations <= 16


def test_single_legal_action_is_returned_without_search():
    stats = SearchStats()
    assert ismcts(Nim(2, 1), 0, FAST, Rng(1), stats=stats) == 1
    assert stats.iterations == 0


def test_rollout_cutoff_scores_the_leader():
    state = SecretBid(3)
    state.bids = [2, 1, None]
    assert cutoff_returns(state) == [1.0, 0.0, 0.0]
    state.bids = [1, 1, 1]
    assert cutoff_returns(state) == pytest.approx([1 / 3] * 3)
    capped = SearchParams(iterations=200, time_cap_s=10.0, rollout_max_steps=1)
    assert ismcts(Nim(2, 3), 0, capped, Rng(2)) == 3


def test_rollout_cutoff_uses_the_game_evaluation():
    state = SecretBid(2)
    state.bids = [None, None]
    assert cutoff_returns(state, lambda st, s: 3.0 if s == 0 else -3.0, scale=3.0) == pytest.approx(
        [1 / (1 + math.exp(-2.0)), 1 - 1 / (1 + math.exp(-2.0))]
    )
    # Judged at once by an evaluation that likes small piles left for the opponent: take 3 from 7 (leaves 4).
    seen = []

    def likes_four(st, s):
        seen.append(st.pile)
        mover_next = st.turn
        return (1.0 if st.pile % 4 == 0 else -1.0) * (-1.0 if s == mover_next else 1.0)

    params = SearchParams(iterations=300, time_cap_s=10.0, rollout_max_steps=0)
    assert ismcts(Nim(2, 7), 0, params, Rng(3), evaluate=likes_four) == 3
    assert seen, "the evaluation was never called"


def test_orc_search_levels_use_the_orc_evaluation():
    from orcdesk.ai import position_evaluator
    from orcdesk.games.orc import greedy

    assert position_evaluator("orc") is greedy.evaluate
    assert make_agent("normal", "orc").evaluate is greedy.evaluate
    assert position_evaluator("test_nim") is None


def test_greedy_rollouts_use_the_given_policy():
    calls = []

    def take_most(state, seat, rng):
        calls.append(seat)
        return max(state.legal_actions(seat))

    agent = SearchAgent(
        SearchParams(iterations=100, time_cap_s=10.0, rollout="greedy", epsilon=0.0), seed=1, greedy=take_most
    )
    assert agent.choose(Nim(2, 5), 0) == 1
    assert calls, "greedy rollout policy was never called"


# ---------------------------------------------------------------- gentler levels
def test_dilution_shares():
    legal = [1, 2, 3]
    greedy = lambda state, seat, rng: 3  # noqa: E731
    rng = Rng(1)
    assert all(Dilution().move(None, 0, legal, rng, greedy) is None for _ in range(50))
    assert all(Dilution(greedy_share=1.0).move(None, 0, legal, rng, greedy) == 3 for _ in range(50))
    picks = [Dilution(random_share=1.0).move(None, 0, legal, rng, greedy) for _ in range(300)]
    assert set(picks) == {1, 2, 3}
    half = [Dilution(greedy_share=0.5).move(None, 0, legal, rng, greedy) for _ in range(2000)]
    assert 850 < half.count(3) < 1150 and set(half) == {3, None}


@pytest.mark.parametrize(
    "shares,word", [((1.2, 0.0), "greedy_share"), ((0.0, -0.1), "random_share"), ((0.6, 0.6), "cannot exceed 1")]
)
def test_dilution_refuses_bad_shares(shares, word):
    with pytest.raises(ValueError, match=word):
        Dilution(*shares)


# ---------------------------------------------------------------- data/ai.yaml
def test_shipped_ai_config_is_valid():
    table = parse_ai_config(load_yaml("ai.yaml"))
    assert set(table["*"]) == set(LEVELS)
    easy, normal = (level_config("orc", lvl).search for lvl in ("easy", "normal"))
    assert easy.iterations <= normal.iterations
    assert level_config("orc", "hard").agent == "search"


@pytest.mark.parametrize(
    "text,where",
    [
        ("defaults: {easy: {}, normal: {}}\n", "field 'defaults.hard'"),
        ("defaults:\n  easy: {}\n  normal: {}\n  hard:\n    rollout: smart\n", "line 5, field 'defaults.hard.rollout'"),
        ("defaults:\n  easy: {}\n  normal: {}\n  hard: {iterations: 0}\n", "line 4, field 'defaults.hard.iterations'"),
        (
            "defaults:\n  easy: {}\n  normal: {}\n  hard: {}\ngames:\n  orc:\n    hard: {speed: 3}\n",
            "line 7, field 'games.orc.hard.speed'",
        ),
        (
            "defaults:\n  easy: {}\n  normal: {}\n  hard: {}\ngames:\n  orc:\n    expert: {}\n",
            "field 'games.orc.expert'",
        ),
        (
            "defaults:\n  easy: {}\n  normal: {}\n  hard: {}\ngames:\n  orc:\n    hard: {agent: 'a.b:c'}\n",
            "field 'games.orc.hard.agent'",
        ),
        (
            "defaults:\n  easy: {}\n  normal: {}\n  hard: {}\ngames:\n  orc:\n    hard: {factory: 'a.b:c'}\n",
            "field 'games.orc.hard.factory'",
        ),
        ("defaults:\n  easy: {}\n  normal: {}\n  hard: {epsilon: 2}\n", "field 'defaults.hard.epsilon'"),
    ],
)
def test_bad_ai_config_names_line_and_field(text, where):
    with pytest.raises(DataError) as err:
        parse_ai_config(parse_yaml(text, "data/ai.yaml"))
    assert "data/ai.yaml" in str(err.value) and where in str(err.value)


def test_agent_override_builds_the_named_agent():
    text = (
        "defaults: {easy: {}, normal: {}, hard: {}}\n"
        "games:\n  orc:\n    hard: {agent: search, params: {depth: 2}}\n    easy: {iterations: 7}\n"
    )
    table = parse_ai_config(parse_yaml(text, "data/ai.yaml"))
    assert table["orc"]["hard"].agent == "search" and table["orc"]["hard"].params == {"depth": 2}
    assert table["orc"]["easy"].search.iterations == 7
    assert table["orc"]["easy"].search.exploration == SearchParams().exploration


def test_make_agent_calls_a_factory(monkeypatch):
    import orcdesk.ai as ai
    from orcdesk.ai.config import LevelConfig

    made = {}

    def factory(game_id, seed, depth):
        made.update(game_id=game_id, seed=seed, depth=depth)
        return ai.RandomAgent(seed)

    monkeypatch.setattr(ai, "level_config", lambda g, k: LevelConfig(agent="deep", params={"depth": 3}))
    monkeypatch.setattr(ai, "agent_factory", lambda game_id, name: factory if name == "deep" else None)
    agent = make_agent("hard", "orc", seed=5)
    assert made == {"game_id": "orc", "seed": 5, "depth": 3} and agent.name == "random"


def test_a_factory_refusing_its_params_names_the_line(monkeypatch):
    """A misspelt param under a factory in data/ai.yaml is reported with the file, line and field."""
    import orcdesk.ai as ai

    text = (
        "defaults: {easy: {}, normal: {}, hard: {}}\n"
        "games:\n  orcs_trolls:\n    hard:\n      agent: search\n"
        "      params: {samplez: 3}\n"
    )
    table = parse_ai_config(parse_yaml(text, "data/ai.yaml"))
    monkeypatch.setattr(ai, "level_config", lambda g, k: table[g][k])
    with pytest.raises(DataError) as err:
        make_agent("hard", "orcs_trolls")
    assert "data/ai.yaml, line 6, field 'games.orcs_trolls.hard.params'" in str(err.value)
    assert "samplez" in str(err.value)


def test_an_unknown_agent_name_names_the_line(monkeypatch):
    """A level naming an agent the game does not have is refused with the file, line and the known names."""
    import orcdesk.ai as ai

    text = "defaults: {easy: {}, normal: {}, hard: {}}\ngames:\n  orc:\n    hard: {agent: expectimax}\n"
    table = parse_ai_config(parse_yaml(text, "data/ai.yaml"))
    monkeypatch.setattr(ai, "level_config", lambda g, k: table[g][k])
    with pytest.raises(DataError) as err:
        make_agent("hard", "orc")
    assert "line 4, field 'games.orc.hard.agent'" in str(err.value) and "search" in str(err.value)


def test_every_agent_named_in_ai_yaml_exists():
    """Each level's ``agent:`` is one of its game's spec's agents or a generic one."""
    from orcdesk.ai import agent_factory
    from orcdesk.games import GAMES

    for game_id in GAMES:
        for level in LEVELS:
            config = level_config(game_id, level)
            if config.agent is not None:
                assert callable(agent_factory(game_id, config.agent)), (game_id, level, config.agent)


def test_unknown_kind_is_refused():
    with pytest.raises(ValueError, match="unknown agent kind"):
        make_agent("genius", "orc")


# ---------------------------------------------------------------- every real engine
@pytest.mark.parametrize("info", ENGINES, ids=[g.id for g in ENGINES])
@pytest.mark.parametrize("kind", AGENT_KINDS)
def test_agents_play_legal_actions_on_every_engine(info, kind):
    cls = info.state_class()
    players = info.min_players
    state = cls.new(players, 11)
    # Small budgets and a few searched positions spread over the game keep this fast on long games.
    overrides = {"iterations": 12, "rollout_max_steps": 40} if kind in LEVELS else {}
    agents = [make_agent(kind, info.id, seed=s, **overrides) for s in range(players)]
    assert all(a.name for a in agents)
    mover = Rng(5)
    steps = asked = 0
    while not state.is_terminal() and steps < 300:
        seat, table_move = next_actor(state, mover)
        if seat == TABLE:
            state.apply(table_move, TABLE)
            continue
        before = state.to_dict()
        if kind not in LEVELS or (steps % 7 == 0 and asked < 8):
            asked += 1
            if state.window().kind == REALTIME:
                action = agents[seat].react(state, seat)
                assert state.to_dict() == before, f"{kind} changed the state it was given"
                if action is None:
                    action = state.random_action(seat, mover)
            else:
                action = agents[seat].choose(state, seat)
                assert state.to_dict() == before, f"{kind} changed the state it was given"
            assert action in state.legal_actions(seat), f"{kind} chose an illegal action {action!r}"
        else:
            action = state.random_action(seat, mover)
        state.apply(action, seat)
        steps += 1
    assert asked > 0
