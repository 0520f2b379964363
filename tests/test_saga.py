"""The Orlog saga: its data and checks, the player's progress file (save, load, corrupt, newer, reset),
unlocking, saga games (the right gods, the win counted), and its screens."""

from __future__ import annotations

import pygame
import pytest

from orcdesk.ai.opponents import opponents, parse_saga, saga
from orcdesk.app import saga as saga_mod
from orcdesk.core.data import DataError, load_yaml, parse_yaml
from orcdesk.games.orlog.engine import G, OrlogState
from orcdesk.resources import resource_path

TEXT = resource_path("data", "orlog_saga.yaml").read_text(encoding="utf-8")
GODS = list(load_yaml("orlog.yaml")["favors"])


def parsed(text: str):
    return parse_saga(parse_yaml(text, "data/orlog_saga.yaml"), opponents(), GODS)


# ------------------------------------------------------------------ data
def test_the_saga_has_twelve_opponents_rising_from_easy_to_hard():
    data = saga()
    assert len(data.opponents) >= 12
    levels = [("easy", "normal", "hard").index(c.level) for c in data.opponents]
    assert levels == sorted(levels) and levels[0] == 0 and levels[-1] == 2
    assert len({c.favor for c in data.opponents} | set(data.starting_favors)) == len(data.opponents) + len(
        data.starting_favors
    )


@pytest.mark.parametrize(
    "old, new, field",
    [
        ("gods: [idunn, baldr, freyja]", "gods: [idunn, baldr, zeus]", "gods"),  # unknown god
        ("name: Runa Goat-Herd", "name: Agnar the Fisher", "name"),  # duplicate name
        ("id: hallgrim, name: Hallgrim, level: easy", "id: hallgrim, name: Hallgrim, level: legendary", "level"),
        ("favor: ullr}", "favor: thor}", "favor"),  # already the player's
        ("style: careful, gods: [heimdall", "style: sneaky, gods: [heimdall", "style"),
    ],
)
def test_a_bad_saga_entry_names_the_file_line_and_field(old, new, field):
    assert old in TEXT
    text = TEXT.replace(old, new, 1)
    with pytest.raises(DataError) as caught:
        parsed(text)
    error = caught.value
    assert error.file == "data/orlog_saga.yaml" and error.field.endswith(field)
    assert error.line == max(i for i, line in enumerate(text.splitlines(), 1) if new in line)  # a duplicate: the 2nd


# ------------------------------------------------------------------ progress
def test_progress_unlocks_in_order_and_grants_favors():
    data = saga()
    progress = saga_mod.Progress()
    assert progress.is_open(0) and not progress.is_open(1) and progress.current() == 0
    assert progress.unlocked_favors() == list(data.starting_favors)
    progress = progress.after_win(data.opponents[0].id)
    assert progress.is_open(1) and not progress.is_open(2) and progress.current() == 1
    assert progress.unlocked_favors()[-1] == data.opponents[0].favor
    assert progress.after_win(data.opponents[0].id) is progress  # a second win changes nothing
    for opponent in data.opponents[1:]:
        assert not progress.complete()
        progress = progress.after_win(opponent.id, today="2026-11-27")
    assert progress.complete() and progress.completed_on == "2026-11-27" and progress.current() is None


def test_progress_survives_a_restart(tmp_path):
    progress = saga_mod.Progress().after_win("agnar").after_win("runa")
    saga_mod.save_progress(progress, tmp_path)
    loaded, notices = saga_mod.load_progress(tmp_path)
    assert not notices and loaded.beaten == ("agnar", "runa") and loaded.current() == 2


@pytest.mark.parametrize("content", ["{{{ not yaml", "format: 1\nbeaten: 7\n", "- a list\n", "format: 0\n"])
def test_a_corrupt_progress_file_is_set_aside_with_a_notice(tmp_path, content):
    path = tmp_path / "saga.yaml"
    path.write_text(content, encoding="utf-8")
    progress, notices = saga_mod.load_progress(tmp_path)
    assert progress.beaten == () and len(notices) == 1 and notices[0].key == "saga.notice.bad"
    kept = list(tmp_path.glob("saga.yaml.bad-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content and not path.exists()
    assert "saga.yaml.bad-" in notices[0].text()


def test_a_newer_progress_file_is_left_alone(tmp_path):
    path = tmp_path / "saga.yaml"
    path.write_text("format: 99\nbeaten: [agnar]\nrealms: 9\n", encoding="utf-8")
    progress, notices = saga_mod.load_progress(tmp_path)
    assert notices[0].key == "saga.notice.newer" and not progress.writable
    assert saga_mod.save_progress(progress.after_win("agnar"), tmp_path) is None
    assert path.read_text(encoding="utf-8").startswith("format: 99")


def test_ids_the_saga_no_longer_has_are_kept(tmp_path):
    saga_mod.save_progress(saga_mod.Progress(("agnar", "someone_from_later")), tmp_path)
    progress, _ = saga_mod.load_progress(tmp_path)
    assert progress.current() == 1
    saga_mod.save_progress(progress.after_win("runa"), tmp_path)
    assert saga_mod.load_progress(tmp_path)[0].beaten == ("agnar", "someone_from_later", "runa")


def test_reset(tmp_path):
    saga_mod.save_progress(saga_mod.Progress(("agnar",)), tmp_path)
    assert saga_mod.reset_progress(tmp_path).beaten == ()
    assert saga_mod.load_progress(tmp_path)[0].beaten == ()


# ------------------------------------------------------------------ saga games
def test_a_saga_game_gives_the_opponent_their_gods_and_the_player_their_favors():
    data = saga()
    seats, options = saga_mod.saga_game(0, saga_mod.Progress(), data)
    assert seats == ["human", "easy:agnar"]
    state = OrlogState.new(2, 1, options)
    assert sorted(state.gods[1]) == sorted(G[g] for g in data.opponents[0].gods)
    assert sorted(state.gods[0]) == sorted(G[g] for g in data.starting_favors)  # just three: no draft
    progress = saga_mod.Progress(("agnar", "runa"))
    seats, options = saga_mod.saga_game(2, progress, data)
    state = OrlogState.new(2, 1, options)
    assert state.phase == "draft" and state.to_act() == (0,)
    drafted = {a - 200 for a in state.legal_actions(0)}
    assert drafted == {G[g] for g in progress.unlocked_favors()}
    assert sorted(state.gods[1]) == sorted(G[g] for g in data.opponents[2].gods)
    assert saga_mod.saga_opponent("orlog", seats, options).id == "hallgrim"
    assert saga_mod.saga_opponent("orlog", ["human", "easy:hallgrim"], {}) is None  # not with other gods


def test_only_a_won_saga_game_beats_its_opponent(tmp_path):
    seats, options = saga_mod.saga_game(0, saga_mod.Progress())
    progress, _ = saga_mod.record_game("orlog", seats, options, [1], tmp_path)
    assert progress is None and saga_mod.load_progress(tmp_path)[0].beaten == ()
    progress, _ = saga_mod.record_game("orlog", seats, options, [0], tmp_path)
    assert progress.beaten == ("agnar",) and saga_mod.load_progress(tmp_path)[0].beaten == ("agnar",)
    assert saga_mod.record_game("orlog", ["human", "hard"], {}, [0], tmp_path)[0] is None


# ------------------------------------------------------------------ screens
@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("language, size", [("en", (1280, 720)), ("fr", (1024, 600))])
def test_the_saga_screen_renders(home, language, size):
    from orcdesk.core import i18n
    from orcdesk.ui.app import App
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.scenes.saga import SagaScene

    saga_mod.save_progress(saga_mod.Progress(("agnar", "runa", "hallgrim")))
    i18n.set_language(language)
    try:
        app = App(size)
        menu = app.stack.push(MenuScene(app))
        next(b for b in menu.buttons if b.key == "saga").on_click()
        scene = app.stack.top
        assert isinstance(scene, SagaScene) and scene.selected == 3
        app.step(1 / 60, events=[])
        colours = {app.screen.get_at((x, y))[:3] for x in range(0, size[0], 37) for y in range(0, size[1], 29)}
        assert len(colours) > 40
        assert scene.challenge_button.enabled
        scene.select(5)
        assert not scene.challenge_button.enabled  # further on is still hidden
        app.step(1 / 60, events=[])
    finally:
        i18n.set_language("en")


def test_challenge_starts_an_orlog_game_with_the_right_gods(home):
    from orcdesk.ui.app import App
    from orcdesk.ui.scenes.saga import SagaScene
    from orcdesk.ui.tables.orlog import OrlogTable

    app = App((1280, 720))
    app.settings["ai_in_process"] = True
    scene = app.stack.push(SagaScene(app))
    scene.challenge()
    table = app.stack.top
    assert isinstance(table, OrlogTable) and table.seats == ["human", "easy:agnar"]
    assert sorted(table.state.gods[1]) == sorted(G[g] for g in saga().opponents[0].gods)
    assert table.short_name(1) == "Agnar the Fisher" and app.toasts
    app.step(1 / 60, events=[])
    table.on_exit()


def test_the_result_of_a_won_saga_game_and_the_closing_screen(home):
    from orcdesk.ui.app import App
    from orcdesk.ui.scenes.result import ResultScene
    from orcdesk.ui.scenes.saga import ClosingScene, SagaScene
    from orcdesk.ui.tables.orlog import OrlogTable

    data = saga()
    last = len(data.opponents) - 1
    progress = saga_mod.Progress(tuple(c.id for c in data.opponents[:last]))
    saga_mod.save_progress(progress)
    seats, options = saga_mod.saga_game(last, progress)
    app = App((1280, 720))
    table = OrlogTable(app, "orlog", seats=seats, seed=1, options=options, inline_ai=True)
    app.stack.push(table)
    table.state.winner, table.state.phase = 0, "over"  # the player has just won the last game
    saga_mod.record_game("orlog", seats, options, [0])
    result = app.stack.push(ResultScene(app, table))
    assert result.saga_finished and any(data.opponents[-1].name in line for line in result.lines)
    app.step(1 / 60, events=[])
    next(b for b in result.buttons if b.key == "saga").on_click()
    assert isinstance(app.stack.top, ClosingScene) and isinstance(app.stack.scenes[-2], SagaScene)
    app.step(1 / 60, events=[])
    table.on_exit()


def test_statistics_mark_the_finished_saga(home):
    from orcdesk.ui.scenes.stats import saga_line

    assert saga_line() == ""
    saga_mod.save_progress(saga_mod.Progress(("agnar",)))
    assert "1" in saga_line()
    saga_mod.save_progress(saga_mod.Progress(tuple(c.id for c in saga().opponents), "2026-11-27"))
    assert "2026-11-27" in saga_line()


def test_portraits_are_the_same_for_the_same_character_and_differ_between_characters():
    from orcdesk.ui.kit.portrait import portrait

    pygame.display.init()
    a, b = saga().opponents[0], saga().opponents[1]
    first = pygame.image.tobytes(portrait(a, 64), "RGBA")
    from orcdesk.ui.kit import portrait as portrait_mod

    portrait_mod._portrait.cache_clear()
    assert pygame.image.tobytes(portrait(a, 64), "RGBA") == first
    assert pygame.image.tobytes(portrait(b, 64), "RGBA") != first


def test_a_saga_game_saves_replays_and_undoes_like_any_game(tmp_path):
    """Autosave (Continue) and the game record (Replays, also what undo replays) keep the saga's gods and
    opponent."""
    from orcdesk.ai import make_agent
    from orcdesk.app import records, saves
    from orcdesk.core.match import AgentController, Match, replay

    seats, options = saga_mod.saga_game(2, saga_mod.Progress(("agnar", "runa")))
    agents = {0: make_agent("greedy", "orlog", 1), 1: make_agent(seats[1], "orlog", 2)}
    match = Match.new(OrlogState, seats, 9, options, {s: AgentController(a) for s, a in agents.items()})
    for _ in range(25):
        match.step()
    record = match.record
    save = saves.Save.start("orlog", 2, 9, record.options, record.seats).with_actions(record.actions)
    saves.write_save(save, tmp_path)
    loaded = saves.load_save(saves.save_path("orlog", tmp_path))
    assert list(loaded.seats) == seats and loaded.options["fixed_gods"] == options["fixed_gods"]
    path = records.keep_recent(record, tmp_path)
    again = records.read_record(path)
    assert again.options["god_pools"] == options["god_pools"]
    state = replay(OrlogState, 2, again.seed, again.options, again.actions)
    assert state.to_dict() == match.state.to_dict()
    assert sorted(state.gods[1]) == sorted(G[g] for g in saga().opponents[2].gods)
    assert saga_mod.saga_opponent("orlog", again.seats, again.options).id == "hallgrim"
