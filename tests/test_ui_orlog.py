"""The Orlog table driven by synthesized mouse clicks, as a player would, and the 3D dice renderer."""

from __future__ import annotations

import pygame
import pytest

from orcdesk.core.rng import Rng
from orcdesk.ui.app import App
from orcdesk.ui.kit import dice as dicekit
from orcdesk.ui.scenes.result import ResultScene
from orcdesk.ui.tables.orlog import OrlogTable
from orcdesk.ui.tables.orlog import art as O
from tests.ui_driver import click_target, settle


@pytest.fixture(scope="module")
def app():
    a = App((1280, 720))
    a.settings["anim_speed"] = 0.0  # animations finish at once; the logic is the same
    yield a
    pygame.quit()


def new_table(app, seed, seats=("human", "random"), options=None):
    from orcdesk.ui.scenes.menu import MenuScene

    app.stack.reset(MenuScene(app))
    table = OrlogTable(app, "orlog", seats=list(seats), seed=seed, options=options, inline_ai=True)
    app.stack.push(table)
    return table


def play_whole_game_by_clicks(app, seed, pick=None):
    """Play the human seat with clicks only; ``pick(table, legal, rng)`` chooses the action (default random)."""
    table = new_table(app, seed)
    rng = Rng(seed)
    modes = set()
    while app.stack.top is table:
        settle(app, table)
        if app.stack.top is not table:
            break
        seat = table.human_to_act()
        legal = table.state.legal_actions(seat)
        action = pick(table, legal, rng) if pick else rng.choice(legal)
        modes.add(table.asked())
        before = len(table.history.actions)
        for target in table.click_path(action):
            click_target(app, table, target)
        assert len(table.history.actions) > before, "the clicks did not play a move"
        assert table.history.actions[before] == (seat, table.state.action_to_text(action))
    assert table.state.is_terminal()
    assert isinstance(app.stack.top, ResultScene)
    return table, modes


def test_whole_game_by_mouse_reaches_the_result(app):
    table, modes = play_whole_game_by_clicks(app, 3)
    assert {"draft", "keep", "favor"} <= modes
    result = app.stack.top
    winner = table.state.winners()[0]
    health = table.state.observation(table.viewer)["players"]
    # the result explains the end: health left on both sides, matching the engine
    for seat in (0, 1):
        assert any(line.startswith("!") and str(max(0, health[seat]["health"])) in line for line in result.lines)
    assert health[1 - winner]["health"] <= 0
    # the log told the story in words
    assert any("—" in text for text, _ in table.log.lines)
    app.step(1 / 60)


def test_display_model_matches_the_engine_after_each_move(app):
    """After every animation the drawn dice, health and tokens are the engine's."""
    table = new_table(app, 8)
    rng = Rng(8)
    for _ in range(40):
        settle(app, table)
        if app.stack.top is not table:
            break
        obs = table.state.observation(table.viewer)
        for seat in (0, 1):
            shown = table.view["players"][seat]
            assert (shown["health"], shown["tokens"]) == (
                obs["players"][seat]["health"],
                obs["players"][seat]["tokens"],
            )
            faces = [d.face for d in table.dice[seat]]
            assert faces == [d["face"] for d in obs["players"][seat]["dice"]]
            kept = [d.kept for d in table.dice[seat]]
            assert kept == [d["kept"] for d in obs["players"][seat]["dice"]]
        seat = table.human_to_act()
        action = rng.choice(table.state.legal_actions(seat))
        for target in table.click_path(action):
            click_target(app, table, target)


def test_keep_click_toggles_and_slides_to_the_kept_row(app):
    table = new_table(app, 5)
    rng = Rng(5)
    while True:  # draft, then reach the human's first keep decision
        settle(app, table)
        if table.asked() == "keep":
            break
        seat = table.human_to_act()
        for target in table.click_path(rng.choice(table.state.legal_actions(seat))):
            click_target(app, table, target)
    die = next(r.target for r in table.hit_regions() if r.target[0] == "die")
    index = die[2]
    click_target(app, table, die)
    assert index in table.selected
    app.step(0.5)
    d = table.dice[table.viewer][index]
    assert abs(d.pos[1] - table.lay.kept_y[table.viewer]) < 2, "a kept die sits on the kept row"
    click_target(app, table, ("die", table.viewer, index))
    assert index not in table.selected
    before = len(table.history.actions)
    click_target(app, table, ("btn", "roll"))
    assert table.history.actions[before][1] == "keep none"


def test_favor_tiers_are_clickable_cards(app):
    table = new_table(app, 21)
    rng = Rng(21)
    for _ in range(200):
        settle(app, table)
        if table.asked() == "favor":
            break
        seat = table.human_to_act()
        for target in table.click_path(rng.choice(table.state.legal_actions(seat))):
            click_target(app, table, target)
    assert table.asked() == "favor"
    tiers = [r.target for r in table.hit_regions() if r.target[0] == "tier"]
    assert len(tiers) == 9, "three gods, three tiers each"
    before = len(table.history.actions)
    click_target(app, table, tiers[-1])
    god, tier = tiers[-1][1], tiers[-1][2]
    assert table.history.actions[before][1] == f"favor {god} {tier}"


def test_every_face_and_state_renders():
    look = dicekit.DieLook(("axe", "arrow", "helmet", "shield", "hand", "axe"), (False, True, True, False, True, False))
    for up in range(6):
        for state in dicekit.STATES:
            sprite = dicekit.render_die(look, up, 48, state)
            w, h = sprite.surface.get_size()
            assert w > 48 and h > 48
            cx, cy = sprite.anchor
            assert sprite.surface.get_at((cx, cy)).a >= 250, "the die body is opaque at its centre"
    pips = dicekit.pip_die_look()
    for up in range(6):
        assert dicekit.render_die(pips, up, 40).surface.get_at(dicekit.render_die(pips, up, 40).anchor).a >= 250
    # the top face shows its picture: a different face on top gives a different image
    a = dicekit.render_die(look, 0, 64).surface
    b = dicekit.render_die(look, 2, 64).surface
    assert pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA")
    with pytest.raises(ValueError):
        dicekit.render_die(look, 0, 48, "sparkly")
    with pytest.raises(ValueError):
        dicekit.DieLook(("axe",) * 5)


def test_tumble_lands_on_the_resting_die():
    look = O.die_looks("bone")[2]
    rest = dicekit.render_die(look, 3, 56)
    end, offset = dicekit.tumble_frame(look, 3, 56, 1.0, seed=9)
    assert offset == (0, 0) and end is rest
    frames = {
        pygame.image.tobytes(dicekit.tumble_frame(look, 3, 56, k / 10, seed=9)[0].surface, "RGBA") for k in range(10)
    }
    assert len(frames) >= 8, "the die moves while it tumbles"
    again = dicekit.tumble_frame(look, 3, 56, 0.3, seed=9)[0]
    assert again is dicekit.tumble_frame(look, 3, 56, 0.3, seed=9)[0], "frames are cached"


def test_god_cards_cover_every_god():
    ids = O.god_ids()
    assert len(ids) == 20 and set(ids) == set(O.RUNES)
    for god in ids:
        card = O.god_card(god, 150, tokens=5)
        assert card.get_size() == (150, 225)
        assert "⟨" not in O.god_name(god) and "⟨" not in O.tier_text(god, 3)


def test_every_event_of_random_games_is_worded_and_animated(app):
    """Random games touch every favor: each event gets a log line in words and plays without error."""
    table = new_table(app, 1)
    state_cls = type(table.state)
    kinds = set()
    for seed in range(40):
        state = state_cls.new(2, seed, {})
        rng = Rng(seed)
        table.state = state
        table.on_restored()
        while not state.is_terminal():
            seat = state.to_act()[0]
            for event in state.apply(state.random_action(seat, rng), seat):
                shown = state.redact_event(event, table.viewer)
                kinds.add(shown["type"])
                text = table.describe_event(shown)
                assert text is None or ("⟨" not in text and "{" not in text), (shown, text)
                table.animate_event(shown)
            table.queue.finish_all()
            table.update_table(1 / 60)
    assert {"roll", "keep", "attack", "damage", "favor_used", "steal", "game_over"} <= kinds
    assert len(kinds) >= 18, sorted(kinds)


def test_space_fast_forwards_the_resolution(app):
    """With real animation speed, Space makes the queued resolution play several times faster."""
    app.settings["anim_speed"] = 1.0
    try:
        durations = []
        for skip in (False, True):
            table = new_table(app, 2)
            state, rng = table.state, Rng(2)
            while not (state.phase == "favor" and state.to_act() == (0,)):  # the human chooses last
                acting = state.to_act()
                seat = 1 if state.phase == "favor" and 1 in acting else acting[0]
                table.play(state.random_action(seat, rng), seat)
                table.queue.finish_all()
            table.play(99, 0)  # no favor: the whole resolution is queued now
            frames = 0
            while table.queue.busy and frames < 3000:
                events = (
                    [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)]
                    if skip and frames == 1
                    else []
                )
                app.step(1 / 15, events=events)
                frames += 1
            durations.append(frames)
        assert durations[1] * 2 < durations[0], durations
    finally:
        app.settings["anim_speed"] = 0.0


def test_vidar_log_line_names_the_player_who_loses_helmets(app):
    """Issue 13 §5: after the opponent's Vidar the log said "-2 helmets for Opponent" when you had 1."""
    from orcdesk.games.orlog.engine import make_position

    table = new_table(app, 3)
    table.state = make_position(
        ("haaaaa", "aaaaaa"), gods=(("thor", "idunn", "loki"), ("vidar", "thor", "idunn")), tokens=(0, 2)
    )
    events = table.state.apply(table.state.action_from_text("favor none"), 0)
    events += table.state.apply(table.state.action_from_text("favor vidar 1"), 1)
    vidar = next(e for e in events if e["type"] == "bonus" and e["god"] == "vidar")
    assert table.describe_event(vidar) == "Vidar: -1 helmet for You."
    freyr = {"type": "bonus", "seat": 0, "god": "freyr", "face": "arrow", "amount": [1, 3]}  # [face, n]
    assert table.describe_event(freyr) == "Freyr: +3 arrows for You."
