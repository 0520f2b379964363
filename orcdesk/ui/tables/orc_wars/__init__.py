"""The HeroCard Orc Wars table: elf heroes against the horde on hex tiles, the HeroCard duel.

Screen layout (see ``layout.py``): your hero card (or the horde's King and clans) on the left, the hex board in
the middle, the phase bar, the others and the game log on the right, the status row with its buttons and your
hand of action cards along the bottom. The duel shows as an overlay over the board.

Interaction: select a figure (an elf, the King, an orc of the acting clan: its squad acts with it) and its
reachable hexes light up; hover one to see the path, click it to move. Click a card in your hand to arm it: its
targets light up in red with the numbers of the attack; click one. In a duel click a lit card to play it, or
Pass. Buttons in the status row (Draw, Done, End, clan phases, treasures); a chooser over the board for
reinforcements and deployments. Right-click clears the selection; the wheel zooms the board, a right or middle
drag pans it, WASD and +/- too, and the +, - and Fit buttons in its corner. Hovering a piece says what it is.

Composed, not mixed in: :class:`OrcWarsTable` (``table.py``) is a plain ``TableScene`` that owns its parts and
hands each what it needs. Each frame it builds a pygame-free :class:`~view.TableView` from the shown observation
and calls draw functions of (surface, view, layout):

* ``choices.py``: what the player may do, read from the legal actions alone (no rule re-derived), the selection,
  clicks to actions and ``click_path``; ``input.py``: the hit regions (a refusal is the engine's own, worded);
* ``view.py``: the frame's view model; ``layout.py``: pure functions from the window size to rects;
* ``panels.py`` (left panel), ``side.py`` (phase bar, the others), ``hand.py`` (status row, buttons, hand,
  chooser), ``duel.py`` (the fight followed from the events, and its overlay): draw functions;
* ``board.py``: the map object (hex view, figures, walks, flashes, zoom buttons, the setup map preview);
  ``terrain.py``: the forest and cavern painting the shared hex board view is given;
* ``motion.py``: cards in the air and the turn banner; ``art.py``: the pieces; ``rules_art.py``: the rules
  pictures; ``words.py``: names, log lines, prompts, the end-of-game explanation.
"""

from orcdesk.ui.tables.orc_wars.table import OrcWarsTable

__all__ = ["OrcWarsTable"]
