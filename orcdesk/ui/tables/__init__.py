"""Game tables: the generic controller every game's table builds on.

A table is a :class:`TableScene` subclass, ``orcdesk.ui.tables.<game_id>:<Name>Table`` (see the registry in
``orcdesk.games``). The base class does everything games share; a game only says how it looks and what a
click means.

What the base class does
========================
* runs the game on the one match driver, ``self.match`` (:class:`orcdesk.core.match.Match`): ``state`` and
  ``history`` (its :class:`~orcdesk.core.match.Record`: game id, seed, options, seats and the list of
  ``(seat, action text)``, replayed by :meth:`restore` for autosave and undo) are the match's; the
  ``seats`` are ``"human"`` or an AI kind per seat;
* each AI seat is a :class:`orcdesk.ai.worker.ThinkerController` (its own helper process: several may think
  at once, never blocking the window); the match's clock runs every frame (paused with the game), fires the
  table's own moves and real-time reactions, and paces AI turn answers for the eye;
* a human's click plays through :meth:`play` (``match.submit``); every move, whoever made it, comes back
  through the match's ``on_played``: it is worded into the game log and animated; events animate one after
  another through ``self.queue`` (``kit.anim``) and input waits until they are done, except in a real-time
  window, where the display trails the state while the human keeps acting (:meth:`can_act`);
* keeps ``self.obs`` = ``state.observation(viewer)`` as last *shown* (it is updated when the animation
  of an action starts), and ``self.prev_obs`` = the one before, for animations that show what went away;
* hit-testing: on hover and click it asks :meth:`hit_regions` for the clickable targets, shows the reason
  of an illegal one as a tooltip, and passes legal clicks to :meth:`click`;
* Esc opens the pause overlay; the end of the game opens the result overlay;
* hotseat (several "human" seats): the view follows the human to act, behind a hand-over screen.

Where it lives
==============
:class:`TableScene` is in ``base.py``; its parts are plain functions in the modules beside it, called with what
they need: ``regions.py`` (:class:`HitRegion`, the region under the pointer, the glows), ``status.py`` (the
banner's words and bar), ``clicks.py`` (who hears a key or a click first), ``clock.py`` (the AI seats, the
clock's tick, the frame rate), ``frame.py`` (the log beside or under the table, the top buttons' band),
``words.py`` (seat names, the result's words, a move in words; ``notation.py`` a move no event words) and ``setup_hooks.py`` (the setup screen's
defaults, :func:`option_key`). This package re-exports what tables and tests import.

What a game implements
======================
``layout(size)``
    Compute rects (in fractions of the window; ``kit.theme.unit(size)`` is 1/100 of the short side).
``draw_table(surface)``
    Draw the table from ``self.obs`` (background, cards, highlights). ``self.hover`` is the hovered
    :class:`HitRegion` or None; ``self.draw_highlight(surface, rect)`` draws the shared glow.
``hit_regions() -> list[HitRegion]``
    Every clickable thing drawn now, legal or not, topmost LAST. Illegal regions carry a translated
    ``reason``. Tests use it to find where to click (``region.point`` is a visible pixel of it).
``click(target, button) -> Action | None``
    A click on a legal target (``button`` 1 left, 3 right): change the selection and return None, or
    return an engine action to play for the viewer seat.
``click_path(action) -> list[target]``
    The targets a player clicks, in order, to play ``action``: the one mapping from rules to screen. Hints
    and modes light the regions on it (``regions_of``), tests drive the real UI with it.
``describe_event(event) -> str | None``
    One log line in words (``t(...)``), or None for events not worth a line.
``animate_event(event)``
    Push tweens on ``self.queue`` for one event (optional; the default only pauses briefly).
``prompt() -> str``
    What the human should do now ("Play a card…").
``result_lines() -> list[str]``, ``result_title() -> str``, ``result_subtitle() -> str``
    The end-of-game explanation (the result scene shows them). A line starting with ``!`` is a heading;
    an empty line is a gap. ``draw_result_art(surface, rect)`` may draw a picture of the final position
    beside them.
Optional: ``on_wheel(dy)``, ``on_key(event)``, ``update_table(dt)``, ``on_played(action, seat, events)``
(reset a selection), ``on_restored()`` (after undo / loading a save).

Class methods the setup screen uses (optional):
``setup_options() -> list[(name, label, [(value, label), ...])]``
    Game options offered before the game (values as in ``data/<game>.yaml``); the first value is the default.
``setup_seat_label(seat) -> str``
    The setup screen's name of a seat ("Seat 2"; Orc Wars names its side).
``setup_blurb() -> str``
    Two or three sentences on how the game goes, shown on the setup screen.
``draw_setup_art(surface, rect)``
    A small illustration for the setup screen (e.g. a few cards fanned out).
``rules_picture(page, w, h) -> Surface | None``
    The picture beside each rules page; by default ``rules_picture`` of the ``rules_art`` module in the
    table's package.
"""

from __future__ import annotations

from orcdesk.ui.tables.base import History, TableScene
from orcdesk.ui.tables.clock import AI_MIN_SECONDS
from orcdesk.ui.tables.frame import LOG_BELOW_ASPECT
from orcdesk.ui.tables.setup_hooks import option_key
from orcdesk.ui.tables.status import MODIFIER_KEYS
from orcdesk.ui.tables.view import HitRegion

__all__ = ["AI_MIN_SECONDS", "LOG_BELOW_ASPECT", "MODIFIER_KEYS", "HitRegion", "History", "TableScene", "option_key"]
