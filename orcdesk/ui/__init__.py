"""The pygame front end: app window and scene stack (``app``, ``scene``), the shared render kit (``kit``),
the scenes (``scenes``) and one table per game (``tables``). Engines never import this package."""

import os

# Before anything here imports pygame: no banner on stdout.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
