"""The De l'orc pour les braves table driven as a player would: synthesized mouse clicks and keys on the real
scene, a whole 1-human + 3-AI game with desertions and shields during the real-time deal; pause stops the deal;
the cogwheels turn to the score; hovering a pile shows its stack; keys D/S + a pile's key play."""
from __future__ import annotations

import pygame
import pytest

from orcdesk.core.contract import REALTIME
from orcdesk.core.rng import Rng
from orcdesk.games.braves.engine import CODEC
from orcdesk.ui.app import App
from orcdesk.ui.kit import anim
from orcdesk.ui.kit.cogwheel import Cogwheel, draw_cogwheel
from orcdesk.ui.scenes.result import ResultScene
from orcdesk.ui.tables.braves import PILE_KEYS, BravesTable, pile_items_state
from tests.ui_driver import click_target, post_click

KEYS = {ch: getattr(pygame, f"K_{ch.lower()}") for ch in PILE_KEYS}


@pytest.fixture(scope="module")
def app():
    a = App((1280, 720))
    a.settings["anim_speed"] = 0.0
    return a


def new_table(app, seed, seats=("human", "greedy", "greedy", "greedy"), options=None):
    from orcdesk.ui.scenes.menu import MenuScene
    app.stack.reset(MenuScene(app))
    table = BravesTable(app, "braves", seats=list(seats), seed=seed,
                        options=dict({"deal_speed": "fast"}, **(options or {})), inline_ai=True)
    app.stack.push(table)
    return table


def key(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step(1 / 60)


def deal_until(app, table, cond, limit=3000):
    for _ in range(limit):
        if cond():
            return
        app.step(0.05, events=[], draw=False)
    raise AssertionError("the condition never came")


def play_by_input(app, table, seed, max_frames=40000):
    """Play the humans' moves by input until the result: in the deal a random human now and then plays a
    legal shield or desertion (the bottom seat by mouse, keys or drag in turn; another human by clicking his
    own card on his panel, then the pile); in turn steps the human who decides clicks his choice."""
    from orcdesk.ui.scenes.handoff import HandoffScene
    rng = Rng(seed)
    played = {"mouse": 0, "keys": 0, "drag": 0, "turn": 0, "other_seat": 0, "handoffs": 0}
    kinds = set()
    for frame in range(max_frames):
        top = app.stack.top
        if isinstance(top, ResultScene):
            break
        if isinstance(top, HandoffScene):
            played["handoffs"] += 1
            post_click(app, (10, 10))
            continue
        app.step(0.05, events=[], draw=frame % 25 == 0)
        if app.stack.top is not table or not table.can_act():
            continue
        before = len(table.history.actions)
        if table.state.window().kind == REALTIME:
            # in the deal, play now and then (at once in the place phase, where only shields are left)
            if table.obs["phase"] == "deal" and rng.random() > 0.04:
                continue
            humans = [s for s in table.state.to_act() if table.is_human(s)]
            seat = rng.choice(humans)
            action = rng.choice(table.state.legal_actions(seat))
            d = CODEC.decode(action)
            way = ("mouse", "keys", "drag")[(played["mouse"] + played["keys"] + played["drag"]) % 3]
            if seat != table.viewer:
                way = "other_seat"
            if way == "keys":
                key(app, pygame.K_d if d.kind == "desert" else pygame.K_s)
                assert table.selected == (seat, d.kind)
                key(app, KEYS[PILE_KEYS[d.pile]])
            elif way == "drag":
                card = {r.target: r for r in table.hit_regions()}[("card", seat, d.kind)]
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.click_point(), button=1))
                app.step(1 / 60)
                pile = table.pile_rects[d.pile].center
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pile, rel=(0, 0), buttons=(1, 0, 0)))
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pile, button=1))
                app.step(1 / 60)
            else:
                click_target(app, table, ("card", seat, d.kind))
                click_target(app, table, ("pile", d.pile))
            played[way] += 1
            mine = [a for s, a in table.history.actions[before:] if s == seat]
            assert mine == [table.state.action_to_text(action)], (way, mine)
        else:
            seat = table.human_to_act()
            assert seat == table.viewer, "the table shows the hand of the human who decides"
            action = rng.choice(table.state.legal_actions(seat))
            for target in table.click_path(action):
                click_target(app, table, target)
            assert (seat, table.state.action_to_text(action)) in table.history.actions[before:]
            played["turn"] += 1
        kinds.add(CODEC.kind_of(action))
    assert table.state.is_terminal() and isinstance(app.stack.top, ResultScene)
    return played, kinds


def test_whole_game_by_mouse_and_keys(app):
    """A whole game against three AI seats: every human move is made by clicking (or dragging, or keys) what
    the table draws; desertions and shields go down while the cards are being dealt."""
    table = new_table(app, 3)
    played, kinds = play_by_input(app, table, 3)
    assert played["mouse"] and played["keys"] and played["drag"] and played["turn"], played
    assert {"desert", "shield"} <= kinds
    assert [w.score for w in table.wheels] == table.state.scores(), "the cogwheels show the final score"
    lines = app.stack.top.lines
    assert any(line.startswith("!") for line in lines) and not any("⟨" in line for line in lines)


def test_hotseat_game_two_humans(app):
    """Two humans and two AI seats at one screen: in the deal each human plays on his own seat (the mouse on
    any human's cards, the keys for the bottom seat) with no hand-over; secret turn steps are handed over."""
    table = new_table(app, 8, ("human", "greedy", "human", "greedy"))
    played, kinds = play_by_input(app, table, 8)
    assert played["other_seat"] and played["turn"] and played["handoffs"], played
    assert {"desert", "shield"} <= kinds


def test_every_legal_action_has_clicks(app):
    """In every step, each legal action of the human maps to drawn, legal targets, in order."""
    table = new_table(app, 5, ("human", "random", "random", "random", "random"))
    rng = Rng(5)
    checked = set()
    for _ in range(3000):
        st = table.state
        if st.is_terminal() or len(checked) >= 7:
            break
        app.step(0.0, events=[], draw=False)
        table.queue.finish_all()
        seat = 0
        legal = st.legal_actions(seat) if 0 in st.to_act() else []
        for action in legal[:: max(1, len(legal) // 12)]:
            targets = table.click_path(action)
            table.selected = None
            for i, target in enumerate(targets):
                regions = {r.target: r for r in table.hit_regions()}
                assert target in regions and regions[target].legal, (st.action_to_text(action), target)
                if i < len(targets) - 1:
                    assert table.click(target, 1) is None
            table.selected = None
            checked.add(CODEC.kind_of(action))
        window = st.window()
        if window.kind == REALTIME and (not window.seats or rng.random() < 0.6) and window.table_after is not None:
            table.match.submit(-1, st.legal_actions(-1)[0])
        else:
            who = (window.seats or st.to_act())[0]
            table.match.submit(who, rng.choice(st.legal_actions(who)))
    assert {"desert", "shield", "champion"} <= checked or len(checked) >= 4, checked


def test_pause_stops_the_deal(app):
    from orcdesk.ui.scenes.pause import PauseScene
    table = new_table(app, 7)
    deal_until(app, table, lambda: table.obs["deal"]["dealt"] >= 3)
    app.stack.push(PauseScene(app, table))
    assert table.match.paused, "an overlay on top pauses the match"
    dealt = table.state.observation(None)["deal"]["dealt"]
    for _ in range(60):
        app.step(0.1, events=[], draw=False)
    assert table.state.observation(None)["deal"]["dealt"] == dealt, "no card is dealt while paused"
    app.stack.pop()
    app.step(0.0, events=[], draw=False)
    assert not table.match.paused
    # losing the window's focus pauses too
    app.step(0.0, events=[pygame.event.Event(pygame.WINDOWFOCUSLOST)], draw=False)
    assert table.match.paused
    dealt = table.state.observation(None)["deal"]["dealt"]
    for _ in range(40):
        app.step(0.1, events=[], draw=False)
    assert table.state.observation(None)["deal"]["dealt"] == dealt
    app.step(0.0, events=[pygame.event.Event(pygame.WINDOWFOCUSGAINED)], draw=False)
    for _ in range(40):
        app.step(0.1, events=[], draw=False)
    assert table.state.observation(None)["deal"]["dealt"] > dealt, "the deal goes on once the focus is back"


def test_cogwheel_turns_to_the_score():
    pygame.init()
    old = anim.SPEED
    anim.set_speed(1.0)
    try:
        wheel = Cogwheel(0)
        wheel.turn_to(7)
        assert wheel.moving and wheel.shown == 0
        wheel.update(0.2)
        assert 0 < wheel.shown < 7
        for _ in range(60):
            wheel.update(0.05)
        assert not wheel.moving and wheel.shown == 7
    finally:
        anim.set_speed(old)
    shots = []
    for value in (3, 7, 13):
        s = pygame.Surface((120, 140), pygame.SRCALPHA)
        draw_cogwheel(s, (60, 60), 40, value)
        shots.append(pygame.image.tobytes(s, "RGBA"))
    assert len(set(shots)) == 3, "the wheel is turned differently for each score"
    a, b = pygame.Surface((120, 140), pygame.SRCALPHA), pygame.Surface((120, 140), pygame.SRCALPHA)
    draw_cogwheel(a, (60, 60), 40, 3)
    draw_cogwheel(b, (60, 60), 40, 13)  # same digit, marker on its +10 side
    marker = pygame.Rect(30, 90, 60, 40)
    assert pygame.image.tobytes(a.subsurface(marker), "RGBA") != pygame.image.tobytes(b.subsurface(marker), "RGBA")


def test_hover_shows_the_whole_stack(app):
    table = new_table(app, 11)
    deal_until(app, table, lambda: any(len(p) >= 2 for p in table.obs["piles"]))
    p = next(i for i, items in enumerate(table.obs["piles"]) if len(items) >= 2)
    app.step(0.0, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=table.pile_rects[p].center, rel=(0, 0),
                                             buttons=(0, 0, 0))])
    assert table.hover_pile == p
    # desertions cancel the nearest card below them, skipping shields; the lowest shield owns the pile
    items = [{"card": 1}, {"shield": 2}, {"desertion": 0}, {"card": 5}, {"desertion": 3}, {"desertion": 1},
             {"shield": 0}]
    cancelled, owner = pile_items_state(items)
    assert cancelled == [True, False, False, True, False, False, False] and owner == 2


def test_keys_play_a_desertion_and_a_shield(app):
    table = new_table(app, 13, ("human", "random", "random", "random"))
    if table.obs["wizard"] == 0:
        table = new_table(app, 14, ("human", "random", "random", "random"))
    assert table.obs["wizard"] != 0
    deal_until(app, table, lambda: table.obs["deal"]["dealt"] >= 2)
    key(app, pygame.K_d)
    assert table.selected == (0, "desert")
    key(app, pygame.K_1)
    assert (0, "desert 0") in table.history.actions
    key(app, pygame.K_s)  # before the start card: refused with the reason, nothing selected
    assert table.selected is None and table.app.toasts
    deal_until(app, table, lambda: table.obs["deal"]["recruiting"] and table.obs["deal"]["dealt"] >= 12)
    key(app, pygame.K_s)
    assert table.selected == (0, "shield")
    key(app, pygame.K_9)  # pile 9, the last at 4 players
    assert (0, "shield 8") in table.history.actions


@pytest.mark.parametrize("players,size", [(4, (1280, 720)), (7, (1280, 720)), (4, (1920, 1080)), (7, (1920, 1080)),
                                          (4, (1024, 600)), (7, (1024, 600)), (4, (800, 800)), (5, (800, 800)),
                                          (6, (800, 800)), (7, (800, 800)), (4, (1024, 768)), (7, (1024, 768))])
def test_table_renders_mid_deal(players, size):
    from orcdesk.ui.staging import build_table
    app, table = build_table("braves", seed=2, size=size, players=players)
    app.step(1 / 60, events=[])
    screen = app.screen.get_rect()
    assert table.obs["phase"] == "deal", "orcdesk shot lands in the middle of a deal"
    for r in table.hit_regions():
        assert screen.collidepoint(r.click_point()), r.target
    rects = list(table.seat_rects.values())
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "seat panels overlap"
    piles = table.pile_rects
    assert all(not a.colliderect(b) for i, a in enumerate(piles) for b in piles[i + 1:]), "piles overlap"
    assert all(screen.contains(r) for r in piles + rects)
    assert not any(p.colliderect(s) for p in piles for s in rects), "a pile under a seat panel"
    assert not any(p.colliderect(table.deck_rect) or p.colliderect(table.start_rect) for p in piles), \
        "the deck lies on a pile"
    buttons = table.top_buttons_rect(size)
    assert not any(s.colliderect(buttons) for s in rects), "a seat panel under Menu / Hint / Undo"
    assert not table.log_rect.colliderect(table.bottom_rect) and table.log_rect.h > 40
    assert "⟨" not in table.prompt()
    table.on_exit()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_word_is_translated(app, lang):
    from orcdesk.core.i18n import language, set_language
    previous = language()
    set_language(lang)
    try:
        table = new_table(app, 21, ("human", "random", "random", "random", "random"))
        rng = Rng(2)
        seen = []
        while not table.state.is_terminal():
            st = table.state
            window = st.window()
            if table.can_act() and window.kind != REALTIME:
                seen.append(table.prompt())
                seen += [r.reason for r in table.hit_regions() if not r.legal]
            if window.kind == REALTIME and window.table_after is not None and (not window.seats or rng.random() < 0.7):
                table.match.submit(-1, st.legal_actions(-1)[0])
            else:
                who = (window.seats or st.to_act())[0]
                table.match.submit(who, rng.choice(st.legal_actions(who)))
            table.queue.finish_all()
        seen += [text for text, _ in table.log.lines] + table.result_lines() + [table.result_title()]
        missing = [s for s in seen if "⟨" in s or "{" in s]
        assert not missing, missing[:5]
        assert len(seen) > 50
    finally:
        set_language(previous)


def test_animations_draw_at_normal_speed(app):
    """At the normal animation speed the deal's flights, the piles resolving one by one, the spies' dialogue
    and the armies turning over all draw frame by frame, and the table comes back to the real position."""
    from orcdesk.core.match import AgentController
    from orcdesk.ai import make_agent
    app.settings["anim_speed"] = 1.0
    try:
        table = new_table(app, 2, ("human", "greedy", "greedy", "greedy", "greedy"))
        table.match.controllers = {s: AgentController(make_agent("greedy", "braves", seed=s + 1)) for s in range(5)}
        seen = set()
        for frame in range(6000):
            quick = table.obs["phase"] == "deal" and not table.queue.busy and frame % 8
            app.step(0.1 if quick else 1 / 15, events=[], draw=not quick)
            seen.update(k for k, v in (("flight", table.flights), ("resolve", table.resolving is not None),
                                       ("bubble", table.bubble), ("flip", 0 < table.flip < 1),
                                       ("banner", table.banner)) if v)
            if {"flight", "resolve", "bubble", "flip", "banner"} <= seen or table.state.is_terminal():
                break
        assert {"flight", "resolve", "bubble", "flip", "banner"} <= seen, seen
        table.queue.finish_all()
        app.step(0.0, events=[], draw=False)
        assert table.obs == table.state.observation(table.viewer)
    finally:
        app.settings["anim_speed"] = 0.0


def test_the_log_numbers_a_spy_pass_as_the_engine_does(app):
    table = new_table(app, 3)
    line = table.describe_event({"type": "spy_pass", "seat": 1, "number": 2})
    assert "2" in line and "3" not in line
