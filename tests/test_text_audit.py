"""Every text of every scene is readable: the text audit (tests/text_audit.py) over the menu, each game's setup
with each option, the "game in progress will be lost" question, the table mid-game, its pause, hand-over and
result, every rules page, the replay, and the app's other screens, in English and French at several window
sizes. Scenes are made in English and the language is then switched, as Settings does, so a panel that keeps
the old language fails too.

The fast tier checks 1024×600 in French and 1280×720 in English (each game in one of them, every setup option
in the slow tier only); the whole matrix (both languages at 800×800, 1024×600, 1280×720 and 1920×1080) is
marked slow."""

from __future__ import annotations

import pytest

from orcdesk.core import i18n
from orcdesk.games import playable_games
from orcdesk.ui.app import App
from orcdesk.ui.kit import text as kit_text
from tests.text_audit import audit_frame, foreign_texts, hover_texts, switch_language

GAMES = [info.id for info in playable_games()]
FAST = [("fr", (1024, 600)), ("en", (1280, 720))]
SIZES = [(800, 800), (1024, 600), (1280, 720), (1920, 1080)]
FULL = [(lang, size) for lang in ("en", "fr") for size in SIZES]


@pytest.fixture(autouse=True)
def english_afterwards(monkeypatch):
    from orcdesk.ui.kit.hexboard import BoardView

    # a board just resized shows its old bake stretched for a moment: the audit looks at the settled picture
    monkeypatch.setattr(BoardView, "ZOOM_SETTLE_S", 0.0)
    yield
    i18n.set_language("en")


def _show(app, scene, where: str, lang: str, fresh: bool = False) -> list[str]:
    """Push ``scene`` (made in English), switch to ``lang``, draw and audit it (``fresh``: its cached pictures
    drawn anew); pop it again."""
    switch_language(app, "en")
    app.stack.push(scene)
    switch_language(app, lang)
    app.step(1 / 60, events=[])
    found = audit_frame(app, where, fresh=fresh)
    app.stack.pop()
    return found


def _app_screens(lang: str, size, every_option: bool = True) -> list[str]:
    from orcdesk.ui.scenes.confirm import ConfirmScene
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.scenes.records import RecordsScene
    from orcdesk.ui.scenes.settings import SettingsScene
    from orcdesk.ui.scenes.setup import SetupScene
    from orcdesk.ui.scenes.stats import StatsScene

    app = App(size)
    found = _show(app, MenuScene(app), "menu", lang, fresh=True)
    app.stack.push(MenuScene(app))
    for game in GAMES:
        setup = SetupScene(app, game)
        found += _show(app, setup, f"setup {game}", lang, fresh=True)
        for count in setup.info.player_counts if every_option else ():
            for name, _, choices in setup.option_rows:
                for value, _ in choices:
                    setup = SetupScene(app, game)
                    setup.set_players(count)
                    if setup.info.offers({name: value}, count):
                        setup.set_option(name, value)
                        found += _show(app, setup, f"setup {game} {count} players {name}={value}", lang)
        switch_language(app, lang)  # a question is asked in the language of the moment
        question = i18n.t("app.confirm.replace_question", game=i18n.t(f"app.game.{game}"))
        app.stack.push(ConfirmScene(app, question, i18n.t("app.confirm.replace"), lambda: None))
        app.step(1 / 60, events=[])
        found += audit_frame(app, f"replace question {game}")
        app.stack.pop()
    for name, scene in (
        ("settings", SettingsScene(app)),
        ("statistics", StatsScene(app)),
        ("records", RecordsScene(app)),
    ):
        found += _show(app, scene, name, lang, fresh=True)
    return [f"{lang} {size[0]}x{size[1]} {p}" for p in found]


def _game_screens(game: str, cases) -> list[str]:
    from orcdesk.ui.scenes.handoff import HandoffScene
    from orcdesk.ui.scenes.pause import PauseScene
    from orcdesk.ui.scenes.replay import ReplayScene
    from orcdesk.ui.scenes.result import ResultScene
    from orcdesk.ui.scenes.rules import RulesScene, rule_pages
    from orcdesk.ui.staging import build_table

    found = []
    from orcdesk.games import get_game

    most = get_game(game).max_players
    for moves, players in ((2, most), (None, None)):  # the start with every seat taken, the middle of a duel
        app, table = build_table(game, seed=3, moves=moves, size=cases[0][1], players=players)
        for lang, size in cases:
            app.resize(size)
            where = f"{lang} {size[0]}x{size[1]} {game}"
            switch_language(app, lang)
            app.step(1 / 60, events=[])
            found += audit_frame(
                app, f"{where} table ({players or 'fewest'} players) after {moves or 'half'} moves", fresh=True
            )
            found += [f"{where} hover: {p}" for p in foreign_texts(hover_texts(table), lang)]
            if moves is not None:
                continue
            found += _show(app, PauseScene(app, table), f"{where} pause", lang)
            found += _show(app, HandoffScene(app, table, 0), f"{where} hand-over", lang)
            found += _show(app, ResultScene(app, table), f"{where} result", lang, fresh=True)
            for page in range(len(rule_pages(game))):
                rules = RulesScene(app, game, table)
                rules.page = page
                found += _show(app, rules, f"{where} rules page {page + 1}", lang)
            found += _show(app, ReplayScene(app, table.match.record, finished=False), f"{where} replay", lang)
        back = "fr" if cases[-1][0] == "en" else "en"  # and back to the other language: no line left behind
        switch_language(app, back)
        app.step(1 / 60, events=[])
        found += audit_frame(app, f"{back} {game} table after switching back", fresh=True)
        for scene in list(app.stack):
            scene.on_exit()
    return found


def test_min_text_px_scales_with_the_window():
    assert kit_text.min_text_px((1280, 720)) == 11
    assert kit_text.min_text_px((1920, 1080)) == 16
    assert kit_text.min_text_px((2560, 1080)) == 16  # the lesser of the two scales
    assert kit_text.min_text_px((1024, 600)) == 9
    assert kit_text.min_text_px((800, 800)) == 9
    assert kit_text.min_text_px((640, 400)) == 9


def test_fit_text_shrinks_to_the_floor_then_shortens():
    App((1280, 720))
    fits = kit_text.fit_text("Orc", 200, 20)
    assert fits.lines == ("Orc",) and fits.size == 20 and not fits.shortened
    long = "Transformed into a frog for the rest of the round " * 3
    shortened = kit_text.fit_text(long, 120, 20, max_lines=2)
    assert shortened.size == 11 and shortened.shortened and len(shortened.lines) == 2
    assert shortened.lines[-1].endswith(kit_text.ELLIPSIS)
    assert all(kit_text.text_width(line, 11) <= 120 for line in shortened.lines)


def test_a_shortened_text_shows_whole_on_hover():
    app = App((1280, 720))
    kit_text.start_frame()
    rect = kit_text.blit_fit(
        app.screen, "Goblin commando of the northern hills", 20, 60, (255, 255, 255), topleft=(10, 10)
    )
    assert kit_text.hover_text_at(rect.center) == "Goblin commando of the northern hills"
    assert kit_text.hover_text_at((rect.right + 50, rect.bottom + 50)) == ""


def test_the_audit_sees_a_cut_text():
    from tests.text_audit import find_problems

    app = App((1280, 720))
    records = kit_text.start_recording()
    try:
        kit_text.blit_text(app.screen, "Victimes 0", 8, (255, 255, 255), midleft=(-10, 100))
    finally:
        kit_text.stop_recording()
    found = find_problems(records, app.size)
    assert any("edge" in p for p in found) and any("8 px" in p for p in found)


@pytest.mark.parametrize("lang,size", FAST)
def test_app_screens_fast(lang, size):
    assert _app_screens(lang, size, every_option=False) == []


@pytest.mark.parametrize("game", GAMES)
def test_game_screens_fast(game):
    """Each game in one of the two fast cases, taken in turn (both languages and both sizes are seen)."""
    assert _game_screens(game, [FAST[GAMES.index(game) % len(FAST)]]) == []


@pytest.mark.slow
@pytest.mark.parametrize("lang,size", FULL)
def test_app_screens_every_size(lang, size):
    assert _app_screens(lang, size) == []


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_game_screens_every_size(game):
    assert _game_screens(game, FULL) == []
