"""The Orlog table: two bowls of 3D dice, health stones, favor tokens, the coin and the god favor cards.

The playing table, on the shared TableScene controller (orcdesk/ui/tables/__init__.py): a display model that
trails the real state while events animate one by one, a layout in relative units, input modes. It is split
by idea, one module each, composed into :class:`OrlogTable` (``table.py``):

* ``art.py``: the pieces, drawn in code and cached (god cards with a carved rune, health stones, token piles,
  the coin, the bowls) and the god data they show; the dice come from :mod:`orcdesk.ui.kit.dice`;
* ``model.py``: the display model (``self.view`` and the dice as shown);
* ``layout.py``: where everything sits;
* ``input.py``: input modes, hit regions, clicks to actions and back (through ``OrlogState.CODEC``);
* ``words.py``: log lines, prompts, the end-of-game explanation;
* ``motion.py``: one animation per engine event;
* ``draw.py``: drawing the table from the display model.
"""

from orcdesk.ui.tables.orlog.table import OrlogTable

__all__ = ["OrlogTable"]
