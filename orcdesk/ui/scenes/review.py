"""Review my game: an overlay with a progress bar and Cancel while the reviewer goes over one seat's decisions
in a helper process (orcdesk.ui.review_job); then the replay shows its marks.

    app.open_scene("review", record, seat=0)                  # from the result screen: a replay opens after
    app.open_scene("review", record, seat=0, replay=scene)    # from a replay: that replay shows the marks

Which seat: the one human at the table, else the seat whose view is shown (``review_job.review_seat``). A review that
fails becomes a notice; Cancel or Esc stops it and closes the overlay.
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.core.match import Record
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.text import blit_fit
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.review_job import CANCELLED, DONE, FAILED, ReviewJob
from orcdesk.ui.scene import ANIMATING, Scene

NOTICE_SECONDS = 8.0


class ReviewScene(Scene):
    overlay = True
    job_class = ReviewJob  # tests may run the reviewer with lighter settings through a subclass

    def __init__(
        self, app, record: Record, seat: int, replay=None, finished: bool = True, who: str = "", settings=None
    ) -> None:
        super().__init__(app)
        self.record, self.seat, self.replay, self.finished = record, seat, replay, finished
        self.who = who or t("app.setup.seat", n=seat + 1)
        self.mine = record.seats[seat] == "human"  # "your game" rather than the seat's name
        self.settings = settings
        self.job: ReviewJob | None = None
        self.cancel_button = Button(t("app.review.cancel"), self.cancel, style="quiet", key="cancel")
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
        if self.app.stack.top is self:
            self.app.stack.pop()

    # ------------------------------------------------------------------ scene hooks
    def on_enter(self) -> None:
        self.job = self.job_class(self.record, [self.seat], self.settings)

    def on_exit(self) -> None:
        if self.job is not None and not self.job.finished:
            self.job.cancel()

    def frame_rate(self) -> float:
        return ANIMATING

    def update(self, dt: float) -> None:
        self.cancel_button.update(dt)
        if self.job is None or self.app.stack.top is not self:
            return
        state = self.job.poll()
        if state == DONE:
            self.app.stack.pop()
            self._show(self.job.review)
        elif state == FAILED:
            self.app.stack.pop()
            self.app.toast(t("app.review.failed", reason=self.job.error or "?"), NOTICE_SECONDS)
        elif state == CANCELLED:
            self.app.stack.pop()

    def _show(self, review) -> None:
        """The replay with the marks: the one this review was asked from, else a new one."""
        if self.replay is not None:
            self.replay.show_review(review, self.seat)
        else:
            self.app.open_scene("replay", self.record, finished=self.finished, review=review, review_seat=self.seat)
        if review.marks:
            self.app.toast(t("app.review.found", n=len(review.marks)), NOTICE_SECONDS)
        else:
            self.app.toast(
                t("app.review.none_mine") if self.mine else t("app.review.none", who=self.who), NOTICE_SECONDS
            )

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw, ph = min(int(w * 0.7), int(u * 90)), int(u * 26)
        self.panel_rect = p = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        self.cancel_button.rect = pygame.Rect(0, 0, int(u * 24), int(u * 6))
        self.cancel_button.rect.midbottom = (p.centerx, p.bottom - int(u * 3))

    def handle_event(self, event) -> None:
        if self.cancel_button.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.cancel()

    def draw(self, surface) -> None:
        p = self.panel_rect
        u = theme.unit(surface.get_size())
        fraction = self.job.fraction if self.job is not None else 0.0
        draw.dim(surface, 120)
        draw.panel(surface, p, fill=(44, 30, 22), alpha=248, radius=int(u * 2))
        percent = int(fraction * 100)
        text = (
            t("app.review.running_mine", percent=percent)
            if self.mine
            else t("app.review.running", who=self.who, percent=percent)
        )
        blit_fit(
            surface, text, u * 3, p.w - u * 8, theme.HILITE_SOFT, midtop=(p.centerx, p.y + int(u * 3.5)), bold=True
        )
        bar = pygame.Rect(p.x + int(u * 5), p.y + int(u * 10), p.w - int(u * 10), int(u * 2))
        pygame.draw.rect(surface, theme.WOOD_DARK, bar, border_radius=bar.h // 2)
        done = bar.copy()
        done.w = int(bar.w * fraction)
        if done.w:
            pygame.draw.rect(surface, theme.BRASS, done, border_radius=bar.h // 2)
        self.cancel_button.draw(surface)
