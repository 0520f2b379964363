"""The Orc table driven by synthesized mouse clicks, exactly as a player would: whole games to the result."""

from __future__ import annotations

import pygame
import pytest

from orcdesk.core.i18n import t
from orcdesk.core.rng import Rng
from orcdesk.games.orc import engine as E
from orcdesk.ui.app import App
from orcdesk.ui.scenes.pause import PauseScene
from orcdesk.ui.scenes.result import ResultScene
from orcdesk.ui.tables.orc import OrcTable
from tests.ui_driver import click_target, post_click, settle


@pytest.fixture(scope="module")
def app():
    a = App((1280, 720))
    a.settings["anim_speed"] = 0.0  # animations finish at once; the logic is the same
    return a


def new_table(app, seed, seats=("human", "greedy"), options=None):
    from orcdesk.ui.scenes.menu import MenuScene

    app.stack.reset(MenuScene(app))
    table = OrcTable(app, "orc", seats=list(seats), seed=seed, options=options, inline_ai=True)
    app.stack.push(table)
    return table


def play_whole_game_by_clicks(app, seed, options=None, seats=("human", "greedy")):
    table = new_table(app, seed, seats=seats, options=options)
    rng = Rng(seed)
    clicks = 0
    while app.stack.top is table:
        settle(app, table)
        if app.stack.top is not table:
            break
        seat = table.human_to_act()
        action = rng.choice(table.state.legal_actions(seat))
        before = len(table.history.actions)
        for target in table.click_path(action):
            click_target(app, table, target)
            clicks += 1
        assert len(table.history.actions) > before, "the clicks did not play a move"
        assert table.history.actions[before] == (seat, table.state.action_to_text(action))
    assert table.state.is_terminal()
    assert isinstance(app.stack.top, ResultScene)
    return table, clicks


@pytest.mark.parametrize("seed", [3, 11])
def test_whole_game_by_mouse_reaches_the_result(app, seed):
    table, clicks = play_whole_game_by_clicks(app, seed)
    assert clicks > 10
    result = app.stack.top
    scores = table.state.scores()
    # The result explains each side's total the rulebook way, and the totals match the engine.
    for seat in (0, 1):
        assert any(line.startswith("!") and str(int(scores[seat])) in line for line in result.lines)
    app.step(1 / 60)  # the result overlay draws over the table


def test_human_in_the_second_seat(app):
    table, _ = play_whole_game_by_clicks(app, 17, seats=("random", "human"))
    assert table.viewer == 1 and table.me == 1 and table.opp == 0
    assert any(seat == 1 for seat, _ in table.history.actions)


def test_perplext_start_choice_by_mouse(app):
    table, _ = play_whole_game_by_clicks(app, 5, options={"start_rule": "perplext"})
    assert table.history.actions[0][1] in ("start first", "start second")


def test_illegal_click_changes_nothing(app):
    table = new_table(app, 7)
    settle(app, table)
    # Get to a play phase where the human has a card selected.
    while E.PHASE_NAMES[table.state.phase] != "play" or table.human_to_act() is None:
        seat = table.human_to_act()
        click_target(app, table, table.click_path(table.state.legal_actions(seat)[0])[0])
        settle(app, table)
    snapshot = table.state.to_dict()
    history = list(table.history.actions)
    # No card selected: every tribe is refused with a reason.
    tribe = next(r for r in table.hit_regions() if r.target[0] == "tribe")
    assert not tribe.legal and tribe.reason
    post_click(app, tribe.click_point())
    assert table.state.to_dict() == snapshot and table.history.actions == history
    # Select a card, then click a tribe it may not attack.
    seat = table.human_to_act()
    card = table.state.hands[seat][0]
    click_target(app, table, ("hand", card, 0))
    assert table.selected == card and table.card_up_end(card) == 0
    bad = [r for r in table.hit_regions() if r.target[0] == "tribe" and not r.legal]
    assert bad, "a card always has a tribe it may not attack (its own colour)"
    assert all(r.reason and not r.reason.startswith("⟨") for r in bad)
    post_click(app, bad[0].click_point())
    assert table.state.to_dict() == snapshot and table.history.actions == history
    # Right-click flips the chosen end; a left click on a lit tribe then plays with that end.
    click_target(app, table, ("hand", card, 0), button=3)
    assert table.card_up_end(card) == 1
    good = [r for r in table.hit_regions() if r.target[0] == "tribe" and r.legal]
    bad = [r for r in table.hit_regions() if r.target[0] == "tribe" and not r.legal]  # the other end now
    # Hovering shows the landing preview on a lit tribe and the reason on a refused one.
    for region, shown in ((good[0], good[0].tooltip), (bad[0], bad[0].reason)):
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=region.click_point(), rel=(0, 0), buttons=(0, 0, 0))
        )
        app.step(1 / 60)
        assert table.hover is not None and table.hover.target == region.target
        assert app.tooltip.text == shown
    assert good[0].tooltip, "a lit tribe explains what the attack would give"
    post_click(app, good[0].click_point())
    assert table.history.actions[-1] == (seat, table.state.action_to_text(E.play_action(card, good[0].target[1], 1)))


def test_escape_opens_pause_and_quit_returns_to_menu(app):
    from orcdesk.ui.scenes.menu import MenuScene

    table = new_table(app, 9)
    settle(app, table)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
    assert isinstance(app.stack.top, PauseScene)
    quit_button = next(b for b in app.stack.top.buttons if b.key == "quit")
    post_click(app, quit_button.rect.center)
    assert isinstance(app.stack.top, MenuScene) and len(app.stack) == 1


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_word_on_the_table_is_translated(app, lang):
    """Log lines, prompts, refusal reasons and the result explanation exist in both languages."""
    from orcdesk.core.i18n import language, set_language

    previous = language()
    set_language(lang)
    try:
        table = new_table(app, 21, options={"start_rule": "perplext"})
        rng = Rng(4)
        seen = []
        while not table.state.is_terminal():
            app.step(1 / 60)
            seat = table.human_to_act()
            if seat is None or not table.can_act():
                continue
            seen.append(table.prompt())
            if E.PHASE_NAMES[table.state.phase] == "play":
                table.selected = table.state.hands[seat][0]
                seen += [r.reason for r in table.hit_regions() if not r.legal]
                table.selected = None
            table.play(rng.choice(table.state.legal_actions(seat)), seat)
        for _ in range(5):
            app.step(1 / 60)
        seen += [text for text, _ in table.log.lines] + table.result_lines() + [table.result_title()]
        missing = [s for s in seen if "⟨" in s or "{" in s]
        assert not missing, missing[:5]
        assert len(seen) > 20
    finally:
        set_language(previous)


def test_the_result_explains_a_tiebreak_from_the_observation(app):
    """The end-of-game lines read the finished game's observation: both seats' totals (their hands shown),
    and the tie broken by the winner of the tribe nearest the box."""
    from orcdesk.ui.tables.orc.words import tribe_words

    s = E.OrcState.new(2, 19)
    rng = Rng(19)
    while not s.is_terminal():
        seat = s.to_act()[0]
        s.apply(s.random_action(seat, rng), seat)
    assert s.scores() == [10, 10] and s.tiebreak()  # seed 19: a tie on points
    table = new_table(app, 1)
    table.state = s
    lines = table.result_lines()
    totals = [line for line in lines if line.startswith("!") and "10" in line]
    head = next(tribe for tribe in s.observation(0)["tribes"] if tribe["rank"] == 0)
    assert len(totals) == 2 and lines[-1] == "!" + t("orc.result.tiebreak", tribe=tribe_words(head["colour"]))


def test_hotseat_hides_the_table_between_players(app):
    from orcdesk.ui.scenes.handoff import HandoffScene

    table = new_table(app, 13, seats=("human", "human"))
    rng = Rng(13)
    handoffs = 0
    for _ in range(3000):
        app.step(1 / 60)
        top = app.stack.top
        if isinstance(top, ResultScene):
            break
        if isinstance(top, HandoffScene):
            assert top.seat == table.viewer == table.human_to_act()
            handoffs += 1
            post_click(app, (10, 10))
            continue
        if table.can_act():
            seat = table.human_to_act()
            assert seat == table.viewer, "the table shows the hand of the player who acts"
            for target in table.click_path(rng.choice(table.state.legal_actions(seat))):
                click_target(app, table, target)
    assert table.state.is_terminal() and handoffs >= 5


def test_moves_animate_then_settle(app):
    """At normal speed a play sends a card flying (its slot hidden meanwhile) and input waits for it."""
    app.settings["anim_speed"] = 1.0
    try:
        table = new_table(app, 7)
        for _ in range(300):
            app.step(0.1)
            if table.can_act() and E.PHASE_NAMES[table.state.phase] == "play":
                break
        seat = table.human_to_act()
        action = next(a for a in table.state.legal_actions(seat) if E.CODEC.kind_of(a) == "play")
        for target in table.click_path(action):
            click_target(app, table, target)
        app.step(0.05)
        assert table.fx.flights.active and table.fx.flights.hidden, "the played card should be in the air"
        assert table.queue.busy and not table.can_act()
        for _ in range(120):
            app.step(1 / 30)
            if not table.queue.busy:
                break
        assert not table.fx.flights.active and not table.fx.hidden_now and not table.queue.busy
        assert table.can_act()  # the same player now draws
    finally:
        app.settings["anim_speed"] = 0.0


def test_a_failing_ai_is_reported_and_the_game_goes_on(app):
    class BrokenThinker:
        busy = False

        def start(self, state, seat, kind, seed=None):
            self.busy = True

        def poll(self):
            raise RuntimeError("search crashed")

        def cancel(self):
            self.busy = False

        def close(self):
            pass

    table = new_table(app, 3)
    table.match.controllers[1].thinker = BrokenThinker()
    rng = Rng(3)
    ai_moves = 0
    for _ in range(200):
        app.step(1 / 60)
        seat = table.human_to_act()
        if seat is not None and table.can_act():
            table.play(rng.choice(table.state.legal_actions(seat)), seat)
        ai_moves = sum(1 for s, _ in table.history.actions if s == 1)
        if table.error and ai_moves:
            break
    assert table.error and "crashed" in table.error  # shown in the status banner
    assert ai_moves > 0, "the AI seat still moves (a fallback legal action)"


@pytest.mark.parametrize("seed", [9, 23])
def test_whole_game_with_animations_on(app, seed):
    """Every animation (flights, battles, spear cards turning, cascades) drawn frame by frame to the end."""
    app.settings["anim_speed"] = 1.0
    try:
        table = new_table(app, seed)
        rng = Rng(seed)
        battles_seen = 0
        for _ in range(2500):
            app.step(0.2)
            battles_seen += bool(table.fx.flashes)
            if isinstance(app.stack.top, ResultScene):
                break
            seat = table.human_to_act()
            if seat is not None and table.can_act():
                table.play(rng.choice(table.state.legal_actions(seat)), seat)
        assert isinstance(app.stack.top, ResultScene)
        assert battles_seen > 0
    finally:
        app.settings["anim_speed"] = 0.0


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080), (800, 800)])
def test_set_aside_pile_leaves_room_for_menu_hint_and_undo(size):
    """The set-aside pile and its count badge stay left of Menu, Hint and Undo (top right)."""
    from orcdesk.ui.staging import build_table

    app, table = build_table("orc", seed=2, size=size, players=2)
    u = table.lay.u
    pile = table.lay.discard.inflate(int(u * 4), int(u * 4))  # the count badge sits on its corner
    assert not pile.colliderect(table.top_buttons_rect(size))
    table.on_exit()


def test_only_the_end_that_faces_the_tribe_says_so(app):
    """Hovering the chosen card: its upper end "faces the tribe"; its lower end, once clicked, turns to it."""
    table = new_table(app, 7)
    settle(app, table)
    while E.PHASE_NAMES[table.state.phase] != "play" or table.human_to_act() is None:
        seat = table.human_to_act()
        click_target(app, table, table.click_path(table.state.legal_actions(seat)[0])[0])
        settle(app, table)
    card = table.state.hands[table.human_to_act()][0]
    click_target(app, table, ("hand", card, 0))
    regions = {r.target: r for r in table.hit_regions() if r.target[0] == "hand" and r.target[1] == card}
    up, down = regions[("hand", card, 0)], regions[("hand", card, 1)]
    assert up.rect.y < down.rect.y, "the chosen end is the upper half"
    facing = t("orc.ui.pick_end", orcs="").split(":")[0]
    assert up.tooltip.startswith(facing)
    assert not down.tooltip.startswith(facing), down.tooltip


def test_the_prompt_waits_for_the_animations(app):
    """While a move still animates the state has moved on: the banner must not already ask for the next click
    (it asked "Pick a card" while the AI's turn was still being shown)."""
    app.settings["anim_speed"] = 1.0
    try:
        table = new_table(app, 7)
        seen_busy = 0
        for _ in range(3000):
            app.step(1 / 30)
            if table.state.is_terminal() or len(table.history.actions) > 12:
                break
            text, _ = table.status_text()
            if table.queue.busy:
                seen_busy += table.human_to_act() is not None
                assert text != table.prompt(), text
                assert text != t("app.table.game_over")
            elif table.can_act():
                assert text == table.prompt()
                seat = table.human_to_act()
                table.play(table.state.legal_actions(seat)[0], seat)
        assert seen_busy, "the human's turn came while a move still animated"
    finally:
        app.settings["anim_speed"] = 0.0


def play_until_a_tribe_is_won(app, seed):
    """A table played (random legal moves for the human, greedy AI) until a battle has given a tribe away."""
    table = new_table(app, seed)
    rng = Rng(seed)
    for _ in range(3000):
        app.step(1 / 60)
        won = [tribe["pos"] for tribe in table.obs["tribes"] if tribe["status"] == "won"]
        if won and not table.queue.busy:
            return table, won
        seat = table.human_to_act()
        if seat is not None and table.can_act():
            table.play(rng.choice(table.state.legal_actions(seat)), seat)
    raise AssertionError("no tribe was won")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_won_tribe_shows_the_armies_that_fought_for_it(app, lang):
    """A battle clears both armies off the border; pointing at the won tribe shows them again (issue 13 §5): every
    card each side played there with the end that counted, the totals, and who won it, in words."""
    from orcdesk.core.i18n import language, set_language

    previous = language()
    set_language(lang)
    try:
        table, won = play_until_a_tribe_is_won(app, 5)
        pos = won[0]
        assert all(not side["cards"] for side in table.obs["tribes"][pos]["sides"]), "the armies left the border"
        record = table.past_battle(pos)
        plays = [[], []]
        for played in table.match.played:
            for e in played.events:
                if e["type"] == "play" and e["tribe"] == pos:
                    plays[e["seat"]].append((e["card"], e["orcs"]))
        assert record["armies"] == plays and any(plays)
        assert record["orcs"] == [sum(orcs for _, orcs in army) for army in plays]
        assert record["winner"] == table.obs["tribes"][pos]["winner"]
        for text in (record["verdict"], record["tribe"]):
            assert text and "⟨" not in text and "{" not in text, text
        # nothing under the pointer: no panel; on the won tile: the panel is drawn below (or above) it
        away = (2, table.size[1] - 2)
        app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))])
        assert table.shown_past_battle() is None
        plain = app.screen.copy()
        tile = table.lay.tile[pos]
        app.step(
            1 / 60, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=tile.center, rel=(0, 0), buttons=(0, 0, 0))]
        )
        assert table.shown_past_battle() == pos
        band = pygame.Rect(table.lay.play.x, tile.bottom, table.lay.play.w, int(table.lay.u * 20))
        band = band.clip(app.screen.get_rect())
        changed = sum(
            plain.get_at((x, y)) != app.screen.get_at((x, y))
            for x in range(band.x, band.right, 4)
            for y in range(band.y, band.bottom, 4)
        )
        assert changed > 200, "no battle panel was drawn at the won tribe"
    finally:
        set_language(previous)


def test_b_steps_through_past_battles_and_a_click_lets_go(app):
    """Keyboard players see past battles too: B shows the latest, then the ones before, then none."""
    table, won = play_until_a_tribe_is_won(app, 5)
    key_b = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b", scancode=0)
    order = table.won_in_order()
    assert sorted(order) == sorted(won)
    shown = []
    for _ in range(len(order) + 1):
        app.step(1 / 60, events=[key_b])
        shown.append(table.pinned_battle)
    assert shown == order + [None]
    app.step(1 / 60, events=[key_b])
    assert table.pinned_battle == order[0]
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(2, 2), button=1)])
    assert table.pinned_battle is None


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (800, 800), (1920, 1080), (1024, 768)])
def test_the_border_reads_well_in_any_window(size):
    """Issue 13 §5: at 800×800 the border was a strip (tiles 45 px, 5.6 % of the window) beside a log as tall as
    the window. In a narrow window the scoreboard and the log go below; the tiles stay large, and nothing of the
    table lies under the panels or off screen."""
    from orcdesk.ui.staging import build_table

    app, table = build_table("orc", seed=2, size=size, moves=10)
    try:
        app.step(1 / 60, events=[])
        R = table.lay
        assert R.tile[0].w >= 0.075 * min(size), R.tile[0]
        assert table.log_below(size) == (size[0] < 1.45 * size[1])
        if table.log_below(size):
            assert R.log.y > R.play.bottom and R.log.w > size[0] * 0.5
        window = app.screen.get_rect()
        drawn = (
            [R.tile[p] for p in range(6)]
            + [R.pile[p] for p in range(6)]
            + list(R.box_slot.values())
            + R.hand_rects(len(table.obs["hand"]))
            + R.opp_rects(6)
            + [R.status, R.discard]
        )
        for rect in drawn:
            assert window.contains(rect), rect
            for panel in (R.log, R.score):
                assert not rect.colliderect(panel), (rect, panel)
        assert R.log.h >= min(size) * 0.2 and window.contains(R.log) and window.contains(R.score)
    finally:
        table.on_exit()
