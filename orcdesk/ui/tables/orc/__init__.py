"""The Orc table: the border of six tribes, the box, six piles, both sides' attacks, the hands.

Screen layout (fractions of the window; the right column holds the scoreboard and the game log)::

    [opponent: name plate, face-down hand, count]                     | menu
    [opponent's attacks, one column per tribe, facing end DOWN]       | scores
    [pile|tribe|tribe|pile] [pile|tribe|tribe|pile] [...]  + the box  | game log
    [your attacks, facing end UP]                                     |
    [status banner: what to do now]                                   |
    [your hand, face up]              [flip] [discard]                |

Interaction: click the upper or lower half of a hand card to pick it with that end facing the tribes (the
card turns so the chosen end is up; right-click / the wheel / "Flip" turns it), then click a lit tribe; or
"Discard". Then click the lit piles to draw. The box and the Perplext start choice get their own prompts.

The table is split by idea, one module each, composed into :class:`OrcTable` (``table.py``):

* ``art.py``: the pieces (card ends, whole cards, tribe tiles, the spear card), cached per size;
* ``layout.py``: where everything sits (rects in ``self.R``);
* ``input.py``: hit regions, clicks to actions (through ``OrcState.CODEC``), keys and the wheel;
* ``words.py``: log lines, prompts, refusal reasons, the end-of-game explanation;
* ``motion.py``: card flights and battle flashes;
* ``draw.py``: drawing the table from ``self.obs``.
"""

from orcdesk.ui.tables.orc.table import OrcTable

__all__ = ["OrcTable"]
