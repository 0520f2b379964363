"""The app's log: ``orcdesk.log`` in the user log folder, rotated (RotatingFileHandler).

``setup_logging()`` is called once at start-up by the window and the smoke test. Python warnings go to the log
too, so the player never sees console noise. If the folder cannot be written, logging goes nowhere rather than
stopping the app.
"""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

from orcdesk.app import paths

FILE_NAME = "orcdesk.log"
MAX_BYTES = 512 * 1024
BACKUPS = 3
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_handler: logging.Handler | None = None
_path: Path | None = None


def setup_logging(
    folder: Path | None = None, level: int = logging.INFO, max_bytes: int = MAX_BYTES, backups: int = BACKUPS
) -> Path | None:
    """Send the ``orcdesk`` loggers (and warnings) to the rotating log file; return its path, or None."""
    global _handler, _path
    root = logging.getLogger("orcdesk")
    if _handler is not None:
        root.removeHandler(_handler)
        logging.getLogger("py.warnings").removeHandler(_handler)
        _handler.close()
        _handler, _path = None, None
    path = Path(folder if folder is not None else paths.log_dir()) / FILE_NAME
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=max_bytes, backupCount=backups, encoding="utf-8"
        )
    except OSError:
        handler, path = logging.NullHandler(), None
    handler.setFormatter(logging.Formatter(_FORMAT))
    root.addHandler(handler)
    root.setLevel(level)
    root.propagate = False  # not to the console
    logging.captureWarnings(False)  # re-install over whatever showwarning is current now
    logging.captureWarnings(True)
    warnings_logger = logging.getLogger("py.warnings")
    warnings_logger.addHandler(handler)
    warnings_logger.propagate = False
    _handler, _path = handler, path
    return path


def log_path() -> Path | None:
    """The current log file (None before setup, or when the folder was not writable)."""
    return _path


def get_logger(name: str) -> logging.Logger:
    return logging.getLogger(name if name.startswith("orcdesk") else f"orcdesk.{name}")
