"""Review my game in the window: the reviewer runs in a helper process with progress and Cancel while the window
keeps drawing, an error becomes a notice, and the replay shows the marks (ticks coloured by kind) and, at a
mark, lights the move played and the better one in two colours with a sentence in words. Generic over the
game registry; the reviewer runs with light settings and a low threshold so that a short game gets marks."""

from __future__ import annotations

import time

import pytest

from orcdesk.ai import make_agent
from orcdesk.ai.review import Mark, Review, ReviewSettings
from orcdesk.core.match import Record, play_match
from orcdesk.games import get_game, playable_games
from orcdesk.ui.app import App
from orcdesk.ui.review_job import CANCELLED, DONE, FAILED, RUNNING, ReviewJob
from orcdesk.ui.review_marks import BETTER_COLOUR, KIND_COLOURS, PLAYED_COLOUR

GAMES = playable_games()
LIGHT = ReviewSettings(
    mistake=0.01, blunder=0.2, samples=4, confirm_samples=8, max_candidates=3, time_per_decision_s=0.05
)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture(scope="module")
def app():
    a = App((1280, 720))
    a.settings["anim_speed"] = 0.0
    return a


def _record(game_id: str, seed: int = 3) -> Record:
    info = get_game(game_id)
    agents = [make_agent("greedy", game_id, seed=s) for s in range(info.min_players)]
    match = play_match(info.state_class(), agents, seed)
    match.record.seats = ["human"] + ["greedy"] * (info.min_players - 1)
    return match.record


def _made_up_review(record: Record, seat: int = 0) -> Review:
    """Two marks at decisions of ``seat``: the move played against another legal one (a mistake, a blunder)."""
    info = get_game(record.game_id)
    state = info.state_class().new(record.players, record.seed, record.options)
    marks = []
    for move, (who, text) in enumerate(record.actions):
        if who == seat and move > 3 and len(marks) < 2 and not state.is_terminal():
            played = state.action_from_text(text)
            others = [a for a in state.legal_actions(seat) if a != played]
            if others:
                kind = "blunder" if marks else "mistake"
                marks.append(Mark(move, seat, text, state.action_to_text(others[-1]), 0.4, 0.6, 0.2, kind))
        state.apply(state.action_from_text(text), who)
    assert len(marks) == 2, f"{record.game_id}: no two decisions of seat {seat} to mark"
    return Review(record.game_id, [seat], decisions=10, marks=marks)


def _wait(job: ReviewJob, until, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while not until() and time.monotonic() < deadline:
        job.poll()
        time.sleep(0.01)


# ---------------------------------------------------------------------- the background job
def test_the_review_job_reports_progress_and_returns_the_review():
    job = ReviewJob(_record("orc"), [0], LIGHT)
    fractions = []
    deadline = time.monotonic() + 60
    while not job.finished and time.monotonic() < deadline:
        job.poll()
        fractions.append(job.fraction)
        time.sleep(0.01)
    assert job.state == DONE, job.error
    assert job.updates >= 2 and fractions == sorted(fractions) and job.fraction == 1.0
    review = job.review
    assert review.seats == [0] and review.decisions > 0
    assert all(mark.seat == 0 and mark.loss >= LIGHT.mistake for mark in review.marks)


def test_the_review_job_can_be_cancelled_and_its_process_ends():
    job = ReviewJob(_record("braves"), [0], ReviewSettings(samples=64, confirm_samples=64))
    process = job._process
    _wait(job, lambda: job.state != "starting")
    assert job.state == RUNNING
    job.cancel()
    assert job.state == CANCELLED and job.review is None
    process.join(timeout=5)
    assert not process.is_alive()


def test_a_review_that_fails_is_a_notice_and_no_replay(app):
    from orcdesk.ui.scenes.menu import MenuScene

    app.stack.reset(MenuScene(app))
    broken = Record("orc", 2, 1, {}, ["human", "greedy"], [(0, "fly away")])
    scene = app.open_scene("review", broken, seat=0, settings=LIGHT)
    deadline = time.monotonic() + 60
    while app.stack.top is scene and time.monotonic() < deadline:
        app.step(1 / 60)
    assert scene.job.state == FAILED
    assert type(app.stack.top).__name__ == "MenuScene"
    assert any("review could not be done" in text for text, _ in app.toasts)


def test_the_window_keeps_drawing_while_the_review_runs_then_the_replay_shows_the_marks(app, monkeypatch):
    from orcdesk.ui.scenes import review as review_scene

    class LightJob(ReviewJob):
        def __init__(self, record, seats, settings=None):
            super().__init__(record, seats, LIGHT)

    monkeypatch.setattr(review_scene.ReviewScene, "job_class", LightJob)
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.scenes.replay import ReplayScene

    app.stack.reset(MenuScene(app))
    record = _record("orc")
    replay = app.stack.push(ReplayScene(app, record))
    app.step(1 / 60)
    replay.ask_review()
    scene = app.stack.top
    assert type(scene).__name__ == "ReviewScene" and scene.replay is replay and scene.seat == 0
    frames, slowest = 0, 0.0
    deadline = time.monotonic() + 60
    while app.stack.top is scene and time.monotonic() < deadline:
        started = time.perf_counter()
        app.step(1 / 60)
        slowest = max(slowest, time.perf_counter() - started)
        frames += 1
    assert scene.job.state == DONE, scene.job.error
    assert frames >= 10  # the window drew all along (the review takes seconds)
    assert slowest < 2.5  # no frame waited for the review
    assert app.stack.top is replay and replay.marks is not None and replay.marks.review is scene.job.review


def test_cancel_closes_the_overlay_and_stops_the_review(app):
    import pygame

    from orcdesk.ui.scenes.menu import MenuScene

    app.stack.reset(MenuScene(app))
    scene = app.open_scene("review", _record("braves"), seat=0, settings=ReviewSettings(samples=64))
    app.step(1 / 60)
    app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert app.stack.top is not scene and scene.job.state == CANCELLED


# ---------------------------------------------------------------------- the marks on the replay
@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_the_replay_shows_the_marks_and_lights_both_moves_at_one(app, info, monkeypatch):
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.scenes.replay import ReplayScene

    app.stack.reset(MenuScene(app))
    record = _record(info.id)
    review = _made_up_review(record)
    replay = app.stack.push(ReplayScene(app, record, review=review, review_seat=0))
    app.step(1 / 60)
    surface = app.screen
    timeline = replay.timeline
    for mark in review.marks:  # a tick at each mark, in its kind's colour
        x = timeline.x + int(timeline.w * (mark.move + 0.5) / replay.length)
        assert tuple(surface.get_at((x, timeline.centery)))[:3] == KIND_COLOURS[mark.kind]
    glows = []
    table = replay.table
    monkeypatch.setattr(table, "draw_target_glow", lambda surf, rect, color=None: glows.append(tuple(color)))
    for mark in review.marks:  # the mark buttons (and keys) step from mark to mark
        replay.next_mark()
        assert replay.position == mark.move
        glows.clear()
        app.step(1 / 60)
        assert PLAYED_COLOUR in glows, f"{info.id}: move {mark.move + 1} played not lit"
        best_drawn = _drawn_targets(replay, mark.best)
        assert (BETTER_COLOUR in glows) == bool(best_drawn), (
            f"{info.id}: move {mark.move + 1} better lit off its target"
        )
        lines = [text for text, _ in replay.marks.lines()]
        assert str(mark.move + 1) in lines[0] and "20 %" in lines[0] and len(lines) == 3
    replay.previous_mark()
    assert replay.position == review.marks[0].move
    replay.next_mark()
    replay.forward()  # past the last mark
    glows.clear()
    app.step(1 / 60)
    assert not replay.marks.lines() and PLAYED_COLOUR not in glows  # off a mark nothing is lit
    legal = table.match.state.legal_actions(table.match.state.to_act()[0]) if table.match.state.to_act() else []
    assert table.replaying and table.services is None  # still a replay: nothing saved, no AI
    assert not any(table.presenter.mode.allows(action, 0) for action in legal)  # and nothing may be played


def _drawn_targets(replay, text: str) -> list:
    """The regions the replay draws for the move ``text`` (as the reviewed seat would click it)."""
    table = replay.table
    action = table.match.state.action_from_text(text)
    with table.presenter.mode.lighting(table):
        return table.regions_of(action)


def test_a_review_lights_no_button_the_replay_does_not_draw(app, monkeypatch):
    """Orc Wars' better move "done" is a status-row button, which a replay does not draw: no glow where nothing
    is drawn (the mark's lines say the move in words)."""
    import pygame

    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.scenes.replay import ReplayScene
    from orcdesk.ui.tables.orc_wars.input import button_items
    from orcdesk.ui.tables.orc_wars.layout import button_rects

    app.stack.reset(MenuScene(app))
    record = _record("orc_wars")
    review = _made_up_review(record)
    assert any(mark.best == "done" for mark in review.marks)  # the case looked for
    replay = app.stack.push(ReplayScene(app, record, review=review, review_seat=0))
    table = replay.table
    glows: list = []
    monkeypatch.setattr(table, "draw_target_glow", lambda surf, rect, color=None: glows.append(pygame.Rect(rect)))
    for mark in review.marks:
        replay.next_mark()
        glows.clear()
        app.step(1 / 60)
        with table.presenter.mode.lighting(table):
            items = button_items(table.choices(), table.names())
            buttons = button_rects(table.R, [label for _, label, _ in items])
        assert glows and not any(glow.colliderect(button) for glow in glows for button in buttons)


# ---------------------------------------------------------------------- readable in both languages
class _StillJob:
    """A review that stays at 40 % (the overlay as the player sees it while the reviewer works)."""

    def __init__(self, record, seats, settings=None):
        self.fraction, self.state, self.finished, self.review, self.error = 0.4, RUNNING, False, None, None

    def poll(self):
        return self.state

    def cancel(self):
        self.state, self.finished = CANCELLED, True


@pytest.mark.parametrize("lang,size", [("fr", (1024, 600)), ("en", (1280, 720)), ("fr", (800, 800))])
def test_the_review_texts_pass_the_text_audit(lang, size, monkeypatch):
    from orcdesk.core import i18n
    from orcdesk.ui.scenes import review as review_scene
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.scenes.replay import ReplayScene
    from tests.text_audit import audit_frame, switch_language

    monkeypatch.setattr(review_scene.ReviewScene, "job_class", _StillJob)
    app = App(size)
    app.settings["anim_speed"] = 0.0
    found = []
    try:
        for info in GAMES:
            record = _record(info.id)
            app.stack.reset(MenuScene(app))
            replay = app.stack.push(ReplayScene(app, record, review=_made_up_review(record), review_seat=0))
            switch_language(app, lang)
            replay.next_mark()
            app.step(1 / 60, events=[])
            found += audit_frame(app, f"{lang} {size} {info.id} replay at a mark")
            replay.ask_review()
            app.step(1 / 60, events=[])
            found += audit_frame(app, f"{lang} {size} {info.id} review running")
            switch_language(app, "en")
    finally:
        i18n.set_language("en")
    assert not found, "\n".join(found)


def test_the_review_is_of_the_one_human_else_of_the_seat_on_show():
    from orcdesk.ui.review_job import review_seat

    assert review_seat(["greedy", "human"], viewer=0) == 1
    assert review_seat(["human", "human"], viewer=1) == 1
    assert review_seat(["hard", "greedy"], viewer=1) == 1


def test_page_down_and_up_step_from_mark_to_mark(app):
    import pygame

    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.scenes.replay import ReplayScene

    app.stack.reset(MenuScene(app))
    record = _record("orc")
    review = _made_up_review(record)
    replay = app.stack.push(ReplayScene(app, record, review=review, review_seat=0))
    app.step(1 / 60)

    def press(key):
        app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")])

    press(pygame.K_PAGEDOWN)
    press(pygame.K_PAGEDOWN)
    assert replay.position == review.marks[1].move
    press(pygame.K_PAGEUP)
    assert replay.position == review.marks[0].move
    assert next(b for b in replay.buttons if b.key == "next_mark").visible


def test_review_my_game_on_the_result_screen_reviews_the_human_seat(monkeypatch):
    from orcdesk.ui.scenes import review as review_scene
    from orcdesk.ui.scenes.result import ResultScene
    from orcdesk.ui.staging import build_table

    monkeypatch.setattr(review_scene.ReviewScene, "job_class", _StillJob)
    app, table = build_table("orc", seed=3, moves=None, size=(1280, 720))
    result = app.stack.push(ResultScene(app, table))
    app.step(1 / 60)
    next(b for b in result.buttons if b.key == "review").on_click()
    overlay = app.stack.top
    assert isinstance(overlay, review_scene.ReviewScene)
    assert overlay.seat == table.seats.index("human") and overlay.record.actions == table.history.actions
    overlay.cancel()
    assert app.stack.top is result


@pytest.mark.parametrize("where", ["stats", "records"])
def test_review_from_statistics_and_the_replays_list_reviews_the_kept_game(app, where, monkeypatch):
    """Statistics offers "Review my last game" (the newest kept game of any game), each row of the Replays
    list a Review beside Watch: the record is read off the window's thread, then the human's game reviewed."""
    from orcdesk.app import records as records_mod
    from orcdesk.ui.scenes import review as review_scene
    from orcdesk.ui.scenes.menu import MenuScene

    monkeypatch.setattr(review_scene.ReviewScene, "job_class", _StillJob)
    app.stack.reset(MenuScene(app))
    older = _record("orlog")
    newest = _record("orc")
    records_mod.keep_recent(older)
    time.sleep(0.01)  # the kept files are named by their time stamps
    records_mod.keep_recent(newest)
    screen = app.open_scene(where)
    app.step(1 / 60)
    button = next(b for b in screen.buttons() if b.key.startswith("review"))
    assert button.enabled
    button.on_click()
    deadline = time.monotonic() + 30
    while not isinstance(app.stack.top, review_scene.ReviewScene) and time.monotonic() < deadline:
        app.step(1 / 60)
    overlay = app.stack.top
    assert isinstance(overlay, review_scene.ReviewScene)
    assert overlay.record.game_id == "orc" and overlay.record.actions == newest.actions and overlay.seat == 0
    overlay.cancel()


def test_statistics_offers_no_review_before_a_game_is_finished(app):
    from orcdesk.ui.scenes.menu import MenuScene

    app.stack.reset(MenuScene(app))
    screen = app.open_scene("stats")
    review = next(b for b in screen.buttons() if b.key == "review")
    assert not review.enabled


def test_a_marks_cost_is_said_in_the_unit_its_game_is_judged_by():
    """Braves is judged by points ("cost about 3 points"), Orc Wars by its goal score, which means nothing to
    a player (no number), the others by win chance (a per cent); the unit comes from data/ai.yaml."""
    from types import SimpleNamespace

    from orcdesk.ai.review import review_settings
    from orcdesk.ui.review_marks import ReviewMarks

    assert review_settings("braves").loss_unit == "points"
    assert review_settings("orc_wars").loss_unit == "none"
    assert review_settings("orc").loss_unit == "win_chance"
    mark = Mark(11, 0, "a", "b", 0.4, 0.48, 0.08, "mistake", points_lost=3.2)
    said = {}
    for unit in ("points", "none", "win_chance"):
        marks = ReviewMarks.__new__(ReviewMarks)  # only the wording: no table needed
        marks.review = SimpleNamespace(loss_unit=unit)
        said[unit] = marks._cost_sentence(mark, "mistake")
    assert "3 points" in said["points"] and "12" in said["points"]
    assert not any(ch.isdigit() for ch in said["none"].replace("12", ""))
    assert "8 %" in said["win_chance"]
