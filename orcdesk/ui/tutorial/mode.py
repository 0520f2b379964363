"""The tutorial's mode on a real table: the learner plays only the move a step teaches, the other seats play
from the script, and a panel says what to do and why (see the package docstring).

    mode = TutorialMode(load_tutorial("orc"), section=1, step=0)
    mode.attach(table)          # before the table is pushed: its AI seats become scripted seats

The mode keeps the match clock still for the whole tutorial and plays every other action itself (a seat's
answer, the table's own deal), one at a time once the last move's animation is over and ``SCRIPT_PACE_S``
later: a real-time deal goes at a readable pace and waits while a page is read or the learner's move is due.
"""

from __future__ import annotations

import pygame

from orcdesk.app import tutorial_progress as progress_mod
from orcdesk.app.logs import get_logger
from orcdesk.app.tutorials import Tutorial
from orcdesk.core.contract import TABLE, Action, GameState
from orcdesk.core.i18n import t
from orcdesk.ui.kit import anim
from orcdesk.ui.tables.presenter import GuidedMode
from orcdesk.ui.tutorial.cursor import DONE, PAGE, SCRIPT, WAIT, Cursor, Item
from orcdesk.ui.tutorial.panel import StepPanel

log = get_logger("ui")

SCRIPT_PACE_S = 0.9  # a scripted seat's move comes this long after the last one ended (at normal speed)
TABLE_PACE_S = 0.5  # the table's own moves (a deal's next card) come faster


class ScriptedSeat:
    """What sits in a scripted seat for the match driver: it never answers by itself (the mode plays the
    script), so the banner shows the seat thinking until its scripted move comes."""

    def start(self, state: GameState, seat: int) -> None:
        pass

    def poll(self) -> Action | None:
        return None

    def cancel(self) -> None:
        pass

    def react(self, state: GameState, seat: int) -> Action | None:
        return None

    def reaction_delay(self, rng) -> float:
        return SCRIPT_PACE_S

    def reaction_floor(self) -> float:
        return 0.0

    def prepare(self) -> None:
        pass

    def close(self) -> None:
        pass


class TutorialMode(GuidedMode):
    name = "tutorial"
    keeps_records = False  # the fixed game is no game of the player's: no save, no statistics, no record
    shows_result = False  # the section's closing pages explain the end
    keeps_clear_of_texts = True  # the step panel covers no seat name, counter or prompt where it can

    def __init__(self, tutorial: Tutorial, section: int = 0, step: int = 0, folder=None) -> None:
        super().__init__(allowed=self._allowed_now, lit=self._lit_now)
        self.tutorial = tutorial
        self.cursor = Cursor(tutorial, section, step)
        self.folder = folder  # the progress file's folder (None: the user's data folder)
        self.table = None
        self.panel = StepPanel(self)
        self.waited = 0.0  # seconds the next scripted move has waited since the table went still
        self.broken: str | None = None  # the game left the script (a bug in the tutorial or the table)
        self.started = False
        self._saved: tuple | None = None

    # ------------------------------------------------------------------ the table
    def attach(self, table) -> None:
        """Put the table in this mode and its other seats on the script (before the table is entered)."""
        self.table = table
        table.set_mode(self)
        for controller in table.match.controllers.values():
            controller.close()
        table.match.controllers = {
            seat: ScriptedSeat() for seat in range(self.tutorial.players) if seat != self.tutorial.learner
        }

    def _start(self, table) -> None:
        """The first frame: the section's position on the table, the helpers that do not fit a script hidden."""
        self.started = True
        for button in table.aids.buttons:  # a hint or an undo would leave the script
            button.visible = False
        if len(table.match.record.actions) != self.cursor.played:
            table.restore(list(self.tutorial.script[: self.cursor.played]))
        self._save()

    # ------------------------------------------------------------------ where we are
    def item(self) -> Item:
        self._sync()
        return self.cursor.item()

    def _sync(self) -> None:
        """Follow the moves the match played since (the learner's, ours, a table move the match fired)."""
        if self.table is None or self.broken:
            return
        actions = self.table.match.record.actions
        script = self.tutorial.script
        while len(actions) > self.cursor.played:
            index = self.cursor.played
            if index >= len(script) or tuple(actions[index]) != tuple(script[index]):
                self.broken = f"{index}: {actions[index][1]!r}"
                log.error("tutorial %s left its script at %s", self.tutorial.game, self.broken)
                return
            self.cursor.action_played()
            self.waited = 0.0
        self._save()

    def expected(self) -> Action | None:
        """The learner's move the step waits for, if it waits for one."""
        item = self.item()
        if item.kind != WAIT or self.table is None or item.text is None:
            return None
        return self.table.match.state.action_from_text(item.text)

    # ------------------------------------------------------------------ what the table may do
    @property
    def revision(self) -> tuple:
        """The step on show (what is allowed follows it): tables key their cached targets on it."""
        self._sync()
        return self.cursor.index, self.cursor.step, self.cursor.played, self.broken

    def _allowed_now(self, state: GameState, seat: int) -> list[Action]:
        item = self.item()
        if item.kind != WAIT or seat != self.tutorial.learner or item.text is None:
            return []
        return [state.action_from_text(item.text)]

    def _lit_now(self, state: GameState, seat: int | None) -> list[Action]:
        item = self.item()
        if item.kind != WAIT or item.text is None or self.table is None or self.table.queue.busy:
            return []
        try:
            return [state.action_from_text(item.text)]
        except ValueError:
            return []

    def allows_target(self, target) -> bool:
        expected = self.expected()
        if expected is None:
            return False
        try:
            return target in self.table.click_path(expected)
        except Exception:  # a table that cannot reach the move by clicks: its targets are not refused here
            return True

    def refusal(self, action, seat: int) -> str:
        item = self.item()
        if item.kind == WAIT and self.table is not None:
            expected = self.expected()
            words = self.table.action_words(expected) if expected is not None else item.text
            return t("tutorial.refuse.waiting", action=words)
        if item.kind == PAGE:
            return t("tutorial.refuse.page")
        return t("tutorial.refuse.watch")

    def holds_clock(self) -> bool:
        return True  # the mode plays the script itself, at its own pace

    # ------------------------------------------------------------------ every frame
    def update(self, table, dt: float) -> None:
        if not self.started:
            self._start(table)
        self._play_script(table, dt)
        self.panel.update(table, dt)  # after the script's move: the panel shows what comes now

    def _play_script(self, table, dt: float) -> None:
        """The next scripted move, once the table is still and the pace has passed."""
        item = self.item()
        if item.kind != SCRIPT or self.broken or table.queue.busy or table.app.stack.top is not table:
            self.waited = 0.0
            return
        self.waited += dt
        pace = (TABLE_PACE_S if item.seat == TABLE else SCRIPT_PACE_S) / anim.SPEED if anim.SPEED > 0 else 0.0
        if self.waited >= pace:
            self.waited = 0.0
            table.match.submit(item.seat, table.match.state.action_from_text(item.text))
            self._sync()

    def animating(self) -> bool:
        return self.item().kind == SCRIPT and not self.broken  # the pace runs on frames: keep them coming

    def draw(self, table, surface) -> None:
        self.panel.draw(table, surface)

    def handle_event(self, table, event) -> bool:
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_z
            and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        ):
            return True  # no Undo in a scripted game
        return self.panel.handle_event(table, event)

    # ------------------------------------------------------------------ the learner's buttons
    def next_page(self) -> None:
        if self.item().kind == PAGE:
            self.cursor.next_page()
            self._save()

    def next_section(self) -> None:
        """After a section's end: the next one goes on from this very position; after the last, leave."""
        if self.item().kind != DONE:
            return
        if self.cursor.index + 1 >= len(self.tutorial.sections):
            self.leave()
            return
        self.cursor = Cursor(self.tutorial, self.cursor.index + 1, 0)
        if self.table is not None and len(self.table.match.record.actions) != self.cursor.played:
            self.table.restore(list(self.tutorial.script[: self.cursor.played]))
        self._save()

    def leave(self) -> None:
        self._save()
        if self.table is not None and self.table.app.stack.top is self.table:
            self.table.app.stack.pop()

    # ------------------------------------------------------------------ progress
    def _save(self) -> None:
        """Write where the learner stands after every change of step (a leave at any moment resumes here)."""
        if self.broken:
            return
        game, section = self.tutorial.game, self.cursor.section.key
        done = self.cursor.item().kind == DONE
        now = (section, "done" if done else self.cursor.step)
        if now == self._saved:
            return
        self._saved = now
        progress, notices = progress_mod.load_progress(self.folder)
        for notice in notices:
            log.warning("%s", notice.text())
        progress = progress.finish(game, section) if done else progress.at_step(game, section, self.cursor.step)
        try:
            progress_mod.save_progress(progress, self.folder)
        except OSError as exc:  # a read-only folder: the tutorial goes on, the progress is not kept
            log.warning("cannot write the tutorial progress: %s", exc)
