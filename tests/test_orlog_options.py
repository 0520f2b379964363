"""Orlog: the readings where the public implementations disagree (issue 13 §2), one test per reading and per
value of its option in data/orlog.yaml. Dice specs as in test_orlog_favors (a axe, r arrow, h helmet,
s shield, n hand; upper case = gilded)."""

from __future__ import annotations

import pytest

from orcdesk.games.orlog.engine import DATA, GILDED, OrlogState, make_position, pick_action, ranged_block
from tests.test_orlog_favors import of_type, play

NEW_DEFAULTS = {
    "ullr_pierces": "blocked",
    "thrymr_timing": "any",
    "no_effect_cost": "charged",
    "heimdall_heal": "after_damage",
    "vidar_mode": "units",
    "gilded_tokens_before_prefavors": True,
}


def test_defaults_are_the_readings_most_players_expect():
    options = OrlogState.new(2, 1).options
    assert {k: options[k] for k in NEW_DEFAULTS} == NEW_DEFAULTS
    for name in NEW_DEFAULTS:
        assert len(DATA.options[name]["choices"]) == 2  # and the other reading is there to choose


def ranged(events, seat=0):
    return [e for e in of_type(events, "attack") if e["seat"] == seat and e["kind"] == "ranged"][0]


# ------------------------------------------------------------------ Ullr
@pytest.mark.parametrize("reading, damage", [("blocked", 4), ("any", 2)])
def test_ullr_with_more_arrows_than_shields(reading, damage):
    # 4 arrows against 2 shields, Ullr 1 (2 arrows pierce): the 2 the shields stop go through, or 2 of the
    # arrows that would have hit anyway
    state, events = play(("rrrRhh", "sshhhH"), ("ullr 1", None), tokens=(2, 0), options={"ullr_pierces": reading})
    assert ranged(events)["damage"] == damage and state.health[1] == 15 - damage
    assert ranged(events)["pierce"] == 2


def test_ullr_readings_agree_when_every_arrow_is_blocked():
    for reading in ("blocked", "any"):
        _, events = play(("rrrRRR", "sssSSS"), ("ullr 1", None), tokens=(2, 0), options={"ullr_pierces": reading})
        assert ranged(events)["damage"] == 2


def test_ranged_block_both_readings():
    assert ranged_block(3, 1, 2, "blocked") == (0, 1)  # only one arrow was stopped: one pierces
    assert ranged_block(3, 1, 2, "any") == (1, 2)  # two go through, the third meets the shield
    assert ranged_block(2, 5, 6, "blocked") == (0, 2) == ranged_block(2, 5, 6, "any")


# ------------------------------------------------------------------ Thrymr against a favor that already resolved
def var_then_thrymr(thrymr_tier: int, **options):
    # seat 0 holds the coin: its Var (priority 1) resolves before seat 1's Thrymr (priority 1)
    return play(
        ("hhhHHH", "hhhHHH"),
        ("var 2", f"thrymr {thrymr_tier}"),
        tokens=(11, 3 * thrymr_tier - 3),
        health=(5, 15),
        coin=0,
        options=options or None,
    )


def test_thrymr_lowers_a_var_that_already_resolved():
    state, events = var_then_thrymr(1)
    thrymr = of_type(events, "thrymr")[0]
    assert (thrymr["target"], thrymr["from_tier"], thrymr["to_tier"]) == (0, 2, 1)
    # Var was armed at tier 2 when Thrymr's 3 tokens were paid: it healed 2 per token; the victim paid in full
    assert [e["amount"] for e in of_type(events, "heal") if e["source"] == "var"] == [6]
    assert state.tokens == [0, 0]


def test_thrymr_cancels_a_resolved_var_and_the_lower_cost_option_gives_the_difference_back():
    state, events = var_then_thrymr(2, thrymr_victim_pays=False)
    assert of_type(events, "thrymr")[0]["to_tier"] == 0
    back = [e for e in of_type(events, "tokens") if e["reason"] == "thrymr"]
    assert back and back[0]["seat"] == 0 and back[0]["amount"] == 14  # tier 2 paid, nothing owed
    assert state.tokens[0] == 14
    state, events = var_then_thrymr(1, thrymr_victim_pays=False)
    assert [e["amount"] for e in of_type(events, "tokens") if e["reason"] == "thrymr"] == [14 - 10]


@pytest.mark.parametrize("cost, tokens_left", [("charged", 0), ("free", 3)])
def test_thrymr_timing_unresolved_finds_nothing_after_var(cost, tokens_left):
    state, events = var_then_thrymr(1, thrymr_timing="unresolved", no_effect_cost=cost)
    assert not of_type(events, "thrymr")
    assert state.tokens[1] == tokens_left


def test_thrymr_still_lowers_a_favor_still_to_come_in_both_timings():
    for timing in ("any", "unresolved"):
        state, events = play(
            ("hhhHHH", "hhhHHH"), ("thrymr 1", "thor 3"), tokens=(0, 9), options={"thrymr_timing": timing}
        )
        assert of_type(events, "thrymr")[0]["to_tier"] == 2 and state.health[0] == 10


# ------------------------------------------------------------------ a paid favor whose effect finds nothing
FINDS_NOTHING = [  # favor, tokens it costs, dice of seat 0 and seat 1, health of seat 0
    ("bragi 1", 4, "hhhHHH", "hhhHHH", 15),  # no hands
    ("skuld 1", 4, "hhhHHH", "hhhHHH", 15),  # no arrows
    ("brunhild 1", 6, "hhhHHH", "hhhHHH", 15),  # no axes
    ("vidar 1", 2, "aaaaaa", "aaaaaa", 15),  # the opponent has no helmet
    ("idunn 1", 4, "hhhHHH", "hhhHHH", 15),  # already at full health
    ("odin 1", 6, "hhhHHH", "hhhHHH", 1),  # no health to spare
    ("thrymr 1", 3, "hhhHHH", "hhhHHH", 15),  # no favor to lower
]


@pytest.mark.parametrize("favor, cost, mine, theirs, health", FINDS_NOTHING)
def test_a_favor_that_finds_nothing_is_charged_by_default(favor, cost, mine, theirs, health):
    gilded = sum(c.isupper() for c in mine)
    state, events = play((mine, theirs), (favor, None), tokens=(cost, 0), health=(health, 15))
    assert of_type(events, "favor_used") and of_type(events, "no_effect")[0]["god"] == favor.split()[0]
    assert not of_type(events, "favor_fizzled")
    assert state.tokens[0] == gilded


@pytest.mark.parametrize("favor, cost, mine, theirs, health", FINDS_NOTHING)
def test_a_favor_that_finds_nothing_is_free_with_the_option(favor, cost, mine, theirs, health):
    gilded = sum(c.isupper() for c in mine)
    state, events = play(
        (mine, theirs), (favor, None), tokens=(cost, 0), health=(health, 15), options={"no_effect_cost": "free"}
    )
    assert not of_type(events, "favor_used") and of_type(events, "favor_fizzled")
    assert state.tokens[0] == cost + gilded


def test_a_favor_that_finds_something_is_paid_under_both_options():
    for cost in ("charged", "free"):
        _, events = play(("nnnNNN", "hhhHHH"), ("bragi 1", None), tokens=(4, 0), options={"no_effect_cost": cost})
        assert not of_type(events, "no_effect")
        assert [e["amount"] for e in of_type(events, "tokens") if e["reason"] == "bragi"] == [2 * 6]


# ------------------------------------------------------------------ Heimdall in the same exchange
def heimdall_round(health: int, order: str):
    # seat 1 holds the coin: 4 axes against 3 helmets (1 damage, 3 blocks), 2 arrows against 1 shield
    return play(
        ("hhhsaa", "aaaarr"),
        ("heimdall 1", None),
        tokens=(4, 0),
        health=(health, 15),
        coin=1,
        options={"heimdall_heal": order},
    )


def test_heimdall_heals_after_the_damage_by_default():
    state, events = heimdall_round(1, "after_damage")
    assert state.winner == 1 and not of_type(events, "heal")  # the killing blow lands before the heal
    state, _ = heimdall_round(15, "after_damage")
    assert state.health[0] == 15  # 15-1, +3 capped at 15, -1, +1


def test_heimdall_heals_before_the_damage_with_the_option():
    state, events = heimdall_round(1, "before_damage")
    assert state.winner == -1 and state.health[0] == 1 + 3 - 1 + 1 - 1
    state, _ = heimdall_round(15, "before_damage")
    assert state.health[0] == 14  # +3 wasted at the cap, -1, +1, -1


# ------------------------------------------------------------------ Vidar and Baldr
@pytest.mark.parametrize("mode, damage", [("units", 2), ("dice", 4)])
def test_vidar_after_baldr_or_before(mode, damage):
    # 6 axes against 3 helmets with Baldr +1: after Baldr, Vidar 2 takes 2 of the 6 helmet units; before it,
    # 2 helmet dice go and Baldr doubles the one left
    state, _ = play(("aaaaaa", "hhhsaa"), ("vidar 1", "baldr 1"), tokens=(2, 3), options={"vidar_mode": mode})
    assert state.health[1] == 15 - damage


def test_vidar_event_names_the_player_who_loses_helmets_and_counts_what_they_had():
    # seat 1 invokes Vidar 1 (2 helmets) on seat 0, who has 1 helmet
    _, events = play(("haaaaa", "aaaaaa"), (None, "vidar 1"), tokens=(0, 2))
    vidar = [e for e in of_type(events, "bonus") if e["god"] == "vidar"][0]
    assert (vidar["seat"], vidar["target"], vidar["amount"], vidar["value"]) == (1, 0, -1, 2)


# ------------------------------------------------------------------ gilded tokens
@pytest.mark.parametrize("before, tokens", [(True, 2), (False, 0)])
def test_gilded_tokens_before_or_after_the_pre_combat_favors(before, tokens):
    # Loki bans both of the opponent's gilded dice: before the favors their tokens were already collected
    state = make_position(
        ("aaaaaa", "hhhHHa"),
        gods=(("loki", "thor", "idunn"), ("thor", "idunn", "bragi")),
        tokens=(6, 0),
        options={"gilded_tokens_before_prefavors": before},
    )
    state.apply(state.action_from_text("favor loki 2"), 0)
    state.apply(state.action_from_text("favor none"), 1)
    gilded = [d for d in range(6) if GILDED[state.tmpl[1][d]][state.face[1][d]]]
    events = [e for d in gilded for e in state.apply(pick_action(1, d))]
    assert len(gilded) == 2 and of_type(events, "ban")[0]["dice"] == gilded
    assert state.tokens[1] == tokens


@pytest.mark.parametrize("thief, victim, moved", [(50, 4, 0), (48, 4, 2), (10, 2, 2), (49, 0, 0)])
def test_a_steal_under_the_token_cap_moves_only_what_the_thief_can_hold(thief, victim, moved):
    """With ``token_cap: 50`` a steal moves min(hands, victim's tokens, cap - thief's tokens): the victim keeps
    the tokens that cannot move (a thief at the cap used to destroy them)."""
    state, events = play(("nnnaaa", "aaaaaa"), tokens=(thief, victim), options={"token_cap": 50})
    steal = of_type(events, "steal")[0]
    assert steal["amount"] == moved
    assert state.tokens == [thief + moved, victim - moved]


def test_the_vidar_readings_are_credited_as_the_implementations_read_them():
    """OrlogOnline removes helmet units, like ``units``: the ``dice`` reading is not credited to it, and the
    rules page says Vidar takes blocks (Baldr's included), not whole dice."""
    from orcdesk.core.i18n import catalogue
    from orcdesk.resources import resource_path

    text = resource_path("data", "orlog.yaml").read_text(encoding="utf-8")
    block = text[text.index("  vidar_mode:") : text.index("  mimir_counts_favor_damage:")]
    units, dice = block.split("choices: [units, dice]")
    assert "OrlogOnline" in units and "OrlogOnline" not in dice
    assert "not whole helmet dice" in catalogue("en")["rules.orlog.p7.text"]
    assert "et non des dés de casque entiers" in catalogue("fr")["rules.orlog.p7.text"]
