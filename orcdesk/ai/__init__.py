"""The agent factories: AI opponents for every game, built from the game's spec and ``data/ai.yaml``.

    agent = make_agent("hard", game_id, seed=3)
    action = agent.choose(state, seat)

Kinds: ``random`` (uniform over legal actions), ``greedy`` (the game's one-ply heuristic, its spec's
``greedy``), and the levels ``easy``, ``normal``, ``hard`` (information-set MCTS, tuned per game in
``data/ai.yaml``; a level may instead name one of the game's own agents there, its spec's ``agents``). Agents
see hidden information only through ``state.determinize``; they never modify the state they are given. For
the UI, :mod:`orcdesk.ai.worker` thinks in a separate process.

This package sits above the games (it finds them in the registry); the search algorithms they build on are
the game-free library :mod:`orcdesk.search`, below the games.
"""

from __future__ import annotations

from orcdesk.ai.config import LEVELS, level_config, reaction_for
from orcdesk.games import GAMES
from orcdesk.search.agents import Agent, DilutedGreedyAgent, Dilution, GreedyAgent, GreedyFn, RandomAgent
from orcdesk.search.mcts import EvalFn, SearchAgent

AGENT_KINDS = ("random", "greedy") + LEVELS


def _spec(game_id: str):
    return GAMES.get(game_id)


def greedy_policy(game_id: str) -> GreedyFn | None:
    """The game's greedy function (its spec's ``greedy``), or None if the game has none (yet)."""
    spec = _spec(game_id)
    if spec is None:
        return None
    try:
        return spec.greedy_policy()
    except (ImportError, AttributeError):
        return None


def position_evaluator(game_id: str) -> EvalFn | None:
    """The game's position evaluation (its spec's ``evaluator``), if it has one: ``evaluate(state, seat) ->
    float``, higher is better for ``seat``, in points of expected final margin, using only what ``seat`` can
    see. Searches that cut their playouts short (``rollout_max_steps`` >= 0 in data/ai.yaml) judge the cut-off
    position with it."""
    spec = _spec(game_id)
    if spec is None:
        return None
    try:
        return spec.evaluate_function()
    except (ImportError, AttributeError):
        return None


def styled_functions(game_id: str, style: dict) -> tuple[GreedyFn | None, EvalFn | None]:
    """A named opponent's greedy move and evaluation, for the search levels that data/ai.yaml builds here:
    the game's spec's ``styled(style) -> (greedy_fn, evaluate_fn)`` (the weights of data/opponents.yaml
    ``styles``). Without it a style leaves these levels as they are."""
    spec = _spec(game_id)
    if spec is None:
        return None, None
    try:
        styled = spec.styled_function()
    except (ImportError, AttributeError):
        return None, None
    return styled(style) if styled else (None, None)


def make_diluted_greedy(game_id: str, seed: int = 0, random_share: float = 0.0, name: str = "") -> DilutedGreedyAgent:
    return DilutedGreedyAgent(greedy_policy(game_id), seed, random_share, name)


# Agents every game has, by the name data/ai.yaml gives them (a game's own agents are in its spec).
GENERIC_AGENTS = {"diluted_greedy": make_diluted_greedy}


def agent_factory(game_id: str, name: str):
    """The agent factory data/ai.yaml names ``name`` for ``game_id``: the game's own (its spec's ``agents``)
    first, else a generic one; None if neither has it."""
    spec = _spec(game_id)
    factory = spec.agent_factory(name) if spec is not None else None
    return factory if factory is not None else GENERIC_AGENTS.get(name)


def make_agent(kind: str, game_id: str, seed: int = 0, **overrides) -> Agent:
    """An agent of ``kind`` for ``game_id``. ``overrides`` change search settings (tests, bench's quick mode);
    a level that data/ai.yaml maps to a factory ignores them. A named opponent's seat (``"hard:sigrid"``,
    orcdesk.ai.opponents) is its level played with its style's weights."""
    from orcdesk.ai.opponents import seat_character_id, seat_level, style_weights

    level = seat_level(kind)
    style = style_weights(game_id, kind) if seat_character_id(kind) else None
    agent = _make(level, game_id, seed, style=style, **overrides)
    agent.reaction = reaction_for(level)
    return agent


def _takes_style(factory) -> bool:
    import inspect

    try:
        return "style" in inspect.signature(factory).parameters
    except (TypeError, ValueError):
        return False


def _named_agent(config, kind: str, game_id: str, seed: int, style: dict | None) -> Agent:
    """The agent data/ai.yaml names for this level (``agent:``), built with the level's params."""
    factory = agent_factory(game_id, config.agent)
    if factory is None:
        spec = _spec(game_id)
        known = sorted(set(spec.agents if spec is not None else ()) | set(GENERIC_AGENTS))
        raise config.error(f"{game_id} {kind}: unknown agent {config.agent!r} (known: {', '.join(known)})", "agent")
    params = dict(config.params)
    if style and _takes_style(factory):  # a named opponent's weights (data/opponents.yaml)
        params["style"] = style
    try:
        agent = factory(game_id, seed, **params)
    except (TypeError, ValueError) as exc:  # a misspelt or out-of-range param in data/ai.yaml
        raise config.error(f"{game_id} {kind}: {exc}") from exc
    if not getattr(agent, "name", None):
        agent.name = kind
    return agent


def _make(kind: str, game_id: str, seed: int, style: dict | None = None, **overrides) -> Agent:
    if kind == "random":
        return RandomAgent(seed)
    if kind == "greedy":
        return GreedyAgent(greedy_policy(game_id), seed)
    if kind not in LEVELS:
        raise ValueError(f"unknown agent kind {kind!r} (known: {', '.join(AGENT_KINDS)})")
    config = level_config(game_id, kind)
    if config.agent is not None:
        return _named_agent(config, kind, game_id, seed, style)
    assert config.search is not None  # parse_ai_config gives search params to every level without an agent
    params = config.search.with_changes(**overrides) if overrides else config.search
    greedy = greedy_policy(game_id) if params.rollout == "greedy" else None
    evaluate = position_evaluator(game_id) if params.rollout_max_steps >= 0 else None
    policy = greedy_policy(game_id) if (params.greedy_share or params.random_share) else None
    if style:  # a named opponent: its style weighs the greedy share's moves and the leaves' evaluation
        styled_policy, styled_evaluate = styled_functions(game_id, style)
        policy = styled_policy if (policy and styled_policy) else policy
        evaluate = styled_evaluate if (evaluate and styled_evaluate) else evaluate
    return SearchAgent(params, seed, greedy=greedy, evaluate=evaluate, name=kind, policy=policy)


__all__ = [
    "AGENT_KINDS",
    "Agent",
    "RandomAgent",
    "GreedyAgent",
    "SearchAgent",
    "Dilution",
    "make_agent",
    "DilutedGreedyAgent",
    "make_diluted_greedy",
    "agent_factory",
    "GENERIC_AGENTS",
    "greedy_policy",
    "position_evaluator",
    "styled_functions",
]
