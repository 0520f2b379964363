"""A game review that runs beside the window: the reviewer (orcdesk.ai.review) in a helper process.

    job = ReviewJob(record, seats=[0])      # starts the helper process, returns at once
    ...each frame: job.poll()               # reads what came back: job.fraction, then job.review or job.error
    job.cancel()                            # the player pressed Cancel: the helper stops at its next move

A review plays thousands of playouts in pure Python: in a thread it would hold the GIL and the window would
stutter, so it runs in a ``spawn`` process at a lower priority, like the AI's thinking (orcdesk.ai.worker),
and stops when the app that started it is gone. The helper sends ("progress", fraction) at most once per
percent, then one of ("done", Review), ("error", text) or ("cancelled", None). A failure is kept as words in
``error`` for the window to show as a notice; nothing here raises into the window.
"""

from __future__ import annotations

import multiprocessing
import os

from orcdesk.core.match import Record

STARTING, RUNNING, DONE, FAILED, CANCELLED = "starting", "running", "done", "failed", "cancelled"


def _review_main(conn, cancel_flag, record: Record, seats: list[int] | None, settings, seed: int) -> None:
    """The helper process: review the record, sending progress and then the result or the error in words."""
    try:
        os.nice(5)  # the window keeps priority on a busy machine
    except (AttributeError, OSError):
        pass
    from orcdesk.ai.review import ReviewCancelled, review_record
    from orcdesk.ai.worker import _ParentWatch

    watch = _ParentWatch()
    sent = [-1]

    def progress(fraction: float) -> None:
        percent = int(fraction * 100)
        if percent != sent[0]:
            sent[0] = percent
            conn.send(("progress", fraction))

    try:
        review = review_record(
            record, seats, settings, seed, progress=progress, cancelled=lambda: bool(cancel_flag.value) or watch.gone()
        )
        reply = ("done", review)
    except ReviewCancelled:
        reply = ("cancelled", None)
    except Exception as exc:  # noqa: BLE001 - the window shows it as a notice instead of a traceback
        from orcdesk.app.files import first_line

        reply = ("error", first_line(exc))
    try:
        conn.send(reply)
    except (BrokenPipeError, OSError):
        pass


def review_seat(seats: list[str], viewer: int) -> int:
    """Whose game to review: the one human at the table; with several humans or none, the seat on show."""
    humans = [s for s, kind in enumerate(seats) if kind == "human"]
    return humans[0] if len(humans) == 1 else viewer


class ReviewJob:
    """One review in a helper process (see the module docstring). ``state`` is one of STARTING, RUNNING,
    DONE (``review`` holds it), FAILED (``error`` says why) or CANCELLED."""

    def __init__(self, record: Record, seats: list[int] | None = None, settings=None, seed: int = 1) -> None:
        self.fraction = 0.0
        self.review = None
        self.error: str | None = None
        self.state = STARTING
        self.updates = 0  # progress reports received
        ctx = multiprocessing.get_context("spawn")
        self._conn, child = ctx.Pipe(duplex=False)
        self._cancel = ctx.Value("b", 0, lock=False)
        self._process = ctx.Process(
            target=_review_main,
            args=(child, self._cancel, record, seats, settings, seed),
            daemon=True,
            name=f"orcdesk-review-{record.game_id}",
        )
        try:
            self._process.start()
        except Exception as exc:  # noqa: BLE001 - no process could be started: say so, do not crash
            self._finish(FAILED, f"{type(exc).__name__}: {exc}")
        finally:
            child.close()

    @property
    def finished(self) -> bool:
        return self.state in (DONE, FAILED, CANCELLED)

    def poll(self) -> str:
        """Read what the helper sent so far (never blocks); returns the state."""
        while not self.finished:
            try:
                if not self._conn.poll(0):
                    if self._process is not None and not self._process.is_alive() and not self._conn.poll(0):
                        self._finish(FAILED, "the review process stopped unexpectedly")
                    break
                kind, value = self._conn.recv()
            except (EOFError, OSError):
                self._finish(FAILED, "the review process stopped unexpectedly")
                break
            if kind == "progress":
                self.updates += 1
                self.state, self.fraction = RUNNING, max(self.fraction, min(1.0, float(value)))
            elif kind == "done":
                self.review, self.fraction = value, 1.0
                self._finish(DONE)
            elif kind == "cancelled":
                self._finish(CANCELLED)
            else:
                self._finish(FAILED, str(value))
        return self.state

    def cancel(self) -> None:
        """Stop the review: the helper stops at its next move (and is ended if it does not)."""
        if self.finished:
            return
        self._cancel.value = 1
        self._finish(CANCELLED)

    def _finish(self, state: str, error: str | None = None) -> None:
        self.state, self.error = state, error
        process, self._process = getattr(self, "_process", None), None
        if process is not None and process.pid is not None:
            process.join(timeout=0.2 if state == CANCELLED else 2.0)
            if process.is_alive():
                process.terminate()
                process.join(timeout=1.0)
        try:
            self._conn.close()
        except OSError:
            pass

    def close(self) -> None:
        self.cancel()

    def __del__(self) -> None:  # best effort: no helper process left behind
        try:
            self.close()
        except Exception:  # noqa: BLE001
            pass
