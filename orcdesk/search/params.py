"""The knobs of the tree search (:mod:`orcdesk.search.mcts`); ``data/ai.yaml`` sets them per game and level
(:mod:`orcdesk.ai.config` reads the file)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True)
class SearchParams:
    """The knobs of the ISMCTS search (see data/ai.yaml for what each means)."""

    iterations: int = 400
    time_cap_s: float = 1.0
    exploration: float = 0.7
    rollout: str = "random"
    epsilon: float = 1.0
    rollout_max_steps: int = -1
    eval_scale: float = 3.0
    determinization_reuse: int = 1
    greedy_share: float = 0.0  # a gentler level: the share of decisions it plays greedy's move instead
    random_share: float = 0.0  # ... or a random legal move (orcdesk.search.agents.Dilution)

    def with_changes(self, **changes: Any) -> SearchParams:
        return replace(self, **changes)


__all__ = ["SearchParams"]
