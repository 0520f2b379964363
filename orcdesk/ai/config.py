"""AI level settings from ``data/ai.yaml``, validated with errors that name the file, line and field.

``level_config(game_id, level)`` returns a :class:`LevelConfig`: either search parameters
(:class:`SearchParams`) or an agent by name (one of the game's spec's ``agents`` or a generic one of
:mod:`orcdesk.ai`) plus keyword params. The file holds numbers and names, never module paths.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from orcdesk.core.data import DataError, YamlMap, load_yaml
from orcdesk.search.agents import Reaction
from orcdesk.search.params import SearchParams

LEVELS = ("easy", "normal", "hard")
ROLLOUTS = ("random", "greedy")
AI_FILE = "ai.yaml"


@dataclass(frozen=True)
class LevelConfig:
    search: SearchParams | None = None
    agent: str | None = None  # an agent factory's name (the game's spec's ``agents``, or orcdesk.ai's own)
    params: dict = field(default_factory=dict)
    source: YamlMap | None = field(default=None, compare=False, repr=False)  # the level's entry, for errors

    def error(self, message: str, key: str | None = None) -> DataError:
        """An error naming ai.yaml's line of this level's agent params (a factory refused them), or of
        ``key``."""
        if self.source is None:
            return DataError(AI_FILE, None, "", message)
        return self.source.error(key or ("params" if "params" in self.source else "agent"), message)


# field -> (accepted types, check(value) -> error text or None)
_RULES = {
    "iterations": ((int,), lambda v: None if v >= 1 else "must be >= 1"),
    "time_cap_s": ((int, float), lambda v: None if v > 0 else "must be > 0"),
    "exploration": ((int, float), lambda v: None if v >= 0 else "must be >= 0"),
    "rollout": ((str,), lambda v: None if v in ROLLOUTS else f"must be one of {', '.join(ROLLOUTS)}"),
    "epsilon": ((int, float), lambda v: None if 0 <= v <= 1 else "must be between 0 and 1"),
    "rollout_max_steps": ((int,), lambda v: None if v >= -1 else "must be >= -1 (-1: play to the end)"),
    "eval_scale": ((int, float), lambda v: None if v > 0 else "must be > 0"),
    "determinization_reuse": ((int,), lambda v: None if v >= 1 else "must be >= 1"),
    "greedy_share": ((int, float), lambda v: None if 0 <= v <= 1 else "must be between 0 and 1"),
    "random_share": ((int, float), lambda v: None if 0 <= v <= 1 else "must be between 0 and 1"),
}
_AGENT_KEYS = ("agent", "params")


def _check_level(entry: Any, owner: YamlMap, key: str) -> dict:
    """Validate one level mapping; return its fields as a plain dict."""
    if not isinstance(entry, YamlMap):  # the loader builds every mapping as a YamlMap
        raise owner.error(key, f"expected a mapping of settings, found {type(entry).__name__}")
    values: dict = {}
    for name in entry:
        if name in _AGENT_KEYS:
            continue
        if name not in _RULES:
            known = ", ".join(list(_RULES) + list(_AGENT_KEYS))
            raise entry.error(name, f"unknown setting {name!r} (known: {known})")
        kinds, check = _RULES[name]
        value = entry.need(name, kinds)
        problem = check(value)
        if problem:
            raise entry.error(name, problem)
        values[name] = float(value) if float in kinds else value
    if "agent" in entry:
        name = entry.need("agent", str)
        if not name.isidentifier():
            raise entry.error("agent", f"must be an agent's name (a word such as 'search'), not {name!r}")
        values["agent"] = name
    if "params" in entry:
        if "agent" not in entry:
            raise entry.error("params", "params only go with an agent")
        values["params"] = dict(entry.need("params", dict))
    return values


def _check_levels(block: Any, owner: YamlMap, key: str, need_all: bool) -> dict[str, dict]:
    if block is None:
        block = YamlMap()
    if not isinstance(block, YamlMap):  # the loader builds every mapping as a YamlMap
        raise owner.error(key, f"expected a mapping of levels, found {type(block).__name__}")
    for level in block:
        if level not in LEVELS:
            raise block.error(level, f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    if need_all:
        for level in LEVELS:
            block.need(level, dict)
    return {level: _check_level(block[level], block, level) for level in block}


def parse_ai_config(root: YamlMap) -> dict[str, dict[str, LevelConfig]]:
    """Validate the whole file; return {game_id or "*": {level: LevelConfig}} ("*" = defaults)."""
    defaults = _check_levels(root.need("defaults", dict), root, "defaults", need_all=True)
    for level, values in defaults.items():
        if "agent" in values:
            raise root["defaults"][level].error("agent", "defaults must be search settings, not an agent")
    games = root.need("games", dict, YamlMap())
    for name in root:
        if name not in ("defaults", "games", "reaction", "review"):
            raise root.error(name, f"unknown section {name!r} (known: defaults, games, reaction, review)")
    table: dict[str, dict[str, LevelConfig]] = {"*": {}}
    for level in LEVELS:
        table["*"][level] = LevelConfig(search=SearchParams(**defaults[level]))
    for game_id in games:
        overrides = _check_levels(games[game_id], games, game_id, need_all=False)
        table[game_id] = {}
        for level, values in overrides.items():
            if "agent" in values:
                table[game_id][level] = LevelConfig(
                    agent=values["agent"], params=values.get("params", {}), source=games[game_id][level]
                )
            else:
                table[game_id][level] = LevelConfig(search=SearchParams(**{**defaults[level], **values}))
    return table


REACTION_KINDS = ("default", "random", "greedy") + LEVELS


def parse_reactions(root: YamlMap) -> dict[str, Reaction]:
    """The ``reaction:`` section: agent kind -> Reaction (``default`` for kinds it does not list)."""
    block = root.need("reaction", dict, YamlMap())
    out = {"default": Reaction()}
    for kind in block:
        if kind not in REACTION_KINDS:
            raise block.error(kind, f"unknown agent kind {kind!r} (known: {', '.join(REACTION_KINDS)})")
        entry = block.need(kind, dict)
        values = {}
        for name in entry:
            if name not in ("mean_s", "sd_s", "min_s"):
                raise entry.error(name, f"unknown setting {name!r} (known: mean_s, sd_s, min_s)")
            value = entry.need(name, (int, float))
            if value < 0:
                raise entry.error(name, "must be >= 0")
            values[name] = float(value)
        out[kind] = Reaction(**values)
    return out


@cache
def reaction_for(kind: str) -> Reaction:
    """The reaction model of an agent kind (``default`` when ai.yaml gives it none)."""
    table = parse_reactions(load_yaml(AI_FILE))
    return table.get(kind, table["default"])


@cache
def _table() -> dict[str, dict[str, LevelConfig]]:
    root = load_yaml(AI_FILE)
    return parse_ai_config(root)


LOSS_UNITS = ("win_chance", "points", "none")
# the ``review:`` section (orcdesk.ai.review): field -> (accepted types, check)
_REVIEW_RULES = {
    "mistake": ((int, float), lambda v: None if 0 < v <= 1 else "must be a win chance between 0 and 1"),
    "blunder": ((int, float), lambda v: None if 0 < v <= 1 else "must be a win chance between 0 and 1"),
    "samples": ((int,), lambda v: None if v >= 4 else "must be >= 4"),
    "confirm_samples": ((int,), lambda v: None if v >= 4 else "must be >= 4"),
    "max_candidates": ((int,), lambda v: None if v >= 2 else "must be >= 2"),
    "time_per_decision_s": ((int, float), lambda v: None if v > 0 else "must be > 0"),
    "horizon": ((int,), lambda v: None if v >= -1 else "must be -1 (to the end) or >= 0"),
    "eval_scale": ((int, float), lambda v: None if v > 0 else "must be > 0"),
    "points_range": ((int, float), lambda v: None if v >= 0 else "must be >= 0 (0: judge by win chance)"),
    "loss_unit": ((str,), lambda v: None if v in LOSS_UNITS else f"must be one of {', '.join(LOSS_UNITS)}"),
}


def _check_review_entry(entry: Any, owner: YamlMap, key: str) -> dict:
    if not isinstance(entry, YamlMap):  # the loader builds every mapping as a YamlMap
        raise owner.error(key, f"expected a mapping of review settings, found {type(entry).__name__}")
    values: dict = {}
    for name in entry:
        if name not in _REVIEW_RULES:
            raise entry.error(name, f"unknown setting {name!r} (known: {', '.join(_REVIEW_RULES)})")
        kinds, check = _REVIEW_RULES[name]
        value = entry.need(name, kinds)
        problem = check(value)
        if problem:
            raise entry.error(name, problem)
        values[name] = float(value) if float in kinds else value
    return values


def parse_review(root: YamlMap) -> dict[str, dict]:
    """The ``review:`` section: {"*": defaults, game_id: merged settings}; a blunder below the mistake
    threshold is refused."""
    block = root.need("review", dict, YamlMap())
    defaults = _check_review_entry(block.need("defaults", dict, YamlMap()), block, "defaults")
    out = {"*": defaults}
    games = block.need("games", dict, YamlMap())
    for game_id in games:
        out[game_id] = {**defaults, **_check_review_entry(games[game_id], games, game_id)}
    for game_id, values in out.items():
        if values.get("blunder", 1.0) < values.get("mistake", 0.0):
            where = block if game_id == "*" else games
            raise where.error("defaults" if game_id == "*" else game_id, "blunder must be >= mistake")
    for name in block:
        if name not in ("defaults", "games", "proposed"):
            raise block.error(name, f"unknown section {name!r} (known: defaults, games, proposed)")
    return out


@cache
def review_config(game_id: str) -> dict:
    """The review settings of ``game_id`` (a plain dict of ReviewSettings fields)."""
    table = parse_review(load_yaml(AI_FILE))
    return dict(table.get(game_id, table["*"]))


def level_config(game_id: str, level: str) -> LevelConfig:
    """The settings of ``level`` for ``game_id`` (the game's override, else the default)."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r} (known: {', '.join(LEVELS)})")
    table = _table()
    return table.get(game_id, {}).get(level) or table["*"][level]


__all__ = [
    "LEVELS",
    "SearchParams",
    "LevelConfig",
    "Reaction",
    "level_config",
    "parse_ai_config",
    "reaction_for",
    "review_config",
    "parse_review",
    "DataError",
]
