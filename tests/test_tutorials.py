"""Every tutorial (data/tutorials/*.yaml) walked headless in the window to its end by following its own
highlights: on a page Next is pressed, on a step that waits for a move the lit targets are clicked where they are
drawn (so the step panel must never cover them), and the game must reach the script's end. Plus the refusal of a
click off the lit path, and leaving and resuming a section at the step where it stopped."""

from __future__ import annotations

import pygame
import pytest

from orcdesk.app import tutorial_progress as progress_mod
from orcdesk.app.tutorials import load_tutorial, tutorial_games
from orcdesk.ui.app import App
from orcdesk.ui.tutorial import walk
from orcdesk.ui.tutorial.cursor import PAGE, SCRIPT, WAIT
from tests.ui_driver import post_click


def open_tutorial(tmp_path, game_id, section=None, step=None, size=(1280, 720)):
    app = App(size)
    app.settings["anim_speed"] = 0.0
    app.stack.push(app.scene("menu"))
    table = app.open_scene("tutorial", game_id, section=section, step=step, folder=tmp_path)
    app.step(1 / 60)
    return app, table, table.presenter.mode


def lit_click(app, table, mode, clicked: dict | None = None) -> bool:
    """Click the first lit target on the step's move's click path not clicked yet for this move, where it is
    drawn (``walk.click_lit``; ``clicked`` remembers the targets clicked at each position); False when nothing
    is lit yet. A covered lit target fails (WalkFailure)."""
    clicked = {} if clicked is None else clicked
    return walk.click_lit(app, table, mode, clicked.setdefault(len(table.match.record.actions), []))


def offered_off_the_step(table, mode) -> list:
    """The targets the table offers (legal hit regions) that the step does not teach: on a page (or while the
    script plays) every one, on a waiting step those off the expected move's click path."""
    offered = [region.target for region in table.hit_regions() if region.legal]
    expected = mode.expected()
    if expected is None:
        return offered
    path = table.click_path(expected)
    return [target for target in offered if target not in path]


def walk_section(app, table, mode, frames=4000) -> list[str]:
    """Follow one section to its end (its DONE), every frame drawn (``walk.walk_section``); returns the kinds
    of items met, in order. At every frame the table offers only the step's targets (nothing on a page)."""

    def only_the_step(table, mode) -> None:
        off = offered_off_the_step(table, mode)
        assert not off, f"{table.game_id} at {mode.item().kind} {mode.item().text}: the table offers {off}"

    return walk.walk_section(app, table, mode, frames, every_frame=only_the_step, draw=True)


@pytest.mark.parametrize("game_id", tutorial_games())
def test_every_tutorial_walks_to_its_end_by_its_highlights(tmp_path, game_id):
    tutorial = load_tutorial(game_id)
    app, table, mode = open_tutorial(tmp_path, game_id)
    for index, section in enumerate(tutorial.sections):
        assert mode.cursor.index == index
        seen = walk_section(app, table, mode)
        assert PAGE in seen and WAIT in seen, f"section {section.key} teaches nothing to do"
        assert len(table.match.record.actions) == section.end
        assert [tuple(a) for a in table.match.record.actions] == list(tutorial.script[: section.end])
        post_click(app, mode.panel.next_button.rect.center)  # Next section, or Finish after the last
    assert app.stack.top is not table, "Finish leaves the tutorial"
    progress, _ = progress_mod.load_progress(tmp_path)
    assert all(progress.finished(game_id, s.key) for s in tutorial.sections)


@pytest.mark.parametrize("game_id", tutorial_games())
def test_a_tutorial_table_offers_only_what_the_step_teaches(tmp_path, game_id):
    """On a page no target is legal; on a waiting step every legal target lies on the expected move's click
    path (a second copy of the card, a Cancel, another die stay dark), and the first one is there to click.
    Checked at the first page and the first waiting step of every section (the walks check every frame)."""
    tutorial = load_tutorial(game_id)
    for section, step in _first_waits(tutorial):
        app, table, mode = open_tutorial(tmp_path, game_id, section=section, step=max(0, step - 1))
        for _ in range(120):
            app.step(1 / 30)
            assert offered_off_the_step(table, mode) == [], f"{game_id} {mode.item()}"
            if mode.item().kind == PAGE:
                post_click(app, mode.panel.next_button.rect.center)
            elif mode.item().kind == WAIT and table.can_act() and not table.queue.busy:
                break
        assert mode.item().kind == WAIT, f"{game_id} section {section + 1}: no waiting step reached"
        path = table.click_path(mode.expected())
        assert any(r.legal and r.target == path[0] for r in table.hit_regions()), f"{game_id}: {path[0]} is dark"


def test_a_click_off_the_lit_path_is_refused_in_words(tmp_path):
    app, table, mode = open_tutorial(tmp_path, "orc")
    post_click(app, mode.panel.next_button.rect.center)  # the welcome page
    assert mode.item().kind == WAIT and mode.item().text == "box left"
    right = next(r for r in table.hit_regions() if r.target == ("box", "right"))
    app.toasts.clear()
    post_click(app, right.click_point())
    assert len(table.match.record.actions) == 0, "a move the step does not teach was played"
    assert app.toasts and "box" in app.toasts[-1][0].lower(), app.toasts
    assert mode.refusal(None, 0) == app.toasts[-1][0]
    assert lit_click(app, table, mode)
    assert table.match.record.actions == [(0, "box left")]


def test_a_page_refuses_the_table_and_holds_the_clock(tmp_path):
    app, table, mode = open_tutorial(tmp_path, "orc")
    assert mode.item().kind == PAGE
    assert table.match.paused, "the clock waits while a page is read"
    assert table.legal_now() == [], "nothing may be played while a page is shown"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.step(1 / 60)
    assert mode.item().kind == WAIT, "Enter goes to the next step"


def test_leaving_and_resuming_a_section_at_its_step(tmp_path):
    app, table, mode = open_tutorial(tmp_path, "orc", section=1)
    clicked: dict = {}
    for _ in range(400):
        app.step(1 / 30)
        if mode.cursor.step >= 2 and mode.item().kind in (PAGE, WAIT):
            break
        if mode.item().kind == PAGE:
            post_click(app, mode.panel.next_button.rect.center)
        elif mode.item().kind == WAIT and table.can_act():
            lit_click(app, table, mode, clicked)
    step, played = mode.cursor.step, len(table.match.record.actions)
    assert step >= 2
    post_click(app, mode.panel.leave_button.rect.center)
    assert app.stack.top is not table
    progress, _ = progress_mod.load_progress(tmp_path)
    key = load_tutorial("orc").sections[1].key
    assert progress.status("orc", key) == step and not progress.finished("orc", key)
    app2, table2, mode2 = open_tutorial(tmp_path, "orc", section=1)
    assert mode2.cursor.step == step
    assert len(table2.match.record.actions) == load_tutorial("orc").sections[1].steps[step].at
    assert len(table2.match.record.actions) <= played
    assert mode2.item().kind in (PAGE, WAIT, SCRIPT)


def test_a_corrupt_progress_file_is_set_aside(tmp_path):
    path = progress_mod.progress_path(tmp_path)
    path.write_text("format: 1\ngames: {orc: {deploy: -3}}\n", encoding="utf-8")
    progress, notices = progress_mod.load_progress(tmp_path)
    assert progress.games == {} and notices and notices[0].key == "tutorial.notice.progress_bad"
    assert not path.exists() and list(tmp_path.glob("tutorials.yaml.bad-*"))


def test_the_command_line_opens_a_section_or_says_why_not(monkeypatch, capsys):
    import orcdesk.ui.app as app_module
    from orcdesk.cli import main

    opened = []
    monkeypatch.setattr(app_module, "run_window", lambda **kw: opened.append(kw) or 0)
    assert main(["tutorial", "orc", "--section", "2"]) == 0
    assert opened == [{"tutorial": ("orc", 1)}]
    assert main(["tutorial", "orc", "--section", "99"]) == 2
    assert "--section 1 to" in capsys.readouterr().err


SIZES = [(1280, 720), (1024, 600), (800, 800)]


def _first_waits(tutorial):
    """(section, step) of the first step of each section that waits for the learner's move."""
    from orcdesk.ui.tutorial.cursor import Cursor

    found = []
    for index, section in enumerate(tutorial.sections):
        for k in range(len(section.steps)):
            if Cursor(tutorial, index, k).item().kind == WAIT:
                found.append((index, k))
                break
    return found


def _check_waiting_steps(tmp_path, game_id, lang, size) -> list[str]:
    """At the first waiting step of each section: the panel covers no lit target and every text reads."""
    from orcdesk.core import i18n
    from tests.text_audit import audit_frame

    problems = []
    i18n.set_language(lang)
    try:
        for section, step in _first_waits(load_tutorial(game_id)):
            app, table, mode = open_tutorial(tmp_path, game_id, section=section, step=step, size=size)
            for _ in range(60):
                app.step(1 / 30)
                if table.can_act() and not table.queue.busy:
                    break
            lit = mode.panel._lit_rects(table)
            assert lit, f"{game_id} section {section + 1} step {step + 1}: nothing is lit"
            where = f"{game_id} {lang} {size} section {section + 1} step {step + 1}"
            problems += [f"{where}: the panel covers a lit target" for rect in lit if mode.panel.rect.colliderect(rect)]
            names = {table.seat_name(seat) for seat in range(len(table.seats))}
            names |= {table.short_name(seat) for seat in range(len(table.seats))}
            problems += [
                f"{where}: the panel covers the seat name {text.text!r}"
                for text in table.frame_texts
                if mode.panel.rect.colliderect(text.rect) and any(text.text.startswith(name) for name in names)
            ]
            problems += audit_frame(app, where)
    finally:
        i18n.set_language("en")
    return problems


@pytest.mark.parametrize("game_id", tutorial_games())
def test_the_step_panel_leaves_the_lit_targets_and_reads_fast(tmp_path, game_id):
    assert _check_waiting_steps(tmp_path, game_id, "fr", (1024, 600)) == []


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", tutorial_games())
def test_the_step_panel_leaves_the_lit_targets_and_reads(tmp_path, game_id, lang, size):
    assert _check_waiting_steps(tmp_path, game_id, lang, size) == []


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES[1:])
@pytest.mark.parametrize("game_id", tutorial_games())
def test_every_tutorial_walks_at_smaller_windows(tmp_path, game_id, size):
    tutorial = load_tutorial(game_id)
    app, table, mode = open_tutorial(tmp_path, game_id, size=size)
    for section in tutorial.sections:
        walk_section(app, table, mode)
        assert len(table.match.record.actions) == section.end
        post_click(app, mode.panel.next_button.rect.center)
    assert app.stack.top is not table


def test_the_window_keeps_drawing_while_a_scripted_move_is_due(tmp_path):
    from orcdesk.ui.scene import ANIMATING

    app, table, mode = open_tutorial(tmp_path, "orc", section=1)
    assert mode.item().kind == PAGE
    post_click(app, mode.panel.next_button.rect.center)
    assert mode.item().kind == SCRIPT
    assert table.frame_rate() == ANIMATING, "a window that sleeps would never play the opponent's scripted move"


def test_the_keyboard_is_held_to_the_step_too(tmp_path, monkeypatch):
    from orcdesk.ui.services import Services

    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))  # the services' settings, saves and logs
    app, table, mode = open_tutorial(tmp_path, "orc")
    app.services = Services(app)
    post_click(app, mode.panel.next_button.rect.center)  # the welcome page
    assert mode.item().text == "box left"
    regions = [r.target for r in table.aids.legal_regions()]
    assert regions == [("box", "left")], "the keyboard focus reaches only the step's targets"
    table.aids.installed = True
    table.aids.focus = 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.step(1 / 60)
    assert table.match.record.actions == [(0, "box left")]
    assert not list(tmp_path.rglob("saves/*.yaml")), "a tutorial's game is never autosaved"


def test_colours_in_step_texts_follow_the_colour_blind_palette(tmp_path):
    from orcdesk.core import i18n
    from orcdesk.ui.kit import theme

    app, table, mode = open_tutorial(tmp_path, "orc")
    post_click(app, mode.panel.next_button.rect.center)  # the box step names the red tribe
    assert "red tribe" in mode.panel.body() and "orange" not in mode.panel.body()
    theme.set_high_contrast(True)
    try:
        assert "orange tribe" in mode.panel.body() and "red" not in mode.panel.body()
        i18n.set_language("fr")
        assert "tribu orange" in mode.panel.body()
    finally:
        theme.set_high_contrast(False)
        i18n.set_language("en")


def test_the_braves_tutorial_paces_the_deal_itself(tmp_path):
    """In a guided deal there is no Ready gate (the mode stops the deal at each teaching moment), and on a page
    the table lights and offers nothing: only a waiting step's move may be lit."""
    app, table, mode = open_tutorial(tmp_path, "braves")
    app.settings["anim_speed"] = 1.0  # the gate is for a live game at normal speed
    app.step(1 / 30)
    assert mode.item().kind == PAGE
    assert not table.gate_shown()
    assert not [region for region in table.hit_regions() if region.legal]


COLOUR_PLAYER = r"(?i)\b(the (red|blue|green|yellow|purple|black|white) players?|(le|les|du|au) joueurs? (rouge|bleu|vert|jaune|violet|noir|blanc)s?)\b"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_step_texts_name_the_seats_as_the_table_does(tmp_path, lang):
    """The table names each seat ("Grum", "You"), not by colour: a step says "{seat1}", filled in with the name
    the table shows, never "the blue player"."""
    import re

    from orcdesk.core import i18n

    for game_id in tutorial_games():
        for section in load_tutorial(game_id).sections:
            for step in section.steps:
                text = i18n.catalogue(lang)[step.text]
                assert not re.search(COLOUR_PLAYER, text), f"{game_id} {step.text} ({lang}): {text}"
    app, table, mode = open_tutorial(tmp_path, "braves")
    i18n.set_language(lang)
    try:
        body = mode.panel.body()  # the welcome: the wizard this round is seat 2
        assert table.short_name(2) in body and "{" not in body
    finally:
        i18n.set_language("en")
