"""A non-blocking AI thinker for the UI: the window keeps drawing while an agent searches.

    thinker = Thinker("orc")                       # starts one helper process, reused for every move
    thinker.start(state, seat, "hard")             # returns at once
    ...each frame: action = thinker.poll()         # None until the agent has decided
    thinker.cancel()                               # e.g. the player pressed undo: the result is dropped
    thinker.close()                                # when leaving the table / quitting

Why a process and not a thread: a search is pure Python, so a thread would hold the GIL and the UI would
stutter. The helper process is created with the ``spawn`` start method (same behaviour on Linux, macOS and
Windows, and no forked copy of pygame/SDL state) and runs at a lower priority so the UI keeps a core. The
state travels as ``to_dict()`` and is rebuilt with ``from_dict`` on the other side.

PyInstaller: a frozen app re-executes itself to start a spawn child, so the frozen entry point must call
``multiprocessing.freeze_support()`` first thing under ``if __name__ == "__main__":`` (before parsing the
command line); otherwise the child would open a second window.

``Thinker(game_id, inline=True)`` thinks in the calling process instead (the work happens inside ``poll``):
for tests and for platforms where a process cannot be started.
"""

from __future__ import annotations

import multiprocessing
import os
import time
from typing import TYPE_CHECKING, Any

from orcdesk.core.contract import Action, GameState

if TYPE_CHECKING:  # names for annotations only: the helper process imports the agents late, and light
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

    from orcdesk.search.agents import Agent

_STOP_POLL = 0.0
PARENT_CHECK_S = 0.5  # how often a helper process looks whether the app that started it is still there
ADVICE = "advice"  # the kind of request whose answer is the hint's Advice (orcdesk.ai.explain), not an action


class _ParentWatch:
    """Is the app that started this helper process gone (killed hard, crashed)? Then the helper must stop too
    instead of lingering: it looks at most every PARENT_CHECK_S, through multiprocessing's parent sentinel
    (every platform) and, on POSIX, whether it was handed over to another parent."""

    def __init__(self) -> None:
        self.parent = multiprocessing.parent_process()
        self.ppid = os.getppid()
        self.checked = time.monotonic()
        self.is_gone = False

    def gone(self) -> bool:
        now = time.monotonic()
        if not self.is_gone and now - self.checked >= PARENT_CHECK_S:
            self.checked = now
            self.is_gone = (self.parent is not None and not self.parent.is_alive()) or (
                os.name == "posix" and os.getppid() != self.ppid
            )
        return self.is_gone


def _child_main(conn, cancel_flag) -> None:
    """The helper process: receive jobs, think, send (job id, action or error text) back; stop when the app is
    gone (its pipe closed, or the app itself no longer there), even in the middle of a search."""
    try:
        os.nice(5)  # the UI keeps priority on a busy machine
    except (AttributeError, OSError):
        pass
    from orcdesk.ai import make_agent
    from orcdesk.games import GAMES

    watch = _ParentWatch()
    while True:
        try:
            if not conn.poll(PARENT_CHECK_S):
                if watch.gone():
                    return
                continue
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        job, game_id, state_dict, seat, kind, seed = message
        reply: tuple[int, Any, str | None]  # (job, action or Advice, error)
        try:
            state = GAMES[game_id].state_class().from_dict(state_dict)
            if kind == ADVICE:
                from orcdesk.ai.explain import advise

                reply = (job, advise(state, seat, seed), None)
            else:
                agent = make_agent(kind, game_id, seed)
                if hasattr(agent, "should_stop"):
                    agent.should_stop = lambda job=job: cancel_flag.value == job or watch.gone()
                reply = (job, agent.choose(state, seat), None)
        except Exception as exc:  # the UI shows the error instead of waiting forever
            reply = (job, None, f"{type(exc).__name__}: {exc}")
        if watch.gone():
            return
        try:
            conn.send(reply)
        except (BrokenPipeError, OSError):
            return


class ThinkerError(RuntimeError):
    """The agent failed in the helper process (the message says why)."""


class Thinker:
    """Runs one agent decision at a time without blocking the caller."""

    def __init__(self, game_id: str, inline: bool = False) -> None:
        self.game_id = game_id
        self.inline = inline
        self._job = 0
        self._busy = False
        self._pending: tuple | None = None  # inline mode: (state, seat, kind, seed)
        # the helper process and this end of its pipe (None: inline, or not started yet)
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self._cancel: Any = None  # the job to drop, shared with the helper (a multiprocessing.Value)
        if not inline:
            self._spawn()

    def _spawn(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        self._cancel = ctx.Value("q", -1, lock=False)
        self._process = ctx.Process(
            target=_child_main, args=(child, self._cancel), daemon=True, name=f"orcdesk-ai-{self.game_id}"
        )
        self._process.start()
        child.close()
        self._conn = parent

    @property
    def busy(self) -> bool:
        return self._busy

    def start(self, state: GameState, seat: int, kind: str, seed: int | None = None) -> None:
        """Begin choosing ``seat``'s action in ``state`` (a finished or cancelled search is replaced)."""
        if self._busy:
            self.cancel()
        self._job += 1
        seed = self._job if seed is None else seed
        self._busy = True
        if self.inline:
            self._pending = (state.clone(), seat, kind, seed)
            return
        if self._process is None or not self._process.is_alive():
            self._spawn()
        assert self._conn is not None  # _spawn() opened it
        self._conn.send((self._job, self.game_id, state.to_dict(), seat, kind, seed))

    def poll(self) -> Any:
        """The chosen action (an ADVICE request: the Advice) once ready (then the thinker is idle again), else
        None. Never blocks long."""
        if not self._busy:
            return None
        if self.inline:
            return self._think_inline()
        conn = self._conn
        assert conn is not None  # busy and not inline: start() spawned the helper
        while True:
            try:
                if not conn.poll(_STOP_POLL):
                    return None
                job, action, error = conn.recv()
            except (EOFError, OSError):  # the helper process died: report it; start() spawns a new one
                self._busy = False
                conn.close()
                self._process = None
                raise ThinkerError("the AI process stopped unexpectedly") from None
            if job != self._job:
                continue  # the answer to a cancelled request
            self._busy = False
            if error is not None:
                raise ThinkerError(error)
            return action

    def _think_inline(self) -> Any:
        from orcdesk.ai import make_agent

        assert self._pending is not None  # busy in inline mode: start() left the request here
        state, seat, kind, seed = self._pending
        self._pending = None
        self._busy = False
        if kind == ADVICE:
            from orcdesk.ai.explain import advise

            return advise(state, seat, seed)
        return make_agent(kind, self.game_id, seed).choose(state, seat)

    def cancel(self) -> None:
        """Drop the current request: its answer will be ignored, and the search stops early."""
        if self._busy and not self.inline and self._cancel is not None:
            self._cancel.value = self._job
        self._busy = False
        self._pending = None

    def close(self) -> None:
        """Stop the helper process. The thinker cannot be used afterwards."""
        self.cancel()
        if self._process is not None:
            assert self._conn is not None  # _spawn() opened it with the process
            try:
                self._conn.send(None)
            except (BrokenPipeError, OSError):
                pass
            self._process.join(timeout=1.0)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout=1.0)
            self._conn.close()
            self._process = None

    def __enter__(self) -> Thinker:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:  # best effort: do not leave a helper process behind
        try:
            self.close()
        except Exception:
            pass


class ThinkerController:
    """An AI seat for the match driver (:class:`orcdesk.core.match.Controller`) in the window: turn decisions
    think in this seat's own helper process (several AI seats may think at once), real-time reactions are
    the agent's quick ``react`` in this process. A failed decision is reported in ``error`` and replaced by
    the first legal action, so the game never hangs on a broken AI."""

    def __init__(self, game_id: str, kind: str, seed: int = 0, inline: bool = False) -> None:
        self.game_id, self.kind, self.seed, self.inline = game_id, kind, seed, inline
        self.thinker: Thinker | None = None
        self.error: str | None = None
        self._agent: Agent | None = None  # for real-time reactions, made on first use
        self._fallback: Action | None = None
        self._calls = 0

    def _reflex(self) -> Agent:
        if self._agent is None:
            from orcdesk.ai import make_agent

            self._agent = make_agent(self.kind, self.game_id, self.seed)
        return self._agent

    def prepare(self) -> None:
        """Start the helper process ahead of the first decision."""
        if self.thinker is None:
            self.thinker = Thinker(self.game_id, inline=self.inline)

    def start(self, state: GameState, seat: int) -> None:
        self.prepare()
        assert self.thinker is not None  # prepare() made it
        self._calls += 1
        self._fallback = state.legal_actions(seat)[0]
        self.thinker.start(state, seat, self.kind, seed=self.seed * 1000 + self._calls)

    def poll(self) -> Action | None:
        if self.thinker is None:
            return None
        try:
            return self.thinker.poll()
        except Exception as exc:  # the AI failed: say so, fall back to a legal move
            self.error = str(exc)
            return self._fallback

    def cancel(self) -> None:
        if self.thinker is not None:
            self.thinker.cancel()

    def react(self, state: GameState, seat: int) -> Action | None:
        return self._reflex().react(state, seat)

    def reaction_delay(self, rng) -> float:
        return self._reflex().reaction_delay(rng)

    def reaction_floor(self) -> float:
        return self._reflex().reaction.min_s

    def close(self) -> None:
        if self.thinker is not None:
            self.thinker.close()
            self.thinker = None
