"""Where the app keeps its files: the platformdirs user folders for ``orcdesk``.

``ORCDESK_HOME`` (an environment variable) moves all of them under one folder: tests, the smoke test and
portable installs use it so that nothing touches the real user folders.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "orcdesk"
HOME_ENV = "ORCDESK_HOME"


def _folder(kind: str) -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / kind
    if kind == "config":
        return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    if kind == "data":
        return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    if kind == "log":
        return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
    raise ValueError(f"unknown folder kind {kind!r}")


def config_dir() -> Path:
    """Holds settings.yaml."""
    return _folder("config")


def data_dir() -> Path:
    """Holds saves/ and stats.yaml."""
    return _folder("data")


def log_dir() -> Path:
    """Holds orcdesk.log and its rotated copies."""
    return _folder("log")
