"""Where one section of a tutorial stands, in plain Python: which step is on show and what the table waits for.

The section's position is the number of script actions played (``played``, the match record's length) and the
step pointer ``step`` (index into the section's steps). What happens next (:meth:`Cursor.item`):

* ``page``: a step of explanation; the script waits for Next;
* ``wait``: the learner must play ``script[played]`` (lit); the step's text says what and why, or the generic
  "play the lit move" when no step sits at that index;
* ``script``: another seat (or the table) plays ``script[played]`` from the script;
* ``done``: the section's last action was played and its closing pages were read.
"""

from __future__ import annotations

from dataclasses import dataclass

from orcdesk.app.tutorials import Section, Step, Tutorial

PAGE, WAIT, SCRIPT, DONE = "page", "wait", "script", "done"


@dataclass(frozen=True)
class Item:
    kind: str
    step: Step | None = None  # the step on show (None: a move no step words, or the end)
    seat: int | None = None  # who plays script[played] (wait, script)
    text: str | None = None  # the action in notation (wait, script)


class Cursor:
    def __init__(self, tutorial: Tutorial, section: int, step: int = 0) -> None:
        self.tutorial = tutorial
        self.index = section
        self.step = max(0, min(step, len(self.section.steps) - 1))
        self.played = self.start_at()

    @property
    def section(self) -> Section:
        return self.tutorial.sections[self.index]

    def start_at(self) -> int:
        """Where the section opens at ``step``: its start for the first step, else just before that step."""
        return self.section.start if self.step == 0 else self.section.steps[self.step].at

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.section.steps

    def item(self) -> Item:
        steps, played, end = self.steps, self.played, self.section.end
        seat, text = self.tutorial.script[played] if played < end else (None, None)
        if self.step < len(steps) and steps[self.step].at == played:
            last_here = self.step + 1 == len(steps) or steps[self.step + 1].at != played
            if last_here and seat == self.tutorial.learner:
                return Item(WAIT, steps[self.step], seat, text)
            return Item(PAGE, steps[self.step])
        if played >= end:
            return Item(DONE)
        return Item(WAIT if seat == self.tutorial.learner else SCRIPT, None, seat, text)

    def next_page(self) -> None:
        """Next was pressed on a page."""
        if self.item().kind == PAGE:
            self.step += 1

    def action_played(self) -> None:
        """``script[played]`` was played: the steps shown at it are behind us."""
        self.played += 1
        while self.step < len(self.steps) and self.steps[self.step].at < self.played:
            self.step += 1

    @property
    def shown_step(self) -> int:
        """The number of the step on show or last shown, from 1 (for "Step k of n")."""
        return min(self.step + 1, len(self.steps))
