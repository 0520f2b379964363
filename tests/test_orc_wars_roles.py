"""HeroCard Orc Wars: the elves choose their roles and hero decks (C2.4), a move is not interrupted by an action
(C8.1, C11.1), and every role and deck combination plays random games through the generic test."""

from __future__ import annotations

from itertools import permutations

import pytest

from orcdesk.core.rng import Rng
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import DATA, HERO_ORDER
from tests.test_orc_wars_helpers import A, H, T, blank, elf_action, set_hand, touch

ROLES = HERO_ORDER


def _elf_action(s, seat):
    elf_action(s, seat)
    s.tricks, s.trick_pool = [], list(range(8))  # no Trip Wire window
    touch(s)


def test_defaults_are_the_seats_of_old():
    s = E.OrcWarsState.new(4, 1, {"scenario": "orc_camp"})
    assert [s.role_of(seat) for seat in (1, 2, 3)] == ["paladin", "ranger", "sorcerer"]
    assert [s.deck_of(seat) for seat in (0, 1, 2, 3)] == ["orc", "paladin", "ranger", "sorcerer"]


def test_a_role_with_another_deck():
    """The role gives the power and the wound track, the deck its cards and its attribute cards."""
    s = E.OrcWarsState.new(2, 3, {"scenario": "orc_camp", "role_1": "sorcerer", "deck_1": "paladin"})
    assert s.role_of(1) == "sorcerer" and s.power_of(1) == "arcane_bolt"
    assert s.wound_track(1) == DATA.heroes["sorcerer"]["wounds"]
    assert s.attributes_of(1) == DATA.heroes["paladin"]["attrs"]
    assert set(s.hands[1]) <= set(DATA.deck_cards["paladin"])
    obs = s.observation(1)["elves"][0]
    assert (obs["role"], obs["deck"]) == ("sorcerer", "paladin")
    s.check_invariants()


def test_seats_left_out_take_the_free_roles_and_their_own_decks():
    s = E.OrcWarsState.new(3, 1, {"scenario": "orc_camp", "role_1": "ranger"})
    assert [s.role_of(1), s.role_of(2)] == ["ranger", "paladin"]
    assert [s.deck_of(1), s.deck_of(2)] == ["ranger", "paladin"]
    s = E.OrcWarsState.new(3, 1, {"scenario": "orc_camp", "deck_2": "paladin"})
    assert [s.deck_of(1), s.deck_of(2)] == ["ranger", "paladin"], "the Paladin's deck is taken: the next free"


@pytest.mark.parametrize("what", ["role", "deck"])
def test_two_elves_never_share_a_role_or_a_deck(what):
    with pytest.raises(ValueError, match=f"share a {what}"):
        E.OrcWarsState.new(3, 1, {"scenario": "orc_camp", f"{what}_1": "ranger", f"{what}_2": "ranger"})
    # A seat not in play does not count.
    E.OrcWarsState.new(2, 1, {"scenario": "orc_camp", f"{what}_1": "ranger", f"{what}_2": "ranger"})


def _combinations():
    """At 2 players every role with every deck; at 4 every assignment of the roles and of the decks to seats."""
    out = [(2, {"scenario": "orc_camp", "role_1": r, "deck_1": d}) for r in ROLES for d in ROLES]
    for roles in permutations(ROLES):
        for decks in permutations(ROLES):
            out.append(
                (
                    4,
                    {
                        "scenario": "relics",
                        **{f"role_{i + 1}": r for i, r in enumerate(roles)},
                        **{f"deck_{i + 1}": d for i, d in enumerate(decks)},
                    },
                )
            )
    return out


def _own_decks(players_options) -> bool:
    """Two players, or four whose every elf plays its own role's deck: the fast tier's share of the pairings."""
    players, options = players_options
    return players == 2 or all(options[f"role_{i}"] == options[f"deck_{i}"] for i in (1, 2, 3))


@pytest.mark.parametrize("own_decks", [True, pytest.param(False, marks=pytest.mark.slow)])
def test_every_role_and_deck_combination_plays_random_games(own_decks):
    """A random game per pairing, invariants checked along the way, replayed exactly from its seed and moves.
    (The generic random-game test, tests/test_generic_games.py, plays every role and deck value of every seat
    with its deep checks; this covers their combinations.) The fast tier plays the pairings of ``_own_decks``,
    the full suite the other four-player ones too."""
    for game_no, (players, options) in enumerate(_combinations()):
        if _own_decks((players, options)) != own_decks:
            continue
        s = E.OrcWarsState.new(players, 100 + game_no, options)
        rng = Rng(game_no)
        played = []
        while not s.is_terminal():
            seat = s.to_act()[0]
            action = rng.choice(s.legal_actions(seat))
            s.apply(action, seat)
            played.append((seat, action))
            if len(played) % 40 == 0:
                s.check_invariants()
        s.check_invariants()
        assert s.winners()
        twin = E.OrcWarsState.new(players, 100 + game_no, options)
        for seat, action in played:
            twin.apply(action, seat)
        assert twin == s, options


# ---------------------------------------------------------------- C8.1: a move is not interrupted by an action
def _treasure_walk(role):
    s = blank("relics", 2, role_1=role, deck_1=role)
    me = s.board.index[s.board.centres[1]]
    s.elf_hex[1] = me
    _elf_action(s, 1)
    s.move_left[E.ELF_MOVE_SLOT] = 3
    set_hand(s, 1, [])
    nxt = s.board.neigh[me][0]
    s.treasure_hex[0] = nxt
    touch(s)
    return s, nxt


@pytest.mark.parametrize("role", ROLES)
def test_a_pickup_ends_the_move(role):
    """Picking up a treasure is a Restricted action (C11.1): after it the rest of the move is lost, whatever the
    role (only the attack splits the Ranger's move)."""
    s, nxt = _treasure_walk(role)
    s.apply(A("move", fig=26, hex=nxt), 1)
    assert s.move_left[E.ELF_MOVE_SLOT] == 2 and any(E.CODEC.kind_of(a) == "move" for a in s.legal_actions(1))
    s.apply(A("pickup", treasure=0), 1)
    assert not any(E.CODEC.kind_of(a) == "move" for a in s.legal_actions(1))


def test_a_pickup_before_moving_keeps_the_move():
    s, nxt = _treasure_walk("paladin")
    s.treasure_hex[0] = s.elf_hex[1]
    touch(s)
    s.apply(A("pickup", treasure=0), 1)
    assert any(E.CODEC.kind_of(a) == "move" for a in s.legal_actions(1)), "the move has not begun: it may follow"


def test_only_the_rangers_attack_splits_a_move():
    for role, splits in (("ranger", True), ("paladin", False)):
        s = blank("orc_camp", 2, role_1=role, deck_1="ranger")
        s.king_hex = H(s, -3, 5)
        s.tricks, s.trick_pool = [], list(range(8))
        me = H(s, 0, 0)
        s.elf_hex[1] = me
        _elf_action(s, 1)
        s.move_left[E.ELF_MOVE_SLOT] = 3
        s.fig_hex[0], s.fig_type[0] = H(s, 2, 0), 0
        set_hand(s, 1, ["Hunting Knife"])
        s.apply(A("move", fig=26, hex=H(s, 1, 0)), 1)
        s.apply(A("attack", card=T("Hunting Knife"), by=26, target=0), 1)
        while s.step == E.S_EXCHANGE:
            s.apply(E.A_PASS, s.to_act()[0])
        assert any(E.CODEC.kind_of(a) == "move" for a in s.legal_actions(1)) == splits, role


# ---------------------------------------------------------------- the setup screen
def _setup(players):
    from orcdesk.ui.app import App
    from orcdesk.ui.scenes.setup import SetupScene

    app = App((1024, 600))
    scene = SetupScene(app, "orc_wars")
    app.stack.push(scene)
    scene.set_players(players)
    return scene


def test_the_setup_lets_each_elf_pick_a_role_and_a_deck_never_shared():
    scene = _setup(4)
    role_1 = scene.seat_choices[1][0]
    scene.next_seat_choice("role_1", role_1[2])  # the Paladin's seat takes the Ranger: the Ranger's gets the Paladin
    roles = [scene.options[f"role_{s}"] for s in (1, 2, 3)]
    decks = [scene.options[f"deck_{s}"] for s in (1, 2, 3)]
    assert roles == ["ranger", "paladin", "sorcerer"] and decks == roles, "own decks follow their roles"
    scene.next_seat_choice("deck_3", scene.seat_choices[3][1][2])  # the Sorcerer takes the Paladin deck
    assert [scene.options[f"deck_{s}"] for s in (1, 2, 3)] == ["ranger", "sorcerer", "paladin"]
    labels = [b.label for b in scene.seat_choice_buttons[3]]
    assert labels == ["Sorcerer", "Paladin deck"]
    options = scene.table_cls.setup_finish(dict(scene.options), ["human"] * 4, set(scene.chosen))
    E.OrcWarsState.new(4, 1, options).check_invariants()


def test_the_prisoners_is_offered_at_two_players_only():
    scene = _setup(3)
    assert scene.options["scenario"] == "orc_camp"
    shown = {b.key for row in scene.option_buttons for b in row if b.visible}
    assert "option:scenario:prisoner" not in shown and "option:scenario:relics" in shown
    scene.set_players(2)
    assert any(b.visible for row in scene.option_buttons for b in row if b.key == "option:scenario:prisoner")


def test_ai_elves_take_the_roles_that_suit_the_scenario():
    from orcdesk.ui.tables.orc_wars.table import OrcWarsTable

    base = {
        "scenario": "relics",
        **{f"role_{s}": r for s, r in zip((1, 2, 3), ROLES)},
        **{f"deck_{s}": r for s, r in zip((1, 2, 3), ROLES)},
    }
    best = DATA.ai_roles["relics"]
    out = OrcWarsTable.setup_finish(dict(base), ["human", "normal"], set())
    assert out["role_1"] == best[0] and out["deck_1"] == best[0]
    # the player's own choice stays; the AI takes the best role left
    out = OrcWarsTable.setup_finish({**base, "role_1": best[0]}, ["human", "human", "hard"], {"role_1"})
    assert out["role_1"] == best[0] and out["role_2"] != best[0] and out["role_3"] in best
    E.OrcWarsState.new(3, 1, out).check_invariants()


def test_the_log_names_cleave():
    from orcdesk.ui.staging import build_table

    _, table = build_table("orc_wars", seed=2, size=(1024, 600))
    line = table.describe_event(
        {"type": "orc_dies", "slot": 0, "clan": "black_skull", "figure": 0, "hex": 3, "effect": "cleave"}
    )
    assert line.startswith("Cleave:") and "dies too" in line
