"""The app services wired into the window: settings, sound, log, autosave/Continue, undo, hint, statistics,
keyboard play, and the error screen.

``run_window`` installs one :class:`Services` as ``app.services``; the scene framework calls it at a few fixed
points (all optional: an ``App`` without services, as in tests, simply has none of this):

* ``App.dispatch`` -> :meth:`Services.handle_event` (F11 fullscreen, remembering the window size);
* ``App.run`` -> :meth:`Services.on_crash` when a scene raises (error scene, the autosave is kept);
* ``TableScene`` -> :meth:`table_entered`, :meth:`action_played`, :meth:`table_event`, :meth:`table_resized`,
  :meth:`table_update`, :meth:`table_draw`;
* ``MenuScene`` -> :meth:`continue_buttons`.

The pure parts (files, formats) live in :mod:`orcdesk.app`, the undo rule in the match driver; this module
only connects them.
"""

from __future__ import annotations

import logging
import threading
import traceback
from dataclasses import replace

import pygame

from orcdesk.app import records as records_mod
from orcdesk.app import saves as saves_mod
from orcdesk.app import stats as stats_mod
from orcdesk.app.logs import get_logger, log_path, setup_logging
from orcdesk.app.settings import ANIMATION_FACTORS, Settings, load_settings, save_settings
from orcdesk.core import i18n
from orcdesk.core.i18n import t
from orcdesk.games import get_game
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.text import blit_text, fit_size, wrap_lines
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.sound import SoundPlayer

log = get_logger("ui")

# Animation speed setting -> kit.anim speed factor (higher is faster, 0 skips animations).
ANIM_SPEED = {name: (0.0 if f == 0 else 1.0 / f) for name, f in ANIMATION_FACTORS.items()}
NOTICE_SECONDS = 9.0
# Hints come from the strongest level: the gentler ones play a weaker move on purpose now and then (see
# orcdesk.ai.Dilution), which is no advice to give; hard answers within a quarter of a second in every game.
HINT_LEVEL = "hard"
# Which effect an event's type calls for (first match wins; the most dramatic event of an action plays).
SOUND_WORDS = (
    ("battle", ("battle", "attack", "fight", "damage", "destroy", "war")),
    ("dice", ("roll", "dice", "die")),
    ("card", ("play", "card", "draw", "deal", "discard", "pick", "take")),
)
# Buttons that Space/Enter press when no target has the keyboard focus (confirm, skip, roll...).
CONFIRM_KEYS = ("confirm", "done", "end_turn", "pass", "ok", "roll", "skip", "no_favor", "next")


def _confirm_target(target) -> bool:
    """A hit-region target that is a confirm/skip button: "done" or ("btn", "done")."""
    if isinstance(target, tuple) and len(target) == 2 and target[0] in ("btn", "button"):
        target = target[1]
    return isinstance(target, str) and target in CONFIRM_KEYS


def sound_for(events: list[dict]) -> str | None:
    types = [str(e.get("type", "")).lower() for e in events]
    for effect, words in SOUND_WORDS:
        if any(word in kind for kind in types for word in words):
            return effect
    return None


def draw_warning_banner(surface, text: str, right: int) -> None:
    """A warning the player must not miss, in the top bar of the table ending at x = ``right`` (left of the
    table's own buttons): a dark red panel with the text wrapped. It takes no clicks."""
    w, h = surface.get_size()
    u = theme.unit((w, h))
    size = int(u * 2.3)
    width = int(min(w * 0.4, right - w * 0.22))
    lines = wrap_lines(text, size, width - int(u * 3))[:4]
    rect = pygame.Rect(0, 0, width, int(len(lines) * size * 1.25 + u * 1.8))
    rect.topright = (right, int(u * 1.2))
    draw.panel(surface, rect, fill=(92, 26, 20), edge=theme.DANGER, alpha=240, radius=int(u * 1.2))
    y = rect.y + int(u * 0.9)
    for line in lines:
        blit_text(
            surface, line, fit_size(line, size, width - int(u * 3)), theme.TEXT, midtop=(rect.centerx, y), shadow=True
        )
        y += int(size * 1.25)


class Services:
    def __init__(self, app, folder=None) -> None:
        self.app = app
        self.folder = folder  # None: the platformdirs folders (or ORCDESK_HOME)
        self.log_file = setup_logging()
        self.settings, notices = load_settings()
        self.sound = SoundPlayer(self.settings)
        # Synthesize the effects now, off the main loop, so the first dice roll does not stutter.
        threading.Thread(target=self.sound.warm_up, name="orcdesk-sound", daemon=True).start()
        self.fullscreen = False
        self._size_dirty = False
        self._continuing = False  # Continue is putting a save's moves back: the save is not written meanwhile
        self.apply(self.settings, save=False)
        for notice in notices:
            log.warning("%s", notice.text())
            self.app.toast(notice.text(), NOTICE_SECONDS)
        log.info("started; settings %s", self.settings.to_dict())

    # ------------------------------------------------------------------ settings
    def apply(self, settings: Settings, save: bool = True) -> None:
        """Make ``settings`` current: language, animation speed, sound, screen mode; then write the file."""
        self.settings = settings
        new_language = settings.language != i18n.language()
        i18n.set_language(settings.language)
        self.app.settings.update(
            anim_speed=ANIM_SPEED[settings.animation_speed],
            colour_blind=settings.colour_blind,
            ai_level=settings.ai_level,
            language=settings.language,
        )
        self.sound.apply(settings)
        if theme.set_high_contrast(settings.colour_blind):
            self.app.stack.on_resize(self.app.size)  # scenes rebuild their per-size layers in the new palette
        if new_language:  # cached card faces and labels hold words: draw them again, re-word the logs
            theme.flush_render_caches()
            self.app.stack.on_language()
            self.app.stack.on_resize(self.app.size)
        if settings.fullscreen != self.fullscreen:
            self.set_fullscreen(settings.fullscreen)
        elif not self.fullscreen and tuple(self.app.size) != tuple(settings.window_size):
            self.app.resize(settings.window_size)
        if save:
            self.save()

    def save(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:  # a read-only folder: keep playing, say so once in the log
            log.warning("cannot write settings: %s", exc)

    def set_fullscreen(self, on: bool) -> None:
        self.fullscreen = on
        try:
            if on:
                self.app.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                self.app.screen = pygame.display.set_mode(self.settings.window_size, self.app.flags)
        except pygame.error as exc:
            log.warning("cannot change screen mode: %s", exc)
        self.app.stack.on_resize(self.app.size)
        if self.settings.fullscreen != on:
            self.settings = self.settings.replace(fullscreen=on)
            self.save()

    def handle_event(self, event) -> bool:
        """Window-wide keys and events; True when consumed."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            return True
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED) and not self.fullscreen:
            size = (event.w, event.h) if event.type == pygame.VIDEORESIZE else (event.x, event.y)
            try:
                self.settings = self.settings.replace(window_size=size)
                self._size_dirty = True
            except ValueError:
                pass  # smaller than we remember; keep the last good size
        return False

    def shutdown(self) -> None:
        if self._size_dirty:
            self.save()
        logging.getLogger("orcdesk").info("closed")

    # ------------------------------------------------------------------ errors
    def on_crash(self, exc: BaseException) -> bool:
        """A scene raised: log it, keep the autosave, show the error scene. False if even that fails."""
        from orcdesk.ui.scenes.error import ErrorScene

        log.error("unhandled error in a scene\n%s", "".join(traceback.format_exception(exc)))
        if isinstance(self.app.stack.top, ErrorScene):
            return False  # the error screen itself fails: let run_window report it on the console
        try:
            self.app.stack.push(ErrorScene(self.app, exc, log_path()))
        except Exception:
            return False
        return True

    # ------------------------------------------------------------------ saves and Continue
    def continue_buttons(self) -> list[Button]:
        found, notices = saves_mod.find_saves()
        for notice in notices:
            log.warning("%s", notice.text())
            self.app.toast(notice.text(), NOTICE_SECONDS)
        buttons = []
        for save in found:
            label = t("common.menu.continue", game=t(f"app.game.{save.game}"))
            buttons.append(
                Button(label, (lambda s=save: self.continue_game(s)), style="primary", key=f"continue:{save.game}")
            )
        return buttons

    def continue_game(self, save) -> None:
        self._continuing = True  # the save on disk stays as it is until its moves are back on the table
        try:
            table = self.app.start_game(save.game, list(save.seats), save.seed, options=save.options)
        finally:
            self._continuing = False
        if save.started:
            self.extras(table).started = save.started
        try:
            table.restore(list(save.actions))  # the match replays every move, checking it
        except Exception as exc:  # find_saves replayed it already; a failure here is still reported, not fatal
            self.app.stack.pop()
            self.app.toast(
                t("common.notice.save_bad", path=str(saves_mod.save_path(save.game)), reason=str(exc)), NOTICE_SECONDS
            )
            return
        self.autosave(table)  # the table's start wrote an empty save: put the moves back at once
        log.info("continued %s after %d actions", save.game, len(save.actions))

    def autosave(self, table) -> None:
        """Write the game's save after a move; when that fails (a full disk, a read-only folder) the table says
        so until a later move's save succeeds (each move tries again). The last good save is never damaged:
        the new text replaces it only once it is wholly written."""
        h = table.history
        extras = self.extras(table)
        save = saves_mod.Save.start(h.game_id, h.players, h.seed, h.options, h.seats).with_actions(h.actions)
        save = replace(save, started=extras.started)
        try:
            if table.state.is_terminal():
                saves_mod.delete_save(h.game_id)
            else:
                saves_mod.write_save(save)
        except OSError as exc:
            if extras.save_failure is None:
                log.warning("autosave failed: %s", exc)
            extras.save_failure = saves_mod.failure_notice(exc)
            self.app.request_frame()
            return
        if extras.save_failure is not None:
            log.info("autosave works again")
            extras.save_failure = None
            self.app.request_frame()

    # ------------------------------------------------------------------ table hooks
    def extras(self, table):
        """The table's own helpers (``table.aids``: hint, focus, Undo and Hint buttons), its buttons put beside
        Menu the first time the services meet the table."""
        aids = table.aids
        if not getattr(aids, "installed", False):
            aids.installed = True
            table.buttons.extend(aids.buttons)
            self.table_resized(table, table.size)
        return aids

    def table_entered(self, table) -> None:
        self.extras(table)
        if not self._continuing and table.presenter.mode.keeps_records:
            self.autosave(table)

    def action_played(self, table, seat: int, text: str, events: list[dict]) -> None:
        extras = self.extras(table)
        if not table.presenter.mode.keeps_records:  # a tutorial's fixed game: no save, no statistics, no record
            effect = sound_for(events)
            if effect:
                self.sound.play(effect)
            return
        self.autosave(table)
        effect = sound_for(events)
        if table.state.is_terminal():
            effect = self._record_result(table, extras) or effect
        if effect:
            self.sound.play(effect)

    def _record_result(self, table, extras) -> str | None:
        if extras.recorded:
            return None
        extras.recorded = True
        try:  # the last finished games of each game can be watched again (Replays)
            records_mod.keep_recent(table.history, state=table.state)
        except OSError as exc:
            log.warning("cannot keep the game record: %s", exc)
        humans = [s for s, kind in enumerate(table.seats) if kind == "human"]
        if len(humans) != 1:
            return "win"
        outcome = stats_mod.outcome_for(table.state.winners(), humans[0])
        level = stats_mod.opponent_level(table.seats)
        if level is not None:
            try:
                stats_mod.record_result(
                    get_game(table.game_id).stats_key(table.history.options),
                    level,
                    outcome,
                    opponents=stats_mod.opponent_ids(table.seats),
                )
            except OSError as exc:
                log.warning("cannot write statistics: %s", exc)
        self._record_saga(table)
        return "win" if outcome == "won" else "loss"

    def _record_saga(self, table) -> None:
        """A saga game won: the opponent is beaten (orcdesk.app.saga); the result screen tells what it gave."""
        from orcdesk.app import saga as saga_mod

        try:
            progress, notices = saga_mod.record_game(
                table.game_id, table.seats, table.history.options, table.state.winners()
            )
        except OSError as exc:
            log.warning("cannot write the saga progress: %s", exc)
            return
        for notice in notices:
            self.app.toast(notice.text(), NOTICE_SECONDS)

    def table_resized(self, table, size) -> None:
        extras = table.aids
        if not getattr(extras, "installed", False):
            return
        menu = table.menu_button.rect
        u = theme.unit(size)
        gap = int(u * 1.2)
        extras.hint_button.rect = menu.move(-(menu.w + gap), 0)
        extras.undo_button.rect = menu.move(-2 * (menu.w + gap), 0)

    def table_update(self, table, dt: float) -> None:
        extras = self.extras(table)
        point = self.undo_point(table)
        extras.undo_button.enabled = point.possible and not table.queue.busy
        extras.hint_button.enabled = table.can_act() and extras.hint_thinker is None
        for button in (extras.undo_button, extras.hint_button):
            if not button.enabled:  # disabled under the mouse: its hover glow goes (it cannot be clicked)
                button.hover.target = button.hover.value = 0.0
        if extras.hint_thinker is not None:
            try:
                action = extras.hint_thinker.poll()
            except Exception as exc:
                log.warning("hint failed: %s", exc)
                extras.drop_hint()
                return
            if action is not None and action not in table.state.legal_actions(extras.hint_seat):
                extras.drop_hint()  # the game moved on while the search ran (a real-time deal): ask again
                return
            if action is not None:
                extras.hint_action = action
                extras.hint_thinker.close()
                extras.hint_thinker = None
                # the move in words, its whole click path lit at once (TableAids.draw); the "thinking" toast
                # makes way for it rather than stacking under it
                waiting = t("common.table.hint_wait")
                self.app.toasts = [toast for toast in self.app.toasts if toast[0] != waiting]
                self.app.toast(t("common.table.hint_is", action=table.action_words(action)), 5.0)

    def table_draw(self, table, surface) -> None:
        extras = self.extras(table)
        u = theme.unit(surface.get_size())
        if extras.save_failure is not None:
            draw_warning_banner(surface, extras.save_failure.text(), extras.undo_button.rect.x - int(u * 1.2))
        undo = extras.undo_button
        mouse = getattr(table, "mouse", (-1, -1))
        if not undo.enabled and undo.visible and undo.rect.collidepoint(mouse) and self.app.stack.top is table:
            reason = self.undo_point(table).reason  # the disabled button says why
            self.app.tooltip.show(t(reason) if reason else t("common.table.wait"), mouse)

    def table_event(self, table, event) -> bool:
        """Keys on a table: Ctrl+Z undo, Tab/arrows cycle legal targets, Enter plays, Space skips/confirms."""
        if event.type != pygame.KEYDOWN:
            return False
        extras = self.extras(table)
        if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.undo(table)
            return True
        if event.key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            regions = extras.legal_regions()
            if not regions:
                return True
            back = event.key in (pygame.K_LEFT, pygame.K_UP) or (
                event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            )
            if extras.focus is None:
                extras.focus = len(regions) - 1 if back else 0
            else:
                extras.focus = (extras.focus + (-1 if back else 1)) % len(regions)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if table.queue.busy:
                table.queue.finish_all()
                return True
            focused = extras.focused_region()
            if focused is not None and event.key != pygame.K_SPACE and table.can_act():
                seat = table.human_to_act()
                if not table.presenter.mode.allows_target(focused.target):  # a tutorial waits for another move
                    self.app.toast(table.presenter.mode.refusal(None, seat), 3.0)
                    return True
                action = table.click(focused.target, 1)
                if action is not None:
                    table.play(action, seat)  # resets the focus (action_played)
                elif extras.focus is not None:  # a selection changed: the targets may have changed too
                    extras.focus = min(extras.focus, max(0, len(extras.legal_regions()) - 1))
                return True
            for button in table.buttons:
                if button.key in CONFIRM_KEYS and button.enabled and button.visible and button.on_click:
                    button.on_click()
                    return True
            for region in extras.legal_regions():  # a table that draws its buttons as hit regions
                if _confirm_target(region.target):
                    seat = table.human_to_act()
                    action = table.click(region.target, 1)
                    if action is not None:
                        table.play(action, seat)
                    return True
            return False
        return False

    # ------------------------------------------------------------------ undo and hint
    def undo_point(self, table):
        """The match's rule for the player at the screen (orcdesk.core.match: Match.undo_point)."""
        return table.match.undo_point(table.viewer)

    def undo(self, table) -> None:
        point = self.undo_point(table)
        if not point.possible or table.queue.busy:
            if point.reason:
                self.app.toast(t(point.reason), 2.5)
            return
        keep = point.keep
        table.restore(list(table.history.actions[:keep]))  # the table's aids forget the old hint and focus
        self.autosave(table)
        self.sound.play("click")
        log.info("undo to %d actions", keep)

    def hint(self, table) -> None:
        if not table.can_act():
            return
        from orcdesk.ai.worker import Thinker

        extras = self.extras(table)
        extras.drop_hint()
        extras.hint_seat = table.human_to_act()
        extras.hint_thinker = Thinker(table.game_id, inline=bool(getattr(table, "inline_ai", False)))
        extras.hint_thinker.start(table.state, table.human_to_act(), HINT_LEVEL)
        self.app.toast(t("common.table.hint_wait"), 1.5)

    def table_exited(self, table) -> None:
        table.aids.drop_hint()
