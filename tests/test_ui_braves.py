"""The De l'orc pour les braves table driven as a player would: synthesized mouse clicks and keys on the real
scene, a whole 1-human + 3-AI game with desertions and shields during the real-time deal; pause stops the deal;
the cogwheels turn to the score; hovering a pile shows its stack; keys D/S + a pile's key play."""

from __future__ import annotations

import pygame
import pytest

from orcdesk.core.contract import REALTIME
from orcdesk.core.i18n import t
from orcdesk.core.rng import Rng
from orcdesk.games import GAMES
from orcdesk.games.braves.engine import CODEC
from orcdesk.ui.app import App
from orcdesk.ui.kit import anim
from orcdesk.ui.kit.cogwheel import Cogwheel, draw_cogwheel
from orcdesk.ui.scenes.result import ResultScene
from orcdesk.ui.tables.braves import PILE_KEYS, BravesTable, pile_items_state
from orcdesk.ui.tables.braves.layout import army_spot, button_column, own_card_rects, popup_rect, strip_groups
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
    table = BravesTable(
        app,
        "braves",
        seats=list(seats),
        seed=seed,
        options=dict({"deal_speed": "fast"}, **(options or {})),
        inline_ai=True,
    )
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
                desert, shield = table.deal_keys(seat) if table.hotseat_strip() else ("D", "S")
                key(app, getattr(pygame, f"K_{(desert if d.kind == 'desert' else shield).lower()}"))
                assert table.selected == (seat, d.kind)
                key(app, KEYS[PILE_KEYS[d.pile]])
            elif way == "drag":
                card = {r.target: r for r in table.hit_regions()}[("card", seat, d.kind)]
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.click_point(), button=1))
                app.step(1 / 60)
                pile = table.lay.pile_rects[d.pile].center
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
    assert [w.score for w in table.stage.wheels] == table.state.scores(), "the cogwheels show the final score"
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
    app.step(
        0.0,
        events=[
            pygame.event.Event(pygame.MOUSEMOTION, pos=table.lay.pile_rects[p].center, rel=(0, 0), buttons=(0, 0, 0))
        ],
    )
    assert table.hover_pile == p
    # desertions cancel the nearest card below them, skipping shields; the lowest shield owns the pile
    items = [
        {"card": 1},
        {"shield": 2},
        {"desertion": 0},
        {"card": 5},
        {"desertion": 3},
        {"desertion": 1},
        {"shield": 0},
    ]
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


@pytest.mark.parametrize(
    "players,size",
    [
        (4, (1280, 720)),
        (7, (1280, 720)),
        (4, (1920, 1080)),
        (7, (1920, 1080)),
        (4, (1024, 600)),
        (7, (1024, 600)),
        (4, (800, 800)),
        (5, (800, 800)),
        (6, (800, 800)),
        (7, (800, 800)),
        (4, (1024, 768)),
        (7, (1024, 768)),
    ],
)
def test_table_renders_mid_deal(players, size):
    from orcdesk.ui.staging import build_table

    app, table = build_table("braves", seed=2, size=size, players=players)
    app.step(1 / 60, events=[])
    screen = app.screen.get_rect()
    assert table.obs["phase"] == "deal", "orcdesk shot lands in the middle of a deal"
    for r in table.hit_regions():
        assert screen.collidepoint(r.click_point()), r.target
    rects = list(table.lay.seat_rects.values())
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :]), "seat panels overlap"
    piles = table.lay.pile_rects
    assert all(not a.colliderect(b) for i, a in enumerate(piles) for b in piles[i + 1 :]), "piles overlap"
    assert all(screen.contains(r) for r in piles + rects)
    assert not any(p.colliderect(s) for p in piles for s in rects), "a pile under a seat panel"
    assert not any(p.colliderect(table.lay.deck_rect) or p.colliderect(table.lay.start_rect) for p in piles), (
        "the deck lies on a pile"
    )
    buttons = table.top_buttons_rect(size)
    assert not any(s.colliderect(buttons) for s in rects), "a seat panel under Menu / Hint / Undo"
    assert not table.lay.log_rect.colliderect(table.lay.bottom_rect) and table.lay.log_rect.h > 40
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
    from orcdesk.ai import make_agent
    from orcdesk.core.match import AgentController

    app.settings["anim_speed"] = 1.0
    try:
        table = new_table(app, 2, ("human", "greedy", "greedy", "greedy", "greedy"))
        table.match.controllers = {s: AgentController(make_agent("greedy", "braves", seed=s + 1)) for s in range(5)}
        seen = set()
        for frame in range(6000):
            if table.gate_shown() and table.gate.left is None:
                key(app, pygame.K_RETURN)  # ready for the deal, as a player is
            quick = table.obs["phase"] == "deal" and not table.queue.busy and frame % 8
            app.step(0.1 if quick else 1 / 15, events=[], draw=not quick)
            seen.update(
                k
                for k, v in (
                    ("flight", table.stage.flights),
                    ("resolve", table.stage.resolving is not None),
                    ("bubble", table.stage.bubble),
                    ("flip", 0 < table.stage.flip < 1),
                    ("banner", table.stage.banner),
                )
                if v
            )
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


# ---------------------------------------------------------------------------- pacing: a deal waits for "Ready"
def _actions_to_round(seed, players, target_round, mid_deal=0):
    """A greedy game's moves up to the start of ``target_round``'s deal (plus ``mid_deal`` dealt cards)."""
    from orcdesk.ai import make_agent
    from orcdesk.core.match import play_match
    from orcdesk.games.braves.engine import BravesState

    options = {"deal_speed": "fast"}
    record = play_match(
        GAMES["braves"].state_class(), [make_agent("greedy", "braves", seed=s) for s in range(players)], seed, options
    ).record
    state = BravesState.new(players, seed, options)
    out = []
    for seat, text in record.actions:
        if state.round == target_round and state.dealt >= mid_deal:
            return out
        state.apply(state.action_from_text(text), seat)
        out.append((seat, text))
    raise AssertionError("the game ended before that round")


def _gate_table(app, seed=3):
    app.settings["anim_speed"] = 1.0
    return new_table(app, seed)


def test_a_deal_starts_only_when_the_player_is_ready(app):
    """The first deal waits (the clock is held) with the Ready button shown; after a click on it a countdown
    runs, the clock stays still until the deal's own delay is all that is left, and the first card comes."""
    try:
        table = _gate_table(app)
        for _ in range(200):  # 10 s: no card without Ready
            app.step(0.05, events=[], draw=False)
        assert table.state.dealt == 0 and table.gate_shown() and table.match.paused
        app.step(0.0)  # drawn: the button has its place
        post_click(app, table.ready_button.rect.center)
        assert table.gate.left is not None, "the click on Ready starts the countdown"
        count = table.gate.countdown
        after = table.state.window().table_after
        waited = 0.0
        while waited < count - after - 0.1:
            app.step(0.05, events=[], draw=False)
            waited += 0.05
        assert table.state.dealt == 0, "nothing is dealt while the countdown runs"
        for _ in range(int((after + 0.5) / 0.05)):
            app.step(0.05, events=[], draw=False)
        assert table.state.dealt >= 1 and not table.gate_shown(), "the first card comes as the count ends"
    finally:
        app.settings["anim_speed"] = 0.0


def test_each_round_ends_on_its_summary(app):
    """After a round (here rebuilt as Continue does) the next deal waits on the summary: each seat's points of
    the round add up to its gain, and every seat that scored says why."""
    from orcdesk.ui.tables.braves.pacing import round_summary

    try:
        table = _gate_table(app)
        table.restore(_actions_to_round(3, 4, 2))
        app.step(0.5, events=[], draw=True)
        assert table.state.dealt == 0 and table.gate_shown()
        finished, battles = table.stage.battles_before
        assert finished == 1 and len(battles) == 4
        view = table.gate_view()
        assert len(view.rows) == 4 and "1" in view.title
        rows = round_summary(battles, table.obs["scores"], 4)
        assert sum(r.gained for r in rows) >= sum(b["points"] for b in battles if b["winners"])
        for r in rows:
            assert r.gained == table.obs["scores"][r.seat], "round 1: the round's points are the score"
        scored = [row for row in view.rows if row.gained != "+0"]
        assert scored and all(row.why and row.why != t("braves.gate.no_battle") for row in scored)
        key(app, pygame.K_RETURN)
        assert table.gate.left is not None, "Enter is Ready too"
    finally:
        app.settings["anim_speed"] = 0.0


def test_continue_in_the_middle_of_a_deal_asks_first(app):
    try:
        table = _gate_table(app)
        table.restore(_actions_to_round(3, 4, 1, mid_deal=10))
        dealt = table.state.dealt
        assert dealt >= 10
        for _ in range(100):
            app.step(0.05, events=[], draw=False)
        assert table.state.dealt == dealt and table.gate_shown() and table.gate.resume
        table.press_ready()
        for _ in range(100):
            app.step(0.05, events=[], draw=False)
        assert table.state.dealt > dealt and not table.gate.resume
    finally:
        app.settings["anim_speed"] = 0.0


def test_round_summary_counts_the_wizard_through_his_champion():
    from orcdesk.ui.tables.braves.pacing import ReadyGate, round_summary

    battles = [
        {
            "number": 1,
            "people": "orcs",
            "strengths": [None, 12, 9, 12],
            "winners": [1, 3],
            "points": 2,
            "champion": 3,
            "wizard_scored": True,
        },
        {
            "number": 2,
            "people": "dwarves",
            "strengths": [None, 0, 0, 0],
            "winners": [],
            "points": 1,
            "champion": 3,
            "wizard_scored": False,
        },
    ]
    rows = {r.seat: r for r in round_summary(battles, [2, 2, 0, 2], 4)}
    assert rows[0].gained == 2 and rows[0].reasons[0][0] == "champion"
    assert rows[1].gained == rows[3].gained == 2 and rows[2].gained == 0 and not rows[2].reasons
    gate = ReadyGate(3.0)
    assert gate.holds(True, 0, 1, 1.0) and not gate.holds(True, 5, 1, 1.0)
    assert gate.press() and not gate.press()
    gate.update(1.5, 1)
    assert gate.holds(True, 0, 1, 1.0) and gate.number() == 2
    gate.update(0.6, 1)
    assert not gate.holds(True, 0, 1, 1.0) and gate.waiting(True, 0, 1), "the deal's own delay ends the count"
    gate.update(1.0, 1)
    assert not gate.waiting(True, 0, 1) and gate.waiting(True, 0, 2), "each round asks again"


# ---------------------------------------------------------------------------- the result
def _greedy_record(seed, players):
    from orcdesk.ai import make_agent
    from orcdesk.core.match import play_match

    return play_match(
        GAMES["braves"].state_class(),
        [make_agent("greedy", "braves", seed=s) for s in range(players)],
        seed,
        {"deal_speed": "fast"},
    ).record


def test_the_result_explains_a_tie_and_keeps_the_last_round(app):
    """Seed 0 at 4 players ends on a three-way tie at 10, broken by the last battle won: the result says so,
    names the seats in score order and lists the last round's four battles."""
    record = _greedy_record(0, 4)
    table = new_table(app, 0)
    table.restore(list(record.actions))
    for _ in range(3):
        app.step(0.1, events=[], draw=True)
    assert isinstance(app.stack.top, ResultScene)
    lines = app.stack.top.lines
    scores = table.state.scores()
    order = table.result_order()
    assert [scores[s] for s in order] == sorted(scores, reverse=True)
    assert app.stack.top.subtitle == " – ".join(str(int(scores[s])) for s in order)
    winner = table.state.winners()[0]
    tie = [line for line in lines if line.startswith(t("braves.result.tie_broken", n=10, who="", battles="")[:10])]
    assert len(tie) == 1 and table._who(winner) in tie[0], lines
    header = lines.index("!" + t("braves.result.last_round"))
    assert len(lines[header + 1 :]) == 4


def test_the_replay_end_shows_the_last_round(app):
    from orcdesk.ui.scenes.replay import ReplayScene

    record = _greedy_record(0, 4)
    new_table(app, 0)
    scene = ReplayScene(app, record)
    app.stack.push(scene)
    scene.goto(len(record.actions))
    for _ in range(3):
        app.step(0.1, events=[], draw=True)
    assert isinstance(app.stack.top, ResultScene)
    assert "!" + t("braves.result.last_round") in app.stack.top.lines


# ---------------------------------------------------------------------------- words
def test_log_and_prompt_wording(app):
    """No possessive is built on a seat's name ("Red (you)'s", "You's"), a mercenary pass is logged, the
    place prompt counts the shields left, and the wizard's panel line names his champion whole."""
    table = new_table(app, 3)
    you = table.viewer
    lines = [
        table.describe_event({"type": "commando", "seat": you, "target": 1, "back": "people", "card": 0}),
        table.describe_event({"type": "fly", "seat": you, "cards": [], "goblins": 2, "before": 3, "after": 9}),
        t("braves.ui.stack_owner", who=table._who(you)),
    ]
    assert not any(")'s" in line or "You's" in line for line in lines), lines
    passed = table.describe_event({"type": "merc_done", "seat": 1, "count": 2})
    none = table.describe_event({"type": "merc_done", "seat": 1, "count": 0})
    assert passed and "2" in passed and none and none != passed
    assert t("braves.prompt.place", n=2) != t("braves.prompt.place", n=1) and "2" in t("braves.prompt.place", n=2)
    assert table.short_name(1) in t("braves.ui.wizard_champion", who=table.short_name(1))


# ---------------------------------------------------------------------------- where things sit
@pytest.mark.parametrize("players,size", [(4, (1280, 720)), (7, (1280, 720)), (7, (800, 800)), (5, (1024, 600))])
def test_things_sit_clear_of_each_other(app, players, size):
    """A pile's popup keeps the deck counter in view; the decision buttons (six of them: the most the
    mercenary pass offers) keep clear of every army stack; the armies of the seats across the top lie in
    the same left-to-right order as their owners."""
    table = new_table(app, 5, ["human"] + ["greedy"] * (players - 1))
    table.layout(size)
    for p in range(table.obs["n_piles"]):
        box = popup_rect(table.lay, p, 9)
        assert not box.colliderect(table.lay.centre_rect), (p, box, table.lay.centre_rect)
    u = table.lay.u
    ch = int(u * 9.5)
    cw = int(ch / 1.42)
    armies = []
    for s in range(players):
        x, y = army_spot(table.lay, s)
        armies.append(pygame.Rect(x - cw // 2 - int(u * 2.5), y - ch // 2 - int(u * 0.5), cw + int(u * 5), ch + int(u)))
    for button in button_column(table.lay, 6):
        hit = [s for s, army in enumerate(armies) if army.colliderect(button) and s != table.obs["wizard"]]
        assert not hit, (button, hit)
    ring_top = table.lay.ring_rect.top + u * 2
    tops = sorted((r.centerx, s) for s, r in table.lay.seat_rects.items() if s != table.viewer and r.bottom <= ring_top)
    spots = [army_spot(table.lay, s)[0] for _, s in tops]
    assert spots == sorted(spots) and len(set(spots)) == len(spots)


def test_black_tokens_keep_a_light_rim():
    from orcdesk.ui.tables.braves import art

    for token in (art.shield_token(6, 40), art.desertion_token(6, 40)):
        rim = [token.get_at((x, 20)) for x in range(8)] + [token.get_at((20, y)) for y in range(8)]
        assert any(c.a > 200 and min(c.r, c.g, c.b) > 150 for c in rim), "a light rim shows on the dark panel"


# ---------------------------------------------------------------------------- hotseat
def test_hotseat_deal_gives_each_human_stable_cards_and_keys(app):
    """Two humans in the deal: both play from the bottom strip, each with his own keys (shown in his group's
    header); a card played leaves its slot empty and the others stay where they were."""
    table = new_table(app, 7, ("human", "greedy", "human", "greedy"))  # seed 7: an AI deals round 1
    deal_until(app, table, lambda: table.state.dealt >= 3)
    players = table.deal_players()
    assert len(players) >= 1 and table.hotseat_strip()
    assert len({table.deal_keys(s) for s in players}) == len(players), "each human his own keys"
    for seat in players:
        cards = own_card_rects(table.lay, table.view(), seat)
        before = {i: r for i, (_, r) in enumerate(cards)}
        kinds = [k for k, _ in cards]
        desert, _shield = table.deal_keys(seat)
        key(app, getattr(pygame, f"K_{desert.lower()}"))
        assert table.selected == (seat, "desert"), (seat, desert)
        pile = next(CODEC.decode(a).pile for a in table.state.legal_actions(seat) if CODEC.kind_of(a) == "desert")
        key(app, KEYS[PILE_KEYS[pile]])
        assert (
            table.obs["desertions"][seat] == kinds.count("desert") - 1
            or table.state.observation(None)["desertions"][seat] == kinds.count("desert") - 1
        )
        app.step(0.0, events=[], draw=True)
        after = [r for _, r in own_card_rects(table.lay, table.view(), seat)]
        assert len(after) == len(before) - 1
        assert all(r in before.values() for r in after), "the cards left stay where they were"
        slots = [r for s, _, cards in strip_groups(table.lay, table.view()) if s == seat for _, r, _ in cards]
        assert len(slots) == len(before), "the played card leaves an empty slot"


def test_hotseat_hand_is_face_down_until_handed_over(app):
    """After the deal an army hand is shown face up only to the player the screen was handed over to since
    that deal; the table keeps the same seat at the bottom through a hotseat deal."""
    from orcdesk.ui.scenes.handoff import HandoffScene

    app.settings["anim_speed"] = 1.0  # the piles are shared out frame by frame
    try:
        table = new_table(app, 7, ("human", "greedy", "human", "greedy"))  # seed 7: an AI deals round 1
        table.press_ready()
        handed: set = set()
        shown = handoffs = 0
        for _ in range(20000):
            top = app.stack.top
            if isinstance(top, HandoffScene):
                handoffs += 1
                handed.add(table.viewer)
                post_click(app, (10, 10))
                if handoffs >= 3:
                    break
                continue
            app.step(0.05, events=[], draw=False)
            if isinstance(app.stack.top, HandoffScene):
                continue  # the hand-over screen covers the table
            phase = table.obs["phase"]
            if phase == "deal":
                handed.clear()
                assert table.bottom_seat() == 0, "the table does not turn round during the deal"
            elif table.obs["hand"] and table.hand_face_up():
                assert table.viewer in handed, "a hand shown face up without a hand-over"
                shown += 1
            if table.can_act() and table.state.window().kind == REALTIME:
                seat = next(s for s in table.state.to_act() if table.is_human(s))
                table.play(table.state.legal_actions(seat)[0], seat)
        assert handoffs >= 1 and shown
        table.hand_for = None
        assert not table.hand_face_up()
    finally:
        app.settings["anim_speed"] = 0.0


def test_a_disabled_hint_button_does_not_glow(tmp_path, monkeypatch):
    """Hint clicked (or disabled for any reason) while the mouse is still on it: its hover glow goes."""
    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.services import Services

    app = App((1280, 720))
    app.settings["ai_in_process"] = True
    app.services = Services(app)
    app.services.apply(app.services.settings.replace(animation_speed="off"))
    app.stack.push(MenuScene(app))
    table = app.start_game("braves", ["human", "greedy", "greedy", "greedy"], seed=3)
    try:
        app.step(0.05)
        hint = next(b for b in table.buttons if b.key == "hint")
        hint.hover.target = hint.hover.value = 1.0  # the mouse rests on it
        table.queue.push(anim.Wait(5.0))  # an animation: nobody may act, the button is disabled
        app.step(0.05)
        assert not hint.enabled and hint.hover.value == 0.0
    finally:
        for scene in list(app.stack):
            scene.on_exit()


def test_setup_and_log_use_the_tables_colours(app):
    """The setup screen's seat dots are the table's seat colours; the log's newest line does not flash in a
    seat's colour (yellow is one here)."""
    from orcdesk.ui.kit import theme
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.scenes.setup import SetupScene
    from orcdesk.ui.tables.braves import art

    app.stack.reset(MenuScene(app))
    scene = SetupScene(app, "braves")
    app.stack.push(scene)
    app.step(0.0)
    u = theme.unit(app.screen.get_size())
    for s in range(scene.players):
        cy = scene.seat_buttons[s][0].rect.centery
        assert tuple(app.screen.get_at((scene.label_x + int(u), cy)))[:3] == art.seat_colour(s)
    table = new_table(app, 3, ("human", "greedy", "greedy", "greedy", "greedy", "greedy", "greedy"))
    assert table.log.flash_color not in [art.seat_colour(s) for s in range(7)] + [theme.HILITE]


def test_review_lights_a_deal_move_with_its_pile(app):
    """At a marked decision of the deal, the review lights the card and the pile it went to."""
    from orcdesk.ui.tables.presenter import ReviewMode

    table = new_table(app, 13, ("human", "random", "random", "random"))
    if table.obs["wizard"] == 0:
        table = new_table(app, 14, ("human", "random", "random", "random"))
    deal_until(app, table, lambda: table.obs["deal"]["dealt"] >= 2)
    played, better = [a for a in table.state.legal_actions(0) if CODEC.kind_of(a) == "desert"][:2]
    mode = ReviewMode((255, 0, 0), (0, 255, 0))
    table.set_mode(mode)
    mode.show_moves(0, played, better)
    with mode.lighting(table):
        lit = {r.target: r.rect for action in (played, better) for r in table.regions_of(action)}
    for action in (played, better):
        pile = CODEC.decode(action).pile
        assert lit[("pile", pile)] == table.lay.pile_rects[pile] and ("card", 0, "desert") in lit
    app.step(0.0, events=[], draw=True)
    assert table.human_to_act() is None and table.prompt() == "", "a review of the deal asks nobody to act"


def test_the_last_battle_is_not_drawn_over_the_next_deal(app):
    """The move that ends a round (its last battle, the round's end, the next deal) shows the old round until
    the new one opens: never a battle on the table while the shown phase is already the next deal."""
    try:
        table = _gate_table(app)
        actions = _actions_to_round(3, 4, 2)
        table.restore(actions[:-1])
        seat, text = actions[-1]
        table.match.submit(seat, table.state.action_from_text(text))
        rounds = set()
        for _ in range(400):
            app.step(1 / 15, events=[], draw=True)
            rounds.add(table.obs["round"])
            assert table.stage.arena is None or table.obs["phase"] != "deal", "a battle drawn over the next deal"
            if not table.queue.busy:
                break
        assert rounds == {1, 2} and table.obs == table.state.observation(table.viewer)
    finally:
        app.settings["anim_speed"] = 0.0


def test_the_table_is_composed_not_mixed_in():
    """One base class; the view model and the pacing read no pygame; no file of the table over 600 lines."""
    import ast
    import sys
    from pathlib import Path

    from orcdesk.ui.tables import TableScene

    assert BravesTable.__bases__ == (TableScene,)
    folder = Path(sys.modules[BravesTable.__module__].__file__).parent
    for name in ("view.py", "pacing.py"):
        tree = ast.parse((folder / name).read_text())
        modules = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
        modules += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
        assert not [m for m in modules if m.startswith("pygame") or m.startswith("orcdesk.ui")], (name, modules)
    lengths = {p.name: len(p.read_text().splitlines()) for p in folder.glob("*.py")}
    assert max(lengths.values()) <= 600, lengths
