"""The De l'orc pour les braves table (4-7 players, humans hotseat and/or AI, the deal in real time).

Screen: the seats round the table (the viewer at the bottom, the others clockwise: left, across the top,
right), each with its colour and glyph, its cogwheel score tracker, its shields and desertions, its hand as
card backs grouped by type with counts (public), the wizard's hat and the champion's banner. At the centre the
piles lie in a ring round the wizard's deck, each with its number; cards fly from the deck to their pile, the
top card of each pile is readable at a glance (people colour and glyph, value, chief crown, mercenary) and
hovering a pile shows its whole stack (shields and desertions included, cancelled cards struck out). After the
deal the ring becomes the stage: piles resolve one by one, spies talk, armies are committed face down in front
of each seat and turn over together. The right column has the round, the threshold and the game log.

Playing a card (deal): click (or drag) one of your desertion or shield cards, then a pile. Keys: D or S (or B,
"bouclier"), then
the pile's key (1-9, 0 for 10, Q W E R for 11-14: shown on the piles once D or S is pressed); Backspace
cancels. A pile that cannot take the card says why (the engine's reason). Turn decisions (champion, spy:
opponent then card type, the people to fight, mercenaries, commando: opponent then back, flying machine) are
clickable seat panels and buttons in the centre with a prompt.

Pacing: before every deal (and when a game is taken up again mid-deal) the table holds the clock on the last
round's summary, what each seat scored and why, until the player presses Ready; a 3-2-1 countdown follows
(``pacing.py``, ``draw_gate.py``; the length is data).

Hotseat: the hand-over screen guards the secret turn steps; after a deal an army hand is shown face up only
once the screen was handed over to its player. During the deal every human acts on his own seat: each one has
his cards in fixed slots in the bottom strip, with his own keys (D/S, J/K, X/C...: shown in his group), and
the table keeps the same seat at the bottom for the whole deal.

The table is split by idea, one module each, composed into :class:`BravesTable` (``table.py``):

* ``art.py``: army card faces and backs, the seven seat colours and glyphs, shields, desertions, the wizard's
  hat, the champion's banner, the rules pictures (the cogwheel is ``orcdesk.ui.kit.cogwheel``);
* ``layout.py``: where everything sits (seats, the ring of piles, battle spots, buttons, the spy's grid);
* ``input.py``: legal actions and reasons, hit regions, clicks, drags and keys to actions (through
  ``BravesState.CODEC``);
* ``words.py``: the prompt, log lines, army sums, the round's battle notes;
* ``motion.py``: card flights, piles resolving, the spy's and the commando's moments, the battle as shown;
* ``pacing.py``: the ready gate before a deal and the round's summary (no pygame); ``draw_gate.py`` draws it;
* ``draw.py``: drawing the table from ``self.obs``.
"""

from orcdesk.ui.tables.braves.draw import pile_items_state
from orcdesk.ui.tables.braves.input import PILE_KEYS
from orcdesk.ui.tables.braves.table import BravesTable

__all__ = ["BravesTable", "PILE_KEYS", "pile_items_state"]
