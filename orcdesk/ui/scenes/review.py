"""Review my game: an overlay with a progress bar and Cancel while the reviewer goes over one seat's decisions
in a helper process (orcdesk.ui.review_job); then the replay shows its marks.

    app.open_scene("review", record, seat=0)                  # from the result screen: a replay opens after
    app.open_scene("review", record, seat=0, replay=scene)    # from a replay: that replay shows the marks

Which seat: the one human at the table, else the seat whose view is shown (``review_job.review_seat``). A review that
fails becomes a notice; Cancel or Esc stops it and closes the overlay.
"""

from __future__ import annotations

from orcdesk.core.i18n import t
from orcdesk.core.match import Record
from orcdesk.ui.progress_overlay import ProgressOverlay
from orcdesk.ui.review_job import CANCELLED, DONE, FAILED, ReviewJob

NOTICE_SECONDS = 8.0


class ReviewScene(ProgressOverlay):
    job_class = ReviewJob  # tests may run the reviewer with lighter settings through a subclass

    def __init__(
        self, app, record: Record, seat: int, replay=None, finished: bool = True, who: str = "", settings=None
    ) -> None:
        super().__init__(app, t("app.review.cancel"))
        self.record, self.seat, self.replay, self.finished = record, seat, replay, finished
        self.who = who or t("app.setup.seat", n=seat + 1)
        self.mine = record.seats[seat] == "human"  # "your game" rather than the seat's name
        self.settings = settings
        self.job: ReviewJob | None = None

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

    def update(self, dt: float) -> None:
        super().update(dt)
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

    def draw(self, surface) -> None:
        fraction = self.job.fraction if self.job is not None else 0.0
        percent = int(fraction * 100)
        text = (
            t("app.review.running_mine", percent=percent)
            if self.mine
            else t("app.review.running", who=self.who, percent=percent)
        )
        self.draw_progress(surface, text, fraction)
