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
            for target in table.clicks_for(action):
                extras = table._service_extras
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
