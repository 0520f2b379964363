"""Watch a game again: the game's own table, stepped move by move through its record.

Every game gets this from the shared table code: the replay builds the game's table on a match with no AI in
it, puts it at move ``k`` with ``restore`` (the log then words exactly the moves up to ``k``) and steps forward
by submitting the next recorded move, so the table animates it as it did in play. Nothing a replay does
reaches the autosave or the statistics (the table is told it is a replay).

Controls: the bar at the bottom (start, back, play/pause, forward, end, speed, whose view, review, export,
close), a timeline to click anywhere on, and the keys ←/→ (one move), Home/End, Space (play/pause), Esc (close).

Review my game: the reviewer runs beside the window (scenes/review.py); its marks then show as ticks on the
timeline, PgUp/PgDn (or the two mark buttons) step to the previous/next mark, and at a mark the table shows the
position before the marked move with the move played and the better one lit and worded (ui/review_marks.py).
"""

from __future__ import annotations

import pygame

from orcdesk.core.contract import TABLE
from orcdesk.core.i18n import t
from orcdesk.core.match import Record
from orcdesk.games import get_game
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.text import blit_fit
from orcdesk.ui.kit.widgets import Button, label_width
from orcdesk.ui.scene import ANIMATING, STILL, Scene

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_SECONDS = 1.1  # between moves at speed 1 while playing (after the move's animation)


class ReplayScene(Scene):
    def __init__(self, app, record: Record, finished: bool = True, review=None, review_seat: int | None = None) -> None:
        super().__init__(app)
        self.record = Record(
            record.game_id, record.players, record.seed, dict(record.options), list(record.seats), list(record.actions)
        )
        self.finished = finished
        self.table = get_game(record.game_id).table_class()(
            app, record.game_id, seats=list(record.seats), seed=record.seed, options=record.options, inline_ai=True
        )
        self.table.replaying = True  # no autosave, no statistics, no AI
        self.table.match.controllers = {}
        self.position = 0
        self.playing = False
        self.speed = 1
        self.wait = 0.0
        self.timeline = pygame.Rect(0, 0, 0, 0)
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.buttons = [
            Button("|<", lambda: self.goto(0), key="start"),
            Button("<", self.back, key="back"),
            Button(t("app.replay.play"), self.toggle_play, style="primary", key="play"),
            Button(">", self.forward, key="forward"),
            Button(">|", lambda: self.goto(len(self.record.actions)), key="end"),
            Button("", self.next_speed, key="speed"),
            Button("", self.next_viewer, key="viewer"),
            Button(t("app.review.previous"), self.previous_mark, key="previous_mark"),
            Button(t("app.review.next"), self.next_mark, key="next_mark"),
            Button(t("app.review.button"), self.ask_review, key="review"),
            Button(t("app.replay.export"), self.export, key="export"),
            Button(t("app.replay.close"), self.close, style="quiet", key="close"),
        ]
        self.marks = None  # the review's marks on show (ReviewMarks), once a review is done
        self.review_strip = pygame.Rect(0, 0, 0, 0)
        self._labels()
        if review is not None:
            self.show_review(review, review_seat)

    # ------------------------------------------------------------------ moving through the game
    @property
    def length(self) -> int:
        return len(self.record.actions)

    def goto(self, k: int) -> None:
        k = max(0, min(self.length, k))
        self.table.restore(self.record.actions[:k])
        self.position = k
        self.wait = 0.0
        self._sync_marks()

    def forward(self) -> None:
        if self.position >= self.length:
            self.playing = False
            self._labels()
            return
        self.table.queue.finish_all()
        seat, text = self.record.actions[self.position]
        self.table.match.submit(seat, self.table.state.action_from_text(text))
        self.position += 1
        self._sync_marks()

    def back(self) -> None:
        self.playing = False
        self._labels()
        self.goto(self.position - 1)

    def toggle_play(self) -> None:
        self.playing = not self.playing
        if self.playing and self.position >= self.length:
            self.goto(0)
        self._labels()

    def next_speed(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        self._labels()

    def next_viewer(self) -> None:
        """Whose eyes: each seat in turn (the table shows what that seat could see)."""
        table = self.table
        table.viewer = (table.viewer + 1) % len(table.seats)
        self.goto(self.position)
        self._labels()
        self.on_resize(self.size)  # the bar again, for the new name's width

    # ------------------------------------------------------------------ the review
    def ask_review(self) -> None:
        """Review the game of the human seat (the seat on show when several humans or none) in the background."""
        from orcdesk.ui.review_job import review_seat

        self.playing = False
        self._labels()
        seat = review_seat(self.record.seats, self.table.viewer)
        self.app.open_scene(
            "review", self.record, seat=seat, replay=self, finished=self.finished, who=self.table.seat_name(seat)
        )

    def show_review(self, review, seat: int | None = None) -> None:
        """Show a finished review's marks; the table is seen by the reviewed seat."""
        from orcdesk.ui.review_marks import ReviewMarks

        if self.marks is not None:
            self.marks.close()
        seat = review.seats[0] if seat is None and review.seats else seat
        mine = seat is None or self.record.seats[seat] == "human"
        self.marks = ReviewMarks(self.table, review, "" if mine else self.table.seat_name(seat))
        if seat is not None and self.table.viewer != seat:
            self.table.viewer = seat
        self._labels()
        self.on_resize(self.size)
        self.goto(self.position)

    def next_mark(self) -> None:
        self._to_mark(self.marks.next_move(self.position) if self.marks else None)

    def previous_mark(self) -> None:
        self._to_mark(self.marks.previous_move(self.position) if self.marks else None)

    def _to_mark(self, move: int | None) -> None:
        if move is None:
            return
        self.playing = False
        self._labels()
        self.goto(move)

    def _sync_marks(self) -> None:
        if self.marks is not None:
            self.marks.sync(self.position)

    def export(self) -> None:
        from orcdesk.ui.record_export import export_with_notice

        export_with_notice(self.app, self.record, self.finished)

    def close(self) -> None:
        self.app.stack.pop()

    def _labels(self) -> None:
        by_key = {b.key: b for b in self.buttons}
        by_key["play"].label = t("app.replay.pause") if self.playing else t("app.replay.play")
        by_key["speed"].label = f"×{SPEEDS[self.speed]:g}"
        by_key["viewer"].label = t("app.replay.view_of", who=self.table.seat_name(self.table.viewer))
        has_marks = bool(self.marks and self.marks.marks)
        by_key["previous_mark"].visible = by_key["next_mark"].visible = has_marks

    # ------------------------------------------------------------------ scene hooks
    def on_enter(self) -> None:
        self.on_resize(self.size)
        self.goto(0)

    def on_exit(self) -> None:
        self.table.on_exit()

    def on_language(self) -> None:
        labels = {
            "export": "app.replay.export",
            "close": "app.replay.close",
            "review": "app.review.button",
            "previous_mark": "app.review.previous",
            "next_mark": "app.review.next",
        }
        for b in self.buttons:
            if b.key in labels:
                b.label = t(labels[b.key])
        self._labels()

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        gap, bh = int(u * 1), int(u * 5)
        shown = [b for b in self.buttons if b.visible]
        # each button at least its share, and as wide as its label needs at full size ("Analyser ma partie");
        # a second row of buttons where one row has no room for them all (a review's marks at 800x800)
        sizes = self._bar_sizes(shown, bh, u)
        rows = [shown] if sum(sizes) + gap * (len(shown) + 1) <= w else self._two_rows(shown)
        strip = int(u * 7) if self.marks is not None else 0  # the review's sentence above the timeline
        bar_h = int(u * 9) + (len(rows) - 1) * (bh + gap)
        self.bar = pygame.Rect(0, h - bar_h - strip, w, bar_h + strip)
        self.review_strip = pygame.Rect(0, self.bar.y, w, strip)
        self.table.view_size = (w, self.bar.y)  # the table is laid out above the bar
        self.table.on_resize(self.table.view_size)
        top = self.bar.y + strip
        for k, row in enumerate(rows):
            sizes = self._bar_sizes(row, bh, u)
            room = w - gap * (len(row) + 1)
            scale = min(1.0, room / max(1, sum(sizes)))
            x = gap
            for b, width in zip(row, sizes):
                b.rect = pygame.Rect(x, top + int(u * 3.2) + k * (bh + gap), int(width * scale), bh)
                x += b.rect.w + gap
        self.timeline = pygame.Rect(int(u * 2), top + int(u * 0.8), w - int(u * 4), int(u * 1.6))

    BAR_WIDTHS = dict(  # the least width of each button, in units
        start=6,
        back=6,
        play=12,
        forward=6,
        end=6,
        speed=8,
        viewer=24,
        previous_mark=9,
        next_mark=9,
        review=18,
        export=12,
        close=10,
    )

    def _bar_sizes(self, buttons: list, bh: int, u: float) -> list[int]:
        return [max(label_width(b.label, bh), int(self.BAR_WIDTHS[b.key] * u)) for b in buttons]

    @staticmethod
    def _two_rows(buttons: list) -> list[list]:
        """The moving through the game on the first row, the rest (view, marks, review, export, close) under."""
        moves = ("start", "back", "play", "forward", "end", "speed")
        return [[b for b in buttons if b.key in moves], [b for b in buttons if b.key not in moves]]

    def handle_event(self, event) -> None:
        for b in self.buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.MOUSEMOTION:
            self.table.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.timeline.collidepoint(event.pos):
            self.playing = False
            self._labels()
            f = (event.pos[0] - self.timeline.x) / max(1, self.timeline.w)
            self.goto(round(f * self.length))
        elif event.type == pygame.MOUSEWHEEL:
            self.table.log.handle_event(event)
        elif event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_RIGHT: self.forward,
                pygame.K_LEFT: self.back,
                pygame.K_SPACE: self.toggle_play,
                pygame.K_HOME: lambda: self.goto(0),
                pygame.K_END: lambda: self.goto(self.length),
                pygame.K_PAGEUP: self.previous_mark,
                pygame.K_PAGEDOWN: self.next_mark,
                pygame.K_ESCAPE: self.close,
            }
            if event.key in keys:
                keys[event.key]()

    def frame_rate(self) -> float:
        return ANIMATING if self.playing or self.table.queue.busy else STILL

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)
        self.table.update(dt)
        if self.playing and not self.table.queue.busy:
            self.wait += dt * SPEEDS[self.speed]
            if self.wait >= STEP_SECONDS:
                self.wait = 0.0
                self.forward()

    def draw(self, surface) -> None:
        self.table.draw(surface.subsurface(pygame.Rect((0, 0), self.table.view_size)))
        u = theme.unit(surface.get_size())
        draw.panel(surface, self.bar, fill=(34, 24, 18), alpha=235, radius=0)
        tl = self.timeline
        pygame.draw.rect(surface, theme.WOOD_DARK, tl, border_radius=tl.h // 2)
        done = tl.copy()
        done.w = int(tl.w * self.position / max(1, self.length))
        if done.w:
            pygame.draw.rect(surface, theme.BRASS, done, border_radius=tl.h // 2)
        if self.length < 400:  # the table's own moves as faint ticks (a long game would be a solid bar)
            for i, (seat, _) in enumerate(self.record.actions):
                if seat == TABLE:
                    x = tl.x + int(tl.w * (i + 0.5) / self.length)
                    pygame.draw.line(surface, theme.TEXT_DIM, (x, tl.y + 2), (x, tl.bottom - 3), 1)
        if self.marks is not None:
            self.marks.draw_ticks(surface, tl, self.length)
            self.marks.draw_sentence(surface, self.review_strip)
        for b in self.buttons:
            b.draw(surface)
        label = t("app.replay.move", n=self.position, total=self.length)
        right = max(b.rect.right for b in self.buttons if b.visible) + int(u * 2)
        room = surface.get_width() - right - int(u * 2)
        if room > u * 8:
            blit_fit(
                surface,
                label,
                u * 2.6,
                room,
                theme.HILITE_SOFT,
                midleft=(right, self.buttons[0].rect.centery),
                bold=True,
            )


def make_scene(
    app, record: Record, finished: bool = True, review=None, review_seat: int | None = None, **_context
) -> ReplayScene:
    return ReplayScene(app, record, finished, review, review_seat)
