"""The app services inside the real window loop (dummy SDL): autosave, Continue, undo, keys, settings,
statistics, errors. Uses the toy game so it does not depend on any real game's table."""

import pygame
import pytest

try:
    from tests.test_app_toy import TOY_UI_INFO
except ImportError:  # tests/ not a package
    from test_app_toy import TOY_UI_INFO

from orcdesk.app import saves, stats
from orcdesk.app.settings import Settings, load_settings, settings_path
from orcdesk.core import i18n
from orcdesk.games import GAMES

REAL_GAMES = list(GAMES)  # the registry's games (the toy game joins it only inside the fixture)


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    from orcdesk import games

    monkeypatch.setitem(games.GAMES, "toy", TOY_UI_INFO)
    from orcdesk.ui.app import App
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.services import Services

    app = App(size=(1280, 720))
    app.settings["ai_in_process"] = True
    app.services = Services(app)
    app.services.apply(app.services.settings.replace(animation_speed="off"))
    app.stack.push(MenuScene(app))
    yield app
    for scene in list(app.stack):
        scene.on_exit()
    i18n.set_language("en")


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def click(pos):
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def run(app, frames=5, events=None):
    app.step(0.05, events=events or [])
    for _ in range(frames):
        app.step(0.05, events=[])


def start(app, seats=("human", "random"), seed=3):
    table = app.start_game("toy", list(seats), seed)
    run(app, 1)
    return table


def play_key(app, table, action):
    """Choose ``action`` with Tab/arrows and Enter, as a keyboard player would."""
    legal = [r.target for r in table.hit_regions() if r.legal]
    steps = legal.index(action)
    run(app, 0, [key(pygame.K_TAB)] + [key(pygame.K_RIGHT)] * steps + [key(pygame.K_RETURN)])


def wait_for_human(app, table, limit=200):
    for _ in range(limit):
        if table.can_act() or table.state.is_terminal():
            return
        app.step(0.05, events=[])
    raise AssertionError("the AI never answered")


def test_autosave_after_every_action_and_continue(app):
    table = start(app)
    assert saves.save_path("toy").exists()  # saved at the start already
    play_key(app, table, 2)
    wait_for_human(app, table)
    saved = saves.load_save(saves.save_path("toy"))
    assert saved.actions == tuple(table.history.actions) and len(saved.actions) == 2
    position = table.state.to_dict()
    # Back to a fresh menu: Continue is offered and restores the exact position.
    from orcdesk.ui.scenes.menu import MenuScene

    menu = app.stack.reset(MenuScene(app))
    cont = [b for b in menu.buttons if b.key == "continue:toy"]
    assert len(cont) == 1
    cont[0].on_click()
    again = app.stack.top
    assert again is not table and again.state.to_dict() == position
    assert saves.load_save(saves.save_path("toy")).actions == saved.actions, "Continue keeps the save whole"


def test_undo_takes_back_move_and_reply_but_not_past_a_card(app):
    table = start(app)
    play_key(app, table, 1)
    wait_for_human(app, table)
    assert len(table.history.actions) == 2
    run(app, 0, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert table.history.actions == [] and table.state.total == 0
    assert saves.load_save(saves.save_path("toy")).actions == ()
    # Now draw a card (a barrier): undo is refused with the reason on the button.
    play_key(app, table, "draw")
    wait_for_human(app, table)
    run(app, 1)
    extras = table.aids
    assert not extras.undo_button.enabled
    assert app.services.undo_point(table).reason == "common.undo.revealed"
    before = list(table.history.actions)
    run(app, 0, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert table.history.actions == before
    assert any("seen something hidden" in text for text, _ in app.toasts)


def test_keyboard_alone_plays_a_game_to_the_end_and_counts_it(app):
    table = start(app, seats=("human", "random"), seed=11)
    for _ in range(40):
        wait_for_human(app, table)
        if table.state.is_terminal():
            break
        play_key(app, table, 2)
    run(app, 3)
    assert table.state.is_terminal()
    assert not saves.save_path("toy").exists(), "a finished game leaves no save"
    table_stats, _ = stats.load_stats()
    record = table_stats["toy"]["random"]
    assert record.played == 1 and record.won + record.lost == 1


def test_hint_highlights_a_legal_move(app):
    table = start(app)
    table.aids.hint_button.on_click()
    run(app, 3)
    hint = table.aids.hint_action
    assert hint in table.state.legal_actions(0)
    assert table.aids.hint_regions()
    play_key(app, table, 1)
    assert table.aids.hint_action is None


def test_settings_scene_changes_apply_and_persist(app):
    app.open_scene("settings")
    run(app, 1)
    scene = app.stack.top
    french = next(b for b in scene.buttons if b.key == "language:fr")
    run(app, 1, click(french.rect.center))
    assert i18n.language() == "fr" and load_settings()[0].language == "fr"
    assert app.stack.top.back.label == "Retour"
    assert app.stack.scenes[0].buttons[-1].label == i18n.t("app.menu.quit")  # the menu was relabelled
    run(app, 1, click(next(b for b in app.stack.top.buttons if b.key == "volume:-").rect.center))
    assert load_settings()[0].volume == 60
    run(app, 1, click(next(b for b in app.stack.top.buttons if b.key == "animation_speed:slow").rect.center))
    assert app.settings["anim_speed"] == 0.5
    run(app, 0, [key(pygame.K_ESCAPE)])
    assert type(app.stack.top).__name__ == "MenuScene"


def test_f11_toggles_fullscreen_and_remembers(app):
    run(app, 0, [key(pygame.K_F11)])
    assert app.services.fullscreen and load_settings()[0].fullscreen
    run(app, 0, [key(pygame.K_F11)])
    assert not app.services.fullscreen and not load_settings()[0].fullscreen


def test_a_crashing_scene_shows_the_error_scene_and_keeps_the_save(app, monkeypatch):
    table = start(app)
    play_key(app, table, 1)
    wait_for_human(app, table)

    def broken(surface):
        raise RuntimeError("drawing exploded")

    table.draw_table = broken
    from orcdesk.ui.scenes.error import ErrorScene

    shown = []

    def update_then_quit(scene, dt):  # let the real main loop run until the error screen is up
        shown.append(scene)
        app.quit()

    monkeypatch.setattr(ErrorScene, "update", update_then_quit)
    assert app.run() == 0
    top = app.stack.top
    assert shown == [top] and isinstance(top, ErrorScene) and "drawing exploded" in top.message
    assert str(app.services.log_file) == top.log_file and "drawing exploded" in app.services.log_file.read_text()
    assert saves.load_save(saves.save_path("toy")).actions == tuple(table.history.actions)
    top.draw(app.screen)  # the error screen itself draws


def test_bad_settings_file_gives_a_notice_not_a_crash(tmp_path, monkeypatch):
    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("volume: [[[\n")
    from orcdesk.ui.app import App
    from orcdesk.ui.services import Services

    app = App(size=(800, 600))
    app.services = Services(app)
    assert app.services.settings == Settings()
    assert any("set aside" in text for text, _ in app.toasts)


def test_other_scenes_render(app):
    for name in ("stats", "rules", "settings"):
        scene = app.open_scene(name)
        assert scene is not None, name
        run(app, 1)
        app.stack.pop()


def test_rules_pages_turn_and_exist_in_both_languages(app):
    from orcdesk.ui.scenes.rules import rule_pages

    for lang in ("en", "fr"):
        i18n.set_language(lang)
        for game in REAL_GAMES:
            pages = rule_pages(game)
            assert len(pages) >= 3 and all(title and len(text) > 80 for title, text in pages)
    i18n.set_language("en")
    scene = app.open_scene("rules", game_id=REAL_GAMES[0])
    run(app, 1)
    assert scene.page == 0 and not scene.prev.enabled
    run(app, 1, [key(pygame.K_RIGHT), key(pygame.K_RIGHT)])
    assert scene.page == 2
    run(app, 1, click(scene.next.rect.center))
    assert scene.page == 3
    for _ in range(len(scene.pages) - 4):
        run(app, 0, click(scene.next.rect.center))
    assert scene.page == len(scene.pages) - 1 and not scene.next.enabled
    assert scene.picture(400, 300) is not None
    for game in REAL_GAMES[1:]:
        scene.choose(game)
        for page in range(len(scene.pages)):
            scene.page = page
            assert scene.picture(400, 300) is not None, (game, page)
    run(app, 0, [key(pygame.K_ESCAPE)])
    assert app.stack.top is not scene


def test_disabled_undo_says_why_on_hover(app):
    table = start(app)
    run(app, 1)
    undo = table.aids.undo_button
    assert not undo.enabled
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.render()
    assert app.tooltip.text == i18n.t("common.undo.nothing")


def test_window_size_is_remembered(app):
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=640, size=(1000, 640)))
    app.services.shutdown()
    assert load_settings()[0].window_size == (1000, 640)


def test_settings_screen_follows_f11(app):
    scene = app.open_scene("settings")
    run(app, 1)
    assert next(b for b in scene.buttons if b.key == "fullscreen:False").selected
    run(app, 1, [key(pygame.K_F11)])
    assert next(b for b in scene.buttons if b.key == "fullscreen:True").selected
    run(app, 1, [key(pygame.K_F11)])


def test_confirm_targets():
    from orcdesk.ui.services import _confirm_target

    assert _confirm_target(("btn", "roll")) and _confirm_target("done") and _confirm_target(("btn", "no_favor"))
    assert (
        not _confirm_target(("btn", "sacrifice:2")) and not _confirm_target(("hand", 3, 1)) and not _confirm_target(5)
    )
