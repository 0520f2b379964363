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

Split by idea, one module each, composed into :class:`OrcWarsTable` (``table.py``):

* ``art.py``: the pieces (tokens by shape and glyph, clan colours and emblems, cards), cached per size;
* ``layout.py``: where everything sits (rects in ``self.R``);
* ``board.py``: the hex board (both tile sides), figures, overlays, moves, the setup map preview;
* ``panels.py``: hero card and piles, the horde's clans and tricks, the others, phase bar, hand, chooser;
* ``duel.py``: the duel overlay, followed from the events;
* ``motion.py``: cards in the air (the shared kit flight) and the turn banner;
* ``rules_art.py``: the pictures of the rules pages;
* ``input.py``: hit regions, clicks to actions through ``CODEC``, ``click_path``;
* ``words.py``: names, effect texts, log lines, prompts, reasons, the end-of-game explanation.
"""

from orcdesk.ui.tables.orc_wars.table import OrcWarsTable

__all__ = ["OrcWarsTable"]
