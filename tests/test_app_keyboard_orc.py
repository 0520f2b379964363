"""One whole game of Orc played with the keyboard alone (Tab/arrows to choose, Enter to play), through the
real window loop with the app services installed; the AI opponent answers in-process."""

import pygame

from orcdesk.app import saves, stats
from orcdesk.core.rng import Rng


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def test_orc_by_keys_alone(tmp_path, monkeypatch):
    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    from orcdesk.ui.app import App
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.scenes.result import ResultScene
    from orcdesk.ui.services import Services

    app = App(size=(960, 540))
    app.settings["ai_in_process"] = True
    app.services = Services(app)
    app.services.apply(app.services.settings.replace(animation_speed="off"))
    app.stack.push(MenuScene(app))
    table = app.start_game("orc", ["human", "greedy"], seed=21)
    rng = Rng(4)
    presses = 0

    def step(events=()):
        app.step(0.05, events=list(events))

    try:
        for _ in range(3000):
            step()
            if table.state.is_terminal():
                break
            if not table.can_act():
                continue
            seat = table.human_to_act()
            action = rng.choice(table.state.legal_actions(seat))
            for target in table.click_path(action):
                extras = table.aids
                legal = [r.target for r in table.hit_regions() if r.legal]
                assert target in legal, f"{target} is not reachable by keys ({legal})"
                if extras.focus is None:
                    step([key(pygame.K_TAB)])
                    presses += 1
                moves = (legal.index(target) - extras.focus) % len(legal)
                step([key(pygame.K_RIGHT)] * moves + [key(pygame.K_RETURN)])
                presses += moves + 1
        for _ in range(100):
            step()
            if isinstance(app.stack.top, ResultScene):
                break
        assert table.state.is_terminal(), "the game did not end"
        assert isinstance(app.stack.top, ResultScene)
        assert presses > 20
        assert not saves.save_path("orc").exists()
        record = stats.load_stats()[0]["orc"]["greedy"]
        assert record.played == 1
    finally:
        for scene in list(app.stack):
            scene.on_exit()


def test_prompts_name_the_keys_after_a_key_and_say_click_after_a_click():
    """The banner follows the input in use (issue 13 §5): after Tab it names the keys, after a mouse click it
    says "click" again; a table whose prompts do not word keys gets the shared key line after its prompt."""
    from orcdesk.core.i18n import t
    from orcdesk.ui.staging import build_table
    from orcdesk.ui.tables.orc import OrcTable

    app, table = build_table("orc", seed=4, moves=6, size=(1280, 720))
    try:
        assert table.can_act()
        clicked = table.status_text()[0]
        assert clicked == table.prompt() and "click" in clicked.lower()
        app.step(0.02, events=[key(pygame.K_TAB)])
        keyed = table.status_text()[0]
        assert table.keyboard_mode and keyed != clicked
        assert "click" not in keyed.lower() and "Enter" in keyed, keyed
        app.step(0.02, events=[key(pygame.K_LSHIFT)])  # a modifier alone changes nothing
        assert table.keyboard_mode
        app.step(
            0.02,
            events=[
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(2, 2), button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(2, 2), button=1),
            ],
        )
        assert not table.keyboard_mode and table.status_text()[0] == clicked

        class PlainTable(OrcTable):
            PROMPT_NAMES_KEYS = False

        table.__class__ = PlainTable  # the same table, as a game whose prompts only speak of clicks
        table.keyboard_mode = True
        assert table.status_text()[0] == t("app.table.keys_prompt", prompt=table.prompt())
    finally:
        table.on_exit()
