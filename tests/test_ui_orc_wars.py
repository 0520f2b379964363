"""The HeroCard Orc Wars table driven by synthesized mouse clicks, as a player would: a whole scenario-1 game to the
result screen, every legal action of many positions mapped to drawn, legal, uncovered targets, the reachable hexes
of a selected figure, the duel overlay's Pass, and every scenario rendered."""

from __future__ import annotations

import dataclasses

import pytest

from orcdesk.ai import make_agent
from orcdesk.core import i18n
from orcdesk.core.match import AgentController
from orcdesk.games.orc_wars import engine as E
from orcdesk.ui.app import App
from orcdesk.ui.scenes.result import ResultScene
from orcdesk.ui.tables.orc_wars import OrcWarsTable
from tests.ui_driver import click_target, settle

SCENARIOS = ("prisoner", "orc_camp", "relics", "bounty_hunter", "great_hunt")


@pytest.fixture(scope="module")
def app():
    a = App((1280, 720))
    a.settings["anim_speed"] = 0.0  # animations finish at once; the logic is the same
    return a


def new_table(app, seed, seats, options=None):
    from orcdesk.ui.scenes.menu import MenuScene

    app.stack.reset(MenuScene(app))
    table = OrcWarsTable(app, "orc_wars", seats=list(seats), seed=seed, options=options, inline_ai=True)
    app.stack.push(table)
    return table


def advance(app, table, moves, want=None, limit=400, kind="greedy"):
    """Play ``moves`` moves with ``kind`` agents in every seat (the human's too), then on until the human acts in a
    step ``want`` accepts (a function of the table); the real seats take over from there."""
    match = table.match
    real = match.controllers
    match.controllers = {s: AgentController(make_agent(kind, "orc_wars", seed=11 + s)) for s in range(len(table.seats))}
    try:
        n = 0
        while not match.state.is_terminal() and n < limit:
            if n >= moves and table.human_to_act() is not None and (want is None or want(table)):
                break
            match.step()
            table.queue.finish_all()
            n += 1
    finally:
        match.controllers = real
    app.step(1 / 60)
    return table


def no_missing_words(table):
    for text, _ in table.log.lines:
        assert "⟨" not in text, text
    assert "⟨" not in table.prompt()


def test_a_whole_prisoner_game_by_mouse(app):
    """The human plays the Paladin (greedy's choices, clicked on the table) against the greedy horde to the end."""
    table = new_table(app, 5, ("greedy", "human"))
    agent = make_agent("greedy", "orc_wars", seed=3)
    kinds = set()
    for _ in range(4000):
        settle(app, table, frames=2000)
        if isinstance(app.stack.top, ResultScene):
            break
        seat = table.human_to_act()
        action = agent.choose(table.state, seat)
        before = len(table.history.actions)
        for target in table.click_path(action):
            click_target(app, table, target)
        assert table.history.actions[before] == (seat, table.state.action_to_text(action)), (
            f"the clicks did not play {table.state.action_to_text(action)}"
        )
        kinds.add(E.CODEC.decode(action).kind)
        no_missing_words(table)
    assert table.state.is_terminal() and isinstance(app.stack.top, ResultScene)
    assert {"place", "move", "attack", "end"} <= kinds
    result = app.stack.top
    assert result.lines and all("⟨" not in line for line in result.lines)
    assert len(table.log.lines) > 30


def _check_every_action(app, table):
    """Every legal action of the position maps to clicks on drawn, legal, uncovered targets (each click's target
    is checked once the clicks before it are made, then the selection is put back)."""
    seat = table.human_to_act()
    assert seat is not None
    screen = app.screen.get_rect()
    for action in table.state.legal_actions(seat):
        saved = dataclasses.replace(table.sel)
        targets = table.click_path(action)
        for i, target in enumerate(targets):
            regions = {r.target: r for r in table.hit_regions()}
            assert target in regions, (table.state.action_to_text(action), target, table.state.phase())
            region = regions[target]
            assert region.legal, (target, region.reason)
            point = region.click_point()
            assert screen.collidepoint(point)
            assert table.region_at(point).target == target, (target, table.region_at(point).target)
            result = table.click(target, 1)
            if i == len(targets) - 1:
                assert result == action, (table.state.action_to_text(action), target)
            else:
                assert result is None
        table.sel = saved
        table._live.clear()  # the choices hold the selection they were made with


@pytest.mark.parametrize(
    "human,scenario",
    # the fast tier takes each scenario from one side, the sides in turn; the other side is slow
    [
        pytest.param(human, scenario, marks=[pytest.mark.slow] if (human + index) % 2 else [])
        for human in (0, 1)
        for index, scenario in enumerate(SCENARIOS)
    ],
)
def test_every_legal_action_maps_to_clicks(app, scenario, human):
    seats = ["greedy"] * (2 if scenario == "prisoner" else 3)  # The Prisoner(s): 2 players only
    seats[human] = "human"
    checked = set()
    for moves in (0, 9, 25, 45, 80, 130):
        table = new_table(app, 7 + moves, seats, {"scenario": scenario})
        advance(app, table, moves)
        if table.state.is_terminal() or table.human_to_act() is None:
            continue
        _check_every_action(app, table)
        checked.add(table.state.phase())
        assert "⟨" not in table.prompt()
    assert checked


@pytest.mark.parametrize(
    "step",
    [
        "exchange",
        "casualty",
        "squad",
        "phases",
        "clear",
        "discard",
        "draw",
        "deploy",
        "reinforce_hex",
        "activate",
        "trip_wire",
        "setup_king",
        "setup_elf",
    ],
)
def test_every_step_has_its_clicks(app, step):
    """Positions in each kind of step, for either side, found by playing on."""
    found = False
    tries = [
        ("greedy", seed, human, scenario)
        for seed, human, scenario in (
            (3, 1, "orc_camp"),
            (4, 0, "orc_camp"),
            (5, 0, "relics"),
            (6, 1, "great_hunt"),
            (7, 0, "bounty_hunter"),
            (8, 1, "prisoner"),
            (9, 0, "prisoner"),
            (10, 0, "great_hunt"),
            (11, 0, "relics"),
            (12, 0, "bounty_hunter"),
        )
    ]
    tries += [("random", seed, seed % 2, scenario) for seed in range(20, 26) for scenario in ("relics", "great_hunt")]
    for kind, seed, human, scenario in tries:
        seats = ["greedy"] * (2 if scenario == "prisoner" else 3)  # The Prisoner(s): 2 players only
        seats[human] = "human"
        table = new_table(app, seed, seats, {"scenario": scenario, "casualty": "defender"})
        advance(app, table, 0, want=lambda tb: tb.state.phase() == step, limit=600, kind=kind)
        if table.human_to_act() is None or table.state.phase() != step:
            continue
        _check_every_action(app, table)
        found = True
        break
    assert found, f"no position found in step {step}"


def test_selecting_a_figure_shows_its_reachable_hexes_and_the_path(app):
    def can_move(tb):
        return (
            tb.state.phase() == "action"
            and tb.human_to_act() == 0
            and any(E.CODEC.decode(a).kind == "move" for a in tb.state.legal_actions(0))
        )

    for seed, scenario in ((9, "orc_camp"), (9, "great_hunt"), (10, "relics"), (11, "prisoner"), (12, "bounty_hunter")):
        table = new_table(app, seed, ("human", "greedy"), {"scenario": scenario})
        advance(app, table, 10, want=can_move)
        if can_move(table):
            break
    moves = [E.CODEC.decode(a) for a in table.state.legal_actions(0) if E.CODEC.decode(a).kind == "move"]
    fig = moves[0].fig
    if table.choices().selected_figure() != fig:
        click_target(app, table, ("fig", fig))
    assert table.choices().selected_figure() == fig
    app.step(1 / 60)
    view = table.board.view
    dests = {table.board.hexes[d.hex] for d in moves if d.fig == fig}
    assert view.reach == dests, "the lit hexes are exactly the moves of the selected figure"
    dest = sorted(dests)[0]
    import pygame

    x, y = view.grid.center(dest)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    assert view.path and view.path[-1] == dest and view.path[0] == table.board.hexes[table.choices().fig_hex(fig)]


def test_the_duel_overlay_shows_the_fight_and_its_pass_button(app):
    for seed in range(20, 40):
        table = new_table(app, seed, ("greedy", "human"))
        advance(app, table, 0, want=lambda tb: tb.state.phase() == "exchange", limit=500)
        if table.state.phase() == "exchange" and table.human_to_act() == 1:
            break
    else:
        pytest.fail("no duel reached")
    assert table.duel is not None and table.duel_shown()
    regions = {r.target: r for r in table.hit_regions()}
    assert ("btn", "pass") in regions
    assert table.duel_rect().contains(regions[("btn", "pass")].rect), "Pass sits in the duel overlay"
    before = len(table.history.actions)
    click_target(app, table, ("btn", "pass"))
    assert table.history.actions[before] == (1, "pass")


RENDER_SIZES = [(1280, 720), (1024, 600), (1920, 1080)]


@pytest.mark.parametrize(
    "scenario,size",
    # the fast tier draws each scenario at one size, the sizes in turn; the other sizes are slow
    [
        pytest.param(
            scenario,
            size,
            id=f"{scenario}-{size[0]}x{size[1]}",
            marks=[] if index % len(RENDER_SIZES) == k else [pytest.mark.slow],
        )
        for index, scenario in enumerate(SCENARIOS)
        for k, size in enumerate(RENDER_SIZES)
    ],
)
def test_every_scenario_renders(scenario, size):
    from orcdesk.ui.staging import build_table

    app, table = build_table(
        "orc_wars", seed=3, size=size, players=3 if scenario != "prisoner" else 2, options={"scenario": scenario}
    )
    app.step(1 / 60, events=[])
    screen = app.screen.get_rect()
    for region in table.hit_regions():
        assert screen.collidepoint(region.click_point())
    assert "⟨" not in table.prompt()
    table.on_exit()


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_every_event_is_worded_in_both_languages(app, scenario):
    from orcdesk.core import i18n

    seats = ["greedy", "human"] + (["greedy", "greedy"] if scenario != "prisoner" else [])  # Prisoner(s): 2 only
    table = new_table(app, 13, seats, {"scenario": scenario})
    advance(app, table, 10**6, limit=1500)
    events = [e for played in table.match.played for e in played.events]
    assert events
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        try:
            for e in events:
                shown = table.state.redact_event(e, table.viewer)
                line = table.describe_event(shown)
                if e["type"] not in ("begin_move", "end_phase"):
                    assert line, e["type"]
                assert line is None or "⟨" not in line, line
            if table.state.is_terminal():
                assert all("⟨" not in line for line in table.result_lines())
                assert "⟨" not in table.result_title() + table.result_subtitle()
        finally:
            i18n.set_language("en")


def test_the_board_zooms_and_pans_by_mouse(app):
    import pygame

    from tests.ui_driver import post_click

    table = new_table(app, 3, ("human", "greedy"), {"scenario": "relics"})
    settle(app, table)
    view = table.board.view
    fitted = view.grid.zoom
    post_click(app, table.board.zoom_rects()["in"].center)
    assert view.grid.zoom > fitted
    post_click(app, table.board.zoom_rects()["fit"].center)
    assert view.grid.zoom == pytest.approx(fitted)
    centre = table.R["board"].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    app.step(1 / 60)
    assert view.grid.zoom > fitted, "the wheel over the board zooms it"
    pan = view.grid.pan
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=3))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(centre[0] + 40, centre[1]), rel=(40, 0), buttons=(0, 0, 1))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(centre[0] + 40, centre[1]), button=3))
    app.step(1 / 60)
    assert view.grid.pan != pan, "a right drag pans the board"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_scenario_goals_quote_the_counts_of_the_data(lang):
    """Balance changes the PROPOSED goal counts in data/orc_wars.yaml: the words follow them."""
    from orcdesk.core import i18n
    from orcdesk.games.orc_wars.data import DATA
    from orcdesk.ui.tables.orc_wars.words import scenario_goal

    i18n.set_language(lang)
    try:
        relics = scenario_goal("relics")
        assert str(DATA.scenarios["relics"]["goal"]["count"]) in relics and "{" not in relics
        bounty = scenario_goal("bounty_hunter")
        for n in DATA.scenarios["bounty_hunter"]["goal"]["needed"].values():
            assert str(n) in bounty
        assert str(DATA.scenarios["great_hunt"]["goal"]["count"]) in scenario_goal("great_hunt")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("human", [0, 1])  # the defender (the orcs), the attacker (an elf)
def test_card_reasons_are_the_engines_refusals_even_when_the_exchange_units_are_reset(app, human):
    """The hand's cards that cannot be played say why in the engine's words (``refusal``), never the table's
    own reckoning of costs. At the end of an exchange the engine resets its units to -1 while the table may
    still show the exchange step: nothing asks what unit -1 can pay (that raised KeyError: -1 once)."""
    seats = ["greedy", "greedy", "greedy"]
    seats[human] = "human"
    table = advance(app, new_table(app, 1, seats), 0, want=lambda t: t.state.phase() == "exchange")
    assert table.state.phase() == "exchange" and table.choices().obs["hand"]
    state = table.state
    for name in ("fight_attacker", "fight_defender"):
        setattr(state, name, -1)
    table._live.clear()
    refused = [r for r in table.hit_regions() if r.target[0] == "card" and not r.legal]
    choices = table.choices()
    for region in refused:
        reason = state.refusal(choices.probe(region.target[1]), human)
        assert reason is not None and region.reason == i18n.word(reason, table.seat_name)
