"""Honest AI, for every game and every level: an agent sees only what its seat may see, and never bends the dice.

On random positions of every game, each level's agent (seeded alike) must decide the same on the real state
and on states resampled from what its seat knows (``state.determinize(seat, rng)``: other hands, face-down
tokens, the deck order and the future dice drawn again). An agent that read a hidden card, a face-down token or
the deck order would, sooner or later, answer differently. The agents are built as data/ai.yaml builds them,
with their search budgets lowered (fewer samples or iterations) and their wall-clock caps lifted, so that a
decision depends on the seed alone: the same code paths, only fewer of them.

Dice: the agent must leave the real state exactly as it found it, its RNG included (an agent that drew from
``state.rng`` would change every die the game rolls afterwards).
"""

from __future__ import annotations

import pytest

from orcdesk.ai import agent_factory, make_agent
from orcdesk.ai.config import level_config
from orcdesk.core.contract import REALTIME
from orcdesk.core.match import next_actor
from orcdesk.core.rng import Rng
from orcdesk.games import GAMES

LEVELS = ("greedy", "easy", "normal", "hard")
POSITIONS = 4  # per game and level
RESAMPLES = 2  # determinizations compared with the real state per position
SMALL = {"samples": 3, "iterations": 24}  # budgets lowered (never raised)
NO_CLOCK = 3600.0  # a time cap that never bites: the decision depends on the seed only


def honest_agent(kind: str, game_id: str, seed: int):
    """The level's agent as data/ai.yaml builds it, with a small search budget and no time cap."""
    if kind == "greedy":
        return make_agent(kind, game_id, seed)
    config = level_config(game_id, kind)
    if config.agent is None:
        iterations = min(config.search.iterations, SMALL["iterations"])
        return make_agent(kind, game_id, seed, iterations=iterations, time_cap_s=NO_CLOCK)
    params = dict(config.params)
    if params.get("samples"):
        params["samples"] = min(params["samples"], SMALL["samples"])
    factory = agent_factory(game_id, config.agent)
    try:
        return factory(game_id, seed, **{**params, "time_cap_s": NO_CLOCK})
    except TypeError:  # this agent has no clock to lift
        return factory(game_id, seed, **params)


def positions(game_id: str, count: int, seed: int):
    """``count`` (state, seat) pairs with a real choice, from seeded random games (the table's moves too)."""
    info = GAMES[game_id]
    rng = Rng(seed)
    found = 0
    attempt = 0
    while found < count:
        attempt += 1
        players = info.player_counts[attempt % len(info.player_counts)]
        state = info.state_class().new(players, seed * 97 + attempt, {})
        stop = rng.randrange(400)
        for _ in range(stop):
            if state.is_terminal():
                break
            seat, action = next_actor(state, rng)
            state.apply(action if action is not None else state.random_action(seat, rng), seat)
        if state.is_terminal():
            continue
        window = state.window()
        seats = [s for s in window.seats if len(state.legal_actions(s)) > 1]
        if not seats:
            continue
        found += 1
        yield state, seats[rng.randrange(len(seats))]


def decide(agent, state, seat):
    if state.window().kind == REALTIME and hasattr(agent, "react"):
        return agent.react(state, seat)
    return agent.choose(state, seat)


@pytest.mark.parametrize("kind", LEVELS)
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_an_agent_decides_the_same_on_every_state_its_seat_cannot_tell_apart(game_id, kind):
    for n, (state, seat) in enumerate(positions(game_id, POSITIONS, seed=len(kind) * 31 + n_of(game_id))):
        seed = 1000 + n
        real = state.clone()
        before = real.to_dict()
        rng_before = real.rng.state
        answer = decide(honest_agent(kind, game_id, seed), real, seat)
        assert real.rng.state == rng_before, f"{game_id} {kind} drew from the game's own RNG"
        assert real.to_dict() == before, f"{game_id} {kind} changed the state it was given"
        for r in range(RESAMPLES):
            twin = state.determinize(seat, Rng(7 + 13 * r + n))
            assert twin.observation(seat) == state.observation(seat)
            other = decide(honest_agent(kind, game_id, seed), twin, seat)
            assert other == answer, (
                f"{game_id} {kind} (seat {seat}) answered {words(state, answer)} on the real state but "
                f"{words(state, other)} on a state its seat cannot tell apart: it reads something hidden"
            )


def words(state, action) -> str:
    return "nothing (wait)" if action is None else state.action_to_text(action)


def n_of(game_id: str) -> int:
    return sorted(GAMES).index(game_id)


class Peeking:
    """An agent that cheats: its move depends on the whole state, hidden cards and deck order included."""

    def choose(self, state, seat):
        legal = state.legal_actions(seat)
        return legal[sum(map(ord, repr(state.to_dict()))) % len(legal)]


@pytest.mark.parametrize("game_id", ["orc", "braves"])
def test_the_same_check_catches_an_agent_that_peeks(game_id):
    caught = 0
    for n, (state, seat) in enumerate(positions(game_id, 6, seed=3)):
        answer = Peeking().choose(state.clone(), seat)
        caught += any(Peeking().choose(state.determinize(seat, Rng(r)), seat) != answer for r in range(3))
    assert caught >= 3
