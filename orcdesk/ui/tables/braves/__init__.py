"""The De l'orc pour les braves table (4-7 players, humans hotseat and/or AI, the deal in real time).

Screen: the seats round the table (the viewer at the bottom, the others clockwise: left, across the top,
right), each with its colour and glyph, its cogwheel score tracker, its shields and desertions, its hand as
card backs grouped by type with counts (public), the wizard's hat and the champion's banner. At the centre the
piles lie in a ring round the wizard's deck, each with its number; cards fly from the deck to their pile, the
top card of each pile is readable at a glance and hovering a pile shows its whole stack (shields and
desertions included, cancelled cards struck out). After the deal the ring becomes the stage: piles resolve
one by one, spies talk, armies are committed face down in front of each seat and turn over together. The
right column has the round, the threshold and the game log.

Playing a card (deal): click (or drag) one of your desertion or shield cards, then a pile. Keys: D or S (or
B, "bouclier"), then the pile's key (1-9, 0 for 10, Q W E R for 11-14: shown on the piles once D or S is
pressed); Backspace cancels. Turn decisions (champion, spy, the people to fight, mercenaries, commando, flying
machine) are clickable seat panels and buttons in the centre with a prompt. Before every deal the table
waits on the last round's summary until the player presses Ready, then counts down (``pacing.py``). In a
hotseat deal every human has his cards in fixed slots in the bottom strip, with his own keys.

The table is composed, not mixed in: :class:`BravesTable` (``table.py``, on the shared ``TableScene``) owns

* ``view.py``: :class:`BravesView`, what a frame shows, built from the shown observation (no pygame);
* ``layout.py``: ``layout(size, view)`` and the places derived from it (rects only);
* ``draw.py``, ``draw_seats.py``, ``draw_stage.py``, ``draw_gate.py``: draw functions of (surface, view,
  layout);
* ``input.py``: hit regions, decision buttons and keys from the view, the layout and the legal actions;
* ``motion.py``: :class:`Stage`, the animations (flights, piles resolving, the battle as shown, bubbles);
* ``words.py``: the prompt, log lines, army sums, the summary (functions); ``result.py``: the result screen;
* ``pacing.py``: the ready gate and the round's summary (no pygame); ``art.py``: faces, tokens, colours.
"""

from orcdesk.ui.tables.braves.table import BravesTable
from orcdesk.ui.tables.braves.view import PILE_KEYS, pile_items_state

__all__ = ["BravesTable", "PILE_KEYS", "pile_items_state"]
