"""Opening a game record without freezing the window: the file is read, checked and replayed in a background
thread while this overlay shows how far it got and offers Cancel.

    app.stack.push(OpeningScene(app, path))   # then the replay, or a notice saying why the file is refused
    app.open_scene("opening", path, then="review")   # then the review of the human's game, and its replay

A record is read move by move (orcdesk.app.records.read_record), so a bad file is refused at its first bad
move; a file too large to be a real record is refused before it is parsed. The overlay only appears after a
moment: a normal record (a few kB) opens before it would be seen.
"""

from __future__ import annotations

import threading
from pathlib import Path

from orcdesk.app import records as records_mod
from orcdesk.app.files import first_line
from orcdesk.core.i18n import t, word
from orcdesk.ui.progress_overlay import ProgressOverlay

SHOW_AFTER_S = 0.2  # the overlay stays invisible this long: most records are read by then
NOTICE_SECONDS = 8.0


def refusal_text(path: Path, message: str) -> str:
    """The notice for a refused record: its file name rather than its whole path (a notice is one line)."""
    return t("app.records.bad", reason=message.replace(str(path), Path(path).name))


def refused_move_text(path: Path, error: records_mod.RecordError) -> str:
    """The notice for a record whose move the rules refuse: the rule in the player's language."""
    return t("app.records.bad_move", name=Path(path).name, move=error.move, reason=word(error.refused))


class OpeningScene(ProgressOverlay):
    def __init__(self, app, path: Path, finished: bool = True, then: str = "replay") -> None:
        super().__init__(app, t("app.records.cancel"))
        self.path = Path(path)
        self.finished = finished
        self.then = then  # "replay": watch the record once read; "review": review the human's game first
        self.fraction = 0.0
        self.waited = 0.0
        self.record = None
        self.refusal: str | None = None  # the notice, in words, when the record is refused
        self.done = threading.Event()
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._read, name="orcdesk-record", daemon=True)

    def _read(self) -> None:
        try:
            self.record = records_mod.read_record(self.path, progress=self._progress, cancelled=self.stop.is_set)
        except records_mod.RecordCancelled:
            pass
        except records_mod.RecordError as exc:
            refused_move = exc.refused is not None
            self.refusal = refused_move_text(self.path, exc) if refused_move else refusal_text(self.path, str(exc))
        except Exception as exc:  # noqa: BLE001 - read_record says every refusal as RecordError; belt and braces
            self.refusal = refusal_text(self.path, f"{self.path}: {first_line(exc)}")
        finally:
            self.done.set()
            self.app.request_frame()

    def _progress(self, fraction: float) -> None:
        self.fraction = max(0.0, min(1.0, fraction))

    def cancel(self) -> None:
        """Stop reading (the thread ends at its next check) and go back to the list."""
        self.stop.set()
        if self.app.stack.top is self:
            self.app.stack.pop()

    # ------------------------------------------------------------------ scene hooks
    def on_enter(self) -> None:
        self.thread.start()

    def on_exit(self) -> None:
        self.stop.set()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.waited += dt
        if not self.done.is_set() or self.app.stack.top is not self:
            return
        self.app.stack.pop()
        if self.record is not None and self.then == "review":
            from orcdesk.ui.review_job import review_seat

            self.app.open_scene("review", self.record, seat=review_seat(self.record.seats, 0), finished=self.finished)
        elif self.record is not None:
            self.app.open_scene("replay", self.record, finished=self.finished)
        elif self.refusal is not None:
            self.app.toast(self.refusal, NOTICE_SECONDS)

    def draw(self, surface) -> None:
        if self.waited < SHOW_AFTER_S:
            return
        text = t("app.records.reading", name=self.path.name, percent=int(self.fraction * 100))
        self.draw_progress(surface, text, self.fraction)
