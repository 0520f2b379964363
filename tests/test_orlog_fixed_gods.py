"""Orlog's fixed_gods and god_pools options (the saga: the opponent's own gods, the player's unlocked ones)."""

from __future__ import annotations

import pytest

from orcdesk.core.i18n import word
from orcdesk.games.orlog.engine import CODEC, G, OrlogState


def test_a_seat_with_fixed_gods_skips_the_draft_and_the_other_drafts_from_its_pool():
    state = OrlogState.new(
        2, 5, {"fixed_gods": [None, ["loki", "hel", "thor"]], "god_pools": [["thor", "vidar", "idunn", "freyr"], None]}
    )
    assert state.phase == "draft" and state.to_act() == (0,)
    assert sorted(state.gods[1]) == sorted(G[g] for g in ("loki", "hel", "thor"))
    legal = {CODEC.decode(a).god for a in state.legal_actions(0)}
    assert legal == {G[g] for g in ("thor", "vidar", "idunn", "freyr")}
    refused = state.refusal(CODEC.encode("god", god=G["odin"]), 0)
    assert refused.key == "orlog.refuse.god_not_offered"
    assert "Odin is not among the gods" in word(refused)
    for god in ("thor", "vidar", "idunn"):
        state.apply(CODEC.encode("god", god=G[god]), 0)
    assert state.phase == "roll"


def test_both_seats_fixed_start_at_the_first_roll_and_the_default_is_unchanged():
    state = OrlogState.new(2, 5, {"fixed_gods": [["thor", "vidar", "heimdall"], ["loki", "hel", "thor"]]})
    assert state.phase == "roll"
    assert OrlogState.new(2, 5).phase == "draft" and len(OrlogState.new(2, 5).legal_actions(0)) == 20


@pytest.mark.parametrize(
    "options",
    [
        {"fixed_gods": [None, ["thor", "zeus", "hel"]]},  # unknown god
        {"fixed_gods": [None, ["thor", "thor", "hel"]]},  # twice the same
        {"fixed_gods": [None, ["thor", "hel"]]},  # too few
        {"god_pools": [["thor", "hel"], None]},  # a pool smaller than a hand of gods
        {"fixed_gods": ["thor", "hel", "loki"]},  # not one entry per seat
    ],
)
def test_bad_god_lists_are_refused(options):
    with pytest.raises(ValueError):
        OrlogState.new(2, 1, options)


def test_random_selection_deals_from_the_pool():
    for seed in range(20):
        state = OrlogState.new(2, seed, {"god_selection": "random", "god_pools": [["thor", "vidar", "idunn"], None]})
        assert sorted(state.gods[0]) == sorted(G[g] for g in ("thor", "vidar", "idunn"))


@pytest.mark.parametrize("kind", ["greedy", "easy", "hard"])
def test_agents_and_hints_draft_only_from_the_pool(kind):
    from orcdesk.ai import make_agent

    pool = ["ullr", "idunn", "bragi", "loki"]  # none of hard's own trio, Thor/Vidar/Heimdall
    state = OrlogState.new(2, 3, {"fixed_gods": [None, ["loki", "hel", "thor"]], "god_pools": [pool, None]})
    agent = make_agent(kind, "orlog", seed=4)
    for _ in range(3):
        action = agent.choose(state, 0)
        assert state.refusal(action, 0) is None
        state.apply(action, 0)
    assert {g for g in state.gods[0]} <= {G[g] for g in pool} and state.phase == "roll"
