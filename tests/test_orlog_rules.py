"""Orlog: dice layout, draft, roll/keep rules, resolution order, priorities, fizzling, coin, end of game."""

from __future__ import annotations

import json

import pytest

from orcdesk.core import IllegalAction, Rng
from orcdesk.core.data import load_yaml
from orcdesk.core.i18n import word
from orcdesk.games.orlog.engine import (
    FAVOR_NONE,
    GILDED,
    KEEP_ALL,
    KIND,
    OrlogState,
    action_text,
    make_position,
    parse_action,
)
from tests.test_orlog_favors import of_type, play


# ------------------------------------------------------------------ dice layout
def test_twelve_gilded_faces_two_per_die_never_an_axe():
    assert sum(sum(g) for g in GILDED) == 12
    for t in range(6):
        assert sum(GILDED[t]) == 2, f"die {t + 1}"
        assert sorted(KIND[t]) == [0, 0, 1, 2, 3, 4], f"die {t + 1}: 2 axes, arrow, helmet, shield, hand"
        assert not any(GILDED[t][f] for f in range(6) if KIND[t][f] == 0), f"die {t + 1} has a gilded axe"


def test_gilded_faces_per_die_match_the_digest():
    names = ["axe", "arrow", "helmet", "shield", "hand"]
    gilded = [sorted(names[KIND[t][f]] for f in range(6) if GILDED[t][f]) for t in range(6)]
    assert gilded == [
        ["arrow", "hand"],
        ["hand", "shield"],
        ["arrow", "helmet"],
        ["hand", "helmet"],
        ["arrow", "shield"],
        ["helmet", "shield"],
    ]
    # three gilded faces each for arrow, hand, shield and helmet
    flat = sum(gilded, [])
    assert all(flat.count(k) == 3 for k in ("arrow", "hand", "shield", "helmet"))


def test_every_option_has_its_digest_default():
    options = load_yaml("orlog.yaml")["options"]
    state = OrlogState.new(2, 1)
    assert state.options == {name: entry["default"] for name, entry in options.items()}
    assert state.options["gilded_tokens_before_prefavors"] is True and state.options["odin_priority"] == 7
    with pytest.raises(ValueError):
        OrlogState.new(2, 1, {"odin_priority": 5})
    with pytest.raises(ValueError):
        OrlogState.new(3, 1)


# ------------------------------------------------------------------ draft
def _draft(state, picks=(("thor", "idunn", "loki"), ("thor", "frigg", "odin"))):
    events = []
    for i in range(3):
        for seat in (0, 1):
            events += state.apply(state.action_from_text(f"god {picks[seat][i]}"), seat)
    return events


def test_draft_is_secret_and_simultaneous():
    state = OrlogState.new(2, 5)
    assert state.to_act() == (0, 1)
    state.apply(state.action_from_text("god thor"), 0)
    assert state.observation(1)["players"][0]["gods"] is None
    assert state.observation(1)["players"][0]["gods_picked"] == 1
    assert state.observation(0)["players"][0]["gods"] == ["thor"]
    with pytest.raises(IllegalAction):
        state.apply(state.action_from_text("god thor"), 0)
    twin = state.determinize(1, Rng(3))
    assert twin.observation(1) == state.observation(1)
    state.apply(state.action_from_text("god thor"), 1)  # both may take the same god
    events = _draft(OrlogState.new(2, 5))
    revealed = of_type(events, "gods_revealed")[0]
    assert revealed["gods"] == [["loki", "thor", "idunn"], ["frigg", "thor", "odin"]]  # in data order
    assert of_type(events, "coin_toss") and of_type(events, "roll")


def test_random_god_selection_skips_the_draft():
    state = OrlogState.new(2, 9, {"god_selection": "random"})
    assert state.phase == "roll" and all(len(g) == 3 for g in state.gods)


# ------------------------------------------------------------------ rolls and keeps
def test_roll_order_keeps_and_third_roll():
    state = OrlogState.new(2, 11)
    _draft(state)
    c, o = state.coin, 1 - state.coin
    seen = []
    while state.phase == "roll":
        seat = state.to_act()[0]
        seen.append((seat, state.roll_no))
        state.apply(0, seat)  # keep nothing
    assert seen == [(c, 1), (o, 1), (c, 2), (o, 2)]
    assert state.phase == "favor" and state.kept == [KEEP_ALL, KEEP_ALL]
    assert state.to_act() == (0, 1)


def test_kept_dice_are_locked_and_keeping_all_skips_later_rolls():
    state = OrlogState.new(2, 11)
    _draft(state)
    c = state.coin
    state.apply(parse_action("keep 1 2"), c)
    state.apply(KEEP_ALL, 1 - c)  # the other keeps all six at once
    assert state.to_act() == (c,) and state.roll_no == 2
    assert set(state.legal_actions(c)) == {m for m in range(64) if m & 3 == 0}
    with pytest.raises(IllegalAction) as err:
        state.apply(parse_action("keep 1"), c)
    assert err.value.reason.key == "orlog.refuse.kept_stays"
    assert "stays kept" in word(err.value.reason)
    events = state.apply(parse_action("keep none"), c)
    # the other player is skipped on rolls 2 and 3; the coin holder's third roll is kept whole
    rolls = of_type(events, "roll")
    assert [(e["seat"], e["roll"]) for e in rolls] == [(c, 3)] and rolls[0]["dice"] == [2, 3, 4, 5]
    assert of_type(events, "keep")[-1]["auto"] is True
    assert state.phase == "favor"


def test_roll_events_are_barriers_and_show_the_dice():
    state = OrlogState.new(2, 12)
    events = _draft(state)
    roll = of_type(events, "roll")[0]
    assert roll["barrier"] is True and len(roll["faces"]) == 6
    obs = state.observation(None)
    assert [d["face"] for d in obs["players"][roll["seat"]]["dice"]] == roll["faces"]


def test_text_notation():
    for text in [
        "keep 1 3 6",
        "keep none",
        "favor none",
        "favor thor 2",
        "god loki",
        "sacrifice 4",
        "freyr hand",
        "pick p2 d7",
        "pick done",
    ]:
        assert action_text(parse_action(text)) == text
    for bad in ["keep 7", "favor thor 4", "god zeus", "pick p3 d1", "", "sacrifice x"]:
        with pytest.raises(ValueError):
            parse_action(bad)


# ------------------------------------------------------------------ favor phase
def test_favor_choice_is_hidden_until_both_chose():
    state = make_position(("aaaaaa", "hhhHHH"), tokens=(4, 0))
    state.apply(parse_action("favor thor 1"), 0)
    assert state.to_act() == (1,)
    hidden = state.observation(1)["players"][0]["favor"]
    assert hidden["chosen"] is True and hidden["god"] is None and hidden["tier"] is None
    assert state.observation(0)["players"][0]["favor"]["god"] == "thor"
    twin = state.determinize(1, Rng(4))
    assert twin.observation(1) == state.observation(1)
    with pytest.raises(IllegalAction):
        state.apply(parse_action("favor odin 1"), 1)  # not one of its gods
    events = state.apply(FAVOR_NONE, 1)
    assert of_type(events, "favor_revealed")[0]["favors"] == [["thor", 1], None]
    chosen = of_type(events, "favor_chosen")[0]
    assert state.redact_event(chosen, 0)["god"] is None


# ------------------------------------------------------------------ resolution order
def test_gilded_tokens_pay_pre_combat_favors_by_default():
    # 0 tokens, 2 gilded helmets... Vidar 1 costs 2: affordable only if the gilded tokens come first
    state, events = play(("hhhHHa", "hhhHHH"), ("vidar 1", None))
    assert of_type(events, "favor_used")
    state, events = play(("hhhHHa", "hhhHHH"), ("vidar 1", None), options={"gilded_tokens_before_prefavors": False})
    assert of_type(events, "favor_fizzled")[0]["reason"] == "tokens"


def test_canonical_step_order():
    _, events = play(("aaaaan", "aaaarN"), ("thor 1", "baldr 1"), tokens=(4, 3))
    kinds = [e["type"] for e in events]
    order = [kinds.index(k) for k in ("favor_revealed", "tokens", "favor_used", "attack", "steal")]
    assert order == sorted(order)
    used = of_type(events, "favor_used")
    assert [u["god"] for u in used] == ["baldr", "thor"]  # pre-combat before post-combat
    assert kinds.index("round_end") > kinds.index("damage")


def test_coin_holder_attacks_first_and_a_kill_ends_the_game_at_once():
    # both would kill: the coin holder strikes first, the other never attacks
    state, events = play(("aaaaaa", "aaaaaa"), coin=1, health=(3, 3))
    assert state.is_terminal() and state.winners() == [1] and state.health == [0, 3]
    assert [e["seat"] for e in of_type(events, "attack")] == [1]
    assert of_type(events, "game_over")[0]["winner"] == 1
    assert state.to_act() == () and state.legal_actions(0) == [] and state.returns() == [0.0, 1.0]


def test_same_priority_coin_holder_first():
    # both call Thor 1 at 3 health: only the coin holder's Thor happens
    for coin in (0, 1):
        state, events = play(("hhhHHH", "hhhHHH"), ("thor 1", "thor 1"), tokens=(1, 1), health=(2, 2), coin=coin)
        assert [e["seat"] for e in of_type(events, "favor_used")] == [coin]
        assert state.winners() == [coin]


def test_coin_holder_steals_first_and_steals_pay_post_combat_favors():
    state, events = play(("nnnaaa", "nnnaaa"), ("thor 1", None), tokens=(1, 3), coin=0)
    steals = of_type(events, "steal")
    assert [(e["seat"], e["amount"]) for e in steals] == [(0, 3), (1, 3)]
    assert of_type(events, "favor_fizzled")[0]["reason"] == "tokens"
    # stolen tokens pay for Thor
    state, events = play(("nnnaaa", "hhhHaa"), ("thor 1", None), tokens=(1, 3))
    assert of_type(events, "favor_used")[0]["god"] == "thor" and state.tokens[0] == 0


def test_unaffordable_favor_fizzles_for_free():
    state, events = play(("aaaaaa", "aaaaaa"), ("thor 3", None), tokens=(11, 0))
    fizzle = of_type(events, "favor_fizzled")[0]
    assert fizzle["reason"] == "tokens" and state.tokens[0] == 11


def test_odin_priority_option_moves_odin_before_combat():
    _, events = play(
        ("hhhHHH", "aaaaaa"), ("odin 1", None), tokens=(6, 0), answers=["sacrifice 1"], options={"odin_priority": 3}
    )
    kinds = [e["type"] for e in events]
    assert kinds.index("sacrifice") < kinds.index("attack")


def test_token_cap_option():
    state, _ = play(("nnnNNN", "hhhHHH"), tokens=(49, 3), options={"token_cap": 50})
    assert state.tokens[0] == 50


def test_loki_ban_keeps_gilded_token_but_stops_the_die():
    # the banned gilded hand already paid its token (canonical order) but steals nothing
    state, events = play(("hhhHHH", "Naaaaa"), ("loki 1", None), tokens=(3, 5), answers=["pick p2 d1"])
    assert [e["amount"] for e in of_type(events, "tokens") if e["seat"] == 1] == [1]
    assert not [e for e in of_type(events, "steal") if e["seat"] == 1]


# ------------------------------------------------------------------ rounds and the coin
def test_coin_alternates_every_round():
    state = OrlogState.new(2, 21)
    _draft(state)
    rng = Rng(2)
    holders = []
    while not state.is_terminal() and len(holders) < 6:
        if state.phase == "roll" and state.roll_no == 1 and state.turn == 0:
            holders.append(state.coin)
        seat = state.to_act()[0]
        state.apply(rng.choice(state.legal_actions(seat)), seat)
    assert holders[:4] == [holders[0], 1 - holders[0], holders[0], 1 - holders[0]]


def test_state_dict_round_trip_mid_resolution():
    state, _ = play(("hhhHHH", "hhhHHH"), ("freyja 2", "odin 1"), tokens=(4, 6))
    data = json.loads(json.dumps(state.to_dict()))
    again = OrlogState.from_dict(data)
    assert again == state
    again.check_invariants()
    assert again.legal_actions(1) == state.legal_actions(1)


def test_the_state_dict_holds_the_declared_fields_in_their_order():
    """The dict's fields are read off OrlogState's declarations (_FIELDS): a field declared there is a key of every
    save, so the saved format changes only on purpose."""
    header = ["game", "version", "players", "rng", "options"]
    fields = "phase gods coin round health tokens winner tmpl face kept banned".split()
    fields += "favor eff_tier status mods queue pos gilded_done pending log roll_no turn".split()
    assert list(OrlogState._FIELDS) == fields
    assert list(OrlogState.new(2, 1).to_dict()) == header + fields


def test_from_dict_names_the_bad_field():
    data = OrlogState.new(2, 1).to_dict()
    data["health"] = [15]
    with pytest.raises(ValueError, match="health"):
        OrlogState.from_dict(data)


def test_broken_data_names_file_line_and_field():
    from orcdesk.core.data import DataError, parse_yaml
    from orcdesk.games.orlog import engine
    from orcdesk.resources import resource_path

    text = (
        resource_path("data", "orlog.yaml")
        .read_text(encoding="utf-8")
        .replace(
            "[[axe, false], [shield, true], [axe, false], [hand, true]",
            "[[axe, false], [shield, maybe], [axe, false], [hand, true]",
        )
    )
    with pytest.raises(DataError) as err:
        engine._Data(parse_yaml(text, "data/orlog.yaml"))
    assert err.value.file == "data/orlog.yaml" and err.value.field == "dice" and err.value.line
    assert "die 2" in str(err.value)
