"""Esc on the main menu asks before quitting (issue 13 §5: it quit at once)."""

from __future__ import annotations

import pygame
import pytest

from orcdesk.ui.app import App
from orcdesk.ui.scenes.confirm import ConfirmScene
from orcdesk.ui.scenes.menu import MenuScene


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(pos):
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


@pytest.fixture
def menu_app():
    app = App((1024, 600))
    app.stack.push(MenuScene(app))
    app.step(1 / 60, events=[])
    return app


def test_escape_on_the_menu_asks_and_escape_again_stays(menu_app):
    app = menu_app
    app.step(1 / 60, events=[key(pygame.K_ESCAPE)])
    assert isinstance(app.stack.top, ConfirmScene) and app.running
    app.step(1 / 60, events=[key(pygame.K_ESCAPE)])
    assert isinstance(app.stack.top, MenuScene) and app.running and len(app.stack) == 1


@pytest.mark.parametrize("answer", ["enter", "button"])
def test_confirming_quits(menu_app, answer):
    app = menu_app
    app.step(1 / 60, events=[key(pygame.K_ESCAPE)])
    confirm = app.stack.top
    events = [key(pygame.K_RETURN)] if answer == "enter" else click(confirm.buttons[0].rect.center)
    app.step(1 / 60, events=events)
    assert not app.running and isinstance(app.stack.top, MenuScene)


def test_the_stay_button_keeps_the_window(menu_app):
    app = menu_app
    app.step(1 / 60, events=[key(pygame.K_ESCAPE)])
    app.step(1 / 60, events=click(app.stack.top.buttons[1].rect.center))
    assert app.running and isinstance(app.stack.top, MenuScene)


def test_open_scene_by_name_runs_the_answer(menu_app):
    app = menu_app
    said = []
    app.open_scene("confirm", question="Start again?", yes="Yes", on_yes=lambda: said.append("yes"))
    app.step(1 / 60, events=[key(pygame.K_y)])
    assert said == ["yes"] and isinstance(app.stack.top, MenuScene)
