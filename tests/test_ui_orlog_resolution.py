"""Orlog's resolution is staged (issue 13 §5): hits break the health stones one by one, hands take tokens one
by one, the killing blow stays on screen before the result, and the animation speed setting still rules.

Simulated time only: the app is stepped with a fixed frame time, nothing is timed on the wall clock."""

from __future__ import annotations

import pygame
import pytest

from orcdesk.games.orlog.engine import make_position
from orcdesk.ui.app import App
from orcdesk.ui.kit import anim
from orcdesk.ui.scenes.result import ResultScene
from orcdesk.ui.tables.orlog import OrlogTable

FRAME = 1 / 30


@pytest.fixture()
def app():
    a = App((1280, 720))
    yield a
    anim.set_speed(1.0)


def resolve(app, dice, health=(15, 15), tokens=(4, 3), speed=1.0, max_frames=3000):
    """Both players take no favor at the given position; step until the table is idle or gone. Returns the
    table and, per frame, (health 0, health 1, tokens 0, tokens 1, table still on top) as displayed."""
    app.settings["anim_speed"] = speed
    table = OrlogTable(app, "orlog", seats=["human", "greedy"], seed=3, inline_ai=True)
    app.stack.push(table)
    app.step(FRAME)
    table.state = make_position(dice, tokens=tokens, health=health, coin=1)
    table.on_restored()
    app.step(FRAME)
    if 1 in table.state.to_act():  # the AI seat may have chosen already, in the frame above
        table.play(table.state.action_from_text("favor none"), 1)
    table.play(table.state.action_from_text("favor none"), 0)
    frames = []
    for _ in range(max_frames):
        app.step(FRAME)
        players = table.view["players"]
        on_top = app.stack.top is table
        frames.append((players[0]["health"], players[1]["health"], players[0]["tokens"], players[1]["tokens"], on_top))
        if not on_top or (not table.queue.busy and not table.model.effects):
            break
    return table, frames


def seen(frames, column) -> list[int]:
    """The values a column took, in order, without repeats."""
    out = []
    for f in frames:
        if not out or out[-1] != f[column]:
            out.append(f[column])
    return out


def test_hits_break_the_stones_one_by_one(app):
    # you: 4 axes, the opponent 1 helmet: 3 hits; the opponent: 2 arrows, you no shield: 2 hits
    table, frames = resolve(app, ("aaaarn", "hrrnnn"))
    assert seen(frames, 1)[:4] == [15, 14, 13, 12], seen(frames, 1)
    assert seen(frames, 0)[:3] == [15, 14, 13], seen(frames, 0)
    obs = table.state.observation(table.viewer)["players"]
    assert frames[-1][:2] == (obs[0]["health"], obs[1]["health"])


def test_hands_take_tokens_one_by_one(app):
    # the opponent's 3 hands take 3 of your 4 tokens (it holds the coin: it steals first), your hand 1 back
    table, frames = resolve(app, ("hhssrn", "ssrnnn"), tokens=(4, 0))
    mine = seen(frames, 2)
    assert mine[:4] == [4, 3, 2, 1], mine
    obs = table.state.observation(table.viewer)["players"]
    assert frames[-1][2:4] == (obs[0]["tokens"], obs[1]["tokens"])


def test_the_killing_blow_stays_on_screen_before_the_result(app):
    table, frames = resolve(app, ("aaaarn", "ssrrnn"), health=(15, 2))
    assert isinstance(app.stack.top, ResultScene)
    dead = next(i for i, f in enumerate(frames) if f[1] == 0)
    shown = sum(1 for f in frames[dead:] if f[4])
    assert shown * FRAME >= 2.0, f"the fallen god is seen for {shown * FRAME:.2f} s only"


def test_the_animation_speed_setting_is_honoured(app):
    _, normal = resolve(app, ("aaaarn", "hrrnnn"), speed=1.0)
    _, double = resolve(app, ("aaaarn", "hrrnnn"), speed=2.0)
    assert abs(len(double) * 2 - len(normal)) <= 8, (len(normal), len(double))
    _, instant = resolve(app, ("aaaarn", "hrrnnn"), speed=0.0)
    assert len(instant) <= 3
    pygame.event.clear()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (800, 800), (1920, 1080), (900, 1000)])
def test_the_layout_keeps_parts_apart_at_every_window_size(size):
    """Issue 13 §5: at 800x800 the dice overflowed their bowls over the god cards and the counts."""
    app = App(size)
    table = OrlogTable(app, "orlog", seats=["human", "greedy"], seed=3, inline_ai=True)
    app.stack.push(table)
    table.layout(size)
    lay = table.lay
    ds = lay.die_size
    screen = pygame.Rect((0, 0), size)
    for seat in (0, 1):
        bowl, cards = lay.bowl[seat], lay.cards[seat]
        assert screen.contains(bowl) and not bowl.colliderect(cards), (seat, bowl, cards)
        assert not bowl.colliderect(lay.log) and not bowl.colliderect(lay.button)
        for i in range(9):  # six dice and Freyja's three
            x, y = lay.bowl_slot(seat, i)
            die = pygame.Rect(0, 0, ds * 0.9, ds * 0.9)
            die.center = (round(x), round(y))
            assert bowl.contains(die), (seat, i, die, bowl)
            if i >= len(table.dice[seat]):
                continue  # the kept row spreads over the dice there are (Freyja's squeeze it)
            kx, ky = lay.kept_slot(seat, i, len(table.dice[seat]))
            kept = pygame.Rect(0, 0, ds, ds)
            kept.center = (round(kx), round(ky))
            assert not kept.colliderect(lay.button) and not kept.colliderect(cards)
            assert lay.play.contains(kept)
        hx, hy = lay.health_centre[seat]
        assert not bowl.collidepoint(hx + lay.stone_size * 3.2, hy), "the health number is clear of the bowl"
        assert not bowl.collidepoint(lay.token_centre[seat])
    assert lay.play.contains(lay.button)
