"""Orlog: every god favor at every tier, with exact numbers (digest orlog.md §2 and §2.2).

Positions are typed in with ``make_position``: dice specs give one letter per die (a axe, r arrow, h helmet,
s shield, n hand; upper case = gilded), matched to the real dice layout.
"""

from __future__ import annotations

import pytest

from orcdesk.core import IllegalAction
from orcdesk.core.i18n import word
from orcdesk.games.orlog.engine import GODS, make_position

FILLER = ["idunn", "bragi", "loki", "thor", "skadi"]


def _gods(fav):
    god = fav.split()[0] if fav else None
    trio = [god] if god else []
    for g in FILLER:
        if len(trio) < 3 and g not in trio:
            trio.append(g)
    return tuple(trio)


def play(dice, favors=(None, None), tokens=(0, 0), health=(15, 15), coin=0, answers=(), options=None, gods=None):
    """Choose both favors ("thor 2" or None), answer the questions in order; return (state, events)."""
    state = make_position(
        dice,
        gods=gods or (_gods(favors[0]), _gods(favors[1])),
        tokens=tokens,
        health=health,
        coin=coin,
        options=options,
    )
    events = []
    for seat in (0, 1):
        text = "favor " + (favors[seat] or "none")
        events += state.apply(state.action_from_text(text), seat)
    for text in answers:
        events += state.apply(state.action_from_text(text))
    return state, events


def of_type(events, kind):
    return [e for e in events if e["type"] == kind]


# ------------------------------------------------------------------ worked examples of the digest
def test_brunhild_three_axes_times_one_and_a_half_is_five():
    state, events = play(("aaahhh", "nnnNNN"), ("brunhild 1", None), tokens=(6, 0))
    melee = [e for e in of_type(events, "attack") if e["seat"] == 0 and e["kind"] == "melee"][0]
    assert melee["attack"] == 5 and melee["damage"] == 5


@pytest.mark.parametrize("tier,axes", [(1, 5), (2, 6), (3, 9)])
def test_brunhild_multiplies_total_axes_rounding_up(tier, axes):
    cost = [6, 10, 18][tier - 1]
    state, _ = play(("aaahhh", "nnnNNN"), (f"brunhild {tier}", None), tokens=(cost, 0))
    assert state.health[1] == 15 - axes
    assert state.tokens[0] == 0  # paid in full, the helmets here are not gilded


# ------------------------------------------------------------------ priority 1
@pytest.mark.parametrize("tier,n", [(1, 1), (2, 2), (3, 3)])
def test_var_heals_per_token_the_opponent_spends(tier, n):
    cost = [10, 14, 18][tier - 1]
    # Thor tier 1 costs the opponent 4 tokens: Var heals 4n, then Thor deals 2.
    state, events = play(("hhhHHH", "hhhHHH"), (f"var {tier}", "thor 1"), tokens=(cost, 1), health=(3, 15))
    heals = [e for e in of_type(events, "heal") if e["source"] == "var"]
    assert heals and heals[0]["amount"] == 4 * n
    assert state.health[0] == min(15, 3 + 4 * n) - 2


def test_var_ignores_steals_and_own_spending():
    state, events = play(("nnnNNN", "hhhHHH"), ("var 1", None), tokens=(10, 5), health=(5, 15))
    assert not of_type(events, "heal") and state.health[0] == 5


@pytest.mark.parametrize("tier,thor_damage", [(1, 5), (2, 2), (3, 0)])
def test_thrymr_lowers_the_tier_and_victim_pays_original_cost(tier, thor_damage):
    cost = [3, 6, 9][tier - 1]
    state, events = play(("hhhHHH", "hhhHHH"), (f"thrymr {tier}", "thor 3"), tokens=(cost, 9))
    # both get 3 gilded helmet tokens first; Thor 3 costs 12 whatever the tier it was lowered to
    assert of_type(events, "thrymr")[0]["to_tier"] == 3 - tier
    assert state.health[0] == 15 - thor_damage
    assert state.tokens == [3, 0]


def test_thrymr_victim_pays_reduced_cost_with_option():
    state, _ = play(("hhhHHH", "hhhHHH"), ("thrymr 1", "thor 3"), tokens=(3, 9), options={"thrymr_victim_pays": False})
    assert state.health[0] == 10 and state.tokens == [3, 12 - 8]


def test_thrymr_without_target_is_paid_or_free_by_option():
    state, events = play(("hhhHHH", "hhhHHH"), ("thrymr 1", None), tokens=(3, 0))
    assert of_type(events, "no_effect")[0]["god"] == "thrymr" and state.tokens[0] == 3
    state, events = play(("hhhHHH", "hhhHHH"), ("thrymr 1", None), tokens=(3, 0), options={"no_effect_cost": "free"})
    assert of_type(events, "favor_fizzled")[0]["reason"] == "no_target"
    assert state.tokens[0] == 6


# ------------------------------------------------------------------ priority 2
@pytest.mark.parametrize("tier,n", [(1, 2), (2, 3), (3, 4)])
def test_frigg_rerolls_up_to_n_dice_of_either_player(tier, n):
    cost = [2, 3, 4][tier - 1]
    picks = [f"pick p{1 + i % 2} d{1 + i}" for i in range(n)]
    state, events = play(("hhhHHH", "aaaaaa"), (f"frigg {tier}", None), tokens=(cost, 0), answers=picks)
    rerolls = of_type(events, "reroll")
    assert len(rerolls) == 1 and len(rerolls[0]["dice"]) == n
    assert rerolls[0]["dice"] == [[i % 2, i] for i in range(n)]
    # the combat used the new faces: the opponent's six axes minus its rerolled dice that left the axe
    p2_faces = [face for (seat, _), face in zip(rerolls[0]["dice"], rerolls[0]["faces"]) if seat == 1]
    p2_axes = 6 - len(p2_faces) + p2_faces.count("axe")
    melee = [e for e in of_type(events, "attack") if e["seat"] == 1 and e["kind"] == "melee"][0]
    assert melee["attack"] == p2_axes


def test_frigg_may_stop_early_and_not_pick_twice():
    state = make_position(("hhhHHH", "aaaaaa"), gods=(("frigg", "thor", "loki"),) * 2, tokens=(4, 0))
    state.apply(state.action_from_text("favor frigg 3"), 0)
    state.apply(state.action_from_text("favor none"), 1)
    assert state.to_act() == (0,) and state.pending["count"] == 4
    state.apply(state.action_from_text("pick p2 d1"))
    pending = state.observation(1)["pending"]
    assert pending["kind"] == "frigg" and pending["picked"] == [[1, 0]] and len(pending["choices"]) == 11
    with pytest.raises(IllegalAction):
        state.apply(state.action_from_text("pick p2 d1"))
    events = state.apply(state.action_from_text("pick done"))
    assert of_type(events, "reroll")[0]["dice"] == [[1, 0]]


@pytest.mark.parametrize("tier,n", [(1, 1), (2, 2), (3, 3)])
def test_loki_bans_n_opponent_dice(tier, n):
    cost = [3, 6, 9][tier - 1]
    picks = [f"pick p2 d{d}" for d in range(1, n + 1)]
    state, events = play(("nnnNNN", "aaaaaa"), (f"loki {tier}", None), tokens=(cost, 0), answers=picks)
    assert of_type(events, "ban")[0]["dice"] == list(range(n))
    assert state.health[0] == 15 - (6 - n)


def test_loki_can_only_pick_opponent_dice():
    state = make_position(("nnnNNN", "aaaaaa"), gods=(("loki", "thor", "idunn"),) * 2, tokens=(3, 0))
    state.apply(state.action_from_text("favor loki 1"), 0)
    state.apply(state.action_from_text("favor none"), 1)
    assert state.observation(0)["pending"]["choices"] == [[1, d] for d in range(6)]
    with pytest.raises(IllegalAction) as err:
        state.apply(state.action_from_text("pick p1 d1"))
    assert err.value.reason.key.startswith("orlog.refuse.loki")
    assert "Loki" in word(err.value.reason)
    assert state.action_from_text("pick done") not in state.legal_actions(0)


@pytest.mark.parametrize("tier,n", [(1, 1), (2, 2), (3, 3)])
def test_freyja_rolls_n_extra_dice(tier, n):
    cost = [2, 4, 6][tier - 1]
    # the opponent's Odin pauses the resolution (post-combat question), so the round can be inspected
    state, events = play(("hhhHHH", "hhhHHH"), (f"freyja {tier}", "odin 1"), tokens=(cost, 6))
    assert state.pending["kind"] == "sacrifice"
    extra = of_type(events, "extra_dice")[0]
    assert len(extra["dice"]) == n and len(state.face[0]) == 6 + n
    obs = state.observation(1)["players"][0]["dice"]
    assert [d["extra"] for d in obs] == [False] * 6 + [True] * n
    assert [d["face"] for d in obs[6:]] == extra["faces"]
    # 3 gilded helmets, one token per gilded extra die (tokens were already collected), extra hands steal
    assert state.tokens[0] == 3 + sum(extra["gilded"]) + extra["faces"].count("hand")
    # the extra dice fight: the opponent's 6 helmets block the extra axes
    melee = [e for e in of_type(events, "attack") if e["seat"] == 0 and e["kind"] == "melee"][0]
    assert melee["attack"] == extra["faces"].count("axe")


# ------------------------------------------------------------------ priority 3
@pytest.mark.parametrize("tier,n", [(1, 2), (2, 3), (3, 4)])
def test_skuld_destroys_n_per_arrow(tier, n):
    cost = [4, 6, 8][tier - 1]
    state, events = play(("rrrhaa", "aaaaaa"), (f"skuld {tier}", None), tokens=(cost, 20))
    assert of_type(events, "destroy")[0]["amount"] == 3 * n
    assert state.tokens[1] == 20 - 3 * n


def test_skuld_cannot_destroy_more_than_the_opponent_has():
    state, _ = play(("rrrhaa", "aaaaaa"), ("skuld 3", None), tokens=(8, 5))
    assert state.tokens[1] == 0


@pytest.mark.parametrize("tier,n", [(1, 2), (2, 3), (3, 4)])
def test_tyr_sacrifice_destroys_n_per_health(tier, n):
    cost = [4, 6, 8][tier - 1]
    state, events = play(("hhhHHH", "hhhHHH"), (f"tyr {tier}", None), tokens=(cost, 30), answers=["sacrifice 3"])
    assert state.health[0] == 12
    assert of_type(events, "destroy")[0]["amount"] == 3 * n
    assert state.tokens[1] == 30 + 3 - 3 * n


def test_tyr_sacrifice_limits():
    state = make_position(("hhhHHH", "hhhHHH"), gods=(("tyr", "thor", "idunn"),) * 2, tokens=(4, 0), health=(4, 15))
    state.apply(state.action_from_text("favor tyr 1"), 0)
    state.apply(state.action_from_text("favor none"), 1)
    assert [state.action_to_text(a) for a in state.legal_actions(0)] == ["sacrifice 1", "sacrifice 2", "sacrifice 3"]
    with pytest.raises(IllegalAction):
        state.apply(state.action_from_text("sacrifice 4"))


def test_sacrifice_with_one_health_is_paid_or_free_by_option():
    state, events = play(("hhhHHH", "hhhHHH"), ("odin 1", None), tokens=(6, 0), health=(1, 15))
    assert of_type(events, "no_effect") and state.tokens[0] == 3 and state.phase == "roll"
    state, events = play(
        ("hhhHHH", "hhhHHH"), ("odin 1", None), tokens=(6, 0), health=(1, 15), options={"no_effect_cost": "free"}
    )
    assert of_type(events, "favor_fizzled")[0]["reason"] == "health"
    assert state.tokens[0] == 9 and state.phase == "roll"


# ------------------------------------------------------------------ priority 4
@pytest.mark.parametrize("tier,n", [(1, 2), (2, 4), (3, 6)])
def test_vidar_removes_n_helmets(tier, n):
    cost = [2, 4, 6][tier - 1]
    state, _ = play(("aaaaaa", "hhhHHH"), (f"vidar {tier}", None), tokens=(cost, 0))
    assert state.health[1] == 15 - n


def test_vidar_units_apply_after_baldr_and_dice_mode():
    # opponent: 3 helmets with Baldr +1 = 6 units; Vidar 2 removes 2 units -> 4 blocked of 6 axes
    state, _ = play(("aaaaaa", "hhhsaa"), ("vidar 1", "baldr 1"), tokens=(2, 3))
    assert state.health[1] == 15 - 2
    # dice mode: Vidar removes 2 helmet dice -> 1 helmet die x 2 = 2 units -> 4 damage
    state, _ = play(("aaaaaa", "hhhsaa"), ("vidar 1", "baldr 1"), tokens=(2, 3), options={"vidar_mode": "dice"})
    assert state.health[1] == 15 - 4


@pytest.mark.parametrize("tier,n", [(1, 2), (2, 3), (3, 6)])
def test_ullr_arrows_ignore_shields(tier, n):
    cost = [2, 3, 4][tier - 1]
    state, events = play(("rrrRRR", "sssSSS"), (f"ullr {tier}", None), tokens=(cost, 0))
    ranged = [e for e in of_type(events, "attack") if e["seat"] == 0 and e["kind"] == "ranged"][0]
    assert ranged["pierce"] == n and ranged["damage"] == n
    assert state.health[1] == 15 - n


@pytest.mark.parametrize("tier,n", [(1, 1), (2, 2), (3, 3)])
def test_baldr_adds_n_blocks_to_each_helmet_and_shield(tier, n):
    cost = [3, 6, 9][tier - 1]
    # one helmet and one shield against 4 axes and 2 arrows
    state, _ = play(("hsaaaa", "aaaarr"), (f"baldr {tier}", None), tokens=(cost, 0))
    assert state.health[0] == 15 - max(0, 4 - (1 + n)) - max(0, 2 - (1 + n))


@pytest.mark.parametrize("tier,n", [(1, 2), (2, 3), (3, 4)])
def test_freyr_adds_n_to_the_majority_face(tier, n):
    cost = [4, 6, 8][tier - 1]
    state, _ = play(("aaaarr", "nnnNNN"), (f"freyr {tier}", None), tokens=(cost, 0))
    assert state.health[1] == 15 - (4 + n) - 2


def test_freyr_tie_is_the_owners_choice():
    state = make_position(("aaarrr", "nnnNNN"), gods=(("freyr", "thor", "idunn"),) * 2, tokens=(4, 0))
    state.apply(state.action_from_text("favor freyr 1"), 0)
    state.apply(state.action_from_text("favor none"), 1)
    assert state.observation(0)["pending"]["choices"] == ["axe", "arrow"]
    assert [state.action_to_text(a) for a in state.legal_actions(0)] == ["freyr axe", "freyr arrow"]
    with pytest.raises(IllegalAction):
        state.apply(state.action_from_text("freyr hand"))
    events = state.apply(state.action_from_text("freyr arrow"))
    ranged = [e for e in of_type(events, "attack") if e["seat"] == 0 and e["kind"] == "ranged"][0]
    assert ranged["attack"] == 5 and state.health[1] == 15 - 8


@pytest.mark.parametrize("tier,n", [(1, 1), (2, 2), (3, 3)])
def test_skadi_adds_n_arrows_per_arrow_die(tier, n):
    cost = [6, 10, 14][tier - 1]
    state, _ = play(("rrraaa", "hhhHHH"), (f"skadi {tier}", None), tokens=(cost, 0))
    assert state.health[1] == 15 - 3 * (1 + n)


@pytest.mark.parametrize("tier,n", [(1, 1), (2, 2), (3, 3)])
def test_hel_heals_n_per_axe_damage(tier, n):
    cost = [6, 12, 18][tier - 1]
    # 6 axes vs 2 helmets: 4 axe damage; the arrows of the opponent do not matter to Hel
    state, events = play(("aaaaaa", "hhnnnN"), (f"hel {tier}", None), tokens=(cost, 0), health=(3, 15))
    heal = [e for e in of_type(events, "heal") if e["source"] == "hel"][0]
    assert heal["amount"] == 4 * n and state.health[0] == min(15, 3 + 4 * n)


def test_hel_ignores_arrow_damage():
    state, events = play(("rrrRRR", "hhhHHH"), ("hel 1", None), tokens=(6, 0), health=(3, 15))
    assert state.health[1] == 9 and state.health[0] == 3


@pytest.mark.parametrize("tier,n", [(1, 1), (2, 2), (3, 3)])
def test_heimdall_heals_n_per_block(tier, n):
    cost = [4, 7, 10][tier - 1]
    # 3 helmets block 3 of 4 axes, 1 shield blocks 1 of 2 arrows: 4 blocks, 2 damage
    state, events = play(("hhhsaa", "aaaarr"), (f"heimdall {tier}", None), tokens=(cost, 0), health=(5, 15))
    heals = [e["amount"] for e in of_type(events, "heal") if e["source"] == "heimdall"]
    assert heals == [3 * n, 1 * n]
    assert state.health[0] == min(15, min(15, 5 - 1 + 3 * n) - 1 + n)


@pytest.mark.parametrize("tier,n", [(1, 1), (2, 2), (3, 3)])
def test_mimir_gains_n_tokens_per_damage_taken(tier, n):
    cost = [3, 5, 7][tier - 1]
    state, events = play(("nnnNNN", "aaaaaa"), (f"mimir {tier}", None), tokens=(cost, 0))
    assert [e["amount"] for e in of_type(events, "tokens") if e["reason"] == "mimir"] == [6 * n]
    assert state.health[0] == 9 and state.tokens[0] == 3 + 6 * n


def test_mimir_counts_thor_unless_option_says_dice_only():
    state, _ = play(("hhhHHH", "hhhHHH"), ("mimir 1", "thor 1"), tokens=(3, 1))
    assert state.tokens[0] == 3 + 2
    state, _ = play(
        ("hhhHHH", "hhhHHH"), ("mimir 1", "thor 1"), tokens=(3, 1), options={"mimir_counts_favor_damage": False}
    )
    assert state.tokens[0] == 3


@pytest.mark.parametrize("tier,n", [(1, 2), (2, 3), (3, 4)])
def test_bragi_gains_n_per_hand(tier, n):
    cost = [4, 8, 12][tier - 1]
    state, _ = play(("nnnaaa", "aaaaaa"), (f"bragi {tier}", None), tokens=(cost, 0))
    assert state.tokens[0] == 3 * n


# ------------------------------------------------------------------ post-combat
@pytest.mark.parametrize("tier,n", [(1, 2), (2, 5), (3, 8)])
def test_thor_deals_n_damage(tier, n):
    cost = [4, 8, 12][tier - 1]
    state, _ = play(("hhhHHH", "hhhHHH"), (f"thor {tier}", None), tokens=(cost, 0))
    assert state.health[1] == 15 - n and state.tokens[0] == 3


@pytest.mark.parametrize("tier,n", [(1, 2), (2, 4), (3, 6)])
def test_idunn_heals_n_capped_at_15(tier, n):
    cost = [4, 7, 10][tier - 1]
    state, _ = play(("hhhHHH", "hhhHHH"), (f"idunn {tier}", None), tokens=(cost, 0), health=(5, 15))
    assert state.health[0] == 5 + n
    state, _ = play(("hhhHHH", "hhhHHH"), (f"idunn {tier}", None), tokens=(cost, 0), health=(14, 15))
    assert state.health[0] == 15


@pytest.mark.parametrize("tier,n", [(1, 3), (2, 4), (3, 5)])
def test_odin_sacrifice_gains_n_per_health(tier, n):
    cost = [6, 8, 10][tier - 1]
    state, events = play(("hhhHHH", "hhhHHH"), (f"odin {tier}", None), tokens=(cost, 0), answers=["sacrifice 3"])
    assert state.health[0] == 12 and state.tokens[0] == 3 + 3 * n


def test_every_god_is_tested_at_every_tier():
    names = {name[len("test_") :].split("_")[0] for name in globals() if name.startswith("test_")}
    assert set(GODS) <= names
