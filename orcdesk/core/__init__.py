"""Pure-Python core shared by every game: the engine contract, RNG, data loading. Never imports pygame."""

from orcdesk.core.contract import (  # noqa: F401
    Action,
    Event,
    GameState,
    IllegalAction,
    Reason,
    StateFormatError,
)
from orcdesk.core.rng import Rng  # noqa: F401
