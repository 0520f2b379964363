"""The Orcs & Trolls table driven by synthesized mouse clicks, as a player would: whole games to the result."""

from __future__ import annotations

import pygame
import pytest

from orcdesk.core.rng import Rng
from orcdesk.games.orcs_trolls import engine as E
from orcdesk.ui.app import App
from orcdesk.ui.scenes.result import ResultScene
from orcdesk.ui.tables.orcs_trolls import OrcsTrollsTable
from tests.ui_driver import click_target, post_click


@pytest.fixture(scope="module")
def app():
    a = App((1280, 720))
    a.settings["anim_speed"] = 0.0  # animations finish at once; the logic is the same
    return a


def new_table(app, seed, seats, options=None):
    from orcdesk.ui.scenes.menu import MenuScene

    app.stack.reset(MenuScene(app))
    table = OrcsTrollsTable(app, "orcs_trolls", seats=list(seats), seed=seed, options=options, inline_ai=True)
    app.stack.push(table)
    return table


def press_gate(app, table) -> str | None:
    """Where the table waits for the player (a Roll to press, a result to read), click its button."""
    gate = table.gate_waiting()
    if gate:
        regions = {r.target: r for r in table.hit_regions()}
        post_click(app, regions[("btn", f"gate_{gate}")].click_point())
    return gate


def play_by_clicks(app, table, seed, max_frames=20000):
    """The humans choose random legal actions and play them by clicking what the table draws."""
    from orcdesk.ui.scenes.handoff import HandoffScene

    rng = Rng(seed)
    ops = set()
    table.handoffs = 0
    for _ in range(max_frames):
        app.step(1 / 60)
        top = app.stack.top
        if isinstance(top, ResultScene):
            break
        if isinstance(top, HandoffScene):
            table.handoffs += 1
            post_click(app, (10, 10))
            continue
        if not table.can_act():
            continue
        seat = table.human_to_act()
        assert seat == table.viewer, "the table shows the pack and hand of the human who decides"
        action = rng.choice(table.state.legal_actions(seat))
        before = len(table.history.actions)
        for target in table.click_path(action):
            click_target(app, table, target)
        assert len(table.history.actions) > before, "the clicks did not play a move"
        assert table.history.actions[before] == (seat, table.state.action_to_text(action))
        ops.add(E.decode(action)[0])
    assert table.state.is_terminal() and isinstance(app.stack.top, ResultScene)
    return ops


def test_two_player_game_by_mouse(app):
    table = new_table(app, 4, ("human", "greedy"))
    ops = play_by_clicks(app, table, 4)
    # the draft, the end of a step, cards from the hand and the rolls were all played by clicks
    assert {E.OP_DRAFT, E.OP_PASS, E.OP_DISCARD} <= ops and len(ops) >= 6
    result = app.stack.top
    totals = [v["total"] for v in table.state.observation(0)["vp"]]
    assert any(line.startswith("!") and str(totals[0]) in line for line in result.lines)
    app.step(1 / 60)


def test_four_player_game_by_mouse_two_humans_hotseat(app):
    table = new_table(app, 8, ("human", "greedy", "human", "random"))
    ops = play_by_clicks(app, table, 8)
    assert {E.OP_DRAFT, E.OP_PASS} <= ops
    assert table.handoffs >= 3, "two humans share the screen: it is handed over between them"
    assert len(table.log.lines) > 50


def test_every_legal_action_has_clicks(app):
    """Across many positions (3 players), every legal action of the human maps to drawn, legal targets."""
    table = new_table(app, 5, ("human", "greedy", "greedy"))
    rng = Rng(5)
    checked = set()
    for _ in range(120):
        if table.state.is_terminal():
            break
        seat = table.state.to_act()[0]
        if table.is_human(seat):
            table.queue.finish_all()
            regions = {r.target: r for r in table.hit_regions()}
            for action in table.state.legal_actions(seat):
                first = table.click_path(action)[0]
                assert first in regions and regions[first].legal, (table.state.action_to_text(action), first)
                checked.add(E.decode(action)[0])
        table.play(table.state.random_action(seat, rng), seat)
        table.selected = None
    assert len(checked) >= 5


@pytest.mark.parametrize("players,size", [(2, (1280, 720)), (3, (1024, 768)), (4, (1280, 720)), (4, (1920, 1080))])
def test_table_renders_mid_game(players, size):
    from orcdesk.ui.staging import build_table

    app, table = build_table("orcs_trolls", seed=2, size=size, players=players)
    app.step(1 / 60, events=[])
    W, H = size
    for r in table.hit_regions():
        x, y = r.click_point()
        assert 0 <= x < W and 0 <= y < H, r.target
    assert len(table.lay.opp) == players - 1
    rects = list(table.lay.opp.values())
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    # the VP of every player is on screen (scoreboard) and the prompt is written in words
    assert "⟨" not in table.prompt()
    table.on_exit()


@pytest.mark.parametrize("size", [(800, 800), (1024, 600), (1280, 720)])
def test_a_long_hand_lies_whole_in_the_window_under_the_pack(size):
    """4 players, nine cards: every hand card is whole inside the window (they were cut at the bottom edge at
    1280x720, 1024x600 and 800x800) and below the viewer's pack and its treasures."""
    from orcdesk.ui.staging import build_table

    app, table = build_table("orcs_trolls", seed=2, size=size, players=4)
    table.obs["hand"] = list(range(40, 49))
    window = pygame.Rect((0, 0), size)
    placed = table.lay.hand_rects(table.obs["hand"], None)
    pack_bottom = max(
        [r.bottom for _, r, _ in table.lay.pack_rects(table.viewer, table.packs()[table.viewer])]
        + [
            s.bottom
            for *_, strips in table.lay.pack_rects(table.viewer, table.packs()[table.viewer])
            for _, s in strips
        ]
    )
    for card, rect in placed:
        assert window.contains(rect) and rect.y >= pack_bottom, (card, rect, pack_bottom)
    assert placed[0][1].h >= table.lay.u * 14, "the cards stay large enough to read"
    table.on_exit()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_word_is_translated(app, lang):
    from orcdesk.core.i18n import language, set_language

    previous = language()
    set_language(lang)
    try:
        table = new_table(app, 21, ("human", "greedy", "greedy"))
        rng = Rng(2)
        seen = []
        while not table.state.is_terminal():
            seat = table.state.to_act()[0]
            if table.is_human(seat):
                seen.append(table.prompt())
                seen += [r.reason for r in table.hit_regions() if not r.legal]
                seen += [r.tooltip for r in table.hit_regions() if r.tooltip]
            table.play(table.state.random_action(seat, rng), seat)
            table.queue.finish_all()
        seen += (
            [text for text, _ in table.log.lines]
            + table.result_lines()
            + [table.result_title(), table.result_subtitle()]
        )
        missing = [s for s in seen if "⟨" in s or "{" in s]
        assert not missing, missing[:5]
        assert len(seen) > 50
    finally:
        set_language(previous)


def test_restore_rebuilds_the_table_mid_game():
    """Undo and loading a save rebuild the position from the history; the table draws it at once."""
    from orcdesk.ui.staging import build_table

    app, table = build_table("orcs_trolls", seed=6, players=3)
    actions = list(table.history.actions)
    table.selected = ("hand", 0)
    table.restore(actions[:-7])
    assert table.selected is None and len(table.history.actions) == len(actions) - 7
    assert table.obs == table.state.observation(table.viewer)
    app.step(1 / 60, events=[])
    table.restore(actions)
    app.step(1 / 60, events=[])
    assert table.history.actions == actions
    table.on_exit()


def test_animations_draw_at_normal_speed(app):
    """Flying cards, tumbling dice, held packs and banners draw frame by frame without error, and the
    table always comes back to the real position once a move has played out."""
    app.settings["anim_speed"] = 1.0
    try:
        table = new_table(app, 11, ("human", "greedy", "greedy"), options={"draft": "random"})
        rng = Rng(11)
        seen = set()
        for _ in range(1500):
            app.step(1 / 10)
            seen.update(
                k
                for k, v in (
                    ("fly", table.show.flights.active),
                    ("hold", table.show.held_packs),
                    ("banner", table.show.banner),
                    ("tumble", table.show.roll_t < 1),
                )
                if v
            )
            if not isinstance(app.stack.top, OrcsTrollsTable) or table.state.is_terminal():
                break
            if table.can_act():
                assert table.show.held_packs is None and not table.show.flights.active
                assert table.obs == table.state.observation(table.viewer)
                if {"fly", "hold", "tumble"} <= seen:
                    break
                seat = table.human_to_act()
                table.play(rng.choice(table.state.legal_actions(seat)), seat)
                if len(table.history.actions) > 260:
                    break
        assert {"fly", "hold", "tumble"} <= seen
    finally:
        app.settings["anim_speed"] = 0.0


def test_a_new_trial_or_attack_clears_the_last_dice(app):
    """Before the dice of a trial or an attack are rolled, the table shows no dice of an earlier one; once a
    trial or attack is over its result stays only until the player has moved on (issue 13 §5: it flashed by)."""
    checked = kept = 0
    for seed in (21, 22):
        table = new_table(app, seed, ("human", "greedy", "greedy"))
        rng = Rng(seed)
        for _ in range(3000):
            app.step(1 / 60)
            if not isinstance(app.stack.top, OrcsTrollsTable) or table.state.is_terminal():
                break
            if not table.can_act():
                continue
            if table.state.step in (E.S_TRIAL_GREEN, E.S_C_GREY, E.S_C_GREEN):
                assert table.show.roll_show is None and table.show.attack_show is None, E.STEP_NAMES[table.state.step]
                checked += 1
            elif not table.obs.get("context") and table.show.roll_show is not None:
                assert not table.show.panel["read"], "a result the player has moved on from is gone"
                kept += 1
            seat = table.human_to_act()
            table.play(rng.choice(table.state.legal_actions(seat)), seat)
    assert checked >= 3 and kept >= 3


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080), (800, 800)])
def test_opponent_panels_leave_room_for_menu_hint_and_undo(players, size):
    """Undo and Hint sit beside Menu at the top right: no opponent's panel (its hand count, its VP) under them."""
    from orcdesk.ui.staging import build_table

    app, table = build_table("orcs_trolls", seed=2, size=size, players=players)
    band = table.top_buttons_rect(size)
    for seat, r in table.lay.opp.items():
        assert not r.colliderect(band), (seat, r, band)
    table.on_exit()


def test_round_and_phase_follow_the_dice_on_show(app):
    """The round/phase label describes what is on screen: while a trial's, an attack's or the escapes' dice
    still play out it names their phase, not the one the game has already moved on to (H during F's rolls)."""
    from orcdesk.core.i18n import t

    phase_of = {"trial": "A", "combat": "C", "escape": "F"}
    app.settings["anim_speed"] = 1.0
    try:
        table = new_table(app, 5, ("human", "greedy", "greedy"), options={"draft": "random"})
        rng = Rng(5)
        seen = set()
        for _ in range(6000):
            app.step(1 / 10)
            if not isinstance(app.stack.top, OrcsTrollsTable) or table.state.is_terminal():
                break
            press_gate(app, table)
            shown = table.show.roll_show
            if table.queue.busy and shown and shown.get("context") in phase_of:
                context = shown["context"]
                assert t(f"orcs_trolls.phase.{phase_of[context]}") in table.round_phase_words(), context
                seen.add(context)
                if {"combat", "escape"} <= seen:
                    break
            if table.can_act():
                seat = table.human_to_act()
                table.play(rng.choice(table.state.legal_actions(seat)), seat)
        assert {"trial", "combat"} & seen
    finally:
        app.settings["anim_speed"] = 0.0


def test_a_long_hand_fits_each_name_in_the_part_left_in_sight(monkeypatch):
    """11 cards overlap: each card's type and name are laid out in the width the next card leaves visible
    (they were cut: "Super lam")."""
    import orcdesk.ui.tables.orcs_trolls.draw as D
    from orcdesk.ui.staging import build_table
    from orcdesk.ui.tables.orcs_trolls.view import Marks

    app, table = build_table("orcs_trolls", seed=2, size=(1280, 720), players=2)
    table.obs["hand"] = list(range(40, 51))
    calls = {}
    real = D.card_face
    monkeypatch.setattr(
        D,
        "card_face",
        lambda card, w, h, text=True, seen_w=0: (calls.__setitem__(card, (w, seen_w)), real(card, w, h, text, seen_w))[
            1
        ],
    )
    D.draw_hand(app.screen, table.view(), table.lay, Marks())
    layout = table.lay.hand_rects(table.obs.get("hand") or [], table.selected)
    assert len(layout) == 11
    for (card, rect), (_, nxt) in zip(layout, layout[1:]):
        w, seen = calls[card]
        assert seen == nxt.x - rect.x < w, card
    table.on_exit()
