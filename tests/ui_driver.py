"""Drives a real table scene with synthesized pygame mouse events, as a player would (shared by UI tests)."""

from __future__ import annotations

import pygame


def post_click(app, pos, button=1):
    """Post real pygame events (motion, press, release) and run one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(1 / 60)


def settle(app, table, frames=300):
    """Run frames until the human may act or the table is no longer on top (game over)."""
    for _ in range(frames):
        app.step(1 / 60)
        if app.stack.top is not table or table.can_act():
            return
    raise AssertionError("the table never gave the turn back to the human")


def click_target(app, table, target, button=1):
    """Click where ``target`` is drawn, after checking it is drawn, legal, on screen and not covered."""
    regions = {r.target: r for r in table.hit_regions()}
    mode = getattr(table, "mode", None)
    assert target in regions, f"{target} is not drawn as a clickable target" + (f" (mode {mode()})" if mode else "")
    region = regions[target]
    assert region.legal, f"{target} should be legal: {region.reason}"
    point = region.click_point()
    w, h = app.screen.get_size()
    assert 0 <= point[0] < w and 0 <= point[1] < h, f"{target} is off screen"
    assert table.region_at(point).target == target, f"the click point of {target} is covered by something else"
    post_click(app, point, button)


def play_randomly_until(app, table, done, rng, frames=3000, dt=1 / 30):
    """Run the window; whenever the human may act and ``done()`` is not yet true, play one of their legal moves
    at random (``rng``). Fails if ``done()`` never comes true within ``frames``."""
    for _ in range(frames):
        app.step(dt)
        if table.can_act():
            if done():
                return
            seat = table.human_to_act()
            table.play(rng.choice(table.state.legal_actions(seat)), seat)
    raise AssertionError("the position looked for never came")


def orlog_table_at_favor(seed: int):
    """An Orlog table (you against greedy, seed 3, no animation) played at random (``Rng(seed)``) to the favor
    choice, where every die of both sides is kept and shown."""
    from orcdesk.core.rng import Rng
    from orcdesk.ui.app import App
    from orcdesk.ui.tables.orlog import OrlogTable

    app = App((1280, 720))
    app.settings["anim_speed"] = 0.0
    table = OrlogTable(app, "orlog", seats=["human", "greedy"], seed=3, inline_ai=True)
    app.stack.push(table)
    play_randomly_until(app, table, lambda: table.asked() == "favor", Rng(seed))
    return app, table
