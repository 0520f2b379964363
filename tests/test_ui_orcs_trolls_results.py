"""The Orcs & Trolls table waits for its player (issue 13 §5): dice the engine throws by itself for a human wait
for his Roll; a result that concerns him stays until he moves on, AI-only results do not hold the game; the log
writes every term of a roll (EN, FR); square and narrow windows keep everything on screen and the log readable.
Driven headlessly as a player would: frames of the real app, clicks and keys as pygame events."""

from __future__ import annotations

import re

import pygame
import pytest

from orcdesk.core.i18n import language, set_language, t
from orcdesk.core.rng import Rng
from orcdesk.ui.app import App
from orcdesk.ui.tables.orcs_trolls import OrcsTrollsTable
from tests.ui_driver import click_target, post_click

FAST = 5.0  # animations on (gates wait only then), five times faster: a game plays out in a few hundred frames
DT = 0.1


@pytest.fixture(scope="module")
def app():
    a = App((1280, 720))
    a.settings["anim_speed"] = FAST
    return a


def new_table(app, seed, seats, options=None, speed=FAST):
    from orcdesk.ui.scenes.menu import MenuScene

    app.settings["anim_speed"] = speed
    app.stack.reset(MenuScene(app))
    table = OrcsTrollsTable(app, "orcs_trolls", seats=list(seats), seed=seed, options=options, inline_ai=True)
    app.stack.push(table)
    return table


def post_key(app, key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.step(1 / 60)


def frame(app):
    app.step(DT, events=[])  # no input at all: the player only watches


def drive(app, table, rng, until, frames=4000, passes=("roll", "read")):
    """Run the table until ``until()``: the humans play random legal moves, and press on at the gates named in
    ``passes`` by clicking their button. False if the game ended first."""
    pygame.event.clear()
    for _ in range(frames):
        if until():
            return True
        if app.stack.top is not table or table.state.is_terminal():
            return False
        gate = table.gate_waiting()
        if gate in passes:
            click_target(app, table, ("btn", f"gate_{gate}"))
            continue
        if table.can_act():
            seat = table.human_to_act()
            table.play(rng.choice(table.state.legal_actions(seat)), seat)  # a move is moving on, too
        frame(app)
    raise AssertionError("the game neither ended nor got there")


def log_texts(table) -> list[str]:
    return [text for text, _ in table.log.lines]


def roll_lines(table, events, seat) -> list[str]:
    """The log lines of ``seat``'s rolls among ``events`` (as the table writes them once the dice land)."""
    out = []
    for e in events:
        if e["type"] in ("dice", "attack_roll") and e.get("seat") == seat:
            out.append(table.describe_event(table.state.redact_event(e, table.viewer), landed=True))
    return out


def felt_point(table):
    """A point of the felt that is no button and no card: the middle of the stage's lower edge."""
    st = table.lay.stage
    return st.centerx, st.bottom - 2


# ---------------------------------------------------------------------------------------------------- Roll
@pytest.mark.parametrize("press", ["button", "R", "space"])
def test_a_forced_roll_waits_for_the_roll_press(app, press):
    """Dice the engine throws by itself for the human (the last orc of an attack order, the attack die, phase
    F) do not roll on screen until he presses Roll: the button, R, or Space. Meanwhile nothing moves on: the
    position shown, the log, the game itself (the AI waits); a click on the felt is no press."""
    table = new_table(app, 3, ("human", "greedy", "greedy"))
    rng = Rng(3)
    assert drive(app, table, rng, lambda: table.gate_waiting() == "roll", passes=("read",)), "no forced roll"
    roller = table.show.roll_asked
    assert roller == table.viewer and table.is_human(roller)
    pending = roll_lines(table, table.match.played[-1].events, roller)
    assert pending, "the move on hold throws dice for the human"
    obs, shown, n_log, n_moves = table.obs, table.show.roll_show, len(table.log.lines), len(table.history.actions)
    assert pending[-1] not in log_texts(table)
    # the Roll button is drawn, labelled, legal and clickable where it is drawn
    regions = {r.target: r for r in table.hit_regions()}
    button = regions.get(("btn", "gate_roll"))
    assert button is not None and button.legal, [r.target for r in table.hit_regions()]
    assert table.btns["gate_roll"].rect == button.rect and table.btns["gate_roll"].label == t("orcs_trolls.ui.roll")
    assert table.region_at(button.click_point()).target == ("btn", "gate_roll")
    post_click(app, felt_point(table))  # not on the button: no roll
    for _ in range(40):
        frame(app)
        assert table.gate_waiting() == "roll"
    assert table.obs is obs and table.show.roll_show is shown, "the position shown moved on before the roll"
    assert len(table.log.lines) == n_log and len(table.history.actions) == n_moves
    assert pending[-1] not in log_texts(table)
    if press == "button":
        click_target(app, table, ("btn", "gate_roll"))
    else:
        post_key(app, pygame.K_r if press == "R" else pygame.K_SPACE)
    assert table.show.roll_asked is None and table.gate_waiting() != "roll"
    for _ in range(60):
        if pending[-1] in log_texts(table):
            break
        frame(app)
    assert pending[-1] in log_texts(table), "the dice rolled once Roll was pressed"
    landed = table.show.roll_show if table.show.roll_show is not None else table.show.attack_show
    assert landed is not None and landed.get("seat") == roller


def test_with_animations_off_no_gate_waits(app):
    """Animation speed "off": every move jumps to its end, no Roll nor Continue holds the game."""
    table = new_table(app, 3, ("human", "greedy", "greedy"), speed=0.0)
    rng = Rng(3)
    try:
        seen = []
        drive(app, table, rng, lambda: seen.append(table.gate_waiting()) or False, passes=())
        assert table.state.is_terminal() and len(seen) > 50 and not any(seen), set(seen)
        rolls = [e for p in table.match.played if p.seat == 0 for e in p.events if e["type"] == "dice"]
        assert rolls, "the human's dice rolled all the same"
    finally:
        app.settings["anim_speed"] = FAST


# ---------------------------------------------------------------------------------------------------- results
def _unread_result_of_a_human(table):
    p = table.show.panel
    return p is not None and p["rolls"] and not p["read"] and any(table.is_human(s) for s in p["parties"])


@pytest.mark.parametrize(
    # each way plays the same game to the same result: the fast tier moves on by Continue, the full suite by all
    "move_on",
    ["continue", pytest.param("click", marks=pytest.mark.slow), pytest.param("space", marks=pytest.mark.slow)],
)
def test_a_result_concerning_you_stays_until_you_move_on(app, move_on):
    """A trial or attack result that concerns the human stays on the stage while the AI plays on; the AI's move
    that would replace it waits (its log lines too) on Continue, until the player clicks Continue, clicks
    anywhere or presses Space. Then the next result shows."""
    table = new_table(app, 3, ("human", "greedy", "greedy"))
    rng = Rng(3)
    watched = {}

    def reached() -> bool:
        # remember when each unread result concerning the human came on show, and the moves played since
        p = table.show.panel
        if _unread_result_of_a_human(table) and id(p) not in watched:
            watched[id(p)] = len(table.history.actions)
        return table.gate_waiting() == "read" and len(table.history.actions) > watched.get(id(p), 1 << 30)

    assert drive(app, table, rng, reached), "no result ever stayed through AI moves and waited for the human"
    panel = table.show.panel
    rolls = list(panel["rolls"])
    assert _unread_result_of_a_human(table)
    last = table.match.played[-1]
    assert not table.is_human(last.seat), "an AI move waits"
    assert id(panel) in watched and len(table.history.actions) > watched[id(panel)], (
        "the result stayed on show while the AI moved"
    )
    n_log, n_moves = len(table.log.lines), len(table.history.actions)
    regions = {r.target: r for r in table.hit_regions()}
    assert ("btn", "gate_read") in regions and regions[("btn", "gate_read")].legal
    assert table.btns["gate_read"].label == t("orcs_trolls.ui.go_on")
    for _ in range(40):
        frame(app)
        assert table.gate_waiting() == "read" and table.show.panel is panel and panel["rolls"] == rolls
    assert len(table.log.lines) == n_log and len(table.history.actions) == n_moves, "the game went on unread"
    if move_on == "continue":
        click_target(app, table, ("btn", "gate_read"))
    elif move_on == "click":
        post_click(app, felt_point(table))
    else:
        post_key(app, pygame.K_SPACE)
    assert panel["read"] and table.gate_waiting() != "read"
    for _ in range(60):
        if table.show.panel is not panel:
            break
        frame(app)
    assert table.show.panel is not panel, "the next result replaced the one read"
    assert len(table.log.lines) > n_log


def test_a_result_stays_while_the_player_thinks(app):
    """Once a trial or attack is over and the human is to play, its result (the dice, the sum, a "7 vs 6" tag on
    each member rolled) stays on the stage however long he thinks; a click on the felt is his moving on."""
    table = new_table(app, 21, ("human", "greedy", "greedy"))
    rng = Rng(21)

    def over_and_on_show() -> bool:
        p = table.show.panel
        return (
            table.can_act()
            and p is not None
            and p["rolls"]
            and not p["read"]
            and table.show.roll_t >= 1.0
            and not table.show.panel_live(table.obs.get("context"))
        )

    assert drive(app, table, rng, over_and_on_show), "no result on show once its trial or attack was over"
    panel, shown = table.show.panel, table.show.roll_show
    tags = []
    from orcdesk.ui.tables.orcs_trolls import draw as D

    real = D.result_tag
    D.result_tag = lambda surface, u, roll, rect: (
        tags.append((roll["member"], roll["total"])),
        real(surface, u, roll, rect),
    )[1]
    try:
        for _ in range(40):
            tags.clear()
            frame(app)
            assert table.show.panel is panel and table.show.roll_show is shown and table.can_act()
            in_pack = {m["card"] for m in table.packs()[panel["seat"]]}
            results = {(m, r["total"]) for m, r in table.show.panel_results().items() if m in in_pack}
            assert tags and set(tags) == results, (tags, results)
        post_click(app, felt_point(table))
        frame(app)
        assert panel["read"] and table.show.panel is None and table.show.roll_show is None, "the player moved on"
    finally:
        D.result_tag = real


def test_an_ai_only_result_does_not_hold_the_game(app):
    """Results between AI players are replaced by the next ones without a Continue; the game waits only on
    results that concern the human."""
    table = new_table(app, 6, ("human", "greedy", "greedy", "greedy"), options={"draft": "random"})
    rng = Rng(6)
    state = {"panel": None, "read_gate": False, "ai_replaced": 0, "human_gates": 0}

    def watch() -> bool:
        p, old = table.show.panel, state["panel"]
        if p is not old:
            if old is not None and old["rolls"] and not any(table.is_human(s) for s in old["parties"]):
                assert not state["read_gate"], "an AI-only result waited for the human"
                state["ai_replaced"] += 1
            state["panel"], state["read_gate"] = p, False
        if table.gate_waiting() == "read":
            state["read_gate"] = True
            assert any(table.is_human(s) for s in p["parties"]), "a Continue for a result of AI players only"
            state["human_gates"] += 1
        return state["ai_replaced"] >= 3

    assert drive(app, table, rng, watch), state
    assert state["ai_replaced"] >= 3


# ---------------------------------------------------------------------------------------------------- the log's sums
SENTINEL = "\u0000SUM\u0000"
TERM = re.compile(r"(-?\d+) \([^()]*\)")  # "2 (Sword +2)": a term and its name


def _sum_value(text: str) -> int:
    """The value of a sum as the log writes it: "3+3 ×2"... "(3+3)×2 + 1 (strength) + 2 (Sword +2)"."""
    expr = TERM.sub(r"\1", text).replace("×", "*")
    assert re.fullmatch(r"[\d+\-*() ]+", expr), (text, expr)
    return eval(expr, {"__builtins__": {}})  # digits and + - * ( ) only (checked above)


def _shape(table, e) -> str:
    """The line the table writes for ``e`` with its sum left blank (the rest of the line as the player reads it)."""
    from orcdesk.ui.tables.orcs_trolls.words import TrollsWords

    real = TrollsWords.dice_sum, TrollsWords.attack_sum
    TrollsWords.dice_sum = TrollsWords.attack_sum = lambda _self, _e: SENTINEL
    try:
        return table.describe_event(e, landed=True)
    finally:
        TrollsWords.dice_sum, TrollsWords.attack_sum = real


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_log_writes_every_term_of_each_roll(app, lang):
    """Each roll's log line lists its kept dice and every bonus (traits, cards, the pack, the foul feast's ×2):
    read from the log, its terms add up to the total the engine used, over whole games in both languages."""
    previous = language()
    set_language(lang)
    seen = {"dice": 0, "attack_roll": 0, "trait": 0, "card": 0, "pack": 0, "dice_x2": 0, "total_x2": 0}
    try:
        for seed, options in ((1, {}), (2, {}), (4, {"feast_doubles": "total"})):
            table = new_table(app, seed, ("human", "greedy", "greedy"), options=options, speed=0.0)
            table.log.max_lines = 100000
            rng = Rng(seed)
            while not table.state.is_terminal():
                seat = table.state.to_act()[0]
                table.play(table.state.random_action(seat, rng), seat)
                table.queue.finish_all()
            lines, at = log_texts(table), 0
            for played in table.match.played:
                for event in played.events:
                    e = table.state.redact_event(event, table.viewer)
                    if e["type"] not in ("dice", "attack_roll"):
                        continue
                    prefix, suffix = _shape(table, e).split(SENTINEL)
                    while at < len(lines) and not (lines[at].startswith(prefix) and lines[at].endswith(suffix)):
                        at += 1
                    assert at < len(lines), f"no log line for {e}"
                    written = lines[at][len(prefix) : len(lines[at]) - len(suffix)]
                    total = re.match(r" = (-?\d+)", suffix)
                    assert total and int(total.group(1)) == e["total"], (lines[at], e)
                    assert _sum_value(written) == e["total"], (lines[at], e)
                    at += 1
                    seen[e["type"]] += 1
                    if e["type"] == "attack_roll":
                        assert written.split(" ")[0] == str(e["die"]), lines[at - 1]
                        continue
                    assert written.lstrip("(").startswith("+".join(map(str, e["kept"]))), (written, e["kept"])
                    assert len(TERM.findall(written)) == len(e["terms"]), (written, e["terms"])
                    for kind, _what, _value in e["terms"]:
                        seen[kind] += 1
                    if e.get("double"):
                        seen[f"{e['double']}_x2"] += 1
    finally:
        set_language(previous)
        app.settings["anim_speed"] = FAST
    assert all(seen.values()), seen


# ---------------------------------------------------------------------------------------------------- layout
def _lines_the_log_shows(app, table, monkeypatch) -> int:
    """Fill the log with short lines, draw a frame, count those drawn."""
    import orcdesk.ui.kit.widgets as W

    drawn = []
    real = W.blit_text
    monkeypatch.setattr(W, "blit_text", lambda s, text, *a, **k: (drawn.append(text), real(s, text, *a, **k))[1])
    for i in range(60):
        table.log.add(f"L{i}")
    app.step(1 / 60, events=[])
    monkeypatch.setattr(W, "blit_text", real)
    return len({text for text in drawn if re.fullmatch(r"L\d+", text)})


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(800, 800), (1024, 600)])
def test_square_and_short_windows_keep_everything_on_screen(players, size, monkeypatch):
    """At 800×800 (the hand under a shorter log column) and 1024×600: the hand, buttons and every hit region on
    screen and clear of Menu/Hint/Undo, no two seat panels overlapping, the log showing five lines or more
    (three at 800×800 with 4 players before), nothing under the top right band."""
    from orcdesk.ui.staging import build_table

    app, table = build_table("orcs_trolls", seed=3, size=size, players=players, moves=60)
    try:
        app.step(1 / 60, events=[])
        W, H = size
        screen = pygame.Rect(0, 0, W, H)
        band = table.top_buttons_rect(size)
        hand = table.lay.hand_rects(table.obs.get("hand") or [], table.selected)
        assert hand, "a hand to check"
        for card, r in hand:
            assert r.x >= 0 and r.right <= W and r.y >= 0, (card, r)
            assert r.y + r.h * 0.6 <= H, (card, r)  # the fan's ends dip: its type, name and value stay in sight
            assert not r.colliderect(table.lay.log) and not r.colliderect(table.lay.board), (card, r)
            assert not r.colliderect(band), (card, r)
        legal = table.legal()
        buttons = table.lay.button_rects(len(table.buttons_now(legal)))
        assert buttons, "a button to check"
        for r in buttons + [b.rect for b in table.btns.values() if b.rect.w]:
            assert screen.contains(r) and not r.colliderect(band), r
        for region in table.hit_regions():
            x, y = region.click_point()
            assert screen.collidepoint(x, y) and not band.collidepoint(x, y), region.target
        seats = list(table.lay.opp.values()) + [table.lay.pack]
        assert len(seats) == players
        assert all(not a.colliderect(b) for i, a in enumerate(seats) for b in seats[i + 1 :]), seats
        for r in seats + [table.lay.status, table.lay.centre, table.lay.board, table.lay.log]:
            assert screen.contains(r) and not r.colliderect(band), (r, band)
        assert table.log.rect == table.lay.log, "the log is drawn where the layout put it"
        assert not table.lay.log.colliderect(table.lay.board)
        shown = _lines_the_log_shows(app, table, monkeypatch)
        assert shown >= 5, f"the log shows {shown} lines at {size}, {players} players"
    finally:
        table.on_exit()
