"""Every scene renders at the usual size, a small one and a large one; the scene stack behaves."""

from __future__ import annotations

import pygame
import pytest

from orcdesk.ui.app import App
from orcdesk.ui.scene import Scene, SceneStack
from orcdesk.ui.scenes.menu import MenuScene
from orcdesk.ui.scenes.pause import PauseScene
from orcdesk.ui.scenes.result import ResultScene
from orcdesk.ui.scenes.setup import SetupScene

SIZES = [(1280, 720), (1024, 600), (1920, 1080)]


def colours_used(surface: pygame.Surface, step: int = 37) -> int:
    """How many distinct colours a coarse sample of the frame holds (a blank frame has 1)."""
    w, h = surface.get_size()
    return len({tuple(surface.get_at((x, y)))[:3] for x in range(0, w, step) for y in range(0, h, step)})


@pytest.mark.parametrize("size", SIZES)
def test_menu_setup_table_pause_result_render(size):
    from orcdesk.ui.staging import build_table

    app = App(size)
    app.stack.push(MenuScene(app))
    app.step(1 / 60, events=[])
    assert app.screen.get_size() == size
    assert colours_used(app.screen) > 40
    menu = app.stack.top
    assert any(e.info.id == "orc" for e in menu.entries), "Orc must be offered in the menu"
    for e in menu.entries:  # entries lie inside the window and do not overlap
        assert app.screen.get_rect().contains(e.rect)
    app.stack.push(SetupScene(app, "orc"))
    app.step(1 / 60, events=[])
    assert colours_used(app.screen) > 40
    for b in app.stack.top.all_buttons:
        if b.visible:
            assert app.screen.get_rect().contains(b.rect), b.key

    table_app, table = build_table("orc", seed=4, size=size)
    table_app.step(1 / 60, events=[])
    assert colours_used(table_app.screen) > 60
    screen = table_app.screen.get_rect()
    for region in table.hit_regions():
        assert screen.contains(region.rect.clip(screen)) and region.rect.colliderect(screen)
        assert screen.collidepoint(region.click_point())
    for r in list(table.lay.tile.values()) + list(table.lay.pile.values()):
        assert screen.contains(r)
    table_app.stack.push(PauseScene(table_app, table))
    table_app.step(1 / 60, events=[])
    table_app.stack.pop()
    while not table.state.is_terminal():
        seat = table.state.to_act()[0]
        table.play(table.state.legal_actions(seat)[-1], seat)
    table.queue.finish_all()
    table_app.stack.push(ResultScene(table_app, table))
    table_app.step(1 / 60, events=[])
    assert colours_used(table_app.screen) > 20
    table.on_exit()


def test_window_resize_relayouts_the_table():
    from orcdesk.ui.staging import build_table

    app, table = build_table("orc", seed=4, size=(1280, 720))
    app.step(1 / 60, events=[])
    tile_before = table.lay.tile[0].copy()
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=900, size=(1600, 900)))
    app.step(1 / 60, events=[])
    assert app.size == (1600, 900)
    assert table.lay.tile[0].w > tile_before.w
    table.on_exit()


class Probe(Scene):
    def __init__(self, app, log, name, overlay=False):
        super().__init__(app)
        self.log, self.name, self.overlay = log, name, overlay

    def on_enter(self):
        self.log.append(f"{self.name}.enter")

    def on_exit(self):
        self.log.append(f"{self.name}.exit")

    def on_pause(self):
        self.log.append(f"{self.name}.pause")

    def on_resume(self):
        self.log.append(f"{self.name}.resume")

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")


def test_scene_stack_lifecycle_and_overlays():
    app = App((640, 400))
    log: list[str] = []
    stack = SceneStack()
    a, b, c = Probe(app, log, "a"), Probe(app, log, "b"), Probe(app, log, "c", overlay=True)
    stack.push(a)
    stack.push(b)
    stack.push(c)
    assert log == ["a.enter", "a.pause", "b.enter", "b.pause", "c.enter"]
    log.clear()
    stack.draw(app.screen)
    assert log == ["b.draw", "c.draw"]  # the overlay draws over b; a is hidden by b
    log.clear()
    stack.pop()
    stack.replace(Probe(app, log, "d"))
    assert log == ["c.exit", "b.resume", "b.exit", "d.enter"]
    log.clear()
    stack.reset(Probe(app, log, "e"))
    assert log == ["d.exit", "a.exit", "e.enter"]


def test_open_scene_that_does_not_exist_shows_a_notice():
    app = App((640, 400))
    app.stack.push(MenuScene(app))
    assert app.open_scene("no_such_scene_here") is None
    assert app.toasts and len(app.stack) == 1


def test_smoke_frames_render_every_scene():
    from orcdesk.ui.staging import smoke_frames

    names = smoke_frames((800, 480))
    assert "menu" in names and "table:orc" in names and "result:orc" in names


def test_setup_rows_of_the_new_games_come_from_their_yaml():
    """Braves and Orc Wars offer the options their YAML marks ``setup: true``, worded by the catalogue."""
    from orcdesk.games import get_game

    rows = {name: (label, choices) for name, label, choices in get_game("orc_wars").table_class().setup_options()}
    assert list(rows) == ["scenario", "dirty_tricks"]
    assert rows["scenario"][0] == "Scenario"
    assert rows["scenario"][1][0] == ("prisoner", "The Prisoners") and len(rows["scenario"][1]) == 5
    ((name, label, choices),) = get_game("braves").table_class().setup_options()
    assert (name, label) == ("deal_speed", "Deal speed")
    assert [value for value, _ in choices] == ["normal", "slow", "fast"]
    assert choices[2][1] == "Fast (0.6 s)"


def test_setup_names_the_side_of_each_orc_wars_seat():
    from orcdesk.games import get_game

    table = get_game("orc_wars").table_class()
    assert [table.setup_seat_label(s) for s in range(4)] == ["The Horde", "Elf 1", "Elf 2", "Elf 3"]
    # each elf picks its role and deck on its row (C2.4), the defaults as before: Paladin, Ranger, Sorcerer
    rows = [table.setup_seat_options(s) for s in range(4)]
    assert rows[0] == [] and [[(name, choices[0]) for name, _, choices in r] for r in rows[1:]] == [
        [("role_1", ("paladin", "Paladin")), ("deck_1", ("paladin", "Paladin deck"))],
        [("role_2", ("ranger", "Ranger")), ("deck_2", ("ranger", "Ranger deck"))],
        [("role_3", ("sorcerer", "Sorcerer")), ("deck_3", ("sorcerer", "Sorcerer deck"))],
    ]
    assert get_game("orc").table_class().setup_seat_label(1) == "Seat 2"


@pytest.mark.parametrize("size", [(800, 800), (1024, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_menu_buttons_keep_their_labels_and_clear_of_the_games(size, lang, monkeypatch):
    """With a Continue button for each game in progress, the menu's buttons take more rows where one has no
    room for their labels at full size; the games' cards move up and shorten: no button over a card or
    another button."""
    from orcdesk.core import i18n
    from orcdesk.games import playable_games
    from orcdesk.ui.kit.widgets import Button

    class Services:
        def continue_buttons(self):
            return [Button(i18n.t("common.menu.continue", game=i18n.t(f"app.game.{g.id}"))) for g in playable_games()]

    i18n.set_language(lang)
    try:
        app = App(size)
        monkeypatch.setattr(app, "services", Services(), raising=False)
        menu = app.stack.push(MenuScene(app))
        app.step(1 / 60, events=[])
        buttons = [b.rect for b in menu.buttons]
        assert len(buttons) > 7
        for k, rect in enumerate(buttons):
            assert app.screen.get_rect().contains(rect)
            assert not any(rect.colliderect(e.rect) for e in menu.entries), f"a button over a game's card at {size}"
            assert not any(rect.colliderect(other) for other in buttons[k + 1 :])
    finally:
        i18n.set_language("en")
