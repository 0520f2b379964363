"""The rules can be read before a game starts (issue 21): from the main menu, and from each game's setup with
the options chosen there; closing them comes back where the player was, with every choice kept. Driven by
real pygame events, as a player clicks."""

from __future__ import annotations

import pygame
import pytest

from orcdesk.core import i18n
from orcdesk.games import playable_games
from orcdesk.ui.app import App
from orcdesk.ui.kit import text as kit_text
from orcdesk.ui.scenes.menu import MenuScene
from orcdesk.ui.scenes.rules import RulesScene, rule_pages
from orcdesk.ui.scenes.setup import SetupScene
from tests.ui_driver import post_click

GAMES = [info.id for info in playable_games()]


def press(app, key) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(1 / 60)


def menu_app(size=(1280, 720)) -> tuple[App, MenuScene]:
    app = App(size)
    menu = MenuScene(app)
    app.stack.push(menu)
    app.step(1 / 60)
    return app, menu


def button(buttons, key: str):
    found = [b for b in buttons if b.key == key]
    assert found, f"no button {key!r}"
    return found[0]


def texts_drawn(app) -> list[str]:
    """The texts the next frame draws on the window."""
    records = kit_text.start_recording()
    try:
        app.step(1 / 60)
    finally:
        kit_text.stop_recording()
    return [r.text for r in records if isinstance(r, kit_text.DrawnText) and r.on_screen]


def setup_state(setup: SetupScene) -> tuple:
    return setup.players, list(setup.seats), dict(setup.options), set(setup.chosen), setup.seed_text


def change_every_choice(app, setup: SetupScene) -> None:
    """Click, as a player would, the most players, a hard AI in the last seat, the last offered value of each
    option, each seat's own choice once, and type a seed."""
    if setup.count_buttons:
        post_click(app, setup.count_buttons[-1].rect.center)
    post_click(app, button(setup.all_buttons, f"seat:{setup.players - 1}:hard").rect.center)
    for row in setup.option_buttons:
        shown = [b for b in row if b.visible]
        post_click(app, shown[-1].rect.center)
    for buttons in setup.seat_choice_buttons.values():
        for choice in buttons:
            if choice.visible:
                post_click(app, choice.rect.center)
    post_click(app, setup.seed_rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="4242"))
    app.step(1 / 60)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_menu_opens_the_rules_and_escape_comes_back(lang):
    i18n.set_language(lang)
    try:
        app, menu = menu_app((1024, 600))
        rules_button = button(menu.buttons, "rules")
        assert rules_button.label == i18n.t("app.menu.rules")
        post_click(app, rules_button.rect.center)
        rules = app.stack.top
        assert isinstance(rules, RulesScene) and rules.table is None
        assert rules.game_choices == [g for g in GAMES if rule_pages(g)]  # a button per game, the first shown
        assert rule_pages(rules.game_id)[0][0] in texts_drawn(app)
        press(app, pygame.K_ESCAPE)
        assert app.stack.top is menu and len(app.stack) == 1
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game", GAMES)
def test_each_setup_opens_its_own_rules_and_keeps_every_choice(game):
    app, menu = menu_app()
    entry = next(e for e in menu.entries if e.info.id == game)
    post_click(app, entry.rect.center)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.game_id == game
    change_every_choice(app, setup)
    before = setup_state(setup)
    assert before[4] == "4242" and before != setup_state(SetupScene(app, game))  # something was changed

    post_click(app, setup.rules_button.rect.center)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.game_id == game and not rules.game_choices
    assert rules.options == before[2]  # the references follow the options chosen on the setup
    assert rules.pages == rule_pages(game, before[2])
    first_title = f"rules.{game}.p1.title"
    assert first_title in i18n.catalogue("en"), f"{game} has no first rules page"
    assert i18n.t(first_title) in texts_drawn(app)

    post_click(app, rules.back.rect.center)
    assert app.stack.top is setup and setup_state(setup) == before


def test_escape_from_the_rules_goes_back_to_the_setup_not_to_the_menu():
    app, menu = menu_app()
    post_click(app, next(e for e in menu.entries if e.info.id == GAMES[0]).rect.center)
    setup = app.stack.top
    post_click(app, setup.rules_button.rect.center)
    assert isinstance(app.stack.top, RulesScene)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is setup and app.stack.scenes == [menu, setup]


@pytest.mark.parametrize("size", [(800, 800), (1024, 600), (1280, 720), (1920, 1080)])
def test_the_game_buttons_of_the_menus_rules_stay_inside_the_panel(size):
    """Opened from the menu, the rules show a button per game: all inside the panel, side by side (at 800×800
    five buttons of a fixed width ran past its right edge)."""
    app, menu = menu_app(size)
    post_click(app, button(menu.buttons, "rules").rect.center)
    rules = app.stack.top
    rects = [b.rect for b in rules.game_buttons]
    assert len(rects) == len(GAMES) and all(rules.panel_rect.contains(r) for r in rects)
    assert all(left.right < right.left for left, right in zip(rects, rects[1:]))


@pytest.mark.parametrize("lang,size", [("fr", (1024, 600)), ("en", (1280, 720))])
def test_the_rules_opened_before_a_game_pass_the_text_audit(lang, size):
    """The text audit (tests/text_audit.py) over the menu's rules (a button per game) and each setup's."""
    from tests.text_audit import audit_frame, switch_language

    app, menu = menu_app(size)
    try:
        switch_language(app, lang)
        post_click(app, button(menu.buttons, "rules").rect.center)
        found = audit_frame(app, f"{lang} {size} rules from the menu", fresh=True)
        press(app, pygame.K_ESCAPE)
        for game in GAMES:
            post_click(app, next(e for e in menu.entries if e.info.id == game).rect.center)
            change_every_choice(app, app.stack.top)
            post_click(app, app.stack.top.rules_button.rect.center)
            found += audit_frame(app, f"{lang} {size} rules from the setup of {game}", fresh=True)
            app.stack.pop()
            app.stack.pop()
        assert found == []
    finally:
        i18n.set_language("en")
