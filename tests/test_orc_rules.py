"""Orc rules: one test per rule, and every worked example of the rulebook (orc.md section 1.4).

Positions are typed in as dicts (``OrcState.from_dict``) with colour names and two-letter card codes:
``"ry"`` is the card with 1 red orc and 2 yellow orcs; ``"ry:y"`` is that card played with its yellow end
facing the tribe. North is seat 0, South is seat 1. Unless said otherwise the box is on the left, so
position 0 is the tribe nearest the box.
"""

from __future__ import annotations

import json

import pytest

from orcdesk.core import IllegalAction, Reason, Rng, StateFormatError
from orcdesk.core.i18n import word
from orcdesk.games.orc.engine import (
    CARD_CODE,
    COLOURS,
    N_CARDS,
    OrcState,
    card_id,
    discard_action,
    draw_action,
    play_action,
)

NORTH, SOUTH = 0, 1


def tribe(colour, value, pile=(), north=(), south=(), **status):
    return {"colour": colour, "value": value, "pile": list(pile), "sides": [list(north), list(south)], **status}


def position(tribes, hands, **fields):
    return OrcState.from_dict({"game": "orc", "version": 1, "tribes": tribes, "hands": hands, **fields})


def do(state, *texts, seat=None):
    """Apply actions given as text; return all their events."""
    events = []
    for text in texts:
        events += state.apply(state.action_from_text(text), seat)
        state.check_invariants()
    return events


def battles(events):
    return [e for e in events if e["type"] == "battle"]


def reason(state, text, seat=None):
    return state.refusal(state.action_from_text(text), seat)


# ---------------------------------------------------------------------------------------------- cards, setup


def test_thirty_cards_one_per_ordered_pair_of_colours():
    codes = [CARD_CODE[c] for c in range(N_CARDS)]
    assert N_CARDS == 30 and len(set(codes)) == 30
    for colour in COLOURS:
        letter = colour[0]
        assert sum(code[0] == letter for code in codes) == 5  # 1-orc end
        assert sum(code[1] == letter for code in codes) == 5  # 2-orc end
    assert card_id("ry") != card_id("yr")


@pytest.mark.parametrize("seed", range(40))
def test_oya_setup_frontier_piles_hands_and_starter(seed):
    s = OrcState.new(2, seed)
    obs = s.observation(None)
    assert sorted(t["colour"] for t in obs["tribes"]) == sorted(COLOURS)
    assert sorted(t["value"] for t in obs["tribes"]) == [1, 1, 1, 2, 2, 2]
    for k in range(3):  # each frontier card gives one tribe 1 and its neighbour 2
        assert {obs["tribes"][2 * k]["value"], obs["tribes"][2 * k + 1]["value"]} == {1, 2}
    assert [t["pile"] for t in obs["tribes"]] == [4] * 6
    starter = obs["starter"]
    assert obs["hand_counts"][starter] == 1 and obs["hand_counts"][1 - starter] == 2
    assert obs["phase"] == "box" and s.to_act() == (starter,)
    assert s.legal_actions(starter) == [s.action_from_text("box left"), s.action_from_text("box right")]


def test_setup_is_random_over_seeds():
    starters = {OrcState.new(2, seed).starter for seed in range(30)}
    rows = {tuple(OrcState.new(2, seed).colour) for seed in range(30)}
    assert starters == {0, 1} and len(rows) > 20


def test_starter_places_the_box_then_plays_first():
    s = OrcState.new(2, 3)
    starter = s.starter
    with pytest.raises(IllegalAction, match="common.refuse.not_your_turn"):
        s.apply(s.action_from_text("box left"), 1 - starter)
    events = do(s, "box right")
    assert events[0] == {"type": "box", "seat": starter, "side": "right"}
    obs = s.observation(starter)
    assert obs["box"] == "right" and obs["phase"] == "play" and obs["turn"] == starter
    assert [t["rank"] for t in obs["tribes"]] == [5, 4, 3, 2, 1, 0]


@pytest.mark.parametrize("choice,starter_is_chooser", [("first", True), ("second", False)])
def test_perplext_start_choice(choice, starter_is_chooser):
    s = OrcState.new(2, 11, {"start_rule": "perplext"})
    dealer = s.dealer
    chooser = 1 - dealer
    assert s.observation(chooser)["phase"] == "start" and s.to_act() == (chooser,)
    assert s.observation(chooser)["hand_counts"] == [0, 0]
    events = do(s, f"start {choice}")
    starter = chooser if starter_is_chooser else dealer
    assert s.starter == starter and s.to_act() == (starter,) and s.observation(0)["phase"] == "box"
    assert len(s.hands[starter]) == 1 and len(s.hands[1 - starter]) == 2
    deal = events[1]
    assert deal["type"] == "deal" and deal["barrier"] and s.redact_event(deal, dealer)[f"hand{chooser}"] is None
    do(s, "box left")  # the starter still places the box
    assert s.observation(0)["phase"] == "play" and s.turn == starter


def test_perplext_dealer_is_random():
    assert {OrcState.new(2, seed, {"start_rule": "perplext"}).dealer for seed in range(20)} == {0, 1}


def test_unknown_option_refused():
    with pytest.raises(ValueError):
        OrcState.new(2, 1, {"start_rule": "casual"})
    with pytest.raises(ValueError):
        OrcState.new(3, 1)


# ---------------------------------------------------------------------------------------------- examples 1 and 2


def example_1_position():
    return position(
        [
            tribe("yellow", 1, ["rp", "pr"]),
            tribe("green", 2, ["ry", "yr"]),
            tribe("white", 1, ["rb", "br"]),
            tribe("red", 2, ["yw", "wy"]),
            tribe("blue", 1, ["gw", "wg"]),
            tribe("purple", 2, ["gp", "pg"]),
        ],
        [["yb", "pb", "bw"], ["gb", "py"]],
        turn=NORTH,
    )


def test_example_1_play_two_blue_on_green_draws_one_card():
    s = example_1_position()
    events = do(s, "play yb b green")
    assert events == [
        {"type": "play", "seat": NORTH, "card": card_id("yb"), "tribe": 1, "colour": "blue", "orcs": 2, "draws": 1}
    ]
    assert s.observation(NORTH)["phase"] == "draw" and s.draws_left == 1
    events = do(s, "draw yellow")
    assert events[0]["type"] == "draw" and events[0]["card"] == card_id("pr") and events[0]["barrier"]
    assert events[-1] == {"type": "turn", "seat": SOUTH}
    assert card_id("pr") in s.hands[NORTH]
    side = s.observation(SOUTH)["tribes"][1]["sides"][NORTH]
    assert side["colour"] == "blue" and side["orcs"] == 2


def test_example_1_then_north_may_only_add_blue_on_green():
    s = example_1_position()
    do(s, "play yb b green", "draw yellow", "play py y green", "draw yellow")
    assert reason(s, "play bw w green") == Reason(
        "orc.refuse.one_colour_per_side",
        {"tribe": "orc.tribe.green", "colour": "orc.orcs.white", "own": "orc.orcs.blue"},
    )
    assert word(reason(s, "play bw w green")) == (
        "You already attack the green tribe with blue orcs: every card you add there must show blue orcs, "
        "not white orcs."
    )
    assert reason(s, "play pb b green") is None


def test_example_2_south_may_not_play_green_or_blue_on_green_but_yellow():
    s = example_1_position()
    do(s, "play yb b green", "draw yellow")
    assert word(reason(s, "play gb g green")) == (
        "A tribe is never attacked with its own colour: no green orcs against the green tribe."
    )
    assert reason(s, "play gb g green").key == "orc.refuse.tribe_colour"
    assert reason(s, "play gb b green").key == "orc.refuse.opponent_colour"
    assert "attacks the green tribe with blue orcs" in word(reason(s, "play gb b green"))
    assert reason(s, "play py y green") is None
    legal_on_green = {s.action_to_text(a) for a in s.legal_actions(SOUTH) if a < 360 and a % 12 // 2 == 1}
    assert legal_on_green == {"play py y green", "play py p green"}
    with pytest.raises(IllegalAction, match="tribe_colour"):
        s.apply(s.action_from_text("play gb g green"))


def test_attacking_several_tribes_with_the_same_colour_is_allowed():
    s = example_1_position()
    do(s, "play yb b green", "draw yellow", "discard gb", "draw yellow")
    assert reason(s, "play pb b red") is None


# ---------------------------------------------------------------------------------------------- example 3: tie


def example_3_position():
    return position(
        [
            tribe("yellow", 1, winner=NORTH, spear="ry"),
            tribe("green", 2, ["pw"], north=["yr:r"], south=["wb:b"]),
            tribe("white", 1, ["rp"]),
            tribe("red", 2, ["gp"]),
            tribe("blue", 1, ["pg"]),
            tribe("purple", 2, ["wy"]),
        ],
        [["bg"], ["py"]],
        turn=NORTH,
    )


def test_example_3_tie_goes_to_the_winner_of_the_neighbour_toward_the_box():
    s = example_3_position()
    events = do(s, "play bg g white", "draw green")
    [battle] = battles(events)
    assert battle["tribe"] == 1 and battle["colour"] == "green" and battle["orcs"] == [2, 2]
    assert battle["tie"] and battle["winner"] == NORTH and battle["decided_by"] == 0 and not battle["frozen"]
    # All the cards are discarded but one, turned spear side toward the winner.
    assert battle["spear"] == card_id("yr") and battle["discarded"] == [card_id("wb")]
    obs = s.observation(SOUTH)
    green = obs["tribes"][1]
    assert green["status"] == "won" and green["winner"] == NORTH
    assert green["spear"] == {"card": obs["tribes"][1]["spear"]["card"], "seat": NORTH}
    assert green["spear"]["card"]["code"] == "yr" and green["sides"][0]["cards"] == []
    assert "wb" in [c["code"] for c in obs["discard"]]
    assert obs["last_battles"] == [battle]


def test_tie_with_the_neighbour_won_by_the_opponent_goes_to_the_opponent():
    d = example_3_position().to_dict()
    d["tribes"][0]["winner"] = SOUTH
    s = OrcState.from_dict(d)
    [battle] = battles(do(s, "play bg g white", "draw green"))
    assert battle["winner"] == SOUTH


# ---------------------------------------------------------------------------------------------- example 4: clear win


def example_4_position():
    return position(
        [
            tribe("yellow", 1, ["rp"]),
            tribe("green", 2, ["pw"]),
            tribe("white", 1, ["gp"]),
            tribe("red", 2, ["wy"]),
            tribe("blue", 1, ["pg"], north=["yr:y"], south=["py:p", "wp:p"]),
            tribe("purple", 2, ["gw"]),
        ],
        [["bg"], ["ry"]],
        turn=SOUTH,
    )


def test_example_4_most_orcs_wins():
    s = example_4_position()
    events = do(s, "play ry y red", "draw blue")
    [battle] = battles(events)
    assert battle["tribe"] == 4 and battle["orcs"] == [1, 3] and battle["winner"] == SOUTH and not battle["tie"]
    assert battle["spear"] == card_id("py")  # the winner's card stays, spear toward the winner
    assert sorted(battle["discarded"]) == sorted([card_id("wp"), card_id("yr")])
    assert s.winner[4] == SOUTH and s.scores() == [0, 1]


def two_battles_position(box):
    return position(
        [
            tribe("yellow", 1, ["rp"]),
            tribe("green", 2, ["pw"], north=["yr:r"]),
            tribe("white", 1, ["gp"], north=["ry:r"], south=["gy:g"]),
            tribe("red", 2, ["wy"]),
            tribe("blue", 1, ["pg"]),
            tribe("purple", 2, ["gw"]),
        ],
        [["by"], ["bg"]],
        turn=NORTH,
        box=box,
    )


@pytest.mark.parametrize("order", [("draw white", "draw green"), ("draw green", "draw white")])
def test_example_4_two_battles_in_one_draw_step_nearest_the_box_first(order):
    s = two_battles_position("left")
    events = do(s, "play by b yellow", *order)  # a 1-orc play draws 2 cards
    first, second = battles(events)
    assert (first["tribe"], first["winner"], first["tie"]) == (1, NORTH, False)
    # The white tie looks toward the box at green, decided a moment ago.
    assert (second["tribe"], second["tie"], second["winner"], second["decided_by"]) == (2, True, NORTH, 1)
    assert events.index(first) < events.index(second)


def test_battle_order_follows_the_box_side():
    s = two_battles_position("right")
    events = do(s, "play by b yellow", "draw green", "draw white")
    first, second = battles(events)
    # Box on the right: white (rank 3) is nearer than green (rank 4); its tie looks at red, not yet won.
    assert first["tribe"] == 2 and first["frozen"] and first["frozen_on"] == 3
    assert second["tribe"] == 1 and second["winner"] == NORTH and second["cascade"] == []
    assert s.observation(0)["tribes"][2]["status"] == "frozen"


# ---------------------------------------------------------------------------------------------- example 5: frozen


def test_example_5_tie_with_unwon_neighbour_freezes_the_tribe():
    s = position(
        [
            tribe("yellow", 1, ["rp"]),
            tribe("green", 2, ["pw", "wy"]),
            tribe("white", 1, ["gp"], north=["ry:r"], south=["gy:g"]),
            tribe("red", 2, ["pg"]),
            tribe("blue", 1, ["gw"]),
            tribe("purple", 2, ["wg"]),
        ],
        [["yr", "by"], ["rb", "bg"]],
        turn=NORTH,
    )
    [battle] = battles(do(s, "play yr r yellow", "draw white"))
    assert battle["tie"] and battle["frozen"] and battle["frozen_on"] == 1 and battle["winner"] is None
    white = s.observation(SOUTH)["tribes"][2]
    assert white["status"] == "frozen" and white["frozen_on"] == 1 and white["sides"][0]["orcs"] == 1
    # No more cards there.
    assert reason(s, "play rb r white").key == "orc.refuse.tribe_frozen"
    assert word(reason(s, "play rb r white")).startswith("The white tribe is frozen")
    assert all(a % 12 // 2 != 2 for a in s.legal_actions(SOUTH) if a < 360)


def test_example_5_cascade_frozen_chain_goes_to_the_winner_of_the_neighbour():
    s = position(
        [
            tribe("yellow", 1, ["rp"]),
            tribe("green", 2, ["pw"], north=["yr:r"]),
            tribe("white", 1, [], north=["ry:r"], south=["gy:g"], frozen=True),
            tribe("red", 2, ["wy"]),
            tribe("blue", 1, ["pg"]),
            tribe("purple", 2, ["gw"]),
        ],
        [["by", "wg"], ["bg", "rb"]],
        turn=NORTH,
    )
    # North empties the red pile: 0-0 tie, its neighbour (white) is frozen, so red freezes on white.
    [battle] = battles(do(s, "discard wg", "draw red"))
    assert battle["frozen"] and battle["frozen_on"] == 2
    # South empties green: North wins it 2-0, and white, then red, follow.
    [battle] = battles(do(s, "discard bg", "draw green"))
    assert battle["winner"] == NORTH
    assert [(c["tribe"], c["winner"]) for c in battle["cascade"]] == [(2, NORTH), (3, NORTH)]
    assert battle["cascade"][0]["spear"] == card_id("ry") and battle["cascade"][0]["discarded"] == [card_id("gy")]
    assert battle["cascade"][1]["spear"] is None  # nobody had played on red
    assert s.winner[1:4] == [NORTH] * 3 and not any(s.frozen)


@pytest.mark.parametrize("box,tied,neighbour", [("left", 0, 5), ("right", 5, 0)])
def test_tie_nearest_the_box_wraps_round_to_the_farthest_tribe(box, tied, neighbour):
    tribes = [
        tribe("yellow", 1, ["rp"]),
        tribe("green", 2, ["pw"]),
        tribe("white", 1, ["gp"]),
        tribe("red", 2, ["wy"]),
        tribe("blue", 1, ["pg"]),
        tribe("purple", 2, ["gw"]),
    ]
    tribes[neighbour]["pile"] = []
    tribes[neighbour]["winner"] = SOUTH
    tribes[tied]["pile"] = ["rb"]
    s = position(tribes, [["by"], ["bg"]], turn=NORTH, box=box)
    [battle] = battles(do(s, "discard by", f"draw {tribes[tied]['colour']}"))
    assert battle["tie"] and battle["orcs"] == [0, 0] and battle["winner"] == SOUTH
    assert battle["decided_by"] == neighbour and battle["spear"] is None


def test_wrap_around_tie_freezes_then_follows_the_far_tribe_won_in_the_same_draw_step():
    s = position(
        [
            tribe("yellow", 1, ["rp"]),
            tribe("green", 2, ["pw"]),
            tribe("white", 1, ["gp"]),
            tribe("red", 2, ["wy"]),
            tribe("blue", 1, ["pg"]),
            tribe("purple", 2, ["gw"], north=["yr:r"]),
        ],
        [["by", "wg"], ["bg"]],
        turn=NORTH,
    )
    events = do(s, "play by b white", "draw purple", "draw yellow")
    first, second = battles(events)
    assert (first["tribe"], first["frozen"], first["frozen_on"]) == (0, True, 5)  # nearest the box goes first
    assert (second["tribe"], second["winner"]) == (5, NORTH)
    assert [(c["tribe"], c["winner"]) for c in second["cascade"]] == [(0, NORTH)]


def test_all_six_tied_is_a_draw_and_the_game_ends():
    tribes = [
        tribe("yellow", 1, ["rp"]),
        tribe("green", 2, frozen=True),
        tribe("white", 1, frozen=True),
        tribe("red", 2, frozen=True),
        tribe("blue", 1, frozen=True),
        tribe("purple", 2, frozen=True),
    ]
    s = position(tribes, [["by"], ["bg"]], turn=NORTH)
    events = do(s, "discard by", "draw yellow")
    [battle] = battles(events)
    assert battle["frozen"] and battle["frozen_on"] == 5
    over = events[-1]
    assert over["type"] == "game_over" and over["draw"] and over["winners"] == []
    assert s.is_terminal() and s.winners() == [] and s.scores() == [0, 0] and s.returns() == [0.5, 0.5]
    assert s.to_act() == () and s.legal_actions(0) == []


# ---------------------------------------------------------------------------------------------- example 6: score


def final_position(north_hand=("bw", "pw", "py"), box="left"):
    # Frontier: yellow 1 / white 2, red 1 / green 2, blue 1 / purple 2. North won white, green, yellow.
    return position(
        [
            tribe("yellow", 1, winner=NORTH),
            tribe("white", 2, winner=NORTH, spear="rb"),
            tribe("red", 1, winner=SOUTH, spear="yb"),
            tribe("green", 2, winner=NORTH),
            tribe("blue", 1, winner=SOUTH),
            tribe("purple", 2, winner=SOUTH),
        ],
        [list(north_hand), ["wr", "gr", "yp", "pb", "wb"]],
        phase="over",
        box=box,
    )


def test_example_6_final_score_south_wins_15_to_11():
    s = final_position()
    assert s.is_terminal() and s.scores() == [11, 15] and s.winners() == [SOUTH]
    north = {r["tribe"]: (r["value"], r["hand"], r["total"]) for r in s.score_breakdown(NORTH)}
    south = {r["tribe"]: (r["value"], r["hand"], r["total"]) for r in s.score_breakdown(SOUTH)}
    assert north == {"white": (2, 4, 6), "green": (2, 0, 2), "yellow": (1, 2, 3)}
    assert south == {"red": (1, 4, 5), "purple": (2, 3, 5), "blue": (1, 4, 5)}
    assert [r["tribe"] for r in s.score_breakdown(NORTH)] == ["yellow", "white", "green"]  # nearest the box first
    obs = s.observation(NORTH)
    assert obs["result"] == {"winners": [SOUTH], "scores": [11, 15], "tiebreak": False, "draw": False}
    assert obs["hands"][SOUTH] is not None and obs["scores"] == [11, 15]  # hands are revealed at the end


@pytest.mark.parametrize("box,winner", [("left", NORTH), ("right", SOUTH)])
def test_example_6_tie_in_total_goes_to_the_winner_of_the_tribe_nearest_the_box(box, winner):
    s = final_position(("bw", "pw", "py", "gy", "gp"), box=box)  # +1 green +2 yellow, +1 green: 15-15
    assert s.scores() == [15, 15] and s.winners() == [winner] and s.tiebreak()


def test_a_hand_card_counts_for_both_of_its_halves():
    s = final_position(("wy",))  # 1 white + 2 yellow, and North won both
    assert {r["tribe"]: r["hand"] for r in s.score_breakdown(NORTH)} == {"yellow": 2, "white": 1, "green": 0}
    assert s.scores()[NORTH] == 1 + 2 + 2 + 1 + 2


def test_played_and_discarded_cards_score_nothing():
    s = final_position(())
    assert s.scores() == [5, 15]


# ---------------------------------------------------------------------------------------------- drawing, ending


def small_position(**fields):
    return position(
        [
            tribe("yellow", 1, ["rp", "pr"]),
            tribe("green", 2, ["ry", "yr"]),
            tribe("white", 1, ["rb", "br"]),
            tribe("red", 2, ["yw", "wy"]),
            tribe("blue", 1, ["gw", "wg"]),
            tribe("purple", 2, ["gp", "pg"]),
        ],
        [["yb", "pb"], ["gb", "py"]],
        **fields,
    )


def test_one_orc_play_draws_two_cards_from_any_piles():
    s = small_position()
    events = do(s, "play yb y green")
    assert events[0]["orcs"] == 1 and events[0]["draws"] == 2 and s.draws_left == 2
    do(s, "draw purple")
    assert s.draws_left == 1 and s.turn == NORTH
    do(s, "draw white")  # a second, different pile
    assert s.turn == SOUTH and len(s.hands[NORTH]) == 3


def test_one_draw_step_can_empty_a_pile_by_taking_both_its_cards():
    s = small_position()
    events = do(s, "play yb y green", "draw purple", "draw purple")
    [battle] = battles(events)
    assert battle["tribe"] == 5 and battle["tie"] and battle["frozen"]  # 0-0, neighbour blue not won yet
    assert [e["type"] for e in events[:4]] == ["play", "draw", "draw", "battle"]  # it waits for the 2nd draw


def test_discard_draws_one_and_is_public():
    s = small_position()
    events = do(s, "discard pb")
    assert events == [{"type": "discard", "seat": NORTH, "card": card_id("pb"), "draws": 1}]
    assert s.draws_left == 1
    assert [c["code"] for c in s.observation(SOUTH)["discard"]] == [c["code"] for c in s.observation(None)["discard"]]
    assert "pb" in [c["code"] for c in s.observation(SOUTH)["discard"]]


def test_drawing_from_an_empty_pile_is_refused():
    d = small_position().to_dict()
    d["tribes"][5]["pile"] = ["gp"]
    d["discard"] = "rest"
    s = OrcState.from_dict(d)
    do(s, "play yb y green", "draw purple")  # purple empties: its battle waits for the end of the draw step
    assert reason(s, "draw purple") == Reason("orc.refuse.pile_empty", {"tribe": "orc.tribe.purple"})
    assert s.pending == [5]
    assert [b["tribe"] for b in battles(do(s, "draw yellow"))] == [5] and s.pending == []


def test_wrong_phase_turn_and_hand_are_refused_with_reasons():
    s = small_position()
    assert reason(s, "draw yellow") == Reason("orc.refuse.first_play")
    assert word(reason(s, "draw yellow")) == "Play or discard a card first; you draw after that."
    assert reason(s, "play gb b yellow", SOUTH) == Reason("common.refuse.not_your_turn")
    assert reason(s, "play gb b yellow", NORTH) == Reason("orc.refuse.not_in_hand")
    assert s.refusal("nonsense") == Reason("common.refuse.not_a_move")
    do(s, "play yb y green")
    assert word(reason(s, "discard pb")) == "Draw 2 more cards from a pile first."


def test_won_tribe_is_closed_to_plays():
    s = example_3_position()
    assert reason(s, "play bg g yellow").key == "orc.refuse.tribe_won"
    assert word(reason(s, "play bg g yellow")) == (
        "The yellow tribe has already been won: no more cards may be played there."
    )


def test_second_draw_with_no_card_left_is_lost_and_the_game_ends():
    s = position(
        [
            tribe("yellow", 1, winner=NORTH),
            tribe("white", 2, winner=NORTH),
            tribe("red", 1, winner=SOUTH),
            tribe("green", 2, winner=NORTH),
            tribe("blue", 1, winner=SOUTH),
            tribe("purple", 2, ["gy"], south=["ry:y"]),
        ],
        [["bw", "pw", "by"], ["wr", "gr"]],
        turn=NORTH,
    )
    events = do(s, "play by b purple", "draw purple")  # 1 blue orc: 2 draws, only 1 card left
    assert [e["type"] for e in events] == ["play", "draw", "draw_lost", "battle", "game_over"]
    assert battles(events)[0]["winner"] == SOUTH  # 2 yellow beat 1 blue
    over = events[-1]
    assert s.is_terminal() and over["scores"] == s.scores() and over["winners"] == s.winners()
    assert over["hands"][NORTH] == s.hands[NORTH]


def test_no_hand_limit_and_a_move_always_exists():
    s = OrcState.new(2, 5)
    rng = Rng(1)
    while not s.is_terminal():
        seat = s.to_act()[0]
        legal = s.legal_actions(seat)
        assert legal
        if s.phase == 2:
            assert all(discard_action(c) in legal for c in s.hands[seat])
        s.apply(rng.choice(legal), seat)
    assert all(not p for p in s.piles)


# ---------------------------------------------------------------------------------------------- information, notation


def test_observation_hides_the_other_hand_and_the_piles():
    s = small_position()
    obs = s.observation(NORTH)
    assert obs["hands"][SOUTH] is None and obs["hand_counts"] == [2, 2]
    assert [c["code"] for c in obs["hand"]] == ["yb", "pb"]
    text = json.dumps(obs)
    for hidden in ("gb", "py", "rp", "ry", "gw"):
        assert f'"{hidden}"' not in text
    assert s.observation(None)["hand"] == [] and s.observation(None)["hands"] == [None, None]


def test_determinize_resamples_only_unseen_cards():
    s = small_position()
    twin = s.determinize(NORTH, Rng(3))
    twin.check_invariants()
    assert twin.hands[NORTH] == s.hands[NORTH] and len(twin.hands[SOUTH]) == 2
    assert [len(p) for p in twin.piles] == [len(p) for p in s.piles]
    unseen = sorted(s.hands[SOUTH] + sum(s.piles, []))
    assert sorted(twin.hands[SOUTH] + sum(twin.piles, [])) == unseen
    assert twin.observation(NORTH) == s.observation(NORTH) and twin.rng != s.rng
    assert any(twin.determinize(NORTH, Rng(k)).hands[SOUTH] != s.hands[SOUTH] for k in range(10))


def test_action_text_round_trip_and_alternatives():
    s = small_position()
    a = play_action(card_id("yb"), 1, 1)
    assert s.action_to_text(a) == "play yb b green"
    assert s.action_from_text("play yb b 1") == a == s.action_from_text("PLAY yb 2 green")
    assert s.action_from_text("play yb blue green") == a
    assert s.action_to_text(draw_action(3)) == "draw red" and s.action_from_text("draw 3") == draw_action(3)
    assert s.action_to_text(discard_action(card_id("pb"))) == "discard pb"
    for bad in ("play yb r green", "play zz b green", "draw orange", "jump", ""):
        with pytest.raises(ValueError):
            s.action_from_text(bad)


def test_the_slots_are_the_declared_fields():
    """OrcState's __slots__ and its typed declarations name the same fields (GameState declares players, rng
    and options): a field added to one and not the other fails here."""
    assert set(OrcState.__slots__) == {*OrcState.__annotations__, "players", "rng", "options"}


def test_dict_round_trip_and_clone_independence():
    s = OrcState.new(2, 8)
    rng = Rng(2)
    for _ in range(15):
        seat = s.to_act()[0]
        s.apply(s.random_action(seat, rng), seat)
    again = OrcState.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again == s
    c = s.clone()
    seat = c.to_act()[0]
    c.apply(c.random_action(seat, rng), seat)
    assert c != s and again == s


@pytest.mark.parametrize(
    "mutate,field",
    [
        (lambda d: d["tribes"][0].update(colour="orange"), "tribes[0].colour"),
        (lambda d: d["tribes"][1].update(value=1), "tribes[0].value"),
        (lambda d: d["tribes"][0].update(pile=["yb"]), "tribes"),
        (lambda d: d["tribes"][0]["sides"][0].append("zz:z"), "tribes[0].sides[0][0]"),
        (lambda d: d.update(phase="dance"), "phase"),
        (lambda d: d.update(hands=[[]]), "hands"),
        (lambda d: d.update(discard=[]), "discard"),
    ],
)
def test_bad_state_dicts_name_the_field(mutate, field):
    d = small_position().to_dict()
    mutate(d)
    with pytest.raises(StateFormatError) as err:
        OrcState.from_dict(d)
    assert err.value.field == field


def test_impossible_rule_positions_are_refused():
    with pytest.raises(StateFormatError, match="tribe's colour"):
        position(
            [
                tribe("yellow", 1, ["rp"], north=["gy:y"]),
                tribe("green", 2, ["pw"]),
                tribe("white", 1, ["gp"]),
                tribe("red", 2, ["wy"]),
                tribe("blue", 1, ["pg"]),
                tribe("purple", 2, ["gw"]),
            ],
            [["by"], ["bg"]],
        )


# ---------------------------------------------------------------------------------------------- engine services


def test_random_action_is_legal_and_uniform():
    s = small_position()
    legal = s.legal_actions(NORTH)
    rng = Rng(4)
    counts = {}
    for _ in range(len(legal) * 400):
        a = s.random_action(NORTH, rng)
        counts[a] = counts.get(a, 0) + 1
    assert set(counts) == set(legal)
    assert min(counts.values()) > 300 and max(counts.values()) < 500  # 400 expected, sd 20


def test_clone_is_independent_and_seeded_games_replay():
    a, b = OrcState.new(2, 21), OrcState.new(2, 21)
    assert a == b
    c = a.clone()
    do(c, "box left")
    assert a.box == -1 and c.box == 0 and a != c
